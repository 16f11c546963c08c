# Polecenia z ukośnikiem tak, jak pokazuje je Discord.

command-challenge = wyzwij
    .description = Wyzwij kogoś (lub każdego) na partię szachów Alicji
option-opponent = przeciwnik
    .description = Kogo wyzwać (pomiń, by każdy mógł przyjąć otwarte wyzwanie)
option-color = kolor
    .description = Twój kolor (domyślnie: losowy)
choice-color-white = Białe
choice-color-black = Czarne
choice-color-random = Losowy
option-en_passant = w_przelocie
    .description = Zezwól na bicie w przelocie (domyślnie: tak)
option-challenge-rated = rankingowa
    .description = Czy partia liczy się do rankingu (domyślnie: tak)
option-challenge-time = czas
    .description = Zegar na żywo (minuty+sekundy na ruch) lub czas na ruch (domyślnie: serwera)
choice-time-1-plus-0 = Na żywo 1+0 (bullet)
choice-time-2-plus-1 = Na żywo 2+1 (bullet)
choice-time-3-plus-0 = Na żywo 3+0 (blitz)
choice-time-3-plus-2 = Na żywo 3+2 (blitz)
choice-time-5-plus-0 = Na żywo 5+0 (blitz)
choice-time-5-plus-3 = Na żywo 5+3 (blitz)
choice-time-10-plus-0 = Na żywo 10+0 (szybkie)
choice-time-10-plus-5 = Na żywo 10+5 (szybkie)
choice-time-15-plus-10 = Na żywo 15+10 (szybkie)
choice-time-30-plus-0 = Na żywo 30+0 (klasyczne)
choice-time-10m = 10 minut
choice-time-1h = 1 godzina
choice-time-12h = 12 godzin
choice-time-1d = 1 dzień
choice-time-3d = 3 dni
choice-time-7d = 7 dni
choice-time-14d = 14 dni
option-variant = wariant
    .description = Która gra: Alicja na dwóch szachownicach (domyślnie), na trzech, Alicja 8x4 lub szachy Duo
choice-variant-alice = Alicja (dwie szachownice)
choice-variant-three-board = Alicja na trzech szachownicach
choice-variant-8x4 = Alicja 8x4
choice-variant-duo = Szachy Duo

command-accept = przyjmij
    .description = Przyjmij wyzwanie
option-challenge = wyzwanie
    .description = Numer wyzwania (tylko gdy otwartych jest kilka)

command-decline = odrzuć
    .description = Odrzuć wyzwanie (lub anuluj własne)

command-play = graj
    .description = Zagraj z Alice, silnikiem bota
option-level = poziom
    .description = Siła od 1 (początkujący) do 8 (najsilniejszy); domyślnie 3
option-play-time = czas
    .description = Zegar na żywo (minuty+sekundy na ruch) lub czas na ruch (domyślnie: 14 dni)

command-move = ruch
    .description = Wykonaj ruch, np. e4, Nf3, Ne5/A, O-O
option-move-move = ruch
    .description = Twój ruch
option-game = partia
    .description = Numer partii (tylko gdy masz ich kilka)

command-board = szachownica
    .description = Pokaż szachownice partii (teraz lub po danym półruchu)
option-ply = półruch
    .description = Pokaż pozycję po tylu półruchach (0: początek)

command-resign = poddaj
    .description = Poddać partię (z potwierdzeniem)
option-confirm = potwierdź
    .description = Poddaj się od razu, bez potwierdzenia

command-draw = remis
    .description = Zaproponuj remis lub przyjmij zaproponowany

command-takeback = cofnij
    .description = Poproś o cofnięcie ostatniego ruchu lub zgódź się na nie

command-abort = anuluj
    .description = Anuluj partię, zanim obie strony wykonają ruch

command-games = partie
    .description = Twoje partie: trwające, wyzwania, zakończone
option-finished = zakończone
    .description = Tylko zakończone partie, od najnowszej, po dziesięć na stronie
option-page = strona
    .description = Która strona zakończonych partii (1: dziesięć najnowszych)

command-pgn = pgn
    .description = Pobierz partię jako PGN

command-analyze = analiza
    .description = Silnik ogląda zakończoną partię: wykres, błędy, PGN z komentarzami

command-gif = gif
    .description = Partia jako animowany GIF

command-puzzle = zadanie
    .description = Rozwiąż zadanie Alicji (prywatnie)
option-puzzle-move = ruch
    .description = Twój ruch w rozwiązywanym zadaniu, np. Qd4
option-puzzle-id = id
    .description = Konkretne zadanie (bez rankingu po pierwszej próbie)

command-rematch = rewanż
    .description = Zagraj zakończoną partię jeszcze raz, kolory zamienione, te same ustawienia

command-rating = ranking
    .description = Pokaż ranking, bilans i historię rankingu
option-player = gracz
    .description = Czyj ranking (domyślnie: twój)
option-speed = tempo
    .description = Partie na żywo według długości lub korespondencyjne (domyślnie: najczęstsze)
choice-speed-bullet = Bullet
choice-speed-blitz = Blitz
choice-speed-rapid = Szybkie
choice-speed-classical = Klasyczne
choice-speed-correspondence = Korespondencyjne

command-leaderboard = tabela
    .description = Gracze z najwyższym rankingiem
option-scope = zasięg
    .description = Gracze tego serwera lub wszędzie (domyślnie: wszędzie)
choice-scope-server = Ten serwer
choice-scope-global = Wszędzie
option-kind = rodzaj
    .description = Ranking partii lub zadań (domyślnie: partie)
choice-kind-games = Partie
choice-kind-puzzles = Zadania

command-settings = ustawienia
    .description = Powiadomienia o ruchu, język i wygląd szachownic
option-notify = powiadomienia
    .description = Jak dowiadujesz się, że masz ruch (domyślnie: wzmianka)
choice-notify-dm = Wiadomość prywatna
choice-notify-mention = Wzmianka
choice-notify-off = Wyłączone
option-settings-language = język
    .description = Język, w którym do ciebie mówię (auto: język Discorda)
option-settings-boards = szachownice
    .description = Szachownice jedna pod drugą (telefon) lub obok siebie (auto: jak na serwerze)
choice-boards-stacked = Jedna pod drugą
choice-boards-side-by-side = Obok siebie
choice-boards-auto = Auto
option-theme = kolory
    .description = Kolory twoich szachownic
choice-theme-classic = Klasyczne
choice-theme-green = Zielone
choice-theme-contrast = Kontrastowe
option-pieces = bierki
    .description = Jak rysować bierki: figurki lub litery
choice-pieces-figures = Figurki
choice-pieces-letters = Litery
option-ghosts = znaczniki
    .description = Zaznaczać, gdzie stoją bierki drugiej szachownicy (domyślnie: tak)

command-server-settings = ustawienia-serwera
    .description = Ustawienia tego serwera (wymaga Zarządzania serwerem)
option-threads = wątki
    .description = Graj każdą partię we własnym wątku
option-server-settings-time = czas
    .description = Domyślny czas na ruch
option-max_games = maks_partii
    .description = Najwięcej trwających partii na gracza
option-bot_games = partie_z_botem
    .description = Zezwól na partie z botem
option-challenge_expiry = ważność_wyzwania
    .description = Jak długo wyzwanie pozostaje otwarte
choice-challenge_expiry-10m = 10 minut
choice-challenge_expiry-1h = 1 godzina
choice-challenge_expiry-12h = 12 godzin
choice-challenge_expiry-1d = 1 dzień
choice-challenge_expiry-3d = 3 dni
choice-challenge_expiry-7d = 7 dni
option-puzzle_channel = kanał_zadań
    .description = Gdzie publikowane jest zadanie dnia
option-puzzle_time = godzina_zadania
    .description = Kiedy publikowane jest zadanie dnia, GG:MM w UTC (off: bez zadania dnia)
option-server-settings-language = język
    .description = Język wiadomości bota tutaj (auto: język serwera)
option-server-settings-boards = szachownice
    .description = Układ szachownic dla tych, którzy nie wybrali (auto: jedna pod drugą)

command-rules = zasady
    .description = Jak gra się w szachy Alicji

command-help = pomoc
    .description = Polecenia i ich opcje

command-sweep = sweep
    .description = Uruchom teraz przegląd (przekroczenia czasu, przypomnienia, wygasłe wyzwania, ruchy bota)

command-click = click
    .description = Naciśnij przycisk lub wybierz z menu, po id pokazanym za nim
option-click-id = id
    .description = id przycisku lub menu, np. pieces:1:0
option-value = value
    .description = Opcja wybrana z menu, np. g1a

command-tournament = turniej
    .description = Turnieje systemem szwajcarskim na serwerze

command-tournament-create = utworz
    .description = Utwórz turniej szwajcarski na tym kanale (zarządzający serwerem)
option-name = nazwa
    .description = Nazwa turnieju
option-rounds = rundy
    .description = Ile rund (domyślnie: 5)
option-tournament-create-time = czas
    .description = Czas na ruch, np. 1d (domyślnie: serwera)
option-tournament-create-rated = rankingowy
    .description = Czy partie liczą się do rankingu (domyślnie: tak)
option-tie_breaks = pomocnicza
    .description = Punktacja pomocnicza FIDE po kolei: BH-C1, BH, SB, DE, WIN (domyślnie: wszystkie)

command-tournament-join = dolacz
    .description = Dołącz do turnieju
option-tournament-join-id = numer
    .description = Który turniej (domyślnie: najnowszy na serwerze)

command-tournament-leave = opusc
    .description = Opuść turniej (po starcie: wycofaj się)
option-tournament-leave-id = numer
    .description = Który turniej (domyślnie: najnowszy na serwerze)

command-tournament-start = rozpocznij
    .description = Rozpocznij turniej: skojarz pierwszą rundę
option-tournament-start-id = numer
    .description = Który turniej (domyślnie: najnowszy na serwerze)

command-tournament-standings = tabela
    .description = Tabela turnieju
option-tournament-standings-id = numer
    .description = Który turniej (domyślnie: najnowszy na serwerze)

command-tournament-pairings = kojarzenia
    .description = Kojarzenia i wyniki rundy
option-tournament-pairings-id = numer
    .description = Który turniej (domyślnie: najnowszy na serwerze)
option-round = runda
    .description = Która runda (domyślnie: trwająca)

command-tournament-info = info
    .description = Czym jest turniej i na jakim jest etapie
option-tournament-info-id = numer
    .description = Który turniej (domyślnie: najnowszy na serwerze)

command-tournament-manage = zarzadzaj
    .description = Prowadź turniej (jego twórca i zarządzający serwerem)

command-tournament-manage-forbid = zabron
    .description = Nigdy nie kojarz dwóch graczy w kolejnych rundach
option-first = pierwszy
    .description = Gracz turnieju
option-second = drugi
    .description = Gracz, z którym nie może grać
option-tournament-manage-forbid-id = numer
    .description = Który turniej (domyślnie: najnowszy na serwerze)

command-tournament-manage-cancel = odwolaj
    .description = Odwołaj turniej: koniec rund
option-tournament-manage-cancel-id = numer
    .description = Który turniej (domyślnie: najnowszy na serwerze)
