//! The puzzles' data file (`www/data/puzzles.txt`): one puzzle a line, read in the browser as
//! well as by the command line, and a puzzle's answers checked without a search of the page's.
//!
//! ```text
//! # comment lines start with '#'; blank lines are skipped
//! id | record | solution | kind | n | difficulty | line
//! 9c1e04a2d3b7f610 | f4 g5* f5 ... | e4 e4* | win-2 | 2 | 3 | e4 f6 g7
//! ```
//!
//! - `id`: 16 lower-case hex digits, the position's hash (stable: it depends on the position
//!   alone); unique in a file.
//! - `record`: the moves from the empty board to the puzzle's position, in notation; the player
//!   to move there is the solver.
//! - `solution`: the solving moves, all on one cell (a regular piece, a permanent, or both when
//!   both solve: "one family of equivalent moves"), in legal-move order.
//! - `kind`: [`Kind::name`]; `n`: the solver's moves to the win, or for a save the horizon (the
//!   opponent cannot win within n of its moves after the solution, and can after any other
//!   move).
//! - `difficulty`: 0 to 5, how many of levels 3, 5, 7, 9 and 11 fail it (`grade.rs`).
//! - `line`: the main line, starting with the solution's first move: the defender's most
//!   stubborn replies and the solver's fastest wins; a save's line is its move alone.

use super::kind::Kind;
use super::proof::Prover;
use crate::rules::excerpt::Excerpt;
use crate::rules::mv::Move;
use crate::rules::position::Position;
use crate::rules::record::Record;
use std::fmt;

/// One puzzle of the data file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Puzzle {
    /// The position's hash, 16 hex digits.
    pub id: String,
    /// The moves to the puzzle's position.
    pub record: Record,
    /// The solving moves (one cell).
    pub solution: Vec<Move>,
    /// What it asks.
    pub kind: Kind,
    /// The solver's moves to the win, or a save's horizon.
    pub moves: u32,
    /// 0 (every graded level solves it) to 5 (none does).
    pub difficulty: u8,
    /// The main line, from the solution's first move.
    pub line: Vec<Move>,
}

/// Whether an answer solves the puzzle.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// The move is one of the solution's.
    Right,
    /// It is not (or it is not even legal there).
    Wrong,
}

/// A line of the data file that could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PuzzleError {
    /// The line's number in the file, from 1 (0 for a line read alone).
    pub line: usize,
    /// What was wrong.
    pub reason: String,
}

impl fmt::Display for PuzzleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.line > 0 {
            write!(f, "line {}: {}", self.line, self.reason)
        } else {
            f.write_str(&self.reason)
        }
    }
}

impl std::error::Error for PuzzleError {}

/// The longest line read; longer ones are refused before they are split.
pub const MAX_LINE: usize = 4096;

fn moves_of(text: &str, what: &str) -> Result<Vec<Move>, String> {
    let record: Record = text.parse().map_err(|e| format!("{what}: {e}"))?;
    Ok(record.moves)
}

fn moves_text(moves: &[Move]) -> String {
    moves.iter().map(|mv| mv.to_string()).collect::<Vec<_>>().join(" ")
}

impl Puzzle {
    /// The position to solve.
    pub fn position(&self) -> Position {
        *self.record.replay().expect("a read puzzle's record replays").position()
    }

    /// The main line: the solution's first move, then each reply and answer to the end.
    pub fn solution_line(&self) -> &[Move] {
        &self.line
    }

    /// Whether `mv`, played in the puzzle's position, solves it.
    pub fn check(&self, mv: Move) -> Verdict {
        if self.solution.contains(&mv) {
            Verdict::Right
        } else {
            Verdict::Wrong
        }
    }

    /// Whether `mv` is right after `played`, the moves made since the puzzle's position (the
    /// solver's and the defender's in turn, so an even number). The first move must be one of the
    /// solution's; a later move of a winning puzzle is right if it still wins within the moves
    /// left (proved by `prover` within its budget; a proof out of positions counts as wrong). A
    /// save is one move. Illegal moves are wrong.
    pub fn check_after(&self, played: &[Move], mv: Move, prover: &mut Prover) -> Verdict {
        if played.is_empty() {
            return self.check(mv);
        }
        let left = self.moves_left(played);
        let Some(position) = self.position_after(played) else { return Verdict::Wrong };
        if played.len() % 2 == 1 || !self.kind.is_win() || position.check(mv).is_err() {
            return Verdict::Wrong;
        }
        match prover.move_wins_within(&position, mv, left) {
            Ok(true) => Verdict::Right,
            _ => Verdict::Wrong,
        }
    }

    /// The defender's reply after `played` (ending with a solver's move): the main line's when
    /// `played` follows it, else the most stubborn reply `prover` finds within its budget.
    /// `None` when the game is over, `played` cannot be played, or the search runs out.
    pub fn reply(&self, played: &[Move], prover: &mut Prover) -> Option<Move> {
        let position = self.position_after(played)?;
        if position.is_over() || played.len().is_multiple_of(2) {
            return None;
        }
        if self.line.starts_with(played) && self.line.len() > played.len() {
            return Some(self.line[played.len()]);
        }
        prover.stubborn_reply(&position, self.moves_left(played).max(1)).ok().flatten().map(|(mv, _)| mv)
    }

    /// The solver's moves still to play after `played` (the moves made since the puzzle's
    /// position, the solver's and the defender's in turn): the puzzle's moves less the solver's
    /// moves among them. With the solver to move, its next move counts.
    pub fn moves_left(&self, played: &[Move]) -> u32 {
        self.moves.saturating_sub(played.len().div_ceil(2) as u32)
    }

    /// The position after `played` from the puzzle's, if they can be played.
    pub fn position_after(&self, played: &[Move]) -> Option<Position> {
        let mut position = self.position();
        for &mv in played {
            position.try_play(mv).ok()?;
        }
        Some(position)
    }

    /// Reads one line of the data file (not a comment).
    pub fn parse(text: &str) -> Result<Puzzle, String> {
        if text.len() > MAX_LINE {
            return Err(format!("a line of {} bytes: at most {MAX_LINE} are read", text.len()));
        }
        let fields: Vec<&str> = text.split('|').map(str::trim).collect();
        if fields.len() != 7 {
            return Err(format!(
                "{} fields, not 7 (id | record | solution | kind | n | difficulty | line)",
                fields.len()
            ));
        }
        let id = fields[0];
        if id.len() != 16 || !id.bytes().all(|b| b.is_ascii_digit() || (b'a'..=b'f').contains(&b)) {
            return Err(format!("the id {} is not 16 lower-case hex digits", Excerpt::of(id)));
        }
        let record: Record = fields[1].parse().map_err(|e| format!("record: {e}"))?;
        let game = record.replay().map_err(|e| format!("record: {e}"))?;
        let position = *game.position();
        if position.is_over() {
            return Err("record: the game is already over".into());
        }
        let solution = moves_of(fields[2], "solution")?;
        if solution.is_empty() {
            return Err("no solution".into());
        }
        for mv in &solution {
            position.check(*mv).map_err(|e| format!("solution: {e}"))?;
        }
        if solution.windows(2).any(|pair| pair[0].square != pair[1].square || pair[0] == pair[1]) {
            return Err("solution: its moves must be on one cell, each once".into());
        }
        let kind: Kind = fields[3].parse()?;
        let moves: u32 = fields[4].parse().map_err(|_| format!("n {} is not a number", Excerpt::of(fields[4])))?;
        if !(1..=4).contains(&moves) || (kind == Kind::PermanentCompletes && moves != 1) || matches!(kind, Kind::WinIn(n) if n != moves) {
            return Err(format!("n {moves} does not fit the kind {kind}"));
        }
        let difficulty: u8 = fields[5].parse().ok().filter(|d| *d <= 5).ok_or_else(|| format!("difficulty {} is not 0 to 5", Excerpt::of(fields[5])))?;
        let line = moves_of(fields[6], "line")?;
        if line.first().is_none_or(|first| !solution.contains(first)) {
            return Err("line: it must start with a solving move".into());
        }
        let mut replay = position;
        for (index, mv) in line.iter().enumerate() {
            replay.try_play(*mv).map_err(|e| format!("line: move {} ({mv}): {e}", index + 1))?;
        }
        if id != format!("{:016x}", position.hash()) {
            return Err(format!("the id {id} is not the position's ({:016x})", position.hash()));
        }
        Ok(Puzzle { id: id.to_string(), record, solution, kind, moves, difficulty, line })
    }

    /// Reads a whole data file: every puzzle in order, or the first bad line with its number.
    /// Ids must be unique.
    pub fn parse_file(text: &str) -> Result<Vec<Puzzle>, PuzzleError> {
        let mut puzzles: Vec<Puzzle> = Vec::new();
        let mut ids = std::collections::HashSet::new();
        for (index, line) in text.lines().enumerate() {
            let trimmed = line.trim();
            if trimmed.is_empty() || trimmed.starts_with('#') {
                continue;
            }
            let puzzle = Puzzle::parse(trimmed).map_err(|reason| PuzzleError { line: index + 1, reason })?;
            if !ids.insert(puzzle.id.clone()) {
                return Err(PuzzleError { line: index + 1, reason: format!("the id {} is used twice", puzzle.id) });
            }
            puzzles.push(puzzle);
        }
        Ok(puzzles)
    }
}

impl fmt::Display for Puzzle {
    /// The puzzle's line in the data file.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} | {} | {} | {} | {} | {} | {}",
            self.id,
            self.record,
            moves_text(&self.solution),
            self.kind,
            self.moves,
            self.difficulty,
            moves_text(&self.line)
        )
    }
}
