//! The Dutch system against an endorsed pairing program: every round of
//! 150 random tournaments that bbpPairings generated and paired
//! (`tests/data/swiss/make.sh` says how), paired again here from the
//! rounds before it, must come out board for board and colour for colour
//! as bbpPairings paired it; a tournament that ran out of pairings must
//! find none for its next round either.

use alice::tournament::dutch::{self, Board, PairingError, Swiss};
use alice::tournament::trf::{Colour, Outcome, Trf};
use std::collections::BTreeSet;
use std::path::Path;

/// The file as it stood before round `round` (from 1) was paired: later
/// rounds gone, and of round `round` only what was decided before the
/// pairing (requested byes and absences).
fn before(trf: &Trf, round: usize) -> Trf {
    let mut cut = trf.clone();
    for p in &mut cut.players {
        let decided = p.rounds.get(round - 1).copied().filter(|r| {
            r.opponent.is_none()
                && matches!(
                    r.outcome,
                    Outcome::HalfBye | Outcome::FullBye | Outcome::ZeroBye
                )
        });
        p.rounds.truncate(round - 1);
        if let Some(d) = decided {
            p.rounds.resize(
                round - 1,
                alice::tournament::trf::Round {
                    opponent: None,
                    colour: None,
                    outcome: Outcome::Unplayed,
                },
            );
            p.rounds.push(d);
        }
    }
    cut
}

/// Round `round`'s boards as the file gives them.
fn boards_of(trf: &Trf, round: usize) -> BTreeSet<Board> {
    let mut boards = BTreeSet::new();
    for p in &trf.players {
        let Some(r) = p.rounds.get(round - 1) else {
            continue;
        };
        match (r.opponent, r.colour, r.outcome) {
            (Some(o), Some(Colour::White), _) => {
                boards.insert(Board::Game {
                    white: p.number,
                    black: o,
                });
            }
            (None, _, Outcome::PairingBye) => {
                boards.insert(Board::Bye(p.number));
            }
            _ => {}
        }
    }
    boards
}

#[test]
fn every_round_of_random_tournaments_is_paired_as_bbp_pairings_paired_it() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/swiss");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| {
            p.file_name()
                .unwrap()
                .to_string_lossy()
                .starts_with("random-")
        })
        .collect();
    files.sort();
    assert_eq!(files.len(), 150, "the committed tournaments");
    let (mut rounds_checked, mut dead_ends) = (0, 0);
    let mut wrong = Vec::new();
    for file in &files {
        let trf = Trf::parse(&std::fs::read_to_string(file).unwrap()).unwrap();
        let columns = trf.players.iter().map(|p| p.rounds.len()).max().unwrap();
        let total = trf.rounds.unwrap() as usize;
        for round in 1..=columns.min(total) {
            let swiss = Swiss::from_trf(&before(&trf, round)).unwrap();
            assert_eq!(swiss.played, round - 1, "{}", file.display());
            let got: BTreeSet<Board> = dutch::pair(&swiss)
                .unwrap_or_else(|e| panic!("{} round {round}: {e}", file.display()))
                .into_iter()
                .collect();
            if got != boards_of(&trf, round) {
                wrong.push(format!("{} round {round}", file.display()));
            }
            rounds_checked += 1;
        }
        if columns < total {
            let swiss = Swiss::from_trf(&before(&trf, columns + 1)).unwrap();
            assert_eq!(
                dutch::pair(&swiss),
                Err(PairingError::NoPairing),
                "{} round {}",
                file.display(),
                columns + 1
            );
            dead_ends += 1;
        }
    }
    assert_eq!(wrong, Vec::<String>::new());
    assert_eq!((rounds_checked, dead_ends), (ROUNDS, DEAD_ENDS));
}

/// Rounds in the committed tournaments, and tournaments that ran out of
/// pairings before their last round.
const ROUNDS: usize = 843;
const DEAD_ENDS: usize = 5;
