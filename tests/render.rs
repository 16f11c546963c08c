//! Board images: layout, and the colours at known squares for pieces,
//! highlights, the check mark and ghosts, from both sides; the PNG decodes
//! and stays small.

use alice::render::{
    render, render_png, Image, LastMove, Layout, RenderOptions, CHECK, HIGHLIGHT, SQUARE, SQUARES,
};
use alice_core::{Board, Color, Position, Rules, Square};

mod images;

fn pos(fen: &str) -> Position {
    Position::from_fen(fen, Rules::default()).unwrap()
}

fn sq(s: &str) -> Square {
    Square::parse(s).unwrap()
}

fn square_color(board: Board, s: Square) -> [u8; 3] {
    let light = (s.file() + s.rank()) % 2 == 1;
    SQUARES[board.index()][usize::from(!light)]
}

/// Mean colour of the middle third of a square.
fn middle(img: &Image, layout: &Layout, board: Board, s: Square) -> [f64; 3] {
    let (x0, y0) = layout.square_origin(board, s);
    let (a, b) = (SQUARE / 3, 2 * SQUARE / 3);
    let mut sum = [0.0; 3];
    let mut n = 0.0;
    for y in y0 + a..y0 + b {
        for x in x0 + a..x0 + b {
            let p = img.pixel(x, y);
            for k in 0..3 {
                sum[k] += p[k] as f64;
            }
            n += 1.0;
        }
    }
    sum.map(|v| v / n)
}

fn brightness(c: [f64; 3]) -> f64 {
    (c[0] + c[1] + c[2]) / 3.0
}

fn blend(base: [u8; 3], over: [u8; 3], alpha: f32) -> [u8; 3] {
    let a = (alpha * 256.0) as u32;
    [0, 1, 2].map(|k| ((base[k] as u32 * (256 - a) + over[k] as u32 * a) >> 8) as u8)
}

fn no_ghosts() -> RenderOptions {
    RenderOptions {
        ghosts: false,
        ..RenderOptions::default()
    }
}

const WORKED: &str =
    "rnbqk1nr/pppp2pp/8/8/8/8/PPPPPPPP/RNBQKB1R|8/5N2/4p3/2b5/8/8/8/8 b KQkq - 0 3";

#[test]
fn layout_and_size() {
    let l = Layout::new(Color::White, false);
    assert_eq!((l.width, l.height), (922, 488));
    assert_eq!(Layout::new(Color::White, true).height, 522);
    // White's view: a8 top-left of board A, h1 bottom-right of board B.
    assert_eq!(l.square_origin(Board::A, sq("a8")), (30, 42));
    assert_eq!(
        l.square_origin(Board::A, sq("h1")),
        (30 + 7 * SQUARE, 42 + 7 * SQUARE)
    );
    assert_eq!(
        l.square_origin(Board::B, sq("a8")),
        (30 + 8 * SQUARE + 30 + 18, 42)
    );
    // Black's view: h1 top-left, a8 bottom-right.
    let b = Layout::new(Color::Black, false);
    assert_eq!(b.square_origin(Board::A, sq("h1")), (30, 42));
    assert_eq!(
        b.square_origin(Board::A, sq("a8")),
        (30 + 7 * SQUARE, 42 + 7 * SQUARE)
    );
    let img = render(&pos(WORKED), &RenderOptions::default()).unwrap();
    assert_eq!((img.width, img.height), (922, 488));
}

#[test]
fn empty_squares_keep_their_colours_and_pieces_show() {
    let p = pos(WORKED);
    for perspective in [Color::White, Color::Black] {
        let opts = RenderOptions {
            perspective,
            ..no_ghosts()
        };
        let img = render(&p, &opts).unwrap();
        let l = Layout::new(perspective, false);
        for board in Board::ALL {
            for s in ["e4", "d4", "a3", "h5"] {
                let (cx, cy) = l.square_center(board, sq(s));
                assert_eq!(
                    img.pixel(cx, cy),
                    square_color(board, sq(s)),
                    "{s} on {board}"
                );
                let (x0, y0) = l.square_origin(board, sq(s));
                assert_eq!(
                    img.pixel(x0 + 1, y0 + SQUARE - 2),
                    square_color(board, sq(s))
                );
            }
        }
        // White pawns (A, row 2) are light; black pawns (A, row 7) are dark,
        // whatever the square colour.
        for s in ["a2", "b2", "c2", "h2"] {
            let m = middle(&img, &l, Board::A, sq(s));
            assert!(brightness(m) > 200.0, "white pawn on {s}: {m:?}");
        }
        for s in ["a7", "b7", "c7", "h7"] {
            let m = middle(&img, &l, Board::A, sq(s));
            assert!(brightness(m) < 90.0, "black pawn on {s}: {m:?}");
        }
        // The knight on f7 of B, the bishop on c5 of B.
        assert!(brightness(middle(&img, &l, Board::B, sq("f7"))) > 170.0);
        assert!(brightness(middle(&img, &l, Board::B, sq("c5"))) < 110.0);
        // Nothing stands on f7 of A.
        let (cx, cy) = l.square_center(Board::A, sq("f7"));
        assert_eq!(img.pixel(cx, cy), square_color(Board::A, sq("f7")));
    }
}

#[test]
fn last_move_marks_from_square_and_landing_square() {
    // The knight went e5 (board A) to f7, landing on f7 of B.
    let p = pos(WORKED);
    for perspective in [Color::White, Color::Black] {
        let opts = RenderOptions {
            perspective,
            last_move: Some(LastMove {
                from: Some(sq("e5")),
                to: sq("f7"),
                board: Board::A,
            }),
            ..no_ghosts()
        };
        let img = render(&p, &opts).unwrap();
        let l = Layout::new(perspective, false);
        let (x, y) = l.square_origin(Board::A, sq("e5"));
        assert_eq!(
            img.pixel(x + 2, y + 2),
            blend(square_color(Board::A, sq("e5")), HIGHLIGHT, 0.45)
        );
        let (x, y) = l.square_origin(Board::B, sq("f7"));
        assert_eq!(
            img.pixel(x + 1, y + 1),
            blend(square_color(Board::B, sq("f7")), HIGHLIGHT, 0.45)
        );
        // The other boards' twins are not marked.
        let (x, y) = l.square_origin(Board::B, sq("e5"));
        assert_eq!(img.pixel(x + 2, y + 2), square_color(Board::B, sq("e5")));
        let (x, y) = l.square_origin(Board::A, sq("f7"));
        assert_eq!(img.pixel(x + 2, y + 2), square_color(Board::A, sq("f7")));
    }
}

#[test]
fn king_in_check_is_marked() {
    let checked = pos("4k3/8/8/8/8/8/8/4R1K1|8/8/8/8/8/8/8/8 b - - 0 1");
    let quiet = pos("4k3/8/8/8/8/8/8/3R2K1|8/8/8/8/8/8/8/8 b - - 0 1");
    for perspective in [Color::White, Color::Black] {
        let l = Layout::new(perspective, false);
        let (x, y) = l.square_origin(Board::A, sq("e8"));
        let probe = (x + 3, y + SQUARE / 2);
        let img = render(
            &checked,
            &RenderOptions {
                perspective,
                ..no_ghosts()
            },
        )
        .unwrap();
        let c = img.pixel(probe.0, probe.1);
        assert!(
            c[0] as i32 > c[1] as i32 + 40 && c[0] as i32 > c[2] as i32 + 40,
            "{c:?}"
        );
        // The glow is drawn in the check colour: the pixel is nearer to it
        // than the bare square is.
        let dist = |a: [u8; 3], b: &[u8]| -> i32 {
            (0..3).map(|i| (a[i] as i32 - b[i] as i32).pow(2)).sum()
        };
        let bare = square_color(Board::A, sq("e8"));
        assert!(
            dist([c[0], c[1], c[2]], &CHECK[..3]) * 2
                < dist([bare[0], bare[1], bare[2]], &CHECK[..3]),
            "{c:?} vs {CHECK:?}"
        );
        let img = render(
            &quiet,
            &RenderOptions {
                perspective,
                ..no_ghosts()
            },
        )
        .unwrap();
        assert_eq!(
            img.pixel(probe.0, probe.1),
            square_color(Board::A, sq("e8"))
        );
    }
}

/// A full-colour image's pixels as the boards' palette gives them.
fn in_palette(img: &Image) -> Vec<u8> {
    let p = alice::render::board_palette().unwrap();
    p.apply(img)
        .data
        .iter()
        .flat_map(|&i| p.colors()[i as usize])
        .collect()
}

/// The share of a square's pixels that differ from its bare colour.
fn covered(img: &Image, layout: &Layout, board: Board, s: Square) -> f64 {
    let (x0, y0) = layout.square_origin(board, s);
    let bare = square_color(board, s);
    let mut n = 0;
    for y in y0..y0 + SQUARE {
        for x in x0..x0 + SQUARE {
            if img.pixel(x, y) != bare {
                n += 1;
            }
        }
    }
    n as f64 / (SQUARE * SQUARE) as f64
}

/// A piece on the other board is marked by a small dot in the square's
/// corner, light for White and dark for Black: never a faded piece (its
/// pixels are a few, where every piece covers a large part of its square,
/// and the square's middle keeps its colour).
#[test]
fn ghosts_are_small_marks_never_faded_pieces() {
    let p = pos(WORKED);
    let l = Layout::new(Color::White, false);
    let with = render(&p, &RenderOptions::default()).unwrap();
    let without = render(&p, &no_ghosts()).unwrap();
    // The white rook on a1 of A marks a1 of B; the white knight on f7 and
    // the black pawn on e6 of B mark f7 and e6 of A; empty e4 has no mark.
    for (board, s) in [
        (Board::B, sq("a1")),
        (Board::A, sq("f7")),
        (Board::A, sq("e6")),
    ] {
        let share = covered(&with, &l, board, s);
        assert!(share > 0.01 && share < 0.06, "{board:?} {s}: {share}");
        assert_eq!(covered(&without, &l, board, s), 0.0);
        let bare = square_color(board, s).map(|v| v as f64);
        assert_eq!(middle(&with, &l, board, s), bare, "{board:?} {s}");
    }
    assert_eq!(
        middle(&with, &l, Board::A, sq("e4")),
        middle(&without, &l, Board::A, sq("e4"))
    );
    // Light for White, dark for Black: the dot's middle (top right).
    let dot = |board, s: &str| {
        let (x, y) = l.square_origin(board, sq(s));
        let r = SQUARE as f32 * 0.12;
        let (cx, cy) = ((SQUARE as f32 - r - 3.5) as u32, (r + 3.5) as u32);
        with.pixel(x + cx, y + cy)
    };
    assert!(brightness(dot(Board::B, "a1").map(|v| v as f64)) > 230.0);
    assert!(brightness(dot(Board::A, "f7").map(|v| v as f64)) > 230.0);
    assert!(brightness(dot(Board::A, "e6").map(|v| v as f64)) < 40.0);
    // Every piece, in both sets, covers far more of its square.
    for pieces in [
        alice::render::Pieces::Figures,
        alice::render::Pieces::Letters,
    ] {
        let opts = RenderOptions {
            look: alice::render::Look {
                pieces,
                ..Default::default()
            },
            ..no_ghosts()
        };
        let img = render(&p, &opts).unwrap();
        for s in [
            "a1", "b1", "c1", "d1", "e1", "a2", "a8", "b8", "d8", "e8", "a7",
        ] {
            let share = covered(&img, &l, Board::A, sq(s));
            assert!(share > 0.15, "{pieces:?} {s}: {share}");
        }
    }
}

/// Stacked boards: one above the other, each as wide as the image less
/// its margin and coordinates, so that shown 360 pixels wide a square is
/// about 40 pixels; taller than wide; every board of every game so.
#[test]
fn stacked_boards_stand_one_above_the_other() {
    use alice::render::three::{render_set, SetLayout, SetRenderOptions};
    use alice::render::{Boards, Look};
    use alice_core::three::{PositionDuo, PositionThree, SetBoard};
    let stacked = Look {
        boards: Boards::Stacked,
        ..Look::default()
    };
    let l = Layout::of(Color::White, true, 8, Boards::Stacked);
    assert_eq!((l.width, l.height), (462, 1026));
    assert!(l.height > 2 * l.width);
    let (ax, ay) = l.square_origin(Board::A, sq("a1"));
    let (bx, by) = l.square_origin(Board::B, sq("a8"));
    assert_eq!(ax, bx);
    assert!(by > ay + SQUARE, "board B is below board A");
    assert!(
        8 * SQUARE * 360 / l.width >= 8 * 40,
        "a square is about 40 px at 360"
    );
    let opts = RenderOptions {
        look: stacked,
        caption: Some("#12 alice vs bob · move 8 · White to move".into()),
        ..RenderOptions::default()
    };
    let img = render(&pos(WORKED), &opts).unwrap();
    assert_eq!((img.width, img.height), (l.width, l.height));
    assert_eq!(
        img.pixel(ax + 2, ay + SQUARE - 2),
        square_color(Board::A, sq("a1"))
    );
    // The PNG decodes whole, every pixel the palette's.
    let png = img.board_png().unwrap();
    let decoded = images::decode(&png);
    assert_eq!((decoded.0, decoded.1), (l.width, l.height));
    assert!(decoded.2 == in_palette(&img), "pixels not the palette's");
    // 8x4: narrow boards, stacked.
    let narrow = alice_core::Position8x4::new(Rules::default());
    let img = render(&narrow, &opts).unwrap();
    assert!(img.height > 2 * img.width, "{}x{}", img.width, img.height);
    // Three boards and Duo chess: one above another.
    let layout_three = SetLayout::placed(Color::White, false, false, Boards::Stacked);
    assert_eq!(layout_three.width, 462);
    let tops: Vec<u32> = SetBoard::ALL
        .iter()
        .map(|&b| layout_three.square_origin(b, sq("a8")).1)
        .collect();
    assert!(tops[0] < tops[1] && tops[1] < tops[2], "{tops:?}");
    let opts_three = SetRenderOptions {
        look: stacked,
        ..SetRenderOptions::default()
    };
    let img = render_set(&PositionThree::new(Rules::default()), &opts_three).unwrap();
    assert_eq!(
        (img.width, img.height),
        (layout_three.width, layout_three.height)
    );
    assert!(img.height > 3 * img.width, "{}x{}", img.width, img.height);
    let img = render_set(&PositionDuo::new(Rules::default()), &opts_three).unwrap();
    assert!(img.height > 2 * img.width, "{}x{}", img.width, img.height);
}

/// Each theme colours its boards as it says, in both placements.
#[test]
fn every_theme_colours_its_boards() {
    use alice::render::{Boards, Look, Theme};
    for theme in Theme::ALL {
        for boards in Boards::ALL {
            let look = Look {
                boards,
                theme,
                ..Look::default()
            };
            let img = render(
                &Position::new(Rules::default()),
                &RenderOptions {
                    look,
                    ..RenderOptions::default()
                },
            )
            .unwrap();
            let l = Layout::of(Color::White, false, 8, boards);
            for board in Board::ALL {
                for s in ["e4", "d4"] {
                    let (x, y) = l.square_origin(board, sq(s));
                    let light = usize::from(sq(s).file() % 2 == sq(s).rank() % 2);
                    assert_eq!(
                        img.pixel(x + SQUARE / 2, y + SQUARE / 2),
                        theme.squares()[board.index()][light],
                        "{theme:?} {boards:?} {board:?} {s}"
                    );
                }
            }
            // The PNG keeps every square's colour exactly.
            let png = img.board_png().unwrap();
            let (w, _, px) = images::decode(&png);
            let (x, y) = l.square_origin(Board::B, sq("e4"));
            let i = (((y + 5) * w + x + 5) * 3) as usize;
            assert_eq!(
                [px[i], px[i + 1], px[i + 2]],
                theme.squares()[1][0],
                "{theme:?} {boards:?}"
            );
        }
    }
}

#[test]
fn png_decodes_and_stays_small() {
    let middle_game =
        pos("r2qkb2/ppp1pp2/8/3Q4/8/8/PPP1PPPP/4KB1R|8/7r/2npbnpp/8/8/2NPBN2/8/1R6 w Kq - 2 8");
    // Checkmate on board A: the glow under the king is drawn too.
    let mated = pos("R6k/6pp/8/8/8/8/PPPP1PPP/1NBQKBNR|8/8/4p3/8/8/8/8/8 b K - 0 1");
    for (perspective, caption) in [
        (Color::White, true),
        (Color::Black, true),
        (Color::Black, false),
    ] {
        let opts = RenderOptions {
            perspective,
            caption: caption.then(|| "1. Ra8/A# · checkmate".to_string()),
            ..RenderOptions::default()
        };
        let img = render(&mated, &opts).unwrap();
        let p = alice::render::board_palette().unwrap();
        let whole = p.apply(&img);
        assert!(
            whole.data == img.board_quantized().unwrap().data,
            "only the drawn parts quantized: the same indices"
        );
    }
    for perspective in [Color::White, Color::Black] {
        let opts = RenderOptions {
            perspective,
            caption: Some("alice (White) vs bob (Black) · move 8 · White to move".into()),
            last_move: Some(LastMove {
                from: Some(sq("c8")),
                to: sq("e6"),
                board: Board::A,
            }),
            ..RenderOptions::default()
        };
        let png = render_png(&middle_game, &opts).unwrap();
        assert!(png.len() < 60_000, "{} bytes", png.len());
        let mut decoder = png::Decoder::new(std::io::Cursor::new(&png));
        decoder.set_transformations(png::Transformations::EXPAND);
        let mut reader = decoder.read_info().unwrap();
        let mut buf = vec![0; reader.output_buffer_size()];
        let info = reader.next_frame(&mut buf).unwrap();
        assert_eq!((info.width, info.height), (922, 522));
        assert_eq!(
            info.color_type,
            png::ColorType::Rgb,
            "an indexed PNG, expanded"
        );
        // Every pixel is the palette's colour for the full-colour drawing's.
        let img = render(&middle_game, &opts).unwrap();
        let expected = in_palette(&img);
        let got = &buf[..info.buffer_size()];
        let differing = got
            .chunks_exact(3)
            .zip(expected.chunks_exact(3))
            .filter(|(a, b)| a != b)
            .count();
        assert_eq!(differing, 0, "pixels not the palette's");
    }
}

/// The picture's pixels, hashed (a failing comparison prints two numbers).
fn caption_band(caption: &str, boards: alice::render::Boards) -> u64 {
    use std::hash::{Hash, Hasher};
    let opts = RenderOptions {
        caption: Some(caption.to_string()),
        look: alice::render::Look {
            boards,
            ..Default::default()
        },
        ..RenderOptions::default()
    };
    let img = render(&Position::new(Rules::default()), &opts).unwrap();
    let mut h = std::collections::hash_map::DefaultHasher::new();
    img.data.hash(&mut h);
    h.finish()
}

#[test]
fn a_caption_draws_names_in_every_script_and_no_placeholder() {
    use alice::render::Boards;
    let blank = caption_band("#1 vs bob", Boards::SideBySide);
    // A name of each script, and one more of the same script: each draws
    // something, not the same pixels as the other, and not the pixels of
    // as many placeholders (U+FFFD, what a character no font has becomes).
    let pairs = [
        ("Ольга", "Олег"),
        ("Ελένη", "Νίκος"),
        ("太郎", "花子"),
        ("さくら", "ひなた"),
        ("민준", "서연"),
        ("محمد", "أحمد"),
        ("דוד", "שרה"),
        ("สมชาย", "สมศรี"),
        ("राहुल", "प्रिया"),
        ("😀", "🎉"),
    ];
    for boards in [Boards::SideBySide, Boards::Stacked] {
        for (a, b) in pairs {
            let [pa, pb] = [a, b].map(|n| caption_band(&format!("#1 {n} vs bob"), boards));
            assert_ne!(pa, pb, "{a} / {b}");
            for (name, pixels) in [(a, &pa), (b, &pb)] {
                let placeholders: String = name.chars().map(|_| '\u{FFFD}').collect();
                let boxes = caption_band(&format!("#1 {placeholders} vs bob"), boards);
                assert_ne!(*pixels, boxes, "{name} is drawn as placeholders");
                if boards == Boards::SideBySide {
                    assert_ne!(*pixels, blank, "{name} draws nothing");
                }
            }
        }
    }
    // A character no bundled font has is one placeholder, not nothing.
    let private = caption_band("#1 \u{E000} vs bob", Boards::SideBySide);
    assert_eq!(
        private,
        caption_band("#1 \u{FFFD} vs bob", Boards::SideBySide)
    );
}
