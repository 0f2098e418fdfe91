//! `pathwayz analyze --moves "<record>" --ms N [--top N]`: level 11's value of every legal move
//! (or the best N) and the best line, as one JSON object; a proven result as `forced`.

use super::Failure;
use super::settings::{parse_ms, settings_from};
use pathwayz::analysis::forced_result::ForcedResult;
use pathwayz::analysis::position_analysis::analyze;
use pathwayz::analysis::review::evaluate;
use pathwayz::Game;
use pathwayz::search::pvs::PvsSearch;
use pathwayz::search::{Deadline, SearchLimits, Silent};
use serde_json::json;
use std::path::PathBuf;

#[derive(clap::Args)]
pub struct Args {
    /// The game so far.
    #[arg(long, default_value = "")]
    moves: String,
    /// Thinking time in milliseconds (0 to 600000).
    #[arg(long, allow_negative_numbers = true, value_parser = parse_ms, default_value = "1000")]
    ms: f64,
    /// Only the best N moves (default: every legal move).
    #[arg(long)]
    top: Option<usize>,
    /// Weights blob (default: the shipped one).
    #[arg(long)]
    weights: Option<PathBuf>,
}

pub fn run(args: Args) -> Result<(), Failure> {
    if args.top == Some(0) {
        return Err(Failure("--top must be at least 1".into()));
    }
    let settings = settings_from(args.weights.as_deref())?;
    let game = Game::from_record(&args.moves)?;
    let position = game.position();
    let mut agent = PvsSearch::new(settings.learned);
    let mut silent = Silent;
    let mut deadline = Deadline::new(&SearchLimits::time(args.ms), &mut silent);
    let analysis = analyze(&mut agent, position, args.top, None, &mut deadline);
    // A finished game has no moves to analyse; its value is its result.
    let evaluation = match &analysis {
        Some(analysis) => analysis.best().win_probability,
        None => evaluate(&mut agent, position, 0.0, None, &mut Silent).0,
    };
    let moves: Vec<_> = analysis
        .iter()
        .flat_map(|a| a.moves.iter())
        .map(|m| json!({"move": m.mv.to_string(), "score": m.score, "win_probability": round(m.win_probability), "forced": forced_json(m.forced)}))
        .collect();
    let pv: Vec<String> = analysis.iter().flat_map(|a| a.pv.iter()).map(|mv| mv.to_string()).collect();
    let report = json!({
        "to_move": position.to_move().name(),
        "winner": position.status().winner_name(),
        "depth": analysis.as_ref().map_or(0, |a| a.depth),
        "evaluation": round(evaluation),
        "forced": forced_json(analysis.as_ref().and_then(|a| a.best().forced)),
        "pv": pv,
        "moves": moves,
    });
    println!("{report}");
    Ok(())
}

/// A proven result as `{"winner": "white", "moves": 3}` ("White wins in 3"), `null` for none.
pub fn forced_json(forced: Option<ForcedResult>) -> serde_json::Value {
    forced.map_or(serde_json::Value::Null, |f| json!({"winner": f.winner.name(), "moves": f.moves}))
}

/// A probability to 4 decimals, for reading.
pub fn round(p: f64) -> f64 {
    (p * 10_000.0).round() / 10_000.0
}
