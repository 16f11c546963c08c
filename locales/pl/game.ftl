variant-game-name = { $variant ->
    [alice] szachy Alicji
    [three-board] Alicja na trzech szachownicach
    [narrow] Alicja 8x4
   *[duo] szachy Duo
}
game-suffix = { $variant ->
    [alice] {""}
   *[other] {" "}({ variant-game-name })
}
terms-rated = rankingowa
terms-casual = towarzyska
terms-per-move = { $time } na ruch
terms-clock = na żywo { $clock } ({ $speed ->
    [bullet] bullet
    [blitz] blitz
    [rapid] szybkie
   *[classical] klasyczne
})
clocks-line = Zegary: białe { $white }, czarne { $black }.
terms-en-passant-on = bicie w przelocie dozwolone
terms-en-passant-off = bez bicia w przelocie
terms-plays-white = { $name } gra białymi
terms-plays-black = { $name } gra czarnymi
terms-colours-by-lot = kolory losowane
challenge-to = { $opponent }, { $challenger } wyzywa cię na partię: { $variant } ({ $terms }). Wyzwanie nr { $challenge } jest otwarte przez { $expiry }.
challenge-open = { $challenger } szuka przeciwnika: { $variant } ({ $terms }). Każdy może przyjąć wyzwanie nr { $challenge }.
challenge-cancelled = { $name } anulował(a) wyzwanie nr { $challenge }.
challenge-declined = { $name } odrzucił(a) wyzwanie nr { $challenge }.
game-begins = Zaczyna się partia nr { $game }{ $suffix }: { $white } (białe) – { $black } (czarne).
game-begins-bot = Zaczyna się partia nr { $game }{ $suffix }: { $name } gra { $side ->
    [white] białymi
   *[black] czarnymi
} przeciw Alice (poziom { $level }).
bot-opens = Alice otwiera ruchem { $san }.
rematch-of = Rewanż za partię nr { $game }: { $text }
ending = { $ending ->
    [checkmate] mat
    [stalemate] pat
    [fifty-move] zasada 50 ruchów
    [repetition] trzykrotne powtórzenie
    [bare-kings] same króle
    [resignation] poddanie
    [timeout] przekroczenie czasu
    [agreement] porozumienie
   *[aborted] anulowanie
}
side = { $side ->
    [white] białe
   *[black] czarne
}
outcome-wins = { $name } ({ side }) wygrywa: { ending }, { $score }
outcome-drawn = remis: { ending }, { $score }
outcome-aborted = anulowana
game-ended = { $score }, { ending }
game-ended-in-thread = Partia nr { $game }, { $white } – { $black }: { $outcome }. { $thread }
game-over = Partia nr { $game } zakończona: { $outcome }.
in-check = { $check ->
    [yes] {" "}(szach)
   *[no] {""}
}
to-move = Ruch ma { $name } ({ side }){ in-check }.
to-move-left = Ruch ma { $name } ({ side }){ in-check }, { $left }.
first-move-due = czas na pierwszy ruch mija { $when }
relative-in = za { $clock }
turn-dm = Twój ruch w partii nr { $game } z { $name }, { $left }.
board-headline = Partia nr { $game }{ $suffix }: { $white } (białe) – { $black } (czarne).
move-list = Ruchy: { $moves }.
games-your-turn = twój ruch, { $left }
games-their-turn = ruch ma { $name }
games-line = nr { $game }{ $variant } z { $name }, grasz { $side ->
    [white] białymi
   *[black] czarnymi
} — { $state }
games-challenge-from = wyzwanie nr { $challenge } od { $name } — /accept challenge:{ $challenge }
games-challenge-to = twoje wyzwanie nr { $challenge } dla { $name } jest otwarte
games-anyone = każdego
games-none = Nie masz trwających partii ani otwartych wyzwań.
games-finished-recent = Zakończone, od najnowszej:
games-finished-page = Twoje zakończone partie, od najnowszej (strona { $page } z { $pages }):
games-finished-more = Starsze: /games finished:true page:{ $page }
games-finished-none = Nie masz jeszcze zakończonych partii.
games-finished-no-page = Nie ma strony { $page }: twoje zakończone partie zajmują { $pages ->
    [one] { $pages } stronę
    [few] { $pages } strony
   *[many] { $pages } stron
}.
games-finished-line = nr { $game }{ $variant } z { $name }, grałeś { $side ->
    [white] białymi
   *[black] czarnymi
}, { $date } — { $result ->
    [won] wygrana: { ending }, { $score }
    [lost] przegrana: { ending }, { $score }
    [drawn] remis: { ending }, { $score }
   *[aborted] przerwana
}
played = { $name } zagrał(a) { $san }.
time-ran-out = Twój czas na ten ruch skończył się, zanim ruch dotarł.
resigns = { $name } się poddaje.
draw-declined = { $name } odrzuca propozycję remisu w partii nr { $game }.
draw-accepted = { $name } przyjmuje remis.
draw-offered = { $name } proponuje remis w partii nr { $game }. { $opponent }, przyjmij lub odrzuć przyciskami (albo przyjmij przez /draw game:{ $game }); propozycja wygasa, gdy wykonasz ruch.
takeback-asked = { $name } prosi o cofnięcie swojego ostatniego ruchu w partii nr { $game }. { $opponent }, zgódź się lub odmów przyciskami (albo zgódź się przez /takeback game:{ $game }).
takeback-agreed = Cofnięcie uzgodnione: { $count ->
    [one] cofnięto ostatni ruch gracza { $name }.
   *[other] cofnięto ostatni ruch gracza { $name } i odpowiedź na niego.
}
offer-declined = { $name } odrzuca { $what ->
    [draw] propozycję remisu
   *[takeback] prośbę o cofnięcie ruchu
} w partii nr { $game }.
offer-withdrawn = { $name } wycofuje { $what ->
    [draw] propozycję remisu
   *[takeback] prośbę o cofnięcie ruchu
} w partii nr { $game }.
aborted-by = { $name } anulował(a) partię nr { $game }. Nie liczy się.
bot-replied = Alice (poziom { $level }) odpowiedziała { $san }.
bot-played = Partia nr { $game }: Alice (poziom { $level }) zagrała { $san }.
frame-move = { $san } (półruch { $ply } z { $last })
frame-start = początek (półruch 0 z { $last })
history-text = Partia nr { $game }, { $white } – { $black }: { $frame }.
reminder = { $name }, twój ruch w partii nr { $game }: { $left }.
reminder-dm = Przypomnienie.
challenge-expired = Wyzwanie nr { $challenge } od { $name } wygasło bez odpowiedzi.
timeout-aborted = Partia nr { $game } została anulowana: { $name } nie wykonał(a) pierwszego ruchu na czas. Nie liczy się.
timeout-lost = Partia nr { $game }: { $name } przekroczył(a) czas. { $winner } wygrywa na czas ({ $score }).
button-accept = Przyjmij
button-decline = Odrzuć
button-resign = Poddaj się
button-offer-draw = Zaproponuj remis
button-abort = Anuluj partię
button-takeback = Cofnij ruch
button-accept-draw = Przyjmij remis
button-decline-draw = Odrzuć remis
button-accept-takeback = Zgódź się na cofnięcie
button-decline-takeback = Odmów cofnięcia
button-keep-playing = Graj dalej
resign-confirm = Poddać partię nr { $game }? Pytanie traci ważność po następnym ruchu.
resign-confirm-abort = Poddać partię nr { $game }? Nie obie strony wykonały już ruch, więc partia skończy się bez wyniku i nie będzie liczona. Pytanie traci ważność po następnym ruchu.
resign-kept = Partia nr { $game } toczy się dalej.
button-rematch = Rewanż
button-solve = Rozwiąż
choice-game = nr { $game } z { $name } · { $turn ->
    [mine] twój ruch
   *[theirs] ruch przeciwnika
}
choice-challenge-to = nr { $challenge } twoje wyzwanie dla { $name } ({ $terms })
choice-challenge-from = nr { $challenge } od { $name } ({ $terms })
pgn-text = Partia nr { $game }, { $white } – { $black }. Pozycja: `{ $position }`
dm-game-link = Partia: { $url }
thread-name = nr { $game } · { $white } – { $black }
bot-name = Alice (poziom { $level })
