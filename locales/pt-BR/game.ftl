variant-game-name = { $variant ->
    [alice] xadrez de Alice
    [three-board] Alice em três tabuleiros
    [narrow] Alice 8x4
   *[duo] xadrez Duo
}
game-suffix = { $variant ->
    [alice] {""}
   *[other] {" "}({ variant-game-name })
}
terms-rated = valendo rating
terms-casual = amistosa
terms-per-move = { $time } por lance
terms-clock = ao vivo { $clock } ({ $speed ->
    [bullet] bullet
    [blitz] blitz
    [rapid] rápida
   *[classical] clássica
})
clocks-line = Relógios: brancas { $white }, pretas { $black }.
terms-en-passant-on = en passant permitido
terms-en-passant-off = sem en passant
terms-plays-white = { $name } joga de brancas
terms-plays-black = { $name } joga de pretas
terms-colours-by-lot = cores por sorteio
challenge-to = { $opponent }, { $challenger } desafia você para uma partida de { $variant } ({ $terms }). O desafio nº { $challenge } fica aberto por { $expiry }.
challenge-open = { $challenger } procura um adversário: { $variant } ({ $terms }). Qualquer pessoa pode aceitar o desafio nº { $challenge }.
challenge-cancelled = { $name } cancelou o desafio nº { $challenge }.
challenge-declined = { $name } recusou o desafio nº { $challenge }.
game-begins = Começa a partida nº { $game }{ $suffix }: { $white } (brancas) x { $black } (pretas).
game-begins-bot = Começa a partida nº { $game }{ $suffix }: { $name } joga de { $side ->
    [white] brancas
   *[black] pretas
} contra a Alice (nível { $level }).
bot-opens = Alice abre com { $san }.
rematch-of = Revanche da partida nº { $game }: { $text }
ending = { $ending ->
    [checkmate] xeque-mate
    [stalemate] afogamento
    [fifty-move] a regra dos cinquenta lances
    [repetition] tripla repetição
    [bare-kings] reis sozinhos
    [resignation] abandono
    [timeout] tempo esgotado
    [agreement] acordo
   *[aborted] anulação
}
side = { $side ->
    [white] brancas
   *[black] pretas
}
outcome-wins = { $name } ({ side }) vence por { ending }, { $score }
outcome-drawn = empate por { ending }, { $score }
outcome-aborted = anulada
game-ended = { $score }, { ending }
game-ended-in-thread = Partida nº { $game }, { $white } x { $black }: { $outcome }. { $thread }
game-over = A partida nº { $game } terminou: { $outcome }.
in-check = { $check ->
    [yes] {" "}(em xeque)
   *[no] {""}
}
to-move = Vez de { $name } ({ side }){ in-check }.
to-move-left = Vez de { $name } ({ side }){ in-check }, { $left }.
first-move-due = o primeiro lance vence { $when }
relative-in = em { $clock }
turn-dm = Sua vez na partida nº { $game } contra { $name }, { $left }.
board-headline = Partida nº { $game }{ $suffix }: { $white } (brancas) x { $black } (pretas).
move-list = Lances: { $moves }.
games-your-turn = sua vez, { $left }
games-their-turn = vez de { $name }
games-line = nº { $game }{ $variant } contra { $name }, você joga de { side } — { $state }
games-challenge-from = desafio nº { $challenge } de { $name } — /accept challenge:{ $challenge }
games-challenge-to = seu desafio nº { $challenge } para { $name } está aberto
games-anyone = qualquer pessoa
games-none = Você não tem partidas em andamento nem desafios abertos.
games-finished-recent = Terminadas, as mais recentes primeiro:
games-finished-page = Suas partidas terminadas, as mais recentes primeiro (página { $page } de { $pages }):
games-finished-more = Mais antigas: /games finished:true page:{ $page }
games-finished-none = Você ainda não tem partidas terminadas.
games-finished-no-page = Não há página { $page } das suas partidas terminadas: elas ocupam { $pages ->
    [one] uma página
   *[other] { $pages } páginas
}.
games-finished-line = nº { $game }{ $variant } contra { $name }, você jogou de { side }, { $date } — { $result ->
    [won] vitória por { ending }, { $score }
    [lost] derrota por { ending }, { $score }
    [drawn] empate por { ending }, { $score }
   *[aborted] anulada
}
played = { $name } jogou { $san }.
time-ran-out = Seu tempo para este lance acabou antes de ele chegar.
resigns = { $name } abandona.
draw-declined = { $name } recusa a proposta de empate na partida nº { $game }.
draw-accepted = { $name } aceita o empate.
draw-offered = { $name } propõe empate na partida nº { $game }. { $opponent }, aceite ou recuse com os botões (ou aceite com /draw game:{ $game }); a proposta cai quando você jogar.
takeback-asked = { $name } pede para voltar o último lance na partida nº { $game }. { $opponent }, aceite ou recuse com os botões (ou concorde com /takeback game:{ $game }).
takeback-agreed = Volta de lance aceita: { $count ->
    [one] o último lance de { $name } foi voltado.
   *[other] o último lance de { $name } e a resposta foram voltados.
}
offer-declined = { $name } recusa { $what ->
    [draw] a proposta de empate
   *[takeback] o pedido de voltar o lance
} na partida nº { $game }.
offer-withdrawn = { $name } retira { $what ->
    [draw] a proposta de empate
   *[takeback] o pedido de voltar o lance
} na partida nº { $game }.
aborted-by = A partida nº { $game } foi anulada por { $name }. Ela não conta.
bot-replied = Alice (nível { $level }) respondeu { $san }.
bot-played = Partida nº { $game }: Alice (nível { $level }) jogou { $san }.
frame-move = { $san } (meio-lance { $ply } de { $last })
frame-start = início (meio-lance 0 de { $last })
history-text = Partida nº { $game }, { $white } x { $black }: { $frame }.
reminder = { $name }, é a sua vez na partida nº { $game }: { $left }.
reminder-dm = Lembrete.
challenge-expired = O desafio nº { $challenge } de { $name } expirou sem resposta.
timeout-aborted = A partida nº { $game } foi anulada: { $name } não fez o primeiro lance a tempo. Ela não conta.
timeout-lost = Partida nº { $game }: o tempo de { $name } acabou. { $winner } vence por tempo ({ $score }).
button-accept = Aceitar
button-decline = Recusar
button-resign = Abandonar
button-offer-draw = Propor empate
button-abort = Anular
button-takeback = Voltar lance
button-accept-draw = Aceitar empate
button-decline-draw = Recusar empate
button-accept-takeback = Aceitar volta
button-decline-takeback = Recusar volta
button-keep-playing = Continuar jogando
resign-confirm = Abandonar a partida nº { $game }? A pergunta expira com o próximo lance.
resign-confirm-abort = Abandonar a partida nº { $game }? Os dois lados ainda não jogaram, então ela termina sem resultado e não conta. A pergunta expira com o próximo lance.
resign-kept = A partida nº { $game } continua.
button-rematch = Revanche
button-solve = Resolver
choice-game = nº { $game } contra { $name } · { $turn ->
    [mine] sua vez
   *[theirs] vez do adversário
}
choice-challenge-to = nº { $challenge } seu desafio para { $name } ({ $terms })
choice-challenge-from = nº { $challenge } de { $name } ({ $terms })
pgn-text = Partida nº { $game }, { $white } x { $black }. Posição: `{ $position }`
dm-game-link = Partida: { $url }
thread-name = nº { $game } · { $white } x { $black }
bot-name = Alice (nível { $level })
