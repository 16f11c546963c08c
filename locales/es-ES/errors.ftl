error-internal = Lo sentimos, algo ha fallado por nuestra parte y no se ha cambiado nada. (error { $id })
error-no-such-game = No existe la partida n.º { $game }.
error-not-your-game = No juegas en la partida n.º { $game }.
error-game-over = La partida n.º { $game } ha terminado ({ $how }).
error-not-your-turn = No es tu turno en la partida n.º { $game }: le toca mover a { $name }.
error-game-changed = La partida n.º { $game } ha cambiado entretanto; no se ha hecho nada. Mira /board game:{ $game } y vuelve a intentarlo.
error-no-games = No tienes ninguna partida en curso. Empieza una con /challenge o /play.
error-no-game-to-move = No es tu turno en ninguna de tus partidas ({ $games }).
game-waits-for = n.º { $game } espera a { $name }
error-which-game = Tienes varias partidas: { $games }. Indica cuál con game:<id>.
game-versus = n.º { $game } (contra { $name })
list-separator = {", "}
error-no-such-challenge = No existe el desafío n.º { $challenge }.
error-challenge-closed = El desafío n.º { $challenge } ya fue { $status ->
    [accepted] aceptado
    [declined] rechazado
    [cancelled] cancelado
    [expired] cerrado: caducó
   *[answered] respondido
}.
error-challenge-expired = El desafío n.º { $challenge } ha caducado.
error-not-for-you = El desafío n.º { $challenge } no va dirigido a ti.
error-own-challenge = El desafío n.º { $challenge } es tuyo; no puedes aceptarlo.
error-no-challenge = No tienes ningún desafío abierto.
error-which-challenge = Tienes varios desafíos abiertos: { $challenges }. Indica cuál con challenge:<id>.
error-challenge-self = No puedes desafiarte a ti mismo.
error-too-late-to-abort = La partida n.º { $game } ya no se puede anular: ambos bandos han movido. Puedes abandonar u ofrecer tablas.
error-no-abort-in-tournament = La partida #{ $game } es de un torneo: no se puede anular. Puedes abandonar.
error-too-early-to-draw = En la partida n.º { $game } se pueden ofrecer tablas cuando ambos bandos hayan movido. Hasta entonces /abort la termina y no cuenta.
error-nothing-to-take-back = No tienes ninguna jugada que deshacer en la partida n.º { $game }.
error-already-offered = Ya ofreciste { $what ->
    [draw] tablas
   *[takeback] deshacer una jugada
} en la partida n.º { $game }; esperando respuesta.
error-no-offer = No hay { $what ->
    [draw] ninguna oferta de tablas
   *[takeback] ninguna petición de deshacer
} de tu rival en la partida n.º { $game } (una jugada la anula, o ya se respondió); no se hizo nada.
error-no-such-player = Aquí no ha jugado nadie llamado { $name }.
error-unknown-control = Este control es de una versión antigua de mí; usa los comandos de barra en su lugar.
error-unknown-choice = Esa no es una de las opciones del menú; no se ha hecho nada.
error-stale = Ese menú muestra una posición anterior de la partida n.º { $game }; no se ha hecho nada. Usa los controles del último mensaje de la partida (o /board game:{ $game }).
error-not-your-move = No es tu jugada: estos controles son para { $name }, que mueve en la partida n.º { $game }.
error-not-in-server = Los ajustes de servidor solo existen en un servidor; usa /server-settings en uno.
error-not-manager = Solo los miembros con el permiso Gestionar servidor pueden usar /server-settings.
error-too-many-games = Ya tienes { $limit } partidas en curso, el máximo que permite este servidor; termina una primero.
error-too-many-games-other = { $name } ya tiene { $limit } partidas en curso, el máximo que permite este servidor.
error-challenge-exists = El desafío n.º { $challenge } entre vosotros sigue abierto; respóndelo o cancélalo primero (/decline challenge:{ $challenge }).
error-engine-busy = Alice sigue pensando una jugada para ti; espera su respuesta y vuelve a intentarlo.
error-bot-games-off = Las partidas contra el bot están desactivadas en este servidor.
error-still-playing = La partida n.º { $game } sigue en curso; la revancha llega cuando termine.
error-no-finished-games = Aún no tienes ninguna partida terminada que analizar. Indica una con game:<id>.
error-not-finished = La partida n.º { $game } sigue en juego; /analyze solo examina partidas terminadas, para que nadie reciba ayuda del motor durante una partida.
error-aborted = La partida n.º { $game } fue anulada; no hay nada que analizar.
error-nothing-to-analyse = La partida n.º { $game } terminó antes de jugarse ninguna jugada; no hay nada que analizar.
error-analysis-busy = Tu análisis de la partida n.º { $game } sigue en marcha; la respuesta llegará cuando termine. Pide otro después.
error-analyses-full = El motor ya está ocupado con { $count } análisis; no se ha iniciado nada. Vuelve a pedirlo en unos minutos.
error-too-many = Has pedido { $what ->
    [gif] muchos GIF
    [analysis] muchos análisis
    [board] muchos tableros
    [table-action] acciones en la mesa en vivo
   *[bot-game] muchas partidas contra el bot
} en poco tiempo; espera { $wait } y vuelve a intentarlo.
error-no-puzzle-left = Ya has probado todos los problemas de aquí; /puzzle id:<id> repite uno que hayas visto.
error-no-puzzles-yet = Todavía no hay problemas aquí.
error-puzzles-how-to-add = Quien aloja el bot los añade con `alice puzzles generate` y `alice puzzles import` (véase la guía de alojamiento).
error-no-such-puzzle = No existe el problema `{ $puzzle }`.
error-no-puzzle-attempt = No estás resolviendo ningún problema; /puzzle te da uno.
error-puzzle-stale = Ese menú muestra una jugada anterior de tu problema; no se ha hecho nada. Usa el último (o /puzzle).
error-puzzle-over = Tu intento del problema { $puzzle } ha terminado; /puzzle te da otro, /puzzle id:{ $puzzle } lo repite.
error-not-your-puzzle = Estos controles son del problema de otra persona; /puzzle te da el tuyo.
error-no-daily-puzzle = Este servidor no tiene problema diario del día en que se publicó este botón.
error-no-puzzle-channel = El problema diario necesita un canal: indica también puzzle_channel.
restarting = Me estoy reiniciando; no se ha hecho nada. Vuelve a intentarlo en un minuto.
moved-to-thread = Hecho. La partida n.º { $game } se juega en { $thread }.
no-piece-to-move = Ninguna de tus piezas en { $square } del tablero { $board } puede mover.
