//! `alice local [--db PATH] [--out DIR]`

use alice::local;
use alice::service::Service;
use std::io::IsTerminal;

#[derive(clap::Args, Debug)]
pub struct Args {
    /// The database: a SQLite path or `sqlite://PATH` (created if missing),
    /// or `postgres://USER@HOST:PORT/DB`.
    #[arg(long, env = "DATABASE_URL", default_value = alice::store::DEFAULT_URL)]
    db: String,
    /// Where board images and PGN files are written.
    #[arg(short, long, default_value = ".")]
    out: std::path::PathBuf,
    /// The language every player and the server speak, as Discord's
    /// locale would say it (`de`, `pt-BR`; default: English).
    #[arg(long)]
    lang: Option<String>,
    /// Print the boards as text under each picture as well.
    #[arg(long)]
    boards_text: bool,
}

pub fn run(a: Args) -> Result<(), super::Failure> {
    let lang = match a.lang.as_deref() {
        None => None,
        Some(code) => Some(alice::lang::Lang::from_locale(code).ok_or_else(|| {
            let codes: Vec<&str> = alice::lang::Lang::all().map(|l| l.code()).collect();
            format!(
                "--lang {code}: not a language of the bot ({})",
                codes.join(", ")
            )
        })?),
    };
    std::fs::create_dir_all(&a.out).map_err(|e| format!("{}: {e}", a.out.display()))?;
    let rt = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .map_err(|e| e.to_string())?;
    rt.block_on(async {
        let config = alice::service::Config {
            text_boards: a.boards_text,
            ..super::run::config_from_env()?
        };
        let store = alice::store::Store::open(&a.db)
            .await
            .map_err(|e| format!("cannot open {}: {e}", a.db))?;
        let service = Service::new(store, alice::service::system_clock(), config);
        super::run::starter_puzzles(&service).await?;
        let stdin = std::io::stdin();
        if stdin.is_terminal() {
            println!(
                "Alice chess, local mode (database {}).\n{}",
                a.db,
                local::help(&service)
            );
        }
        let mut out = std::io::stdout();
        let input = std::io::BufReader::new(stdin);
        let r = local::run_in(&service, lang, input, &mut out, &a.out)
            .await
            .map_err(super::Failure::output);
        service.store().close().await;
        r
    })
}
