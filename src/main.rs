//! The `alice` binary: the Discord bot and the tools operators and tests use.
#![forbid(unsafe_code)]

mod cli;

use clap::Parser;
use std::process::ExitCode;

fn main() -> ExitCode {
    let args = match cli::Cli::try_parse() {
        Ok(args) => args,
        // Help and version are printed as clap prints them.
        Err(e) if !e.use_stderr() => e.exit(),
        Err(e) => {
            // A usage error in one line: clap's first line names the problem.
            let text = e.render().to_string();
            let first = text.lines().next().unwrap_or("error: bad arguments");
            eprintln!("{first} (`alice help` lists the commands and their options)");
            return ExitCode::from(2);
        }
    };
    match cli::run(args) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("error: {e}");
            ExitCode::FAILURE
        }
    }
}
