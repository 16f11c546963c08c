//! Every image the bot shows: a position of any variant as one PNG (two
//! boards, stacked or side by side, each marking where the other board's
//! pieces stand; three boards in `three`), labelled, with coordinates, the
//! last move and a king in check, in a member's [`Look`]; a game as a GIF
//! (`animation`); the rating and evaluation charts (`chart`). Knows
//! nothing of Discord.
//!
//! The static parts of a board image (frame, squares, labels) are drawn
//! with plotters once per shape, perspective and look, and cached; each
//! render copies that base, marks squares, blends the piece sprites and
//! writes the caption.
//! PNG and GIF share one palette per theme (`palette`), learnt here from
//! a few boards drawn in full colour in that theme.

pub mod animation;
pub mod chart;
pub mod look;
pub mod palette;
mod pieces;
pub mod svg;
mod text;
pub mod three;

use crate::lang::Lang;
use alice_core::{Board, Color, Game, Move, Position, Rules, Shape, Square, TwoBoards};

pub use look::{Boards, Look, Pieces, Theme};
use plotters::prelude::*;
use plotters::style::Color as _;
use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock};

/// Side of one square in pixels.
pub const SQUARE: u32 = 52;
const MARGIN: u32 = 12;
const COORD: u32 = 18;
const TITLE: u32 = 30;
/// The boards' titles.
const TITLE_STYLE: text::Style = text::Style::bold(17.0);
const GAP: u32 = 30;
const CAPTION: u32 = 34;
/// Stacked boards: the caption has room for two lines, the coordinates
/// are larger (the image is shown smaller on a phone), boards closer.
const CAPTION_STACKED: u32 = 58;
const COORD_STACKED: u32 = 22;
const GAP_STACKED: u32 = 8;
/// Coordinates' size in pixels: side by side, stacked.
const LABEL_SIZE: u32 = 12;
const LABEL_SIZE_STACKED: u32 = 16;

pub const FONT: &[u8] = include_bytes!("../../assets/fonts/DejaVuSans.ttf");
pub const FONT_BOLD: &[u8] = include_bytes!("../../assets/fonts/DejaVuSans-Bold.ttf");

pub type Rgb = [u8; 3];
pub(crate) const BACKGROUND: Rgb = [0x31, 0x33, 0x38];
pub(crate) const LABEL: Rgb = [0xdb, 0xde, 0xe1];
/// Light and dark squares of board A (brown) and board B (blue-grey) in
/// the classic theme, so the two boards are told apart at a glance.
pub const SQUARES: [[Rgb; 2]; 2] = [Theme::Classic.squares()[0], Theme::Classic.squares()[1]];
/// Light and dark squares of the three-board game's board C (lavender).
pub const SQUARES_C: [Rgb; 2] = Theme::Classic.squares()[2];
pub const HIGHLIGHT: Rgb = [0x9b, 0xc7, 0x00];
pub(crate) const HIGHLIGHT_ALPHA: f32 = 0.45;
pub const CHECK: Rgb = [0xff, 0x10, 0x10];

/// The move that led to the position: played on `board` from `from` (when
/// known) to `to`, landing on `to` of the other board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LastMove {
    pub from: Option<Square>,
    pub to: Square,
    pub board: Board,
}

impl From<alice_core::Played> for LastMove {
    fn from(p: alice_core::Played) -> LastMove {
        LastMove {
            from: p.from,
            to: p.to,
            board: p.board,
        }
    }
}

impl From<Move> for LastMove {
    fn from(m: Move) -> LastMove {
        LastMove {
            from: Some(m.from),
            to: m.to,
            board: m.board,
        }
    }
}

/// What to draw besides the position.
#[derive(Clone, Debug)]
pub struct RenderOptions {
    /// Whose side the boards are seen from.
    pub perspective: Color,
    /// Faint marks of the other board's pieces.
    pub ghosts: bool,
    pub last_move: Option<LastMove>,
    pub caption: Option<String>,
    /// The language of the boards' titles.
    pub lang: Lang,
    pub look: Look,
}

impl Default for RenderOptions {
    fn default() -> Self {
        RenderOptions {
            perspective: Color::White,
            ghosts: true,
            last_move: None,
            caption: None,
            lang: Lang::EN,
            look: Look::default(),
        }
    }
}

#[derive(Clone, Debug)]
pub struct RenderError(String);

impl std::fmt::Display for RenderError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "cannot draw the board: {}", self.0)
    }
}

impl std::error::Error for RenderError {}

/// The band of the coordinates beside and below a board.
pub(crate) fn coord_band(boards: Boards) -> u32 {
    match boards {
        Boards::SideBySide => COORD,
        Boards::Stacked => COORD_STACKED,
    }
}

/// The height kept for a caption.
pub(crate) fn caption_band(boards: Boards) -> u32 {
    match boards {
        Boards::SideBySide => CAPTION,
        Boards::Stacked => CAPTION_STACKED,
    }
}

/// Pixel geometry of an image.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Layout {
    pub width: u32,
    pub height: u32,
    pub perspective: Color,
    top: u32,
    /// Files of each board: 8, or 4 in 8x4 Alice.
    files: u8,
    boards: Boards,
    caption: bool,
}

impl Layout {
    pub fn new(perspective: Color, caption: bool) -> Layout {
        Layout::with_files(perspective, caption, 8)
    }

    /// The layout of two boards of `files` files side by side.
    pub fn with_files(perspective: Color, caption: bool, files: u8) -> Layout {
        Layout::of(perspective, caption, files, Boards::SideBySide)
    }

    /// The layout of two boards of `files` files, as `boards` places them.
    pub fn of(perspective: Color, caption: bool, files: u8, boards: Boards) -> Layout {
        let caption_h = if caption { caption_band(boards) } else { 0 };
        let coord = coord_band(boards);
        // Narrow boards leave room for the caption and the titles.
        let board_w = (u32::from(files) * SQUARE).max(5 * SQUARE);
        let top = MARGIN + caption_h + TITLE;
        let (width, height) = match boards {
            Boards::SideBySide => (
                2 * (MARGIN + coord + board_w) + GAP,
                2 * MARGIN + caption_h + TITLE + 8 * SQUARE + coord,
            ),
            Boards::Stacked => (
                2 * MARGIN + coord + board_w,
                top + 2 * (8 * SQUARE + coord) + TITLE + GAP_STACKED + MARGIN,
            ),
        };
        Layout {
            width,
            height,
            perspective,
            top,
            files,
            boards,
            caption,
        }
    }

    /// Left edge of a board.
    fn board_x(&self, board: Board) -> u32 {
        let coord = coord_band(self.boards);
        let board_w = (u32::from(self.files) * SQUARE).max(5 * SQUARE);
        let inset = (board_w - u32::from(self.files) * SQUARE) / 2;
        match (board, self.boards) {
            (Board::A, _) | (Board::B, Boards::Stacked) => MARGIN + coord + inset,
            (Board::B, Boards::SideBySide) => MARGIN + coord + board_w + GAP + coord + inset,
        }
    }

    /// Top edge of a board's squares.
    fn board_top(&self, board: Board) -> u32 {
        match (board, self.boards) {
            (Board::A, _) | (Board::B, Boards::SideBySide) => self.top,
            (Board::B, Boards::Stacked) => {
                self.top + 8 * SQUARE + coord_band(self.boards) + GAP_STACKED + TITLE
            }
        }
    }

    /// Top-left corner of a square of a board.
    pub fn square_origin(&self, board: Board, sq: Square) -> (u32, u32) {
        origin_of(
            self.board_x(board),
            self.board_top(board),
            self.perspective,
            sq,
            self.files,
        )
    }

    /// The key of its cached base in `theme`.
    fn key(&self, theme: Theme) -> BaseKey {
        BaseKey {
            shape: BaseShape::Two(self.files),
            perspective: self.perspective,
            caption: self.caption,
            boards: self.boards,
            theme,
        }
    }

    /// Centre of a square of a board.
    pub fn square_center(&self, board: Board, sq: Square) -> (u32, u32) {
        let (x, y) = self.square_origin(board, sq);
        (x + SQUARE / 2, y + SQUARE / 2)
    }
}

/// Top-left corner of a square of a board of `files` files whose squares
/// start at (`x`, `top`), seen from `perspective`.
pub(crate) fn origin_of(x: u32, top: u32, perspective: Color, sq: Square, files: u8) -> (u32, u32) {
    let (col, row) = match perspective {
        Color::White => (sq.file() as u32, 7 - sq.rank() as u32),
        Color::Black => ((files - 1 - sq.file()) as u32, sq.rank() as u32),
    };
    (x + col * SQUARE, top + row * SQUARE)
}

/// `top` over `under` at opacity `alpha` (as the squares of the last move
/// are marked).
pub(crate) fn mix(under: Rgb, top: Rgb, alpha: f32) -> Rgb {
    let a = (alpha * 256.0) as u32;
    [0, 1, 2].map(|k| ((under[k] as u32 * (256 - a) + top[k] as u32 * a) >> 8) as u8)
}

/// The colours every board of a theme has exactly: background, labels,
/// the squares and the squares of the last move.
pub(crate) fn flat_colors(theme: Theme) -> Vec<Rgb> {
    let mut out = vec![BACKGROUND, LABEL];
    for c in theme.squares().iter().flatten() {
        out.push(*c);
        out.push(mix(*c, HIGHLIGHT, HIGHLIGHT_ALPHA));
    }
    out
}

/// Whether a square is light.
pub fn is_light(sq: Square) -> bool {
    (sq.file() + sq.rank()) % 2 == 1
}

/// An RGB image.
pub struct Image {
    pub width: u32,
    pub height: u32,
    pub data: Vec<u8>,
    /// For a board: what was drawn over its cached base.
    pub(crate) drawn: Option<Drawn>,
}

/// The parts of a board drawn over its cached base (the rest is the base's
/// to the pixel), so that only they need quantizing.
#[derive(Clone, Debug)]
pub(crate) struct Drawn {
    /// Which cached base (see [`base`]).
    pub base: BaseKey,
    /// Top-left corners of the squares drawn on (marked, pieces, ghosts).
    pub squares: Vec<(u32, u32)>,
    /// Rows from the top drawn on (the caption).
    pub top_rows: u32,
    /// Other areas drawn on (x, y, width, height): the boards' titles in
    /// a language other than the base's English.
    pub rects: Vec<(u32, u32, u32, u32)>,
}

impl Image {
    pub fn pixel(&self, x: u32, y: u32) -> Rgb {
        let i = ((y * self.width + x) * 3) as usize;
        [self.data[i], self.data[i + 1], self.data[i + 2]]
    }

    /// Paints a rectangle with `c`.
    fn fill_rect(&mut self, x0: u32, y0: u32, w: u32, h: u32, c: Rgb) {
        let x1 = (x0 + w).min(self.width);
        for y in y0..(y0 + h).min(self.height) {
            for x in x0..x1 {
                let i = ((y * self.width + x) * 3) as usize;
                self.data[i..i + 3].copy_from_slice(&c);
            }
        }
    }

    fn fill_square(&mut self, x0: u32, y0: u32, c: Rgb, alpha: f32) {
        for y in y0..y0 + SQUARE {
            let start = ((y * self.width + x0) * 3) as usize;
            for d in self.data[start..start + (SQUARE * 3) as usize].chunks_exact_mut(3) {
                let mixed = mix([d[0], d[1], d[2]], c, alpha);
                d.copy_from_slice(&mixed);
            }
        }
    }

    /// Encodes as a PNG of full colour (charts; boards go through
    /// [`Image::board_png`]).
    pub fn png(&self) -> Result<Vec<u8>, RenderError> {
        // Measured on a middle game: fast deflate with adaptive filters
        // is about 2 ms and under 100 KB; zlib's default level halves the
        // size but takes ten times as long.
        encode_png(self.width, self.height, &self.data, None)
    }
}

/// Encodes 8-bit pixels as PNG with fast deflate: RGB triples, or palette
/// indices with the palette's RGB bytes (then Paeth-filtered).
fn encode_png(
    width: u32,
    height: u32,
    data: &[u8],
    palette: Option<Vec<u8>>,
) -> Result<Vec<u8>, RenderError> {
    let err = |e: png::EncodingError| RenderError(e.to_string());
    let mut out = Vec::with_capacity(64 * 1024);
    {
        let mut enc = png::Encoder::new(&mut out, width, height);
        enc.set_depth(png::BitDepth::Eight);
        enc.set_compression(png::Compression::Fast);
        match palette {
            None => {
                enc.set_color(png::ColorType::Rgb);
                enc.set_adaptive_filter(png::AdaptiveFilterType::Adaptive);
            }
            Some(p) => {
                enc.set_color(png::ColorType::Indexed);
                enc.set_palette(p);
                // Measured on a middle game (`alice bench render`): with
                // Paeth 42 KB and 1.5 ms, where no filter is 228 KB (fast
                // deflate wants the runs of zeros a filter makes), Sub 66
                // KB, Up 51 KB.
                enc.set_filter(png::FilterType::Paeth);
                enc.set_adaptive_filter(png::AdaptiveFilterType::NonAdaptive);
            }
        }
        enc.write_header()
            .map_err(err)?
            .write_image_data(data)
            .map_err(err)?;
    }
    Ok(out)
}

pub(crate) fn register_fonts() -> Result<(), RenderError> {
    static DONE: OnceLock<Result<(), String>> = OnceLock::new();
    DONE.get_or_init(|| {
        plotters::style::register_font("alice-sans", FontStyle::Normal, FONT)
            .map_err(|_| "the bundled font is unreadable".to_string())?;
        plotters::style::register_font("alice-sans", FontStyle::Bold, FONT_BOLD)
            .map_err(|_| "the bundled bold font is unreadable".to_string())
    })
    .clone()
    .map_err(RenderError)
}

pub(crate) fn rgb(c: Rgb) -> RGBColor {
    RGBColor(c[0], c[1], c[2])
}

/// Where a board is drawn: its squares start at (`x`, `top`).
pub(crate) struct Frame {
    pub x: u32,
    pub top: u32,
    pub name: String,
    pub colors: [Rgb; 2],
    /// Files from a: 8, or 4 in 8x4 Alice.
    pub files: u8,
}

/// Background, and for each board its squares, title and coordinates
/// (their size as `boards` wants them): drawn with plotters.
pub(crate) fn draw_frames(
    width: u32,
    height: u32,
    perspective: Color,
    boards: Boards,
    frames: &[Frame],
) -> Result<Image, RenderError> {
    let (band, label_size) = match boards {
        Boards::SideBySide => (COORD, LABEL_SIZE),
        Boards::Stacked => (COORD_STACKED, LABEL_SIZE_STACKED),
    };
    let mut img = Image {
        width,
        height,
        data: vec![0; (width * height * 3) as usize],
        drawn: None,
    };
    let err = |e: &dyn std::fmt::Display| RenderError(e.to_string());
    {
        let backend = BitMapBackend::with_buffer(&mut img.data, (width, height));
        let root = backend.into_drawing_area();
        root.fill(&rgb(BACKGROUND)).map_err(|e| err(&e))?;
        for f in frames {
            for sq in Square::all().filter(|sq| sq.file() < f.files) {
                let (x, y) = origin_of(f.x, f.top, perspective, sq, f.files);
                let c = f.colors[usize::from(!is_light(sq))];
                root.draw(&Rectangle::new(
                    [
                        (x as i32, y as i32),
                        ((x + SQUARE) as i32, (y + SQUARE) as i32),
                    ],
                    rgb(c).filled(),
                ))
                .map_err(|e| err(&e))?;
            }
        }
        root.present().map_err(|e| err(&e))?;
    }
    let coord = text::Style::regular(label_size as f32);
    for f in frames {
        let center = |sq| {
            let (x, y) = origin_of(f.x, f.top, perspective, sq, f.files);
            ((x + SQUARE / 2) as i32, (y + SQUARE / 2) as i32)
        };
        let bx = f.x as i32;
        text::draw_centered(
            &mut img,
            &f.name,
            TITLE_STYLE,
            bx + (u32::from(f.files) * SQUARE / 2) as i32,
            (f.top - TITLE / 2) as i32,
            LABEL,
        )?;
        for i in 0..8u8 {
            if i < f.files {
                let (fx, _) = center(Square::from_coords(i, 0));
                let below = (f.top + 8 * SQUARE + band / 2) as i32;
                let label = ((b'a' + i) as char).to_string();
                text::draw_centered(&mut img, &label, coord, fx, below, LABEL)?;
            }
            let (_, ry) = center(Square::from_coords(0, i));
            let label = ((b'1' + i) as char).to_string();
            text::draw_centered(&mut img, &label, coord, bx - (band / 2) as i32, ry, LABEL)?;
        }
    }
    Ok(img)
}

/// Frame, squares, titles and coordinates of the two boards.
fn draw_base(layout: &Layout, theme: Theme) -> Result<Image, RenderError> {
    let squares = theme.squares();
    let frames: Vec<Frame> = Board::ALL
        .into_iter()
        .map(|board| Frame {
            x: layout.board_x(board),
            top: layout.board_top(board),
            // The cached base speaks English; other languages write over it.
            name: board_title(Lang::EN, &board.to_string(), None),
            colors: squares[board.index()],
            files: layout.files,
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

/// The boards an image's base holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) enum BaseShape {
    /// Two boards of so many files (8, or 4 in 8x4 Alice).
    Two(u8),
    /// A set of boards: three, or (`armies`) two each titled with the
    /// army that starts there.
    Set { armies: bool },
}

/// Which cached base an image is drawn over.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct BaseKey {
    pub shape: BaseShape,
    pub perspective: Color,
    pub caption: bool,
    pub boards: Boards,
    pub theme: Theme,
}

/// Draws a base: its frames, as the key says.
fn draw_base_of(key: BaseKey) -> Result<Image, RenderError> {
    match key.shape {
        BaseShape::Two(files) => draw_base(
            &Layout::of(key.perspective, key.caption, files, key.boards),
            key.theme,
        ),
        BaseShape::Set { .. } => three::draw_base_three(key),
    }
}

/// A cache of what is drawn once per key.
type Cache<T> = Mutex<HashMap<BaseKey, Arc<T>>>;

/// `make`'s answer for `key`, made once per process (a failure is not
/// kept: the next call tries again).
fn cached<T>(
    cache: &'static OnceLock<Cache<T>>,
    key: BaseKey,
    make: impl FnOnce() -> Result<T, RenderError>,
) -> Result<Arc<T>, RenderError> {
    let map = cache.get_or_init(|| Mutex::new(HashMap::new()));
    if let Some(found) = map.lock().unwrap_or_else(|p| p.into_inner()).get(&key) {
        return Ok(found.clone());
    }
    // Made outside the lock: two threads may both make one; one is kept.
    let made = Arc::new(make()?);
    Ok(map
        .lock()
        .unwrap_or_else(|p| p.into_inner())
        .entry(key)
        .or_insert(made)
        .clone())
}

/// The base of a key: frames, squares, titles and coordinates.
pub(crate) fn base(key: BaseKey) -> Result<Arc<Image>, RenderError> {
    static BASES: OnceLock<Cache<Image>> = OnceLock::new();
    cached(&BASES, key, || draw_base_of(key))
}

/// A cached base in the boards' palette.
fn indexed_base(key: BaseKey) -> Result<Arc<palette::Indexed>, RenderError> {
    static BASES: OnceLock<Cache<palette::Indexed>> = OnceLock::new();
    cached(&BASES, key, || {
        Ok(palette_of(key.theme)?.apply(&*base(key)?))
    })
}

/// Width of the red frame round a checked king's square, in pixels.
const CHECK_FRAME: f32 = 4.0;

/// A red frame round the square and a red glow, strongest in its middle,
/// under a checked king: seen at a glance on a phone too.
fn check_glow() -> &'static pieces::Sprite {
    static GLOW: OnceLock<pieces::Sprite> = OnceLock::new();
    GLOW.get_or_init(|| {
        let half = SQUARE as f32 / 2.0;
        let rgba: Vec<[f32; 4]> = (0..SQUARE * SQUARE)
            .map(|i| {
                let (x, y) = ((i % SQUARE) as f32 + 0.5, (i / SQUARE) as f32 + 0.5);
                let d = ((x - half).powi(2) + (y - half).powi(2)).sqrt();
                let edge = x.min(y).min(SQUARE as f32 - x).min(SQUARE as f32 - y);
                let glow = (1.0 - d / (SQUARE as f32 * 0.62)).clamp(0.0, 1.0);
                let a = if edge < CHECK_FRAME {
                    1.0
                } else {
                    glow.sqrt() * 0.95
                };
                let c = CHECK.map(|v| v as f32 / 255.0 * a);
                [c[0], c[1], c[2], a]
            })
            .collect();
        pieces::Sprite::new(SQUARE, &rgba, 1.0)
    })
}

/// A board's title over its board: where, and what it says.
pub(crate) struct Title {
    pub x: u32,
    /// The top of the board (the title stands just above).
    pub top: u32,
    pub width: u32,
    pub text: String,
}

/// "Board A" in `lang`; with `army`, titled with the army that starts
/// there.
pub(crate) fn board_title(lang: Lang, board: &str, army: Option<Color>) -> String {
    match army {
        None => crate::t!(lang, "board-title", board = board),
        Some(c) => crate::t!(
            lang,
            "board-title-army",
            board = board,
            side = crate::states::color_word(c)
        ),
    }
}

/// Writes the boards' titles over the cached base's English ones.
pub(crate) fn retitle(
    img: &mut Image,
    drawn: &mut Drawn,
    titles: &[Title],
) -> Result<(), RenderError> {
    for t in titles {
        let y = t.top - TITLE;
        img.fill_rect(t.x, y, t.width, TITLE, BACKGROUND);
        text::draw_centered(
            img,
            &t.text,
            TITLE_STYLE,
            (t.x + t.width / 2) as i32,
            (t.top - TITLE / 2) as i32,
            LABEL,
        )?;
        drawn.rects.push((t.x, y, t.width, TITLE));
    }
    Ok(())
}

/// Draws a position of a two-board game into an RGB image.
pub fn render<S: Shape>(pos: &TwoBoards<S>, opts: &RenderOptions) -> Result<Image, RenderError> {
    let caption = opts.caption.as_deref().filter(|c| !c.trim().is_empty());
    let look = opts.look;
    let layout = Layout::of(opts.perspective, caption.is_some(), S::FILES, look.boards);
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
        let width = u32::from(layout.files) * SQUARE;
        let titles: Vec<Title> = Board::ALL
            .into_iter()
            .map(|board| Title {
                x: layout.board_x(board),
                top: layout.board_top(board),
                width,
                text: board_title(opts.lang, &board.to_string(), None),
            })
            .collect();
        retitle(&mut img, &mut drawn, &titles)?;
    }
    if let Some(m) = opts.last_move {
        let from = m.from.map(|f| (m.board, f));
        for (board, sq) in from.into_iter().chain([(m.board.other(), m.to)]) {
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
    for sq in Square::all() {
        if let Some((piece, board)) = pos.piece_at(sq) {
            let (x, y) = layout.square_origin(board, sq);
            sprites.get(piece).draw(&mut img, x, y);
            drawn.squares.push((x, y));
            if opts.ghosts {
                let (gx, gy) = layout.square_origin(board.other(), sq);
                pieces::ghost(piece.color).draw(&mut img, gx, gy);
                drawn.squares.push((gx, gy));
            }
        }
    }
    if let Some(text) = caption {
        draw_caption(&mut img, text, look.boards)?;
        // The caption's glyphs stay above the boards' titles.
        drawn.top_rows = layout.top - TITLE;
    }
    img.drawn = Some(drawn);
    Ok(img)
}

/// Writes the caption above the boards: one line side by side; stacked,
/// the image is narrow, so a caption too wide for a line is broken in two
/// at a ` · ` (or a space), and cut with `…` only past two lines.
pub(crate) fn draw_caption(img: &mut Image, text: &str, boards: Boards) -> Result<(), RenderError> {
    let shown: String = text.chars().filter(|c| !c.is_control()).take(90).collect();
    let center_x = img.width / 2;
    let room = (img.width - 2 * MARGIN) as f32;
    let lines = match boards {
        Boards::SideBySide => vec![shown],
        Boards::Stacked => text::wrap(&shown, text::CAPTION, room, 2)?,
    };
    let line_h = (CAPTION_STACKED - 6) / 2;
    let first = match lines.len() {
        1 => MARGIN + caption_band(boards) / 2,
        _ => MARGIN + 3 + line_h / 2,
    };
    for (i, line) in lines.iter().enumerate() {
        text::draw_centered(
            img,
            line,
            text::CAPTION,
            center_x as i32,
            (first + i as u32 * line_h) as i32,
            LABEL,
        )?;
    }
    Ok(())
}

impl Image {
    /// Encodes a board as a PNG of the boards' palette: a third of the
    /// pixel data of full colour, so smaller and faster to compress.
    pub fn board_png(&self) -> Result<Vec<u8>, RenderError> {
        let theme = self.drawn.as_ref().map_or(Theme::Classic, |d| d.base.theme);
        self.board_quantized()?.png(palette_of(theme)?)
    }

    /// A board in the boards' palette: its cached base's indices, with
    /// only what was drawn over the base quantized again.
    pub fn board_quantized(&self) -> Result<palette::Indexed, RenderError> {
        let Some(d) = &self.drawn else {
            return Ok(board_palette()?.apply(self));
        };
        let p = palette_of(d.base.theme)?;
        let mut out = (*indexed_base(d.base)?).clone();
        self.requantize(p, d, &mut out);
        Ok(out)
    }

    /// Quantizes again what was drawn over the base.
    fn requantize(&self, p: &palette::Palette, d: &Drawn, out: &mut palette::Indexed) {
        let rects = d
            .squares
            .iter()
            .map(|&(x, y)| (x, y, SQUARE, SQUARE))
            .chain((d.top_rows > 0).then_some((0, 0, self.width, d.top_rows)))
            .chain(d.rects.iter().copied());
        for (x, y, w, h) in rects {
            p.apply_rect(self, out, x, y, w, h);
        }
    }
}

impl palette::Indexed {
    /// Encodes as an indexed PNG with `p`'s colours.
    pub fn png(&self, p: &palette::Palette) -> Result<Vec<u8>, RenderError> {
        encode_png(self.width, self.height, &self.data, Some(p.rgb_bytes()))
    }
}

/// Builds the caches every image draws from (palette, board frames, piece
/// sprites) by drawing the start of both variants, so that the first
/// player's image after a start is as quick as the next ones. Blocking:
/// call it off the async threads.
pub fn warm_up() -> Result<(), RenderError> {
    let rules = alice_core::Rules::default();
    render_png(&Position::new(rules), &RenderOptions::default())?;
    // The bot's boards are stacked unless a member chooses otherwise.
    let stacked = Look {
        boards: Boards::Stacked,
        ..Look::default()
    };
    render_png(
        &Position::new(rules),
        &RenderOptions {
            look: stacked,
            ..RenderOptions::default()
        },
    )?;
    three::render_set_png(
        &alice_core::three::PositionThree::new(rules),
        &three::SetRenderOptions::default(),
    )?;
    Ok(())
}

/// Draws a position and encodes it as PNG.
pub fn render_png<S: Shape>(
    pos: &TwoBoards<S>,
    opts: &RenderOptions,
) -> Result<Vec<u8>, RenderError> {
    render(pos, opts)?.board_png()
}

/// Captions drawn only to learn the palette from (never shown).
const SAMPLE_CAPTION: &str = "12. Nxe5/A · alice vs bob · White to move";
const SAMPLE_CAPTION_THREE: &str = "1. Ra8/BC# · alice vs bob";

/// The boards a theme's palette is learnt from.
fn samples(theme: Theme) -> Result<Vec<Image>, RenderError> {
    let rules = Rules::default();
    let mut game = Game::new(rules);
    let mut out = Vec::new();
    let shot_in = |pos: &Position, last: Option<LastMove>, perspective, caption: bool, look| {
        render(
            pos,
            &RenderOptions {
                perspective,
                ghosts: true,
                last_move: last,
                caption: caption.then(|| SAMPLE_CAPTION.to_string()),
                lang: Lang::EN,
                look,
            },
        )
    };
    let plain = Look {
        theme,
        ..Look::default()
    };
    let shot = |pos: &Position, last, perspective, caption| {
        shot_in(pos, last, perspective, caption, plain)
    };
    out.push(shot(game.position(), None, Color::White, true)?);
    for m in ["e4", "d5", "Nf3", "Nc6", "Bc4", "Bg4", "O-O", "Qd6"] {
        game.play_text(m).map_err(|e| RenderError(e.to_string()))?;
    }
    let last = game.moves().last().map(|&m| LastMove::from(m));
    out.push(shot(game.position(), last, Color::Black, false)?);
    out.push(shot(game.position(), last, Color::White, true)?);
    // The letters and stacked boards' larger labels.
    let letters = Look {
        pieces: Pieces::Letters,
        boards: Boards::Stacked,
        theme,
    };
    out.push(shot_in(game.position(), last, Color::Black, true, letters)?);
    // Checks on both boards and both square colours.
    for fen in [
        "R6k/6pp/8/8/8/8/8/4K3|8/8/8/8/8/8/8/8 b - - 1 1",
        "8/8/8/8/8/8/8/4K3|R6k/6pp/8/8/8/8/8/8 b - - 1 1",
        "8/8/8/8/8/8/8/4K3|7k/6pp/8/8/8/8/8/R7 b - - 1 1",
    ] {
        let pos = Position::from_fen(fen, rules).map_err(|e| RenderError(e.to_string()))?;
        out.push(shot(&pos, None, Color::White, false)?);
    }
    // Three boards, in one image (each costs as much as two of the
    // above): board C's squares with pieces on both colours, a last move
    // from B to C, and a check on C.
    use alice_core::three::PositionThree;
    use three::{render_set, SetLastMove, SetRenderOptions};
    let mut board_set = PositionThree::from_fen(
        "8/8/8/8/8/8/8/4K3|8/8/8/8/8/8/8/R7|7k/6pp/8/8/8/8/8/8 w - - 0 1",
        rules,
    )
    .map_err(|e| RenderError(e.to_string()))?;
    let mv = board_set
        .parse_move("Ra8/BC")
        .map_err(|e| RenderError(e.to_string()))?;
    board_set.play_unchecked(mv);
    out.push(render_set(
        &board_set,
        &SetRenderOptions {
            perspective: Color::White,
            last_move: Some(SetLastMove::from(mv)),
            caption: Some(SAMPLE_CAPTION_THREE.into()),
            lang: Lang::EN,
            look: plain,
        },
    )?);
    Ok(out)
}

/// The palette of this process's board images in the classic theme.
pub fn board_palette() -> Result<&'static palette::Palette, RenderError> {
    palette_of(Theme::Classic)
}

/// The palette of a theme's board images, learnt once from its
/// [`samples`]: each theme has all of a palette's colours for its own
/// shades.
pub fn palette_of(theme: Theme) -> Result<&'static palette::Palette, RenderError> {
    static PALETTES: [OnceLock<Result<palette::Palette, String>>; 3] =
        [const { OnceLock::new() }; 3];
    PALETTES[theme.index()]
        .get_or_init(|| {
            samples(theme)
                .map(|s| palette::Palette::learn(&s, &flat_colors(theme)))
                .map_err(|e| e.0)
        })
        .as_ref()
        .map_err(|e| RenderError(e.clone()))
}

/// What a picture of a position shows, whichever the game.
#[derive(Clone, Debug)]
pub struct Picture {
    /// Whose side the boards are seen from.
    pub perspective: Color,
    /// Marks of the other board's pieces (where the game draws them).
    pub ghosts: bool,
    pub caption: Option<String>,
    /// The language of the boards' titles.
    pub lang: Lang,
    pub look: Look,
}

/// Boards as text, side by side and seen from `side`: each under its
/// title, a letter a piece (upper case White's, as in FEN), `.` an empty
/// square, the ranks and files around.
pub fn boards_text(boards: &[svg::DiagramBoard], side: Color) -> String {
    let drawn: Vec<Vec<String>> = boards
        .iter()
        .map(|b| {
            let files: Vec<u8> = match side {
                Color::White => (0..b.files).collect(),
                Color::Black => (0..b.files).rev().collect(),
            };
            let ranks: Vec<u8> = match side {
                Color::White => (0..8).rev().collect(),
                Color::Black => (0..8).collect(),
            };
            let mut lines = vec![format!("  {}", b.title)];
            for &rank in &ranks {
                let squares: Vec<String> = files
                    .iter()
                    .map(|&file| {
                        let sq = Square::from_coords(file, rank);
                        b.pieces
                            .iter()
                            .find(|(at, _)| *at == sq)
                            .map_or('.', |(_, p)| p.fen_char())
                            .to_string()
                    })
                    .collect();
                lines.push(format!("{} {}", rank + 1, squares.join(" ")));
            }
            let letters: Vec<String> = files
                .iter()
                .map(|&f| ((b'a' + f) as char).to_string())
                .collect();
            lines.push(format!("  {}", letters.join(" ")));
            lines
        })
        .collect();
    let widths: Vec<usize> = drawn
        .iter()
        .map(|lines| lines.iter().map(|l| l.chars().count()).max().unwrap_or(0))
        .collect();
    let rows = drawn.iter().map(Vec::len).max().unwrap_or(0);
    (0..rows)
        .map(|row| {
            // Each board in a column of its width and four spaces.
            let line: String = drawn
                .iter()
                .zip(&widths)
                .map(|(lines, &w)| {
                    let cell = lines.get(row).map_or("", String::as_str);
                    format!("{cell:<width$}", width = w + 4)
                })
                .collect();
            line.trim_end().to_string()
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// A position drawn as a PNG, by the family its boards are of.
pub trait Pictured: alice_core::VariantPosition {
    /// The PNG of the position with `last` (the move that led to it)
    /// marked.
    fn png(&self, last: Option<Self::Move>, picture: Picture) -> Result<Vec<u8>, RenderError>;

    /// The boards as the live table draws them (see [`svg`]), with `last`
    /// marked, titled in the picture's language, in its look's colours.
    fn diagram(&self, last: Option<Self::Move>, picture: &Picture) -> Vec<svg::DiagramBoard>;
}

impl<S: Shape> Pictured for TwoBoards<S>
where
    TwoBoards<S>: alice_core::VariantPosition<Move = Move>,
{
    fn png(&self, last: Option<Move>, picture: Picture) -> Result<Vec<u8>, RenderError> {
        render_png(
            self,
            &RenderOptions {
                perspective: picture.perspective,
                ghosts: picture.ghosts,
                last_move: last.map(LastMove::from),
                caption: picture.caption,
                lang: picture.lang,
                look: picture.look,
            },
        )
    }

    fn diagram(&self, last: Option<Move>, picture: &Picture) -> Vec<svg::DiagramBoard> {
        let squares = picture.look.theme.squares();
        let check = self.is_check().then(|| self.king(self.turn()));
        Board::ALL
            .into_iter()
            .map(|board| {
                let mut pieces = Vec::new();
                let mut ghosts = Vec::new();
                for sq in Square::all() {
                    match self.piece_at(sq) {
                        Some((p, b)) if b == board => pieces.push((sq, p)),
                        Some((p, _)) if picture.ghosts => ghosts.push((sq, p.color)),
                        _ => {}
                    }
                }
                let marked = last
                    .map(|m| {
                        let mut on = Vec::new();
                        if m.board == board {
                            on.push(m.from);
                        }
                        if m.board.other() == board {
                            on.push(m.to);
                        }
                        on
                    })
                    .unwrap_or_default();
                svg::DiagramBoard {
                    title: board_title(picture.lang, &board.to_string(), None),
                    files: S::FILES,
                    colors: squares[board.index()],
                    pieces,
                    ghosts,
                    marked,
                    check: check.filter(|&(_, b)| b == board).map(|(sq, _)| sq),
                }
            })
            .collect()
    }
}

impl<R: alice_core::three::BoardRule> Pictured for alice_core::three::BoardSet<R>
where
    alice_core::three::BoardSet<R>: alice_core::VariantPosition<Move = alice_core::three::SetMove>,
{
    fn png(
        &self,
        last: Option<alice_core::three::SetMove>,
        picture: Picture,
    ) -> Result<Vec<u8>, RenderError> {
        three::render_set_png(
            self,
            &three::SetRenderOptions {
                perspective: picture.perspective,
                last_move: last.map(three::SetLastMove::from),
                caption: picture.caption,
                lang: picture.lang,
                look: picture.look,
            },
        )
    }

    fn diagram(
        &self,
        last: Option<alice_core::three::SetMove>,
        picture: &Picture,
    ) -> Vec<svg::DiagramBoard> {
        three::set_diagram(self, last.map(three::SetLastMove::from), picture)
    }
}
