# Torneios: um suíço por correspondência no canal de um servidor.
tournament-default-name = Suíço
tournament-created = O torneio #{ $id } **{ $name }** foi criado: os membros entram pelo botão ou com /tournament join, e /tournament start emparceira a primeira rodada.
tournament-started = O torneio #{ $id } começou: a primeira rodada está emparceirada.
tournament-announced = **{ $name }** (torneio #{ $id }), de { $creator }: um suíço de { $rounds } { $rounds ->
    [one] rodada
   *[other] rodadas
} pelo sistema holandês da FIDE, { variant-game-name }, { $time } por lance, { $rated ->
    [rated] ranqueado
   *[casual] casual
}; desempates { $breaks }.
tournament-joined = { $player } entrou em **{ $name }** (torneio #{ $id }): { $players } { $players ->
    [one] jogador
   *[other] jogadores
}.
tournament-joined-late = A rodada em andamento conta como folga de meio ponto; o emparceiramento inclui você a partir da rodada { $round }.
tournament-left = { $player } saiu de **{ $name }** (torneio #{ $id }).
tournament-withdrawn = { $player } desistiu de **{ $name }** (torneio #{ $id }) e não é emparceirado nas próximas rodadas; /tournament join traz de volta.
tournament-no-show = { $player } perdeu a partida #{ $game } por tempo sem fazer um lance e foi retirado do torneio #{ $id }; /tournament join traz de volta.
tournament-round-paired = **{ $name }** (torneio #{ $id }), rodada { $round } de { $rounds }:
tournament-board-line = Tabuleiro { $board }: { $white } – { $black }, partida #{ $game }
tournament-bye-line = { $player }: folga (1 ponto)
tournament-late-line = { $player }: entrou atrasado (½ ponto)
tournament-result-line = Tabuleiro { $board }: { $white } – { $black } { $result }{ $forfeit ->
    [yes] {" "}(W.O.)
   *[no] {""}
}, partida #{ $game }
tournament-playing = (em andamento)
tournament-no-pairing = Nenhum emparceiramento da rodada { $round } cumpre as regras (ninguém joga duas vezes contra o mesmo adversário, ninguém tem uma segunda folga): o torneio termina antes.
tournament-finished = **{ $name }** (torneio #{ $id }) terminou. Classificação final:
tournament-standing-line = { $place }. { $name }{ $withdrawn }: { $points } · { $breaks }
tournament-withdrawn-mark = (desistiu)
tournament-standings-head = Classificação de **{ $name }** (torneio #{ $id }) após a rodada { $round } de { $rounds }:
tournament-not-started = **{ $name }** (torneio #{ $id }) ainda não começou: { $players } { $players ->
    [one] jogador inscrito
   *[other] jogadores inscritos
}.
tournament-first-round = **{ $name }** (torneio #{ $id }) joga a primeira rodada: a classificação vem depois do último resultado dela.
tournament-pairings-head = **{ $name }** (torneio #{ $id }), rodada { $round } de { $rounds }:
tournament-stage = { $status ->
    [open] Inscrições abertas
    [finished] Terminado após a rodada { $round } de { $rounds }
    [cancelled] Cancelado
   *[running] Rodada { $round } de { $rounds } em andamento
}; { $players } { $players ->
    [one] jogador
   *[other] jogadores
}:
tournament-not-in-server = Torneios acontecem nos canais de um servidor, não em mensagens diretas.
tournament-not-manager = Só membros que podem gerenciar o servidor criam torneios.
tournament-not-organiser = Só o criador do torneio #{ $id } ou quem gerencia o servidor pode fazer isso.
tournament-none-here = Este servidor ainda não tem torneios: quem gerencia o servidor cria um com /tournament create.
tournament-no-such = Este servidor não tem torneio #{ $id }.
tournament-bad-name = O nome de um torneio é uma linha de no máximo { $max } caracteres.
tournament-bad-rounds = Um suíço tem de 1 a { $max } rodadas, não { $given }.
tournament-bad-tie-break = `{ $given }` não é um desempate que se possa escolher (cada um no máximo uma vez): { $codes }.
tournament-live-clock = Torneios são jogados por correspondência, com um tempo por lance como 1d; `{ $given }` é um relógio ao vivo.
tournament-too-many = Este servidor já tem { $max } torneios abertos ou em andamento.
tournament-full = O torneio #{ $id } está cheio ({ $max } jogadores).
tournament-already-in = Você já joga no torneio #{ $id }.
tournament-not-in = Você não joga no torneio #{ $id }.
tournament-over = O torneio #{ $id } terminou.
tournament-late-join-closed = O torneio #{ $id } está na rodada { $round } de { $rounds }: as inscrições fecham quando mais da metade das rodadas começou.
tournament-already-started = O torneio #{ $id } já começou.
tournament-too-few = O torneio #{ $id } precisa de pelo menos 2 jogadores para começar; { $players } inscritos.
tournament-no-such-round = O torneio #{ $id } não tem rodada { $round }: { $played } { $played ->
    [one] rodada emparceirada
   *[other] rodadas emparceiradas
}.
game-begins-tournament = Torneio #{ $tournament }, rodada { $round }: começa a partida #{ $game }{ $suffix }: { $white } (brancas) contra { $black } (pretas).
button-join = Entrar
button-leave = Sair
local-event = torneio
tournament-forbidden = { $first } e { $second } não serão emparceirados entre si no torneio #{ $id }.
tournament-cancelled = **{ $name }** (torneio #{ $id }) foi cancelado por { $player }: nenhuma rodada será mais emparceirada; as partidas em andamento continuam.
tournament-same-player = Ninguém é emparceirado consigo mesmo: indique dois jogadores.
tournament-not-playing = { $name } não joga no torneio #{ $id }.
