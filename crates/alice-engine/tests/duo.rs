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

/// A position reached by `plies` random moves from the start (`seed`).
fn random_position(seed: u64, plies: usize) -> Option<Game<PositionDuo>> {
    let mut game: Game<PositionDuo> = Game::starting(Rules::default());
    let mut x = seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) | 1;
    for _ in 0..plies {
        let moves = game.position().legal_moves();
        if moves.is_empty() || game.outcome().is_some() {
            return None;
        }
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        game.play(moves[(x % moves.len() as u64) as usize]).ok()?;
    }
    game.outcome().is_none().then_some(game)
}

/// Zero-move captures and zero-square checks can make the quiescence
/// search of a first iteration branch far past any node limit; such an
/// iteration is stopped (the search answers with a legal move) instead
/// of running for minutes.
#[test]
fn a_first_iteration_running_away_is_stopped() {
    let (game, unlimited) = (0..400u64)
        .filter_map(|seed| random_position(seed, 30 + (seed % 40) as usize))
        .find_map(|game| {
            let p = *game.position();
            let r = Searcher::<PositionDuo>::for_variant(4).search(
                &p,
                game.history(),
                Limits::depth(1),
                None,
                |_| {},
            )?;
            (r.nodes > 20_000).then_some((game, r.nodes))
        })
        .expect("a position whose first iteration takes over 20,000 nodes");
    let p = *game.position();
    let limits = Limits {
        depth: Some(1),
        nodes: Some(100),
        ..Limits::default()
    };
    let r = Searcher::<PositionDuo>::for_variant(4)
        .search(&p, game.history(), limits, None, |_| {})
        .expect("a move");
    assert!(p.check_move(r.best).is_ok(), "{} at {}", r.best, p.fen());
    assert!(
        r.nodes <= 2_048,
        "{} nodes with a limit of 100 (unlimited: {unlimited}) at {}",
        r.nodes,
        p.fen()
    );
}

/// A weak level scores each root move by a short search of the reply;
/// with over a hundred moves, and searches that would run away (here some
/// take tens of thousands of nodes), the replies share a budget and each
/// stops at twice its share, so the move comes at once.
#[test]
fn a_weak_level_answers_at_once_where_searches_run_away() {
    let fen =
        "3q4/8/n1p3rn/3b4/3P1N2/8/2P1K1PP/3Q1B1R|1r2kb2/3pp1p1/8/pp3pBp/P3P3/1P6/R7/2N5 b - - 2 19";
    let p = PositionDuo::from_fen(fen, Rules::default()).unwrap();
    let moves = p.legal_moves().len() as u64;
    for level in 1..=3u8 {
        let mut searcher = Searcher::<PositionDuo>::for_variant(4);
        let r = Level::new(level)
            .unwrap()
            .choose(&mut searcher, &p, &[], None, 7)
            .expect("a move");
        assert!(p.check_move(r.best).is_ok());
        // The replies share 240,000 nodes; each stops at twice its share,
        // checked every 1,024.
        assert!(
            r.nodes <= 2 * 240_000 + moves * 1_024,
            "level {level}: {} nodes for {moves} moves",
            r.nodes
        );
    }
}
