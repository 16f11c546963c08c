# /settings and /server-settings.

notify-how = { $notify ->
    [dm] by direct message (with the board and the move menus)
    [mention] by a mention in the game's channel or thread
   *[off] not at all (no mentions, no direct messages)
}
settings-notify-now = You are told it is your turn { notify-how }. Change it with /settings notify:dm|mention|off.
settings-notify-saved = Saved: you will be told it is your turn { notify-how }.
# $language: a language's name, or language-auto.
settings-language-now = I speak { $language } to you; /settings language: changes it.
settings-language-saved = Saved: I will speak { $language } to you.
language-auto = { $name } (as Discord says)
bad-language = language must be one of { $codes } or auto, not `{ $given }`.
server-settings-now = Settings of this server: threads { $threads ->
    [on] on
   *[off] off
}, time per move { $time }, at most { $max_games } games in progress per player, games against the bot { $bot_games ->
    [on] on
   *[off] off
}, challenges expire after { $expiry }.
server-settings-saved = Saved. Settings of this server: threads { $threads ->
    [on] on
   *[off] off
}, time per move { $time }, at most { $max_games } games in progress per player, games against the bot { $bot_games ->
    [on] on
   *[off] off
}, challenges expire after { $expiry }.
server-settings-daily = A daily puzzle is posted in { $channel } at { $time } UTC.
server-settings-language = Posts here are in { $language }.
