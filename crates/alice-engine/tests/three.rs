//! The search on three-board positions: mates found, material won, every
//! move legal at every level, and reproducible at a fixed depth.

use alice_core::three::{PositionThree, START_FEN_THREE_BOARDS};
use alice_core::Rules;
use alice_engine::search::{Limits, Score, Searcher};
use alice_engine::Level;

fn pos(fen: &str) -> PositionThree {
    PositionThree::from_fen(fen, Rules::default()).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

fn best(fen: &str, depth: u32) -> (String, Score) {
    let p = pos(fen);
    let mut s = Searcher::<PositionThree>::for_variant(8);
    let r = s
        .search(&p, &[], Limits::depth(depth), None, |_| {})
        .expect("a legal move");
    (p.san(r.best), r.score)
}

#[test]
fn mate_in_one_from_another_board() {
    // The queen on C goes to d8 and lands on A, where the king is boxed in.
    let (san, score) = best(
        "k7/8/1K6/8/8/8/8/8|8/8/8/8/8/8/8/8|8/8/8/8/8/8/8/3Q4 w - - 0 1",
        3,
    );
    assert_eq!(san, "Qd8/CA#");
    assert_eq!(score, Score::Mate(1));
}

#[test]
fn a_hanging_queen_is_taken_on_the_board_where_it_stands() {
    // Black's queen on d5 of B can be taken by the rook on d1 of B.
    let (san, _) = best(
        "4k3/8/8/8/8/8/8/4K3|8/8/8/3q4/8/8/8/3R4|8/8/8/8/8/8/8/8 w - - 0 1",
        4,
    );
    assert!(san.starts_with("Rxd5/B"), "{san}");
}

#[test]
fn fixed_depth_is_reproducible() {
    let p = pos(START_FEN_THREE_BOARDS);
    let run = || {
        let mut s = Searcher::<PositionThree>::for_variant(8);
        let r = s.search(&p, &[], Limits::depth(4), None, |_| {}).unwrap();
        (r.best, r.nodes, r.raw_score)
    };
    assert_eq!(run(), run());
}

/// The level's move in a game going on: it must be legal; it is played
/// and remembered for repetitions.
fn play_level_move(
    lv: Level,
    s: &mut Searcher<PositionThree>,
    p: &mut PositionThree,
    history: &mut Vec<u64>,
    ply: u64,
) {
    let r = lv
        .choose(s, p, history, None, ply)
        .expect("a move while the game goes on");
    assert!(
        p.check_move(r.best).is_ok(),
        "level {}: {} at {}",
        lv.number(),
        r.best,
        p.fen()
    );
    history.push(p.hash());
    p.play_unchecked(r.best);
}

#[test]
fn every_level_plays_legal_moves_from_the_start() {
    for level in 1..=8u8 {
        let lv = Level::new(level).unwrap();
        let mut s = Searcher::<PositionThree>::for_variant(4);
        let mut p = PositionThree::new(Rules::default());
        let mut history = Vec::new();
        // Levels 7 and 8 think for a second or more: fewer plies.
        let plies = if level >= 7 { 2 } else { 16 };
        for ply in 0..plies {
            assert!(p.outcome().is_none());
            play_level_move(lv, &mut s, &mut p, &mut history, ply);
        }
    }
}

/// Every level plays short games to their end: legal moves until the game
/// is over, and then no move at all.
#[test]
fn every_level_plays_short_games_to_the_end() {
    let starts = [
        // Mate in one from another board.
        "k7/8/1K6/8/8/8/8/8|8/8/8/8/8/8/8/8|8/8/8/8/8/8/8/3Q4 w - - 0 1",
        // A queen and a rook against a bare king.
        "7k/8/8/8/8/8/8/K7|8/8/8/8/8/8/8/R7|8/8/8/8/8/8/8/3Q4 w - - 0 1",
    ];
    for level in 1..=8u8 {
        let lv = Level::new(level).unwrap();
        for start in starts {
            let mut s = Searcher::<PositionThree>::for_variant(4);
            let mut p = PositionThree::from_fen(start, Rules::default()).unwrap();
            let mut history = Vec::new();
            let mut plies = 0;
            while p.outcome().is_none() {
                // Mate, or the fifty-move rule or a repetition for the
                // weakest, which may not find the mate.
                assert!(
                    plies < 400,
                    "level {level} did not end the game from {start}: {}",
                    p.fen()
                );
                play_level_move(lv, &mut s, &mut p, &mut history, plies);
                plies += 1;
            }
            // Over on the board: nothing to choose.
            if p.legal_moves().is_empty() {
                assert!(
                    lv.choose(&mut s, &p, &history, None, plies).is_none(),
                    "{}",
                    p.fen()
                );
            }
        }
    }
}

#[test]
fn the_evaluation_term_by_term_adds_up() {
    use alice_engine::variant::EnginePosition;
    for fen in [
        START_FEN_THREE_BOARDS,
        "4k3/8/8/8/8/8/8/4K3|8/8/8/3q4/8/8/8/3R4|8/8/8/8/8/8/8/8 w - - 0 1",
        "4k3/8/8/8/8/8/8/4K3|8/8/8/3q4/8/8/8/3R4|8/8/8/8/8/8/8/8 b - - 0 1",
    ] {
        let p = pos(fen);
        let b = p.breakdown(&Default::default());
        assert_eq!(b.score, p.evaluate(&Default::default()), "{fen}");
        assert_eq!(b.terms.iter().map(|t| t.cp).sum::<i32>(), b.score, "{fen}");
        assert!(b.phase.is_some());
        assert_eq!(b.terms.len(), 10);
    }
    // A queen against a rook, with the hand-written weights (950 and
    // 500): 450 for the side with the queen.
    let b = pos("4k3/8/8/8/8/8/8/4K3|8/8/8/3q4/8/8/8/3R4|8/8/8/8/8/8/8/8 b - - 0 1")
        .breakdown(&alice_engine::SetEvalParams::hand());
    assert_eq!((b.terms[0].name, b.terms[0].cp), ("material", 450));
}
