# Os comandos de barra como o Discord os mostra.

command-challenge = desafiar
    .description = Desafie alguém (ou qualquer pessoa) para uma partida de xadrez de Alice
option-opponent = adversário
    .description = Quem desafiar (deixe de fora para um desafio aberto que qualquer um pode aceitar)
option-color = cor
    .description = Sua cor (padrão: aleatória)
choice-color-white = Brancas
choice-color-black = Pretas
choice-color-random = Aleatória
option-en_passant = en_passant
    .description = Permitir captura en passant (padrão: sim)
option-challenge-rated = valendo
    .description = Se a partida vale rating (padrão: sim)
option-challenge-time = tempo
    .description = Um relógio ao vivo (minutos+segundos por lance) ou tempo por lance (padrão: o do servidor)
choice-time-1-plus-0 = Ao vivo 1+0 (bullet)
choice-time-2-plus-1 = Ao vivo 2+1 (bullet)
choice-time-3-plus-0 = Ao vivo 3+0 (blitz)
choice-time-3-plus-2 = Ao vivo 3+2 (blitz)
choice-time-5-plus-0 = Ao vivo 5+0 (blitz)
choice-time-5-plus-3 = Ao vivo 5+3 (blitz)
choice-time-10-plus-0 = Ao vivo 10+0 (rápida)
choice-time-10-plus-5 = Ao vivo 10+5 (rápida)
choice-time-15-plus-10 = Ao vivo 15+10 (rápida)
choice-time-30-plus-0 = Ao vivo 30+0 (clássica)
choice-time-10m = 10 minutos
choice-time-1h = 1 hora
choice-time-12h = 12 horas
choice-time-1d = 1 dia
choice-time-3d = 3 dias
choice-time-7d = 7 dias
choice-time-14d = 14 dias
option-variant = variante
    .description = Qual jogo: Alice em dois tabuleiros (padrão), em três, Alice 8x4 ou xadrez Duo
choice-variant-alice = Alice (dois tabuleiros)
choice-variant-three-board = Alice em três tabuleiros
choice-variant-8x4 = Alice 8x4
choice-variant-duo = Xadrez Duo

command-accept = aceitar
    .description = Aceitar um desafio
option-challenge = desafio
    .description = Número do desafio (só se houver vários abertos)

command-decline = recusar
    .description = Recusar um desafio (ou cancelar o seu)

command-play = jogar
    .description = Jogue contra a Alice, o motor do bot
option-level = nível
    .description = Força de 1 (iniciante) a 8 (a mais forte); padrão 3
option-play-time = tempo
    .description = Um relógio ao vivo (minutos+segundos por lance) ou tempo por lance (padrão: 14 dias)

command-move = lance
    .description = Jogue um lance, p. ex. e4, Nf3, Ne5/A, O-O
option-move-move = lance
    .description = Seu lance
option-game = partida
    .description = Número da partida (só se você tiver várias)

command-board = tabuleiro
    .description = Mostra os tabuleiros de uma partida (agora ou após um meio-lance)
option-ply = meio_lance
    .description = Mostra a posição após tantos meios-lances (0: o início)

command-resign = abandonar
    .description = Abandonar uma partida (com confirmação)
option-confirm = confirmar
    .description = Abandonar imediatamente, sem confirmação

command-draw = empate
    .description = Propor empate ou aceitar o proposto

command-takeback = voltar
    .description = Pedir para voltar seu último lance, ou concordar

command-abort = anular
    .description = Anular uma partida antes que os dois lados joguem

command-games = partidas
    .description = Suas partidas: em andamento, desafios, terminadas
option-finished = terminadas
    .description = Só suas partidas terminadas, as mais recentes primeiro, dez por página
option-page = página
    .description = Qual página de partidas terminadas (1: as dez mais recentes)

command-pgn = pgn
    .description = Baixar uma partida em PGN

command-analyze = analisar
    .description = O motor examina uma partida terminada: gráfico, erros, PGN comentado

command-gif = gif
    .description = Uma partida como GIF animado

command-puzzle = problema
    .description = Resolva um problema de Alice (em particular)
option-puzzle-move = lance
    .description = Seu lance no problema que você está resolvendo, p. ex. Qd4
option-puzzle-id = id
    .description = Um problema específico (sem rating após a primeira tentativa)

command-rematch = revanche
    .description = Jogar de novo uma partida terminada, cores trocadas, mesmas configurações

command-rating = rating
    .description = Mostra um rating, o retrospecto e o histórico
option-player = jogador
    .description = De quem é o rating (padrão: o seu)
option-speed = ritmo
    .description = Partidas ao vivo por duração, ou por correspondência (padrão: o mais jogado)
choice-speed-bullet = Bullet
choice-speed-blitz = Blitz
choice-speed-rapid = Rápida
choice-speed-classical = Clássica
choice-speed-correspondence = Por correspondência

command-leaderboard = ranking
    .description = Os jogadores com melhor rating
option-scope = alcance
    .description = Jogadores deste servidor ou de todo lugar (padrão: todo lugar)
choice-scope-server = Este servidor
choice-scope-global = Todo lugar
option-kind = tipo
    .description = Rating de partidas ou de problemas (padrão: partidas)
choice-kind-games = Partidas
choice-kind-puzzles = Problemas

command-settings = configurações
    .description = Avisos de vez, idioma e aparência dos seus tabuleiros
option-notify = aviso
    .description = Como você é avisado de que é a sua vez (padrão: menção)
choice-notify-dm = Mensagem direta
choice-notify-mention = Menção
choice-notify-off = Nenhum
option-settings-language = idioma
    .description = O idioma em que falo com você (auto: o do Discord)
option-settings-boards = tabuleiros
    .description = Tabuleiros um acima do outro (celular) ou lado a lado (auto: como o servidor)
choice-boards-stacked = Um acima do outro
choice-boards-side-by-side = Lado a lado
choice-boards-auto = Auto
option-theme = cores
    .description = As cores dos seus tabuleiros
choice-theme-classic = Clássico
choice-theme-green = Verde
choice-theme-contrast = Contraste
option-pieces = peças
    .description = Como as peças são desenhadas: figuras ou letras
choice-pieces-figures = Figuras
choice-pieces-letters = Letras
option-ghosts = marcas
    .description = Marcar onde estão as peças do outro tabuleiro (padrão: sim)

command-server-settings = configurações-servidor
    .description = As configurações deste servidor (requer Gerenciar servidor)
option-threads = tópicos
    .description = Jogar cada partida em seu próprio tópico
option-server-settings-time = tempo
    .description = Tempo por lance padrão
option-max_games = max_partidas
    .description = Máximo de partidas em andamento por jogador
option-bot_games = partidas_bot
    .description = Permitir partidas contra o bot
option-challenge_expiry = expiração
    .description = Quanto tempo um desafio fica aberto
choice-challenge_expiry-10m = 10 minutos
choice-challenge_expiry-1h = 1 hora
choice-challenge_expiry-12h = 12 horas
choice-challenge_expiry-1d = 1 dia
choice-challenge_expiry-3d = 3 dias
choice-challenge_expiry-7d = 7 dias
option-puzzle_channel = canal_problema
    .description = Onde o problema diário é publicado
option-puzzle_time = hora_problema
    .description = Quando o problema diário é publicado, HH:MM em UTC (off: sem problema diário)
option-server-settings-language = idioma
    .description = O idioma das mensagens do bot aqui (auto: o do servidor)
option-server-settings-boards = tabuleiros
    .description = Onde ficam os tabuleiros para quem não escolheu (auto: um acima do outro)

command-rules = regras
    .description = Como se joga o xadrez de Alice

command-help = ajuda
    .description = Os comandos e suas opções

command-sweep = sweep
    .description = Rodar a varredura agora (tempos esgotados, lembretes, expirações, lances do bot)

command-click = click
    .description = Apertar um botão ou escolher num menu, pelo id mostrado depois dele
option-click-id = id
    .description = O id do botão ou menu, p. ex. pieces:1:0
option-value = value
    .description = A opção escolhida num menu, p. ex. g1a

command-tournament = torneio
    .description = Torneios no sistema suíço no servidor

command-tournament-create = criar
    .description = Criar um torneio no sistema suíço neste canal (quem gerencia o servidor)
option-name = nome
    .description = O nome do torneio
option-rounds = rodadas
    .description = Quantas rodadas (padrão: 5)
option-tournament-create-time = tempo
    .description = Tempo por lance, ex. 1d (padrão: o do servidor)
option-tournament-create-rated = ranqueado
    .description = As partidas contam para o rating? (padrão: sim)
option-tie_breaks = desempates
    .description = Desempates da FIDE em ordem: BH-C1, BH, SB, DE, WIN (padrão: todos)

command-tournament-join = entrar
    .description = Entrar em um torneio
option-tournament-join-id = numero
    .description = Qual torneio (padrão: o mais recente do servidor)

command-tournament-leave = sair
    .description = Sair de um torneio (desistir depois do início)
option-tournament-leave-id = numero
    .description = Qual torneio (padrão: o mais recente do servidor)

command-tournament-start = iniciar
    .description = Iniciar um torneio: emparceirar a primeira rodada
option-tournament-start-id = numero
    .description = Qual torneio (padrão: o mais recente do servidor)

command-tournament-standings = classificacao
    .description = A classificação de um torneio
option-tournament-standings-id = numero
    .description = Qual torneio (padrão: o mais recente do servidor)

command-tournament-pairings = emparceiramentos
    .description = Emparceiramentos e resultados de uma rodada
option-tournament-pairings-id = numero
    .description = Qual torneio (padrão: o mais recente do servidor)
option-round = rodada
    .description = Qual rodada (padrão: a em andamento)

command-tournament-info = info
    .description = O que é um torneio e como está
option-tournament-info-id = numero
    .description = Qual torneio (padrão: o mais recente do servidor)

command-tournament-manage = gerenciar
    .description = Conduzir um torneio (seu criador e quem gerencia o servidor)

command-tournament-manage-forbid = proibir
    .description = Nunca emparceirar dois jogadores nas próximas rodadas
option-first = primeiro
    .description = Um jogador do torneio
option-second = segundo
    .description = O jogador que ele não deve enfrentar
option-tournament-manage-forbid-id = numero
    .description = Qual torneio (padrão: o mais recente do servidor)

command-tournament-manage-cancel = cancelar
    .description = Cancelar um torneio: sem mais rodadas
option-tournament-manage-cancel-id = numero
    .description = Qual torneio (padrão: o mais recente do servidor)
