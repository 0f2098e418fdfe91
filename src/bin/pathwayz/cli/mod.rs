//! Command-line parsing and dispatch; each subcommand lives in its own file.

mod analyze;
mod arena_run;
mod bench;
mod bestmove;
mod calibrate;
mod diagram;
mod distill;
mod first_player;
mod gtp;
#[cfg(feature = "lab")]
mod fit;
mod ladder;
mod levels;
mod matches;
mod perft;
mod puzzles;
mod recorded_games;
mod records;
mod replay;
mod review;
mod settings;
mod tactics;
mod tournament;
mod train;
mod weights;

use clap::{Parser, Subcommand};

/// Pathwayz engine and PAI agents.
#[derive(Parser)]
#[command(name = "pathwayz", version, about)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Replay a game record and print the position as JSON.
    Replay(replay::Args),
    /// Draw a position as SVG or PNG, or a game as an animated GIF, in the board's look.
    Diagram(diagram::Args),
    /// Count the leaves of the game tree to a depth.
    Perft(perft::Args),
    /// Run the fixed benchmark workload and print its signature and speeds.
    Bench(bench::Args),
    /// List the PAI levels.
    Levels(levels::Args),
    /// Print the move a level would play.
    Bestmove(bestmove::Args),
    /// Value every legal move (or the best few) with level 11's search, as JSON.
    Analyze(analyze::Args),
    /// Each move's loss in win probability against the best move, as JSON.
    Review(review::Args),
    /// Fit the win-probability scale on the outcomes of self-play games.
    Calibrate(calibrate::Args),
    /// Play one level (or an external GTP engine) against another.
    Match(matches::Args),
    /// Speak the Go Text Protocol on stdin and stdout, as a level of PAI (docs/GTP.md).
    Gtp(gtp::Args),
    /// Play a round robin among levels.
    Tournament(tournament::Args),
    /// Play a level against itself to measure the first player's advantage.
    FirstPlayer(first_player::Args),
    /// Learn feature weights by TD self-play and write them as a blob.
    Train(train::Args),
    /// Check a weights blob and describe it.
    Weights(weights::Args),
    /// Fit the feature weights to the outcomes of recorded games and write them as a blob.
    #[cfg(feature = "lab")]
    Fit(fit::Args),
    /// Find puzzles in level-12 self-play and write their data file, or prove a file's again.
    Puzzles(puzzles::Args),
    /// Check a level's moves on the tactics file (every move that wins or saves, listed).
    Tactics(tactics::Args),
    /// Fit the feature weights to level 12's own searches in self-play and write them as a blob.
    Distill(distill::Args),
}

/// A failure the user should read: printed as one line on stderr, exit status 2.
pub struct Failure(pub String);

impl<E: std::fmt::Display> From<E> for Failure {
    fn from(error: E) -> Failure {
        Failure(error.to_string())
    }
}

/// Parses the command line, runs the subcommand, and returns the exit status.
pub fn run() -> i32 {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(error) => return usage_error(error),
    };
    let result = match cli.command {
        Command::Replay(args) => replay::run(args),
        Command::Diagram(args) => diagram::run(args),
        #[cfg(feature = "lab")]
        Command::Fit(args) => fit::run(args),
        Command::Distill(args) => distill::run(args),
        Command::Perft(args) => perft::run(args),
        Command::Puzzles(args) => puzzles::run(args),
        Command::Tactics(args) => tactics::run(args),
        Command::Bench(args) => bench::run(args),
        Command::Levels(args) => levels::run(args),
        Command::Bestmove(args) => bestmove::run(args),
        Command::Analyze(args) => analyze::run(args),
        Command::Review(args) => review::run(args),
        Command::Calibrate(args) => calibrate::run(args),
        Command::Match(args) => matches::run(args),
        Command::Gtp(args) => gtp::run(args),
        Command::Tournament(args) => tournament::run(args),
        Command::FirstPlayer(args) => first_player::run(args),
        Command::Train(args) => train::run(args),
        Command::Weights(args) => weights::run(args),
    };
    match result {
        Ok(()) => 0,
        Err(Failure(message)) => {
            eprintln!("error: {message}");
            2
        }
    }
}

/// Longest line of a command-line error printed whole; longer ones (a huge argument quoted by
/// clap) are cut, so a bad argument never floods the terminal.
const MAX_ERROR_LINE: usize = 200;

/// Reports a command-line error (or prints help and version) and returns the exit status.
/// Help and version, asked for, are printed whole on stdout. A value our own parser refused is
/// reported with our message alone, which quotes the value only in part; any other line clap
/// wrote is cut to [`MAX_ERROR_LINE`] characters.
fn usage_error(error: clap::Error) -> i32 {
    use clap::error::{ContextKind, ContextValue, ErrorKind};
    use std::error::Error;
    if !error.use_stderr() {
        error.exit();
    }
    if error.kind() == ErrorKind::ValueValidation {
        if let (Some(ContextValue::String(arg)), Some(reason)) = (error.get(ContextKind::InvalidArg), error.source()) {
            eprintln!("error: invalid value for '{arg}': {reason}");
            return 2;
        }
    }
    let text = error.render().to_string();
    if text.lines().all(|line| line.chars().count() <= MAX_ERROR_LINE) {
        error.exit();
    }
    for line in text.lines() {
        let cut: String = line.chars().take(MAX_ERROR_LINE).collect();
        eprintln!("{cut}{}", if cut.len() < line.len() { "..." } else { "" });
    }
    error.exit_code()
}
