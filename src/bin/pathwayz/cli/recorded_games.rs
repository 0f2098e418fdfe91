//! `tournament --from-records FILE...`: the games of earlier runs (`--records` files of
//! `tournament` or `match`, read by `arena::records`) read back for a fit, so a ladder can be
//! measured in several sittings and fitted from them all.

use super::Failure;
use pathwayz::arena::records::RecordedGame;
use pathwayz::Strength;
use std::path::Path;

/// The games of the records files at `paths`, in order, with the strengths that played them. A
/// game with an external engine, a bad line or an unreadable file is refused with its file and
/// line.
pub fn read_recorded_games(paths: &[impl AsRef<Path>]) -> Result<Vec<(Strength, Strength, RecordedGame)>, Failure> {
    let mut games = Vec::new();
    for path in paths {
        let path = path.as_ref();
        let shown = path.display();
        let text = std::fs::read_to_string(path).map_err(|e| Failure(format!("cannot read the records {shown}: {e}")))?;
        let read = RecordedGame::parse_file(&text).map_err(|e| Failure(format!("{shown}, line {}: {}", e.line, e.reason)))?;
        for (line, game) in read {
            let level = |side: &str, player: &pathwayz::arena::records::RecordedPlayer| {
                player.strength().map_err(|reason| Failure(format!("{shown}, line {line}: {side} is not a level: {reason}")))
            };
            games.push((level("white", &game.white)?, level("black", &game.black)?, game));
        }
    }
    Ok(games)
}
