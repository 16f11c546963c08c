# Los comandos de barra tal como los muestra Discord.

command-challenge = desafiar
    .description = Desafía a alguien (o a cualquiera) a una partida de ajedrez de Alicia
option-opponent = rival
    .description = A quién desafiar (omítelo para un desafío abierto que cualquiera puede aceptar)
option-color = color
    .description = Tu color (por defecto: al azar)
choice-color-white = Blancas
choice-color-black = Negras
choice-color-random = Al azar
option-en_passant = al_paso
    .description = Permitir la captura al paso (por defecto: sí)
option-challenge-rated = puntuable
    .description = Si la partida cuenta para la puntuación (por defecto: sí)
option-challenge-time = tiempo
    .description = Un reloj en vivo (minutos+segundos por jugada) o tiempo por jugada (por defecto: el del servidor)
choice-time-1-plus-0 = En vivo 1+0 (bullet)
choice-time-2-plus-1 = En vivo 2+1 (bullet)
choice-time-3-plus-0 = En vivo 3+0 (blitz)
choice-time-3-plus-2 = En vivo 3+2 (blitz)
choice-time-5-plus-0 = En vivo 5+0 (blitz)
choice-time-5-plus-3 = En vivo 5+3 (blitz)
choice-time-10-plus-0 = En vivo 10+0 (rápida)
choice-time-10-plus-5 = En vivo 10+5 (rápida)
choice-time-15-plus-10 = En vivo 15+10 (rápida)
choice-time-30-plus-0 = En vivo 30+0 (clásica)
choice-time-10m = 10 minutos
choice-time-1h = 1 hora
choice-time-12h = 12 horas
choice-time-1d = 1 día
choice-time-3d = 3 días
choice-time-7d = 7 días
choice-time-14d = 14 días
option-variant = variante
    .description = Qué juego: Alicia a dos tableros (por defecto), a tres, Alicia 8x4 o ajedrez Duo
choice-variant-alice = Alicia (dos tableros)
choice-variant-three-board = Alicia a tres tableros
choice-variant-8x4 = Alicia 8x4
choice-variant-duo = Ajedrez Duo

command-accept = aceptar
    .description = Aceptar un desafío
option-challenge = desafío
    .description = Número del desafío (solo si hay varios abiertos)

command-decline = rechazar
    .description = Rechazar un desafío (o cancelar el tuyo)

command-play = jugar
    .description = Juega contra Alice, el motor del bot
option-level = nivel
    .description = Fuerza de 1 (principiante) a 8 (la más fuerte); por defecto 3
option-play-time = tiempo
    .description = Un reloj en vivo (minutos+segundos por jugada) o tiempo por jugada (por defecto: 14 días)

command-move = mover
    .description = Juega una jugada, p. ej. e4, Nf3, Ne5/A, O-O
option-move-move = jugada
    .description = Tu jugada
option-game = partida
    .description = Número de la partida (solo si tienes varias)

command-board = tablero
    .description = Muestra los tableros de una partida (ahora o tras un medio movimiento dado)
option-ply = medio_movimiento
    .description = Muestra la posición tras tantos medios movimientos (0: el inicio)

command-resign = abandonar
    .description = Abandonar una partida (con confirmación)
option-confirm = confirmar
    .description = Abandonar de inmediato, sin confirmación

command-draw = tablas
    .description = Ofrecer tablas o aceptar las ofrecidas

command-takeback = deshacer
    .description = Pedir deshacer tu última jugada, o aceptarlo

command-abort = anular
    .description = Anular una partida antes de que ambos bandos hayan movido

command-games = partidas
    .description = Tus partidas: en curso, desafíos, terminadas
option-finished = terminadas
    .description = Solo tus partidas terminadas, las más recientes primero, diez por página
option-page = página
    .description = Qué página de partidas terminadas (1: las diez más recientes)

command-pgn = pgn
    .description = Descargar una partida en PGN

command-analyze = analizar
    .description = El motor revisa una partida terminada: gráfica, errores, PGN comentado

command-gif = gif
    .description = Una partida como GIF animado

command-puzzle = problema
    .description = Resuelve un problema de Alicia (en privado)
option-puzzle-move = jugada
    .description = Tu jugada en el problema que resuelves, p. ej. Qd4
option-puzzle-id = id
    .description = Un problema concreto (no puntúa tras tu primer intento)

command-rematch = revancha
    .description = Jugar de nuevo una partida terminada, colores cambiados, mismos ajustes

command-rating = puntuación
    .description = Muestra una puntuación, el balance y su historial
option-player = jugador
    .description = De quién es la puntuación (por defecto: la tuya)
option-speed = ritmo
    .description = Partidas en vivo por duración, o por correspondencia (por defecto: la más jugada)
choice-speed-bullet = Bullet
choice-speed-blitz = Blitz
choice-speed-rapid = Rápida
choice-speed-classical = Clásica
choice-speed-correspondence = Por correspondencia

command-leaderboard = clasificación
    .description = Los jugadores mejor puntuados
option-scope = ámbito
    .description = Jugadores de este servidor o de todas partes (por defecto: todas partes)
choice-scope-server = Este servidor
choice-scope-global = Todas partes
option-kind = tipo
    .description = Puntuación de partidas o de problemas (por defecto: partidas)
choice-kind-games = Partidas
choice-kind-puzzles = Problemas

command-settings = ajustes
    .description = Avisos de turno, idioma y aspecto de tus tableros
option-notify = aviso
    .description = Cómo se te avisa de que es tu turno (por defecto: mención)
choice-notify-dm = Mensaje directo
choice-notify-mention = Mención
choice-notify-off = Nada
option-settings-language = idioma
    .description = El idioma en que te hablo (auto: el de Discord)
option-settings-boards = tableros
    .description = Tableros uno encima de otro (móvil) o lado a lado (auto: como el servidor)
choice-boards-stacked = Uno encima de otro
choice-boards-side-by-side = Lado a lado
choice-boards-auto = Auto
option-theme = colores
    .description = Los colores de tus tableros
choice-theme-classic = Clásico
choice-theme-green = Verde
choice-theme-contrast = Contraste
option-pieces = piezas
    .description = Cómo se dibujan las piezas: figuras o letras
choice-pieces-figures = Figuras
choice-pieces-letters = Letras
option-ghosts = marcas
    .description = Marcar dónde están las piezas del otro tablero (por defecto: sí)

command-server-settings = ajustes-servidor
    .description = Los ajustes de este servidor (requiere Gestionar servidor)
option-threads = hilos
    .description = Jugar cada partida en su propio hilo
option-server-settings-time = tiempo
    .description = Tiempo por jugada por defecto
option-max_games = max_partidas
    .description = Máximo de partidas en curso por jugador
option-bot_games = partidas_bot
    .description = Permitir partidas contra el bot
option-challenge_expiry = caducidad
    .description = Cuánto tiempo sigue abierto un desafío
choice-challenge_expiry-10m = 10 minutos
choice-challenge_expiry-1h = 1 hora
choice-challenge_expiry-12h = 12 horas
choice-challenge_expiry-1d = 1 día
choice-challenge_expiry-3d = 3 días
choice-challenge_expiry-7d = 7 días
option-puzzle_channel = canal_problema
    .description = Dónde se publica el problema diario
option-puzzle_time = hora_problema
    .description = Cuándo se publica el problema diario, HH:MM en UTC (off: sin problema diario)
option-server-settings-language = idioma
    .description = El idioma de los mensajes del bot aquí (auto: el del servidor)
option-server-settings-boards = tableros
    .description = Dónde van los tableros para quien no eligió (auto: uno encima de otro)

command-rules = reglas
    .description = Cómo se juega al ajedrez de Alicia

command-help = ayuda
    .description = Los comandos y sus opciones

command-sweep = sweep
    .description = Ejecutar ahora el barrido (tiempos agotados, recordatorios, caducidades, jugadas del bot)

command-click = click
    .description = Pulsar un botón o elegir en un menú, por el id que aparece tras él
option-click-id = id
    .description = El id del botón o menú, p. ej. pieces:1:0
option-value = value
    .description = La opción elegida en un menú, p. ej. g1a

command-tournament = torneo
    .description = Torneos por sistema suizo en el servidor

command-tournament-create = crear
    .description = Crear un torneo por sistema suizo en este canal (gestores del servidor)
option-name = nombre
    .description = El nombre del torneo
option-rounds = rondas
    .description = Cuántas rondas (por defecto: 5)
option-tournament-create-time = tiempo
    .description = Tiempo por jugada, p. ej. 1d (por defecto: el del servidor)
option-tournament-create-rated = puntuable
    .description = ¿Cuentan las partidas para el rating? (por defecto: sí)
option-tie_breaks = desempates
    .description = Desempates FIDE en orden: BH-C1, BH, SB, DE, WIN (por defecto: todos)

command-tournament-join = apuntarse
    .description = Apuntarse a un torneo
option-tournament-join-id = numero
    .description = Qué torneo (por defecto: el más reciente del servidor)

command-tournament-leave = dejar
    .description = Dejar un torneo (retirarse si ya ha empezado)
option-tournament-leave-id = numero
    .description = Qué torneo (por defecto: el más reciente del servidor)

command-tournament-start = empezar
    .description = Empezar un torneo: emparejar su primera ronda
option-tournament-start-id = numero
    .description = Qué torneo (por defecto: el más reciente del servidor)

command-tournament-standings = clasificacion
    .description = La clasificación de un torneo
option-tournament-standings-id = numero
    .description = Qué torneo (por defecto: el más reciente del servidor)

command-tournament-pairings = emparejamientos
    .description = Emparejamientos y resultados de una ronda
option-tournament-pairings-id = numero
    .description = Qué torneo (por defecto: el más reciente del servidor)
option-round = ronda
    .description = Qué ronda (por defecto: la que se juega)

command-tournament-info = info
    .description = Qué es un torneo y cómo va
option-tournament-info-id = numero
    .description = Qué torneo (por defecto: el más reciente del servidor)

command-tournament-manage = gestionar
    .description = Dirigir un torneo (su creador y los gestores del servidor)

command-tournament-manage-forbid = prohibir
    .description = No emparejar nunca a dos jugadores en las próximas rondas
option-first = primero
    .description = Un jugador del torneo
option-second = segundo
    .description = El jugador al que no debe enfrentarse
option-tournament-manage-forbid-id = numero
    .description = Qué torneo (por defecto: el más reciente del servidor)

command-tournament-manage-cancel = cancelar
    .description = Cancelar un torneo: no habrá más rondas
option-tournament-manage-cancel-id = numero
    .description = Qué torneo (por defecto: el más reciente del servidor)
