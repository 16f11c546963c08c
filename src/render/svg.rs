//! Boards as SVG, for the live table: one `<svg>` per board (so that a
//! narrow page stacks them), its squares in the look's theme, the last
//! move and a king in check marked, the marks of the other board's pieces,
//! the coordinates and the board's title. The pieces are symbols defined
//! once per page ([`defs`]): the same figures as the PNG's (the bundled
//! DejaVu Sans chess glyphs, as outlines) or the same lettered discs.

use super::look::{Look, Pieces};
use super::pieces::{glyph_char, letter};
use super::{is_light, RenderError, Rgb, CHECK, FONT, HIGHLIGHT, HIGHLIGHT_ALPHA};
use ab_glyph::{Font, FontRef, OutlineCurve};
use alice_core::{Color, Piece, Role, Square};
use std::fmt::Write as _;
use std::sync::OnceLock;

/// Side of a square in the SVG's units.
const S: f32 = 45.0;
/// The band of the rank numbers (left) and file letters (below).
const BAND: f32 = 16.0;
/// The band of the board's title (above).
const TITLE: f32 = 24.0;

/// One board as the table draws it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DiagramBoard {
    /// Its title, in the reader's language ("Board A").
    pub title: String,
    /// Files from a (4 in 8x4 Alice, else 8).
    pub files: u8,
    /// The light and dark squares' colours.
    pub colors: [Rgb; 2],
    pub pieces: Vec<(Square, Piece)>,
    /// Where pieces of the other board stand, and their colours.
    pub ghosts: Vec<(Square, Color)>,
    /// The last move's squares on this board.
    pub marked: Vec<Square>,
    /// The square of a king in check on this board.
    pub check: Option<Square>,
}

fn hex(c: Rgb) -> String {
    format!("#{:02x}{:02x}{:02x}", c[0], c[1], c[2])
}

/// Text for an SVG or HTML text node or attribute.
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c if c.is_control() => {}
            c => out.push(c),
        }
    }
    out
}

fn symbol_id(p: Piece) -> String {
    let c = if p.color == Color::White { 'w' } else { 'b' };
    format!("alice-{c}{}", letter(p.role).to_ascii_lowercase())
}

/// The path of a role's figure in a square of side [`S`]: the solid glyph
/// scaled so that the king fills 86% of the square, every piece on the
/// king's baseline and centred across.
fn figure_path(font: &FontRef, role: Role) -> Result<String, RenderError> {
    let outline = |c: char| {
        font.outline(font.glyph_id(c))
            .ok_or_else(|| RenderError(format!("the bundled font cannot draw {c}")))
    };
    let king = outline('\u{265A}')?.bounds;
    let (kw, kh) = (king.max.x - king.min.x, king.max.y - king.min.y);
    let k = 0.86 * S / kw.max(kh);
    // Font units rise upwards; the king's top sits (S - kh·k)/2 down.
    let baseline = (S - kh * k) / 2.0 + king.max.y * k;
    let glyph = outline(glyph_char(role, true))?;
    let b = glyph.bounds;
    let ox = (S - (b.max.x - b.min.x) * k) / 2.0 - b.min.x * k;
    let at = |p: ab_glyph::Point| (ox + p.x * k, baseline - p.y * k);
    let mut d = String::new();
    let mut pen: Option<(f32, f32)> = None;
    for curve in &glyph.curves {
        let (start, rest): (_, Vec<_>) = match *curve {
            OutlineCurve::Line(a, b) => (at(a), vec![at(b)]),
            OutlineCurve::Quad(a, b, c) => (at(a), vec![at(b), at(c)]),
            OutlineCurve::Cubic(a, b, c, e) => (at(a), vec![at(b), at(c), at(e)]),
        };
        let near =
            |p: (f32, f32), q: (f32, f32)| (p.0 - q.0).abs() < 0.01 && (p.1 - q.1).abs() < 0.01;
        if !pen.is_some_and(|p| near(p, start)) {
            if pen.is_some() {
                d.push('Z');
            }
            let _ = write!(d, "M{:.1} {:.1}", start.0, start.1);
        }
        let command = match rest.len() {
            1 => 'L',
            2 => 'Q',
            _ => 'C',
        };
        d.push(command);
        let points: Vec<String> = rest
            .iter()
            .map(|p| format!("{:.1} {:.1}", p.0, p.1))
            .collect();
        d.push_str(&points.join(" "));
        pen = rest.last().copied();
    }
    if pen.is_some() {
        d.push('Z');
    }
    Ok(d)
}

/// The page's definitions the boards refer to: a symbol for each piece of
/// the set, and the glow of a king in check. Made once per set.
pub fn defs(pieces: Pieces) -> Result<&'static str, RenderError> {
    static SETS: OnceLock<[Result<String, RenderError>; 2]> = OnceLock::new();
    let sets = SETS.get_or_init(|| [build_defs(Pieces::Figures), build_defs(Pieces::Letters)]);
    let i = usize::from(pieces == Pieces::Letters);
    sets[i].as_deref().map_err(Clone::clone)
}

fn build_defs(pieces: Pieces) -> Result<String, RenderError> {
    let font = FontRef::try_from_slice(FONT)
        .map_err(|_| RenderError("the bundled font is unreadable".into()))?;
    let mut out = String::from(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"0\" height=\"0\" \
         class=\"defs\" aria-hidden=\"true\"><defs>",
    );
    let _ = write!(
        out,
        "<radialGradient id=\"alice-check\"><stop offset=\"0\" stop-color=\"{c}\" \
         stop-opacity=\"1\"/><stop offset=\"0.5\" stop-color=\"{c}\" stop-opacity=\"0.8\"/>\
         <stop offset=\"1\" stop-color=\"{c}\" stop-opacity=\"0\"/></radialGradient>",
        c = hex(CHECK)
    );
    for color in Color::ALL {
        for role in Role::ALL {
            let piece = Piece { color, role };
            let (fill, ink) = match color {
                Color::White => ("#ffffff", "#141414"),
                Color::Black => ("#1f1f1f", "#efefef"),
            };
            let _ = write!(
                out,
                "<symbol id=\"{}\" viewBox=\"0 0 {S} {S}\">",
                symbol_id(piece)
            );
            match pieces {
                Pieces::Figures => {
                    let d = figure_path(&font, role)?;
                    let _ = write!(
                        out,
                        "<path d=\"{d}\" fill=\"{fill}\" stroke=\"{ink}\" stroke-width=\"1.6\" \
                         stroke-linejoin=\"round\" paint-order=\"stroke\"/>"
                    );
                }
                Pieces::Letters => {
                    let _ = write!(
                        out,
                        "<circle cx=\"22.5\" cy=\"22.5\" r=\"19.3\" fill=\"{fill}\" stroke=\"{ink}\" \
                         stroke-width=\"2\"/><text x=\"22.5\" y=\"30.5\" text-anchor=\"middle\" \
                         font-family=\"DejaVu Sans, Verdana, sans-serif\" font-weight=\"bold\" \
                         font-size=\"22\" fill=\"{ink}\">{}</text>",
                        letter(role)
                    );
                }
            }
            out.push_str("</symbol>");
        }
    }
    out.push_str("</defs></svg>");
    Ok(out)
}

/// One board as an `<svg>` element, seen from `perspective`'s side.
pub fn board(b: &DiagramBoard, perspective: Color, look: Look) -> String {
    let _ = look;
    let files = b.files.clamp(1, 8);
    let width = BAND + f32::from(files) * S;
    let height = TITLE + 8.0 * S + BAND;
    let origin = |sq: Square| {
        let (f, r) = (sq.file().min(files - 1), sq.rank().min(7));
        let (col, row) = match perspective {
            Color::White => (f, 7 - r),
            Color::Black => (files - 1 - f, r),
        };
        (BAND + f32::from(col) * S, TITLE + f32::from(row) * S)
    };
    let mut out = String::with_capacity(4096);
    let _ = write!(
        out,
        "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"board\" viewBox=\"0 0 {width} {height}\" \
         role=\"img\" aria-label=\"{title}\"><text x=\"{cx}\" y=\"17\" text-anchor=\"middle\" \
         class=\"title\">{title}</text>",
        title = escape(&b.title),
        cx = BAND + f32::from(files) * S / 2.0,
    );
    for sq in Square::all().filter(|s| s.file() < files) {
        let (x, y) = origin(sq);
        let color = b.colors[usize::from(!is_light(sq))];
        let _ = write!(
            out,
            "<rect x=\"{x}\" y=\"{y}\" width=\"{S}\" height=\"{S}\" fill=\"{}\" data-square=\"{sq}\"/>",
            hex(color)
        );
    }
    for &sq in &b.marked {
        let (x, y) = origin(sq);
        let _ = write!(
            out,
            "<rect x=\"{x}\" y=\"{y}\" width=\"{S}\" height=\"{S}\" fill=\"{}\" \
             fill-opacity=\"{HIGHLIGHT_ALPHA}\" class=\"last\"/>",
            hex(HIGHLIGHT)
        );
    }
    if let Some(sq) = b.check {
        let (x, y) = origin(sq);
        let _ = write!(
            out,
            "<rect x=\"{x}\" y=\"{y}\" width=\"{S}\" height=\"{S}\" fill=\"url(#alice-check)\" class=\"check\"/>"
        );
    }
    for &(sq, piece) in &b.pieces {
        let (x, y) = origin(sq);
        let _ = write!(
            out,
            "<use href=\"#{}\" x=\"{x}\" y=\"{y}\" width=\"{S}\" height=\"{S}\" data-piece=\"{}\"/>",
            symbol_id(piece),
            piece_code(piece)
        );
    }
    for &(sq, color) in &b.ghosts {
        let (x, y) = origin(sq);
        let (fill, rim) = match color {
            Color::White => ("#f7f7f7", "#141414"),
            Color::Black => ("#141414", "#e6e6e6"),
        };
        let r = S * 0.12;
        let _ = write!(
            out,
            "<circle cx=\"{:.1}\" cy=\"{:.1}\" r=\"{r:.1}\" fill=\"{fill}\" stroke=\"{rim}\" \
             stroke-width=\"1.4\" class=\"ghost\"/>",
            x + S - r - 3.0,
            y + r + 3.0
        );
    }
    for i in 0..files {
        let col = match perspective {
            Color::White => i,
            Color::Black => files - 1 - i,
        };
        let _ = write!(
            out,
            "<text x=\"{:.1}\" y=\"{:.1}\" text-anchor=\"middle\" class=\"coord\">{}</text>",
            BAND + f32::from(col) * S + S / 2.0,
            TITLE + 8.0 * S + 12.5,
            char::from(b'a' + i)
        );
    }
    for rank in 0..8u8 {
        let row = match perspective {
            Color::White => 7 - rank,
            Color::Black => rank,
        };
        let _ = write!(
            out,
            "<text x=\"8\" y=\"{:.1}\" text-anchor=\"middle\" class=\"coord\">{}</text>",
            TITLE + f32::from(row) * S + S / 2.0 + 4.5,
            rank + 1
        );
    }
    out.push_str("</svg>");
    out
}

/// A piece as a FEN letter (upper case for White).
fn piece_code(p: Piece) -> char {
    let l = letter(p.role);
    match p.color {
        Color::White => l,
        Color::Black => l.to_ascii_lowercase(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sq(name: &str) -> Square {
        let b = name.as_bytes();
        Square::new((b[1] - b'1') * 8 + (b[0] - b'a'))
    }

    /// Every piece of both sets is defined once, and a figure's path stays
    /// inside its square.
    #[test]
    fn every_piece_has_a_symbol_inside_its_square() {
        for set in [Pieces::Figures, Pieces::Letters] {
            let defs = defs(set).unwrap();
            for color in Color::ALL {
                for role in Role::ALL {
                    let id = format!("id=\"{}\"", symbol_id(Piece { color, role }));
                    assert_eq!(defs.matches(&id).count(), 1, "{id}");
                }
            }
        }
        let font = FontRef::try_from_slice(FONT).unwrap();
        for role in Role::ALL {
            let d = figure_path(&font, role).unwrap();
            let numbers: Vec<f32> = d
                .split(|c: char| c.is_ascii_alphabetic() || c == ' ')
                .filter(|t| !t.is_empty())
                .map(|t| t.parse().unwrap())
                .collect();
            assert!(numbers.len() > 10, "{role:?}");
            assert!(
                numbers.iter().all(|&n| (0.0..=S).contains(&n)),
                "{role:?}: {d}"
            );
        }
    }

    /// The squares, pieces, marks and coordinates stand where the
    /// perspective puts them; text is escaped.
    #[test]
    fn a_board_is_drawn_from_either_side() {
        let b = DiagramBoard {
            title: "Board <A> & \"B\"".into(),
            files: 4,
            colors: [[0xf0, 0xd9, 0xb5], [0xb5, 0x88, 0x63]],
            pieces: vec![(
                sq("a1"),
                Piece {
                    color: Color::White,
                    role: Role::Rook,
                },
            )],
            ghosts: vec![(sq("d8"), Color::Black)],
            marked: vec![sq("b2")],
            check: Some(sq("c3")),
        };
        let white = board(&b, Color::White, Look::default());
        assert!(white.contains("viewBox=\"0 0 196 400\""), "{white}");
        assert!(white.contains(">Board &lt;A&gt; &amp; &quot;B&quot;</text>"));
        assert_eq!(white.matches("<rect").count(), 32 + 2);
        // a1 and d8 dark, at the bottom left and the top right.
        assert!(white.contains("<rect x=\"16\" y=\"339\" width=\"45\" height=\"45\" fill=\"#b58863\" data-square=\"a1\"/>"));
        assert!(white.contains("<rect x=\"151\" y=\"24\" width=\"45\" height=\"45\" fill=\"#b58863\" data-square=\"d8\"/>"));
        assert!(white.contains("<use href=\"#alice-wr\" x=\"16\" y=\"339\" width=\"45\" height=\"45\" data-piece=\"R\"/>"));
        assert!(white.contains("<rect x=\"61\" y=\"294\" width=\"45\" height=\"45\" fill=\"#9bc700\" fill-opacity=\"0.45\" class=\"last\"/>"));
        assert!(white.contains("<rect x=\"106\" y=\"249\" width=\"45\" height=\"45\" fill=\"url(#alice-check)\" class=\"check\"/>"));
        assert!(white.contains("<circle cx=\"187.6\" cy=\"32.4\" r=\"5.4\" fill=\"#141414\""));
        let black = board(&b, Color::Black, Look::default());
        assert!(
            black.contains("<use href=\"#alice-wr\" x=\"151\" y=\"24\""),
            "{black}"
        );
        assert!(black.contains("class=\"coord\">d</text>"));
        assert!(!black.contains("class=\"coord\">e</text>"));
    }
}
