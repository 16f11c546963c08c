//! The shape of the code: no module imports another that imports it
//! back, in any crate of the workspace; the service's rooms call each
//! other one way and its shared context calls none; and the development
//! guide's maps of the bot's modules and of the rooms are the code's.
//!
//! Modules are files (and their folders). A module's parts may use it and
//! it may use its parts; among siblings (the modules of one parent) a use
//! goes one way only. A path into a sibling's part counts as a use of the
//! sibling.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

type Module = Vec<String>;

/// Every module of the crate whose root is `src`, by path, with its file.
fn modules(src: &Path) -> BTreeMap<Module, PathBuf> {
    fn walk(dir: &Path, out: &mut Vec<PathBuf>) {
        for entry in std::fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                walk(&path, out);
            } else if path.extension().is_some_and(|e| e == "rs") {
                out.push(path);
            }
        }
    }
    let mut files = Vec::new();
    walk(src, &mut files);
    let mut out = BTreeMap::new();
    for file in files {
        let rel = file.strip_prefix(src).unwrap().with_extension("");
        let mut module: Module = rel
            .components()
            .map(|c| c.as_os_str().to_string_lossy().into_owned())
            .collect();
        if module == ["main"] {
            continue;
        }
        if matches!(module.last().map(String::as_str), Some("mod" | "lib")) {
            module.pop();
        }
        out.insert(module, file);
    }
    out
}

/// The text without comments and string literals' contents.
fn code_of(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let b = text.as_bytes();
    let mut i = 0;
    while i < b.len() {
        if text[i..].starts_with("//") {
            while i < b.len() && b[i] != b'\n' {
                i += 1;
            }
        } else if text[i..].starts_with("/*") {
            i = text[i..].find("*/").map_or(b.len(), |e| i + e + 2);
        } else if b[i] == b'"' && (i == 0 || b[i - 1] != b'\'') {
            out.push_str("\"\"");
            i += 1;
            while i < b.len() && b[i] != b'"' {
                i += if b[i] == b'\\' { 2 } else { 1 };
            }
            i += 1;
        } else {
            let c = text[i..].chars().next().unwrap();
            out.push(c);
            i += c.len_utf8();
        }
    }
    out
}

/// The paths a `use` tree names: `a::{b, c::{d, e}}` gives a::b, a::c::d
/// and a::c::e.
fn use_tree(tree: &str) -> Vec<Vec<String>> {
    let Some(open) = tree.find('{') else {
        return vec![tree.split("::").map(str::to_string).collect()];
    };
    let prefix: Vec<String> = tree[..open]
        .split("::")
        .filter(|s| !s.is_empty())
        .map(str::to_string)
        .collect();
    let close = tree.rfind('}').unwrap_or(tree.len());
    let inner = &tree[open + 1..close];
    let (mut parts, mut depth, mut start) = (Vec::new(), 0, 0);
    for (i, c) in inner.char_indices() {
        match c {
            '{' => depth += 1,
            '}' => depth -= 1,
            ',' if depth == 0 => {
                parts.push(&inner[start..i]);
                start = i + 1;
            }
            _ => {}
        }
    }
    parts.push(&inner[start..]);
    parts
        .into_iter()
        .filter(|p| !p.is_empty())
        .flat_map(use_tree)
        .map(|p| prefix.iter().cloned().chain(p).collect())
        .collect()
}

/// The paths starting at `crate`, `super` or `self` in a module's code:
/// its `use` trees, and paths written out in place.
fn paths_in(code: &str) -> Vec<Vec<String>> {
    let mut out = Vec::new();
    let mut rest = code;
    while let Some(at) = rest.find("use ") {
        let word_start = at == 0 || {
            let c = rest.as_bytes()[at - 1];
            !(c.is_ascii_alphanumeric() || c == b'_')
        };
        rest = &rest[at + 4..];
        if !word_start {
            continue;
        }
        if let Some(end) = rest.find(';') {
            let tree: String = rest[..end].chars().filter(|c| !c.is_whitespace()).collect();
            if tree.starts_with("crate::")
                || tree.starts_with("super::")
                || tree.starts_with("self::")
            {
                out.extend(use_tree(&tree));
            }
        }
    }
    let ident = |c: char| c.is_ascii_alphanumeric() || c == '_';
    let bytes = code.as_bytes();
    for start in ["crate::", "super::", "self::"] {
        for (at, _) in code.match_indices(start) {
            if at > 0 && (ident(bytes[at - 1] as char) || bytes[at - 1] == b'$') {
                continue;
            }
            let end = code[at..]
                .find(|c: char| !(ident(c) || c == ':'))
                .map_or(code.len(), |e| at + e);
            out.push(
                code[at..end]
                    .split("::")
                    .filter(|s| !s.is_empty())
                    .map(str::to_string)
                    .collect(),
            );
        }
    }
    out
}

/// The module a path from `from` leads into (the longest known prefix).
fn target(from: &Module, path: &[String], known: &BTreeMap<Module, PathBuf>) -> Module {
    let mut base = from.clone();
    let mut rest = path;
    while let Some(first) = rest.first() {
        match first.as_str() {
            "crate" => base.clear(),
            "super" => {
                base.pop();
            }
            "self" => {}
            _ => break,
        }
        rest = &rest[1..];
    }
    let full: Module = base.into_iter().chain(rest.iter().cloned()).collect();
    (0..=full.len())
        .rev()
        .map(|n| full[..n].to_vec())
        .find(|m| known.contains_key(m))
        .unwrap_or_default()
}

/// For each parent module, which of its children uses which.
type Siblings = BTreeMap<Module, BTreeMap<String, BTreeSet<String>>>;

fn sibling_uses(src: &Path) -> Siblings {
    let known = modules(src);
    let mut out = Siblings::new();
    for (module, file) in &known {
        let code = code_of(&std::fs::read_to_string(file).unwrap());
        for path in paths_in(&code) {
            let to = target(module, &path, &known);
            let common = module.iter().zip(&to).take_while(|(a, b)| a == b).count();
            if common == module.len() || common == to.len() {
                continue; // a module and its parts
            }
            out.entry(module[..common].to_vec())
                .or_default()
                .entry(module[common].clone())
                .or_default()
                .insert(to[common].clone());
        }
    }
    out
}

/// The circles among one parent's children (each as the modules in it).
fn circles(uses: &BTreeMap<String, BTreeSet<String>>) -> Vec<Vec<String>> {
    // Two modules are in one circle when each reaches the other.
    let reach = |from: &String| {
        let mut seen = BTreeSet::new();
        let mut todo = vec![from.clone()];
        while let Some(m) = todo.pop() {
            for next in uses.get(&m).into_iter().flatten() {
                if seen.insert(next.clone()) {
                    todo.push(next.clone());
                }
            }
        }
        seen
    };
    let reached: BTreeMap<&String, BTreeSet<String>> = uses.keys().map(|m| (m, reach(m))).collect();
    let mut out: Vec<Vec<String>> = Vec::new();
    for (m, r) in &reached {
        if !r.contains(*m) || out.iter().any(|c| c.contains(m)) {
            continue;
        }
        let circle: Vec<String> = reached
            .iter()
            .filter(|(o, ro)| r.contains(**o) && ro.contains(*m))
            .map(|(o, _)| (*o).clone())
            .collect();
        out.push(circle);
    }
    out
}

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

#[test]
fn no_module_imports_another_that_imports_it_back() {
    let mut found = Vec::new();
    for src in ["src", "crates/alice-core/src", "crates/alice-engine/src"] {
        for (parent, uses) in sibling_uses(&root().join(src)) {
            for circle in circles(&uses) {
                let ways: Vec<String> = circle
                    .iter()
                    .map(|m| {
                        let to: Vec<&String> =
                            uses[m].iter().filter(|t| circle.contains(t)).collect();
                        format!("{m} -> {to:?}")
                    })
                    .collect();
                found.push(format!("{src} {}: {}", parent.join("::"), ways.join(", ")));
            }
        }
    }
    assert!(found.is_empty(), "import circles:\n{}", found.join("\n"));
}

#[test]
fn the_check_finds_a_circle_and_reads_use_trees() {
    assert_eq!(
        use_tree("crate::{a::{b,c},d}"),
        [
            vec!["crate", "a", "b"],
            vec!["crate", "a", "c"],
            vec!["crate", "d"]
        ]
    );
    let uses: BTreeMap<String, BTreeSet<String>> = [
        ("a", vec!["b"]),
        ("b", vec!["c"]),
        ("c", vec!["a"]),
        ("d", vec!["a"]),
    ]
    .into_iter()
    .map(|(m, to)| (m.to_string(), to.into_iter().map(str::to_string).collect()))
    .collect();
    assert_eq!(circles(&uses), [vec!["a", "b", "c"]]);
    let code =
        code_of("use super::moves::x; // crate::store::y\nlet s = \"crate::z\"; crate::lang::Lang");
    assert_eq!(
        paths_in(&code),
        [
            vec!["super", "moves", "x"],
            vec!["crate", "lang", "Lang"],
            vec!["super", "moves", "x"]
        ]
    );
}

/// The bot's top-level modules, each with the modules it uses, ordered so
/// that a module comes after everything it uses.
fn bot_map() -> String {
    let uses = sibling_uses(&root().join("src"))
        .remove(&Module::new())
        .unwrap_or_default();
    // The library's modules (the binary's `cli` uses it as `alice::`).
    let lib = std::fs::read_to_string(root().join("src/lib.rs")).unwrap();
    let declared: BTreeSet<String> = lib
        .lines()
        .filter_map(|l| {
            l.trim()
                .strip_prefix("pub mod ")
                .or(l.trim().strip_prefix("mod "))
        })
        .filter_map(|l| l.strip_suffix(';'))
        .map(str::to_string)
        .collect();
    let all: BTreeSet<String> = modules(&root().join("src"))
        .keys()
        .filter(|m| m.len() == 1 && declared.contains(&m[0]))
        .map(|m| m[0].clone())
        .collect();
    layered(&all, &uses)
}

/// `all`, each with what it `uses`, as lines "a -> b, c" ordered so that
/// a line comes before everything it uses; None when they use each other
/// round a circle.
fn layered_or_circle(
    all: &BTreeSet<String>,
    uses: &BTreeMap<String, BTreeSet<String>>,
) -> Option<String> {
    let mut placed: Vec<String> = Vec::new();
    while placed.len() < all.len() {
        let next = all
            .iter()
            .find(|m| {
                !placed.contains(m)
                    && uses
                        .get(*m)
                        .into_iter()
                        .flatten()
                        .all(|u| placed.contains(u) || !all.contains(u))
            })?
            .clone();
        placed.push(next);
    }
    let width = placed.iter().map(String::len).max().unwrap_or(0);
    Some(
        placed
            .iter()
            .rev()
            .map(|m| {
                let to: Vec<&str> = placed
                    .iter()
                    .filter(|u| uses.get(m).is_some_and(|s| s.contains(*u)))
                    .rev()
                    .map(String::as_str)
                    .collect();
                if to.is_empty() {
                    format!("{m}\n")
                } else {
                    format!("{m:width$}  -> {}\n", to.join(", "))
                }
            })
            .collect(),
    )
}

fn layered(all: &BTreeSet<String>, uses: &BTreeMap<String, BTreeSet<String>>) -> String {
    layered_or_circle(all, uses).unwrap_or_else(|| panic!("a circle among {all:?}: {uses:?}"))
}

/// The rooms of the service (`rooms!` in src/service/mod.rs), each with
/// the rooms its actions call (`Room::of(..)`, or a room's accessor), and
/// whether the shared context calls any room.
fn service_rooms() -> (BTreeSet<String>, BTreeMap<String, BTreeSet<String>>) {
    let dir = root().join("src/service");
    let module = std::fs::read_to_string(dir.join("mod.rs")).unwrap();
    let declared = &module[module.find("rooms! {").expect("the rooms! table")..];
    let declared = &declared[..declared.find("\n}").unwrap()];
    // Each room's line: "    Games games;" (its type, then its accessor).
    let rooms: BTreeMap<String, String> = declared
        .lines()
        .filter_map(|l| {
            let l = l.trim().strip_suffix(';')?;
            let (room, accessor) = l.split_once(' ')?;
            room.chars()
                .next()?
                .is_uppercase()
                .then(|| (room.to_string(), accessor.to_string()))
        })
        .collect();
    let mut uses: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    let files = std::fs::read_dir(&dir).unwrap();
    for file in files.map(|f| f.unwrap().path()) {
        let code = code_of(&std::fs::read_to_string(&file).unwrap());
        // The blocks of `impl Room<'_> {` (or `impl Service {`), each to
        // its closing brace at the start of a line.
        let mut rest = code.as_str();
        while let Some(at) = rest.find("\nimpl") {
            rest = &rest[at + 1..];
            let head = &rest[..rest.find('{').unwrap_or(rest.len())];
            let end = rest.find("\n}").unwrap_or(rest.len());
            let body = &rest[head.len()..end];
            let who = ["Service".to_string()]
                .into_iter()
                .chain(rooms.keys().cloned())
                .find(|r| {
                    let h = head.trim_end();
                    h.ends_with(&format!(" {r}"))
                        || h.ends_with(&format!(" {r}<'_>"))
                        || h.ends_with(&format!(" {r}<'s>"))
                });
            if let Some(who) = who {
                for (room, accessor) in &rooms {
                    let named = body.contains(&format!("{room}::of("))
                        || body.contains(&format!(".{accessor}()"));
                    if named && *room != who {
                        uses.entry(who.clone()).or_default().insert(room.clone());
                    }
                }
            }
            rest = &rest[end..];
        }
    }
    (rooms.into_keys().collect(), uses)
}

/// The map of the service's rooms, as the development guide shows it.
fn rooms_map() -> String {
    let (rooms, uses) = service_rooms();
    layered(&rooms, &uses)
}

#[test]
fn the_service_context_calls_no_room_and_rooms_call_each_other_one_way() {
    let (rooms, uses) = service_rooms();
    assert!(rooms.len() >= 8, "{rooms:?}");
    assert_eq!(uses.get("Service"), None, "the shared context calls a room");
    assert!(layered_or_circle(&rooms, &uses).is_some(), "{uses:?}");
    // The check sees a circle when there is one.
    let mut round = uses.clone();
    let (a, b) = ("Challenges".to_string(), "Games".to_string());
    assert!(round[&a].contains(&b), "{round:?}");
    round.entry(b).or_default().insert(a);
    assert_eq!(layered_or_circle(&rooms, &round), None);
}

/// The text between `marker` and the end of the code block after it in
/// the development guide.
fn generated_in_guide(marker: &str) -> String {
    let guide = std::fs::read_to_string(root().join("docs/development.md")).unwrap();
    let start = format!("<!-- {marker}: generated by tests/architecture.rs -->\n```text\n");
    let at = guide
        .find(&start)
        .unwrap_or_else(|| panic!("docs/development.md has the {marker}"))
        + start.len();
    let end = at + guide[at..].find("```").unwrap();
    guide[at..end].to_string()
}

#[test]
fn the_guides_map_of_the_rooms_is_the_codes() {
    let map = rooms_map();
    assert!(
        generated_in_guide("rooms map") == map,
        "docs/development.md's rooms map is not the code's; it is now:\n{map}"
    );
}

#[test]
fn the_guides_map_of_the_bot_is_the_codes() {
    let map = bot_map();
    assert!(
        generated_in_guide("module map") == map,
        "docs/development.md's module map is not the code's; it is now:\n{map}"
    );
}

/// A game's thread is made by the deliverer alone, from what the game
/// owes: no front end opens or renames one after an answer.
#[test]
fn threads_are_made_by_the_deliverer_alone() {
    let mut makers = Vec::new();
    for (module, file) in modules(&root().join("src")) {
        let code = code_of(&std::fs::read_to_string(&file).unwrap());
        if ["create_thread", "edit_thread(", "EditThread::new().name"]
            .iter()
            .any(|call| code.contains(call))
        {
            makers.push(module.join("::"));
        }
    }
    assert_eq!(makers, ["discord::deliver"]);
}

/// The `Result<_, String>` types a piece of code names.
fn text_results(code: &str) -> Vec<String> {
    let flat: String = code.split_whitespace().collect::<Vec<_>>().join(" ");
    let mut found = Vec::new();
    for (at, _) in flat.match_indices("Result<") {
        // The type's arguments, to its closing `>`.
        let mut depth = 0;
        let mut end = flat.len();
        for (i, c) in flat[at..].char_indices() {
            match c {
                '<' => depth += 1,
                '>' => {
                    depth -= 1;
                    if depth == 0 {
                        end = at + i;
                        break;
                    }
                }
                _ => {}
            }
        }
        let args = &flat[at..end];
        if args.ends_with(", String") || args.ends_with(",String") {
            found.push(format!("{args}>"));
        }
    }
    found
}

/// The service and the store say what went wrong with types of their own
/// (`UserError`, `ServiceError`, `sqlx::Error`, `OpenError`), never a bare
/// text: no function of theirs returns `Result<_, String>`.
#[test]
fn the_service_and_the_store_return_no_text_errors() {
    let mut found = Vec::new();
    for (module, file) in modules(&root().join("src")) {
        let room = module.first().map(String::as_str);
        if !matches!(room, Some("service" | "store")) {
            continue;
        }
        let code = code_of(&std::fs::read_to_string(&file).unwrap());
        for t in text_results(&code) {
            found.push(format!("{}: {t}", module.join("::")));
        }
    }
    assert!(found.is_empty(), "{found:#?}");
    assert_eq!(
        text_results("fn f() -> Result<Vec<Option<u8>>, String> { g::<Result<(), E>>() }"),
        ["Result<Vec<Option<u8>>, String>"]
    );
}
