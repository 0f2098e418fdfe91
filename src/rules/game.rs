//! A game: the positions from the start, with the moves between them, for replay and undo.

use super::bitboard::Bitboard;
use super::error::IllegalMove;
use super::excerpt::Excerpt;
use super::mv::Move;
use super::position::Position;
use super::record::{record_tokens, Record, RecordError};

/// A game from the empty board: every position reached and the moves that led there.
#[derive(Clone, Debug, Default)]
pub struct Game {
    positions: Vec<Position>,
    moves: Vec<Move>,
}

impl Game {
    /// A new game on the empty board.
    pub fn new() -> Game {
        Game { positions: vec![Position::new()], moves: Vec::new() }
    }

    /// The game a record describes, or the first move that cannot be read or played.
    ///
    /// ```
    /// let game = pathwayz::Game::from_record("d4 e5 e4*").unwrap();
    /// assert_eq!(game.position().rows()[3], "...bB.......");
    /// let error = pathwayz::Game::from_record("d4 d4").unwrap_err();
    /// assert_eq!(error.ply, 2);
    /// ```
    pub fn from_record(text: &str) -> Result<Game, RecordError> {
        let mut game = Game::new();
        game.play_record(text)?;
        Ok(game)
    }

    /// Plays the moves of a record in order. At a move that cannot be read or played, stops
    /// and returns it with its ply; the game is left as it was before that move.
    pub fn play_record(&mut self, text: &str) -> Result<(), RecordError> {
        for token in record_tokens(text) {
            let ply = self.moves.len() + 1;
            self.try_play_notation(token).map_err(|reason| RecordError {
                ply,
                text: Excerpt::of(token),
                reason,
            })?;
        }
        Ok(())
    }

    /// The current position.
    pub fn position(&self) -> &Position {
        self.positions.last().expect("a game always has its start position")
    }

    /// The moves played so far.
    pub fn moves(&self) -> &[Move] {
        &self.moves
    }

    /// The moves as a record: `f4 g5* f5`.
    pub fn record(&self) -> String {
        Record { moves: self.moves.clone() }.to_string()
    }

    /// Plays `mv` if legal; otherwise returns why and leaves the game unchanged.
    pub fn try_play(&mut self, mv: Move) -> Result<(), IllegalMove> {
        let mut next = *self.position();
        next.try_play(mv)?;
        self.positions.push(next);
        self.moves.push(mv);
        Ok(())
    }

    /// Parses and plays a move in notation; the game is unchanged on error.
    pub fn try_play_notation(&mut self, text: &str) -> Result<Move, IllegalMove> {
        let mv: Move = text.parse()?;
        self.try_play(mv)?;
        Ok(mv)
    }

    /// Takes back the last move and returns it, or `None` at the start.
    pub fn undo(&mut self) -> Option<Move> {
        let mv = self.moves.pop()?;
        self.positions.pop();
        Some(mv)
    }

    /// The regular pieces the last move flipped (empty after a regular move or at the start).
    pub fn last_flips(&self) -> Bitboard {
        match (self.moves.last(), self.positions.len()) {
            (Some(&mv), len) if len >= 2 => self.positions[len - 2].flips(mv),
            _ => Bitboard::EMPTY,
        }
    }
}
