//! `pathwayz puzzles`: finds puzzles in level-12 self-play and writes their data file, or
//! (`--verify FILE`) proves every puzzle of a file again.

use super::Failure;
use pathwayz::agents::weights::AgentSettings;
use pathwayz::clock::Stopwatch;
use pathwayz::puzzles::generate::{file_text, generate, GenerateSettings};
use pathwayz::puzzles::proof::reprove;
use pathwayz::puzzles::{ProofSettings, Puzzle};
use std::path::PathBuf;

#[derive(clap::Args)]
pub struct Args {
    /// Self-play games to mine.
    #[arg(long, default_value_t = 100)]
    games: usize,
    /// Seed of the run: each game's seed and random opening.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Level 12's positions per move in the self-play games (a budget, not a time, so the file
    /// is the same on every machine).
    #[arg(long, default_value_t = 2000)]
    nodes: u64,
    /// Random opening moves of each game.
    #[arg(long, default_value_t = 4)]
    opening: u32,
    /// Positions each graded level (3, 5, 7, 9, 11) searches per puzzle.
    #[arg(long, default_value_t = 2000)]
    grade_nodes: u64,
    /// Positions one proof may visit before its puzzle is given up.
    #[arg(long, default_value_t = ProofSettings::default().nodes)]
    proof_nodes: u64,
    /// At most this many puzzles of each kind (spread over their difficulties); all by default.
    #[arg(long)]
    per_kind: Option<usize>,
    /// Where to write the data file (default: standard output).
    #[arg(long)]
    out: Option<PathBuf>,
    /// Prove every puzzle of this file again instead of generating.
    #[arg(long, conflicts_with = "out")]
    verify: Option<PathBuf>,
}

pub fn run(args: Args) -> Result<(), Failure> {
    let proof = ProofSettings { nodes: args.proof_nodes, ..ProofSettings::default() };
    if let Some(path) = &args.verify {
        return verify(path, &proof);
    }
    if args.games == 0 {
        return Err(Failure("at least one game is needed".into()));
    }
    if args.nodes == 0 || args.grade_nodes == 0 || args.proof_nodes == 0 || args.per_kind == Some(0) {
        return Err(Failure("--nodes, --grade-nodes, --proof-nodes and --per-kind must be at least 1".into()));
    }
    let settings = GenerateSettings {
        games: args.games,
        seed: args.seed,
        play_nodes: args.nodes,
        opening: args.opening,
        grade_nodes: args.grade_nodes,
        proof,
        per_kind: args.per_kind,
    };
    let clock = Stopwatch::start();
    let generated = generate(&settings, &AgentSettings::default(), |game| {
        if game % 10 == 0 || game == settings.games {
            eprintln!("{game}/{} games, {:.0} s", settings.games, clock.elapsed_ms() / 1000.0);
        }
    });
    let mut command = format!(
        "pathwayz puzzles --games {} --seed {} --nodes {} --opening {} --grade-nodes {} --proof-nodes {}",
        args.games, args.seed, args.nodes, args.opening, args.grade_nodes, args.proof_nodes
    );
    if let Some(most) = args.per_kind {
        command.push_str(&format!(" --per-kind {most}"));
    }
    let text = file_text(&generated.puzzles, &command);
    match &args.out {
        Some(path) => std::fs::write(path, &text).map_err(|e| Failure(format!("cannot write {}: {e}", path.display())))?,
        None => print!("{text}"),
    }
    eprintln!(
        "{} puzzles ({} found) from {} candidates ({} given up unproven) in {:.0} s on {} threads",
        generated.puzzles.len(),
        generated.found,
        generated.candidates,
        generated.unproven,
        clock.elapsed_ms() / 1000.0,
        pathwayz::arena::parallel::threads()
    );
    Ok(())
}

fn verify(path: &PathBuf, proof: &ProofSettings) -> Result<(), Failure> {
    let text = std::fs::read_to_string(path).map_err(|e| Failure(format!("cannot read {}: {e}", path.display())))?;
    let puzzles = Puzzle::parse_file(&text).map_err(|e| Failure(format!("{}: {e}", path.display())))?;
    let clock = Stopwatch::start();
    let mut failures = Vec::new();
    for puzzle in &puzzles {
        if let Err(reason) = reprove(puzzle, proof) {
            failures.push(reason);
        }
    }
    for reason in &failures {
        eprintln!("{reason}");
    }
    if failures.is_empty() {
        println!("{} puzzles proved again in {:.1} s", puzzles.len(), clock.elapsed_ms() / 1000.0);
        Ok(())
    } else {
        Err(Failure(format!("{} of {} puzzles failed their proof", failures.len(), puzzles.len())))
    }
}
