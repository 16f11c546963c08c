error-internal = Desculpe, algo deu errado do nosso lado e nada foi alterado. (erro { $id })
error-no-such-game = Não existe a partida nº { $game }.
error-not-your-game = Você não está jogando a partida nº { $game }.
error-game-over = A partida nº { $game } terminou ({ $how }).
error-not-your-turn = Não é a sua vez na partida nº { $game }: a vez é de { $name }.
error-game-changed = A partida nº { $game } mudou nesse meio-tempo; nada foi feito. Veja /board game:{ $game } e tente de novo.
error-no-games = Você não tem nenhuma partida em andamento. Comece uma com /challenge ou /play.
error-no-game-to-move = Não é a sua vez em nenhuma das suas partidas ({ $games }).
game-waits-for = nº { $game } aguarda { $name }
error-which-game = Você tem várias partidas: { $games }. Diga qual com game:<id>.
game-versus = nº { $game } (contra { $name })
list-separator = {", "}
error-no-such-challenge = Não existe o desafio nº { $challenge }.
error-challenge-closed = O desafio nº { $challenge } já foi { $status ->
    [accepted] aceito
    [declined] recusado
    [cancelled] cancelado
    [expired] encerrado: ele expirou
   *[answered] respondido
}.
error-challenge-expired = O desafio nº { $challenge } expirou.
error-not-for-you = O desafio nº { $challenge } não é para você.
error-own-challenge = O desafio nº { $challenge } é seu; você não pode aceitá-lo.
error-no-challenge = Não há nenhum desafio aberto para você.
error-which-challenge = Há vários desafios abertos para você: { $challenges }. Diga qual com challenge:<id>.
error-challenge-self = Você não pode desafiar a si mesmo.
error-too-late-to-abort = A partida nº { $game } não pode mais ser anulada: os dois lados já jogaram. Você pode abandonar ou propor empate.
error-no-abort-in-tournament = A partida #{ $game } é de um torneio: não pode ser anulada. Você pode abandonar.
error-too-early-to-draw = O empate pode ser proposto na partida nº { $game } depois que os dois lados jogarem. Até lá, /abort a encerra e ela não conta.
error-nothing-to-take-back = Você não tem nenhum lance para voltar na partida nº { $game }.
error-already-offered = Você já propôs { $what ->
    [draw] empate
   *[takeback] voltar um lance
} na partida nº { $game }; aguardando resposta.
error-no-offer = Não há { $what ->
    [draw] proposta de empate
   *[takeback] pedido de voltar lance
} do seu adversário na partida nº { $game } (um lance a derruba, ou já foi respondida); nada foi feito.
error-no-such-player = Ninguém chamado { $name } jogou aqui.
error-unknown-control = Este controle é de uma versão antiga minha; use os comandos de barra.
error-unknown-choice = Essa não é uma das opções do menu; nada foi feito.
error-stale = Esse menu mostra uma posição antiga da partida nº { $game }; nada foi feito. Use os controles da mensagem mais recente da partida (ou /board game:{ $game }).
error-not-your-move = Não é o seu lance: estes controles são de { $name }, que tem a vez na partida nº { $game }.
error-not-in-server = As configurações de servidor só existem em um servidor; use /server-settings em um.
error-not-manager = Só membros com a permissão Gerenciar servidor podem usar /server-settings.
error-too-many-games = Você já tem { $limit } partidas em andamento, o máximo que este servidor permite; termine uma primeiro.
error-too-many-games-other = { $name } já tem { $limit } partidas em andamento, o máximo que este servidor permite.
error-challenge-exists = O desafio nº { $challenge } entre vocês dois ainda está aberto; responda ou cancele-o primeiro (/decline challenge:{ $challenge }).
error-engine-busy = A Alice ainda está pensando num lance para você; espere a resposta dela e tente de novo.
error-bot-games-off = Partidas contra o bot estão desativadas neste servidor.
error-still-playing = A partida nº { $game } ainda está em andamento; a revanche vem depois que ela terminar.
error-no-finished-games = Você ainda não tem nenhuma partida terminada para analisar. Indique uma com game:<id>.
error-not-finished = A partida nº { $game } ainda está sendo jogada; /analyze só examina partidas terminadas, para que ninguém receba ajuda do motor durante uma partida.
error-aborted = A partida nº { $game } foi anulada; não há nada para analisar.
error-nothing-to-analyse = A partida nº { $game } terminou antes de qualquer lance; não há nada para analisar.
error-analysis-busy = Sua análise da partida nº { $game } ainda está rodando; a resposta chega quando terminar. Peça outra depois.
error-analyses-full = O motor já está ocupado com { $count } análises; nada foi iniciado. Peça de novo em alguns minutos.
error-too-many = Você pediu { $what ->
    [gif] muitos GIFs
    [analysis] muitas análises
    [board] muitos tabuleiros
    [table-action] ações na mesa ao vivo
   *[bot-game] muitas partidas contra o bot
} em pouco tempo; espere { $wait } e tente de novo.
error-no-puzzle-left = Você já tentou todos os problemas daqui; /puzzle id:<id> repete um que você já viu.
error-no-puzzles-yet = Ainda não há problemas aqui.
error-puzzles-how-to-add = Quem hospeda o bot os adiciona com `alice puzzles generate` e `alice puzzles import` (veja o guia de hospedagem).
error-no-such-puzzle = Não existe o problema `{ $puzzle }`.
error-no-puzzle-attempt = Você não está resolvendo nenhum problema; /puzzle te dá um.
error-puzzle-stale = Esse menu mostra um lance anterior do seu problema; nada foi feito. Use o mais recente (ou /puzzle).
error-puzzle-over = Sua tentativa no problema { $puzzle } acabou; /puzzle te dá outro, /puzzle id:{ $puzzle } o repete.
error-not-your-puzzle = Estes controles são do problema de outra pessoa; /puzzle te dá o seu.
error-no-daily-puzzle = Este servidor não tem problema diário do dia em que este botão foi publicado.
error-no-puzzle-channel = O problema diário precisa de um canal: defina também puzzle_channel.
restarting = Estou reiniciando; nada foi feito. Tente de novo em um minuto.
moved-to-thread = Feito. A partida nº { $game } é jogada em { $thread }.
no-piece-to-move = Nenhuma peça sua em { $square } do tabuleiro { $board } pode se mover.
