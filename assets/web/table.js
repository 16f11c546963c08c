// The live table: follows a game over its WebSocket (the page's
// data-live address), redrawing the boards, the moves and whose turn it
// is from each message, and reconnecting when the connection drops.
"use strict";
(function () {
  const body = document.body;
  const link = document.getElementById("link");
  const clock = document.getElementById("clock");
  let wait = 500;
  // When the player to move runs out of time, by this page's clock.
  let deadline = 0;

  function two(n) {
    return String(n).padStart(2, "0");
  }

  // Time left to the deadline: "2d 03:04:05" (the page names the days'
  // unit in its language).
  function tickClock() {
    if (!deadline || body.dataset.status !== "active") {
      clock.textContent = "";
      return;
    }
    let s = Math.max(0, Math.floor((deadline - Date.now()) / 1000));
    const d = Math.floor(s / 86400);
    s -= d * 86400;
    const h = Math.floor(s / 3600);
    s -= h * 3600;
    const m = Math.floor(s / 60);
    s -= m * 60;
    clock.textContent = (d > 0 ? d + clock.dataset.days + " " : "") + two(h) + ":" + two(m) + ":" + two(s);
  }

  function setClock(leftMs) {
    deadline = leftMs === null || leftMs === undefined || leftMs === "" ? 0 : Date.now() + Number(leftMs);
    tickClock();
  }

  // Numbered moves a full move a line: "1. e4 d5" (as the server draws them).
  function fullMoves(moves) {
    const lines = [];
    moves.forEach(function (m) {
      const i = m.indexOf("... ");
      const last = lines[lines.length - 1];
      if (i > 0 && last !== undefined && last.startsWith(m.slice(0, i) + ". ")) {
        lines[lines.length - 1] = last + " " + m.slice(i + 4);
      } else {
        lines.push(m);
      }
    });
    return lines;
  }

  function show(view) {
    document.title = view.title;
    document.getElementById("title").textContent = view.title;
    document.getElementById("headline").textContent = view.headline;
    // The boards are SVG drawn by the server, their texts escaped there.
    document.getElementById("boards").innerHTML = view.boards.join("");
    const list = document.getElementById("moves");
    list.replaceChildren(
      ...fullMoves(view.moves).map(function (m) {
        const item = document.createElement("li");
        item.textContent = m;
        return item;
      })
    );
    list.lastElementChild && list.lastElementChild.scrollIntoView({ block: "nearest" });
    body.dataset.status = view.status;
    body.dataset.ply = String(view.ply);
    setClock(view.time_left_ms);
  }

  function connect() {
    const scheme = location.protocol === "https:" ? "wss://" : "ws://";
    const socket = new WebSocket(scheme + location.host + body.dataset.live);
    socket.onopen = function () {
      wait = 500;
      link.textContent = link.dataset.live;
      link.className = "live";
    };
    socket.onmessage = function (event) {
      try {
        show(JSON.parse(event.data));
      } catch (e) {
        // A message this page cannot read changes nothing.
      }
    };
    socket.onclose = function () {
      link.textContent = link.dataset.lost;
      link.className = "lost";
      setTimeout(connect, wait);
      wait = Math.min(wait * 2, 10000);
    };
  }

  // Signing out: the session's token from /me, then POST /logout with it.
  const signOut = document.getElementById("sign-out");
  if (signOut) {
    signOut.addEventListener("click", function () {
      fetch(signOut.dataset.me, { credentials: "same-origin" })
        .then(function (r) {
          return r.ok ? r.json() : null;
        })
        .then(function (me) {
          if (me) {
            return fetch(signOut.dataset.logout, {
              method: "POST",
              credentials: "same-origin",
              headers: { "X-CSRF-Token": me.csrf },
            });
          }
        })
        .finally(function () {
          location.reload();
        });
    });
  }

  // A player's actions: a typed move, a draw, a takeback, resigning
  // (after the player confirms); each sent with the session's token, a
  // refusal shown as the server words it.
  const play = document.getElementById("play");
  if (play) {
    const said = document.getElementById("said");
    const input = document.getElementById("move");
    const send = function (action, payload, done) {
      said.textContent = "";
      fetch(play.dataset.me, { credentials: "same-origin" })
        .then(function (r) {
          return r.ok ? r.json() : Promise.reject(r);
        })
        .then(function (me) {
          return fetch(play.dataset.game + "/" + action, {
            method: "POST",
            credentials: "same-origin",
            headers: { "Content-Type": "application/json", "X-CSRF-Token": me.csrf },
            body: JSON.stringify(payload),
          });
        })
        .then(function (r) {
          return r.json().then(function (answer) {
            if (r.ok) {
              done();
              show(answer);
            } else {
              said.textContent = answer.error || "";
            }
          });
        })
        .catch(function () {
          location.reload();
        });
    };
    play.addEventListener("submit", function (event) {
      event.preventDefault();
      const text = input.value.trim();
      if (text) {
        send("move", { move: text, ply: Number(body.dataset.ply) }, function () {
          input.value = "";
        });
      }
    });
    play.querySelectorAll("button[data-act]").forEach(function (button) {
      button.addEventListener("click", function () {
        const ask = button.dataset.confirm;
        if (ask && !window.confirm(ask)) {
          return;
        }
        send(button.dataset.act, { ply: Number(body.dataset.ply) }, function () {});
      });
    });
  }

  setClock(clock.dataset.left);
  setInterval(tickClock, 1000);
  connect();
})();
