bad-variant = variant doit valoir alice, three-board, 8x4 ou duo, pas `{ $given }`.
bad-color = color doit valoir white, black ou random, pas `{ $given }`.
bad-duration = { $option } doit ressembler à 10m, 2h, 1d ou 3d, pas `{ $given }`.
bad-time-range = Le temps par coup doit aller de { $min } à { $max }, pas { $given } ; une partie à la pendule prend une cadence comme 5+3.
bad-game-time = time doit être un temps par coup comme 1d ou 3d, ou une cadence comme 5+3, pas `{ $given }`.
bad-duration-range = { $option } doit aller de { $min } à { $max }, pas { $given }.
bad-no-en-passant = { $variant ->
    [narrow] Alice 8x4
   *[duo] Les échecs Duo
} n'a pas de prise en passant : en_passant:true ne peut pas être choisi.
bad-level = level doit aller de 1 à 8, pas { $given }.
bad-notify = notify doit valoir dm, mention ou off, pas `{ $given }`.
bad-max-games = max_games doit aller de 1 à { $max }, pas { $given }.
bad-puzzle-time = puzzle_time doit être une heure UTC comme 09:00 ou 18:30, ou off, pas `{ $given }`.
bad-unreadable = L'option { $option } de /{ $command } n'a pas pu être lue ; merci de la choisir à nouveau.
error-open-challenge-waiting = Votre défi ouvert n° { $challenge } attend encore un adversaire ; annulez-le d'abord avec /decline challenge:{ $challenge }.
bad-ply = La partie n° { $game } compte { $last ->
    [one] { $last } demi-coup
   *[other] { $last } demi-coups
} ; ply doit aller de 0 à { $last }, pas { $given }.
bad-scope = scope doit valoir server ou global, pas `{ $given }`.
bad-scope-server = scope:server ne fonctionne que sur un serveur ; utilisez scope:global ici.
puzzle-import-variant = problème { $puzzle } (numéro { $number }) : variante `{ $variant }` ; les problèmes sont de ces jeux : { $allowed }
puzzle-import-invalid = problème numéro { $number } : { $why }
bad-range = { $option } doit aller de { $min } à { $max }, pas { $given }.
bad-at-least = { $option } doit valoir au moins { $min }, pas { $given }.
bad-at-most = { $option } doit valoir au plus { $max }, pas { $given }.
unknown-command = Je ne connais pas la commande /{ $command } ; /help liste les commandes.
no-options = /{ $command } ne prend aucune option.
no-such-option = /{ $command } n'a pas d'option `{ $option }` (elle prend { $options }).
bad-needed = /{ $command } a besoin de l'option { $option } ({ $description }), par ex. /{ $command } { $option }:{ $example }
opponent-is-me = Pour jouer contre moi, utilisez /play (avec un niveau de 1 à 8).
opponent-is-bot = { $name } est un bot ; les bots ne peuvent pas jouer ici.
bad-kind = kind doit valoir games ou puzzles, pas `{ $given }`.
bad-clock = temps doit être une pendule en minutes+secondes par coup, comme 5+3, jusqu’à { $minutes } minutes et { $seconds } secondes, pas `{ $given }`.
bad-speed = cadence doit être bullet, blitz, rapid, classical ou correspondence, pas `{ $given }`.
no-subcommands = /{ $command } n’a pas de sous-commandes ; donnez ses options juste après.
subcommand-needed = /{ $command } attend une de ses sous-commandes : { $subcommands }.
no-such-subcommand = /{ $command } n’a pas de sous-commande `{ $given }` (il a { $subcommands }).
