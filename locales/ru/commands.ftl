# Слеш-команды так, как их показывает Discord.

command-challenge = вызов
    .description = Вызвать кого-то (или любого) на партию в шахматы Алисы
option-opponent = соперник
    .description = Кого вызвать (не указывайте для открытого вызова, который может принять любой)
option-color = цвет
    .description = Ваш цвет (по умолчанию: случайный)
choice-color-white = Белые
choice-color-black = Чёрные
choice-color-random = Случайный
option-en_passant = на_проходе
    .description = Разрешить взятие на проходе (по умолчанию: да)
option-challenge-rated = на_рейтинг
    .description = Идёт ли партия в рейтинг (по умолчанию: да)
option-challenge-time = время
    .description = Живые часы (минуты+секунды за ход) или время на ход (по умолчанию: как на сервере)
choice-time-1-plus-0 = Живая 1+0 (пуля)
choice-time-2-plus-1 = Живая 2+1 (пуля)
choice-time-3-plus-0 = Живая 3+0 (блиц)
choice-time-3-plus-2 = Живая 3+2 (блиц)
choice-time-5-plus-0 = Живая 5+0 (блиц)
choice-time-5-plus-3 = Живая 5+3 (блиц)
choice-time-10-plus-0 = Живая 10+0 (рапид)
choice-time-10-plus-5 = Живая 10+5 (рапид)
choice-time-15-plus-10 = Живая 15+10 (рапид)
choice-time-30-plus-0 = Живая 30+0 (классика)
choice-time-10m = 10 минут
choice-time-1h = 1 час
choice-time-12h = 12 часов
choice-time-1d = 1 день
choice-time-3d = 3 дня
choice-time-7d = 7 дней
choice-time-14d = 14 дней
option-variant = вариант
    .description = Какая игра: Алиса на двух досках (по умолчанию), на трёх, Алиса 8x4 или шахматы Дуо
choice-variant-alice = Алиса (две доски)
choice-variant-three-board = Алиса на трёх досках
choice-variant-8x4 = Алиса 8x4
choice-variant-duo = Шахматы Дуо

command-accept = принять
    .description = Принять вызов
option-challenge = вызов
    .description = Номер вызова (нужен, только если открыто несколько)

command-decline = отклонить
    .description = Отклонить вызов (или отменить свой)

command-play = играть
    .description = Играть против Алисы, движка бота
option-level = уровень
    .description = Сила от 1 (новичок) до 8 (сильнейший); по умолчанию 3
option-play-time = время
    .description = Живые часы (минуты+секунды за ход) или время на ход (по умолчанию: 14 дней)

command-move = ход
    .description = Сделать ход, например e4, Nf3, Ne5/A, O-O
option-move-move = ход
    .description = Ваш ход
option-game = партия
    .description = Номер партии (нужен, только если у вас их несколько)

command-board = доска
    .description = Показать доски партии (сейчас или после заданного полухода)
option-ply = полуход
    .description = Показать позицию после стольких полуходов (0: начало)

command-resign = сдаться
    .description = Сдать партию (с подтверждением)
option-confirm = подтвердить
    .description = Сдаться сразу, без подтверждения

command-draw = ничья
    .description = Предложить ничью или принять предложенную

command-takeback = вернуть
    .description = Попросить вернуть свой последний ход или согласиться на это

command-abort = отменить
    .description = Отменить партию до того, как обе стороны сделали ход

command-games = партии
    .description = Ваши партии: текущие, вызовы, завершённые
option-finished = завершённые
    .description = Только завершённые партии, сначала новые, по десять на странице
option-page = страница
    .description = Какая страница завершённых партий (1: десять последних)

command-pgn = pgn
    .description = Скачать партию в PGN

command-analyze = анализ
    .description = Движок смотрит оконченную партию: график, ошибки, PGN с комментариями

command-gif = gif
    .description = Партия в виде анимированного GIF

command-puzzle = задача
    .description = Решить задачу Алисы (наедине)
option-puzzle-move = ход
    .description = Ваш ход в решаемой задаче, например Qd4
option-puzzle-id = id
    .description = Конкретная задача (без рейтинга после первой попытки)

command-rematch = реванш
    .description = Сыграть оконченную партию снова, сменив цвета, с теми же настройками

command-rating = рейтинг
    .description = Показать рейтинг, результаты и историю рейтинга
option-player = игрок
    .description = Чей рейтинг (по умолчанию: ваш)
option-speed = темп
    .description = Живые партии по длительности или по переписке (по умолчанию: самый частый)
choice-speed-bullet = Пуля
choice-speed-blitz = Блиц
choice-speed-rapid = Рапид
choice-speed-classical = Классика
choice-speed-correspondence = По переписке

command-leaderboard = таблица
    .description = Игроки с лучшим рейтингом
option-scope = охват
    .description = Игроки этого сервера или всех (по умолчанию: все)
choice-scope-server = Этот сервер
choice-scope-global = Везде
option-kind = тип
    .description = Рейтинг партий или задач (по умолчанию: партии)
choice-kind-games = Партии
choice-kind-puzzles = Задачи

command-settings = настройки
    .description = Уведомления о ходе, язык и вид ваших досок
option-notify = уведомления
    .description = Как вам сообщают о вашем ходе (по умолчанию: упоминание)
choice-notify-dm = Личное сообщение
choice-notify-mention = Упоминание
choice-notify-off = Никак
option-settings-language = язык
    .description = Язык, на котором я говорю с вами (auto: язык Discord)
option-settings-boards = доски
    .description = Доски одна над другой (телефон) или рядом (auto: как на сервере)
choice-boards-stacked = Одна над другой
choice-boards-side-by-side = Рядом
choice-boards-auto = Авто
option-theme = цвета
    .description = Цвета ваших досок
choice-theme-classic = Классические
choice-theme-green = Зелёные
choice-theme-contrast = Контрастные
option-pieces = фигуры
    .description = Как рисовать фигуры: фигурками или буквами
choice-pieces-figures = Фигурки
choice-pieces-letters = Буквы
option-ghosts = отметки
    .description = Отмечать, где стоят фигуры другой доски (по умолчанию: да)

command-server-settings = настройки-сервера
    .description = Настройки этого сервера (нужно право «Управлять сервером»)
option-threads = ветки
    .description = Играть каждую партию в своей ветке
option-server-settings-time = время
    .description = Время на ход по умолчанию
option-max_games = макс_партий
    .description = Наибольшее число текущих партий на игрока
option-bot_games = партии_с_ботом
    .description = Разрешить партии против бота
option-challenge_expiry = срок_вызова
    .description = Сколько вызов остаётся открытым
choice-challenge_expiry-10m = 10 минут
choice-challenge_expiry-1h = 1 час
choice-challenge_expiry-12h = 12 часов
choice-challenge_expiry-1d = 1 день
choice-challenge_expiry-3d = 3 дня
choice-challenge_expiry-7d = 7 дней
option-puzzle_channel = канал_задач
    .description = Где публикуется задача дня
option-puzzle_time = время_задачи
    .description = Когда публикуется задача дня, ЧЧ:ММ по UTC (off: без задачи дня)
option-server-settings-language = язык
    .description = Язык сообщений бота здесь (auto: язык сервера)
option-server-settings-boards = доски
    .description = Где стоят доски у тех, кто не выбрал (auto: одна над другой)

command-rules = правила
    .description = Как играют в шахматы Алисы

command-help = помощь
    .description = Команды и их параметры

command-sweep = sweep
    .description = Запустить обход сейчас (просрочки, напоминания, истёкшие вызовы, ходы бота)

command-click = click
    .description = Нажать кнопку или выбрать в меню по id, показанному после неё
option-click-id = id
    .description = id кнопки или меню, например pieces:1:0
option-value = value
    .description = Вариант, выбранный в меню, например g1a

command-tournament = турнир
    .description = Турниры по швейцарской системе на сервере

command-tournament-create = создать
    .description = Создать турнир по швейцарской системе в этом канале (администраторы сервера)
option-name = название
    .description = Название турнира
option-rounds = туры
    .description = Сколько туров (по умолчанию: 5)
option-tournament-create-time = время
    .description = Время на ход, например 1d (по умолчанию: как на сервере)
option-tournament-create-rated = рейтинговый
    .description = Идут ли партии в рейтинг (по умолчанию: да)
option-tie_breaks = показатели
    .description = Дополнительные показатели ФИДЕ по порядку: BH-C1, BH, SB, DE, WIN (по умолчанию: все)

command-tournament-join = вступить
    .description = Вступить в турнир
option-tournament-join-id = номер
    .description = Какой турнир (по умолчанию: последний на сервере)

command-tournament-leave = выйти
    .description = Выйти из турнира (после начала — выбыть)
option-tournament-leave-id = номер
    .description = Какой турнир (по умолчанию: последний на сервере)

command-tournament-start = начать
    .description = Начать турнир: составить пары первого тура
option-tournament-start-id = номер
    .description = Какой турнир (по умолчанию: последний на сервере)

command-tournament-standings = таблица
    .description = Таблица турнира
option-tournament-standings-id = номер
    .description = Какой турнир (по умолчанию: последний на сервере)

command-tournament-pairings = пары
    .description = Пары и результаты тура
option-tournament-pairings-id = номер
    .description = Какой турнир (по умолчанию: последний на сервере)
option-round = тур
    .description = Какой тур (по умолчанию: текущий)

command-tournament-info = инфо
    .description = Что за турнир и на каком он этапе
option-tournament-info-id = номер
    .description = Какой турнир (по умолчанию: последний на сервере)

command-tournament-manage = управление
    .description = Вести турнир (его создатель и администраторы сервера)

command-tournament-manage-forbid = запретить
    .description = Никогда не сводить двух игроков в следующих турах
option-first = первый
    .description = Участник турнира
option-second = второй
    .description = Игрок, с которым ему нельзя играть
option-tournament-manage-forbid-id = номер
    .description = Какой турнир (по умолчанию: последний на сервере)

command-tournament-manage-cancel = отменить
    .description = Отменить турнир: новых туров не будет
option-tournament-manage-cancel-id = номер
    .description = Какой турнир (по умолчанию: последний на сервере)
