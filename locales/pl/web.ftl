# The live table: a game's page in a browser.

watch-live = Oglądaj na żywo
play-in-discord = Graj w Discordzie
web-moves = Ruchy
web-no-moves = Jeszcze nie było ruchów.
web-live = Na żywo
web-reconnecting = Utracono połączenie; łączenie ponownie…
web-not-found-title = Nie znaleziono partii
web-not-found = Pod tym adresem nie ma partii. Otwórz partię przyciskiem „Oglądaj na żywo” w Discordzie.
web-unavailable-title = Spróbuj za chwilę
web-unavailable = Nie można teraz odczytać partii. Odśwież stronę za kilka sekund.
web-clock-days = d
web-sign-in = Zaloguj się przez Discorda
web-signed-in-as = Zalogowano jako { $name }.
web-sign-out = Wyloguj się
web-sign-in-title = Nie zalogowano
web-sign-in-stale = To logowanie wygasło albo zostało już użyte. Wróć do partii i zaloguj się ponownie.
web-sign-in-failed = Discord nie potwierdził, kim jesteś. Spróbuj zalogować się ponownie za chwilę.
web-move-placeholder = Wpisz ruch (e4, Nf3)
web-move-send = Graj
web-takeback = Cofnij ruch
activity-launch-description = Otwórz w Discordzie stół na żywo z partią tego kanału
web-activity-title = Szachy Alicji
web-activity-connecting = Łączenie z Discordem…
web-activity-no-game = Na tym kanale nie rozegrano jeszcze partii. Zacznij ją przez /challenge lub /play i otwórz aktywność ponownie.
web-activity-outside = Ta strona otwiera się w Discordzie, przyciskiem „Graj w Discordzie” przy partii.

# A standing offer at the live table; $name and $side: who made it.
web-offer-draw = { $name } ({ side }) proponuje remis.
web-offer-takeback = { $name } ({ side }) prosi o cofnięcie ostatniego ruchu.
web-offer-pending = Czekasz na odpowiedź przeciwnika.
web-offer-declined = Twoja propozycja została odrzucona.
web-withdraw = Wycofaj
web-game-changed = Partia zmieniła się, zanim dotarł twój ruch; nic nie zrobiono. Strona pokazuje ją teraz w obecnym stanie.
web-activity-not-yours = Ta aktywność nie jest otwarta na tym kanale z tobą. Otwórz ją z kanału lub wątku partii.
