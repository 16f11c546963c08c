//! `alice local`: a terminal front end to the service. Each input line is
//! `<name>: /<command> [option:value]...`; names stand for players. The
//! same commands and option names as the Discord bot.

use crate::commands::{self, Front, Kind, OptionSpec, Request, Value};
use crate::lang::{Lang, Text};
use crate::service::{moments_shown, Button, Owed, Place, Player, Reply, Service, Settled};
use crate::{t, text};
use std::io::Write;
use std::path::{Path, PathBuf};

/// How to type commands here, and the commands from the one table.
pub fn help(service: &Service) -> String {
    help_in(service, Lang::EN)
}

/// [`help`] in `lang`.
pub fn help_in(service: &Service, lang: Lang) -> String {
    format!(
        "{}\n{}",
        lang.t("local-help"),
        commands::help_in(service.config(), Front::LocalOnly, lang)
    )
}

/// A stable id for a local name (the same name is the same player after a restart).
pub fn player_id(name: &str) -> i64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in name.to_lowercase().bytes() {
        h ^= b as u64;
        h = h.wrapping_mul(0x0100_0000_01b3);
    }
    (h >> 2) as i64
}

/// `alice local` is one server of its own, run by whoever types.
pub const LOCAL_SERVER: i64 = 1;

fn player(name: &str) -> Player {
    let mut p = Player::new(player_id(name), name);
    p.manages_server = true;
    p
}

struct Command<'a> {
    name: &'a str,
    command: &'a str,
    /// The words after the command that are not `key:value`: the
    /// subcommand (`/tournament create`), and a group's subcommand
    /// (`/tournament manage pair`).
    subcommands: Vec<&'a str>,
    /// In the order typed.
    options: Vec<(&'a str, &'a str)>,
}

fn parse_line(line: &str) -> Result<Command<'_>, Text> {
    if line.trim_start().starts_with('/') {
        return Err(text!("local-name-first"));
    }
    let (name, rest) = line
        .split_once(':')
        .ok_or_else(|| text!("local-line-shape"))?;
    let name = name.trim();
    if name.is_empty() || name.contains(char::is_whitespace) {
        return Err(text!("local-one-word"));
    }
    let mut words = rest.split_whitespace();
    let command = words
        .next()
        .and_then(|w| w.strip_prefix('/'))
        .ok_or_else(|| text!("local-command-expected"))?;
    let mut words = words.peekable();
    let mut subcommands = Vec::new();
    while let Some(w) = words.next_if(|w| !w.contains(':')) {
        subcommands.push(w);
    }
    let mut options: Vec<(&str, &str)> = Vec::new();
    for w in words {
        let (k, v) = w
            .split_once(':')
            .ok_or_else(|| text!("local-key-value", given = w))?;
        if options.iter().any(|(seen, _)| *seen == k) {
            return Err(text!("local-twice", option = k));
        }
        options.push((k, v));
    }
    Ok(Command {
        name,
        command,
        subcommands,
        options,
    })
}

/// Reads a `key:value` text as the table says the option's value is.
fn value(o: &OptionSpec, text: &str) -> Result<Value, Text> {
    Ok(match o.kind {
        Kind::Integer { .. } => {
            let digits = text.trim_start_matches('#');
            Value::Integer(digits.parse::<i64>().map_err(|_| {
                // A number, but past any the bot keeps, is said so.
                let number = !digits.is_empty()
                    && digits
                        .trim_start_matches('-')
                        .bytes()
                        .all(|b| b.is_ascii_digit());
                let id = if number {
                    "local-number-too-large"
                } else {
                    "local-number"
                };
                text!(id, option = o.name, given = text)
            })?)
        }
        Kind::Boolean => Value::Boolean(match text.to_ascii_lowercase().as_str() {
            "true" | "yes" | "on" => true,
            "false" | "no" | "off" => false,
            _ => return Err(text!("local-boolean", option = o.name, given = text)),
        }),
        Kind::String => Value::String(text.to_string()),
        Kind::Channel => Value::Channel(
            text.trim_start_matches("<#")
                .trim_start_matches('#')
                .trim_end_matches('>')
                .parse::<i64>()
                .ok()
                .filter(|&c| c > 0)
                .ok_or_else(|| text!("local-channel", option = o.name, given = text))?,
        ),
        Kind::User => Value::User {
            player: player(text.trim_start_matches('@')),
            bot: false,
            me: false,
        },
    })
}

enum Outcome {
    /// A reply, and the language of the member who asked.
    Reply(Box<Reply>, Lang),
    Error(String),
}

/// Reads one line into who acts and what they ask, by the command table.
/// The error is the text shown (`error: …`).
pub fn read_line(line: &str) -> Result<(Player, Request), String> {
    read_line_in(line, Lang::EN)
}

/// [`read_line`] with its refusal in `lang`.
pub fn read_line_in(line: &str, lang: Lang) -> Result<(Player, Request), String> {
    read(line).map_err(|t| crate::service::error::sentence(lang, t.say(lang)))
}

fn read(line: &str) -> Result<(Player, Request), Text> {
    read_by(commands::COMMANDS, line)
}

/// [`read`] by a table.
fn read_by(table: &[&'static commands::Command], line: &str) -> Result<(Player, Request), Text> {
    let c = parse_line(line)?;
    let top = table
        .iter()
        .copied()
        .find(|t| t.name == c.command)
        .ok_or_else(|| text!("local-unknown-command", command = c.command))?;
    // The command the options are of: down the subcommands named (an
    // unknown one is told when the invocation is read).
    let mut spec = top;
    for w in &c.subcommands {
        match spec.subcommands().iter().find(|s| s.name == *w) {
            Some(s) => spec = s,
            // A word that is not `key:value` where no subcommand is taken.
            None if spec.subcommands().is_empty() => {
                return Err(text!("local-key-value", given = *w))
            }
            None => break,
        }
    }
    let mut values = Vec::new();
    for (k, v) in &c.options {
        // An option the table does not know is refused when read.
        let parsed = match spec.option(k) {
            Some(o) => value(o, v)?,
            None => Value::String(v.to_string()),
        };
        values.push((k.to_string(), parsed));
    }
    let words: Vec<&str> = std::iter::once(top.name).chain(c.subcommands).collect();
    let request = Request::read(table, Front::LocalOnly, &words, values);
    let request = request.map_err(|e| match e {
        crate::service::UserError::BadOption(t) => t,
        other => Text::from(other.to_string().as_str()),
    })?;
    Ok((player(c.name), request))
}

async fn dispatch(service: &Service, line: &str, lang: Option<Lang>) -> Result<Outcome, String> {
    let (mut me, request) = read_line_in(line, lang.unwrap_or(Lang::EN))?;
    // `--lang` speaks as Discord's locales would: the member's and the
    // server's; /settings and /server-settings still override it.
    let place = Place::new(Some(LOCAL_SERVER), None);
    me.locale = lang.map(|l| l.code().to_string());
    service
        .settings()
        .languages(&mut me, place, lang.map(Lang::code))
        .await;
    let result = request.execute(service, &me, place).await;
    // The request may have changed the asker's language (`/settings
    // language:`): what is said around its reply follows the change.
    if result.is_ok() {
        service
            .settings()
            .languages(&mut me, place, lang.map(Lang::code))
            .await;
    }
    Ok(match result {
        Ok(r) => Outcome::Reply(Box::new(r), me.lang),
        Err(e) => {
            let id = format!("L{:x}", player_id(&format!("{}{}", me.name, e)) & 0xffff);
            if e.is_internal() {
                eprintln!("internal error {id}: {e}");
            }
            Outcome::Error(e.user_message_in(&id, me.lang))
        }
    })
}

/// How often `alice local` looks at the live clocks while it waits for a
/// line (a clock also falls before each line is read out).
const CLOCK_EVERY: std::time::Duration = std::time::Duration::from_millis(500);

/// Runs lines from `input`, printing replies to `out` and writing files
/// into `dir` under the names the service gave them.
pub async fn run<R: std::io::BufRead + Send + 'static>(
    service: &Service,
    input: R,
    out: &mut impl Write,
    dir: &Path,
) -> std::io::Result<()> {
    run_in(service, None, input, out, dir).await
}

/// [`run`] with every player and the local server speaking `lang` (as
/// Discord's locales would say; None: English unless chosen). Live
/// clocks run as the bot's do, connected or not: one that runs out while
/// the session waits for a line ends its game at once, and a line says so.
pub async fn run_in<R: std::io::BufRead + Send + 'static>(
    service: &Service,
    lang: Option<Lang>,
    input: R,
    out: &mut impl Write,
    dir: &Path,
) -> std::io::Result<()> {
    let said = lang.unwrap_or(Lang::EN);
    let mut input = Some(input);
    let mut number = 0u64;
    while let Some(mut reader) = input.take() {
        // The next line is read on a thread of its own while the clocks
        // are watched here.
        let mut read = tokio::task::spawn_blocking(move || {
            let mut bytes = Vec::new();
            let got = reader.read_until(b'\n', &mut bytes);
            (reader, got.map(|n| (n, bytes)))
        });
        let (reader, got) = loop {
            tokio::select! {
                done = &mut read => break done.map_err(std::io::Error::other)?,
                _ = tokio::time::sleep(CLOCK_EVERY) => keep_time(service, said, out, dir).await?,
            }
        };
        let (n, bytes) = got?;
        if n == 0 {
            break;
        }
        input = Some(reader);
        number += 1;
        keep_time(service, said, out, dir).await?;
        // A line that is not text is refused alone; the session goes on.
        let Ok(line) = String::from_utf8(bytes) else {
            writeln!(out, "error: {}", t!(said, "local-not-text", line = number))?;
            out.flush()?;
            continue;
        };
        run_line(service, lang, line.trim(), out, dir).await?;
    }
    Ok(())
}

/// One line of the session: a command, `/help`, a comment or nothing.
async fn run_line(
    service: &Service,
    lang: Option<Lang>,
    trimmed: &str,
    out: &mut impl Write,
    dir: &Path,
) -> std::io::Result<()> {
    if trimmed.is_empty() || trimmed.starts_with('#') {
        return Ok(());
    }
    if trimmed == "/help" || trimmed == "help" {
        writeln!(out, "{}", help_in(service, lang.unwrap_or(Lang::EN)))?;
        return out.flush();
    }
    writeln!(out, "> {trimmed}")?;
    let outcome = dispatch(service, trimmed, lang)
        .await
        .unwrap_or_else(Outcome::Error);
    match outcome {
        Outcome::Error(e) => writeln!(out, "error: {e}")?,
        Outcome::Reply(r, asker) => {
            let who = trimmed.split(':').next().unwrap_or("");
            let private = if r.ephemeral {
                format!("{} ", t!(asker, "local-private", name = who))
            } else {
                String::new()
            };
            print_reply(&r, &private, out, dir, service.now())?;
        }
    }
    deliver(service, out, dir).await?;
    out.flush()
}

/// The live clocks' quick pass, as the bot runs it: a game whose player
/// to move ran out of time (or of time for a first move) ends, and its
/// notice is printed as the game's place would show it.
async fn keep_time(
    service: &Service,
    lang: Lang,
    out: &mut impl Write,
    dir: &Path,
) -> std::io::Result<()> {
    let sweep = service.sweeper().flags().await;
    if sweep.notices.is_empty() && sweep.failures.is_empty() {
        return Ok(());
    }
    for n in &sweep.notices {
        writeln!(out, "  [{}] {}", lang.t("local-clock"), n.text)?;
    }
    for f in &sweep.failures {
        writeln!(out, "error: {f}")?;
    }
    deliver(service, out, dir).await?;
    out.flush()
}

/// A reply as text: its words after `prefix` (moments Discord would count
/// counted down from `now`), its files (written to `dir`), its buttons
/// and its menus (chosen with `/click id:<menu> value:<value>`).
fn print_reply(
    r: &Reply,
    prefix: &str,
    out: &mut impl Write,
    dir: &Path,
    now: i64,
) -> std::io::Result<()> {
    writeln!(out, "{prefix}{}", moments_shown(&r.text, r.lang, now))?;
    // The service names files by what they show (a game's board by game
    // and ply); a different picture under a name already taken gets a
    // name of its own, so nothing is overwritten.
    for f in &r.files {
        let path = write_new(dir, &f.name, &f.bytes)?;
        writeln!(out, "  [file] {}", path.display())?;
        // The boards as text, where asked for (`--boards-text`).
        for line in f.text.iter().flat_map(|t| t.lines()) {
            writeln!(out, "    {line}")?;
        }
    }
    if !r.buttons.is_empty() {
        let b: Vec<String> = r
            .buttons
            .iter()
            .map(|b| match b {
                Button::History { off: true, .. } => format!("{} (—)", b.label_in(r.lang)),
                _ => format!("{} ({})", b.label_in(r.lang), b.custom_id()),
            })
            .collect();
        writeln!(out, "  [buttons] {}", b.join(" | "))?;
    }
    for m in &r.menus {
        let o: Vec<String> = m
            .options
            .iter()
            .map(|o| match &o.description {
                Some(d) => format!("{} = {} ({d})", o.label, o.value),
                None => format!("{} = {}", o.label, o.value),
            })
            .collect();
        writeln!(out, "  [menu {}] {}", m.select.custom_id(), o.join(" | "))?;
    }
    Ok(())
}

/// What the line owed, delivered here: DMs, daily puzzles and
/// tournaments' posts are printed (the terminal is every player's and
/// every channel); other posts in a
/// channel are the replies and sweeps already printed, and there are no
/// threads to archive.
async fn deliver(service: &Service, out: &mut impl Write, dir: &Path) -> std::io::Result<()> {
    loop {
        let owed = match service.outbox().take_owed().await {
            Ok(o) if o.is_empty() => return Ok(()),
            Ok(o) => o,
            Err(e) => {
                writeln!(
                    out,
                    "error: {}",
                    t!(Lang::EN, "local-owed-unreadable", why = e.to_string())
                )?;
                return Ok(());
            }
        };
        let now = service.now();
        for d in owed {
            match &d.owed {
                Owed::Dm { player, .. } => writeln!(
                    out,
                    "  [{}] {}",
                    t!(d.reply.lang, "local-dm", player = *player),
                    moments_shown(&d.reply.text, d.reply.lang, now)
                )?,
                // A tournament's posts: the terminal is its channel.
                Owed::Event { .. } => {
                    let tag = t!(d.reply.lang, "local-event");
                    print_reply(&d.reply, &format!("  [{tag}] "), out, dir, now)?
                }
                // Posted once, then edited as it is solved.
                Owed::Daily { channel, .. } if d.message.is_none() => {
                    let tag = t!(
                        d.reply.lang,
                        "local-post",
                        channel = format!("<#{channel}>")
                    );
                    print_reply(&d.reply, &format!("  [{tag}] "), out, dir, now)?
                }
                Owed::Daily { channel, .. } => {
                    let tag = t!(
                        d.reply.lang,
                        "local-edit",
                        channel = format!("<#{channel}>")
                    );
                    writeln!(
                        out,
                        "  [{tag}] {}",
                        moments_shown(&d.reply.text, d.reply.lang, now)
                    )?
                }
                _ => {}
            }
            if let (Owed::Daily { guild, day, .. }, None) = (&d.owed, d.message) {
                // The terminal's "message": its day's number.
                if let Err(e) = service.puzzles().daily_posted(*guild, *day, *day).await {
                    writeln!(out, "error: {e}")?;
                }
            }
            if let Err(e) = service.outbox().settle(&d, Settled::Delivered).await {
                writeln!(out, "error: {e}")?;
                return Ok(());
            }
        }
    }
}

/// Writes `bytes` as `dir/name`, or, when that file already holds
/// something else, as `name` with `-2`, `-3`... before its extension (the
/// first that is free or already holds the same bytes).
fn write_new(dir: &std::path::Path, name: &str, bytes: &[u8]) -> std::io::Result<PathBuf> {
    let (stem, ext) = match name.rsplit_once('.') {
        Some((s, e)) => (s, format!(".{e}")),
        None => (name, String::new()),
    };
    for n in 1.. {
        let candidate = if n == 1 {
            name.to_string()
        } else {
            format!("{stem}-{n}{ext}")
        };
        let path = dir.join(candidate);
        match std::fs::read(&path) {
            Ok(existing) if existing == bytes => return Ok(path),
            Ok(_) => continue,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
                std::fs::write(&path, bytes)?;
                return Ok(path);
            }
            Err(e) => return Err(e),
        }
    }
    unreachable!("some name is free")
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A command of subcommands is typed with its subcommand after it.
    #[test]
    fn subcommands_are_typed_after_the_command() {
        let table = crate::commands::example::TABLE;
        let (who, r) = read_by(table, "ann: /event create name:spring rounds:4").unwrap();
        assert_eq!(who, player("ann"));
        let values = vec![
            ("name".to_string(), Value::String("spring".into())),
            ("rounds".to_string(), Value::Integer(4)),
        ];
        let expected = Request::read(table, Front::LocalOnly, &["event", "create"], values);
        assert_eq!(r, expected.unwrap());
        assert_eq!(
            read_by(table, "ann: /event list").unwrap().1.words(),
            "event list"
        );
        let said = |line| read_by(table, line).unwrap_err().say(Lang::EN);
        assert_eq!(
            said("ann: /event"),
            "/event needs one of its subcommands: create, list, manage."
        );
        assert_eq!(
            said("ann: /event delete"),
            "/event has no subcommand `delete` (it has create, list, manage)."
        );
        // A group's subcommand: two words after the command.
        let (_, r) = read_by(table, "ann: /event manage pair round:2").unwrap();
        let values = vec![("round".to_string(), Value::Integer(2))];
        let words = ["event", "manage", "pair"];
        assert_eq!(
            r,
            Request::read(table, Front::LocalOnly, &words, values).unwrap()
        );
        assert_eq!(
            said("ann: /event manage pair round:two"),
            "round must be a number, not `two`"
        );
        assert_eq!(
            said("ann: /event manage"),
            "/event manage needs one of its subcommands: pair."
        );
        assert_eq!(
            said("ann: /event create rounds:x"),
            "rounds must be a number, not `x`"
        );
        assert_eq!(
            said("ann: /help me"),
            "options look like key:value, not `me`"
        );
    }

    #[test]
    fn lines_are_read_by_the_table() {
        let (who, r) = read_line("bob: /move move:Ne5/A game:#3").unwrap();
        assert_eq!(who, player("bob"));
        let values = vec![
            ("move".to_string(), Value::String("Ne5/A".into())),
            ("game".to_string(), Value::Integer(3)),
        ];
        assert_eq!(r, Request::from_values("move", values).unwrap());
        for (line, error) in [
            (
                "bob /move",
                "expected `<name>: /<command> [option:value]...`.",
            ),
            (
                "bob: move",
                "expected a command such as /move after the name.",
            ),
            (
                "/challenge opponent:bob",
                "start the line with the player who sends it, e.g. `alice: /move move:e4`.",
            ),
            ("bob: /move e4", "options look like key:value, not `e4`."),
            ("bob: /move move:e4 move:d4", "option move given twice."),
            ("bob: /play level:ten", "level must be a number, not `ten`."),
            (
                "bob: /board game:1234567890123456789012345678901234567890",
                "game is too large: `1234567890123456789012345678901234567890` is past any number the bot keeps.",
            ),
            (
                "bob: /challenge rated:maybe",
                "rated must be true or false, not `maybe`.",
            ),
            (
                "bob: /nope",
                "unknown command /nope; type /help for the list.",
            ),
            (
                "bob: /board colour:white",
                "/board has no option `colour` (it takes game, ply).",
            ),
        ] {
            assert_eq!(read_line(line).unwrap_err(), error, "{line}");
        }
    }

    /// Random lines from the characters commands use, and mutations of good
    /// lines: reading never panics.
    #[test]
    fn reading_lines_never_panics() {
        const ALPHABET: &[u8] = b"abcdemovgplayrtun:/ #-_@0123456789Ee";
        let good = [
            "alice: /challenge opponent:bob color:white time:1d rated:false",
            "bob: /move move:e4 game:12",
            "carol: /play level:3 color:black",
            "dave: /rating player:@erin",
        ];
        let mut seed = 0x9e37_79b9_7f4a_7c15_u64;
        let mut next = move || {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed
        };
        let mut read = 0;
        for i in 0..50_000 {
            let mut line: Vec<char> = if i % 2 == 0 {
                good[(next() % good.len() as u64) as usize]
                    .chars()
                    .collect()
            } else {
                Vec::new()
            };
            for _ in 0..(next() % 8) {
                let c = match next() % 20 {
                    0 => char::from_u32((next() % 0x3000) as u32).unwrap_or('?'),
                    _ => ALPHABET[(next() % ALPHABET.len() as u64) as usize] as char,
                };
                let at = (next() % (line.len() as u64 + 1)) as usize;
                if next() % 3 == 0 && at < line.len() {
                    line.remove(at);
                } else {
                    line.insert(at, c);
                }
            }
            let text: String = line.into_iter().collect();
            if read_line(&text).is_ok() {
                read += 1;
            }
        }
        assert!(read > 1_000, "only {read} lines read");
    }
}
