# Les commandes slash telles que Discord les montre.

command-challenge = défier
    .description = Défier quelqu'un (ou tout le monde) à une partie d'échecs d'Alice
option-opponent = adversaire
    .description = Qui défier (à omettre pour un défi ouvert que tout le monde peut accepter)
option-color = couleur
    .description = Votre couleur (par défaut : au hasard)
choice-color-white = Blancs
choice-color-black = Noirs
choice-color-random = Au hasard
option-en_passant = en_passant
    .description = Autoriser la prise en passant (par défaut : oui)
option-challenge-rated = classée
    .description = La partie compte-t-elle pour le classement (par défaut : oui)
option-challenge-time = temps
    .description = Une pendule en direct (minutes+secondes par coup) ou un temps par coup (défaut : celui du serveur)
choice-time-1-plus-0 = En direct 1+0 (bullet)
choice-time-2-plus-1 = En direct 2+1 (bullet)
choice-time-3-plus-0 = En direct 3+0 (blitz)
choice-time-3-plus-2 = En direct 3+2 (blitz)
choice-time-5-plus-0 = En direct 5+0 (blitz)
choice-time-5-plus-3 = En direct 5+3 (blitz)
choice-time-10-plus-0 = En direct 10+0 (rapide)
choice-time-10-plus-5 = En direct 10+5 (rapide)
choice-time-15-plus-10 = En direct 15+10 (rapide)
choice-time-30-plus-0 = En direct 30+0 (classique)
choice-time-10m = 10 minutes
choice-time-1h = 1 heure
choice-time-12h = 12 heures
choice-time-1d = 1 jour
choice-time-3d = 3 jours
choice-time-7d = 7 jours
choice-time-14d = 14 jours
option-variant = variante
    .description = Quel jeu : Alice à deux échiquiers (par défaut), à trois, Alice 8x4 ou échecs Duo
choice-variant-alice = Alice (deux échiquiers)
choice-variant-three-board = Alice à trois échiquiers
choice-variant-8x4 = Alice 8x4
choice-variant-duo = Échecs Duo

command-accept = accepter
    .description = Accepter un défi
option-challenge = défi
    .description = Numéro du défi (seulement si plusieurs sont ouverts)

command-decline = refuser
    .description = Refuser un défi (ou annuler le vôtre)

command-play = jouer
    .description = Jouer contre Alice, le moteur du bot
option-level = niveau
    .description = Force de 1 (débutant) à 8 (le plus fort) ; 3 par défaut
option-play-time = temps
    .description = Une pendule en direct (minutes+secondes par coup) ou un temps par coup (défaut : 14 jours)

command-move = coup
    .description = Jouer un coup, par ex. e4, Nf3, Ne5/A, O-O
option-move-move = coup
    .description = Votre coup
option-game = partie
    .description = Numéro de la partie (seulement si vous en avez plusieurs)

command-board = échiquier
    .description = Montrer les échiquiers d'une partie (maintenant ou après un demi-coup donné)
option-ply = demi-coup
    .description = Montrer la position après ce nombre de demi-coups (0 : le départ)

command-resign = abandonner
    .description = Abandonner une partie (avec confirmation)
option-confirm = confirmer
    .description = Abandonner tout de suite, sans confirmation

command-draw = nulle
    .description = Proposer la nulle, ou accepter celle proposée

command-takeback = reprendre
    .description = Demander à reprendre votre dernier coup, ou l'accepter

command-abort = annuler
    .description = Annuler une partie avant que les deux camps aient joué

command-games = parties
    .description = Vos parties : en cours, défis, terminées
option-finished = terminées
    .description = Seulement vos parties terminées, les plus récentes d'abord, dix par page
option-page = page
    .description = Quelle page de parties terminées (1 : les dix plus récentes)

command-pgn = pgn
    .description = Télécharger une partie en PGN

command-analyze = analyser
    .description = Le regard du moteur sur une partie terminée : courbe, erreurs, PGN annoté

command-gif = gif
    .description = Une partie en GIF animé

command-puzzle = problème
    .description = Résoudre un problème d'Alice (en privé)
option-puzzle-move = coup
    .description = Votre coup dans le problème en cours, par ex. Qd4
option-puzzle-id = id
    .description = Un problème donné (non classé après votre premier essai)

command-rematch = revanche
    .description = Rejouer une partie terminée, couleurs inversées, mêmes réglages

command-rating = classement
    .description = Afficher un classement Elo, un bilan et son historique
option-player = joueur
    .description = Le classement de qui (par défaut : le vôtre)
option-speed = cadence
    .description = Parties en direct selon leur durée, ou par correspondance (défaut : la plus jouée)
choice-speed-bullet = Bullet
choice-speed-blitz = Blitz
choice-speed-rapid = Rapide
choice-speed-classical = Classique
choice-speed-correspondence = Par correspondance

command-leaderboard = palmarès
    .description = Les joueurs les mieux classés
option-scope = portée
    .description = Joueurs de ce serveur ou de partout (par défaut : partout)
choice-scope-server = Ce serveur
choice-scope-global = Partout
option-kind = type
    .description = Classement des parties ou des problèmes (par défaut : parties)
choice-kind-games = Parties
choice-kind-puzzles = Problèmes

command-settings = réglages
    .description = Avis de tour, langue et apparence de vos échiquiers
option-notify = avis
    .description = Comment on vous prévient que c'est votre tour (par défaut : mention)
choice-notify-dm = Message privé
choice-notify-mention = Mention
choice-notify-off = Aucun
option-settings-language = langue
    .description = La langue dans laquelle je vous parle (auto : celle de Discord)
option-settings-boards = échiquiers
    .description = Échiquiers l'un sous l'autre (téléphone) ou côte à côte (auto : comme le serveur)
choice-boards-stacked = L'un sous l'autre
choice-boards-side-by-side = Côte à côte
choice-boards-auto = Auto
option-theme = couleurs
    .description = Les couleurs de vos échiquiers
choice-theme-classic = Classique
choice-theme-green = Vert
choice-theme-contrast = Contraste
option-pieces = pièces
    .description = Dessin des pièces : figurines ou lettres
choice-pieces-figures = Figurines
choice-pieces-letters = Lettres
option-ghosts = marques
    .description = Marquer où sont les pièces de l'autre échiquier (par défaut : oui)

command-server-settings = réglages-serveur
    .description = Les réglages de ce serveur (nécessite Gérer le serveur)
option-threads = fils
    .description = Jouer chaque partie dans son propre fil
option-server-settings-time = temps
    .description = Temps par coup par défaut
option-max_games = parties_max
    .description = Nombre maximal de parties en cours par joueur
option-bot_games = parties_bot
    .description = Autoriser les parties contre le bot
option-challenge_expiry = expiration
    .description = Combien de temps un défi reste ouvert
choice-challenge_expiry-10m = 10 minutes
choice-challenge_expiry-1h = 1 heure
choice-challenge_expiry-12h = 12 heures
choice-challenge_expiry-1d = 1 jour
choice-challenge_expiry-3d = 3 jours
choice-challenge_expiry-7d = 7 jours
option-puzzle_channel = salon_problème
    .description = Où le problème du jour est publié
option-puzzle_time = heure_problème
    .description = Quand le problème du jour est publié, HH:MM en UTC (off : pas de problème du jour)
option-server-settings-language = langue
    .description = La langue des messages du bot ici (auto : celle du serveur)
option-server-settings-boards = échiquiers
    .description = Disposition des échiquiers pour qui n'a rien choisi (auto : l'un sous l'autre)

command-rules = règles
    .description = Comment se jouent les échecs d'Alice

command-help = aide
    .description = Les commandes et leurs options

command-sweep = sweep
    .description = Lancer le balayage maintenant (temps dépassés, rappels, expirations, coups du bot)

command-click = click
    .description = Appuyer sur un bouton ou choisir dans un menu, par l'id affiché après
option-click-id = id
    .description = L'id du bouton ou du menu, par ex. pieces:1:0
option-value = value
    .description = L'option choisie dans un menu, par ex. g1a

command-tournament = tournoi
    .description = Tournois au système suisse sur le serveur

command-tournament-create = creer
    .description = Créer un tournoi au système suisse dans ce salon (gestionnaires du serveur)
option-name = nom
    .description = Le nom du tournoi
option-rounds = rondes
    .description = Combien de rondes (par défaut : 5)
option-tournament-create-time = temps
    .description = Temps par coup, par ex. 1d (par défaut : celui du serveur)
option-tournament-create-rated = classe
    .description = Les parties comptent-elles pour le classement (par défaut : oui)
option-tie_breaks = departages
    .description = Départages FIDE dans l'ordre : BH-C1, BH, SB, DE, WIN (par défaut : tous)

command-tournament-join = rejoindre
    .description = S'inscrire à un tournoi
option-tournament-join-id = numero
    .description = Quel tournoi (par défaut : le plus récent du serveur)

command-tournament-leave = quitter
    .description = Quitter un tournoi (se retirer une fois commencé)
option-tournament-leave-id = numero
    .description = Quel tournoi (par défaut : le plus récent du serveur)

command-tournament-start = commencer
    .description = Commencer un tournoi : apparier sa première ronde
option-tournament-start-id = numero
    .description = Quel tournoi (par défaut : le plus récent du serveur)

command-tournament-standings = classement
    .description = Le classement d'un tournoi
option-tournament-standings-id = numero
    .description = Quel tournoi (par défaut : le plus récent du serveur)

command-tournament-pairings = appariements
    .description = Les appariements et résultats d'une ronde
option-tournament-pairings-id = numero
    .description = Quel tournoi (par défaut : le plus récent du serveur)
option-round = ronde
    .description = Quelle ronde (par défaut : celle en cours)

command-tournament-info = info
    .description = Ce qu'est un tournoi et où il en est
option-tournament-info-id = numero
    .description = Quel tournoi (par défaut : le plus récent du serveur)

command-tournament-manage = gerer
    .description = Diriger un tournoi (son créateur et les gestionnaires du serveur)

command-tournament-manage-forbid = interdire
    .description = Ne jamais apparier deux joueurs dans les rondes à venir
option-first = premier
    .description = Un joueur du tournoi
option-second = second
    .description = Le joueur qu'il ne doit pas rencontrer
option-tournament-manage-forbid-id = numero
    .description = Quel tournoi (par défaut : le plus récent du serveur)

command-tournament-manage-cancel = annuler
    .description = Annuler un tournoi : plus de rondes
option-tournament-manage-cancel-id = numero
    .description = Quel tournoi (par défaut : le plus récent du serveur)
