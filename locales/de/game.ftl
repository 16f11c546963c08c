variant-game-name = { $variant ->
    [alice] Alice-Schach
    [three-board] Alice auf drei Brettern
    [narrow] 8x4-Alice
   *[duo] Duo-Schach
}
game-suffix = { $variant ->
    [alice] {""}
   *[other] {" "}({ variant-game-name })
}
terms-rated = gewertet
terms-casual = ungewertet
terms-per-move = { $time } pro Zug
terms-clock = Live-Uhr { $clock } ({ $speed ->
    [bullet] Bullet
    [blitz] Blitz
    [rapid] Schnellschach
   *[classical] klassisch
})
clocks-line = Uhren: Weiß { $white }, Schwarz { $black }.
terms-en-passant-on = En passant an
terms-en-passant-off = En passant aus
terms-plays-white = { $name } spielt Weiß
terms-plays-black = { $name } spielt Schwarz
terms-colours-by-lot = Farben werden ausgelost
challenge-to = { $opponent }, { $challenger } fordert dich zu einer Partie { $variant } heraus ({ $terms }). Herausforderung #{ $challenge } ist { $expiry } lang offen.
challenge-open = { $challenger } sucht einen Gegner: { $variant } ({ $terms }). Jeder kann Herausforderung #{ $challenge } annehmen.
challenge-cancelled = { $name } hat Herausforderung #{ $challenge } zurückgezogen.
challenge-declined = { $name } hat Herausforderung #{ $challenge } abgelehnt.
game-begins = Partie #{ $game }{ $suffix } beginnt: { $white } (Weiß) gegen { $black } (Schwarz).
game-begins-bot = Partie #{ $game }{ $suffix } beginnt: { $name } spielt { $side ->
    [white] Weiß
   *[black] Schwarz
} gegen Alice (Stufe { $level }).
bot-opens = Alice eröffnet mit { $san }.
rematch-of = Revanche für Partie #{ $game }: { $text }
ending = { $ending ->
    [checkmate] Schachmatt
    [stalemate] Patt
    [fifty-move] die 50-Züge-Regel
    [repetition] dreifache Stellungswiederholung
    [bare-kings] nackte Könige
    [resignation] Aufgabe
    [timeout] Zeitüberschreitung
    [agreement] Einigung
   *[aborted] Abbruch
}
side = { $side ->
    [white] Weiß
   *[black] Schwarz
}
outcome-wins = { $name } ({ side }) gewinnt durch { ending }, { $score }
outcome-drawn = Remis durch { ending }, { $score }
outcome-aborted = abgebrochen
game-ended = { $score }, { ending }
game-ended-in-thread = Partie #{ $game }, { $white } gegen { $black }: { $outcome }. { $thread }
game-over = Partie #{ $game } ist beendet: { $outcome }.
in-check = { $check ->
    [yes] {" "}(im Schach)
   *[no] {""}
}
to-move = { $name } ({ side }) ist am Zug{ in-check }.
to-move-left = { $name } ({ side }) ist am Zug{ in-check }, { $left }.
first-move-due = erster Zug fällig { $when }
relative-in = in { $clock }
turn-dm = Du bist am Zug in Partie #{ $game } gegen { $name }, { $left }.
board-headline = Partie #{ $game }{ $suffix }: { $white } (Weiß) gegen { $black } (Schwarz).
move-list = Züge: { $moves }.
games-your-turn = du bist am Zug, { $left }
games-their-turn = { $name } ist am Zug
games-line = #{ $game }{ $variant } gegen { $name }, du spielst { side } — { $state }
games-challenge-from = Herausforderung #{ $challenge } von { $name } — /accept challenge:{ $challenge }
games-challenge-to = deine Herausforderung #{ $challenge } an { $name } ist offen
games-anyone = alle
games-none = Du hast keine laufenden Partien und keine offenen Herausforderungen.
games-finished-recent = Beendet, neueste zuerst:
games-finished-page = Deine beendeten Partien, neueste zuerst (Seite { $page } von { $pages }):
games-finished-more = Ältere: /games finished:true page:{ $page }
games-finished-none = Du hast noch keine beendeten Partien.
games-finished-no-page = Es gibt keine Seite { $page } deiner beendeten Partien: sie füllen { $pages ->
    [one] eine Seite
   *[other] { $pages } Seiten
}.
games-finished-line = #{ $game }{ $variant } gegen { $name }, du spieltest { side }, { $date } — { $result ->
    [won] gewonnen durch { ending }, { $score }
    [lost] verloren durch { ending }, { $score }
    [drawn] remis durch { ending }, { $score }
   *[aborted] abgebrochen
}
played = { $name } hat { $san } gespielt.
time-ran-out = Deine Zeit für diesen Zug war abgelaufen, bevor er ankam.
resigns = { $name } gibt auf.
draw-declined = { $name } lehnt das Remisangebot in Partie #{ $game } ab.
draw-accepted = { $name } nimmt das Remis an.
draw-offered = { $name } bietet in Partie #{ $game } Remis an. { $opponent }, nimm es mit den Knöpfen an oder lehne es ab (oder nimm es mit /draw game:{ $game } an); das Angebot verfällt, wenn du ziehst.
takeback-asked = { $name } möchte den letzten Zug in Partie #{ $game } zurücknehmen. { $opponent }, stimme mit den Knöpfen zu oder lehne ab (oder stimme mit /takeback game:{ $game } zu).
takeback-agreed = Zugrücknahme vereinbart: { $count ->
    [one] Der letzte Zug von { $name } ist zurückgenommen.
   *[other] Der letzte Zug von { $name } und die Antwort darauf sind zurückgenommen.
}
offer-declined = { $name } lehnt { $what ->
    [draw] das Remisangebot
   *[takeback] die Bitte um Zugrücknahme
} in Partie #{ $game } ab.
offer-withdrawn = { $name } zieht { $what ->
    [draw] das Remisangebot
   *[takeback] die Bitte um Zugrücknahme
} in Partie #{ $game } zurück.
aborted-by = Partie #{ $game } wurde von { $name } abgebrochen. Sie zählt nicht.
bot-replied = Alice (Stufe { $level }) hat mit { $san } geantwortet.
bot-played = Partie #{ $game }: Alice (Stufe { $level }) hat { $san } gespielt.
frame-move = { $san } (Halbzug { $ply } von { $last })
frame-start = Anfang (Halbzug 0 von { $last })
history-text = Partie #{ $game }, { $white } gegen { $black }: { $frame }.
reminder = { $name }, du bist am Zug in Partie #{ $game }: { $left }.
reminder-dm = Erinnerung.
challenge-expired = Herausforderung #{ $challenge } von { $name } ist unbeantwortet abgelaufen.
timeout-aborted = Partie #{ $game } wurde abgebrochen: { $name } hat den ersten Zug nicht rechtzeitig gemacht. Sie zählt nicht.
timeout-lost = Partie #{ $game }: { $name } hat die Zeit überschritten. { $winner } gewinnt auf Zeit ({ $score }).
button-accept = Annehmen
button-decline = Ablehnen
button-resign = Aufgeben
button-offer-draw = Remis anbieten
button-abort = Abbrechen
button-takeback = Zurücknehmen
button-accept-draw = Remis annehmen
button-decline-draw = Remis ablehnen
button-accept-takeback = Rücknahme annehmen
button-decline-takeback = Rücknahme ablehnen
button-keep-playing = Weiterspielen
resign-confirm = Partie #{ $game } aufgeben? Die Frage verfällt mit dem nächsten Zug.
resign-confirm-abort = Partie #{ $game } aufgeben? Noch haben nicht beide Seiten gezogen, also endet sie ohne Ergebnis und zählt nicht. Die Frage verfällt mit dem nächsten Zug.
resign-kept = Partie #{ $game } geht weiter.
button-rematch = Revanche
button-solve = Lösen
choice-game = #{ $game } gegen { $name } · { $turn ->
    [mine] du bist am Zug
   *[theirs] Gegner am Zug
}
choice-challenge-to = #{ $challenge } deine Herausforderung an { $name } ({ $terms })
choice-challenge-from = #{ $challenge } von { $name } ({ $terms })
pgn-text = Partie #{ $game }, { $white } gegen { $black }. Stellung: `{ $position }`
dm-game-link = Partie: { $url }
thread-name = #{ $game } · { $white } gegen { $black }
bot-name = Alice (Stufe { $level })
