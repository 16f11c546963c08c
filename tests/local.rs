//! `alice local` driven by a script file, as a user would type it.

use std::io::Write;
use std::process::{Command, Stdio};

mod images;
mod scratch;
use scratch::Scratch;

#[test]
fn a_scripted_session() {
    let dir = fresh_dir("script");
    let script = "\
# two players, a short game, then mistakes
alice: /challenge opponent:bob color:white time:1d rated:false
bob: /accept
alice: /click id:pieces:1:0 value:a2a
alice: /click id:moves:1:0:a2a:0 value:a2a3
bob: /click id:pieces:1:0 value:b8a
bob: /move move:Na6
bob: /move move:e5
alice: /move move:Ra4
bob: /move move:e5
alice: /move move:Re4
alice: /pgn game:1
carol: /click id:prev:1:4
bob: /click id:rematch:1
carol: /move move:e4 game:1
dave: /frobnicate
dave /move
erin: /move
erin: /challenge opponent:erin
erin: /challenge opponent:frank time:2m
erin: /rating player:nobody
";
    let text = run_in(&dir, script).replace(dir.to_str().unwrap(), "DIR");
    let expected = "\
> alice: /challenge opponent:bob color:white time:1d rated:false
bob, alice challenges you to a game of Alice chess (casual, 1 day per move, en passant on, alice plays White). Challenge #1 is open for 1 day.
  [buttons] Accept (accept:1) | Decline (decline:1)
> bob: /accept
Game #1 begins: alice (White) vs bob (Black). alice (White) to move, 1 day left.
  [file] DIR/game-1-ply-000.png
  [buttons] Abort (abort:1:0)
  [menu pieces:1:0] Knight b1 · A = b1a | Knight g1 · A = g1a | Pawn a2 · A = a2a | Pawn b2 · A = b2a | Pawn c2 · A = c2a | Pawn d2 · A = d2a | Pawn e2 · A = e2a | Pawn f2 · A = f2a | Pawn g2 · A = g2a | Pawn h2 · A = h2a
> alice: /click id:pieces:1:0 value:a2a
(only alice sees this) Game #1: Pawn a2 · A has 2 moves.
  [menu moves:1:0:a2a:0] a3 = a2a3 (to a3 on A, lands on a3 of B) | a4 = a2a4 (to a4 on A, lands on a4 of B)
> alice: /click id:moves:1:0:a2a:0 value:a2a3
alice played a3. bob (Black) to move, 1 day left.
  [file] DIR/game-1-ply-001.png
  [buttons] Abort (abort:1:1)
  [menu pieces:1:1] Knight b8 · A = b8a | Knight g8 · A = g8a | Pawn a7 · A = a7a | Pawn b7 · A = b7a | Pawn c7 · A = c7a | Pawn d7 · A = d7a | Pawn e7 · A = e7a | Pawn f7 · A = f7a | Pawn g7 · A = g7a | Pawn h7 · A = h7a
> bob: /click id:pieces:1:0 value:b8a
error: That menu shows an older position of game #1; nothing was done. Use the controls of the game's latest message (or /board game:1).
> bob: /move move:Na6
bob played Na6. alice (White) to move, 1 day left.
  [file] DIR/game-1-ply-002.png
  [buttons] Resign (resign:1:2) | Offer draw (draw:1:2) | Takeback (takeback:1:2)
  [menu pieces:1:2] Rook a1 · A = a1a | Knight b1 · A = b1a | Knight g1 · A = g1a | Pawn b2 · A = b2a | Pawn c2 · A = c2a | Pawn d2 · A = d2a | Pawn e2 · A = e2a | Pawn f2 · A = f2a | Pawn g2 · A = g2a | Pawn h2 · A = h2a | Pawn a3 · B = a3b
> bob: /move move:e5
error: It is not your turn in any of your games (#1 waits for alice).
> alice: /move move:Ra4
alice played Ra4. bob (Black) to move, 1 day left.
  [file] DIR/game-1-ply-003.png
  [buttons] Resign (resign:1:3) | Offer draw (draw:1:3) | Takeback (takeback:1:3)
  [menu pieces:1:3] Rook a8 · A = a8a | Knight g8 · A = g8a | Knight a6 · B = a6b | Pawn a7 · A = a7a | Pawn b7 · A = b7a | Pawn c7 · A = c7a | Pawn d7 · A = d7a | Pawn e7 · A = e7a | Pawn f7 · A = f7a | Pawn g7 · A = g7a | Pawn h7 · A = h7a
> bob: /move move:e5
bob played e5. alice (White) to move, 1 day left.
  [file] DIR/game-1-ply-004.png
  [buttons] Resign (resign:1:4) | Offer draw (draw:1:4) | Takeback (takeback:1:4)
  [menu pieces:1:4] Rook a4 · B = a4b | Knight b1 · A = b1a | Knight g1 · A = g1a | Pawn b2 · A = b2a | Pawn c2 · A = c2a | Pawn d2 · A = d2a | Pawn e2 · A = e2a | Pawn f2 · A = f2a | Pawn g2 · A = g2a | Pawn h2 · A = h2a
> alice: /move move:Re4
alice played Re4/A#. Game #1 is over: alice (White) wins by checkmate, 1-0.
  [file] DIR/game-1-ply-005.png
  [buttons] Rematch (rematch:1) | ⏮ (first:1:0) | ◀ (prev:1:4) | ▶ (—) | ⏭ (—)
> alice: /pgn game:1
Game #1, alice vs bob. Position: `r1bqkbnr/pppp1ppp/8/8/4R3/8/1PPPPPPP/1NBQKBNR|8/8/n7/4p3/8/P7/8/8 b Kkq - 1 3`
  [file] DIR/alice-game-1.pgn
> carol: /click id:prev:1:4
(only carol sees this) Game #1, alice vs bob: 2… e5 (ply 4 of 5).
  [file] DIR/game-1-ply-004-2.png
  [buttons] ⏮ (first:1:0) | ◀ (prev:1:3) | ▶ (next:1:5) | ⏭ (last:1)
> bob: /click id:rematch:1
Rematch of game #1: alice, bob challenges you to a game of Alice chess (casual, 1 day per move, en passant on, bob plays White). Challenge #2 is open for 1 day.
  [buttons] Accept (accept:2) | Decline (decline:2)
> carol: /move move:e4 game:1
error: Game #1 is over (1-0, checkmate).
> dave: /frobnicate
error: unknown command /frobnicate; type /help for the list.
> dave /move
error: expected `<name>: /<command> [option:value]...`.
> erin: /move
error: /move needs the option move (your move), e.g. /move move:e4.
> erin: /challenge opponent:erin
error: You cannot challenge yourself.
> erin: /challenge opponent:frank time:2m
error: time per move must be from 10 minutes to 14 days, not 2 minutes; a live game takes a clock such as 5+3.
> erin: /rating player:nobody
error: No player called nobody has played here.
";
    assert_eq!(text, expected);
    let pgn = std::fs::read_to_string(dir.join("alice-game-1.pgn")).unwrap();
    assert!(pgn.contains("1. a3 Na6 2. Ra4 e5 3. Re4/A# 1-0"), "{pgn}");
    // Every board written decodes whole, in the boards' palette.
    let mut boards = 0;
    for entry in std::fs::read_dir(&dir).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_some_and(|x| x == "png") {
            let bytes = std::fs::read(&path).unwrap();
            assert!(images::is_board_png(&bytes), "{}", path.display());
            boards += 1;
        }
    }
    assert_eq!(boards, 7);
    std::fs::remove_dir_all(&dir).ok();
}

/// Runs `alice local` on a script with its database and files in `dir`;
/// returns what it printed.
fn run_in(dir: &std::path::Path, script: &str) -> String {
    run_with(dir, script, &[])
}

/// [`run_in`] with these environment variables set.
fn run_with(dir: &std::path::Path, script: &str, vars: &[(&str, &str)]) -> String {
    run_bytes(dir, &[], script.as_bytes(), vars)
}

/// `alice local` with these options before its own, on these bytes.
fn run_bytes(
    dir: &std::path::Path,
    options: &[&str],
    input: &[u8],
    vars: &[(&str, &str)],
) -> String {
    let mut child = Command::new(env!("CARGO_BIN_EXE_alice"))
        .arg("local")
        .args(options)
        .arg("--db")
        .arg(dir.join("local.db"))
        .arg("--out")
        .arg(dir)
        .envs(vars.iter().copied())
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    child.stdin.take().unwrap().write_all(input).unwrap();
    let out = child.wait_with_output().unwrap();
    assert!(out.status.success());
    String::from_utf8(out.stdout).unwrap()
}

fn fresh_dir(name: &str) -> Scratch {
    Scratch::new(&format!("local-{name}"))
}

#[test]
fn help_comes_from_the_command_table() {
    let dir = fresh_dir("help");
    let out = run_in(&dir, "dave: /help\ndave: /help game:1\n");
    let help = alice::commands::help(
        &alice::service::Config::default(),
        alice::commands::Front::LocalOnly,
    );
    let expected = format!(
        "> dave: /help\n(only dave sees this) {help}\n> dave: /help game:1\nerror: /help takes no options.\n"
    );
    assert_eq!(out, expected);
    let front = alice::commands::Front::LocalOnly;
    // Every command, a command of subcommands as one line naming them.
    for c in alice::commands::Command::leaves(alice::commands::COMMANDS, front) {
        let line = match c.parent {
            None => format!("`/{}", c.words()),
            Some(top) => format!("`/{} ", top.name),
        };
        let shown = out.lines().find(|l| l.contains(&line));
        assert!(
            shown.is_some_and(|l| l.contains(c.group.unwrap_or(c.command).name)),
            "/{}",
            c.words()
        );
    }
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn a_second_run_keeps_the_first_runs_boards() {
    let dir = fresh_dir("files");
    let boards = |dir: &std::path::Path| {
        let mut files: Vec<(String, Vec<u8>)> = std::fs::read_dir(dir)
            .unwrap()
            .map(|e| e.unwrap().path())
            .filter(|p| p.extension().is_some_and(|x| x == "png"))
            .map(|p| {
                let name = p.file_name().unwrap().to_string_lossy().to_string();
                (name, std::fs::read(&p).unwrap())
            })
            .collect();
        files.sort();
        files
    };
    // The first run ends on game 1's board after the bot's reply.
    run_in(&dir, "ann: /play level:1 color:white\nann: /move move:e4\n");
    let first = boards(&dir);
    let names: Vec<&str> = first.iter().map(|(n, _)| n.as_str()).collect();
    assert_eq!(names, ["game-1-ply-000.png", "game-1-ply-002.png"]);
    assert_ne!(first[0].1, first[1].1);
    // The second draws game 1's start again and a new game's start: each
    // board keeps its own file, and none of the first run's changes.
    // (`/board` draws its own caption, so game 1's start is another
    // picture than the one the first run drew at the same ply.)
    let out = run_in(
        &dir,
        "ann: /board game:1 ply:0\nben: /play level:1 color:white\n",
    );
    assert!(out.contains("game-1-ply-000-2.png"), "{out}");
    let second = boards(&dir);
    for (name, bytes) in &first {
        let now = second.iter().find(|(n, _)| n == name).map(|(_, b)| b);
        assert!(now == Some(bytes), "{name} changed");
    }
    let names: Vec<&str> = second.iter().map(|(n, _)| n.as_str()).collect();
    assert_eq!(
        names,
        [
            "game-1-ply-000-2.png",
            "game-1-ply-000.png",
            "game-1-ply-002.png",
            "game-2-ply-000.png"
        ]
    );
    // The same picture asked again reuses its file.
    let out = run_in(&dir, "ann: /board game:1 ply:0\n");
    assert!(out.contains("game-1-ply-000-2.png"), "{out}");
    assert_eq!(boards(&dir).len(), 4);
    std::fs::remove_dir_all(&dir).ok();
}

/// After the game, locally: `/analyze` refuses a game in progress, then
/// writes the graph and the annotated PGN; asked again, the same answer;
/// `/gif` writes the game's GIF.
#[test]
fn analysis_and_gif_locally() {
    let dir = fresh_dir("after");
    let script = "\
alice: /challenge opponent:bob color:white
bob: /accept
alice: /analyze game:1
alice: /move move:a3
bob: /move move:Na6
alice: /move move:Ra4
bob: /move move:e5
alice: /move move:Re4
bob: /analyze
carol: /analyze game:1
bob: /gif
";
    let text = run_with(&dir, script, &[("ANALYSIS_NODES", "20000")])
        .replace(dir.to_str().unwrap(), "DIR");
    let after = |cmd: &str| -> Vec<&str> {
        let start = text.find(&format!("> {cmd}\n")).unwrap() + cmd.len() + 3;
        let end = text[start..].find("\n> ").map_or(text.len(), |e| start + e);
        text[start..end].lines().collect()
    };
    assert_eq!(
        after("alice: /analyze game:1"),
        ["error: Game #1 is still being played; /analyze looks at finished games only, so that nobody gets the engine's help during a game."]
    );
    let verdict = after("bob: /analyze");
    assert_eq!(
        verdict[0],
        "**Analysis of game #1**, alice vs bob, 1-0, checkmate (20000 nodes a position)."
    );
    assert!(
        verdict[2].starts_with("Black (bob): accuracy ")
            && verdict[2].ends_with(", 0 inaccuracies, 0 mistakes, 1 blunder"),
        "{text}"
    );
    assert!(verdict[4].starts_with("• 2... e5?? ("), "{text}");
    assert_eq!(
        verdict[verdict.len() - 2..],
        [
            "  [file] DIR/alice-analysis-1.png",
            "  [file] DIR/alice-game-1-analysed.pgn"
        ]
    );
    assert_eq!(after("carol: /analyze game:1"), verdict);
    assert_eq!(
        after("bob: /gif"),
        [
            "Game #1, alice vs bob: 3 moves, 1-0, checkmate.",
            "  [file] DIR/alice-game-1.gif"
        ]
    );
    // The animation and the chart decode whole: a frame a position.
    let gif = std::fs::read(dir.join("alice-game-1.gif")).unwrap();
    assert_eq!(images::gif_frames(&gif).1.len(), 6);
    let (width, height, _) =
        images::decode_png(&std::fs::read(dir.join("alice-analysis-1.png")).unwrap());
    assert!(width > 0 && height > 0);
    let pgn = std::fs::read_to_string(dir.join("alice-game-1-analysed.pgn")).unwrap();
    assert!(pgn.contains("[%eval #1]"), "{pgn}");
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn a_three_board_game_to_mate() {
    let dir = fresh_dir("three");
    let script = "\
alice: /challenge opponent:bob color:white time:1d variant:three-board
bob: /accept
alice: /move move:a3
alice: /move move:a3/AB
bob: /click id:pieces:1:1 value:b8a
bob: /click id:moves:1:1:b8a:0 value:Ab8a6B
alice: /move move:Ra4/AB
bob: /move move:e5/B
alice: /move move:Re4
alice: /move move:Re4/BA
alice: /pgn game:1
alice: /rating variant:three-board
bob: /rating
bob: /rating variant:three-board
bob: /gif game:1
bob: /analyze game:1
";
    let text = run_in(&dir, script).replace(dir.to_str().unwrap(), "DIR");
    for line in [
        "bob, alice challenges you to a game of Three-board Alice (rated, 1 day per move, en passant on, alice plays White). Challenge #1 is open for 1 day.",
        "error: a3 is ambiguous here: it could be a3/AB or a3/AC.",
        "(only bob sees this) Game #1: Knight b8 · A has 4 moves.",
        "  [menu moves:1:1:b8a:0] Na6/AB = Ab8a6B (to a6 on A, lands on a6 of B) | Na6/AC = Ab8a6C (to a6 on A, lands on a6 of C) | Nc6/AB = Ab8c6B (to c6 on A, lands on c6 of B) | Nc6/AC = Ab8c6C (to c6 on A, lands on c6 of C)",
        "bob played Na6/AB. alice (White) to move, 1 day left.",
        "bob played e5/AB. alice (White) to move, 1 day left.",
        // No mark on a move not yet played, even when listing choices.
        "error: Re4 is ambiguous here: it could be Re4/BA or Re4/BC.",
        "  [file] DIR/game-1-ply-005.png",
        "  [file] DIR/alice-game-1.pgn",
        // The three-board loss counts on the three-board card only.
        "bob: rating 1500 ± 700 (provisional until the first rated game). Games: 0 (0 won, 0 lost, 0 drawn).",
        "Games: 1 (0 won, 1 lost, 0 drawn).",
        "Game #1, alice vs bob: 3 moves, 1-0, checkmate.",
        "  [file] DIR/alice-game-1.gif",
        // Analysis judges by the same rules on three boards.
        "• 2... e5/AB?? (+0.04 → #1): d6/AB was best. Checkmate is now unavoidable. After it, Re4/BA# mates.",
    ] {
        assert!(text.contains(line), "missing `{line}` in:\n{text}");
    }
    assert!(text.contains("alice played Re4/BA#."), "{text}");
    assert!(text.contains("alice: three-board rating 1"), "{text}");
    assert!(
        text.lines()
            .any(|l| l.starts_with("bob: three-board rating 1")
                && l.contains(" ± ")
                && l.ends_with("Games: 1 (0 won, 1 lost, 0 drawn).")),
        "{text}"
    );
    let pgn = std::fs::read_to_string(dir.join("alice-game-1.pgn")).unwrap();
    assert!(
        pgn.contains("[Event \"Rated Three-board Alice game\"]"),
        "{pgn}"
    );
    assert!(pgn.contains("[Variant \"Three-board Alice\"]"), "{pgn}");
    assert!(pgn.contains("[Result \"1-0\"]"), "{pgn}");
    assert!(
        pgn.ends_with("1. a3/AB Na6/AB 2. Ra4/AB e5/AB 3. Re4/BA# 1-0\n"),
        "{pgn}"
    );
    // The PGN reads back as the same three-board game, ended by mate.
    let back = alice_core::read_pgn_as::<alice_core::three::PositionThree>(&pgn).unwrap();
    assert_eq!(
        back.game.outcome().map(|o| o.termination),
        Some(alice_core::Termination::Checkmate)
    );
    // The GIF: six frames of three boards stacked (462 x 1502 with the
    // caption).
    let gif = std::fs::read(dir.join("alice-game-1.gif")).unwrap();
    let (size, frames) = images::gif_frames(&gif);
    assert_eq!(size, (462, 1502));
    assert_eq!(frames.len(), 6);
    std::fs::remove_dir_all(&dir).ok();
}

/// Costly requests at a member's pace: past the burst, a private answer
/// says how long to wait, and nothing is drawn; other members and other
/// kinds are not held back. A pace that is not one is refused at start.
#[test]
fn costly_requests_wait_for_their_pace() {
    let dir = fresh_dir("limits");
    let script = "\
alice: /challenge opponent:bob color:white
bob: /accept
alice: /gif game:1
alice: /gif game:1
bob: /gif game:1
alice: /board game:1
alice: /board game:1
alice: /board game:1 ply:0
";
    let text = run_with(
        &dir,
        script,
        &[("LIMIT_GIF", "1/3600"), ("LIMIT_BOARD", "2/30")],
    )
    .replace(dir.to_str().unwrap(), "DIR");
    let answers: Vec<&str> = text
        .split("\n> ")
        .filter(|a| a.contains("/gif") || a.contains("/board"))
        .collect();
    assert_eq!(answers.len(), 6, "{text}");
    assert!(answers[0].contains("[file] DIR/alice-game-1.gif"), "{text}");
    assert_eq!(
        answers[1].lines().nth(1),
        Some("error: You have asked for many GIFs in a short time; please wait 1 hour and try again.")
    );
    assert!(
        answers[2].contains("[file] DIR/alice-game-1-2.gif"),
        "{text}"
    );
    assert!(answers[3].contains("[file] "), "{text}");
    assert!(answers[4].contains("[file] "), "{text}");
    assert_eq!(
        answers[5].lines().nth(1),
        Some("error: You have asked for many boards in a short time; please wait 30 seconds and try again.")
    );
    // A pace that is not one: the process says which setting and why.
    let out = Command::new(env!("CARGO_BIN_EXE_alice"))
        .args(["local", "--db"])
        .arg(dir.join("other.db"))
        .env("LIMIT_ANALYZE", "3 a minute")
        .stdin(Stdio::null())
        .output()
        .unwrap();
    assert!(!out.status.success());
    assert!(
        String::from_utf8_lossy(&out.stderr).contains(
            "LIMIT_ANALYZE must be a burst and the seconds until one more, like 3/120 (1 to 10000 / 1 to 86400), or off, not `3 a minute`"
        ),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
}

/// A fresh install serves puzzles: `alice local` on a new database adds
/// the starter puzzles as it starts, and /puzzle gives one of them.
#[test]
fn a_fresh_install_serves_the_starter_puzzles() {
    let dir = fresh_dir("starter");
    let text = run_in(&dir, "dave: /puzzle\n");
    let id = text
        .lines()
        .find_map(|l| l.strip_prefix("(only dave sees this) Puzzle "))
        .and_then(|l| l.split(' ').next())
        .unwrap_or_else(|| panic!("no puzzle in:\n{text}"));
    let starter = alice::puzzles::starter().unwrap();
    assert!(starter.iter().any(|p| p.id == id), "{id} in:\n{text}");
}

#[test]
fn a_puzzle_solved_and_the_daily_puzzle_locally() {
    let dir = fresh_dir("puzzles");
    let db = dir.join("local.db");
    let data = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/puzzles.jsonl");
    let out = Command::new(env!("CARGO_BIN_EXE_alice"))
        .args(["puzzles", "import", data, "--db"])
        .arg(&db)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(
        String::from_utf8_lossy(&out.stdout),
        "2 puzzles added, 0 already stored.\n"
    );
    // The database also holds the starter puzzles (added as `alice local`
    // starts): alice asks for this one by its id.
    let script = "\
alice: /puzzle id:Ycij9
alice: /click id:ppieces:1:1 value:b8a
alice: /click id:pmoves:1:1:b8a:0 value:b8b7
alice: /puzzle move:Qa8
alice: /puzzle move:Qa8
bob: /puzzle id:mate1
bob: /puzzle move:Ke2
alice: /rating
alice: /leaderboard kind:puzzles
";
    let text = run_in(&dir, script).replace(dir.to_str().unwrap(), "DIR");
    for line in [
        "(only alice sees this) Puzzle Ycij9 (rated 1250). Black played Rc5/A. White to move: find the best move (the menus below, or /puzzle move:<move>).",
        "  [file] DIR/puzzle-Ycij9-1.png",
        "(only alice sees this) Right: Rb7+. Black answers Ka5/A. White to move: find the best move (the menus below, or /puzzle move:<move>).",
        "(only alice sees this) Solved! Qa8/A# mates. Puzzle Ycij9 (mateIn2, checkFromOtherBoard, lockedBoard). Your puzzle rating: 1500 → 1596 (+96); the puzzle's: 1250 → 1154 (-96). /puzzle gives you another.",
        "error: You are not solving a puzzle; /puzzle gives you one.",
        "(only bob sees this) Ke2 is not the solution. The solution: 2. Ra8#. Puzzle mate1 (mateIn1, checkFromOtherBoard, lockedBoard). Your puzzle rating: 1500 → 1157 (-343); the puzzle's: 1000 → 1343 (+343). /puzzle gives you another.",
        "Puzzles: rating 1596 ± 600 (1 rated attempt).",
        "Puzzle leaderboard:",
        "1. alice — 1596 ± 600 (1 puzzle)",
    ] {
        assert!(text.contains(line), "missing `{line}` in:\n{text}");
    }
    assert!(text.contains("  [menu pmoves:1:1:b8a:0] "), "{text}");

    // The daily puzzle: due at once (00:00 UTC), posted by the sweep with
    // its button, and counted on its post once solved.
    let text = run_in(
        &dir,
        "op: /server-settings puzzle_channel:#50 puzzle_time:00:00\nop: /sweep\nop: /sweep\n",
    )
    .replace(dir.to_str().unwrap(), "DIR");
    assert!(
        text.contains(" A daily puzzle is posted in <#50> at 00:00 UTC."),
        "{text}"
    );
    assert_eq!(
        text.matches("Daily puzzles due: 1 (posted in their channels).")
            .count(),
        1,
        "{text}"
    );
    let post = text
        .lines()
        .find(|l| l.starts_with("  [post in <#50>] Daily puzzle of "))
        .unwrap_or_else(|| panic!("no daily post in:\n{text}"));
    assert!(
        post.ends_with(": White to move after Rc5/A. Press Solve to try it (privately). Solved by 0 members so far."),
        "{post}"
    );
    let button = text
        .lines()
        .find_map(|l| {
            l.strip_prefix("  [buttons] Solve (")
                .and_then(|b| b.strip_suffix(')'))
        })
        .unwrap_or_else(|| panic!("no Solve button in:\n{text}"));
    let text = run_in(
        &dir,
        &format!("carol: /click id:{button}\ncarol: /puzzle move:Rb7\ncarol: /puzzle move:Qa8\n"),
    );
    assert!(
        text.contains("(only carol sees this) Puzzle Ycij9 (rated 1154)."),
        "{text}"
    );
    assert!(
        text.contains("Solved by 1 member so far.")
            && text.contains("  [edit in <#50>] Daily puzzle of "),
        "{text}"
    );
}

#[test]
fn an_8x4_game_to_mate() {
    let dir = fresh_dir("narrow");
    let script = "\
alice: /challenge opponent:bob color:white time:1d variant:8x4
bob: /accept
alice: /move move:Ne4
alice: /move move:Nb4
bob: /move move:Nc5
alice: /move move:Nd5
bob: /click id:pieces:1:3 value:c8a
bob: /click id:moves:1:3:c8a:0 value:c8d7
alice: /move move:Nxb6
alice: /pgn game:1
alice: /rating variant:8x4
bob: /rating
bob: /gif game:1
bob: /rules variant:8x4
bob: /play level:2 color:white variant:8x4
bob: /move move:c4
bob: /analyze game:1
";
    let text = run_in(&dir, script).replace(dir.to_str().unwrap(), "DIR");
    for line in [
        "bob, alice challenges you to a game of 8x4 Alice (rated, 1 day per move, alice plays White). Challenge #1 is open for 1 day.",
        "  [menu pieces:1:0] Knight a2 · A = a2a | Knight d2 · A = d2a | Pawn a3 · A = a3a | Pawn b3 · A = b3a | Pawn c3 · A = c3a | Pawn d3 · A = d3a",
        "error: Ne4: e4 is not on the boards, which have files a to d only",
        "alice played Nd5/A. bob (Black) to move, 1 day left.",
        "(only bob sees this) Game #1: King c8 · A has 1 move.",
        "  [menu moves:1:3:c8a:0] Kd7 = c8d7 (to d7 on A, lands on d7 of B)",
        "bob played Kd7. alice (White) to move, 1 day left.",
        "alice played Nxb6#. Game #1 is over: alice (White) wins by checkmate, 1-0.",
        "Game #1, alice vs bob. Position: `rq1r/nbb1/p1pp/4/4/PPPP/1BBN/RQKR|4/3k/1N2/2n1/4/4/4/4 b - - 0 3`",
        // The 8x4 win counts on the 8x4 card only.
        "bob: rating 1500 ± 700 (provisional until the first rated game). Games: 0 (0 won, 0 lost, 0 drawn).",
        "Game #1, alice vs bob: 3 moves, 1-0, checkmate.",
        "• Pawns step one square only (so no en passant) and promote on the last rank. There is no castling.",
        "Game #2 (8x4 Alice) begins: bob plays White against Alice (level 2). bob (White) to move, 14 days left.",
        "bob played c4. Alice (level 2) replied ",
        "**Analysis of game #1**, alice vs bob, 1-0, checkmate (150000 nodes a position).",
        "• 2... Kd7?? (-1.42 → #1): cxd5 was best. Checkmate is now unavoidable. After it, Nxb6# mates.",
    ] {
        assert!(text.contains(line), "missing `{line}` in:\n{text}");
    }
    assert!(text.contains("alice: 8x4 rating 1"), "{text}");
    let pgn = std::fs::read_to_string(dir.join("alice-game-1.pgn")).unwrap();
    assert!(pgn.contains("[Variant \"8x4 Alice\"]"), "{pgn}");
    assert!(
        pgn.ends_with("1. Nb4 Nc5 2. Nd5/A Kd7 3. Nxb6# 1-0\n"),
        "{pgn}"
    );
    let back = alice_core::read_pgn_as::<alice_core::Position8x4>(&pgn).unwrap();
    assert_eq!(
        back.game.outcome().map(|o| o.termination),
        Some(alice_core::Termination::Checkmate)
    );
    // The board image keeps two narrow boards stacked, and so the GIF.
    let png = std::fs::read(dir.join("game-1-ply-005.png")).unwrap();
    let (w, h, _) = images::decode_png(&png);
    assert_eq!((w, h), (306, 1026));
    let gif = std::fs::read(dir.join("alice-game-1.gif")).unwrap();
    let (size, frames) = images::gif_frames(&gif);
    assert_eq!(size.0, 306);
    assert_eq!(frames.len(), 6);
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn a_duo_game_to_mate() {
    let dir = fresh_dir("duo");
    let script = "\
alice: /challenge opponent:bob color:white time:1d variant:duo
bob: /accept
alice: /move move:e4
bob: /move move:h6
alice: /click id:pieces:1:2 value:f1a
alice: /click id:moves:1:2:f1a:0 value:Af1b5A
bob: /move move:P@g7
bob: /move move:h5/BB
alice: /move move:Qh5
bob: /move move:a6
alice: /move move:Qe8
alice: /pgn game:1
bob: /rating variant:duo
bob: /gif game:1
bob: /rules variant:duo
bob: /analyze game:1
";
    let text = run_in(&dir, script).replace(dir.to_str().unwrap(), "DIR");
    // Analysis judges by the same rules in Duo chess: Black's last move
    // let White mate.
    let analysis = text
        .split("**Analysis of game #1**")
        .nth(1)
        .unwrap_or_default();
    assert!(
        analysis.contains("?? (")
            && analysis.contains(" was best. Checkmate is now unavoidable. After it, "),
        "{text}"
    );
    for line in [
        "bob, alice challenges you to a game of Duo chess (rated, 1 day per move, alice plays White). Challenge #1 is open for 1 day.",
        "alice played e4/AA. bob (Black) to move, 1 day left.",
        "  [menu pieces:1:1] King e8 · B = e8b | Queen d8 · B = d8b | Rook a8 · B = a8b | Rook h8 · B = h8b | Bishop c8 · B = c8b | Bishop f8 · B = f8b | Knight b8 · B = b8b | Knight g8 · B = g8b | Pawn a7 · B = a7b | Pawn b7 · B = b7b | Pawn c7 · B = c7b | Pawn d7 · B = d7b | Pawn e7 · B = e7b | Pawn f7 · B = f7b | Pawn g7 · B = g7b | Pawn h7 · B = h7b",
        "(only alice sees this) Game #1: Bishop f1 · A has 11 moves.",
        "  [menu moves:1:2:f1a:0] B@f1/AB = Af1f1B (zero move to f1 of B) | Be2/AA = Af1e2A (to e2 on A, stays on A) | Be2/AB = Af1e2B (to e2 on A, lands on e2 of B) | Bd3/AA = Af1d3A (to d3 on A, stays on A) | Bd3/AB = Af1d3B (to d3 on A, lands on d3 of B) | Bc4/AA = Af1c4A (to c4 on A, stays on A) | Bc4/AB = Af1c4B (to c4 on A, lands on c4 of B) | Bb5/AA = Af1b5A (to b5 on A, stays on A) | Bb5/AB = Af1b5B (to b5 on A, lands on b5 of B) | Ba6/AA = Af1a6A (to a6 on A, stays on A) | Ba6/AB = Af1a6B (to a6 on A, lands on a6 of B)",
        "alice played Bb5/AA. bob (Black) to move, 1 day left.",
        "error: P@g7: a pawn cannot make a zero move",
        "alice played Qe8/AA#. Game #1 is over: alice (White) wins by checkmate, 1-0.",
        "Game #1, alice vs bob. Position: `4Q3/8/8/1B6/4P3/8/PPPP1PPP/RNB1K1NR|rnbqkbnr/1pppppp1/p7/7p/8/8/8/8 b KQkq - 1 4`",
        "Game #1, alice vs bob: 4 moves, 1-0, checkmate.",
        "• Castling on your army's board, without transferring. No en passant.",
    ] {
        assert!(text.contains(line), "missing `{line}` in:\n{text}");
    }
    assert!(text.contains("bob: Duo rating 1"), "{text}");
    let pgn = std::fs::read_to_string(dir.join("alice-game-1.pgn")).unwrap();
    assert!(pgn.contains("[Variant \"Duo chess\"]"), "{pgn}");
    assert!(
        pgn.ends_with("1. e4/AA h6/BB 2. Bb5/AA h5/BB 3. Qh5/AA a6/BB 4. Qe8/AA# 1-0\n"),
        "{pgn}"
    );
    let back = alice_core::read_pgn_as::<alice_core::three::PositionDuo>(&pgn).unwrap();
    assert_eq!(
        back.game.outcome().map(|o| o.termination),
        Some(alice_core::Termination::Checkmate)
    );
    // Two full boards stacked, as on two boards.
    let png = std::fs::read(dir.join("game-1-ply-007.png")).unwrap();
    let (w, h, _) = images::decode_png(&png);
    assert_eq!((w, h), (462, 1026));
    let gif = std::fs::read(dir.join("alice-game-1.gif")).unwrap();
    let (_, frames) = images::gif_frames(&gif);
    assert_eq!(frames.len(), 8);
    std::fs::remove_dir_all(&dir).ok();
}

/// The words around a reply follow a language chosen by the request
/// itself; an unrated player's card reads as a sentence.
#[test]
fn a_language_chosen_is_spoken_from_its_own_reply_on() {
    let dir = fresh_dir("language");
    let out = run_in(
        &dir,
        "kurt: /settings language:de\nkurt: /settings language:fr\nkurt: /rating\n",
    );
    assert_eq!(
        out,
        "> kurt: /settings language:de\n(nur kurt sieht das) Gespeichert: Ich spreche Deutsch mit dir.\n\
         > kurt: /settings language:fr\n(seul kurt voit ceci) Enregistré : je vous parlerai désormais dans cette langue : Français.\n\
         > kurt: /rating\nkurt: rating 1500 ± 700 (provisional until the first rated game). Games: 0 (0 won, 0 lost, 0 drawn).\n"
    );
}

/// Resigning asks once more in `alice local` too: Keep playing keeps the
/// game, the confirmation resigns, a lapsed one is refused.
#[test]
fn resigning_asks_once_more_locally() {
    let dir = fresh_dir("resign");
    let script = "\
alice: /challenge opponent:bob color:white
bob: /accept
alice: /click id:resign:1:0
alice: /click id:resign-no:1
alice: /move move:e4
bob: /resign
bob: /move move:e9
bob: /move move:e4/C
bob: /move move:e5
bob: /click id:resign-yes:1:1
bob: /resign confirm:true
";
    let out = run_in(&dir, script);
    let said: Vec<&str> = out
        .lines()
        .filter(|l| !l.starts_with("  [") && !l.starts_with("> "))
        .collect();
    assert_eq!(
        said,
        [
            "bob, alice challenges you to a game of Alice chess (rated, 3 days per move, en passant on, alice plays White). Challenge #1 is open for 1 day.",
            "Game #1 begins: alice (White) vs bob (Black). alice (White) to move, 3 days left.",
            "(only alice sees this) Resign game #1? Before both sides have moved, resigning aborts the game: it ends without a result and does not count. This question lapses with the next move.",
            "(only alice sees this) Game #1 goes on.",
            "alice played e4. bob (Black) to move, 3 days left.",
            "(only bob sees this) Resign game #1? Before both sides have moved, resigning aborts the game: it ends without a result and does not count. This question lapses with the next move.",
            "error: cannot read `e9` as a move: `e9` is not a square: no board has a rank 9.",
            "error: cannot read `e4/C` as a move: there is no board C in this game: its boards are A and B.",
            "bob played e5. alice (White) to move, 3 days left.",
            "error: Game #1 has changed since then; nothing was done. Look at /board game:1 and try again.",
            "bob resigns. Game #1 is over: alice (White) wins by resignation, 1-0.",
        ]
    );
    assert!(
        out.contains("  [buttons] Resign (resign-yes:1:1) | Keep playing (resign-no:1)\n"),
        "{out}"
    );
}

/// The controls fit the moment in `alice local` as on Discord: Abort
/// before both sides have moved, then Resign, Offer draw and Takeback; a
/// standing offer's Accept and Decline; each answer shown with the game's
/// controls as they then stand.
#[test]
fn the_controls_fit_the_moment_locally() {
    let dir = fresh_dir("controls");
    let script = "\
alice: /challenge opponent:bob color:white
bob: /accept
alice: /move move:e4
bob: /move move:e5
alice: /click id:draw:1:2
bob: /click id:draw-no:1:2
bob: /click id:takeback:1:2
alice: /click id:takeback-no:1:2
alice: /click id:takeback-yes:1:2
alice: /click id:draw:1:2
bob: /click id:draw-yes:1:2
";
    let out = run_in(&dir, script);
    let said: Vec<&str> = out
        .lines()
        .filter(|l| !l.starts_with("  [file]") && !l.starts_with("  [menu") && !l.starts_with("> "))
        .collect();
    assert_eq!(
        said,
        [
            "bob, alice challenges you to a game of Alice chess (rated, 3 days per move, en passant on, alice plays White). Challenge #1 is open for 1 day.",
            "  [buttons] Accept (accept:1) | Decline (decline:1)",
            "Game #1 begins: alice (White) vs bob (Black). alice (White) to move, 3 days left.",
            "  [buttons] Abort (abort:1:0)",
            "alice played e4. bob (Black) to move, 3 days left.",
            "  [buttons] Abort (abort:1:1)",
            "bob played e5. alice (White) to move, 3 days left.",
            "  [buttons] Resign (resign:1:2) | Offer draw (draw:1:2) | Takeback (takeback:1:2)",
            "alice offers a draw in game #1. bob, accept or decline it with the buttons (or accept with /draw game:1); the offer lapses when you move. alice (White) to move, 3 days left.",
            "  [buttons] Resign (resign:1:2) | Accept draw (draw-yes:1:2) | Decline draw (draw-no:1:2) | Takeback (takeback:1:2)",
            "bob declines the draw offer in game #1. alice (White) to move, 3 days left.",
            "  [buttons] Resign (resign:1:2) | Offer draw (draw:1:2) | Takeback (takeback:1:2)",
            "bob asks to take back their last move in game #1. alice, accept or decline with the buttons (or agree with /takeback game:1). alice (White) to move, 3 days left.",
            "  [buttons] Resign (resign:1:2) | Offer draw (draw:1:2) | Accept takeback (takeback-yes:1:2) | Decline takeback (takeback-no:1:2)",
            "alice declines the takeback request in game #1. alice (White) to move, 3 days left.",
            "  [buttons] Resign (resign:1:2) | Offer draw (draw:1:2) | Takeback (takeback:1:2)",
            "error: No takeback request of your opponent's stands in game #1 (a move lapses it, or it was answered); nothing was done.",
            "alice offers a draw in game #1. bob, accept or decline it with the buttons (or accept with /draw game:1); the offer lapses when you move. alice (White) to move, 3 days left.",
            "  [buttons] Resign (resign:1:2) | Accept draw (draw-yes:1:2) | Decline draw (draw-no:1:2) | Takeback (takeback:1:2)",
            "bob accepts the draw. Game #1 is over: drawn by agreement, ½-½.",
            "  [buttons] Rematch (rematch:1) | ⏮ (first:1:0) | ◀ (prev:1:1) | ▶ (—) | ⏭ (—)",
        ]
    );
}

/// A line that is not UTF-8 text is refused alone, by its number; the
/// session goes on with the next line.
#[test]
fn a_line_that_is_not_text_is_refused_alone() {
    let dir = fresh_dir("not-text");
    let mut script = b"alice: /challenge opponent:bob\n".to_vec();
    script.extend_from_slice(b"bob: /acc\xffept\n");
    script.extend_from_slice(b"bob: /accept\n");
    let text = run_bytes(&dir, &[], &script, &[]);
    let said: Vec<&str> = text.lines().filter(|l| !l.starts_with("  [")).collect();
    assert_eq!(said.len(), 5, "{text}");
    assert_eq!(said[0], "> alice: /challenge opponent:bob");
    assert!(said[1].starts_with("bob, alice challenges you"), "{text}");
    assert_eq!(said[2], "error: line 2 is not UTF-8 text; it was skipped");
    assert_eq!(said[3], "> bob: /accept");
    assert!(said[4].starts_with("Game #1 begins: "), "{text}");
}

/// `--boards-text` prints each picture's boards as text under it: every
/// board with its title, ranks and files, seen from the side the picture
/// is drawn for.
#[test]
fn boards_as_text_under_each_picture() {
    let dir = fresh_dir("boards-text");
    let script =
        b"alice: /challenge opponent:bob color:white\nbob: /accept\nalice: /move move:e4\n";
    let text = run_bytes(&dir, &["--boards-text"], script, &[]);
    let after_e4: Vec<&str> = text
        .lines()
        .skip_while(|l| !l.starts_with("alice played e4."))
        .skip(2)
        .take(11)
        .collect();
    assert_eq!(
        after_e4,
        [
            "      Board A              Board B",
            "    1 R N B K Q B N R    1 . . . . . . . .",
            "    2 P P P . P P P P    2 . . . . . . . .",
            "    3 . . . . . . . .    3 . . . . . . . .",
            "    4 . . . . . . . .    4 . . . P . . . .",
            "    5 . . . . . . . .    5 . . . . . . . .",
            "    6 . . . . . . . .    6 . . . . . . . .",
            "    7 p p p p p p p p    7 . . . . . . . .",
            "    8 r n b k q b n r    8 . . . . . . . .",
            "      h g f e d c b a      h g f e d c b a",
            "  [buttons] Abort (abort:1:1)",
        ],
        "{text}"
    );
}

/// A live game's first move is counted down where Discord would count it:
/// the terminal says how long is left as a clock reads it.
#[test]
fn the_first_moves_countdown_reads_as_a_clock() {
    let dir = fresh_dir("countdown");
    let script = "\
alice: /challenge opponent:bob color:white time:5+3
bob: /accept
";
    let text = run_in(&dir, script);
    // Read a moment after the game began (under a second, or two on a
    // loaded machine).
    assert!(
        ["1:00", "0:59"]
            .iter()
            .any(|c| text.contains(&format!("alice (White) to move, first move due in {c}."))),
        "{text}"
    );
    assert!(!text.contains("<t:"), "{text}");
}

/// A Swiss run from a script: created, joined by command and by its
/// button, started, its first round's games ended (one resigned before
/// either side moved: a tournament's game is lost, not aborted), the
/// second round paired at the last result, the standings and a round's
/// results; a late entry refused once half the rounds have started.
#[test]
fn a_tournament_from_a_script() {
    let dir = fresh_dir("tournament");
    let script = "\
alice: /tournament create name:Spring rounds:2 time:1d rated:false
bob: /tournament join
alice: /tournament join
carol: /click id:join:1
dave: /tournament join id:1
alice: /tournament standings
alice: /tournament start
dave: /abort game:2
dave: /resign game:2
dave: /click id:resign-yes:2:0
bob: /move game:1 move:e4
carol: /move game:1 move:e5
carol: /resign game:1
carol: /click id:resign-yes:1:2
alice: /tournament standings
bob: /tournament pairings round:1
erin: /tournament join
";
    let text = run_in(&dir, script);
    let shown: Vec<&str> = text
        .lines()
        .filter(|l| !l.starts_with("  [file]") && !l.starts_with("  [menu"))
        .collect();
    let expected = "\
> alice: /tournament create name:Spring rounds:2 time:1d rated:false
Tournament #1 **Spring** is created: members join with its button or /tournament join, and /tournament start pairs its first round.
  [tournament] **Spring** (tournament #1), by alice: a Swiss of 2 rounds by FIDE's Dutch system, Alice chess, 1 day per move, casual; tie-breaks BH-C1, BH, SB, DE, WIN.
  [buttons] Join (join:1) | Leave (leave:1)
> bob: /tournament join
bob joined **Spring** (tournament #1): 1 player.
> alice: /tournament join
alice joined **Spring** (tournament #1): 2 players.
> carol: /click id:join:1
carol joined **Spring** (tournament #1): 3 players.
> dave: /tournament join id:1
dave joined **Spring** (tournament #1): 4 players.
> alice: /tournament standings
**Spring** (tournament #1) has not started yet: 4 players joined.
> alice: /tournament start
Tournament #1 has started: its first round is paired.
  [tournament] **Spring** (tournament #1), round 1 of 2:
Board 1: bob – carol, game #1
Board 2: dave – alice, game #2
> dave: /abort game:2
error: Game #2 is a tournament game: it cannot be aborted. You can resign it.
> dave: /resign game:2
(only dave sees this) Resign game #2? This question lapses with the next move.
  [buttons] Resign (resign-yes:2:0) | Keep playing (resign-no:2)
> dave: /click id:resign-yes:2:0
dave resigns. Game #2 is over: alice (Black) wins by resignation, 0-1.
  [buttons] ⏮ (—) | ◀ (—) | ▶ (—) | ⏭ (—)
> bob: /move game:1 move:e4
bob played e4. carol (Black) to move, 1 day left.
  [buttons] Resign (resign:1:1)
> carol: /move game:1 move:e5
carol played e5. bob (White) to move, 1 day left.
  [buttons] Resign (resign:1:2) | Offer draw (draw:1:2) | Takeback (takeback:1:2)
> carol: /resign game:1
(only carol sees this) Resign game #1? This question lapses with the next move.
  [buttons] Resign (resign-yes:1:2) | Keep playing (resign-no:1)
> carol: /click id:resign-yes:1:2
carol resigns. Game #1 is over: bob (White) wins by resignation, 1-0.
  [buttons] ⏮ (first:1:0) | ◀ (prev:1:1) | ▶ (—) | ⏭ (—)
  [tournament] **Spring** (tournament #1), round 2 of 2:
Board 1: alice – bob, game #3
Board 2: carol – dave, game #4
> alice: /tournament standings
Standings of **Spring** (tournament #1) after round 1 of 2:
1. bob: 1 · BH-C1 0 · BH 0 · SB 0 · DE 0 · WIN 1
1. alice: 1 · BH-C1 0 · BH 0 · SB 0 · DE 0 · WIN 1
3. carol: 0 · BH-C1 0 · BH 1 · SB 0 · DE 0 · WIN 0
3. dave: 0 · BH-C1 0 · BH 1 · SB 0 · DE 0 · WIN 0
> bob: /tournament pairings round:1
**Spring** (tournament #1), round 1 of 2:
Board 1: bob – carol 1–0, game #1
Board 2: dave – alice 0–1, game #2
> erin: /tournament join
error: Tournament #1 is in round 2 of 2: joining closes once more than half the rounds have started.
";
    assert_eq!(shown.join("\n") + "\n", expected);
}
