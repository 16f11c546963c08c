//! SAN writing and forgiving reading, every error kind with its message,
//! and FEN in all three forms.

mod common;
use alice_core::{FenError, Game, Position, Rules, SanError, START_FEN};
use common::Rng;

fn pos(fen: &str) -> Position {
    Position::from_fen(fen, Rules::default()).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

fn game(moves: &[&str]) -> Game {
    let mut g = Game::new(Rules::default());
    for m in moves {
        g.play_text(m).unwrap_or_else(|e| panic!("{m}: {e}"));
    }
    g
}

fn err(p: &Position, text: &str) -> String {
    p.parse_move(text).expect_err(text).to_string()
}

fn san_of(p: &Position, text: &str) -> String {
    p.san(p.parse_move(text).unwrap_or_else(|e| panic!("{text}: {e}")))
}

#[test]
fn worked_example_from_the_literature() {
    let g = game(&["Nf3", "e6", "Ne5", "Bc5", "Nxf7"]);
    assert_eq!(g.sans(), ["Nf3", "e6", "Ne5/A", "Bc5", "Nxf7"]);
    let p = g.position();
    assert_eq!(
        p.fen(),
        "rnbqk1nr/pppp2pp/8/8/8/8/PPPPPPPP/RNBQKB1R|8/5N2/4p3/2b5/8/8/8/8 b KQkq - 0 3"
    );
    assert_eq!(
        err(p, "Kxf7"),
        "Kxf7: f7 on board B is occupied, so the king cannot land there"
    );
    assert_eq!(
        err(p, "Bxf2+"),
        "Bxf2+: f2 on board A is occupied, so the bishop cannot land there"
    );
    assert_eq!(
        err(p, "Qd4"),
        "Qd4: the queen on d8 of board A cannot move to d4"
    );
    assert_eq!(san_of(p, "Bg1/A"), "Bg1/A");
    // Without the suffix: no bishop move on A fits, exactly one on B does.
    assert_eq!(san_of(p, "Bg1"), "Bg1/A");
}

#[test]
fn rules_md_notation_examples() {
    let g = game(&["d3", "e6", "Nc3", "e5/A", "d4/A"]);
    assert_eq!(g.sans()[0], "d3");
    assert_eq!(g.sans()[4], "d4/A");
    let p = pos("r3k3/8/8/8/8/8/8/R3K3|8/8/8/8/8/8/8/8 w Qq - 0 11");
    assert_eq!(san_of(&p, "O-O-O"), "O-O-O");
    assert_eq!(san_of(&p, "0-0-0"), "O-O-O");
    assert_eq!(san_of(&p, "e1c1"), "O-O-O");
    let after = {
        let mut q = p;
        q.play_unchecked(p.parse_move("O-O-O").unwrap());
        q
    };
    assert_eq!(
        after.fen(),
        "r3k3/8/8/8/8/8/8/8|8/8/8/8/8/8/8/2KR4 b q - 1 11"
    );
}

#[test]
fn check_and_mate_marks_come_after_the_suffix() {
    let p = pos("7k/6pp/8/8/8/8/8/4K3|8/8/8/8/8/8/8/R7 w - - 0 1");
    assert_eq!(san_of(&p, "Ra8"), "Ra8/A#");
    assert_eq!(san_of(&p, "Ra8/A+"), "Ra8/A#");
    let p = pos("7k/6p1/8/8/8/8/8/4K3|8/8/8/8/8/8/8/R7 w - - 0 1");
    assert_eq!(san_of(&p, "Ra8/A#"), "Ra8/A+");
    let mut g = Game::from_position(pos("7k/6pp/8/8/8/8/8/4K3|8/8/8/8/8/8/8/R7 w - - 0 1"));
    g.play_text("a1a8").unwrap();
    let o = g.outcome().unwrap();
    assert_eq!(o.termination.as_str(), "checkmate");
    assert_eq!(o.winner, Some(alice_core::Color::White));
    assert_eq!(
        g.play_text("Kg8").unwrap_err().to_string(),
        "the game is over: checkmate"
    );
    assert_eq!(
        g.position().parse_move("Kg8").unwrap_err().to_string(),
        "Kg8: the game is over: checkmate"
    );
}

#[test]
fn disambiguation_is_per_board() {
    // Knights b1 and f3 on A both reach d2: disambiguate by file.
    let p = pos("4k3/8/8/8/8/5N2/8/1N2K3|8/8/8/8/8/8/8/8 w - - 0 1");
    assert_eq!(
        err(&p, "Nd2"),
        "Nd2 is ambiguous here: it could be Nbd2 or Nfd2"
    );
    assert_eq!(san_of(&p, "Nbd2"), "Nbd2");
    assert_eq!(san_of(&p, "Nb1d2"), "Nbd2");
    // A knight on B reaching d2 does not make Nd2 on A ambiguous.
    let p = pos("4k3/8/8/8/8/8/8/1N2K3|8/8/8/8/8/5N2/8/8 w - - 0 1");
    assert_eq!(san_of(&p, "Nd2"), "Nd2");
    assert_eq!(san_of(&p, "Nd2/A"), "Nd2/A");
    assert_eq!(san_of(&p, "Nd2/B"), "Nd2");
    // Rooks on one file: disambiguate by rank; redundant disambiguation is accepted.
    let p = pos("4k3/8/8/8/8/8/8/4K3|6r1/8/8/8/8/8/8/6r1 b - - 0 1");
    assert_eq!(san_of(&p, "R1g4"), "R1g4/A");
    assert_eq!(san_of(&p, "Rg8g5/A"), "R8g5/A");
    let p = pos("4k3/8/8/8/8/8/8/4K3|1r6/8/8/8/8/8/8/8 b - - 0 1");
    assert_eq!(san_of(&p, "Rbg8/A"), "Rg8/A");
    // The choices of an ambiguous move carry no check mark: players see
    // this list, and nothing shown may judge a move not yet played.
    let p = pos("3k4/8/8/8/8/8/8/4K3|8/8/8/8/8/8/8/R6R w - - 0 1");
    assert_eq!(
        err(&p, "Rd1"),
        "Rd1 is ambiguous here: it could be Rad1/A or Rhd1/A"
    );
    assert_eq!(san_of(&p, "Rad1"), "Rad1/A+");
}

#[test]
fn forgiving_input() {
    let p = Position::default();
    for (input, want) in [
        ("Nf3", "Nf3"),
        ("nf3", "Nf3"),
        ("Ng1f3", "Nf3"),
        ("Ng1-f3", "Nf3"),
        ("g1f3", "Nf3"),
        ("Nf3/B", "Nf3"),
        ("Nf3/b", "Nf3"),
        ("Nf3+", "Nf3"),
        ("Nf3#", "Nf3"),
        ("Nf3!?", "Nf3"),
        (" e4 ", "e4"),
        ("e2e4", "e4"),
        ("e2-e4", "e4"),
        ("E4", "e4"),
        ("NF3", "Nf3"),
        ("b3", "b3"),
    ] {
        assert_eq!(san_of(&p, input), want, "{input}");
    }
    // Captures without x, promotions with and without =, either case.
    let p = pos("1n2k3/P7/8/8/8/8/8/4K3|8/8/8/8/8/8/8/8 w - - 0 1");
    for (input, want) in [
        ("axb8=Q", "axb8=Q"),
        ("ab8Q", "axb8=Q"),
        ("axb8q", "axb8=Q"),
        ("a7b8n", "axb8=N"),
        ("a8=R", "a8=R"),
        ("a8R", "a8=R"),
        ("a7a8=b", "a8=B"),
    ] {
        assert_eq!(san_of(&p, input), want, "{input}");
    }
    // A lower-case b: the b-pawn first, the bishop when no pawn move fits.
    let p = pos("4k3/8/8/8/8/2p5/1P1B4/4K3|8/8/8/8/8/8/8/8 w - - 0 1");
    assert_eq!(san_of(&p, "bxc3"), "bxc3");
    assert_eq!(san_of(&p, "bc3"), "bxc3");
    assert_eq!(san_of(&p, "be3"), "Be3");
    assert_eq!(san_of(&p, "Bxc3"), "Bxc3");
    assert_eq!(san_of(&p, "b2c3"), "bxc3");
}

#[test]
fn board_b_move_taken_without_suffix_only_when_a_has_none() {
    // Knights on both boards can reach d2: no suffix means board A.
    let p = pos("4k3/8/8/8/8/8/8/1N2K3|8/8/8/8/8/5N2/8/8 w - - 0 1");
    let m = p.parse_move("Nd2").unwrap();
    assert_eq!(m.board, alice_core::Board::A);
    // Only a board-B move fits.
    let p = pos("4k3/8/8/8/8/8/8/4K3|8/8/8/8/8/5N2/8/8 w - - 0 1");
    assert_eq!(san_of(&p, "Nd2"), "Nd2/A");
    // Two board-B moves fit: ambiguous.
    let p = pos("4k3/8/8/8/8/8/8/4K3|8/8/8/8/8/5N2/8/1N6 w - - 0 1");
    assert_eq!(
        err(&p, "Nd2"),
        "Nd2 is ambiguous here: it could be Nbd2/A or Nfd2/A"
    );
}

#[test]
fn cannot_parse_errors() {
    let p = Position::default();
    for (input, reason) in [
        ("", "the move is empty"),
        ("   ", "the move is empty"),
        ("zz", "expected it to end with a square such as e4"),
        ("N9f3", "unexpected `9`"),
        ("Nf9", "`f9` is not a square: no board has a rank 9"),
        ("e9", "`e9` is not a square: no board has a rank 9"),
        ("e0", "`e0` is not a square: no board has a rank 0"),
        ("i4", "`i4` is not a square: there is no i-file"),
        (
            "e4/C",
            "there is no board C in this game: its boards are A and B",
        ),
        (
            "Nf3/z",
            "there is no board Z in this game: its boards are A and B",
        ),
        ("e", "expected a square such as e4"),
        ("+", "only annotations, no move"),
        ("Ж", "it has characters that no move uses"),
        ("Ze4", "unexpected `Z`"),
    ] {
        let e = p.parse_move(input).unwrap_err();
        assert!(matches!(e, SanError::Parse { .. }), "{input}: {e:?}");
        assert_eq!(
            e.to_string(),
            format!("cannot read `{}` as a move: {reason}", input.trim()),
            "{input}"
        );
    }
}

/// A refusal quotes at most 24 characters of what was typed, whatever
/// its length.
#[test]
fn a_long_input_is_quoted_cut() {
    let p = Position::default();
    let long = "e".repeat(3000);
    let e = p.parse_move(&long).unwrap_err();
    assert_eq!(
        e.to_string(),
        format!(
            "cannot read `{}…` as a move: expected it to end with a square such as e4",
            "e".repeat(24)
        )
    );
    let long = format!("Nf3{}", " ".repeat(10)) + &"x".repeat(3000) + "e5";
    let e = p.parse_move(&long).unwrap_err();
    assert_eq!(e.input().chars().count(), 25, "{e}");
    assert!(e.to_string().chars().count() < 120, "{e}");
    let three = alice_core::three::PositionThree::default();
    let e = three.parse_move(&"Q".repeat(500)).unwrap_err();
    assert_eq!(e.input(), format!("{}…", "Q".repeat(24)));
}

#[test]
fn illegal_errors_say_why() {
    let p = Position::default();
    for (input, msg) in [
        ("e5", "e5: no pawn of yours on either board can move to e5"),
        ("e4/A", "e4/A: no pawn of yours on board B can move to e4"),
        ("Ke2", "Ke2: e2 on board A holds one of your own pieces"),
        (
            "O-O",
            "O-O: castling king side: the squares between king and rook on board A are not empty",
        ),
        (
            "e3=Q",
            "e3=Q: only a pawn reaching the last rank can promote",
        ),
        ("e2e5", "e2e5: the pawn on e2 of board A cannot move to e5"),
        ("e4e5", "e4e5: there is no piece on e4 on either board"),
        ("e7e5", "e7e5: the piece on e7 of board A is not yours"),
        (
            "Nc6",
            "Nc6: no knight of yours on either board can move to c6",
        ),
        ("Qa4", "Qa4: the queen on d1 of board A cannot move to a4"),
    ] {
        let e = p.parse_move(input).unwrap_err();
        assert!(matches!(e, SanError::Illegal { .. }), "{input}: {e:?}");
        assert_eq!(e.to_string(), msg);
    }
    // Refusals that name the board and the reason.
    let g = game(&["f3", "e6"]);
    assert_eq!(
        err(g.position(), "Nf3"),
        "Nf3: f3 on board B is occupied, so the knight cannot land there"
    );
    let p = pos("4k3/8/8/2b5/8/8/8/4K3|8/8/8/8/8/8/8/8 w - - 0 1");
    assert_eq!(err(&p, "Kf2"), "Kf2: the king would be in check on board A");
    // The king may not land on an attacked square of the other board.
    let p = pos("4k3/8/8/8/8/8/8/4K3|8/8/8/8/8/8/8/5r2 w - - 0 1");
    assert_eq!(
        err(&p, "Kd1"),
        "Kd1: the king would land in check on board B"
    );
    // A pinned piece leaves the board and uncovers check.
    let p = pos("4r2k/8/8/8/8/8/4B3/4K3|8/8/8/8/8/8/8/8 w - - 0 1");
    assert_eq!(
        err(&p, "Bd3"),
        "Bd3: your king would be in check on board A"
    );
    // Capturing the only piece between king and rook opens the line.
    let p = pos("4r2k/8/8/8/8/4n3/2N5/4K3|8/8/8/8/8/8/8/8 w - - 0 1");
    assert_eq!(
        err(&p, "Nxe3"),
        "Nxe3: your king would be in check on board A"
    );
    // Promotion must name a piece.
    let p = pos("4k3/P7/8/8/8/8/8/4K3|8/8/8/8/8/8/8/8 w - - 0 1");
    assert_eq!(
        err(&p, "a8"),
        "a8: a pawn reaching the last rank must promote (add =Q, =R, =B or =N)"
    );
    assert_eq!(err(&p, "a8=K"), "a8=K: a pawn cannot promote to a king");
    // Coordinate move whose suffix contradicts where the piece stands.
    assert_eq!(
        err(&Position::default(), "e2e4/A"),
        "e2e4/A: the piece on e2 stands on board A, so it would land on board B, not A"
    );
}

#[test]
fn castling_errors() {
    let base = "r3k2r/8/8/8/8/8/8/R3K2R|8/8/8/8/8/8/8/8 w KQkq - 0 1";
    assert_eq!(san_of(&pos(base), "O-O"), "O-O");
    let p = pos("r3k2r/8/b7/8/8/8/8/R3K2R|8/8/8/8/8/8/8/8 w KQkq - 0 1");
    assert_eq!(
        err(&p, "O-O"),
        "O-O: the king would pass through or land on f1, which is attacked on board A"
    );
    let p = pos("r3k2r/8/8/8/8/8/8/R3K2R|8/8/8/8/8/8/8/3n2N1 w KQkq - 0 1");
    assert_eq!(
        err(&p, "O-O"),
        "O-O: g1 on board B is occupied, so king and rook cannot land there"
    );
    assert_eq!(
        err(&p, "O-O-O"),
        "O-O-O: d1 on board B is occupied, so king and rook cannot land there"
    );
    let p = pos("r3k2r/8/8/8/8/8/8/R3K2R|6r1/8/8/8/8/8/8/8 w KQkq - 0 1");
    assert_eq!(
        err(&p, "O-O"),
        "O-O: the king would land in check on board B"
    );
    let p = pos("r3k2r/8/8/8/8/8/8/R3K2R|8/8/8/8/8/8/8/1r6 w KQkq - 0 1");
    assert_eq!(
        err(&p, "O-O-O"),
        "O-O-O: the king would land in check on board B"
    );
    assert_eq!(san_of(&p, "O-O"), "O-O");
    let p = pos("r3k2r/8/8/8/8/8/8/R3K2R|8/8/8/8/8/8/8/8 w Qkq - 0 1");
    assert_eq!(
        err(&p, "O-O"),
        "O-O: castling king side is no longer allowed: the king or that rook has moved"
    );
    let p = pos("r3k2r/8/8/8/4r3/8/8/R3K2R|8/8/8/8/8/8/8/8 w KQq - 0 1");
    assert_eq!(
        err(&p, "O-O"),
        "O-O: you cannot castle out of check on board A"
    );
    let p = pos("4k3/8/8/8/8/8/8/R4K1R|8/8/8/8/8/8/8/8 w - - 0 1");
    assert_eq!(
        err(&p, "O-O"),
        "O-O: the king has left its home square of board A, so it cannot castle"
    );
}

#[test]
fn en_passant_notation_and_errors() {
    // A white pawn on e5 of A; the black pawn double-steps d7-d5 on A.
    let p = pos("4k3/3p4/8/4P3/8/8/8/4K3|8/8/8/8/8/8/8/8 b - - 0 1");
    let mut g = Game::from_position(p);
    g.play_text("d5").unwrap();
    assert_eq!(
        g.position().ep_square().map(|s| s.to_string()),
        Some("d6".into())
    );
    assert_eq!(san_of(g.position(), "exd6"), "exd6");
    assert_eq!(san_of(g.position(), "e5d6"), "exd6");
    g.play_text("exd6 e.p.").unwrap();
    assert_eq!(
        g.position().fen(),
        "4k3/8/8/8/8/8/8/4K3|8/8/3P4/8/8/8/8/8 b - - 0 2"
    );
    // With the option off.
    let p = Position::from_fen(
        "4k3/3p4/8/4P3/8/8/8/4K3|8/8/8/8/8/8/8/8 b - - 0 1",
        Rules::NO_EN_PASSANT,
    )
    .unwrap();
    let mut g = Game::from_position(p);
    g.play_text("d5").unwrap();
    assert_eq!(g.position().ep_square(), None);
    assert_eq!(
        err(g.position(), "exd6"),
        "exd6: en passant is off in this game"
    );
}

#[test]
fn san_round_trips_over_random_games() {
    let mut rng = Rng(5);
    for _ in 0..60 {
        let mut p = Position::default();
        for _ in 0..150 {
            let legal = p.legal_moves();
            if legal.is_empty() {
                break;
            }
            for &m in legal.iter() {
                let san = p.san(m);
                assert_eq!(p.parse_move(&san), Ok(m), "{san} at {}", p.fen());
                assert_eq!(p.parse_move(&m.uci()).map(|x| x.from), Ok(m.from));
            }
            p.play_unchecked(legal[rng.below(legal.len())]);
        }
    }
}

#[test]
fn fen_forms_round_trip() {
    let mut rng = Rng(11);
    for _ in 0..40 {
        let mut p = Position::default();
        for _ in 0..100 {
            for text in [p.fen(), p.fen_fsf(), p.fen_pychess()] {
                assert_eq!(Position::from_fen(&text, p.rules()), Ok(p), "{text}");
            }
            let spaced = p.fen().replacen('|', " | ", 1);
            assert_eq!(Position::from_fen(&spaced, p.rules()), Ok(p));
            let legal = p.legal_moves();
            if legal.is_empty() {
                break;
            }
            p.play_unchecked(legal[rng.below(legal.len())]);
        }
    }
    assert_eq!(Position::default().fen(), START_FEN);
    let p = pos("4k3/8/8/8/8/8/8/8|8/8/8/8/8/8/8/4K3 w - - 0 1");
    assert_eq!(p.fen_fsf(), "4k3/8/8/8/8/8/8/4|K3 w - - 0 1");
    assert_eq!(pos("4k3/8/8/8/8/8/8/4|K3 w - - 0 1"), p);
    assert_eq!(
        p.fen_pychess(),
        "4k3/8/8/8/8/8/8/8 w - - 0 1 | 8/8/8/8/8/8/8/4K3 w - - 0 1"
    );
    // A plain FEN is board A with an empty board B; missing fields default.
    assert_eq!(
        pos("4k3/8/8/8/8/8/8/4K3").fen(),
        "4k3/8/8/8/8/8/8/4K3|8/8/8/8/8/8/8/8 w - - 0 1"
    );
}

#[test]
fn fen_errors() {
    let parse = |text: &str| match Position::from_fen(text, Rules::default()) {
        Err(FenError::Parse(why)) => why,
        other => panic!("{text}: {other:?}"),
    };
    assert_eq!(parse(""), "the FEN is empty");
    assert_eq!(parse("x"), "board A's placement has 1 rank, expected 8");
    assert_eq!(
        parse("4k3/8/9/8/8/8/8/4K3|8/8/8/8/8/8/8/8"),
        "rank 6 of board A's placement has the digit 9"
    );
    assert_eq!(
        parse("4k3/8/8/8/8/8/8/4K3|8/8/8/8/8/8/8/8x w"),
        "unexpected character `x` in rank 1 of board B's placement"
    );
    assert_eq!(
        parse("4k3/8/8/8/8/8/8/4K4|8/8/8/8/8/8/8/8"),
        "rank 1 of board A's placement has more than 8 squares"
    );
    assert_eq!(
        parse("4k3/8/8/8/8/8/8/4K3|8/8/8/8/8/8/8/8 x"),
        "side to move must be `w` or `b`, not `x`"
    );
    assert_eq!(
        parse("4k3/8/8/8/8/8/8/4K3|8/8/8/8/8/8/8/8 w KX"),
        "castling rights must be made of K, Q, k, q or be `-`, not `KX`"
    );
    assert_eq!(
        parse("4k3/8/8/8/8/8/8/4K3|8/8/8/8/8/8/8/8 w - z9"),
        "en passant field must be a square such as d3, or `-`, not `z9`"
    );
    assert_eq!(
        parse("4k3/8/8/8/8/8/8/4K3|8/8/8/8/8/8/8/8 w - - -1"),
        "halfmove clock must be a number from 0 to 10000, not `-1`"
    );
    assert_eq!(
        parse("4k3/8/8/8/8/8/8/4K3|8/8/8/8/8/8/8/8 w - - 0 0"),
        "fullmove number must be a number from 1 to 100000, not `0`"
    );
    assert_eq!(
        parse("4k3/8/8/8/8/8/8/4K3|8/8/8/8/8/8/8/8 w - - 0 1 extra"),
        "too many fields after the placement: `extra`"
    );
    assert_eq!(
        parse("4k3/8/8/8/8/8/8/4K3|"),
        "nothing follows `|`: board B's placement is missing"
    );
    assert_eq!(
        parse("4k3/8/8/8/8/8/8/4K|3 w"),
        "rank 1 of the placement has `|` before a digit"
    );

    let invalid = |text: &str| match Position::from_fen(text, Rules::default()) {
        Err(e @ FenError::Invalid(_)) => e.to_string(),
        other => panic!("{text}: {other:?}"),
    };
    assert_eq!(
        invalid("8/8/8/8/8/8/8/8|8/8/8/8/8/8/8/8 w - - 0 1"),
        "impossible position: White has no king; Black has no king"
    );
    assert_eq!(
        invalid("4k3/8/8/8/8/8/8/R3K3|8/8/8/8/8/8/8/P3r3 w K - 0 1"),
        "impossible position: a1, e1 are occupied on both boards (each square holds a piece on one board at most); \
         a pawn stands on a1 of board B, on the first or last rank; \
         White may castle king side but its king and that rook are not on their home squares of board A"
    );
    assert_eq!(
        invalid("4k3/8/8/8/8/8/8/4K3|4r3/8/8/8/8/8/8/8 b - - 0 1"),
        "impossible position: e8 is occupied on both boards (a square holds a piece on one board at most)"
    );
    assert_eq!(
        invalid("4k3/8/8/8/8/8/8/4K3|8/8/8/8/8/8/8/8 w - d6 0 1"),
        "impossible position: en passant square d6 does not follow a pawn's double step on board A"
    );
    assert_eq!(
        invalid("4k3/8/8/8/8/8/8/4R1K1|8/8/8/8/8/8/8/8 w - - 0 1"),
        "impossible position: the side not to move is in check"
    );
    assert_eq!(
        invalid("kk6/8/8/8/8/8/PPPPPPPP/P3K3|8/8/8/8/8/8/8/8 w - - 0 1"),
        "impossible position: a pawn stands on a1 of board A, on the first or last rank; \
         White has more than 8 pawns; Black has more than one king"
    );
}

#[test]
fn remaining_error_kinds() {
    use alice_core::{Board, Move, Square};
    let p = Position::default();
    let m = Move {
        from: Square::parse("e2").unwrap(),
        to: Square::parse("e4").unwrap(),
        board: Board::B,
        promotion: None,
    };
    assert_eq!(
        p.play(m).unwrap_err().to_string(),
        "e2e4: the piece on e2 stands on board A, not on board B"
    );
    let invalid = |text: &str| {
        Position::from_fen(text, Rules::default())
            .unwrap_err()
            .to_string()
    };
    assert_eq!(
        invalid("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR|8/8/8/8/4N3/8/8/8 w KQkq - 0 1"),
        "impossible position: White has more than 16 pieces"
    );
    assert_eq!(
        invalid("4r2k/8/8/8/1b6/3n4/8/4K3|8/8/8/8/8/8/8/8 w - - 0 1"),
        "impossible position: the side to move is in check by three or more pieces"
    );
}

#[test]
fn castling_rights_are_lost_as_rules_md_says() {
    let rights = |moves: &[&str], fen: &str| {
        let mut g = Game::from_position(pos(fen));
        for m in moves {
            g.play_text(m).unwrap_or_else(|e| panic!("{m}: {e}"));
        }
        g.position().fen().split(' ').nth(2).unwrap().to_string()
    };
    let base = "r3k2r/8/8/8/8/8/8/R3K2R|8/8/8/8/8/8/8/8 w KQkq - 0 1";
    // The king moves: both its rights go, even though it may come back.
    assert_eq!(rights(&["Kd2"], base), "kq");
    // A rook's first move is played on A from its home square.
    assert_eq!(rights(&["Rh4"], base), "Qkq");
    // A capture on a rook's home square of A (rook a1 takes a8).
    assert_eq!(rights(&["Rxa8"], base), "Kk");
    // Moves that touch no king and no rook home square of A keep the rights.
    let with_knight = "r3k2r/8/8/8/8/8/8/R3K2R|8/8/8/8/8/8/8/6N1 w KQkq - 0 1";
    assert_eq!(rights(&["Nh3/A", "Kd8"], with_knight), "KQ");
    // Castling itself: both of the side's rights go, and the pieces land on B.
    let mut g = Game::from_position(pos(base));
    g.play_text("O-O").unwrap();
    assert_eq!(
        g.position().fen(),
        "r3k2r/8/8/8/8/8/8/R7|8/8/8/8/8/8/8/5RK1 b kq - 1 1"
    );
}

/// Each notation error gives back the text the player typed.
#[test]
fn an_error_keeps_what_was_typed() {
    let p = Position::default();
    for typed in ["zz9", "Ng1", "Nf5"] {
        let e = p.parse_move(typed).unwrap_err();
        assert_eq!(e.input(), typed, "{e:?}");
    }
    // An ambiguous move too: two rooks that reach the same square.
    let p = pos("4k3/8/8/8/8/8/4K3/R6R|8/8/8/8/8/8/8/8 w - - 0 1");
    let e = p.parse_move("Rd1").unwrap_err();
    assert!(matches!(e, SanError::Ambiguous { .. }), "{e:?}");
    assert_eq!(e.input(), "Rd1");
}

/// A file may only start the disambiguation, a rank only end it, once.
#[test]
fn malformed_disambiguations_are_refused_as_unreadable() {
    let p = Position::default();
    for typed in ["Nabf3", "N11f3", "Ng11f3", "Ng1gf3"] {
        let e = p.parse_move(typed).unwrap_err();
        assert!(matches!(e, SanError::Parse { .. }), "{typed}: {e:?}");
    }
}

/// Two knights on one file that reach the same square are told apart by
/// their rank, two on one rank by their file.
#[test]
fn disambiguation_by_rank_and_by_file() {
    let p = pos("4k3/8/8/6N1/8/8/8/4K1N1|8/8/8/8/8/8/8/8 w - - 0 1");
    assert_eq!(san_of(&p, "g1f3"), "N1f3");
    assert_eq!(san_of(&p, "g5f3"), "N5f3");
    let p = pos("4k3/8/8/8/8/8/8/1N2KN2|8/8/8/8/8/8/8/8 w - - 0 1");
    assert_eq!(san_of(&p, "b1d2"), "Nbd2");
    assert_eq!(san_of(&p, "f1d2"), "Nfd2");
}

/// When no piece can play a typed move, the reason shown is the one that
/// got furthest through the rules: a piece that reaches the square but
/// finds its own piece there says more than one that cannot reach it.
#[test]
fn the_reason_shown_is_the_one_that_got_furthest() {
    let refused = |fen: &str, typed: &str| pos(fen).parse_move(typed).unwrap_err().to_string();
    // Reaches but meets its own pawn (b1) beats cannot reach (g1).
    assert_eq!(
        refused(START_FEN, "Nd2"),
        "Nd2: d2 on board A holds one of your own pieces"
    );
    // Neither knight reaches d4: said of the knights, not of one of them.
    assert_eq!(
        refused(START_FEN, "Nd4"),
        "Nd4: no knight of yours on either board can move to d4"
    );
    // One candidate: its own reason.
    assert_eq!(
        refused(START_FEN, "Qd4"),
        "Qd4: the queen on d1 of board A cannot move to d4"
    );
    // Lands on an occupied square (f3, board A) beats meets its own pawn
    // (c4, board B).
    let fen = "4k3/8/8/8/8/5N2/8/4K3|8/8/8/4P3/2N5/8/8/8 w - - 0 1";
    assert_eq!(
        refused(fen, "Ne5"),
        "Ne5: e5 on board B is occupied, so the knight cannot land there"
    );
    // Exposes its king (e2, pinned on board A) beats lands on an occupied
    // square (b1, board B).
    let fen = "k3r3/8/8/8/8/2p5/4N3/4K3|8/8/8/8/8/8/8/1N6 w - - 0 1";
    assert_eq!(
        refused(fen, "Nc3"),
        "Nc3: your king would be in check on board A"
    );
    assert_eq!(
        refused(fen, "Nxc3"),
        "Nxc3: your king would be in check on board A"
    );
}
