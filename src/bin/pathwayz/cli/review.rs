//! `pathwayz review "<record>" [--ms N]`: each move's loss in win probability against level 11's
//! best move, with a verdict, a forced win given up (`missed_win`, in the winner's moves) or a
//! forced loss walked into (`walked_into_loss`), and each player's accuracy, as JSON.

use super::analyze::round;
use super::Failure;
use super::settings::{parse_ms, settings_from};
use pathwayz::analysis::review::{accuracy, review};
use pathwayz::search::pvs::PvsSearch;
use pathwayz::search::Silent;
use pathwayz::{Color, Record};
use serde_json::json;
use std::path::PathBuf;

#[derive(clap::Args)]
pub struct Args {
    /// The moves, like "f4 g5* f5" (one argument or several).
    record: Vec<String>,
    /// Thinking time per position in milliseconds (0 to 600000).
    #[arg(long, allow_negative_numbers = true, value_parser = parse_ms, default_value = "300")]
    ms: f64,
    /// Weights blob (default: the shipped one).
    #[arg(long)]
    weights: Option<PathBuf>,
}

pub fn run(args: Args) -> Result<(), Failure> {
    let settings = settings_from(args.weights.as_deref())?;
    let record: Record = args.record.join(" ").parse()?;
    record.replay()?;
    let mut agent = PvsSearch::new(settings.learned);
    let reviewed = review(&mut agent, &record.moves, args.ms, &mut Silent, |_, _| {});
    let moves: Vec<_> = reviewed
        .iter()
        .map(|m| {
            json!({
                "ply": m.ply,
                "player": m.player.name(),
                "move": m.played.to_string(),
                "best": m.best.to_string(),
                "before": round(m.before),
                "after": round(m.after),
                "loss": round(m.loss),
                "verdict": m.verdict.name(),
                "missed_win": m.missed_win,
                "walked_into_loss": m.walked_into_loss,
            })
        })
        .collect();
    let accuracy_of = |color| accuracy(&reviewed, color).map(round);
    let report = json!({
        "moves": moves,
        "accuracy": {"white": accuracy_of(Color::White), "black": accuracy_of(Color::Black)},
    });
    println!("{report}");
    Ok(())
}
