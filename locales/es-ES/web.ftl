# The live table: a game's page in a browser.

watch-live = Ver en directo
web-moves = Jugadas
web-no-moves = Aún no hay jugadas.
web-live = En directo
web-reconnecting = Conexión perdida; reconectando…
web-not-found-title = Partida no encontrada
web-not-found = Ninguna partida tiene esta dirección. Abre la partida con su botón «Ver en directo» en Discord.
web-unavailable-title = Inténtalo en un momento
web-unavailable = Ahora mismo no se puede leer la partida. Recarga la página en unos segundos.
web-clock-days = d
