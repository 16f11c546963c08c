//! Puzzles: positions in which the side to move has one good move, then
//! one again after each best reply, found where the evaluation swings in
//! engine self-play or finished games (or after a plausible mistake tried
//! beside a self-play move) and proven by the engine with two
//! lines at a fixed node count (then again at four times the nodes). A
//! puzzle is kept in lichess's puzzle-file shape: `fen` is the position
//! before the opponent's last move, and `moves` starts with that move,
//! then alternates the solver's moves and the defender's best replies,
//! ending on the solver's. Scores are read on the calibrated scale, and
//! no puzzle starts from a position won anyway (lichess-puzzler's rule:
//! [`won_anyway`]).
//!
//! Every game of the family has puzzles, made and proven the same way
//! (generic over the game's position); a puzzle names its game, and moves
//! are kept as the store keeps a game's (`e2e4`, `Ae2e4C`).

use crate::games::{Played, Variant};
use alice_core::attacks::{between, king_attacks};
use alice_core::{Color, Game, Role, Rules, Shape, Termination, TwoBoards, VariantPosition};
use alice_engine::variant::EnginePosition;
use alice_engine::{Limits, Line, Score, Searcher};
use serde::{Deserialize, Serialize};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;

/// One puzzle, as a line of the puzzle file.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Puzzle {
    pub id: String,
    pub variant: String,
    /// The position before the opponent's last move (alice-FEN).
    pub fen: String,
    /// That move, then the solver's and the defender's, in UCI form.
    pub moves: Vec<String>,
    /// A first guess of its difficulty; ratings then move it.
    pub rating: i32,
    pub themes: Vec<String>,
}

/// The game a puzzle's `variant` names (its stored tag), if any.
pub fn variant_of(p: &Puzzle) -> Option<Variant> {
    Variant::parse(&p.variant).ok()
}

/// `m` played in `pos`, if legal.
pub fn play<P: VariantPosition>(pos: &P, m: P::Move) -> Option<P> {
    pos.check_move(m).ok()?;
    let mut next = *pos;
    next.play_unchecked(m);
    Some(next)
}

/// What a game's puzzles need of it: the rules of the family and the
/// engine, its stored moves, and the themes that are its own.
pub trait PuzzleGame: Played {
    /// Themes of a line (from `before`, the opponent's move first) that
    /// only this game's rules make; `positions` are the line's positions,
    /// `before` first.
    fn own_themes(positions: &[Self], moves: &[Self::Move], mate: bool) -> Vec<String>;
}
/// Nodes of each search of the "only move" test, unless asked otherwise.
pub const DEFAULT_NODES: u64 = 200_000;
/// Nodes of each move of the self-play games puzzles are looked for in.
pub const DEFAULT_PLAY_NODES: u64 = 2_000;
/// How much further the best move's winning chances must be than the
/// second's (lichess's scale, -1 to 1) for it to be the only good move.
pub const ONLY_MOVE_GAP: f64 = 0.7;
/// The swing of winning chances (for the side then to move) that makes a
/// position a candidate.
const SWING: f64 = 0.1;
/// At a step where several moves mate at once, the best move that does
/// not mate may have at most these winning chances (lichess-puzzler's
/// threshold): else the step is no puzzle, any move wins.
pub const NON_MATE_WIN: f64 = 0.6;
/// At most this many moves of the solver in one puzzle.
const MAX_SOLVER_MOVES: usize = 8;
/// The final evaluation (for the solver) of an advantage puzzle, and of a
/// crushing one.
/// (On the calibrated scale, as every score here.)
const ADVANTAGE_CP: i32 = 200;
const CRUSHING_CP: i32 = 600;
/// The solver's score before the opponent's move above which a position
/// is won anyway (see [`won_anyway`]).
pub const WON_ANYWAY_CP: i32 = 300;
/// Plies of random moves opening each self-play game.
const RANDOM_PLIES: usize = 8;
/// A plausible mistake is a move among this many best of the self-play
/// search (other than its choice), played where neither side stands
/// clearly better, that the same search already sees losing by
/// [`SWING`] and leaving the opponent winning chances above 0.3: what a
/// player misses. The prover then decides whether it allowed a puzzle.
const MISTAKE_LINES: usize = 6;
/// How much looser the quick look at a plausible mistake is than the
/// proof, in winning chances.
const QUICK_GAP: f64 = 0.35;
/// Self-play games end here as draws.
const MAX_PLIES: usize = 300;
/// The table of each search, in MB.
const HASH_MB: usize = 16;

/// The side to move's winning chances in `pos`, from -1 (lost) to 1
/// (won): lichess's curve `2 / (1 + e^(-0.00368208·cp)) - 1` of the score
/// on the calibrated scale.
pub fn chances<P: EnginePosition>(pos: &P, s: Score) -> f64 {
    match alice_engine::variant::calibrated(pos, s) {
        Score::Cp(cp) => alice_engine::analysis::lichess_chances(cp),
        Score::Mate(n) if n > 0 => 1.0,
        Score::Mate(_) => -1.0,
    }
}

/// Material of one side as lichess-puzzler counts it (pawns 1, knights
/// and bishops 3, rooks 5, queens 9), every board, less the other side's.
pub fn material_diff<P: EnginePosition>(pos: &P, side: Color) -> i32 {
    let of = |c: Color| {
        alice_engine::wdl::material_of(Role::ALL.map(|r| {
            (0..P::BOARDS)
                .map(|b| pos.placed(b, c, r).count() as i32)
                .sum()
        }))
    };
    of(side) - of(side.other())
}

/// lichess-puzzler's "won anyway": the solver stood better than
/// [`WON_ANYWAY_CP`] (calibrated) or had a forced mate before the
/// opponent's move `first` from `before` (`score`: the opponent's, there),
/// or is up in material after it. No puzzle starts from such a position;
/// the reason, if it is one.
pub fn won_anyway<P: EnginePosition>(before: &P, score: Score, first: P::Move) -> Option<String> {
    match alice_engine::variant::calibrated(before, score) {
        Score::Cp(cp) if cp < -WON_ANYWAY_CP => {
            return Some(format!(
                "won anyway: before the opponent's move the solver already stands at +{}.{:02}, above +{}.{:02}",
                -cp / 100,
                -cp % 100,
                WON_ANYWAY_CP / 100,
                WON_ANYWAY_CP % 100
            ))
        }
        Score::Mate(n) if n < 0 => {
            return Some(format!(
                "won anyway: before the opponent's move the solver already mates in {}",
                -n
            ))
        }
        _ => {}
    }
    let after = play(before, first)?;
    let up = material_diff(&after, after.turn());
    (up > 0)
        .then(|| format!("won anyway: after the opponent's move the solver is up {up} in material"))
}

/// The chances of [`ADVANTAGE_CP`].
fn advantage() -> f64 {
    alice_engine::analysis::lichess_chances(ADVANTAGE_CP)
}

/// Whether the side to move is checkmated (not a draw that happens to
/// stand in check).
pub fn is_checkmate<P: VariantPosition>(pos: &P) -> bool {
    pos.outcome()
        .is_some_and(|o| o.termination == Termination::Checkmate)
}

/// The one good move of a position searched with two lines, if it has
/// one: a mate (the shortest; in one, any mate will do) when the second
/// line mates no sooner, or a move whose winning chances exceed the
/// second's by [`ONLY_MOVE_GAP`]. A lone legal move counts when it wins.
pub fn only_good<P: EnginePosition>(pos: &P, lines: &[Line<P::Move>]) -> Option<P::Move> {
    let best = lines.first()?;
    let m = *best.pv.first()?;
    let Some(second) = lines.get(1) else {
        return (chances(pos, best.score) >= advantage()).then_some(m);
    };
    match best.score {
        Score::Mate(1) => Some(m),
        Score::Mate(n) if n > 0 => match second.score {
            Score::Mate(k) if k > 0 && k <= n => None,
            _ => Some(m),
        },
        _ => (chances(pos, best.score) - chances(pos, second.score) >= ONLY_MOVE_GAP).then_some(m),
    }
}

/// The engine that proves puzzles: searches from a clear table each time,
/// so that the same position gives the same answer in any order.
pub struct Prover<P: EnginePosition> {
    searcher: Searcher<P>,
    nodes: u64,
}

/// A line the prover kept: the moves from the opponent's last, the final
/// evaluation for the solver, and whether it ends in mate.
#[derive(Clone, Debug)]
struct Proven<M> {
    moves: Vec<M>,
    last: Score,
    mate: bool,
}

impl<P: PuzzleGame> Prover<P> {
    pub fn new(nodes: u64) -> Prover<P> {
        Prover {
            searcher: Searcher::for_variant(HASH_MB),
            nodes: nodes.max(1),
        }
    }

    fn lines(&mut self, pos: &P, n: usize) -> Option<Vec<Line<P::Move>>> {
        self.searcher.clear();
        self.searcher.set_multipv(n);
        let r = self
            .searcher
            .search(pos, &[], Limits::nodes(self.nodes), None, |_| {})?;
        Some(r.lines)
    }

    /// The one good move of `pos` from its two best `lines`, by
    /// [`only_good`]; where several moves mate at once, only when the best
    /// move that does not mate does not win (chances of at most
    /// [`NON_MATE_WIN`]), as lichess-puzzler keeps them.
    pub fn good_move(&mut self, pos: &P, lines: &[Line<P::Move>]) -> Option<P::Move> {
        let m = only_good(pos, lines)?;
        let several = lines.len() > 1 && lines.iter().all(|l| l.score == Score::Mate(1));
        if !several {
            return Some(m);
        }
        let legal = pos.legal_moves();
        let mating: Vec<P::Move> = legal
            .iter()
            .copied()
            .filter(|&mv| play(pos, mv).is_some_and(|p| is_checkmate(&p)))
            .collect();
        if mating.len() == legal.len() {
            return Some(m);
        }
        let lines = self.lines(pos, mating.len() + 1)?;
        let quiet = lines
            .iter()
            .find(|l| l.pv.first().is_some_and(|mv| !mating.contains(mv)))?;
        (chances(pos, quiet.score) <= NON_MATE_WIN).then_some(m)
    }

    /// Why the opponent's move `first` from `before` starts from a
    /// position won anyway ([`won_anyway`]), if it does, `before` searched
    /// at this prover's nodes (a game's own score there may have missed it).
    fn won_anyway(&mut self, before: &P, first: P::Move) -> Option<String> {
        match self
            .lines(before, 1)
            .and_then(|l| l.first().map(|l| l.score))
        {
            Some(score) => won_anyway(before, score, first),
            None => Some("the position before the opponent's move has no move".to_string()),
        }
    }

    /// The one good move of `pos` for the side to move, searched at this
    /// prover's nodes, if it has one (see [`Prover::good_move`]).
    pub fn only_move(&mut self, pos: &P) -> Option<P::Move> {
        let lines = self.lines(pos, 2)?;
        self.good_move(pos, &lines)
    }

    /// Whether the opponent's move `first` from `before` may allow a
    /// puzzle, by a search at an eighth of this prover's nodes with the
    /// thresholds loosened ([`QUICK_GAP`]): a cheap "no" for most
    /// plausible mistakes.
    fn may_allow(&mut self, before: &P, first: P::Move) -> bool {
        let Some(pos) = play(before, first) else {
            return false;
        };
        let full = self.nodes;
        self.nodes = (full / 8).max(1);
        let lines = self.lines(&pos, 2);
        self.nodes = full;
        let Some(lines) = lines else {
            return false;
        };
        let (Some(best), second) = (lines.first(), lines.get(1)) else {
            return false;
        };
        if matches!(best.score, Score::Mate(n) if n > 0) {
            return true;
        }
        let won = chances(&pos, best.score);
        won >= advantage() - QUICK_GAP
            && second.is_none_or(|s| won - chances(&pos, s.score) >= ONLY_MOVE_GAP - QUICK_GAP)
    }

    /// The line that follows the opponent's move `first` from `before`, if
    /// it makes a puzzle.
    fn prove(&mut self, before: &P, first: P::Move) -> Option<Proven<P::Move>> {
        let mut pos = play(before, first)?;
        let mut moves = vec![first];
        let mut solver_moves = 0;
        let mut last = Score::Cp(0);
        let mut mate = false;
        loop {
            let lines = self.lines(&pos, 2)?;
            let Some(m) = self.good_move(&pos, &lines) else {
                break;
            };
            // Every solver move keeps a won position (or mates).
            if chances(&pos, lines[0].score) < advantage() {
                break;
            }
            last = alice_engine::variant::calibrated(&pos, lines[0].score);
            moves.push(m);
            solver_moves += 1;
            pos = play(&pos, m)?;
            if pos.outcome().is_some() {
                mate = is_checkmate(&pos);
                break;
            }
            if solver_moves >= MAX_SOLVER_MOVES {
                break;
            }
            let reply = self.lines(&pos, 1)?;
            let r = *reply.first()?.pv.first()?;
            moves.push(r);
            pos = play(&pos, r)?;
            if pos.outcome().is_some() {
                return None;
            }
        }
        // The line ends on the solver's move.
        if moves.len() % 2 == 1 {
            moves.pop();
        }
        let solver_moves = moves.len() / 2;
        let keep = if mate {
            solver_moves >= 1
        } else {
            let won = match last {
                Score::Cp(cp) => cp >= ADVANTAGE_CP,
                Score::Mate(n) => n > 0,
            };
            solver_moves >= 2 && won
        };
        keep.then_some(Proven { moves, last, mate })
    }

    /// The puzzle that follows the opponent's move `first` from `before`,
    /// if the line makes one (proven at this prover's nodes only).
    pub fn puzzle(&mut self, before: &P, first: P::Move) -> Option<Puzzle> {
        self.prove(before, first).map(|p| make_puzzle(before, &p))
    }

    /// Whether each of the solver's moves of `moves` (from `before`) is
    /// still the one good move at this prover's nodes.
    fn still_unique(&mut self, before: &P, moves: &[P::Move]) -> bool {
        let Some(mut pos) = moves.first().and_then(|&m| play(before, m)) else {
            return false;
        };
        for (i, &m) in moves.iter().enumerate().skip(1) {
            if i % 2 == 1 {
                let Some(lines) = self.lines(&pos, 2) else {
                    return false;
                };
                let mates_now = play(&pos, m).is_some_and(|p| is_checkmate(&p));
                match self.good_move(&pos, &lines) {
                    Some(best) if best == m => {}
                    // A mate in one: any mate is the solution.
                    Some(_) if matches!(lines[0].score, Score::Mate(1)) && mates_now => {}
                    _ => return false,
                }
            }
            let Some(next) = play(&pos, m) else {
                return false;
            };
            pos = next;
        }
        true
    }
}

/// The puzzle a proven line makes, with its themes, id and rating.
fn make_puzzle<P: PuzzleGame>(before: &P, p: &Proven<P::Move>) -> Puzzle {
    let themes = themes(before, &p.moves, p.last, p.mate);
    let moves: Vec<String> = p.moves.iter().map(|&m| P::coords(m)).collect();
    let fen = before.fen();
    let solver_moves = moves.len() / 2;
    let key_quiet = play(before, p.moves[0])
        .map(|pos| {
            let k = p.moves[1];
            let quiet = !pos.is_capture(k);
            let checks = play(&pos, k).is_some_and(|q| q.is_check());
            quiet && !checks
        })
        .unwrap_or(false);
    let rating = 1000 + 250 * (solver_moves as i32 - 1).min(5) + if key_quiet { 200 } else { 0 };
    Puzzle {
        id: puzzle_id(&fen, &moves),
        variant: P::VARIANT.as_str().to_string(),
        fen,
        moves,
        rating,
        themes,
    }
}

/// Five letters and digits from the position and the line: the same
/// puzzle always has the same id.
pub fn puzzle_id(fen: &str, moves: &[String]) -> String {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in fen.bytes().chain(moves.join(" ").bytes()) {
        h ^= b as u64;
        h = h.wrapping_mul(0x0100_0000_01b3);
    }
    const DIGITS: &[u8] = b"0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
    (0..5)
        .map(|i| DIGITS[((h >> (i * 12)) % 62) as usize] as char)
        .collect()
}

/// The themes of a line (from `before`, the opponent's move first):
/// `mateIn1`…`mateIn5` (five or more), `advantage` or `crushing` by the
/// final evaluation, `promotion` and `castling` for the solver's moves,
/// then the game's own ([`PuzzleGame::own_themes`]).
pub fn themes<P: PuzzleGame>(
    before: &P,
    moves: &[P::Move],
    last: Score,
    mate: bool,
) -> Vec<String> {
    let mut t = Vec::new();
    let solver_moves = moves.len() / 2;
    if mate {
        t.push(format!("mateIn{}", solver_moves.min(5)));
    } else if matches!(last, Score::Cp(cp) if cp >= CRUSHING_CP) || matches!(last, Score::Mate(_)) {
        t.push("crushing".to_string());
    } else {
        t.push("advantage".to_string());
    }
    let mut positions = Vec::with_capacity(moves.len() + 1);
    let mut pos = *before;
    positions.push(pos);
    for &m in moves {
        match play(&pos, m) {
            Some(p) => pos = p,
            None => return t,
        }
        positions.push(pos);
    }
    let mut promotion = false;
    let mut castling = false;
    for (i, &m) in moves.iter().enumerate().filter(|(i, _)| i % 2 == 1) {
        promotion |= P::promotion(m).is_some();
        let (from, to) = P::squares(m);
        castling |= positions[i].moving_role(m) == Some(Role::King)
            && (from as i32 % 8 - to as i32 % 8).abs() == 2
            && from / 8 == to / 8;
    }
    if promotion {
        t.push("promotion".to_string());
    }
    if castling {
        t.push("castling".to_string());
    }
    t.extend(P::own_themes(&positions, moves, mate));
    t
}

/// Two boards' own themes: `checkFromOtherBoard` (the solver's first move
/// gives check with the piece that has just crossed to the king's board),
/// `blockByTransfer` (a check in the line is blocked by a piece landing
/// between) and `lockedBoard` (the mate leaves the king a square free on
/// its own board that it cannot reach, for every move crosses to the
/// other board).
impl<S: Shape> PuzzleGame for TwoBoards<S>
where
    TwoBoards<S>: Played<Move = alice_core::Move>,
{
    fn own_themes(positions: &[Self], moves: &[alice_core::Move], mate: bool) -> Vec<String> {
        let mut t = Vec::new();
        let mut block = false;
        for (i, &m) in moves.iter().enumerate().skip(1) {
            let at = &positions[i];
            if at.is_check() && at.moving_role(m) != Some(Role::King) {
                let (ks, kb) = at.king(at.turn());
                block |=
                    m.landing_board() == kb && at.checkers().any(|c| between(ks, c).contains(m.to));
            }
        }
        if moves.len() > 1 && positions[2].checkers().contains(moves[1].to) {
            t.push("checkFromOtherBoard".to_string());
        }
        if block {
            t.push("blockByTransfer".to_string());
        }
        if mate && locked_board(&positions[moves.len()]) {
            t.push("lockedBoard".to_string());
        }
        t
    }
}

/// The games on a set of boards have no theme of their own yet.
impl<R: alice_core::three::BoardRule> PuzzleGame for alice_core::three::BoardSet<R>
where
    alice_core::three::BoardSet<R>: Played,
{
    fn own_themes(_: &[Self], _: &[Self::Move], _: bool) -> Vec<String> {
        Vec::new()
    }
}

/// A mate in which the king has a square next to it that is free and
/// unattacked on its own board: mated only because it cannot stay there.
fn locked_board<S: Shape>(pos: &TwoBoards<S>) -> bool {
    let side = pos.turn();
    let (ks, kb) = pos.king(side);
    let occ = pos.occupied(kb).without(ks);
    king_attacks(ks).any(|s| {
        S::SQUARES.contains(s) && !occ.contains(s) && pos.attackers(s, side.other(), occ).is_empty()
    })
}

/// A game to look for puzzles in: its start and its moves.
#[derive(Clone, Debug)]
pub struct SourceGame<P: VariantPosition> {
    pub start: P,
    pub moves: Vec<P::Move>,
}

/// What to generate.
#[derive(Clone, Debug)]
pub struct Generate {
    pub seed: u64,
    /// Self-play games to play (on top of `games` given).
    pub self_play: usize,
    pub play_nodes: u64,
    pub nodes: u64,
    pub threads: usize,
    /// Plausible mistakes tried in each self-play game (see
    /// [`MISTAKE_LINES`]), beside the moves the game played.
    pub mistakes: usize,
}

impl Default for Generate {
    fn default() -> Generate {
        Generate {
            seed: 1,
            self_play: 0,
            play_nodes: DEFAULT_PLAY_NODES,
            nodes: DEFAULT_NODES,
            threads: 2,
            mistakes: 0,
        }
    }
}

/// Progress of a run: games looked at, of how many, and puzzles kept.
#[derive(Clone, Copy, Debug)]
pub struct Progress {
    pub games: usize,
    pub of: usize,
    pub puzzles: usize,
}

/// A position worth proving: its ply, the position before the
/// opponent's move, and that move.
type Candidate<P> = (usize, P, <P as VariantPosition>::Move);

/// One self-play game from a random opening of `seed`, with each
/// position's score for the side to move, and up to `mistakes`
/// plausible mistakes ([`MISTAKE_LINES`]) seen on the way: each the ply,
/// the position and the move.
#[allow(clippy::type_complexity)]
fn self_play<P: PuzzleGame>(
    seed: u64,
    nodes: u64,
    mistakes: usize,
) -> (SourceGame<P>, Vec<Option<Score>>, Vec<Candidate<P>>) {
    let mut game: Game<P> = crate::games::random_plies(Rules::default(), seed, RANDOM_PLIES);
    let start = *game.start();
    let mut searcher = Searcher::<P>::for_variant(HASH_MB);
    let mut scores = vec![None; game.ply()];
    let mut tried = Vec::new();
    while game.outcome().is_none() && game.ply() < MAX_PLIES {
        let pos = *game.position();
        let lines = if tried.len() < mistakes {
            MISTAKE_LINES
        } else {
            1
        };
        searcher.set_multipv(lines);
        let Some(r) = searcher.search(&pos, game.history(), Limits::nodes(nodes), None, |_| {})
        else {
            break;
        };
        let best = chances(&pos, r.score);
        if lines > 1 && best.abs() < 0.3 {
            for l in r.lines.iter().skip(1) {
                let c = chances(&pos, l.score);
                if c <= best - SWING && c < -0.3 && tried.len() < mistakes {
                    if let Some(m) = l.pv.first() {
                        tried.push((game.ply(), pos, *m));
                    }
                }
            }
        }
        scores.push(Some(r.score));
        if game.play(r.best).is_err() {
            break;
        }
    }
    (
        SourceGame {
            start,
            moves: game.moves().to_vec(),
        },
        scores,
        tried,
    )
}

/// The positions of a game worth proving: those (from ply `skip`) where the side to move's chances rose by [`SWING`] over the
/// previous position's, or where it has a mate. Each as the position
/// before the opponent's move, and that move.
fn candidates<P: PuzzleGame>(
    g: &SourceGame<P>,
    scores: &[Option<Score>],
    skip: usize,
) -> Vec<Candidate<P>> {
    let mut out = Vec::new();
    let mut pos = g.start;
    let mut before = Vec::with_capacity(g.moves.len());
    for &m in &g.moves {
        before.push(pos);
        match play(&pos, m) {
            Some(p) => pos = p,
            None => break,
        }
    }
    for i in skip.max(1)..before.len() {
        let (Some(Some(prev)), Some(Some(now))) = (scores.get(i - 1), scores.get(i)) else {
            continue;
        };
        let (was, at) = (&before[i - 1], &before[i]);
        // `prev` is the opponent's view: negate it for the side now to move.
        let rose = chances(at, *now) + chances(was, *prev) >= SWING;
        // A mate, whether just allowed or on its way.
        let mate_seen = matches!(now, Score::Mate(n) if *n > 0);
        if (rose || mate_seen)
            && chances(at, *now) > 0.3
            && won_anyway(was, *prev, g.moves[i - 1]).is_none()
        {
            out.push((i, *was, g.moves[i - 1]));
        }
    }
    out
}

/// The positions of a game (no scores known): every position where the
/// side to move stands better after the first few plies is searched
/// once for its score, then judged as self-play's are.
fn scored<P: PuzzleGame>(g: &SourceGame<P>, nodes: u64) -> Vec<Option<Score>> {
    let mut searcher = Searcher::<P>::for_variant(HASH_MB);
    let mut game = Game::from_position(g.start);
    let mut scores = Vec::with_capacity(g.moves.len());
    for &m in &g.moves {
        let pos = *game.position();
        let s = searcher
            .search(&pos, game.history(), Limits::nodes(nodes), None, |_| {})
            .map(|r| r.score);
        scores.push(s);
        if game.play(m).is_err() {
            break;
        }
    }
    scores
}

/// Looks for puzzles in `given` games and in `o.self_play` self-play
/// games of `o.seed`, on `o.threads` threads: the same puzzles in the
/// same order for the same input, whatever the threads. Each is proven
/// at `o.nodes` and again at four times as many; duplicates (the same
/// position) are kept once.
pub fn generate<P: PuzzleGame>(
    given: &[SourceGame<P>],
    o: &Generate,
    progress: &(dyn Fn(Progress) + Sync),
) -> Vec<Puzzle> {
    let total = given.len() + o.self_play;
    let next = AtomicUsize::new(0);
    let done = AtomicUsize::new(0);
    let kept = AtomicUsize::new(0);
    let found: Mutex<Vec<(usize, Vec<Puzzle>)>> = Mutex::new(Vec::new());
    std::thread::scope(|s| {
        for _ in 0..o.threads.max(1) {
            s.spawn(|| {
                let mut prover = Prover::<P>::new(o.nodes);
                let mut checker = Prover::<P>::new(o.nodes.saturating_mul(4));
                loop {
                    let i = next.fetch_add(1, Ordering::SeqCst);
                    if i >= total {
                        break;
                    }
                    // A finished game from its first move; self-play after
                    // its random opening.
                    let (game, scores, skip, tried) = if i < given.len() {
                        let g = given[i].clone();
                        let sc = scored(&g, o.play_nodes);
                        (g, sc, 1, Vec::new())
                    } else {
                        let seed = o.seed.wrapping_mul(1_000_003).wrapping_add(i as u64);
                        let (g, sc, tried) = self_play::<P>(seed, o.play_nodes, o.mistakes);
                        (g, sc, RANDOM_PLIES, tried)
                    };
                    let mut puzzles = Vec::new();
                    // The ply up to which a kept line of the game reaches.
                    let mut used_to = 0;
                    let played = candidates(&game, &scores, skip)
                        .into_iter()
                        .map(|c| (c, true));
                    for ((ply, before, first), in_game) in
                        played.chain(tried.into_iter().map(|c| (c, false)))
                    {
                        // Not a position within a line of the game already
                        // kept.
                        if in_game && ply < used_to {
                            continue;
                        }
                        if !in_game && !prover.may_allow(&before, first) {
                            continue;
                        }
                        let Some(p) = prover.prove(&before, first) else {
                            continue;
                        };
                        if !checker.still_unique(&before, &p.moves)
                            || checker.won_anyway(&before, first).is_some()
                        {
                            continue;
                        }
                        if in_game {
                            used_to = ply + p.moves.len();
                        }
                        puzzles.push(make_puzzle(&before, &p));
                    }
                    let n = puzzles.len();
                    found
                        .lock()
                        .expect("no thread panics holding it")
                        .push((i, puzzles));
                    let games = done.fetch_add(1, Ordering::SeqCst) + 1;
                    let kept_now = kept.fetch_add(n, Ordering::SeqCst) + n;
                    progress(Progress {
                        games,
                        of: total,
                        puzzles: kept_now,
                    });
                }
            });
        }
    });
    let mut found = found.into_inner().expect("no thread panics holding it");
    found.sort_by_key(|(i, _)| *i);
    let mut seen = std::collections::HashSet::new();
    found
        .into_iter()
        .flat_map(|(_, p)| p)
        .filter(|p| seen.insert(position_key(&p.fen)))
        .collect()
}

/// A position's text without its move counters: the same position
/// reached at another move is the same puzzle.
pub fn position_key(fen: &str) -> String {
    let fields: Vec<&str> = fen.split_whitespace().collect();
    fields[..fields.len().min(4)].join(" ")
}

/// [`check`] of each puzzle, on `threads` threads, in the puzzles' order.
pub fn check_all(found: &[Puzzle], nodes: u64, threads: usize) -> Vec<Result<(), String>> {
    let next = AtomicUsize::new(0);
    let verdicts: Mutex<Vec<(usize, Result<(), String>)>> = Mutex::new(Vec::new());
    std::thread::scope(|s| {
        for _ in 0..threads.max(1) {
            s.spawn(|| loop {
                let i = next.fetch_add(1, Ordering::SeqCst);
                let Some(p) = found.get(i) else {
                    break;
                };
                let v = check(p, nodes);
                verdicts
                    .lock()
                    .expect("no thread panics holding it")
                    .push((i, v));
            });
        }
    });
    let mut verdicts = verdicts.into_inner().expect("no thread panics holding it");
    verdicts.sort_by_key(|(i, _)| *i);
    verdicts.into_iter().map(|(_, v)| v).collect()
}

/// The games puzzles can be of, as a puzzle names them.
pub fn variant_names() -> String {
    Variant::ALL
        .iter()
        .map(|v| format!("`{}`", v.as_str()))
        .collect::<Vec<_>>()
        .join(", ")
}

/// The game a puzzle's `variant` names, or why it names none.
pub fn game_of(variant: &str) -> Result<Variant, String> {
    Variant::parse(variant)
        .map_err(|_| format!("variant `{variant}`: puzzles are of {}", variant_names()))
}

/// Why a puzzle does not hold.
pub fn check(p: &Puzzle, nodes: u64) -> Result<(), String> {
    crate::with_game!(game_of(&p.variant)?, P => check_in::<P>(p, nodes))
}

fn check_in<P: PuzzleGame>(p: &Puzzle, nodes: u64) -> Result<(), String> {
    let before =
        P::from_fen(&p.fen, Rules::default()).map_err(|e| format!("fen `{}`: {e}", p.fen))?;
    let moves = parse_line(&before, &p.moves)?;
    if moves.len() < 2 || moves.len() % 2 == 1 {
        return Err(format!(
            "{} moves: a puzzle is the opponent's move, then the solver's and the replies, ending on the solver's",
            moves.len()
        ));
    }
    let mut prover = Prover::<P>::new(nodes);
    if !prover.still_unique(&before, &moves) {
        return Err("a solver's move is not the one good move".to_string());
    }
    // Here as when the generator kept it: `before` searched by the prover.
    match prover.won_anyway(&before, moves[0]) {
        Some(why) => Err(why),
        None => Ok(()),
    }
}

/// The moves of a line as played from `before`, each checked legal.
pub fn parse_line<P: Played>(before: &P, moves: &[String]) -> Result<Vec<P::Move>, String> {
    let mut pos = *before;
    let mut out = Vec::with_capacity(moves.len());
    for (i, text) in moves.iter().enumerate() {
        let m = pos
            .parse_move(text)
            .map_err(|e| format!("move {} `{text}`: {e}", i + 1))?;
        if P::coords(m) != *text {
            return Err(format!(
                "move {} `{text}`: not coordinates as a puzzle keeps them (`{}`)",
                i + 1,
                P::coords(m)
            ));
        }
        pos.check_move(m)
            .map_err(|e| format!("move {} `{text}`: {e}", i + 1))?;
        pos.play_unchecked(m);
        out.push(m);
    }
    Ok(out)
}

/// The starter puzzles every install imports on its first start (see
/// [`starter`]): a puzzle file, gzipped.
pub const STARTER: &[u8] = include_bytes!("../assets/puzzles/starter.jsonl.gz");

/// The starter puzzles, read from [`STARTER`].
pub fn starter() -> Result<Vec<Puzzle>, String> {
    use std::io::Read as _;
    let mut text = String::new();
    flate2::read::GzDecoder::new(STARTER)
        .read_to_string(&mut text)
        .map_err(|e| format!("the starter puzzles: {e}"))?;
    read_jsonl(&text).map_err(|e| format!("the starter puzzles: {e}"))
}

/// Reads a puzzle file: one JSON object a line (blank lines skipped).
pub fn read_jsonl(text: &str) -> Result<Vec<Puzzle>, String> {
    text.lines()
        .enumerate()
        .filter(|(_, l)| !l.trim().is_empty())
        .map(|(i, l)| serde_json::from_str(l).map_err(|e| format!("line {}: {e}", i + 1)))
        .collect()
}

/// Writes puzzles one JSON object a line.
pub fn to_jsonl(puzzles: &[Puzzle]) -> String {
    let mut s = String::new();
    for p in puzzles {
        s.push_str(&serde_json::to_string(p).expect("a puzzle serialises"));
        s.push('\n');
    }
    s
}

/// The side that solves a puzzle: the one moving after `fen`'s mover.
pub fn solver_of(p: &Puzzle) -> Option<Color> {
    crate::with_game!(variant_of(p)?, P => P::from_fen(&p.fen, Rules::default())
        .ok()
        .map(|pos| pos.turn().other()))
}
