//! The one command table: every command and option a reply text mentions
//! exists in it, and both front ends offer exactly its commands.

use alice::commands::{find, Command, Front, COMMANDS};
use std::path::Path;

/// The string literals of a Rust source file's non-test code (roughly:
/// the text between unescaped double quotes, raw strings aside).
fn string_literals(source: &str) -> Vec<String> {
    let code = source.split("#[cfg(test)]").next().unwrap_or("");
    let mut out = Vec::new();
    let mut chars = code.chars().peekable();
    let mut in_char_or_comment = false;
    let mut prev = ' ';
    while let Some(c) = chars.next() {
        if c == '/' && chars.peek() == Some(&'/') {
            // A comment runs to the end of the line.
            for c in chars.by_ref() {
                if c == '\n' {
                    break;
                }
            }
            prev = '\n';
            continue;
        }
        if c == '\'' && !in_char_or_comment {
            // A char literal such as '"' or '\\': skip it.
            let rest: String = chars.clone().take(3).collect();
            if let Some(end) = rest.find('\'') {
                if end <= 2 {
                    for _ in 0..=end {
                        chars.next();
                    }
                    continue;
                }
            }
        }
        if c == '"' && prev != '\\' {
            let mut s = String::new();
            let mut escaped = false;
            for c in chars.by_ref() {
                if escaped {
                    s.push(c);
                    escaped = false;
                } else if c == '\\' {
                    escaped = true;
                } else if c == '"' {
                    break;
                } else {
                    s.push(c);
                }
            }
            out.push(s);
        }
        in_char_or_comment = false;
        prev = c;
    }
    out
}

/// `/name` mentions in a text, each with the `key:` words that follow it
/// (`/draw game:{id}` gives ("draw", ["game"])).
fn mentions(text: &str) -> Vec<(String, Vec<String>)> {
    let mut out = Vec::new();
    let bytes: Vec<char> = text.chars().collect();
    for i in 0..bytes.len() {
        if bytes[i] != '/' {
            continue;
        }
        let before = if i == 0 { ' ' } else { bytes[i - 1] };
        if !matches!(before, ' ' | '`' | '(' | '\n') {
            continue;
        }
        let name: String = bytes[i + 1..]
            .iter()
            .take_while(|c| c.is_ascii_lowercase() || **c == '_' || **c == '-')
            .collect();
        if name.is_empty() {
            continue;
        }
        let rest: String = bytes[i + 1 + name.len()..].iter().collect();
        let mut options = Vec::new();
        for word in rest.split(' ').skip(1) {
            match word.split_once(':') {
                Some((key, _))
                    if !key.is_empty()
                        && key.chars().all(|c| c.is_ascii_lowercase() || c == '_') =>
                {
                    options.push(key.to_string())
                }
                _ => break,
            }
        }
        out.push((name, options));
    }
    out
}

#[test]
fn every_command_a_reply_mentions_is_in_the_table() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = vec![root.join("local.rs")];
    for dir in ["service", "discord", "commands"] {
        for entry in std::fs::read_dir(root.join(dir)).unwrap() {
            let path = entry.unwrap().path();
            // The HTTP endpoint's strings are URL paths (`/healthz`) and
            // answers to Discord's servers; no player reads them.
            if path.ends_with("discord/endpoint.rs") {
                continue;
            }
            files.push(path);
        }
    }
    // The texts themselves are the English messages: each line of them
    // read as one text.
    for entry in std::fs::read_dir(root.join("../locales/en")).unwrap() {
        files.push(entry.unwrap().path());
    }
    let mut checked = 0;
    for file in &files {
        let source = std::fs::read_to_string(file).unwrap();
        let texts = if file.extension().is_some_and(|x| x == "ftl") {
            source.lines().map(str::to_string).collect()
        } else {
            string_literals(&source)
        };
        for literal in texts {
            for (name, options) in mentions(&literal) {
                let spec = find(&name).unwrap_or_else(|| {
                    panic!(
                        "{}: `{literal}` mentions /{name}, not in the table",
                        file.display()
                    )
                });
                for o in options {
                    assert!(
                        spec.option(&o).is_some(),
                        "{}: `{literal}` mentions /{name} {o}:, not an option of it",
                        file.display()
                    );
                }
                checked += 1;
            }
        }
    }
    // The texts that mention commands today (about 15): the scan found them.
    assert!(checked >= 12, "only {checked} mentions found");
}

#[test]
fn the_scan_finds_mentions_and_options() {
    assert_eq!(
        mentions("answer with /draw game:{id} to accept; or /resign."),
        [
            ("draw".to_string(), vec!["game".to_string()]),
            ("resign".to_string(), vec![])
        ]
    );
    assert!(mentions("1/2-1/2 and Ne5/A and sqlite://x").is_empty());
    assert_eq!(
        string_literals("let a = \"x /play\"; // \"/nope\"\nlet b = '\"'; let c = \"y\\\"z\";"),
        ["x /play", "y\"z"]
    );
}

#[test]
fn help_lists_every_command_of_its_front_end() {
    let config = alice::service::Config::default();
    let discord = alice::commands::help(&config, Front::Everywhere);
    let local = alice::commands::help(&config, Front::LocalOnly);
    for c in Command::leaves(COMMANDS, Front::LocalOnly) {
        // /help shows a few of a command's optional options (it must fit
        // one message); the reference lists them all. A command of
        // subcommands is one line: their names after it, its description.
        let line = match c.parent {
            None => {
                let usage = c.usage_up_to(alice::commands::HELP_OPTIONS);
                format!("`{usage}` — {}", c.command.description)
            }
            Some(top) => {
                let names: Vec<&str> = top.subcommands().iter().map(|s| s.name).collect();
                assert!(names.contains(&c.group.unwrap_or(c.command).name));
                format!("`/{} {}` — {}", top.name, names.join("|"), top.description)
            }
        };
        assert!(local.contains(&line), "{line}");
        assert_eq!(
            discord.contains(&line),
            c.front() == Front::Everywhere,
            "{line}"
        );
    }
    assert!(discord.contains("`/move move:e4 [game:<id>]` — Play a move"));
    assert!(discord.contains(
        "`/tournament create|join|leave|start|standings|pairings|info|manage` — Swiss tournaments in the server"
    ));
    // One Discord message holds it whole.
    assert!(
        discord.chars().count() <= 2000,
        "{}",
        discord.chars().count()
    );
}
