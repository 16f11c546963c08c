//! FIDE's tournament report file (TRF, the 2016 form that bbpPairings and
//! JaVaFo read, with their `XXR` and `XXC` lines): the players and every
//! round's result of a Swiss, read and written.
//!
//! A player is a line `001` of fixed columns: the starting rank (5-8),
//! sex (10), title (11-13), name (15-47), rating (49-52), federation
//! (54-56), FIDE id (58-68), birth date (70-79), points (81-84) and rank
//! (86-89); then one block of ten columns a round from column 92: the
//! opponent's starting rank (four columns, `0000` for none), the colour
//! (`w`, `b` or `-`) and the result. `XXR n` gives the number of rounds,
//! `XXC white1` or `XXC black1` the first player's colour in round 1.
//! Other lines (the tournament's name, its arbiters…) are kept as they are.

use std::fmt;

/// A round's result for one player, as the file writes it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// `1`, `=`, `0`: a game played.
    Win,
    Draw,
    Loss,
    /// `+`, `-`: a game won or lost by forfeit.
    ForfeitWin,
    ForfeitLoss,
    /// `W`, `D`, `L`: a game played but not rated.
    UnratedWin,
    UnratedDraw,
    UnratedLoss,
    /// `H`, `F`, `U`, `Z`: a half-point bye, a full-point bye, the bye the
    /// pairing gave, a zero-point bye (an absence).
    HalfBye,
    FullBye,
    PairingBye,
    ZeroBye,
    /// A blank: not yet played.
    Unplayed,
}

impl Outcome {
    fn from_char(c: char) -> Option<Outcome> {
        Some(match c {
            '1' => Outcome::Win,
            '=' => Outcome::Draw,
            '0' => Outcome::Loss,
            '+' => Outcome::ForfeitWin,
            '-' => Outcome::ForfeitLoss,
            'W' | 'w' => Outcome::UnratedWin,
            'D' | 'd' => Outcome::UnratedDraw,
            'L' | 'l' => Outcome::UnratedLoss,
            'H' | 'h' => Outcome::HalfBye,
            'F' | 'f' => Outcome::FullBye,
            'U' | 'u' => Outcome::PairingBye,
            'Z' | 'z' => Outcome::ZeroBye,
            ' ' => Outcome::Unplayed,
            _ => return None,
        })
    }

    fn as_char(self) -> char {
        match self {
            Outcome::Win => '1',
            Outcome::Draw => '=',
            Outcome::Loss => '0',
            Outcome::ForfeitWin => '+',
            Outcome::ForfeitLoss => '-',
            Outcome::UnratedWin => 'W',
            Outcome::UnratedDraw => 'D',
            Outcome::UnratedLoss => 'L',
            Outcome::HalfBye => 'H',
            Outcome::FullBye => 'F',
            Outcome::PairingBye => 'U',
            Outcome::ZeroBye => 'Z',
            Outcome::Unplayed => ' ',
        }
    }

    /// The points it scores, in half points (a pairing-allocated bye one
    /// point, as FIDE's Dutch system counts it).
    pub fn half_points(self) -> u32 {
        match self {
            Outcome::Win
            | Outcome::ForfeitWin
            | Outcome::UnratedWin
            | Outcome::FullBye
            | Outcome::PairingBye => 2,
            Outcome::Draw | Outcome::UnratedDraw | Outcome::HalfBye => 1,
            _ => 0,
        }
    }
}

/// A colour in a round (None: no game, or not known).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Colour {
    White,
    Black,
}

/// One round of a player: the opponent's starting rank (None: no
/// opponent), the colour and the result.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Round {
    pub opponent: Option<u32>,
    pub colour: Option<Colour>,
    pub outcome: Outcome,
}

/// A player's line.
#[derive(Clone, Debug, PartialEq)]
pub struct Player {
    pub number: u32,
    pub sex: String,
    pub title: String,
    pub name: String,
    pub rating: u32,
    pub federation: String,
    pub fide_id: String,
    pub birth: String,
    /// Points as written, in half points.
    pub half_points: u32,
    pub rank: Option<u32>,
    pub rounds: Vec<Round>,
}

/// A tournament as its file gives it.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Trf {
    pub players: Vec<Player>,
    /// `XXR`: the rounds the tournament will have.
    pub rounds: Option<u32>,
    /// `XXC`: the first player's colour in round 1.
    pub first_colour: Option<Colour>,
    /// Every other line, as it was.
    pub other: Vec<String>,
}

/// Why a file is not a tournament: the line (from 1) and what is wrong.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TrfError {
    pub line: usize,
    pub what: String,
}

impl fmt::Display for TrfError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}: {}", self.line, self.what)
    }
}

impl std::error::Error for TrfError {}

/// The characters of `line` in columns `from` to `to` (1-based, both
/// included), trimmed; empty past the line's end.
fn columns(line: &[char], from: usize, to: usize) -> String {
    let end = to.min(line.len());
    if from > end {
        return String::new();
    }
    line[from - 1..end]
        .iter()
        .collect::<String>()
        .trim()
        .to_string()
}

/// Points as written (`3.5`, `2`, `1,5`) in half points.
fn half_points(text: &str) -> Option<u32> {
    let text = text.replace(',', ".");
    let (whole, half) = match text.split_once('.') {
        Some((w, "5")) => (w, 1),
        Some((w, "0")) | Some((w, "")) => (w, 0),
        Some(_) => return None,
        None => (text.as_str(), 0),
    };
    let whole: u32 = if whole.is_empty() {
        0
    } else {
        whole.parse().ok()?
    };
    Some(whole * 2 + half)
}

fn player(line: &[char], n: usize) -> Result<Player, TrfError> {
    let bad = |what: String| TrfError { line: n, what };
    let number_text = columns(line, 5, 8);
    let number = number_text
        .parse::<u32>()
        .ok()
        .filter(|&k| k > 0)
        .ok_or_else(|| {
            bad(format!(
                "`{number_text}` is not a starting rank (columns 5-8)"
            ))
        })?;
    let rating_text = columns(line, 49, 52);
    let rating = if rating_text.is_empty() {
        0
    } else {
        rating_text
            .parse()
            .map_err(|_| bad(format!("`{rating_text}` is not a rating (columns 49-52)")))?
    };
    let points_text = columns(line, 81, 84);
    let half_points = if points_text.is_empty() {
        0
    } else {
        half_points(&points_text)
            .ok_or_else(|| bad(format!("`{points_text}` is not a score (columns 81-84)")))?
    };
    let rank_text = columns(line, 86, 89);
    let rank = if rank_text.is_empty() {
        None
    } else {
        Some(
            rank_text
                .parse()
                .map_err(|_| bad(format!("`{rank_text}` is not a rank (columns 86-89)")))?,
        )
    };
    let mut rounds = Vec::new();
    let mut at = 92;
    while at <= line.len() {
        let r = rounds.len() + 1;
        let block: String = line[at - 1..(at + 7).min(line.len())].iter().collect();
        if block.trim().is_empty() {
            rounds.push(Round {
                opponent: None,
                colour: None,
                outcome: Outcome::Unplayed,
            });
            at += 10;
            continue;
        }
        let opponent_text = columns(line, at, at + 3);
        let opponent = match opponent_text.parse::<u32>() {
            Ok(0) => None,
            Ok(k) => Some(k),
            Err(_) if opponent_text.is_empty() => None,
            Err(_) => {
                return Err(bad(format!(
                    "round {r}: `{opponent_text}` is not an opponent's starting rank"
                )))
            }
        };
        let colour = match line.get(at + 4).copied().unwrap_or(' ') {
            'w' | 'W' => Some(Colour::White),
            'b' | 'B' => Some(Colour::Black),
            '-' | ' ' => None,
            c => return Err(bad(format!("round {r}: `{c}` is not a colour (w, b or -)"))),
        };
        let result = line.get(at + 6).copied().unwrap_or(' ');
        let outcome = match Outcome::from_char(result) {
            // `0000 -` with no result: an absence.
            Some(Outcome::Unplayed) if opponent.is_none() => Some(Outcome::ZeroBye),
            other => other,
        };
        let outcome = outcome.ok_or_else(|| {
            bad(format!(
                "round {r}: `{result}` is not a result (1, =, 0, +, -, W, D, L, H, F, U, Z)"
            ))
        })?;
        if opponent.is_some() && colour.is_none() && outcome != Outcome::Unplayed {
            return Err(bad(format!("round {r}: a game with no colour")));
        }
        rounds.push(Round {
            opponent,
            colour,
            outcome,
        });
        at += 10;
    }
    // Blank rounds at the end are no rounds.
    while rounds
        .last()
        .is_some_and(|r| r.opponent.is_none() && r.outcome == Outcome::Unplayed)
    {
        rounds.pop();
    }
    Ok(Player {
        number,
        sex: columns(line, 10, 10),
        title: columns(line, 11, 13),
        name: columns(line, 15, 47),
        rating,
        federation: columns(line, 54, 56),
        fide_id: columns(line, 58, 68),
        birth: columns(line, 70, 79),
        half_points,
        rank,
        rounds,
    })
}

impl Trf {
    /// Reads a file's text.
    pub fn parse(text: &str) -> Result<Trf, TrfError> {
        let mut trf = Trf::default();
        // Each player's line, by starting rank.
        let mut line_of = std::collections::HashMap::new();
        // Lines end in LF, CR LF or a lone CR (as some pairing programs
        // write them).
        let text = text.replace("\r\n", "\n").replace('\r', "\n");
        for (i, line) in text.lines().enumerate() {
            let n = i + 1;
            let bad = |what: String| TrfError { line: n, what };
            if line.starts_with("001") {
                let chars: Vec<char> = line.chars().collect();
                let p = player(&chars, n)?;
                if line_of.insert(p.number, n).is_some() {
                    return Err(bad(format!("starting rank {} given twice", p.number)));
                }
                trf.players.push(p);
            } else if let Some(rest) = line.strip_prefix("XXR") {
                let rounds = rest.trim();
                trf.rounds =
                    Some(
                        rounds.parse().ok().filter(|&r| r > 0).ok_or_else(|| {
                            bad(format!("XXR `{rounds}` is not a number of rounds"))
                        })?,
                    );
            } else if let Some(rest) = line.strip_prefix("XXC") {
                let words: Vec<&str> = rest.split_whitespace().collect();
                trf.first_colour = match words.iter().find(|w| w.ends_with('1')) {
                    Some(&"white1") => Some(Colour::White),
                    Some(&"black1") => Some(Colour::Black),
                    _ => {
                        return Err(bad(format!(
                            "XXC `{}` names no first colour (white1 or black1)",
                            rest.trim()
                        )))
                    }
                };
            } else if !line.trim().is_empty() {
                trf.other.push(line.to_string());
            }
        }
        let by_number: std::collections::HashMap<u32, &Player> =
            trf.players.iter().map(|p| (p.number, p)).collect();
        for p in &trf.players {
            for (r, round) in p.rounds.iter().enumerate() {
                let Some(o) = round.opponent else { continue };
                let back = by_number
                    .get(&o)
                    .and_then(|q| q.rounds.get(r))
                    .and_then(|q| q.opponent);
                if back != Some(p.number) {
                    return Err(TrfError {
                        line: line_of[&p.number],
                        what: format!(
                            "round {}: player {} meets {o}, who does not meet {} that round",
                            r + 1,
                            p.number,
                            p.number
                        ),
                    });
                }
            }
        }
        Ok(trf)
    }
}

impl fmt::Display for Trf {
    /// The file: the other lines, then `XXR` and `XXC`, then the players.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for line in &self.other {
            writeln!(f, "{line}")?;
        }
        if let Some(r) = self.rounds {
            writeln!(f, "XXR {r}")?;
        }
        match self.first_colour {
            Some(Colour::White) => writeln!(f, "XXC white1")?,
            Some(Colour::Black) => writeln!(f, "XXC black1")?,
            None => {}
        }
        for p in &self.players {
            let points = format!(
                "{}.{}",
                p.half_points / 2,
                if p.half_points % 2 == 1 { 5 } else { 0 }
            );
            let rating = if p.rating == 0 {
                String::new()
            } else {
                p.rating.to_string()
            };
            let rank = p.rank.map(|r| r.to_string()).unwrap_or_default();
            let mut line = format!(
                "001 {:>4} {:1}{:>3} {:<33} {:>4} {:<3} {:>11} {:<10} {:>4} {:>4}",
                p.number,
                p.sex,
                p.title,
                p.name.chars().take(33).collect::<String>(),
                rating,
                p.federation,
                p.fide_id,
                p.birth,
                points,
                rank
            );
            for r in &p.rounds {
                let opponent = r.opponent.map_or("0000".to_string(), |o| format!("{o:>4}"));
                let colour = match r.colour {
                    Some(Colour::White) => 'w',
                    Some(Colour::Black) => 'b',
                    None => '-',
                };
                line.push_str(&format!("  {opponent} {colour} {}", r.outcome.as_char()));
            }
            writeln!(f, "{}", line.trim_end())?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A line with each text at its column (1-based), as the format
    /// places them.
    fn at(fields: &[(usize, &str)]) -> String {
        let mut line = String::new();
        for (column, text) in fields {
            while line.chars().count() + 1 < *column {
                line.push(' ');
            }
            line.push_str(text);
        }
        line
    }

    /// A player's line: rank, sex, title, name, rating, federation, id,
    /// birth, points, place, then each round's opponent, colour, result.
    #[allow(clippy::type_complexity)]
    fn player_line(fields: [&str; 10], rounds: &[(&str, &str, &str)]) -> String {
        let [rank, sex, title, name, rating, fed, id, birth, points, place] = fields;
        let right = |text: &str, width: usize| format!("{text:>width$}");
        let (rank, rating, points, place) = (
            right(rank, 4),
            right(rating, 4),
            right(points, 4),
            right(place, 4),
        );
        let mut fields = vec![
            (1, "001"),
            (5, rank.as_str()),
            (10, sex),
            (11, title),
            (15, name),
            (49, rating.as_str()),
            (54, fed),
            (58, id),
            (70, birth),
            (81, points.as_str()),
            (86, place.as_str()),
        ];
        let opponents: Vec<String> = rounds.iter().map(|(o, _, _)| right(o, 4)).collect();
        for (k, (_, colour, result)) in rounds.iter().enumerate() {
            fields.push((92 + 10 * k, opponents[k].as_str()));
            fields.push((97 + 10 * k, colour));
            fields.push((99 + 10 * k, result));
        }
        at(&fields)
    }

    /// Four players after two rounds: a game of each result, a bye given
    /// by the pairing, a half-point bye asked for.
    fn four() -> String {
        let lines = [
            "012 Spring Alice open".to_string(),
            "XXR 5".into(),
            "XXC white1".into(),
            player_line(
                [
                    "1",
                    "m",
                    " GM",
                    "Alpha, Ann",
                    "2500",
                    "FRA",
                    "12345678",
                    "1990/01/01",
                    "1.5",
                    "1",
                ],
                &[("4", "w", "1"), ("0000", "-", "H")],
            ),
            player_line(
                [
                    "2",
                    "w",
                    "",
                    "Beta, Bea",
                    "2400",
                    "GER",
                    "",
                    "2000/02/02",
                    "0.5",
                    "4",
                ],
                &[("3", "b", "="), ("3", "w", "0")],
            ),
            player_line(
                ["3", "", "", "Gamma, Cy", "2300", "", "", "", "1.5", "3"],
                &[("2", "w", "="), ("2", "b", "1")],
            ),
            player_line(
                ["4", "", "", "Delta, Di", "2200", "", "", "", "1.0", "4"],
                &[("1", "b", "0"), ("0000", "-", "U")],
            ),
        ];
        lines.join("\n")
    }

    #[test]
    fn a_tournament_is_read_column_by_column() {
        let t = Trf::parse(&four()).unwrap();
        assert_eq!(t.rounds, Some(5));
        assert_eq!(t.first_colour, Some(Colour::White));
        assert_eq!(t.other, ["012 Spring Alice open"]);
        assert_eq!(t.players.len(), 4);
        let ann = &t.players[0];
        assert_eq!(
            (
                ann.number,
                ann.sex.as_str(),
                ann.title.as_str(),
                ann.name.as_str()
            ),
            (1, "m", "GM", "Alpha, Ann")
        );
        assert_eq!(
            (ann.rating, ann.federation.as_str(), ann.fide_id.as_str()),
            (2500, "FRA", "12345678")
        );
        assert_eq!(
            (ann.birth.as_str(), ann.half_points, ann.rank),
            ("1990/01/01", 3, Some(1))
        );
        assert_eq!(
            ann.rounds,
            [
                Round {
                    opponent: Some(4),
                    colour: Some(Colour::White),
                    outcome: Outcome::Win
                },
                Round {
                    opponent: None,
                    colour: None,
                    outcome: Outcome::HalfBye
                },
            ]
        );
        let di = &t.players[3];
        assert_eq!(
            di.rounds[1],
            Round {
                opponent: None,
                colour: None,
                outcome: Outcome::PairingBye
            }
        );
        // Points as the results give them.
        for p in &t.players {
            let sum: u32 = p.rounds.iter().map(|r| r.outcome.half_points()).sum();
            assert_eq!(sum, p.half_points, "{}", p.name);
        }
    }

    /// What is written reads back the same, and a file written by the
    /// writer is written again unchanged.
    #[test]
    fn a_tournament_is_written_as_it_reads() {
        let t = Trf::parse(&four()).unwrap();
        let written = t.to_string();
        assert_eq!(Trf::parse(&written).unwrap(), t);
        assert_eq!(Trf::parse(&written).unwrap().to_string(), written);
        // The columns are the format's.
        let line = written.lines().find(|l| l.starts_with("001    2")).unwrap();
        assert_eq!(&line[91..99], "   3 b =");
        assert_eq!(&line[101..109], "   3 w 0");
        assert_eq!(&line[80..84], " 0.5");
    }

    /// A malformed file is refused with its line and what is wrong.
    #[test]
    fn a_malformed_file_is_refused_exactly() {
        let said = |text: &str| Trf::parse(text).unwrap_err().to_string();
        let one = |(o, c, r): (&str, &str, &str)| {
            at(&[
                (1, "001"),
                (8, "1"),
                (15, "A"),
                (96 - o.len(), o),
                (97, c),
                (99, r),
            ])
        };
        assert_eq!(
            said("001   x1"),
            "line 1: `x1` is not a starting rank (columns 5-8)"
        );
        assert_eq!(
            said("XXR many"),
            "line 1: XXR `many` is not a number of rounds"
        );
        assert_eq!(
            said("XXC green"),
            "line 1: XXC `green` names no first colour (white1 or black1)"
        );
        assert_eq!(
            said(&one(("2", "g", "1"))),
            "line 1: round 1: `g` is not a colour (w, b or -)"
        );
        assert_eq!(
            said(&one(("2", "w", "?"))),
            "line 1: round 1: `?` is not a result (1, =, 0, +, -, W, D, L, H, F, U, Z)"
        );
        assert_eq!(
            said(&format!(
                "{}\n{}",
                one(("2", "w", "1")),
                one(("3", "w", "1"))
            )),
            "line 2: starting rank 1 given twice"
        );
        // A pairing one side of which is missing.
        assert_eq!(
            said(&one(("2", "w", "1"))),
            "line 1: round 1: player 1 meets 2, who does not meet 1 that round"
        );
        // Nothing in a file of another kind panics.
        for text in [
            "",
            "\n\n",
            "001",
            "001 ",
            "001    1",
            "XXR",
            "XXC",
            "001    1 m\u{e9}\u{e9}",
        ] {
            let _ = Trf::parse(text);
        }
    }
}
