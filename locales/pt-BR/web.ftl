# The live table: a game's page in a browser.

watch-live = Assistir ao vivo
play-in-discord = Jogar no Discord
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
activity-launch-description = Abra no Discord a mesa ao vivo da partida deste canal
web-activity-title = Xadrez de Alice
web-activity-connecting = Conectando ao Discord…
web-activity-no-game = Nenhuma partida foi jogada neste canal. Comece uma com /challenge ou /play e abra a atividade de novo.
web-activity-outside = Esta página abre dentro do Discord, pelo botão “Jogar no Discord” de uma partida.

# A standing offer at the live table; $name and $side: who made it.
web-offer-draw = { $name } ({ side }) oferece empate.
web-offer-takeback = { $name } ({ side }) pede para voltar o último lance.
web-offer-pending = Aguardando a resposta do seu adversário.
web-offer-declined = Sua oferta foi recusada.
web-withdraw = Retirar
web-game-changed = A partida mudou antes de o seu lance chegar; nada foi feito. A página agora a mostra como está.
web-activity-not-yours = Esta atividade não está aberta nesse canal com você. Abra-a pelo canal ou tópico da partida.
