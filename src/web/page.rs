//! The table's pages: a game's (its boards drawn here as SVG, its moves,
//! whose turn it is; the script `assets/web/table.js` then follows it
//! live) and the one "not found". The script and the style are plain files
//! served as they are: the page needs no build step.

use crate::lang::Lang;
use crate::render::svg::{defs, escape};
use crate::render::{Pieces, RenderError};
use crate::service::TableView;
use crate::t;

pub const SCRIPT: &str = include_str!("../../assets/web/table.js");
pub const STYLE: &str = include_str!("../../assets/web/table.css");
/// The Activity's script: Discord's Embedded App SDK and the few lines
/// that sign the member in with it, bundled by `assets/web/activity/build`.
pub const ACTIVITY_SCRIPT: &str = include_str!("../../assets/web/activity.js");

/// The document's head; with the table's style when `style` names the
/// address prefix it is served under.
fn head(lang: Lang, style: Option<&str>, title: &str) -> String {
    format!(
        "<!doctype html>\n<html lang=\"{code}\"><head><meta charset=\"utf-8\">\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\
         <meta name=\"referrer\" content=\"no-referrer\">\
         <title>{title}</title>{link}</head>",
        code = lang.code(),
        title = escape(title),
        link = style
            .map(|p| format!(
                "<link rel=\"stylesheet\" href=\"{}/static/table.css\">",
                escape(p)
            ))
            .unwrap_or_default(),
    )
}

/// Signing in, as a page offers it: whether it is offered, and who is
/// signed in.
pub struct SignIn {
    pub offered: bool,
    pub who: Option<String>,
    /// The signed-in member plays this game (and it goes on): the page
    /// takes their moves.
    pub plays: bool,
    /// The side they play (`white` or `black`), when they play it.
    pub side: Option<&'static str>,
}

/// The sign-in line of a page: who is signed in and the way out, else
/// the way in (back to `back`).
fn sign_in_line(lang: Lang, prefix: &str, back: &str, s: &SignIn) -> String {
    match (&s.who, s.offered) {
        (Some(name), _) => format!(
            "<p id=\"account\">{} <button id=\"sign-out\" type=\"button\" data-logout=\"{}/logout\" data-me=\"{}/me\">{}</button></p>",
            escape(&t!(lang, "web-signed-in-as", name = name.as_str())),
            escape(prefix),
            escape(prefix),
            escape(&t!(lang, "web-sign-out"))
        ),
        (None, true) => format!(
            "<p id=\"account\"><a href=\"{}/login?next={}\">{}</a></p>",
            escape(prefix),
            escape(&super::encode(back)),
            escape(&t!(lang, "web-sign-in"))
        ),
        (None, false) => String::new(),
    }
}

/// A game's page as `view` shows it; `key` is its address's last part.
pub fn game(
    view: &TableView,
    lang: Lang,
    prefix: &str,
    key: &str,
    sign_in: &SignIn,
) -> Result<String, RenderError> {
    let mut html = head(lang, Some(prefix), &view.title);
    html.push_str(&format!(
        "<body data-live=\"{prefix}/g/{key}/live?side={side}\" data-status=\"{status}\" data-ply=\"{ply}\" \
         data-version=\"{version}\" data-game=\"{prefix}/g/{key}\" data-me=\"{prefix}/me\">{defs}\
         <header><h1 id=\"title\">{title}</h1><p id=\"headline\">{headline}</p>\
         <p id=\"clock\" data-left=\"{left}\" data-days=\"{days}\"></p>{clocks}\
         <p id=\"link\" data-live=\"{live}\" data-lost=\"{lost}\"></p>{account}</header>\
         {offers}{play}<main><section id=\"boards\">{boards}</section>\
         <aside><h2>{moves_title}</h2><ol id=\"moves\" data-empty=\"{empty}\">{moves}</ol></aside></main>\
         <script src=\"{prefix}/static/table.js\" defer></script></body></html>",
        prefix = escape(prefix),
        key = escape(key),
        status = escape(&view.status),
        version = escape(&view.version),
        side = escape(&view.side),
        account = sign_in_line(lang, prefix, &format!("{prefix}/g/{key}"), sign_in),
        play = if sign_in.plays {
            format!(
                "<form id=\"play\" data-move=\"{p}/g/{k}/move\" data-game=\"{p}/g/{k}\" data-me=\"{p}/me\">\
                 <input id=\"move\" name=\"move\" autocomplete=\"off\" maxlength=\"32\" \
                 aria-label=\"{label}\" placeholder=\"{label}\"> <button type=\"submit\">{send}</button>\
                 <span class=\"offers\"><button type=\"button\" data-act=\"draw\">{draw}</button> \
                 <button type=\"button\" data-act=\"takeback\">{takeback}</button> \
                 <button type=\"button\" data-act=\"resign\" data-confirm=\"{confirm}\">{resign}</button></span>\
                 <p id=\"said\" role=\"status\"></p></form>",
                p = escape(prefix),
                k = escape(key),
                label = escape(&t!(lang, "web-move-placeholder")),
                send = escape(&t!(lang, "web-move-send")),
                draw = escape(&t!(lang, "button-offer-draw")),
                takeback = escape(&t!(lang, "web-takeback")),
                resign = escape(&t!(lang, "button-resign")),
                confirm = escape(&t!(lang, "resign-confirm", game = view.game)),
            )
        } else {
            String::new()
        },
        ply = view.ply,
        offers = offers_line(view, lang, sign_in),
        defs = defs(Pieces::Figures)?,
        title = escape(&view.title),
        headline = escape(&view.headline),
        days = escape(&t!(lang, "web-clock-days")),
        left = view.time_left_ms.map(|d| d.to_string()).unwrap_or_default(),
        clocks = clocks(view),
        live = escape(&t!(lang, "web-live")),
        lost = escape(&t!(lang, "web-reconnecting")),
        boards = view.boards.concat(),
        moves_title = escape(&t!(lang, "web-moves")),
        empty = escape(&t!(lang, "web-no-moves")),
        moves = full_moves(&view.moves)
            .iter()
            .map(|m| format!("<li>{}</li>", escape(m)))
            .collect::<String>(),
    ));
    Ok(html)
}

/// The standing offers, one line each (the script redraws them, with
/// Accept and Decline on the opponent's page and Withdraw and a word that
/// the answer is awaited on the maker's).
fn offers_line(view: &TableView, lang: Lang, sign_in: &SignIn) -> String {
    let me = if sign_in.plays {
        sign_in.side.unwrap_or("")
    } else {
        ""
    };
    let lines: String = view
        .offers
        .iter()
        .map(|o| {
            format!(
                "<span class=\"offer\" data-kind=\"{}\" data-by=\"{}\">{}</span>",
                escape(&o.kind),
                escape(&o.by),
                escape(&o.text)
            )
        })
        .collect();
    format!(
        "<p id=\"offers\" role=\"status\" data-me=\"{me}\" data-accept=\"{}\" data-decline=\"{}\" \
         data-withdraw=\"{}\" data-pending=\"{}\" data-declined=\"{}\">{lines}</p>",
        escape(&t!(lang, "button-accept")),
        escape(&t!(lang, "button-decline")),
        escape(&t!(lang, "web-withdraw")),
        escape(&t!(lang, "web-offer-pending")),
        escape(&t!(lang, "web-offer-declined")),
    )
}

/// A live game's two clocks, each beside its player's name (the script
/// runs the one whose turn it is); nothing for a game of a time per move.
fn clocks(view: &TableView) -> String {
    let Some(c) = &view.clock else {
        return String::new();
    };
    let one = |side: &str, name: &str, ms: i64| {
        let running = c.running.as_deref() == Some(side);
        format!(
            "<span class=\"clock{}\" id=\"clock-{side}\" data-ms=\"{ms}\"><span class=\"who\">{}</span> <time>{}</time></span>",
            if running { " running" } else { "" },
            escape(name),
            escape(&crate::states::clock_reading(ms)),
        )
    };
    format!(
        "<p id=\"clocks\" data-control=\"{}\" data-running=\"{}\">{} {}</p>",
        escape(&c.control),
        escape(c.running.as_deref().unwrap_or_default()),
        one("white", &view.white, c.white_ms),
        one("black", &view.black, c.black_ms)
    )
}

/// Numbered moves as lines of one full move each: "1. e4 d5"; a game
/// that starts with Black's move starts with "1... d5". The script
/// groups them the same way.
pub fn full_moves(moves: &[String]) -> Vec<String> {
    let mut lines: Vec<String> = Vec::new();
    for m in moves {
        match (m.split_once("... "), lines.last_mut()) {
            (Some((n, san)), Some(line)) if line.starts_with(&format!("{n}. ")) => {
                line.push(' ');
                line.push_str(san);
            }
            _ => lines.push(m.clone()),
        }
    }
    lines
}

/// The answer when a game cannot be read just now.
pub fn unavailable(lang: Lang) -> String {
    notice(lang, "web-unavailable-title", "web-unavailable")
}

/// A sign-in that did not happen: why (the message `why`).
pub fn sign_in_failed(lang: Lang, why: &str) -> String {
    notice(lang, "web-sign-in-title", why)
}

/// The answer for a missing game, a wrong token and any other address.
pub fn not_found(lang: Lang) -> String {
    notice(lang, "web-not-found-title", "web-not-found")
}

/// The page Discord opens as the Activity: its script signs the member
/// in through the Embedded App SDK and goes on to the game of the channel
/// it was opened in (`client` is the application's id).
pub fn activity(lang: Lang, prefix: &str, client: u64, state: &str) -> String {
    let title = t!(lang, "web-activity-title");
    let mut html = head(lang, Some(prefix), &title);
    html.push_str(&format!(
        "<body data-client=\"{client}\" data-state=\"{state}\" data-token=\"{p}/activity/token\" \
         data-game=\"{p}/activity/game\" data-failed=\"{failed}\" data-none=\"{none}\" \
         data-outside=\"{outside}\">\
         <main class=\"gone\"><h1>{title}</h1><p id=\"said\" role=\"status\">{wait}</p></main>\
         <script src=\"{p}/static/activity.js\" defer></script></body></html>",
        p = escape(prefix),
        state = escape(state),
        title = escape(&title),
        wait = escape(&t!(lang, "web-activity-connecting")),
        failed = escape(&t!(lang, "web-sign-in-failed")),
        none = escape(&t!(lang, "web-activity-no-game")),
        outside = escape(&t!(lang, "web-activity-outside")),
    ));
    html
}

/// A page of a heading and a line, from the messages `title` and `text`.
fn notice(lang: Lang, title: &str, text: &str) -> String {
    let title = t!(lang, title);
    let mut html = head(lang, None, &title);
    html.push_str(&format!(
        "<body><main class=\"gone\"><h1>{}</h1><p>{}</p></main></body></html>",
        escape(&title),
        escape(&t!(lang, text))
    ));
    html
}

#[cfg(test)]
mod tests {
    use super::full_moves;

    #[test]
    fn moves_are_shown_a_full_move_a_line() {
        let m = |v: &[&str]| v.iter().map(|s| s.to_string()).collect::<Vec<_>>();
        assert_eq!(
            full_moves(&m(&["1. e4", "1... d5", "2. Nf3"])),
            m(&["1. e4 d5", "2. Nf3"])
        );
        assert_eq!(
            full_moves(&m(&["7... Kd8", "8. Qd1", "8... Ke8"])),
            m(&["7... Kd8", "8. Qd1 Ke8"])
        );
        assert!(full_moves(&[]).is_empty());
    }
}
