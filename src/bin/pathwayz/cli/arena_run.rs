//! How the arena commands (match, tournament, first-player) play their games: with the weights
//! of `--weights`, on all cores, saving them to `--records` if asked; a match under an SPRT
//! until its test decides.

use super::Failure;
use super::records::RecordsArgs;
use super::settings::{settings_from, PlayArgs};
use pathwayz::arena::game::GameOutcome;
use pathwayz::arena::sprt_match::{play_sprt_match, SprtMatch};
use pathwayz::arena::stats::Sprt;
use pathwayz::arena::tournament::{play_all, Pairing};
use pathwayz::Level;

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

/// Plays the game pairs of `pairings` until `test` decides on `first`'s results (or they run
/// out), and saves the games counted.
pub fn play_sprt_pairings(
    pairings: &[Pairing],
    first: Level,
    test: &Sprt,
    play: &PlayArgs,
    records: &RecordsArgs,
    label: &str,
) -> Result<SprtMatch, Failure> {
    let settings = settings_from(play.weights.as_deref())?;
    let records = records.open()?;
    let run = play_sprt_match(pairings, first, test, &play.limits(), &settings, label);
    if let Some(records) = records {
        records.write(&pairings[..run.outcomes.len()], &run.outcomes)?;
    }
    Ok(run)
}
