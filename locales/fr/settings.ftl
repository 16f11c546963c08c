notify-how = { $notify ->
    [dm] par message privé (avec l'échiquier et les menus de coups)
    [mention] par une mention dans le salon ou le fil de la partie
   *[off] pas du tout (ni mention, ni message privé)
}
settings-notify-now = On vous prévient que c'est votre tour { notify-how }. Changez-le avec /settings notify:dm|mention|off.
settings-notify-saved = Enregistré : on vous préviendra que c'est votre tour { notify-how }.
settings-language-now = Ma langue avec vous : { $language } ; /settings language: la change.
settings-language-saved = Enregistré : je vous parlerai désormais dans cette langue : { $language }.
language-auto = { $name } (selon Discord)
bad-language = language doit être l'une de { $codes } ou auto, pas `{ $given }`.
server-settings-now = Réglages de ce serveur : fils { $threads ->
    [on] activés
   *[off] désactivés
}, temps par coup { $time }, au plus { $max_games ->
    [one] { $max_games } partie
   *[other] { $max_games } parties
} en cours par joueur, parties contre le bot { $bot_games ->
    [on] activées
   *[off] désactivées
}, les défis expirent après { $expiry }.
server-settings-saved = Enregistré. Réglages de ce serveur : fils { $threads ->
    [on] activés
   *[off] désactivés
}, temps par coup { $time }, au plus { $max_games ->
    [one] { $max_games } partie
   *[other] { $max_games } parties
} en cours par joueur, parties contre le bot { $bot_games ->
    [on] activées
   *[off] désactivées
}, les défis expirent après { $expiry }.
server-settings-daily = Un problème du jour est publié dans { $channel } à { $time } UTC.
server-settings-no-daily = Aucun problème du jour n'est publié (puzzle_channel: et puzzle_time: en programment un).
server-settings-language = Langue des messages ici : { $language }.
settings-look = { $saved ->
    [yes] Enregistré : vos échiquiers sont
   *[no] Vos échiquiers sont
} { $boards ->
    [stacked] l'un sous l'autre
   *[side-by-side] côte à côte
}{ $auto ->
    [yes] {" "}(auto : le choix du serveur)
   *[no] {""}
}, en couleurs { $theme ->
    [green] vertes
    [contrast] contrastées
   *[classic] classiques
}, les pièces dessinées en { $pieces ->
    [letters] lettres
   *[figures] figurines
}, { $ghosts ->
    [yes] avec une marque où sont les pièces de l'autre échiquier
   *[no] sans marque des pièces de l'autre échiquier
} ; /settings boards: theme: pieces: ghosts: les change.
server-boards-saved = Ici, les échiquiers sont { $boards ->
    [stacked] l'un sous l'autre
   *[side-by-side] côte à côte
}{ $auto ->
    [yes] {" "}(auto)
   *[no] {""}
} pour qui n'a rien choisi.
bad-boards = boards doit valoir stacked, side-by-side ou auto, pas `{ $given }`.
bad-theme = theme doit valoir classic, green ou contrast, pas `{ $given }`.
bad-pieces = pieces doit valoir figures ou letters, pas `{ $given }`.
