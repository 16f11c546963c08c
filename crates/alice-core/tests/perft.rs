//! Runs the perft suite in `perft.txt`. Entries above the node limit
//! (`ALICE_PERFT_MAX_NODES`, default 200 million) are skipped; small ones
//! are also re-counted by the naive generator of `common`.

mod common;
use alice_core::{Position, Rules};

struct Case {
    id: String,
    fen: String,
    rules: Rules,
    perfts: Vec<(u32, u64)>,
}

fn suite() -> Vec<Case> {
    let text = include_str!("perft.txt");
    let mut cases: Vec<Case> = Vec::new();
    for (n, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let (key, value) = line
            .split_once(' ')
            .unwrap_or_else(|| panic!("line {}: {line}", n + 1));
        match key {
            "id" => cases.push(Case {
                id: value.to_string(),
                fen: String::new(),
                rules: Rules::NO_EN_PASSANT,
                perfts: Vec::new(),
            }),
            "epd" => cases.last_mut().expect("id first").fen = value.to_string(),
            "ep" => {
                cases.last_mut().expect("id first").rules = Rules {
                    en_passant: value == "on",
                }
            }
            "perft" => {
                let (d, c) = value.split_once(' ').expect("perft <depth> <count>");
                cases
                    .last_mut()
                    .expect("id first")
                    .perfts
                    .push((d.parse().unwrap(), c.parse().unwrap()));
            }
            other => panic!("line {}: unknown key {other}", n + 1),
        }
    }
    cases
}

fn limit() -> u64 {
    std::env::var("ALICE_PERFT_MAX_NODES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(200_000_000)
}

#[test]
fn perft_suite() {
    let cases = suite();
    assert!(cases.len() >= 20, "suite has {} cases", cases.len());
    let mut run = 0;
    for case in &cases {
        let pos = Position::from_fen(&case.fen, case.rules)
            .unwrap_or_else(|e| panic!("{}: {e}", case.id));
        for &(depth, expected) in &case.perfts {
            if expected > limit() {
                continue;
            }
            assert_eq!(pos.perft(depth), expected, "{} depth {depth}", case.id);
            run += 1;
        }
    }
    assert!(run >= 80, "only {run} perft lines ran");
}

#[test]
fn naive_generator_confirms_small_counts() {
    for case in suite() {
        let pos = Position::from_fen(&case.fen, case.rules).unwrap();
        let naive = common::Naive::from_position(&pos);
        for &(depth, expected) in &case.perfts {
            if expected <= 30_000 {
                assert_eq!(naive.perft(depth), expected, "{} depth {depth}", case.id);
            }
        }
    }
}
