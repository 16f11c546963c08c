//! The three-board game's image: board A on top, B and C below it side by
//! side, so the image is as wide as the two-board one and each board as
//! large (readable on a phone). Labelled A, B, C; the last move is marked
//! on the board it was played on and on the board it landed on; a king in
//! check glows. No ghosts: with three boards they would be clutter.
//!
//! Duo chess's two boards are drawn here too, side by side as in two-board
//! Alice, each titled with the army that starts on it (no ghosts either: a
//! square may hold a piece on each board).

use super::{
    base_index_of, board_title, check_glow, draw_frames, origin_of, pieces, retitle, text, Drawn,
    Frame, Image, RenderError, Title, CAPTION, COORD, GAP, HIGHLIGHT, HIGHLIGHT_ALPHA, LABEL,
    MARGIN, SQUARE, SQUARES, SQUARES_C, TITLE,
};
use crate::lang::Lang;
use alice_core::three::{Board3, BoardRule, BoardSet, Move3};
use alice_core::{Color, Square};
use std::sync::OnceLock;

/// The move that led to the position: from a square of the board it was
/// played on (when known) to a square of the board it landed on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LastMove3 {
    pub from: Option<(Board3, Square)>,
    pub to: (Board3, Square),
}

impl From<Move3> for LastMove3 {
    fn from(m: Move3) -> LastMove3 {
        LastMove3 {
            from: Some((m.board, m.from)),
            to: (m.landing, m.to),
        }
    }
}

/// What to draw besides the position.
#[derive(Clone, Debug)]
pub struct RenderOptions3 {
    pub perspective: Color,
    pub last_move: Option<LastMove3>,
    pub caption: Option<String>,
    /// The language of the boards' titles.
    pub lang: Lang,
}

impl Default for RenderOptions3 {
    fn default() -> Self {
        RenderOptions3 {
            perspective: Color::White,
            last_move: None,
            caption: None,
            lang: Lang::EN,
        }
    }
}

/// Pixel geometry of a three-board image.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Layout3 {
    pub width: u32,
    pub height: u32,
    pub perspective: Color,
    caption: bool,
    /// Duo chess's two boards side by side.
    duo: bool,
}

impl Layout3 {
    pub fn new(perspective: Color, caption: bool) -> Layout3 {
        Layout3::of(perspective, caption, false)
    }

    /// The layout of three boards, or of Duo chess's two (`duo`).
    pub fn of(perspective: Color, caption: bool, duo: bool) -> Layout3 {
        let l = Layout3 {
            width: 2 * (MARGIN + COORD + 8 * SQUARE) + GAP,
            height: 0,
            perspective,
            caption,
            duo,
        };
        Layout3 {
            height: l.top(Board3::B) + 8 * SQUARE + COORD + MARGIN,
            ..l
        }
    }

    /// Top edge of a board's squares.
    fn top(&self, board: Board3) -> u32 {
        let first = MARGIN + if self.caption { CAPTION } else { 0 } + TITLE;
        match board {
            _ if self.duo => first,
            Board3::A => first,
            _ => first + 8 * SQUARE + COORD + GAP / 3 + TITLE,
        }
    }

    /// Left edge of a board's squares.
    fn x(&self, board: Board3) -> u32 {
        match board {
            Board3::A if self.duo => MARGIN + COORD,
            Board3::B if self.duo => MARGIN + COORD + 8 * SQUARE + GAP + COORD,
            Board3::A => (self.width - 8 * SQUARE) / 2,
            Board3::B => MARGIN + COORD,
            Board3::C => MARGIN + COORD + 8 * SQUARE + GAP + COORD,
        }
    }

    /// Top-left corner of a square of a board.
    pub fn square_origin(&self, board: Board3, sq: Square) -> (u32, u32) {
        origin_of(self.x(board), self.top(board), self.perspective, sq, 8)
    }

    fn index(&self) -> usize {
        base_index_of(self.perspective, self.caption) + if self.duo { 4 } else { 0 }
    }

    /// The boards drawn.
    fn boards(&self) -> &'static [Board3] {
        if self.duo {
            &[Board3::A, Board3::B]
        } else {
            &Board3::ALL
        }
    }
}

fn draw_base3(layout: &Layout3) -> Result<Image, RenderError> {
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
                layout.duo.then_some(if b == Board3::A {
                    Color::White
                } else {
                    Color::Black
                }),
            ),
            colors: match b {
                Board3::A => SQUARES[0],
                Board3::B => SQUARES[1],
                Board3::C => SQUARES_C,
            },
            files: 8,
        })
        .collect();
    draw_frames(layout.width, layout.height, layout.perspective, &frames)
}

/// The cached base of a layout (one per perspective, with or without a
/// caption).
fn base3(layout: &Layout3) -> Result<&'static Image, RenderError> {
    static BASES: [OnceLock<Result<Image, String>>; 8] = [const { OnceLock::new() }; 8];
    BASES[layout.index()]
        .get_or_init(|| draw_base3(layout).map_err(|e| e.0))
        .as_ref()
        .map_err(|e| RenderError(e.clone()))
}

/// A cached base in the boards' palette, by [`Drawn::base`] less
/// [`THREE_BOARD_BASES`].
pub(crate) fn indexed_base3(index: usize) -> Result<&'static super::palette::Indexed, RenderError> {
    static BASES: [OnceLock<Result<super::palette::Indexed, String>>; 8] =
        [const { OnceLock::new() }; 8];
    let perspective = if index % 4 / 2 == 0 {
        Color::White
    } else {
        Color::Black
    };
    let layout = Layout3::of(perspective, index % 2 == 1, index >= 4);
    BASES[index]
        .get_or_init(|| {
            let b = base3(&layout).map_err(|e| e.0)?;
            Ok(super::board_palette().map_err(|e| e.0)?.apply(b))
        })
        .as_ref()
        .map_err(|e| RenderError(e.clone()))
}

/// [`Drawn::base`] of three-board images starts here.
pub(crate) const THREE_BOARD_BASES: usize = super::TWO_BOARD_BASES;

/// Draws a three-board (or Duo chess) position into an RGB image.
pub fn render3<R: BoardRule>(
    pos: &BoardSet<R>,
    opts: &RenderOptions3,
) -> Result<Image, RenderError> {
    let caption = opts.caption.as_deref().filter(|c| !c.trim().is_empty());
    let layout = Layout3::of(opts.perspective, caption.is_some(), R::DUO);
    let b = base3(&layout)?;
    let mut drawn = Drawn {
        base: THREE_BOARD_BASES + layout.index(),
        ..Drawn::default()
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
                    layout.duo.then_some(if board == Board3::A {
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
    let sprites = pieces::sprites(SQUARE)?;
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
        let shown: String = t.chars().filter(|c| !c.is_control()).take(90).collect();
        let center_x = img.width / 2;
        text::draw_centered(&mut img, &shown, center_x, MARGIN + CAPTION / 2, LABEL)?;
        drawn.top_rows = layout.top(Board3::A) - TITLE;
    }
    img.drawn = Some(drawn);
    Ok(img)
}

/// Draws a three-board position and encodes it as PNG.
pub fn render3_png<R: BoardRule>(
    pos: &BoardSet<R>,
    opts: &RenderOptions3,
) -> Result<Vec<u8>, RenderError> {
    render3(pos, opts)?.board_png()
}

/// Finds the move that led to `pos` from a hint: coordinates with boards
/// (`Ag1f3B`, `g1f3/B`) or SAN with its boards (`Nf3/AB`). Without the
/// landing board, it is the board where a piece of the side that just
/// moved stands on the square; without the board played on, only the
/// landing square is marked.
pub fn last_move_hint3<R: BoardRule>(pos: &BoardSet<R>, text: &str) -> Option<LastMove3> {
    let t = text
        .trim()
        .trim_end_matches(['+', '#', '!', '?'])
        .to_string();
    if !t.is_ascii() {
        return None;
    }
    let (body, suffix) = match t.rfind('/') {
        Some(i) => (&t[..i], &t[i + 1..]),
        None => (t.as_str(), ""),
    };
    let mut played = None;
    let mut landing = None;
    let letters: Vec<Board3> = suffix.chars().filter_map(Board3::from_char).collect();
    match letters.as_slice() {
        [l] => landing = Some(*l),
        [p, l] => {
            played = Some(*p);
            landing = Some(*l);
        }
        _ => {}
    }
    let chars: Vec<char> = body.chars().collect();
    // Squares in the text, in order; a board letter before the first or
    // after the last (coordinates).
    let mut squares = Vec::new();
    let mut i = 0;
    while i + 1 < chars.len() {
        let s: String = chars[i..i + 2].iter().collect();
        if chars[i].is_ascii_lowercase() {
            if let Some(sq) = Square::parse(&s) {
                squares.push((i, sq));
                i += 2;
                continue;
            }
        }
        i += 1;
    }
    let (&(first_at, first), &(last_at, to)) = (squares.first()?, squares.last()?);
    if squares.len() >= 2 {
        if first_at > 0 {
            played = played.or_else(|| Board3::from_char(chars[first_at - 1]));
        }
        if let Some(&c) = chars.get(last_at + 2..).and_then(|r| r.last()) {
            landing = landing.or_else(|| Board3::from_char(c));
        }
    }
    let mover = pos.turn().other();
    let landing = landing.or_else(|| {
        let on: Vec<Board3> = Board3::ALL
            .into_iter()
            .filter(|&b| pos.piece_on(b, to).is_some_and(|p| p.color == mover))
            .collect();
        (on.len() == 1).then(|| on[0])
    })?;
    if pos.piece_on(landing, to).is_none_or(|p| p.color != mover) {
        return None;
    }
    let from = (squares.len() >= 2)
        .then_some(first)
        .zip(played)
        .map(|(sq, b)| (b, sq));
    Some(LastMove3 {
        from,
        to: (landing, to),
    })
}
