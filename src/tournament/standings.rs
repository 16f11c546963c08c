//! A Swiss's standings with FIDE's tie-breaks (C.07): points, then the
//! organiser's tie-breaks in order, then the starting rank.
//!
//! A player's own unplayed rounds (any bye, a forfeit either way, an
//! absence) count against a dummy opponent who has the player's own final
//! score. Of those, the rounds the player chose not to play (a half- or
//! zero-point bye, an absence, a forfeit lost) are the first cut by
//! Buchholz Cut-1; a pairing-allocated bye or a forfeit won is not.
//! Direct encounter separates a tie only when every two of the tied
//! players have met. Wins count the rounds scored as a win, played or not.
//!
//! Values are in quarter points, so that Sonneborn–Berger's products of
//! half points stay whole.

use super::dutch::Entry;

/// A tie-break the organiser may choose.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TieBreak {
    /// The opponents' scores, the least significant one cut.
    BuchholzCut1,
    /// The opponents' scores.
    Buchholz,
    /// Each opponent's score times the points scored against them.
    SonnebornBerger,
    /// Points in the games among the tied players.
    DirectEncounter,
    /// Rounds won, over the board or not.
    Wins,
}

impl TieBreak {
    /// Every tie-break, in the order the events use by default.
    pub const ALL: [TieBreak; 5] = [
        TieBreak::BuchholzCut1,
        TieBreak::Buchholz,
        TieBreak::SonnebornBerger,
        TieBreak::DirectEncounter,
        TieBreak::Wins,
    ];

    /// The short name FIDE gives it (C.07's abbreviations).
    pub fn code(self) -> &'static str {
        match self {
            TieBreak::BuchholzCut1 => "BH-C1",
            TieBreak::Buchholz => "BH",
            TieBreak::SonnebornBerger => "SB",
            TieBreak::DirectEncounter => "DE",
            TieBreak::Wins => "WIN",
        }
    }

    pub fn from_code(code: &str) -> Option<TieBreak> {
        TieBreak::ALL
            .into_iter()
            .find(|t| t.code().eq_ignore_ascii_case(code))
    }
}

/// One line of the standings.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Line {
    /// The player (an index into the players given).
    pub player: usize,
    /// The place, shared by players equal on points and every tie-break.
    pub place: usize,
    /// Points, in half points.
    pub points: u32,
    /// The tie-breaks' values in the order asked, in quarter points
    /// (wins and direct encounter's points too, for one scale).
    pub values: Vec<u64>,
}

/// Whether an entry is a round the player chose not to play.
fn voluntary(e: &Entry) -> bool {
    let given = e.paired && e.points >= 2;
    !e.played && !given
}

/// The standings of players whose rounds are `rounds[p]` (the same number
/// each; opponents are indices into `rounds`), ranked by points, then
/// `breaks` in order, then `rounds`' order (the starting rank).
pub fn standings(rounds: &[Vec<Entry>], breaks: &[TieBreak]) -> Vec<Line> {
    let n = rounds.len();
    let points: Vec<u32> = rounds
        .iter()
        .map(|r| r.iter().map(|e| e.points).sum())
        .collect();
    // Each round's (opponent's score in half points, points scored, voluntary).
    let parts = |p: usize| -> Vec<(u64, u64, bool)> {
        rounds[p]
            .iter()
            .map(|e| match (e.played, e.opponent) {
                (true, Some(o)) => (points[o] as u64, e.points as u64, false),
                _ => (points[p] as u64, e.points as u64, voluntary(e)),
            })
            .collect()
    };
    let mut values: Vec<Vec<u64>> = (0..n)
        .map(|p| {
            let parts = parts(p);
            breaks
                .iter()
                .map(|b| match b {
                    TieBreak::Buchholz => parts.iter().map(|x| 2 * x.0).sum(),
                    TieBreak::BuchholzCut1 => {
                        let all: u64 = parts.iter().map(|x| 2 * x.0).sum();
                        let cut = parts
                            .iter()
                            .filter(|x| x.2)
                            .map(|x| x.0)
                            .min()
                            .or_else(|| parts.iter().map(|x| x.0).min())
                            .unwrap_or(0);
                        all - 2 * cut
                    }
                    TieBreak::SonnebornBerger => parts.iter().map(|x| x.0 * x.1).sum(),
                    TieBreak::Wins => 4 * rounds[p].iter().filter(|e| e.points >= 2).count() as u64,
                    // Filled in below, once the tied groups are known.
                    TieBreak::DirectEncounter => 0,
                })
                .collect()
        })
        .collect();
    // Direct encounter within each group tied on everything before it.
    for (k, b) in breaks.iter().enumerate() {
        if *b != TieBreak::DirectEncounter {
            continue;
        }
        let mut groups: std::collections::HashMap<(u32, Vec<u64>), Vec<usize>> =
            std::collections::HashMap::new();
        for p in 0..n {
            groups
                .entry((points[p], values[p][..k].to_vec()))
                .or_default()
                .push(p);
        }
        for group in groups.values().filter(|g| g.len() > 1) {
            let met =
                |a: usize, b: usize| rounds[a].iter().any(|e| e.played && e.opponent == Some(b));
            let all_met = group
                .iter()
                .all(|&a| group.iter().all(|&b| a == b || met(a, b)));
            if !all_met {
                continue;
            }
            for &a in group {
                values[a][k] = 2 * rounds[a]
                    .iter()
                    .filter(|e| e.played && e.opponent.is_some_and(|o| group.contains(&o)))
                    .map(|e| e.points as u64)
                    .sum::<u64>();
            }
        }
    }
    let mut order: Vec<usize> = (0..n).collect();
    order.sort_by(|&a, &b| {
        points[b]
            .cmp(&points[a])
            .then_with(|| values[b].cmp(&values[a]))
            .then(a.cmp(&b))
    });
    let mut lines: Vec<Line> = Vec::with_capacity(n);
    for (i, &p) in order.iter().enumerate() {
        let place = match lines.last() {
            Some(last) if last.points == points[p] && last.values == values[p] => last.place,
            _ => i + 1,
        };
        lines.push(Line {
            player: p,
            place,
            points: points[p],
            values: values[p].clone(),
        });
    }
    lines
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tournament::trf::Colour;

    fn game(opponent: usize, colour: Colour, points: u32) -> Entry {
        Entry {
            opponent: Some(opponent),
            colour: Some(colour),
            played: true,
            paired: true,
            points,
        }
    }

    const BYE: Entry = Entry {
        opponent: None,
        colour: None,
        played: false,
        paired: true,
        points: 2,
    };
    const HALF_BYE: Entry = Entry {
        opponent: None,
        colour: None,
        played: false,
        paired: false,
        points: 1,
    };

    /// Five players, three rounds. Round 1: A–B 1-0, C–D ½-½, E the
    /// pairing's bye. Round 2: A–C 1-0, E–B ½-½, D a half-point bye.
    /// Round 3: D–A 0-1, B–C 1-0, E withdrawn (absent).
    ///
    /// Points: A 3, B 1½, C ½, D 1, E 1½.
    /// Buchholz (own unplayed rounds against one's own score):
    /// A: B 1½ + C ½ + D 1 = 3; B: A 3 + E 1½ + C ½ = 5;
    /// C: D 1 + A 3 + B 1½ = 5½; D: C ½ + (own) 1 + A 3 = 4½;
    /// E: (own) 1½ + B 1½ + (own) 1½ = 4½.
    /// Cut-1 cuts a chosen unplayed round first: D cuts its half-point bye
    /// (1) → 3½, E its absence (1½) → 3; the others their lowest: A 2½,
    /// B 4½, C 4½.
    /// Sonneborn–Berger: A 1½+½+1 = 3; B 0 + ½·1½ + ½ = 1¼;
    /// C ½·1 = ½; D ½·½ + ½·1 = ¾; E 1·1½ + ½·1½ + 0 = 2¼.
    /// Wins: A 3, B 1, C 0, D 0, E 1 (the pairing's bye).
    fn event() -> Vec<Vec<Entry>> {
        use Colour::{Black as B, White as W};
        vec![
            vec![game(1, W, 2), game(2, W, 2), game(3, B, 2)],
            vec![game(0, B, 0), game(4, B, 1), game(2, W, 2)],
            vec![game(3, W, 1), game(0, B, 0), game(1, B, 0)],
            vec![game(2, B, 1), HALF_BYE, game(0, W, 0)],
            vec![BYE, game(1, W, 1), Entry::ABSENT],
        ]
    }

    #[test]
    fn standings_of_a_small_event_are_as_computed_by_hand() {
        let lines = standings(
            &event(),
            &[
                TieBreak::BuchholzCut1,
                TieBreak::Buchholz,
                TieBreak::SonnebornBerger,
                TieBreak::Wins,
            ],
        );
        let got: Vec<(usize, usize, u32, Vec<u64>)> = lines
            .into_iter()
            .map(|l| (l.player, l.place, l.points, l.values))
            .collect();
        assert_eq!(
            got,
            vec![
                (0, 1, 6, vec![10, 12, 12, 12]),
                // B and E tie on 1½: Cut-1 4½ against 3.
                (1, 2, 3, vec![18, 20, 5, 4]),
                (4, 3, 3, vec![12, 18, 9, 4]),
                (3, 4, 2, vec![14, 18, 3, 0]),
                (2, 5, 1, vec![18, 22, 2, 0]),
            ]
        );
    }

    #[test]
    fn direct_encounter_separates_only_players_who_all_met() {
        use Colour::{Black as B, White as W};
        // A beat B, B beat C, C beat A, each with a half-point bye: all
        // on 1½, all met, each scored one point among them: still tied.
        let rounds = vec![
            vec![game(1, W, 2), HALF_BYE, game(2, B, 0)],
            vec![game(0, B, 0), game(2, W, 2), HALF_BYE],
            vec![HALF_BYE, game(1, B, 0), game(0, W, 2)],
        ];
        let lines = standings(&rounds, &[TieBreak::DirectEncounter]);
        assert_eq!(
            lines
                .iter()
                .map(|l| (l.player, l.place))
                .collect::<Vec<_>>(),
            vec![(0, 1), (1, 1), (2, 1)]
        );
        // Round 1: A–B 0-1, C–D 1-0; round 2: A–D 1-0, B–C 0-1. A and B
        // tie on 1 and met: B, who won, goes first.
        let rounds = vec![
            vec![game(1, W, 0), game(3, B, 2)],
            vec![game(0, B, 2), game(2, W, 0)],
            vec![game(3, W, 2), game(1, B, 2)],
            vec![game(2, B, 0), game(0, W, 0)],
        ];
        let lines = standings(&rounds, &[TieBreak::DirectEncounter]);
        let got: Vec<(usize, usize, Vec<u64>)> = lines
            .into_iter()
            .map(|l| (l.player, l.place, l.values))
            .collect();
        assert_eq!(
            got,
            vec![
                (2, 1, vec![0]),
                (1, 2, vec![4]),
                (0, 3, vec![0]),
                (3, 4, vec![0])
            ]
        );
    }

    #[test]
    fn codes_read_back() {
        for t in TieBreak::ALL {
            assert_eq!(TieBreak::from_code(t.code()), Some(t));
        }
        assert_eq!(TieBreak::from_code("bh-c1"), Some(TieBreak::BuchholzCut1));
        assert_eq!(TieBreak::from_code("XYZ"), None);
    }
}
