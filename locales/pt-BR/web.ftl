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
web-sign-in = Entrar com o Discord
web-signed-in-as = Conectado como { $name }.
web-sign-out = Sair
web-sign-in-title = Não conectado
web-sign-in-stale = Este login expirou ou já foi usado. Volte à partida e entre de novo.
web-sign-in-failed = O Discord não confirmou quem você é. Tente entrar de novo em instantes.
web-move-placeholder = Digite um lance (e4, Nf3)
web-move-send = Jogar
web-takeback = Voltar lance
