//! The engine plays 8x4 Alice: it finds the mates of set positions, and
//! every move it returns there is legal.

use alice_core::{Position8x4, Rules};
use alice_engine::{Level, Limits, Score, Searcher};

fn pos(fen: &str) -> Position8x4 {
    Position8x4::from_fen(fen, Rules::default()).unwrap()
}

#[test]
fn mate_in_one_on_four_files() {
    // The rook from d1 of B lands on d8 or on a1 of A; a7 and b7 lead to
    // B, where the other rook holds the seventh rank.
    let p = pos("k3/4/4/4/4/4/4/2K1|4/1R2/4/4/4/4/4/3R w - - 0 1");
    let r = Searcher::<Position8x4>::for_variant(8)
        .search(&p, &[], Limits::depth(3), None, |_| {})
        .unwrap();
    assert_eq!(r.score, Score::Mate(1));
    assert!(
        ["Rd8/A#", "Ra1/A#"].contains(&p.san(r.best).as_str()),
        "{}",
        p.san(r.best)
    );
}

#[test]
fn the_mate_of_a_short_game() {
    // 1. Nb4 Nc5 2. Nd5/A Kd7 3. Nxb6#: after 2... Kd7 White mates at once.
    let mut game = alice_core::Game::<Position8x4>::starting(Rules::default());
    for m in ["Nb4", "Nc5", "Nd5", "Kd7"] {
        game.play_text(m).unwrap();
    }
    let p = *game.position();
    let r = Searcher::<Position8x4>::for_variant(8)
        .search(&p, &[], Limits::depth(3), None, |_| {})
        .unwrap();
    assert_eq!(
        (p.san(r.best), r.score),
        ("Nxb6#".to_string(), Score::Mate(1))
    );
}

#[test]
fn the_lower_levels_play_legal_moves() {
    for level in 1..=4u8 {
        let level = Level::new(level).unwrap();
        let mut game = alice_core::Game::<Position8x4>::starting(Rules::default());
        let mut searcher = Searcher::<Position8x4>::for_variant(4);
        while game.outcome().is_none() && game.ply() < 16 {
            let p = *game.position();
            let m = level
                .choose(&mut searcher, &p, game.history(), None, game.ply() as u64)
                .expect("a move")
                .best;
            assert!(p.is_legal(m), "{m} at {}", p.fen());
            game.play(m).unwrap();
        }
    }
}
