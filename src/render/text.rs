//! Words drawn in the images, in any script: a line is split into runs of
//! one direction (the Unicode bidirectional algorithm), each run into
//! pieces of one font (DejaVu Sans first, then the bundled Noto fonts for
//! Arabic, Hebrew, Thai, Devanagari, CJK and Hangul, and emoji), each piece
//! shaped by rustybuzz (joined Arabic, Indic clusters, emoji sequences,
//! kerning), and the glyphs rasterised once and cached. A character no
//! bundled font has is drawn as one visible placeholder (U+FFFD).

use super::{Image, RenderError, FONT, FONT_BOLD};
use ab_glyph::{Font, FontRef, Glyph, GlyphId, PxScale, ScaleFont};
use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock};
use unicode_bidi::{BidiInfo, Level};

/// How a line is drawn: its size (the pixel scale of DejaVu Sans, whose
/// ascent to descent spans `size` pixels; other fonts at the same em) and
/// weight.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Style {
    pub size: f32,
    pub bold: bool,
}

impl Style {
    pub const fn regular(size: f32) -> Style {
        Style { size, bold: false }
    }

    pub const fn bold(size: f32) -> Style {
        Style { size, bold: true }
    }
}

/// The caption's style.
pub const CAPTION: Style = Style::regular(18.0);

const NOTO_ARABIC: &[u8] = include_bytes!("../../assets/fonts/NotoSansArabic-Regular.ttf");
const NOTO_HEBREW: &[u8] = include_bytes!("../../assets/fonts/NotoSansHebrew-Regular.ttf");
const NOTO_THAI: &[u8] = include_bytes!("../../assets/fonts/NotoSansThai-Regular.ttf");
const NOTO_DEVANAGARI: &[u8] = include_bytes!("../../assets/fonts/NotoSansDevanagari-Regular.ttf");
const NOTO_CJK: &[u8] = include_bytes!("../../assets/fonts/NotoSansCJK-Subset.otf");
const NOTO_EMOJI: &[u8] = include_bytes!("../../assets/fonts/NotoEmoji-Regular.ttf");

/// The faces in the order they are tried; the first two are the primary
/// fonts (regular, bold), the rest the fallbacks of both.
const REGULAR: usize = 0;
const BOLD: usize = 1;
const ARABIC: usize = 2;
const HEBREW: usize = 3;
const EMOJI: usize = 7;
const FACES: [&[u8]; 8] = [
    FONT,
    FONT_BOLD,
    NOTO_ARABIC,
    NOTO_HEBREW,
    NOTO_THAI,
    NOTO_DEVANAGARI,
    NOTO_CJK,
    NOTO_EMOJI,
];

/// What a glyph not in any font is drawn as.
pub const PLACEHOLDER: char = '\u{FFFD}';

struct Face {
    shaper: rustybuzz::Face<'static>,
    raster: FontRef<'static>,
    /// Pixel scale per pixel of em (ab_glyph scales by ascent to descent).
    scale_per_em: f32,
    units_per_em: f32,
}

fn faces() -> Result<&'static [Face], RenderError> {
    static F: OnceLock<Option<Vec<Face>>> = OnceLock::new();
    F.get_or_init(|| {
        FACES
            .iter()
            .map(|bytes| {
                let shaper = rustybuzz::Face::from_slice(bytes, 0)?;
                let raster = FontRef::try_from_slice(bytes).ok()?;
                let units_per_em = raster.units_per_em()?;
                Some(Face {
                    shaper,
                    scale_per_em: raster.height_unscaled() / units_per_em,
                    raster,
                    units_per_em,
                })
            })
            .collect()
    })
    .as_deref()
    .ok_or_else(|| RenderError("a bundled font is unreadable".into()))
}

/// A character that belongs to the cluster before it, so to its font:
/// joiners, variation selectors, emoji modifiers and tags, combining marks.
fn continues(c: char) -> bool {
    matches!(c as u32,
        0x200C | 0x200D | 0xFE00..=0xFE0F | 0xE0100..=0xE01EF | 0x1F3FB..=0x1F3FF
        | 0xE0020..=0xE007F | 0x0300..=0x036F | 0x1AB0..=0x1AFF | 0x1DC0..=0x1DFF
        | 0x20D0..=0x20FF | 0xFE20..=0xFE2F)
}

/// The bidirectional controls: they order the line and are not drawn.
fn is_bidi_control(c: char) -> bool {
    matches!(c as u32, 0x200E | 0x200F | 0x202A..=0x202E | 0x2066..=0x2069 | 0x061C)
}

/// The face that draws `c` (`primary` first, except for the scripts whose
/// own Noto font joins or shapes them better), if any does.
fn face_for(faces: &[Face], c: char, primary: usize, emoji_next: bool) -> Option<usize> {
    let preferred = match c as u32 {
        0x0600..=0x06FF | 0x0750..=0x077F | 0x08A0..=0x08FF | 0xFB50..=0xFDFF | 0xFE70..=0xFEFF => {
            Some(ARABIC)
        }
        0x0590..=0x05FF | 0xFB1D..=0xFB4F => Some(HEBREW),
        0x1F000..=0x1FAFF => Some(EMOJI),
        _ if emoji_next => Some(EMOJI),
        _ => None,
    };
    let fallbacks = (ARABIC..FACES.len()).filter(|&f| Some(f) != preferred);
    preferred
        .into_iter()
        .chain([primary])
        .chain(fallbacks)
        .find(|&f| faces[f].shaper.glyph_index(c).is_some())
}

/// One glyph placed on a line: its face and id, and its pen position
/// (pixels from the line's start, on the baseline; y grows downwards).
#[derive(Clone, Copy, Debug, PartialEq)]
struct Placed {
    face: usize,
    id: u16,
    x: f32,
    y: f32,
}

/// A line laid out: its glyphs left to right, its width, and how many of
/// its characters no bundled font has (each drawn as [`PLACEHOLDER`]).
#[derive(Clone, Debug, PartialEq)]
pub struct Line {
    glyphs: Vec<Placed>,
    pub width: f32,
    pub missing: usize,
    style: Style,
}

/// Pixels of em for `style` (the primary font's scale turned into em).
fn em_px(faces: &[Face], style: Style) -> f32 {
    style.size / faces[REGULAR].scale_per_em
}

/// Lays `text` out as one line.
pub fn layout(text: &str, style: Style) -> Result<Line, RenderError> {
    let faces = faces()?;
    let primary = if style.bold { BOLD } else { REGULAR };
    let em = em_px(faces, style);
    let mut line = Line {
        glyphs: Vec::new(),
        width: 0.0,
        missing: 0,
        style,
    };
    let text: String = text
        .chars()
        .map(|c| if c.is_control() { ' ' } else { c })
        .collect();
    if text.is_empty() {
        return Ok(line);
    }
    let bidi = BidiInfo::new(&text, Some(Level::ltr()));
    let mut pen = 0.0f32;
    for para in &bidi.paragraphs {
        let (levels, runs) = bidi.visual_runs(para, para.range.clone());
        for run in runs {
            let rtl = levels[run.start].is_rtl();
            // The run's pieces of one font, in logical order.
            let mut pieces: Vec<(usize, String)> = Vec::new();
            let chars: Vec<char> = text[run.clone()].chars().collect();
            for (i, &c) in chars.iter().enumerate() {
                if is_bidi_control(c) {
                    continue;
                }
                let emoji_next = chars.get(i + 1) == Some(&'\u{FE0F}');
                let current = pieces.last().map(|p| p.0);
                let (face, c) = match current {
                    Some(f) if continues(c) => (f, c),
                    _ => match face_for(faces, c, primary, emoji_next) {
                        Some(f) => (f, c),
                        None => {
                            line.missing += 1;
                            (primary, PLACEHOLDER)
                        }
                    },
                };
                match pieces.last_mut() {
                    Some((f, s)) if *f == face => s.push(c),
                    _ => pieces.push((face, c.to_string())),
                }
            }
            if rtl {
                pieces.reverse();
            }
            for (face, piece) in pieces {
                let f = &faces[face];
                let mut buffer = rustybuzz::UnicodeBuffer::new();
                buffer.push_str(&piece);
                buffer.guess_segment_properties();
                buffer.set_direction(if rtl {
                    rustybuzz::Direction::RightToLeft
                } else {
                    rustybuzz::Direction::LeftToRight
                });
                let shaped = rustybuzz::shape(&f.shaper, &[], buffer);
                let k = em / f.units_per_em;
                for (info, pos) in shaped.glyph_infos().iter().zip(shaped.glyph_positions()) {
                    line.glyphs.push(Placed {
                        face,
                        id: info.glyph_id as u16,
                        x: pen + pos.x_offset as f32 * k,
                        y: -(pos.y_offset as f32) * k,
                    });
                    pen += pos.x_advance as f32 * k;
                }
            }
        }
    }
    line.width = pen;
    Ok(line)
}

/// A glyph's coverage, rasterised once per face, id and size.
struct Bitmap {
    /// Offset of the bitmap from the pen position on the baseline.
    dx: i32,
    dy: i32,
    w: u32,
    h: u32,
    coverage: Vec<u8>,
}

fn bitmap(faces: &[Face], g: &Placed, style: Style) -> Arc<Bitmap> {
    type Key = (usize, u16, u32);
    static CACHE: OnceLock<Mutex<HashMap<Key, Arc<Bitmap>>>> = OnceLock::new();
    let cache = CACHE.get_or_init(|| Mutex::new(HashMap::new()));
    let key = (g.face, g.id, style.size.to_bits());
    if let Some(b) = cache.lock().unwrap_or_else(|p| p.into_inner()).get(&key) {
        return b.clone();
    }
    let f = &faces[g.face];
    let scale = PxScale::from(em_px(faces, style) * f.scale_per_em);
    let mut b = Bitmap {
        dx: 0,
        dy: 0,
        w: 0,
        h: 0,
        coverage: Vec::new(),
    };
    if let Some(o) = f.raster.outline_glyph(Glyph {
        id: GlyphId(g.id),
        scale,
        position: ab_glyph::point(0.0, 0.0),
    }) {
        let r = o.px_bounds();
        b.dx = r.min.x.floor() as i32;
        b.dy = r.min.y.floor() as i32;
        b.w = r.width().ceil() as u32 + 1;
        b.h = r.height().ceil() as u32 + 1;
        b.coverage = vec![0; (b.w * b.h) as usize];
        let (w, h) = (b.w, b.h);
        o.draw(|x, y, v| {
            if x < w && y < h {
                b.coverage[(y * w + x) as usize] = (v.clamp(0.0, 1.0) * 255.0).round() as u8;
            }
        });
    }
    let b = Arc::new(b);
    cache
        .lock()
        .unwrap_or_else(|p| p.into_inner())
        .insert(key, b.clone());
    b
}

/// The primary font's ascent and descent (descent negative) at `style`.
fn metrics(style: Style) -> Result<(f32, f32), RenderError> {
    let faces = faces()?;
    let f = faces[if style.bold { BOLD } else { REGULAR }]
        .raster
        .as_scaled(PxScale::from(style.size));
    Ok((f.ascent(), f.descent()))
}

/// A line's coverage, as a mask to blend in any colour.
pub struct Mask {
    pub w: u32,
    pub h: u32,
    pub coverage: Vec<u8>,
}

impl Line {
    /// The line's coverage: `width` wide, from ascent to descent high.
    pub fn mask(&self) -> Result<Mask, RenderError> {
        let faces = faces()?;
        let (ascent, descent) = metrics(self.style)?;
        let mut m = Mask {
            w: self.width.ceil().max(1.0) as u32 + 2,
            h: (ascent - descent).ceil() as u32 + 2,
            coverage: Vec::new(),
        };
        m.coverage = vec![0; (m.w * m.h) as usize];
        let baseline = ascent.round() as i32 + 1;
        for g in &self.glyphs {
            let b = bitmap(faces, g, self.style);
            let x0 = (g.x + 1.0).round() as i32 + b.dx;
            let y0 = baseline + g.y.round() as i32 + b.dy;
            for y in 0..b.h as i32 {
                for x in 0..b.w as i32 {
                    let (px, py) = (x0 + x, y0 + y);
                    if px < 0 || py < 0 || px as u32 >= m.w || py as u32 >= m.h {
                        continue;
                    }
                    let a = b.coverage[(y as u32 * b.w + x as u32) as usize];
                    let d = &mut m.coverage[(py as u32 * m.w + px as u32) as usize];
                    *d = (*d).max(a);
                }
            }
        }
        Ok(m)
    }
}

impl Mask {
    /// The mask turned a quarter left (to read upwards, as a y axis).
    pub fn turned_left(&self) -> Mask {
        let mut coverage = vec![0; self.coverage.len()];
        for y in 0..self.h {
            for x in 0..self.w {
                // (x, y) goes to (y, w - 1 - x) in a mask h wide.
                let (nx, ny) = (y, self.w - 1 - x);
                coverage[(ny * self.h + nx) as usize] = self.coverage[(y * self.w + x) as usize];
            }
        }
        Mask {
            w: self.h,
            h: self.w,
            coverage,
        }
    }

    /// Blends the mask in `color` with its top left corner at (x0, y0).
    pub fn blit(&self, img: &mut Image, x0: i32, y0: i32, color: [u8; 3]) {
        for y in 0..self.h as i32 {
            for x in 0..self.w as i32 {
                let (px, py) = (x0 + x, y0 + y);
                if px < 0 || py < 0 || px as u32 >= img.width || py as u32 >= img.height {
                    continue;
                }
                let a = self.coverage[(y as u32 * self.w + x as u32) as usize] as u32;
                if a == 0 {
                    continue;
                }
                let i = ((py as u32 * img.width + px as u32) * 3) as usize;
                for (d, c) in img.data[i..i + 3].iter_mut().zip(color) {
                    *d = ((*d as u32 * (255 - a) + c as u32 * a + 127) / 255) as u8;
                }
            }
        }
    }
}

/// Draws `text` centred on (cx, cy).
pub fn draw_centered(
    img: &mut Image,
    text: &str,
    style: Style,
    cx: i32,
    cy: i32,
    color: [u8; 3],
) -> Result<(), RenderError> {
    let m = layout(text, style)?.mask()?;
    let (ascent, descent) = metrics(style)?;
    // The mask's baseline is ascent + 1 down; centre the ascent to
    // descent span on cy, as the caption always was.
    let baseline = cy as f32 + (ascent + descent) / 2.0;
    let top = baseline.round() as i32 - ascent.round() as i32 - 1;
    m.blit(img, cx - m.w as i32 / 2, top, color);
    Ok(())
}

/// Draws `text` reading upwards, centred on (cx, cy).
pub fn draw_upwards(
    img: &mut Image,
    text: &str,
    style: Style,
    cx: i32,
    cy: i32,
    color: [u8; 3],
) -> Result<(), RenderError> {
    let m = layout(text, style)?.mask()?.turned_left();
    m.blit(img, cx - m.w as i32 / 2, cy - m.h as i32 / 2, color);
    Ok(())
}

/// The width of `text` in pixels.
pub fn width(text: &str, style: Style) -> Result<f32, RenderError> {
    Ok(layout(text, style)?.width)
}

/// `text` in at most `lines` lines of at most `room` pixels: broken after
/// a ` · ` where one fits, else after a space, and the last line cut with
/// `…` where it is still too wide.
pub fn wrap(text: &str, style: Style, room: f32, lines: usize) -> Result<Vec<String>, RenderError> {
    let width = |s: &str| width(s, style);
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
    use super::*;

    fn w(s: &str) -> f32 {
        width(s, CAPTION).unwrap()
    }

    #[test]
    fn a_caption_breaks_at_its_separators_and_is_cut_past_its_lines() {
        let text = "#12 alice vs bob · move 8 · White to move";
        let whole = w(text);
        assert_eq!(wrap(text, CAPTION, whole + 1.0, 2).unwrap(), [text]);
        let room = w("#12 alice vs bob · move 8") + 1.0;
        assert_eq!(
            wrap(text, CAPTION, room, 2).unwrap(),
            ["#12 alice vs bob · move 8", "White to move"]
        );
        let long = "x".repeat(200);
        let lines = wrap(&long, CAPTION, 100.0, 2).unwrap();
        assert_eq!(lines.len(), 1);
        assert!(lines[0].ends_with('…') && w(&lines[0]) <= 100.0);
        let words = "aaaa bbbb cccc dddd eeee ffff gggg hhhh";
        let lines = wrap(words, CAPTION, w("aaaa bbbb cccc") + 1.0, 2).unwrap();
        assert_eq!(lines[0], "aaaa bbbb cccc");
        assert!(lines[1].ends_with('…'), "{lines:?}");
    }

    /// The faces a line's glyphs come from, in order, without repeats.
    fn faces_of(text: &str) -> Vec<usize> {
        let mut out: Vec<usize> = Vec::new();
        for g in layout(text, CAPTION).unwrap().glyphs {
            if out.last() != Some(&g.face) {
                out.push(g.face);
            }
        }
        out
    }

    #[test]
    fn each_script_is_drawn_by_a_font_that_has_it() {
        assert_eq!(faces_of("Ольга Ελένη"), [REGULAR]);
        assert_eq!(faces_of("محمد"), [ARABIC]);
        assert_eq!(faces_of("דוד"), [HEBREW]);
        assert_eq!(faces_of("สมชาย"), [4]);
        assert_eq!(faces_of("राहुल"), [5]);
        assert_eq!(faces_of("太郎 민준 さくら"), [6, REGULAR, 6, REGULAR, 6]);
        assert_eq!(faces_of("😀"), [EMOJI]);
        for text in ["Ольга", "محمد", "太郎", "민준", "สมชาย", "राहुल", "😀👍🏽"]
        {
            assert_eq!(layout(text, CAPTION).unwrap().missing, 0, "{text}");
        }
    }

    #[test]
    fn arabic_is_joined_and_ordered_right_to_left() {
        let faces = faces().unwrap();
        let isolated = |c: char| faces[ARABIC].shaper.glyph_index(c).unwrap().0;
        // Letters joined take their contextual forms, not the isolated ones.
        let ids: Vec<u16> = layout("بب", CAPTION)
            .unwrap()
            .glyphs
            .iter()
            .map(|g| g.id)
            .collect();
        assert_eq!(ids.len(), 2);
        assert!(ids.iter().all(|&id| id != isolated('ب')), "{ids:?}");
        // Right to left: the first letter is drawn rightmost.
        let line = layout("اب", CAPTION).unwrap();
        let alef = isolated('ا');
        let at = |id: u16| line.glyphs.iter().find(|g| g.id == id).unwrap().x;
        let beh = line.glyphs.iter().find(|g| g.id != alef).unwrap().id;
        assert!(at(alef) > at(beh), "{:?}", line.glyphs);
        // In a left-to-right caption the name stays between its neighbours.
        let line = layout("a اب b", CAPTION).unwrap();
        let xs: Vec<f32> = line.glyphs.iter().map(|g| g.x).collect();
        assert!(xs.windows(2).all(|p| p[0] <= p[1]), "{xs:?}");
    }

    #[test]
    fn an_emoji_sequence_is_one_glyph_and_a_missing_character_one_placeholder() {
        // A family joined by zero-width joiners is one glyph of the emoji font.
        let family = layout("👨\u{200D}👩\u{200D}👧", CAPTION).unwrap();
        assert_eq!(family.glyphs.len(), 1, "{:?}", family.glyphs);
        assert_eq!(family.missing, 0);
        // A private-use character is in no font: one placeholder of its own.
        let line = layout("a\u{E000}b", CAPTION).unwrap();
        assert_eq!((line.glyphs.len(), line.missing), (3, 1));
        let faces = faces().unwrap();
        let placeholder = faces[REGULAR].shaper.glyph_index(PLACEHOLDER).unwrap().0;
        assert_eq!(line.glyphs[1].id, placeholder);
        assert_ne!(placeholder, 0);
    }

    #[test]
    fn names_in_every_script_draw_their_own_glyphs_and_no_placeholder() {
        let faces = faces().unwrap();
        // Two names a script, and the same name differently: never the
        // same pixels, never a glyph the font does not have.
        let pairs = [
            ("Zoë Müller", "Zoe Muller"),
            ("Ελένη", "Νίκος"),
            ("Ольга", "Олег"),
            ("太郎", "花子"),
            ("王伟", "李娜"),
            ("さくら", "ひなた"),
            ("サクラ", "ヒナタ"),
            ("민준", "서연"),
            ("محمد", "أحمد"),
            ("דוד", "שרה"),
            ("สมชาย", "สมศรี"),
            ("राहुल", "प्रिया"),
            ("😀", "🎉"),
            ("♞ 🐉", "♜ 🦄"),
        ];
        for (a, b) in pairs {
            let (la, lb) = (layout(a, CAPTION).unwrap(), layout(b, CAPTION).unwrap());
            for (name, line) in [(a, &la), (b, &lb)] {
                assert_eq!(line.missing, 0, "{name}");
                for g in &line.glyphs {
                    assert_ne!(g.id, 0, "{name}: a glyph its font lacks");
                    let blank = bitmap(faces, g, CAPTION).coverage.iter().all(|&v| v == 0);
                    let space = faces[g.face].shaper.glyph_index(' ').map(|i| i.0);
                    assert!(!blank || space == Some(g.id), "{name}: an empty glyph");
                }
            }
            assert_ne!(
                la.mask().unwrap().coverage,
                lb.mask().unwrap().coverage,
                "{a} / {b}"
            );
        }
        // Each character of a name its own glyph.
        for name in ["太郎", "민준", "さくら", "Ольга"] {
            let mut ids: Vec<u16> = layout(name, CAPTION)
                .unwrap()
                .glyphs
                .iter()
                .map(|g| g.id)
                .collect();
            let n = ids.len();
            ids.sort_unstable();
            ids.dedup();
            assert_eq!(
                (n, ids.len()),
                (name.chars().count(), name.chars().count()),
                "{name}"
            );
        }
    }
}
