//! Errors of the service, classified in one place: what a user did wrong
//! (shown to them, specific) and what went wrong inside (logged with
//! context; the user sees an apology with an error id).

use std::fmt;

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum UserError {
    NoSuchGame(i64),
    NotYourGame(i64),
    GameOver {
        id: i64,
        how: String,
    },
    NotYourTurn {
        id: i64,
        waiting_for: String,
    },
    /// The game moved on since the button was drawn or the move was sent.
    GameChanged(i64),
    NoGames,
    NoGameToMove {
        waiting: String,
    },
    WhichGame(String),
    Move(String),
    NoSuchChallenge(i64),
    ChallengeClosed {
        id: i64,
        status: String,
    },
    ChallengeExpired(i64),
    NotForYou(i64),
    OwnChallenge(i64),
    NoChallenge,
    WhichChallenge(String),
    ChallengeSelf,
    BadOption(String),
    TooLateToAbort(i64),
    TooEarlyToDraw(i64),
    NothingToTakeBack(i64),
    AlreadyOffered {
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
        to_move: String,
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
    /// The member asked for `what` faster than the limit allows.
    TooMany {
        what: &'static str,
        wait_secs: i64,
    },
    /// Every puzzle has been tried by this member (or none is stored).
    NoPuzzleLeft,
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

impl fmt::Display for UserError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use UserError::*;
        match self {
            NoSuchGame(id) => write!(f, "There is no game #{id}."),
            NotYourGame(id) => write!(f, "You are not playing in game #{id}."),
            GameOver { id, how } => write!(f, "Game #{id} is over ({how})."),
            NotYourTurn { id, waiting_for } => write!(f, "It is not your turn in game #{id}: {waiting_for} is to move."),
            GameChanged(id) => write!(f, "Game #{id} has changed since then; nothing was done. Look at /board game:{id} and try again."),
            NoGames => write!(f, "You have no game in progress. Start one with /challenge or /play."),
            NoGameToMove { waiting } => write!(f, "It is not your turn in any of your games ({waiting})."),
            WhichGame(list) => write!(f, "You have several games: {list}. Say which with game:<id>."),
            Move(why) => write!(f, "{why}"),
            NoSuchChallenge(id) => write!(f, "There is no challenge #{id}."),
            ChallengeClosed { id, status } => write!(f, "Challenge #{id} was already {status}."),
            ChallengeExpired(id) => write!(f, "Challenge #{id} has expired."),
            NotForYou(id) => write!(f, "Challenge #{id} is not addressed to you."),
            OwnChallenge(id) => write!(f, "Challenge #{id} is your own; you cannot accept it."),
            NoChallenge => write!(f, "There is no open challenge for you."),
            WhichChallenge(list) => write!(f, "Several challenges are open for you: {list}. Say which with challenge:<id>."),
            ChallengeSelf => write!(f, "You cannot challenge yourself."),
            BadOption(why) => write!(f, "{why}"),
            TooLateToAbort(id) => write!(f, "Game #{id} can no longer be aborted: both sides have moved. You can resign or offer a draw."),
            TooEarlyToDraw(id) => write!(f, "A draw can be offered in game #{id} once both sides have moved. Until then /abort ends it, and it does not count."),
            NothingToTakeBack(id) => write!(f, "You have no move to take back in game #{id}."),
            AlreadyOffered { id, what } => write!(f, "You already offered a {what} in game #{id}; waiting for an answer."),
            NoSuchPlayer(name) => write!(f, "No player called {name} has played here."),
            UnknownControl => write!(f, "This control belongs to an older version of me; use the slash commands instead."),
            UnknownChoice => write!(f, "That is not one of the menu's choices; nothing was done."),
            Stale(id) => write!(f, "That menu shows an older position of game #{id}; nothing was done. Use the controls of the game's latest message (or /board game:{id})."),
            NotYourMove { id, to_move } => write!(f, "Not your move: these controls are for {to_move}, who is to move in game #{id}."),
            NotInServer => write!(f, "Server settings exist only in a server; use /server-settings in one."),
            NotManager => write!(f, "Only members with the Manage Server permission can use /server-settings."),
            TooManyGames { who: None, limit } => write!(f, "You already have {limit} games in progress, the most this server allows; finish one first."),
            TooManyGames { who: Some(name), limit } => write!(f, "{name} already has {limit} games in progress, the most this server allows."),
            ChallengeExists(id) => write!(f, "Challenge #{id} between you two is still open; answer or cancel it first (/decline challenge:{id})."),
            EngineBusy => write!(f, "Alice is still thinking about a move for you; wait for her reply, then try again."),
            BotGamesOff => write!(f, "Games against the bot are switched off in this server."),
            StillPlaying(id) => write!(f, "Game #{id} is still in progress; a rematch comes after it ends."),
            NoFinishedGames => write!(f, "You have no finished game to analyse yet. Name one with game:<id>."),
            NotFinished(id) => write!(f, "Game #{id} is still being played; /analyze looks at finished games only, so that nobody gets the engine's help during a game."),
            Aborted(id) => write!(f, "Game #{id} was aborted; there is nothing to analyse."),
            NothingToAnalyse(id) => write!(f, "Game #{id} ended before any move was played; there is nothing to analyse."),
            AnalysisBusy(id) => write!(f, "Your analysis of game #{id} is still running; its answer comes when it is done. Ask for another one after it."),
            AnalysesFull(n) => write!(f, "The engine is busy with {n} analyses already; nothing was started. Please ask again in a few minutes."),
            TooMany { what, wait_secs } => write!(f, "You have asked for many {what} in a short time; please wait {} and try again.", super::format_seconds(*wait_secs)),
            NoPuzzleLeft => write!(f, "You have tried every puzzle here; /puzzle id:<id> replays one you have seen."),
            NoSuchPuzzle(id) => write!(f, "There is no puzzle `{id}`."),
            NoPuzzleAttempt => write!(f, "You are not solving a puzzle; /puzzle gives you one."),
            PuzzleStale => write!(f, "That menu shows an earlier move of your puzzle; nothing was done. Use the latest one (or /puzzle)."),
            PuzzleOver(id) => write!(f, "Your attempt at puzzle {id} is over; /puzzle gives you another, /puzzle id:{id} replays it."),
            NotYourPuzzle => write!(f, "These controls belong to someone else's puzzle; /puzzle gives you your own."),
            NoDailyPuzzle => write!(f, "This server has no daily puzzle of the day this button was posted for."),
            NoPuzzleChannel => write!(f, "The daily puzzle needs a channel: set puzzle_channel too."),
        }
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
        match self {
            ServiceError::User(e) => e.to_string(),
            ServiceError::Internal(_) => format!(
                "Sorry, something went wrong on our side and nothing was changed. (error {error_id})"
            ),
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
