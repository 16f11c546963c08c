//! An arena's pairing and score, as lichess runs one.
//!
//! The score: a win 2 points, a draw 1, a loss 0; after two wins in a row
//! a player is on fire and each next game counts double (a win 4, a draw
//! 2) until one is not won; a draw of fewer than 10 moves (20 plies)
//! scores nothing and is not a win; a player who berserked (half the
//! clock) gets 1 point more for a win of at least 7 moves (14 plies).
//!
//! The pairing ([`pair`]): the players waiting, as many games as can be
//! made at the least cost, where leaders meet leaders; never the last
//! opponent again, never a colour a fourth time in a row.

/// How a game ended for the player.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    Win,
    Draw,
    Loss,
}

/// One finished game of a player, as the arena scores it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Game {
    pub result: Outcome,
    /// Half-moves played in the game.
    pub plies: u32,
    /// The player berserked.
    pub berserk: bool,
}

/// A draw shorter than this scores nothing.
pub const QUICK_DRAW_PLIES: u32 = 20;

/// A berserk win at least this long earns its extra point.
pub const BERSERK_PLIES: u32 = 14;

/// A player's games scored in order: each game's points, and whether the
/// player is on fire for the next game.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Sheet {
    pub points: Vec<u32>,
    pub on_fire: bool,
}

impl Sheet {
    /// The player's score.
    pub fn total(&self) -> u32 {
        self.points.iter().sum()
    }
}

/// Scores a player's games, oldest first.
pub fn sheet(games: &[Game]) -> Sheet {
    let mut points = Vec::with_capacity(games.len());
    // Wins in a row just before the game scored.
    let mut streak = 0;
    for g in games {
        let on_fire = streak >= 2;
        let quick_draw = g.result == Outcome::Draw && g.plies < QUICK_DRAW_PLIES;
        let base = match (g.result, on_fire) {
            (Outcome::Win, true) => 4,
            (Outcome::Win, false) => 2,
            (Outcome::Draw, _) if quick_draw => 0,
            (Outcome::Draw, true) => 2,
            (Outcome::Draw, false) => 1,
            (Outcome::Loss, _) => 0,
        };
        let bonus = u32::from(g.berserk && g.result == Outcome::Win && g.plies >= BERSERK_PLIES);
        points.push(base + bonus);
        streak = if g.result == Outcome::Win {
            streak + 1
        } else {
            0
        };
    }
    Sheet {
        points,
        on_fire: streak >= 2,
    }
}

/// A player waiting for a game in an arena, as the pairing sees them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Waiting {
    /// The player (whatever the caller numbers them by).
    pub player: usize,
    /// The place in the standings, 1 for the leader.
    pub rank: usize,
    pub rating: u32,
    /// The opponent of the player's last game in this arena.
    pub last_opponent: Option<usize>,
    pub colours: Colours,
}

/// A player's colours in the arena so far: the current run of one colour
/// (positive for White, negative for Black) and whites minus blacks.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Colours {
    pub streak: i32,
    pub balance: i32,
}

/// The most games in a row with one colour.
pub const MAX_STREAK: i32 = 3;

impl Colours {
    /// After a game with White (`true`) or Black.
    pub fn after(self, white: bool) -> Colours {
        let step = if white { 1 } else { -1 };
        Colours {
            streak: if self.streak.signum() == step {
                self.streak + step
            } else {
                step
            },
            balance: self.balance + step,
        }
    }

    /// Whether the two can meet without one of them playing a colour a
    /// fourth time in a row.
    fn can_meet(self, other: Colours) -> bool {
        // Both due Black, or both due White, cannot meet.
        let both_due_black = self.streak >= MAX_STREAK && other.streak >= MAX_STREAK;
        let both_due_white = self.streak <= -MAX_STREAK && other.streak <= -MAX_STREAK;
        !both_due_black && !both_due_white
    }

    /// Whether this player, against `other`, is the one who takes White:
    /// the one with the longer run of Black, then the fewer whites; a tie
    /// goes by `tie`.
    fn takes_white(self, other: Colours, tie: bool) -> bool {
        (self.streak, self.balance)
            .cmp(&(other.streak, other.balance))
            .then(if tie {
                std::cmp::Ordering::Less
            } else {
                std::cmp::Ordering::Greater
            })
            .is_lt()
    }
}

/// An arena's next games among the players waiting, as lichess pairs
/// them: as many games as can be made, then the least cost, where a game
/// costs the two ranks' distance weighted more near the top (leaders meet
/// leaders) plus the ratings' distance; never the last opponent again,
/// never a colour a fourth time in a row. Each game is `(white, black)`.
/// `tie` breaks equal colour histories (the caller's coin).
pub fn pair(waiting: &[Waiting], mut tie: impl FnMut() -> bool) -> Vec<(usize, usize)> {
    let n = waiting.len();
    if n < 2 {
        return Vec::new();
    }
    let max_rank = waiting.iter().map(|w| w.rank).max().unwrap_or(1).max(1) as u64;
    let cost = |a: &Waiting, b: &Waiting| -> Option<u64> {
        if a.last_opponent == Some(b.player) || b.last_opponent == Some(a.player) {
            return None;
        }
        if !a.colours.can_meet(b.colours) {
            return None;
        }
        let top = a.rank.min(b.rank) as u64;
        let factor = 300 + 1700 * (max_rank - top.min(max_rank)) / max_rank;
        Some(a.rank.abs_diff(b.rank) as u64 * factor + a.rating.abs_diff(b.rating) as u64)
    };
    // More games first, then the least cost: every game weighs more than
    // any set of costs can take away.
    let costs: Vec<Vec<Option<u64>>> = waiting
        .iter()
        .map(|a| waiting.iter().map(|b| cost(a, b)).collect())
        .collect();
    let worst = costs.iter().flatten().flatten().copied().max().unwrap_or(0);
    let game = (worst + 1) * (n as u64 / 2 + 1);
    let mates = super::matching::maximum(n, |i, j| match costs[i][j] {
        Some(c) => game - c,
        None => 0,
    });
    let mut order: Vec<usize> = (0..n).collect();
    order.sort_by_key(|&i| waiting[i].rank);
    let mut games = Vec::new();
    let mut seen = vec![false; n];
    for &i in &order {
        let j = mates[i];
        if j != i && !seen[i] {
            seen[i] = true;
            seen[j] = true;
            let (a, b) = (&waiting[i], &waiting[j]);
            if a.colours.takes_white(b.colours, tie()) {
                games.push((a.player, b.player));
            } else {
                games.push((b.player, a.player));
            }
        }
    }
    games
}

/// Whether pairing has closed: no game starts when less than half the
/// initial clock is left, counted as at most two minutes and at least
/// thirty seconds, so that the last games end with the arena.
pub fn pairings_closed(seconds_left: u64, clock_seconds: u64) -> bool {
    seconds_left < (clock_seconds / 2).clamp(30, 120)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn game(result: Outcome, plies: u32, berserk: bool) -> Game {
        Game {
            result,
            plies,
            berserk,
        }
    }

    /// A sheet as lichess would score it, game by game.
    #[test]
    fn wins_in_a_row_set_a_player_on_fire() {
        use Outcome::*;
        let games = [
            game(Win, 40, false),  // 2
            game(Win, 40, false),  // 2: now on fire
            game(Win, 40, false),  // 4
            game(Draw, 40, false), // 2 (double), the fire goes out
            game(Win, 40, false),  // 2
            game(Loss, 40, false), // 0
            game(Draw, 40, false), // 1
        ];
        let s = sheet(&games);
        assert_eq!(s.points, [2, 2, 4, 2, 2, 0, 1]);
        assert_eq!(s.total(), 13);
        assert!(!s.on_fire);
        let s = sheet(&games[..3]);
        assert!(s.on_fire);
        // A loss on fire scores nothing and puts the fire out.
        assert_eq!(
            sheet(&[games[0], games[1], game(Loss, 40, false), games[0]]).points,
            [2, 2, 0, 2]
        );
    }

    /// A draw of fewer than 10 moves scores nothing, even on fire, and is
    /// not a win; one of exactly 10 moves counts.
    #[test]
    fn a_quick_draw_scores_nothing() {
        use Outcome::*;
        let s = sheet(&[game(Draw, 19, false), game(Draw, 20, false)]);
        assert_eq!(s.points, [0, 1]);
        let s = sheet(&[
            game(Win, 30, false),
            game(Win, 30, false),
            game(Draw, 19, false),
        ]);
        assert_eq!((s.points.as_slice(), s.on_fire), (&[2, 2, 0][..], false));
    }

    /// Berserk adds a point to a win of at least 7 moves, on fire or not,
    /// and nothing to a shorter win, a draw or a loss.
    #[test]
    fn a_berserk_win_of_seven_moves_earns_a_point() {
        use Outcome::*;
        let s = sheet(&[
            game(Win, 14, true),
            game(Win, 13, true),
            game(Win, 60, true),
            game(Draw, 60, true),
            game(Loss, 60, true),
        ]);
        assert_eq!(s.points, [3, 2, 5, 2, 0]);
        assert_eq!(s.total(), 12);
        assert_eq!(sheet(&[]), Sheet::default());
    }

    fn waiting(player: usize, rank: usize) -> Waiting {
        Waiting {
            player,
            rank,
            rating: 1500,
            last_opponent: None,
            colours: Colours::default(),
        }
    }

    #[test]
    fn leaders_meet_leaders() {
        let players: Vec<Waiting> = (1..=4).map(|i| waiting(i, i)).collect();
        let games = pair(&players, || true);
        assert_eq!(games, vec![(1, 2), (3, 4)]);
    }

    #[test]
    fn the_last_opponent_is_never_met_again() {
        let mut players: Vec<Waiting> = (1..=4).map(|i| waiting(i, i)).collect();
        players[0].last_opponent = Some(2);
        assert_eq!(pair(&players, || true), vec![(1, 3), (2, 4)]);
        // Two who just met and no one else: no game.
        let mut two = vec![waiting(1, 1), waiting(2, 2)];
        two[1].last_opponent = Some(1);
        assert_eq!(pair(&two, || true), vec![]);
    }

    #[test]
    fn no_colour_a_fourth_time_in_a_row() {
        let mut players: Vec<Waiting> = (1..=4).map(|i| waiting(i, i)).collect();
        let three_whites = Colours::default().after(true).after(true).after(true);
        assert_eq!(
            three_whites,
            Colours {
                streak: 3,
                balance: 3
            }
        );
        players[0].colours = three_whites;
        players[1].colours = three_whites;
        // 1 and 2 both must have Black: 1 meets 3, 2 meets 4, with Black.
        assert_eq!(pair(&players, || true), vec![(3, 1), (4, 2)]);
    }

    #[test]
    fn colours_go_to_who_had_fewer_whites_and_a_tie_to_the_coin() {
        let mut players = vec![waiting(1, 1), waiting(2, 2)];
        players[0].colours = Colours::default().after(false);
        assert_eq!(pair(&players, || true), vec![(1, 2)]);
        players[0].colours = Colours::default().after(true);
        assert_eq!(pair(&players, || true), vec![(2, 1)]);
        players[0].colours = Colours::default();
        assert_eq!(pair(&players, || true), vec![(1, 2)]);
        assert_eq!(pair(&players, || false), vec![(2, 1)]);
    }

    #[test]
    fn an_odd_player_waits_and_ratings_break_equal_ranks() {
        // Three waiting: one game, the cheaper one (a step between
        // ranks costs more the nearer the top), and the leader waits.
        let players = vec![waiting(7, 1), waiting(8, 2), waiting(9, 3)];
        assert_eq!(pair(&players, || true), vec![(8, 9)]);
        // Equal rank distances: the closer ratings meet.
        let mut four: Vec<Waiting> = (1..=4).map(|i| waiting(i, 5)).collect();
        four[0].rating = 2000;
        four[1].rating = 1400;
        four[2].rating = 1990;
        four[3].rating = 1410;
        let mut games = pair(&four, || true);
        games.sort();
        assert_eq!(games, vec![(1, 3), (2, 4)]);
    }

    #[test]
    fn pairings_close_near_the_end() {
        // 3+2: three minutes, closed in the last 90 seconds.
        assert!(!pairings_closed(90, 180));
        assert!(pairings_closed(89, 180));
        // 1+0: never later than the last 30 seconds.
        assert!(pairings_closed(29, 60));
        assert!(!pairings_closed(30, 60));
        // 15+10: at most the last two minutes.
        assert!(!pairings_closed(120, 900));
        assert!(pairings_closed(119, 900));
    }
}
