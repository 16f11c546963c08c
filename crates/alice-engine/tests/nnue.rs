//! The network evaluation: its accumulators, updated move by move, equal
//! ones computed afresh in every game; its integer output follows the
//! floating-point one; its files are read back exactly and a damaged or
//! mismatched one is refused with the reason; the search finds a mate
//! with it.

use alice_core::three::{PositionDuo, PositionThree};
use alice_core::{Narrow, Position, Rules, TwoBoards, VariantPosition};
use alice_engine::evaluator::Evaluator;
use alice_engine::nnue::{Buckets, Game, NetError, Network, Nnue, VERSION};
use alice_engine::search::{Limits, Params, Score, Searcher};
use alice_engine::variant::EnginePosition;
use std::sync::Arc;

struct Rng(u64);

impl Rng {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n as u64) as usize
    }
}

/// Eight outputs, and each side's inputs weighed by its king's board.
const SPLIT: Buckets = Buckets {
    outputs: 8,
    king_boards: true,
};

/// Plays random lines from `starts`, taking moves back now and then and
/// making null moves, and checks after every step that the accumulators
/// kept move by move are those of the position computed afresh: for a
/// network of one output and one for `SPLIT` (whose accumulator of a
/// side is computed afresh when its king changes boards).
fn incremental_equals_fresh<P: EnginePosition>(starts: &[P], steps: usize, seed: u64) -> usize {
    let mut checked = 0;
    for split in [Buckets::default(), SPLIT] {
        let net = Network::random_bucketed(Game::of::<P>(), 32, split, seed);
        checked += kept_equals_fresh(Arc::new(net), starts, steps, seed);
    }
    checked
}

fn kept_equals_fresh<P: EnginePosition>(
    net: Arc<Network>,
    starts: &[P],
    steps: usize,
    seed: u64,
) -> usize {
    let mut rng = Rng(seed | 1);
    let mut checked = 0;
    for start in starts {
        let mut kept = Nnue::new(net.clone());
        let mut fresh = Nnue::new(net.clone());
        kept.reset(start);
        // Every move of the start, each taken back.
        for m in start.legal_moves() {
            let mut next = *start;
            next.play_unchecked(m);
            kept.push(start, &next);
            fresh.reset(&next);
            assert_eq!(
                kept.accumulators(),
                fresh.accumulators(),
                "{}",
                start.san(m)
            );
            Evaluator::<P>::pop(&mut kept);
            checked += 1;
        }
        let mut line = vec![*start];
        for _ in 0..steps {
            let pos = *line.last().unwrap();
            let moves = pos.legal_moves();
            let back = line.len() > 1 && (moves.is_empty() || rng.below(5) == 0);
            if back {
                line.pop();
                Evaluator::<P>::pop(&mut kept);
            } else if let (Some(null), 0) = (pos.null_move(), rng.below(12)) {
                kept.push(&pos, &null);
                line.push(null);
            } else if moves.is_empty() {
                break;
            } else {
                let mut next = pos;
                next.play_unchecked(moves[rng.below(moves.len())]);
                kept.push(&pos, &next);
                line.push(next);
            }
            let now = line.last().unwrap();
            fresh.reset(now);
            assert_eq!(kept.line_len(), line.len() - 1);
            assert_eq!(
                kept.accumulators(),
                fresh.accumulators(),
                "after {} plies from {}: {}",
                line.len() - 1,
                start.fen(),
                now.fen()
            );
            assert_eq!(kept.evaluate(now), fresh.evaluate(now));
            checked += 1;
        }
    }
    checked
}

fn start<P: VariantPosition>() -> P {
    P::start(Rules::default())
}

#[test]
fn two_boards_accumulators_kept_move_by_move_equal_fresh_ones() {
    let fens = [
        // Castling both ways on both sides, en passant after a double step.
        "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R|8/8/8/8/8/8/8/8 w KQkq - 0 1",
        // Promotions on both boards, with and without capture.
        "1n5k/P7/8/8/8/8/7p/K7|8/1P6/8/8/8/8/6p1/8 w - - 0 1",
        // En passant.
        "4k3/8/8/8/4p3/8/8/4K3|8/8/8/8/3P4/8/8/8 b - d3 0 1",
        // Pieces on both boards, captures onto either.
        "r3k3/1p3ppp/2n5/4q3/2B5/5N2/PPP2PPP/3RK2R|8/4r3/3b4/8/8/2Q5/8/8 w K - 0 1",
    ];
    let mut starts: Vec<Position> = fens
        .iter()
        .map(|f| Position::from_fen(f, Rules::default()).unwrap())
        .collect();
    starts.push(start());
    assert!(incremental_equals_fresh(&starts, 400, 7) > 2_000);
}

#[test]
fn narrow_accumulators_kept_move_by_move_equal_fresh_ones() {
    let starts = [start::<TwoBoards<Narrow>>()];
    assert!(incremental_equals_fresh(&starts, 1_500, 11) > 2_000);
}

#[test]
fn three_boards_accumulators_kept_move_by_move_equal_fresh_ones() {
    let starts = [start::<PositionThree>()];
    assert!(incremental_equals_fresh(&starts, 1_500, 13) > 2_000);
}

#[test]
fn duo_accumulators_kept_move_by_move_equal_fresh_ones() {
    // Duo's zero moves and optional transfers come up in random play.
    let starts = [start::<PositionDuo>()];
    assert!(incremental_equals_fresh(&starts, 1_500, 17) > 2_000);
}

/// The largest difference between the integer output and the floating
/// point one over the positions of a random game from `P`'s start, for a
/// network split by `buckets`.
fn largest_error<P: EnginePosition>(seed: u64, buckets: Buckets) -> f64 {
    let net = Network::random_bucketed(Game::of::<P>(), 64, buckets, seed);
    let mut rng = Rng(seed | 1);
    let mut pos = start::<P>();
    let mut worst = 0f64;
    let mut acc = vec![0i16; 2 * net.hidden()];
    for _ in 0..200 {
        net.accumulate(&pos, &mut acc);
        let int = f64::from(net.output(&acc, pos.turn(), net.bucket_of(&pos)));
        worst = worst.max((int - net.output_float(&pos)).abs());
        let moves = pos.legal_moves();
        if moves.is_empty() {
            break;
        }
        pos.play_unchecked(moves[rng.below(moves.len())]);
    }
    worst
}

#[test]
fn the_integer_output_is_the_floating_point_one_to_a_centipawn() {
    let one = Buckets::default();
    for (game, error) in [
        ("two boards", largest_error::<Position>(3, one)),
        ("8x4", largest_error::<TwoBoards<Narrow>>(5, one)),
        ("three boards", largest_error::<PositionThree>(7, one)),
        ("duo", largest_error::<PositionDuo>(9, one)),
        ("two boards, split", largest_error::<Position>(11, SPLIT)),
        (
            "three boards, split",
            largest_error::<PositionThree>(13, SPLIT),
        ),
        ("duo, split", largest_error::<PositionDuo>(15, SPLIT)),
    ] {
        // The integer output is truncated twice: the sum of the hidden
        // layer by less than a unit, worth 400 / (255 × 64) of a
        // centipawn, then the output by less than a centipawn.
        assert!(error < 1.0 + 400.0 / (255.0 * 64.0), "{game}: {error}");
    }
}

#[test]
fn a_network_file_reads_back_as_written() {
    for game in [
        Game::of::<Position>(),
        Game::of::<TwoBoards<Narrow>>(),
        Game::of::<PositionThree>(),
        Game::of::<PositionDuo>(),
    ] {
        let net = Network::random(game, 16, 21);
        let bytes = net.to_bytes();
        let boards = game.boards;
        // One output: version 2, with no word for the outputs.
        assert_eq!(bytes[4], 2);
        assert_eq!(bytes.len(), 12 + 2 * (boards * 768 * 16 + 3 * 16) + 4 + 8);
        assert_eq!(Network::from_bytes(&bytes, game), Ok(net));
        // Eight outputs: version 3, the outputs' and king buckets' words,
        // then each output's 32 weights and bias.
        let eight = Buckets {
            outputs: 8,
            king_boards: false,
        };
        let net = Network::random_bucketed(game, 16, eight, 22);
        let bytes = net.to_bytes();
        assert_eq!((bytes[4], bytes[12], bytes[14]), (3, 8, 1));
        assert_eq!(
            bytes.len(),
            16 + 2 * (boards * 768 * 16 + 16 + 8 * 32) + 8 * 4 + 8
        );
        assert_eq!(net.buckets(), 8);
        assert_eq!(Network::from_bytes(&bytes, game), Ok(net));
        // King buckets: a set of input weights a board.
        let net = Network::random_bucketed(game, 16, SPLIT, 24);
        let bytes = net.to_bytes();
        assert_eq!((bytes[4], bytes[12], bytes[14] as usize), (3, 8, boards));
        assert_eq!(
            bytes.len(),
            16 + 2 * (boards * boards * 768 * 16 + 16 + 8 * 32) + 8 * 4 + 8
        );
        assert!(net.king_boards());
        assert_eq!(Network::from_bytes(&bytes, game), Ok(net));
    }
}

#[test]
fn outputs_split_the_pieces_from_two_to_thirty_two_evenly() {
    use alice_engine::nnue::bucket;
    let of = |buckets: usize| (2..=32).map(|n| bucket(n, buckets)).collect::<Vec<_>>();
    assert!(of(1).iter().all(|&b| b == 0));
    // Eight outputs: four counts each, the last three (30 to 32).
    let eight = of(8);
    for b in 0..8 {
        let n = eight.iter().filter(|&&x| x == b).count();
        assert_eq!(n, if b == 7 { 3 } else { 4 }, "output {b}");
    }
    assert_eq!((bucket(2, 8), bucket(5, 8), bucket(6, 8)), (0, 0, 1));
    assert_eq!((bucket(32, 8), bucket(0, 8), bucket(40, 16)), (7, 0, 15));
    // The start of two-board Alice reads the last output.
    let net = Network::random_bucketed(Game::of::<Position>(), 8, SPLIT, 1);
    assert_eq!(net.bucket_of(&start::<Position>()), 7);
    let ending = Position::from_fen(
        "4k3/8/8/8/8/8/8/3QK3|8/8/8/8/8/8/p7/8 b - - 0 1",
        Rules::default(),
    )
    .unwrap();
    assert_eq!(net.bucket_of(&ending), 0);
}

#[test]
fn a_damaged_or_mismatched_network_file_is_refused_with_the_reason() {
    let (two, three) = (Game::of::<Position>(), Game::of::<PositionThree>());
    let bytes = Network::random(two, 16, 23).to_bytes();
    let refused = |b: &[u8], game: Game| Network::from_bytes(b, game).unwrap_err();
    assert_eq!(
        refused(&bytes, three),
        NetError::Boards { file: 2, game: 3 }
    );
    assert_eq!(
        refused(&bytes, three).to_string(),
        "a network for 2 boards, but the game has 3"
    );
    // Duo chess and 8x4 Alice read as many boards as Alice: the tag tells.
    for other in [Game::of::<PositionDuo>(), Game::of::<TwoBoards<Narrow>>()] {
        assert_eq!(refused(&bytes, other), NetError::Game { game: other.name });
    }
    assert_eq!(
        refused(&bytes, Game::of::<PositionDuo>()).to_string(),
        "a network made for another game, not for Duo chess"
    );
    let tags = [
        two,
        three,
        Game::of::<PositionDuo>(),
        Game::of::<TwoBoards<Narrow>>(),
    ]
    .map(Game::tag);
    for (i, t) in tags.iter().enumerate() {
        assert!(!tags[..i].contains(t), "two games share the tag {t}");
    }
    let two = |b: &[u8]| refused(b, Game::of::<Position>());
    let mut flipped = bytes.clone();
    flipped[1_000] ^= 4;
    assert_eq!(two(&flipped), NetError::Checksum);
    assert_eq!(
        two(&bytes[..bytes.len() - 1]),
        NetError::Length {
            expected: bytes.len(),
            found: bytes.len() - 1
        }
    );
    assert_eq!(two(&bytes[..10]), NetError::TooShort(10));
    let mut magic = bytes.clone();
    magic[0] = b'X';
    assert_eq!(two(&magic), NetError::NotANetwork);
    let mut version = bytes.clone();
    version[4] = (VERSION + 1) as u8;
    assert_eq!(two(&version), NetError::Version(VERSION + 1));
    let mut hidden = bytes.clone();
    hidden[8] = 0;
    hidden[9] = 0;
    assert_eq!(two(&hidden), NetError::Hidden(0));
    let mut outputs = Network::random_bucketed(Game::of::<Position>(), 16, SPLIT, 23).to_bytes();
    outputs[14] = 3;
    assert_eq!(two(&outputs), NetError::KingBuckets(3));
    assert_eq!(
        two(&outputs).to_string(),
        "3 king buckets (one, or one a board, read)"
    );
    outputs[14] = 2;
    outputs[12] = 17;
    assert_eq!(two(&outputs), NetError::Buckets(17));
    assert_eq!(two(&outputs).to_string(), "17 outputs (1 to 16 read)");
    outputs[12] = 5;
    assert!(matches!(two(&outputs), NetError::Length { .. }));
    assert_eq!(
        two(&[0u8; 0]).to_string(),
        "0 bytes are too short for a network file"
    );
}

#[test]
fn the_search_finds_a_mate_with_the_network_and_leaves_its_line_empty() {
    // The rook on a1 of board B lands on a8 of board A: mate.
    let pos = Position::from_fen(
        "7k/6pp/8/8/8/8/8/4K3|8/8/8/8/8/8/8/R7 w - - 0 1",
        Rules::default(),
    )
    .unwrap();
    let net = Arc::new(Network::random(Game::of::<Position>(), 32, 29));
    let mut searcher =
        Searcher::<Position, Nnue>::with_evaluator(8, Params::default(), Nnue::new(net));
    let r = searcher
        .search(&pos, &[], Limits::depth(4), None, |_| {})
        .unwrap();
    assert_eq!(pos.san(r.best), "Ra8/A#");
    assert_eq!(r.score, Score::Mate(1));
    // Every move the search made was taken back.
    assert_eq!(searcher.evaluator().line_len(), 0);
    assert!(r.nodes > 0);
}

#[test]
fn a_position_and_its_mirror_with_the_other_side_to_move_evaluate_alike() {
    fn alike<P: EnginePosition>(a: &str, b: &str) {
        let (a, b) = (
            P::from_fen(a, Rules::default()).unwrap(),
            P::from_fen(b, Rules::default()).unwrap(),
        );
        let net = Arc::new(Network::random(Game::of::<P>(), 32, 31));
        let (mut x, mut y) = (Nnue::new(net.clone()), Nnue::new(net));
        x.reset(&a);
        y.reset(&b);
        let (ex, ey) = (x.evaluate(&a), y.evaluate(&b));
        assert_eq!(ex, ey);
        // Not alike by accident: a piece more changes the score.
        assert_ne!(ex, 0);
    }
    alike::<Position>(
        "4k3/pp6/8/3n4/8/8/5PPP/R3K3|8/8/2B5/8/8/8/8/8 w - - 0 1",
        "r3k3/5ppp/8/8/3N4/8/PP6/4K3|8/8/8/8/8/2b5/8/8 b - - 0 1",
    );
    alike::<PositionThree>(
        "4k3/pp6/8/3n4/8/8/5PPP/R3K3|8/8/2B5/8/8/8/8/8|8/8/8/8/8/8/8/q7 w - - 0 1",
        "r3k3/5ppp/8/8/3N4/8/PP6/4K3|8/8/8/8/8/2b5/8/8|Q7/8/8/8/8/8/8/8 b - - 0 1",
    );
}

#[test]
fn the_built_in_networks_load_and_play_where_the_table_says() {
    use alice_engine::networks::{DUO, NARROW, THREE_BOARDS, TWO_BOARDS};
    use alice_engine::nnue::{builtin, Chosen};
    let net = builtin(&TWO_BOARDS).expect("the two-board network reads");
    assert_eq!((net.boards(), net.hidden()), (2, 128));
    assert_eq!(net.game(), Game::of::<Position>());
    let net = builtin(&NARROW).expect("the 8x4 network reads");
    assert_eq!((net.boards(), net.hidden()), (2, 128));
    assert_eq!(net.game().name, "8x4 Alice");
    let net = builtin(&THREE_BOARDS).expect("the three-board network reads");
    assert_eq!((net.boards(), net.hidden()), (3, THREE_HIDDEN));
    let net = builtin(&DUO).expect("the Duo chess network reads");
    assert_eq!((net.boards(), net.hidden(), net.buckets()), (2, 256, 8));
    assert_eq!(net.game(), Game::of::<PositionDuo>());
    assert!(!net.king_boards());
    assert_eq!(
        Position::builtin_network().map(|b| b.name),
        Some("two-boards.nnue")
    );
    assert_eq!(
        TwoBoards::<Narrow>::builtin_network().map(|b| b.name),
        Some("8x4.nnue")
    );
    assert_eq!(
        PositionThree::builtin_network().map(|b| b.name),
        Some("three-boards.nnue")
    );
    assert_eq!(
        PositionDuo::builtin_network().map(|b| b.name),
        Some("duo.nnue")
    );
    for level in 1..=8 {
        assert_eq!(
            Chosen::<Position>::for_level(level).is_network(),
            TWO_BOARDS.plays_at(level),
            "level {level}"
        );
        assert_eq!(
            Chosen::<TwoBoards<Narrow>>::for_level(level).is_network(),
            NARROW.plays_at(level),
            "level {level}"
        );
        assert_eq!(
            Chosen::<PositionThree>::for_level(level).is_network(),
            THREE_BOARDS.plays_at(level),
            "level {level}"
        );
        assert_eq!(
            Chosen::<PositionDuo>::for_level(level).is_network(),
            DUO.plays_at(level),
            "level {level}"
        );
    }
    for b in [&TWO_BOARDS, &NARROW, &THREE_BOARDS, &DUO] {
        assert!(b.plays_at(8) && !b.plays_at(7), "{}", b.name);
    }
}

/// The three-board network's hidden units.
const THREE_HIDDEN: usize = 128;

#[test]
fn a_damaged_built_in_network_leaves_the_hand_written_evaluation_playing() {
    use alice_engine::networks::Builtin;
    use alice_engine::nnue::{builtin, builtin_for_level};
    let leak = |b: Builtin| -> &'static Builtin { Box::leak(Box::new(b)) };
    let two = Game::of::<Position>();
    let mut bytes = Network::random(Game::of::<Position>(), 8, 3).to_bytes();
    let good: &'static [u8] = Box::leak(bytes.clone().into_boxed_slice());
    bytes[40] ^= 1;
    let bad: &'static [u8] = Box::leak(bytes.into_boxed_slice());
    let good = leak(Builtin::new("good.nnue", good, two, Some(5), None));
    let damaged = leak(Builtin::new("damaged.nnue", bad, two, Some(5), None));
    assert!(
        builtin_for_level(good, 4).is_none(),
        "below its first level"
    );
    assert!(builtin_for_level(good, 5).is_some());
    assert_eq!(builtin(damaged).err(), Some(NetError::Checksum));
    assert!(builtin_for_level(damaged, 8).is_none());
    // A file for the wrong game is refused the same way.
    let three = Network::random(Game::of::<PositionThree>(), 8, 5).to_bytes();
    let three = leak(Builtin::new(
        "three.nnue",
        Box::leak(three.into_boxed_slice()),
        two,
        Some(1),
        None,
    ));
    assert_eq!(
        builtin(three).err(),
        Some(NetError::Boards { file: 3, game: 2 })
    );
    assert!(builtin_for_level(three, 8).is_none());
}

#[test]
fn a_kept_evaluator_follows_the_level_it_is_to_play_at() {
    use alice_engine::nnue::Chosen;
    let net = Network::random(Game::of::<Position>(), 8, 9).to_bytes();
    let mut chosen = Chosen::<Position>::from_bytes(&net).expect("a network");
    assert!(chosen.is_network());
    // Suiting a level makes it what that level plays with, whichever it was.
    for level in [8, 1, 8] {
        chosen.suit_level(level);
        assert_eq!(
            chosen.is_network(),
            Chosen::<Position>::for_level(level).is_network()
        );
    }
    assert!(matches!(
        Chosen::<Position>::from_bytes(b"ALNN"),
        Err(NetError::TooShort(4))
    ));
}

#[test]
fn a_lone_king_is_judged_by_the_hand_written_evaluation_s_rule() {
    use alice_engine::nnue::{has_lone_king, Chosen};
    let rules = Rules::default();
    let net = Network::random(Game::of::<Position>(), 8, 21).to_bytes();
    let mut chosen = Chosen::<Position>::from_bytes(&net).unwrap();
    let lone = Position::from_fen("4k3/8/8/8/8/8/8/3QK3|8/8/8/8/8/8/8/8 b - - 0 1", rules).unwrap();
    assert!(has_lone_king(&lone));
    chosen.reset(&lone);
    assert_eq!(
        chosen.evaluate(&lone),
        lone.evaluate(&<Position as EnginePosition>::Eval::default())
    );
    // With a pawn beside its king, the side is not alone: the network.
    let pawn =
        Position::from_fen("4k3/8/8/8/8/8/8/3QK3|8/8/8/8/8/8/p7/8 b - - 0 1", rules).unwrap();
    assert!(!has_lone_king(&pawn));
    let mut nnue = Nnue::new(Arc::new(
        Network::from_bytes(&net, Game::of::<Position>()).unwrap(),
    ));
    nnue.reset(&pawn);
    chosen.reset(&pawn);
    assert_eq!(chosen.evaluate(&pawn), nnue.evaluate(&pawn));
    let three = PositionThree::from_fen(
        "4k3/8/8/8/8/8/8/4K3|8/8/8/3q4/8/8/8/8|8/8/8/8/8/8/8/8 w - - 0 1",
        rules,
    )
    .unwrap();
    assert!(has_lone_king(&three));
    assert!(!has_lone_king(&Position::new(rules)));
}

#[test]
fn a_mixed_evaluation_weighs_the_network_and_the_hand_written_one_by_its_share() {
    use alice_engine::nnue::Chosen;
    let rules = Rules::default();
    let bytes = Network::random(Game::of::<Position>(), 8, 33).to_bytes();
    let net = Arc::new(Network::from_bytes(&bytes, Game::of::<Position>()).unwrap());
    let start = Position::new(rules);
    let moved = start.play(start.parse_move("e4").unwrap()).unwrap();
    let hand = moved.evaluate(&<Position as EnginePosition>::Eval::default());
    let mut alone = Nnue::new(net.clone());
    alone.reset(&start);
    alone.push(&start, &moved);
    let network = alone.evaluate(&moved);
    assert_ne!(network, hand, "a network that says what the weights say");
    for (share, expected) in [
        (0, network),
        (50, (network * 50 + hand * 50) / 100),
        (25, (network * 75 + hand * 25) / 100),
        (100, hand),
        // More than all of it is all of it.
        (200, hand),
    ] {
        let mut mixed = Chosen::<Position>::mixed(net.clone(), share);
        mixed.reset(&start);
        mixed.push(&start, &moved);
        assert_eq!(mixed.evaluate(&moved), expected, "{share}%");
        // Taken back, it reads the start as a fresh one does.
        mixed.pop();
        let mut fresh = Chosen::<Position>::mixed(net.clone(), share);
        fresh.reset(&start);
        assert_eq!(mixed.evaluate(&start), fresh.evaluate(&start), "{share}%");
    }
    // Duo chess plays its network half and half with the hand-written
    // evaluation; two boards plays its network alone.
    assert!(matches!(
        Chosen::<PositionDuo>::for_level(8),
        Chosen::Network(_, _, 50)
    ));
    assert!(matches!(
        Chosen::<Position>::for_level(8),
        Chosen::Network(_, _, 0)
    ));
}
