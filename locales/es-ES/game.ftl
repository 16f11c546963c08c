variant-game-name = { $variant ->
    [alice] ajedrez de Alicia
    [three-board] Alicia a tres tableros
    [narrow] Alicia 8x4
   *[duo] ajedrez Duo
}
game-suffix = { $variant ->
    [alice] {""}
   *[other] {" "}({ variant-game-name })
}
terms-rated = puntuable
terms-casual = amistosa
terms-per-move = { $time } por jugada
terms-clock = en vivo { $clock } ({ $speed ->
    [bullet] bullet
    [blitz] blitz
    [rapid] rápida
   *[classical] clásica
})
clocks-line = Relojes: blancas { $white }, negras { $black }.
terms-en-passant-on = captura al paso permitida
terms-en-passant-off = sin captura al paso
terms-plays-white = { $name } juega con blancas
terms-plays-black = { $name } juega con negras
terms-colours-by-lot = colores a sorteo
challenge-to = { $opponent }, { $challenger } te desafía a una partida de { $variant } ({ $terms }). El desafío n.º { $challenge } está abierto durante { $expiry }.
challenge-open = { $challenger } busca rival: { $variant } ({ $terms }). Cualquiera puede aceptar el desafío n.º { $challenge }.
challenge-cancelled = { $name } ha cancelado el desafío n.º { $challenge }.
challenge-declined = { $name } ha rechazado el desafío n.º { $challenge }.
game-begins = Empieza la partida n.º { $game }{ $suffix }: { $white } (blancas) contra { $black } (negras).
game-begins-bot = Empieza la partida n.º { $game }{ $suffix }: { $name } juega con { $side ->
    [white] blancas
   *[black] negras
} contra Alice (nivel { $level }).
bot-opens = Alice abre con { $san }.
rematch-of = Revancha de la partida n.º { $game }: { $text }
ending = { $ending ->
    [checkmate] jaque mate
    [stalemate] ahogado
    [fifty-move] la regla de los cincuenta movimientos
    [repetition] triple repetición
    [bare-kings] reyes solos
    [resignation] abandono
    [timeout] tiempo
    [agreement] acuerdo
   *[aborted] anulación
}
side = { $side ->
    [white] blancas
   *[black] negras
}
outcome-wins = { $name } ({ side }) gana por { ending }, { $score }
outcome-drawn = tablas por { ending }, { $score }
outcome-aborted = anulada
game-ended = { $score }, { ending }
game-ended-in-thread = Partida n.º { $game }, { $white } contra { $black }: { $outcome }. { $thread }
game-over = La partida n.º { $game } ha terminado: { $outcome }.
in-check = { $check ->
    [yes] {" "}(en jaque)
   *[no] {""}
}
to-move = Mueve { $name } ({ side }){ in-check }.
to-move-left = Mueve { $name } ({ side }){ in-check }, { $left }.
first-move-due = la primera jugada vence { $when }
relative-in = dentro de { $clock }
turn-dm = Te toca mover en la partida n.º { $game } contra { $name }, { $left }.
board-headline = Partida n.º { $game }{ $suffix }: { $white } (blancas) contra { $black } (negras).
move-list = Jugadas: { $moves }.
games-your-turn = tu turno, { $left }
games-their-turn = mueve { $name }
games-line = n.º { $game }{ $variant } contra { $name }, juegas con { side } — { $state }
games-challenge-from = desafío n.º { $challenge } de { $name } — /accept challenge:{ $challenge }
games-challenge-to = tu desafío n.º { $challenge } a { $name } está abierto
games-anyone = cualquiera
games-none = No tienes partidas en curso ni desafíos abiertos.
games-finished-recent = Terminadas, las más recientes primero:
games-finished-page = Tus partidas terminadas, las más recientes primero (página { $page } de { $pages }):
games-finished-more = Más antiguas: /games finished:true page:{ $page }
games-finished-none = Aún no tienes partidas terminadas.
games-finished-no-page = No hay página { $page } de tus partidas terminadas: ocupan { $pages ->
    [one] una página
   *[other] { $pages } páginas
}.
games-finished-line = n.º { $game }{ $variant } contra { $name }, jugabas con { side }, { $date } — { $result ->
    [won] ganada por { ending }, { $score }
    [lost] perdida por { ending }, { $score }
    [drawn] tablas por { ending }, { $score }
   *[aborted] anulada
}
played = { $name } ha jugado { $san }.
time-ran-out = Tu tiempo para esta jugada se agotó antes de que llegara.
resigns = { $name } abandona.
draw-declined = { $name } rechaza la oferta de tablas en la partida n.º { $game }.
draw-accepted = { $name } acepta las tablas.
draw-offered = { $name } ofrece tablas en la partida n.º { $game }. { $opponent }, acepta o rechaza con los botones (o acepta con /draw game:{ $game }); la oferta caduca cuando muevas.
takeback-asked = { $name } pide deshacer su última jugada en la partida n.º { $game }. { $opponent }, acepta o rechaza con los botones (o acepta con /takeback game:{ $game }).
takeback-agreed = Se acepta deshacer: { $count ->
    [one] se deshace la última jugada de { $name }.
   *[other] se deshacen la última jugada de { $name } y la respuesta.
}
offer-declined = { $name } rechaza { $what ->
    [draw] la oferta de tablas
   *[takeback] la petición de deshacer
} en la partida n.º { $game }.
offer-withdrawn = { $name } retira { $what ->
    [draw] su oferta de tablas
   *[takeback] su petición de deshacer
} en la partida n.º { $game }.
aborted-by = { $name } ha anulado la partida n.º { $game }. No cuenta.
bot-replied = Alice (nivel { $level }) ha respondido { $san }.
bot-played = Partida n.º { $game }: Alice (nivel { $level }) ha jugado { $san }.
frame-move = { $san } (medio movimiento { $ply } de { $last })
frame-start = inicio (medio movimiento 0 de { $last })
history-text = Partida n.º { $game }, { $white } contra { $black }: { $frame }.
reminder = { $name }, te toca mover en la partida n.º { $game }: { $left }.
reminder-dm = Recordatorio.
challenge-expired = El desafío n.º { $challenge } de { $name } ha caducado sin respuesta.
timeout-aborted = La partida n.º { $game } se ha anulado: { $name } no hizo su primera jugada a tiempo. No cuenta.
timeout-lost = Partida n.º { $game }: a { $name } se le acabó el tiempo. { $winner } gana por tiempo ({ $score }).
button-accept = Aceptar
button-decline = Rechazar
button-resign = Abandonar
button-offer-draw = Ofrecer tablas
button-abort = Anular
button-takeback = Deshacer
button-accept-draw = Aceptar tablas
button-decline-draw = Rechazar tablas
button-accept-takeback = Aceptar deshacer
button-decline-takeback = Rechazar deshacer
button-keep-playing = Seguir jugando
resign-confirm = ¿Abandonar la partida n.º { $game }? La pregunta caduca con la próxima jugada.
resign-confirm-abort = ¿Abandonar la partida n.º { $game }? Aún no han movido ambos bandos, así que termina sin resultado y no cuenta. La pregunta caduca con la próxima jugada.
resign-kept = La partida n.º { $game } sigue.
button-rematch = Revancha
button-solve = Resolver
choice-game = n.º { $game } contra { $name } · { $turn ->
    [mine] te toca
   *[theirs] le toca al rival
}
choice-challenge-to = n.º { $challenge } tu desafío a { $name } ({ $terms })
choice-challenge-from = n.º { $challenge } de { $name } ({ $terms })
pgn-text = Partida n.º { $game }, { $white } contra { $black }. Posición: `{ $position }`
dm-game-link = Partida: { $url }
thread-name = n.º { $game } · { $white } contra { $black }
bot-name = Alice (nivel { $level })
