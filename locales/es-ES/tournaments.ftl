# Torneos: un suizo por correspondencia en el canal de un servidor.
tournament-default-name = Suizo
tournament-created = El torneo #{ $id } **{ $name }** está creado: los miembros se apuntan con su botón o /tournament join, y /tournament start empareja su primera ronda.
tournament-started = El torneo #{ $id } ha empezado: su primera ronda está emparejada.
tournament-announced = **{ $name }** (torneo #{ $id }), de { $creator }: un suizo de { $rounds } { $rounds ->
    [one] ronda
   *[other] rondas
} por el sistema holandés de la FIDE, { variant-game-name }, { $time } por jugada, { $rated ->
    [rated] puntuable
   *[casual] amistoso
}; desempates { $breaks }.
tournament-joined = { $player } se ha apuntado a **{ $name }** (torneo #{ $id }): { $players } { $players ->
    [one] jugador
   *[other] jugadores
}.
tournament-joined-late = La ronda en juego cuenta como descanso de medio punto; el emparejamiento te incluye desde la ronda { $round }.
tournament-left = { $player } ha dejado **{ $name }** (torneo #{ $id }).
tournament-withdrawn = { $player } se ha retirado de **{ $name }** (torneo #{ $id }) y no se empareja en las próximas rondas; /tournament join lo trae de vuelta.
tournament-no-show = { $player } perdió la partida #{ $game } por tiempo sin hacer una jugada y queda retirado del torneo #{ $id }; /tournament join lo trae de vuelta.
tournament-round-paired = **{ $name }** (torneo #{ $id }), ronda { $round } de { $rounds }:
tournament-board-line = Tablero { $board }: { $white } – { $black }, partida #{ $game }
tournament-bye-line = { $player }: descansa (1 punto)
tournament-late-line = { $player }: se apuntó tarde (½ punto)
tournament-result-line = Tablero { $board }: { $white } – { $black } { $result }{ $forfeit ->
    [yes] {" "}(incomparecencia)
   *[no] {""}
}, partida #{ $game }
tournament-playing = (en juego)
tournament-no-pairing = Ningún emparejamiento de la ronda { $round } cumple las reglas (nadie juega dos veces contra el mismo rival, nadie descansa dos veces): el torneo termina antes.
tournament-finished = **{ $name }** (torneo #{ $id }) ha terminado. Clasificación final:
tournament-standing-line = { $place }. { $name }{ $withdrawn }: { $points } · { $breaks }
tournament-withdrawn-mark = (retirado)
tournament-standings-head = Clasificación de **{ $name }** (torneo #{ $id }) tras la ronda { $round } de { $rounds }:
tournament-not-started = **{ $name }** (torneo #{ $id }) aún no ha empezado: { $players } { $players ->
    [one] jugador apuntado
   *[other] jugadores apuntados
}.
tournament-first-round = **{ $name }** (torneo #{ $id }) juega su primera ronda: la clasificación llega con su último resultado.
tournament-pairings-head = **{ $name }** (torneo #{ $id }), ronda { $round } de { $rounds }:
tournament-stage = { $status ->
    [open] Inscripción abierta
    [finished] Terminado tras la ronda { $round } de { $rounds }
    [cancelled] Cancelado
   *[running] Ronda { $round } de { $rounds } en juego
}; { $players } { $players ->
    [one] jugador
   *[other] jugadores
}:
tournament-not-in-server = Los torneos se juegan en los canales de un servidor, no en mensajes directos.
tournament-not-manager = Solo los miembros que pueden gestionar el servidor crean torneos.
tournament-not-organiser = Solo el creador del torneo #{ $id } o un gestor del servidor puede hacer eso.
tournament-none-here = Este servidor aún no tiene torneos: un gestor del servidor crea uno con /tournament create.
tournament-no-such = Este servidor no tiene torneo #{ $id }.
tournament-bad-name = El nombre de un torneo es una línea de { $max } caracteres como mucho.
tournament-bad-rounds = Un suizo tiene de 1 a { $max } rondas, no { $given }.
tournament-bad-tie-break = `{ $given }` no es un desempate que se pueda elegir (cada uno una vez como mucho): { $codes }.
tournament-live-clock = Los torneos se juegan por correspondencia, con un tiempo por jugada como 1d; `{ $given }` es un reloj en vivo.
tournament-too-many = Este servidor ya tiene { $max } torneos abiertos o en juego.
tournament-full = El torneo #{ $id } está completo ({ $max } jugadores).
tournament-already-in = Ya juegas en el torneo #{ $id }.
tournament-not-in = No juegas en el torneo #{ $id }.
tournament-over = El torneo #{ $id } ha terminado.
tournament-late-join-closed = El torneo #{ $id } va por la ronda { $round } de { $rounds }: la inscripción se cierra cuando ha empezado más de la mitad de las rondas.
tournament-already-started = El torneo #{ $id } ya ha empezado.
tournament-too-few = El torneo #{ $id } necesita al menos 2 jugadores para empezar; hay { $players } apuntados.
tournament-no-such-round = El torneo #{ $id } no tiene ronda { $round }: { $played } { $played ->
    [one] ronda emparejada
   *[other] rondas emparejadas
}.
game-begins-tournament = Torneo #{ $tournament }, ronda { $round }: empieza la partida #{ $game }{ $suffix }: { $white } (blancas) contra { $black } (negras).
button-join = Apuntarse
button-leave = Dejar
local-event = torneo
tournament-forbidden = { $first } y { $second } no se emparejarán entre sí en el torneo #{ $id }.
tournament-cancelled = **{ $name }** (torneo #{ $id }) lo cancela { $player }: no se emparejan más rondas; las partidas en juego siguen.
tournament-same-player = Nadie se empareja consigo mismo: indica dos jugadores.
tournament-not-playing = { $name } no juega en el torneo #{ $id }.
