# The live table: a game's page in a browser.

watch-live = Suivre en direct
play-in-discord = Jouer dans Discord
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
activity-launch-description = Ouvrir dans Discord la table en direct de la partie de ce salon
web-activity-title = Échecs d’Alice
web-activity-connecting = Connexion à Discord…
web-activity-no-game = Aucune partie n’a été jouée dans ce salon. Lancez-en une avec /challenge ou /play, puis rouvrez l’activité.
web-activity-outside = Cette page s’ouvre dans Discord, depuis le bouton « Jouer dans Discord » d’une partie.

# A standing offer at the live table; $name and $side: who made it.
web-offer-draw = { $name } ({ side }) propose la nulle.
web-offer-takeback = { $name } ({ side }) demande à reprendre son dernier coup.
web-offer-pending = En attente de la réponse de votre adversaire.
web-offer-declined = Votre proposition a été refusée.
web-withdraw = Retirer
web-game-changed = La partie a changé avant que votre coup n’arrive ; rien n’a été fait. La page la montre maintenant telle qu’elle est.
web-activity-not-yours = Cette activité n’est pas ouverte dans ce salon avec vous. Ouvrez-la depuis le salon ou le fil de la partie.
