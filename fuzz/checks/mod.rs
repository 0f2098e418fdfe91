//! What each fuzz target checks, as plain functions of the input bytes, so that the fuzz
//! targets (`fuzz/fuzz_targets/`) and the regression test (`tests/fuzz_regressions.rs`, which
//! replays the checked-in corpus and every crash ever found) run the very same code.

pub mod api_sequence;
pub mod friend_link;
pub mod notation;
pub mod records;
pub mod weights;

/// The longest refusal message any surface may give, in bytes.
pub const MAX_MESSAGE: usize = 400;

/// The check for the fuzz target named `target`.
pub fn for_target(target: &str) -> Option<fn(&[u8])> {
    match target {
        "notation" => Some(notation::check),
        "records" => Some(records::check),
        "weights" => Some(weights::check),
        "api_sequence" => Some(api_sequence::check),
        "friend_link" => Some(friend_link::check),
        _ => None,
    }
}
