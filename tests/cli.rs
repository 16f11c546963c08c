//! The `alice` binary's tools (`perft`, `replay`, `analyze`, `gif`), run as a user would.

use std::process::{Command, Output};

mod images;
mod scratch;
use scratch::Scratch;

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

/// The JSON a tool printed, after checking that it succeeded.
fn json(o: &Output) -> serde_json::Value {
    assert!(o.status.success(), "{}", stderr(o));
    serde_json::from_str(&stdout(o)).unwrap()
}

const WORKED: &str =
    "rnbqk1nr/pppp1ppp/8/4N3/8/8/PPPPPPPP/RNBQKB1R|8/8/4p3/2b5/8/8/8/8 w KQkq - 2 3";

#[test]
fn perft_prints_the_total() {
    let o = alice(&["perft", WORKED, "3", "--no-ep"]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(stdout(&o), "24793\n");
    let o = alice(&["perft", "startpos", "4"]);
    assert_eq!(stdout(&o), "219236\n");
}

#[test]
fn perft_divide_lists_each_move_then_the_total() {
    let o = alice(&[
        "perft",
        "7k/6pp/8/8/8/8/8/4K3|8/8/8/8/8/8/8/R7 w - - 0 1",
        "2",
        "--divide",
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let out = stdout(&o);
    let lines: Vec<&str> = out.lines().collect();
    // 18 moves (Re1/A cannot land: the king holds e1 of A), then the total.
    assert_eq!(lines.last(), Some(&"83"));
    assert_eq!(lines.len(), 19);
    assert_eq!(lines[0], "Kd1 5");
    assert!(lines.contains(&"Ra8/A# 0"), "{out}");
    // After Rh1/A the h-pawn may not leave board A: the rook would see h8.
    assert!(lines.contains(&"Rh1/A 3"), "{out}");
    let sum: u64 = lines[..lines.len() - 1]
        .iter()
        .map(|l| l.rsplit(' ').next().unwrap().parse::<u64>().unwrap())
        .sum();
    assert_eq!(sum, 83);
}

#[test]
fn perft_refuses_a_bad_fen() {
    let o = alice(&["perft", "8/8/8/8/8/8/8/8|8/8/8/8/8/8/8/8 w - - 0 1", "1"]);
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(stdout(&o), "");
    assert_eq!(
        stderr(&o),
        "error: impossible position: White has no king; Black has no king\n"
    );
}

#[test]
fn replay_prints_json() {
    let o = alice(&[
        "replay", "1.", "Nf3", "e6", "2.", "Ne5", "2...", "Bc5", "3.Nxf7", "Bg1/A",
    ]);
    let v = json(&o);
    assert_eq!(
        v["fen"],
        "rnbqk1nr/pppp2pp/8/8/8/8/PPPPPPPP/RNBQKBbR|8/5N2/4p3/8/8/8/8/8 w KQkq - 1 4"
    );
    assert_eq!(
        v["moves"],
        serde_json::json!(["Nf3", "e6", "Ne5/A", "Bc5", "Nxf7", "Bg1/A"])
    );
    assert_eq!(v["legal"].as_array().unwrap().len(), 23);
    assert!(v["legal"]
        .as_array()
        .unwrap()
        .contains(&serde_json::json!("Nd6/A+")));
    assert_eq!(v["status"], "ongoing");
    assert_eq!(v["winner"], serde_json::Value::Null);
}

#[test]
fn replay_to_mate_with_result_token() {
    let o = alice(&["replay", "1. a3 Na6 2. Ra4 e5 3. Re4 1-0"]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(
        stdout(&o),
        "{\"fen\":\"r1bqkbnr/pppp1ppp/8/8/4R3/8/1PPPPPPP/1NBQKBNR|8/8/n7/4p3/8/P7/8/8 b Kkq - 1 3\",\
         \"moves\":[\"a3\",\"Na6\",\"Ra4\",\"e5\",\"Re4/A#\"],\"legal\":[],\"status\":\"checkmate\",\"winner\":\"white\"}\n"
    );
}

#[test]
fn replay_from_fen_without_en_passant() {
    let fen = "4k3/3p4/8/4P3/8/8/8/4K3|8/8/8/8/8/8/8/8 b - - 0 1";
    let o = alice(&["replay", "--fen", fen, "d5"]);
    let v = json(&o);
    assert!(v["legal"]
        .as_array()
        .unwrap()
        .contains(&serde_json::json!("exd6")));
    let o = alice(&["replay", "--no-ep", "--fen", fen, "d5", "exd6"]);
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(stdout(&o), "");
    assert_eq!(
        stderr(&o),
        "error: move 2. exd6: en passant is off in this game\n"
    );
}

#[test]
fn replay_errors_name_move_number_move_and_reason() {
    let o = alice(&["replay", "e4", "e5", "Ke3"]);
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(stdout(&o), "");
    assert_eq!(
        stderr(&o),
        "error: move 2. Ke3: the king on e1 of board A cannot move to e3\n"
    );
    let o = alice(&["replay", "e4", "N9f3"]);
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(
        stderr(&o),
        "error: move 1... N9f3: cannot read `N9f3` as a move: unexpected `9`\n"
    );
    let o = alice(&["replay", "e4", "e5", "Nd2"]);
    assert_eq!(
        stderr(&o),
        "error: move 2. Nd2: d2 on board A holds one of your own pieces\n"
    );
    let o = alice(&["replay", "a3", "Na6", "Ra4", "e5", "Re4", "Nb4"]);
    assert_eq!(
        stderr(&o),
        "error: move 3... Nb4: the game is over: checkmate\n"
    );
    let o = alice(&["replay", "--fen", "x", "e4"]);
    assert_eq!(
        stderr(&o),
        "error: cannot read the FEN: board A's placement has 1 rank, expected 8\n"
    );
}

#[test]
fn render_writes_a_png() {
    let dir = Scratch::new("render");
    let out = dir.join("board.png");
    let out_s = out.to_str().unwrap();
    let fen = "rnbqk1nr/pppp2pp/8/8/8/8/PPPPPPPP/RNBQKB1R|8/5N2/4p3/2b5/8/8/8/8 b KQkq - 0 3";
    for extra in [
        vec!["--last-move", "e5f7"],
        vec![
            "--last-move",
            "Nxf7",
            "--perspective",
            "black",
            "--no-ghosts",
        ],
        vec!["--caption", "alice vs bob · move 3"],
    ] {
        let mut args = vec!["render", fen, "-o", out_s];
        args.extend(extra);
        let o = alice(&args);
        assert!(o.status.success(), "{}", stderr(&o));
        let bytes = std::fs::read(&out).unwrap();
        // The whole image decodes, at the boards' width, in their palette.
        let (width, height, _) = images::decode_png(&bytes);
        assert_eq!(width, 922, "{args:?}");
        assert!(height > 400, "{args:?}");
        assert!(images::is_board_png(&bytes), "{args:?}");
        std::fs::remove_file(&out).unwrap();
    }
    let o = alice(&["render", fen, "--last-move", "Qd4", "-o", out_s]);
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(
        stderr(&o),
        "error: --last-move Qd4: no piece of the side that just moved stands on its landing square\n"
    );
    assert!(!out.exists());
    std::fs::remove_dir_all(&dir).ok();
}

/// Whatever a user types on the command line gets one line on stderr and
/// a failing exit code: never a panic, never a page of text.
#[test]
fn bad_arguments_get_one_line_never_a_panic() {
    let cases: &[&[&str]] = &[
        &[
            "render",
            "startpos",
            "--last-move",
            "aé12",
            "-o",
            "/tmp/never.png",
        ],
        &[
            "render",
            "startpos",
            "--last-move",
            "é",
            "-o",
            "/tmp/never.png",
        ],
        &[
            "render",
            "startpos",
            "--last-move",
            "zz99",
            "-o",
            "/tmp/never.png",
        ],
        &[
            "render",
            "startpos",
            "--perspective",
            "green",
            "-o",
            "x.png",
        ],
        &["render", "not a fen", "-o", "x.png"],
        &["render", "startpos", "-o", "/nonexistent-dir/x.png"],
        &["perft", "startpos", "-1"],
        &["perft", "startpos", "x"],
        &["perft", "é|é", "1"],
        &["perft"],
        &["replay", "--moves", "e4 é5"],
        &["replay", "--fen", "é", "--moves", "e4"],
        &["bestmove", "startpos", "--level", "9"],
        &["bestmove", "startpos", "--level", "0"],
        &["bestmove", "startpos", "--depth", "-3"],
        &["bestmove", "8/8/8/8/8/8/8/8|8/8/8/8/8/8/8/8 w - - 0 1"],
        &["match", "--games", "x"],
        &["match", "--level", "12", "--level", "1", "--games", "1"],
        &["bench", "nothing"],
        &["nnue", "check", "/nonexistent-dir/x.nnue"],
        &["nnue", "check", "Cargo.toml"],
        &[
            "nnue",
            "train",
            "--data",
            "/nonexistent-dir/d.txt",
            "--out",
            "x.nnue",
        ],
        &[
            "nnue",
            "train",
            "--data",
            "Cargo.toml",
            "--out",
            "/tmp/never.nnue",
        ],
        &[
            "nnue",
            "train",
            "--data",
            "x",
            "--hidden",
            "0",
            "--out",
            "/tmp/never.nnue",
        ],
        &[
            "nnue",
            "check",
            "--variant",
            "duo",
            "/nonexistent-dir/x.nnue",
        ],
        &[
            "match",
            "--level",
            "1",
            "--level",
            "1",
            "--a-net",
            "/nonexistent-dir/x.nnue",
        ],
        &[
            "match",
            "--variant",
            "duo",
            "--level",
            "1",
            "--level",
            "1",
            "--b-net",
            "crates/alice-engine/networks/8x4.nnue",
        ],
        &["datagen", "--net", "Cargo.toml", "--out", "/tmp/never.txt"],
        &["local", "--db", "/nonexistent-dir/x.db"],
        &["frobnicate"],
        &["--no-such-flag"],
    ];
    for args in cases {
        let o = alice(args);
        let err = stderr(&o);
        assert!(!o.status.success(), "{args:?} succeeded");
        assert!(!err.contains("panicked"), "{args:?}: {err}");
        assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
        assert!(err.starts_with("error: "), "{args:?}: {err}");
    }
}

/// `alice run`, `serve` and `register` check their arguments and settings
/// before they connect to anything, and say what is wrong in one line.
#[test]
fn scaling_arguments_and_settings_are_checked_first() {
    let dir = Scratch::new("cli-scaling");
    let token = "OTAwMDAwMDAwMDAwMDAwMDAx.FakeTk.fake_secret_for_the_tests_0123456789abcd";
    let cases: &[(&[&str], bool, &str)] = &[
        (
            &["run", "--shards", "3-1", "--total-shards", "4"],
            true,
            "error: --shards 3-1: the first shard is after the last",
        ),
        (
            &["run", "--shards", "0-4", "--total-shards", "4"],
            true,
            "error: --shards 0-4: shards are numbered 0 to 3 of --total-shards 4",
        ),
        (
            &["run", "--shards", "x", "--total-shards", "2"],
            true,
            "error: --shards must be a shard number or a range like 0-3, not `x`",
        ),
        (
            &["run", "--shards", "0", "--total-shards", "0"],
            true,
            "error: --total-shards must be at least 1",
        ),
        (
            &["serve", "--listen", "nonsense"],
            true,
            "error: --listen must be an address like 0.0.0.0:8080, not `nonsense`",
        ),
        (
            &["serve", "--listen", "127.0.0.1:0"],
            true,
            "error: DISCORD_PUBLIC_KEY is not set: copy the application's public key from General Information in the Discord developer portal",
        ),
        (
            &["register"],
            false,
            "error: DISCORD_TOKEN is not set: put the bot's token in .env or the environment (see .env.example). To try the bot without Discord first, run `alice local` (players are names you type).",
        ),
    ];
    for (args, with_token, said) in cases {
        let mut cmd = Command::new(env!("CARGO_BIN_EXE_alice"));
        cmd.args(*args)
            .current_dir(&dir)
            .env_remove("DISCORD_TOKEN")
            .env_remove("DISCORD_PUBLIC_KEY")
            .env("DATABASE_URL", "sqlite://never.db");
        if *with_token {
            cmd.env("DISCORD_TOKEN", token);
        }
        let o = cmd.output().unwrap();
        assert!(!o.status.success(), "{args:?}");
        assert_eq!(stderr(&o).trim_end(), *said, "{args:?}");
    }
    // The live table's settings, checked with the others.
    let table_cases: &[(&[(&str, &str)], &str)] = &[
        (
            &[("WEB_URL", "ftp://a.example")],
            "error: WEB_URL must start with https:// or http://, not `ftp://a.example`",
        ),
        (
            &[("WEB_URL", "https://a.example/?x=1")],
            "error: WEB_URL must be a base address like https://alice.example.org, not `https://a.example/?x=1`",
        ),
        (
            &[("WEB_URL", "https://a.example"), ("WEB_LISTEN", "nonsense")],
            "error: WEB_LISTEN must be an address like 0.0.0.0:8081, not `nonsense`",
        ),
        (
            &[("WEB_URL", "https://a.example"), ("WEB_FORWARDED", "yes")],
            "error: WEB_FORWARDED must be true or false, not `yes`",
        ),
        (
            &[("DISCORD_ACTIVITY", "maybe")],
            "error: DISCORD_ACTIVITY must be true or false, not `maybe`",
        ),
        (
            &[("DISCORD_ACTIVITY", "true"), ("WEB_URL", "https://a.example")],
            "error: DISCORD_ACTIVITY needs the live table and signing in: set WEB_URL and DISCORD_CLIENT_SECRET",
        ),
    ];
    for (envs, said) in table_cases {
        let mut cmd = Command::new(env!("CARGO_BIN_EXE_alice"));
        cmd.arg("run")
            .current_dir(&dir)
            .env("DISCORD_TOKEN", token)
            .env_remove("DISCORD_CLIENT_SECRET")
            .env("DATABASE_URL", "sqlite://never.db");
        for (k, v) in *envs {
            cmd.env(k, v);
        }
        let o = cmd.output().unwrap();
        assert!(!o.status.success(), "{envs:?}");
        assert_eq!(stderr(&o).trim_end(), *said, "{envs:?}");
    }
    // --shards needs --total-shards: clap's one line.
    let o = alice(&["run", "--shards", "1"]);
    assert_eq!(stderr(&o).lines().count(), 1, "{}", stderr(&o));
    assert!(stderr(&o).starts_with("error: "));
    assert!(!dir.join("never.db").exists(), "nothing was opened");
    let _ = std::fs::remove_dir_all(&dir);
}

/// Writes `text` as file `name` of `dir`; its path.
fn file(dir: &Scratch, name: &str, text: &str) -> String {
    let p = dir.join(name);
    std::fs::write(&p, text).unwrap();
    p.to_str().unwrap().to_string()
}

/// Black's rook move lets White mate at once (the rook on a2 of board B
/// was all that kept Ra8/A out).
const BLUNDER: &str = "[White \"alice\"]\n[Black \"bob\"]\n[Variant \"Alice\"]\n[SetUp \"1\"]\n[FEN \"7k/6pp/8/8/8/8/8/4K3|8/8/8/8/8/8/r7/R7 b - - 0 1\"]\n\n1... Rb2 2. Ra8# 1-0\n";

#[test]
fn analyze_marks_the_blunder_and_prints_an_annotated_pgn() {
    let dir = Scratch::new("cli-analyze");
    let pgn = file(&dir, "blunder.pgn", BLUNDER);
    let o = alice(&[
        "analyze",
        "--pgn",
        &pgn,
        "--nodes",
        "20000",
        "--json",
        "--threads",
        "2",
    ]);
    let v = json(&o);
    assert_eq!(v["nodes"], 20000);
    assert_eq!(v["black"]["blunders"], 1);
    assert_eq!(v["white"]["blunders"], 0);
    assert_eq!(v["white"]["accuracy"], 100.0);
    assert_eq!(v["moves"][0]["move"], "1... Rb2/A");
    assert_eq!(v["moves"][0]["class"], "blunder");
    assert_eq!(v["moves"][0]["better"], "Rxa1/A+");
    assert_eq!(
        v["moves"][0]["eval_after"],
        serde_json::json!({ "mate": 1, "wdl": [1000, 0, 0] })
    );
    assert_eq!(v["moves"][1]["class"], serde_json::Value::Null);
    assert_eq!(
        v["moves"][1]["eval_after"],
        serde_json::json!({ "checkmate": "white", "wdl": [1000, 0, 0] })
    );
    // The same on two threads (above) or one: each position has its own
    // table.
    let one = alice(&[
        "analyze",
        "--pgn",
        &pgn,
        "--nodes",
        "20000",
        "--json",
        "--threads",
        "1",
    ]);
    assert_eq!(stdout(&one), stdout(&o));

    let o = alice(&["analyze", "--pgn", &pgn, "--nodes", "20000"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let text = stdout(&o);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(
        lines[0],
        "White (alice): accuracy 100%, 0 inaccuracies, 0 mistakes, 0 blunders"
    );
    assert!(lines[1].starts_with("Black (bob): accuracy "), "{text}");
    assert!(
        lines[1].ends_with(", 0 inaccuracies, 0 mistakes, 1 blunder"),
        "{text}"
    );
    assert_eq!(
        lines[2],
        "1... Rb2/A?? (-3.92 → #1): Rxa1/A+ was best. Checkmate is now unavoidable. After it, Ra8/A# mates."
    );
    let pgn_out = text.split_once("\n\n").unwrap().1;
    assert!(pgn_out.contains("[Annotator \"Alice engine, 20000 nodes a position\"]"));
    assert!(
        pgn_out.contains("1... Rb2/A?? { [%eval #1] Checkmate is now unavoidable. Rxa1/A+ was best. }\n( 1... Rxa1/A+ ) 2. Ra8/A# 1-0"),
        "{pgn_out}"
    );
    let back = alice_core::read_pgn(pgn_out).unwrap();
    assert_eq!(back.game.sans(), ["Rb2/A", "Ra8/A#"]);

    // Bad input: one line saying what is wrong, nothing printed.
    let bad = file(&dir, "bad.pgn", "1. e4 e5 2. Ke3");
    let o = alice(&["analyze", "--pgn", &bad]);
    assert!(!o.status.success());
    assert!(stdout(&o).is_empty());
    assert!(stderr(&o).contains("move 2. Ke3: "), "{}", stderr(&o));
    let o = alice(&["analyze", "--pgn", "/nonexistent/x.pgn"]);
    assert!(!o.status.success());
    assert!(
        stderr(&o).contains("/nonexistent/x.pgn: "),
        "{}",
        stderr(&o)
    );
    let o = alice(&["analyze", "--pgn", &pgn, "--nodes", "0"]);
    assert!(!o.status.success());
}

/// `alice gif`: a 120-ply game is 121 frames and well under 2 MB.
#[test]
fn gif_of_a_sixty_move_game() {
    let dir = Scratch::new("cli-gif");
    let mut game = alice_core::Game::new(alice_core::Rules::default());
    while game.ply() < 120 && game.outcome().is_none() {
        let moves = game.position().legal_moves();
        let mv = moves[(game.ply() * 7 + 3) % moves.len()];
        game.play(mv).unwrap();
    }
    assert_eq!(game.ply(), 120, "the fixed rule plays 120 plies");
    let pgn = file(
        &dir,
        "long.pgn",
        &alice_core::write_pgn(&game, &[("White", "alice"), ("Black", "bob")], Some("*")),
    );
    let out = dir.join("long.gif");
    let o = alice(&["gif", "--pgn", &pgn, "--out", out.to_str().unwrap()]);
    assert!(o.status.success(), "{}", stderr(&o));
    let bytes = std::fs::read(&out).unwrap();
    assert_eq!(
        stdout(&o),
        format!("{}: 121 frames, {} bytes\n", out.display(), bytes.len())
    );
    assert!(bytes.len() < 2_000_000, "{} bytes", bytes.len());
    let (size, frames) = images::gif_frames(&bytes);
    assert_eq!(size, (922, 522));
    assert_eq!(frames.len(), 121);
}

/// The tools on three-board positions: the number of placements in the
/// position text selects the variant (`startpos_three` is its start).
mod three_board {
    use super::{alice, json, stderr, stdout};

    const START_THREE: &str =
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR|8/8/8/8/8/8/8/8|8/8/8/8/8/8/8/8 w KQkq - 0 1";

    #[test]
    fn perft_of_three_board_positions() {
        let o = alice(&["perft", "startpos_three", "3"]);
        assert!(o.status.success(), "{}", stderr(&o));
        assert_eq!(stdout(&o), "76900\n");
        let o = alice(&["perft", START_THREE, "2", "--no-ep"]);
        assert_eq!(stdout(&o), "1600\n");
        let o = alice(&["perft", START_THREE, "1", "--divide"]);
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
            "startpos_three",
            "1. e4/AC e5/AB 2. Qh5/AB Nc6/AC",
        ]);
        let v = json(&o);
        assert_eq!(
            v["fen"],
            "r1bqkbnr/pppp1ppp/8/8/8/8/PPPP1PPP/RNB1KBNR|8/8/8/4p2Q/8/8/8/8|8/8/2n5/8/4P3/8/8/8 w KQkq - 2 3"
        );
        assert_eq!(
            v["moves"],
            serde_json::json!(["e4/AC", "e5/AB", "Qh5/AB", "Nc6/AC"])
        );
        assert_eq!(v["status"], "ongoing");
        let o = alice(&["replay", "--fen", "startpos_three", "Nf3"]);
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
        let v = json(&o);
        assert_eq!(v["move"], "Qd8/CA#");
        assert_eq!(
            v["score"],
            serde_json::json!({ "mate": 1, "wdl": [1000, 0, 0] })
        );
        assert_eq!(v["pv"], serde_json::json!(["Qd8/CA#"]));
    }

    #[test]
    fn render_a_three_board_position() {
        let dir = super::Scratch::new("render_set");
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
        let dir = super::Scratch::new("match-three");
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
            let back = alice_core::read_pgn_as::<alice_core::three::PositionThree>(&g).unwrap();
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
}

/// Every tool reads and writes every variant: the PGN's `Variant` tag
/// decides, and en passant is a tag only of the games that have it.
#[test]
fn every_tool_reads_every_variants_pgn() {
    let dir = Scratch::new("cli-variants");
    for (variant, tag, en_passant) in [
        ("duo", "Duo chess", false),
        ("8x4", "8x4 Alice", false),
        ("three-board", "Three-board Alice", true),
    ] {
        let pgn = dir.join(format!("{variant}.pgn"));
        let pgn = pgn.to_str().unwrap();
        let o = alice(&[
            "match",
            "--variant",
            variant,
            "--level",
            "1",
            "--level",
            "1",
            "--games",
            "1",
            "--nodes",
            "60",
            "--pgn",
            pgn,
        ]);
        assert!(o.status.success(), "{variant}: {}", stderr(&o));
        let text = std::fs::read_to_string(pgn).unwrap();
        assert!(
            text.contains(&format!("[Variant \"{tag}\"]\n")),
            "{variant}: {text}"
        );
        assert_eq!(
            text.contains("[AliceEnPassant "),
            en_passant,
            "{variant}: {text}"
        );
        let v = json(&alice(&[
            "analyze",
            "--pgn",
            pgn,
            "--nodes",
            "60",
            "--threads",
            "1",
            "--json",
            "--game",
            "2",
        ]));
        let plies = v["moves"].as_array().map_or(0, Vec::len);
        assert!(plies > 0, "{variant}: {v}");
        let gif = dir.join(format!("{variant}.gif"));
        // The match wrote a pair of games, colours swapped: the second.
        let o = alice(&[
            "gif",
            "--pgn",
            pgn,
            "--game",
            "2",
            "-o",
            gif.to_str().unwrap(),
        ]);
        assert!(o.status.success(), "{variant}: {}", stderr(&o));
        assert!(
            stdout(&o).contains(&format!("{} frames", plies + 1)),
            "{}",
            stdout(&o)
        );
        assert_eq!(&std::fs::read(&gif).unwrap()[..6], b"GIF89a");
    }
}

/// A missing argument is named; the output file is `--out` (or `-o`)
/// everywhere.
#[test]
fn a_missing_argument_is_named_and_the_output_is_out_everywhere() {
    for (args, named) in [
        (&["perft"][..], "<FEN> <DEPTH>"),
        (&["bestmove"][..], "<FEN>"),
        (&["render", "startpos"][..], "--out <OUT>"),
    ] {
        let o = alice(args);
        let err = stderr(&o);
        assert_eq!(o.status.code(), Some(2), "{args:?}");
        assert!(
            err.starts_with(&format!(
                "error: the following required arguments were not provided: {named}"
            )),
            "{args:?}: {err}"
        );
        assert_eq!(err.lines().count(), 1, "{err}");
    }
    let dir = Scratch::new("cli-out");
    for flag in ["--out", "-o"] {
        let png = dir.join(format!("start{flag}.png"));
        let o = alice(&["render", "startpos", flag, png.to_str().unwrap()]);
        assert!(o.status.success(), "{flag}: {}", stderr(&o));
        assert_eq!(&std::fs::read(&png).unwrap()[1..4], b"PNG");
    }
}

/// `alice bench service --db FILE` never removes a file it did not make.
#[test]
fn the_service_benchmark_never_removes_a_database_it_did_not_make() {
    let dir = Scratch::new("cli-bench-db");
    let db = dir.join("real.db");
    std::fs::write(&db, b"a real database").unwrap();
    let o = alice(&["bench", "service", "--db", db.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(
        stderr(&o),
        format!(
            "error: {} exists: the benchmark makes a new database and removes it after the run, so name a file that does not exist (or leave out --db)\n",
            db.display()
        )
    );
    assert_eq!(std::fs::read(&db).unwrap(), b"a real database");
}

/// A reader that stops reading (`alice local … | head -1`) ends the tool
/// quietly, with exit 0.
#[test]
fn a_closed_pipe_ends_a_tool_quietly() {
    use std::io::{BufRead, BufReader, Write};
    use std::process::Stdio;
    let dir = Scratch::new("cli-pipe");
    let db = dir.join("local.db");
    let mut child = Command::new(env!("CARGO_BIN_EXE_alice"))
        .args(["local", "--db", db.to_str().unwrap()])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    // Far more output than a pipe holds.
    let mut stdin = child.stdin.take().unwrap();
    let feeder = std::thread::spawn(move || {
        for _ in 0..400 {
            if stdin.write_all(b"help\n").is_err() {
                break;
            }
        }
    });
    let mut first = String::new();
    BufReader::new(child.stdout.take().unwrap())
        .read_line(&mut first)
        .unwrap();
    assert!(first.starts_with("Type lines like"), "{first}");
    // stdout is closed here.
    let o = child.wait_with_output().unwrap();
    feeder.join().unwrap();
    assert_eq!(stderr(&o), "");
    assert_eq!(o.status.code(), Some(0));
}

/// `alice bench perft --depth N` runs every variant at that depth.
#[test]
fn the_perft_benchmark_runs_every_variant_at_the_depth_asked() {
    let o = alice(&["bench", "perft", "--depth", "2", "--runs", "1"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let out = stdout(&o);
    let heads: Vec<&str> = out
        .lines()
        .map(|l| l.split(": median").next().unwrap())
        .collect();
    assert_eq!(
        heads,
        [
            "two boards: perft(2) = 400",
            "three boards: perft(2) = 1600",
            "8x4: perft(2) = 36",
            "duo: perft(2) = 2304"
        ]
    );
    assert!(out.lines().all(|l| l.ends_with(" over 1 run")), "{out}");
}

/// `1. d4 d5` opens the d-file on board A: 2. Qxd8 wins the queen. The
/// allowance for the opening's noise never hides a drop that large: 1...
/// d5 is a blunder, and so is 2. c4, which lets the queen go.
#[test]
fn analysis_marks_the_open_d_file_on_the_first_move() {
    let dir = Scratch::new("cli-d-file");
    let pgn = file(
        &dir,
        "d-file.pgn",
        "[Variant \"Alice\"]\n\n1. d4 d5 2. c4 *\n",
    );
    let v = json(&alice(&["analyze", "--pgn", &pgn, "--json"]));
    let classes: Vec<(&str, &str)> = v["moves"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| {
            (
                m["move"].as_str().unwrap(),
                m["class"].as_str().unwrap_or("-"),
            )
        })
        .collect();
    assert_eq!(
        classes,
        [("1. d4", "-"), ("1... d5", "blunder"), ("2. c4", "blunder")]
    );
}

/// A file of several games is analysed or animated game by game: without
/// `--game` it is refused with the count; an empty file holds no game.
#[test]
fn several_games_in_one_file_are_chosen_by_number() {
    let dir = Scratch::new("cli-several");
    let two = file(
        &dir,
        "two.pgn",
        "[Variant \"Alice\"]\n\n1. e4 e5 *\n\n[Variant \"Alice\"]\n\n1. d4 *\n",
    );
    for tool in [
        vec!["analyze", "--pgn", &two, "--nodes", "1000"],
        vec!["gif", "--pgn", &two, "--out", "/nonexistent/x.gif"],
    ] {
        let o = alice(&tool);
        assert_eq!(o.status.code(), Some(1), "{tool:?}");
        assert!(stdout(&o).is_empty());
        assert_eq!(
            stderr(&o),
            format!("error: {two}: 2 games in it; choose one with --game N (1 to 2)\n"),
            "{tool:?}"
        );
    }
    let v = json(&alice(&[
        "analyze", "--pgn", &two, "--game", "2", "--nodes", "1000", "--json",
    ]));
    assert_eq!(v["moves"].as_array().unwrap().len(), 1);
    assert_eq!(v["moves"][0]["move"], "1. d4");
    let o = alice(&["analyze", "--pgn", &two, "--game", "3"]);
    assert_eq!(
        stderr(&o),
        format!("error: {two}: --game 3, but it holds 2 games\n")
    );
    let empty = file(&dir, "empty.pgn", "\n\n");
    let gif = dir.join("empty.gif");
    let o = alice(&["gif", "--pgn", &empty, "--out", gif.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(
        stderr(&o),
        format!("error: {empty}: no game in it (neither tags nor moves)\n")
    );
    assert!(!gif.exists());
}

/// The tools refuse what cannot be meant with one line that says why, and
/// a failing exit: no search of zero, a last move that is no move, a
/// database of another kind or of no file.
#[test]
fn the_tools_refuse_bad_input_in_one_line() {
    let dir = Scratch::new("cli-refusals");
    for limit in ["--depth", "--nodes", "--movetime"] {
        let o = alice(&["bestmove", "startpos", limit, "0"]);
        assert_eq!(o.status.code(), Some(2), "{limit}");
        assert!(stdout(&o).is_empty());
        let err = stderr(&o);
        assert_eq!(err.lines().count(), 1, "{err}");
        assert!(
            err.starts_with(&format!("error: invalid value '0' for '{limit} <")),
            "{err}"
        );
    }
    let out = dir.join("b.png");
    let o = alice(&[
        "render",
        "startpos",
        "--last-move",
        "zz",
        "--out",
        out.to_str().unwrap(),
    ]);
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(
        stderr(&o),
        "error: --last-move zz: not a move; give SAN (Nf3, Ne5/A, O-O) or coordinates (g1f3)\n"
    );
    assert!(!out.exists());
    let db = dir.join("x.db");
    for (url, said) in [
        (
            "mysql://root@127.0.0.1/alice".to_string(),
            "`mysql://` is not a database this bot uses; give sqlite://PATH, a file path, or postgres://USER@HOST:PORT/DB",
        ),
        (
            "sqlite://".to_string(),
            "`sqlite://` names no file; give sqlite://PATH such as sqlite://alice.db",
        ),
    ] {
        let o = alice(&["local", "--db", &url, "--out", dir.to_str().unwrap()]);
        assert_eq!(o.status.code(), Some(1), "{url}");
        let err = stderr(&o);
        assert!(err.contains(said), "{url}: {err}");
        assert_eq!(err.lines().count(), 1, "{err}");
    }
    assert!(!db.exists());
    // A puzzle file's line that does not read is the file's fault, named.
    let bad = file(
        &dir,
        "bad.jsonl",
        "{\"id\":\"4hIHR\",\"variant\":\"alice\",\"fen\":\"xxx\",\"moves\":[\"e4d5\",\"e8a8\"],\"rating\":1450,\"themes\":[\"advantage\"]}\n",
    );
    let db_url = format!("sqlite://{}", db.display());
    let o = alice(&["puzzles", "import", &bad, "--db", &db_url]);
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(
        stderr(&o),
        "error: puzzle number 1: puzzle 4hIHR: cannot read the FEN: board A's placement has 1 rank, expected 8.\n"
    );
}

/// The UCI loop names what it does not take: an unknown option, a value
/// out of range, and a refused position, after which `go` answers the
/// null move with the reason instead of searching another position.
#[test]
fn uci_reports_what_it_refuses() {
    use std::io::Write;
    let mut child = Command::new(env!("CARGO_BIN_EXE_alice"))
        .arg("uci")
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(
            b"setoption name Contempt value 10\nsetoption name Hash value 0\nsetoption name Level value 9\nposition startpos moves e2e4 e2e4\ngo depth 1\nquit\n",
        )
        .unwrap();
    let o = child.wait_with_output().unwrap();
    let text = stdout(&o);
    assert_eq!(
        text.lines().collect::<Vec<_>>(),
        [
            "info string error: no option named `Contempt`",
            "info string error: Hash must be a whole number of MB from 1 to 1024, not `0`",
            "info string error: Level must be a whole number from 1 to 8, not `9`",
            "info string error: position refused: e2e4: there is no piece on e2 on either board",
            "info string error: no position to search (the last one was refused: e2e4: there is no piece on e2 on either board)",
            "bestmove 0000",
        ]
    );
}

/// `alice local --help` says how a line is written and how to quit.
#[test]
fn local_help_explains_the_lines_and_how_to_quit() {
    let o = alice(&["local", "--help"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let text = stdout(&o).split_whitespace().collect::<Vec<_>>().join(" ");
    for said in [
        "Each line is `<name>: /<command> [option:value]...`",
        "`/click id:<id> [value:<value>]` presses a button",
        "Quit with Ctrl-D (the end of the input) or Ctrl-C",
    ] {
        assert!(text.contains(said), "{said}: {text}");
    }
}

/// `alice puzzles generate` writes its progress a line each when its
/// output is not a terminal (a log), instead of one line rewritten.
#[test]
fn puzzle_progress_is_a_line_each_in_a_log() {
    let dir = Scratch::new("cli-progress");
    let out = dir.join("found.jsonl");
    let o = alice(&[
        "puzzles",
        "generate",
        "--games",
        "2",
        "--play-nodes",
        "200",
        "--nodes",
        "200",
        "--mistakes",
        "0",
        "--threads",
        "1",
        "--out",
        out.to_str().unwrap(),
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let err = stderr(&o);
    assert!(!err.contains('\r'), "{err:?}");
    let progress: Vec<&str> = err.lines().filter(|l| l.contains(" games, ")).collect();
    assert!(!progress.is_empty(), "{err}");
    assert!(progress.last().unwrap().starts_with("2/2 games, "), "{err}");
}

/// `alice run` with no way to Discord says so once after five seconds,
/// with the cause, and not again before fifteen; the gateway client's own
/// warning at each attempt (every five seconds) is left out of the logs.
#[test]
fn alice_run_says_once_that_discord_is_out_of_reach() {
    let dir = Scratch::new("cli-unreachable");
    // A port nothing listens on: every call is refused at once.
    let port = {
        let l = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
        l.local_addr().unwrap().port()
    };
    let db = format!("sqlite://{}", dir.join("alice.db").display());
    let child = Command::new(env!("CARGO_BIN_EXE_alice"))
        .args(["run", "--db", &db])
        .env(
            "DISCORD_TOKEN",
            "OTAwMDAwMDAwMDAwMDAwMDAx.FakeTk.secretsecretsecretsecretsecret12",
        )
        .env("DISCORD_PROXY_URL", format!("http://127.0.0.1:{port}"))
        .env_remove("RUST_LOG")
        .current_dir(&dir)
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    std::thread::sleep(std::time::Duration::from_secs(9));
    let pid = child.id().to_string();
    let _ = Command::new("kill").args(["-TERM", &pid]).status();
    let o = child.wait_with_output().unwrap();
    let err = stderr(&o);
    let said: Vec<&str> = err
        .lines()
        .filter(|l| l.contains("cannot reach Discord"))
        .collect();
    assert_eq!(said.len(), 1, "{err}");
    assert!(said[0].contains("Connection refused"), "{err}");
    assert!(said[0].contains("after_secs=5 next_in_secs=10"), "{err}");
    assert!(!err.contains("Shard Queuer"), "{err}");
}

#[test]
fn tournament_pair_prints_the_next_round_as_the_pairing_programs_do() {
    // A round of a random tournament, and bbpPairings' pairing of it.
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/swiss/");
    let o = alice(&["tournament", "pair", &format!("{dir}cut-0030-round7.trf")]);
    assert!(o.status.success(), "{}", stderr(&o));
    let expected = std::fs::read_to_string(format!("{dir}cut-0030-round7.pairing")).unwrap();
    assert_eq!(stdout(&o), expected);
    assert_eq!(stdout(&o).lines().next(), Some("14"));
}

#[test]
fn tournament_pair_exits_as_the_pairing_programs_do() {
    let scratch = Scratch::new("tournament-pair");
    // Two players who have met: no second round can be paired.
    let met = scratch.join("met.trf");
    std::fs::write(
        &met,
        "XXR 3\n\
         001    1      One                               1800                             1.0    1     2 w 1\n\
         001    2      Two                               1700                             0.0    2     1 b 0\n",
    )
    .unwrap();
    let o = alice(&["tournament", "pair", met.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(stdout(&o), "");
    assert!(
        stderr(&o).contains("no pairing satisfies the absolute criteria"),
        "{}",
        stderr(&o)
    );
    // No XXR: the rules of the last round cannot be known.
    let no_rounds = scratch.join("no-rounds.trf");
    std::fs::write(
        &no_rounds,
        "001    1      One                               1800                             0.0    1\n",
    )
    .unwrap();
    let o = alice(&["tournament", "pair", no_rounds.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(3));
    assert!(stderr(&o).contains("(an XXR line)"), "{}", stderr(&o));
    // A line that is not a player.
    let bad = scratch.join("bad.trf");
    std::fs::write(&bad, "XXR 3\n001 abcd\n").unwrap();
    let o = alice(&["tournament", "pair", bad.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(3));
    assert!(stderr(&o).contains("line 2"), "{}", stderr(&o));
    let o = alice(&[
        "tournament",
        "pair",
        scratch.join("none.trf").to_str().unwrap(),
    ]);
    assert_eq!(o.status.code(), Some(5));
    assert!(stderr(&o).contains("cannot read"), "{}", stderr(&o));
}
