rules-alice = **Szachy Alicji** to szachy na dwóch szachownicach, A i B. Partia zaczyna się na szachownicy A; B jest pusta.
    • Bierka porusza się jak w zwykłych szachach na szachownicy, na której stoi, widząc tylko ją — potem przechodzi *przez lustro* na to samo pole drugiej szachownicy.
    • To pole na drugiej szachownicy musi być puste, inaczej ruch jest niedozwolony (także bicie).
    • Król jest szachowany tylko przez bierki z własnej szachownicy. Nie możesz zostawić króla w szachu na żadnej szachownicy, ani przed przejściem, ani po nim.
    • Roszada odbywa się na szachownicy A; król i wieża lądują na szachownicy B. Bicie w przelocie (domyślnie włączone) jest możliwe tylko na szachownicy A.
    • Ruch, który ląduje na szachownicy A, zapisuje się z /A (np. Ne5/A). Remisy: pat, porozumienie, zasada 50 ruchów, trzykrotne powtórzenie, same króle.
rules-alice-caption = 1. Nf3 e6 2. Ne5/A Bc5 3. Nxf7 — skoczek stoi teraz na f7 szachownicy B
rules-three-board = **Alicja na trzech szachownicach** to szachy Alicji na trzech szachownicach, A, B i C. Partia zaczyna się na szachownicy A; B i C są puste.
    • Bierka porusza się jak w zwykłych szachach na szachownicy, na której stoi, widząc tylko ją — potem przechodzi na to samo pole *jednej z dwóch pozostałych szachownic, którą wybierasz*. To pole musi tam być puste.
    • Król jest szachowany tylko przez bierki z własnej szachownicy. Nie możesz zostawić króla w szachu, ani przed przejściem, ani po nim.
    • Roszada odbywa się na szachownicy A; król i wieża lądują razem na B albo razem na C. Bicie w przelocie jest możliwe tylko na szachownicy A; bijący pion ląduje na B lub C.
    • Ruch podaje szachownicę, na której jest wykonany, i tę, na której ląduje: Nf3/AB (wykonany na A, ląduje na B), Qd8/CA#. Pomiń szachownicę, gdy pasuje tylko jedna.
    • Remisy: pat, porozumienie, zasada 50 ruchów, trzykrotne powtórzenie (na wszystkich trzech szachownicach), same króle.
rules-three-board-caption = 1. Nf3/AC e6/AB 2. Ne5/CA Bc5/AB 3. Nxf7/AB — skoczek stoi teraz na f7 szachownicy B
rules-narrow = **Alicja 8x4** to szachy Alicji na dwóch szachownicach o czterech kolumnach (a–d) i ośmiu rzędach. Każda strona zaczyna na szachownicy A: wieża, hetman, król, wieża w pierwszym rzędzie, skoczek, goniec, goniec, skoczek w drugim i cztery piony w trzecim; szachownica B jest pusta.
    • Jak w szachach Alicji, bierka porusza się na swojej szachownicy, a potem przechodzi na to samo pole drugiej szachownicy, które musi tam być puste. Król jest szachowany tylko z własnej szachownicy, przed przejściem i po nim.
    • Piony idą tylko o jedno pole (więc nie ma bicia w przelocie) i promują w ostatnim rzędzie. Nie ma roszady.
    • Ruchy zapisuje się jak w szachach Alicji: Nb4, Nd5/A (ląduje na szachownicy A).
    • Remisy: pat, porozumienie, zasada 50 ruchów, trzykrotne powtórzenie, same króle.
rules-narrow-caption = 1. Nb4 Nc5 2. Nd5/A Kd7 3. Nxb6# — król uciekł na szachownicę B, gdzie ląduje skoczek
rules-duo = **Szachy Duo** rozgrywa się na dwóch szachownicach: armia białych zaczyna na szachownicy A, armia czarnych na szachownicy B.
    • Ruch wykonuje się na szachownicy, na której stoi bierka, widząc tylko ją. Potem bierka **zostaje** albo **przechodzi** na to samo pole drugiej szachownicy, jeśli jest tam puste.
    • Zamiast tego bierka inna niż pion może wykonać **ruch zerowy**: prosto na to samo pole drugiej szachownicy, bijąc stojącą tam bierkę przeciwnika.
    • Król jest w szachu, gdy jest atakowany na własnej szachownicy albo gdy bierka przeciwnika (nie pion) stoi na tym samym polu drugiej szachownicy. Po twoim ruchu twój król nie może być w szachu.
    • Roszada na szachownicy twojej armii, bez przejścia. Nie ma bicia w przelocie.
    • Ruch podaje szachownicę, na której go wykonano, i tę, na której bierka kończy: e4/AA zostaje, Nf3/AB przechodzi, N@g1/AB to ruch zerowy. Wpisany bez szachownic ruch zostaje.
rules-duo-caption = 4. Qe8/AA# — hetman na e8 szachownicy A szachuje króla na e8 szachownicy B; K@xe8 wpadłby na gońca
