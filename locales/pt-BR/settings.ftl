notify-how = { $notify ->
    [dm] por mensagem direta (com o tabuleiro e os menus de lances)
    [mention] por uma menção no canal ou tópico da partida
   *[off] de jeito nenhum (sem menções nem mensagens diretas)
}
settings-notify-now = Você é avisado de que é a sua vez { notify-how }. Mude com /settings notify:dm|mention|off.
settings-notify-saved = Salvo: você será avisado de que é a sua vez { notify-how }.
settings-language-now = Meu idioma com você: { $language }; /settings language: muda isso.
settings-language-saved = Salvo: vou falar com você neste idioma: { $language }.
language-auto = { $name } (como o Discord diz)
bad-language = language deve ser um de { $codes } ou auto, não `{ $given }`.
server-settings-now = Configurações deste servidor: tópicos { $threads ->
    [on] ativados
   *[off] desativados
}, tempo por lance { $time }, no máximo { $max_games ->
    [one] { $max_games } partida
   *[other] { $max_games } partidas
} em andamento por jogador, partidas contra o bot { $bot_games ->
    [on] ativadas
   *[off] desativadas
}, desafios expiram após { $expiry }.
server-settings-saved = Salvo. Configurações deste servidor: tópicos { $threads ->
    [on] ativados
   *[off] desativados
}, tempo por lance { $time }, no máximo { $max_games ->
    [one] { $max_games } partida
   *[other] { $max_games } partidas
} em andamento por jogador, partidas contra o bot { $bot_games ->
    [on] ativadas
   *[off] desativadas
}, desafios expiram após { $expiry }.
server-settings-daily = Um problema diário é publicado em { $channel } às { $time } UTC.
server-settings-no-daily = Nenhum problema diário é publicado (puzzle_channel: e puzzle_time: programam um).
server-settings-language = Idioma das mensagens aqui: { $language }.
settings-look = { $saved ->
    [yes] Salvo: seus tabuleiros ficam
   *[no] Seus tabuleiros ficam
} { $boards ->
    [stacked] um acima do outro
   *[side-by-side] lado a lado
}{ $auto ->
    [yes] {" "}(auto: a escolha do servidor)
   *[no] {""}
}, em cores { $theme ->
    [green] verdes
    [contrast] de alto contraste
   *[classic] clássicas
}, com as peças desenhadas como { $pieces ->
    [letters] letras
   *[figures] figuras
}, { $ghosts ->
    [yes] marcando onde estão as peças do outro tabuleiro
   *[no] sem marcas das peças do outro tabuleiro
}; /settings boards: theme: pieces: ghosts: muda isso.
server-boards-saved = Aqui os tabuleiros ficam { $boards ->
    [stacked] um acima do outro
   *[side-by-side] lado a lado
}{ $auto ->
    [yes] {" "}(auto)
   *[no] {""}
} para quem não escolheu.
bad-boards = boards deve ser stacked, side-by-side ou auto, não `{ $given }`.
bad-theme = theme deve ser classic, green ou contrast, não `{ $given }`.
bad-pieces = pieces deve ser figures ou letters, não `{ $given }`.
