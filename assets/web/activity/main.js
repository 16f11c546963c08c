// The live table inside Discord (an Activity): signs the member in with
// Discord's Embedded App SDK, the code exchanged by the table's own
// /activity/token, then opens the game of the channel the Activity was
// started in. Bundled with the SDK into ../activity.js by ./build.
import { DiscordSDK } from "@discord/embedded-app-sdk";

const body = document.body;
const said = document.getElementById("said");

// Discord does not answer the SDK's handshake: not inside Discord after all.
function late(ms) {
  return new Promise(function (_, fail) {
    setTimeout(function () {
      fail(new Error("no answer from Discord"));
    }, ms);
  });
}

async function start() {
  // Discord opens the Activity with these; a browser of its own has none.
  if (!new URLSearchParams(location.search).has("frame_id")) {
    said.textContent = body.dataset.outside;
    return;
  }
  const client = body.dataset.client;
  const sdk = new DiscordSDK(client);
  await Promise.race([sdk.ready(), late(8000)]);
  const { code } = await sdk.commands.authorize({
    client_id: client,
    response_type: "code",
    state: body.dataset.state,
    prompt: "none",
    scope: ["identify"],
  });
  const signed = await fetch(body.dataset.token, {
    method: "POST",
    credentials: "same-origin",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ code: code, state: body.dataset.state }),
  });
  if (!signed.ok) {
    throw new Error("the token exchange answered " + signed.status);
  }
  const { access_token } = await signed.json();
  await sdk.commands.authenticate({ access_token: access_token });
  const channel = encodeURIComponent(sdk.channelId || "");
  const instance = encodeURIComponent(sdk.instanceId || "");
  const found = await fetch(body.dataset.game + "?channel=" + channel + "&instance=" + instance, {
    credentials: "same-origin",
  });
  if (found.status === 404) {
    said.textContent = body.dataset.none;
    return;
  }
  if (!found.ok) {
    throw new Error("the game answered " + found.status);
  }
  const { path } = await found.json();
  location.replace(path);
}

start().catch(function () {
  said.textContent = body.dataset.failed;
});
