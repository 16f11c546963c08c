//! A game as an animated GIF: one frame per position (all its boards, the
//! move marked, the move in the caption), in the boards' palette. After the
//! first, a frame holds only the rectangle that changed, with the pixels
//! that did not as transparent, so a long game stays small.

use super::palette::{Indexed, FREE};
use super::palette_of;
use super::three::{render_set, SetLastMove, SetRenderOptions};
use super::{render, Image, LastMove, RenderError, RenderOptions};
use crate::games::AnyGame;
use alice_core::three::{BoardRule, BoardSet};
use alice_core::{Color, Game, Shape, TwoBoards, VariantPosition};

/// How long frames show, in hundredths of a second.
pub const FIRST_DELAY: u16 = 150;
pub const MOVE_DELAY: u16 = 80;
pub const LAST_DELAY: u16 = 400;

/// What the GIF shows besides the moves.
#[derive(Clone, Debug)]
pub struct GifOptions {
    pub perspective: Color,
    /// Before the move in each caption, e.g. "#12 alice vs bob".
    pub title: String,
    /// After the last move in its caption, e.g. "1-0, checkmate".
    pub result: Option<String>,
    /// The first frame's word for the start position ("start").
    pub start: String,
    /// The language of the words drawn on the boards.
    pub lang: crate::lang::Lang,
    /// How the boards look.
    pub look: super::Look,
}

impl Default for GifOptions {
    /// From White's side, no title or result, in English.
    fn default() -> Self {
        let lang = crate::lang::Lang::EN;
        GifOptions {
            perspective: Color::White,
            title: String::new(),
            result: None,
            start: lang.t("gif-start"),
            lang,
            look: super::Look::default(),
        }
    }
}

/// The caption of a frame: "#12 alice vs bob · 3. Nf3" (the start: "· start").
fn caption(opts: &GifOptions, game: &AnyGame, ply: usize) -> String {
    let mut s = opts.title.clone();
    if !s.is_empty() {
        s.push_str(" · ");
    }
    if ply == 0 {
        s.push_str(&opts.start);
    } else {
        s.push_str(&game.numbered(ply - 1));
    }
    if ply == game.ply() {
        if let Some(r) = &opts.result {
            s.push_str(&format!(" · {r}"));
        }
    }
    s
}

/// The GIF of a whole two-board game: plies + 1 frames.
pub fn game_gif(game: &Game, opts: &GifOptions) -> Result<Vec<u8>, RenderError> {
    any_game_gif(&AnyGame::Two(game.clone()), opts)
}

/// The frames of a game, one by one from the start: `draw` draws a
/// position, the move that led to it and the caption.
fn replay_frames<'a, P: VariantPosition>(
    g: &'a Game<P>,
    game: &'a AnyGame,
    opts: &'a GifOptions,
    draw: impl Fn(&P, Option<P::Move>, String) -> Result<Image, RenderError> + 'a,
) -> Box<dyn FnMut(usize) -> Result<Image, RenderError> + 'a> {
    let mut replay = Game::from_position(*g.start());
    Box::new(move |ply| {
        if ply > 0 {
            replay
                .play(g.moves()[ply - 1])
                .map_err(|e| RenderError(e.to_string()))?;
        }
        let last = replay.moves().last().copied();
        draw(replay.position(), last, caption(opts, game, ply))
    })
}

/// The frames of a two-board game (8x8 or 8x4).
fn two_board_frames<'a, S: Shape>(
    g: &'a Game<TwoBoards<S>>,
    game: &'a AnyGame,
    opts: &'a GifOptions,
) -> Box<dyn FnMut(usize) -> Result<Image, RenderError> + 'a>
where
    TwoBoards<S>: VariantPosition<Move = alice_core::Move>,
{
    replay_frames(g, game, opts, move |pos, last, caption| {
        render(
            pos,
            &RenderOptions {
                perspective: opts.perspective,
                ghosts: true,
                last_move: last.map(LastMove::from),
                caption: Some(caption),
                lang: opts.lang,
                look: opts.look,
            },
        )
    })
}

/// The frames of a game on a set of boards (a square may hold a piece on
/// more than one).
fn board_set_frames<'a, R: BoardRule>(
    g: &'a Game<BoardSet<R>>,
    game: &'a AnyGame,
    opts: &'a GifOptions,
) -> Box<dyn FnMut(usize) -> Result<Image, RenderError> + 'a>
where
    BoardSet<R>: VariantPosition<Move = alice_core::three::SetMove>,
{
    replay_frames(g, game, opts, move |pos, last, caption| {
        render_set(
            pos,
            &SetRenderOptions {
                perspective: opts.perspective,
                last_move: last.map(SetLastMove::from),
                caption: Some(caption),
                lang: opts.lang,
                look: opts.look,
            },
        )
    })
}

/// The frames of a game of any variant, one by one from the start.
fn frames<'a>(
    game: &'a AnyGame,
    opts: &'a GifOptions,
) -> Box<dyn FnMut(usize) -> Result<Image, RenderError> + 'a> {
    crate::on_game!(game, g: P => P::frames(g, game, opts))
}

/// A game's frames, by the family its boards are of.
trait Framed: VariantPosition + Sized {
    fn frames<'a>(
        g: &'a Game<Self>,
        game: &'a AnyGame,
        opts: &'a GifOptions,
    ) -> Box<dyn FnMut(usize) -> Result<Image, RenderError> + 'a>;
}

impl<S: Shape> Framed for TwoBoards<S>
where
    TwoBoards<S>: VariantPosition<Move = alice_core::Move>,
{
    fn frames<'a>(
        g: &'a Game<Self>,
        game: &'a AnyGame,
        opts: &'a GifOptions,
    ) -> Box<dyn FnMut(usize) -> Result<Image, RenderError> + 'a> {
        two_board_frames(g, game, opts)
    }
}

impl<R: BoardRule> Framed for BoardSet<R>
where
    BoardSet<R>: VariantPosition<Move = alice_core::three::SetMove>,
{
    fn frames<'a>(
        g: &'a Game<Self>,
        game: &'a AnyGame,
        opts: &'a GifOptions,
    ) -> Box<dyn FnMut(usize) -> Result<Image, RenderError> + 'a> {
        board_set_frames(g, game, opts)
    }
}

/// The GIF of a whole game of either variant: plies + 1 frames.
pub fn any_game_gif(game: &AnyGame, opts: &GifOptions) -> Result<Vec<u8>, RenderError> {
    let p = palette_of(opts.look.theme)?;
    let err = |e: gif::EncodingError| RenderError(e.to_string());
    let mut out = Vec::new();
    let mut frame_at = frames(game, opts);
    let mut previous: Option<Indexed> = None;
    let total = game.ply();
    {
        let first = frame_at(0)?;
        let mut e = gif::Encoder::new(
            &mut out,
            first.width as u16,
            first.height as u16,
            &p.rgb_bytes(),
        )
        .map_err(err)?;
        e.set_repeat(gif::Repeat::Infinite).map_err(err)?;
        let mut first = Some(first);
        for ply in 0..=total {
            let img = match first.take() {
                Some(img) => img,
                None => frame_at(ply)?,
            };
            let frame_ix = img.board_quantized()?;
            let delay = if ply == total {
                LAST_DELAY
            } else if ply == 0 {
                FIRST_DELAY
            } else {
                MOVE_DELAY
            };
            let mut frame = match &previous {
                None => gif::Frame {
                    width: frame_ix.width as u16,
                    height: frame_ix.height as u16,
                    buffer: std::borrow::Cow::Borrowed(&frame_ix.data),
                    ..gif::Frame::default()
                },
                Some(prev) => delta(prev, &frame_ix),
            };
            frame.delay = delay;
            frame.dispose = gif::DisposalMethod::Keep;
            e.write_frame(&frame).map_err(err)?;
            previous = Some(frame_ix);
        }
    }
    Ok(out)
}

/// The rectangle of `next` that differs from `prev`, unchanged pixels in
/// it transparent (at least one pixel, for a frame that repeats).
fn delta(prev: &Indexed, next: &Indexed) -> gif::Frame<'static> {
    let w = next.width as usize;
    let (mut x0, mut y0, mut x1, mut y1) = (usize::MAX, usize::MAX, 0, 0);
    for (y, (a, b)) in prev
        .data
        .chunks_exact(w)
        .zip(next.data.chunks_exact(w))
        .enumerate()
    {
        if a == b {
            continue;
        }
        let first = a.iter().zip(b).position(|(p, q)| p != q).unwrap_or(0);
        let last = w
            - 1
            - a.iter()
                .rev()
                .zip(b.iter().rev())
                .position(|(p, q)| p != q)
                .unwrap_or(0);
        x0 = x0.min(first);
        x1 = x1.max(last);
        y0 = y0.min(y);
        y1 = y1.max(y);
    }
    if x0 == usize::MAX {
        (x0, y0, x1, y1) = (0, 0, 0, 0);
    }
    let (fw, fh) = (x1 - x0 + 1, y1 - y0 + 1);
    let mut buf = Vec::with_capacity(fw * fh);
    for y in y0..=y1 {
        let row = y * w;
        for x in x0..=x1 {
            let (p, q) = (prev.data[row + x], next.data[row + x]);
            buf.push(if p == q { FREE } else { q });
        }
    }
    gif::Frame {
        left: x0 as u16,
        top: y0 as u16,
        width: fw as u16,
        height: fh as u16,
        transparent: Some(FREE),
        buffer: std::borrow::Cow::Owned(buf),
        ..gif::Frame::default()
    }
}
