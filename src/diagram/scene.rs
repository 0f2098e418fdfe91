//! What one picture shows: a position of a record and the move that led to it.

use super::error::DiagramError;
use crate::rules::excerpt::Excerpt;
use crate::rules::game::Game;
use crate::rules::mv::Move;
use crate::rules::position::Position;
use crate::rules::record::{Record, RecordError};

/// A position with the move that led to it (none at the start).
#[derive(Clone, Copy, Debug)]
pub struct Scene {
    pub position: Position,
    pub last_move: Option<Move>,
}

impl Scene {
    /// Every position of `record`, from the empty board to the last move: one more than its
    /// moves. A move that cannot be played is refused with its ply.
    pub fn all(record: &Record) -> Result<Vec<Scene>, DiagramError> {
        let mut game = Game::new();
        let mut scenes = vec![Scene { position: *game.position(), last_move: None }];
        for (index, &mv) in record.moves.iter().enumerate() {
            game.try_play(mv)
                .map_err(|reason| RecordError { ply: index + 1, text: Excerpt::of(&mv.to_string()), reason })?;
            scenes.push(Scene { position: *game.position(), last_move: Some(mv) });
        }
        Ok(scenes)
    }

    /// The position after the first `ply` moves of `record` (all of them when `ply` is `None`).
    pub fn after(record: &Record, ply: Option<f64>) -> Result<Scene, DiagramError> {
        let mut scenes = Scene::all(record)?;
        let at = match ply {
            None => scenes.len() - 1,
            Some(ply) => ply_in(ply, record.moves.len())?,
        };
        Ok(scenes.swap_remove(at))
    }
}

/// `ply` as a number of moves from 0 to `moves`, or why not.
pub fn ply_in(ply: f64, moves: usize) -> Result<usize, DiagramError> {
    if ply.fract() == 0.0 && (0.0..=moves as f64).contains(&ply) {
        Ok(ply as usize)
    } else {
        Err(DiagramError::Ply { ply, moves })
    }
}
