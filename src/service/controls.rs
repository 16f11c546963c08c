//! A message's controls: moves by clicks (a menu of the pieces that can
//! move, then a private menu of the chosen piece's moves), the history
//! buttons, and the one dispatcher both front ends send a pressed button
//! or a chosen option to. Like the typed suggestions, the menus judge
//! nothing: a fixed order, no check or mate marks.

use super::choices::{san_without_check, ROLE_ORDER};
use super::limits::Costly;
use super::reply::{parse_piece, piece_value, MENU_PAGES};
use super::{
    side_word, Arrow, Button, Control, Loaded, Menu, MenuOption, Place, Player, Reply, Select,
    ServiceError, UserError,
};
use super::{Challenges, Controls, Games, Offers, Puzzles};
use crate::lang::Lang;
use crate::service::GameError;
use crate::{t, text};
use alice_core::three::{BoardRule, BoardSet, SetBoard, SetMove};
use alice_core::{Board, Move, Role, Shape, Square, TwoBoards};

/// Discord shows at most this many options in one menu.
pub const MENU_OPTIONS: usize = 25;

/// "Knight g1 · A".
pub fn piece_label(role: Role, from: Square, board: impl std::fmt::Display) -> String {
    piece_label_in(Lang::EN, role, from, board)
}

/// [`piece_label`] in `lang`.
pub fn piece_label_in(
    lang: Lang,
    role: Role,
    from: Square,
    board: impl std::fmt::Display,
) -> String {
    t!(
        lang,
        "piece-label",
        role = role.name(),
        square = from.to_string(),
        board = board.to_string()
    )
}

/// A move in plain words, judging nothing: "to f3 on A, lands on f3 of B
/// · takes a pawn".
pub fn describe_move<S: Shape>(pos: &TwoBoards<S>, mv: Move) -> String {
    describe_move_in(Lang::EN, pos, mv)
}

/// [`describe_move`] in `lang`.
pub fn describe_move_in<S: Shape>(lang: Lang, pos: &TwoBoards<S>, mv: Move) -> String {
    let en_passant = !pos.occupied(mv.board).contains(mv.to);
    describe(
        lang,
        pos.moving_role(mv),
        (mv.from, mv.to),
        (mv.board, mv.landing_board()),
        pos.captured_role(mv).map(|taken| (taken, en_passant)),
        mv.promotion,
    )
}

/// The menus of a game's moves, by the family its boards are of.
pub(super) trait Menus {
    /// The pieces that can move, as menu options.
    fn piece_options(&self, lang: Lang) -> Vec<MenuOption>;
    /// The moves of the piece on `from` of `board`, as menu options, with
    /// its role; `None` when no piece of the side to move stands there.
    fn move_options(
        &self,
        lang: Lang,
        from: Square,
        board: SetBoard,
    ) -> Option<(Role, Vec<MenuOption>)>;
}

impl<S: Shape> Menus for TwoBoards<S> {
    fn piece_options(&self, lang: Lang) -> Vec<MenuOption> {
        piece_options(lang, self)
    }
    fn move_options(
        &self,
        lang: Lang,
        from: Square,
        board: SetBoard,
    ) -> Option<(Role, Vec<MenuOption>)> {
        move_options(lang, self, from, two_board(board)?)
    }
}

impl<R: BoardRule> Menus for BoardSet<R> {
    fn piece_options(&self, lang: Lang) -> Vec<MenuOption> {
        set_piece_options(lang, self)
    }
    fn move_options(
        &self,
        lang: Lang,
        from: Square,
        board: SetBoard,
    ) -> Option<(Role, Vec<MenuOption>)> {
        set_move_options(lang, self, from, board)
    }
}

/// The pieces that can move in a game on a set of boards, as menu
/// options.
fn set_piece_options<R: BoardRule>(lang: Lang, pos: &BoardSet<R>) -> Vec<MenuOption> {
    let pieces = pos
        .legal_moves()
        .into_iter()
        .map(|mv| (pos.moving_role(mv).unwrap_or(Role::Pawn), mv.board, mv.from))
        .collect();
    options_of(lang, pieces)
}

/// The moves of the piece on `from` of `board` in a game on a set of
/// boards as menu options, in a fixed order (to-square, landing
/// board, promotion piece queen first), and its role.
fn set_move_options<R: BoardRule>(
    lang: Lang,
    pos: &BoardSet<R>,
    from: Square,
    board: SetBoard,
) -> Option<(Role, Vec<MenuOption>)> {
    let mut moves: Vec<SetMove> = pos
        .legal_moves()
        .into_iter()
        .filter(|m| m.from == from && m.board == board)
        .collect();
    moves.sort_by_key(|m| {
        (
            m.to.index(),
            m.landing,
            m.promotion.map_or(0, |r| 6 - r.index()),
        )
    });
    let role = pos.piece_on(board, from)?.role;
    let options = moves
        .iter()
        .map(|&mv| MenuOption {
            label: pos.san_without_check(mv),
            value: mv.coords(),
            description: Some(describe_set_move_in(lang, pos, mv)),
        })
        .collect();
    Some((role, options))
}

/// A move on a set of boards in `lang`'s plain words, judging nothing: "to
/// f3 on A, lands on f3 of C · takes a pawn"; where the game's rules allow
/// them, also "to e4 on A, stays on A" and "zero move to e1 of B".
pub fn describe_set_move_in<R: BoardRule>(lang: Lang, pos: &BoardSet<R>, mv: SetMove) -> String {
    if BoardSet::<R>::is_zero_move(mv) {
        let mut text = t!(
            lang,
            "move-zero",
            to = mv.to.to_string(),
            landing = mv.landing.to_string()
        );
        if let Some(taken) = pos.captured_role(mv) {
            text.push_str(&t!(lang, "move-takes", role = taken.name()));
        }
        return text;
    }
    describe(
        lang,
        pos.moving_role(mv),
        (mv.from, mv.to),
        (mv.board, mv.landing),
        pos.captured_role(mv)
            .map(|taken| (taken, pos.is_en_passant(mv))),
        mv.promotion,
    )
}

/// The words of [`describe_move`] and [`describe_set_move_in`]: `taken` is the
/// captured role and whether it is taken en passant.
fn describe(
    lang: Lang,
    role: Option<Role>,
    (from, to): (Square, Square),
    (board, landing): (impl std::fmt::Display, impl std::fmt::Display),
    taken: Option<(Role, bool)>,
    promotion: Option<Role>,
) -> String {
    let (board, landing) = (board.to_string(), landing.to_string());
    let stays = board == landing;
    if role == Some(Role::King) && from.file().abs_diff(to.file()) == 2 {
        let king_side = to.file() > from.file();
        let rook_file = if king_side { 5 } else { 3 };
        let rook = Square::from_coords(rook_file, to.rank());
        let to = to.to_string();
        return t!(
            lang,
            if stays {
                "move-castles-stay"
            } else {
                "move-castles-land"
            },
            side = if king_side { "king" } else { "queen" },
            board = board,
            to = to,
            rook = rook.to_string(),
            landing = landing
        );
    }
    let to = to.to_string();
    let mut text = if stays {
        t!(lang, "move-stays", to = to, board = board)
    } else {
        t!(
            lang,
            "move-lands",
            to = to,
            board = board,
            landing = landing
        )
    };
    if let Some((taken, en_passant)) = taken {
        let id = if en_passant {
            "move-takes-en-passant"
        } else {
            "move-takes"
        };
        text.push_str(&t!(lang, id, role = taken.name()));
    }
    if let Some(p) = promotion {
        text.push_str(&t!(lang, "move-becomes", role = p.name()));
    }
    text
}

/// The two-board board of a menu's board letter (C is none).
pub(super) fn two_board(b: SetBoard) -> Option<Board> {
    match b {
        SetBoard::A => Some(Board::A),
        SetBoard::B => Some(Board::B),
        SetBoard::C => None,
    }
}

pub(super) fn as_board_three(b: Board) -> SetBoard {
    match b {
        Board::A => SetBoard::A,
        Board::B => SetBoard::B,
    }
}

pub(super) fn role_rank(role: Role) -> usize {
    ROLE_ORDER.iter().position(|&r| r == role).unwrap_or(0)
}

/// The menu of the pieces that can move, for the player to move at the
/// game's current ply: king first, pawns last, then board and square.
pub(crate) fn pieces_menu(l: &Loaded, lang: Lang) -> Option<Menu> {
    let options = crate::on_game!(&l.game, g => g.position().piece_options(lang));
    Some(Menu {
        select: Select::Pieces {
            game: l.row.id,
            ply: l.row.ply,
        },
        placeholder: t!(lang, "menu-pieces", side = side_word(l.game.turn())),
        options,
    })
}

/// Pieces that can move (role, board, square; repeats allowed) as menu
/// options: each once, king first, pawns last, then board and square.
fn options_of(lang: Lang, pieces: Vec<(Role, SetBoard, Square)>) -> Vec<MenuOption> {
    let mut keyed: Vec<(usize, SetBoard, Square, Role)> = pieces
        .into_iter()
        .map(|(role, board, from)| (role_rank(role), board, from, role))
        .collect();
    keyed.sort_by_key(|&(rank, board, from, _)| (rank, board, from.index()));
    keyed.dedup();
    keyed
        .into_iter()
        .take(MENU_OPTIONS)
        .map(|(_, board, from, role)| MenuOption {
            label: piece_label_in(lang, role, from, board),
            value: piece_value(from, board),
            description: None,
        })
        .collect()
}

/// The pieces of the side to move that can move, as menu options: king
/// first, pawns last, then board and square.
pub(super) fn piece_options<S: Shape>(lang: Lang, pos: &TwoBoards<S>) -> Vec<MenuOption> {
    let pieces = pos
        .legal_moves()
        .iter()
        .map(|mv| {
            (
                pos.moving_role(*mv).unwrap_or(Role::Pawn),
                as_board_three(mv.board),
                mv.from,
            )
        })
        .collect();
    options_of(lang, pieces)
}

/// The moves of the piece on `from` (on `board`) as menu options, and its
/// role (None: no piece of the side to move there can move).
pub(super) fn move_options<S: Shape>(
    lang: Lang,
    pos: &TwoBoards<S>,
    from: Square,
    board: Board,
) -> Option<(Role, Vec<MenuOption>)> {
    let moves = piece_moves(pos, from, board);
    let role = pos.moving_role(*moves.first()?)?;
    let options = moves
        .iter()
        .map(|&mv| MenuOption {
            label: san_without_check(pos, mv),
            value: mv.uci(),
            description: Some(describe_move_in(lang, pos, mv)),
        })
        .collect();
    Some((role, options))
}

/// The legal moves of the piece on `from` (on `board`), in a fixed order:
/// to-square, then promotion piece (queen first).
fn piece_moves<S: Shape>(pos: &TwoBoards<S>, from: Square, board: Board) -> Vec<Move> {
    let mut moves: Vec<Move> = pos
        .legal_moves()
        .iter()
        .copied()
        .filter(|m| m.from == from && m.board == board)
        .collect();
    moves.sort_by_key(|m| (m.to.index(), m.promotion.map_or(0, |r| 6 - r.index())));
    moves
}

impl Controls<'_> {
    /// A pressed button or a chosen menu option (`values`), by its id: the
    /// one dispatcher of every front end.
    pub async fn press(
        self,
        player: &Player,
        place: Place,
        id: &str,
        values: &[String],
    ) -> Result<Reply, ServiceError> {
        let Some(control) = Control::parse(id) else {
            return Err(ControlError::UnknownControl.into());
        };
        let value = || values.first().map(String::as_str).unwrap_or("");
        match control {
            Control::Button(b) => match b {
                Button::Accept { challenge } => {
                    Challenges::of(self.0).accept(player, Some(challenge)).await
                }
                Button::Decline { challenge } => {
                    Challenges::of(self.0)
                        .decline(player, Some(challenge))
                        .await
                }
                Button::Resign { game, ply } => {
                    Offers::of(self.0)
                        .ask_resign_at(player, Some(game), Some(ply))
                        .await
                }
                Button::ConfirmResign { game, ply } => {
                    Offers::of(self.0)
                        .resign(player, Some(game), Some(ply))
                        .await
                }
                Button::KeepPlaying { game } => Offers::of(self.0).keep_playing(player, game).await,
                Button::OfferDraw { game, ply } => {
                    Offers::of(self.0).draw(player, Some(game), Some(ply)).await
                }
                Button::Abort { game, ply } => {
                    Offers::of(self.0)
                        .abort_at(player, Some(game), Some(ply))
                        .await
                }
                Button::Takeback { game, ply } => {
                    Offers::of(self.0)
                        .takeback_at(player, Some(game), Some(ply))
                        .await
                }
                Button::AcceptOffer { game, ply, kind } => {
                    Offers::of(self.0).accept(player, game, ply, kind).await
                }
                Button::DeclineOffer { game, ply, kind } => {
                    Offers::of(self.0).decline(player, game, ply, kind).await
                }
                Button::Rematch { game } => {
                    Challenges::of(self.0)
                        .rematch(player, place, Some(game))
                        .await
                }
                Button::Solve { day } => Puzzles::of(self.0).solve_daily(player, place, day).await,
                Button::Join { tournament } => {
                    super::Tournaments::of(self.0)
                        .join(player, place, Some(tournament))
                        .await
                }
                Button::Leave { tournament } => {
                    super::Tournaments::of(self.0)
                        .leave(player, place, Some(tournament))
                        .await
                }
                Button::History {
                    game, ply, arrow, ..
                } => {
                    let ply = (arrow != Arrow::Last).then_some(ply);
                    self.take_token(Costly::Board, player.id)?;
                    let mut r = Games::of(self.0)
                        .history(Some(game), ply, Some(player.id), player.lang)
                        .await?;
                    r.ephemeral = true;
                    r.replace = true;
                    Ok(r)
                }
            },
            Control::Select(Select::Pieces { game, ply }) => {
                let (from, board) = parse_piece(value()).ok_or(ControlError::UnknownChoice)?;
                Games::of(self.0)
                    .piece_chosen(player, game, ply, from, board)
                    .await
            }
            Control::Select(Select::Moves {
                game,
                ply,
                from,
                board,
                ..
            }) => {
                let coords = value();
                if !move_of_piece(coords, from, board) {
                    return Err(ControlError::UnknownChoice.into());
                }
                // The same checks as the pieces menu, then exactly /move.
                Games::of(self.0)
                    .play_move(player, Some(game), coords, Some(ply), true)
                    .await
            }
            Control::Select(Select::PuzzlePieces { attempt, step }) => {
                let (from, board) = parse_piece(value()).ok_or(ControlError::UnknownChoice)?;
                Puzzles::of(self.0)
                    .puzzle_piece_chosen(player, attempt, step, from, board)
                    .await
            }
            Control::Select(Select::PuzzleMoves {
                attempt,
                step,
                from,
                board,
                ..
            }) => {
                let coords = value();
                if !move_of_piece(coords, from, board) {
                    return Err(ControlError::UnknownChoice.into());
                }
                Puzzles::of(self.0)
                    .puzzle_move(player, attempt, step, coords)
                    .await
            }
        }
    }
}

/// Whether a chosen move's coordinates start from the piece chosen before
/// it: on two boards `g1f3`; on a set of boards `Ag1f3B`, the board first.
fn move_of_piece(coords: &str, from: Square, board: SetBoard) -> bool {
    let square_at = |i: usize| coords.get(i..i + 2).and_then(Square::parse);
    coords.is_ascii()
        && (square_at(0) == Some(from)
            || (square_at(1) == Some(from) && coords.starts_with(board.letter())))
}

impl Games<'_> {
    /// The checks of a move control: the game is in progress at `ply` and
    /// `player` is to move in it.
    async fn control_game(
        self,
        player: &Player,
        game: i64,
        ply: i64,
    ) -> Result<Loaded, ServiceError> {
        let mut conn = self.store.read().await?;
        let l = self.load(&mut conn, game).await?;
        Games::require_active(&l)?;
        Games::of(self.0)
            .check_control(&mut conn, &l, player, ply)
            .await?;
        Ok(l)
    }

    /// A move control's own refusals: drawn for another ply ("older
    /// position"), or used by someone not to move ("not your move").
    pub(super) async fn check_control(
        self,
        conn: &mut crate::store::Tx<'_>,
        l: &Loaded,
        player: &Player,
        ply: i64,
    ) -> Result<(), ServiceError> {
        if l.row.ply != ply {
            return Err(ControlError::Stale(l.row.id).into());
        }
        if l.player_of(l.to_move()) != Some(player.id) {
            let to_move = self.name_of(conn, &l.row, l.player_of(l.to_move())).await?;
            return Err(ControlError::NotYourMove {
                id: l.row.id,
                to_move,
            }
            .into());
        }
        Ok(())
    }

    /// A piece chosen from the pieces menu: its moves, shown only to the
    /// player, in one menu (two past 25 moves).
    pub async fn piece_chosen(
        self,
        player: &Player,
        game: i64,
        ply: i64,
        from: Square,
        board: SetBoard,
    ) -> Result<Reply, ServiceError> {
        let l = self.control_game(player, game, ply).await?;
        let none = || {
            GameError::Move(text!(
                "no-piece-to-move",
                square = from.to_string(),
                board = board.to_string()
            ))
        };
        // The piece's moves as menu options, in a fixed order: to-square,
        // then landing board, then promotion piece (queen first).
        let lang = player.lang;
        let (role, options): (Role, Vec<MenuOption>) =
            crate::on_game!(&l.game, g => g.position().move_options(lang, from, board))
                .ok_or_else(none)?;
        if options.is_empty() {
            return Err(none().into());
        }
        let label = piece_label_in(lang, role, from, board);
        Ok(moves_reply(
            lang,
            &t!(lang, "menu-game", game = game),
            &label,
            options,
            |page| Select::Moves {
                game,
                ply,
                from,
                board,
                page,
            },
        ))
    }
}

/// The private answer to a piece chosen in `what` (a game, a puzzle): its
/// moves as `options`, in one menu of 25 options a page (a second past
/// 25, and so on), whose id `select` makes from the page.
pub(super) fn moves_reply(
    lang: Lang,
    what: &str,
    label: &str,
    options: Vec<MenuOption>,
    select: impl Fn(u8) -> Select,
) -> Reply {
    let count = options.len();
    let menus = options
        .chunks(MENU_OPTIONS)
        .take(MENU_PAGES.into())
        .enumerate()
        .map(|(page, chunk)| Menu {
            select: select(page as u8),
            placeholder: t!(
                lang,
                if page == 0 {
                    "menu-moves"
                } else {
                    "menu-more-moves"
                },
                piece = label
            ),
            options: chunk.to_vec(),
        })
        .collect();
    Reply {
        text: t!(
            lang,
            "menu-moves-text",
            what = what,
            piece = label,
            count = count as i64
        ),
        menus,
        ephemeral: true,
        lang,
        ..Reply::default()
    }
}

/// The history buttons for a frame at `ply` of a game with `last` plies.
pub(crate) fn history_buttons(game: i64, ply: i64, last: i64) -> Vec<Button> {
    let b = |arrow, to: i64, off| Button::History {
        game,
        ply: to,
        arrow,
        off,
    };
    vec![
        b(Arrow::First, 0, ply == 0),
        b(Arrow::Previous, (ply - 1).max(0), ply == 0),
        b(Arrow::Next, (ply + 1).min(last), ply >= last),
        b(Arrow::Last, 0, ply >= last),
    ]
}

impl Games<'_> {
    /// A game's position after `ply` plies (None: the latest), with that
    /// ply's move marked and named in the caption. Anyone may look.
    pub async fn history(
        self,
        game: Option<i64>,
        ply: Option<i64>,
        viewer: Option<i64>,
        lang: Lang,
    ) -> Result<Reply, ServiceError> {
        let Some(id) = game else {
            return Err(GameError::NoGames.into());
        };
        let mut conn = self.store.read().await?;
        let l = self.load(&mut conn, id).await?;
        let last = l.row.ply;
        let ply = ply.unwrap_or(last);
        if !(0..=last).contains(&ply) {
            return Err(UserError::BadOption(text!(
                "bad-ply",
                game = id,
                last = last,
                given = ply
            ))
            .into());
        }
        let white = self.raw_name_of(&mut conn, &l.row, l.row.white_id).await?;
        let black = self.raw_name_of(&mut conn, &l.row, l.row.black_id).await?;
        drop(conn);
        // The game as it stood at `ply` (its last move is the one marked).
        let mut at = l.game.clone();
        at.take_back((last - ply) as usize);
        let named = (ply > 0).then(|| at.numbered(ply as usize - 1).replace("...", "…"));
        let frame = match &named {
            Some(m) => t!(lang, "frame-move", san = m.as_str(), ply = ply, last = last),
            None => t!(lang, "frame-start", last = last),
        };
        let perspective = if l.row.white_id.is_none() {
            alice_core::Color::Black
        } else {
            alice_core::Color::White
        };
        // As the one who looks sees boards; else as the player it is
        // drawn for.
        let viewer = viewer
            .or(l.player_of(perspective))
            .or(l.player_of(!perspective));
        let style = self.style_of(viewer, l.row.guild_id).await;
        let files = self
            .image(
                super::board_file_name(id, ply),
                &at,
                perspective,
                t!(
                    lang,
                    "caption-frame",
                    game = id,
                    white = white.as_str(),
                    black = black.as_str(),
                    frame = frame.as_str()
                ),
                style,
                lang,
            )
            .await?
            .into_iter()
            .collect();
        Ok(Reply {
            text: t!(
                lang,
                "history-text",
                game = id,
                white = super::escape_markdown(&white),
                black = super::escape_markdown(&black),
                frame = frame
            ),
            files,
            buttons: history_buttons(id, ply, last),
            lang,
            ..Reply::default()
        })
    }
}

/// A button or menu choice refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ControlError {
    /// A button or menu id that names nothing this bot writes.
    UnknownControl,
    /// A menu choice the menu never offered.
    UnknownChoice,
    /// A control drawn for an older position of the game.
    Stale(i64),
    NotYourMove {
        id: i64,
        to_move: crate::lang::Text,
    },
}

impl ControlError {
    /// What the member reads, in their language.
    pub fn text(&self, lang: crate::lang::Lang) -> String {
        use ControlError::*;
        let t = |id: &str| lang.t(id);
        match self {
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
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{describe_move, describe_set_move_in, moves_reply, set_move_options};
    use crate::lang::Lang;
    use crate::service::Select;
    use alice_core::three::{PositionDuo, PositionThree, SetBoard};
    use alice_core::{Position, Rules, Square};

    /// A Duo chess queen in the open has more moves than two menus hold
    /// (each move stays or transfers, and a zero move): they go on in
    /// further menus, none left out, and each page's id reads back.
    #[test]
    fn every_move_of_a_duo_queen_reaches_the_menus() {
        let fen = "8/8/8/8/3Q4/8/8/K7|7k/8/8/8/8/8/8/8 w - - 0 1";
        let p = PositionDuo::from_fen(fen, Rules::default()).unwrap();
        let d4 = Square::from_coords(3, 3);
        let (_, options) = set_move_options(Lang::EN, &p, d4, SetBoard::A).unwrap();
        assert_eq!(options.len(), 52);
        let select = |page| Select::Moves {
            game: 1,
            ply: 0,
            from: d4,
            board: SetBoard::A,
            page,
        };
        let reply = moves_reply(Lang::EN, "game #1", "Queen d4", options.clone(), select);
        assert_eq!(reply.menus.len(), 3);
        let shown: Vec<_> = reply.menus.iter().flat_map(|m| m.options.clone()).collect();
        assert_eq!(shown, options);
        for (page, m) in reply.menus.iter().enumerate() {
            assert_eq!(m.select, select(page as u8));
            assert_eq!(Select::parse(&m.select.custom_id()), Some(m.select));
        }
        assert_eq!(reply.menus[2].placeholder, "Queen d4: more moves");
    }

    #[test]
    fn castling_and_en_passant_are_described_in_both_variants() {
        let two = |fen: &str, san: &str| {
            let p = Position::from_fen(fen, Rules::default()).unwrap();
            describe_move(&p, p.parse_move(san).unwrap())
        };
        let three = |fen: &str, san: &str| {
            let p = PositionThree::from_fen(fen, Rules::default()).unwrap();
            describe_set_move_in(Lang::EN, &p, p.parse_move(san).unwrap())
        };
        let castle = "r3k2r/8/8/8/8/8/8/R3K2R";
        assert_eq!(
            two(&format!("{castle}|8/8/8/8/8/8/8/8 w KQkq - 0 1"), "O-O"),
            "castles king side on A: king to g1, rook to f1, both land on B"
        );
        assert_eq!(
            three(
                &format!("{castle}|8/8/8/8/8/8/8/8|8/8/8/8/8/8/8/8 b KQkq - 0 1"),
                "O-O-O/AC"
            ),
            "castles queen side on A: king to c8, rook to d8, both land on C"
        );
        assert_eq!(
            two("4k3/8/8/4P3/8/8/8/4K3|8/8/8/3p4/8/8/8/8 w - d6 0 1", "exd6"),
            "to d6 on A, lands on d6 of B · takes a pawn en passant"
        );
        assert_eq!(
            three(
                "4k3/8/8/4P3/8/8/8/4K3|8/8/8/8/8/8/8/8|8/8/8/3p4/8/8/8/8 w - d6 0 1",
                "exd6/AB"
            ),
            "to d6 on A, lands on d6 of B · takes a pawn en passant"
        );
        // A capture on the board played on is not en passant.
        assert_eq!(
            three(
                "4k3/8/3p4/4P3/8/8/8/4K3|8/8/8/8/8/8/8/8|8/8/8/8/8/8/8/8 w - - 0 1",
                "exd6/AC"
            ),
            "to d6 on A, lands on d6 of C · takes a pawn"
        );
        // Two files sideways is castling only for the king on its home
        // square: a knight's or a rook's move is described as a move.
        assert_eq!(
            two(&format!("{castle}|8/8/8/8/8/8/8/8 w KQkq - 0 1"), "Rc1"),
            "to c1 on A, lands on c1 of B"
        );
        assert_eq!(
            two("4k3/8/8/8/8/8/8/1N2K3|8/8/8/8/8/8/8/8 w - - 0 1", "Nd2"),
            "to d2 on A, lands on d2 of B"
        );
    }
}
