# Turnieje: turniej szwajcarski korespondencyjny na kanale serwera.
tournament-default-name = Szwajcar
tournament-created = Turniej nr { $id } **{ $name }** został utworzony: członkowie dołączają przyciskiem lub /tournament join, a /tournament start kojarzy pierwszą rundę.
tournament-started = Turniej nr { $id } się rozpoczął: pierwsza runda jest skojarzona.
tournament-announced = **{ $name }** (turniej nr { $id }), organizuje { $creator }: system szwajcarski, { $rounds } { $rounds ->
    [one] runda
    [few] rundy
   *[many] rund
} według systemu holenderskiego FIDE, { variant-game-name }, { $time } na ruch, { $rated ->
    [rated] rankingowy
   *[casual] towarzyski
}; punktacja pomocnicza { $breaks }.
tournament-joined = { $player } dołącza do **{ $name }** (turniej nr { $id }): { $players } { $players ->
    [one] gracz
    [few] graczy
   *[many] graczy
}.
tournament-joined-late = Trwająca runda liczy się jako pauza za pół punktu; kojarzenie uwzględni cię od rundy { $round }.
tournament-left = { $player } opuszcza **{ $name }** (turniej nr { $id }).
tournament-withdrawn = { $player } wycofuje się z **{ $name }** (turniej nr { $id }) i nie będzie kojarzony w kolejnych rundach; /tournament join przywraca gracza.
tournament-no-show = { $player } przegrywa partię nr { $game } na czas bez wykonania ruchu i zostaje wycofany z turnieju nr { $id }; /tournament join przywraca gracza.
tournament-round-paired = **{ $name }** (turniej nr { $id }), runda { $round } z { $rounds }:
tournament-board-line = Szachownica { $board }: { $white } – { $black }, partia nr { $game }
tournament-bye-line = { $player }: pauza (1 punkt)
tournament-late-line = { $player }: dołączył później (½ punktu)
tournament-result-line = Szachownica { $board }: { $white } – { $black } { $result }{ $forfeit ->
    [yes] {" "}(walkower)
   *[no] {""}
}, partia nr { $game }
tournament-playing = (w toku)
tournament-no-pairing = Żadne kojarzenie rundy { $round } nie spełnia zasad (nikt nie gra dwa razy z tym samym rywalem, nikt nie pauzuje drugi raz): turniej kończy się wcześniej.
tournament-finished = **{ $name }** (turniej nr { $id }) zakończony. Tabela końcowa:
tournament-standing-line = { $place }. { $name }{ $withdrawn }: { $points } · { $breaks }
tournament-withdrawn-mark = (wycofany)
tournament-standings-head = Tabela **{ $name }** (turniej nr { $id }) po rundzie { $round } z { $rounds }:
tournament-not-started = **{ $name }** (turniej nr { $id }) jeszcze się nie zaczął: { $players } { $players ->
    [one] gracz dołączył
    [few] graczy dołączyło
   *[many] graczy dołączyło
}.
tournament-first-round = **{ $name }** (turniej nr { $id }) rozgrywa pierwszą rundę: tabela pojawi się po jej ostatnim wyniku.
tournament-pairings-head = **{ $name }** (turniej nr { $id }), runda { $round } z { $rounds }:
tournament-stage = { $status ->
    [open] Zapisy otwarte
    [finished] Zakończony po rundzie { $round } z { $rounds }
    [cancelled] Odwołany
   *[running] Trwa runda { $round } z { $rounds }
}; { $players } { $players ->
    [one] gracz
    [few] graczy
   *[many] graczy
}:
tournament-not-in-server = Turnieje odbywają się na kanałach serwera, nie w wiadomościach prywatnych.
tournament-not-manager = Turnieje tworzą tylko członkowie, którzy mogą zarządzać serwerem.
tournament-not-organiser = Może to zrobić tylko twórca turnieju nr { $id } lub zarządzający serwerem.
tournament-none-here = Ten serwer nie ma jeszcze turnieju: zarządzający serwerem tworzy go przez /tournament create.
tournament-no-such = Ten serwer nie ma turnieju nr { $id }.
tournament-bad-name = Nazwa turnieju to jedna linia o długości najwyżej { $max } znaków.
tournament-bad-rounds = Turniej szwajcarski ma od 1 do { $max } rund, nie { $given }.
tournament-bad-tie-break = `{ $given }` nie jest punktacją pomocniczą do wyboru (każda najwyżej raz): { $codes }.
tournament-live-clock = Turnieje gra się korespondencyjnie, z czasem na ruch, np. 1d; `{ $given }` to zegar na żywo.
tournament-too-many = Ten serwer ma już { $max } otwartych lub trwających turniejów.
tournament-full = Turniej nr { $id } jest pełny ({ $max } graczy).
tournament-already-in = Już grasz w turnieju nr { $id }.
tournament-not-in = Nie grasz w turnieju nr { $id }.
tournament-over = Turniej nr { $id } się zakończył.
tournament-late-join-closed = Turniej nr { $id } jest w rundzie { $round } z { $rounds }: zapisy zamykają się, gdy zaczęła się ponad połowa rund.
tournament-already-started = Turniej nr { $id } już się zaczął.
tournament-too-few = Turniej nr { $id } potrzebuje do startu co najmniej 2 graczy; dołączyło { $players }.
tournament-no-such-round = Turniej nr { $id } nie ma rundy { $round }: skojarzono { $played } { $played ->
    [one] rundę
    [few] rundy
   *[many] rund
}.
game-begins-tournament = Turniej nr { $tournament }, runda { $round }: zaczyna się partia nr { $game }{ $suffix }: { $white } (białe) – { $black } (czarne).
button-join = Dołącz
button-leave = Opuść
local-event = turniej
tournament-forbidden = { $first } i { $second } nie zostaną skojarzeni ze sobą w turnieju nr { $id }.
tournament-cancelled = **{ $name }** (turniej nr { $id }) został odwołany przez { $player }: kolejne rundy nie będą kojarzone; trwające partie toczą się dalej.
tournament-same-player = Nikt nie jest kojarzony sam ze sobą: podaj dwóch graczy.
tournament-not-playing = { $name } nie gra w turnieju nr { $id }.
