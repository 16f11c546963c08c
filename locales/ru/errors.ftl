error-internal = Извините, у нас что-то пошло не так, и ничего не изменилось. (ошибка { $id })
error-no-such-game = Партии № { $game } нет.
error-not-your-game = Вы не играете в партии № { $game }.
error-game-over = Партия № { $game } окончена ({ $how }).
error-not-your-turn = В партии № { $game } сейчас не ваш ход: ходит { $name }.
error-game-changed = Партия № { $game } с тех пор изменилась; ничего не сделано. Посмотрите /board game:{ $game } и попробуйте снова.
error-no-games = У вас нет текущих партий. Начните партию командой /challenge или /play.
error-no-game-to-move = Ни в одной из ваших партий сейчас не ваш ход ({ $games }).
game-waits-for = № { $game } ждёт { $name }
error-which-game = У вас несколько партий: { $games }. Укажите нужную через game:<id>.
game-versus = № { $game } (против { $name })
list-separator = {", "}
error-no-such-challenge = Вызова № { $challenge } нет.
error-challenge-closed = Вызов № { $challenge } уже { $status ->
    [accepted] принят
    [declined] отклонён
    [cancelled] отменён
    [expired] истёк
   *[answered] получил ответ
}.
error-challenge-expired = Срок вызова № { $challenge } истёк.
error-not-for-you = Вызов № { $challenge } адресован не вам.
error-own-challenge = Вызов № { $challenge } ваш собственный; принять его нельзя.
error-no-challenge = Для вас нет открытых вызовов.
error-which-challenge = Для вас открыто несколько вызовов: { $challenges }. Укажите нужный через challenge:<id>.
error-challenge-self = Нельзя вызвать самого себя.
error-too-late-to-abort = Партию № { $game } уже нельзя отменить: обе стороны сделали ход. Можно сдаться или предложить ничью.
error-no-abort-in-tournament = Партия №{ $game } турнирная: её нельзя отменить. Вы можете сдаться.
error-too-early-to-draw = Ничью в партии № { $game } можно предложить, когда обе стороны сделают ход. До тех пор /abort завершает её, и она не засчитывается.
error-nothing-to-take-back = В партии № { $game } у вас нет хода, который можно вернуть.
error-already-offered = Вы уже предложили { $what ->
    [draw] ничью
   *[takeback] вернуть ход
} в партии № { $game }; ждём ответа.
error-no-offer = В партии № { $game } нет { $what ->
    [draw] предложения ничьей
   *[takeback] просьбы вернуть ход
} от соперника (ход его снимает, или на него уже ответили); ничего не сделано.
error-no-such-player = Игрок по имени { $name } здесь не играл.
error-unknown-control = Этот элемент управления из старой версии бота; используйте слеш-команды.
error-unknown-choice = Такого варианта в меню нет; ничего не сделано.
error-stale = Это меню показывает более старую позицию партии № { $game }; ничего не сделано. Используйте элементы последнего сообщения партии (или /board game:{ $game }).
error-not-your-move = Не ваш ход: эти элементы для { $name }, чей ход в партии № { $game }.
error-not-in-server = Настройки сервера есть только на сервере; используйте /server-settings там.
error-not-manager = Команду /server-settings могут использовать только участники с правом «Управлять сервером».
error-too-many-games = У вас уже { $limit } текущих партий — столько, сколько разрешает этот сервер; сначала закончите одну.
error-too-many-games-other = У { $name } уже { $limit } текущих партий — столько, сколько разрешает этот сервер.
error-challenge-exists = Вызов № { $challenge } между вами ещё открыт; сначала ответьте на него или отмените (/decline challenge:{ $challenge }).
error-engine-busy = Алиса ещё обдумывает для вас ход; дождитесь её ответа и попробуйте снова.
error-bot-games-off = Партии против бота на этом сервере выключены.
error-still-playing = Партия № { $game } ещё идёт; реванш — после её окончания.
error-no-finished-games = У вас ещё нет оконченных партий для анализа. Укажите партию через game:<id>.
error-not-finished = Партия № { $game } ещё идёт; /analyze смотрит только оконченные партии, чтобы никто не получал помощь движка во время игры.
error-aborted = Партия № { $game } была отменена; анализировать нечего.
error-nothing-to-analyse = Партия № { $game } закончилась до первого хода; анализировать нечего.
error-analysis-busy = Ваш анализ партии № { $game } ещё идёт; ответ придёт, когда он закончится. Следующий можно запросить после него.
error-analyses-full = Движок уже занят анализами ({ $count }); ничего не запущено. Попробуйте через несколько минут.
error-too-many = Вы запросили слишком много { $what ->
    [gif] GIF
    [analysis] анализов
    [board] досок
    [table-action] действий за живым столом
   *[bot-game] партий против бота
} за короткое время; подождите { $wait } и попробуйте снова.
error-no-puzzle-left = Вы уже пробовали все задачи здесь; /puzzle id:<id> повторяет задачу, которую вы видели.
error-no-puzzles-yet = Здесь пока нет задач.
error-puzzles-how-to-add = Тот, кто размещает бота, добавляет их командами `alice puzzles generate` и `alice puzzles import` (см. руководство по размещению).
error-no-such-puzzle = Задачи `{ $puzzle }` нет.
error-no-puzzle-attempt = Вы сейчас не решаете задачу; /puzzle даст вам задачу.
error-puzzle-stale = Это меню показывает более ранний ход вашей задачи; ничего не сделано. Используйте последнее (или /puzzle).
error-puzzle-over = Ваша попытка решить задачу { $puzzle } окончена; /puzzle даст другую, /puzzle id:{ $puzzle } повторит эту.
error-not-your-puzzle = Эти элементы относятся к чужой задаче; /puzzle даст вам вашу.
error-no-daily-puzzle = На этом сервере нет задачи дня за тот день, когда была опубликована эта кнопка.
error-no-puzzle-channel = Для задачи дня нужен канал: укажите также puzzle_channel.
restarting = Я перезапускаюсь; ничего не сделано. Попробуйте через минуту.
moved-to-thread = Готово. Партия № { $game } идёт в { $thread }.
no-piece-to-move = Ни одна ваша фигура на { $square } доски { $board } не может пойти.
