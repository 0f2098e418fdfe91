//! Fitting the feature weights to the outcomes of games (`pathwayz fit`, lab only): every
//! position of a game labelled by its result, fitted by logistic regression
//! (`training/logistic_fit.rs`). Measured and not shipped (docs/WEIGHTS.md): level 12's own
//! searches make the better teacher (`pathwayz distill`).
//!
//! TD self-play learns from a one-ply reflex and its exploration, so it sees the positions weak
//! play reaches. Fitted on the games of a strong level instead, the weights describe the
//! positions the search actually meets, and come out as calibrated win probabilities.

use crate::evaluation::features::features;
use crate::rules::position::Position;
use crate::rules::record::{Record, RecordError};
use crate::rules::status::Status;
use crate::score::points;
use crate::training::logistic_fit::Sample;

/// Every unfinished position of a finished game from ply `from` on, labelled by the game's result.
/// An unfinished game gives no samples; a move that cannot be played is refused with its ply.
pub fn samples_of_game(record: &Record, from: usize) -> Result<Vec<Sample>, RecordError> {
    let result = record.replay()?.position().status();
    if result == Status::Ongoing {
        return Ok(Vec::new());
    }
    let mut position = Position::new();
    let mut samples = Vec::with_capacity(record.moves.len().saturating_sub(from));
    for &mv in &record.moves {
        if position.ply() as usize >= from {
            samples.push(Sample {
                features: features(&position).to_vec(),
                ply: position.ply() as usize,
                outcome: points(result, position.to_move()).expect("a finished game"),
            });
        }
        position.play_unchecked(mv);
    }
    Ok(samples)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_game_gives_one_sample_per_position_labelled_for_the_mover() {
        // White wins on its fourth move... play a real game to its end with a fixed line.
        let record: Record = "a1 l8 b1 k8 c1 j8 d1 i8 e1 h8 f1 g8 g1 f8 h1 e8 i1 d8 j1 c8 k1 b8 l1".parse().expect("a record");
        let samples = samples_of_game(&record, 0).expect("a legal record");
        assert_eq!(samples.len(), record.moves.len());
        assert_eq!(samples[0].outcome, 1.0, "white moves first and wins");
        assert_eq!(samples[1].outcome, 0.0);
        assert_eq!(samples_of_game(&record, 5).expect("a legal record").len(), record.moves.len() - 5);
        let unfinished: Record = "a1 l8".parse().expect("a record");
        assert!(samples_of_game(&unfinished, 0).expect("a legal record").is_empty());
        let illegal: Record = "a1 a1".parse().expect("a record");
        assert_eq!(samples_of_game(&illegal, 0).expect_err("a1 is taken").ply, 2);
    }
}
