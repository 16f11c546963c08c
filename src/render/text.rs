//! One line of text in the bundled font, with glyphs rasterised once and
//! cached (the caption changes with every image; drawing it through
//! plotters rasterised every glyph each time).

use super::{Image, RenderError, FONT};
use ab_glyph::{Font, FontRef, Glyph, PxScale, ScaleFont};
use std::collections::HashMap;
use std::sync::{Mutex, OnceLock};

const SIZE: f32 = 18.0;

struct Cached {
    /// Offset of the bitmap from the pen position on the baseline.
    dx: i32,
    dy: i32,
    w: u32,
    h: u32,
    coverage: Vec<u8>,
    advance: f32,
}

fn font() -> Result<&'static FontRef<'static>, RenderError> {
    static F: OnceLock<Option<FontRef<'static>>> = OnceLock::new();
    F.get_or_init(|| FontRef::try_from_slice(FONT).ok())
        .as_ref()
        .ok_or_else(|| RenderError("the bundled font is unreadable".into()))
}

fn glyph(c: char) -> Result<std::sync::Arc<Cached>, RenderError> {
    static CACHE: OnceLock<Mutex<HashMap<char, std::sync::Arc<Cached>>>> = OnceLock::new();
    let cache = CACHE.get_or_init(|| Mutex::new(HashMap::new()));
    if let Some(g) = cache.lock().unwrap_or_else(|p| p.into_inner()).get(&c) {
        return Ok(g.clone());
    }
    let f = font()?;
    let scaled = f.as_scaled(PxScale::from(SIZE));
    let id = f.glyph_id(c);
    let advance = scaled.h_advance(id);
    let mut cached = Cached {
        dx: 0,
        dy: 0,
        w: 0,
        h: 0,
        coverage: Vec::new(),
        advance,
    };
    if let Some(o) = f.outline_glyph(Glyph {
        id,
        scale: PxScale::from(SIZE),
        position: ab_glyph::point(0.0, 0.0),
    }) {
        let b = o.px_bounds();
        cached.dx = b.min.x.floor() as i32;
        cached.dy = b.min.y.floor() as i32;
        cached.w = b.width().ceil() as u32 + 1;
        cached.h = b.height().ceil() as u32 + 1;
        cached.coverage = vec![0; (cached.w * cached.h) as usize];
        let (w, h) = (cached.w, cached.h);
        o.draw(|x, y, v| {
            if x < w && y < h {
                cached.coverage[(y * w + x) as usize] = (v.clamp(0.0, 1.0) * 255.0).round() as u8;
            }
        });
    }
    let g = std::sync::Arc::new(cached);
    cache
        .lock()
        .unwrap_or_else(|p| p.into_inner())
        .insert(c, g.clone());
    Ok(g)
}

/// Draws `text` centred on (cx, cy).
pub fn draw_centered(
    img: &mut Image,
    text: &str,
    cx: u32,
    cy: u32,
    color: [u8; 3],
) -> Result<(), RenderError> {
    let glyphs: Vec<_> = text.chars().map(glyph).collect::<Result<_, _>>()?;
    let width: f32 = glyphs.iter().map(|g| g.advance).sum();
    let f = font()?.as_scaled(PxScale::from(SIZE));
    let baseline = cy as f32 + (f.ascent() + f.descent()) / 2.0;
    let mut pen = cx as f32 - width / 2.0;
    for g in glyphs {
        let x0 = pen.round() as i32 + g.dx;
        let y0 = baseline.round() as i32 + g.dy;
        for y in 0..g.h as i32 {
            for x in 0..g.w as i32 {
                let (px, py) = (x0 + x, y0 + y);
                if px < 0 || py < 0 || px as u32 >= img.width || py as u32 >= img.height {
                    continue;
                }
                let a = g.coverage[(y as u32 * g.w + x as u32) as usize] as u32;
                if a == 0 {
                    continue;
                }
                let i = ((py as u32 * img.width + px as u32) * 3) as usize;
                for (d, c) in img.data[i..i + 3].iter_mut().zip(color) {
                    *d = ((*d as u32 * (255 - a) + c as u32 * a + 127) / 255) as u8;
                }
            }
        }
        pen += g.advance;
    }
    Ok(())
}

/// The width of `text` in pixels.
pub fn width(text: &str) -> Result<f32, RenderError> {
    let mut w = 0.0;
    for c in text.chars() {
        w += glyph(c)?.advance;
    }
    Ok(w)
}

/// `text` in at most `lines` lines of at most `room` pixels: broken after
/// a ` · ` where one fits, else after a space, and the last line cut with
/// `…` where it is still too wide.
pub fn wrap(text: &str, room: f32, lines: usize) -> Result<Vec<String>, RenderError> {
    let mut out = Vec::new();
    let mut rest = text.trim().to_string();
    while out.len() + 1 < lines && width(&rest)? > room {
        let mut cut = None;
        for sep in [" · ", " "] {
            for (i, _) in rest.match_indices(sep) {
                if width(&rest[..i])? <= room {
                    cut = Some((i, sep.len()));
                }
            }
            if cut.is_some() {
                break;
            }
        }
        let Some((i, len)) = cut else {
            break;
        };
        out.push(rest[..i].to_string());
        rest = rest[i + len..].trim_start().to_string();
    }
    if width(&rest)? > room {
        let mut cut: String = rest.clone();
        while !cut.is_empty() && width(&format!("{cut}…"))? > room {
            cut.pop();
        }
        rest = format!("{}…", cut.trim_end());
    }
    out.push(rest);
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::{width, wrap};

    #[test]
    fn a_caption_breaks_at_its_separators_and_is_cut_past_its_lines() {
        let text = "#12 alice vs bob · move 8 · White to move";
        let whole = width(text).unwrap();
        assert_eq!(wrap(text, whole + 1.0, 2).unwrap(), [text]);
        let room = width("#12 alice vs bob · move 8").unwrap() + 1.0;
        assert_eq!(
            wrap(text, room, 2).unwrap(),
            ["#12 alice vs bob · move 8", "White to move"]
        );
        let long = "x".repeat(200);
        let lines = wrap(&long, 100.0, 2).unwrap();
        assert_eq!(lines.len(), 1);
        assert!(lines[0].ends_with('…') && width(&lines[0]).unwrap() <= 100.0);
        let words = "aaaa bbbb cccc dddd eeee ffff gggg hhhh";
        let lines = wrap(words, width("aaaa bbbb cccc").unwrap() + 1.0, 2).unwrap();
        assert_eq!(lines[0], "aaaa bbbb cccc");
        assert!(lines[1].ends_with('…'), "{lines:?}");
    }
}
