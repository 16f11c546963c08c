//! Three-board images: A above, B and C below, as wide as two boards; the
//! colours at known squares for pieces, the last move on the board played
//! on and the board landed on, and a check; the PNG decodes and stays small.

mod images;

use alice::render::three::{render_set, render_set_png, SetLastMove, SetLayout, SetRenderOptions};
use alice::render::{Image, CHECK, HIGHLIGHT, SQUARE, SQUARES, SQUARES_C};
use alice_core::three::{PositionThree, SetBoard};
use alice_core::{Color, Rules, Square};

fn pos(fen: &str) -> PositionThree {
    PositionThree::from_fen(fen, Rules::default()).unwrap()
}

fn sq(s: &str) -> Square {
    Square::parse(s).unwrap()
}

fn square_color(board: SetBoard, s: Square) -> [u8; 3] {
    let light = (s.file() + s.rank()) % 2 == 1;
    let set = match board {
        SetBoard::A => SQUARES[0],
        SetBoard::B => SQUARES[1],
        SetBoard::C => SQUARES_C,
    };
    set[usize::from(!light)]
}

/// The pixel 3 px inside a square's top-left corner (no piece reaches it).
fn corner(img: &Image, layout: &SetLayout, board: SetBoard, s: Square) -> [u8; 3] {
    let (x, y) = layout.square_origin(board, s);
    img.pixel(x + 3, y + 3)
}

fn blend(base: [u8; 3], over: [u8; 3], alpha: f32) -> [u8; 3] {
    let a = (alpha * 256.0) as u32;
    [0, 1, 2].map(|k| ((base[k] as u32 * (256 - a) + over[k] as u32 * a) >> 8) as u8)
}

/// After 1. Nf3/AC: the knight stands on f3 of C.
const AFTER_NF3: &str =
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKB1R|8/8/8/8/8/8/8/8|8/8/8/8/8/5N2/8/8 b KQkq - 1 1";

#[test]
fn layout_puts_a_above_b_and_c() {
    let l = SetLayout::new(Color::White, false);
    assert_eq!(l.width, 922);
    assert_eq!(l.height, 962);
    assert_eq!(SetLayout::new(Color::White, true).height, 996);
    // A centred on top; B and C below, where the two-board image has A and B.
    assert_eq!(l.square_origin(SetBoard::A, sq("a8")), (253, 42));
    assert_eq!(
        l.square_origin(SetBoard::B, sq("a8")),
        (30, 42 + 8 * SQUARE + 18 + 10 + 30)
    );
    assert_eq!(
        l.square_origin(SetBoard::C, sq("a8")),
        (30 + 8 * SQUARE + 30 + 18, 42 + 8 * SQUARE + 18 + 10 + 30)
    );
    let b = SetLayout::new(Color::Black, false);
    assert_eq!(b.square_origin(SetBoard::A, sq("h1")), (253, 42));
}

#[test]
fn squares_pieces_last_move_and_check() {
    let p = pos(AFTER_NF3);
    let last = SetLastMove {
        from: Some((SetBoard::A, sq("g1"))),
        to: (SetBoard::C, sq("f3")),
    };
    for perspective in [Color::White, Color::Black] {
        let opts = SetRenderOptions {
            perspective,
            last_move: Some(last),
            caption: None,
            ..SetRenderOptions::default()
        };
        let img = render_set(&p, &opts).unwrap();
        let l = SetLayout::new(perspective, false);
        // Empty squares keep each board's own colours.
        for (b, s) in [
            (SetBoard::A, "e4"),
            (SetBoard::B, "e4"),
            (SetBoard::C, "d5"),
            (SetBoard::B, "a1"),
        ] {
            assert_eq!(corner(&img, &l, b, sq(s)), square_color(b, sq(s)), "{b}{s}");
        }
        // The last move: g1 of A and f3 of C are marked, f3 of A and B not.
        for (b, s) in [(SetBoard::A, "g1"), (SetBoard::C, "f3")] {
            let want = blend(square_color(b, sq(s)), HIGHLIGHT, 0.45);
            assert_eq!(corner(&img, &l, b, sq(s)), want, "{b}{s}");
        }
        for b in [SetBoard::A, SetBoard::B] {
            assert_eq!(corner(&img, &l, b, sq("f3")), square_color(b, sq("f3")));
        }
        // A piece darkens or lightens the middle of its square: the white
        // knight on f3 of C is not the square's colour there.
        let (x, y) = l.square_origin(SetBoard::C, sq("f3"));
        let mid = img.pixel(x + SQUARE / 2, y + SQUARE / 2);
        assert_ne!(
            mid,
            blend(square_color(SetBoard::C, sq("f3")), HIGHLIGHT, 0.45)
        );
    }
    // A king in check on C glows red at its square's middle.
    let check = pos("8/8/8/8/8/8/8/4K3|8/8/8/8/8/8/8/8|R6k/6pp/8/8/8/8/8/8 b - - 1 1");
    let img = render_set(&check, &SetRenderOptions::default()).unwrap();
    let l = SetLayout::new(Color::White, false);
    let (x, y) = l.square_origin(SetBoard::C, sq("h8"));
    let glow = img.pixel(x + 3, y + SQUARE / 2);
    assert!(
        glow[0] > glow[1] + 60 && glow[0] > glow[2] + 60,
        "{glow:?} (check is {CHECK:?})"
    );
}

#[test]
fn png_decodes_small_and_in_the_palette() {
    let p = pos(AFTER_NF3);
    let opts = SetRenderOptions {
        perspective: Color::White,
        last_move: Some(SetLastMove {
            from: Some((SetBoard::A, sq("g1"))),
            to: (SetBoard::C, sq("f3")),
        }),
        caption: Some("1. Nf3/AC · alice vs bob · Black to move".into()),
        ..SetRenderOptions::default()
    };
    let png = render_set_png(&p, &opts).unwrap();
    assert!(png.len() < 90_000, "{} bytes", png.len());
    // Decoded to its last row, in the boards' palette.
    let (width, height, _) = images::decode_png(&png);
    assert_eq!((width, height), (922, 996));
    assert!(images::is_board_png(&png));
}

#[test]
fn last_move_hints() {
    let p = pos(AFTER_NF3);
    let full = SetLastMove {
        from: Some((SetBoard::A, sq("g1"))),
        to: (SetBoard::C, sq("f3")),
    };
    for text in ["Ag1f3C", "g1f3/AC", "Ng1f3/AC", "Ag1-f3C+"] {
        assert_eq!(
            p.played_from_text(text).map(SetLastMove::from),
            Some(full),
            "{text}"
        );
    }
    // Without the board played on: only the landing square.
    let landing = SetLastMove {
        from: None,
        to: (SetBoard::C, sq("f3")),
    };
    for text in ["Nf3", "Nf3/C", "g1f3"] {
        assert_eq!(
            p.played_from_text(text).map(SetLastMove::from),
            Some(landing),
            "{text}"
        );
    }
    // Nothing of White's stands on e4 anywhere, nor on f3 of B.
    assert_eq!(p.played_from_text("e4"), None);
    assert_eq!(p.played_from_text("Nf3/AB"), None);
}
