# Турниры: швейцарка по переписке в канале сервера.
tournament-default-name = Швейцарка
tournament-created = Турнир №{ $id } **{ $name }** создан: участники вступают кнопкой или командой /tournament join, а /tournament start составляет пары первого тура.
tournament-started = Турнир №{ $id } начался: пары первого тура составлены.
tournament-announced = **{ $name }** (турнир №{ $id }), организатор { $creator }: швейцарская система, { $rounds } { $rounds ->
    [one] тур
    [few] тура
   *[many] туров
} по голландской системе ФИДЕ, { variant-game-name }, { $time } на ход, { $rated ->
    [rated] на рейтинг
   *[casual] без рейтинга
}; дополнительные показатели { $breaks }.
tournament-joined = { $player } вступает в **{ $name }** (турнир №{ $id }): { $players } { $players ->
    [one] участник
    [few] участника
   *[many] участников
}.
tournament-joined-late = Текущий тур засчитан как свободный с половиной очка; жеребьёвка учтёт вас с { $round }-го тура.
tournament-left = { $player } покидает **{ $name }** (турнир №{ $id }).
tournament-withdrawn = { $player } выбывает из **{ $name }** (турнир №{ $id }) и не получит пар в следующих турах; /tournament join возвращает в турнир.
tournament-no-show = { $player } проиграл партию №{ $game } по времени, не сделав ни хода, и выбывает из турнира №{ $id }; /tournament join возвращает в турнир.
tournament-round-paired = **{ $name }** (турнир №{ $id }), тур { $round } из { $rounds }:
tournament-board-line = Доска { $board }: { $white } – { $black }, партия №{ $game }
tournament-bye-line = { $player }: свободен от игры (1 очко)
tournament-late-line = { $player }: вступил позже (½ очка)
tournament-result-line = Доска { $board }: { $white } – { $black } { $result }{ $forfeit ->
    [yes] {" "}(неявка)
   *[no] {""}
}, партия №{ $game }
tournament-playing = (идёт)
tournament-no-pairing = Ни одна жеребьёвка { $round }-го тура не соблюдает правила (никто не играет дважды с одним соперником, никто не свободен дважды): турнир завершается досрочно.
tournament-finished = **{ $name }** (турнир №{ $id }) завершён. Итоговая таблица:
tournament-standing-line = { $place }. { $name }{ $withdrawn }: { $points } · { $breaks }
tournament-withdrawn-mark = (выбыл)
tournament-standings-head = Таблица **{ $name }** (турнир №{ $id }) после тура { $round } из { $rounds }:
tournament-not-started = **{ $name }** (турнир №{ $id }) ещё не начался: { $players } { $players ->
    [one] участник
    [few] участника
   *[many] участников
}.
tournament-first-round = **{ $name }** (турнир №{ $id }) играет первый тур: таблица появится после его последнего результата.
tournament-pairings-head = **{ $name }** (турнир №{ $id }), тур { $round } из { $rounds }:
tournament-stage = { $status ->
    [open] Идёт запись
    [finished] Завершён после { $round }-го тура из { $rounds }
    [cancelled] Отменён
   *[running] Идёт тур { $round } из { $rounds }
}; { $players } { $players ->
    [one] участник
    [few] участника
   *[many] участников
}:
tournament-not-in-server = Турниры проходят в каналах сервера, а не в личных сообщениях.
tournament-not-manager = Создавать турниры могут только участники с правом управлять сервером.
tournament-not-organiser = Это может сделать только создатель турнира №{ $id } или администратор сервера.
tournament-none-here = На этом сервере ещё нет турниров: администратор сервера создаёт турнир командой /tournament create.
tournament-no-such = На этом сервере нет турнира №{ $id }.
tournament-bad-name = Название турнира — одна строка не длиннее { $max } символов.
tournament-bad-rounds = В швейцарке от 1 до { $max } туров, а не { $given }.
tournament-bad-tie-break = `{ $given }` — не дополнительный показатель для выбора (каждый не более одного раза): { $codes }.
tournament-live-clock = Турниры играются по переписке, со временем на ход вроде 1d; `{ $given }` — это живые часы.
tournament-too-many = На этом сервере уже { $max } открытых или идущих турниров.
tournament-full = Турнир №{ $id } заполнен ({ $max } участников).
tournament-already-in = Вы уже играете в турнире №{ $id }.
tournament-not-in = Вы не играете в турнире №{ $id }.
tournament-over = Турнир №{ $id } завершён.
tournament-late-join-closed = Турнир №{ $id } в { $round }-м туре из { $rounds }: запись закрывается, когда началось больше половины туров.
tournament-already-started = Турнир №{ $id } уже начался.
tournament-too-few = Для начала турнира №{ $id } нужно хотя бы 2 участника; записалось { $players }.
tournament-no-such-round = В турнире №{ $id } нет тура { $round }: составлены пары { $played } { $played ->
    [one] тура
    [few] туров
   *[many] туров
}.
game-begins-tournament = Турнир №{ $tournament }, тур { $round }: начинается партия №{ $game }{ $suffix }: { $white } (белые) против { $black } (чёрные).
button-join = Вступить
button-leave = Выйти
local-event = турнир
tournament-forbidden = { $first } и { $second } не будут играть друг с другом в турнире №{ $id }.
tournament-cancelled = { $player } отменяет **{ $name }** (турнир №{ $id }): новые туры не составляются; идущие партии продолжаются.
tournament-same-player = Игрок не может играть сам с собой: укажите двух игроков.
tournament-not-playing = { $name } не играет в турнире №{ $id }.
