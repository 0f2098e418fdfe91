//! An answer judged, as JS sees it: one shape for a puzzle's move (`puzzleAnswer`) and an
//! exercise's (`exerciseAnswer`), so the page's puzzle machinery reads both the same way.

use super::forced::ForcedReport;
use serde::Serialize;

/// `{right, solved, reply, refutation, why, winIn}`, and for an exercise also `refutes`, `loss`,
/// `refutedForced` and `refutedChance`. Each of those four is `None` for a puzzle (left out of
/// the object, as the default leaves them) and `Some` for an exercise, holding `null` when not
/// known. (serde's `flatten`, which would keep them in a struct of their own, makes the wasm
/// module kilobytes larger: serde-wasm-bindgen writes a flattened struct through its maps.)
#[derive(Serialize, Default)]
#[serde(rename_all = "camelCase")]
pub struct AnswerReport {
    pub right: bool,
    pub solved: bool,
    /// The defender's answer to play next (a puzzle's); an exercise is one move and has none.
    pub reply: Option<String>,
    /// For a wrong answer: the line that shows why (an exercise's: the game's move, then the
    /// opponent's best line, from the exercise's position).
    pub refutation: Vec<String>,
    /// The move the refutation refutes: the game's move (not the answer).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub refutes: Option<Option<String>>,
    pub why: Option<&'static str>,
    pub win_in: Option<u32>,
    /// The win probability the answer gave up against the best move.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub loss: Option<Option<f64>>,
    /// The result forced after the game's move, when proven.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub refuted_forced: Option<Option<ForcedReport>>,
    /// The player's chance after the game's move.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub refuted_chance: Option<Option<f64>>,
}
