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
}, tempo por lance { $time }, no máximo { $max_games } partidas em andamento por jogador, partidas contra o bot { $bot_games ->
    [on] ativadas
   *[off] desativadas
}, desafios expiram após { $expiry }.
server-settings-saved = Salvo. Configurações deste servidor: tópicos { $threads ->
    [on] ativados
   *[off] desativados
}, tempo por lance { $time }, no máximo { $max_games } partidas em andamento por jogador, partidas contra o bot { $bot_games ->
    [on] ativadas
   *[off] desativadas
}, desafios expiram após { $expiry }.
server-settings-daily = Um problema diário é publicado em { $channel } às { $time } UTC.
server-settings-language = Idioma das mensagens aqui: { $language }.
