//! `pathwayz tactics --level L --ms T`: a level's moves on the tactics file
//! (`tests/data/tactics.txt`: kind | record | every solving move), one line each, and how many
//! it solved; any miss is an error (exit status 2).

use super::settings::{parse_level, settings_from, PlayArgs};
use super::Failure;
use pathwayz::agents::agent_for;
use pathwayz::clock::Stopwatch;
use pathwayz::rules::excerpt::Excerpt;
use pathwayz::search::Silent;
use pathwayz::{Game, Level, Move, Position};
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

/// One tactic: what it is, its position, and every move that solves it.
struct Tactic {
    kind: String,
    position: Position,
    solutions: Vec<Move>,
}

/// Reads one line of the tactics file.
fn parse(line: &str) -> Result<Tactic, String> {
    let fields: Vec<&str> = line.split('|').map(str::trim).collect();
    if fields.len() != 3 {
        return Err(format!("{} fields, not 3 (kind | record | solving moves)", fields.len()));
    }
    let game = Game::from_record(fields[1]).map_err(|e| format!("record: {e}"))?;
    if game.position().is_over() {
        return Err("record: the game is already over".into());
    }
    let solutions = fields[2]
        .split_whitespace()
        .map(|mv| mv.parse::<Move>().map_err(|e| format!("solution {}: {e}", Excerpt::of(mv))))
        .collect::<Result<Vec<Move>, String>>()?;
    if solutions.is_empty() {
        return Err("no solving move".into());
    }
    Ok(Tactic { kind: fields[0].to_string(), position: *game.position(), solutions })
}

pub fn run(args: Args) -> Result<(), Failure> {
    let settings = settings_from(args.play.weights.as_deref())?;
    let path = &args.file;
    let text = std::fs::read_to_string(path).map_err(|e| Failure(format!("cannot read {}: {e}", path.display())))?;
    let mut tactics = Vec::new();
    for (index, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        tactics.push(parse(line).map_err(|reason| Failure(format!("{}: line {}: {reason}", path.display(), index + 1)))?);
    }
    if tactics.is_empty() {
        return Err(Failure(format!("{}: no tactics", path.display())));
    }
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
