//! `alice tournament pair FILE.trf`: the next round of a Swiss in FIDE's
//! report file, paired by the Dutch system and printed as the endorsed
//! pairing programs print it; `alice tournament trf ID`: a tournament of
//! the database as such a file.

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
    /// Writes a tournament of the database as FIDE's report file (TRF,
    /// with `XXR` and `XXC`) after its last complete round, a withdrawn
    /// player absent from the round to pair: `alice tournament pair`, or
    /// any endorsed pairing program, pairs the next round from it as the
    /// bot does.
    Trf(TrfArgs),
}

#[derive(clap::Args, Debug)]
struct TrfArgs {
    /// The tournament's number (`/tournament info` shows it).
    id: i64,
    /// The database (default: $DATABASE_URL, else sqlite://alice.db).
    #[arg(long, env = "DATABASE_URL", default_value = alice::store::DEFAULT_URL)]
    db: String,
}

#[derive(clap::Args, Debug)]
struct PairArgs {
    /// The report file (TRF16 or TRF-2026; `XXR` gives the rounds).
    file: PathBuf,
}

pub fn run(a: Args) -> Result<(), super::Failure> {
    match a.command {
        Sub::Pair(a) => pair(a),
        Sub::Trf(a) => trf(a),
    }
}

fn trf(a: TrfArgs) -> Result<(), super::Failure> {
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .map_err(|e| e.to_string())?;
    let text = runtime.block_on(async {
        let store = alice::store::Store::open(&a.db)
            .await
            .map_err(|e| format!("cannot open {}: {e}", a.db))?;
        let service = alice::service::Service::new(
            store,
            alice::service::system_clock(),
            alice::service::Config::default(),
        );
        service
            .tournaments()
            .report(a.id)
            .await
            .map_err(|e| e.to_string())
    })?;
    use std::io::Write;
    std::io::stdout()
        .write_all(text.as_bytes())
        .map_err(super::Failure::output)
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
