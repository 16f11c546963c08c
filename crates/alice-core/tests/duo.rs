//! Duo chess: the perft suite re-counted by a naive generator, random
//! games in lockstep with it, the legality check against the generator,
//! notation and position text.

mod common;
use alice_core::three::{PositionDuo, SetBoard, SetMove};
use alice_core::{FenError, Game, Role, Rules, Square, Termination};
use common::naive_duo::{fast_moves_duo, sorted_duo, to_move_duo, NaiveDuo};
use common::Rng;

fn pos(fen: &str) -> PositionDuo {
    PositionDuo::from_fen(fen, Rules::default()).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

fn suite() -> Vec<common::SuiteCase> {
    common::read_suite(include_str!("perftduo.txt"))
}

#[test]
fn perft_suite_and_naive_generator_agree() {
    let cases = suite();
    assert_eq!(cases.len(), 9);
    let mut naive_counted = 0;
    for (id, fen, perfts) in &cases {
        let p = pos(fen);
        assert_eq!(&p.fen(), fen, "{id}: the text is canonical");
        for &(d, n) in perfts {
            assert_eq!(p.perft(d), n, "{id} depth {d}");
            if n <= 200_000 {
                assert_eq!(
                    NaiveDuo::from_position(&p).perft(d),
                    n,
                    "naive: {id} depth {d}"
                );
                naive_counted += 1;
            }
        }
    }
    assert!(naive_counted >= 28, "{naive_counted}");
    assert_eq!(PositionDuo::default().fen(), cases[0].1);
}

#[test]
fn generator_agrees_with_naive_rules_over_random_games() {
    let mut rng = Rng(2);
    let mut plies = 0;
    let cases = suite();
    for g in 0..60 {
        let mut p = pos(&cases[g % cases.len()].1);
        let mut naive = NaiveDuo::from_position(&p);
        for _ in 0..100 {
            let fast = fast_moves_duo(&p);
            assert_eq!(fast, sorted_duo(naive.legal()), "at {}", p.fen());
            assert_eq!(p.count_legal(), fast.len());
            if fast.is_empty() || p.is_bare_kings() {
                break;
            }
            let m = fast[rng.below(fast.len())];
            p.play_unchecked(to_move_duo(m));
            naive = naive.make(m);
            assert_eq!(NaiveDuo::from_position(&p), naive, "after {m:?}");
            let again = pos(&p.fen());
            assert_eq!(again, p, "{}", p.fen());
            plies += 1;
        }
    }
    assert!(plies > 2_000, "{plies}");
}

/// Every from x to x board x landing x promotion: `check_move` accepts
/// exactly the generator's moves, and each legal move's SAN and
/// coordinates read back as it.
#[test]
fn check_move_agrees_with_generator_exhaustively() {
    let mut rng = Rng(7);
    let mut checked = 0u64;
    let (mut zero, mut stays, mut castles) = (0, 0, 0);
    let cases = suite();
    for g in 0..12 {
        let mut p = pos(&cases[g % cases.len()].1);
        for ply in 0..40 {
            let legal = p.legal_moves();
            if ply % 4 < 2 {
                for from in Square::all() {
                    for to in Square::all() {
                        for board in SetBoard::ALL {
                            for landing in SetBoard::ALL {
                                for promotion in [
                                    None,
                                    Some(Role::Queen),
                                    Some(Role::Knight),
                                    Some(Role::King),
                                ] {
                                    let m = SetMove {
                                        from,
                                        to,
                                        board,
                                        landing,
                                        promotion,
                                    };
                                    let generated = legal.contains(&m);
                                    assert_eq!(
                                        p.check_move(m).is_ok(),
                                        generated,
                                        "{m} at {}",
                                        p.fen()
                                    );
                                    checked += 1;
                                }
                            }
                        }
                    }
                }
            }
            for &m in &legal {
                let san = p.san(m);
                assert_eq!(p.parse_move(&san), Ok(m), "{san} at {}", p.fen());
                assert_eq!(p.parse_move(&m.coords()), Ok(m), "{m} at {}", p.fen());
                zero += usize::from(m.from == m.to);
                stays += usize::from(m.board == m.landing);
                castles += usize::from(san.starts_with("O-O"));
            }
            if legal.is_empty() {
                break;
            }
            p.play_unchecked(legal[rng.below(legal.len())]);
        }
    }
    assert!(checked > 1_000_000, "{checked}");
    assert!(
        zero > 0 && stays > 0 && castles > 0,
        "{zero} {stays} {castles}"
    );
}

#[test]
fn notation_says_stay_transfer_and_zero_moves() {
    let start = PositionDuo::default();
    let read =
        |p: &PositionDuo, t: &str| p.san(p.parse_move(t).unwrap_or_else(|e| panic!("{t}: {e}")));
    // Written without its boards, a move stays; `/B` transfers it.
    assert_eq!(read(&start, "e4"), "e4/AA");
    assert_eq!(read(&start, "e4/B"), "e4/AB");
    assert_eq!(read(&start, "Nf3/AB"), "Nf3/AB");
    assert_eq!(read(&start, "Ae2e4B"), "e4/AB");
    assert_eq!(read(&start, "g1f3"), "Nf3/AA");
    // Zero moves: the piece, `@` and its square.
    assert_eq!(read(&start, "N@g1"), "N@g1/AB");
    assert_eq!(read(&start, "Ag1g1B"), "N@g1/AB");
    assert_eq!(read(&start, "K@e1/B"), "K@e1/AB");
    let p = pos("8/8/8/8/3Q4/8/8/4K3|4k3/8/8/8/3n4/8/8/8 w - - 0 1");
    assert_eq!(read(&p, "Q@d4"), "Q@xd4/AB");
    assert_eq!(read(&p, "Qxd4"), "Q@xd4/AB");
    let refused = |p: &PositionDuo, t: &str| p.parse_move(t).unwrap_err().to_string();
    assert_eq!(
        refused(&start, "P@e2"),
        "P@e2: a pawn cannot make a zero move"
    );
    assert_eq!(
        refused(&start, "e2e2/B"),
        "e2e2/B: a pawn cannot make a zero move"
    );
    assert_eq!(
        refused(&start, "O-O"),
        "O-O: castling king side: the squares between king and rook on board A are not empty"
    );
    // Castling through a zero-square check, and allowed on the other side.
    let p = pos("8/8/8/8/8/8/8/R3K2R|4k3/8/8/8/8/8/8/5n2 w KQ - 0 1");
    assert_eq!(
        refused(&p, "O-O"),
        "O-O: the king would pass through or land on f1, which is attacked on board A"
    );
    assert_eq!(read(&p, "O-O-O"), "O-O-O/AA");
    assert_eq!(
        refused(&p, "O-O-O/B"),
        "O-O-O/B: castling stays on board A: neither king nor rook transfers"
    );
    // A knight on each board can reach f3 and stay: the board is named.
    let p = pos("4k3/8/8/8/8/8/8/4K1N1|8/8/8/8/8/8/8/6N1 w - - 0 1");
    assert_eq!(
        refused(&p, "Nf3"),
        "Nf3 is ambiguous here: it could be Nf3/AA or Nf3/BB"
    );
    assert_eq!(read(&p, "Nf3/BB"), "Nf3/BB");
    assert_eq!(read(&p, "Nf3/BA"), "Nf3/BA");
}

#[test]
fn position_text_and_refusals() {
    let cases = [
        (
            "8/8/8/8/8/8/PPPPPPPP/RNBQKBNR|rnbqkbnr/pppppppp/8/8/8/8/8/8 w KQkq e3 0 1",
            "impossible position: there is no en passant in this variant, so the en passant field must be `-`",
        ),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR|8/8/8/8/8/8/8/8 w KQkq - 0 1",
            "impossible position: Black may castle king side but its king and that rook are not on their home squares of board B; Black may castle queen side but its king and that rook are not on their home squares of board B",
        ),
        (
            "4k3/8/8/8/8/8/8/4K3|8/8/8/8/8/8/8/4r3 b - - 0 1",
            "impossible position: the side not to move is in check",
        ),
    ];
    for (fen, want) in cases {
        let e = PositionDuo::from_fen(fen, Rules::default()).unwrap_err();
        assert_eq!(e.to_string(), want, "{fen}");
        assert!(matches!(e, FenError::Invalid(_)));
    }
}

#[test]
fn a_whole_game_to_mate_and_its_pgn() {
    // The queen on e8 of A checks the king on e8 of B from its zero square;
    // taking her by a zero move would put the king where the bishop on b5
    // of A attacks it.
    let mut game: Game<PositionDuo> = Game::starting(Rules::default());
    for m in ["e4", "h6", "Bb5", "h5", "Qh5", "a6", "Qe8"] {
        game.play_text(m).unwrap_or_else(|e| panic!("{m}: {e}"));
    }
    assert_eq!(
        game.sans(),
        ["e4/AA", "h6/BB", "Bb5/AA", "h5/BB", "Qh5/AA", "a6/BB", "Qe8/AA#"]
    );
    let outcome = game.outcome().expect("over");
    assert_eq!(outcome.termination, Termination::Checkmate);
    assert_eq!(outcome.winner, Some(alice_core::Color::White));
    let pgn = alice_core::write_pgn(&game, &[], None);
    assert!(pgn.contains("[Variant \"Duo chess\"]"), "{pgn}");
    assert!(
        pgn.contains("1. e4/AA h6/BB 2. Bb5/AA h5/BB 3. Qh5/AA a6/BB 4. Qe8/AA# 1-0"),
        "{pgn}"
    );
    let read = alice_core::read_pgn_as::<PositionDuo>(&pgn).unwrap();
    assert_eq!(read.game.sans(), game.sans());
    assert!(alice_core::read_pgn(&pgn).is_err());
}
