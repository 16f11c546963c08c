rules-alice = **Alice-Schach** ist Schach auf zwei Brettern, A und B. Die Partie beginnt auf Brett A; B ist leer.
    • Eine Figur zieht wie im normalen Schach auf dem Brett, auf dem sie steht, und sieht nur dieses Brett — dann geht sie *durch den Spiegel* auf dasselbe Feld des anderen Bretts.
    • Dieses Feld auf dem anderen Brett muss leer sein, sonst ist der Zug nicht erlaubt (auch beim Schlagen).
    • Ein König steht nur durch Figuren auf seinem eigenen Brett im Schach. Du darfst deinen König auf keinem Brett im Schach lassen, weder vor noch nach dem Wechsel.
    • Rochiert wird auf Brett A; König und Turm landen auf Brett B. En passant (standardmäßig an) gibt es nur auf Brett A.
    • Ein Zug, der auf Brett A landet, wird mit /A geschrieben (z. B. Ne5/A). Remis: Patt, Einigung, 50 Züge, dreifache Stellungswiederholung, nackte Könige.
rules-alice-caption = 1. Nf3 e6 2. Ne5/A Bc5 3. Nxf7 — der Springer steht jetzt auf f7 von Brett B
rules-three-board = **Alice auf drei Brettern** ist Alice-Schach auf drei Brettern, A, B und C. Die Partie beginnt auf Brett A; B und C sind leer.
    • Eine Figur zieht wie im normalen Schach auf dem Brett, auf dem sie steht, und sieht nur dieses Brett — dann geht sie auf dasselbe Feld *eines der beiden anderen Bretter, das du wählst*. Dieses Feld muss dort leer sein.
    • Ein König steht nur durch Figuren auf seinem eigenen Brett im Schach. Du darfst deinen König nicht im Schach lassen, weder vor noch nach dem Wechsel.
    • Rochiert wird auf Brett A; König und Turm landen beide auf B oder beide auf C. En passant gibt es nur auf Brett A; der schlagende Bauer landet auf B oder C.
    • Ein Zug nennt das Brett, auf dem er gespielt wird, und das Brett, auf dem er landet: Nf3/AB (auf A gespielt, landet auf B), Qd8/CA#. Lass ein Brett weg, wenn nur eines passt.
    • Remis: Patt, Einigung, 50 Züge, dreifache Stellungswiederholung (alle drei Bretter), nackte Könige.
rules-three-board-caption = 1. Nf3/AC e6/AB 2. Ne5/CA Bc5/AB 3. Nxf7/AB — der Springer steht jetzt auf f7 von Brett B
rules-narrow = **8x4-Alice** ist Alice-Schach auf zwei Brettern mit vier Linien (a–d) und acht Reihen. Jede Seite beginnt auf Brett A mit Turm, Dame, König, Turm auf ihrer ersten Reihe, Springer, Läufer, Läufer, Springer auf der zweiten und vier Bauern auf der dritten; Brett B ist leer.
    • Wie im Alice-Schach zieht eine Figur auf ihrem Brett und geht dann auf dasselbe Feld des anderen Bretts, das dort leer sein muss. Ein König steht nur durch sein eigenes Brett im Schach, vor und nach dem Wechsel.
    • Bauern ziehen nur ein Feld (also kein En passant) und wandeln sich auf der letzten Reihe um. Es gibt keine Rochade.
    • Züge werden wie im Alice-Schach geschrieben: Nb4, Nd5/A (landet auf Brett A).
    • Remis: Patt, Einigung, 50 Züge, dreifache Stellungswiederholung, nackte Könige.
rules-narrow-caption = 1. Nb4 Nc5 2. Nd5/A Kd7 3. Nxb6# — der König floh auf Brett B, wo der Springer landet
rules-duo = **Duo-Schach** wird auf zwei Brettern gespielt: Die Armee von Weiß beginnt auf Brett A, die von Schwarz auf Brett B.
    • Gezogen wird auf dem Brett, auf dem die Figur steht, die nur dieses Brett sieht. Dann **bleibt** die Figur oder **wechselt** auf dasselbe Feld des anderen Bretts, wenn es dort leer ist.
    • Stattdessen darf eine Figur außer einem Bauern einen **Nullzug** machen: direkt auf dasselbe Feld des anderen Bretts, wobei sie eine dort stehende gegnerische Figur schlägt.
    • Ein König steht im Schach, wenn er auf seinem eigenen Brett angegriffen wird oder wenn eine gegnerische Figur (kein Bauer) auf demselben Feld des anderen Bretts steht. Nach deinem Zug darf dein König nicht im Schach stehen.
    • Rochade auf dem Brett deiner Armee, ohne Wechsel. Kein En passant.
    • Züge nennen das Brett, auf dem gezogen wird, und das Brett, auf dem die Figur endet: e4/AA bleibt, Nf3/AB wechselt, N@g1/AB ist ein Nullzug. Ohne Bretter getippt, bleibt ein Zug.
rules-duo-caption = 4. Qe8/AA# — die Dame auf e8 von A bietet dem König auf e8 von B Schach; K@xe8 liefe in den Läufer
