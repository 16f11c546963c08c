//! `alice local`: a terminal front end to the service. Each input line is
//! `<name>: /<command> [option:value]...`; names stand for players. The
//! same commands and option names as the Discord bot.

use crate::service::{ChallengeOptions, Player, Reply, Service, ServiceError};
use std::collections::HashMap;
use std::io::Write;
use std::path::{Path, PathBuf};

pub const HELP: &str = "Type lines like `alice: /challenge opponent:bob` or `bob: /move move:e4`.
Commands: /challenge opponent:<name> [color:white|black|random] [en_passant:true|false] [rated:true|false] [time:1d]
          /accept [challenge:<id>]  /decline [challenge:<id>]  /play [level:1-8] [color:...]
          /move move:<move> [game:<id>]  /board [game:<id>]  /resign [game:<id>]  /draw [game:<id>]
          /takeback [game:<id>]  /abort [game:<id>]  /games  /pgn [game:<id>]  /rating [player:<name>]
          /leaderboard  /rules  /sweep (runs the timeout sweeper now)";

/// A stable id for a local name (the same name is the same player after a restart).
pub fn player_id(name: &str) -> i64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in name.to_lowercase().bytes() {
        h ^= b as u64;
        h = h.wrapping_mul(0x0100_0000_01b3);
    }
    (h >> 2) as i64
}

fn player(name: &str) -> Player {
    Player::new(player_id(name), name)
}

struct Command<'a> {
    name: &'a str,
    command: &'a str,
    options: HashMap<&'a str, &'a str>,
}

fn parse_line(line: &str) -> Result<Command<'_>, String> {
    let (name, rest) = line
        .split_once(':')
        .ok_or("expected `<name>: /<command> [option:value]...`")?;
    let name = name.trim();
    if name.is_empty() || name.contains(char::is_whitespace) {
        return Err("a player's name is one word before the colon".into());
    }
    let mut words = rest.split_whitespace();
    let command = words
        .next()
        .and_then(|w| w.strip_prefix('/'))
        .ok_or("expected a command such as /move after the name")?;
    let mut options = HashMap::new();
    for w in words {
        let (k, v) = w
            .split_once(':')
            .ok_or_else(|| format!("options look like key:value, not `{w}`"))?;
        if options.insert(k, v).is_some() {
            return Err(format!("option {k} given twice"));
        }
    }
    Ok(Command {
        name,
        command,
        options,
    })
}

fn allow(c: &Command, allowed: &[&str]) -> Result<(), String> {
    for k in c.options.keys() {
        if !allowed.contains(k) {
            return Err(if allowed.is_empty() {
                format!("/{} takes no options", c.command)
            } else {
                format!(
                    "/{} has no option `{k}` (it takes {})",
                    c.command,
                    allowed.join(", ")
                )
            });
        }
    }
    Ok(())
}

fn number(c: &Command, key: &str) -> Result<Option<i64>, String> {
    c.options
        .get(key)
        .map(|v| {
            v.trim_start_matches('#')
                .parse::<i64>()
                .map_err(|_| format!("{key} must be a number, not `{v}`"))
        })
        .transpose()
}

fn boolean(c: &Command, key: &str) -> Result<Option<bool>, String> {
    c.options
        .get(key)
        .map(|v| match v.to_ascii_lowercase().as_str() {
            "true" | "yes" | "on" => Ok(true),
            "false" | "no" | "off" => Ok(false),
            _ => Err(format!("{key} must be true or false, not `{v}`")),
        })
        .transpose()
}

enum Outcome {
    Reply(Reply),
    Error(String),
}

async fn dispatch(service: &Service, c: &Command<'_>) -> Result<Outcome, String> {
    let me = player(c.name);
    let game = || number(c, "game");
    let result: Result<Reply, ServiceError> = match c.command {
        "challenge" => {
            allow(c, &["opponent", "color", "en_passant", "rated", "time"])?;
            let opponent = c
                .options
                .get("opponent")
                .map(|n| player(n.trim_start_matches('@')));
            let opts = ChallengeOptions {
                color: c.options.get("color").map(|s| s.to_string()),
                en_passant: boolean(c, "en_passant")?,
                rated: boolean(c, "rated")?,
                time: c.options.get("time").map(|s| s.to_string()),
                channel_id: None,
            };
            service.challenge(&me, opponent.as_ref(), opts).await
        }
        "accept" => {
            allow(c, &["challenge"])?;
            service.accept(&me, number(c, "challenge")?).await
        }
        "decline" => {
            allow(c, &["challenge"])?;
            service.decline(&me, number(c, "challenge")?).await
        }
        "play" => {
            allow(c, &["level", "color"])?;
            service
                .play_bot(
                    &me,
                    number(c, "level")?,
                    c.options.get("color").copied(),
                    None,
                )
                .await
        }
        "move" => {
            allow(c, &["move", "game"])?;
            let mv = c
                .options
                .get("move")
                .ok_or("/move needs move:<move>, e.g. move:e4")?;
            service.make_move(&me, game()?, mv, None).await
        }
        "board" => {
            allow(c, &["game"])?;
            service.board(&me, game()?).await
        }
        "resign" => {
            allow(c, &["game"])?;
            service.resign(&me, game()?, None).await
        }
        "draw" => {
            allow(c, &["game"])?;
            service.draw(&me, game()?, None).await
        }
        "takeback" => {
            allow(c, &["game"])?;
            service.takeback(&me, game()?).await
        }
        "abort" => {
            allow(c, &["game"])?;
            service.abort(&me, game()?).await
        }
        "games" => {
            allow(c, &[])?;
            service.games(&me).await
        }
        "pgn" => {
            allow(c, &["game"])?;
            service.pgn(&me, game()?).await
        }
        "rating" => {
            allow(c, &["player"])?;
            service.rating(&me, c.options.get("player").copied()).await
        }
        "leaderboard" => {
            allow(c, &[])?;
            service.leaderboard().await
        }
        "rules" => {
            allow(c, &[])?;
            service.rules().await
        }
        "sweep" => {
            allow(c, &[])?;
            service.sweep().await.map(|notices| {
                let text = if notices.is_empty() {
                    "Nothing to do.".to_string()
                } else {
                    notices
                        .iter()
                        .map(|n| n.text.clone())
                        .collect::<Vec<_>>()
                        .join("\n")
                };
                Reply::text(text)
            })
        }
        other => return Err(format!("unknown command /{other}; type /help for the list")),
    };
    Ok(match result {
        Ok(r) => Outcome::Reply(r),
        Err(e) => {
            let id = format!("L{:x}", player_id(&format!("{}{}", c.name, e)) & 0xffff);
            if e.is_internal() {
                eprintln!("internal error {id}: {e}");
            }
            Outcome::Error(e.user_message(&id))
        }
    })
}

/// Runs lines from `input`, printing replies to `out` and writing files
/// into `dir` (numbered in order).
pub async fn run<R: std::io::BufRead>(
    service: &Service,
    input: R,
    out: &mut impl Write,
    dir: &Path,
) -> std::io::Result<()> {
    let mut n = 0;
    for line in input.lines() {
        let line = line?;
        let trimmed = line.trim();
        if trimmed.is_empty() || trimmed.starts_with('#') {
            continue;
        }
        if trimmed == "/help" || trimmed == "help" {
            writeln!(out, "{HELP}")?;
            continue;
        }
        writeln!(out, "> {trimmed}")?;
        let outcome = match parse_line(trimmed) {
            Err(e) => Outcome::Error(e),
            Ok(c) => dispatch(service, &c).await.unwrap_or_else(Outcome::Error),
        };
        match outcome {
            Outcome::Error(e) => writeln!(out, "error: {e}")?,
            Outcome::Reply(r) => {
                let who = trimmed.split(':').next().unwrap_or("");
                let private = if r.ephemeral {
                    format!("(only {who} sees this) ")
                } else {
                    String::new()
                };
                writeln!(out, "{private}{}", r.text)?;
                for f in &r.files {
                    n += 1;
                    let path: PathBuf = dir.join(format!("{n:04}-{}", f.name));
                    std::fs::write(&path, &f.bytes)?;
                    writeln!(out, "  [file] {}", path.display())?;
                }
                if !r.buttons.is_empty() {
                    let b: Vec<String> = r
                        .buttons
                        .iter()
                        .map(|b| format!("{} ({})", b.label(), b.custom_id()))
                        .collect();
                    writeln!(out, "  [buttons] {}", b.join(" | "))?;
                }
            }
        }
        out.flush()?;
    }
    Ok(())
}
