//! FIDE's Dutch system (C.04.3, the rules applied from July 2025): the
//! next round of a Swiss, paired bracket by bracket as one weighted
//! matching of every player still to be paired.
//!
//! Each possible pair gets a wide integer whose bit fields, from the most
//! significant, rank the rules' criteria: the pairing can be completed and
//! the bye goes to an eligible player of the lowest score (C.2, C.4), the
//! most pairs in the bracket and then the highest scores paired (C.5,
//! C.6), the same looking one bracket ahead (C.7), the fewest unplayed
//! games for the bye's receiver (C.9), the colour criteria (C.10–C.13),
//! the float criteria (C.14–C.21), and last the order in which the rules
//! try transpositions and exchanges (article 4). A maximum-weight matching
//! over these weights satisfies every criterion in its order at once; the
//! bracket's choices the matching leaves open (which moved-down players
//! are paired, which players are exchanged, who meets whom) are then fixed
//! one player at a time, in the rules' order, each by one more matching,
//! so that later brackets are paired knowing what earlier ones fixed.
//!
//! Colours follow article 5: both preferences when they differ, else the
//! stronger preference, else alternation from the latest round the two
//! players' colours differed, else the higher-ranked player's preference,
//! else the initial colour by rank.
//!
//! Scores are in half points; a win and the pairing-allocated bye score
//! 2, a draw and a half-point bye 1.

use super::matching::{self, Weight, Wide};
use super::trf::{Colour, Outcome, Trf};
use std::collections::{HashMap, HashSet};
use std::fmt;

/// One round of one player, as the pairing reads it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Entry {
    /// The opponent (an index into [`Swiss::players`]), if any.
    pub opponent: Option<usize>,
    /// The colour of a game played.
    pub colour: Option<Colour>,
    /// Whether a game was played over the board.
    pub played: bool,
    /// Whether the player was paired that round (a game, a forfeit, or the
    /// pairing-allocated bye), as opposed to absent or on a requested bye.
    pub paired: bool,
    /// Points scored, in half points.
    pub points: u32,
}

impl Entry {
    /// An absence: no game, no points, not paired.
    pub const ABSENT: Entry = Entry {
        opponent: None,
        colour: None,
        played: false,
        paired: false,
        points: 0,
    };

    fn from_round(opponent: Option<usize>, colour: Option<Colour>, outcome: Outcome) -> Entry {
        let played = opponent.is_some()
            && colour.is_some()
            && matches!(
                outcome,
                Outcome::Win
                    | Outcome::Draw
                    | Outcome::Loss
                    | Outcome::UnratedWin
                    | Outcome::UnratedDraw
                    | Outcome::UnratedLoss
            );
        Entry {
            opponent,
            colour: if played { colour } else { None },
            played,
            paired: opponent.is_some()
                || matches!(outcome, Outcome::PairingBye | Outcome::ForfeitWin),
            points: outcome.half_points(),
        }
    }
}

/// A player of a Swiss: the starting rank and every round so far; a round
/// beyond the rounds played is one decided before the pairing (a
/// requested bye, an absence), which keeps the player out of it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Entrant {
    pub number: u32,
    pub entries: Vec<Entry>,
}

/// A Swiss as the pairing sees it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Swiss {
    pub players: Vec<Entrant>,
    /// Rounds already paired.
    pub played: usize,
    /// Rounds the event will have.
    pub rounds: usize,
    /// The colour the top of the draw had in round 1.
    pub first_colour: Colour,
    /// Pairs the organiser forbids (indices into `players`).
    pub forbidden: Vec<(usize, usize)>,
}

/// One board of a round: a game, or the pairing-allocated bye.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Board {
    Game { white: u32, black: u32 },
    Bye(u32),
}

/// Why a round cannot be paired.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PairingError {
    /// No pairing satisfies the absolute criteria (no rematch, no second
    /// bye, no two players who must have the same colour).
    NoPairing,
    /// The file says more rounds were played than the event has.
    TooManyRounds { played: usize, rounds: usize },
    /// The number of rounds is needed to know the last round's rules.
    RoundsUnknown,
    /// More than the pairing can weigh.
    TooLarge,
}

impl fmt::Display for PairingError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PairingError::NoPairing => write!(f, "no pairing satisfies the absolute criteria"),
            PairingError::TooManyRounds { played, rounds } => write!(
                f,
                "{played} rounds were played but the event has {rounds} (XXR)"
            ),
            PairingError::RoundsUnknown => {
                write!(f, "the number of rounds is not given (an XXR line)")
            }
            PairingError::TooLarge => write!(f, "the event is too large to pair"),
        }
    }
}

impl std::error::Error for PairingError {}

impl Swiss {
    /// The event a report file describes, ready for its next round: rounds
    /// are counted from the entries that were paired; an entry beyond them
    /// (a requested bye, an absence) belongs to the round to be paired.
    pub fn from_trf(trf: &Trf) -> Result<Swiss, PairingError> {
        let index: HashMap<u32, usize> = trf
            .players
            .iter()
            .enumerate()
            .map(|(i, p)| (p.number, i))
            .collect();
        let mut played = 0;
        let mut players = Vec::with_capacity(trf.players.len());
        for p in &trf.players {
            let mut entries = Vec::new();
            for (r, round) in p.rounds.iter().enumerate() {
                if round.outcome == Outcome::Unplayed && round.opponent.is_none() {
                    continue;
                }
                entries.resize(r, Entry::ABSENT);
                played = played.max(r);
                let opponent = round.opponent.and_then(|o| index.get(&o).copied());
                let entry = Entry::from_round(opponent, round.colour, round.outcome);
                if entry.paired {
                    played = played.max(r + 1);
                }
                entries.push(entry);
            }
            players.push(Entrant {
                number: p.number,
                entries,
            });
        }
        // A column every player has an entry in was paired, byes and all.
        if !players.is_empty() && players.iter().all(|p| p.entries.len() > played) {
            played += 1;
        }
        for p in &mut players {
            if p.entries.len() < played {
                p.entries.resize(played, Entry::ABSENT);
            }
        }
        let rounds = trf.rounds.ok_or(PairingError::RoundsUnknown)? as usize;
        if played + 1 > rounds {
            return Err(PairingError::TooManyRounds { played, rounds });
        }
        let first_colour = trf
            .first_colour
            .unwrap_or_else(|| inferred_first_colour(&players));
        Ok(Swiss {
            players,
            played,
            rounds,
            first_colour,
            forbidden: Vec::new(),
        })
    }
}

/// The first colour when the file does not say: the colour the highest
/// player had in the first round with colours, reversed for each player
/// above who had none.
fn inferred_first_colour(players: &[Entrant]) -> Colour {
    let Some(first) = players
        .iter()
        .filter_map(|p| p.entries.iter().position(|e| e.colour.is_some()))
        .min()
    else {
        return Colour::White;
    };
    let mut seen = 0usize;
    let mut order: Vec<&Entrant> = players.iter().collect();
    order.sort_by_key(|p| p.number);
    for p in order {
        if p.entries.iter().take(first + 1).any(|e| e.paired) {
            if let Some(c) = p.entries.get(first).and_then(|e| e.colour) {
                return if seen % 2 == 1 { invert(c) } else { c };
            }
            seen += 1;
        }
    }
    Colour::White
}

fn invert(c: Colour) -> Colour {
    match c {
        Colour::White => Colour::Black,
        Colour::Black => Colour::White,
    }
}

/// How a player floated in a past round.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Float {
    Down,
    Up,
    None,
}

/// What the pairing knows of a player to be paired.
struct Seat {
    index: usize,
    number: u32,
    rank: usize,
    score: u32,
    played_games: usize,
    preference: Option<Colour>,
    imbalance: u32,
    /// The colour of the last two games when it was the same.
    repeated: Option<Colour>,
    strong: bool,
    bye_eligible: bool,
    floats: [Float; 2],
    /// Colours of the games played, oldest first.
    colours: Vec<Colour>,
}

impl Seat {
    fn absolute_imbalance(&self) -> bool {
        self.imbalance > 1
    }
    fn absolute(&self) -> bool {
        self.absolute_imbalance() || self.repeated.is_some()
    }
}

fn bits_for(value: usize) -> u32 {
    usize::BITS - value.leading_zeros()
}

fn compatible_preferences(a: Option<Colour>, b: Option<Colour>) -> bool {
    a != b || a.is_none() || b.is_none()
}

/// Pairs the next round. The boards come in the order the endorsed
/// programs print them: the bye last, the others by the higher player's
/// score, then the lower player's, then the higher player's rank.
pub fn pair(swiss: &Swiss) -> Result<Vec<Board>, PairingError> {
    let seats = seats(swiss);
    if seats.is_empty() {
        return Ok(Vec::new());
    }
    let layout = Layout::new(swiss, &seats);
    let bits = layout.total();
    macro_rules! with_limbs {
        ($($n:literal),*) => {
            $(if bits <= $n * 64 { return Pairer::<$n>::new(swiss, &seats, layout).pair(); })*
        };
    }
    with_limbs!(1, 2, 3, 4, 6, 8, 12, 16, 24, 32, 48, 64, 96, 128);
    Err(PairingError::TooLarge)
}

fn seats(swiss: &Swiss) -> Vec<Seat> {
    let played = swiss.played;
    // Ranks among the players in the event, by starting rank.
    let mut by_number: Vec<usize> = (0..swiss.players.len())
        .filter(|&i| {
            let p = &swiss.players[i];
            p.entries.len() <= played || p.entries.iter().any(|e| e.paired)
        })
        .collect();
    by_number.sort_by_key(|&i| swiss.players[i].number);
    let score_back = |i: usize, back: usize| -> u32 {
        swiss.players[i].entries[..played - back]
            .iter()
            .map(|e| e.points)
            .sum()
    };
    let mut seats = Vec::new();
    for (rank, &i) in by_number.iter().enumerate() {
        let p = &swiss.players[i];
        if p.entries.len() > played {
            continue;
        }
        let colours: Vec<Colour> = p
            .entries
            .iter()
            .filter(|e| e.played)
            .filter_map(|e| e.colour)
            .collect();
        let whites = colours.iter().filter(|&&c| c == Colour::White).count() as u32;
        let blacks = colours.len() as u32 - whites;
        let run = colours
            .iter()
            .rev()
            .take_while(|&&c| Some(c) == colours.last().copied())
            .count();
        let lower = if whites > blacks {
            Colour::Black
        } else {
            Colour::White
        };
        let imbalance = whites.abs_diff(blacks);
        let last = colours.last().copied();
        let preference = if imbalance > 1 {
            Some(lower)
        } else if run > 1 {
            last.map(invert)
        } else if imbalance > 0 {
            Some(lower)
        } else {
            last.map(invert)
        };
        let repeated = if run > 1 { last } else { None };
        let absolute = imbalance > 1 || repeated.is_some();
        let floats = [1, 2].map(|back| {
            if played < back {
                return Float::None;
            }
            let e = p.entries[played - back];
            if !e.played {
                return if e.points > 0 {
                    Float::Down
                } else {
                    Float::None
                };
            }
            let mine = score_back(i, back);
            let theirs = score_back(e.opponent.expect("a game has an opponent"), back);
            if mine > theirs {
                Float::Down
            } else if mine < theirs {
                Float::Up
            } else {
                Float::None
            }
        });
        seats.push(Seat {
            index: i,
            number: p.number,
            rank,
            score: score_back(i, 0),
            played_games: colours.len(),
            preference,
            imbalance,
            repeated,
            strong: !absolute && imbalance > 0,
            bye_eligible: !p
                .entries
                .iter()
                .any(|e| !e.played && (e.points >= 2 || (e.paired && e.opponent.is_none()))),
            floats,
            colours,
        });
    }
    seats.sort_by(|a, b| b.score.cmp(&a.score).then(a.rank.cmp(&b.rank)));
    seats
}

/// The widths of the weight's fields.
struct Layout {
    /// Bits for a count of players in one score group.
    group: u32,
    /// Bits for a count per score group, every score group side by side.
    groups: u32,
    /// Each score's position in the per-group fields (the lowest score at
    /// the bottom, each group as many bits as its count needs).
    shift: HashMap<u32, u32>,
    played: usize,
}

impl Layout {
    fn new(swiss: &Swiss, seats: &[Seat]) -> Layout {
        let mut shift = HashMap::new();
        let mut groups = 0;
        let mut largest = 0;
        // Seats are by score, highest first: count each group from the end.
        let mut i = seats.len();
        while i > 0 {
            let score = seats[i - 1].score;
            let count = seats[..i]
                .iter()
                .rev()
                .take_while(|s| s.score == score)
                .count();
            i -= count;
            shift.insert(score, groups);
            groups += bits_for(count);
            largest = largest.max(count);
        }
        Layout {
            group: bits_for(largest),
            groups,
            shift,
            played: swiss.played,
        }
    }

    /// Bits of the weight's fields below the completion field.
    fn fields(&self) -> u32 {
        let mut bits = 2 * (self.group + self.groups) + 2 * self.group + 4 * self.group;
        if self.played > 0 {
            bits += 2 * self.group + 2 * self.groups;
        }
        if self.played > 1 {
            bits += 2 * self.group + 2 * self.groups;
        }
        bits + 3 * self.group + 1
    }

    /// Bits the matching needs: the fields, the completion field, and room
    /// for sums and doubled duals.
    fn total(&self) -> u32 {
        self.fields() + 2 + 8
    }
}

struct Pairer<'a, const N: usize> {
    swiss: &'a Swiss,
    seats: &'a [Seat],
    layout: Layout,
    forbidden: HashSet<(usize, usize)>,
    bye_score: u32,
    single_is_bye: bool,
    unplayed_rank: HashMap<usize, u64>,
    top: Wide<N>,
    /// The matching of every seat, kept between the bracket's steps.
    m: matching::Matcher<Wide<N>>,
}

impl<'a, const N: usize> Pairer<'a, N> {
    fn new(swiss: &'a Swiss, seats: &'a [Seat], layout: Layout) -> Self {
        let mut forbidden = HashSet::new();
        for (i, p) in swiss.players.iter().enumerate() {
            for e in &p.entries {
                if let (true, Some(o)) = (e.played, e.opponent) {
                    forbidden.insert((i.min(o), i.max(o)));
                }
            }
        }
        for &(a, b) in &swiss.forbidden {
            forbidden.insert((a.min(b), a.max(b)));
        }
        // Every bit of the fields and the completion field set.
        let top = Wide::<N>::from_u64(1)
            .shifted(layout.fields() + 2)
            .sub(Wide::from_u64(1));
        let n = seats.len();
        Pairer {
            swiss,
            seats,
            layout,
            forbidden,
            bye_score: 0,
            single_is_bye: false,
            unplayed_rank: HashMap::new(),
            top,
            m: matching::Matcher::new(n, top),
        }
    }

    /// Sets the weight of a pair; `a` is the seat whose weights change.
    fn set(&mut self, a: usize, b: usize, weight: Wide<N>) {
        self.m.set(a, b, weight);
    }

    fn solve(&mut self) -> Vec<usize> {
        self.m.solve();
        self.m.mates()
    }

    /// Fixes a pair: its two seats can meet no one else.
    fn fix(&mut self, a: usize, b: usize) {
        for v in 0..self.seats.len() {
            if v != a {
                let weight = if v == b { self.top } else { Wide::ZERO };
                self.set(a, v, weight);
            }
            if v != b {
                let weight = if v == a { self.top } else { Wide::ZERO };
                self.set(b, v, weight);
            }
        }
    }

    /// Fixes `v`'s opponent among `candidates`, the last preferred: each
    /// weighs a little more than the one before it (from `first` up,
    /// counting the candidates it cannot meet when `count_all`), the
    /// matching decides, and the pair is fixed. Returns the matching.
    fn meet_preferred(
        &mut self,
        v: usize,
        candidates: Vec<(usize, Wide<N>)>,
        first: u64,
        count_all: bool,
    ) -> Vec<usize> {
        let mut addend = first;
        for (o, weight) in candidates {
            if !weight.is_zero() {
                self.set(v, o, weight.add(Wide::from_u64(addend)));
                addend += 1;
            } else if count_all {
                addend += 1;
            }
        }
        let mate = self.solve();
        self.fix(v, mate[v]);
        mate
    }

    fn compatible(&self, a: &Seat, b: &Seat) -> bool {
        if self
            .forbidden
            .contains(&(a.index.min(b.index), a.index.max(b.index)))
        {
            return false;
        }
        let last_round = self.swiss.played + 1 >= self.swiss.rounds;
        let topscorer = |s: &Seat| s.score as usize > self.swiss.played;
        !a.absolute()
            || !b.absolute()
            || a.preference != b.preference
            || (last_round && (topscorer(a) || topscorer(b)))
    }

    fn bye_candidate(&self, s: &Seat) -> bool {
        s.bye_eligible && s.score <= self.bye_score
    }

    fn group_bit(&self, score: u32) -> Wide<N> {
        Wide::from_u64(1).shifted(self.layout.shift[&score])
    }

    /// The weight of `higher` (the earlier seat) meeting `lower`, the
    /// lower player being in the bracket being paired or the next one.
    fn edge(&self, higher: usize, lower: usize, in_bracket: bool, in_next: bool) -> Wide<N> {
        let h = &self.seats[higher];
        let l = &self.seats[lower];
        if !self.compatible(h, l) {
            return Wide::ZERO;
        }
        let g = self.layout.group;
        let gs = self.layout.groups;
        let flag = |b: bool| b as u64;
        // C.2, C.4: complete, and the bye to whom may have it.
        let mut w = Wide::from_u64(1 + flag(!self.bye_candidate(h)) + flag(!self.bye_candidate(l)));
        // C.5, C.6: pairs in the bracket, then their scores.
        w = w.shifted(g).or_small(flag(in_bracket));
        w = w.shifted(gs);
        if in_bracket {
            w = w.add(self.group_bit(h.score));
        }
        // C.7: the same in the next bracket.
        w = w.shifted(g).or_small(flag(in_next));
        w = w.shifted(gs);
        if in_next {
            w = w.add(self.group_bit(h.score));
        }
        // C.9: the bye's receiver with the fewest unplayed games.
        w = w.shifted(2 * g);
        if self.single_is_bye {
            if h.score == self.bye_score {
                w = w.add(Wide::from_u64(self.unplayed_rank[&h.played_games]));
            }
            if l.score == self.bye_score {
                w = w.add(Wide::from_u64(self.unplayed_rank[&l.played_games]));
            }
        }
        // C.10–C.13: colours (the lower player first, as the rules put
        // the one who gives way second).
        let (p, o) = (l, h);
        let mask = in_bracket;
        w = w.shifted(g).or_small(flag(
            mask && (!p.absolute_imbalance()
                || !o.absolute_imbalance()
                || p.preference != o.preference),
        ));
        let repeat_ok = if p.imbalance == o.imbalance {
            p.repeated.is_none() || p.repeated != o.repeated
        } else {
            let smaller = if p.imbalance > o.imbalance { o } else { p };
            smaller.repeated != p.preference.map(invert)
        };
        w = w.shifted(g).or_small(flag(
            mask && (!p.absolute() || !o.absolute() || p.preference != o.preference || repeat_ok),
        ));
        w = w.shifted(g).or_small(flag(
            mask && compatible_preferences(p.preference, o.preference),
        ));
        w = w.shifted(g).or_small(flag(
            mask && ((!p.strong && !p.absolute())
                || (!o.strong && !o.absolute())
                || (p.absolute() && o.absolute())
                || p.preference != o.preference),
        ));
        // C.14–C.17: floats one and two rounds back.
        for back in 0..2 {
            if self.swiss.played > back {
                w = w.shifted(g);
                if in_bracket {
                    w = w.add(Wide::from_u64(
                        flag(l.floats[back] == Float::Down)
                            + flag(h.score <= l.score && h.floats[back] == Float::Down),
                    ));
                }
                w = w.shifted(g);
                if in_bracket {
                    w = w.or_small(flag(!(h.score > l.score && l.floats[back] == Float::Up)));
                }
            }
        }
        // C.18–C.21: the scores of those floats.
        for back in 0..2 {
            if self.swiss.played > back {
                w = w.shifted(gs);
                if in_bracket {
                    if l.floats[back] == Float::Down {
                        w = w.add(self.group_bit(l.score));
                    }
                    if h.floats[back] == Float::Down {
                        w = w.add(self.group_bit(h.score));
                    }
                }
                w = w.shifted(gs);
                if in_bracket && !(l.floats[back] == Float::Up && h.score > l.score) {
                    w = w.add(self.group_bit(h.score));
                }
            }
        }
        // Room for the order of transpositions and exchanges.
        w.shifted(3 * g + 1)
    }

    /// The first matching: whether the round can be paired at all, and
    /// the score the bye goes to.
    fn first_weights(&mut self) {
        let n = self.seats.len();
        let top_score = self.seats[0].score;
        for p in 0..n {
            for o in 0..p {
                let weight = if n % 2 == 1 {
                    let (a, b) = (&self.seats[p], &self.seats[o]);
                    if self.compatible(a, b) {
                        let count = 1 + !a.bye_eligible as u64 + !b.bye_eligible as u64;
                        Wide::from_u64(count)
                            .shifted(self.layout.groups)
                            .add(Wide::from_u64(
                                (self.layout.shift[&a.score] + self.layout.shift[&b.score]) as u64,
                            ))
                            .shifted(self.layout.group)
                            .or_small((a.score >= top_score) as u64)
                    } else {
                        Wide::ZERO
                    }
                } else {
                    self.edge(o, p, false, false)
                };
                self.set(p, o, weight);
            }
        }
    }

    fn pair(mut self) -> Result<Vec<Board>, PairingError> {
        let n = self.seats.len();
        let score = |v: usize| self.seats[v].score;
        self.first_weights();
        let mut mate = self.solve();
        let singles: Vec<usize> = (0..n).filter(|&v| mate[v] == v).collect();
        if singles.len() > 1 || singles.iter().any(|&v| !self.seats[v].bye_eligible) {
            return Err(PairingError::NoPairing);
        }
        if n % 2 == 1 {
            self.bye_score = score(singles[0]);
            let top_score = score(0);
            self.single_is_bye = self.bye_score >= top_score
                && (0..n)
                    .take_while(|&v| score(v) >= top_score)
                    .all(|v| score(mate[v]) >= top_score);
            let mut counts: Vec<usize> = (0..n)
                .filter(|&v| score(v) == self.bye_score)
                .map(|v| self.seats[v].played_games)
                .collect();
            counts.sort_by(|a, b| b.cmp(a));
            for (rank, c) in counts.into_iter().enumerate() {
                self.unplayed_rank.insert(c, rank as u64);
            }
            for p in 0..n {
                for o in 0..p {
                    let weight = self.edge(o, p, false, false);
                    self.set(p, o, weight);
                }
            }
        }

        let mut matched = vec![false; n];
        let mut bracket: Vec<usize> = (0..n).take_while(|&v| score(v) >= score(0)).collect();
        let mut next_group = bracket.len();
        let mut movers = 0;
        let mut group_vertex = 0;
        let mut pairs: Vec<(usize, usize)> = Vec::new();
        let g = self.layout.group;

        while bracket.len() > 1 || next_group < n {
            let size = bracket.len();
            let next_vertex = group_vertex + (size - movers);
            let group_start = next_group;
            if next_group < n {
                let s = score(next_group);
                while next_group < n && score(next_group) >= s {
                    bracket.push(next_group);
                    next_group += 1;
                }
            }
            let here = |v: usize| v >= group_vertex && v < next_vertex;
            let len = bracket.len();
            // base[i][j], i > j: the plain weight of bracket seats i and j.
            let mut base = vec![Vec::new(); len];
            for larger in movers..len {
                base[larger] = (0..larger)
                    .map(|smaller| {
                        self.edge(
                            bracket[smaller],
                            bracket[larger],
                            larger < size,
                            larger >= size,
                        )
                    })
                    .collect();
                for smaller in 0..larger {
                    let weight = base[larger][smaller];
                    self.set(bracket[larger], bracket[smaller], weight);
                }
            }
            let ordered =
                |base: &Vec<Vec<Wide<N>>>, s: usize, l: usize, pos: usize, count: usize| {
                    let mut r = base[l][s];
                    if !r.is_zero() {
                        let addend = Wide::<N>::from_u64((pos < count) as u64)
                            .shifted(2 * g)
                            .sub(Wide::from_u64(pos as u64))
                            .shifted(1);
                        r = r.add(addend);
                    }
                    r
                };
            mate = self.solve();

            // Which moved-down players are paired here, highest first.
            let mut group_score = 0;
            let mut left = 0;
            let mut left_matched = 0;
            for pi in 0..movers {
                let pv = bracket[pi];
                if pi == 0 || score(pv) < group_score {
                    group_score = score(pv);
                    left = 0;
                    left_matched = 0;
                    let mut mi = pi;
                    while mi < len && score(bracket[mi]) >= group_score {
                        left += 1;
                        if here(mate[bracket[mi]]) {
                            left_matched += 1;
                        }
                        mi += 1;
                    }
                }
                if left_matched == 0 {
                    continue;
                }
                if left <= left_matched {
                    matched[pv] = true;
                    continue;
                }
                left -= 1;
                if !here(mate[pv]) {
                    for oi in movers..size {
                        let weight = base[oi][pi];
                        if !weight.is_zero() {
                            self.set(pv, bracket[oi], weight.or_small(1));
                        }
                    }
                    mate = self.solve();
                }
                if here(mate[pv]) {
                    matched[pv] = true;
                    left_matched -= 1;
                    for oi in movers..size {
                        let weight = base[oi][pi];
                        if !weight.is_zero() {
                            let weight = weight
                                .or_small((size - movers) as u64)
                                .add(Wide::from_u64(1));
                            self.set(pv, bracket[oi], weight);
                        }
                    }
                }
            }

            // Their opponents: the highest resident who keeps the rest best.
            for pi in 0..movers {
                let pv = bracket[pi];
                if !matched[pv] {
                    continue;
                }
                let candidates: Vec<(usize, Wide<N>)> = (movers..size)
                    .rev()
                    .filter(|&oi| !matched[bracket[oi]])
                    .map(|oi| (bracket[oi], base[oi][pi]))
                    .collect();
                mate = self.meet_preferred(pv, candidates, len as u64, false);
                matched[mate[pv]] = true;
            }

            // The remainder: residents not paired with a moved-down player.
            let mut rest: Vec<usize> = Vec::new();
            let mut rest_pairs = 0;
            for (pi, &pv) in bracket.iter().enumerate().take(size).skip(movers) {
                if mate[pv] < group_vertex {
                    continue;
                }
                rest.push(pi);
                if mate[pv] < pv {
                    rest_pairs += 1;
                }
            }
            for (pos, &a) in rest.iter().enumerate() {
                for &b in &rest[pos + 1..] {
                    let weight = ordered(&base, a, b, pos, rest_pairs);
                    self.set(bracket[a], bracket[b], weight);
                }
            }
            mate = self.solve();
            let s1_out = |mate: &Vec<usize>, v: usize| mate[v] <= v || mate[v] >= next_vertex;
            let exchanges = rest[..rest_pairs]
                .iter()
                .filter(|&&pi| s1_out(&mate, bracket[pi]))
                .count();

            // Exchanges: the lowest of S1 leave first…
            let mut remaining = exchanges;
            let mut at = rest_pairs;
            while at > 0 && remaining > 0 {
                at -= 1;
                let p = rest[at];
                let pv = bracket[p];
                if !s1_out(&mate, pv) {
                    for &o in &rest[at + 1..] {
                        let weight = ordered(&base, p, o, at, rest_pairs);
                        if !weight.is_zero() {
                            self.set(pv, bracket[o], weight.sub(Wide::from_u64(1)));
                        }
                    }
                    mate = self.solve();
                }
                let exchange = s1_out(&mate, pv);
                if exchange {
                    remaining -= 1;
                }
                for &o in &rest[at + 1..] {
                    if exchange {
                        base[o][p] = Wide::ZERO;
                    }
                    let weight = ordered(&base, p, o, at, rest_pairs);
                    self.set(pv, bracket[o], weight);
                }
            }
            // …and the highest of S2 come up.
            let mut remaining = exchanges;
            let mut pos = rest_pairs;
            let mut at = rest_pairs;
            while at < rest.len() && remaining > 1 {
                let p = rest[at];
                let pv = bracket[p];
                let already = !s1_out(&mate, pv);
                if !already {
                    for &o in &rest[at + 1..] {
                        let weight = ordered(&base, p, o, pos, rest_pairs);
                        if !weight.is_zero() {
                            self.set(pv, bracket[o], weight.add(Wide::from_u64(1)));
                        }
                    }
                    mate = self.solve();
                }
                if !s1_out(&mate, pv) {
                    remaining -= 1;
                    for &o in &rest[..at] {
                        base[p][o] = Wide::ZERO;
                        self.set(pv, bracket[o], Wide::ZERO);
                    }
                    for oi in size..len {
                        base[oi][p] = Wide::ZERO;
                        self.set(pv, bracket[oi], Wide::ZERO);
                    }
                }
                if !already {
                    for &o in &rest[at + 1..] {
                        let weight = ordered(&base, p, o, pos, rest_pairs);
                        self.set(pv, bracket[o], weight);
                    }
                }
                pos += 1;
                at += 1;
            }
            // The exchanges fixed: S1 and S2 known, the order weights gone.
            for (i, &p) in rest.iter().enumerate() {
                let pv = bracket[p];
                for &o in &rest[i + 1..] {
                    let ov = bracket[o];
                    if s1_out(&mate, pv) || !s1_out(&mate, ov) {
                        base[o][p] = Wide::ZERO;
                    }
                    self.set(pv, ov, base[o][p]);
                }
            }
            // Each of S1, in order, meets the highest of S2 that keeps the
            // rest best.
            for &p in &rest {
                let pv = bracket[p];
                if s1_out(&mate, pv) {
                    continue;
                }
                let candidates: Vec<(usize, Wide<N>)> = rest
                    .iter()
                    .rev()
                    .filter(|&&o| o > p && !matched[bracket[o]])
                    .map(|&o| (bracket[o], base[o][p]))
                    .collect();
                mate = self.meet_preferred(pv, candidates, 0, true);
                matched[pv] = true;
                matched[mate[pv]] = true;
            }

            // The next bracket: whoever is left, then the next score group.
            let mut next = Vec::new();
            let mut next_movers = 0;
            self.single_is_bye =
                n % 2 == 1 && group_start < n && self.bye_score >= score(group_start);
            for (i, &pv) in bracket.iter().enumerate() {
                if i < size && matched[pv] {
                    pairs.push((pv, mate[pv]));
                } else {
                    next.push(pv);
                    if i < size {
                        next_movers += 1;
                    }
                    if self.single_is_bye && score(mate[pv]) < score(group_start) {
                        self.single_is_bye = false;
                    }
                }
            }
            // The last bracket pairs everyone but the bye (the first
            // matching proved it can); never loop on one that did not.
            if group_start == n && next.len() == bracket.len() {
                return Err(PairingError::NoPairing);
            }
            bracket = next;
            movers = next_movers;
            group_vertex = next_vertex;
        }
        Ok(self.boards(&pairs))
    }

    fn boards(&self, pairs: &[(usize, usize)]) -> Vec<Board> {
        let n = self.seats.len();
        let mut seen = vec![false; n];
        let mut games: Vec<(usize, usize)> = Vec::new();
        for &(a, b) in pairs {
            if !seen[a] && !seen[b] {
                seen[a] = true;
                seen[b] = true;
                games.push((a.min(b), a.max(b)));
            }
        }
        // Seats are in score-then-rank order: the smaller is the higher.
        games.sort_by(|&(h0, l0), &(h1, l1)| {
            let s = &self.seats;
            s[h1]
                .score
                .cmp(&s[h0].score)
                .then(s[l1].score.cmp(&s[l0].score))
                .then(s[h0].rank.cmp(&s[h1].rank))
        });
        let mut boards: Vec<Board> = games
            .into_iter()
            .map(|(h, l)| {
                let (a, b) = if self.seats[h].number < self.seats[l].number {
                    (h, l)
                } else {
                    (l, h)
                };
                let colour = self.colour(a, b);
                let (white, black) = if colour == Colour::White {
                    (a, b)
                } else {
                    (b, a)
                };
                Board::Game {
                    white: self.seats[white].number,
                    black: self.seats[black].number,
                }
            })
            .collect();
        if let Some(v) = (0..n).find(|&v| !seen[v]) {
            boards.push(Board::Bye(self.seats[v].number));
        }
        boards
    }

    /// The colour of seat `p` against seat `o` (article 5).
    fn colour(&self, p: usize, o: usize) -> Colour {
        let (a, b) = (&self.seats[p], &self.seats[o]);
        if let Some(c) = neutral_colour(a, b) {
            return c;
        }
        let a_lower = (a.score, std::cmp::Reverse(a.rank)) < (b.score, std::cmp::Reverse(b.rank));
        let first = self.swiss.first_colour;
        match a.preference {
            None => {
                if a_lower {
                    if b.rank % 2 == 1 {
                        first
                    } else {
                        invert(first)
                    }
                } else if a.rank % 2 == 1 {
                    invert(first)
                } else {
                    first
                }
            }
            Some(pref) => {
                if a_lower {
                    invert(b.preference.expect("the same preference"))
                } else {
                    pref
                }
            }
        }
    }
}

/// The colour article 5 gives `p` before rank decides: both preferences
/// when they can both be met, the stronger one, or alternation from the
/// latest round their colours differed.
fn neutral_colour(p: &Seat, o: &Seat) -> Option<Colour> {
    if compatible_preferences(p.preference, o.preference) {
        return p.preference.or(o.preference.map(invert));
    }
    if p.absolute() && (p.imbalance > o.imbalance || !o.absolute()) {
        return p.preference;
    }
    if o.absolute() && (o.imbalance > p.imbalance || !p.absolute()) {
        return o.preference.map(invert);
    }
    if p.strong && !o.strong {
        return p.preference;
    }
    if o.strong && !p.strong {
        return o.preference.map(invert);
    }
    let mut mine = p.colours.iter().rev();
    let mut theirs = o.colours.iter().rev();
    loop {
        match (mine.next(), theirs.next()) {
            (Some(a), Some(b)) if a == b => continue,
            (Some(_), Some(b)) => return Some(*b),
            _ => return None,
        }
    }
}

/// The pairing as the endorsed programs print it: the number of boards,
/// then `white black` a line, `0` for the bye's missing opponent.
pub fn printed(boards: &[Board]) -> String {
    let mut out = format!("{}\n", boards.len());
    for b in boards {
        match b {
            Board::Game { white, black } => out.push_str(&format!("{white} {black}\n")),
            Board::Bye(p) => out.push_str(&format!("{p} 0\n")),
        }
    }
    out
}
