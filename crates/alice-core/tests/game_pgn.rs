//! Outcomes (mate, stalemate, fifty moves, repetition, bare kings),
//! takeback, and PGN writing and reading.

use alice_core::{read_pgn, write_pgn, Color, Game, PgnError, Position, Rules, Termination};

fn pos(fen: &str) -> Position {
    Position::from_fen(fen, Rules::default()).unwrap()
}

fn play(g: &mut Game, moves: &str) {
    for m in moves.split_whitespace() {
        g.play_text(m).unwrap_or_else(|e| panic!("{m}: {e}"));
    }
}

#[test]
fn stalemate() {
    let g = Game::from_position(pos("7k/5Q2/8/8/8/8/8/K7|8/8/8/8/8/8/8/8 b - - 0 1"));
    let o = g.outcome().unwrap();
    assert_eq!((o.termination, o.winner), (Termination::Stalemate, None));
    assert_eq!(o.termination.as_str(), "stalemate");
}

#[test]
fn bare_kings_after_a_capture() {
    let mut g = Game::from_position(pos("4k3/8/8/8/8/8/4r3/4K3|8/8/8/8/8/8/8/8 w - - 0 1"));
    assert_eq!(g.outcome(), None);
    play(&mut g, "Kxe2");
    let o = g.outcome().unwrap();
    assert_eq!((o.termination, o.winner), (Termination::BareKings, None));
    assert_eq!(
        g.position().fen(),
        "4k3/8/8/8/8/8/8/8|8/8/8/8/8/8/4K3/8 b - - 0 1"
    );
}

#[test]
fn fifty_move_rule() {
    let mut g = Game::from_position(pos("4k3/8/8/8/8/8/8/R3K3|8/8/8/8/8/8/8/8 w - - 99 80"));
    assert_eq!(g.outcome(), None);
    play(&mut g, "Ra2");
    assert_eq!(g.outcome().unwrap().termination, Termination::FiftyMoves);
    // A pawn move or capture resets the clock.
    let mut g = Game::from_position(pos("4k3/8/8/8/8/8/P7/4K3|8/8/8/8/8/8/8/8 w - - 99 80"));
    play(&mut g, "a3");
    assert_eq!(g.position().halfmoves(), 0);
    assert_eq!(g.outcome(), None);
}

#[test]
fn threefold_repetition_over_both_boards() {
    let mut g = Game::new(Rules::default());
    play(&mut g, "Nf3 Nf6 Ng1/A Ng8/A");
    assert_eq!(g.repetitions(), 2);
    assert_eq!(g.outcome(), None);
    play(&mut g, "Nf3 Nf6 Ng1/A");
    assert_eq!(g.outcome(), None);
    play(&mut g, "Ng8/A");
    let o = g.outcome().unwrap();
    assert_eq!((o.termination, o.winner), (Termination::Repetition, None));
    assert_eq!(
        g.play_text("e4").unwrap_err().to_string(),
        "the game is over: threefold repetition"
    );
    // Knights coming back by another route repeat the position too.
    let mut g = Game::new(Rules::default());
    play(&mut g, "Nf3 Nf6 Nd4/A Nd5/A Nf3 Nf6");
    assert_eq!(g.repetitions(), 2);
    // A capture starts a new count.
    play(&mut g, "Ng5/A Ng4/A Nxf7");
    assert_eq!(g.position().halfmoves(), 0);
    assert_eq!(g.repetitions(), 1);
}

#[test]
fn checkmate_in_the_opening() {
    // The rook arrives on e4 of A from board B; only pieces standing on B
    // could block on A, and none can reach the e-file.
    let mut g = Game::new(Rules::default());
    play(&mut g, "a3 Na6 Ra4 e5 Re4");
    let o = g.outcome().unwrap();
    assert_eq!(g.sans(), ["a3", "Na6", "Ra4", "e5", "Re4/A#"]);
    assert_eq!(
        (o.termination, o.winner),
        (Termination::Checkmate, Some(Color::White))
    );
}

#[test]
fn take_back() {
    let mut g = Game::new(Rules::default());
    play(&mut g, "e4 e5 Nf3");
    let before = g.position().fen();
    play(&mut g, "Nc6");
    g.take_back(1);
    assert_eq!(g.position().fen(), before);
    assert_eq!(g.sans(), ["e4", "e5", "Nf3"]);
    g.take_back(10);
    assert_eq!(g.ply(), 0);
    assert_eq!(*g.position(), Position::default());
}

#[test]
fn pgn_write_exact() {
    let mut g = Game::new(Rules::default());
    play(&mut g, "Nf3 e6 Ne5 Bc5 Nxf7 Bg1");
    let pgn = write_pgn(
        &g,
        &[
            ("White", "alice"),
            ("Black", "bob"),
            ("Date", "2026.11.29"),
            ("Site", "Discord"),
        ],
        None,
    );
    assert_eq!(
        pgn,
        "[Event \"?\"]\n[Site \"Discord\"]\n[Date \"2026.11.29\"]\n[Round \"?\"]\n\
         [White \"alice\"]\n[Black \"bob\"]\n[Result \"*\"]\n[Variant \"Alice\"]\n\
         [AliceEnPassant \"on\"]\n\n1. Nf3 e6 2. Ne5/A Bc5 3. Nxf7 Bg1/A *\n"
    );
    let back = read_pgn(&pgn).unwrap();
    assert_eq!(back.game.moves(), g.moves());
    assert_eq!(back.tag("White"), Some("alice"));
    assert_eq!(back.result, "*");
}

#[test]
fn pgn_from_position_with_black_to_move_and_ep_off() {
    let start = Position::from_fen(
        "4k3/8/8/8/8/8/r7/4K3|8/8/8/8/8/8/8/8 b - - 0 30",
        Rules::NO_EN_PASSANT,
    )
    .unwrap();
    let mut g = Game::from_position(start);
    play(&mut g, "Ra3 Kd2");
    let pgn = write_pgn(&g, &[("Annotator", "a \"quoted\" name")], Some("0-1"));
    assert!(
        pgn.contains("[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/r7/4K3|8/8/8/8/8/8/8/8 b - - 0 30\"]\n"),
        "{pgn}"
    );
    assert!(pgn.contains("[AliceEnPassant \"off\"]"));
    assert!(pgn.contains("[Annotator \"a \\\"quoted\\\" name\"]"));
    assert!(pgn.ends_with("\n30... Ra3 31. Kd2 0-1\n"), "{pgn}");
    let back = read_pgn(&pgn).unwrap();
    assert!(!back.game.rules().en_passant);
    assert_eq!(back.game.position(), g.position());
    assert_eq!(back.result, "0-1");
    assert_eq!(back.tag("Annotator"), Some("a \"quoted\" name"));
}

#[test]
fn pgn_read_skips_comments_variations_nags() {
    let text = "[Event \"x\"]\n[Variant \"Alice\"]\n\n1.Nf3 {a comment} e6 $1 2. Ne5 (2. d4 d5) Bc5 ; rest of line\n3.Nxf7 Bg1/A 1-0";
    let g = read_pgn(text).unwrap();
    assert_eq!(
        g.game.sans(),
        ["Nf3", "e6", "Ne5/A", "Bc5", "Nxf7", "Bg1/A"]
    );
    assert_eq!(g.result, "1-0");
}

#[test]
fn pgn_errors_name_the_move() {
    let e = read_pgn("1. e4 e5 2. Ke3 Nc6").unwrap_err();
    assert_eq!(
        e.to_string(),
        "move 2. Ke3: the king on e1 of board A cannot move to e3"
    );
    let e = read_pgn("1. e4 e5 2. Nf3 Bxb7").unwrap_err();
    assert!(matches!(
        e,
        PgnError::Move {
            number: 2,
            color: Color::Black,
            ..
        }
    ));
    assert_eq!(
        e.to_string(),
        "move 2... Bxb7: b7 on board A holds one of your own pieces"
    );
    assert_eq!(
        read_pgn("[Variant \"Crazyhouse\"]\n1. e4")
            .unwrap_err()
            .to_string(),
        "cannot read the PGN: the game's variant is \"Crazyhouse\", not Alice"
    );
    assert_eq!(
        read_pgn("1. e4 { never closed").unwrap_err().to_string(),
        "cannot read the PGN: a comment `{` is not closed"
    );
    assert_eq!(
        read_pgn("[FEN \"nonsense\"]\n1. e4").unwrap_err().to_string(),
        "cannot read the PGN: the FEN tag: cannot read the FEN: board A's placement has 1 rank, expected 8"
    );
    assert_eq!(
        read_pgn("[AliceEnPassant \"maybe\"]")
            .unwrap_err()
            .to_string(),
        "cannot read the PGN: [AliceEnPassant \"maybe\"] must be \"on\" or \"off\""
    );
}

#[test]
fn rebuilding_from_stored_coordinates() {
    let mut g = Game::new(Rules::default());
    play(&mut g, "Nf3 e6 Ne5 Bc5 Nxf7");
    let mut rebuilt = Game::new(Rules::default());
    for (m, san) in g.moves().iter().zip(g.sans()) {
        let decoded = rebuilt.position().move_from_uci(&m.uci()).unwrap();
        assert_eq!(decoded, *m);
        rebuilt.play_recorded(decoded, san.clone()).unwrap();
    }
    assert_eq!(rebuilt.position(), g.position());
    assert_eq!(rebuilt.sans(), g.sans());
    // A stored move that is not legal is refused.
    let bad = rebuilt.position().move_from_uci("e8f7").unwrap();
    assert_eq!(
        rebuilt
            .play_recorded(bad, "Kxf7".into())
            .unwrap_err()
            .to_string(),
        "e8f7: f7 on board B is occupied, so the king cannot land there"
    );
    let p = Position::default();
    for bad in ["", "e2", "e2e9", "e3e4", "e7e8k", "e2e4xx", "é2e4"] {
        assert_eq!(p.move_from_uci(bad), None, "{bad}");
    }
    assert_eq!(p.move_from_uci("e2e4").unwrap().uci(), "e2e4");
}
