//! Errors of the service: what a member did wrong (shown to them,
//! specific: each room's own error, written beside the room's actions with
//! its texts, gathered into `UserError` by [`user_errors!`] in the
//! service's `mod.rs`) and what went wrong inside (logged with context;
//! the member sees an apology with an error id).

use super::UserError;
use crate::lang::Lang;
use crate::t;
use std::fmt;

/// Declares what a member did wrong: an error of each room (each room's
/// type is written beside its actions, with its texts), and the refusals
/// every room shares. Each room's error goes into [`UserError`] and
/// [`ServiceError`] by `?`, and compares with a `UserError` in tests.
macro_rules! user_errors {
    ($($(#[$doc:meta])* $variant:ident($room:ident),)*) => {

        /// What a member did wrong: shown to them, specific.
        #[derive(Clone, Debug, PartialEq, Eq)]
        pub enum UserError {
            $($(#[$doc])* $variant($room),)*
            /// An option whose value does not read.
            BadOption($crate::lang::Text),
            /// The member asked for `what` (`gif`, `analysis`, `board`,
            /// `bot-game`) faster than the limit allows.
            TooMany {
                what: &'static str,
                wait_secs: i64,
            },
        }

        impl UserError {
            /// What the member reads, in their language.
            pub fn text(&self, lang: $crate::lang::Lang) -> String {
                match self {
                    $(UserError::$variant(e) => e.text(lang),)*
                    UserError::BadOption(why) => $crate::service::error::sentence(lang, why.say(lang)),
                    UserError::TooMany { what, wait_secs } => $crate::t!(
                        lang,
                        "error-too-many",
                        what = *what,
                        wait = $crate::service::format_seconds_in(lang, *wait_secs)
                    ),
                }
            }
        }

        $(
            impl From<$room> for UserError {
                fn from(e: $room) -> Self {
                    UserError::$variant(e)
                }
            }

            impl From<$room> for $crate::service::ServiceError {
                fn from(e: $room) -> Self {
                    $crate::service::ServiceError::User(UserError::$variant(e))
                }
            }

            impl PartialEq<$room> for UserError {
                fn eq(&self, other: &$room) -> bool {
                    matches!(self, UserError::$variant(e) if e == other)
                }
            }

            impl std::fmt::Display for $room {
                fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                    f.write_str(&self.text($crate::lang::Lang::EN))
                }
            }
        )*
    };
}

pub(crate) use user_errors;

/// Words shown alone as an answer, ended as a sentence in `lang`: a
/// reason that is a fragment (the rules core's refusal of a move, an
/// option's refusal) gets the language's full stop; one that already ends
/// a sentence is left as it is.
pub fn sentence(lang: Lang, said: String) -> String {
    if said.ends_with(['.', '!', '?', '…']) {
        said
    } else {
        t!(lang, "sentence", text = said)
    }
}

/// Items of a list joined by the language's separator.
pub(crate) fn list(lang: Lang, items: impl IntoIterator<Item = String>) -> String {
    items
        .into_iter()
        .collect::<Vec<_>>()
        .join(&lang.t("list-separator"))
}

impl fmt::Display for UserError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text(Lang::EN))
    }
}

#[derive(Debug)]
pub enum ServiceError {
    User(UserError),
    Internal(String),
}

impl ServiceError {
    /// The text a user sees. Internal details stay in the log, under
    /// `error_id`.
    pub fn user_message(&self, error_id: &str) -> String {
        self.user_message_in(error_id, Lang::EN)
    }

    /// [`ServiceError::user_message`] in `lang`.
    pub fn user_message_in(&self, error_id: &str, lang: Lang) -> String {
        match self {
            ServiceError::User(e) => e.text(lang),
            ServiceError::Internal(_) => t!(lang, "error-internal", id = error_id),
        }
    }

    pub fn is_internal(&self) -> bool {
        matches!(self, ServiceError::Internal(_))
    }
}

impl fmt::Display for ServiceError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ServiceError::User(e) => write!(f, "{e}"),
            ServiceError::Internal(e) => write!(f, "internal error: {e}"),
        }
    }
}

impl std::error::Error for ServiceError {}

impl From<UserError> for ServiceError {
    fn from(e: UserError) -> Self {
        ServiceError::User(e)
    }
}

impl From<sqlx::Error> for ServiceError {
    fn from(e: sqlx::Error) -> Self {
        ServiceError::Internal(format!("database: {e}"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lang::Text;
    use crate::service::GameError;

    /// A reason shown alone ends as a sentence, once: a fragment gets the
    /// full stop, a sentence keeps its own.
    #[test]
    fn a_reason_shown_alone_ends_as_a_sentence_once() {
        let refused = "Ke2: e2 on board A holds one of your own pieces";
        assert_eq!(sentence(Lang::EN, refused.into()), format!("{refused}."));
        let whole = "No piece of yours on e2 of board A can move.";
        assert_eq!(sentence(Lang::EN, whole.into()), whole);
        assert_eq!(sentence(Lang::EN, "Why?".into()), "Why?");
        let fr = Lang::parse("fr").unwrap();
        assert_eq!(sentence(fr, "Ke7 : case prise".into()), "Ke7 : case prise.");
        let said = GameError::Move(Text::from(refused)).text(Lang::EN);
        assert_eq!(said, format!("{refused}."));
    }

    /// A member sees what was wrong with their request, or, for a fault
    /// of ours, only an apology with the id the operator's log carries
    /// (the log is written for internal errors alone).
    #[test]
    fn what_a_member_sees_and_what_the_operator_logs() {
        let ours = ServiceError::Internal("database: disk full".into());
        assert!(ours.is_internal());
        assert_eq!(
            ours.user_message("E7"),
            "Sorry, something went wrong on our side and nothing was changed. (error E7)"
        );
        assert_eq!(ours.to_string(), "internal error: database: disk full");
        let theirs = ServiceError::from(GameError::NoSuchGame(9));
        assert!(!theirs.is_internal());
        assert_eq!(theirs.user_message("E8"), theirs.to_string());
    }
}
