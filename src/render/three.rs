//! The three-board game's image: side by side, board A on top and B and
//! C below it side by side, so the image is as wide as the two-board one;
//! stacked, A, B and C one above another. Labelled A, B, C; the last move
//! is marked on the board it was played on and on the board it landed on;
//! a king in check is framed and glows. No ghosts: with three boards they
//! would be clutter.
//!
//! Duo chess's two boards are drawn here too, as two-board Alice's are,
//! each titled with the army that starts on it (no ghosts either: a square
//! may hold a piece on each board).

use super::{
    base, board_title, caption_band, check_glow, coord_band, draw_caption, draw_frames, origin_of,
    pieces, retitle, BaseKey, BaseShape, Boards, Drawn, Frame, Image, Look, RenderError, Title,
    GAP, GAP_STACKED, HIGHLIGHT, HIGHLIGHT_ALPHA, MARGIN, SQUARE, TITLE,
};
use crate::lang::Lang;
use alice_core::three::{BoardRule, BoardSet, SetBoard, SetMove};
use alice_core::{Color, Square};

/// The move that led to the position: from a square of the board it was
/// played on (when known) to a square of the board it landed on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SetLastMove {
    pub from: Option<(SetBoard, Square)>,
    pub to: (SetBoard, Square),
}

impl From<alice_core::played::SetPlayed> for SetLastMove {
    fn from(p: alice_core::played::SetPlayed) -> SetLastMove {
        SetLastMove {
            from: p.from,
            to: p.to,
        }
    }
}

impl From<SetMove> for SetLastMove {
    fn from(m: SetMove) -> SetLastMove {
        SetLastMove {
            from: Some((m.board, m.from)),
            to: (m.landing, m.to),
        }
    }
}

/// What to draw besides the position.
#[derive(Clone, Debug)]
pub struct SetRenderOptions {
    pub perspective: Color,
    pub last_move: Option<SetLastMove>,
    pub caption: Option<String>,
    /// The language of the boards' titles.
    pub lang: Lang,
    pub look: Look,
}

impl Default for SetRenderOptions {
    fn default() -> Self {
        SetRenderOptions {
            perspective: Color::White,
            last_move: None,
            caption: None,
            lang: Lang::EN,
            look: Look::default(),
        }
    }
}

/// Pixel geometry of a three-board image.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SetLayout {
    pub width: u32,
    pub height: u32,
    pub perspective: Color,
    caption: bool,
    /// Duo chess's two boards.
    duo: bool,
    boards: Boards,
}

impl SetLayout {
    pub fn new(perspective: Color, caption: bool) -> SetLayout {
        SetLayout::of(perspective, caption, false)
    }

    /// The layout of three boards, or of Duo chess's two (`duo`), side by
    /// side.
    pub fn of(perspective: Color, caption: bool, duo: bool) -> SetLayout {
        SetLayout::placed(perspective, caption, duo, Boards::SideBySide)
    }

    /// The layout of three boards, or of Duo chess's two (`duo`), as
    /// `boards` places them.
    pub fn placed(perspective: Color, caption: bool, duo: bool, boards: Boards) -> SetLayout {
        let coord = coord_band(boards);
        let width = match boards {
            Boards::SideBySide => 2 * (MARGIN + coord + 8 * SQUARE) + GAP,
            Boards::Stacked => 2 * MARGIN + coord + 8 * SQUARE,
        };
        let l = SetLayout {
            width,
            height: 0,
            perspective,
            caption,
            duo,
            boards,
        };
        let last = *l.boards().last().unwrap_or(&SetBoard::A);
        SetLayout {
            height: l.top(last) + 8 * SQUARE + coord + MARGIN,
            ..l
        }
    }

    /// Top edge of a board's squares.
    fn top(&self, board: SetBoard) -> u32 {
        let first = MARGIN
            + if self.caption {
                caption_band(self.boards)
            } else {
                0
            }
            + TITLE;
        let coord = coord_band(self.boards);
        match self.boards {
            Boards::SideBySide => match board {
                _ if self.duo => first,
                SetBoard::A => first,
                _ => first + 8 * SQUARE + coord + GAP / 3 + TITLE,
            },
            Boards::Stacked => {
                let step = 8 * SQUARE + coord + GAP_STACKED + TITLE;
                first + step * board.index() as u32
            }
        }
    }

    /// Left edge of a board's squares.
    fn x(&self, board: SetBoard) -> u32 {
        let coord = coord_band(self.boards);
        if self.boards == Boards::Stacked {
            return MARGIN + coord;
        }
        match board {
            SetBoard::A if self.duo => MARGIN + coord,
            SetBoard::B if self.duo => MARGIN + coord + 8 * SQUARE + GAP + coord,
            SetBoard::A => (self.width - 8 * SQUARE) / 2,
            SetBoard::B => MARGIN + coord,
            SetBoard::C => MARGIN + coord + 8 * SQUARE + GAP + coord,
        }
    }

    /// Top-left corner of a square of a board.
    pub fn square_origin(&self, board: SetBoard, sq: Square) -> (u32, u32) {
        origin_of(self.x(board), self.top(board), self.perspective, sq, 8)
    }

    /// The key of its cached base in `theme`.
    fn key(&self, theme: super::Theme) -> BaseKey {
        BaseKey {
            shape: BaseShape::Set { armies: self.duo },
            perspective: self.perspective,
            caption: self.caption,
            boards: self.boards,
            theme,
        }
    }

    /// The boards drawn.
    fn boards(&self) -> &'static [SetBoard] {
        if self.duo {
            &[SetBoard::A, SetBoard::B]
        } else {
            &SetBoard::ALL
        }
    }
}

/// The base of a three-board or Duo chess key.
pub(crate) fn draw_base_three(key: BaseKey) -> Result<Image, RenderError> {
    let layout = &SetLayout::placed(
        key.perspective,
        key.caption,
        key.shape == BaseShape::Set { armies: true },
        key.boards,
    );
    let squares = key.theme.squares();
    let frames: Vec<Frame> = layout
        .boards()
        .iter()
        .map(|&b| Frame {
            x: layout.x(b),
            top: layout.top(b),
            // The cached base speaks English; other languages write over it.
            name: board_title(
                Lang::EN,
                &b.to_string(),
                layout.duo.then_some(if b == SetBoard::A {
                    Color::White
                } else {
                    Color::Black
                }),
            ),
            colors: squares[b.index()],
            files: 8,
        })
        .collect();
    draw_frames(
        layout.width,
        layout.height,
        layout.perspective,
        layout.boards,
        &frames,
    )
}

/// Draws a three-board (or Duo chess) position into an RGB image.
pub fn render_set<R: BoardRule>(
    pos: &BoardSet<R>,
    opts: &SetRenderOptions,
) -> Result<Image, RenderError> {
    let caption = opts.caption.as_deref().filter(|c| !c.trim().is_empty());
    let look = opts.look;
    let layout = SetLayout::placed(opts.perspective, caption.is_some(), R::DUO, look.boards);
    let key = layout.key(look.theme);
    let b = base(key)?;
    let mut drawn = Drawn {
        base: key,
        squares: Vec::new(),
        top_rows: 0,
        rects: Vec::new(),
    };
    let mut img = Image {
        width: b.width,
        height: b.height,
        data: b.data.clone(),
        drawn: None,
    };
    if opts.lang != Lang::EN {
        let titles: Vec<Title> = layout
            .boards()
            .iter()
            .map(|&board| Title {
                x: layout.x(board),
                top: layout.top(board),
                width: 8 * SQUARE,
                text: board_title(
                    opts.lang,
                    &board.to_string(),
                    layout.duo.then_some(if board == SetBoard::A {
                        Color::White
                    } else {
                        Color::Black
                    }),
                ),
            })
            .collect();
        retitle(&mut img, &mut drawn, &titles)?;
    }
    if let Some(m) = opts.last_move {
        for (board, sq) in m.from.into_iter().chain([m.to]) {
            let (x, y) = layout.square_origin(board, sq);
            img.fill_square(x, y, HIGHLIGHT, HIGHLIGHT_ALPHA);
            drawn.squares.push((x, y));
        }
    }
    if pos.is_check() {
        let (ks, kb) = pos.king(pos.turn());
        let (x0, y0) = layout.square_origin(kb, ks);
        check_glow().draw(&mut img, x0, y0);
        drawn.squares.push((x0, y0));
    }
    let sprites = pieces::sprites(SQUARE, look.pieces)?;
    for &board in layout.boards() {
        for sq in Square::all() {
            if let Some(piece) = pos.piece_on(board, sq) {
                let (x, y) = layout.square_origin(board, sq);
                sprites.get(piece).draw(&mut img, x, y);
                drawn.squares.push((x, y));
            }
        }
    }
    if let Some(t) = caption {
        draw_caption(&mut img, t, look.boards)?;
        drawn.top_rows = layout.top(SetBoard::A) - TITLE;
    }
    img.drawn = Some(drawn);
    Ok(img)
}

/// The boards as the live table draws them: three, or Duo chess's two
/// titled with their armies; no ghosts, as in the image.
pub(crate) fn set_diagram<R: BoardRule>(
    pos: &BoardSet<R>,
    last: Option<SetLastMove>,
    picture: &super::Picture,
) -> Vec<super::svg::DiagramBoard> {
    let squares = picture.look.theme.squares();
    let boards: &[SetBoard] = if R::DUO {
        &[SetBoard::A, SetBoard::B]
    } else {
        &SetBoard::ALL
    };
    let check = pos.is_check().then(|| pos.king(pos.turn()));
    boards
        .iter()
        .map(|&board| super::svg::DiagramBoard {
            title: board_title(
                picture.lang,
                &board.to_string(),
                R::DUO.then_some(if board == SetBoard::A {
                    Color::White
                } else {
                    Color::Black
                }),
            ),
            files: 8,
            colors: squares[board.index()],
            pieces: Square::all()
                .filter_map(|sq| pos.piece_on(board, sq).map(|p| (sq, p)))
                .collect(),
            ghosts: Vec::new(),
            marked: last
                .into_iter()
                .flat_map(|m| m.from.into_iter().chain([m.to]))
                .filter(|&(b, _)| b == board)
                .map(|(_, sq)| sq)
                .collect(),
            check: check.filter(|&(_, b)| b == board).map(|(sq, _)| sq),
        })
        .collect()
}

/// Draws a three-board position and encodes it as PNG.
pub fn render_set_png<R: BoardRule>(
    pos: &BoardSet<R>,
    opts: &SetRenderOptions,
) -> Result<Vec<u8>, RenderError> {
    render_set(pos, opts)?.board_png()
}
