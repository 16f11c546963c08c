rules-alice = O **xadrez de Alice** é xadrez em dois tabuleiros, A e B. A partida começa no tabuleiro A; o B está vazio.
    • Uma peça se move como no xadrez comum no tabuleiro onde está, vendo só esse tabuleiro — depois ela passa *através do espelho* para a mesma casa do outro tabuleiro.
    • Essa casa do outro tabuleiro precisa estar vazia, senão o lance não é permitido (capturas também).
    • Um rei só fica em xeque por peças do seu próprio tabuleiro. Você não pode deixar seu rei em xeque em nenhum tabuleiro, nem antes nem depois da passagem.
    • O roque acontece no tabuleiro A; rei e torre pousam no tabuleiro B. O en passant (ativado por padrão) só existe no tabuleiro A.
    • Um lance que pousa no tabuleiro A é escrito com /A (p. ex. Ne5/A). Empates: afogamento, acordo, cinquenta lances, tripla repetição, reis sozinhos.
rules-alice-caption = 1. Nf3 e6 2. Ne5/A Bc5 3. Nxf7 — o cavalo agora está em f7 do tabuleiro B
rules-three-board = **Alice em três tabuleiros** é o xadrez de Alice em três tabuleiros, A, B e C. A partida começa no tabuleiro A; B e C estão vazios.
    • Uma peça se move como no xadrez comum no tabuleiro onde está, vendo só esse tabuleiro — depois ela passa para a mesma casa *de um dos outros dois tabuleiros, que você escolhe*. Essa casa precisa estar vazia lá.
    • Um rei só fica em xeque por peças do seu próprio tabuleiro. Você não pode deixar seu rei em xeque, nem antes nem depois da passagem.
    • O roque acontece no tabuleiro A; rei e torre pousam ambos em B ou ambos em C. O en passant só existe no tabuleiro A; o peão que captura pousa em B ou C.
    • Um lance diz o tabuleiro em que é jogado e o tabuleiro em que pousa: Nf3/AB (jogado em A, pousa em B), Qd8/CA#. Omita um tabuleiro quando só um servir.
    • Empates: afogamento, acordo, cinquenta lances, tripla repetição (nos três tabuleiros), reis sozinhos.
rules-three-board-caption = 1. Nf3/AC e6/AB 2. Ne5/CA Bc5/AB 3. Nxf7/AB — o cavalo agora está em f7 do tabuleiro B
rules-narrow = **Alice 8x4** é o xadrez de Alice em dois tabuleiros de quatro colunas (a–d) e oito fileiras. Cada lado começa no tabuleiro A com torre, dama, rei, torre na primeira fileira, cavalo, bispo, bispo, cavalo na segunda e quatro peões na terceira; o tabuleiro B está vazio.
    • Como no xadrez de Alice, uma peça se move no seu tabuleiro e depois passa para a mesma casa do outro tabuleiro, que precisa estar vazia lá. Um rei só fica em xeque pelo seu próprio tabuleiro, antes e depois da passagem.
    • Os peões andam só uma casa (então não há en passant) e são promovidos na última fileira. Não há roque.
    • Os lances são escritos como no xadrez de Alice: Nb4, Nd5/A (pousa no tabuleiro A).
    • Empates: afogamento, acordo, cinquenta lances, tripla repetição, reis sozinhos.
rules-narrow-caption = 1. Nb4 Nc5 2. Nd5/A Kd7 3. Nxb6# — o rei fugiu para o tabuleiro B, onde o cavalo pousa
rules-duo = O **xadrez Duo** é jogado em dois tabuleiros: o exército das brancas começa no tabuleiro A, o das pretas no tabuleiro B.
    • O lance é feito no tabuleiro onde a peça está, vendo só esse tabuleiro. Depois a peça **fica**, ou **passa** para a mesma casa do outro tabuleiro se ela estiver vazia lá.
    • Em vez disso, uma peça que não seja peão pode fazer um **lance zero**: direto para a mesma casa do outro tabuleiro, capturando uma peça inimiga que esteja lá.
    • Um rei está em xeque quando é atacado no seu próprio tabuleiro, ou quando uma peça inimiga (não um peão) está na mesma casa do outro tabuleiro. Depois do seu lance, seu rei não pode estar em xeque.
    • Roque no tabuleiro do seu exército, sem passagem. Não há en passant.
    • Os lances dizem o tabuleiro em que se joga e o tabuleiro em que a peça termina: e4/AA fica, Nf3/AB passa, N@g1/AB é um lance zero. Digitado sem tabuleiros, um lance fica.
rules-duo-caption = 4. Qe8/AA# — a dama em e8 de A dá xeque no rei em e8 de B; K@xe8 cairia no bispo
