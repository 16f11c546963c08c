//! The tools on three-board positions: the number of placements in the
//! position text selects the variant (`startpos3` is its start).

use std::process::{Command, Output};

fn alice(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_alice"))
        .args(args)
        .output()
        .expect("the alice binary runs")
}

fn stdout(o: &Output) -> String {
    String::from_utf8(o.stdout.clone()).unwrap()
}

fn stderr(o: &Output) -> String {
    String::from_utf8(o.stderr.clone()).unwrap()
}

const START3: &str =
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR|8/8/8/8/8/8/8/8|8/8/8/8/8/8/8/8 w KQkq - 0 1";

#[test]
fn perft_of_three_board_positions() {
    let o = alice(&["perft", "startpos3", "3"]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(stdout(&o), "76900\n");
    let o = alice(&["perft", START3, "2", "--no-ep"]);
    assert_eq!(stdout(&o), "1600\n");
    let o = alice(&["perft", START3, "1", "--divide"]);
    let out = stdout(&o);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 41);
    assert_eq!(lines[0], "Na3/AB 1");
    assert!(lines.contains(&"e4/AC 1"), "{out}");
    assert_eq!(lines[40], "40");
    let o = alice(&[
        "perft",
        "8/8/8/8/8/8/8/8|8/8/8/8/8/8/8/8|8/8/8/8/8/8/8/8 w - - 0 1",
        "1",
    ]);
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(
        stderr(&o),
        "error: impossible position: White has no king; Black has no king\n"
    );
}

#[test]
fn replay_a_three_board_game() {
    let o = alice(&[
        "replay",
        "--fen",
        "startpos3",
        "1. e4/AC e5/AB 2. Qh5/AB Nc6/AC",
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let v: serde_json::Value = serde_json::from_str(&stdout(&o)).unwrap();
    assert_eq!(
        v["fen"],
        "r1bqkbnr/pppp1ppp/8/8/8/8/PPPP1PPP/RNB1KBNR|8/8/8/4p2Q/8/8/8/8|8/8/2n5/8/4P3/8/8/8 w KQkq - 2 3"
    );
    assert_eq!(
        v["moves"],
        serde_json::json!(["e4/AC", "e5/AB", "Qh5/AB", "Nc6/AC"])
    );
    assert_eq!(v["status"], "ongoing");
    let o = alice(&["replay", "--fen", "startpos3", "Nf3"]);
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(
        stderr(&o),
        "error: move 1. Nf3: Nf3 is ambiguous here: it could be Nf3/AB or Nf3/AC\n"
    );
}

#[test]
fn bestmove_mates_in_one_on_three_boards() {
    let o = alice(&[
        "bestmove",
        "k7/8/1K6/8/8/8/8/8|8/8/8/8/8/8/8/8|8/8/8/8/8/8/8/3Q4 w - - 0 1",
        "--depth",
        "3",
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let v: serde_json::Value = serde_json::from_str(&stdout(&o)).unwrap();
    assert_eq!(v["move"], "Qd8/CA#");
    assert_eq!(v["score"], serde_json::json!({ "mate": 1 }));
    assert_eq!(v["pv"], serde_json::json!(["Qd8/CA#"]));
}

#[test]
fn render_a_three_board_position() {
    let dir = std::env::temp_dir().join(format!("alice-render3-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let out = dir.join("three.png");
    let fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKB1R|8/8/8/8/8/8/8/8|8/8/8/8/8/5N2/8/8 b KQkq - 1 1";
    let o = alice(&[
        "render",
        fen,
        "--last-move",
        "Nf3/AC",
        "-o",
        out.to_str().unwrap(),
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let png = std::fs::read(&out).unwrap();
    let reader = png::Decoder::new(std::io::Cursor::new(&png))
        .read_info()
        .unwrap();
    assert_eq!((reader.info().width, reader.info().height), (922, 962));
    let o = alice(&[
        "render",
        fen,
        "--last-move",
        "Nf3/AB",
        "-o",
        out.to_str().unwrap(),
    ]);
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(
        stderr(&o),
        "error: --last-move Nf3/AB: no piece of the side that just moved stands on its landing square\n"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn match_plays_three_board_games_between_levels() {
    let dir = std::env::temp_dir().join(format!("alice-match3-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let pgn = dir.join("games.pgn");
    let o = alice(&[
        "match",
        "--variant",
        "three-board",
        "--level",
        "2",
        "--level",
        "0",
        "--games",
        "2",
        "--pgn",
        pgn.to_str().unwrap(),
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let out = stdout(&o);
    assert!(
        out.starts_with("Alice level 2 vs random mover: 2 games\n"),
        "{out}"
    );
    // Both games read back as three-board games of legal moves.
    let text = std::fs::read_to_string(&pgn).unwrap();
    let games: Vec<&str> = text.split("\n\n[Event").collect();
    assert_eq!(games.len(), 2);
    for (i, g) in games.iter().enumerate() {
        let g = if i == 0 {
            g.to_string()
        } else {
            format!("[Event{g}")
        };
        assert!(g.contains("[Variant \"Three-board Alice\"]"), "{g}");
        let back = alice_core::read_pgn_as::<alice_core::three::Position3>(&g).unwrap();
        assert!(back.game.ply() > 0);
    }
    let o = alice(&[
        "match",
        "--variant",
        "three-board",
        "--level",
        "2",
        "--uci",
        "cat",
    ]);
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(stderr(&o), "error: --uci plays the two-board game only\n");
    let _ = std::fs::remove_dir_all(&dir);
}
