//! `alice tournament pair FILE.trf`: the next round of a Swiss in FIDE's
//! report file, paired by the Dutch system and printed as the endorsed
//! pairing programs print it.

use alice::tournament::dutch::{self, PairingError, Swiss};
use alice::tournament::trf::Trf;
use std::path::PathBuf;

#[derive(clap::Args, Debug)]
pub struct Args {
    #[command(subcommand)]
    command: Sub,
}

#[derive(clap::Subcommand, Debug)]
enum Sub {
    /// Pairs the next round of the Swiss a report file (TRF) describes,
    /// by FIDE's Dutch system, and prints it: the number of boards, then
    /// `white black` a line, `0` for the bye's missing opponent. Exits
    /// with 1 when no pairing exists, 3 when the file is not a
    /// tournament, 5 when it cannot be read.
    Pair(PairArgs),
}

#[derive(clap::Args, Debug)]
struct PairArgs {
    /// The report file (TRF16 or TRF-2026; `XXR` gives the rounds).
    file: PathBuf,
}

pub fn run(a: Args) -> Result<(), super::Failure> {
    match a.command {
        Sub::Pair(a) => pair(a),
    }
}

fn pair(a: PairArgs) -> Result<(), super::Failure> {
    let text = std::fs::read_to_string(&a.file)
        .map_err(|e| super::Failure::Coded(5, format!("cannot read {}: {e}", a.file.display())))?;
    let bad = |what: String| super::Failure::Coded(3, format!("{}: {what}", a.file.display()));
    let trf = Trf::parse(&text).map_err(|e| bad(e.to_string()))?;
    let swiss = Swiss::from_trf(&trf).map_err(|e| bad(e.to_string()))?;
    let boards = dutch::pair(&swiss).map_err(|e| match e {
        PairingError::NoPairing => super::Failure::Coded(1, e.to_string()),
        other => bad(other.to_string()),
    })?;
    use std::io::Write;
    std::io::stdout()
        .write_all(dutch::printed(&boards).as_bytes())
        .map_err(super::Failure::output)
}
