//! An arena's score, as lichess keeps it: a win 2 points, a draw 1, a
//! loss 0; after two wins in a row a player is on fire and each next game
//! counts double (a win 4, a draw 2) until one is not won; a draw of fewer
//! than 10 moves (20 plies) scores nothing and is not a win; a player who
//! berserked (half the clock) gets 1 point more for a win of at least 7
//! moves (14 plies).

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
}
