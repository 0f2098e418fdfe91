//! `pathwayz bestmove --level L --ms T --moves "<record>"`: the move a level would play.

use super::Failure;
use super::settings::{parse_level, parse_ms, settings_from};
use pathwayz::agents::agent_for;
use pathwayz::clock::Stopwatch;
use pathwayz::search::{SearchHandler, SearchInfo, SearchLimits, Silent};
use pathwayz::{Game, Level};
use std::path::PathBuf;

#[derive(clap::Args)]
pub struct Args {
    /// PAI level, 1 to 12.
    #[arg(long, allow_negative_numbers = true, value_parser = parse_level)]
    level: Level,
    /// Thinking time in milliseconds, 0 to 600000 (default: the level's own).
    #[arg(long, allow_negative_numbers = true, value_parser = parse_ms)]
    ms: Option<f64>,
    /// The game so far.
    #[arg(long, default_value = "")]
    moves: String,
    /// Seed for the level's chance choices.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Weights blob for levels 5 and 10 (default: the shipped TD one; levels 11 and 12 keep theirs).
    #[arg(long)]
    weights: Option<PathBuf>,
    /// Print the search's progress reports on stderr (depth, nodes, score, line).
    #[arg(long)]
    info: bool,
}

/// Prints each progress report as one line on stderr.
struct PrintInfo;

impl SearchHandler for PrintInfo {
    fn info(&mut self, info: &SearchInfo) {
        let line: Vec<String> = info.pv.iter().map(|mv| mv.to_string()).collect();
        let score = info.score.map_or_else(|| "-".to_string(), |s| s.to_string());
        eprintln!(
            "depth {} nodes {} time {:.0} ms score {score} best {} pv {}",
            info.depth,
            info.nodes,
            info.elapsed_ms,
            info.best.map_or_else(|| "-".to_string(), |mv| mv.to_string()),
            line.join(" ")
        );
    }
}

pub fn run(args: Args) -> Result<(), Failure> {
    let settings = settings_from(args.weights.as_deref())?;
    let game = Game::from_record(&args.moves)?;
    if game.position().is_over() {
        return Err(Failure(format!("no move: the game is over ({})", game.position().status())));
    }
    let ms = args.ms.unwrap_or(args.level.info().default_ms as f64);
    let mut agent = agent_for(args.level, args.seed, &settings);
    let watch = Stopwatch::start();
    let handler: &mut dyn SearchHandler = if args.info { &mut PrintInfo } else { &mut Silent };
    let mv = agent
        .choose(game.position(), &SearchLimits::time(ms), handler)
        .ok_or_else(|| Failure("no move found".into()))?;
    eprintln!("level {} thought {:.1} ms", args.level.number(), watch.elapsed_ms());
    println!("{mv}");
    Ok(())
}
