//! Evaluation and exchange estimate of the three-board game: material,
//! placement (centre, pawn advance, king shelter on its board) and
//! mobility (squares each piece reaches on its board from which it could
//! land somewhere), from the side to move's point of view.

use crate::eval::{Breakdown, Term};
use alice_core::attacks::{
    bishop_attacks, king_attacks, knight_attacks, queen_attacks, rook_attacks,
};
use alice_core::three::{Board3, Move3, Position3};
use alice_core::{Bitboard, Color, Role, Square};

/// Piece values (the king's only orders exchanges).
pub const VALUE3: [i32; 6] = [100, 320, 330, 500, 950, 20_000];

/// Centre bonus by distance from the centre (0: the four centre squares).
const CENTRE: [i32; 4] = [12, 8, 3, 0];

/// Mobility per reachable square, by role (pawns and kings: none).
const MOBILITY: [i32; 6] = [0, 4, 4, 2, 1, 0];

const TEMPO: i32 = 10;

fn centre_distance(sq: Square) -> usize {
    let d = |x: u8| if x < 4 { 3 - x } else { x - 4 };
    d(sq.file()).max(d(sq.rank())) as usize
}

/// The terms of one side's score: material, placement, mobility, king
/// shelter.
fn side_score(pos: &Position3, us: Color) -> [i32; 4] {
    let mut material = 0;
    let mut placement = 0;
    let mut mobility = 0;
    let mut shelter = 0;
    for b in Board3::ALL {
        let occ = pos.occupied(b);
        let mine = pos.by_color(us, b);
        // Squares from which a piece could land on at least one other board.
        let others = b.others();
        let landable = !(pos.occupied(others[0]) & pos.occupied(others[1]));
        for role in Role::ALL {
            for sq in pos.pieces(us, role, b) {
                if role != Role::King {
                    material += VALUE3[role.index()];
                }
                let rel_rank = if us == Color::White {
                    sq.rank()
                } else {
                    7 - sq.rank()
                };
                placement += match role {
                    Role::Pawn => i32::from(rel_rank) * i32::from(rel_rank) * 3,
                    Role::Knight | Role::Bishop => CENTRE[centre_distance(sq)],
                    Role::Queen => CENTRE[centre_distance(sq)] / 2,
                    Role::Rook => 0,
                    // The king stays home while queens are about.
                    Role::King => -CENTRE[centre_distance(sq)],
                };
                let reach = match role {
                    Role::Knight => knight_attacks(sq),
                    Role::Bishop => bishop_attacks(sq, occ),
                    Role::Rook => rook_attacks(sq, occ),
                    Role::Queen => queen_attacks(sq, occ),
                    _ => Bitboard::EMPTY,
                };
                mobility += MOBILITY[role.index()] * (reach & !mine & landable).count() as i32;
            }
        }
        // Own pieces next to the king on its board shelter it there.
        let king = pos.pieces(us, Role::King, b);
        if let Some(k) = king.first() {
            shelter += 6 * (king_attacks(k) & mine).count() as i32;
        }
    }
    [material, placement, mobility, shelter]
}

/// Static evaluation, side to move's point of view, in centipawns.
pub fn evaluate3(pos: &Position3) -> i32 {
    let us = pos.turn();
    let ours = side_score(pos, us);
    let theirs = side_score(pos, us.other());
    ours.iter().zip(&theirs).map(|(a, b)| a - b).sum::<i32>() + TEMPO
}

/// [`evaluate3`] term by term (the three-board evaluation does not blend
/// by phase: each term's middle-game and end-game sums are the same).
pub fn breakdown3(pos: &Position3) -> Breakdown {
    let us = pos.turn();
    let ours = side_score(pos, us);
    let theirs = side_score(pos, us.other());
    let names = ["material", "placement", "mobility", "king shelter"];
    let mut terms: Vec<Term> = names
        .iter()
        .zip(ours.iter().zip(&theirs))
        .map(|(&name, (a, b))| Term {
            name,
            mg: a - b,
            eg: a - b,
            cp: a - b,
        })
        .collect();
    terms.push(Term {
        name: "tempo",
        mg: TEMPO,
        eg: TEMPO,
        cp: TEMPO,
    });
    Breakdown {
        score: evaluate3(pos),
        phase: None,
        terms,
    }
}

/// The exchange a move starts, estimated one recapture deep: what it
/// captures (and promotes to), less the mover when the square it lands on
/// is attacked there.
pub fn see3(pos: &Position3, m: Move3) -> i32 {
    let Some(mover) = pos.moving_role(m) else {
        return 0;
    };
    if mover == Role::King && m.from.file().abs_diff(m.to.file()) == 2 {
        return 0;
    }
    let gain = pos.captured_role(m).map_or(0, |r| VALUE3[r.index()])
        + m.promotion
            .map_or(0, |r| VALUE3[r.index()] - VALUE3[Role::Pawn.index()]);
    let landed = m.promotion.unwrap_or(mover);
    let them = pos.turn().other();
    let attacked = pos
        .attackers(m.to, them, m.landing, pos.occupied(m.landing))
        .nonempty();
    if attacked {
        gain - VALUE3[landed.index()]
    } else {
        gain
    }
}
