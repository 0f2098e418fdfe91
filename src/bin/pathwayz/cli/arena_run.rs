//! How the arena commands (match, tournament, first-player) play their games: with the weights
//! of `--weights`, on all cores, saving them to `--records` if asked; a match under an SPRT
//! until its test decides. A game an external engine could not finish ends the run with its
//! error.

use super::Failure;
use super::records::RecordsArgs;
use super::settings::{settings_from, PlayArgs};
use pathwayz::arena::game::GameOutcome;
use pathwayz::arena::player::{Entrants, Player};
use pathwayz::arena::sprt_match::{play_sprt_match, SprtMatch};
use pathwayz::arena::stats::Sprt;
use pathwayz::arena::tournament::{play_all, Pairing};
use pathwayz::gtp::EngineCommand;

/// Plays every pairing and returns the outcomes in pairing order; `label` names the progress bar.
/// `engines` are the commands of the external engines among the players (`Player::Engine`).
pub fn play_pairings(
    pairings: &[Pairing],
    engines: &[EngineCommand],
    play: &PlayArgs,
    records: &RecordsArgs,
    label: &str,
) -> Result<Vec<GameOutcome>, Failure> {
    let settings = settings_from(play.weights.as_deref())?;
    let records = records.open()?;
    let outcomes = play_all(pairings, &play.limits(), &Entrants { settings: &settings, engines }, label)?;
    if let Some(records) = records {
        records.write(pairings, engines, &outcomes)?;
    }
    Ok(outcomes)
}

/// Plays the game pairs of `pairings` until `test` decides on `first`'s results (or they run
/// out), and saves the games counted.
pub fn play_sprt_pairings(
    pairings: &[Pairing],
    engines: &[EngineCommand],
    first: Player,
    test: &Sprt,
    play: &PlayArgs,
    records: &RecordsArgs,
    label: &str,
) -> Result<SprtMatch, Failure> {
    let settings = settings_from(play.weights.as_deref())?;
    let records = records.open()?;
    let run = play_sprt_match(pairings, first, test, &play.limits(), &Entrants { settings: &settings, engines }, label)?;
    if let Some(records) = records {
        records.write(&pairings[..run.outcomes.len()], engines, &run.outcomes)?;
    }
    Ok(run)
}
