//! `alice uci`: the UCI protocol as the Fairy-Stockfish Alice build speaks
//! it (`UCI_Variant` alice, positions in its FEN form with `|` before each
//! board-B piece, moves as from-to coordinates), plus `UCI_AliceEnPassant`.
//! Scores are on the calibrated scale (`cp 100`: a 50% chance of winning);
//! `UCI_ShowWDL` adds the chances of a win, a draw and a loss.

use alice_core::{Position, Rules};
use alice_engine::{Level, Limits, Params, Score, Searcher};
use std::io::{BufRead, Write};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::Duration;

struct State {
    rules: Rules,
    position: Position,
    history: Vec<u64>,
    searcher: Arc<Mutex<Searcher>>,
    stop: Arc<AtomicBool>,
    worker: Option<JoinHandle<()>>,
    level: u8,
    hash_mb: usize,
    /// How many best lines `go` reports (`MultiPV`).
    multipv: usize,
    /// The search parameters, each a spin option (for tuning tools).
    params: Params,
    /// `UCI_ShowWDL`: each `info` carries the chances of a win, a draw and
    /// a loss.
    show_wdl: bool,
    /// Why the last `position` was refused: `go` then searches nothing.
    refused: Option<String>,
}

/// The most lines `MultiPV` may ask for.
const MAX_MULTIPV: usize = 64;

fn send(line: &str) {
    let mut out = std::io::stdout().lock();
    let _ = writeln!(out, "{line}");
    let _ = out.flush();
}

/// Runs the protocol on stdin/stdout until `quit` or end of input.
pub fn run() -> Result<(), String> {
    let rules = Rules::NO_EN_PASSANT;
    let mut st = State {
        rules,
        position: Position::new(rules),
        history: Vec::new(),
        searcher: Arc::new(Mutex::new(Searcher::new(64))),
        stop: Arc::new(AtomicBool::new(false)),
        worker: None,
        level: Level::MAX,
        hash_mb: 64,
        multipv: 1,
        params: Params::default(),
        show_wdl: false,
        refused: None,
    };
    let stdin = std::io::stdin();
    for line in stdin.lock().lines() {
        let line = line.map_err(|e| e.to_string())?;
        let words: Vec<&str> = line.split_whitespace().collect();
        match words.first().copied() {
            Some("uci") => {
                send("id name Alice");
                send("id author the Alice developers");
                send("option name UCI_Variant type combo default alice var alice");
                send("option name UCI_AliceEnPassant type check default false");
                send("option name Hash type spin default 64 min 1 max 1024");
                send("option name Threads type spin default 1 min 1 max 1");
                send("option name Level type spin default 8 min 1 max 8");
                send("option name UCI_ShowWDL type check default false");
                send(&format!(
                    "option name MultiPV type spin default 1 min 1 max {MAX_MULTIPV}"
                ));
                for (name, default, min, max) in Params::ALL {
                    send(&format!(
                        "option name {name} type spin default {default} min {min} max {max}"
                    ));
                }
                send("uciok");
            }
            Some("isready") => send("readyok"),
            Some("setoption") => {
                wait(&mut st);
                set_option(&mut st, &line);
            }
            Some("ucinewgame") => {
                wait(&mut st);
                if let Ok(mut s) = st.searcher.lock() {
                    s.clear();
                }
            }
            Some("position") => {
                wait(&mut st);
                st.refused = set_position(&mut st, &words[1..]).err();
                if let Some(e) = &st.refused {
                    send(&format!("info string error: position refused: {e}"));
                }
            }
            Some("go") => {
                wait(&mut st);
                go(&mut st, &words[1..]);
            }
            Some("stop") => finish(&mut st),
            Some("quit") => {
                finish(&mut st);
                return Ok(());
            }
            Some("d") => send(&format!("info string {}", st.position.fen_fsf())),
            Some(other) => send(&format!("info string unknown command {other}")),
            None => {}
        }
    }
    finish(&mut st);
    Ok(())
}

/// Waits for a running search to end by itself (as a GUI expects when it
/// sends `position` or `go` without `stop`).
fn wait(st: &mut State) {
    if let Some(w) = st.worker.take() {
        let _ = w.join();
    }
}

/// Stops a running search and waits for its `bestmove`.
fn finish(st: &mut State) {
    if let Some(w) = st.worker.take() {
        st.stop.store(true, Ordering::Relaxed);
        let _ = w.join();
    }
}

fn set_option(st: &mut State, line: &str) {
    // setoption name <id> [value <x>]
    let lower = line.to_ascii_lowercase();
    let name_at = lower.find("name ").map(|i| i + 5);
    let value_at = lower.find(" value ");
    let (name, value) = match (name_at, value_at) {
        (Some(n), Some(v)) if v > n => (line[n..v].trim(), line[v + 7..].trim()),
        (Some(n), None) => (line[n..].trim(), ""),
        _ => {
            send("info string error: setoption needs `name <option>` (and `value <x>`)");
            return;
        }
    };
    match name.to_ascii_lowercase().as_str() {
        "uci_variant" if !value.eq_ignore_ascii_case("alice") => {
            send(&format!(
                "info string variant {value} is not supported; only alice"
            ));
        }
        "uci_aliceenpassant" => {
            st.rules = Rules {
                en_passant: value.eq_ignore_ascii_case("true"),
            };
            st.position = Position::new(st.rules);
            st.history.clear();
        }
        "hash" => match value.parse::<usize>() {
            Ok(mb) if (1..=1024).contains(&mb) => {
                st.hash_mb = mb;
                st.searcher = Arc::new(Mutex::new(Searcher::with_params(st.hash_mb, st.params)));
            }
            _ => send(&format!(
                "info string error: Hash must be a whole number of MB from 1 to 1024, not `{value}`"
            )),
        },
        other if st.params.get(other).is_some() => {
            let set = value
                .parse::<i32>()
                .map_err(|_| format!("`{value}` is not a whole number"))
                .and_then(|v| st.params.set(other, v));
            match set {
                Ok(()) => {
                    st.searcher =
                        Arc::new(Mutex::new(Searcher::with_params(st.hash_mb, st.params)));
                }
                Err(e) => send(&format!("info string error: {e}")),
            }
        }
        "multipv" => match value.parse::<usize>() {
            Ok(n) if (1..=MAX_MULTIPV).contains(&n) => st.multipv = n,
            _ => send(&format!(
                "info string error: MultiPV must be a whole number from 1 to {MAX_MULTIPV}, not `{value}`"
            )),
        },
        "uci_showwdl" => st.show_wdl = value.eq_ignore_ascii_case("true"),
        "level" => match value.parse::<u8>() {
            Ok(l) if (Level::MIN..=Level::MAX).contains(&l) => st.level = l,
            _ => send(&format!(
                "info string error: Level must be a whole number from {} to {}, not `{value}`",
                Level::MIN,
                Level::MAX
            )),
        },
        "uci_variant" => {}
        "threads" if value == "1" => {}
        "threads" => send(&format!(
            "info string error: Threads must be 1 (the search runs on one thread), not `{value}`"
        )),
        _ => send(&format!("info string error: no option named `{name}`")),
    }
}

fn set_position(st: &mut State, words: &[&str]) -> Result<(), String> {
    let moves_at = words.iter().position(|w| *w == "moves");
    let (spec, moves) = match moves_at {
        Some(i) => (&words[..i], &words[i + 1..]),
        None => (words, &[][..]),
    };
    let mut pos = match spec.first().copied() {
        Some("startpos") => Position::new(st.rules),
        Some("fen") => {
            Position::from_fen(&spec[1..].join(" "), st.rules).map_err(|e| e.to_string())?
        }
        _ => return Err("position needs startpos or fen".into()),
    };
    let mut history = Vec::new();
    for text in moves {
        let m = pos.parse_move(text).map_err(|e| e.to_string())?;
        history.push(pos.hash());
        pos.play_unchecked(m);
    }
    st.position = pos;
    st.history = history;
    Ok(())
}

fn go(st: &mut State, words: &[&str]) {
    if let Some(e) = &st.refused {
        // A GUI waits for a `bestmove` after every `go`: the null move,
        // with the reason, rather than a search of a position it did not
        // send.
        send(&format!(
            "info string error: no position to search (the last one was refused: {e})"
        ));
        send("bestmove 0000");
        return;
    }
    let num = |key: &str| -> Option<u64> {
        words
            .iter()
            .position(|w| *w == key)
            .and_then(|i| words.get(i + 1))
            .and_then(|v| v.parse::<i64>().ok())
            .map(|v| v.max(0) as u64)
    };
    let ms = Duration::from_millis;
    let white = st.position.turn() == alice_core::Color::White;
    let limits = if words.contains(&"infinite") {
        Limits::default()
    } else if let Some(d) = num("depth") {
        Limits::depth(d.clamp(1, 100) as u32)
    } else if let Some(n) = num("nodes") {
        Limits::nodes(n.max(1))
    } else if let Some(t) = num("movetime") {
        Limits::movetime(ms(t.max(1)))
    } else if let Some(t) = num(if white { "wtime" } else { "btime" }) {
        let inc = num(if white { "winc" } else { "binc" }).unwrap_or(0);
        Limits::clock(ms(t), ms(inc), num("movestogo").map(|m| m as u32))
    } else {
        Level::new(st.level).map_or(Limits::default(), |l| l.limits())
    };
    st.stop.store(false, Ordering::Relaxed);
    let stop = Arc::clone(&st.stop);
    let searcher = Arc::clone(&st.searcher);
    let pos = st.position;
    let history = st.history.clone();
    let multipv = st.multipv;
    let show_wdl = st.show_wdl;
    st.worker = Some(std::thread::spawn(move || {
        let Ok(mut s) = searcher.lock() else {
            send("bestmove 0000");
            return;
        };
        s.set_multipv(multipv);
        let result = s.search(&pos, &history, limits, Some(&stop), |info| {
            // On the calibrated scale: cp 100 is a 50% chance of winning.
            let mut score = match alice_engine::variant::calibrated(&pos, info.score) {
                Score::Cp(c) => format!("cp {c}"),
                Score::Mate(m) => format!("mate {m}"),
            };
            if show_wdl {
                let [w, d, l] = alice_engine::variant::chances(&pos, info.score).permille();
                score.push_str(&format!(" wdl {w} {d} {l}"));
            }
            let pv: Vec<String> = info.pv.iter().map(|m| m.uci()).collect();
            send(&format!(
                "info depth {} seldepth {} multipv {} score {score} nodes {} nps {} time {} pv {}",
                info.depth,
                info.seldepth,
                info.multipv,
                info.nodes,
                info.nps(),
                info.time.as_millis(),
                pv.join(" ")
            ));
        });
        match result {
            Some(r) => send(&format!("bestmove {}", r.best.uci())),
            None => {
                send("info string the game is over in this position: no legal move");
                send("bestmove (none)");
            }
        }
    }));
}
