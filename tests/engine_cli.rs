//! `alice bestmove`, `alice uci` and `alice match`, run as a user (or a
//! match tool) would.

use alice_core::{Position, Rules, VariantPosition};
use serde_json::json;
use std::io::{BufRead, BufReader, Write};
use std::process::{Command, Stdio};

mod scratch;
use scratch::Scratch;

fn alice(args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_alice"))
        .args(args)
        .output()
        .unwrap()
}

fn random_positions(n: usize, seed: u64, rules: Rules) -> Vec<(Position, Vec<String>)> {
    let mut s = seed;
    let mut out = Vec::new();
    while out.len() < n {
        let mut p = Position::new(rules);
        let mut moves = Vec::new();
        s ^= s << 13;
        s ^= s >> 7;
        s ^= s << 17;
        for _ in 0..(s % 50) {
            let l = p.legal_moves();
            if l.is_empty() {
                break;
            }
            s ^= s << 13;
            s ^= s >> 7;
            s ^= s << 17;
            let m = l[(s % l.len() as u64) as usize];
            moves.push(m.uci());
            p.play_unchecked(m);
        }
        if p.has_legal_moves() {
            out.push((p, moves));
        }
    }
    out
}

#[test]
fn bestmove_finds_the_transfer_mate() {
    let o = alice(&[
        "bestmove",
        "7k/6pp/8/8/8/8/8/4K3|8/8/8/8/8/8/8/R7 w - - 0 1",
        "--depth",
        "4",
    ]);
    assert!(o.status.success());
    let out = String::from_utf8(o.stdout).unwrap();
    assert!(
        out.starts_with(
            "{\"move\":\"Ra8/A#\",\"score\":{\"mate\":1,\"wdl\":[1000,0,0]},\"depth\":"
        ),
        "{out}"
    );
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["pv"], serde_json::json!(["Ra8/A#"]));
    assert!(v["nodes"].as_u64().unwrap() > 0);
    assert!(v["nps"].is_u64());
}

#[test]
fn weak_levels_report_the_mate_they_play() {
    // Levels 1-3 choose among root moves; the score is the chosen move's.
    for level in ["1", "2", "3"] {
        let o = alice(&[
            "bestmove",
            "7k/6pp/8/8/8/8/8/4K3|8/8/8/8/8/8/8/R7 w - - 0 1",
            "--level",
            level,
        ]);
        assert!(o.status.success());
        let v: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
        assert_eq!(v["move"], "Ra8/A#", "level {level}");
        assert_eq!(
            v["score"],
            serde_json::json!({"mate": 1, "wdl": [1000, 0, 0]}),
            "level {level}"
        );
    }
}

#[test]
fn bestmove_reports_centipawns_and_a_legal_line() {
    for (p, _) in random_positions(12, 5, Rules::default()) {
        for limit in [
            ["--nodes", "3000"],
            ["--depth", "3"],
            ["--level", "2"],
            ["--movetime", "30"],
        ] {
            let o = alice(&["bestmove", &p.fen(), limit[0], limit[1]]);
            assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
            let v: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
            let m = p.parse_move(v["move"].as_str().unwrap()).unwrap();
            assert_eq!(p.san(m), v["move"]);
            assert!(v["score"]["cp"].is_i64() || v["score"]["mate"].is_i64());
            let mut q = p;
            for san in v["pv"].as_array().unwrap() {
                let m = q.parse_move(san.as_str().unwrap()).unwrap();
                assert_eq!(q.san(m), *san);
                q.play_unchecked(m);
            }
        }
    }
}

#[test]
fn bestmove_without_legal_moves_fails_clearly() {
    let o = alice(&["bestmove", "7k/5Q2/8/8/8/8/8/K7|8/8/8/8/8/8/8/8 b - - 0 1"]);
    assert_eq!(o.status.code(), Some(1));
    assert!(o.stdout.is_empty());
    assert_eq!(
        String::from_utf8(o.stderr).unwrap(),
        "error: no legal move: the position is stalemate\n"
    );
    let mated = "r1bqkbnr/pppp1ppp/8/8/4R3/8/1PPPPPPP/1NBQKBNR|8/8/n7/4p3/8/P7/8/8 b Kkq - 1 3";
    let o = alice(&["bestmove", mated, "--depth", "3"]);
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(
        String::from_utf8(o.stderr).unwrap(),
        "error: no legal move: the position is checkmate\n"
    );
}

struct Uci {
    child: std::process::Child,
    stdin: std::process::ChildStdin,
    stdout: BufReader<std::process::ChildStdout>,
}

impl Uci {
    fn start() -> Uci {
        let mut child = Command::new(env!("CARGO_BIN_EXE_alice"))
            .arg("uci")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .unwrap();
        let stdin = child.stdin.take().unwrap();
        let stdout = BufReader::new(child.stdout.take().unwrap());
        Uci {
            child,
            stdin,
            stdout,
        }
    }
    fn send(&mut self, line: &str) {
        writeln!(self.stdin, "{line}").unwrap();
        self.stdin.flush().unwrap();
    }
    fn until(&mut self, prefix: &str) -> Vec<String> {
        let mut lines = Vec::new();
        loop {
            let mut l = String::new();
            assert!(
                self.stdout.read_line(&mut l).unwrap() > 0,
                "engine closed; got {lines:?}"
            );
            let l = l.trim().to_string();
            let done = l.starts_with(prefix);
            lines.push(l);
            if done {
                return lines;
            }
        }
    }
}

#[test]
fn uci_handshake_and_legal_bestmoves() {
    let mut e = Uci::start();
    e.send("uci");
    let lines = e.until("uciok");
    assert!(
        lines.contains(&"option name UCI_Variant type combo default alice var alice".to_string())
    );
    assert!(lines.contains(&"option name UCI_AliceEnPassant type check default false".to_string()));
    e.send("setoption name UCI_Variant value alice");
    e.send("isready");
    assert_eq!(e.until("readyok"), ["readyok"]);
    // Fairy-Stockfish's FEN form and from-to moves.
    for (i, (p, moves)) in random_positions(25, 77, Rules::NO_EN_PASSANT)
        .into_iter()
        .enumerate()
    {
        if i % 2 == 0 {
            e.send(&format!("position startpos moves {}", moves.join(" ")));
        } else {
            e.send(&format!("position fen {}", p.fen_fsf()));
        }
        e.send(if i % 3 == 0 {
            "go nodes 2000"
        } else {
            "go depth 3"
        });
        let lines = e.until("bestmove");
        let best = lines.last().unwrap().strip_prefix("bestmove ").unwrap();
        let m = p.parse_move(best).unwrap();
        assert_eq!(m.uci(), best, "coordinates at {}", p.fen_fsf());
        assert!(
            lines.iter().any(|l| l.starts_with("info depth ")),
            "{lines:?}"
        );
    }
    // A mate is reported as such.
    e.send("position fen 7k/6pp/8/8/8/8/8/|R3K3 w - - 0 1");
    e.send("go depth 3");
    let lines = e.until("bestmove");
    assert_eq!(lines.last().unwrap(), "bestmove a1a8");
    assert!(
        lines.iter().any(|l| l.contains("score mate 1")),
        "{lines:?}"
    );
    // stop ends an infinite search with a legal move.
    e.send("position startpos");
    e.send("go infinite");
    std::thread::sleep(std::time::Duration::from_millis(50));
    e.send("stop");
    let best = e.until("bestmove").last().unwrap().clone();
    let start = Position::new(Rules::NO_EN_PASSANT);
    assert!(
        start
            .parse_move(best.strip_prefix("bestmove ").unwrap())
            .is_ok(),
        "{best}"
    );
    e.send("quit");
    assert!(e.child.wait().unwrap().success());
}

#[test]
fn uci_en_passant_option() {
    let mut e = Uci::start();
    e.send("setoption name UCI_AliceEnPassant value true");
    // Black just double-stepped d7-d5 on A beside the white pawn on e5 of A.
    e.send("position fen 4k3/3p4/8/4P3/8/8/8/4K3 b - - 0 1 moves d7d5");
    e.send("d");
    let d = e.until("info string").last().unwrap().clone();
    // The en passant square is kept: the e5 pawn may take.
    assert_eq!(d, "info string 4k3/8/8/3|pP3/8/8/8/4K3 w - d6 0 2");
    e.send("go depth 2");
    let lines = e.until("bestmove");
    assert!(lines.last().unwrap().starts_with("bestmove "));
    e.send("quit");
    let _ = e.child.wait();
}

#[test]
fn match_between_levels_prints_score_and_elo() {
    let dir = Scratch::new("match");
    let pgn = dir.join("games.pgn");
    let openings = dir.join("openings.txt");
    std::fs::write(&openings, "# two openings\n1. e4 e5\nrnbqk1nr/pppp1ppp/8/4N3/8/8/PPPPPPPP/RNBQKB1R|8/8/4p3/2b5/8/8/8/8 w KQkq - 2 3\n").unwrap();
    let o = alice(&[
        "match",
        "--level",
        "3",
        "--level",
        "0",
        "--games",
        "4",
        "--openings",
        openings.to_str().unwrap(),
        "--pgn",
        pgn.to_str().unwrap(),
    ]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let out = String::from_utf8(o.stdout).unwrap();
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines[0], "Alice level 3 vs random mover: 4 games");
    assert!(lines[1].starts_with("score "), "{out}");
    assert!(lines[2].starts_with("Elo difference: "), "{out}");
    let games = std::fs::read_to_string(&pgn).unwrap();
    assert_eq!(games.matches("[Variant \"Alice\"]").count(), 4);
    assert_eq!(games.matches("[White \"Alice level 3\"]").count(), 2);
    // Every game reads back and ends as its result says.
    for text in games.split("\n\n[Event").map(|g| {
        if g.starts_with("[Event") {
            g.to_string()
        } else {
            format!("[Event{g}")
        }
    }) {
        let g = alice_core::read_pgn(&text).unwrap();
        assert_ne!(g.result, "*");
    }
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn match_against_uci_engines() {
    // Our own engine through UCI.
    let me = format!("{} uci", env!("CARGO_BIN_EXE_alice"));
    let o = alice(&[
        "match",
        "--level",
        "2",
        "--uci",
        &me,
        "--games",
        "2",
        "--movetime",
        "20",
    ]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let out = String::from_utf8(o.stdout).unwrap();
    assert!(
        out.starts_with("Alice level 2 vs Alice: 2 games\n"),
        "{out}"
    );
    // An engine that answers with an illegal move loses every game, reported.
    let dir = Scratch::new("liar");
    let liar = dir.join("liar.sh");
    std::fs::write(
        &liar,
        "while read -r line; do case \"$line\" in uci) echo 'id name Liar'; echo uciok;; isready) echo readyok;; go*) echo 'bestmove a1a1';; quit) exit 0;; esac; done\n",
    )
    .unwrap();
    let cmd = format!("sh {}", liar.display());
    let o = alice(&[
        "match",
        "--level",
        "1",
        "--uci",
        &cmd,
        "--games",
        "2",
        "--movetime",
        "10",
    ]);
    let out = String::from_utf8(o.stdout).unwrap();
    assert!(
        out.contains("score 2 wins, 0 losses, 0 draws: 100.0%"),
        "{out}"
    );
    assert!(
        out.contains("game 1: Liar played an illegal move `a1a1`"),
        "{out}"
    );
    // An engine that dies loses too.
    let o = alice(&[
        "match",
        "--level",
        "1",
        "--uci",
        "sh -c 'read l; echo uciok; exit 0'",
        "--games",
        "2",
        "--movetime",
        "10",
    ]);
    let out = String::from_utf8(o.stdout).unwrap();
    assert!(out.contains("score 2 wins"), "{out}");
    assert!(out.contains("crashed"), "{out}");
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn match_at_fixed_nodes_tells_a_uci_engine_the_budget_and_the_rules() {
    // A UCI engine that writes down what it is told (and loses by
    // answering an illegal move).
    let dir = Scratch::new("recorder");
    let log = dir.join("heard.txt");
    let script = dir.join("recorder.sh");
    std::fs::write(
        &script,
        format!(
            "while read -r line; do echo \"$line\" >> {}; case \"$line\" in uci) echo 'id name Recorder'; echo uciok;; isready) echo readyok;; go*) echo 'bestmove a1a1';; quit) exit 0;; esac; done\n",
            log.display()
        ),
    )
    .unwrap();
    let cmd = format!("sh {}", script.display());
    let o = alice(&[
        "match",
        "--level",
        "8",
        "--uci",
        &cmd,
        "--games",
        "2",
        "--nodes",
        "500",
        "--en-passant",
        "true",
    ]);
    let out = String::from_utf8(o.stdout).unwrap();
    assert!(out.contains("score 2 wins, 0 losses"), "{out}");
    let heard = std::fs::read_to_string(&log).unwrap();
    let heard: Vec<&str> = heard.lines().collect();
    for line in [
        "setoption name UCI_Variant value alice",
        "setoption name Hash value 32",
        "setoption name UCI_AliceEnPassant value true",
    ] {
        assert!(heard.contains(&line), "{line} not in {heard:?}");
    }
    assert!(heard.contains(&"go nodes 500"), "{heard:?}");
    assert!(
        !heard.iter().any(|l| l.starts_with("go movetime")),
        "{heard:?}"
    );
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn search_parameters_by_name_for_tuning() {
    // Player A with other search parameters against the defaults, at a
    // fixed node count: deterministic, so the same score twice.
    let args = [
        "match",
        "--level",
        "8",
        "--level",
        "8",
        "--games",
        "2",
        "--nodes",
        "400",
        "--a-param",
        "rfp_depth=3,lmp_base=5",
    ];
    let first = alice(&args);
    assert!(
        first.status.success(),
        "{}",
        String::from_utf8_lossy(&first.stderr)
    );
    let out = String::from_utf8(first.stdout).unwrap();
    assert!(
        // Level 8 plays with the network in the binary.
        out.starts_with("Alice level 8 (network) vs Alice level 8 (network): 2 games\n"),
        "{out}"
    );
    assert_eq!(String::from_utf8(alice(&args).stdout).unwrap(), out);
    // Refusals name the parameter and the reason.
    for (spec, why) in [
        ("depth=3", "unknown search parameter `depth`"),
        (
            "rfp_depth=99",
            "search parameter rfp_depth must be between 0 and 20, not 99",
        ),
        ("rfp_depth", "expected name=value, not `rfp_depth`"),
        ("rfp_depth=x", "`x` is not a whole number"),
    ] {
        let o = alice(&["bestmove", "startpos", "--depth", "2", "--param", spec]);
        assert!(!o.status.success());
        assert_eq!(
            String::from_utf8(o.stderr).unwrap().trim(),
            format!("error: {why}")
        );
    }
    let o = alice(&[
        "bestmove",
        "startpos",
        "--depth",
        "3",
        "--param",
        "lmr_base=100",
    ]);
    assert!(o.status.success());
    let o = alice(&["match", "--level", "8", "--level", "8", "--nodes", "0"]);
    assert_eq!(
        String::from_utf8(o.stderr).unwrap().trim(),
        "error: --nodes must be at least 1"
    );
}

/// `alice wdl fit` fits the calibrated scale's model to datagen's scores
/// and results, reports it on the held-back tenth, and writes it as the
/// engine's source; lines without scores, and 8x4 or Duo, are refused
/// with the reason.
#[test]
fn wdl_fit_writes_the_model_and_its_report() {
    let dir = Scratch::new("wdl");
    let data = dir.join("d.txt");
    let o = alice(&[
        "datagen",
        "--games",
        "8",
        "--nodes",
        "300",
        "--seed",
        "9",
        "--out",
        data.to_str().unwrap(),
    ]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let out = dir.join("wdl.rs");
    let o = alice(&[
        "wdl",
        "fit",
        "--data",
        data.to_str().unwrap(),
        "--steps",
        "200",
        "--out",
        out.to_str().unwrap(),
    ]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let report = String::from_utf8_lossy(&o.stderr);
    let src = std::fs::read_to_string(&out).unwrap();
    let lines = std::fs::read_to_string(&data).unwrap().lines().count();
    let held = lines / 10;
    for said in [
        format!("{} positions fitted, {held} held back", lines - held),
        "log loss, fitted / held back: ".to_string(),
        "material 58: +1.00 (50% to win) is ".to_string(),
        "  predicted  positions  mean predicted  observed".to_string(),
    ] {
        assert!(report.contains(&said), "{said} in {report}");
        assert!(src.contains(&said), "{said} in {src}");
    }
    assert!(src.starts_with("//! Generated by `alice wdl fit`: do not edit by hand.\n"));
    assert!(src.contains("\nuse crate::wdl::Model;\n\npub const MODEL: Model = Model {\n    a: ["));
    assert!(!src.lines().any(|l| l.ends_with(' ')), "{src}");
    // The report's buckets count every held-back position.
    let counted: usize = report
        .lines()
        .skip_while(|l| !l.starts_with("  predicted"))
        .skip(1)
        .map(|l| {
            l.split_whitespace()
                .nth(1)
                .unwrap()
                .parse::<usize>()
                .unwrap()
        })
        .sum();
    assert_eq!(counted, held);

    let old = dir.join("old.txt");
    std::fs::write(
        &old,
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR|8/8/8/8/8/8/8/8 w KQkq - 0 1;1\n",
    )
    .unwrap();
    let o = alice(&["wdl", "fit", "--data", old.to_str().unwrap()]);
    assert!(!o.status.success());
    assert!(
        String::from_utf8_lossy(&o.stderr)
            .contains("line 1: no score: the model is fitted to the scores"),
        "{}",
        String::from_utf8_lossy(&o.stderr)
    );
    // Two-board positions are not 8x4 Alice's: its fit refuses the first.
    let o = alice(&[
        "wdl",
        "fit",
        "--variant",
        "8x4",
        "--data",
        data.to_str().unwrap(),
    ]);
    assert!(!o.status.success());
    assert!(
        String::from_utf8_lossy(&o.stderr).contains(&format!("{} line 1: ", data.display())),
        "{}",
        String::from_utf8_lossy(&o.stderr)
    );
}

#[test]
fn datagen_and_tune_regenerate_weights_from_a_seed() {
    let dir = Scratch::new("tune");
    let data = |name: &str| dir.join(name);
    let gen = |out: &std::path::Path, seed: &str| {
        let o = alice(&[
            "datagen",
            "--games",
            "6",
            "--nodes",
            "300",
            "--seed",
            seed,
            "--threads",
            "2",
            "--out",
            out.to_str().unwrap(),
        ]);
        assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
        String::from_utf8(o.stdout).unwrap()
    };
    let said = gen(&data("a.txt"), "5");
    assert!(said.starts_with("6 games ("), "{said}");
    gen(&data("b.txt"), "5");
    gen(&data("c.txt"), "6");
    let a = std::fs::read_to_string(data("a.txt")).unwrap();
    // The same seed, the same file, whatever the threads' timing.
    assert_eq!(a, std::fs::read_to_string(data("b.txt")).unwrap());
    assert_ne!(a, std::fs::read_to_string(data("c.txt")).unwrap());
    let lines: Vec<&str> = a.lines().collect();
    assert!(lines.len() >= 20, "{} positions", lines.len());
    assert!(
        said.contains(&format!("{} positions written", lines.len())),
        "{said}"
    );
    for line in &lines {
        // The position, White's result, and White's score as the search
        // of that move saw it.
        let [fen, result, score] = line.split(';').collect::<Vec<_>>()[..] else {
            panic!("{line}");
        };
        assert!(["1", "0.5", "0"].contains(&result), "{line}");
        assert!(
            score.parse::<i32>().is_ok_and(|cp| cp.abs() < 30_000),
            "{line}"
        );
        let p = Position::from_fen(fen, Rules::default()).unwrap();
        assert!(!p.is_check(), "{line}");
    }
    // Tuning writes Rust source with every feature named.
    let out = data("tuned.rs");
    let o = alice(&[
        "tune",
        "--data",
        data("a.txt").to_str().unwrap(),
        data("c.txt").to_str().unwrap(),
        "--epochs",
        "20",
        "--drop-nodes",
        "2000",
        "--out",
        out.to_str().unwrap(),
    ]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    // The calibration report: hand-written and tuned side by side.
    let report = String::from_utf8_lossy(&o.stderr);
    for line in [
        "K+Q vs K, 200 placements: min / median",
        "queen, end-game value",
        "the move's worth",
        "the best move's drop (2000 nodes, ",
        "White's first moves marked ?! or worse",
    ] {
        assert!(report.contains(line), "{report}");
    }
    let src = std::fs::read_to_string(&out).unwrap();
    assert!(
        src.contains("pub const MG: [i32; 210] = [")
            && src.contains("pub const EG: [i32; 210] = [")
    );
    assert!(
        !src.lines().any(|l| l.starts_with("use ")),
        "the generated weights import nothing"
    );
    assert!(src.contains("// material queen"));
    assert!(src.contains("// king escapes 0"));
    assert!(
        src.contains(&format!(
            "--epochs 20 --prior 0.00002 --tempo-max 12\n//! {} positions",
            // Every position but those of a queen or rook against a lone
            // king, which the lone-king rule evaluates.
            lines
                .iter()
                .map(|l| l.to_string())
                .chain(
                    std::fs::read_to_string(data("c.txt"))
                        .unwrap()
                        .lines()
                        .map(String::from)
                )
                .filter(|l| {
                    let fen = l.split(';').next().unwrap();
                    let p = Position::from_fen(fen, Rules::default()).unwrap();
                    alice_engine::eval::lone_king(&p) == 0
                })
                .count()
        )),
        "{src}"
    );
    // Data from other weights: the hand-written start, or a tuner's file
    // (the one just written).
    let gen_with = |out: &std::path::Path, weights: &str| {
        alice(&[
            "datagen",
            "--games",
            "6",
            "--nodes",
            "300",
            "--seed",
            "5",
            "--out",
            out.to_str().unwrap(),
            "--weights",
            weights,
        ])
    };
    assert!(gen_with(&data("hand.txt"), "hand").status.success());
    assert_ne!(a, std::fs::read_to_string(data("hand.txt")).unwrap());
    assert!(gen_with(&data("round.txt"), out.to_str().unwrap())
        .status
        .success());
    let o = gen_with(&data("none.txt"), "/nonexistent/weights.rs");
    assert!(String::from_utf8(o.stderr)
        .unwrap()
        .starts_with("error: /nonexistent/weights.rs: "));
    let o = gen_with(&data("none.txt"), data("a.txt").to_str().unwrap());
    assert!(String::from_utf8(o.stderr)
        .unwrap()
        .contains(": not weights written by alice tune"),);
    // Bad data is refused with its line.
    std::fs::write(data("bad.txt"), format!("{}\nstartpos;2\n", lines[0])).unwrap();
    let o = alice(&["tune", "--data", data("bad.txt").to_str().unwrap()]);
    assert!(!o.status.success());
    let err = String::from_utf8(o.stderr).unwrap();
    assert!(
        err.contains("bad.txt line 2: the result must be 1, 0.5 or 0, not `2`"),
        "{err}"
    );
    // The games that play with another game's weights are not tuned.
    let o = alice(&[
        "tune",
        "--variant",
        "8x4",
        "--data",
        data("a.txt").to_str().unwrap(),
    ]);
    assert_eq!(
        String::from_utf8(o.stderr).unwrap(),
        "error: 8x4 Alice plays with the two-board evaluation and Duo chess plays with the three-board evaluation: tune with --variant alice or three-board\n"
    );
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn uci_offers_the_search_parameters_as_options() {
    let mut e = Uci::start();
    e.send("uci");
    let lines = e.until("uciok");
    assert!(
        lines.contains(&"option name rfp_depth type spin default 7 min 0 max 20".to_string()),
        "{lines:?}"
    );
    e.send("setoption name rfp_depth value 99");
    e.send("setoption name lmp_base value many");
    e.send("isready");
    assert_eq!(
        e.until("readyok"),
        [
            "info string error: search parameter rfp_depth must be between 0 and 20, not 99",
            "info string error: `many` is not a whole number",
            "readyok"
        ]
    );
    // A good value is taken: the same search as `bestmove --param`.
    e.send("setoption name rfp_depth value 3");
    e.send("position startpos");
    e.send("go depth 5");
    let lines = e.until("bestmove");
    let o = alice(&[
        "bestmove",
        "startpos",
        "--no-ep",
        "--depth",
        "5",
        "--param",
        "rfp_depth=3",
    ]);
    let json: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    let nodes = json["nodes"].as_u64().unwrap();
    let info = lines
        .iter()
        .rev()
        .find(|l| l.starts_with("info depth 5 "))
        .unwrap();
    assert!(
        info.contains(&format!(" nodes {nodes} ")),
        "{info} against {json}"
    );
    e.send("quit");
    let _ = e.child.wait();
}

/// Bg5/A# mates; anything else lets Black mate with Qe3/A#.
const MATE_OR_BE_MATED: &str =
    "1n3b2/3Q1ppp/5k2/1P1n4/6P1/5r2/1RP1P3/1N4K1|8/8/pp2p1NB/2p2b2/5P2/7P/3q2BR/r7 w - - 14 30";

#[test]
fn bestmove_multipv_lists_the_best_lines_in_order() {
    let o = alice(&[
        "bestmove",
        MATE_OR_BE_MATED,
        "--nodes",
        "50000",
        "--multipv",
        "2",
    ]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let v: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    let lines = v["lines"].as_array().unwrap();
    assert_eq!(lines.len(), 2, "{v}");
    assert_eq!(
        (
            &lines[0]["multipv"],
            &lines[0]["move"],
            &lines[0]["score"],
            &lines[0]["pv"]
        ),
        (
            &json!(1),
            &json!("Bg5/A#"),
            &json!({"mate": 1, "wdl": [1000, 0, 0]}),
            &json!(["Bg5/A#"])
        )
    );
    assert_eq!(lines[1]["multipv"], 2);
    assert_eq!(
        lines[1]["score"],
        json!({"mate": -1, "wdl": [0, 0, 1000]}),
        "{v}"
    );
    assert_ne!(lines[1]["move"], "Bg5/A#");
    assert_eq!(lines[1]["pv"][1], "Qe3/A#", "{v}");
    assert!(lines.iter().all(|l| l["depth"].as_u64().unwrap() >= 2));
    assert_eq!((&v["move"], &v["pv"]), (&lines[0]["move"], &lines[0]["pv"]));
    // Without --multipv there is no list; with --level it is refused.
    let o = alice(&["bestmove", MATE_OR_BE_MATED, "--depth", "3"]);
    let v: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    assert!(v.get("lines").is_none(), "{v}");
    let o = alice(&[
        "bestmove",
        MATE_OR_BE_MATED,
        "--level",
        "3",
        "--multipv",
        "2",
    ]);
    assert!(!o.status.success());
    assert!(
        String::from_utf8_lossy(&o.stderr).contains("--multipv"),
        "{}",
        String::from_utf8_lossy(&o.stderr)
    );
    // Three boards: as many lines as asked, each a different legal move.
    let o = alice(&[
        "bestmove",
        "startpos_three",
        "--depth",
        "3",
        "--multipv",
        "3",
    ]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let v: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    let lines = v["lines"].as_array().unwrap();
    let start = alice_core::three::PositionThree::new(Rules::default());
    let moves: std::collections::HashSet<&str> =
        lines.iter().map(|l| l["move"].as_str().unwrap()).collect();
    assert_eq!((lines.len(), moves.len()), (3, 3), "{v}");
    for m in moves {
        assert!(start.parse_move(m).is_ok(), "{m}");
    }
}

#[test]
fn uci_multipv_reports_each_line() {
    let mut e = Uci::start();
    e.send("uci");
    let lines = e.until("uciok");
    assert!(
        lines.contains(&"option name MultiPV type spin default 1 min 1 max 64".to_string()),
        "{lines:?}"
    );
    e.send("setoption name MultiPV value 0");
    e.send("isready");
    assert_eq!(
        e.until("readyok"),
        [
            "info string error: MultiPV must be a whole number from 1 to 64, not `0`",
            "readyok"
        ]
    );
    e.send("setoption name MultiPV value 2");
    e.send(&format!(
        "position fen {}",
        Position::from_fen(MATE_OR_BE_MATED, Rules::NO_EN_PASSANT)
            .unwrap()
            .fen_fsf()
    ));
    e.send("go depth 4");
    let lines = e.until("bestmove");
    assert_eq!(lines.last().unwrap(), "bestmove h6g5");
    // Each depth reports line 1 then line 2.
    let depth4: Vec<&String> = lines
        .iter()
        .filter(|l| l.starts_with("info depth 4 "))
        .collect();
    assert_eq!(depth4.len(), 2, "{lines:?}");
    assert!(
        depth4[0].contains(" multipv 1 score mate 1 "),
        "{}",
        depth4[0]
    );
    assert!(depth4[0].ends_with(" pv h6g5"), "{}", depth4[0]);
    assert!(
        depth4[1].contains(" multipv 2 score mate -1 "),
        "{}",
        depth4[1]
    );
    // Back to one line: one report a depth.
    e.send("setoption name MultiPV value 1");
    e.send("go depth 3");
    let lines = e.until("bestmove");
    let depth_three = lines
        .iter()
        .filter(|l| l.starts_with("info depth 3 "))
        .count();
    assert_eq!(depth_three, 1, "{lines:?}");
    assert!(lines.iter().all(|l| !l.contains("multipv 2")), "{lines:?}");
    e.send("quit");
    let _ = e.child.wait();
}

#[test]
fn eval_prints_the_static_evaluation_term_by_term() {
    // White's lone queen, Black to move: the score is Black's view.
    let o = alice(&[
        "eval",
        "4k3/8/8/8/8/8/8/3QK3|8/8/8/8/8/8/8/8 b - - 0 1",
        "--weights",
        "hand",
    ]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let v: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    assert_eq!(
        (&v["variant"], &v["turn"], &v["phase"]),
        (&json!("alice"), &json!("black"), &json!(4))
    );
    let terms = v["terms"].as_array().unwrap();
    let names: Vec<&str> = terms.iter().map(|t| t["term"].as_str().unwrap()).collect();
    assert_eq!(
        names,
        [
            "material",
            "placement",
            "mobility",
            "transfer checks",
            "king escapes",
            "king zone",
            "tied to the king's board",
            "invaders",
            "tempo",
            "lone king"
        ]
    );
    assert_eq!(
        terms[0],
        json!({"term": "material", "mg": -950, "eg": -950, "cp": -950})
    );
    // The hand-written tempo: 8 for the side to move.
    assert_eq!(terms[8]["cp"], 8);
    // Against a lone king on its edge, seven ranks from the other king:
    // 300, 3 steps from the centre at 40, 7 steps closer at 20.
    assert_eq!(terms[9]["cp"], -(300 + 120 + 140));
    let sum: i64 = terms.iter().map(|t| t["cp"].as_i64().unwrap()).sum();
    // The score: the engine's own (`raw`), on the calibrated scale of
    // two-board Alice (`cp`) and as chances (`wdl`), the side to move's.
    {
        use alice_engine::variant::EnginePosition;
        let p = Position::from_fen(
            "4k3/8/8/8/8/8/8/3QK3|8/8/8/8/8/8/8/8 b - - 0 1",
            Rules::default(),
        )
        .unwrap();
        // The terms' sum is read by the hand-written evaluation's model.
        let model = Position::linear_wdl_model();
        let raw = sum as i32;
        assert_eq!(
            v["score"],
            json!({
                "cp": model.normalise(raw, p.material()),
                "raw": sum,
                "wdl": model.wdl(raw, p.material()).permille(),
            })
        );
        // A queen down with only kings beside: lost, barely a draw.
        assert_eq!(v["score"]["wdl"], json!([0, 6, 994]));
        // The network level 8 plays with gives its own static score, read
        // by its model.
        use alice_engine::Evaluator;
        let mut net = alice_engine::nnue::Chosen::<Position>::for_level(8);
        assert!(net.is_network());
        net.reset(&p);
        let raw = net.evaluate(&p);
        let model = Position::wdl_model();
        assert_eq!(
            v["network"],
            json!({
                "cp": model.normalise(raw, p.material()),
                "raw": raw,
                "wdl": model.wdl(raw, p.material()).permille(),
            })
        );
        assert!(raw < -300, "the network sees the queen too: {v}");
    }
    // White to move, with the engine's own weights: White is ahead.
    let o = alice(&["eval", "4k3/8/8/8/8/8/8/3QK3|8/8/8/8/8/8/8/8 w - - 0 1"]);
    let v: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    assert!(v["score"]["cp"].as_i64().unwrap() > 0, "{v}");
    // Three boards: their own terms; a queen against a rook is 450 of
    // material with the hand-written weights.
    for weights in ["hand", "tuned"] {
        let o = alice(&[
            "eval",
            "4k3/8/8/8/8/8/8/4K3|8/8/8/3q4/8/8/8/3R4|8/8/8/8/8/8/8/8 b - - 0 1",
            "--variant",
            "three-board",
            "--weights",
            weights,
        ]);
        let v: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
        assert_eq!(
            (&v["variant"], &v["phase"]),
            (&json!("three-board"), &json!(6))
        );
        let terms = v["terms"].as_array().unwrap();
        assert_eq!(terms.len(), 10);
        assert_eq!(
            (&terms[0]["term"], &terms[3]["term"]),
            (&json!("material"), &json!("king shelter"))
        );
        if weights == "hand" {
            assert_eq!(terms[0]["cp"], 450, "{v}");
        }
    }
    // What does not fit is refused, in one line.
    for (args, said) in [
        (
            &["eval", "startposduo", "--variant", "three-board"][..],
            "--variant three-board needs a position with three boards",
        ),
        (&["eval", "junk"][..], "cannot read the FEN"),
        (
            &["eval", "startpos", "--weights", "/nonexistent.rs"][..],
            "/nonexistent.rs: ",
        ),
    ] {
        let o = alice(args);
        assert!(!o.status.success(), "{args:?}");
        let err = String::from_utf8_lossy(&o.stderr);
        assert!(err.contains(said), "{args:?}: {err}");
        assert_eq!(err.lines().count(), 1, "{err}");
    }
}

#[test]
fn three_board_and_end_game_data_and_weights() {
    let dir = Scratch::new("tune-three");
    let data = |name: &str| dir.join(name);
    let gen = |out: &str, extra: &[&str]| {
        let path = data(out);
        let mut args = vec![
            "datagen",
            "--games",
            "4",
            "--nodes",
            "300",
            "--seed",
            "3",
            "--out",
            path.to_str().unwrap(),
        ];
        args.extend_from_slice(extra);
        let o = alice(&args);
        assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
        std::fs::read_to_string(path).unwrap()
    };
    // End games: each side starts with its king and one to four other
    // pieces (fewer as they are taken), and nothing can castle.
    for line in gen("end.txt", &["--endgames"]).lines() {
        let fen = line.split(';').next().unwrap();
        let p = Position::from_fen(fen, Rules::default()).unwrap();
        for color in alice_core::Color::ALL {
            let theirs = p.by_color(color).count();
            assert!((1..=5).contains(&theirs), "{line}");
        }
        assert_eq!(p.castling(), alice_core::Castling::NONE, "{line}");
    }
    // Three boards: positions with three placements, quiet.
    let three = gen("three.txt", &["--variant", "three-board"]);
    assert!(three.lines().count() >= 10, "{three}");
    for line in three.lines() {
        let fen = line.split(';').next().unwrap();
        let p = alice_core::three::PositionThree::from_fen(fen, Rules::default()).unwrap();
        assert!(!p.is_check(), "{line}");
    }
    let end_three = gen("end_three.txt", &["--variant", "three-board", "--endgames"]);
    assert_ne!(three, end_three);
    // Tuned as three-board weights: their own features, named.
    let out = data("tuned_three.rs");
    let o = alice(&[
        "tune",
        "--variant",
        "three-board",
        "--data",
        data("three.txt").to_str().unwrap(),
        data("end_three.txt").to_str().unwrap(),
        "--epochs",
        "10",
        "--drop-nodes",
        "2000",
        "--out",
        out.to_str().unwrap(),
    ]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    // Its report: what analysis would mark under each set of weights.
    let report = String::from_utf8_lossy(&o.stderr);
    let header = report
        .lines()
        .find(|l| l.trim_start().starts_with("hand"))
        .unwrap_or_else(|| panic!("{report}"));
    assert_eq!(
        header.split_whitespace().collect::<Vec<_>>(),
        ["hand", "tuned"]
    );
    for line in [
        "the best move's drop (2000 nodes, ",
        "White's first moves marked ?! or worse",
    ] {
        assert!(report.contains(line), "{report}");
    }
    let src = std::fs::read_to_string(&out).unwrap();
    assert!(
        src.contains("//! alice tune --variant three-board --data "),
        "{src}"
    );
    assert!(src.contains("// king shelter") && src.contains("(`eval_three::feature_three`)"));
    // Two-board data is not three-board data.
    let o = alice(&[
        "tune",
        "--variant",
        "three-board",
        "--data",
        data("end.txt").to_str().unwrap(),
    ]);
    assert!(!o.status.success());
    assert!(String::from_utf8_lossy(&o.stderr).contains("end.txt line 1: "));
    // The weights play: a match of the file against the hand-written ones.
    let o = alice(&[
        "match",
        "--variant",
        "three-board",
        "--level",
        "8",
        "--level",
        "8",
        "--games",
        "2",
        "--nodes",
        "500",
        "--a-weights",
        out.to_str().unwrap(),
        "--b-weights",
        "hand",
    ]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    assert!(String::from_utf8_lossy(&o.stdout).contains("2 games"));
    let o = alice(&[
        "match",
        "--level",
        "8",
        "--level",
        "8",
        "--a-weights",
        "/nonexistent.rs",
    ]);
    assert!(String::from_utf8_lossy(&o.stderr).starts_with("error: /nonexistent.rs: "));
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn the_tools_read_each_variant_by_text_or_by_name() {
    let out = |args: &[&str]| {
        let o = alice(args);
        assert!(
            o.status.success(),
            "{args:?}: {}",
            String::from_utf8_lossy(&o.stderr)
        );
        String::from_utf8(o.stdout).unwrap().trim().to_string()
    };
    assert_eq!(out(&["perft", "startpos8x4", "5"]), "22402");
    // Ranks four squares wide are 8x4 Alice without being named.
    assert_eq!(
        out(&[
            "perft",
            "rqkr/nbbn/pppp/4/4/PPPP/NBBN/RQKR|4/4/4/4/4/4/4/4 w - - 0 1",
            "3"
        ]),
        "284"
    );
    assert_eq!(out(&["perft", "startposduo", "2"]), "2304");
    // Duo chess's text reads as two-board Alice's: the variant is named.
    let duo_start = "8/8/8/8/8/8/PPPPPPPP/RNBQKBNR|rnbqkbnr/pppppppp/8/8/8/8/8/8 w KQkq - 0 1";
    assert_eq!(out(&["perft", duo_start, "1", "--variant", "duo"]), "48");
    // `startpos` is the start of the variant named.
    assert_eq!(out(&["perft", "startpos", "1", "--variant", "duo"]), "48");
    assert_eq!(out(&["perft", "startpos", "2", "--variant", "8x4"]), "36");
    assert_eq!(
        out(&["perft", "startpos", "1", "--variant", "three-board"]),
        "40"
    );
    assert_eq!(
        out(&["perft", "startpos", "2", "--variant", "alice"]),
        "400"
    );
    let v: serde_json::Value = serde_json::from_str(&out(&[
        "replay",
        "--variant",
        "duo",
        "e4",
        "h6",
        "Bb5",
        "h5",
        "Qh5",
        "a6",
        "Qe8",
    ]))
    .unwrap();
    assert_eq!(
        (&v["status"], &v["winner"]),
        (&json!("checkmate"), &json!("white"))
    );
    let v: serde_json::Value = serde_json::from_str(&out(&[
        "bestmove",
        "k3/4/4/4/4/4/4/2K1|4/1R2/4/4/4/4/4/3R w - - 0 1",
        "--depth",
        "3",
    ]))
    .unwrap();
    assert_eq!(v["score"], json!({"mate": 1, "wdl": [1000, 0, 0]}));
    for (args, said) in [
        (
            &["perft", "startposduo", "1", "--variant", "8x4"][..],
            "--variant 8x4 needs a position whose ranks are four squares wide",
        ),
        (
            &["perft", "startpos8x4", "1", "--variant", "duo"][..],
            "--variant duo needs a position whose ranks are eight squares wide",
        ),
        (
            &["perft", "startposduo", "1", "--variant", "alice"][..],
            "startposduo is the start of --variant duo, not of --variant alice",
        ),
        (
            &["perft", "startpos_three", "1", "--variant", "duo"][..],
            "--variant duo needs a position with two boards",
        ),
    ] {
        let o = alice(args);
        assert!(!o.status.success(), "{args:?}");
        let err = String::from_utf8_lossy(&o.stderr);
        assert!(err.contains(said), "{args:?}: {err}");
    }
}

/// `UCI_ShowWDL`: each `info` score carries the chances of a win, a draw
/// and a loss in thousandths; scores are on the calibrated scale.
#[test]
fn uci_shows_wdl_on_the_calibrated_scale() {
    use alice_engine::variant::EnginePosition;
    let mut e = Uci::start();
    e.send("uci");
    let lines = e.until("uciok");
    assert!(
        lines.contains(&"option name UCI_ShowWDL type check default false".to_string()),
        "{lines:?}"
    );
    e.send("position startpos");
    e.send("go depth 3");
    let plain = e.until("bestmove");
    assert!(plain.iter().all(|l| !l.contains(" wdl ")), "{plain:?}");
    e.send("setoption name UCI_ShowWDL value true");
    e.send("position startpos");
    e.send("go depth 3");
    let lines = e.until("bestmove");
    let last = lines
        .iter()
        .rfind(|l| l.starts_with("info depth 3 "))
        .unwrap_or_else(|| panic!("{lines:?}"));
    let words: Vec<&str> = last.split(' ').collect();
    let at = words.iter().position(|w| *w == "cp").unwrap();
    let cp: i32 = words[at + 1].parse().unwrap();
    assert_eq!(words[at + 2], "wdl", "{last}");
    let wdl: Vec<u32> = words[at + 3..at + 6]
        .iter()
        .map(|w| w.parse().unwrap())
        .collect();
    assert_eq!(wdl.iter().sum::<u32>(), 1000, "{last}");
    // The same search as `alice bestmove --depth 3`: its raw score,
    // normalised, is the cp UCI reports.
    let o = alice(&["bestmove", "startpos", "--depth", "3"]);
    let v: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    let start = Position::new(Rules::NO_EN_PASSANT);
    let raw = v["score"]["raw"].as_i64().unwrap() as i32;
    assert_eq!(
        cp,
        Position::wdl_model().normalise(raw, start.material()),
        "{last} {v}"
    );
    assert_eq!(v["score"]["cp"], json!(cp));
    assert_eq!(v["score"]["wdl"], json!(wdl));
}

/// `alice analyze --first-moves` judges each of White's first moves as a
/// game's analysis would; `--noise` measures the search against itself.
#[test]
fn analyze_reports_first_moves_and_the_search_s_noise() {
    let o = alice(&[
        "analyze",
        "--first-moves",
        "--variant",
        "8x4",
        "--nodes",
        "3000",
    ]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let out = String::from_utf8(o.stdout).unwrap();
    let lines: Vec<&str> = out.lines().collect();
    assert!(
        lines[0]
            .starts_with("White's first moves, each position searched at 3000 nodes; the start "),
        "{out}"
    );
    assert!(lines[0].ends_with(" of 6 marked"), "{out}");
    assert_eq!(lines.len(), 7, "{out}");
    // One line a move, each with its score (and its mark, if any).
    let mut sans: Vec<&str> = lines[1..]
        .iter()
        .map(|l| {
            l.split_whitespace()
                .next()
                .unwrap()
                .trim_end_matches(['?', '!'])
        })
        .collect();
    sans.sort_unstable();
    assert_eq!(sans, ["Nb4", "Nc4", "a4", "b4", "c4", "d4"]);

    let dir = Scratch::new("noise");
    let data = dir.join("d.txt");
    std::fs::write(
        &data,
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR|8/8/8/8/8/8/8/8 w KQkq - 0 1;0.5;0\n\
         4k3/8/8/8/8/8/8/R3K3|8/8/8/8/8/8/8/8 w - - 0 1;1;900\n",
    )
    .unwrap();
    let o = alice(&[
        "analyze",
        "--noise",
        data.to_str().unwrap(),
        "--positions",
        "2",
        "--nodes",
        "2000",
    ]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let out = String::from_utf8(o.stdout).unwrap();
    assert!(
        out.contains("material   positions   median   90%    95%"),
        "{out}"
    );
    assert!(out.lines().any(|l| l.starts_with("all ")), "{out}");
    // A file of no positions is refused with the reason.
    let bad = dir.join("bad.txt");
    std::fs::write(&bad, "x;1;0\n").unwrap();
    let o = alice(&["analyze", "--noise", bad.to_str().unwrap()]);
    assert!(!o.status.success());
    assert_eq!(
        String::from_utf8_lossy(&o.stderr),
        format!(
            "error: {}: no line starts with a position of this game (`alice datagen` writes `alice-FEN;result;score`)\n",
            bad.display()
        )
    );
}

/// Duo chess and 8x4 Alice play with another game's weights but have games
/// of their own to learn a network from: `alice datagen --variant duo|8x4`
/// writes their positions, a network of two boards trains on them, and
/// its file says which game it was made for.
#[test]
fn datagen_writes_duo_and_8x4_positions_for_networks_of_their_own() {
    fn of<P: VariantPosition>(variant: &str) {
        let dir = Scratch::new(&format!("{variant}-data"));
        let data = dir.join("data.txt");
        let o = alice(&[
            "datagen",
            "--variant",
            variant,
            "--games",
            "2",
            "--nodes",
            "200",
            "--seed",
            "3",
            "--out",
            data.to_str().unwrap(),
        ]);
        assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
        let text = std::fs::read_to_string(&data).unwrap();
        assert!(text.lines().count() > 10, "{text}");
        for line in text.lines() {
            let mut parts = line.split(';');
            let fen = parts.next().unwrap();
            let p = P::from_fen(fen, Rules::default()).unwrap_or_else(|e| panic!("{line}: {e}"));
            assert!(!p.is_check(), "{line}");
            assert!(["1", "0.5", "0"].contains(&parts.next().unwrap()), "{line}");
            parts.next().unwrap().parse::<i32>().unwrap();
        }
        let net = dir.join("net.nnue");
        let o = alice(&[
            "nnue",
            "train",
            "--variant",
            variant,
            "--data",
            data.to_str().unwrap(),
            "--hidden",
            "8",
            "--epochs",
            "1",
            "--mirror",
            "--out",
            net.to_str().unwrap(),
        ]);
        assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
        let o = alice(&["nnue", "check", "--variant", variant, net.to_str().unwrap()]);
        let bytes = std::fs::metadata(&net).unwrap().len();
        assert_eq!(
            String::from_utf8(o.stdout).unwrap().trim(),
            format!(
                "{{\"boards\":2,\"bytes\":{bytes},\"game\":\"{}\",\"hidden\":8,\"king_boards\":false,\"outputs\":1}}",
                P::PGN_NAME
            )
        );
        // As many boards as Alice's, but its file says whose it is.
        let o = alice(&["nnue", "check", net.to_str().unwrap()]);
        assert_eq!(
            String::from_utf8(o.stderr).unwrap(),
            format!(
                "error: {}: a network made for another game, not for Alice\n",
                net.display()
            )
        );
    }
    of::<alice_core::three::PositionDuo>("duo");
    of::<alice_core::TwoBoards<alice_core::Narrow>>("8x4");
}

/// `alice nnue train` trains a network on datagen's positions, the same
/// network from the same data and seed, and writes it as a file `alice
/// nnue check` reads for a game of its boards and refuses for another;
/// lines without a score are refused with the line.
#[test]
fn nnue_train_writes_a_network_that_check_reads() {
    let dir = Scratch::new("nnue");
    let data = dir.join("d.txt");
    let o = alice(&[
        "datagen",
        "--games",
        "6",
        "--nodes",
        "300",
        "--seed",
        "5",
        "--out",
        data.to_str().unwrap(),
    ]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let train_with = |out: &std::path::Path, more: &[&str]| {
        let mut args = vec![
            "nnue",
            "train",
            "--data",
            data.to_str().unwrap(),
            "--hidden",
            "8",
            "--epochs",
            "2",
            "--batch",
            "64",
            "--out",
            out.to_str().unwrap(),
        ];
        args.extend_from_slice(more);
        alice(&args)
    };
    let train = |out: &std::path::Path| train_with(out, &[]);
    let (a, b) = (dir.join("a.nnue"), dir.join("b.nnue"));
    let o = train(&a);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let report = String::from_utf8_lossy(&o.stderr);
    for said in [
        "positions (",
        "epoch 0: held-back loss ",
        "epoch 2: rate 0.000100, ",
        "kept epoch ",
    ] {
        assert!(report.contains(said), "{said} in {report}");
    }
    assert!(train(&b).status.success());
    // Weights shared by the boards are folded in: a network of the same
    // shape, learnt otherwise.
    let shared = dir.join("shared.nnue");
    let o = train_with(&shared, &["--share-boards"]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let shared = std::fs::read(&shared).unwrap();
    assert_eq!(shared.len(), std::fs::read(&a).unwrap().len());
    assert_ne!(shared, std::fs::read(&a).unwrap());
    let bytes = std::fs::read(&a).unwrap();
    assert_eq!(
        bytes,
        std::fs::read(&b).unwrap(),
        "the same seed, the same network"
    );
    // Four outputs by the number of pieces (each its 16 weights and bias
    // more than one) and king buckets (a second set of 1,536 × 8 input
    // weights), and two words in the header.
    let split = dir.join("split.nnue");
    let o = train_with(&split, &["--outputs", "4", "--king-boards"]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let o = alice(&["nnue", "check", split.to_str().unwrap()]);
    assert_eq!(
        String::from_utf8(o.stdout).unwrap().trim(),
        format!(
            "{{\"boards\":2,\"bytes\":{},\"game\":\"Alice\",\"hidden\":8,\"king_boards\":true,\"outputs\":4}}",
            bytes.len() + 4 + 3 * (16 * 2 + 4) + 2 * 1536 * 8
        )
    );
    let o = train_with(&dir.join("never.nnue"), &["--outputs", "17"]);
    assert_eq!(
        String::from_utf8_lossy(&o.stderr),
        "error: --outputs is from 1 to 16\n"
    );
    let o = alice(&["nnue", "check", a.to_str().unwrap()]);
    assert!(o.status.success());
    assert_eq!(
        String::from_utf8(o.stdout).unwrap().trim(),
        format!(
            "{{\"boards\":2,\"bytes\":{},\"game\":\"Alice\",\"hidden\":8,\"king_boards\":false,\"outputs\":1}}",
            bytes.len()
        )
    );
    let o = alice(&[
        "nnue",
        "check",
        "--variant",
        "three-board",
        a.to_str().unwrap(),
    ]);
    assert!(!o.status.success());
    assert_eq!(
        String::from_utf8(o.stderr).unwrap().trim(),
        format!(
            "error: {}: a network for 2 boards, but the game has 3",
            a.display()
        )
    );
    // A match against the hand-written evaluation, the network on A.
    let o = alice(&[
        "match",
        "--level",
        "4",
        "--level",
        "4",
        "--games",
        "2",
        "--nodes",
        "200",
        "--a-net",
        a.to_str().unwrap(),
    ]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    assert!(String::from_utf8(o.stdout)
        .unwrap()
        .starts_with("Alice level 4 (network) vs Alice level 4: 2 games\n"));
    let o = alice(&[
        "match",
        "--variant",
        "three-board",
        "--level",
        "4",
        "--level",
        "4",
        "--a-net",
        a.to_str().unwrap(),
    ]);
    assert!(!o.status.success());
    assert!(
        String::from_utf8_lossy(&o.stderr).contains("a network for 2 boards, but the game has 3")
    );
    let o = alice(&[
        "bench",
        "search",
        "--depth",
        "3",
        "--net",
        a.to_str().unwrap(),
    ]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    // Self-play with the network writes positions as the hand-written
    // evaluation's does.
    let played = dir.join("played.txt");
    let o = alice(&[
        "datagen",
        "--games",
        "2",
        "--nodes",
        "200",
        "--net",
        a.to_str().unwrap(),
        "--out",
        played.to_str().unwrap(),
    ]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let lines = std::fs::read_to_string(&played).unwrap();
    assert!(lines.lines().count() > 0);
    assert!(lines.lines().all(|l| l.split(';').count() == 3), "{lines}");
    // The game's network in the binary, and which levels play with it.
    let o = alice(&["nnue", "check", "builtin"]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let builtin = &alice_engine::networks::TWO_BOARDS;
    let from = match builtin.from_level() {
        Some(l) => l.to_string(),
        None => "null".to_string(),
    };
    let hidden = alice_engine::nnue::builtin(builtin).unwrap().hidden();
    assert_eq!(
        String::from_utf8(o.stdout).unwrap().trim(),
        format!("{{\"boards\":2,\"from_level\":{from},\"game\":\"Alice\",\"hand_share\":0,\"hidden\":{hidden},\"king_boards\":false,\"name\":\"two-boards.nnue\",\"outputs\":1}}")
    );
    // Duo chess's is mixed half and half with the hand-written evaluation.
    let o = alice(&["nnue", "check", "builtin", "--variant", "duo"]);
    let duo: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    assert_eq!(
        (&duo["name"], &duo["hand_share"], &duo["outputs"]),
        (&"duo.nnue".into(), &50.into(), &8.into())
    );
    let old = dir.join("old.txt");
    std::fs::write(
        &old,
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR|8/8/8/8/8/8/8/8 w KQkq - 0 1;1\n",
    )
    .unwrap();
    let o = alice(&[
        "nnue",
        "train",
        "--data",
        old.to_str().unwrap(),
        "--out",
        dir.join("never.nnue").to_str().unwrap(),
    ]);
    assert!(!o.status.success());
    assert!(
        String::from_utf8_lossy(&o.stderr)
            .contains("line 1: no score: the network learns from the searched score too"),
        "{}",
        String::from_utf8_lossy(&o.stderr)
    );
    let o = train_with(&dir.join("never.nnue"), &["--scale", "0"]);
    assert_eq!(
        String::from_utf8_lossy(&o.stderr),
        "error: --scale is from 50 to 10000 centipawns\n"
    );
    assert!(!dir.join("never.nnue").exists());
}

/// The engine guide's `alice bestmove` examples are what the binary
/// prints, but for the speed (`nps`); a shown line that ends in `...}`
/// names only its first fields.
#[test]
fn the_engine_guides_examples_are_what_bestmove_prints() {
    let guide =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/docs/engine.md")).unwrap();
    let lines: Vec<&str> = guide.lines().collect();
    let mut checked = 0;
    for pair in lines.windows(2) {
        let Some(command) = pair[0].trim().strip_prefix("$ alice bestmove ") else {
            continue;
        };
        // The command's words, a quoted position kept whole.
        let mut args = vec!["bestmove".to_string()];
        let mut rest = command;
        while !rest.is_empty() {
            rest = rest.trim_start();
            let (word, after) = match rest.strip_prefix('"') {
                Some(quoted) => quoted.split_once('"').unwrap(),
                None => rest.split_once(' ').unwrap_or((rest, "")),
            };
            args.push(word.to_string());
            rest = after;
        }
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        let o = alice(&args);
        assert!(o.status.success(), "{command}");
        let printed: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
        let shown = pair[1].trim();
        let shown: serde_json::Value = match shown.strip_suffix(",...}") {
            Some(start) => serde_json::from_str(&format!("{start}}}")).unwrap(),
            None => serde_json::from_str(shown).unwrap(),
        };
        for (key, value) in shown.as_object().unwrap() {
            if key != "nps" {
                assert_eq!(&printed[key], value, "{command}: {key}");
            }
        }
        checked += 1;
    }
    assert_eq!(checked, 3);
}
