//! `pathwayz tactics --level L --ms T`: a level's moves on the tactics file
//! (`tests/data/tactics.txt`, read by `rules::tactic`), one line each, and how many
//! it solved; any miss is an error (exit status 2).

use super::settings::{parse_level, settings_from, PlayArgs};
use super::Failure;
use pathwayz::agents::agent_for;
use pathwayz::clock::Stopwatch;
use pathwayz::rules::tactic::Tactic;
use pathwayz::search::Silent;
use pathwayz::Level;
use std::path::PathBuf;

#[derive(clap::Args)]
pub struct Args {
    /// PAI level, 1 to 12.
    #[arg(long, allow_negative_numbers = true, value_parser = parse_level)]
    level: Level,
    /// The tactics file.
    #[arg(long, default_value = "tests/data/tactics.txt")]
    file: PathBuf,
    #[command(flatten)]
    play: PlayArgs,
}

pub fn run(args: Args) -> Result<(), Failure> {
    let settings = settings_from(args.play.weights.as_deref())?;
    let path = &args.file;
    let text = std::fs::read_to_string(path).map_err(|e| Failure(format!("cannot read {}: {e}", path.display())))?;
    let tactics = Tactic::parse_file(&text).map_err(|reason| Failure(format!("{}: {reason}", path.display())))?;
    let limits = args.play.limits();
    let mut missed = 0;
    let mut slowest: f64 = 0.0;
    for (number, tactic) in tactics.iter().enumerate() {
        let mut agent = agent_for(args.level, args.play.seed, &settings);
        let watch = Stopwatch::start();
        let played = agent.choose(&tactic.position, &limits, &mut Silent);
        let ms = watch.elapsed_ms();
        slowest = slowest.max(ms);
        let solved = played.is_some_and(|mv| tactic.solutions.contains(&mv));
        if !solved {
            missed += 1;
        }
        let played = played.map_or_else(|| "-".to_string(), |mv| mv.to_string());
        let solutions: Vec<String> = tactic.solutions.iter().map(|mv| mv.to_string()).collect();
        println!(
            "{:>3} {:<21} {:<8} {played:<5} ({}) {ms:.0} ms",
            number + 1,
            tactic.kind,
            if solved { "solved" } else { "MISSED" },
            solutions.join(" ")
        );
    }
    let budget = args.play.nodes.map_or_else(String::new, |nodes| format!(" and {nodes} positions"));
    println!(
        "level {} solved {} of {} tactics at {} ms{budget} a move (slowest answer {slowest:.0} ms)",
        args.level.number(),
        tactics.len() - missed,
        tactics.len(),
        args.play.ms
    );
    if missed > 0 {
        return Err(Failure(format!("level {} missed {missed} of {} tactics", args.level.number(), tactics.len())));
    }
    Ok(())
}
