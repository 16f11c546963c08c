//! The `alice` binary: the Discord bot and the tools operators and tests use.
#![forbid(unsafe_code)]

mod cli;

use clap::Parser;
use std::process::ExitCode;

/// Whether a panic's message is a write to a pipe whose reader has gone
/// (`println!` says so only in its message, which carries no error kind).
fn closed_pipe(text: &str) -> bool {
    text.contains("Broken pipe") || text.contains("os error 32")
}

fn main() -> ExitCode {
    // A closed pipe ends any subcommand quietly, as it ends other tools:
    // `println!` reports it by panicking.
    let default_hook = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        let message = info
            .payload()
            .downcast_ref::<String>()
            .map(String::as_str)
            .or_else(|| info.payload().downcast_ref::<&str>().copied())
            .unwrap_or("");
        if message.contains("failed printing to stdout") && closed_pipe(message) {
            std::process::exit(0);
        }
        default_hook(info);
    }));
    let args = match cli::Cli::try_parse() {
        Ok(args) => args,
        // Help and version are printed as clap prints them.
        Err(e) if !e.use_stderr() => e.exit(),
        Err(e) => {
            // A usage error in one line: clap's first paragraph names the
            // problem (a missing argument's name is on the lines after
            // its first).
            let text = e.render().to_string();
            let first: Vec<&str> = text
                .lines()
                .take_while(|l| !l.trim().is_empty())
                .map(str::trim)
                .collect();
            let first = if first.is_empty() {
                "error: bad arguments".to_string()
            } else {
                first.join(" ")
            };
            eprintln!("{first} (`alice help` lists the commands and their options)");
            return ExitCode::from(2);
        }
    };
    match cli::run(args) {
        // Standard output's reader gone: a quiet end.
        Ok(()) | Err(cli::Failure::OutputClosed) => ExitCode::SUCCESS,
        Err(cli::Failure::Said(e)) => {
            eprintln!("error: {e}");
            ExitCode::FAILURE
        }
        Err(cli::Failure::Coded(code, e)) => {
            eprintln!("error: {e}");
            ExitCode::from(code)
        }
    }
}
