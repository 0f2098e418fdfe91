//! How the arena commands (match, tournament, first-player) play their games: with the weights
//! of `--weights`, on all cores, saving them to `--records` if asked.

use super::Failure;
use super::records::RecordsArgs;
use super::settings::{settings_from, PlayArgs};
use pathwayz::arena::game::GameOutcome;
use pathwayz::arena::tournament::{play_all, Pairing};

/// Plays every pairing and returns the outcomes in pairing order; `label` names the progress bar.
pub fn play_pairings(
    pairings: &[Pairing],
    play: &PlayArgs,
    records: &RecordsArgs,
    label: &str,
) -> Result<Vec<GameOutcome>, Failure> {
    let settings = settings_from(play.weights.as_deref())?;
    let records = records.open()?;
    let outcomes = play_all(pairings, &play.limits(), &settings, label);
    if let Some(records) = records {
        records.write(pairings, &outcomes)?;
    }
    Ok(outcomes)
}
