variant-game-name = { $variant ->
    [alice] échecs d'Alice
    [three-board] Alice à trois échiquiers
    [narrow] Alice 8x4
   *[duo] échecs Duo
}
game-suffix = { $variant ->
    [alice] {""}
   *[other] {" "}({ variant-game-name })
}
terms-rated = classée
terms-casual = amicale
terms-per-move = { $time } par coup
terms-clock = en direct { $clock } ({ $speed ->
    [bullet] bullet
    [blitz] blitz
    [rapid] rapide
   *[classical] classique
})
clocks-line = Pendules : Blancs { $white }, Noirs { $black }.
terms-en-passant-on = prise en passant permise
terms-en-passant-off = sans prise en passant
terms-plays-white = { $name } joue les Blancs
terms-plays-black = { $name } joue les Noirs
terms-colours-by-lot = couleurs tirées au sort
challenge-to = { $opponent }, { $challenger } vous défie à une partie d'{ $variant } ({ $terms }). Le défi n° { $challenge } reste ouvert { $expiry }.
challenge-open = { $challenger } cherche un adversaire : { $variant } ({ $terms }). Tout le monde peut accepter le défi n° { $challenge }.
challenge-cancelled = { $name } a annulé le défi n° { $challenge }.
challenge-declined = { $name } a refusé le défi n° { $challenge }.
game-begins = La partie n° { $game }{ $suffix } commence : { $white } (Blancs) contre { $black } (Noirs).
game-begins-bot = La partie n° { $game }{ $suffix } commence : { $name } joue les { $side ->
    [white] Blancs
   *[black] Noirs
} contre Alice (niveau { $level }).
bot-opens = Alice ouvre avec { $san }.
rematch-of = Revanche de la partie n° { $game } : { $text }
ending = { $ending ->
    [checkmate] mat
    [stalemate] pat
    [fifty-move] la règle des cinquante coups
    [repetition] triple répétition
    [bare-kings] rois seuls
    [resignation] abandon
    [timeout] temps dépassé
    [agreement] accord mutuel
   *[aborted] annulation
}
side = { $side ->
    [white] Blancs
   *[black] Noirs
}
outcome-wins = { $name } ({ side }) gagne par { ending }, { $score }
outcome-drawn = nulle par { ending }, { $score }
outcome-aborted = annulée
game-ended = { $score }, { ending }
game-ended-in-thread = Partie n° { $game }, { $white } contre { $black } : { $outcome }. { $thread }
game-over = La partie n° { $game } est terminée : { $outcome }.
in-check = { $check ->
    [yes] {" "}(en échec)
   *[no] {""}
}
to-move = Trait à { $name } ({ side }){ in-check }.
to-move-left = Trait à { $name } ({ side }){ in-check }, { $left }.
first-move-due = premier coup attendu { $when }
relative-in = dans { $clock }
turn-dm = À vous de jouer dans la partie n° { $game } contre { $name }, { $left }.
board-headline = Partie n° { $game }{ $suffix } : { $white } (Blancs) contre { $black } (Noirs).
move-list = Coups : { $moves }.
games-your-turn = à vous de jouer, { $left }
games-their-turn = trait à { $name }
games-line = n° { $game }{ $variant } contre { $name }, vous jouez les { side } — { $state }
games-challenge-from = défi n° { $challenge } de { $name } — /accept challenge:{ $challenge }
games-challenge-to = votre défi n° { $challenge } à { $name } est ouvert
games-anyone = tout le monde
games-none = Vous n'avez aucune partie en cours ni aucun défi ouvert.
games-finished-recent = Terminées, les plus récentes d'abord :
games-finished-page = Vos parties terminées, les plus récentes d'abord (page { $page } sur { $pages }) :
games-finished-more = Plus anciennes : /games finished:true page:{ $page }
games-finished-none = Vous n'avez encore aucune partie terminée.
games-finished-no-page = Il n'y a pas de page { $page } de vos parties terminées : elles tiennent sur { $pages ->
    [one] une page
   *[other] { $pages } pages
}.
games-finished-line = n° { $game }{ $variant } contre { $name }, vous jouiez les { side }, { $date } — { $result ->
    [won] gagnée par { ending }, { $score }
    [lost] perdue par { ending }, { $score }
    [drawn] nulle par { ending }, { $score }
   *[aborted] annulée
}
played = { $name } a joué { $san }.
time-ran-out = Votre temps pour ce coup était écoulé avant qu'il n'arrive.
resigns = { $name } abandonne.
draw-declined = { $name } refuse la proposition de nulle dans la partie n° { $game }.
draw-accepted = { $name } accepte la nulle.
draw-offered = { $name } propose la nulle dans la partie n° { $game }. { $opponent }, acceptez ou refusez avec les boutons (ou acceptez avec /draw game:{ $game }) ; la proposition tombe quand vous jouez.
takeback-asked = { $name } demande à reprendre son dernier coup dans la partie n° { $game }. { $opponent }, acceptez ou refusez avec les boutons (ou acceptez avec /takeback game:{ $game }).
takeback-agreed = Reprise acceptée : { $count ->
    [one] le dernier coup de { $name } est repris.
   *[other] le dernier coup de { $name } et la réponse sont repris.
}
offer-declined = { $name } refuse { $what ->
    [draw] la proposition de nulle
   *[takeback] la demande de reprise
} dans la partie n° { $game }.
offer-withdrawn = { $name } retire { $what ->
    [draw] sa proposition de nulle
   *[takeback] sa demande de reprise
} dans la partie n° { $game }.
aborted-by = La partie n° { $game } a été annulée par { $name }. Elle ne compte pas.
bot-replied = Alice (niveau { $level }) a répondu { $san }.
bot-played = Partie n° { $game } : Alice (niveau { $level }) a joué { $san }.
frame-move = { $san } (demi-coup { $ply } sur { $last })
frame-start = départ (demi-coup 0 sur { $last })
history-text = Partie n° { $game }, { $white } contre { $black } : { $frame }.
reminder = { $name }, c'est à vous de jouer dans la partie n° { $game } : { $left }.
reminder-dm = Rappel.
challenge-expired = Le défi n° { $challenge } de { $name } a expiré sans réponse.
timeout-aborted = La partie n° { $game } a été annulée : { $name } n'a pas joué son premier coup à temps. Elle ne compte pas.
timeout-lost = Partie n° { $game } : { $name } a dépassé son temps. { $winner } gagne au temps ({ $score }).
button-accept = Accepter
button-decline = Refuser
button-resign = Abandonner
button-offer-draw = Proposer la nulle
button-abort = Annuler la partie
button-takeback = Reprendre
button-accept-draw = Accepter la nulle
button-decline-draw = Refuser la nulle
button-accept-takeback = Accepter la reprise
button-decline-takeback = Refuser la reprise
button-keep-playing = Continuer
resign-confirm = Abandonner la partie n° { $game } ? La question tombe au prochain coup.
resign-confirm-abort = Abandonner la partie n° { $game } ? Les deux camps n'ont pas encore joué : elle s'arrête sans résultat et ne compte pas. La question tombe au prochain coup.
resign-kept = La partie n° { $game } continue.
button-rematch = Revanche
button-solve = Résoudre
choice-game = n° { $game } contre { $name } · { $turn ->
    [mine] à vous
   *[theirs] à l'adversaire
}
choice-challenge-to = n° { $challenge } votre défi à { $name } ({ $terms })
choice-challenge-from = n° { $challenge } de { $name } ({ $terms })
pgn-text = Partie n° { $game }, { $white } contre { $black }. Position : `{ $position }`
dm-game-link = Partie : { $url }
thread-name = n° { $game } · { $white } contre { $black }
bot-name = Alice (niveau { $level })
