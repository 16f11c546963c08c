//! The bot in its players' languages: a private answer in the member's, a
//! post in the server's, each chosen or as Discord says, on both backends;
//! and `alice local --lang`.

mod pg;
mod scratch;
#[macro_use]
mod support;

use alice::lang::Lang;
use alice::service::{ChallengeOptions, Place, Player, ServerChanges, Service};
use support::*;

const GUILD: i64 = 7;
const CHANNEL: i64 = 70;

fn here() -> Place {
    Place::new(Some(GUILD), Some(CHANNEL))
}

/// A member as an interaction gives them: their locale, and the server's.
async fn member(s: &Service, mut p: Player, locale: &str, server: &str) -> Player {
    p.locale = Some(locale.to_string());
    s.settings().languages(&mut p, here(), Some(server)).await;
    p
}

both! {
    /// A German and a French member in a Spanish server: each reads their
    /// refusals in their own language, and everyone reads the posts in
    /// Spanish; the turn DM and the board's caption follow the reader.
    async fn each_reads_their_language() {
        let e = env("lang-each");
        let s = e.service(false).await;
        let de = member(&s, alice(), "de", "es-ES").await;
        let fr = member(&s, bob(), "fr", "es-ES").await;
        assert_eq!((de.lang.code(), de.here.code()), ("de", "es-ES"));
        assert_eq!((fr.lang.code(), fr.here.code()), ("fr", "es-ES"));
        let opts = ChallengeOptions {
            color: Some("white".into()),
            time: Some("1d".into()),
            place: here(),
            ..ChallengeOptions::default()
        };
        let r = s.challenges().challenge(&de, Some(&fr), opts).await.unwrap();
        assert_eq!(
            r.text,
            "bob, alice te desafía a una partida de ajedrez de Alicia (puntuable, 1 día por jugada, captura al paso permitida, alice juega con blancas). El desafío n.º 1 está abierto durante 1 día."
        );
        assert_eq!(r.buttons[0].label_in(r.lang), "Aceptar");
        // A refusal is private: the member's language.
        let err = s.challenges().accept(&de, Some(1)).await.unwrap_err();
        assert_eq!(
            err.user_message_in("x", de.lang),
            "Herausforderung #1 ist deine eigene; du kannst sie nicht annehmen."
        );
        let r = s.challenges().accept(&fr, Some(1)).await.unwrap();
        assert!(
            r.text.starts_with("Empieza la partida n.º 1: alice (blancas) contra bob (negras)."),
            "{}",
            r.text
        );
        let r = s.games().make_move(&de, Some(1), "e4", None).await.unwrap();
        assert_eq!(
            r.text,
            "alice ha jugado e4. Mueve bob (negras), queda 1 día."
        );
        let err = s.games().make_move(&de, Some(1), "e5", None).await.unwrap_err();
        assert_eq!(
            err.user_message_in("x", de.lang),
            "Du bist in Partie #1 nicht am Zug: bob ist am Zug."
        );
        let err = s.games().make_move(&fr, Some(9), "e5", None).await.unwrap_err();
        assert_eq!(err.user_message_in("x", fr.lang), "Il n'y a pas de partie n° 9.");
    }
}

both! {
    /// `/settings language:` overrides Discord's locale for the member,
    /// `/server-settings language:` the server's; `auto` gives the choice
    /// back to Discord; an unknown language is refused and changes
    /// nothing; an unknown locale falls back to English.
    async fn chosen_languages_override_discord() {
        let e = env("lang-chosen");
        let s = e.service(false).await;
        let mut manager = member(&s, carol(), "de", "fr").await;
        manager.manages_server = true;
        let r = s.settings().member_settings(&manager, None, Some("pl")).await.unwrap();
        assert_eq!(r.text, "Zapisano: będę mówić do ciebie w języku: Polski.");
        let mut again = member(&s, carol(), "de", "fr").await;
        again.manages_server = true;
        assert_eq!((again.lang.code(), again.here.code()), ("pl", "fr"));
        let err = s.settings().member_settings(&manager, None, Some("klingon")).await.unwrap_err();
        assert_eq!(
            err.user_message_in("x", Lang::EN),
            "language must be one of en, de, es-ES, fr, pl, pt-BR, ru or auto, not `klingon`."
        );
        let changes = ServerChanges {
            language: Some("pt-BR".into()),
            ..ServerChanges::default()
        };
        let r = s
            .settings().change_server_settings(&again, here(), changes)
            .await
            .unwrap();
        assert!(
            r.text.contains("Wiadomości tutaj są w języku: Português do Brasil."),
            "{}",
            r.text
        );
        let after = member(&s, carol(), "de", "fr").await;
        assert_eq!(after.here.code(), "pt-BR");
        let r = s.settings().member_settings(&manager, None, Some("auto")).await.unwrap();
        assert_eq!(
            r.text,
            "Gespeichert: Ich spreche Deutsch (wie Discord es sagt) mit dir."
        );
        let stranger = member(&s, alice(), "ko", "zh-CN").await;
        assert_eq!(stranger.lang, Lang::EN);
        assert_eq!(stranger.here.code(), "pt-BR");
        let rows: Vec<(String, i64, Option<String>, Option<String>)> = s
            .store()
            .fetch("SELECT scope, id, chosen, discord FROM languages ORDER BY scope, id")
            .await
            .unwrap();
        assert_eq!(
            rows,
            [
                ("member".to_string(), 101, None, Some("ko".to_string())),
                ("member".to_string(), 303, None, Some("de".to_string())),
                ("server".to_string(), GUILD, Some("pt-BR".to_string()), Some("zh-CN".to_string())),
            ]
        );
    }
}

both! {
    /// A DM is in its reader's language, whatever the server's: the turn
    /// DM of a Russian member who asked for DMs, in a German server.
    async fn a_dm_is_in_its_readers_language() {
        let e = env("lang-dm");
        let s = e.service(false).await;
        let de = member(&s, alice(), "de", "de").await;
        let ru = member(&s, bob(), "ru", "de").await;
        s.settings().player_settings(&ru, Some("dm")).await.unwrap();
        let opts = ChallengeOptions {
            color: Some("white".into()),
            time: Some("2d".into()),
            place: here(),
            ..ChallengeOptions::default()
        };
        s.challenges().challenge(&de, Some(&ru), opts).await.unwrap();
        s.challenges().accept(&ru, Some(1)).await.unwrap();
        delivered(&s).await;
        s.games().make_move(&de, Some(1), "e4", None).await.unwrap();
        let owed = delivered(&s).await;
        let dm = owed
            .iter()
            .find(|d| matches!(d.owed, alice::service::Owed::Dm { player: 202, .. }))
            .expect("bob's turn DM");
        assert_eq!(
            dm.reply.text,
            "alice сыграл(а) e4. Ваш ход в партии № 1 против alice, осталось 2 дня."
        );
    }
}

/// `alice local --lang ru` plays a game in Russian, to mate.
#[test]
fn alice_local_plays_in_russian() {
    let dir = scratch::Scratch::new("lang-local");
    let url = dir.join("a.db").to_str().unwrap().to_string();
    tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .unwrap()
        .block_on(async {
            let store = alice::store::Store::open(&url).await.unwrap();
            let config = alice::service::Config {
                images: false,
                ..Default::default()
            };
            let s = Service::new(store, alice::service::system_clock(), config);
            let input = "alice: /challenge opponent:bob color:white\n\
                         bob: /accept\n\
                         alice: /move move:a3\nbob: /move move:Zz9\nbob: /move move:Qh4\n\
                         bob: /move move:e5e4\nbob: /move move:Na6\nalice: /move move:Ra4\n\
                         bob: /move move:e5\nalice: /move move:Re4\nbob: /move move:Nb4\n";
            let mut out = Vec::new();
            alice::local::run_in(
                &s,
                Lang::parse("ru"),
                input.as_bytes(),
                &mut out,
                dir.path(),
            )
            .await
            .unwrap();
            let out = String::from_utf8(out).unwrap();
            for said in [
                "bob, alice вызывает вас на партию: шахматы Алисы",
                "Начинается партия № 1: alice (белые) — bob (чёрные).",
                "alice сыграл(а) a3. Ход за bob (чёрные), осталось 3 дня.",
                "error: не удаётся прочитать `Zz9` как ход: `z9` — не поле: вертикали z нет",
                "error: Qh4: фигура (ферзь) на d8 доски A не может пойти на h4",
                "error: e5e4: на e5 нет фигуры ни на одной из двух досок",
                "Партия № 1 окончена: alice (белые) побеждает: мат, 1-0.",
                "[buttons] Реванш",
                "error: У вас нет текущих партий. Начните партию командой /challenge или /play.",
            ] {
                assert!(out.contains(said), "{said}\n{out}");
            }
        });
}

/// Each string literal of a Rust file's code before its tests, with the
/// code just before it (what it is passed to).
fn literals_in(source: &str) -> Vec<(String, String)> {
    let code = source.split("#[cfg(test)]").next().unwrap_or("");
    let chars: Vec<char> = code.chars().collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        if c == '/' && chars.get(i + 1) == Some(&'/') {
            while i < chars.len() && chars[i] != '\n' {
                i += 1;
            }
            continue;
        }
        if c == '\'' {
            // A char literal ('"', '\\', 'x'): skip it; a lifetime stays.
            if let Some(end) = (i + 2..(i + 4).min(chars.len())).find(|&j| chars[j] == '\'') {
                i = end + 1;
                continue;
            }
        }
        if c == '"' {
            let start = i;
            let mut s = String::new();
            i += 1;
            while i < chars.len() && chars[i] != '"' {
                if chars[i] == '\\' {
                    i += 1;
                }
                if let Some(&ch) = chars.get(i) {
                    s.push(ch);
                }
                i += 1;
            }
            let before: String = chars[start.saturating_sub(300)..start].iter().collect();
            out.push((s, before));
        }
        i += 1;
    }
    out
}

/// Whether a literal reads as words for a person: two words of letters
/// or more, not a query of the store.
fn is_prose(s: &str) -> bool {
    // What stands in braces is filled in, not read; what stands in angle
    // brackets is markup (the live table's HTML and SVG).
    let mut plain = String::new();
    let mut depth = 0;
    let mut tag = false;
    for c in s.chars() {
        match c {
            '{' => depth += 1,
            '}' => depth -= 1,
            '<' => tag = true,
            '>' if tag => tag = false,
            _ if depth == 0 && !tag => plain.push(c),
            _ => {}
        }
    }
    let s = plain.as_str();
    let words = s
        .split(|c: char| !c.is_alphabetic() && c != '\'')
        .filter(|w| w.chars().filter(|c| c.is_alphabetic()).count() >= 2)
        .count();
    let sql = [
        "SELECT ", "INSERT ", "UPDATE ", "DELETE ", "CREATE ", " FROM ", "BEGIN ",
    ]
    .iter()
    .any(|k| s.contains(k));
    words >= 2 && s.contains(' ') && !sql
}

/// Every text a person reads comes from the message files: no words are
/// left in the code of the service, the adapters (Discord's and `alice
/// local`), the command table or the images. What stays in the code is
/// for the operator (the log, internal errors, Discord's retries) or
/// the words of the table that `alice help --ftl` writes into the
/// message files.
#[test]
fn no_words_are_left_outside_the_message_files() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = vec![
        root.join("local.rs"),
        root.join("analysis.rs"),
        root.join("lang.rs"),
        root.join("refusals.rs"),
    ];
    for dir in ["service", "discord", "render", "web"] {
        for entry in std::fs::read_dir(root.join(dir)).unwrap() {
            let path = entry.unwrap().path();
            // The HTTP endpoint answers Discord's servers, not a person.
            if !path.ends_with("discord/endpoint.rs") {
                files.push(path);
            }
        }
    }
    // Said to the operator, not to a player: the log, errors that only
    // the log shows, Discord's retries and the outbox's notes.
    let operator = [
        "tracing::",
        "Internal(",
        "RenderError(",
        "retried(",
        "expect(",
        "panic!(",
        "eprintln!(",
        "Failed(",
        "Refused(",
        "corrupt(",
        "bad(",
        "fail(",
        "UnknownWord",
        "StatusCode::",
        "fn discord_code",
        "Err(format!(",
        "map_err(|e| format!(",
        "ok_or(",
        "sweep.fail",
        "tracing",
        "unreachable!(",
        "map_err(|_|",
        "write!(f",
        "refused(",
        "outbox::",
        "Settled::",
        // Metric labels.
        "JobKind::",
        "Costly::",
        // The operator's settings, refused at start.
        "Err(\"",
        "TRY_LOCALLY",
        "let context",
        // Drawn only to learn the images' palette.
        "SAMPLE_CAPTION",
        "let why",
        "ok_or_else(|| format!(",
        "let bad",
        // HTTP headers and a socket's close reason: read by browsers.
        "header::",
        "HeaderValue::",
        "reason:",
        "const DISCORD_FRAMES",
        "const POLICY",
        // Status lines of connections refused before HTTP is spoken.
        "Refusal::",
        "let refusal_answer",
        // A signature's domain.
        "mac.update(",
    ];
    let mut found = Vec::new();
    let mut read = 0;
    for file in &files {
        let source = std::fs::read_to_string(file).unwrap();
        for (literal, before) in literals_in(&source) {
            read += 1;
            if !is_prose(&literal) {
                continue;
            }
            let statement = before.rsplit([';', '{', '}']).next().unwrap_or("");
            if operator.iter().any(|m| statement.contains(m)) {
                continue;
            }
            // The operator's settings and flags, named as they are typed.
            let setting = literal.split_whitespace().any(|w| {
                w.starts_with("--")
                    || (w.len() > 3
                        && w.contains('_')
                        && w.chars().all(|c| c.is_ascii_uppercase() || c == '_'))
            });
            if setting {
                continue;
            }
            found.push(format!("{}: {literal:?}", file.display()));
        }
    }
    assert!(read > 500, "only {read} literals read");
    assert!(
        found.is_empty(),
        "words outside the message files:\n{}",
        found.join("\n")
    );
}

both! {
    /// The bot's name is said in the reader's language, in a refusal too.
    async fn the_bot_is_named_in_its_readers_language() {
        let e = env("lang-bot");
        let s = e.service(false).await;
        let ru = member(&s, alice(), "ru", "de").await;
        for _ in 0..2 {
            s.challenges().play_bot(&ru, Some(1), Some("white"), here()).await.unwrap();
        }
        let err = s.games().make_move(&ru, None, "e4", None).await.unwrap_err();
        assert_eq!(
            err.user_message_in("x", ru.lang),
            "У вас несколько партий: № 1 (против Алиса (уровень 1)), № 2 (против Алиса (уровень 1)). Укажите нужную через game:<id>."
        );
        let r = s.games().in_progress(&ru).await.unwrap();
        assert_eq!(
            r.text,
            "№ 1 против Алиса (уровень 1), вы играете белыми — ваш ход, осталось 14 дней\n№ 2 против Алиса (уровень 1), вы играете белыми — ваш ход, осталось 14 дней"
        );
    }
}

both! {
    /// A record, a leaderboard and an analysis line read as each language
    /// writes them: French counts agree with their number and put a space
    /// before a colon, every leaderboard names its game, and a line that
    /// starts with a side starts with a capital.
    async fn records_and_lines_read_as_each_language_writes_them() {
        use alice::states::Variant;
        let e = env("lang-records");
        let s = e.service(false).await;
        let opts = ChallengeOptions {
            color: Some("white".into()),
            place: here(),
            ..ChallengeOptions::default()
        };
        s.challenges().challenge(&alice(), Some(&bob()), opts).await.unwrap();
        s.challenges().accept(&bob(), Some(1)).await.unwrap();
        s.games().make_move(&alice(), Some(1), "e4", None).await.unwrap();
        s.games().make_move(&bob(), Some(1), "e5", None).await.unwrap();
        s.offers().resign(&bob(), Some(1), None).await.unwrap();
        let fr = Lang::parse("fr").unwrap();
        let card = s
            .ratings().rating_card_in(alice().id, "alice", Variant::Alice, None, fr)
            .await
            .unwrap();
        assert!(
            card.text.ends_with("Parties : 1 (1 gagnée, 0 perdue, 0 nulle)."),
            "{}",
            card.text
        );
        let board = s
            .ratings().leaderboard_in(Some(GUILD), Some("server"), (Variant::Alice, None), fr)
            .await
            .unwrap();
        assert!(
            board
                .text
                .starts_with("Palmarès des échecs d'Alice de ce serveur :\n1. alice — "),
            "{}",
            board.text
        );
        let board = s
            .ratings().leaderboard_in(None, None, (Variant::Alice, None), fr)
            .await
            .unwrap();
        assert!(
            board.text.starts_with("Palmarès des échecs d'Alice :\n"),
            "{}",
            board.text
        );
        for (code, white, black) in [
            ("ru", "Белые", "Чёрные"),
            ("es-ES", "Blancas", "Negras"),
            ("pl", "Białe", "Czarne"),
            ("pt-BR", "Brancas", "Pretas"),
            ("en", "White", "Black"),
        ] {
            let lang = Lang::parse(code).unwrap();
            for (side, word) in [("white", white), ("black", black)] {
                let line = alice::t!(
                    lang,
                    "analysis-side",
                    side = side,
                    name = "x",
                    accuracy = "1",
                    counts = "2"
                );
                assert!(line.starts_with(&format!("{word} (x)")), "{code}: {line}");
            }
        }
    }
}
