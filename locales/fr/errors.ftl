error-internal = Désolé, quelque chose s'est mal passé de notre côté et rien n'a été modifié. (erreur { $id })
error-no-such-game = Il n'y a pas de partie n° { $game }.
error-not-your-game = Vous ne jouez pas dans la partie n° { $game }.
error-game-over = La partie n° { $game } est terminée ({ $how }).
error-not-your-turn = Ce n'est pas votre tour dans la partie n° { $game } : c'est à { $name } de jouer.
error-game-changed = La partie n° { $game } a changé entre-temps ; rien n'a été fait. Regardez /board game:{ $game } et réessayez.
error-no-games = Vous n'avez aucune partie en cours. Lancez-en une avec /challenge ou /play.
error-no-game-to-move = Ce n'est votre tour dans aucune de vos parties ({ $games }).
game-waits-for = n° { $game } attend { $name }
error-which-game = Vous avez plusieurs parties : { $games }. Précisez laquelle avec game:<id>.
game-versus = n° { $game } (contre { $name })
list-separator = {", "}
error-no-such-challenge = Il n'y a pas de défi n° { $challenge }.
error-challenge-closed = Le défi n° { $challenge } a déjà été { $status ->
    [accepted] accepté
    [declined] refusé
    [cancelled] annulé
    [expired] clos : il a expiré
   *[answered] traité
}.
error-challenge-expired = Le défi n° { $challenge } a expiré.
error-not-for-you = Le défi n° { $challenge } ne vous est pas adressé.
error-own-challenge = Le défi n° { $challenge } est le vôtre ; vous ne pouvez pas l'accepter.
error-no-challenge = Aucun défi n'est ouvert pour vous.
error-which-challenge = Plusieurs défis sont ouverts pour vous : { $challenges }. Précisez lequel avec challenge:<id>.
error-challenge-self = Vous ne pouvez pas vous défier vous-même.
error-too-late-to-abort = La partie n° { $game } ne peut plus être annulée : les deux camps ont joué. Vous pouvez abandonner ou proposer la nulle.
error-no-abort-in-tournament = La partie #{ $game } est une partie de tournoi : elle ne peut pas être annulée. Vous pouvez abandonner.
error-too-early-to-draw = La nulle peut être proposée dans la partie n° { $game } une fois que les deux camps ont joué. D'ici là, /abort la termine et elle ne compte pas.
error-nothing-to-take-back = Vous n'avez aucun coup à reprendre dans la partie n° { $game }.
error-already-offered = Vous avez déjà proposé { $what ->
    [draw] la nulle
   *[takeback] de reprendre un coup
} dans la partie n° { $game } ; la réponse est attendue.
error-no-offer = Aucune { $what ->
    [draw] proposition de nulle
   *[takeback] demande de reprise
} de votre adversaire n'est en cours dans la partie n° { $game } (un coup la fait tomber, ou elle a reçu une réponse) ; rien n'a été fait.
error-no-such-player = Aucun joueur nommé { $name } n'a joué ici.
error-unknown-control = Cette commande vient d'une ancienne version de moi ; utilisez plutôt les commandes slash.
error-unknown-choice = Ce n'est pas l'un des choix du menu ; rien n'a été fait.
error-stale = Ce menu montre une position plus ancienne de la partie n° { $game } ; rien n'a été fait. Utilisez les commandes du dernier message de la partie (ou /board game:{ $game }).
error-not-your-move = Ce n'est pas votre coup : ces commandes sont pour { $name }, qui a le trait dans la partie n° { $game }.
error-not-in-server = Les réglages du serveur n'existent que sur un serveur ; utilisez /server-settings sur l'un d'eux.
error-not-manager = Seuls les membres ayant la permission Gérer le serveur peuvent utiliser /server-settings.
error-too-many-games = Vous avez déjà { $limit } parties en cours, le maximum autorisé sur ce serveur ; terminez-en une d'abord.
error-too-many-games-other = { $name } a déjà { $limit } parties en cours, le maximum autorisé sur ce serveur.
error-challenge-exists = Le défi n° { $challenge } entre vous deux est encore ouvert ; répondez-y ou annulez-le d'abord (/decline challenge:{ $challenge }).
error-engine-busy = Alice réfléchit encore à un coup pour vous ; attendez sa réponse, puis réessayez.
error-bot-games-off = Les parties contre le bot sont désactivées sur ce serveur.
error-still-playing = La partie n° { $game } est encore en cours ; la revanche viendra après sa fin.
error-no-finished-games = Vous n'avez encore aucune partie terminée à analyser. Indiquez-en une avec game:<id>.
error-not-finished = La partie n° { $game } est encore en cours ; /analyze n'examine que les parties terminées, pour que personne ne reçoive l'aide du moteur pendant une partie.
error-aborted = La partie n° { $game } a été annulée ; il n'y a rien à analyser.
error-nothing-to-analyse = La partie n° { $game } s'est terminée avant le premier coup ; il n'y a rien à analyser.
error-analysis-busy = Votre analyse de la partie n° { $game } est encore en cours ; la réponse arrivera quand elle sera terminée. Demandez-en une autre ensuite.
error-analyses-full = Le moteur est déjà occupé par { $count } analyses ; rien n'a été lancé. Merci de redemander dans quelques minutes.
error-too-many = Vous avez demandé beaucoup { $what ->
    [gif] de GIF
    [analysis] d'analyses
    [board] d'échiquiers
    [table-action] actions à la table en direct
   *[bot-game] de parties contre le bot
} en peu de temps ; veuillez attendre { $wait } et réessayer.
error-no-puzzle-left = Vous avez essayé tous les problèmes d'ici ; /puzzle id:<id> en rejoue un que vous avez vu.
error-no-puzzles-yet = Il n'y a pas encore de problèmes ici.
error-puzzles-how-to-add = Qui héberge le bot les ajoute avec `alice puzzles generate` et `alice puzzles import` (voir le guide d'hébergement).
error-no-such-puzzle = Il n'y a pas de problème `{ $puzzle }`.
error-no-puzzle-attempt = Vous ne résolvez aucun problème ; /puzzle vous en donne un.
error-puzzle-stale = Ce menu montre un coup antérieur de votre problème ; rien n'a été fait. Utilisez le dernier (ou /puzzle).
error-puzzle-over = Votre essai du problème { $puzzle } est terminé ; /puzzle vous en donne un autre, /puzzle id:{ $puzzle } le rejoue.
error-not-your-puzzle = Ces commandes appartiennent au problème de quelqu'un d'autre ; /puzzle vous donne le vôtre.
error-no-daily-puzzle = Ce serveur n'a pas de problème du jour pour le jour où ce bouton a été publié.
error-no-puzzle-channel = Le problème du jour a besoin d'un salon : indiquez aussi puzzle_channel.
restarting = Je redémarre ; rien n'a été fait. Réessayez dans une minute.
moved-to-thread = C'est fait. La partie n° { $game } se joue dans { $thread }.
no-piece-to-move = Aucune de vos pièces sur { $square } de l'échiquier { $board } ne peut jouer.
