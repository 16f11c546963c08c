//! After-game analysis: each position of a game evaluated at a fixed
//! budget, and each move judged as lichess judges it. Between two scores
//! in centipawns, by how much the move dropped its side's winning chances:
//! an inaccuracy from 0.1, a mistake from 0.2, a blunder from 0.3 (chances
//! run from -1, lost, to 1, won). Where a forced mate appears or goes
//! away, by the mate: a move after which the opponent forces mate, where
//! no mate was forced before, makes "checkmate unavoidable" (a blunder; a
//! mistake when the mover already stood 7 pawns down or worse, an
//! inaccuracy from 10); a move that lets a forced mate of the mover's go
//! is a "lost forced checkmate sequence" (the mirror: a mistake when the
//! mover still stands 7 pawns up or better, an inaccuracy from 10); a
//! slower mate is not marked. And an accuracy figure per side from the
//! same chances.

use crate::search::{Limits, Score, Searcher};
use crate::variant::EnginePosition;
use alice_core::{Color, Move, VariantPosition};

use std::sync::atomic::AtomicBool;

/// Nodes searched per position unless asked otherwise.
pub const DEFAULT_NODES: u64 = 150_000;
/// The table of an analysis search, in MB.
pub const ANALYSIS_HASH_MB: usize = 8;

/// An evaluation from White's side.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Eval {
    /// Centipawns, positive when White is better.
    Cp(i32),
    /// Mate in this many moves: positive when White mates.
    Mate(i32),
    /// No move is left: the winner (checkmate), or none (stalemate).
    Over(Option<Color>),
}

impl Eval {
    /// A search's score (the side to move's) from White's side.
    fn of_score(score: Score, turn: Color) -> Eval {
        let sign = if turn == Color::White { 1 } else { -1 };
        match score {
            Score::Cp(cp) => Eval::Cp(sign * cp),
            Score::Mate(n) => Eval::Mate(sign * n),
        }
    }

    /// White's winning chances, from -1 (lost) to 1 (won): lichess's
    /// logistic curve of the (calibrated) centipawns, capped at ±1000.
    pub fn white_chances(self) -> f64 {
        match self {
            Eval::Cp(cp) => lichess_chances(cp.clamp(-1000, 1000)),
            Eval::Mate(n) => {
                if n > 0 {
                    1.0
                } else {
                    -1.0
                }
            }
            Eval::Over(Some(Color::White)) => 1.0,
            Eval::Over(Some(Color::Black)) => -1.0,
            Eval::Over(None) => 0.0,
        }
    }

    /// The chances of one side.
    pub fn chances_of(self, side: Color) -> f64 {
        match side {
            Color::White => self.white_chances(),
            Color::Black => -self.white_chances(),
        }
    }

    /// As PGN's `[%eval …]` writes it: pawns with two decimals, or `#3` /
    /// `#-3`; `None` when the game is over.
    pub fn pgn(self) -> Option<String> {
        match self {
            Eval::Cp(cp) => Some(format!("{:.2}", cp as f64 / 100.0)),
            Eval::Mate(n) => Some(format!("#{n}")),
            Eval::Over(_) => None,
        }
    }

    /// For people: `+0.31`, `-1.20`, `#3` (White mates), `#-2`,
    /// `checkmate`, `stalemate`.
    pub fn shown(self) -> String {
        match self {
            Eval::Cp(cp) => format!("{:+.2}", cp as f64 / 100.0),
            Eval::Mate(n) => format!("#{n}"),
            Eval::Over(Some(_)) => "checkmate".into(),
            Eval::Over(None) => "stalemate".into(),
        }
    }
}

/// Lichess's winning chances of a score in centipawns, from -1 (lost) to
/// 1 (won): `2 / (1 + e^(-0.00368208·cp)) - 1`.
pub fn lichess_chances(cp: i32) -> f64 {
    2.0 / (1.0 + (-0.003_682_08 * cp as f64).exp()) - 1.0
}

/// One position of a game, evaluated (`M`: the variant's move).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PositionEval<M = Move> {
    /// On the calibrated scale ([`crate::wdl`]): +1.00 is a 50% chance
    /// of winning.
    pub eval: Eval,
    /// The search's own centipawns (White's), for tools; `None` for a
    /// mate or a finished game.
    pub raw: Option<i32>,
    /// White's chances of a win, a draw and a loss, in thousandths.
    pub wdl: [u32; 3],
    /// The engine's move here (none when the game is over).
    pub best: Option<M>,
    /// The evaluation after the engine's move, searched as the position
    /// after the move played is (at the same budget, the same side to
    /// move): where the move played was first judged a mistake, the
    /// second look that tells a mistake from the search's noise.
    pub best_after: Option<Looked>,
    pub nodes: u64,
}

/// A second look's evaluation: calibrated, and the search's own
/// centipawns (White's; `None` for a mate or a finished game).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Looked {
    pub eval: Eval,
    pub raw: Option<i32>,
}

impl<M> From<&PositionEval<M>> for Looked {
    fn from(e: &PositionEval<M>) -> Looked {
        Looked {
            eval: e.eval,
            raw: e.raw,
        }
    }
}

/// Evaluates `pos` (reached through the positions hashed in `history`)
/// with a fresh table and `nodes` nodes, so the answer does not depend on
/// what was searched before. `None`: stopped by `stop`.
pub fn evaluate_position<P: EnginePosition>(
    pos: &P,
    history: &[u64],
    nodes: u64,
    stop: Option<&AtomicBool>,
) -> Option<PositionEval<P::Move>> {
    if !pos.has_legal_moves() {
        let winner = pos.is_check().then(|| pos.turn().other());
        return Some(PositionEval::calibrated(pos, Eval::Over(winner), None, 0));
    }
    // The evaluation the engine plays with: analysis and play agree.
    let mut searcher = Searcher::<P>::for_variant(ANALYSIS_HASH_MB);
    let r = searcher.search(pos, history, Limits::nodes(nodes.max(1)), stop, |_| {})?;
    if stop.is_some_and(|s| s.load(std::sync::atomic::Ordering::Relaxed)) {
        return None;
    }
    Some(PositionEval::calibrated(
        pos,
        Eval::of_score(r.score, pos.turn()),
        Some(r.best),
        r.nodes,
    ))
}

impl<M> PositionEval<M> {
    /// The evaluation of `pos` from an engine's evaluation (White's, in
    /// its own centipawns), put on the calibrated scale of `pos`'s game.
    pub fn calibrated<P: EnginePosition<Move = M>>(
        pos: &P,
        engine: Eval,
        best: Option<M>,
        nodes: u64,
    ) -> PositionEval<M> {
        let (eval, raw) = match engine {
            Eval::Cp(cp) => (
                Eval::Cp(P::wdl_model().normalise(cp, pos.material())),
                Some(cp),
            ),
            other => (other, None),
        };
        PositionEval {
            eval,
            raw,
            wdl: white_wdl::<P>(engine, pos.material()),
            best,
            best_after: None,
            nodes,
        }
    }
}

/// White's chances of a win, a draw and a loss in thousandths, for an
/// engine's evaluation (White's, its own centipawns) of a position of
/// `P`'s game with this material.
pub fn white_wdl<P: EnginePosition>(engine: Eval, material: i32) -> [u32; 3] {
    match engine {
        Eval::Cp(cp) => P::wdl_model().wdl(cp, material).permille(),
        Eval::Mate(n) if n > 0 => [1000, 0, 0],
        Eval::Mate(_) => [0, 0, 1000],
        Eval::Over(Some(Color::White)) => [1000, 0, 0],
        Eval::Over(Some(Color::Black)) => [0, 0, 1000],
        Eval::Over(None) => [0, 1000, 0],
    }
}

/// How bad a move was.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Class {
    Inaccuracy,
    Mistake,
    Blunder,
}

/// The least drop in winning chances that is a blunder.
pub const BLUNDER_DROP: f64 = 0.3;

impl Class {
    pub const ALL: [Class; 3] = [Class::Inaccuracy, Class::Mistake, Class::Blunder];

    /// Judges a drop in winning chances (on the scale from -1 to 1).
    pub fn of_drop(drop: f64) -> Option<Class> {
        if drop >= BLUNDER_DROP {
            Some(Class::Blunder)
        } else if drop >= 0.2 {
            Some(Class::Mistake)
        } else if drop >= 0.1 {
            Some(Class::Inaccuracy)
        } else {
            None
        }
    }

    /// PGN's mark: `?!`, `?`, `??`.
    pub fn mark(self) -> &'static str {
        match self {
            Class::Inaccuracy => "?!",
            Class::Mistake => "?",
            Class::Blunder => "??",
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Class::Inaccuracy => "Inaccuracy",
            Class::Mistake => "Mistake",
            Class::Blunder => "Blunder",
        }
    }

    pub fn plural(self) -> &'static str {
        match self {
            Class::Inaccuracy => "inaccuracies",
            Class::Mistake => "mistakes",
            Class::Blunder => "blunders",
        }
    }
}

/// What a marked move did to a forced mate.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Mating {
    /// After it the opponent forces mate; before it, nobody did.
    Unavoidable,
    /// Before it the mover forced mate; after it, no longer.
    Lost,
}

/// How a move from `before` to `after` (both from the mover's side) is
/// judged, by lichess's rules (see the module's text); the engine's own
/// move is never marked, and neither is one after which the game is over.
pub fn classify(before: Eval, after: Eval, mover: Color) -> Option<(Class, Option<Mating>)> {
    // A score from the mover's side: centipawns, or mate in n (n > 0:
    // the mover mates).
    enum Seen {
        Cp(i32),
        Mate(i32),
        Over,
    }
    let seen = |e: Eval| match e {
        Eval::Cp(cp) if mover == Color::White => Seen::Cp(cp),
        Eval::Cp(cp) => Seen::Cp(-cp),
        Eval::Mate(n) if mover == Color::White => Seen::Mate(n),
        Eval::Mate(n) => Seen::Mate(-n),
        Eval::Over(_) => Seen::Over,
    };
    let by_score = |cp: i32| {
        if cp >= 1000 {
            Class::Inaccuracy
        } else if cp >= 700 {
            Class::Mistake
        } else {
            Class::Blunder
        }
    };
    match (seen(before), seen(after)) {
        (Seen::Cp(_), Seen::Cp(_)) => {
            Class::of_drop(before.chances_of(mover) - after.chances_of(mover)).map(|c| (c, None))
        }
        (Seen::Cp(cp), Seen::Mate(n)) if n < 0 => Some((by_score(-cp), Some(Mating::Unavoidable))),
        (Seen::Mate(p), Seen::Cp(cp)) if p > 0 => Some((by_score(cp), Some(Mating::Lost))),
        (Seen::Mate(p), Seen::Mate(n)) if p > 0 && n < 0 => {
            Some((Class::Blunder, Some(Mating::Lost)))
        }
        // A mate found, a mate delayed, a mate against the mover that
        // stays one, the game over: nothing to say.
        _ => None,
    }
}

/// One move judged.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct MoveJudgement<M = Move> {
    /// Index of the move in the game (0: the first move).
    pub ply: usize,
    pub side: Color,
    pub played: M,
    /// The mover's winning chances before and after (from -1 to 1).
    pub before: f64,
    pub after: f64,
    /// The engine's move where it differs from the one played.
    pub better: Option<M>,
    pub class: Option<Class>,
    /// For a marked move, what it did to a forced mate.
    pub mating: Option<Mating>,
    /// This move's accuracy, 0 to 100.
    pub accuracy: f64,
}

impl<M> MoveJudgement<M> {
    pub fn drop(&self) -> f64 {
        (self.before - self.after).max(0.0)
    }
}

/// A whole game judged.
#[derive(Clone, Debug, PartialEq)]
pub struct Judgement<M = Move> {
    pub moves: Vec<MoveJudgement<M>>,
    /// Per side (White, Black): inaccuracies, mistakes, blunders.
    pub counts: [[usize; 3]; 2],
    /// Per side (White, Black): accuracy from 0 to 100 (`None`: no move).
    pub accuracy: [Option<f64>; 2],
}

/// Lichess's accuracy of a move from the mover's win percentage (0 to
/// 100) before and after it.
pub fn move_accuracy(win_before: f64, win_after: f64) -> f64 {
    if win_after >= win_before {
        return 100.0;
    }
    let raw = 103.166_810_071_164_9 * (-0.043_544_153_867_539_51 * (win_before - win_after)).exp()
        - 3.166_924_740_191_411;
    (raw + 1.0).clamp(0.0, 100.0)
}

/// The search's own noise on lichess's scale of chances: two searches of
/// positions equally good for the same side differ by this much or less
/// nineteen times in twenty (measured: see the engine guide).
pub const NOISE: f64 = 0.1;

/// The opening: the first move of each side of a game from its
/// variant's start.
pub const OPENING_PLIES: usize = 2;

/// The search's noise on a first move's score: searched at 50,000,
/// 150,000 and 400,000 nodes, the score after each of White's 20 first
/// moves on two boards spreads by up to 0.19 of chances (see the engine
/// guide). In the opening a move is marked only beyond it, and a drop of
/// score (not a mate allowed or lost) is at most an inaccuracy: nobody
/// knows the Alice opening well enough to call a first move worse. The
/// allowance is for drops near the thresholds only: a first move that
/// drops by a blunder's margin and the noise besides (a piece left to be
/// taken) is judged as any move.
pub const OPENING_NOISE: f64 = 0.2;

/// How many of a game's first plies [`judge`] treats as the opening:
/// [`OPENING_PLIES`] when the game starts from its variant's start, none
/// otherwise.
pub fn opening_plies<P: VariantPosition>(start: &P) -> usize {
    if *start == P::start(start.rules()) {
        OPENING_PLIES
    } else {
        0
    }
}

/// The plies whose move [`judge`] marks without a second look at the
/// engine's own move: those the analysing caller searches the position
/// after the engine's move for ([`PositionEval::best_after`]).
pub fn second_looks<M: Copy + PartialEq>(
    first: Color,
    opening: usize,
    moves: &[M],
    evals: &[PositionEval<M>],
) -> Vec<usize> {
    judge(first, opening, moves, evals)
        .moves
        .iter()
        .filter(|m| m.class.is_some() && evals[m.ply].best_after.is_none())
        .map(|m| m.ply)
        .collect()
}

/// Fills in [`PositionEval::best_after`] where [`second_looks`] asks,
/// searching each in turn (`positions[i]` with `histories[i]`: the
/// position before move `i`). `None`: stopped by `stop`.
pub fn look_again<P: EnginePosition>(
    positions: &[P],
    histories: &[Vec<u64>],
    moves: &[P::Move],
    evals: &mut [PositionEval<P::Move>],
    nodes: u64,
    stop: Option<&AtomicBool>,
) -> Option<()> {
    let Some(first) = positions.first() else {
        return Some(());
    };
    for ply in second_looks(first.turn(), opening_plies(first), moves, evals) {
        if let Some((pos, child)) = after_best(positions, histories, evals, ply) {
            evals[ply].best_after =
                Some(Looked::from(&evaluate_position(&pos, &child, nodes, stop)?));
        }
    }
    Some(())
}

/// The position after the engine's move at `ply`, with its history.
pub fn after_best<P: EnginePosition>(
    positions: &[P],
    histories: &[Vec<u64>],
    evals: &[PositionEval<P::Move>],
    ply: usize,
) -> Option<(P, Vec<u64>)> {
    let (pos, best) = (positions.get(ply)?, evals.get(ply)?.best?);
    let mut child = *pos;
    child.check_move(best).ok()?;
    child.play_unchecked(best);
    let mut history = histories.get(ply).cloned().unwrap_or_default();
    history.push(pos.hash());
    Some((child, history))
}

/// How the mover's score moves from one position to the next over the
/// first `plies` moves, where both are centipawns (calibrated): the mean
/// signed change (negative: analysis sees the movers lose ground) and the
/// mean size of the change, with the number of moves counted.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Swing {
    pub moves: usize,
    pub signed: f64,
    pub size: f64,
}

pub fn swing<M>(first: Color, evals: &[PositionEval<M>], plies: usize) -> Swing {
    let mut side = first;
    let (mut n, mut signed, mut size) = (0usize, 0.0, 0.0);
    for pair in evals.windows(2).take(plies) {
        if let (Eval::Cp(b), Eval::Cp(a)) = (pair[0].eval, pair[1].eval) {
            let d = if side == Color::White { a - b } else { b - a };
            n += 1;
            signed += d as f64;
            size += d.abs() as f64;
        }
        side = side.other();
    }
    let mean = |x: f64| if n == 0 { 0.0 } else { x / n as f64 };
    Swing {
        moves: n,
        signed: mean(signed),
        size: mean(size),
    }
}

/// Judges the moves of a game from the evaluation of each position:
/// `evals[i]` is the position before move `i`, `evals[moves.len()]` the
/// last one. The side to move in the first position is `first`; the
/// first `opening` moves are the opening ([`OPENING_NOISE`]; see
/// [`opening_plies`]).
pub fn judge<M: Copy + PartialEq>(
    first: Color,
    opening: usize,
    moves: &[M],
    evals: &[PositionEval<M>],
) -> Judgement<M> {
    let mut out = Vec::with_capacity(moves.len());
    let mut side = first;
    for (ply, &played) in moves.iter().enumerate() {
        let (Some(b), Some(a)) = (evals.get(ply), evals.get(ply + 1)) else {
            break;
        };
        let (before, after) = (b.eval.chances_of(side), a.eval.chances_of(side));
        let better = b.best.filter(|&m| m != played);
        let in_opening = ply < opening;
        let noise = if in_opening { OPENING_NOISE } else { NOISE };
        // Playing the engine's own move is never a mistake, whatever a
        // second search of the next position says; nor is a move that
        // does as well as the engine's, searched alike, within the noise.
        let (class, mating) = match (better, b.best_after) {
            (None, _) => (None, None),
            (Some(_), Some(best)) if after >= best.eval.chances_of(side) - noise => (None, None),
            (Some(_), best) => {
                // The move is judged against the lower of the position's
                // score and what the engine's move was seen to keep.
                let reference = match best.map(|l| l.eval) {
                    Some(e) if e.chances_of(side) < b.eval.chances_of(side) => e,
                    _ => b.eval,
                };
                let drop = reference.chances_of(side) - after;
                match classify(reference, a.eval, side) {
                    Some((c, Some(m))) => (Some(c), Some(m)),
                    Some((c, None)) if !in_opening || drop >= BLUNDER_DROP + noise => {
                        (Some(c), None)
                    }
                    // A first move's drop of score: only beyond the
                    // opening's noise, and an inaccuracy at most.
                    Some(_) if drop > noise => (Some(Class::Inaccuracy), None),
                    _ => (None, None),
                }
            }
        };
        let win = |c: f64| 50.0 + 50.0 * c;
        out.push(MoveJudgement {
            ply,
            side,
            played,
            before,
            after,
            better,
            class,
            mating,
            accuracy: move_accuracy(win(before), win(after)),
        });
        side = side.other();
    }
    let mut counts = [[0usize; 3]; 2];
    for m in &out {
        if let Some(c) = m.class {
            counts[m.side.index()][c as usize] += 1;
        }
    }
    let accuracy = [Color::White, Color::Black].map(|c| side_accuracy(&out, evals, c));
    Judgement {
        moves: out,
        counts,
        accuracy,
    }
}

/// A side's accuracy as lichess figures it: the mean of its moves'
/// accuracies weighted by how much the position swung around each move,
/// averaged with their harmonic mean (so one blunder weighs).
fn side_accuracy<M>(
    moves: &[MoveJudgement<M>],
    evals: &[PositionEval<M>],
    side: Color,
) -> Option<f64> {
    let wins: Vec<f64> = evals
        .iter()
        .map(|e| 50.0 + 50.0 * e.eval.white_chances())
        .collect();
    let window = (wins.len() / 10).clamp(2, 8);
    let mut weighted = (0.0, 0.0);
    let mut harmonic = (0.0, 0usize);
    for m in moves.iter().filter(|m| m.side == side) {
        let lo = (m.ply + 1).saturating_sub(window / 2);
        let hi = (lo + window).min(wins.len());
        let part = &wins[lo.min(hi.saturating_sub(1))..hi];
        let mean = part.iter().sum::<f64>() / part.len() as f64;
        let var = part.iter().map(|w| (w - mean).powi(2)).sum::<f64>() / part.len() as f64;
        let weight = var.sqrt().clamp(0.5, 12.0);
        weighted.0 += m.accuracy * weight;
        weighted.1 += weight;
        harmonic.0 += 1.0 / m.accuracy.max(1.0);
        harmonic.1 += 1;
    }
    (harmonic.1 > 0).then(|| {
        let w = weighted.0 / weighted.1;
        let h = harmonic.1 as f64 / harmonic.0;
        ((w + h) / 2.0).clamp(0.0, 100.0)
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use alice_core::{Game, Position, Rules};

    fn evals_of(game: &Game, nodes: u64) -> Vec<PositionEval> {
        let mut replay = Game::from_position(*game.start());
        let mut out =
            vec![evaluate_position(replay.position(), replay.history(), nodes, None).unwrap()];
        for &m in game.moves() {
            replay.play(m).unwrap();
            out.push(evaluate_position(replay.position(), replay.history(), nodes, None).unwrap());
        }
        out
    }

    #[test]
    fn chances_follow_lichess() {
        assert_eq!(Eval::Cp(0).white_chances(), 0.0);
        assert!((Eval::Cp(100).white_chances() - 0.1820).abs() < 1e-3);
        assert!((Eval::Cp(-300).white_chances() + 0.5022).abs() < 1e-3);
        assert_eq!(
            Eval::Cp(5000).white_chances(),
            Eval::Cp(1000).white_chances()
        );
        assert_eq!(Eval::Mate(-2).chances_of(Color::Black), 1.0);
        assert_eq!(Eval::Over(None).white_chances(), 0.0);
        assert_eq!(Class::of_drop(0.09), None);
        assert_eq!(Class::of_drop(0.1), Some(Class::Inaccuracy));
        assert_eq!(Class::of_drop(0.25), Some(Class::Mistake));
        assert_eq!(Class::of_drop(1.2), Some(Class::Blunder));
        assert_eq!(move_accuracy(60.0, 60.0), 100.0);
        assert!(move_accuracy(60.0, 10.0) < 15.0);
        assert_eq!(Eval::Cp(31).pgn().unwrap(), "0.31");
        assert_eq!(Eval::Cp(-120).pgn().unwrap(), "-1.20");
        assert_eq!(Eval::Mate(-3).pgn().unwrap(), "#-3");
        assert_eq!(Eval::Over(Some(Color::White)).pgn(), None);
    }

    /// lichess's rules on set evaluations (White moving; Black's the
    /// mirror): drops at each threshold, a mate made unavoidable from
    /// several scores, a mate lost, a mate delayed or found, the end.
    #[test]
    fn moves_are_judged_by_lichess_s_rules() {
        use Class::*;
        use Mating::*;
        let w = |before, after| classify(before, after, Color::White);
        let b = |before, after| classify(before, after, Color::Black);
        // 0.1, 0.2, 0.3 of winning chances: from 0 cp, about 55, 110
        // and 170 cp.
        assert_eq!(w(Eval::Cp(0), Eval::Cp(-50)), None);
        assert_eq!(w(Eval::Cp(0), Eval::Cp(-55)), Some((Inaccuracy, None)));
        assert_eq!(w(Eval::Cp(0), Eval::Cp(-111)), Some((Mistake, None)));
        assert_eq!(w(Eval::Cp(0), Eval::Cp(-170)), Some((Blunder, None)));
        assert_eq!(b(Eval::Cp(0), Eval::Cp(170)), Some((Blunder, None)));
        assert_eq!(b(Eval::Cp(0), Eval::Cp(-300)), None);
        // Far ahead, the same drop in pawns matters less.
        assert_eq!(w(Eval::Cp(900), Eval::Cp(700)), None);
        // The opponent now forces mate: by the mover's score before.
        assert_eq!(
            w(Eval::Cp(600), Eval::Mate(-1)),
            Some((Blunder, Some(Unavoidable)))
        );
        assert_eq!(
            w(Eval::Cp(-699), Eval::Mate(-3)),
            Some((Blunder, Some(Unavoidable)))
        );
        assert_eq!(
            w(Eval::Cp(-700), Eval::Mate(-3)),
            Some((Mistake, Some(Unavoidable)))
        );
        assert_eq!(
            w(Eval::Cp(-999), Eval::Mate(-3)),
            Some((Mistake, Some(Unavoidable)))
        );
        assert_eq!(
            w(Eval::Cp(-1000), Eval::Mate(-2)),
            Some((Inaccuracy, Some(Unavoidable)))
        );
        assert_eq!(
            b(Eval::Cp(1000), Eval::Mate(2)),
            Some((Inaccuracy, Some(Unavoidable)))
        );
        assert_eq!(
            b(Eval::Cp(-600), Eval::Mate(1)),
            Some((Blunder, Some(Unavoidable)))
        );
        // A forced mate let go: by the mover's score after.
        assert_eq!(w(Eval::Mate(3), Eval::Cp(200)), Some((Blunder, Some(Lost))));
        assert_eq!(w(Eval::Mate(3), Eval::Cp(700)), Some((Mistake, Some(Lost))));
        assert_eq!(
            w(Eval::Mate(3), Eval::Cp(1000)),
            Some((Inaccuracy, Some(Lost)))
        );
        assert_eq!(
            w(Eval::Mate(2), Eval::Mate(-4)),
            Some((Blunder, Some(Lost)))
        );
        assert_eq!(
            b(Eval::Mate(-2), Eval::Cp(-1200)),
            Some((Inaccuracy, Some(Lost)))
        );
        // A slower mate, a mate found, a mate against the mover that
        // stays one, a game ended: not marked.
        assert_eq!(w(Eval::Mate(2), Eval::Mate(5)), None);
        assert_eq!(w(Eval::Cp(-50), Eval::Mate(4)), None);
        assert_eq!(w(Eval::Mate(-3), Eval::Mate(-1)), None);
        assert_eq!(w(Eval::Mate(-3), Eval::Cp(-900)), None);
        assert_eq!(w(Eval::Cp(100), Eval::Over(None)), None);
        assert_eq!(w(Eval::Mate(1), Eval::Over(Some(Color::White))), None);
    }

    /// Set evaluations of a one-move game: the position before, after the
    /// move played, and (if looked at) after the engine's move.
    fn one_move(before: Eval, after: Eval, best_after: Option<Eval>) -> Option<Class> {
        one_move_from(0, before, after, best_after)
    }

    /// The same, the move being one of the first `opening` plies.
    fn one_move_from(
        opening: usize,
        before: Eval,
        after: Eval,
        best_after: Option<Eval>,
    ) -> Option<Class> {
        let (played, best) = (Move::from_u16(1), Move::from_u16(2));
        let e = |eval, best| PositionEval {
            eval,
            raw: None,
            wdl: [0; 3],
            best,
            best_after: None,
            nodes: 0,
        };
        let mut evals = [e(before, Some(best)), e(after, None)];
        evals[0].best_after = best_after.map(|eval| Looked { eval, raw: None });
        let looks = second_looks(Color::White, opening, &[played], &evals);
        let j = judge(Color::White, opening, &[played], &evals);
        // Only a move marked without a second look asks for one.
        assert_eq!(
            looks,
            if best_after.is_none() && j.moves[0].class.is_some() {
                vec![0]
            } else {
                vec![]
            }
        );
        j.moves[0].class
    }

    /// The second look: a move is judged against what the engine's own
    /// move keeps when searched alike, and never marked within the noise.
    #[test]
    fn a_move_as_good_as_the_engine_s_within_the_noise_is_not_marked() {
        use Class::*;
        let cp = Eval::Cp;
        // Without a second look: the drop from the position's score.
        assert_eq!(one_move(cp(100), cp(-100), None), Some(Blunder));
        // The engine's move, searched as the move played was, keeps no
        // more: the move played is as good.
        assert_eq!(one_move(cp(100), cp(-100), Some(cp(-100))), None);
        // Worse by less than the noise (0.1 of chances, about 55 cp).
        assert_eq!(one_move(cp(100), cp(-100), Some(cp(-50))), None);
        assert_eq!(one_move(cp(100), cp(-100), Some(cp(-44))), Some(Inaccuracy));
        // Judged from the lower of the two references.
        assert_eq!(one_move(cp(100), cp(-100), Some(cp(10))), Some(Mistake));
        assert_eq!(one_move(cp(100), cp(-100), Some(cp(300))), Some(Blunder));
        // A mate the engine's move keeps: the move that lets it go is
        // still the lost mate's blunder; a mate its search no longer sees
        // is judged by the scores.
        assert_eq!(
            one_move(Eval::Mate(2), cp(0), Some(Eval::Mate(1))),
            Some(Blunder)
        );
        assert_eq!(one_move(Eval::Mate(2), cp(0), Some(cp(40))), None);
        // Checkmate unavoidable stays a blunder when the engine's move
        // holds.
        assert_eq!(
            one_move(cp(0), Eval::Mate(-3), Some(cp(-20))),
            Some(Blunder)
        );
    }

    /// A first move is marked only beyond the opening's noise (0.2 of
    /// chances, about 110 cp from 0), and a drop of score there is an
    /// inaccuracy at most; a mate allowed is a blunder as anywhere.
    #[test]
    fn a_first_move_is_marked_only_beyond_the_opening_s_noise() {
        use Class::*;
        let cp = Eval::Cp;
        let first = |before, after, best_after| one_move_from(2, before, after, best_after);
        // What would be an inaccuracy, a mistake and a blunder later.
        assert_eq!(one_move(cp(0), cp(-60), None), Some(Inaccuracy));
        assert_eq!(first(cp(0), cp(-60), None), None);
        assert_eq!(first(cp(0), cp(-105), None), None);
        assert_eq!(one_move(cp(0), cp(-115), None), Some(Mistake));
        assert_eq!(first(cp(0), cp(-115), None), Some(Inaccuracy));
        assert_eq!(one_move(cp(0), cp(-250), None), Some(Blunder));
        assert_eq!(first(cp(0), cp(-250), None), Some(Inaccuracy));
        // A drop of a blunder's margin and the noise besides (0.5 of
        // chances, about 300 cp from 0) is judged as any move: a piece
        // left to be taken on the first move is a blunder.
        assert_eq!(first(cp(0), cp(-290), None), Some(Inaccuracy));
        assert_eq!(first(cp(0), cp(-310), None), Some(Blunder));
        assert_eq!(first(cp(0), cp(-400), None), Some(Blunder));
        assert_eq!(first(cp(19), cp(927), None), None);
        assert_eq!(
            judge(
                Color::Black,
                2,
                &[Move::from_u16(1)],
                &[
                    PositionEval {
                        eval: cp(19),
                        raw: None,
                        wdl: [0; 3],
                        best: Some(Move::from_u16(2)),
                        best_after: None,
                        nodes: 0,
                    },
                    PositionEval {
                        eval: cp(927),
                        raw: None,
                        wdl: [0; 3],
                        best: None,
                        best_after: None,
                        nodes: 0,
                    },
                ],
            )
            .moves[0]
                .class,
            Some(Blunder)
        );
        // Against the engine's own move searched alike.
        assert_eq!(first(cp(100), cp(-40), Some(cp(60))), None);
        assert_eq!(first(cp(100), cp(-100), Some(cp(60))), Some(Inaccuracy));
        // Mates are judged as anywhere.
        assert_eq!(first(cp(0), Eval::Mate(-2), None), Some(Blunder));
        assert_eq!(first(cp(0), Eval::Mate(-2), Some(cp(0))), Some(Blunder));
        // Only the first plies are the opening: the third move is judged
        // as any other.
        let (m, e) = (Move::from_u16(1), |eval| PositionEval {
            eval,
            raw: None,
            wdl: [0; 3],
            best: Some(Move::from_u16(2)),
            best_after: None,
            nodes: 0,
        });
        let evals = [e(cp(0)), e(cp(0)), e(cp(0)), e(cp(-400))];
        let classes: Vec<_> = judge(Color::White, 2, &[m, m, m], &evals)
            .moves
            .iter()
            .map(|j| j.class)
            .collect();
        assert_eq!(classes, [None, None, Some(Blunder)]);
        // A game from the start has an opening; one from elsewhere none.
        let start = Position::start(Rules::default());
        assert_eq!(opening_plies(&start), OPENING_PLIES);
        let mut later = start;
        later.play_unchecked(start.legal_moves()[0]);
        assert_eq!(opening_plies(&later), 0);
    }

    /// Black's rook on a2 of board B keeps White's rook on a1 of B from
    /// a8: any rook move but the capture lands it on board A and lets
    /// Ra8/A mate on A.
    const START: &str = "7k/6pp/8/8/8/8/8/4K3|8/8/8/8/8/8/r7/R7 b - - 0 1";

    fn game_of(moves: &[&str]) -> Game {
        let mut game = Game::from_position(Position::from_fen(START, Rules::default()).unwrap());
        for m in moves {
            game.play_text(m).unwrap();
        }
        game
    }

    #[test]
    fn a_move_that_allows_mate_in_one_is_a_blunder() {
        let game = game_of(&["Rb2", "Ra8/A#"]);
        let evals = evals_of(&game, 20_000);
        assert_eq!(evals[1].eval, Eval::Mate(1));
        assert_eq!(evals[2].eval, Eval::Over(Some(Color::White)));
        let pos = Position::from_fen(START, Rules::default()).unwrap();
        let j = judge(Color::Black, 0, game.moves(), &evals);
        let first = j.moves[0];
        assert_eq!(first.class, Some(Class::Blunder));
        assert_eq!(first.mating, Some(Mating::Unavoidable));
        assert_eq!(pos.san(first.better.unwrap()), "Rxa1/A+");
        // After it, the engine's move is the mate, and White played it.
        let mut after = pos;
        after.play_unchecked(game.moves()[0]);
        assert_eq!(after.san(evals[1].best.unwrap()), "Ra8/A#");
        assert_eq!(j.moves[1].class, None);
        assert_eq!(j.moves[1].better, None);
        assert_eq!(j.counts, [[0, 0, 0], [0, 0, 1]]);
    }

    #[test]
    fn a_missed_mate_in_one_is_marked_with_the_mate_as_the_better_move() {
        let game = game_of(&["Rb2", "Kd1"]);
        let evals = evals_of(&game, 20_000);
        let j = judge(Color::Black, 0, game.moves(), &evals);
        let missed = j.moves[1];
        assert_eq!(missed.side, Color::White);
        assert_eq!(missed.class, Some(Class::Blunder), "{missed:?}");
        assert_eq!(missed.mating, Some(Mating::Lost));
        let mut pos = Position::from_fen(START, Rules::default()).unwrap();
        pos.play_unchecked(game.moves()[0]);
        assert_eq!(pos.san(missed.better.unwrap()), "Ra8/A#");
    }

    /// A game in which every move is the engine's own at the same budget
    /// has nothing marked, and both sides' accuracy is 100.
    #[test]
    fn the_engine_s_own_moves_are_never_marked() {
        let mut game = Game::new(Rules::default());
        for _ in 0..10 {
            let e = evaluate_position(game.position(), game.history(), 5_000, None).unwrap();
            game.play(e.best.unwrap()).unwrap();
        }
        let evals = evals_of(&game, 5_000);
        let j = judge(Color::White, 0, game.moves(), &evals);
        assert_eq!(j.counts, [[0; 3]; 2]);
        assert!(j.moves.iter().all(|m| m.better.is_none()));
        assert!(j.accuracy.iter().all(|a| a.is_some_and(|a| a > 0.0)));
    }

    /// A quiet game of the engine's own moves (at 5,000 nodes): on the
    /// calibrated scale, analysis's score of the movers does not fall
    /// with every ply. Measured: -34.8 cp a move on average, 66.3 either
    /// way (before the calibrated scale, in the engine's own centipawns:
    /// -38.8 and 55.8 at 150,000 nodes, where it is now -25.9 and 37.2).
    #[test]
    fn a_quiet_game_s_score_holds_steady_from_ply_to_ply() {
        let mut game = Game::new(Rules::default());
        for m in "d3 Nf6 Nf3 Nc6 Qd6 d5 Nc3 Bf5 e4 dxe4/A Bb5 Rb8 Bxc6/A+ bxc6 Be3 Rg8".split(' ') {
            game.play_text(m).unwrap();
        }
        let evals = evals_of(&game, 20_000);
        let s = swing(Color::White, &evals, 20);
        assert_eq!(s.moves, 16);
        assert!(s.signed.abs() < 40.0 && s.size < 70.0, "{s:?}");
        // And its positions in the engine's own centipawns swing more.
        let raw: Vec<PositionEval> = evals
            .iter()
            .map(|e| PositionEval {
                eval: e.raw.map_or(e.eval, Eval::Cp),
                ..*e
            })
            .collect();
        assert!(swing(Color::White, &raw, 20).size > s.size);
    }

    /// The engine's score from White's side, searched as play searches
    /// (its own evaluation, a fresh table), with these weights if given.
    fn play_eval<P: EnginePosition>(pos: &P, eval: Option<P::Eval>) -> Eval {
        // Weights are the hand-written evaluation's.
        let mut searcher = Searcher::<P>::for_variant(ANALYSIS_HASH_MB);
        if let Some(e) = eval {
            *searcher.evaluator_mut() = crate::nnue::Chosen::Linear(crate::Linear { params: e });
        }
        let r = searcher
            .search(pos, &[], Limits::nodes(20_000), None, |_| {})
            .unwrap();
        Eval::of_score(r.score, pos.turn())
    }

    /// Analysis's score in the engine's own centipawns (and, checked, the
    /// calibrated one shown is that score normalised by the game's model).
    fn analysis_of<P: EnginePosition>(pos: &P) -> Eval {
        let e = evaluate_position(pos, &[], 20_000, None).unwrap();
        match (e.eval, e.raw) {
            (Eval::Cp(shown), Some(raw)) => {
                let white = if pos.turn() == Color::White { 1 } else { -1 };
                // The model reads the side to move's score.
                let norm = P::wdl_model().normalise(white * raw, pos.material());
                assert_eq!(shown, white * norm);
                Eval::Cp(raw)
            }
            (eval, raw) => {
                assert_eq!(raw, None);
                eval
            }
        }
    }

    /// Analysis judges with the evaluation the engine plays with, in every
    /// game: the same number as play's search at the same budget, and not
    /// the hand-written weights' (which differ from the start on).
    #[test]
    fn analysis_and_play_share_one_evaluation() {
        use alice_core::three::{PositionDuo, PositionThree};
        use alice_core::Position8x4;
        let mut game = Game::new(Rules::default());
        for m in ["e4", "d6", "Nf3"] {
            game.play_text(m).unwrap();
        }
        for pos in [Position::default(), *game.position()] {
            assert_eq!(analysis_of(&pos), play_eval(&pos, None));
            let hand = play_eval(&pos, Some(crate::EvalParams::hand()));
            assert_ne!(analysis_of(&pos), hand);
        }
        let narrow = Position8x4::new(Rules::default());
        assert_eq!(analysis_of(&narrow), play_eval(&narrow, None));
        let three = PositionThree::new(Rules::default());
        assert_eq!(analysis_of(&three), play_eval(&three, None));
        let duo = PositionDuo::new(Rules::default());
        assert_eq!(analysis_of(&duo), play_eval(&duo, None));
    }

    /// A stopped search gives no evaluation.
    #[test]
    fn a_stopped_evaluation_is_none() {
        let stop = AtomicBool::new(true);
        let pos = Position::default();
        assert_eq!(evaluate_position(&pos, &[], 1_000_000, Some(&stop)), None);
    }
}
