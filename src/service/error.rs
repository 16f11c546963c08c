//! Errors of the service, classified in one place: what a user did wrong
//! (shown to them, specific) and what went wrong inside (logged with
//! context; the user sees an apology with an error id).

use crate::lang::{Lang, Text};
use crate::t;
use std::fmt;

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum UserError {
    NoSuchGame(i64),
    NotYourGame(i64),
    GameOver {
        id: i64,
        how: Text,
    },
    NotYourTurn {
        id: i64,
        waiting_for: Text,
    },
    /// The game moved on since the button was drawn or the move was sent.
    GameChanged(i64),
    NoGames,
    /// None of the player's games waits for them: each game and the name
    /// of who is to move there.
    NoGameToMove {
        waiting: Vec<(i64, Text)>,
    },
    /// The player's games a move could be meant for, each with the
    /// opponent's name.
    WhichGame(Vec<(i64, Text)>),
    Move(Text),
    NoSuchChallenge(i64),
    ChallengeClosed {
        id: i64,
        /// `accepted`, `declined`, `cancelled` or `answered`.
        status: &'static str,
    },
    ChallengeExpired(i64),
    NotForYou(i64),
    OwnChallenge(i64),
    NoChallenge,
    WhichChallenge(Vec<i64>),
    ChallengeSelf,
    BadOption(Text),
    TooLateToAbort(i64),
    TooEarlyToDraw(i64),
    NothingToTakeBack(i64),
    AlreadyOffered {
        id: i64,
        /// `draw` or `takeback`.
        what: &'static str,
    },
    /// No offer of `what` (`draw` or `takeback`) by the opponent stands.
    NoOffer {
        id: i64,
        what: &'static str,
    },
    NoSuchPlayer(String),
    /// A button or menu id that names nothing this bot writes.
    UnknownControl,
    /// A menu choice the menu never offered.
    UnknownChoice,
    /// A control drawn for an older position of the game.
    Stale(i64),
    NotYourMove {
        id: i64,
        to_move: Text,
    },
    NotInServer,
    NotManager,
    /// `who` (None: the actor) has the most games in progress allowed.
    TooManyGames {
        who: Option<String>,
        limit: i64,
    },
    ChallengeExists(i64),
    EngineBusy,
    BotGamesOff,
    StillPlaying(i64),
    NoFinishedGames,
    NotFinished(i64),
    Aborted(i64),
    NothingToAnalyse(i64),
    /// The player's analysis of this game is waiting or running.
    AnalysisBusy(i64),
    /// This many analyses are waiting or running, the most allowed.
    AnalysesFull(usize),
    /// The member asked for `what` (`gif`, `analysis`, `board`, `bot-game`)
    /// faster than the limit allows.
    TooMany {
        what: &'static str,
        wait_secs: i64,
    },
    /// No puzzle is stored yet; `manager`: said to a member who manages
    /// the server, who is told how the host adds them.
    NoPuzzlesYet {
        manager: bool,
    },
    /// Every puzzle stored has been tried by this member (`manager` as
    /// above).
    NoPuzzleLeft {
        manager: bool,
    },
    NoSuchPuzzle(String),
    NoPuzzleAttempt,
    /// A puzzle control drawn for an earlier move of the attempt.
    PuzzleStale,
    /// An attempt that is over (solved or failed).
    PuzzleOver(String),
    NotYourPuzzle,
    NoDailyPuzzle,
    /// A daily puzzle time with no channel to post it in.
    NoPuzzleChannel,
}

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

impl UserError {
    /// What the member reads, in their language.
    pub fn text(&self, lang: Lang) -> String {
        use UserError::*;
        let t = |id: &str| lang.t(id);
        match self {
            NoSuchGame(id) => t!(lang, "error-no-such-game", game = *id),
            NotYourGame(id) => t!(lang, "error-not-your-game", game = *id),
            GameOver { id, how } => t!(lang, "error-game-over", game = *id, how = how.say(lang)),
            NotYourTurn { id, waiting_for } => t!(
                lang,
                "error-not-your-turn",
                game = *id,
                name = waiting_for.say(lang)
            ),
            GameChanged(id) => t!(lang, "error-game-changed", game = *id),
            NoGames => t("error-no-games"),
            NoGameToMove { waiting } => {
                let games = list(
                    lang,
                    waiting.iter().map(|(g, who)| {
                        t!(lang, "game-waits-for", game = *g, name = who.say(lang))
                    }),
                );
                t!(lang, "error-no-game-to-move", games = games)
            }
            WhichGame(games) => {
                let games = list(
                    lang,
                    games
                        .iter()
                        .map(|(g, opp)| t!(lang, "game-versus", game = *g, name = opp.say(lang))),
                );
                t!(lang, "error-which-game", games = games)
            }
            Move(why) => sentence(lang, why.say(lang)),
            NoSuchChallenge(id) => t!(lang, "error-no-such-challenge", challenge = *id),
            ChallengeClosed { id, status } => {
                t!(
                    lang,
                    "error-challenge-closed",
                    challenge = *id,
                    status = *status
                )
            }
            ChallengeExpired(id) => t!(lang, "error-challenge-expired", challenge = *id),
            NotForYou(id) => t!(lang, "error-not-for-you", challenge = *id),
            OwnChallenge(id) => t!(lang, "error-own-challenge", challenge = *id),
            NoChallenge => t("error-no-challenge"),
            WhichChallenge(ids) => {
                let ids = ids.iter().map(|c| format!("#{c}"));
                t!(
                    lang,
                    "error-which-challenge",
                    challenges = ids.collect::<Vec<_>>().join(", ")
                )
            }
            ChallengeSelf => t("error-challenge-self"),
            BadOption(why) => sentence(lang, why.say(lang)),
            TooLateToAbort(id) => t!(lang, "error-too-late-to-abort", game = *id),
            TooEarlyToDraw(id) => t!(lang, "error-too-early-to-draw", game = *id),
            NothingToTakeBack(id) => t!(lang, "error-nothing-to-take-back", game = *id),
            AlreadyOffered { id, what } => {
                t!(lang, "error-already-offered", game = *id, what = *what)
            }
            NoOffer { id, what } => t!(lang, "error-no-offer", game = *id, what = *what),
            NoSuchPlayer(name) => t!(lang, "error-no-such-player", name = name.as_str()),
            UnknownControl => t("error-unknown-control"),
            UnknownChoice => t("error-unknown-choice"),
            Stale(id) => t!(lang, "error-stale", game = *id),
            NotYourMove { id, to_move } => {
                t!(
                    lang,
                    "error-not-your-move",
                    game = *id,
                    name = to_move.say(lang)
                )
            }
            NotInServer => t("error-not-in-server"),
            NotManager => t("error-not-manager"),
            TooManyGames { who: None, limit } => t!(lang, "error-too-many-games", limit = *limit),
            TooManyGames {
                who: Some(name),
                limit,
            } => t!(
                lang,
                "error-too-many-games-other",
                name = name.as_str(),
                limit = *limit
            ),
            ChallengeExists(id) => t!(lang, "error-challenge-exists", challenge = *id),
            EngineBusy => t("error-engine-busy"),
            BotGamesOff => t("error-bot-games-off"),
            StillPlaying(id) => t!(lang, "error-still-playing", game = *id),
            NoFinishedGames => t("error-no-finished-games"),
            NotFinished(id) => t!(lang, "error-not-finished", game = *id),
            Aborted(id) => t!(lang, "error-aborted", game = *id),
            NothingToAnalyse(id) => t!(lang, "error-nothing-to-analyse", game = *id),
            AnalysisBusy(id) => t!(lang, "error-analysis-busy", game = *id),
            AnalysesFull(n) => t!(lang, "error-analyses-full", count = *n as i64),
            TooMany { what, wait_secs } => t!(
                lang,
                "error-too-many",
                what = *what,
                wait = super::format_seconds_in(lang, *wait_secs)
            ),
            NoPuzzlesYet { manager } | NoPuzzleLeft { manager } => {
                let said = match self {
                    NoPuzzlesYet { .. } => t("error-no-puzzles-yet"),
                    _ => t("error-no-puzzle-left"),
                };
                if *manager {
                    format!("{said} {}", t("error-puzzles-how-to-add"))
                } else {
                    said
                }
            }
            NoSuchPuzzle(id) => t!(lang, "error-no-such-puzzle", puzzle = id.as_str()),
            NoPuzzleAttempt => t("error-no-puzzle-attempt"),
            PuzzleStale => t("error-puzzle-stale"),
            PuzzleOver(id) => t!(lang, "error-puzzle-over", puzzle = id.as_str()),
            NotYourPuzzle => t("error-not-your-puzzle"),
            NoDailyPuzzle => t("error-no-daily-puzzle"),
            NoPuzzleChannel => t("error-no-puzzle-channel"),
        }
    }
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
        let said = UserError::Move(Text::from(refused)).text(Lang::EN);
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
        let theirs = ServiceError::from(UserError::NoSuchGame(9));
        assert!(!theirs.is_internal());
        assert_eq!(theirs.user_message("E8"), theirs.to_string());
    }
}
