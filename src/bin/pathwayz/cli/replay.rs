//! `pathwayz replay "<record>"`: the position after a record, as one JSON object.

use super::Failure;
use pathwayz::Game;
use serde_json::json;

#[derive(clap::Args)]
pub struct Args {
    /// The moves, like "f4 g5* f5" (one argument or several).
    record: Vec<String>,
}

pub fn run(args: Args) -> Result<(), Failure> {
    let game = Game::from_record(&args.record.join(" "))?;
    let position = game.position();
    let state = json!({
        "board": position.rows(),
        "to_move": position.to_move().name(),
        "winner": position.status().winner_name(),
        "legal_moves": position.legal_move_count(),
        "ply": position.ply(),
    });
    println!("{state}");
    Ok(())
}
