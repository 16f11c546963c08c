variant-game-name = { $variant ->
    [alice] шахматы Алисы
    [three-board] Алиса на трёх досках
    [narrow] Алиса 8x4
   *[duo] шахматы Дуо
}
game-suffix = { $variant ->
    [alice] {""}
   *[other] {" "}({ variant-game-name })
}
terms-rated = на рейтинг
terms-casual = товарищеская
terms-per-move = { $time } на ход
terms-clock = живые часы { $clock } ({ $speed ->
    [bullet] пуля
    [blitz] блиц
    [rapid] рапид
   *[classical] классика
})
clocks-line = Часы: белые { $white }, чёрные { $black }.
terms-en-passant-on = взятие на проходе разрешено
terms-en-passant-off = без взятия на проходе
terms-plays-white = { $name } играет белыми
terms-plays-black = { $name } играет чёрными
terms-colours-by-lot = цвета по жребию
challenge-to = { $opponent }, { $challenger } вызывает вас на партию: { $variant } ({ $terms }). Вызов № { $challenge } открыт { $expiry }.
challenge-open = { $challenger } ищет соперника: { $variant } ({ $terms }). Принять вызов № { $challenge } может любой.
challenge-cancelled = { $name } отменил(а) вызов № { $challenge }.
challenge-declined = { $name } отклонил(а) вызов № { $challenge }.
game-begins = Начинается партия № { $game }{ $suffix }: { $white } (белые) — { $black } (чёрные).
game-begins-bot = Начинается партия № { $game }{ $suffix }: { $name } играет { $side ->
    [white] белыми
   *[black] чёрными
} против Алисы (уровень { $level }).
bot-opens = Алиса начинает ходом { $san }.
rematch-of = Реванш партии № { $game }: { $text }
ending = { $ending ->
    [checkmate] мат
    [stalemate] пат
    [fifty-move] правило 50 ходов
    [repetition] троекратное повторение
    [bare-kings] голые короли
    [resignation] сдача
    [timeout] просрочка времени
    [agreement] соглашение
   *[aborted] отмена
}
side = { $side ->
    [white] белые
   *[black] чёрные
}
outcome-wins = { $name } ({ side }) побеждает: { ending }, { $score }
outcome-drawn = ничья: { ending }, { $score }
outcome-aborted = отменена
game-ended = { $score }, { ending }
game-ended-in-thread = Партия № { $game }, { $white } — { $black }: { $outcome }. { $thread }
game-over = Партия № { $game } окончена: { $outcome }.
in-check = { $check ->
    [yes] {" "}(шах)
   *[no] {""}
}
to-move = Ход за { $name } ({ side }){ in-check }.
to-move-left = Ход за { $name } ({ side }){ in-check }, { $left }.
first-move-due = время на первый ход истекает { $when }
relative-in = через { $clock }
turn-dm = Ваш ход в партии № { $game } против { $name }, { $left }.
board-headline = Партия № { $game }{ $suffix }: { $white } (белые) — { $black } (чёрные).
move-list = Ходы: { $moves }.
games-your-turn = ваш ход, { $left }
games-their-turn = ходит { $name }
games-line = № { $game }{ $variant } против { $name }, вы играете { $side ->
    [white] белыми
   *[black] чёрными
} — { $state }
games-challenge-from = вызов № { $challenge } от { $name } — /accept challenge:{ $challenge }
games-challenge-to = ваш вызов № { $challenge } для { $name } открыт
games-anyone = любого
games-none = У вас нет текущих партий и открытых вызовов.
games-finished-recent = Завершённые, сначала новые:
games-finished-page = Ваши завершённые партии, сначала новые (страница { $page } из { $pages }):
games-finished-more = Более ранние: /games finished:true page:{ $page }
games-finished-none = У вас пока нет завершённых партий.
games-finished-no-page = Страницы { $page } нет: ваши завершённые партии занимают { $pages ->
    [one] { $pages } страницу
    [few] { $pages } страницы
   *[many] { $pages } страниц
}.
games-finished-line = № { $game }{ $variant } против { $name }, вы играли { $side ->
    [white] белыми
   *[black] чёрными
}, { $date } — { $result ->
    [won] победа: { ending }, { $score }
    [lost] поражение: { ending }, { $score }
    [drawn] ничья: { ending }, { $score }
   *[aborted] отменена
}
played = { $name } сыграл(а) { $san }.
time-ran-out = Ваше время на этот ход истекло до того, как он пришёл.
resigns = { $name } сдаётся.
draw-declined = { $name } отклоняет предложение ничьей в партии № { $game }.
draw-accepted = { $name } принимает ничью.
draw-offered = { $name } предлагает ничью в партии № { $game }. { $opponent }, примите или отклоните его кнопками (или примите командой /draw game:{ $game }); предложение снимается, когда вы сделаете ход.
takeback-asked = { $name } просит вернуть свой последний ход в партии № { $game }. { $opponent }, согласитесь или откажите кнопками (или согласитесь командой /takeback game:{ $game }).
takeback-agreed = Возврат хода согласован: { $count ->
    [one] последний ход игрока { $name } возвращён.
   *[other] последний ход игрока { $name } и ответ на него возвращены.
}
offer-declined = { $name } отклоняет { $what ->
    [draw] предложение ничьей
   *[takeback] просьбу вернуть ход
} в партии № { $game }.
offer-withdrawn = { $name } отзывает { $what ->
    [draw] предложение ничьей
   *[takeback] просьбу вернуть ход
} в партии № { $game }.
aborted-by = { $name } отменил(а) партию № { $game }. Она не засчитывается.
bot-replied = Алиса (уровень { $level }) ответила { $san }.
bot-played = Партия № { $game }: Алиса (уровень { $level }) сыграла { $san }.
frame-move = { $san } (полуход { $ply } из { $last })
frame-start = начало (полуход 0 из { $last })
history-text = Партия № { $game }, { $white } — { $black }: { $frame }.
reminder = { $name }, ваш ход в партии № { $game }: { $left }.
reminder-dm = Напоминание.
challenge-expired = Вызов № { $challenge } от { $name } истёк без ответа.
timeout-aborted = Партия № { $game } отменена: { $name } не сделал(а) первый ход вовремя. Она не засчитывается.
timeout-lost = Партия № { $game }: у { $name } кончилось время. { $winner } побеждает по времени ({ $score }).
button-accept = Принять
button-decline = Отклонить
button-resign = Сдаться
button-offer-draw = Предложить ничью
button-abort = Отменить партию
button-takeback = Вернуть ход
button-accept-draw = Принять ничью
button-decline-draw = Отклонить ничью
button-accept-takeback = Разрешить возврат
button-decline-takeback = Отказать в возврате
button-keep-playing = Играть дальше
resign-confirm = Сдать партию № { $game }? Вопрос теряет силу после следующего хода.
resign-confirm-abort = Сдать партию № { $game }? Ещё не обе стороны сделали ход, поэтому партия закончится без результата и не будет засчитана. Вопрос теряет силу после следующего хода.
resign-kept = Партия № { $game } продолжается.
button-rematch = Реванш
button-solve = Решать
choice-game = № { $game } против { $name } · { $turn ->
    [mine] ваш ход
   *[theirs] ход соперника
}
choice-challenge-to = № { $challenge } ваш вызов для { $name } ({ $terms })
choice-challenge-from = № { $challenge } от { $name } ({ $terms })
pgn-text = Партия № { $game }, { $white } — { $black }. Позиция: `{ $position }`
dm-game-link = Партия: { $url }
thread-name = № { $game } · { $white } — { $black }
bot-name = Алиса (уровень { $level })
