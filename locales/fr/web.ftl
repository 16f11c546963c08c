# The live table: a game's page in a browser.

watch-live = Suivre en direct
web-moves = Coups
web-no-moves = Aucun coup pour l’instant.
web-live = En direct
web-reconnecting = Connexion perdue ; reconnexion…
web-not-found-title = Partie introuvable
web-not-found = Aucune partie n’a cette adresse. Ouvrez la partie avec son bouton « Suivre en direct » dans Discord.
web-unavailable-title = Réessayez dans un instant
web-unavailable = La partie ne peut pas être lue pour le moment. Rechargez la page dans quelques secondes.
web-clock-days = j
web-sign-in = Se connecter avec Discord
web-signed-in-as = Connecté en tant que { $name }.
web-sign-out = Se déconnecter
web-sign-in-title = Non connecté
web-sign-in-stale = Cette connexion a expiré ou a déjà servi. Revenez à la partie et connectez-vous à nouveau.
web-sign-in-failed = Discord n’a pas confirmé votre identité. Réessayez de vous connecter dans un instant.
web-move-placeholder = Tapez un coup (e4, Nf3)
web-move-send = Jouer
web-takeback = Reprendre le coup
