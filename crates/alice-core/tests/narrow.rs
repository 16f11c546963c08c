//! 8x4 Alice: the perft suite re-counted by a naive 4-file generator,
//! random games in lockstep with it, the legality check against the
//! generator, notation and position text.

mod common;
use alice_core::{
    is_8x4_fen, Board, FenError, Game, Move, Position, Position8x4, Role, Rules, Square,
    Termination, START_FEN_8X4,
};
use common::naive8x4::{fast_moves84, sorted84, to_move84, Naive84};
use common::Rng;

fn pos(fen: &str) -> Position8x4 {
    Position8x4::from_fen(fen, Rules::default()).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

fn suite() -> Vec<common::SuiteCase> {
    common::read_suite(include_str!("perft8x4.txt"))
}

#[test]
fn perft_suite_and_naive_generator_agree() {
    let cases = suite();
    assert_eq!(cases.len(), 7);
    let mut naive_counted = 0;
    for (id, fen, perfts) in &cases {
        let p = pos(fen);
        assert_eq!(&p.fen(), fen, "{id}: the text is canonical");
        for &(d, n) in perfts {
            assert_eq!(p.perft(d), n, "{id} depth {d}");
            if n <= 200_000 {
                assert_eq!(
                    Naive84::from_position(&p).perft(d),
                    n,
                    "naive: {id} depth {d}"
                );
                naive_counted += 1;
            }
        }
    }
    assert!(naive_counted >= 33, "{naive_counted}");
    assert_eq!(cases[0].1, START_FEN_8X4);
    assert_eq!(Position8x4::default().fen(), START_FEN_8X4);
}

#[test]
fn generator_agrees_with_naive_rules_over_random_games() {
    let mut rng = Rng(84);
    let mut plies = 0;
    let cases = suite();
    for g in 0..120 {
        let mut p = pos(&cases[g % cases.len()].1);
        let mut naive = Naive84::from_position(&p);
        for _ in 0..120 {
            let fast = fast_moves84(&p);
            assert_eq!(fast, sorted84(naive.legal()), "at {}", p.fen());
            assert_eq!(p.count_legal(), fast.len());
            if fast.is_empty() || p.is_bare_kings() {
                break;
            }
            let m = fast[rng.below(fast.len())];
            p.play_unchecked(to_move84(m));
            naive = naive.make(m);
            assert_eq!(Naive84::from_position(&p), naive, "after {m:?}");
            assert_eq!(pos(&p.fen()), p, "{}", p.fen());
            assert_eq!(p.hash(), pos(&p.fen()).hash());
            plies += 1;
        }
    }
    assert!(plies > 5_000, "{plies}");
}

/// Every from x to (the 8x8 numbering, so squares beyond the d-file too)
/// x board x promotion: `check_move` accepts exactly the generator's moves,
/// and SAN written for each legal move reads back as it.
#[test]
fn check_move_agrees_with_generator_exhaustively() {
    let mut rng = Rng(48);
    let mut checked = 0u64;
    let mut promoted = 0;
    for g in 0..16 {
        let cases = suite();
        let mut p = pos(&cases[g % cases.len()].1);
        for _ in 0..50 {
            let legal = p.legal_moves();
            for from in Square::all() {
                for to in Square::all() {
                    for board in Board::ALL {
                        for promotion in [
                            None,
                            Some(Role::Queen),
                            Some(Role::Knight),
                            Some(Role::King),
                        ] {
                            let m = Move {
                                from,
                                to,
                                board,
                                promotion,
                            };
                            let generated = legal.contains(&m);
                            assert_eq!(p.check_move(m).is_ok(), generated, "{m} at {}", p.fen());
                            checked += 1;
                            promoted += usize::from(generated && promotion.is_some());
                        }
                    }
                }
            }
            for &m in legal.iter() {
                assert_eq!(
                    p.parse_move(&p.san(m)),
                    Ok(m),
                    "{} at {}",
                    p.san(m),
                    p.fen()
                );
                assert_eq!(p.parse_move(&m.uci()), Ok(m));
            }
            if legal.is_empty() {
                break;
            }
            p.play_unchecked(legal[rng.below(legal.len())]);
        }
    }
    assert!(checked > 1_000_000, "{checked}");
    assert!(promoted > 0);
}

#[test]
fn moves_and_refusals_in_players_words() {
    let start = Position8x4::default();
    let sans: Vec<String> = start.legal_moves().iter().map(|&m| start.san(m)).collect();
    assert_eq!(sans, ["Nb4", "Nc4", "a4", "b4", "c4", "d4"]);
    let refused = |p: &Position8x4, text: &str| p.parse_move(text).unwrap_err().to_string();
    assert_eq!(
        refused(&start, "a5"),
        "a5: no pawn of yours on either board can move to a5"
    );
    assert_eq!(
        refused(&start, "Ne4"),
        "Ne4: e4 is not on the boards, which have files a to d only"
    );
    assert_eq!(
        refused(&start, "O-O"),
        "O-O: there is no castling in 8x4 Alice"
    );
    assert_eq!(
        refused(&start, "d1e2"),
        "d1e2: e2 is not on the boards, which have files a to d only"
    );
    // A bishop on b2 reaches a1, a3, c1, c3 and d4 on an empty board.
    let p = pos("k3/4/4/4/4/4/1B2/3K|4/4/4/4/4/4/4/4 w - - 0 1");
    let mut bishop: Vec<String> = p
        .legal_moves()
        .iter()
        .filter(|m| m.from == Square::parse("b2").unwrap())
        .map(|m| m.to.to_string())
        .collect();
    bishop.sort();
    assert_eq!(bishop, ["a1", "a3", "c1", "c3", "d4"]);
    // A knight on a2 reaches b4, c1 and c3.
    let p = pos("k3/4/4/4/4/4/N3/3K|4/4/4/4/4/4/4/4 w - - 0 1");
    let mut knight: Vec<String> = p
        .legal_moves()
        .iter()
        .filter(|m| m.from.file() == 0)
        .map(|m| m.to.to_string())
        .collect();
    knight.sort();
    assert_eq!(knight, ["b4", "c1", "c3"]);
}

#[test]
fn position_text_reads_writes_and_refuses() {
    assert!(is_8x4_fen(START_FEN_8X4));
    assert!(!is_8x4_fen(alice_core::START_FEN));
    assert_eq!(
        pos("2k1/4/4/4/4/4/4/1K2|4/4/4/4/4/4/4/4").fen(),
        "2k1/4/4/4/4/4/4/1K2|4/4/4/4/4/4/4/4 w - - 0 1"
    );
    let cases = [
        (
            "rqkr/nbbn/pppp/8/4/PPPP/NBBN/RQKR|4/4/4/4/4/4/4/4 w - - 0 1",
            "cannot read the FEN: rank 5 of board A's placement has the digit 8",
        ),
        (
            "rqkr/nbbn/pppp/4/4/PPPP/NBBN/RQKRN|4/4/4/4/4/4/4/4 w - - 0 1",
            "cannot read the FEN: rank 1 of board A's placement has more than 4 squares",
        ),
        (
            "rqkr/nbbn/pppp/4/4/PPPP/NBBN/RQK|4/4/4/4/4/4/4/4 w - - 0 1",
            "cannot read the FEN: rank 1 of board A's placement has 3 squares, expected 4",
        ),
        (
            "rqkr/nbbn/pppp/4/4/PPPP/NBBN/RQKR|4/4/4/4/4/4/4/4 w KQkq - 0 1",
            "impossible position: there is no castling in this variant, so the castling field must be `-`",
        ),
        (
            "rqkr/nbbn/pppp/4/4/PPPP/NBBN/RQKR|4/4/4/4/4/4/4/4 w - c6 0 1",
            "impossible position: pawns never step two squares in this variant, so the en passant field must be `-`",
        ),
        (
            "rqkr/nbbn/pppp/4/4/PPPP/NBBN/RQKR|4/4/4/4/P3/4/4/4 w - - 0 1",
            "impossible position: White has more than 4 pawns; White has more than 12 pieces",
        ),
    ];
    for (fen, want) in cases {
        let e = Position8x4::from_fen(fen, Rules::default()).unwrap_err();
        assert_eq!(e.to_string(), want, "{fen}");
        assert_eq!(
            matches!(e, FenError::Invalid(_)),
            want.starts_with("impossible")
        );
    }
    // An 8x8 setup with a piece beyond the d-file is refused by the checked
    // constructor, every reason at once.
    let mut setup = Position::default().to_setup();
    setup.castling = alice_core::Castling::NONE;
    let e = Position8x4::from_setup(&setup, Rules::default())
        .unwrap_err()
        .to_string();
    assert!(
        e.starts_with("impossible position: e1, f1, g1, h1, e2, f2, g2, h2, e7,"),
        "{e}"
    );
    assert!(
        e.contains(
            "are outside the boards, which have files a to d only; White has more than 4 pawns"
        ),
        "{e}"
    );
}

#[test]
fn a_whole_game_to_mate_and_its_pgn() {
    // The knight crosses to B, back to A, and mates the king that fled to B.
    let mut game: Game<Position8x4> = Game::starting(Rules::default());
    for m in ["Nb4", "Nc5", "Nd5", "Kd7", "Nxb6"] {
        game.play_text(m).unwrap_or_else(|e| panic!("{m}: {e}"));
    }
    assert_eq!(game.sans(), ["Nb4", "Nc5", "Nd5/A", "Kd7", "Nxb6#"]);
    let outcome = game.outcome().expect("the game is over");
    assert_eq!(outcome.termination, Termination::Checkmate);
    assert_eq!(outcome.winner, Some(alice_core::Color::White));
    let pgn = alice_core::write_pgn(&game, &[], None);
    assert!(pgn.contains("[Variant \"8x4 Alice\"]"), "{pgn}");
    assert!(
        pgn.contains("1. Nb4 Nc5 2. Nd5/A Kd7 3. Nxb6# 1-0"),
        "{pgn}"
    );
    let read = alice_core::read_pgn_as::<Position8x4>(&pgn).unwrap();
    assert_eq!(read.game.sans(), game.sans());
    // Without its variant tag the game is read as two-board Alice, and fails.
    let untagged = pgn.replace("[Variant \"8x4 Alice\"]\n", "");
    assert!(alice_core::read_pgn_as::<Position8x4>(&untagged).is_err());
    assert!(alice_core::read_pgn(&pgn).is_err());
}

#[test]
fn outcome_of_a_mate() {
    // The rook lands on d8 of A: a7 and b7 lead to B, where the other
    // rook holds the seventh rank.
    let p = pos("k3/4/4/4/4/4/4/2K1|4/1R2/4/4/4/4/4/3R w - - 0 1");
    let m = p.parse_move("Rd8").unwrap();
    assert_eq!(p.san(m), "Rd8/A#");
    let after = p.play(m).unwrap();
    assert_eq!(
        after.outcome().map(|o| o.termination),
        Some(Termination::Checkmate)
    );
}
