//! How the service says things in text: names as a reply shows them, days,
//! durations and the time left, moments as Discord shows them, a game's
//! kind, the bot as a player, a board's file name.

use super::*;

/// A name as it stands in a reply's text: characters that Markdown (as
/// Discord reads it) would take for formatting are escaped, so a display
/// name such as `**x**` or `> y` shows as written.
pub fn escape_markdown(name: &str) -> String {
    let mut out = String::with_capacity(name.len());
    for c in name.chars() {
        if matches!(
            c,
            '\\' | '*' | '_' | '`' | '~' | '|' | '>' | '#' | '[' | ']' | '<'
        ) {
            out.push('\\');
        }
        out.push(c);
    }
    out
}

/// A UTC day (days since 1970-01-01) as `2026-12-02`.
pub fn format_day(day: i64) -> String {
    // Howard Hinnant's civil-from-days.
    let z = day + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = doy - (153 * mp + 2) / 5 + 1;
    let m = if mp < 10 { mp + 3 } else { mp - 9 };
    let y = yoe + era * 400 + i64::from(m <= 2);
    format!("{y:04}-{m:02}-{d:02}")
}

/// The word a message selects a side by: `white` or `black`.
pub(crate) use crate::states::color_word as side_word;

/// The bot as a game's player in `lang`: "Alice (level 3)".
pub(crate) fn bot_name(row: &GameRow, lang: Lang) -> String {
    bot_name_text(row).say(lang)
}

/// The bot as a game's player, said later in its reader's language.
pub(super) fn bot_name_text(row: &GameRow) -> Text {
    text!(
        "bot-name",
        level = row.bot_level.unwrap_or(DEFAULT_BOT_LEVEL)
    )
}

/// The file name of a game's board at a ply: `game-12-ply-034.png`.
pub fn board_file_name(game: i64, ply: i64) -> String {
    format!("game-{game}-ply-{ply:03}.png")
}

/// Parses a time per move such as `10m`, `1h`, `3d`, `90s` into seconds.
pub fn parse_duration(text: &str) -> Option<i64> {
    let t = text.trim().to_ascii_lowercase();
    let split = t.find(|c: char| !c.is_ascii_digit())?;
    let (n, unit) = t.split_at(split);
    let n: i64 = n.parse().ok()?;
    let secs = match unit {
        "s" | "sec" | "secs" => 1,
        "m" | "min" | "mins" => 60,
        "h" | "hour" | "hours" => 3600,
        "d" | "day" | "days" => 86_400,
        "w" | "week" | "weeks" => 7 * 86_400,
        _ => return None,
    };
    n.checked_mul(secs)
}

/// A short wait for people: `1 second`, `45 seconds`, then whole minutes
/// rounded up (`2 minutes` for 61 to 120 seconds).
pub fn format_seconds(secs: i64) -> String {
    format_seconds_in(Lang::EN, secs)
}

/// [`format_seconds`] in `lang`.
pub fn format_seconds_in(lang: Lang, secs: i64) -> String {
    match secs.max(1) {
        s @ 1..=59 => t!(lang, "duration-seconds", count = s),
        s => format_duration_in(lang, (s + 59) / 60 * 60),
    }
}

/// `3 days`, `10 minutes`, `1 day 6 hours`.
pub fn format_duration(secs: i64) -> String {
    format_duration_in(Lang::EN, secs)
}

/// [`format_duration`] in `lang`.
pub fn format_duration_in(lang: Lang, secs: i64) -> String {
    duration_text(secs).say(lang)
}

/// "3 days left" in `lang` (`secs` said as [`format_duration_in`] says
/// it), the verb agreeing with the duration's first number and unit
/// where the language wants it ("остался 1 день", "zostały 2 dni").
pub fn time_left_in(lang: Lang, secs: i64) -> String {
    let ((count, unit), _) = duration_parts(secs);
    left_phrase(lang, format_duration_in(lang, secs), count, unit.word())
}

/// The word a message selects a variant by (`alice`, `three-board`,
/// `narrow`, `duo`: a message's keys cannot start with a digit).
pub(crate) fn variant_key(variant: crate::states::Variant) -> &'static str {
    match variant {
        crate::states::Variant::Narrow => "narrow",
        other => other.as_str(),
    }
}

/// A game's name after its number (in a list, a caption, a start):
/// nothing for Alice chess, its name in brackets for the others.
pub(crate) fn variant_suffix(lang: Lang, variant: crate::states::Variant) -> String {
    t!(lang, "game-suffix", variant = variant_key(variant))
}

/// A moment to come as Discord shows it to each reader, counting in their
/// own language ("in 59 seconds"): `<t:SECONDS:R>`, its second begun (it
/// never says more time than there is).
pub fn moment(at_ms: i64) -> String {
    format!("<t:{}:R>", at_ms.div_euclid(1000))
}

/// `text` with each [`moment`] in it said as a terminal shows it at `now`:
/// counted down as a clock reading ("in 0:59"), since it cannot count.
pub fn moments_shown(text: &str, lang: Lang, now: i64) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(at) = rest.find("<t:") {
        out.push_str(&rest[..at]);
        let tail = &rest[at + 3..];
        let seconds = tail
            .find(":R>")
            .and_then(|end| tail[..end].parse::<i64>().ok().map(|s| (s, end)));
        match seconds {
            Some((s, end)) => {
                let left = (s.saturating_mul(1000) - now).max(0);
                let clock = crate::states::clock_reading(left);
                out.push_str(&crate::t!(lang, "relative-in", clock = clock));
                rest = &tail[end + 3..];
            }
            None => {
                out.push_str("<t:");
                rest = tail;
            }
        }
    }
    out.push_str(rest);
    out
}

/// A live clock's reading as time left: "4:32 left".
pub fn clock_left_in(lang: Lang, ms: i64) -> String {
    left_phrase(lang, crate::states::clock_reading(ms), 0, "clock")
}

fn left_phrase(lang: Lang, left: String, count: i64, unit: &str) -> String {
    crate::t!(lang, "time-left", left = left, count = count, unit = unit)
}

/// A unit a duration is said in.
#[derive(Clone, Copy)]
enum Unit {
    Day,
    Hour,
    Minute,
}

impl Unit {
    /// The word a message selects on (`time-left`'s `$unit`).
    fn word(self) -> &'static str {
        match self {
            Unit::Day => "day",
            Unit::Hour => "hour",
            Unit::Minute => "minute",
        }
    }

    /// The message that says a number of it.
    fn message(self) -> &'static str {
        match self {
            Unit::Day => "duration-days",
            Unit::Hour => "duration-hours",
            Unit::Minute => "duration-minutes",
        }
    }
}

/// A duration as it is said: a number and its unit, and perhaps a second
/// (`1 day 6 hours`; a moment left is a minute, nothing left no minutes).
fn duration_parts(secs: i64) -> ((i64, Unit), Option<(i64, Unit)>) {
    let secs = secs.max(0);
    let (d, h, m) = (secs / 86_400, secs % 86_400 / 3600, secs % 3600 / 60);
    match (d, h, m) {
        (0, 0, m) => ((m.max(if secs > 0 { 1 } else { 0 }), Unit::Minute), None),
        (0, h, 0) => ((h, Unit::Hour), None),
        (0, h, m) => ((h, Unit::Hour), Some((m, Unit::Minute))),
        (d, 0, _) => ((d, Unit::Day), None),
        (d, h, _) => ((d, Unit::Day), Some((h, Unit::Hour))),
    }
}

/// A duration to be said in the reader's language.
pub fn duration_text(secs: i64) -> Text {
    let part = |(n, unit): (i64, Unit)| crate::text!(unit.message(), count = n);
    match duration_parts(secs) {
        (first, Some(second)) => {
            crate::text!("duration-pair", first = part(first), second = part(second))
        }
        (only, None) => part(only),
    }
}
