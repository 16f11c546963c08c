//! How a member's boards look: one above the other or side by side, the
//! squares' colours (a theme) and the pieces (a set). Every image of a
//! position, the GIF's frames included, is drawn in one [`Look`].

use super::Rgb;

/// Where the boards stand in the image.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Boards {
    /// Side by side: wide, for a desktop's width (three boards: A above,
    /// B and C side by side).
    #[default]
    SideBySide,
    /// One above another: each board the image's whole width, so that a
    /// phone, which shows an image about 360 pixels wide, shows each
    /// square about 40 pixels wide.
    Stacked,
}

/// The squares' colours of each board.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Theme {
    /// Brown board A, blue-grey B, lavender C.
    #[default]
    Classic,
    /// Green board A, slate-blue B, sand C.
    Green,
    /// Light squares nearly white and dark ones deep, for small or dim
    /// screens: grey A, blue B, purple C.
    Contrast,
}

/// How the pieces are drawn.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Pieces {
    /// The chess figures of the bundled font, outlined.
    #[default]
    Figures,
    /// A disc with the piece's letter (K, Q, R, B, N, P): readable at any
    /// size.
    Letters,
}

/// The whole look of a board image.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Look {
    pub boards: Boards,
    pub theme: Theme,
    pub pieces: Pieces,
}

impl Boards {
    pub const ALL: [Boards; 2] = [Boards::Stacked, Boards::SideBySide];

    /// The word a setting uses: `stacked`, `side-by-side`.
    pub fn word(self) -> &'static str {
        match self {
            Boards::Stacked => "stacked",
            Boards::SideBySide => "side-by-side",
        }
    }

    pub fn parse(text: &str) -> Option<Boards> {
        let t = text.trim().to_ascii_lowercase();
        Boards::ALL.into_iter().find(|b| b.word() == t)
    }
}

impl Theme {
    pub const ALL: [Theme; 3] = [Theme::Classic, Theme::Green, Theme::Contrast];

    pub fn word(self) -> &'static str {
        match self {
            Theme::Classic => "classic",
            Theme::Green => "green",
            Theme::Contrast => "contrast",
        }
    }

    pub fn parse(text: &str) -> Option<Theme> {
        let t = text.trim().to_ascii_lowercase();
        Theme::ALL.into_iter().find(|b| b.word() == t)
    }

    /// Its place in [`Theme::ALL`].
    pub fn index(self) -> usize {
        self as usize
    }

    /// Light and dark squares of boards A, B and C.
    pub const fn squares(self) -> [[Rgb; 2]; 3] {
        match self {
            Theme::Classic => [
                [[0xf0, 0xd9, 0xb5], [0xb5, 0x88, 0x63]],
                [[0xde, 0xe3, 0xe6], [0x8c, 0xa2, 0xad]],
                [[0xe7, 0xe1, 0xef], [0x9e, 0x8d, 0xb3]],
            ],
            Theme::Green => [
                [[0xee, 0xee, 0xd2], [0x76, 0x96, 0x56]],
                [[0xdf, 0xe7, 0xf2], [0x6f, 0x8c, 0xb0]],
                [[0xf3, 0xe6, 0xc8], [0xbf, 0x99, 0x5c]],
            ],
            Theme::Contrast => [
                [[0xfa, 0xfa, 0xfa], [0x7d, 0x7d, 0x7d]],
                [[0xe6, 0xf0, 0xff], [0x3f, 0x6a, 0xa8]],
                [[0xf5, 0xe8, 0xff], [0x86, 0x58, 0xab]],
            ],
        }
    }
}

impl Pieces {
    pub const ALL: [Pieces; 2] = [Pieces::Figures, Pieces::Letters];

    pub fn word(self) -> &'static str {
        match self {
            Pieces::Figures => "figures",
            Pieces::Letters => "letters",
        }
    }

    pub fn parse(text: &str) -> Option<Pieces> {
        let t = text.trim().to_ascii_lowercase();
        Pieces::ALL.into_iter().find(|b| b.word() == t)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_word_reads_back_and_junk_is_refused() {
        for b in Boards::ALL {
            assert_eq!(Boards::parse(b.word()), Some(b));
        }
        for t in Theme::ALL {
            assert_eq!(Theme::parse(&t.word().to_uppercase()), Some(t));
        }
        for p in Pieces::ALL {
            assert_eq!(Pieces::parse(p.word()), Some(p));
        }
        for junk in ["", "auto", "stack", "side", "é", "classic!"] {
            assert_eq!(Boards::parse(junk), None);
            assert_eq!(Theme::parse(junk), None);
            assert_eq!(Pieces::parse(junk), None);
        }
    }

    /// Every theme tells its boards apart and keeps its light squares
    /// light: a piece reads on either.
    #[test]
    fn themes_keep_light_and_dark_apart() {
        let lum = |c: Rgb| 0.3 * c[0] as f32 + 0.59 * c[1] as f32 + 0.11 * c[2] as f32;
        for t in Theme::ALL {
            let s = t.squares();
            for [light, dark] in s {
                assert!(lum(light) > 190.0 && lum(dark) < 175.0, "{t:?}");
                assert!(lum(light) - lum(dark) > 50.0, "{t:?}");
            }
            assert!(s[0] != s[1] && s[1] != s[2] && s[0] != s[2], "{t:?}");
        }
    }
}
