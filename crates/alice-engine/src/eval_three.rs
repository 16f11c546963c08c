//! Evaluation and exchange estimate of the three-board game, in
//! centipawns from the side to move's point of view.
//!
//! As on two boards, a sum of features, each counted for White minus Black
//! and weighted for the middle game and the end game (blended by the
//! material left): material, placement by square, mobility (squares a
//! piece reaches on its board from which it could land on another), and
//! the king's safety across boards: own pieces sheltering it on its board,
//! enemy moves from the two other boards that would land on the king's
//! board with check, the king's escapes (each of its moves lands on one of
//! two boards), the squares around it attacked on its board, and enemy
//! pieces sharing its board; and the move.
//!
//! [`SetEvalParams::hand`] is the hand-written evaluation; the weights in
//! [`crate::tuned_three`] are fitted to self-play results by [`crate::tune`]
//! (`alice datagen --variant three-board`, `alice tune --variant
//! three-board`; `docs/engine.md`).

use crate::eval::{blend_terms, term_sums, Breakdown, Sink};
use crate::features::{attacks, checking_squares, placement_square, Counts, Scorer, PIECES};
use alice_core::attacks::king_attacks;
use alice_core::three::{BoardRule, BoardSet, SetBoard, SetMove};
use alice_core::{Bitboard, Color, Role, Square};

/// Piece values (the king's only orders exchanges).
pub const VALUE_THREE: [i32; 6] = [100, 320, 330, 500, 950, 20_000];

/// Where each feature's weight is in [`SetEvalParams`].
pub mod feature_three {
    /// Material, placement and mobility (to a square on its board from
    /// which a piece could land on another), as in every game.
    pub use crate::features::{MATERIAL, MOBILITY, PLACEMENT};
    /// An own piece next to the king on its board.
    pub const SHELTER: usize = crate::features::OWN;
    /// An enemy move on another board that would land on the king's board
    /// giving check.
    pub const TRANSFER_CHECKS: usize = SHELTER + 1;
    /// The king has 0, 1, 2, or 3 or more moves that land safely.
    pub const KING_ESCAPES: usize = TRANSFER_CHECKS + 1;
    /// A square next to the king, on its board, attacked by the enemy.
    pub const KING_ZONE: usize = KING_ESCAPES + 4;
    /// An enemy knight, bishop, rook or queen on the king's board.
    pub const INVADERS: usize = KING_ZONE + 1;
    /// The side to move.
    pub const TEMPO: usize = INVADERS + 1;
    /// Number of features.
    pub const COUNT: usize = TEMPO + 1;

    /// The name of feature `f`, for the tuner's report.
    pub fn name(f: usize) -> String {
        if let Some(name) = crate::features::name(f) {
            name
        } else if (KING_ESCAPES..KING_ZONE).contains(&f) {
            format!("king escapes {}", f - KING_ESCAPES)
        } else {
            match f {
                SHELTER => "king shelter",
                TRANSFER_CHECKS => "transfer checks",
                KING_ZONE => "king zone attacked",
                INVADERS => "invaders on the king's board",
                _ => "tempo",
            }
            .into()
        }
    }
}

use feature_three::COUNT;

/// Weights of every three-board feature, middle game and end game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SetEvalParams {
    pub mg: [i32; COUNT],
    pub eg: [i32; COUNT],
}

impl Default for SetEvalParams {
    fn default() -> Self {
        SetEvalParams {
            mg: crate::tuned_three::MG,
            eg: crate::tuned_three::EG,
        }
    }
}

/// Centre bonus by distance from the centre (0: the four centre squares).
const CENTRE: [i32; 4] = [12, 8, 3, 0];

fn centre_distance(sq: Square) -> usize {
    let d = |x: u8| if x < 4 { 3 - x } else { x - 4 };
    d(sq.file()).max(d(sq.rank())) as usize
}

impl SetEvalParams {
    /// The hand-written evaluation: material, the centre for minor pieces
    /// (half for the queen, away from it for the king), pawns by the
    /// square of their advance, mobility 4, 4, 2, 1, 6 for each
    /// sheltering piece, 10 for the move; the other king terms 0.
    pub fn hand() -> SetEvalParams {
        let mut w = [0; COUNT];
        for role in &Role::ALL[..5] {
            w[feature_three::MATERIAL + role.index()] = VALUE_THREE[role.index()];
        }
        for role in Role::ALL {
            for sq in 0..32u8 {
                let square = Square::from_coords(sq % 4, sq / 4);
                let c = CENTRE[centre_distance(square)];
                let rank = i32::from(sq / 4);
                w[feature_three::PLACEMENT + 32 * role.index() + sq as usize] = match role {
                    Role::Pawn => rank * rank * 3,
                    Role::Knight | Role::Bishop => c,
                    Role::Queen => c / 2,
                    Role::Rook => 0,
                    Role::King => -c,
                };
            }
        }
        for (i, m) in [4, 4, 2, 1].into_iter().enumerate() {
            w[feature_three::MOBILITY + i] = m;
        }
        w[feature_three::SHELTER] = 6;
        w[feature_three::TEMPO] = 10;
        SetEvalParams { mg: w, eg: w }
    }
}

/// Every feature of `pos`, White's count minus Black's, into `sink`.
pub fn features_three<R: BoardRule>(pos: &BoardSet<R>, sink: &mut impl Sink) {
    let mut attacked = [[Bitboard::EMPTY; 3]; 2];
    for color in Color::ALL {
        let sign = if color == Color::White { 1 } else { -1 };
        for b in SetBoard::ALL {
            let occ = pos.occupied(b);
            let mine = pos.by_color(color, b);
            let [o1, o2] = b.others();
            // Squares from which a piece could land on at least one other
            // board.
            let landable = !(pos.occupied(o1) & pos.occupied(o2));
            for role in Role::ALL {
                for sq in pos.pieces(color, role, b) {
                    if role != Role::King {
                        sink.add(feature_three::MATERIAL + role.index(), sign);
                    }
                    sink.add(
                        feature_three::PLACEMENT
                            + 32 * role.index()
                            + placement_square::<alice_core::Full>(sq, color),
                        sign,
                    );
                    let att = attacks(role, sq, occ, color);
                    attacked[color.index()][b.index()] |= att;
                    if role != Role::Pawn && role != Role::King {
                        sink.add(
                            feature_three::MOBILITY + role.index() - 1,
                            sign * (att & !mine & landable).count() as i32,
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
        let occ_kb = pos.occupied(kb);
        let ours_kb = pos.by_color(color, kb);
        let around = king_attacks(ks);
        sink.add(
            feature_three::SHELTER,
            sign * (around & ours_kb).count() as i32,
        );
        // Enemy pieces on the two other boards that can land on the king's
        // board with check.
        let mut transfer_checks = 0;
        for role in PIECES {
            let checks = checking_squares(role, ks, occ_kb, them) & !occ_kb;
            if checks.is_empty() {
                continue;
            }
            for ob in kb.others() {
                let occ_ob = pos.occupied(ob);
                let their_ob = pos.by_color(them, ob);
                for sq in pos.pieces(them, role, ob) {
                    let reach = attacks(role, sq, occ_ob, them) & !their_ob;
                    transfer_checks += (reach & checks).count() as i32;
                }
            }
        }
        sink.add(feature_three::TRANSFER_CHECKS, sign * transfer_checks);
        // The king's moves land on one of the two other boards: vacant
        // there and not attacked there.
        let [o1, o2] = kb.others();
        let safe = |ob: SetBoard| !pos.occupied(ob) & !attacked[them.index()][ob.index()];
        let escapes = around & !ours_kb & (safe(o1) | safe(o2));
        sink.add(
            feature_three::KING_ESCAPES + (escapes.count() as usize).min(3),
            sign,
        );
        let zone = around & attacked[them.index()][kb.index()];
        sink.add(feature_three::KING_ZONE, sign * zone.count() as i32);
        let invaders = PIECES
            .iter()
            .map(|&r| pos.pieces(them, r, kb).count() as i32)
            .sum::<i32>();
        sink.add(feature_three::INVADERS, sign * invaders);
    }
    sink.add(
        feature_three::TEMPO,
        if pos.turn() == Color::White { 1 } else { -1 },
    );
}

/// Every feature's count in `pos`, White's minus Black's.
pub fn feature_counts_three<R: BoardRule>(pos: &BoardSet<R>) -> [i32; COUNT] {
    let mut c = Counts([0; COUNT]);
    features_three(pos, &mut c);
    c.0
}

/// Game phase: 24 with all pieces, 0 with none but pawns and kings.
pub fn phase_three<R: BoardRule>(pos: &BoardSet<R>) -> i32 {
    crate::features::phase_of(role_counts(pos))
}

/// How many pieces of each role stand on the boards, both sides together.
pub fn role_counts<R: BoardRule>(pos: &BoardSet<R>) -> [i32; 6] {
    let mut n = [0i32; 6];
    for color in Color::ALL {
        for b in SetBoard::ALL {
            for role in Role::ALL {
                n[role.index()] += pos.pieces(color, role, b).count() as i32;
            }
        }
    }
    n
}

/// A side with a queen or a rook against a lone king (no other piece of
/// its on any board) has a won end game, worth more the nearer the lone
/// king is to an edge and to the other king, as on two boards
/// ([`crate::eval::lone_king`]). From White's point of view; 0 in every
/// other position. Not tuned.
pub fn lone_king_three<R: BoardRule>(pos: &BoardSet<R>) -> i32 {
    for color in Color::ALL {
        let them = color.other();
        let count = |c: Color| -> u32 {
            SetBoard::ALL
                .iter()
                .map(|&b| pos.by_color(c, b).count())
                .sum()
        };
        if count(them) != 1 {
            continue;
        }
        let heavy = SetBoard::ALL.iter().any(|&b| {
            (pos.pieces(color, Role::Queen, b) | pos.pieces(color, Role::Rook, b)).count() > 0
        });
        if !heavy {
            return 0;
        }
        let bonus = crate::features::lone_king_bonus(pos.king(them).0, pos.king(color).0, 8);
        return if color == Color::White { bonus } else { -bonus };
    }
    0
}

/// Static evaluation, side to move's point of view, in centipawns.
pub fn evaluate_three<R: BoardRule>(pos: &BoardSet<R>, p: &SetEvalParams) -> i32 {
    let mut s = Scorer::new(&p.mg, &p.eg);
    features_three(pos, &mut s);
    let white = s.blended(phase_three(pos)) + lone_king_three(pos);
    if pos.turn() == Color::White {
        white
    } else {
        -white
    }
}

/// The terms a breakdown names, in order, and which features each sums.
const TERMS: [(&str, usize, usize); 9] = [
    (
        "material",
        feature_three::MATERIAL,
        feature_three::PLACEMENT,
    ),
    (
        "placement",
        feature_three::PLACEMENT,
        feature_three::MOBILITY,
    ),
    ("mobility", feature_three::MOBILITY, feature_three::SHELTER),
    (
        "king shelter",
        feature_three::SHELTER,
        feature_three::TRANSFER_CHECKS,
    ),
    (
        "transfer checks",
        feature_three::TRANSFER_CHECKS,
        feature_three::KING_ESCAPES,
    ),
    (
        "king escapes",
        feature_three::KING_ESCAPES,
        feature_three::KING_ZONE,
    ),
    (
        "king zone",
        feature_three::KING_ZONE,
        feature_three::INVADERS,
    ),
    ("invaders", feature_three::INVADERS, feature_three::TEMPO),
    ("tempo", feature_three::TEMPO, feature_three::COUNT),
];

/// [`evaluate_three`] term by term (the last term is the tempo).
pub fn breakdown_three<R: BoardRule>(pos: &BoardSet<R>, p: &SetEvalParams) -> Breakdown {
    let parts = term_sums(&TERMS, &feature_counts_three(pos), (&p.mg, &p.eg));
    let ph = phase_three(pos);
    let sign = if pos.turn() == Color::White { 1 } else { -1 };
    let mut terms = blend_terms(&parts, ph, sign);
    let lone = sign * lone_king_three(pos);
    terms.push(crate::eval::Term {
        name: "lone king",
        mg: lone,
        eg: lone,
        cp: lone,
    });
    Breakdown {
        score: evaluate_three(pos, p),
        phase: Some(ph),
        terms,
    }
}

/// The exchange a move starts, estimated one recapture deep: what it
/// captures (and promotes to), less the mover when the square it lands on
/// is attacked there.
pub fn see_three<R: BoardRule>(pos: &BoardSet<R>, m: SetMove) -> i32 {
    let Some(mover) = pos.moving_role(m) else {
        return 0;
    };
    if mover == Role::King && m.from.file().abs_diff(m.to.file()) == 2 {
        return 0;
    }
    let gain = pos.captured_role(m).map_or(0, |r| VALUE_THREE[r.index()])
        + m.promotion.map_or(0, |r| {
            VALUE_THREE[r.index()] - VALUE_THREE[Role::Pawn.index()]
        });
    let landed = m.promotion.unwrap_or(mover);
    let them = pos.turn().other();
    let attacked = pos
        .attackers(m.to, them, m.landing, pos.occupied(m.landing))
        .nonempty();
    if attacked {
        gain - VALUE_THREE[landed.index()]
    } else {
        gain
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use alice_core::attacks::{bishop_attacks, knight_attacks, queen_attacks, rook_attacks};
    use alice_core::three::{PositionThree, START_FEN_THREE_BOARDS};
    use alice_core::Rules;

    fn pos(fen: &str) -> PositionThree {
        PositionThree::from_fen(fen, Rules::default()).unwrap()
    }

    #[test]
    fn a_queen_or_rook_against_a_lone_king_is_a_won_end_game_on_every_board_set() {
        let three = |fen: &str| lone_king_three(&pos(fen));
        let duo = |fen: &str| {
            lone_king_three(
                &alice_core::three::PositionDuo::from_fen(fen, Rules::default()).unwrap(),
            )
        };
        // The lone king in a corner (6 from the centre), three files and
        // three ranks from the other king, boards apart: 300 + 240 + 160.
        assert_eq!(
            three("k7/8/8/8/8/8/8/2Q5|8/8/8/3K4/8/8/8/8|8/8/8/8/8/8/8/8 b - - 0 1"),
            700
        );
        assert_eq!(duo("k7/8/8/8/8/8/8/2Q5|8/8/8/3K4/8/8/8/8 b - - 0 1"), 700);
        // Black's rook against White's lone king in the centre, the kings
        // on opposite corners of the centre: for Black.
        assert_eq!(
            three("8/8/8/8/3K4/8/8/8|8/8/8/8/8/8/8/8|r7/8/8/8/8/8/8/7k w - - 0 1"),
            -(300 + 20 * 7)
        );
        // Another piece beside the lone king, or only minor pieces
        // against it: an ordinary end game.
        assert_eq!(
            three("k7/p7/8/8/8/8/8/2Q5|8/8/8/3K4/8/8/8/8|8/8/8/8/8/8/8/8 w - - 0 1"),
            0
        );
        assert_eq!(duo("k7/8/8/8/8/8/8/2N5|8/8/8/3K4/8/8/8/8 w - - 0 1"), 0);
        assert_eq!(three(START_FEN_THREE_BOARDS), 0);
        // The breakdown names it, and the terms still add up to the score.
        let p = pos("k7/8/8/8/8/8/8/2Q5|8/8/8/3K4/8/8/8/8|8/8/8/8/8/8/8/8 b - - 0 1");
        let b = breakdown_three(&p, &SetEvalParams::default());
        let last = b.terms.last().unwrap();
        assert_eq!((last.name, last.cp), ("lone king", -700));
        assert_eq!(b.terms.iter().map(|t| t.cp).sum::<i32>(), b.score);
    }

    /// The hand-written evaluation as it was written before it became
    /// weights: material, placement, mobility, shelter, tempo.
    fn written_out(pos: &PositionThree) -> i32 {
        const MOBILITY: [i32; 6] = [0, 4, 4, 2, 1, 0];
        let side = |us: Color| {
            let mut score = 0;
            for b in SetBoard::ALL {
                let occ = pos.occupied(b);
                let mine = pos.by_color(us, b);
                let [o1, o2] = b.others();
                let landable = !(pos.occupied(o1) & pos.occupied(o2));
                for role in Role::ALL {
                    for sq in pos.pieces(us, role, b) {
                        if role != Role::King {
                            score += VALUE_THREE[role.index()];
                        }
                        let rel = i32::from(if us == Color::White {
                            sq.rank()
                        } else {
                            7 - sq.rank()
                        });
                        let c = CENTRE[centre_distance(sq)];
                        score += match role {
                            Role::Pawn => rel * rel * 3,
                            Role::Knight | Role::Bishop => c,
                            Role::Queen => c / 2,
                            Role::Rook => 0,
                            Role::King => -c,
                        };
                        let reach = match role {
                            Role::Knight => knight_attacks(sq),
                            Role::Bishop => bishop_attacks(sq, occ),
                            Role::Rook => rook_attacks(sq, occ),
                            Role::Queen => queen_attacks(sq, occ),
                            _ => Bitboard::EMPTY,
                        };
                        score += MOBILITY[role.index()] * (reach & !mine & landable).count() as i32;
                    }
                }
                if let Some(k) = pos.pieces(us, Role::King, b).first() {
                    score += 6 * (king_attacks(k) & mine).count() as i32;
                }
            }
            score
        };
        side(pos.turn()) - side(pos.turn().other()) + 10
    }

    const FENS: [&str; 5] = [
        START_FEN_THREE_BOARDS,
        "4k3/8/8/8/8/8/8/4K3|8/8/8/3q4/8/8/8/3R4|8/8/8/8/8/8/8/8 w - - 0 1",
        "4k3/8/8/8/8/8/8/4K3|8/8/8/3q4/8/8/8/3R4|8/8/8/8/8/8/8/8 b - - 0 1",
        "r3k2r/ppp2ppp/2n5/8/8/5N2/PPP2PPP/R3K2R|8/3q4/8/3pp3/8/8/3Q4/8|8/8/4b3/8/8/4B3/8/8 w KQkq - 0 1",
        "6k1/5ppp/8/8/8/8/5PPP/6K1|8/8/8/8/8/8/8/8|3r4/8/8/8/8/8/8/3R4 b - - 0 1",
    ];

    #[test]
    fn the_hand_weights_are_the_written_evaluation() {
        let hand = SetEvalParams::hand();
        for fen in FENS {
            let p = pos(fen);
            assert_eq!(evaluate_three(&p, &hand), written_out(&p), "{fen}");
        }
    }

    #[test]
    fn the_breakdown_adds_up() {
        for params in [SetEvalParams::hand(), SetEvalParams::default()] {
            for fen in FENS {
                let p = pos(fen);
                let b = breakdown_three(&p, &params);
                assert_eq!(b.score, evaluate_three(&p, &params), "{fen}");
                assert_eq!(b.terms.iter().map(|t| t.cp).sum::<i32>(), b.score, "{fen}");
                assert_eq!(b.terms.len(), 10);
            }
        }
    }

    #[test]
    fn king_terms_across_three_boards() {
        // White's king on e1 of A; Black's rook on e8 of C could play Re2
        // and land on e2 of A with check (e2 of A is vacant): one transfer
        // check. A knight on d2 of A shelters the king.
        let c = feature_counts_three(&pos(
            "4k3/8/8/8/8/8/3N4/4K3|8/8/8/8/8/8/8/8|4r3/8/8/8/8/8/8/8 w - - 0 1",
        ));
        // Black's rook reaches e7 to e1 on C; landing on e2 to e7 of A
        // would check the king (e1 is the king's own square).
        assert_eq!(c[feature_three::TRANSFER_CHECKS], 6);
        assert_eq!(c[feature_three::SHELTER], 1);
        assert_eq!(c[feature_three::TEMPO], 1);
        // The knight stands on the board of Black's king too.
        assert_eq!(c[feature_three::INVADERS], -1);
        // Both kings have three or more safe landing squares.
        assert_eq!(c[feature_three::KING_ESCAPES + 3], 0);
    }
}
