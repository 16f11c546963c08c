# Turniere: ein Schweizer-System-Turnier mit Bedenkzeit in Tagen im Kanal eines Servers.
tournament-default-name = Schweizer System
tournament-created = Turnier #{ $id } **{ $name }** ist erstellt: Mitglieder treten mit seinem Knopf oder /tournament join bei, und /tournament start lost die erste Runde aus.
tournament-started = Turnier #{ $id } hat begonnen: Die erste Runde ist ausgelost.
tournament-announced = **{ $name }** (Turnier #{ $id }) von { $creator }: Schweizer System über { $rounds } { $rounds ->
    [one] Runde
   *[other] Runden
} nach dem holländischen System der FIDE, { variant-game-name }, { $time } pro Zug, { $rated ->
    [rated] gewertet
   *[casual] ungewertet
}; Feinwertungen { $breaks }.
tournament-joined = { $player } ist **{ $name }** (Turnier #{ $id }) beigetreten: { $players } { $players ->
    [one] Spieler
   *[other] Spieler
}.
tournament-joined-late = Die laufende Runde zählt als Freilos mit einem halben Punkt; die Auslosung berücksichtigt dich ab Runde { $round }.
tournament-left = { $player } hat **{ $name }** (Turnier #{ $id }) verlassen.
tournament-withdrawn = { $player } hat sich von **{ $name }** (Turnier #{ $id }) zurückgezogen und wird in den kommenden Runden nicht ausgelost; /tournament join holt sie zurück.
tournament-no-show = { $player } hat Partie #{ $game } ohne einen Zug auf Zeit verloren und ist aus Turnier #{ $id } zurückgezogen; /tournament join holt sie zurück.
tournament-round-paired = **{ $name }** (Turnier #{ $id }), Runde { $round } von { $rounds }:
tournament-board-line = Brett { $board }: { $white } – { $black }, Partie #{ $game }
tournament-bye-line = { $player }: Freilos (1 Punkt)
tournament-late-line = { $player }: spät beigetreten (½ Punkt)
tournament-result-line = Brett { $board }: { $white } – { $black } { $result }{ $forfeit ->
    [yes] {" "}(kampflos)
   *[no] {""}
}, Partie #{ $game }
tournament-playing = (läuft)
tournament-no-pairing = Keine Auslosung der Runde { $round } erfüllt die Regeln (niemand spielt zweimal gegeneinander, niemand bekommt ein zweites Freilos): Das Turnier endet vorzeitig.
tournament-finished = **{ $name }** (Turnier #{ $id }) ist beendet. Endstand:
tournament-standing-line = { $place }. { $name }{ $withdrawn }: { $points } · { $breaks }
tournament-withdrawn-mark = (zurückgezogen)
tournament-standings-head = Tabelle von **{ $name }** (Turnier #{ $id }) nach Runde { $round } von { $rounds }:
tournament-not-started = **{ $name }** (Turnier #{ $id }) hat noch nicht begonnen: { $players } { $players ->
    [one] Spieler ist
   *[other] Spieler sind
} beigetreten.
tournament-first-round = **{ $name }** (Turnier #{ $id }) spielt seine erste Runde: Die Tabelle folgt nach ihrem letzten Ergebnis.
tournament-pairings-head = **{ $name }** (Turnier #{ $id }), Runde { $round } von { $rounds }:
tournament-stage = { $status ->
    [open] Offen zum Beitreten
    [finished] Beendet nach Runde { $round } von { $rounds }
    [cancelled] Abgesagt
   *[running] Runde { $round } von { $rounds } läuft
}; { $players } Spieler:
tournament-not-in-server = Turniere laufen in den Kanälen eines Servers, nicht in Direktnachrichten.
tournament-not-manager = Nur Mitglieder, die den Server verwalten dürfen, erstellen Turniere.
tournament-not-organiser = Das dürfen nur der Ersteller von Turnier #{ $id } und die Serververwaltung.
tournament-none-here = Dieser Server hat noch kein Turnier: Die Serververwaltung erstellt eines mit /tournament create.
tournament-no-such = Dieser Server hat kein Turnier #{ $id }.
tournament-bad-name = Der Name eines Turniers ist eine Zeile mit höchstens { $max } Zeichen.
tournament-bad-rounds = Ein Turnier nach Schweizer System hat 1 bis { $max } Runden, nicht { $given }.
tournament-bad-tie-break = `{ $given }` ist keine wählbare Feinwertung (jede höchstens einmal): { $codes }.
tournament-live-clock = Turniere werden mit Bedenkzeit in Tagen gespielt, mit einer Zeit pro Zug wie 1d; `{ $given }` ist eine Live-Uhr.
tournament-too-many = Dieser Server hat schon { $max } offene oder laufende Turniere.
tournament-full = Turnier #{ $id } ist voll ({ $max } Spieler).
tournament-already-in = Du spielst schon in Turnier #{ $id }.
tournament-not-in = Du spielst nicht in Turnier #{ $id }.
tournament-over = Turnier #{ $id } ist vorbei.
tournament-late-join-closed = Turnier #{ $id } ist in Runde { $round } von { $rounds }: Beitreten endet, sobald mehr als die Hälfte der Runden begonnen hat.
tournament-already-started = Turnier #{ $id } hat schon begonnen.
tournament-too-few = Turnier #{ $id } braucht zum Start mindestens 2 Spieler; { $players } sind beigetreten.
tournament-no-such-round = Turnier #{ $id } hat keine Runde { $round }: { $played } { $played ->
    [one] Runde wurde
   *[other] Runden wurden
} ausgelost.
game-begins-tournament = Turnier #{ $tournament }, Runde { $round }: Partie #{ $game }{ $suffix } beginnt: { $white } (Weiß) gegen { $black } (Schwarz).
button-join = Beitreten
button-leave = Verlassen
local-event = Turnier
tournament-forbidden = { $first } und { $second } werden in Turnier #{ $id } nicht gegeneinander ausgelost.
tournament-cancelled = **{ $name }** (Turnier #{ $id }) wurde von { $player } abgesagt: Es werden keine Runden mehr ausgelost; laufende Partien gehen weiter.
tournament-same-player = Niemand wird gegen sich selbst ausgelost: Nenne zwei Spieler.
tournament-not-playing = { $name } spielt nicht in Turnier #{ $id }.
