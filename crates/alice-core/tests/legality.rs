//! The generator against the naive generator of `common`, and `is_legal`
//! against the generator, over many positions reached by random play.

mod common;
use alice_core::{Board, Move, Position, Role, Rules, Square};
use common::{fast_moves, sorted, to_move, Naive, Rng};

const STARTS: &[&str] = &[
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR|8/8/8/8/8/8/8/8 w KQkq - 0 1",
    "r3k2r/ppp2ppp/2n2n2/8/8/2N2N2/PPP2PPP/R3K2R|8/3q4/4b3/3pp3/3PP3/4B3/3Q4/8 w KQkq - 0 1",
    "4k3/1P6/8/8/8/8/6p1/4K3|8/8/8/8/8/8/8/8 w - - 0 1",
    "8/8/8/3k4/8/8/8/R3K2R|8/8/8/8/8/8/8/8 w KQ - 0 1",
];

/// Plays random games, comparing both generators at every ply, and checks
/// that the boards agree after every move.
fn lockstep(rules: Rules, games: usize, seed: u64) -> usize {
    let mut rng = Rng(seed);
    let mut positions = 0;
    for g in 0..games {
        let start = STARTS[g % STARTS.len()];
        let mut pos = Position::from_fen(start, rules).expect("valid start");
        let mut naive = Naive::from_position(&pos);
        for _ply in 0..160 {
            positions += 1;
            let fast = fast_moves(&pos);
            let slow = sorted(naive.legal());
            assert_eq!(fast, slow, "generators disagree at {}", pos.fen());
            assert_eq!(pos.count_legal(), fast.len(), "count at {}", pos.fen());
            if fast.is_empty() || pos.is_bare_kings() {
                break;
            }
            let m = fast[rng.below(fast.len())];
            pos.play_unchecked(to_move(m));
            naive = naive.make(m);
            assert_eq!(
                pos.fen().split(' ').next().unwrap(),
                naive.placement(),
                "boards disagree after {m:?}"
            );
        }
    }
    positions
}

#[test]
fn generator_agrees_with_naive_rules_en_passant_on() {
    let n = lockstep(Rules::default(), 120, 1);
    assert!(n > 5_000, "only {n} positions visited");
}

#[test]
fn generator_agrees_with_naive_rules_en_passant_off() {
    let n = lockstep(Rules::NO_EN_PASSANT, 60, 2);
    assert!(n > 2_000, "only {n} positions visited");
}

/// Every from x to x board x promotion: `is_legal` says yes exactly for
/// the generator's moves.
#[test]
fn is_legal_agrees_with_generator_exhaustively() {
    let mut rng = Rng(7);
    let mut checked = 0u64;
    for g in 0..24 {
        let rules = if g % 3 == 0 {
            Rules::NO_EN_PASSANT
        } else {
            Rules::default()
        };
        let mut pos = Position::from_fen(STARTS[g % STARTS.len()], rules).unwrap();
        for ply in 0..120 {
            let legal = pos.legal_moves();
            // Two plies in four: White's and Black's moves alike.
            if ply % 4 < 2 {
                for from in Square::all() {
                    for to in Square::all() {
                        for board in Board::ALL {
                            for promotion in [
                                None,
                                Some(Role::Queen),
                                Some(Role::Rook),
                                Some(Role::Bishop),
                                Some(Role::Knight),
                                Some(Role::King),
                                Some(Role::Pawn),
                            ] {
                                let m = Move {
                                    from,
                                    to,
                                    board,
                                    promotion,
                                };
                                let gen = legal.contains(&m);
                                assert_eq!(pos.is_legal(m), gen, "{m} on {board} at {}", pos.fen());
                                checked += 1;
                            }
                        }
                    }
                }
            }
            if legal.is_empty() {
                break;
            }
            pos.play_unchecked(legal[rng.below(legal.len())]);
        }
    }
    assert!(checked > 1_000_000);
}

#[test]
fn play_refuses_illegal_and_keeps_position() {
    let pos = Position::default();
    let m = Move {
        from: Square::parse("e2").unwrap(),
        to: Square::parse("e5").unwrap(),
        board: Board::A,
        promotion: None,
    };
    let err = pos.play(m).unwrap_err();
    assert_eq!(*err.position, pos);
    assert_eq!(
        err.to_string(),
        "e2e5: the pawn on e2 of board A cannot move to e5"
    );
}

#[test]
fn hash_is_incremental_and_covers_both_boards() {
    let mut rng = Rng(99);
    let mut pos = Position::default();
    for _ in 0..300 {
        let legal = pos.legal_moves();
        if legal.is_empty() {
            break;
        }
        pos.play_unchecked(legal[rng.below(legal.len())]);
        let again = Position::from_fen(&pos.fen(), pos.rules()).unwrap();
        assert_eq!(again.hash(), pos.hash(), "{}", pos.fen());
        assert_eq!(again, pos);
    }
    // Same placement on the other board hashes differently.
    let a = Position::from_fen(
        "4k3/8/8/8/8/8/8/4K2N|8/8/8/8/8/8/8/8 w - - 0 1",
        Rules::default(),
    )
    .unwrap();
    let b = Position::from_fen(
        "4k3/8/8/8/8/8/8/4K3|8/8/8/8/8/8/8/7N w - - 0 1",
        Rules::default(),
    )
    .unwrap();
    assert_ne!(a.hash(), b.hash());
}

/// Why a move is refused, as the player reads it.
fn reason(fen: &str, rules: Rules, from: &str, to: &str, board: Board) -> String {
    let pos = Position::from_fen(fen, rules).unwrap();
    let m = Move {
        from: Square::parse(from).unwrap(),
        to: Square::parse(to).unwrap(),
        board,
        promotion: None,
    };
    pos.check_move(m).unwrap_err().to_string()
}

/// The reason given for a refused pawn move is the right one of several
/// that could apply.
#[test]
fn a_refused_pawn_move_says_the_right_reason() {
    let on = Rules::default();
    let off = Rules::NO_EN_PASSANT;
    // A diagonal step onto an empty square: it cannot go there, whatever
    // the en passant option, when no en passant could be meant.
    let quiet = "4k3/8/8/8/8/8/4P3/4K3|8/8/8/8/8/8/8/8 w - - 0 1";
    for rules in [on, off] {
        assert_eq!(
            reason(quiet, rules, "e2", "d3", Board::A),
            "the pawn on e2 of board A cannot move to d3"
        );
    }
    // Where a pawn has just passed by on board B: "en passant is off" in
    // a game without it, and in a game with it, since the right is gone,
    // that the pawn cannot move there.
    let passed = "4k3/8/8/4P3/8/8/8/4K3|8/8/8/3p4/8/8/8/8 w - - 0 1";
    assert_eq!(
        reason(passed, off, "e5", "d6", Board::A),
        "en passant is off in this game"
    );
    assert_eq!(
        reason(passed, on, "e5", "d6", Board::A),
        "the pawn on e5 of board A cannot move to d6"
    );
    // Not on the rank an en passant capture lands on: it cannot go there.
    let below = "4k3/8/8/8/8/4P3/8/4K3|8/8/8/3p4/8/8/8/8 w - - 0 1";
    assert_eq!(
        reason(below, off, "e3", "d4", Board::A),
        "the pawn on e3 of board A cannot move to d4"
    );
    // Onto its own piece: diagonally, the square is named as its own;
    // straight ahead it simply cannot move there.
    let own = "4k3/8/8/8/8/3NN3/4P3/4K3|8/8/8/8/8/8/8/8 w - - 0 1";
    assert_eq!(
        reason(own, on, "e2", "d3", Board::A),
        "d3 on board A holds one of your own pieces"
    );
    assert_eq!(
        reason(own, on, "e2", "e3", Board::A),
        "the pawn on e2 of board A cannot move to e3"
    );
    // Any other piece onto its own piece, reachable or not.
    assert_eq!(
        reason(own, on, "d3", "e3", Board::A),
        "e3 on board A holds one of your own pieces"
    );
    // A black pawn on its last rank must promote.
    let black = "4k3/8/8/8/8/8/3p4/K7|8/8/8/8/8/8/8/8 b - - 0 1";
    assert_eq!(
        reason(black, on, "d2", "d1", Board::A),
        "a pawn reaching the last rank must promote (add =Q, =R, =B or =N)"
    );
}
