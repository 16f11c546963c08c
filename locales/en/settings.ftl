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
}, time per move { $time }, at most { $max_games ->
    [one] { $max_games } game
   *[other] { $max_games } games
} in progress per player, games against the bot { $bot_games ->
    [on] on
   *[off] off
}, challenges expire after { $expiry }.
server-settings-saved = Saved. Settings of this server: threads { $threads ->
    [on] on
   *[off] off
}, time per move { $time }, at most { $max_games ->
    [one] { $max_games } game
   *[other] { $max_games } games
} in progress per player, games against the bot { $bot_games ->
    [on] on
   *[off] off
}, challenges expire after { $expiry }.
server-settings-daily = A daily puzzle is posted in { $channel } at { $time } UTC.
server-settings-no-daily = No daily puzzle is posted (puzzle_channel: and puzzle_time: set one).
server-settings-language = Posts here are in { $language }.
# $boards: stacked or side-by-side; $auto: yes when the member chose
# none (the server's choice or the default); $theme: classic, green or
# contrast; $pieces: figures or letters; $ghosts: yes or no.
settings-look = { $saved ->
    [yes] Saved: your boards
   *[no] Your boards
} stand { $boards ->
    [stacked] one above the other
   *[side-by-side] side by side
}{ $auto ->
    [yes] {" "}(auto: the server's choice)
   *[no] {""}
}, in { $theme ->
    [green] green
    [contrast] high-contrast
   *[classic] classic
} colours, with pieces drawn as { $pieces ->
    [letters] letters
   *[figures] figures
}, { $ghosts ->
    [yes] marking where the other board's pieces stand
   *[no] without marks of the other board's pieces
}; /settings boards: theme: pieces: ghosts: changes them.
server-boards-saved = Boards here stand { $boards ->
    [stacked] one above the other
   *[side-by-side] side by side
}{ $auto ->
    [yes] {" "}(auto)
   *[no] {""}
} for members who chose nothing.
bad-boards = boards must be stacked, side-by-side or auto, not `{ $given }`.
bad-theme = theme must be classic, green or contrast, not `{ $given }`.
bad-pieces = pieces must be figures or letters, not `{ $given }`.
