//! A game review's figures through the engine, so the page keeps no copy of its rules (the core
//! module): `reviewSummary(record, steps)` turns the values of `game.reviewMove`
//! ([`super::review_move`], the search worker's) into each move's loss and verdict, each player's
//! accuracy and White's chances over the game, by `analysis::review`'s thresholds and accuracy.

use super::errors::{error, ApiError};
use super::forced;
use super::game::read_move;
use super::inputs::{string, MAX_RECORD_CHARS};
use super::js_fields::{field, is_absent, items, object, probability};
use super::values::to_js;
use crate::analysis::exercise::Exercise;
use crate::analysis::review::{accuracy, Outlook, ReviewedMove};
use crate::rules::color::Color;
use crate::rules::mv::Move;
use crate::rules::position::Position;
use crate::rules::record::Record;
use serde::Serialize;
use wasm_bindgen::prelude::*;

/// The most moves a game has: one per cell.
const MAX_PLIES: u32 = 96;

/// A judged move as JS sees it.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct JudgedMove {
    ply: u32,
    player: &'static str,
    #[serde(rename = "move")]
    mv: String,
    best: String,
    before: f64,
    after: f64,
    loss: f64,
    verdict: &'static str,
    /// The winner's moves of a forced win the move gave up.
    missed_win: Option<u32>,
    /// The opponent's moves to a forced win the move allowed.
    walked_into_loss: Option<u32>,
    /// The exercise the move becomes (`readExercise`'s line), if it is worth one.
    exercise: Option<String>,
}

#[derive(Serialize)]
struct Accuracy {
    white: Option<f64>,
    black: Option<f64>,
}

/// A review's figures as JS sees them.
#[derive(Serialize)]
struct Summary {
    moves: Vec<JudgedMove>,
    accuracy: Accuracy,
    /// White's chance after each ply (the start: with White's best move), `null` where not valued.
    white: Vec<Option<f64>>,
}

/// One step of a review from JS (index `ply`, from 0): `{best, evaluation, after, bestForced,
/// afterForced}` (`played` is the record's; the forced results may be absent), or `None` for a
/// move not valued yet.
fn read_step(value: &JsValue, ply: usize) -> Result<Option<(Move, Outlook, Outlook)>, ApiError> {
    if is_absent(value) {
        return Ok(None);
    }
    let what = format!("the review's step for move {}", ply + 1);
    let step = object(value, &what)?;
    let best = read_move(&field(step, "best", &what)?)?;
    let outlook = |chance: &str, proven: &str| -> Result<Outlook, ApiError> {
        let chance = probability(&field(step, chance, &what)?, &format!("{what}'s {chance}"))?;
        let forced = forced::read(&field(step, proven, &what)?, &format!("{what}'s {proven}"))?;
        Ok(Outlook { chance, forced })
    };
    Ok(Some((best, outlook("evaluation", "bestForced")?, outlook("after", "afterForced")?)))
}

/// The chance `p` of the player who moves after `ply` moves, from White's side.
fn white_view(ply: usize, p: f64) -> f64 {
    if ply % 2 == 0 { p } else { 1.0 - p }
}

/// The review of the game `record` from `steps[ply] = {best, evaluation, after}` (as
/// `reviewMove` values the move played after `ply` moves; `null` where not valued yet):
/// `{moves: [{ply, player, move, best, before, after, loss, verdict, missedWin,
/// walkedIntoLoss, exercise}], accuracy: {white, black}, white}`. A move's loss is the win probability it gave up against the best move
/// (0 for the best move itself), `missedWin` the winner's moves of a forced win the best move
/// had and the move played gave up, `walkedIntoLoss` the opponent's moves to a forced win the
/// move played allowed where the best did not lose by force (else `null`), its verdict `best` under 2 points, `good` under 5,
/// `inaccuracy` under 10, `mistake` under 20, else `blunder`; a player's accuracy is 100 less
/// the mean loss in points (`null` without a judged move); `white` is White's chance after each
/// ply (the start's with White's best move), `null` where not valued; `exercise` is the line of
/// the exercise a mistake, a blunder, a forced win missed or a forced loss walked into becomes
/// ("learn from your mistakes": `readExercise`, `exerciseAnswer`), else `null`. Throws for a record that
/// cannot be replayed (`bad-record`) or steps that are not such values, or whose best move is
/// not legal where it was played (`bad-argument`).
#[wasm_bindgen(js_name = reviewSummary)]
pub fn review_summary(record: JsValue, steps: JsValue) -> Result<JsValue, ApiError> {
    let record: Record = string(&record, "a game record", MAX_RECORD_CHARS)?.parse()?;
    record.replay()?;
    let steps = items(&steps, MAX_PLIES.min(record.moves.len() as u32), "the review's steps")?;
    let mut white = vec![None; record.moves.len() + 1];
    let mut moves = Vec::new();
    let mut position = Position::new();
    for (index, value) in steps.iter().enumerate() {
        let before = position;
        position.play_unchecked(record.moves[index]);
        let Some((best, before_best, after)) = read_step(value, index)? else { continue };
        if before.check(best).is_err() {
            return Err(error(format!("the review's step for move {}: its best move {best} is not legal there", index + 1)));
        }
        if index == 0 {
            white[0] = Some(before_best.chance);
        }
        white[index + 1] = Some(white_view(index, after.chance));
        let player = if index % 2 == 0 { Color::White } else { Color::Black };
        moves.push(ReviewedMove::judge(index as u32 + 1, player, record.moves[index], best, before_best, after));
    }
    let summary = Summary {
        accuracy: Accuracy { white: accuracy(&moves, Color::White), black: accuracy(&moves, Color::Black) },
        moves: moves
            .iter()
            .map(|m| JudgedMove {
                ply: m.ply,
                player: m.player.name(),
                mv: m.played.to_string(),
                best: m.best.to_string(),
                before: m.before,
                after: m.after,
                loss: m.loss,
                verdict: m.verdict.name(),
                missed_win: m.missed_win,
                walked_into_loss: m.walked_into_loss,
                exercise: Exercise::from_review(&record, m).map(|e| e.to_string()),
            })
            .collect(),
        white,
    };
    to_js(&summary)
}
