# The live table: a game's page in a browser.

watch-live = Assistir ao vivo
web-moves = Lances
web-no-moves = Nenhum lance ainda.
web-live = Ao vivo
web-reconnecting = Conexão perdida; reconectando…
web-not-found-title = Partida não encontrada
web-not-found = Nenhuma partida tem este endereço. Abra a partida pelo botão “Assistir ao vivo” no Discord.
web-unavailable-title = Tente de novo em instantes
web-unavailable = Não é possível ler a partida agora. Recarregue a página em alguns segundos.
web-clock-days = d
