//! Every text a person reads, in their language.
//!
//! The messages are Fluent files in `locales/<code>/*.ftl`, English
//! (`en`) the source; each other folder is a translation with the same
//! messages and the same variables (a test holds them to it). The folders
//! are found when the bot is built, so a language is added by copying
//! `locales/en` to a folder named by Discord's locale code (`it`, `pt-BR`)
//! and translating it (`docs/development.md`).
//!
//! A private answer and a DM speak the member's language (`/settings
//! language:`, else what Discord says); a post that everyone in a channel
//! reads speaks the server's (`/server-settings language:`, else the
//! server's locale). Plurals and numbers follow each language's rules
//! (Fluent's, from CLDR). Chess notation keeps its international letters.

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use std::sync::OnceLock;

include!(concat!(env!("OUT_DIR"), "/locales.rs"));

/// The source language: every message exists in it.
pub const SOURCE: &str = "en";

struct Language {
    code: &'static str,
    bundle: FluentBundle<FluentResource>,
}

fn catalog() -> &'static [Language] {
    static CATALOG: OnceLock<Vec<Language>> = OnceLock::new();
    CATALOG.get_or_init(|| {
        let mut all: Vec<Language> = LOCALES
            .iter()
            .map(|(code, files)| load(code, files))
            .collect();
        // English first: `Lang::EN` is index 0.
        all.sort_by_key(|l| l.code != SOURCE);
        all
    })
}

fn load(code: &'static str, files: &[(&str, &str)]) -> Language {
    let id: unic_langid::LanguageIdentifier = code
        .parse()
        .unwrap_or_else(|_| unic_langid::LanguageIdentifier::default());
    let mut bundle = FluentBundle::new_concurrent(vec![id]);
    // Discord shows the text as it is: no invisible isolation marks.
    bundle.set_use_isolating(false);
    for (name, text) in files {
        let resource = match FluentResource::try_new(text.to_string()) {
            Ok(r) => r,
            Err((r, errors)) => {
                tracing::error!(code, name, ?errors, "message file has errors");
                r
            }
        };
        if let Err(errors) = bundle.add_resource(resource) {
            tracing::error!(code, name, ?errors, "message file repeats a message");
        }
    }
    Language { code, bundle }
}

/// A language the bot speaks (one of the folders in `locales/`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Lang(u8);

impl Lang {
    /// English, the source and the fallback.
    pub const EN: Lang = Lang(0);

    /// Every language shipped, English first.
    pub fn all() -> impl Iterator<Item = Lang> {
        (0..catalog().len()).map(|i| Lang(i as u8))
    }

    /// Its folder's name, which is Discord's locale code (`de`, `es-ES`,
    /// `pt-BR`), or `en`.
    pub fn code(self) -> &'static str {
        catalog()[self.0 as usize].code
    }

    /// The language of a code as `/settings language:` or `--lang` takes
    /// it: a folder's name, in any case.
    pub fn parse(code: &str) -> Option<Lang> {
        let code = code.trim();
        Lang::all().find(|l| l.code().eq_ignore_ascii_case(code))
    }

    /// The language for one of Discord's locales (`en-US`, `de`, `es-419`,
    /// `pt-BR`): the folder of that name, else one of the same language
    /// (`es-419` reads Spanish), else None.
    pub fn from_locale(locale: &str) -> Option<Lang> {
        let locale = locale.trim();
        if locale.is_empty() {
            return None;
        }
        let base = |c: &str| {
            c.split(['-', '_'])
                .next()
                .unwrap_or("")
                .to_ascii_lowercase()
        };
        Lang::parse(locale).or_else(|| Lang::all().find(|l| base(l.code()) == base(locale)))
    }

    /// Discord's locale codes this language is registered under (English
    /// is Discord's default and needs none).
    pub fn discord_locales(self) -> &'static [&'static str] {
        match self.code() {
            SOURCE => &[],
            "es-ES" => &["es-ES", "es-419"],
            "pt-BR" => &["pt-BR"],
            _ => std::slice::from_ref(&catalog()[self.0 as usize].code),
        }
    }

    /// Message `id` with no variables.
    pub fn t(self, id: &str) -> String {
        self.format(id, None)
    }

    /// Message `id` with its variables (see [`t!`](crate::t)).
    pub fn t_with(self, id: &str, args: &FluentArgs) -> String {
        self.format(id, Some(args))
    }

    /// Whether the message exists in the source.
    pub fn has(id: &str) -> bool {
        catalog()[0].bundle.has_message(id)
    }

    fn format(self, id: &str, args: Option<&FluentArgs>) -> String {
        let (name, attribute) = match id.split_once('.') {
            Some((n, a)) => (n, Some(a)),
            None => (id, None),
        };
        for lang in [self, Lang::EN] {
            let bundle = &catalog()[lang.0 as usize].bundle;
            let Some(message) = bundle.get_message(name) else {
                continue;
            };
            let pattern = match attribute {
                Some(a) => message.get_attribute(a).map(|a| a.value()),
                None => message.value(),
            };
            let Some(pattern) = pattern else { continue };
            let mut errors = Vec::new();
            let text = bundle.format_pattern(pattern, args, &mut errors);
            if !errors.is_empty() {
                tracing::error!(id, code = lang.code(), ?errors, "message did not format");
            }
            return text.into_owned();
        }
        tracing::error!(id, "no such message");
        id.to_string()
    }
}

/// A message not yet put into words: its id and variables, said in the
/// reader's language when it is shown (an error is made before anyone
/// knows who will read it). Two texts are equal when they read the same
/// in English.
#[derive(Clone, Debug)]
pub struct Text {
    id: &'static str,
    args: Vec<(&'static str, Arg)>,
}

/// A variable of a [`Text`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Arg {
    Number(i64),
    /// Words of a person (a name) or of chess notation, shown as they are.
    Verbatim(String),
    /// A message of its own, said in the same language.
    Text(Box<Text>),
}

impl From<i64> for Arg {
    fn from(n: i64) -> Arg {
        Arg::Number(n)
    }
}

impl From<String> for Arg {
    fn from(s: String) -> Arg {
        Arg::Verbatim(s)
    }
}

impl From<&str> for Arg {
    fn from(s: &str) -> Arg {
        Arg::Verbatim(s.to_string())
    }
}

impl From<Text> for Arg {
    fn from(t: Text) -> Arg {
        Arg::Text(Box::new(t))
    }
}

impl PartialEq for Text {
    fn eq(&self, other: &Text) -> bool {
        self.say(Lang::EN) == other.say(Lang::EN)
    }
}

impl Eq for Text {}

/// Words said as they are in every language (a name, notation).
impl From<&str> for Text {
    fn from(s: &str) -> Text {
        Text::new("verbatim").with("text", s)
    }
}

impl Text {
    pub fn new(id: &'static str) -> Text {
        Text {
            id,
            args: Vec::new(),
        }
    }

    /// This text with variable `key` set.
    pub fn with(mut self, key: &'static str, value: impl Into<Arg>) -> Text {
        self.args.push((key, value.into()));
        self
    }

    /// The message's id.
    pub fn id(&self) -> &'static str {
        self.id
    }

    /// The text in `lang`.
    pub fn say(&self, lang: Lang) -> String {
        if self.args.is_empty() {
            return lang.t(self.id);
        }
        let mut args = FluentArgs::new();
        for (key, value) in &self.args {
            match value {
                Arg::Number(n) => args.set(*key, FluentValue::from(*n)),
                Arg::Verbatim(s) => args.set(*key, FluentValue::from(s.clone())),
                Arg::Text(t) => args.set(*key, FluentValue::from(t.say(lang))),
            }
        }
        lang.t_with(self.id, &args)
    }
}

/// `text!("message-id", game = 12)`: a [`Text`] to say later.
#[macro_export]
macro_rules! text {
    ($id:expr) => {
        $crate::lang::Text::new($id)
    };
    ($id:expr, $($key:ident = $value:expr),+ $(,)?) => {
        $crate::lang::Text::new($id)$(.with(stringify!($key), $value))+
    };
}

/// A value for a message's variable.
pub fn arg<'a>(v: impl Into<FluentValue<'a>>) -> FluentValue<'a> {
    v.into()
}

/// `t!(lang, "message-id")` or `t!(lang, "message-id", game = 12, name =
/// who)`: the message in `lang`, with its variables.
#[macro_export]
macro_rules! t {
    ($lang:expr, $id:expr) => {
        $lang.t($id)
    };
    ($lang:expr, $id:expr, $($key:ident = $value:expr),+ $(,)?) => {{
        let mut args = fluent_bundle::FluentArgs::new();
        $( args.set(stringify!($key), $crate::lang::arg($value)); )+
        $lang.t_with($id, &args)
    }};
}

#[cfg(test)]
mod tests {
    use super::*;
    use fluent_syntax::ast;
    use std::collections::{BTreeMap, BTreeSet};

    /// What a message uses: its variables and the messages it refers to.
    #[derive(Default)]
    struct Uses {
        vars: BTreeSet<String>,
        refs: BTreeSet<String>,
    }

    /// Each message's (and attribute's) variables, by id, counting those
    /// of the messages it refers to (a reference sees the same variables).
    fn messages(files: &[(&str, &str)]) -> BTreeMap<String, BTreeSet<String>> {
        let mut uses = BTreeMap::new();
        for (name, text) in files {
            let res = fluent_syntax::parser::parse(*text)
                .unwrap_or_else(|(_, errors)| panic!("{name}: {errors:?}"));
            for entry in res.body {
                let (id, value, attributes) = match entry {
                    ast::Entry::Message(m) => (m.id.name.to_string(), m.value, m.attributes),
                    ast::Entry::Term(t) => (format!("-{}", t.id.name), Some(t.value), t.attributes),
                    _ => continue,
                };
                if let Some(v) = value {
                    let mut u = Uses::default();
                    pattern_uses(&v, &mut u);
                    assert!(uses.insert(id.clone(), u).is_none(), "{name}: {id} twice");
                }
                for a in attributes {
                    let mut u = Uses::default();
                    pattern_uses(&a.value, &mut u);
                    uses.insert(format!("{id}.{}", a.id.name), u);
                }
            }
        }
        let closure = |id: &String| {
            let mut seen = BTreeSet::new();
            let mut todo = vec![id.clone()];
            let mut vars = BTreeSet::new();
            while let Some(m) = todo.pop() {
                if !seen.insert(m.clone()) {
                    continue;
                }
                if let Some(u) = uses.get(&m) {
                    vars.extend(u.vars.iter().cloned());
                    todo.extend(u.refs.iter().cloned());
                }
            }
            vars
        };
        uses.keys().map(|id| (id.clone(), closure(id))).collect()
    }

    fn pattern_uses(p: &ast::Pattern<&str>, u: &mut Uses) {
        for e in &p.elements {
            if let ast::PatternElement::Placeable { expression } = e {
                expression_uses(expression, u);
            }
        }
    }

    fn expression_uses(e: &ast::Expression<&str>, u: &mut Uses) {
        match e {
            ast::Expression::Select { selector, variants } => {
                inline_uses(selector, u);
                for v in variants {
                    pattern_uses(&v.value, u);
                }
            }
            ast::Expression::Inline(i) => inline_uses(i, u),
        }
    }

    fn inline_uses(i: &ast::InlineExpression<&str>, u: &mut Uses) {
        match i {
            ast::InlineExpression::VariableReference { id } => {
                u.vars.insert(id.name.to_string());
            }
            ast::InlineExpression::MessageReference { id, .. } => {
                u.refs.insert(id.name.to_string());
            }
            ast::InlineExpression::FunctionReference { arguments, .. } => {
                for a in &arguments.positional {
                    inline_uses(a, u);
                }
            }
            ast::InlineExpression::Placeable { expression } => expression_uses(expression, u),
            _ => {}
        }
    }

    /// Every language has each message of the source, with the same
    /// variables, and none the source lacks; every file parses.
    #[test]
    fn every_language_is_complete() {
        let source = LOCALES
            .iter()
            .find(|(c, _)| *c == SOURCE)
            .expect("English is shipped");
        let want = messages(source.1);
        assert!(want.len() > 100, "{} messages", want.len());
        assert!(LOCALES.len() >= 7, "{} languages", LOCALES.len());
        for (code, files) in LOCALES {
            let names: Vec<&str> = files.iter().map(|f| f.0).collect();
            let source_names: Vec<&str> = source.1.iter().map(|f| f.0).collect();
            assert_eq!(names, source_names, "{code}: the same files as English");
            let have = messages(files);
            for (id, vars) in &want {
                let Some(theirs) = have.get(id) else {
                    panic!("{code} lacks {id}");
                };
                // A translation may leave out a variable a plural selects
                // on, but never use one the source does not give.
                assert!(
                    theirs.is_subset(vars),
                    "{code} {id}: {theirs:?} not in {vars:?}"
                );
                if !id.starts_with('-') {
                    assert_eq!(theirs, vars, "{code} {id}: the same variables");
                }
            }
            for id in have.keys() {
                assert!(
                    want.contains_key(id),
                    "{code} has {id}, which English lacks"
                );
            }
        }
    }

    /// Discord's locales find their language; an unknown one finds none
    /// (the caller falls back to English).
    #[test]
    fn locales_find_their_language() {
        for (locale, code) in [
            ("en-US", "en"),
            ("en-GB", "en"),
            ("de", "de"),
            ("fr", "fr"),
            ("es-ES", "es-ES"),
            ("es-419", "es-ES"),
            ("pt-BR", "pt-BR"),
            ("ru", "ru"),
            ("pl", "pl"),
            ("PT-br", "pt-BR"),
        ] {
            assert_eq!(
                Lang::from_locale(locale).map(Lang::code),
                Some(code),
                "{locale}"
            );
        }
        for unknown in ["", "xx", "ko", "zh-CN", "tlh"] {
            assert_eq!(Lang::from_locale(unknown), None, "{unknown}");
        }
        assert_eq!(Lang::parse("de").map(Lang::code), Some("de"));
        assert_eq!(Lang::parse("german"), None);
        assert_eq!(Lang::EN.code(), "en");
    }

    /// Plurals follow each language's rules: Russian and Polish have more
    /// forms than English.
    #[test]
    fn plurals_follow_the_language() {
        let ru = Lang::parse("ru").unwrap();
        let pl = Lang::parse("pl").unwrap();
        let days = |l: Lang, n: i64| t!(l, "duration-days", count = n);
        assert_eq!(days(Lang::EN, 1), "1 day");
        assert_eq!(days(Lang::EN, 5), "5 days");
        assert_eq!(days(ru, 1), "1 день");
        assert_eq!(days(ru, 3), "3 дня");
        assert_eq!(days(ru, 5), "5 дней");
        assert_eq!(days(ru, 21), "21 день");
        assert_eq!(days(pl, 1), "1 dzień");
        assert_eq!(days(pl, 2), "2 dni");
        assert_eq!(days(pl, 5), "5 dni");
    }
}
