# The live table: a game's page in a browser.

watch-live = Oglądaj na żywo
web-moves = Ruchy
web-no-moves = Jeszcze nie było ruchów.
web-live = Na żywo
web-reconnecting = Utracono połączenie; łączenie ponownie…
web-not-found-title = Nie znaleziono partii
web-not-found = Pod tym adresem nie ma partii. Otwórz partię przyciskiem „Oglądaj na żywo” w Discordzie.
web-unavailable-title = Spróbuj za chwilę
web-unavailable = Nie można teraz odczytać partii. Odśwież stronę za kilka sekund.
web-clock-days = d
