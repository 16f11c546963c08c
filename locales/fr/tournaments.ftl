# Tournois : un système suisse par correspondance dans le salon d'un serveur.
tournament-default-name = Suisse
tournament-created = Le tournoi #{ $id } **{ $name }** est créé : les membres s'inscrivent avec son bouton ou /tournament join, et /tournament start apparie sa première ronde.
tournament-started = Le tournoi #{ $id } a commencé : sa première ronde est appariée.
tournament-announced = **{ $name }** (tournoi #{ $id }), par { $creator } : un système suisse en { $rounds } { $rounds ->
    [one] ronde
   *[other] rondes
} selon le système hollandais de la FIDE, { variant-game-name }, { $time } par coup, { $rated ->
    [rated] classé
   *[casual] amical
} ; départages { $breaks }.
tournament-joined = { $player } s'est inscrit à **{ $name }** (tournoi #{ $id }) : { $players } { $players ->
    [one] joueur
   *[other] joueurs
}.
tournament-joined-late = La ronde en cours compte comme une exemption d'un demi-point ; l'appariement vous prend à partir de la ronde { $round }.
tournament-left = { $player } a quitté **{ $name }** (tournoi #{ $id }).
tournament-withdrawn = { $player } s'est retiré de **{ $name }** (tournoi #{ $id }) et ne sera pas apparié aux rondes suivantes ; /tournament join le fait revenir.
tournament-no-show = { $player } a perdu la partie #{ $game } au temps sans jouer un coup et est retiré du tournoi #{ $id } ; /tournament join le fait revenir.
tournament-round-paired = **{ $name }** (tournoi #{ $id }), ronde { $round } sur { $rounds } :
tournament-board-line = Échiquier { $board } : { $white } – { $black }, partie #{ $game }
tournament-bye-line = { $player } : exempt (1 point)
tournament-late-line = { $player } : inscrit en retard (½ point)
tournament-result-line = Échiquier { $board } : { $white } – { $black } { $result }{ $forfeit ->
    [yes] {" "}(forfait)
   *[no] {""}
}, partie #{ $game }
tournament-playing = (en cours)
tournament-no-pairing = Aucun appariement de la ronde { $round } ne respecte les règles (personne ne se rencontre deux fois, personne n'est exempt deux fois) : le tournoi s'arrête plus tôt.
tournament-finished = **{ $name }** (tournoi #{ $id }) est terminé. Classement final :
tournament-standing-line = { $place }. { $name }{ $withdrawn } : { $points } · { $breaks }
tournament-withdrawn-mark = (retiré)
tournament-standings-head = Classement de **{ $name }** (tournoi #{ $id }) après la ronde { $round } sur { $rounds } :
tournament-not-started = **{ $name }** (tournoi #{ $id }) n'a pas encore commencé : { $players } { $players ->
    [one] joueur inscrit
   *[other] joueurs inscrits
}.
tournament-first-round = **{ $name }** (tournoi #{ $id }) joue sa première ronde : le classement suivra son dernier résultat.
tournament-pairings-head = **{ $name }** (tournoi #{ $id }), ronde { $round } sur { $rounds } :
tournament-stage = { $status ->
    [open] Inscriptions ouvertes
    [finished] Terminé après la ronde { $round } sur { $rounds }
    [cancelled] Annulé
   *[running] Ronde { $round } sur { $rounds } en cours
} ; { $players } { $players ->
    [one] joueur
   *[other] joueurs
} :
tournament-not-in-server = Les tournois se jouent dans les salons d'un serveur, pas en messages privés.
tournament-not-manager = Seuls les membres qui peuvent gérer le serveur créent des tournois.
tournament-not-organiser = Seuls le créateur du tournoi #{ $id } et les gestionnaires du serveur peuvent faire cela.
tournament-none-here = Ce serveur n'a pas encore de tournoi : un gestionnaire du serveur en crée un avec /tournament create.
tournament-no-such = Ce serveur n'a pas de tournoi #{ $id }.
tournament-bad-name = Le nom d'un tournoi tient sur une ligne d'au plus { $max } caractères.
tournament-bad-rounds = Un système suisse a de 1 à { $max } rondes, pas { $given }.
tournament-bad-tie-break = `{ $given }` n'est pas un départage à choisir (chacun au plus une fois) : { $codes }.
tournament-live-clock = Les tournois se jouent par correspondance, avec un temps par coup comme 1d ; `{ $given }` est une pendule en direct.
tournament-too-many = Ce serveur a déjà { $max } tournois ouverts ou en cours.
tournament-full = Le tournoi #{ $id } est complet ({ $max } joueurs).
tournament-already-in = Vous jouez déjà dans le tournoi #{ $id }.
tournament-not-in = Vous ne jouez pas dans le tournoi #{ $id }.
tournament-over = Le tournoi #{ $id } est terminé.
tournament-late-join-closed = Le tournoi #{ $id } en est à la ronde { $round } sur { $rounds } : les inscriptions ferment quand plus de la moitié des rondes ont commencé.
tournament-already-started = Le tournoi #{ $id } a déjà commencé.
tournament-too-few = Le tournoi #{ $id } a besoin d'au moins 2 joueurs pour commencer ; { $players } inscrits.
tournament-no-such-round = Le tournoi #{ $id } n'a pas de ronde { $round } : { $played } { $played ->
    [one] ronde a été appariée
   *[other] rondes ont été appariées
}.
game-begins-tournament = Tournoi #{ $tournament }, ronde { $round } : la partie #{ $game }{ $suffix } commence : { $white } (Blancs) contre { $black } (Noirs).
button-join = S'inscrire
button-leave = Quitter
local-event = tournoi
tournament-forbidden = { $first } et { $second } ne seront pas appariés ensemble dans le tournoi #{ $id }.
tournament-cancelled = **{ $name }** (tournoi #{ $id }) est annulé par { $player } : plus aucune ronde n'est appariée ; les parties en cours continuent.
tournament-same-player = Un joueur n'est pas apparié avec lui-même : nommez deux joueurs.
tournament-not-playing = { $name } ne joue pas dans le tournoi #{ $id }.
