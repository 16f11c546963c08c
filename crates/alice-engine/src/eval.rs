//! Static evaluation in centipawns, from the side to move's point of view.
//!
//! A sum of features, each counted for White minus Black and weighted
//! twice — for the middle game and for the end game, the two blended by
//! the material left: material, placement by square, mobility (the landing
//! square's vacancy respected), and the Alice terms — checks that can
//! arrive by transfer, the king's escape squares (every king move lands on
//! the other board), pieces tied to the king's board (their leaving would
//! open a square for a transfer check), enemy pieces sharing the king's
//! board and the squares around the king they attack — and the move.
//!
//! The weights in [`crate::tuned`] are fitted to self-play results by
//! [`crate::tune`] (`alice datagen`, `alice tune`; `docs/engine.md`);
//! [`EvalParams::hand`] is the hand-written start they grew from.
//! [`Weights`] scales groups of terms, to measure what each is worth.

pub use crate::features::Sink;
use crate::features::{attacks, checking_squares, placement_square, Counts, Scorer, PIECES};
use alice_core::attacks::king_attacks;
use alice_core::{Bitboard, Board, Color, Role, Shape, Square, TwoBoards};

/// Piece values in centipawns (pawn, knight, bishop, rook, queen, king),
/// for move ordering and exchanges.
pub const VALUE: [i32; 6] = [100, 310, 330, 500, 950, 0];

/// Where each feature's weight is in [`EvalParams`].
pub mod feature {
    /// Material, placement and mobility (to a square whose landing square
    /// on the other board is empty), as in every game.
    pub use crate::features::{MATERIAL, MOBILITY, PLACEMENT};
    /// An enemy move that would land on the king's board giving check.
    pub const TRANSFER_CHECKS: usize = crate::features::OWN;
    /// The king has 0, 1, 2, or 3 or more safe squares to go to on the
    /// other board.
    pub const KING_ESCAPES: usize = TRANSFER_CHECKS + 1;
    /// A square next to the king, on its board, attacked by the enemy.
    pub const KING_ZONE: usize = KING_ESCAPES + 4;
    /// An own piece on the king's board whose square an enemy piece from
    /// the other board could land on with check, once the piece left.
    pub const TIED: usize = KING_ZONE + 1;
    /// An enemy knight, bishop, rook or queen on the king's board.
    pub const INVADERS: usize = TIED + 1;
    /// The side to move.
    pub const TEMPO: usize = INVADERS + 1;
    /// Number of features.
    pub const COUNT: usize = TEMPO + 1;

    /// The name of feature `f`, for the tuner's report.
    pub fn name(f: usize) -> String {
        if let Some(name) = crate::features::name(f) {
            name
        } else if f == TRANSFER_CHECKS {
            "transfer checks".into()
        } else if f < KING_ZONE {
            format!("king escapes {}", f - KING_ESCAPES)
        } else {
            match f {
                KING_ZONE => "king zone attacked",
                TIED => "tied to the king's board",
                INVADERS => "invaders on the king's board",
                _ => "tempo",
            }
            .into()
        }
    }
}

use feature::COUNT;

/// Weights of every feature, middle game and end game, in centipawns.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EvalParams {
    pub mg: [i32; COUNT],
    pub eg: [i32; COUNT],
}

impl Default for EvalParams {
    fn default() -> Self {
        // The generated file is plain data; a change in the number of
        // features fails to build here.
        EvalParams {
            mg: crate::tuned::MG,
            eg: crate::tuned::EG,
        }
    }
}

/// Weights of groups of evaluation terms, in percent of their tuned
/// value; zero turns a group off.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Weights {
    /// Placement by square.
    pub placement: i32,
    /// Mobility.
    pub mobility: i32,
    /// Checks that can arrive by transfer.
    pub transfer_checks: i32,
    /// King safety across boards: escapes, zone, tied pieces, invaders.
    pub king_safety: i32,
    /// Not an evaluation term but a search switch measured the same way:
    /// non-zero searches quiet checking moves at the first quiescence ply.
    pub qsearch_checks: i32,
}

impl Default for Weights {
    fn default() -> Self {
        Weights {
            placement: 100,
            mobility: 100,
            transfer_checks: 100,
            king_safety: 100,
            qsearch_checks: 100,
        }
    }
}

impl Weights {
    /// Material only: the baseline the terms are measured against.
    pub const MATERIAL: Weights = Weights {
        placement: 0,
        mobility: 0,
        transfer_checks: 0,
        king_safety: 0,
        qsearch_checks: 0,
    };
}

impl EvalParams {
    /// The hand-written evaluation the tuning starts from: material,
    /// centralisation and pawn advance, 3 per square of mobility, -12 per
    /// transfer check, 8 for the move.
    pub fn hand() -> EvalParams {
        let mut p = EvalParams {
            mg: [0; COUNT],
            eg: [0; COUNT],
        };
        for role in &Role::ALL[..5] {
            p.mg[feature::MATERIAL + role.index()] = VALUE[role.index()];
            p.eg[feature::MATERIAL + role.index()] = VALUE[role.index()];
        }
        for role in Role::ALL {
            for sq in 0..32u8 {
                let square = Square::from_coords(sq % 4, sq / 4);
                let f = feature::PLACEMENT + 32 * role.index() + sq as usize;
                p.mg[f] = hand_placement(role, square, 24);
                p.eg[f] = hand_placement(role, square, 0);
            }
        }
        for f in feature::MOBILITY..feature::TRANSFER_CHECKS {
            p.mg[f] = 3;
            p.eg[f] = 3;
        }
        p.mg[feature::TRANSFER_CHECKS] = -12;
        p.eg[feature::TRANSFER_CHECKS] = -12;
        p.mg[feature::TEMPO] = 8;
        p.eg[feature::TEMPO] = 8;
        p
    }

    /// These weights with groups scaled by `w` (percent).
    pub fn scaled(&self, w: &Weights) -> EvalParams {
        let mut p = self.clone();
        let groups = [
            (feature::PLACEMENT..feature::MOBILITY, w.placement),
            (feature::MOBILITY..feature::TRANSFER_CHECKS, w.mobility),
            (
                feature::TRANSFER_CHECKS..feature::KING_ESCAPES,
                w.transfer_checks,
            ),
            (feature::KING_ESCAPES..feature::TEMPO, w.king_safety),
        ];
        for (range, pct) in groups {
            for f in range {
                p.mg[f] = p.mg[f] * pct / 100;
                p.eg[f] = p.eg[f] * pct / 100;
            }
        }
        p
    }
}

/// The hand-written placement bonus of a white piece (phase 24: all
/// pieces on; 0: none but pawns and kings).
fn hand_placement(role: Role, sq: Square, phase: i32) -> i32 {
    let rank = sq.rank() as i32;
    let c = centrality(sq);
    match role {
        Role::Pawn => {
            const ADV: [i32; 8] = [0, 0, 4, 10, 20, 35, 60, 0];
            let file = sq.file() as i32;
            let central = if (2..=5).contains(&file) { 4 } else { 0 };
            ADV[rank as usize] * (24 - phase + 12) / 24 + central
        }
        Role::Knight => 8 * c - 10,
        Role::Bishop => 5 * c - 5,
        Role::Rook => {
            if rank == 6 {
                12
            } else {
                2 * c
            }
        }
        Role::Queen => 3 * c,
        Role::King => {
            let mg = if rank == 0 { 10 } else { -10 * rank.min(3) } - 4 * c;
            let eg = 10 * c - 10;
            (mg * phase + eg * (24 - phase)) / 24
        }
    }
}

/// 0 at the edge ... 3 in the centre.
#[inline]
fn centrality(sq: Square) -> i32 {
    let f = sq.file() as i32;
    let r = sq.rank() as i32;
    let df = (2 * f - 7).abs(); // 1, 3, 5, 7
    let dr = (2 * r - 7).abs();
    3 - (df.max(dr) - 1) / 2
}

/// Game phase: 24 with all pieces, 0 with none but pawns and kings.
pub fn phase<S: Shape>(pos: &TwoBoards<S>) -> i32 {
    crate::features::phase_of(Role::ALL.map(|r| pos.by_role(r).count() as i32))
}

/// Every feature of `pos`, White's count minus Black's, into `sink`.
pub fn features<S: Shape>(pos: &TwoBoards<S>, sink: &mut impl Sink) {
    // Attacked squares per side and board.
    let mut attacked = [[Bitboard::EMPTY; 2]; 2];
    for color in Color::ALL {
        let sign = if color == Color::White { 1 } else { -1 };
        for board in Board::ALL {
            let occ = pos.occupied(board);
            let other = pos.occupied(board.other());
            let own = pos.by_color(color) & occ;
            for role in Role::ALL {
                for sq in pos.pieces(color, role, board) {
                    if role != Role::King {
                        sink.add(feature::MATERIAL + role.index(), sign);
                    }
                    sink.add(
                        feature::PLACEMENT + 32 * role.index() + placement_square::<S>(sq, color),
                        sign,
                    );
                    let att = attacks(role, sq, occ, color);
                    attacked[color.index()][board.index()] |= att;
                    if role != Role::Pawn && role != Role::King {
                        let reach = att & !own & !other;
                        sink.add(
                            feature::MOBILITY + role.index() - 1,
                            sign * reach.count() as i32,
                        );
                    }
                }
            }
        }
    }
    for color in Color::ALL {
        let sign = if color == Color::White { 1 } else { -1 };
        let them = color.other();
        let (ks, kb) = pos.king(color);
        let ob = kb.other();
        let occ_kb = pos.occupied(kb);
        let occ_ob = pos.occupied(ob);
        let ours_kb = pos.by_color(color) & occ_kb;
        let their_ob = pos.by_color(them) & occ_ob;
        // Enemy pieces on the other board that can land on the king's
        // board with check, and own pieces on the king's board that stand
        // where such a piece would land.
        let mut transfer_checks = 0;
        let mut tied = Bitboard::EMPTY;
        for role in PIECES {
            let checks = checking_squares(role, ks, occ_kb, them);
            if checks.is_empty() {
                continue;
            }
            for sq in pos.pieces(them, role, ob) {
                let reach = attacks(role, sq, occ_ob, them) & !their_ob;
                transfer_checks += (reach & checks & !occ_kb).count() as i32;
                tied |= reach & checks & ours_kb;
            }
        }
        sink.add(feature::TRANSFER_CHECKS, sign * transfer_checks);
        sink.add(feature::TIED, sign * tied.count() as i32);
        // The king's moves land on the other board: free there, and not
        // attacked there.
        let escapes = king_attacks(ks) & !ours_kb & !occ_ob & !attacked[them.index()][ob.index()];
        sink.add(
            feature::KING_ESCAPES + (escapes.count() as usize).min(3),
            sign,
        );
        let zone = king_attacks(ks) & attacked[them.index()][kb.index()];
        sink.add(feature::KING_ZONE, sign * zone.count() as i32);
        let invaders = PIECES
            .iter()
            .map(|&r| pos.pieces(them, r, kb).count() as i32)
            .sum::<i32>();
        sink.add(feature::INVADERS, sign * invaders);
    }
    sink.add(
        feature::TEMPO,
        if pos.turn() == Color::White { 1 } else { -1 },
    );
}

/// Every feature's count in `pos`, White's minus Black's.
pub fn feature_counts<S: Shape>(pos: &TwoBoards<S>) -> [i32; COUNT] {
    let mut c = Counts([0; COUNT]);
    features(pos, &mut c);
    c.0
}

pub use crate::features::LONE_KING;

/// A side with a queen or a rook against a lone king (no other piece on
/// either board) has a won end game: [`LONE_KING`], and more the nearer
/// the lone king is to an edge and the nearer the two kings are (boards
/// apart), so that a search at any depth makes progress toward the mate.
/// From White's point of view; 0 in every other position. Not tuned: the
/// data's self-play games are what it helps to win.
pub fn lone_king<S: Shape>(pos: &TwoBoards<S>) -> i32 {
    for color in Color::ALL {
        let them = color.other();
        if pos.by_color(them).count() != 1 {
            continue;
        }
        let heavy = pos.by_role(Role::Queen) | pos.by_role(Role::Rook);
        if (heavy & pos.by_color(color)).count() == 0 {
            return 0;
        }
        let bonus = crate::features::lone_king_bonus(pos.king(them).0, pos.king(color).0, S::FILES);
        return if color == Color::White { bonus } else { -bonus };
    }
    0
}

/// Evaluation from White's point of view.
pub fn evaluate_white<S: Shape>(pos: &TwoBoards<S>, p: &EvalParams) -> i32 {
    let mut s = Scorer::new(&p.mg, &p.eg);
    features(pos, &mut s);
    s.blended(phase(pos)) + lone_king(pos)
}

/// Evaluation from the side to move's point of view.
pub fn evaluate<S: Shape>(pos: &TwoBoards<S>, p: &EvalParams) -> i32 {
    let s = evaluate_white(pos, p);
    if pos.turn() == Color::White {
        s
    } else {
        -s
    }
}

/// One term of an evaluation, from the side to move's point of view: its
/// middle-game and end-game sums and its share of the score once the two
/// are blended by the phase.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Term {
    pub name: &'static str,
    pub mg: i32,
    pub eg: i32,
    /// The term's centipawns in the score; the terms add up to it exactly.
    pub cp: i32,
}

/// A static evaluation term by term: why the engine likes a position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Breakdown {
    /// The evaluation, side to move's point of view, as the search sees it.
    pub score: i32,
    /// 24 with every piece on, 0 with none but pawns and kings (None: the
    /// evaluation does not blend by phase).
    pub phase: Option<i32>,
    pub terms: Vec<Term>,
}

/// The terms a breakdown names, in order, and which features each sums.
const TERMS: [(&str, usize, usize); 9] = [
    ("material", feature::MATERIAL, feature::PLACEMENT),
    ("placement", feature::PLACEMENT, feature::MOBILITY),
    ("mobility", feature::MOBILITY, feature::TRANSFER_CHECKS),
    (
        "transfer checks",
        feature::TRANSFER_CHECKS,
        feature::KING_ESCAPES,
    ),
    ("king escapes", feature::KING_ESCAPES, feature::KING_ZONE),
    ("king zone", feature::KING_ZONE, feature::TIED),
    ("tied to the king's board", feature::TIED, feature::INVADERS),
    ("invaders", feature::INVADERS, feature::TEMPO),
    ("tempo", feature::TEMPO, feature::COUNT),
];

/// Splits sums of (middle game, end game) per term into shares of the
/// score: each share is the blended running total less the one before
/// it, so that the shares add up to the blended whole exactly.
pub fn blend_terms(parts: &[(&'static str, i32, i32)], phase: i32, sign: i32) -> Vec<Term> {
    let (mut mg, mut eg, mut before) = (0, 0, 0);
    parts
        .iter()
        .map(|&(name, m, e)| {
            mg += m;
            eg += e;
            let total = (mg * phase + eg * (24 - phase)) / 24;
            let cp = total - before;
            before = total;
            Term {
                name,
                mg: sign * m,
                eg: sign * e,
                cp: sign * cp,
            }
        })
        .collect()
}

/// Each term's weighted sums of `counts`, middle game and end game.
pub(crate) fn term_sums<const N: usize>(
    terms: &[(&'static str, usize, usize)],
    counts: &[i32; N],
    (mg, eg): (&[i32; N], &[i32; N]),
) -> Vec<(&'static str, i32, i32)> {
    terms
        .iter()
        .map(|&(name, from, to)| {
            let sum = |w: &[i32; N]| (from..to).map(|f| w[f] * counts[f]).sum::<i32>();
            (name, sum(mg), sum(eg))
        })
        .collect()
}

/// The evaluation of `pos` with weights `p`, term by term.
pub fn breakdown<S: Shape>(pos: &TwoBoards<S>, p: &EvalParams) -> Breakdown {
    let parts = term_sums(&TERMS, &feature_counts(pos), (&p.mg, &p.eg));
    let ph = phase(pos);
    let sign = if pos.turn() == Color::White { 1 } else { -1 };
    let mut terms = blend_terms(&parts, ph, sign);
    let lone = sign * lone_king(pos);
    terms.push(Term {
        name: "lone king",
        mg: lone,
        eg: lone,
        cp: lone,
    });
    Breakdown {
        score: evaluate(pos, p),
        phase: Some(ph),
        terms,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use alice_core::{Position, Rules};

    fn pos(fen: &str) -> Position {
        Position::from_fen(fen, Rules::default()).unwrap()
    }

    #[test]
    fn start_position_is_balanced_but_for_the_move() {
        let p = Position::new(Rules::default());
        let params = EvalParams::default();
        assert_eq!(
            evaluate_white(&p, &params),
            (params.mg[feature::TEMPO] * 24) / 24
        );
    }

    #[test]
    fn mirrored_positions_evaluate_alike() {
        let a = pos("4k3/pp6/8/3n4/8/8/5PPP/R3K3|8/8/2B5/8/8/8/8/8 w - - 0 1");
        let b = pos("r3k3/5ppp/8/8/3N4/8/PP6/4K3|8/8/8/8/8/2b5/8/8 b - - 0 1");
        for params in [EvalParams::default(), EvalParams::hand()] {
            assert_eq!(evaluate(&a, &params), evaluate(&b, &params));
        }
    }

    #[test]
    fn extra_queen_is_worth_about_a_queen() {
        // With other pieces on, an extra queen is worth about a queen.
        let p = pos("4k3/pp6/8/8/8/8/PP6/3QK3|8/8/8/8/8/8/8/8 w - - 0 1");
        for params in [EvalParams::default(), EvalParams::hand()] {
            let e = evaluate_white(&p, &params);
            assert!((800..1300).contains(&e), "{e}");
        }
        // Against a lone king, it is a won end game.
        let p = pos("4k3/8/8/8/8/8/8/3QK3|8/8/8/8/8/8/8/8 w - - 0 1");
        for params in [EvalParams::default(), EvalParams::hand()] {
            let e = evaluate_white(&p, &params);
            assert!((1000..2000).contains(&e), "{e}");
        }
    }

    #[test]
    fn a_queen_or_rook_against_a_lone_king_is_a_won_end_game() {
        let lone = |fen: &str| lone_king(&pos(fen));
        // Kings in the corner and next to each other across the boards.
        assert_eq!(
            lone("k7/2Q5/8/8/8/8/8/8|8/1K6/8/8/8/8/8/8 w - - 0 1"),
            300 + 240 + 20 * 12
        );
        // The lone king in the centre, the kings apart.
        assert_eq!(
            lone("8/8/8/3k4/8/8/8/R7|8/8/8/8/8/8/8/7K b - - 0 1"),
            300 + 20 * 6
        );
        // Black's rook against White's lone king counts for Black.
        assert_eq!(
            lone("K7/8/8/8/8/8/8/7r|7k/8/8/8/8/8/8/8 w - - 0 1"),
            -(300 + 240 + 20 * 7)
        );
        // Any other piece beside the lone king, or only minor pieces
        // against it: an ordinary end game.
        assert_eq!(lone("k7/p1Q5/8/8/8/8/8/8|8/1K6/8/8/8/8/8/8 w - - 0 1"), 0);
        assert_eq!(lone("k7/8/2N5/8/8/8/8/8|8/1K6/8/8/8/8/1B6/8 w - - 0 1"), 0);
        assert_eq!(
            lone("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR|8/8/8/8/8/8/8/8 w KQkq - 0 1"),
            0
        );
        // It is part of the evaluation and of its breakdown.
        let p = pos("k7/2Q5/8/8/8/8/8/8|8/1K6/8/8/8/8/8/8 b - - 0 1");
        let b = breakdown(&p, &EvalParams::default());
        assert_eq!(
            b.terms.last().map(|t| (t.name, t.cp)),
            Some(("lone king", -780))
        );
        assert!(evaluate(&p, &EvalParams::default()) <= -800);
    }

    #[test]
    fn the_breakdown_adds_up_to_the_evaluation() {
        for fen in [
            "4k3/pp6/8/3n4/8/8/5PPP/R3K3|8/8/2B5/8/8/8/8/8 w - - 0 1",
            "r3k3/5ppp/8/8/3N4/8/PP6/4K3|8/8/8/8/8/2b5/8/8 b - - 0 1",
            "4k3/8/8/8/8/8/4N3/4K3|8/8/8/8/4r3/8/8/8 b - - 0 1",
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR|8/8/8/8/8/8/8/8 w KQkq - 0 1",
        ] {
            let p = pos(fen);
            for params in [EvalParams::default(), EvalParams::hand()] {
                let b = breakdown(&p, &params);
                assert_eq!(b.score, evaluate(&p, &params), "{fen}");
                assert_eq!(b.terms.iter().map(|t| t.cp).sum::<i32>(), b.score, "{fen}");
                assert_eq!(b.terms.len(), 10);
                assert_eq!(b.phase, Some(phase(&p)));
            }
        }
        // Black to move and a knight up: material counts for Black.
        let b = breakdown(
            &pos("4k3/8/8/8/8/8/8/4K3|8/8/8/3n4/8/8/8/8 b - - 0 1"),
            &EvalParams::hand(),
        );
        assert_eq!(
            b.terms[0],
            Term {
                name: "material",
                mg: 310,
                eg: 310,
                cp: 310
            }
        );
        assert_eq!((b.terms[8].name, b.terms[8].cp), ("tempo", 8));
    }

    fn counts(fen: &str) -> [i32; COUNT] {
        feature_counts(&pos(fen))
    }

    #[test]
    fn alice_king_terms() {
        // White's king on e1 of A, a knight on e2 of A; Black's rook on e4
        // of B. Were the knight to move (every move leaves the board),
        // Re2 would land on e2 of A with check: the knight is tied.
        let c = counts("4k3/8/8/8/8/8/4N3/4K3|8/8/8/8/4r3/8/8/8 w - - 0 1");
        assert_eq!(c[feature::TRANSFER_CHECKS], 0);
        assert_eq!(c[feature::TIED], 1);
        // White's king escapes to d1, d2, f1, f2 of B (the rook covers
        // the e-file only); Black's to five squares of B: both "3 or more".
        assert_eq!(c[feature::KING_ESCAPES + 3], 0);
        assert_eq!(c[feature::KING_ZONE], 0);
        // The knight stands on the board of Black's king.
        assert_eq!(c[feature::INVADERS], -1);
        assert_eq!(c[feature::TEMPO], 1);

        // The rook on h4 of B instead: Rh1 lands on h1 of A with check
        // along the first rank (one transfer check); nothing is tied.
        let c = counts("4k3/8/8/8/8/8/4N3/4K3|8/8/8/8/7r/8/8/8 b - - 0 1");
        assert_eq!(c[feature::TRANSFER_CHECKS], 1);
        assert_eq!(c[feature::TIED], 0);
        assert_eq!(c[feature::TEMPO], -1);

        // A king boxed in: on a1 of A with its escapes a2, b1, b2 of B
        // covered by Black's queen on b3 of B (the bucket "none" for
        // White), and the queen's square b2 of A attacked by nothing.
        let c = counts("7k/8/8/8/8/8/8/K7|8/8/8/8/8/1q6/8/8 w - - 0 1");
        assert_eq!(c[feature::KING_ESCAPES], 1);
    }
}
