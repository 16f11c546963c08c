//! The engine finds mates (through the looking-glass, and around the
//! vacancy rule), always returns legal moves, obeys its stop flag, and is
//! deterministic at fixed depth.

use alice_core::{Position, Rules};
use alice_engine::{Level, Limits, Score, Searcher};
use std::sync::atomic::{AtomicBool, Ordering};

fn pos(fen: &str) -> Position {
    Position::from_fen(fen, Rules::default()).unwrap()
}

fn best(fen: &str, depth: u32) -> (String, Score) {
    let p = pos(fen);
    let r = Searcher::new(8)
        .search(&p, &[], Limits::depth(depth), None, |_| {})
        .unwrap();
    (p.san(r.best), r.score)
}

#[test]
fn mate_in_one_through_the_looking_glass() {
    // The rook on a1 of B lands on a8 of A, where the king cannot escape.
    assert_eq!(
        best("7k/6pp/8/8/8/8/8/4K3|8/8/8/8/8/8/8/R7 w - - 0 1", 3),
        ("Ra8/A#".to_string(), Score::Mate(1))
    );
}

#[test]
fn obvious_mate_blocked_by_the_vacancy_rule() {
    // a8 of A is taken by a knight, so Ra8 cannot land; Rb8 mates instead.
    let fen = "n6k/6pp/8/8/8/8/8/4K3|8/8/8/8/8/8/8/RR6 w - - 0 1";
    assert!(pos(fen).parse_move("Ra8").is_err());
    assert_eq!(best(fen, 3), ("Rb8/A#".to_string(), Score::Mate(1)));
}

#[test]
fn mates_in_two() {
    // Each first move is the only one that mates in two (checked by
    // `forced_mates_in_two`, which tries every line).
    for (fen, mv) in [
        ("8/1pp2ppp/8/3p1nr1/8/8/2PPR2q/2BQK1NR|5k2/8/pPn1b2P/2b1p3/4P3/P1N2PPB/8/1r6 b - - 2 18", "Rf1/A+"),
        ("4k1nr/1pp2pp1/5Q2/1P6/4N3/8/2PnPP1P/4KBNR|1r6/8/p6p/2Bp3b/P2P2P1/q7/8/1R6 w Kk - 3 20", "Rxb8/A+"),
        ("rnbq1bnr/pp2ppp1/8/3P4/8/8/PP1PPPP1/R1B1KB1R|8/3k4/8/2p4p/8/NQ3N1P/8/8 w KQ - 5 7", "Rh7+"),
        ("r2qk2r/ppp5/8/8/2p2p2/8/PP3PP1/R1BQKB2|5R2/8/n2np3/5bpP/3PP3/N6N/8/8 w Qkq - 0 12", "Qd7"),
        ("2b3n1/3p1p2/6R1/2n5/8/4K3/PP1PP1PP/2B2B2|qr3k2/2N5/8/8/6r1/p1p2N2/8/4Q1R1 b - - 5 24", "Qe4/A+"),
    ] {
        let p = pos(fen);
        assert_eq!(forced_mates_in_two(&p), [mv], "{fen}");
        // Pruning hides a quiet threat for a few plies: with Qd7 White is
        // winning anyway, and reverse futility stops the search of the
        // threat's replies until depth 12 (about 160,000 nodes).
        let r = Searcher::new(8)
            .search(&p, &[], Limits::nodes(300_000), None, |_| {})
            .unwrap();
        assert_eq!((p.san(r.best), r.score), (mv.to_string(), Score::Mate(2)), "{fen}");
    }
}

#[test]
fn mated_side_reports_negative_mate() {
    // After 1. Rh7+ (mate in two) Black is mated next move whatever it does.
    let p = pos("rnbq1bnr/pp2ppp1/8/3P4/8/8/PP1PPPP1/R1B1KB2|8/3k3R/8/2p4p/8/NQ3N1P/8/8 b Q - 6 7");
    let r = Searcher::new(8)
        .search(&p, &[], Limits::depth(4), None, |_| {})
        .unwrap();
    assert_eq!(r.score, Score::Mate(-1));
}

#[test]
fn no_legal_move_gives_none() {
    let p = pos("7k/5Q2/8/8/8/8/8/K7|8/8/8/8/8/8/8/8 b - - 0 1");
    assert!(Searcher::new(1)
        .search(&p, &[], Limits::depth(3), None, |_| {})
        .is_none());
}

fn random_positions(n: usize, seed: u64) -> Vec<Position> {
    let mut s = seed;
    let mut next = move || {
        s ^= s << 13;
        s ^= s >> 7;
        s ^= s << 17;
        s
    };
    let mut out = Vec::new();
    while out.len() < n {
        let mut p = Position::default();
        let plies = 1 + next() % 60;
        for _ in 0..plies {
            let l = p.legal_moves();
            if l.is_empty() {
                break;
            }
            p.play_unchecked(l[(next() % l.len() as u64) as usize]);
        }
        if p.has_legal_moves() {
            out.push(p);
        }
    }
    out
}

#[test]
fn every_move_returned_is_legal() {
    let mut searcher = Searcher::new(8);
    for p in random_positions(150, 42) {
        for limits in [Limits::depth(3), Limits::nodes(700)] {
            let r = searcher.search(&p, &[], limits, None, |_| {}).unwrap();
            assert!(p.is_legal(r.best), "{} at {}", r.best, p.fen());
            // The principal variation is a legal line.
            let mut q = p;
            for &m in &r.pv {
                assert!(q.is_legal(m), "pv {m} at {}", q.fen());
                q.play_unchecked(m);
            }
        }
    }
    for (i, p) in random_positions(40, 7).into_iter().enumerate() {
        let level = Level::new(1 + (i % 4) as u8).unwrap();
        let r = level
            .choose(&mut searcher, &p, &[], None, i as u64)
            .unwrap();
        assert!(p.is_legal(r.best));
    }
}

#[test]
fn stop_flag_returns_a_legal_move() {
    let p = Position::default();
    // Set before the search starts.
    let stop = AtomicBool::new(true);
    let r = Searcher::new(8)
        .search(&p, &[], Limits::default(), Some(&stop), |_| {})
        .unwrap();
    assert!(p.is_legal(r.best));
    // Set by the progress report once some nodes were searched.
    for p in random_positions(20, 3) {
        let stop = AtomicBool::new(false);
        let mut reports = 0;
        let r = Searcher::new(8)
            .search(&p, &[], Limits::default(), Some(&stop), |info| {
                reports += 1;
                if info.nodes > 2_000 {
                    stop.store(true, Ordering::Relaxed);
                }
            })
            .unwrap();
        assert!(p.is_legal(r.best), "{}", p.fen());
        assert!(reports >= 1);
        assert!(r.depth < 100);
    }
}

#[test]
fn fixed_depth_and_nodes_are_deterministic() {
    for p in random_positions(10, 9) {
        let a = Searcher::new(8)
            .search(&p, &[], Limits::depth(5), None, |_| {})
            .unwrap();
        let b = Searcher::new(8)
            .search(&p, &[], Limits::depth(5), None, |_| {})
            .unwrap();
        assert_eq!((a.best, a.nodes, a.score), (b.best, b.nodes, b.score));
        let a = Searcher::new(8)
            .search(&p, &[], Limits::nodes(5_000), None, |_| {})
            .unwrap();
        let b = Searcher::new(8)
            .search(&p, &[], Limits::nodes(5_000), None, |_| {})
            .unwrap();
        assert_eq!((a.best, a.nodes), (b.best, b.nodes));
    }
}

/// Black is a rook down (no rook on a8). After the knights went out and
/// back twice, Ng8/A would repeat the start position a third time.
fn a_rook_down_black_can_repeat() -> alice_core::Game<Position> {
    let start = pos("1nbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR|8/8/8/8/8/8/8/8 w KQk - 0 1");
    let mut g = alice_core::Game::from_position(start);
    for m in ["Nf3", "Nf6", "Ng1/A", "Ng8/A", "Nf3", "Nf6", "Ng1/A"] {
        g.play_text(m).unwrap();
    }
    g
}

#[test]
fn repetition_in_the_game_history_counts_as_a_draw() {
    // Ng8/A repeats a third time: a draw, which is better for Black than
    // anything else, and scored 0 exactly.
    let g = a_rook_down_black_can_repeat();
    let r = Searcher::new(8)
        .search(g.position(), g.history(), Limits::depth(4), None, |_| {})
        .unwrap();
    assert_eq!(g.position().san(r.best), "Ng8/A");
    assert_eq!(r.score, Score::Cp(0));
    // Without the history the same position is just a rook down.
    let r = Searcher::new(8)
        .search(g.position(), &[], Limits::depth(4), None, |_| {})
        .unwrap();
    assert!(
        matches!(r.score, Score::Cp(cp) if cp < -300),
        "{:?}",
        r.score
    );
}

#[test]
fn contempt_makes_a_draw_worse_for_the_side_searching_only() {
    let g = a_rook_down_black_can_repeat();
    let search = |contempt: i32| {
        let limits = Limits {
            depth: Some(4),
            contempt,
            ..Limits::default()
        };
        let r = Searcher::new(8)
            .search(g.position(), g.history(), limits, None, |_| {})
            .unwrap();
        (g.position().san(r.best), r.score)
    };
    // A draw that costs Black a quarter of a pawn is still better than a
    // rook down: the same move, scored exactly that much below even. The
    // draw is reached with White to move, who counts it as that much
    // better: the side searching is Black, whoever moves at the draw.
    assert_eq!(search(25), ("Ng8/A".to_string(), Score::Cp(-25)));
    // One that costs more than the rook is avoided.
    let (best, score) = search(1_000);
    assert_ne!(best, "Ng8/A");
    assert!(
        matches!(score, Score::Cp(cp) if cp > -1_000 && cp < -300),
        "{score:?}"
    );
}

#[test]
fn only_duo_chess_top_level_has_contempt() {
    use alice_core::three::{PositionDuo, PositionThree};
    let top = Level::new(Level::MAX).unwrap();
    assert_eq!(
        top.limits_for::<PositionDuo>().contempt,
        alice_engine::variant::DUO_CONTEMPT
    );
    assert_eq!(alice_engine::variant::DUO_CONTEMPT, 25);
    assert_eq!(top.limits_for::<PositionThree>().contempt, 0);
    assert_eq!(top.limits_for::<Position>().contempt, 0);
    for level in 1..Level::MAX {
        let l = Level::new(level).unwrap();
        assert_eq!(l.limits_for::<PositionDuo>().contempt, 0, "level {level}");
    }
}

/// The first moves that force mate in at most two moves (three plies),
/// found by trying every line: a deliberately simple check of the search.
fn forced_mates_in_two(p: &Position) -> Vec<String> {
    let mates_now = |q: &Position| {
        q.legal_moves().iter().any(|&m| {
            let mut r = *q;
            r.play_unchecked(m);
            r.is_check() && !r.has_legal_moves()
        })
    };
    let mut found = Vec::new();
    for &m in p.legal_moves().iter() {
        let mut q = *p;
        q.play_unchecked(m);
        let replies = q.legal_moves();
        let forced = if replies.is_empty() {
            q.is_check()
        } else {
            replies.iter().all(|&reply| {
                let mut r = q;
                r.play_unchecked(reply);
                mates_now(&r)
            })
        };
        if forced {
            found.push(p.san(m));
        }
    }
    found
}

#[test]
fn weak_levels_report_the_score_of_the_move_they_play() {
    // Mate in one: every level plays it and says so.
    let p = pos("7k/6pp/8/8/8/8/8/4K3|8/8/8/8/8/8/8/R7 w - - 0 1");
    for n in 1..=8 {
        let r = Level::new(n)
            .unwrap()
            .choose(&mut Searcher::new(8), &p, &[], None, 5)
            .unwrap();
        assert_eq!(
            (p.san(r.best), r.score),
            ("Ra8/A#".into(), Score::Mate(1)),
            "level {n}"
        );
    }
    // Elsewhere a weak level reports the score of the move it plays (not of
    // a better move it passed over): a mate it reports is the one its move
    // gives or suffers, as a full search of the position after it finds.
    let mates_in_two = [
        "rnbq1bnr/pp2ppp1/8/3P4/8/8/PP1PPPP1/R1B1KB1R|8/3k4/8/2p4p/8/NQ3N1P/8/8 w KQ - 5 7",
        "rnbq1bnr/pp2ppp1/8/3P4/8/8/PP1PPPP1/R1B1KB2|8/3k3R/8/2p4p/8/NQ3N1P/8/8 b Q - 6 7",
    ];
    // Lost whatever the side to move plays, mated in 2 and in 3 at best
    // (most moves are mated at once): a weak level often picks a quicker
    // loss than the best defence, and reports that one.
    let lost = [
        "5knr/4p2p/8/6pr/2p5/1b6/8/4KBN1|Q7/3n2b1/1p2Pp1P/p7/4PRP1/2B5/7R/8 b - - 1 27",
        "1nbqk3/R2p1p2/8/5P2/1bB1P1p1/2p5/3r2P1/1N2K2n|8/8/2N5/p1p1p3/P6p/3P2QP/8/6R1 b - - 0 28",
    ];
    let mut tries: Vec<(Position, u64)> = mates_in_two
        .iter()
        .map(|f| (pos(f), 0))
        .chain(
            lost.iter()
                .flat_map(|f| (0..4).map(move |seed| (pos(f), seed))),
        )
        .collect();
    tries.extend(random_positions(30, 11).into_iter().zip(100..));
    let mut reported = 0;
    for (p, seed) in tries {
        for n in 1..=3 {
            let r = Level::new(n)
                .unwrap()
                .choose(&mut Searcher::new(8), &p, &[], None, seed)
                .unwrap();
            let mut after = p;
            after.play_unchecked(r.best);
            let Score::Mate(k) = r.score else {
                continue;
            };
            reported += 1;
            if k == 1 {
                assert!(after.is_check() && !after.has_legal_moves(), "{}", p.fen());
                continue;
            }
            // After the move, the other side is mated in k - 1 (k > 0), or
            // mates in -k (k < 0): a full search says the same or sooner.
            let full = Searcher::new(8)
                .search(
                    &after,
                    &[],
                    Limits::depth(2 * k.unsigned_abs() + 1),
                    None,
                    |_| {},
                )
                .unwrap();
            match full.score {
                Score::Mate(m) if k > 0 => {
                    assert!(m == 1 - k, "level {n}: {k} vs {m} at {}", p.fen())
                }
                Score::Mate(m) => assert!(m == -k, "level {n}: {k} vs {m} at {}", p.fen()),
                other => panic!(
                    "level {n} reports mate {k}, a full search {other:?} at {}",
                    p.fen()
                ),
            }
        }
    }
    assert!(
        reported >= 3,
        "only {reported} mates reported: the check did not run"
    );
}

#[test]
fn multipv_names_the_mate_first_and_the_blunders_after_it() {
    // Bg5 lands on g5 of A and mates; anything else lets Black mate with
    // Qe3/A# (the queen on d2 of B lands on e3 of A).
    let fen =
        "1n3b2/3Q1ppp/5k2/1P1n4/6P1/5r2/1RP1P3/1N4K1|8/8/pp2p1NB/2p2b2/5P2/7P/3q2BR/r7 w - - 14 30";
    let p = pos(fen);
    let mut s = Searcher::new(8);
    s.set_multipv(3);
    let mut reported = Vec::new();
    let r = s
        .search(&p, &[], Limits::nodes(100_000), None, |i| {
            reported.push((i.depth, i.multipv, i.pv[0]))
        })
        .unwrap();
    let lines: Vec<(String, Score)> = r.lines.iter().map(|l| (p.san(l.pv[0]), l.score)).collect();
    assert_eq!(lines[0], ("Bg5/A#".to_string(), Score::Mate(1)));
    assert_eq!(lines.len(), 3);
    // The next two lines start with other moves, and each is answered by
    // a mate: played out, the reply of each line mates.
    for l in &r.lines[1..] {
        assert_eq!(l.score, Score::Mate(-1));
        let q = p.play(l.pv[0]).unwrap().play(l.pv[1]).unwrap();
        assert!(q.is_check() && !q.has_legal_moves(), "{}", q.fen());
    }
    assert_ne!(r.lines[1].pv[0], r.lines[2].pv[0]);
    assert_eq!(
        (r.best, r.score, &r.pv),
        (r.lines[0].pv[0], r.lines[0].score, &r.lines[0].pv)
    );
    // Each completed depth reports its three lines, in order.
    let last = reported.last().unwrap().0;
    let at_last: Vec<u32> = reported
        .iter()
        .filter(|x| x.0 == last)
        .map(|x| x.1)
        .collect();
    assert_eq!(at_last, [1, 2, 3]);
}

#[test]
fn a_multipv_search_stopped_midway_names_its_first_line_as_best() {
    // Node limits that stop the search in every line of an iteration: the
    // best move and its line are always the first line's.
    let p = Position::new(Rules::default());
    let mut s = Searcher::new(8);
    s.set_multipv(3);
    for nodes in (2_000..60_000).step_by(1_500) {
        s.clear();
        let r = s
            .search(&p, &[], Limits::nodes(nodes), None, |_| {})
            .unwrap();
        assert_eq!(r.lines.len(), 3, "{nodes}");
        assert_eq!(
            (r.best, r.score, &r.pv, r.depth),
            (
                r.lines[0].pv[0],
                r.lines[0].score,
                &r.lines[0].pv,
                r.lines[0].depth
            ),
            "{nodes}"
        );
    }
}

#[test]
fn multipv_lines_are_distinct_ordered_and_capped_by_the_legal_moves() {
    for p in random_positions(30, 11) {
        let n = p.legal_moves().len();
        let mut s = Searcher::new(1);
        s.set_multipv(4);
        let r = s.search(&p, &[], Limits::depth(3), None, |_| {}).unwrap();
        assert_eq!(r.lines.len(), n.min(4), "{}", p.fen());
        let firsts: std::collections::HashSet<_> = r.lines.iter().map(|l| l.pv[0]).collect();
        assert_eq!(firsts.len(), r.lines.len(), "{}", p.fen());
        assert!(
            r.lines.windows(2).all(|w| w[0].raw_score >= w[1].raw_score),
            "{}",
            p.fen()
        );
        for l in &r.lines {
            let mut q = p;
            for &m in &l.pv {
                assert!(q.is_legal(m), "pv {m} at {}", q.fen());
                q.play_unchecked(m);
            }
        }
    }
}
