# The live table: a game's page in a browser.

watch-live = Ver en directo
play-in-discord = Jugar en Discord
web-moves = Jugadas
web-no-moves = Aún no hay jugadas.
web-live = En directo
web-reconnecting = Conexión perdida; reconectando…
web-not-found-title = Partida no encontrada
web-not-found = Ninguna partida tiene esta dirección. Abre la partida con su botón «Ver en directo» en Discord.
web-unavailable-title = Inténtalo en un momento
web-unavailable = Ahora mismo no se puede leer la partida. Recarga la página en unos segundos.
web-clock-days = d
web-sign-in = Iniciar sesión con Discord
web-signed-in-as = Sesión iniciada como { $name }.
web-sign-out = Cerrar sesión
web-sign-in-title = Sin sesión iniciada
web-sign-in-stale = Este inicio de sesión ha caducado o ya se usó. Vuelve a la partida e inicia sesión de nuevo.
web-sign-in-failed = Discord no confirmó quién eres. Vuelve a intentar iniciar sesión en un momento.
web-move-placeholder = Escribe una jugada (e4, Nf3)
web-move-send = Jugar
web-takeback = Deshacer jugada
activity-launch-description = Abre en Discord la mesa en vivo de la partida de este canal
web-activity-title = Ajedrez de Alicia
web-activity-connecting = Conectando con Discord…
web-activity-no-game = En este canal no se ha jugado ninguna partida. Empieza una con /challenge o /play y vuelve a abrir la actividad.
web-activity-outside = Esta página se abre dentro de Discord, con el botón «Jugar en Discord» de una partida.

# A standing offer at the live table; $name and $side: who made it.
web-offer-draw = { $name } ({ side }) ofrece tablas.
web-offer-takeback = { $name } ({ side }) pide deshacer su última jugada.
web-offer-pending = Esperando la respuesta de tu rival.
web-offer-declined = Tu oferta ha sido rechazada.
web-withdraw = Retirar
web-game-changed = La partida cambió antes de que llegara tu jugada; no se ha hecho nada. La página la muestra ahora tal como está.
web-activity-not-yours = Esta actividad no está abierta en ese canal contigo. Ábrela desde el canal o el hilo de la partida.
