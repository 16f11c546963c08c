//! A palette of 255 colours for every board image of a theme, PNG and
//! GIF alike.
//!
//! It is learnt from boards drawn in full colour that it is handed (the
//! render module hands it a few, once per theme and process: both perspectives,
//! captions, the last move on either board, a king in check, the marks of
//! the other board's pieces, the letters, stacked boards, three
//! boards): their most frequent colours, kept apart by a small
//! distance so that the rarer shades of the anti-aliased edges are
//! covered too. The flat colours (squares, marks, background, labels) are
//! in it exactly. A table of 32,768 entries (five bits per channel) maps
//! any colour to its nearest palette entry; a colour of the palette maps
//! to itself. Index 255 is left free: GIF frames use it for "unchanged".

use super::{Image, Rgb};
use std::collections::HashMap;

/// Colours in the palette; the index after them is free.
pub const COLORS: usize = 255;
/// The free index (GIF's transparent "unchanged" pixel).
pub const FREE: u8 = 255;

pub struct Palette {
    colors: Vec<Rgb>,
    /// By [`bucket`]: a fixed size, so that indexing needs no bounds check.
    lut: Box<[u8; 1 << 15]>,
}

/// An image of palette indices.
#[derive(Clone)]
pub struct Indexed {
    pub width: u32,
    pub height: u32,
    pub data: Vec<u8>,
}

fn bucket(c: Rgb) -> usize {
    ((c[0] as usize >> 3) << 10) | ((c[1] as usize >> 3) << 5) | (c[2] as usize >> 3)
}

/// [`bucket`] of the pixel at the start of `px` (three bytes or more).
fn bucket_of(px: &[u8]) -> usize {
    bucket([px[0], px[1], px[2]])
}

fn distance(a: Rgb, b: Rgb) -> u32 {
    // Weighted as the eye is (green most, blue least).
    let d = |i: usize| (a[i] as i32 - b[i] as i32).pow(2) as u32;
    3 * d(0) + 4 * d(1) + 2 * d(2)
}

impl Palette {
    /// The palette learnt from `samples`, with the colours `exact` first
    /// (each maps to itself).
    pub fn learn(samples: &[Image], exact: &[Rgb]) -> Palette {
        let mut counts: HashMap<Rgb, u32> = HashMap::new();
        for img in samples {
            let mut last = None;
            for px in img.data.chunks_exact(3) {
                let c = [px[0], px[1], px[2]];
                // Runs of one colour are most of an image.
                if let Some((lc, n)) = last.as_mut() {
                    if *lc == c {
                        *n += 1;
                        continue;
                    }
                    *counts.entry(*lc).or_insert(0) += *n;
                }
                last = Some((c, 1u32));
            }
            if let Some((c, n)) = last {
                *counts.entry(c).or_insert(0) += n;
            }
        }
        let mut by_count: Vec<(Rgb, u32)> = counts.into_iter().collect();
        by_count.sort_unstable_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
        // Most frequent first, each at least `apart` from those chosen; the
        // distance halves until the palette is full or every colour is in.
        let mut colors: Vec<Rgb> = Vec::with_capacity(COLORS);
        for &c in exact.iter().take(COLORS) {
            if !colors.contains(&c) {
                colors.push(c);
            }
        }
        let mut apart = 256u32;
        while colors.len() < COLORS && colors.len() < by_count.len() {
            for &(c, _) in &by_count {
                if colors.len() == COLORS {
                    break;
                }
                if colors.iter().all(|&p| distance(p, c) >= apart) {
                    colors.push(c);
                }
            }
            if apart == 0 {
                break;
            }
            apart /= 2;
        }
        let mut lut = Box::new([0u8; 1 << 15]);
        for (b, slot) in lut.iter_mut().enumerate() {
            let center = [
                ((b >> 10) as u8) << 3 | 4,
                (((b >> 5) & 31) as u8) << 3 | 4,
                ((b & 31) as u8) << 3 | 4,
            ];
            *slot = nearest(&colors, center);
        }
        // A palette colour is its own answer: the most frequent of those
        // sharing a bucket (they are chosen in that order) keeps it.
        for (i, &c) in colors.iter().enumerate().rev() {
            lut[bucket(c)] = i as u8;
        }
        // The exact ones above all.
        for (i, &c) in colors.iter().enumerate().take(exact.len()).rev() {
            lut[bucket(c)] = i as u8;
        }
        Palette { colors, lut }
    }

    pub fn colors(&self) -> &[Rgb] {
        &self.colors
    }

    /// The palette as PNG's and GIF's RGB triples (256 entries; the free
    /// one is black).
    pub fn rgb_bytes(&self) -> Vec<u8> {
        let mut out: Vec<u8> = self.colors.iter().flatten().copied().collect();
        out.resize(256 * 3, 0);
        out
    }

    pub fn index(&self, c: Rgb) -> u8 {
        self.lut[bucket(c)]
    }

    /// An image in palette indices.
    pub fn apply(&self, img: &Image) -> Indexed {
        let lut: &[u8; 1 << 15] = &self.lut;
        let mut data = vec![0u8; img.data.len() / 3];
        for (out, px) in data.iter_mut().zip(img.data.chunks_exact(3)) {
            *out = lut[bucket_of(px) & 0x7fff];
        }
        Indexed {
            width: img.width,
            height: img.height,
            data,
        }
    }
}

impl Palette {
    /// Quantizes the rectangle at (`x`, `y`), `w` by `h`, of `img` into the
    /// same place of `out` (an image of the same size); clipped to it.
    pub fn apply_rect(&self, img: &Image, out: &mut Indexed, x: u32, y: u32, w: u32, h: u32) {
        let lut: &[u8; 1 << 15] = &self.lut;
        let (x1, y1) = (
            (x + w).min(img.width) as usize,
            (y + h).min(img.height) as usize,
        );
        let (x, width) = (x as usize, img.width as usize);
        for row in (y as usize)..y1 {
            let start = row * width;
            let src = &img.data[3 * (start + x)..3 * (start + x1)];
            let dst = &mut out.data[start + x..start + x1];
            for (o, px) in dst.iter_mut().zip(src.chunks_exact(3)) {
                *o = lut[bucket_of(px) & 0x7fff];
            }
        }
    }
}

fn nearest(colors: &[Rgb], c: Rgb) -> u8 {
    let mut best = (u32::MAX, 0u8);
    for (i, &p) in colors.iter().enumerate() {
        let d = distance(p, c);
        if d < best.0 {
            best = (d, i as u8);
        }
    }
    best.1
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::render::{
        board_palette as palette, flat_colors, palette_of, render, RenderOptions, Theme, HIGHLIGHT,
        LABEL, SQUARES, SQUARES_C,
    };
    use alice_core::Position;

    /// The flat colours are in the palette exactly, and an image of them
    /// maps back to itself; the free index is never used.
    #[test]
    fn flat_colours_are_exact() {
        let p = palette().unwrap();
        assert_eq!(p.colors().len(), COLORS);
        let flat = flat_colors(Theme::Classic);
        // Background, labels, and the squares (plain and marked) of A, B, C.
        assert!(flat.contains(&LABEL) && flat.len() == 2 + 2 * 6);
        for c in SQUARES.iter().flatten().chain(SQUARES_C.iter()) {
            assert!(flat.contains(&crate::render::mix(*c, HIGHLIGHT, 0.45)));
        }
        // Every theme's own palette has its own flat colours exactly.
        for t in Theme::ALL {
            let p = palette_of(t).unwrap();
            for c in flat_colors(t) {
                assert_eq!(p.colors()[p.index(c) as usize], c, "{t:?}");
            }
        }
        for c in flat {
            let i = p.index(c);
            assert_eq!(p.colors()[i as usize], c);
        }
        let img = render(&Position::default(), &RenderOptions::default()).unwrap();
        let ix = p.apply(&img);
        assert!(ix.data.iter().all(|&i| i != FREE));
        // Nearly all pixels keep their exact colour; none is far off.
        let mut exact = 0;
        for (k, &i) in ix.data.iter().enumerate() {
            let got = p.colors()[i as usize];
            let want = [img.data[3 * k], img.data[3 * k + 1], img.data[3 * k + 2]];
            if got == want {
                exact += 1;
            }
            assert!(distance(got, want) < 9 * 40 * 40, "{got:?} for {want:?}");
        }
        assert!(
            exact * 100 > ix.data.len() * 95,
            "{exact} of {}",
            ix.data.len()
        );
    }
}
