//! Suggestions while a player types (autocomplete): the legal moves of
//! their game and their games in progress. Suggestions never fail loudly:
//! when nothing fits, the list is empty.

use super::ServiceError;
use super::{Challenges, Games};
use crate::lang::Lang;
use crate::store;
use crate::t;
use alice_core::{Color, Move, Role, Shape, TwoBoards};

/// At most this many suggestions (Discord's limit).
pub const MAX_CHOICES: usize = 25;

/// A move as typed, reduced to what matters for matching: lower case,
/// without capture, check, promotion and board marks.
fn simplify(text: &str) -> String {
    text.chars()
        .filter(|c| !matches!(c, 'x' | 'X' | '+' | '#' | '=' | '-' | ':' | ' ' | '/'))
        .collect::<String>()
        .to_ascii_lowercase()
}

/// The order of pieces in suggestions: king first, pawns last.
pub(super) const ROLE_ORDER: [Role; 6] = [
    Role::King,
    Role::Queen,
    Role::Rook,
    Role::Bishop,
    Role::Knight,
    Role::Pawn,
];

/// A move's SAN without the check or mate mark: a suggestion must not tell
/// a player that a move checks or mates (the reply after the move does).
pub fn san_without_check<S: Shape>(pos: &TwoBoards<S>, mv: Move) -> String {
    pos.san(mv).trim_end_matches(['+', '#']).to_string()
}

/// The legal moves of `pos` in canonical SAN (without `+` or `#`) that
/// match what was typed, at most `MAX_CHOICES`. The order judges nothing:
/// by piece (king first, pawns last), then the board played on, the
/// from-square, the to-square and the promotion piece.
pub fn suggest_moves<S: Shape>(pos: &TwoBoards<S>, typed: &str) -> Vec<String> {
    let typed_plain = simplify(typed);
    let typed_lower = typed.trim().to_ascii_lowercase();
    // (piece, board, from, to, promotion), then the SAN.
    type SortKey = (usize, usize, usize, usize, usize);
    let mut found: Vec<(SortKey, String)> = Vec::new();
    for mv in pos.legal_moves().iter().copied() {
        let san = san_without_check(pos, mv);
        let plain = simplify(&san);
        let fits = typed_plain.is_empty()
            || plain.starts_with(&typed_plain)
            || mv.uci().starts_with(&typed_lower)
            // A destination (`e4`) also offers the pieces' moves to it
            // (`Ne4`, `Qxe4`).
            || typed_plain.len() >= 2 && plain.contains(&typed_plain);
        if !fits {
            continue;
        }
        let role = pos.moving_role(mv).unwrap_or(Role::Pawn);
        let key = (
            ROLE_ORDER.iter().position(|&r| r == role).unwrap_or(0),
            mv.board.index(),
            mv.from.index(),
            mv.to.index(),
            mv.promotion.map_or(0, |r| 6 - r.index()),
        );
        found.push((key, san));
    }
    found.sort();
    found.truncate(MAX_CHOICES);
    found.into_iter().map(|(_, san)| san).collect()
}

impl Games<'_> {
    /// Legal moves for a `/move` being typed: in `game`, or in the only game
    /// where it is the player's turn. Empty when it is not their turn.
    pub async fn move_choices(
        self,
        player: i64,
        game: Option<i64>,
        typed: &str,
    ) -> Result<Vec<String>, ServiceError> {
        let mut conn = self.store.read().await?;
        let id = match self.pick_game(&mut conn, player, game, true).await {
            Ok(id) => id,
            Err(ServiceError::User(_)) => return Ok(Vec::new()),
            Err(e) => return Err(e),
        };
        let l = match self.load(&mut conn, id).await {
            Ok(l) => l,
            Err(ServiceError::User(_)) => return Ok(Vec::new()),
            Err(e) => return Err(e),
        };
        if !l.row.is_active() || l.player_of(l.to_move()) != Some(player) {
            return Ok(Vec::new());
        }
        Ok(match &l.game {
            crate::games::AnyGame::Two(g) => suggest_moves(g.position(), typed),
            three => {
                // Three boards: the legal moves whose SAN starts as typed.
                let t = typed.trim().to_ascii_lowercase();
                let mut sans: Vec<String> = three
                    .legal_sans()
                    .into_iter()
                    .filter(|s| s.to_ascii_lowercase().starts_with(&t))
                    .collect();
                sans.sort();
                sans.truncate(MAX_CHOICES);
                sans
            }
        })
    }

    /// The player's games in progress as (label, id), those where it is
    /// their turn first; filtered by what was typed (a game number).
    pub async fn game_choices(
        self,
        player: i64,
        typed: &str,
    ) -> Result<Vec<(String, i64)>, ServiceError> {
        self.game_choices_in(player, typed, Lang::EN).await
    }

    /// [`Games::game_choices`] labelled in `lang`.
    pub async fn game_choices_in(
        self,
        player: i64,
        typed: &str,
        lang: Lang,
    ) -> Result<Vec<(String, i64)>, ServiceError> {
        let mut conn = self.store.read().await?;
        let rows = store::games::active_for(&mut conn, player).await?;
        let typed = typed.trim().trim_start_matches('#');
        let mut out = Vec::new();
        for row in rows {
            if !row.id.to_string().starts_with(typed) {
                continue;
            }
            // The side to move alternates from the start position's.
            let white_to_move = (row.ply % 2 == 0) == (start_turn(&row.start_fen) == Color::White);
            let to_move = if white_to_move {
                row.white_id
            } else {
                row.black_id
            };
            let me_white = row.white_id == Some(player);
            let opponent = if me_white { row.black_id } else { row.white_id };
            let name = self.name_of(&mut conn, &row, opponent).await?.say(lang);
            let mine = to_move == Some(player);
            out.push((
                !mine,
                row.id,
                t!(
                    lang,
                    "choice-game",
                    game = row.id,
                    name = name,
                    turn = if mine { "mine" } else { "theirs" }
                ),
            ));
        }
        out.sort();
        Ok(out
            .into_iter()
            .take(MAX_CHOICES)
            .map(|(_, id, label)| (label, id))
            .collect())
    }
}

impl Challenges<'_> {
    /// Open challenges a player may answer, as (label, id): those to them
    /// (or to anyone), and with `own` also their own (to cancel).
    pub async fn challenge_choices(
        self,
        player: i64,
        typed: &str,
        own: bool,
    ) -> Result<Vec<(String, i64)>, ServiceError> {
        self.challenge_choices_in(player, typed, own, Lang::EN)
            .await
    }

    /// [`Challenges::challenge_choices`] labelled in `lang`.
    pub async fn challenge_choices_in(
        self,
        player: i64,
        typed: &str,
        own: bool,
        lang: Lang,
    ) -> Result<Vec<(String, i64)>, ServiceError> {
        let now = self.now();
        let mut conn = self.store.read().await?;
        let mut rows = store::challenges::open_for(&mut conn, player, now).await?;
        if own {
            rows.extend(store::challenges::open_by(&mut conn, player, now).await?);
        }
        let typed = typed.trim().trim_start_matches('#');
        let mut out = Vec::new();
        for c in rows {
            if !c.id.to_string().starts_with(typed) || out.len() == MAX_CHOICES {
                continue;
            }
            let terms = super::error::list(
                lang,
                [
                    lang.t(if c.rated {
                        "terms-rated"
                    } else {
                        "terms-casual"
                    }),
                    super::challenges::time_terms(lang, c.time_control()),
                ],
            );
            let label = if c.challenger_id == player {
                let to = match c.opponent_id {
                    Some(o) => store::players::name(&mut conn, o)
                        .await?
                        .unwrap_or_else(|| format!("player {o}")),
                    None => lang.t("games-anyone"),
                };
                t!(
                    lang,
                    "choice-challenge-to",
                    challenge = c.id,
                    name = to,
                    terms = terms
                )
            } else {
                let from = store::players::name(&mut conn, c.challenger_id)
                    .await?
                    .unwrap_or_else(|| format!("player {}", c.challenger_id));
                t!(
                    lang,
                    "choice-challenge-from",
                    challenge = c.id,
                    name = from,
                    terms = terms
                )
            };
            out.push((label, c.id));
        }
        Ok(out)
    }
}

impl Games<'_> {
    /// Whether a `/move` (in `game`, or in whichever game it will pick) may
    /// need the engine to answer: the player has a game against the bot.
    pub async fn involves_bot(self, player: i64, game: Option<i64>) -> Result<bool, ServiceError> {
        let mut conn = self.store.read().await?;
        let rows = store::games::active_for(&mut conn, player).await?;
        Ok(rows
            .iter()
            .any(|r| r.bot_level.is_some() && game.is_none_or(|g| g == r.id)))
    }
}

/// The side to move in a start position (the FEN's second field).
fn start_turn(fen: &str) -> Color {
    if fen.split_whitespace().nth(1) == Some("b") {
        Color::Black
    } else {
        Color::White
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use alice_core::{Position, Rules};

    #[test]
    fn suggestions_match_what_was_typed() {
        let pos = Position::new(Rules::default());
        let all = suggest_moves(&pos, "");
        assert_eq!(all.len(), 20);
        let knights = suggest_moves(&pos, "nf");
        assert_eq!(knights, vec!["Nf3".to_string()]);
        assert_eq!(suggest_moves(&pos, "e2e4"), vec!["e4".to_string()]);
        assert!(suggest_moves(&pos, "Qh5").is_empty());
        assert_eq!(suggest_moves(&pos, "e4"), vec!["e4".to_string()]);
        // One letter is enough to start with.
        assert_eq!(suggest_moves(&pos, "N"), ["Na3", "Nc3", "Nf3", "Nh3"]);
        // A destination also offers the pieces that can go there.
        let mut game = alice_core::Game::new(Rules::default());
        game.play_text("Nc3").unwrap();
        game.play_text("a6").unwrap();
        let mut to_e4 = suggest_moves(game.position(), "e4");
        to_e4.sort();
        assert_eq!(to_e4, ["Ne4/A", "e4"]);
    }

    #[test]
    fn suggestions_judge_nothing() {
        // Back-rank mate: the rook crosses from board B to a8 on board A.
        // The mate is offered like any rook move, without `#`, in the
        // fixed order (king moves first), and no suggestion carries a mark.
        let pos = Position::from_fen("7k/6pp/8/8/8/8/|R7/6K1 w - - 0 1", Rules::default()).unwrap();
        let list = suggest_moves(&pos, "");
        assert!(list.iter().all(|m| !m.contains(['+', '#'])), "{list:?}");
        assert!(list[0].starts_with('K'), "{list:?}");
        assert!(list.contains(&"Ra8/A".to_string()), "{list:?}");
        assert_eq!(suggest_moves(&pos, "ra8"), vec!["Ra8/A".to_string()]);
        assert_eq!(suggest_moves(&pos, "Ra8/A#"), vec!["Ra8/A".to_string()]);
        // The same order whatever the position's merits: sorted by piece,
        // board, from-square, to-square.
        let start = Position::new(Rules::default());
        assert_eq!(
            suggest_moves(&start, "")[..6],
            ["Na3", "Nc3", "Nf3", "Nh3", "a3", "a4"]
        );
        // Promotions in the order of the pieces, the queen first.
        let pos = Position::from_fen(
            "7k/P7/8/8/8/8/8/K7|8/8/8/8/8/8/8/8 w - - 0 1",
            Rules::default(),
        )
        .unwrap();
        assert_eq!(suggest_moves(&pos, "a8"), ["a8=Q", "a8=R", "a8=B", "a8=N"]);
    }
}
