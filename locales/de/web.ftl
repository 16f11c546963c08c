# The live table: a game's page in a browser.

watch-live = Live zuschauen
play-in-discord = In Discord spielen
web-moves = Züge
web-no-moves = Noch keine Züge.
web-live = Live
web-reconnecting = Verbindung verloren; neuer Versuch …
web-not-found-title = Partie nicht gefunden
web-not-found = Unter dieser Adresse gibt es keine Partie. Öffne die Partie über ihren Knopf „Live zuschauen“ in Discord.
web-unavailable-title = Gleich noch einmal versuchen
web-unavailable = Die Partie kann gerade nicht gelesen werden. Lade die Seite in ein paar Sekunden neu.
web-clock-days = T
web-sign-in = Mit Discord anmelden
web-signed-in-as = Angemeldet als { $name }.
web-sign-out = Abmelden
web-sign-in-title = Nicht angemeldet
web-sign-in-stale = Diese Anmeldung ist abgelaufen oder wurde schon benutzt. Geh zurück zur Partie und melde dich erneut an.
web-sign-in-failed = Discord hat nicht bestätigt, wer du bist. Versuche die Anmeldung gleich noch einmal.
web-move-placeholder = Zug eingeben (e4, Nf3)
web-move-send = Ziehen
web-takeback = Zurücknehmen
activity-launch-description = Den Live-Tisch der Partie dieses Kanals in Discord öffnen
web-activity-title = Alice-Schach
web-activity-connecting = Verbindung zu Discord …
web-activity-no-game = In diesem Kanal wurde noch keine Partie gespielt. Starte eine mit /challenge oder /play und öffne die Aktivität dann erneut.
web-activity-outside = Diese Seite öffnet sich in Discord, über die Schaltfläche „In Discord spielen“ einer Partie.

# A standing offer at the live table; $name and $side: who made it.
web-offer-draw = { $name } ({ side }) bietet Remis an.
web-offer-takeback = { $name } ({ side }) möchte den letzten Zug zurücknehmen.
web-offer-pending = Die Antwort deines Gegners steht noch aus.
web-offer-declined = Dein Angebot wurde abgelehnt.
web-withdraw = Zurückziehen
web-game-changed = Die Partie hat sich geändert, bevor dein Zug ankam; es ist nichts geschehen. Die Seite zeigt sie jetzt, wie sie steht.
web-activity-not-yours = Diese Aktivität ist in diesem Kanal nicht mit dir geöffnet. Öffne sie im Kanal oder Thread der Partie.
