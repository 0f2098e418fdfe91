//! A player solving a puzzle, move by move: whether an answer is right, the defender's reply to
//! a right one, the line that refutes a wrong one, the region a hint marks, and the rest of the
//! solution from wherever the player is. Every search is the exact proof search of [`super::proof`],
//! bounded by a count of positions, so every device gives the same answers.

use super::format::{Puzzle, Verdict};
use super::proof::{winning_line, Proved, Prover};
use crate::rules::mv::Move;
use crate::rules::position::Position;
use crate::rules::square::Square;
use crate::rules::status::Status;
use crate::rules::threat_moves::ThreatMoves;
use crate::rules::threats::threats_of;

/// The positions each proof of an answer, hint or solution may visit: enough for every shipped
/// puzzle's proof (they were proved within 300,000), a few tenths of a second in the browser.
pub const SOLVING_NODES: u64 = 300_000;

/// The longest a refutation looks for the opponent's win after a wrong answer to a winning
/// puzzle, in the opponent's moves (a save's refutation looks as far as its horizon).
const REFUTING_WIN_MOVES: u32 = 2;

/// Why an answer does not solve the puzzle.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Why {
    /// After it the opponent forces a win in this many of its moves (0: the answer itself
    /// completed the opponent's path); the refutation is that win.
    OpponentWins(u32),
    /// The defender's reply (the refutation's first move) leaves no win within the moves left.
    NoForcedWin,
    /// The move cannot be played there.
    Illegal,
    /// The search ran out of positions before it could show why.
    Unproven,
}

/// What an answer did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Answer {
    /// It solves the puzzle so far.
    pub right: bool,
    /// It is right and the puzzle is over: the win is on the board, or the save is made.
    pub solved: bool,
    /// The defender's reply to a right answer that did not finish the puzzle.
    pub reply: Option<Move>,
    /// For a wrong answer: the opponent's reply and what follows, showing why it fails.
    pub refutation: Vec<Move>,
    /// For a wrong answer: why.
    pub why: Option<Why>,
}

/// `played` (the moves since the puzzle's position) refused: it cannot be played, or it is the
/// defender's turn, or the game is over.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NotTheSolversTurn(pub String);

impl Puzzle {
    /// The position after `played`, where the solver is to move and the game goes on.
    fn solvers_turn(&self, played: &[Move]) -> Result<Position, NotTheSolversTurn> {
        let position = self.position_after(played).ok_or_else(|| NotTheSolversTurn("the moves played cannot be played".into()))?;
        if played.len() % 2 == 1 {
            return Err(NotTheSolversTurn("the moves played end with the solver's: it is the defender's turn".into()));
        }
        if position.is_over() {
            return Err(NotTheSolversTurn("the game is over".into()));
        }
        Ok(position)
    }

    /// The solver's move `mv` after `played`, judged: right (with the defender's reply, unless it
    /// finished the puzzle) or wrong (with the line that refutes it). Its proofs share one table;
    /// each (the judgement, then the reply or the refutation) may visit `nodes` positions.
    pub fn answer(&self, played: &[Move], mv: Move, nodes: u64) -> Result<Answer, NotTheSolversTurn> {
        let position = self.solvers_turn(played)?;
        let wrong = |refutation, why| Answer { right: false, solved: false, reply: None, refutation, why: Some(why) };
        if position.check(mv).is_err() {
            return Ok(wrong(Vec::new(), Why::Illegal));
        }
        let mut child = position;
        child.play_unchecked(mv);
        let mut prover = Prover::new(nodes);
        let verdict = self.check_after(played, mv, &mut prover);
        prover.renew_budget();
        if verdict == Verdict::Wrong {
            let (refutation, why) = self.refute(&child, played, &mut prover).unwrap_or((Vec::new(), Why::Unproven));
            return Ok(wrong(refutation, why));
        }
        let solved = child.is_over() || !self.kind.is_win();
        let mut after: Vec<Move> = played.to_vec();
        after.push(mv);
        let reply = if solved { None } else { self.reply(&after, &mut prover).or_else(|| child.legal_moves().first().copied()) };
        Ok(Answer { right: true, solved, reply, refutation: Vec::new(), why: None })
    }

    /// Why the solver's wrong move, which led to `child` (the opponent to move), fails.
    fn refute(&self, child: &Position, played: &[Move], prover: &mut Prover) -> Proved<(Vec<Move>, Why)> {
        let solver = !child.to_move();
        match child.status() {
            Status::Won(winner) if winner != solver => return Ok((Vec::new(), Why::OpponentWins(0))),
            Status::Ongoing => {}
            _ => return Ok((Vec::new(), Why::NoForcedWin)),
        }
        let horizon = if self.kind.is_win() { REFUTING_WIN_MOVES } else { self.moves };
        if let Some((line, moves)) = winning_line(prover, child, horizon)? {
            return Ok((line, Why::OpponentWins(moves)));
        }
        if !self.kind.is_win() {
            // The proof found every other move losing; only a search cut short says otherwise.
            return Ok((Vec::new(), Why::Unproven));
        }
        let left = self.moves_left(played) - 1;
        Ok(match holding_reply(prover, child, left)? {
            Some(reply) => (vec![reply], Why::NoForcedWin),
            None => (Vec::new(), Why::Unproven),
        })
    }

    /// The next solving move after `played` (the solver to move): the main line's while `played`
    /// follows it, else the first fastest win within the moves left. `None` when no move solves
    /// it any more, or the search ran out of positions.
    pub fn next_solving_move(&self, played: &[Move], nodes: u64) -> Result<Option<Move>, NotTheSolversTurn> {
        let position = self.solvers_turn(played)?;
        if played.is_empty() {
            return Ok(self.solution.first().copied());
        }
        if self.line.starts_with(played) && self.line.len() > played.len() {
            return Ok(Some(self.line[played.len()]));
        }
        if !self.kind.is_win() {
            return Ok(None);
        }
        let mut prover = Prover::new(nodes);
        Ok(prover.fastest_winning_move(&position, self.moves_left(played)).ok().flatten().map(|(mv, _)| mv))
    }

    /// The rest of the solution after `played` (either side to move): the main line's rest while
    /// `played` follows it, else the most stubborn defence and the fastest wins found by search.
    /// Empty when the puzzle is finished, can no longer be solved, or the search ran out.
    pub fn rest_of_solution(&self, played: &[Move], nodes: u64) -> Vec<Move> {
        if self.line.starts_with(played) {
            return self.line[played.len()..].to_vec();
        }
        let Some(position) = self.position_after(played) else { return Vec::new() };
        if !self.kind.is_win() || position.is_over() {
            return Vec::new();
        }
        let mut prover = Prover::new(nodes);
        solving_line(&mut prover, position, played.len().is_multiple_of(2), self.moves_left(played)).unwrap_or_default()
    }
}

/// The line from `position` with `left` solver's moves: the solver's fastest win (or, the
/// defender to move, its most stubborn reply first); empty if the solver cannot win.
fn solving_line(prover: &mut Prover, mut position: Position, solver_to_move: bool, left: u32) -> Proved<Vec<Move>> {
    let mut line = Vec::new();
    if !solver_to_move {
        let Some((reply, _)) = prover.stubborn_reply(&position, left)? else { return Ok(line) };
        line.push(reply);
        position.play_unchecked(reply);
    }
    let Some((win, _)) = winning_line(prover, &position, left)? else { return Ok(Vec::new()) };
    line.extend(win);
    Ok(line)
}

/// A reply of the defender (to move in `position`) after which the solver cannot win within
/// `moves` of its moves: the first found, trying the moves that stop the solver's threats to win
/// at once first (when there are such threats, only those can hold). One holding reply is all a
/// refutation needs; the most stubborn one would cost a proof for every reply.
fn holding_reply(prover: &mut Prover, position: &Position, moves: u32) -> Proved<Option<Move>> {
    let solver = !position.to_move();
    let threats = threats_of(position, solver);
    // No block at all: the solver wins next whatever is played, and only a refutation of "win
    // now" (no moves left) holds; it shows the defender's first move.
    let replies = match ThreatMoves::against(position, &threats) {
        lost if lost.is_lost() => position.legal_moves(),
        replies => replies.or_every(|| position.legal_moves()),
    };
    for &reply in replies.iter() {
        let mut next = *position;
        next.play_unchecked(reply);
        let holds = match next.status() {
            Status::Won(winner) => winner != solver,
            Status::Draw => true,
            Status::Ongoing => moves == 0 || !prover.wins_within(&next, moves)?,
        };
        if holds {
            return Ok(Some(reply));
        }
    }
    Ok(None)
}

/// The region a hint marks for a move on `square`: its block of 4 rows by 3 columns (the board
/// holds eight such blocks), in cell order.
pub fn hint_region(square: Square) -> Vec<Square> {
    let (top, left) = (square.row() / 4 * 4, square.col() / 3 * 3);
    Square::all().filter(|cell| (top..top + 4).contains(&cell.row()) && (left..left + 3).contains(&cell.col())).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_hint_region_is_the_cells_block_of_twelve() {
        let region = hint_region("e6".parse::<Move>().unwrap().square);
        let names: Vec<String> = region.iter().map(|s| s.to_string()).collect();
        assert_eq!(names.len(), 12);
        assert!(names.contains(&"e6".to_string()) && names.contains(&"d5".to_string()) && names.contains(&"f8".to_string()));
        assert!(!names.contains(&"g6".to_string()) && !names.contains(&"e4".to_string()));
        let every: usize = Square::all().filter(|s| s.row() % 4 == 0 && s.col() % 3 == 0).map(|s| hint_region(s).len()).sum();
        assert_eq!(every, 96, "eight blocks cover the board");
    }
}
