//! Piece sprites, rasterised once per set: the figures, from the chess
//! glyphs of the bundled DejaVu Sans font (a white body with a black
//! outline for White, a black body with light inner lines and a light halo
//! for Black, so both read on either square colour); the letters, a disc
//! with the piece's letter in the bundled bold font. And the mark of a
//! piece on the other board: a small dot in the square's corner, never a
//! faded piece.

use super::look::Pieces;
use super::{Image, RenderError, FONT, FONT_BOLD, SQUARE};
use ab_glyph::{Font, FontRef, Glyph, PxScale};
use alice_core::{Color, Piece, Role};
use std::sync::OnceLock;

/// Premultiplied RGBA pixels of one square, kept as runs of non-empty
/// pixels per row so that blending touches only the piece.
pub struct Sprite {
    /// (row, first column, pixels)
    runs: Vec<(u32, u32, Vec<[u16; 4]>)>,
}

impl Sprite {
    pub fn new(size: u32, rgba: &[[f32; 4]], opacity: f32) -> Sprite {
        let mut runs = Vec::new();
        for y in 0..size {
            let row = &rgba[(y * size) as usize..((y + 1) * size) as usize];
            let Some(first) = row.iter().position(|p| p[3] * opacity >= 0.5 / 255.0) else {
                continue;
            };
            let last = row
                .iter()
                .rposition(|p| p[3] * opacity >= 0.5 / 255.0)
                .unwrap_or(first);
            let px = row[first..=last]
                .iter()
                .map(|p| p.map(|v| (v * opacity * 255.0).round().clamp(0.0, 255.0) as u16))
                .collect();
            runs.push((y, first as u32, px));
        }
        Sprite { runs }
    }

    /// Blends the sprite onto the image with its top-left at (x0, y0).
    pub fn draw(&self, img: &mut Image, x0: u32, y0: u32) {
        for (y, x, px) in &self.runs {
            let start = (((y0 + y) * img.width + x0 + x) * 3) as usize;
            let row = &mut img.data[start..start + px.len() * 3];
            for (d, p) in row.chunks_exact_mut(3).zip(px) {
                let inv = 255 - p[3];
                for k in 0..3 {
                    d[k] = (p[k] + (d[k] as u16 * inv + 127) / 255).min(255) as u8;
                }
            }
        }
    }
}

pub struct Sprites {
    by_piece: Vec<Sprite>,
}

impl Sprites {
    pub fn get(&self, p: Piece) -> &Sprite {
        &self.by_piece[p.color.index() * 6 + p.role.index()]
    }
}

/// Premultiplied layers, the lowest first, each a colour and its
/// coverage: what they make together.
fn stack(layers: &[([f32; 3], f32)]) -> [f32; 4] {
    let mut out = [0.0f32; 4];
    for &(c, a) in layers {
        for k in 0..3 {
            out[k] = c[k] * a + out[k] * (1.0 - a);
        }
        out[3] = a + out[3] * (1.0 - a);
    }
    out
}

/// Coverage (0..1) of a disc of radius `r` centred on (`cx`, `cy`) at the
/// pixel (`x`, `y`).
fn disc(x: u32, y: u32, cx: f32, cy: f32, r: f32) -> f32 {
    let d = ((x as f32 + 0.5 - cx).powi(2) + (y as f32 + 0.5 - cy).powi(2)).sqrt();
    (r + 0.5 - d).clamp(0.0, 1.0)
}

/// The mark of a piece of `color` standing on the other board: a small
/// dot in the top right corner of the square, light with a dark rim for
/// White, dark with a light rim for Black.
pub fn ghost(color: Color) -> &'static Sprite {
    static MARKS: OnceLock<[Sprite; 2]> = OnceLock::new();
    let marks = MARKS.get_or_init(|| {
        Color::ALL.map(|c| {
            let size = SQUARE;
            let r = size as f32 * 0.12;
            let (cx, cy) = (size as f32 - r - 3.5, r + 3.5);
            let (fill, rim) = match c {
                Color::White => ([0.97, 0.97, 0.97], [0.08, 0.08, 0.08]),
                Color::Black => ([0.08, 0.08, 0.08], [0.9, 0.9, 0.9]),
            };
            let rgba: Vec<[f32; 4]> = (0..size * size)
                .map(|i| {
                    let (x, y) = (i % size, i / size);
                    let outer = disc(x, y, cx, cy, r);
                    let inner = disc(x, y, cx, cy, r - 1.6);
                    stack(&[(rim, outer), (fill, inner)])
                })
                .collect();
            Sprite::new(size, &rgba, 1.0)
        })
    });
    &marks[color.index()]
}

/// The letter a piece is written with.
pub(super) fn letter(role: Role) -> char {
    match role {
        Role::King => 'K',
        Role::Queen => 'Q',
        Role::Rook => 'R',
        Role::Bishop => 'B',
        Role::Knight => 'N',
        Role::Pawn => 'P',
    }
}

/// Coverage (0..1) of `c` in `font`, `height` pixels tall, centred in a
/// square of `size`.
fn centred_coverage(
    font: &FontRef,
    c: char,
    size: u32,
    height: f32,
) -> Result<Vec<f32>, RenderError> {
    let probe = font
        .outline_glyph(Glyph {
            id: font.glyph_id('K'),
            scale: PxScale::from(100.0),
            position: ab_glyph::point(0.0, 0.0),
        })
        .ok_or_else(|| RenderError("the bundled bold font has no letters".into()))?;
    let scale = 100.0 * height / probe.px_bounds().height();
    let outlined = font
        .outline_glyph(Glyph {
            id: font.glyph_id(c),
            scale: PxScale::from(scale),
            position: ab_glyph::point(0.0, 0.0),
        })
        .ok_or_else(|| RenderError(format!("the bundled bold font cannot draw {c}")))?;
    let b = outlined.px_bounds();
    let ox = ((size as f32 - b.width()) / 2.0).round() as i32;
    let oy = ((size as f32 - b.height()) / 2.0).round() as i32;
    let mut cov = vec![0.0f32; (size * size) as usize];
    outlined.draw(|x, y, v| {
        let (px, py) = (x as i32 + ox, y as i32 + oy);
        if px >= 0 && py >= 0 && (px as u32) < size && (py as u32) < size {
            cov[(py as u32 * size + px as u32) as usize] = v.clamp(0.0, 1.0);
        }
    });
    Ok(cov)
}

/// The letters: a disc with a rim, the piece's letter in its middle.
fn build_letters(size: u32) -> Result<Sprites, RenderError> {
    let font = FontRef::try_from_slice(FONT_BOLD)
        .map_err(|_| RenderError("the bundled bold font is unreadable".into()))?;
    // Whole pixels for the radius and the rim, and one colour for the rim
    // and the letter: fewer shades, so a smaller PNG.
    let r = (size as f32 * 0.43).round();
    let rim_width = (size as f32 / 24.0).round();
    let c = size as f32 / 2.0;
    let mut by_piece = Vec::with_capacity(12);
    for color in Color::ALL {
        let (fill, ink) = match color {
            Color::White => ([1.0, 1.0, 1.0], [0.08, 0.08, 0.08]),
            Color::Black => ([0.12, 0.12, 0.12], [0.94, 0.94, 0.94]),
        };
        for role in Role::ALL {
            let glyph = centred_coverage(&font, letter(role), size, size as f32 * 0.46)?;
            let rgba: Vec<[f32; 4]> = (0..size * size)
                .map(|i| {
                    let (x, y) = (i % size, i / size);
                    let outer = disc(x, y, c, c, r);
                    let inner = disc(x, y, c, c, r - rim_width);
                    stack(&[(ink, outer), (fill, inner), (ink, glyph[i as usize])])
                })
                .collect();
            by_piece.push((color, role, Sprite::new(size, &rgba, 1.0)));
        }
    }
    by_piece.sort_by_key(|(c, r, _)| (c.index(), r.index()));
    Ok(Sprites {
        by_piece: by_piece.into_iter().map(|(_, _, s)| s).collect(),
    })
}

pub(super) fn glyph_char(role: Role, solid: bool) -> char {
    let base = if solid { 0x265A } else { 0x2654 };
    // Only the solid glyphs are used: the outline ones differ between
    // pieces in DejaVu Sans (its white bishop has a solid mitre).
    let offset = match role {
        Role::King => 0,
        Role::Queen => 1,
        Role::Rook => 2,
        Role::Bishop => 3,
        Role::Knight => 4,
        Role::Pawn => 5,
    };
    char::from_u32(base + offset).unwrap_or('?')
}

/// Coverage (0..1) of a glyph scaled to fit the square with a margin.
fn coverage(font: &FontRef, c: char, size: u32) -> Result<Vec<f32>, RenderError> {
    let id = font.glyph_id(c);
    if id.0 == 0 {
        return Err(RenderError(format!(
            "the bundled font has no glyph for {c}"
        )));
    }
    // Scale so that the king's body fills 86% of the square.
    let probe = font
        .outline_glyph(Glyph {
            id: font.glyph_id('\u{265A}'),
            scale: PxScale::from(100.0),
            position: ab_glyph::point(0.0, 0.0),
        })
        .ok_or_else(|| RenderError("the bundled font has no king glyph".into()))?;
    let pb = probe.px_bounds();
    let fit = 100.0 * 0.86 * size as f32 / (pb.width().max(pb.height()));
    let glyph = Glyph {
        id,
        scale: PxScale::from(fit),
        position: ab_glyph::point(0.0, 0.0),
    };
    let outlined = font
        .outline_glyph(glyph)
        .ok_or_else(|| RenderError(format!("the bundled font cannot draw {c}")))?;
    let b = outlined.px_bounds();
    // Every piece stands on one baseline, chosen so that the king (the
    // tallest) is centred; each piece is centred horizontally.
    let k = fit / 100.0;
    let (king_top, king_bottom) = (pb.min.y * k, pb.max.y * k);
    let baseline = (size as f32 - (king_bottom - king_top)) / 2.0 - king_top;
    let ox = ((size as f32 - b.width()) / 2.0).round() as i32;
    let oy = (baseline + b.min.y).round() as i32;
    let mut cov = vec![0.0f32; (size * size) as usize];
    outlined.draw(|x, y, v| {
        let px = x as i32 + ox;
        let py = y as i32 + oy;
        if px >= 0 && py >= 0 && (px as u32) < size && (py as u32) < size {
            let i = (py as u32 * size + px as u32) as usize;
            cov[i] = cov[i].max(v.clamp(0.0, 1.0));
        }
    });
    Ok(cov)
}

/// The silhouette: the glyph with its holes (inner details) filled, by
/// flooding the outside from the sprite's border.
fn fill_holes(cov: &[f32], size: u32) -> Vec<f32> {
    let n = size as usize;
    let mut outside = vec![false; n * n];
    let mut stack: Vec<usize> = Vec::new();
    for i in 0..n {
        for idx in [i, (n - 1) * n + i, i * n, i * n + n - 1] {
            if cov[idx] < 0.5 && !outside[idx] {
                outside[idx] = true;
                stack.push(idx);
            }
        }
    }
    while let Some(idx) = stack.pop() {
        let (x, y) = (idx % n, idx / n);
        let mut visit = |nx: usize, ny: usize| {
            let j = ny * n + nx;
            if !outside[j] && cov[j] < 0.5 {
                outside[j] = true;
                stack.push(j);
            }
        };
        if x > 0 {
            visit(x - 1, y);
        }
        if x + 1 < n {
            visit(x + 1, y);
        }
        if y > 0 {
            visit(x, y - 1);
        }
        if y + 1 < n {
            visit(x, y + 1);
        }
    }
    cov.iter()
        .zip(&outside)
        .map(|(&c, &out)| if out { c } else { 1.0 })
        .collect()
}

/// Grey-scale erosion with a disc of radius `r`.
fn erode(cov: &[f32], size: u32, r: f32) -> Vec<f32> {
    let n = size as i32;
    let ri = r.ceil() as i32;
    let mut out = vec![0.0; cov.len()];
    for y in 0..n {
        for x in 0..n {
            let mut m = cov[(y * n + x) as usize];
            for dy in -ri..=ri {
                for dx in -ri..=ri {
                    if (dx * dx + dy * dy) as f32 > r * r {
                        continue;
                    }
                    let (sx, sy) = (x + dx, y + dy);
                    let v = if sx < 0 || sy < 0 || sx >= n || sy >= n {
                        0.0
                    } else {
                        cov[(sy * n + sx) as usize]
                    };
                    m = m.min(v);
                }
            }
            out[(y * n + x) as usize] = m;
        }
    }
    out
}

fn dilate(cov: &[f32], size: u32, r: f32) -> Vec<f32> {
    let inv: Vec<f32> = cov.iter().map(|c| 1.0 - c).collect();
    erode(&inv, size, r).iter().map(|c| 1.0 - c).collect()
}

fn build(size: u32) -> Result<Sprites, RenderError> {
    let font = FontRef::try_from_slice(FONT)
        .map_err(|_| RenderError("the bundled font is unreadable".into()))?;
    let line = size as f32 / 30.0; // outline width, about 2 px at 56 px
    let mut by_piece = Vec::with_capacity(12);
    for role in Role::ALL {
        let glyph = coverage(&font, glyph_char(role, true), size)?;
        let body = fill_holes(&glyph, size);
        // The glyph's own edges (outer contour and around its holes).
        let inner = erode(&glyph, size, line);
        let edges: Vec<f32> = glyph
            .iter()
            .zip(&inner)
            .map(|(g, i)| (g - i).max(0.0))
            .collect();
        let halo = dilate(&body, size, line * 0.8);
        for color in Color::ALL {
            let rgba: Vec<[f32; 4]> = (0..glyph.len())
                .map(|i| match color {
                    // White body, black outline and details.
                    Color::White => {
                        let (b, e) = (body[i], edges[i]);
                        over([0.0, 0.0, 0.0], e, [1.0, 1.0, 1.0], b)
                    }
                    // Black body, light details (the holes) and a light halo
                    // so the piece stands out on dark squares too.
                    Color::Black => {
                        let holes = (body[i] - glyph[i]).max(0.0);
                        let dark = over([0.08, 0.08, 0.08], glyph[i], [0.92, 0.92, 0.92], holes);
                        let under = [0.78, 0.78, 0.78];
                        let a_dark = dark[3];
                        let rest = halo[i] * 0.85 * (1.0 - a_dark);
                        [
                            dark[0] + under[0] * rest,
                            dark[1] + under[1] * rest,
                            dark[2] + under[2] * rest,
                            a_dark + rest,
                        ]
                    }
                })
                .collect();
            by_piece.push((color, role, Sprite::new(size, &rgba, 1.0)));
        }
    }
    by_piece.sort_by_key(|(c, r, _)| (c.index(), r.index()));
    Ok(Sprites {
        by_piece: by_piece.into_iter().map(|(_, _, s)| s).collect(),
    })
}

/// Premultiplied `top` (alpha `a_top`) over `bottom` (alpha `a_bottom`).
fn over(top: [f32; 3], a_top: f32, bottom: [f32; 3], a_bottom: f32) -> [f32; 4] {
    let a = a_top + a_bottom * (1.0 - a_top);
    let mut px = [0.0; 4];
    for k in 0..3 {
        px[k] = top[k] * a_top + bottom[k] * a_bottom * (1.0 - a_top);
    }
    px[3] = a;
    px
}

/// The sprites of a set, `size` pixels square (one size per process).
pub fn sprites(size: u32, set: Pieces) -> Result<&'static Sprites, RenderError> {
    static FIGURES: OnceLock<Result<Sprites, String>> = OnceLock::new();
    static LETTERS: OnceLock<Result<Sprites, String>> = OnceLock::new();
    match set {
        Pieces::Figures => &FIGURES,
        Pieces::Letters => &LETTERS,
    }
    .get_or_init(|| {
        match set {
            Pieces::Figures => build(size),
            Pieces::Letters => build_letters(size),
        }
        .map_err(|e| e.0)
    })
    .as_ref()
    .map_err(|e| RenderError(e.clone()))
}
