//! The engine plays Duo chess: it finds the mate by a zero-square check,
//! and the lower levels play legal moves.

use alice_core::three::PositionDuo;
use alice_core::{Game, Rules};
use alice_engine::{Level, Limits, Score, Searcher};

#[test]
fn mate_in_one_from_the_zero_square() {
    // After 1. e4 h6 2. Bb5 h5 3. Qh5 a6, Qe8 or Be8 mates: the piece on
    // e8 of A checks the king on e8 of B, and taking it by a zero move
    // would put the king where the other piece attacks it.
    let mut game: Game<PositionDuo> = Game::starting(Rules::default());
    for m in ["e4", "h6", "Bb5", "h5", "Qh5", "a6"] {
        game.play_text(m).unwrap();
    }
    let p = *game.position();
    let r = Searcher::<PositionDuo>::for_variant(8)
        .search(&p, game.history(), Limits::depth(3), None, |_| {})
        .unwrap();
    assert_eq!(r.score, Score::Mate(1));
    assert!(
        ["Qe8/AA#", "Be8/AA#"].contains(&p.san(r.best).as_str()),
        "{}",
        p.san(r.best)
    );
}

#[test]
fn the_lower_levels_play_legal_moves() {
    for level in 1..=3u8 {
        let level = Level::new(level).unwrap();
        let mut game: Game<PositionDuo> = Game::starting(Rules::default());
        let mut searcher = Searcher::<PositionDuo>::for_variant(4);
        while game.outcome().is_none() && game.ply() < 10 {
            let p = *game.position();
            let m = level
                .choose(&mut searcher, &p, game.history(), None, game.ply() as u64)
                .expect("a move")
                .best;
            assert!(p.check_move(m).is_ok(), "{m} at {}", p.fen());
            game.play(m).unwrap();
        }
    }
}
