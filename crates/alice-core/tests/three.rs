//! Three-board Alice: perft against the naive generator, legality,
//! position text and notation with every refusal's reason.

mod common;
use alice_core::three::{
    is_three_board_fen, PositionThree, SetBoard, SetIllegal, SetMove, START_FEN_THREE_BOARDS,
};
use alice_core::{FenError, Position, Role, Rules, SanError, Square};
use common::naive_three::{fast_moves_three, sorted_three, to_move_three, NaiveThree};
use common::Rng;

fn pos(fen: &str) -> PositionThree {
    PositionThree::from_fen(fen, Rules::default()).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

fn sq(s: &str) -> Square {
    Square::parse(s).unwrap()
}

/// Positions for the cross-checks: castling to B and to C, en passant
/// landing on either board, promotion, squares taken on B and C at once,
/// checks arriving from each board.
const POSITIONS: &[(&str, &str)] = &[
    ("start", START_FEN_THREE_BOARDS),
    (
        "castling: O-O only to C, O-O-O only to B",
        "r3k2r/ppp2ppp/8/8/8/8/PPPPPPPP/R3K2R|8/8/8/8/8/8/8/6n1|8/8/8/8/8/8/8/3b4 w KQkq - 0 1",
    ),
    (
        "castling into check on C",
        "r3k2r/ppp2ppp/8/8/8/8/PPP2PPP/R3K2R|8/8/8/8/8/8/8/8|8/8/8/8/6r1/8/8/8 w KQkq - 0 1",
    ),
    (
        "en passant landing on B or C",
        "4k3/3p4/8/4P3/8/8/8/4K3|8/8/3n4/8/8/8/8/8|8/8/8/8/8/8/8/8 b - - 0 1",
    ),
    (
        "en passant pending, landing on C only",
        "4k3/8/8/4P3/8/8/8/4K3|8/8/3n4/8/8/8/8/8|8/8/8/3p4/8/8/8/8 w - d6 0 2",
    ),
    (
        "promotion, landing on B only, with a capture",
        "r3k3/1P6/8/8/8/8/6p1/4K3|8/8/8/8/8/8/8/8|1n6/8/8/8/8/8/8/8 w - - 0 1",
    ),
    (
        "d5 taken on B and on C",
        "4k3/8/8/8/8/8/8/4K3|8/8/8/3Q4/8/5N2/8/8|8/8/8/3q4/8/5b2/8/8 w - - 0 1",
    ),
    (
        "checks can arrive from A and from C",
        "4k3/8/8/8/8/8/8/7r|8/8/8/8/4K3/8/8/8|2b5/8/5n2/8/8/8/8/8 b - - 0 1",
    ),
    (
        "in check on B, blocks land from A",
        "4k3/8/8/8/8/8/3R4/8|4r3/8/8/8/8/8/8/4K3|8/8/8/8/8/8/8/8 w - - 0 1",
    ),
];

#[test]
fn perft_from_the_start_matches_the_rules() {
    for rules in [Rules::default(), Rules::NO_EN_PASSANT] {
        let p = PositionThree::new(rules);
        assert_eq!(p.fen(), START_FEN_THREE_BOARDS);
        assert_eq!(p.perft(1), 40);
        assert_eq!(p.perft(2), 1_600);
        assert_eq!(p.perft(3), 76_900);
    }
}

#[test]
fn perft_suite_and_naive_generator_agree() {
    let text = include_str!("perft_three.txt");
    let mut current: Option<PositionThree> = None;
    let mut lines = 0;
    for line in text.lines().map(str::trim) {
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let (key, value) = line.split_once(' ').expect("key value");
        match key {
            "epd" => current = Some(pos(value)),
            "perft" => {
                let (d, n) = value.split_once(' ').expect("perft d n");
                let (d, n): (u32, u64) = (d.parse().unwrap(), n.parse().unwrap());
                let p = current.as_ref().expect("epd first");
                assert_eq!(p.perft(d), n, "{} depth {d}", p.fen());
                if n <= 200_000 {
                    assert_eq!(
                        NaiveThree::from_position(p).perft(d),
                        n,
                        "naive: {}",
                        p.fen()
                    );
                }
                lines += 1;
            }
            other => panic!("unknown key {other}"),
        }
    }
    assert!(lines >= 25, "only {lines} perft lines");
}

#[test]
fn every_position_of_the_suite_is_in_it() {
    let text = include_str!("perft_three.txt");
    for (name, fen) in POSITIONS {
        assert!(text.contains(fen), "{name} is missing from perft_three.txt");
    }
}

/// Random games from each position: both generators agree at every ply,
/// and the boards agree after every move.
fn lockstep(rules: Rules, games: usize, seed: u64) -> usize {
    let mut rng = Rng(seed);
    let mut seen = 0;
    for g in 0..games {
        let (_, fen) = POSITIONS[g % POSITIONS.len()];
        let mut p = PositionThree::from_fen(fen, rules).unwrap();
        let mut naive = NaiveThree::from_position(&p);
        for _ in 0..160 {
            seen += 1;
            let fast = fast_moves_three(&p);
            assert_eq!(
                fast,
                sorted_three(naive.legal()),
                "generators disagree at {}",
                p.fen()
            );
            assert_eq!(p.count_legal(), fast.len());
            if fast.is_empty() || p.is_bare_kings() {
                break;
            }
            let m = fast[rng.below(fast.len())];
            p.play_unchecked(to_move_three(m));
            naive = naive.make(m);
            assert_eq!(
                p.fen().split(' ').next().unwrap(),
                naive.placement(),
                "boards disagree after {m:?}"
            );
            // The position text reads back as the same position.
            let again = PositionThree::from_fen(&p.fen(), rules).unwrap();
            assert_eq!(again, p, "{}", p.fen());
        }
    }
    seen
}

#[test]
fn generator_agrees_with_naive_rules_en_passant_on() {
    assert!(lockstep(Rules::default(), 90, 3) > 5_000);
}

#[test]
fn generator_agrees_with_naive_rules_en_passant_off() {
    assert!(lockstep(Rules::NO_EN_PASSANT, 36, 4) > 2_000);
}

/// Every from x to x board x landing x promotion: `check_move` accepts
/// exactly the generator's moves.
#[test]
fn check_move_agrees_with_generator_exhaustively() {
    let mut rng = Rng(11);
    let mut checked = 0u64;
    // Legal promotions met, by the piece promoted to.
    let mut promotions = [0u32; 6];
    for g in 0..12 {
        let (_, fen) = POSITIONS[g % POSITIONS.len()];
        let mut p = PositionThree::from_fen(fen, Rules::default()).unwrap();
        for ply in 0..60 {
            let legal = p.legal_moves();
            // Two plies in six: White's and Black's moves alike.
            if ply % 6 < 2 {
                for from in Square::all() {
                    for to in Square::all() {
                        for board in SetBoard::ALL {
                            for landing in SetBoard::ALL {
                                // Every piece, the impossible ones too.
                                for promotion in [
                                    None,
                                    Some(Role::Queen),
                                    Some(Role::Rook),
                                    Some(Role::Bishop),
                                    Some(Role::Knight),
                                    Some(Role::King),
                                    Some(Role::Pawn),
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
                                    if generated && promotion.is_some() {
                                        promotions[promotion.map_or(0, |r| r as usize)] += 1;
                                    }
                                }
                            }
                        }
                    }
                }
            }
            if legal.is_empty() {
                break;
            }
            p.play_unchecked(legal[rng.below(legal.len())]);
        }
    }
    assert!(checked > 1_000_000, "{checked}");
    for role in [Role::Queen, Role::Rook, Role::Bishop, Role::Knight] {
        assert!(
            promotions[role as usize] > 0,
            "no legal promotion to {role:?} met: {promotions:?}"
        );
    }
}

#[test]
fn castling_lands_king_and_rook_on_the_chosen_board() {
    let p = pos(POSITIONS[1].1);
    let sans: Vec<String> = p
        .legal_moves()
        .into_iter()
        .filter(|m| m.from == sq("e1") && m.to.file().abs_diff(4) == 2)
        .map(|m| p.san(m))
        .collect();
    assert_eq!(sans, ["O-O/AC", "O-O-O/AB"]);
    let after = p.play(p.parse_move("O-O").unwrap()).unwrap();
    assert_eq!(
        after.fen(),
        "r3k2r/ppp2ppp/8/8/8/8/PPPPPPPP/R7|8/8/8/8/8/8/8/6n1|8/8/8/8/8/8/8/3b1RK1 b kq - 1 1"
    );
    assert_eq!(
        p.parse_move("O-O/AB").unwrap_err().to_string(),
        "O-O/AB: g1 on board B is occupied, so king and rook cannot land there"
    );
    assert_eq!(
        p.parse_move("O-O-O/C").unwrap_err().to_string(),
        "O-O-O/C: d1 on board C is occupied, so king and rook cannot land there"
    );
    assert_eq!(
        p.parse_move("O-O/BA").unwrap_err().to_string(),
        "O-O/BA: castling is played on board A"
    );
    let q = pos(POSITIONS[2].1);
    assert_eq!(
        q.parse_move("O-O/AC").unwrap_err().to_string(),
        "O-O/AC: the king would land in check on board C"
    );
    assert_eq!(q.san(q.parse_move("O-O").unwrap()), "O-O/AB");
}

#[test]
fn en_passant_removes_the_pawn_from_the_board_it_went_to() {
    for (landing, fen_after_double) in [
        (
            "AB",
            "4k3/8/8/4P3/8/8/8/4K3|8/8/3n4/3p4/8/8/8/8|8/8/8/8/8/8/8/8 w - d6 0 2",
        ),
        (
            "AC",
            "4k3/8/8/4P3/8/8/8/4K3|8/8/3n4/8/8/8/8/8|8/8/8/3p4/8/8/8/8 w - d6 0 2",
        ),
    ] {
        let p = pos(POSITIONS[3].1);
        let p = p
            .play(p.parse_move(&format!("d5/{landing}")).unwrap())
            .unwrap();
        assert_eq!(p.fen(), fen_after_double);
        // d6 is taken on B by the knight: the capture lands on C.
        let m = p.parse_move("exd6").unwrap();
        assert_eq!((m.board, m.landing), (SetBoard::A, SetBoard::C));
        assert_eq!(p.san(m), "exd6/AC");
        let after = p.play(m).unwrap();
        assert_eq!(
            after.fen(),
            "4k3/8/8/8/8/8/8/4K3|8/8/3n4/8/8/8/8/8|8/8/3P4/8/8/8/8/8 b - - 0 2"
        );
        assert_eq!(
            p.parse_move("exd6/AB").unwrap_err().to_string(),
            "exd6/AB: d6 on board B is occupied, so the pawn cannot land there"
        );
    }
    let off = PositionThree::from_fen(POSITIONS[4].1, Rules::NO_EN_PASSANT).unwrap();
    assert_eq!(off.ep_square(), None);
    assert_eq!(
        off.parse_move("exd6").unwrap_err().to_string(),
        "exd6: en passant is off in this game"
    );
}

#[test]
fn notation_names_both_boards() {
    let p = PositionThree::default();
    let m = p.parse_move("Nf3/AB").unwrap();
    assert_eq!(p.san(m), "Nf3/AB");
    assert_eq!(m.coords(), "Ag1f3B");
    let g = p.play(m).unwrap();
    assert_eq!(g.san(g.parse_move("e5/AC").unwrap()), "e5/AC");
    // From the rules: Nf3/AB, e5/AC, Bxc4/BA, O-O/AC, Qd8/CA#.
    let q = pos("4k3/8/8/8/8/8/8/4K3|8/8/8/8/8/1B6/8/8|8/8/8/8/2p5/8/8/8 w - - 0 1");
    assert_eq!(
        q.parse_move("Bc4/BC").unwrap_err().to_string(),
        "Bc4/BC: c4 on board C is occupied, so the bishop cannot land there"
    );
    assert_eq!(q.san(q.parse_move("Bc4").unwrap()), "Bc4/BA");
    let mate = pos("k7/8/1K6/8/8/8/8/8|8/8/8/8/8/8/8/8|8/8/8/8/8/8/8/3Q4 w - - 0 1");
    let m = mate.parse_move("Qd8/CA").unwrap();
    assert_eq!(mate.san(m), "Qd8/CA#");
    let after = mate.play(m).unwrap();
    assert_eq!(
        after.outcome().unwrap().termination,
        alice_core::Termination::Checkmate
    );
}

#[test]
fn forgiving_input() {
    let p = PositionThree::default();
    let nf3b = p.parse_move("Nf3/AB").unwrap();
    for text in [
        "Nf3/AB",
        "Nf3/B",
        "nf3/ab",
        "Ng1f3/AB",
        "Ng1-f3/B",
        "Ag1f3B",
        "g1f3/B",
        "Ag1f3/B",
        "ag1f3b",
        "Nf3/AB+",
        "Nf3/AB!?",
        " Nf3 / AB ",
    ] {
        assert_eq!(p.parse_move(text).as_ref(), Ok(&nf3b), "{text}");
    }
    // Landing left out with both boards vacant: ambiguous, both named.
    assert_eq!(
        p.parse_move("Nf3").unwrap_err(),
        SanError::Ambiguous {
            input: "Nf3".into(),
            candidates: vec!["Nf3/AB".into(), "Nf3/AC".into()]
        }
    );
    assert_eq!(
        p.parse_move("e2e4").unwrap_err().to_string(),
        "e2e4 is ambiguous here: it could be e4/AB or e4/AC"
    );
    // The board played on left out when only one piece fits; the landing
    // when only one board is vacant.
    let q = pos("4k3/8/8/8/n7/8/8/4K3|8/8/8/8/8/8/8/R7|8/8/8/8/8/8/8/8 w - - 0 1");
    assert_eq!(q.san(q.parse_move("Ra4").unwrap()), "Ra4/BC");
    assert_eq!(q.san(q.parse_move("a1a4").unwrap()), "Ra4/BC");
    assert_eq!(
        q.parse_move("Ra4/A").unwrap_err().to_string(),
        "Ra4/A: a4 on board A is occupied, so the rook cannot land there"
    );
    let q = pos(POSITIONS[6].1);
    assert_eq!(
        q.parse_move("Qd5d7").unwrap_err().to_string(),
        "Qd5d7 is ambiguous here: it could be Qd7/BA or Qd7/BC"
    );
    assert_eq!(q.san(q.parse_move("Qd7/A").unwrap()), "Qd7/BA+");
    // d5 is taken on B (White's queen) and C (Black's): coordinates find
    // the piece of the side to move.
    assert_eq!(q.san(q.parse_move("d5d6/C").unwrap()), "Qd6/BC");
    let m = q.parse_move("Ad1d2").unwrap_err();
    assert_eq!(m.to_string(), "Ad1d2: there is no piece on d1 of board A");
    // Promotion written as e8Q, e8=Q, =q and in coordinates.
    let r = pos(POSITIONS[5].1);
    for text in ["b8Q", "b8=Q", "b8=q/AB", "Ab7b8qB", "b7b8q/B"] {
        let m = r.parse_move(text).unwrap_or_else(|e| panic!("{text}: {e}"));
        assert_eq!(r.san(m), "b8=Q/AB", "{text}");
    }
    assert_eq!(
        r.parse_move("bxa8N").unwrap_err().to_string(),
        "bxa8N is ambiguous here: it could be bxa8=N/AB or bxa8=N/AC"
    );
    assert_eq!(r.san(r.parse_move("bxa8N/B").unwrap()), "bxa8=N/AB");
    assert_eq!(r.san(r.parse_move("Ab7a8bC").unwrap()), "bxa8=B/AC");
    // Castling written with zeros.
    let c = pos(POSITIONS[1].1);
    assert_eq!(c.san(c.parse_move("0-0").unwrap()), "O-O/AC");
    assert_eq!(c.san(c.parse_move("0-0-0/B").unwrap()), "O-O-O/AB");
}

#[test]
fn refusals_say_why() {
    let p = PositionThree::default();
    let cases = [
        ("", "cannot read `` as a move: the move is empty"),
        ("Nf3/AA", "cannot read `Nf3/AA` as a move: `/AA`: a piece played on board A lands on one of the two other boards"),
        ("Nf3/D", "cannot read `Nf3/D` as a move: after `/` expected the boards, such as /AB (played on A, lands on B), not `D`"),
        ("Nf3/ABC", "cannot read `Nf3/ABC` as a move: after `/` expected the boards, such as /AB (played on A, lands on B), not `ABC`"),
        ("/AB", "cannot read `/AB` as a move: only the boards, no move"),
        ("Ae2e4Bz", "cannot read `Ae2e4Bz` as a move: unexpected `Bz` after e2e4: expected a promotion (q, r, b, n) and the board it lands on (A, B, C)"),
        ("Ae2e4/C/B", "cannot read `Ae2e4/C/B` as a move: unexpected `/C` after e2e4: expected a promotion (q, r, b, n) and the board it lands on (A, B, C)"),
        ("Be2e4/C", "Be2e4/C: there is no piece on e2 of board B"),
        ("Ae2e4C/B", "cannot read `Ae2e4C/B` as a move: it names two boards the move lands on: C and B"),
        ("Nf3/BC", "Nf3/BC: no knight of yours on board B can move to f3"),
        ("Nf5", "Nf5: no knight of yours on any board can move to f5"),
        ("Nh4/AB", "Nh4/AB: no knight of yours on board A can move to h4"),
        ("Ngh4/AB", "Ngh4/AB: the knight on g1 of board A cannot move to h4"),
        ("e5", "e5: no pawn of yours on any board can move to e5"),
        ("Ae2e4A", "Ae2e4A: a piece moved on board A lands on one of the two other boards, not on A"),
        ("Qd3", "Qd3: the queen on d1 of board A cannot move to d3"),
        ("O-O", "O-O: castling king side: the squares between king and rook on board A are not empty"),
        ("Ae7e5B", "Ae7e5B: the piece on e7 of board A is not yours"),
        ("Ke2", "Ke2: e2 on board A holds one of your own pieces"),
    ];
    for (text, want) in cases {
        assert_eq!(p.parse_move(text).unwrap_err().to_string(), want, "{text}");
    }
    // Every refusal leaves the position as it was.
    let bad = SetMove {
        from: sq("e2"),
        to: sq("e5"),
        board: SetBoard::A,
        landing: SetBoard::B,
        promotion: None,
    };
    assert_eq!(
        p.play(bad).unwrap_err(),
        SetIllegal::CannotReach {
            role: Role::Pawn,
            from: sq("e2"),
            to: sq("e5"),
            board: SetBoard::A
        }
    );
    // Check rules: the king may not move onto an attacked square of its
    // board, nor land in check, nor may a piece leave a line open.
    let k = pos(POSITIONS[8].1);
    assert_eq!(
        k.parse_move("Rd3").unwrap_err().to_string(),
        "Rd3: your king would be in check on board B"
    );
    assert_eq!(k.san(k.parse_move("Re2").unwrap()), "Re2/AB");
    let k2 = pos("4k3/8/8/8/8/8/8/4K3|8/8/8/8/8/8/8/3r4|8/8/8/8/8/8/8/5r2 w - - 0 1");
    assert_eq!(
        k2.parse_move("Kd2/AB").unwrap_err().to_string(),
        "Kd2/AB: the king would land in check on board B"
    );
    assert_eq!(
        k2.parse_move("Kf2/AC").unwrap_err().to_string(),
        "Kf2/AC: the king would land in check on board C"
    );
    let k3 = pos("4k3/8/8/8/8/8/4r3/4K3|8/8/8/8/8/8/8/8|8/8/8/8/8/8/8/8 w - - 0 1");
    assert_eq!(
        k3.parse_move("Kd2").unwrap_err().to_string(),
        "Kd2: the king would be in check on board A"
    );
}

#[test]
fn position_text_round_trips_and_refusals() {
    assert!(is_three_board_fen(START_FEN_THREE_BOARDS));
    assert!(!is_three_board_fen(alice_core::START_FEN));
    let spaced = START_FEN_THREE_BOARDS.replace('|', " | ");
    assert_eq!(pos(&spaced).fen(), START_FEN_THREE_BOARDS);
    // Defaults for missing fields.
    assert_eq!(
        pos("4k3/8/8/8/8/8/8/4K3|8/8/8/8/8/8/8/8|8/8/8/8/8/8/8/8").fen(),
        "4k3/8/8/8/8/8/8/4K3|8/8/8/8/8/8/8/8|8/8/8/8/8/8/8/8 w - - 0 1"
    );
    // A two-board reader names the mistake.
    assert_eq!(
        Position::from_fen(START_FEN_THREE_BOARDS, Rules::default())
            .unwrap_err()
            .to_string(),
        "cannot read the FEN: it has three placements (a three-board position), expected two"
    );
    let cases = [
        ("", "cannot read the FEN: the position is empty"),
        ("8/8/8/8/8/8/8/8|8/8/8/8/8/8/8/8|8/8/8/8/8/8/8", "cannot read the FEN: board C's placement has 7 ranks, expected 8"),
        ("4k3/8/8/8/8/8/8/4K3 w|8/8/8/8/8/8/8/8|8/8/8/8/8/8/8/8", "cannot read the FEN: unexpected `w` after board A's placement"),
        ("4k3/8/8/8/8/8/8/4K3|8/8/8/8/8/8/8/8|8/8/8/8/8/8/8/9 w - - 0 1", "cannot read the FEN: rank 1 of board C's placement has the digit 9"),
        ("4k3/8/8/8/8/8/8/4K3|8/8/8/8/8/8/8/8|8/8/8/8/8/8/8/8 x - - 0 1", "cannot read the FEN: side to move must be `w` or `b`, not `x`"),
        (
            "4k3/8/8/8/8/8/8/4K2N|8/8/8/8/8/8/8/7n|8/8/8/8/8/8/8/7B w - - 0 1",
            "impossible position: h1 is occupied on all three boards (a square holds pieces on two boards at most)",
        ),
        (
            "4k3/8/8/8/8/8/8/8|8/8/8/8/8/8/8/8|8/8/8/8/8/8/8/P3K3 w - - 0 1",
            "impossible position: a pawn stands on a1 of board C, on the first or last rank",
        ),
        (
            "8/8/8/8/8/8/8/8|8/8/8/8/8/8/8/8|8/8/8/8/8/8/8/4K3 w - - 0 1",
            "impossible position: Black has no king",
        ),
        (
            "4k3/8/8/8/8/8/8/4K3|8/8/8/8/8/8/8/8|8/8/8/8/8/8/8/8 w K - 0 1",
            "impossible position: White may castle king side but its king and that rook are not on their home squares of board A",
        ),
        (
            "4k3/8/8/8/8/8/8/4K3|8/8/8/8/8/8/8/8|8/8/8/8/8/8/8/8 w - e6 0 1",
            "impossible position: en passant square e6 does not follow a pawn's double step on board A",
        ),
        (
            "4k3/8/8/4P3/8/8/8/4K3|8/8/8/3p4/8/8/8/8|8/8/8/3p4/8/8/8/8 w - d6 0 2",
            "impossible position: en passant square d6 is ambiguous: the pawn that passed over it could stand on board B or on board C",
        ),
        (
            "4k3/8/8/8/8/8/8/4R1K1|4R3/8/8/8/8/8/8/8|8/8/8/8/8/8/8/8 w - - 0 1",
            "impossible position: the side not to move is in check",
        ),
    ];
    for (fen, want) in cases {
        let e = PositionThree::from_fen(fen, Rules::default()).unwrap_err();
        assert_eq!(e.to_string(), want, "{fen}");
        if want.starts_with("impossible") {
            assert!(matches!(e, FenError::Invalid(_)));
        }
    }
    // Every reason at once.
    let e = PositionThree::from_fen(
        "8/8/8/8/8/8/8/P6N|8/8/8/8/8/8/8/7n|8/8/8/8/8/8/8/7B w Kq e3 0 1",
        Rules::default(),
    )
    .unwrap_err();
    let FenError::Invalid(reasons) = e else {
        panic!("{e}")
    };
    assert_eq!(reasons.reasons.len(), 7, "{reasons}");
}

#[test]
fn hash_is_incremental_and_covers_all_three_boards() {
    let mut rng = Rng(5);
    let mut p = PositionThree::default();
    for _ in 0..300 {
        let legal = p.legal_moves();
        if legal.is_empty() {
            break;
        }
        p.play_unchecked(legal[rng.below(legal.len())]);
        let again = PositionThree::from_fen(&p.fen(), p.rules()).unwrap();
        assert_eq!(again.hash(), p.hash(), "{}", p.fen());
    }
    let on = |b: &str| {
        let fens = [
            "4k3/8/8/8/8/8/8/4K2N|8/8/8/8/8/8/8/8|8/8/8/8/8/8/8/8 w - - 0 1",
            "4k3/8/8/8/8/8/8/4K3|8/8/8/8/8/8/8/7N|8/8/8/8/8/8/8/8 w - - 0 1",
            "4k3/8/8/8/8/8/8/4K3|8/8/8/8/8/8/8/8|8/8/8/8/8/8/8/7N w - - 0 1",
        ];
        pos(fens[SetBoard::from_char(b.chars().next().unwrap())
            .unwrap()
            .index()])
        .hash()
    };
    assert_ne!(on("A"), on("B"));
    assert_ne!(on("B"), on("C"));
    assert_ne!(on("A"), on("C"));
}

#[test]
fn san_and_coordinates_round_trip_over_random_games() {
    let mut rng = Rng(21);
    for g in 0..40 {
        let (_, fen) = POSITIONS[g % POSITIONS.len()];
        let mut p = pos(fen);
        for _ in 0..100 {
            let legal = p.legal_moves();
            if legal.is_empty() {
                break;
            }
            for &m in &legal {
                let san = p.san(m);
                assert_eq!(p.parse_move(&san), Ok(m), "{san} at {}", p.fen());
                assert_eq!(p.parse_move(&m.coords()), Ok(m), "{m} at {}", p.fen());
                assert_eq!(SetMove::from_u32(m.to_u32()), Some(m));
            }
            p.play_unchecked(legal[rng.below(legal.len())]);
        }
    }
}

#[test]
fn outcomes() {
    use alice_core::Termination;
    let bare = pos("4k3/8/8/8/8/8/8/8|8/8/8/8/8/8/8/8|8/8/8/8/8/8/8/4K3 w - - 0 1");
    assert_eq!(bare.outcome().unwrap().termination, Termination::BareKings);
    let fifty = pos("4k3/8/8/8/8/8/8/4K2R|8/8/8/8/8/8/8/8|8/8/8/8/8/8/8/8 w - - 100 80");
    assert_eq!(
        fifty.outcome().unwrap().termination,
        Termination::FiftyMoves
    );
    // Stalemate: every square the king could step to is attacked on A.
    let stale = pos("k7/2Q5/1K6/8/8/8/8/8|8/8/8/8/8/8/8/8|8/8/8/8/8/8/8/8 b - - 0 1");
    assert_eq!(stale.outcome().unwrap().termination, Termination::Stalemate);
    // The same array with the queen on C: the king walks away.
    let free = pos("k7/8/1K6/8/8/8/8/8|8/8/8/8/8/8/8/8|8/8/8/8/8/8/2Q5/8 b - - 0 1");
    assert_eq!(free.outcome(), None);
}
