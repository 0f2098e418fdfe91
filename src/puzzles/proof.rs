//! Proofs: whether the player to move can force a win within a number of its own moves, by an
//! exact AND/OR search on the threat detector, and which moves of a position win or save it.
//!
//! The search is exact, not a heuristic: every legal move of the side that tries to win is
//! tried, and every reply of the defender that can matter. The threat detector only narrows the
//! replies where that is a rule, not a guess: when the attacker threatens to win at once, the
//! defender's only replies that do not lose at once are [`blocking_moves`] (the rules' own list
//! of the moves after which no winning move is left, each played and checked); when the defender
//! threatens to win at once, the attacker must likewise block (or win at once). Elsewhere every
//! legal move is tried. A table keeps each position's answer for each number of moves. The work
//! is bounded by a count of positions, never by the clock, so a proof gives the same answer on
//! every machine; a proof that runs out of positions says so ([`OutOfNodes`]) and the caller
//! rejects the puzzle rather than guessing.

use super::format::Puzzle;
use super::kind::Kind;
use crate::rules::color::Color;
use crate::rules::mv::Move;
use crate::rules::position::Position;
use crate::rules::status::Status;
use crate::rules::threat_moves::ThreatMoves;
use crate::rules::threats::{has_winning_move, threats_of};
use std::collections::HashMap;

/// A proof stopped because it used up its budget of positions.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OutOfNodes;

impl std::fmt::Display for OutOfNodes {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("the proof ran out of positions")
    }
}

impl std::error::Error for OutOfNodes {}

/// What a proof answers, or [`OutOfNodes`].
pub type Proved<T> = Result<T, OutOfNodes>;

/// The exact search, with its table and its budget of positions.
pub struct Prover {
    nodes: u64,
    limit: u64,
    /// (position hash, moves) to "the player to move wins within that many moves".
    table: HashMap<(u64, u32), bool>,
}

impl Prover {
    /// A prover that may visit `limit` positions in all (across every call, until
    /// [`Prover::renew_budget`]) before giving up.
    pub fn new(limit: u64) -> Prover {
        Prover { nodes: 0, limit, table: HashMap::new() }
    }

    /// Positions visited so far (since the last [`Prover::renew_budget`]).
    pub fn nodes(&self) -> u64 {
        self.nodes
    }

    /// Gives the next proof a whole budget again (`limit` positions from now) and keeps the
    /// table, so what the earlier proofs settled is read rather than searched again.
    pub fn renew_budget(&mut self) {
        self.nodes = 0;
    }

    fn visit(&mut self) -> Proved<()> {
        self.nodes += 1;
        if self.nodes > self.limit {
            Err(OutOfNodes)
        } else {
            Ok(())
        }
    }

    /// True if the player to move in `position` can force a win within `moves` moves of its own
    /// (its last one completing the path), whatever the opponent plays. False for a finished game
    /// and for `moves` = 0.
    pub fn wins_within(&mut self, position: &Position, moves: u32) -> Proved<bool> {
        if moves == 0 || position.is_over() {
            return Ok(false);
        }
        if has_winning_move(position) {
            return Ok(true);
        }
        if moves == 1 {
            return Ok(false);
        }
        let key = (position.hash(), moves);
        if let Some(&known) = self.table.get(&key) {
            return Ok(known);
        }
        self.visit()?;
        // The win at once was ruled out above.
        let theirs = threats_of(position, !position.to_move());
        let candidates = ThreatMoves::against(position, &theirs).or_every(|| position.legal_moves());
        let mut wins = false;
        for &mv in candidates.iter() {
            if self.move_wins_within(position, mv, moves)? {
                wins = true;
                break;
            }
        }
        self.table.insert(key, wins);
        Ok(wins)
    }

    /// True if `mv` (legal in `position`) wins for the player to move within `moves` of its
    /// moves, this one included.
    pub fn move_wins_within(&mut self, position: &Position, mv: Move, moves: u32) -> Proved<bool> {
        if moves == 0 {
            return Ok(false);
        }
        let me = position.to_move();
        let mut child = *position;
        child.play_unchecked(mv);
        match child.status() {
            Status::Won(winner) => return Ok(winner == me),
            Status::Draw => return Ok(false),
            Status::Ongoing => {}
        }
        if moves == 1 {
            return Ok(false);
        }
        self.every_reply_loses(&child, moves - 1)
    }

    /// True if every move of the player to move in `position` (the defender) leaves the other
    /// player a win within `moves` of its moves.
    fn every_reply_loses(&mut self, position: &Position, moves: u32) -> Proved<bool> {
        self.visit()?;
        let attacker = !position.to_move();
        // Without a threat now the attacker may still win next move if every reply gives it
        // one (a nearly full board), so even then every reply is tried; the first usually refutes.
        let replies = match ThreatMoves::of(position) {
            ThreatMoves::Win(_) => return Ok(false),
            replies => replies.or_every(|| position.legal_moves()),
        };
        for &reply in replies.iter() {
            let mut next = *position;
            next.play_unchecked(reply);
            let lost = match next.status() {
                Status::Won(winner) => winner == attacker,
                Status::Draw => false,
                Status::Ongoing => self.wins_within(&next, moves)?,
            };
            if !lost {
                return Ok(false);
            }
        }
        Ok(true)
    }

    /// The fewest moves, up to `most`, in which the player to move forces a win; `None` if it
    /// cannot within `most`.
    pub fn fastest_win(&mut self, position: &Position, most: u32) -> Proved<Option<u32>> {
        for moves in 1..=most {
            if self.wins_within(position, moves)? {
                return Ok(Some(moves));
            }
        }
        Ok(None)
    }

    /// The first move, in legal-move order, of the player to move's fastest win within `most`
    /// moves, with that win's length; `None` if there is no win within `most`.
    pub fn fastest_winning_move(&mut self, position: &Position, most: u32) -> Proved<Option<(Move, u32)>> {
        let Some(moves) = self.fastest_win(position, most)? else { return Ok(None) };
        for &mv in position.legal_moves().iter() {
            if self.move_wins_within(position, mv, moves)? {
                return Ok(Some((mv, moves)));
            }
        }
        Ok(None)
    }

    /// The moves of the player to move that win within `moves` moves, in legal-move order.
    pub fn winning_moves_within(&mut self, position: &Position, moves: u32) -> Proved<Vec<Move>> {
        let mut found = Vec::new();
        for &mv in position.legal_moves().iter() {
            if self.move_wins_within(position, mv, moves)? {
                found.push(mv);
            }
        }
        Ok(found)
    }

    /// The moves of the player to move after which the opponent cannot force a win within
    /// `horizon` of its moves (a move that wins at once, or draws, is among them).
    pub fn saving_moves(&mut self, position: &Position, horizon: u32) -> Proved<Vec<Move>> {
        let me = position.to_move();
        let mut found = Vec::new();
        for &mv in position.legal_moves().iter() {
            if self.move_saves(position, mv, me, horizon)? {
                found.push(mv);
            }
        }
        Ok(found)
    }

    /// True if `mv` by `me` (to move in `position`) leaves the opponent no win within `horizon`
    /// of its moves.
    fn move_saves(&mut self, position: &Position, mv: Move, me: Color, horizon: u32) -> Proved<bool> {
        let mut child = *position;
        child.play_unchecked(mv);
        Ok(match child.status() {
            Status::Won(winner) => winner == me,
            Status::Draw => true,
            Status::Ongoing => !self.wins_within(&child, horizon)?,
        })
    }

    /// The defender's most stubborn reply in `position` (the defender to move), where the
    /// attacker wins within `moves`: the one after which the attacker's fastest win is longest,
    /// the first in legal-move order among equals, with that many moves. When every reply loses
    /// at once, a regular piece on the first threatened cell. `None` if the game is over.
    pub fn stubborn_reply(&mut self, position: &Position, moves: u32) -> Proved<Option<(Move, u32)>> {
        if position.is_over() {
            return Ok(None);
        }
        let attacker = !position.to_move();
        let threats = threats_of(position, attacker);
        let mut replies: Vec<Move> = ThreatMoves::against(position, &threats).or_every(|| position.legal_moves()).to_vec();
        if replies.is_empty() {
            // Every reply loses at once: the line shows the defender filling one of the
            // threatened cells (the first), else its first legal move.
            let filling = threats.regular.squares().map(Move::regular).chain(threats.permanent.squares().map(Move::regular));
            replies = filling.chain(position.legal_moves().iter().copied()).take(1).collect();
        }
        let mut best: Option<(Move, u32)> = None;
        for &reply in replies.iter() {
            let mut next = *position;
            next.play_unchecked(reply);
            let distance = match next.status() {
                Status::Won(winner) if winner == attacker => 0,
                Status::Ongoing => self.fastest_win(&next, moves)?.unwrap_or(u32::MAX),
                _ => u32::MAX,
            };
            if best.is_none_or(|(_, d)| distance > d) {
                best = Some((reply, distance));
            }
        }
        Ok(best)
    }
}

/// How far and how hard a puzzle is proved.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ProofSettings {
    /// The longest win a puzzle may ask for, in the solver's moves (at most 4).
    pub most_moves: u32,
    /// A winning puzzle of two or more moves: its other moves must not win within its N plus
    /// this many moves (capped at `most_moves`), so that no slower plan hides beside the
    /// solution. Not applied to a win in one: it asks to end the game now, and a move that does
    /// not is visibly wrong at once; and a threat on one cell is so rarely stopped for good (a
    /// regular block is flipped by a permanent beside it) that almost every other move wins in
    /// two, so with the margin no win in one would ever be a puzzle.
    pub margin: u32,
    /// A save's horizon: after the solution the opponent cannot win within this many of its
    /// moves; after any other move it can.
    pub save_horizon: u32,
    /// The positions one proof may visit before the puzzle is given up as unproven.
    pub nodes: u64,
}

impl Default for ProofSettings {
    fn default() -> ProofSettings {
        ProofSettings { most_moves: 4, margin: 1, save_horizon: 3, nodes: 2_000_000 }
    }
}

/// What a position proved to be: a puzzle with one solution.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Proof {
    /// What the puzzle asks.
    pub kind: Kind,
    /// The solver's moves to the win, or a save's horizon.
    pub moves: u32,
    /// The solving moves: one cell, a regular piece, a permanent or both, in legal-move order.
    pub solution: Vec<Move>,
    /// The main line from the puzzle's position: the solution's first move, the defender's most
    /// stubborn reply, the solver's first fastest win from there, and so on to the win; for a
    /// save, the saving move alone.
    pub line: Vec<Move>,
}

/// The legal moves of `position` that `solves` accepts, in legal-move order, if they are all on
/// one cell (one family: the regular piece, the permanent, or both); `None` as soon as a second
/// cell solves, or if none does. Stopping at the second cell gives the same answer sooner.
fn solutions_on_one_cell(
    prover: &mut Prover,
    position: &Position,
    mut solves: impl FnMut(&mut Prover, Move) -> Proved<bool>,
) -> Proved<Option<Vec<Move>>> {
    let mut found: Vec<Move> = Vec::new();
    for &mv in position.legal_moves().iter() {
        if solves(prover, mv)? {
            if found.first().is_some_and(|first| first.square != mv.square) {
                return Ok(None);
            }
            found.push(mv);
        }
    }
    Ok(if found.is_empty() { None } else { Some(found) })
}

/// The main line of a winning puzzle: `first` then the most stubborn defence and the first
/// fastest win at each step.
pub(super) fn main_line(prover: &mut Prover, position: &Position, first: Move, moves: u32) -> Proved<Vec<Move>> {
    let mut line = vec![first];
    let mut at = *position;
    at.play_unchecked(first);
    let mut left = moves - 1;
    while !at.is_over() && left > 0 {
        let Some((reply, _)) = prover.stubborn_reply(&at, left)? else { break };
        line.push(reply);
        at.play_unchecked(reply);
        if at.is_over() {
            break;
        }
        let (next, fastest) = prover.fastest_winning_move(&at, left)?.expect("the line stays winning");
        line.push(next);
        at.play_unchecked(next);
        left = fastest - 1;
    }
    Ok(line)
}

/// The main line of the fastest win within `most` moves of the player to move in `position`
/// ([`main_line`] from its first move), or `None` if there is none.
pub(super) fn winning_line(prover: &mut Prover, position: &Position, most: u32) -> Proved<Option<(Vec<Move>, u32)>> {
    let Some((first, moves)) = prover.fastest_winning_move(position, most)? else { return Ok(None) };
    Ok(Some((main_line(prover, position, first, moves)?, moves)))
}

/// Proves `position` a puzzle: the player to move wins within `settings.most_moves` (or within
/// `most`, if smaller) with moves on one cell only, and (for a win in two or more) no other move
/// wins within the margin; or,
/// the opponent threatening to win at once and the mover having no win in one, exactly one cell
/// saves the game to the save horizon. `Ok(None)` if it is no puzzle (no win or save, or a
/// second solution); `Err` if the proof ran out of positions.
pub fn prove_position(position: &Position, most: u32, settings: &ProofSettings) -> Proved<Option<Proof>> {
    if position.is_over() {
        return Ok(None);
    }
    let mut prover = Prover::new(settings.nodes);
    let most = most.min(settings.most_moves);
    if let Some(moves) = prover.fastest_win(position, most)? {
        let Some(solution) = solutions_on_one_cell(&mut prover, position, |p, mv| p.move_wins_within(position, mv, moves))?
        else {
            return Ok(None);
        };
        let horizon = if moves == 1 { 1 } else { (moves + settings.margin).min(settings.most_moves).max(moves) };
        if horizon > moves {
            for &mv in position.legal_moves().iter() {
                if !solution.contains(&mv) && prover.move_wins_within(position, mv, horizon)? {
                    return Ok(None);
                }
            }
        }
        let line = main_line(&mut prover, position, solution[0], moves)?;
        return Ok(Some(Proof { kind: Kind::of_win(moves, &solution), moves, solution, line }));
    }
    let opponent = !position.to_move();
    if threats_of(position, opponent).is_empty() || has_winning_move(position) {
        return Ok(None);
    }
    let me = position.to_move();
    let horizon = settings.save_horizon;
    let Some(solution) = solutions_on_one_cell(&mut prover, position, |p, mv| p.move_saves(position, mv, me, horizon))? else {
        return Ok(None);
    };
    let line = vec![solution[0]];
    Ok(Some(Proof { kind: Kind::of_save(&solution), moves: settings.save_horizon, solution, line }))
}

/// Proves a puzzle of the data file again: its position must prove to the same kind, n,
/// solution and line. The reason it fails, if it does.
pub fn reprove(puzzle: &Puzzle, settings: &ProofSettings) -> Result<(), String> {
    let most = if puzzle.kind.is_win() { puzzle.moves } else { 0 };
    let position = puzzle.position();
    match prove_position(&position, most, settings) {
        Err(OutOfNodes) => Err(format!("puzzle {}: the proof ran out of positions ({})", puzzle.id, settings.nodes)),
        Ok(None) => Err(format!("puzzle {}: no longer one solution", puzzle.id)),
        Ok(Some(proof)) => {
            let expected = Proof { kind: puzzle.kind, moves: puzzle.moves, solution: puzzle.solution.clone(), line: puzzle.line.clone() };
            if proof == expected {
                Ok(())
            } else {
                Err(format!("puzzle {}: proved {:?}, the file says {:?}", puzzle.id, proof, expected))
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn position(rows: [&str; 8], to_move: Color) -> Position {
        Position::from_rows(&rows, to_move).unwrap()
    }

    #[test]
    fn a_gap_is_a_win_in_one_and_not_a_win_in_zero() {
        let p = position(
            ["............", "............", "wwwww.wwwwww", "............", "............",
             "............", "............", "............"],
            Color::White,
        );
        let mut prover = Prover::new(100_000);
        assert_eq!(prover.fastest_win(&p, 4), Ok(Some(1)));
        assert!(!prover.wins_within(&p, 0).unwrap());
        let wins: Vec<String> = prover.winning_moves_within(&p, 1).unwrap().iter().map(|m| m.to_string()).collect();
        assert_eq!(wins, ["f2", "f3", "f4"]);
    }

    fn proof(rows: [&str; 8], to_move: Color) -> Option<Proof> {
        prove_position(&position(rows, to_move), 4, &ProofSettings::default()).expect("within the budget")
    }

    fn names(moves: &[Move]) -> Vec<String> {
        moves.iter().map(|m| m.to_string()).collect()
    }

    #[test]
    fn the_only_cell_that_closes_a_walled_gap_is_a_win_in_one() {
        // White's row 1 lacks f1; Black's permanents under it leave no way round and nothing
        // to flip, so f1 alone wins (f1* would give Black the cell).
        let p = proof(
            ["wwwww.wwwwww", "....BBB.....", "............", "............", "............",
             "............", "............", "............"],
            Color::White,
        ).expect("a puzzle");
        assert_eq!((p.kind, p.moves, names(&p.solution), names(&p.line)), (Kind::WinIn(1), 1, vec!["f1".into()], vec!["f1".into()]));
    }

    #[test]
    fn a_win_in_one_on_one_cell_is_a_puzzle_though_other_moves_win_in_two() {
        // f3 alone closes White's row of permanents. Any other move wins in two as well: Black
        // can only block f3 with a regular piece, and a permanent on g2 flips it back.
        let rows = ["............", "....BB......", "WWWWW.WWWWWW", "....BBB.....", "............",
                    "............", "............", "............"];
        let mut prover = Prover::new(1_000_000);
        assert!(prover.move_wins_within(&position(rows, Color::White), "a8".parse().unwrap(), 2).unwrap());
        let p = proof(rows, Color::White).expect("a puzzle");
        assert_eq!((p.kind, p.moves, names(&p.solution)), (Kind::WinIn(1), 1, vec!["f3".to_string()]));
    }

    #[test]
    fn a_gap_closed_from_three_cells_has_three_solutions_and_is_rejected() {
        let p = proof(
            ["............", "............", "wwwww.wwwwww", "............", "............",
             "............", "............", "............"],
            Color::White,
        );
        assert_eq!(p, None);
    }

    #[test]
    fn the_one_cell_that_stops_a_win_is_a_must_block() {
        // Black's row 1 of permanents lacks f1; White's permanents under it: only a White piece
        // on f1 stops Black, and nothing can ever flip it.
        let p = proof(
            ["BBBBB.BBBBBB", "....WWW.....", "............", "............", "............",
             "............", "............", "............"],
            Color::White,
        ).expect("a puzzle");
        assert_eq!((p.kind, p.moves, names(&p.solution)), (Kind::MustBlock, 3, vec!["f1".to_string()]));
    }

    #[test]
    fn a_permanent_whose_flips_close_the_row_is_classified_so() {
        // White's row 3 is broken by a Black regular on f3; of the cells around it only g4 is
        // empty, and a permanent there flips f3 to White (g3 and h3 are permanents).
        let p = proof(
            ["............", "....BBB.....", "wwwWWbWWwwww", "....BB......", "............",
             "............", "............", "............"],
            Color::White,
        ).expect("a puzzle");
        assert_eq!((p.kind, p.moves, names(&p.solution)), (Kind::PermanentCompletes, 1, vec!["g4*".to_string()]));
    }

    #[test]
    fn two_threats_no_block_stops_are_a_win_in_two_when_one_cell_makes_them() {
        // White's permanents run a3..k3 but for e3; a White piece on e3 leaves l2, l3, l4 to win,
        // and Black blocks one at a time. Black's permanents around e3 leave only e3 to close the
        // gap, and nothing can flip it there.
        let rows = ["............", "...BBB......", "WWWW.WWWWWW.", "...BBB......", "............",
                    "............", "............", "............"];
        let mut prover = Prover::new(1_000_000);
        let p = position(rows, Color::White);
        assert_eq!(prover.fastest_win(&p, 4), Ok(Some(2)));
        assert!(prover.move_wins_within(&p, "e3".parse().unwrap(), 2).unwrap());
        assert!(!prover.move_wins_within(&p, "a8".parse().unwrap(), 2).unwrap());
        let black = position(rows, Color::Black);
        assert_eq!(prover.fastest_win(&black, 2), Ok(None), "Black has nothing");
        let puzzle = prove_position(&p, 4, &ProofSettings::default()).unwrap().expect("a puzzle");
        assert_eq!((puzzle.kind, names(&puzzle.solution)), (Kind::WinIn(2), vec!["e3".to_string()]));
        assert_eq!(puzzle.line.len(), 3, "e3, Black's block, White's win: {:?}", names(&puzzle.line));
    }

    #[test]
    fn a_proof_out_of_positions_says_so() {
        let p = position(
            ["............", "...BBB......", "WWWW.WWWWWW.", "...BBB......", "............",
             "............", "............", "............"],
            Color::White,
        );
        let tight = ProofSettings { nodes: 3, ..ProofSettings::default() };
        assert_eq!(prove_position(&p, 4, &tight), Err(OutOfNodes));
    }
}
