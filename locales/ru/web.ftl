# The live table: a game's page in a browser.

watch-live = Смотреть вживую
play-in-discord = Играть в Discord
web-moves = Ходы
web-no-moves = Ходов пока нет.
web-live = В эфире
web-reconnecting = Связь потеряна; переподключение…
web-not-found-title = Партия не найдена
web-not-found = По этому адресу партии нет. Откройте партию кнопкой «Смотреть вживую» в Discord.
web-unavailable-title = Попробуйте чуть позже
web-unavailable = Сейчас партию не удаётся прочитать. Обновите страницу через несколько секунд.
web-clock-days = д
web-sign-in = Войти через Discord
web-signed-in-as = Вы вошли как { $name }.
web-sign-out = Выйти
web-sign-in-title = Вход не выполнен
web-sign-in-stale = Этот вход истёк или уже использован. Вернитесь к партии и войдите снова.
web-sign-in-failed = Discord не подтвердил, кто вы. Попробуйте войти ещё раз чуть позже.
web-move-placeholder = Введите ход (e4, Nf3)
web-move-send = Сходить
web-takeback = Вернуть ход
activity-launch-description = Открыть в Discord живой стол партии этого канала
web-activity-title = Шахматы Алисы
web-activity-connecting = Подключение к Discord…
web-activity-no-game = В этом канале ещё не играли. Начните партию командой /challenge или /play и откройте активность снова.
web-activity-outside = Эта страница открывается внутри Discord, кнопкой «Играть в Discord» у партии.

# A standing offer at the live table; $name and $side: who made it.
web-offer-draw = { $name } ({ side }) предлагает ничью.
web-offer-takeback = { $name } ({ side }) просит вернуть последний ход.
web-offer-pending = Ждём ответа соперника.
web-offer-declined = Ваше предложение отклонено.
web-withdraw = Отозвать
web-game-changed = Партия изменилась раньше, чем дошёл ваш ход; ничего не сделано. Страница теперь показывает её такой, какая она есть.
web-activity-not-yours = Это действие не открыто в этом канале с вашим участием. Откройте его из канала или ветки партии.
