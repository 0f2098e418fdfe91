//! `tournament --from-records FILE...`: the games of earlier runs (`--records` files of
//! `tournament` or `match`) read back for a fit, so a ladder can be measured in several sittings
//! and fitted from them all.

use super::Failure;
use pathwayz::Level;
use std::path::Path;

/// One recorded game between two levels: White, Black and White's score (1, ½ or 0).
pub struct RecordedGame {
    pub white: Level,
    pub black: Level,
    pub white_score: f64,
}

/// Every game of the records files at `paths`, in order. A game with an external engine, a bad
/// line or an unreadable file is refused with its file and line.
pub fn read_recorded_games(paths: &[impl AsRef<Path>]) -> Result<Vec<RecordedGame>, Failure> {
    let mut games = Vec::new();
    for path in paths {
        let path = path.as_ref();
        let shown = path.display();
        let text = std::fs::read_to_string(path).map_err(|e| Failure(format!("cannot read the records {shown}: {e}")))?;
        for (index, line) in text.lines().enumerate().filter(|(_, line)| !line.trim().is_empty()) {
            let at = format!("{shown}, line {}", index + 1);
            let game: serde_json::Value = serde_json::from_str(line).map_err(|e| Failure(format!("{at}: not JSON: {e}")))?;
            let level = |side: &str| {
                game[side].as_i64().and_then(|n| Level::new(n).ok()).ok_or_else(|| Failure(format!("{at}: {side} is not a level ({})", game[side])))
            };
            let white_score = match game["winner"].as_str() {
                Some("white") => 1.0,
                Some("black") => 0.0,
                Some("draw") => 0.5,
                None if game["winner"].is_null() => 0.5,
                _ => return Err(Failure(format!("{at}: the winner is not white, black, draw or null ({})", game["winner"]))),
            };
            games.push(RecordedGame { white: level("white")?, black: level("black")?, white_score });
        }
    }
    Ok(games)
}
