//! A random sequence of what the wasm API's `Game` does (play a move in notation, undo, preview
//! a permanent's flips, load a record), checked after every step against the plain reference
//! engine of `tests/reference/`: board, side to move, ply, result, legal moves, the last
//! move's flips, and the incremental hash against a recomputed one. A refused step must leave
//! the game as it was.

#[path = "../../tests/reference/mod.rs"]
mod reference;

use pathwayz::{Game, Move};
use reference::bridge::{outcome, side};
use reference::{Board, Outcome};

/// The input, read a byte at a time; ends the sequence when it runs out.
struct Input<'a>(&'a [u8]);

impl Input<'_> {
    fn byte(&mut self) -> Option<u8> {
        let (&first, rest) = self.0.split_first()?;
        self.0 = rest;
        Some(first)
    }
}

/// A move as text from one byte (column `a`-`p`, row 1-16: off the board too) and style bits:
/// permanent, upper case.
fn move_text(cell: u8, style: u8) -> (String, usize, usize, bool) {
    let (col, row, permanent) = ((cell & 15) as usize, (cell >> 4) as usize, style & 1 == 1);
    let letter = (b'a' + col as u8) as char;
    let letter = if style & 2 == 2 { letter.to_ascii_uppercase() } else { letter };
    (format!("{letter}{}{}", row + 1, if permanent { "*" } else { "" }), row, col, permanent)
}

/// True if the reference may play at (row, col).
fn legal_in(board: &Board, row: usize, col: usize) -> bool {
    row < reference::ROWS && col < reference::COLS && board.outcome == Outcome::Playing && board.cells[row][col].is_none()
}


/// Cells as sorted (row, col) pairs.
fn cells(squares: impl Iterator<Item = pathwayz::Square>) -> Vec<(usize, usize)> {
    let mut list: Vec<_> = squares.map(|s| (s.row(), s.col())).collect();
    list.sort();
    list
}

/// The reference's game: every board from the start, with the flips of the move that led there.
struct Reference {
    boards: Vec<(Board, Vec<(usize, usize)>)>,
}

impl Reference {
    fn new() -> Reference {
        Reference { boards: vec![(Board::new(), Vec::new())] }
    }

    fn board(&self) -> &Board {
        &self.boards.last().expect("the start is always there").0
    }

    fn play(&mut self, row: usize, col: usize, permanent: bool) {
        let mut board = self.board().clone();
        let flips = board.play(row, col, permanent);
        self.boards.push((board, flips));
    }

    /// The reference playing `moves` from the start, up to the first it cannot play (its ply).
    fn replay(moves: &[(usize, usize, bool)]) -> (Reference, Option<usize>) {
        let mut game = Reference::new();
        for (index, &(row, col, permanent)) in moves.iter().enumerate() {
            if !legal_in(game.board(), row, col) {
                return (game, Some(index + 1));
            }
            game.play(row, col, permanent);
        }
        (game, None)
    }
}

/// The two games agree on everything the API shows.
fn assert_same(game: &Game, reference: &Reference) {
    let (board, flips) = reference.boards.last().unwrap();
    let position = game.position();
    assert_eq!(position.rows(), board.rows());
    assert_eq!(side(position.to_move()), board.to_move);
    assert_eq!(position.ply() as usize, board.ply);
    assert_eq!(game.moves().len(), board.ply);
    assert_eq!(outcome(position.status()), board.outcome);
    assert_eq!(position.legal_moves().len(), board.legal_move_count());
    assert_eq!(&cells(game.last_flips().squares()), flips);
    assert_eq!(position.hash(), position.compute_hash());
}

/// Runs the sequence `data` describes on the engine and the reference side by side.
pub fn check(data: &[u8]) {
    let mut input = Input(data);
    let mut game = Game::new();
    let mut reference = Reference::new();
    while let Some(op) = input.byte() {
        match op % 6 {
            0 | 1 => {
                let Some(cell) = input.byte() else { break };
                let (text, row, col, permanent) = move_text(cell, op >> 3);
                let before = *game.position();
                match game.try_play_notation(&text) {
                    Ok(_) => {
                        assert!(legal_in(reference.board(), row, col), "{text} was played");
                        reference.play(row, col, permanent);
                    }
                    Err(error) => {
                        assert!(!legal_in(reference.board(), row, col), "{text} was refused: {error}");
                        assert_eq!(game.position(), &before);
                    }
                }
            }
            2 => {
                let undone = game.undo();
                assert_eq!(undone.is_some(), reference.boards.len() > 1);
                if undone.is_some() {
                    reference.boards.pop();
                }
            }
            3 => {
                let Some(cell) = input.byte() else { break };
                let (_, row, col, _) = move_text(cell, 0);
                let Some(square) = pathwayz::Square::new(row, col) else { continue };
                let mv = Move::permanent(square);
                if legal_in(reference.board(), row, col) {
                    assert!(game.position().check(mv).is_ok());
                    let mut board = reference.board().clone();
                    assert_eq!(cells(game.position().flips(mv).squares()), board.play(row, col, true));
                } else {
                    assert!(game.position().check(mv).is_err());
                }
            }
            4 => {
                // A record of moves written with varied case and separators.
                let Some(count) = input.byte() else { break };
                let mut text = String::new();
                let mut moves = Vec::new();
                for _ in 0..count % 16 {
                    let (Some(cell), Some(style)) = (input.byte(), input.byte()) else { break };
                    let (token, row, col, permanent) = move_text(cell, style);
                    text.push_str(token.as_str());
                    text.push_str(["", " ", "\t", "\n  "][(style >> 2) as usize % 4]);
                    text.push(' ');
                    moves.push((row, col, permanent));
                }
                let (replayed, fault) = Reference::replay(&moves);
                match Game::from_record(&text) {
                    Ok(loaded) => {
                        assert_eq!(fault, None, "{text:?} loaded");
                        game = loaded;
                        reference = replayed;
                    }
                    Err(error) => assert_eq!(Some(error.ply), fault, "{text:?}: {error}"),
                }
            }
            _ => {
                // Any text as a record: loaded (and then the reference replays its canonical
                // form) or refused with a short message, the game kept.
                let Some(length) = input.byte() else { break };
                let take = (length as usize % 48).min(input.0.len());
                let text = String::from_utf8_lossy(&input.0[..take]).into_owned();
                input.0 = &input.0[take..];
                match Game::from_record(&text) {
                    Ok(loaded) => {
                        let moves: Vec<_> = loaded.moves().iter().map(|mv| (mv.square.row(), mv.square.col(), mv.permanent)).collect();
                        let (replayed, fault) = Reference::replay(&moves);
                        assert_eq!(fault, None, "{text:?}");
                        game = loaded;
                        reference = replayed;
                    }
                    Err(error) => assert!(error.to_string().len() <= super::MAX_MESSAGE),
                }
            }
        }
        assert_same(&game, &reference);
    }
}
