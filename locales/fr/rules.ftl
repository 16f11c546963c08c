rules-alice = Les **échecs d'Alice** se jouent sur deux échiquiers, A et B. La partie commence sur l'échiquier A ; B est vide.
    • Une pièce se déplace comme aux échecs ordinaires sur l'échiquier où elle se trouve, en ne voyant que celui-ci — puis elle passe *de l'autre côté du miroir*, sur la même case de l'autre échiquier.
    • Cette case de l'autre échiquier doit être vide, sinon le coup est interdit (prises comprises).
    • Un roi n'est en échec que par des pièces de son propre échiquier. Vous ne pouvez laisser votre roi en échec sur aucun échiquier, ni avant ni après le passage.
    • Le roque se fait sur l'échiquier A ; le roi et la tour arrivent sur l'échiquier B. La prise en passant (permise par défaut) n'existe que sur l'échiquier A.
    • Un coup qui arrive sur l'échiquier A s'écrit avec /A (par ex. Ne5/A). Nulles : pat, accord, cinquante coups, triple répétition, rois seuls.
rules-alice-caption = 1. Nf3 e6 2. Ne5/A Bc5 3. Nxf7 — le cavalier est maintenant en f7 de l'échiquier B
rules-three-board = **Alice à trois échiquiers**, ce sont les échecs d'Alice sur trois échiquiers, A, B et C. La partie commence sur l'échiquier A ; B et C sont vides.
    • Une pièce se déplace comme aux échecs ordinaires sur l'échiquier où elle se trouve, en ne voyant que celui-ci — puis elle passe sur la même case *de l'un des deux autres échiquiers, que vous choisissez*. Cette case doit y être vide.
    • Un roi n'est en échec que par des pièces de son propre échiquier. Vous ne pouvez pas laisser votre roi en échec, ni avant ni après le passage.
    • Le roque se fait sur l'échiquier A ; le roi et la tour arrivent tous deux sur B ou tous deux sur C. La prise en passant n'existe que sur l'échiquier A ; le pion preneur arrive sur B ou C.
    • Un coup nomme l'échiquier où il est joué et celui où il arrive : Nf3/AB (joué sur A, arrive sur B), Qd8/CA#. Omettez un échiquier quand un seul convient.
    • Nulles : pat, accord, cinquante coups, triple répétition (sur les trois échiquiers), rois seuls.
rules-three-board-caption = 1. Nf3/AC e6/AB 2. Ne5/CA Bc5/AB 3. Nxf7/AB — le cavalier est maintenant en f7 de l'échiquier B
rules-narrow = **Alice 8x4**, ce sont les échecs d'Alice sur deux échiquiers de quatre colonnes (a–d) et huit rangées. Chaque camp commence sur l'échiquier A avec tour, dame, roi, tour sur sa première rangée, cavalier, fou, fou, cavalier sur la deuxième et quatre pions sur la troisième ; l'échiquier B est vide.
    • Comme aux échecs d'Alice, une pièce joue sur son échiquier puis passe sur la même case de l'autre échiquier, qui doit y être vide. Un roi n'est en échec que par son propre échiquier, avant et après le passage.
    • Les pions n'avancent que d'une case (donc pas de prise en passant) et se promeuvent sur la dernière rangée. Il n'y a pas de roque.
    • Les coups s'écrivent comme aux échecs d'Alice : Nb4, Nd5/A (arrive sur l'échiquier A).
    • Nulles : pat, accord, cinquante coups, triple répétition, rois seuls.
rules-narrow-caption = 1. Nb4 Nc5 2. Nd5/A Kd7 3. Nxb6# — le roi a fui sur l'échiquier B, où arrive le cavalier
rules-duo = Les **échecs Duo** se jouent sur deux échiquiers : l'armée blanche commence sur l'échiquier A, la noire sur l'échiquier B.
    • On joue sur l'échiquier où se trouve la pièce, qui ne voit que celui-ci. Puis la pièce **reste**, ou **passe** sur la même case de l'autre échiquier si elle y est vide.
    • À la place, une pièce autre qu'un pion peut jouer un **coup nul** : droit sur la même case de l'autre échiquier, en prenant la pièce ennemie qui s'y trouve.
    • Un roi est en échec quand il est attaqué sur son propre échiquier, ou quand une pièce ennemie (pas un pion) se trouve sur la même case de l'autre échiquier. Après votre coup, votre roi ne doit pas être en échec.
    • Le roque se fait sur l'échiquier de votre armée, sans passage. Pas de prise en passant.
    • Les coups nomment l'échiquier où l'on joue et celui où la pièce finit : e4/AA reste, Nf3/AB passe, N@g1/AB est un coup nul. Tapé sans échiquiers, un coup reste.
rules-duo-caption = 4. Qe8/AA# — la dame en e8 de A met en échec le roi en e8 de B ; K@xe8 tomberait sur le fou
