//! The documents: the commands reference is what the command table gives
//! today, the README shows the table's commands and stays short, every
//! link in every Markdown file resolves inside the repository, the
//! guides' pictures are what `alice pictures` draws, and the README's
//! session of `alice local` is what it prints.

use std::path::{Path, PathBuf};
use std::process::Command;

mod scratch;
use scratch::Scratch;

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

fn read(path: &Path) -> String {
    std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// The repository's Markdown files (the build directory aside).
fn markdown_files() -> Vec<PathBuf> {
    fn walk(dir: &Path, out: &mut Vec<PathBuf>) {
        for entry in std::fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            let name = path.file_name().unwrap().to_string_lossy().to_string();
            if path.is_dir() {
                if name != "target" && name != "node_modules" && !name.starts_with('.') {
                    walk(&path, out);
                }
            } else if name.ends_with(".md") {
                out.push(path);
            }
        }
    }
    let mut out = Vec::new();
    walk(root(), &mut out);
    out.sort();
    out
}

#[test]
fn the_commands_reference_is_the_tables() {
    let file = read(&root().join("docs/commands.md"));
    let table = alice::commands::reference_markdown();
    assert!(
        file == table,
        "docs/commands.md differs from the command table: run `cargo run -- help --markdown > docs/commands.md`"
    );
    // The binary writes the same.
    let out = Command::new(env!("CARGO_BIN_EXE_alice"))
        .args(["help", "--markdown"])
        .output()
        .unwrap();
    assert!(out.status.success());
    assert_eq!(String::from_utf8(out.stdout).unwrap(), table);
    // Every command of both front ends has its section.
    let front = alice::commands::Front::LocalOnly;
    for c in alice::commands::Command::leaves(alice::commands::COMMANDS, front) {
        assert!(
            file.contains(&format!("# /{}\n", c.words())),
            "/{}",
            c.words()
        );
        for o in c.command.options {
            assert!(file.contains(&format!("| `{}` |", o.name)), "{}", o.name);
        }
    }
}

#[test]
fn the_readme_is_short_and_shows_the_tables_commands() {
    let readme = read(&root().join("README.md"));
    let lines: Vec<&str> = readme.lines().collect();
    assert!(lines.len() <= 250, "README.md has {} lines", lines.len());
    // The first screen: the picture and the two commands.
    let first: String = lines[..40.min(lines.len())].join("\n");
    assert!(
        first.contains("![") && first.contains("docs/boards.png"),
        "{first}"
    );
    assert!(first.contains("cargo run --release"));
    assert!(first.contains("cargo test --workspace"));
    assert!(
        readme.contains(&alice::commands::glance_markdown()),
        "README.md's commands at a glance differ from the command table (`alice::commands::glance_markdown`)"
    );
    // The test command CI runs is the README's.
    let ci = read(&root().join(".ci/run"));
    assert!(ci.contains("\ncargo test --workspace\n"));
}

/// GitHub's anchor of a heading: lower case, punctuation dropped, spaces
/// as hyphens.
fn slug(heading: &str) -> String {
    heading
        .trim()
        .to_lowercase()
        .chars()
        .filter_map(|c| match c {
            ' ' => Some('-'),
            c if c.is_alphanumeric() || c == '-' || c == '_' => Some(c),
            _ => None,
        })
        .collect()
}

fn anchors(markdown: &str) -> Vec<String> {
    let mut in_code = false;
    let mut out = Vec::new();
    for line in markdown.lines() {
        if line.starts_with("```") {
            in_code = !in_code;
        }
        if !in_code && line.starts_with('#') {
            out.push(slug(line.trim_start_matches('#')));
        }
    }
    out
}

/// The targets of a Markdown file's inline links and images.
fn links(markdown: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut in_code = false;
    for line in markdown.lines() {
        if line.starts_with("```") {
            in_code = !in_code;
        }
        if in_code || line.starts_with("    ") {
            continue;
        }
        let mut rest = line;
        while let Some(i) = rest.find("](") {
            let after = &rest[i + 2..];
            let Some(end) = after.find(')') else { break };
            out.push(after[..end].to_string());
            rest = &after[end..];
        }
    }
    out
}

#[test]
fn every_link_resolves_inside_the_repository() {
    let files = markdown_files();
    assert!(files.len() >= 8, "{files:?}");
    let mut checked = 0;
    for file in &files {
        let text = read(file);
        for target in links(&text) {
            let (path, anchor) = match target.split_once('#') {
                Some((p, a)) => (p, Some(a)),
                None => (target.as_str(), None),
            };
            assert!(
                !path.contains("://") && !path.starts_with('/'),
                "{}: `{target}` points outside the repository",
                file.display()
            );
            let resolved = if path.is_empty() {
                file.clone()
            } else {
                file.parent().unwrap().join(path)
            };
            assert!(
                resolved.exists(),
                "{}: `{target}` does not exist",
                file.display()
            );
            let inside = resolved.canonicalize().unwrap();
            assert!(inside.starts_with(root().canonicalize().unwrap()));
            if let Some(anchor) = anchor {
                let headings = anchors(&read(&resolved));
                assert!(
                    headings.iter().any(|h| h == anchor),
                    "{}: `{target}`: no such heading (there are {headings:?})",
                    file.display()
                );
            }
            checked += 1;
        }
    }
    assert!(checked >= 30, "only {checked} links checked");
}

#[test]
fn the_link_reader_finds_links_and_anchors() {
    assert_eq!(
        links("see [a](docs/a.md#x) and ![p](p.png)\n    [code](no.md)\n"),
        ["docs/a.md#x", "p.png"]
    );
    assert_eq!(
        anchors("# Three-board Alice\n```\n# not\n```\n## `alice local`, try it\n"),
        ["three-board-alice", "alice-local-try-it"]
    );
}

/// The words that would tell how the work was organised rather than what
/// the project is (split so that this file does not contain them).
#[test]
fn the_repository_speaks_of_the_project_only() {
    let banned = [
        ["this ", "session"].concat(),
        ["this ", "stop"].concat(),
        ["that ", "day"].concat(),
        ["the ", "issue's"].concat(),
        ["from the ", "issue"].concat(),
    ];
    let out = Command::new("git")
        .args(["ls-files"])
        .current_dir(root())
        .output()
        .unwrap();
    let files = String::from_utf8(out.stdout).unwrap();
    let mut read_any = 0;
    for name in files.lines() {
        let Ok(text) = std::fs::read_to_string(root().join(name)) else {
            continue;
        };
        read_any += 1;
        let lower = text.to_lowercase();
        for word in &banned {
            assert!(!lower.contains(word.as_str()), "{name} says `{word}`");
        }
        // The word for a tracker entry followed by its number, with or
        // without a hash sign.
        for (i, _) in lower.match_indices("issue") {
            let after = lower[i + 5..].trim_start_matches([' ', '#']);
            assert!(
                !after.starts_with(|c: char| c.is_ascii_digit()),
                "{name} names an issue by number"
            );
        }
    }
    assert!(read_any > 100, "{read_any} files read");
}

#[test]
fn the_guides_pictures_are_what_alice_pictures_draws() {
    // The command that redraws them is written in docs/development.md.
    let guide = read(&root().join("docs/development.md"));
    assert!(
        guide.contains("    alice pictures\n"),
        "docs/development.md names `alice pictures`"
    );
    let dir = Scratch::new("docs-pictures");
    for sub in ["docs", "assets"] {
        std::fs::create_dir_all(dir.join(sub)).unwrap();
    }
    let out = Command::new(env!("CARGO_BIN_EXE_alice"))
        .args(["pictures", "--out"])
        .arg(dir.to_path_buf())
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let written: Vec<String> = String::from_utf8(out.stdout)
        .unwrap()
        .lines()
        .map(|l| l.split(':').next().unwrap().to_string())
        .collect();
    assert_eq!(
        written,
        [
            "docs/boards.png",
            "docs/boards-stacked.png",
            "assets/example-mate.png",
            "assets/example-analysis.png",
            "assets/example-rating.png",
        ]
    );
    // Every picture of a guide is one of them or the browser test's (the
    // table on a desktop and on a phone).
    let mut shown = Vec::new();
    for file in markdown_files() {
        for link in links(&read(&file)) {
            if link.ends_with(".png") {
                shown.push(link.rsplit('/').next().unwrap().to_string());
            }
        }
    }
    shown.sort();
    shown.dedup();
    assert_eq!(
        shown,
        [
            "boards-stacked.png",
            "boards.png",
            "example-analysis.png",
            "example-mate.png",
            "example-rating.png",
            "table-phone.png",
            "table.png",
        ]
    );
    let stale: Vec<&String> = written
        .iter()
        .filter(|path| {
            std::fs::read(dir.join(path.as_str())).unwrap()
                != std::fs::read(root().join(path.as_str())).unwrap()
        })
        .collect();
    assert!(
        stale.is_empty(),
        "{stale:?} differ from what `alice pictures` draws today: run it again (see docs/development.md)"
    );
}

/// The README's session of `alice local` is what the binary prints: its
/// lines are typed in, and each line shown is printed as it is (a line
/// ending in `...` is the start of the one printed; a lone `...`, the rest
/// left out).
#[test]
fn the_readmes_local_session_is_what_alice_local_prints() {
    let readme = read(&root().join("README.md"));
    let block: Vec<&str> = readme
        .lines()
        .skip_while(|l| !l.starts_with("    $ cargo run --release -- local"))
        .skip(1)
        .take_while(|l| l.starts_with("    "))
        .map(|l| &l[4..])
        .collect();
    assert!(block.len() > 5, "the README shows a session of alice local");
    let typed = |l: &str| {
        l.split_once(": /")
            .is_some_and(|(name, _)| !name.is_empty() && name.chars().all(|c| c.is_alphanumeric()))
    };
    let input: String = block
        .iter()
        .filter(|l| typed(l))
        .map(|l| format!("{l}\n"))
        .collect();
    let dir = Scratch::new("docs-local");
    let mut child = Command::new(env!("CARGO_BIN_EXE_alice"))
        .args(["local", "--db", "try.db", "--out", "boards"])
        .current_dir(&dir)
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    use std::io::Write;
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .unwrap();
    let out = child.wait_with_output().unwrap();
    assert!(out.status.success());
    let printed = String::from_utf8(out.stdout).unwrap();
    let printed: Vec<&str> = printed
        .lines()
        .map(|l| l.strip_prefix("> ").unwrap_or(l))
        .collect();
    for (i, shown) in block.iter().enumerate() {
        if *shown == "..." {
            return;
        }
        let got = printed.get(i).copied().unwrap_or("(nothing)");
        let same = match shown.strip_suffix("...") {
            Some(start) => got.starts_with(start),
            None => got == *shown,
        };
        assert!(
            same,
            "README's alice local session, line {}: shows\n{shown}\nbut alice local prints\n{got}",
            i + 1
        );
    }
}
