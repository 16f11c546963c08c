error-internal = Przepraszamy, coś poszło nie tak po naszej stronie i nic nie zostało zmienione. (błąd { $id })
error-no-such-game = Nie ma partii nr { $game }.
error-not-your-game = Nie grasz w partii nr { $game }.
error-game-over = Partia nr { $game } jest zakończona ({ $how }).
error-not-your-turn = W partii nr { $game } nie jest twój ruch: ruch ma { $name }.
error-game-changed = Partia nr { $game } w międzyczasie się zmieniła; nic nie zrobiono. Zajrzyj do /board game:{ $game } i spróbuj ponownie.
error-no-games = Nie masz żadnej trwającej partii. Zacznij ją przez /challenge lub /play.
error-no-game-to-move = W żadnej z twoich partii nie masz teraz ruchu ({ $games }).
game-waits-for = nr { $game } czeka na { $name }
error-which-game = Masz kilka partii: { $games }. Wskaż którą przez game:<id>.
game-versus = nr { $game } (z { $name })
list-separator = {", "}
error-no-such-challenge = Nie ma wyzwania nr { $challenge }.
error-challenge-closed = Wyzwanie nr { $challenge } zostało już { $status ->
    [accepted] przyjęte
    [declined] odrzucone
    [cancelled] anulowane
    [expired] zamknięte, bo wygasło
   *[answered] rozpatrzone
}.
error-challenge-expired = Wyzwanie nr { $challenge } wygasło.
error-not-for-you = Wyzwanie nr { $challenge } nie jest skierowane do ciebie.
error-own-challenge = Wyzwanie nr { $challenge } jest twoje; nie możesz go przyjąć.
error-no-challenge = Nie ma dla ciebie otwartego wyzwania.
error-which-challenge = Masz kilka otwartych wyzwań: { $challenges }. Wskaż które przez challenge:<id>.
error-challenge-self = Nie możesz wyzwać samego siebie.
error-too-late-to-abort = Partii nr { $game } nie można już anulować: obie strony wykonały ruch. Możesz się poddać albo zaproponować remis.
error-no-abort-in-tournament = Partia nr { $game } jest partią turniejową: nie można jej przerwać. Możesz się poddać.
error-too-early-to-draw = Remis w partii nr { $game } można zaproponować, gdy obie strony wykonają ruch. Do tego czasu /abort ją kończy i się nie liczy.
error-nothing-to-take-back = Nie masz w partii nr { $game } ruchu do cofnięcia.
error-already-offered = Już zaproponowano { $what ->
    [draw] remis
   *[takeback] cofnięcie ruchu
} w partii nr { $game }; czekamy na odpowiedź.
error-no-offer = W partii nr { $game } nie ma { $what ->
    [draw] propozycji remisu
   *[takeback] prośby o cofnięcie ruchu
} od przeciwnika (ruch ją unieważnia albo już na nią odpowiedziano); nic nie zrobiono.
error-no-such-player = Nikt o nazwie { $name } tu nie grał.
error-unknown-control = Ten element pochodzi ze starszej wersji bota; użyj poleceń z ukośnikiem.
error-unknown-choice = To nie jest żadna z opcji menu; nic nie zrobiono.
error-stale = To menu pokazuje starszą pozycję partii nr { $game }; nic nie zrobiono. Użyj elementów najnowszej wiadomości partii (albo /board game:{ $game }).
error-not-your-move = To nie twój ruch: te elementy są dla { $name }, który ma ruch w partii nr { $game }.
error-not-in-server = Ustawienia serwera istnieją tylko na serwerze; użyj tam /server-settings.
error-not-manager = Tylko członkowie z uprawnieniem Zarządzanie serwerem mogą używać /server-settings.
error-too-many-games = Masz już { $limit } trwających partii, tyle, ile pozwala ten serwer; najpierw skończ jedną.
error-too-many-games-other = { $name } ma już { $limit } trwających partii, tyle, ile pozwala ten serwer.
error-challenge-exists = Wyzwanie nr { $challenge } między wami jest wciąż otwarte; najpierw na nie odpowiedz albo je anuluj (/decline challenge:{ $challenge }).
error-engine-busy = Alice wciąż myśli nad ruchem dla ciebie; poczekaj na jej odpowiedź i spróbuj ponownie.
error-bot-games-off = Partie z botem są na tym serwerze wyłączone.
error-still-playing = Partia nr { $game } wciąż trwa; rewanż będzie po jej zakończeniu.
error-no-finished-games = Nie masz jeszcze zakończonej partii do analizy. Wskaż ją przez game:<id>.
error-not-finished = Partia nr { $game } wciąż trwa; /analyze ogląda tylko zakończone partie, żeby nikt nie dostał pomocy silnika w trakcie gry.
error-aborted = Partia nr { $game } została anulowana; nie ma czego analizować.
error-nothing-to-analyse = Partia nr { $game } skończyła się przed pierwszym ruchem; nie ma czego analizować.
error-analysis-busy = Twoja analiza partii nr { $game } wciąż trwa; odpowiedź przyjdzie, gdy się skończy. Poproś o kolejną potem.
error-analyses-full = Silnik jest już zajęty analizami ({ $count }); nic nie uruchomiono. Spróbuj ponownie za kilka minut.
error-too-many = Poprosiłeś o zbyt wiele { $what ->
    [gif] GIF-ów
    [analysis] analiz
    [board] szachownic
    [table-action] działań przy stole na żywo
   *[bot-game] partii z botem
} w krótkim czasie; poczekaj { $wait } i spróbuj ponownie.
error-no-puzzle-left = Próbowałeś już wszystkich zadań tutaj; /puzzle id:<id> powtarza zadanie, które widziałeś.
error-no-puzzles-yet = Nie ma tu jeszcze zadań.
error-puzzles-how-to-add = Kto uruchamia bota, dodaje je poleceniami `alice puzzles generate` i `alice puzzles import` (zob. przewodnik hostingu).
error-no-such-puzzle = Nie ma zadania `{ $puzzle }`.
error-no-puzzle-attempt = Nie rozwiązujesz teraz zadania; /puzzle da ci zadanie.
error-puzzle-stale = To menu pokazuje wcześniejszy ruch twojego zadania; nic nie zrobiono. Użyj najnowszego (albo /puzzle).
error-puzzle-over = Twoja próba zadania { $puzzle } się skończyła; /puzzle da ci kolejne, /puzzle id:{ $puzzle } je powtórzy.
error-not-your-puzzle = Te elementy należą do cudzego zadania; /puzzle da ci twoje.
error-no-daily-puzzle = Ten serwer nie ma zadania dnia z dnia, w którym opublikowano ten przycisk.
error-no-puzzle-channel = Zadanie dnia potrzebuje kanału: ustaw też puzzle_channel.
restarting = Uruchamiam się ponownie; nic nie zrobiono. Spróbuj za minutę.
moved-to-thread = Gotowe. Partia nr { $game } toczy się w { $thread }.
no-piece-to-move = Żadna twoja bierka na { $square } szachownicy { $board } nie może się ruszyć.
