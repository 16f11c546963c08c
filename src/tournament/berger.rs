//! A round-robin's schedule by FIDE's Berger tables (C.05, Annex 1): every
//! player meets every other once (twice in a double round-robin, with the
//! colours reversed in the second cycle).
//!
//! With `n` players (`n` even; an odd count adds a last number that means
//! a bye), round 1 pairs 1 with `n`, 2 with `n - 1`, and so on, the lower
//! number White. Each next round is the one before with every number but
//! `n` moved on by `n / 2` (counting 1 to `n - 1` round), boards and
//! colours kept, but for `n` itself: it plays White in even rounds and
//! Black in odd ones. In a double round-robin, the last two rounds of the
//! first cycle are played in each other's place, as FIDE recommends, so
//! that nobody has one colour three times running across the cycles.

/// One board of a round.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Board {
    /// A game: White's draw number, then Black's.
    Game { white: usize, black: usize },
    /// A player with no opponent this round (an odd number of players).
    Bye(usize),
}

/// The rounds of a round-robin of `players` (a single cycle, or two with
/// `double`), each a list of boards in the tables' order (the bye last).
/// Fewer than two players play no rounds.
pub fn rounds(players: usize, double: bool) -> Vec<Vec<Board>> {
    if players < 2 {
        return Vec::new();
    }
    let n = players + players % 2;
    let others = n - 1;
    let moved = |k: usize| (k - 1 + n / 2) % others + 1;
    let mut cycle: Vec<Vec<(usize, usize)>> = Vec::with_capacity(others);
    let mut round: Vec<(usize, usize)> = (1..=n / 2).map(|i| (i, n + 1 - i)).collect();
    for r in 1..=others {
        if r > 1 {
            round = round
                .iter()
                .map(|&(w, b)| {
                    if w == n || b == n {
                        let k = moved(if w == n { b } else { w });
                        // `n` is White in even rounds.
                        if r % 2 == 0 {
                            (n, k)
                        } else {
                            (k, n)
                        }
                    } else {
                        (moved(w), moved(b))
                    }
                })
                .collect();
        }
        cycle.push(round.clone());
    }
    let mut all = cycle.clone();
    if double {
        if others >= 2 {
            all.swap(others - 2, others - 1);
        }
        all.extend(
            cycle
                .iter()
                .map(|r| r.iter().map(|&(w, b)| (b, w)).collect()),
        );
    }
    all.into_iter().map(|r| boards(r, players, n)).collect()
}

/// A round's pairs as boards: a pair with the bye's number (past the
/// last player) is that player's bye, listed last.
fn boards(round: Vec<(usize, usize)>, players: usize, n: usize) -> Vec<Board> {
    let mut out: Vec<Board> = Vec::with_capacity(round.len());
    let mut bye = None;
    for (white, black) in round {
        if n > players && (white == n || black == n) {
            bye = Some(Board::Bye(if white == n { black } else { white }));
        } else {
            out.push(Board::Game { white, black });
        }
    }
    out.extend(bye);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A table written as FIDE prints it: rounds of `white-black` pairs.
    fn table(rounds: &[&str]) -> Vec<Vec<Board>> {
        rounds
            .iter()
            .map(|r| {
                r.split(", ")
                    .map(|pair| {
                        let (w, b) = pair.split_once('-').unwrap();
                        Board::Game {
                            white: w.parse().unwrap(),
                            black: b.parse().unwrap(),
                        }
                    })
                    .collect()
            })
            .collect()
    }

    /// The schedules are FIDE's published Berger tables.
    #[test]
    fn the_tables_are_fides() {
        assert_eq!(
            rounds(4, false),
            table(&["1-4, 2-3", "4-3, 1-2", "2-4, 3-1"])
        );
        assert_eq!(
            rounds(6, false),
            table(&[
                "1-6, 2-5, 3-4",
                "6-4, 5-3, 1-2",
                "2-6, 3-1, 4-5",
                "6-5, 1-4, 2-3",
                "3-6, 4-2, 5-1",
            ])
        );
        assert_eq!(
            rounds(8, false),
            table(&[
                "1-8, 2-7, 3-6, 4-5",
                "8-5, 6-4, 7-3, 1-2",
                "2-8, 3-1, 4-7, 5-6",
                "8-6, 7-5, 1-4, 2-3",
                "3-8, 4-2, 5-1, 6-7",
                "8-7, 1-6, 2-5, 3-4",
                "4-8, 5-3, 6-2, 7-1",
            ])
        );
        assert_eq!(
            rounds(10, false),
            table(&[
                "1-10, 2-9, 3-8, 4-7, 5-6",
                "10-6, 7-5, 8-4, 9-3, 1-2",
                "2-10, 3-1, 4-9, 5-8, 6-7",
                "10-7, 8-6, 9-5, 1-4, 2-3",
                "3-10, 4-2, 5-1, 6-9, 7-8",
                "10-8, 9-7, 1-6, 2-5, 3-4",
                "4-10, 5-3, 6-2, 7-1, 8-9",
                "10-9, 1-8, 2-7, 3-6, 4-5",
                "5-10, 6-4, 7-3, 8-2, 9-1",
            ])
        );
        assert_eq!(
            rounds(12, false),
            table(&[
                "1-12, 2-11, 3-10, 4-9, 5-8, 6-7",
                "12-7, 8-6, 9-5, 10-4, 11-3, 1-2",
                "2-12, 3-1, 4-11, 5-10, 6-9, 7-8",
                "12-8, 9-7, 10-6, 11-5, 1-4, 2-3",
                "3-12, 4-2, 5-1, 6-11, 7-10, 8-9",
                "12-9, 10-8, 11-7, 1-6, 2-5, 3-4",
                "4-12, 5-3, 6-2, 7-1, 8-11, 9-10",
                "12-10, 11-9, 1-8, 2-7, 3-6, 4-5",
                "5-12, 6-4, 7-3, 8-2, 9-1, 10-11",
                "12-11, 1-10, 2-9, 3-8, 4-7, 5-6",
                "6-12, 7-5, 8-4, 9-3, 10-2, 11-1",
            ])
        );
    }

    /// An odd number of players uses the next even table, the highest
    /// number meaning a bye: with 5, the player who would meet 6 rests.
    #[test]
    fn an_odd_count_gives_one_bye_a_round() {
        let r = rounds(5, false);
        let mut expected = table(&["2-5, 3-4", "5-3, 1-2", "3-1, 4-5", "1-4, 2-3", "4-2, 5-1"]);
        for (round, bye) in expected.iter_mut().zip([1, 4, 2, 5, 3]) {
            round.push(Board::Bye(bye));
        }
        assert_eq!(r, expected);
    }

    /// Every pair meets once in a cycle, each player once a round; in a
    /// double round-robin twice, once with each colour, the first cycle's
    /// last two rounds swapped, and nobody has one colour three rounds
    /// running.
    #[test]
    fn every_pair_meets_once_a_cycle() {
        for players in 2..=16 {
            for double in [false, true] {
                let all = rounds(players, double);
                let cycles = if double { 2 } else { 1 };
                let n = players + players % 2;
                assert_eq!(all.len(), cycles * (n - 1), "{players} {double}");
                let mut met = std::collections::HashMap::new();
                let mut colours: Vec<Vec<bool>> = vec![Vec::new(); players + 1];
                for round in &all {
                    let mut seen = std::collections::HashSet::new();
                    for board in round {
                        match *board {
                            Board::Game { white, black } => {
                                assert!(seen.insert(white) && seen.insert(black));
                                *met.entry((white, black)).or_insert(0) += 1;
                                colours[white].push(true);
                                colours[black].push(false);
                            }
                            Board::Bye(p) => assert!(seen.insert(p)),
                        }
                    }
                    assert_eq!(seen.len(), players, "{players}: everyone once a round");
                }
                for a in 1..=players {
                    for b in a + 1..=players {
                        let (ab, ba) = (met.get(&(a, b)), met.get(&(b, a)));
                        let times = ab.unwrap_or(&0) + ba.unwrap_or(&0);
                        assert_eq!(times, cycles, "{players}: {a} and {b}");
                        if double {
                            assert_eq!((ab, ba), (Some(&1), Some(&1)), "{a} {b}");
                        }
                    }
                }
                if double && players % 2 == 0 {
                    for (p, c) in colours.iter().enumerate().skip(1) {
                        let three = c.windows(3).any(|w| w[0] == w[1] && w[1] == w[2]);
                        assert!(!three, "{players}: player {p} has {c:?}");
                    }
                }
            }
        }
        assert!(rounds(1, true).is_empty() && rounds(0, false).is_empty());
    }

    /// The double round-robin of four: the first cycle with its last two
    /// rounds swapped, then the first cycle again with colours reversed.
    #[test]
    fn a_double_round_robin_reverses_the_colours() {
        assert_eq!(
            rounds(4, true),
            table(&["1-4, 2-3", "2-4, 3-1", "4-3, 1-2", "4-1, 3-2", "3-4, 2-1", "4-2, 1-3",])
        );
    }
}
