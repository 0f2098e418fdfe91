//! The tactics file (`tests/data/tactics.txt`, written by `examples/tactics.rs`): one tactical
//! position a line, `kind | record | every solving move`, with `#` comments and blank lines
//! skipped. `pathwayz tactics`, the example that writes it and the tests that read it all go
//! through [`Tactic`]: [`Tactic::parse_file`] to read, `Display` to write.

use super::excerpt::Excerpt;
use super::game::Game;
use super::mv::Move;
use super::position::Position;
use super::record::Record;
use std::fmt;
use std::str::FromStr;

/// What a tactic asks of the player to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TacticKind {
    /// A regular piece wins now.
    WinRegular,
    /// Only a permanent's flips win now.
    WinPermanent,
    /// The opponent threatens to win; a few moves stop it.
    Block,
    /// Only a permanent that breaks the opponent's path stops it.
    BlockPermanent,
    /// No win now and no threat against; a move leaves the opponent no defence.
    WinInTwo,
    /// The same, where only permanents do it.
    WinInTwoPermanent,
}

impl TacticKind {
    /// Every kind, in the file's order of description.
    pub const ALL: [TacticKind; 6] = [
        TacticKind::WinRegular,
        TacticKind::WinPermanent,
        TacticKind::Block,
        TacticKind::BlockPermanent,
        TacticKind::WinInTwo,
        TacticKind::WinInTwoPermanent,
    ];

    /// Its name in the file: `win-regular`, `block-permanent`, ...
    pub fn name(self) -> &'static str {
        match self {
            TacticKind::WinRegular => "win-regular",
            TacticKind::WinPermanent => "win-permanent",
            TacticKind::Block => "block",
            TacticKind::BlockPermanent => "block-permanent",
            TacticKind::WinInTwo => "win-in-two",
            TacticKind::WinInTwoPermanent => "win-in-two-permanent",
        }
    }

    /// A win now (not a block, not a win in two).
    pub fn wins_now(self) -> bool {
        matches!(self, TacticKind::WinRegular | TacticKind::WinPermanent)
    }

    /// A block of the opponent's threat.
    pub fn blocks(self) -> bool {
        matches!(self, TacticKind::Block | TacticKind::BlockPermanent)
    }
}

impl fmt::Display for TacticKind {
    /// Its name, padded as the format asks.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(self.name())
    }
}

impl FromStr for TacticKind {
    type Err = TacticError;

    fn from_str(text: &str) -> Result<TacticKind, TacticError> {
        TacticKind::ALL
            .into_iter()
            .find(|kind| kind.name() == text)
            .ok_or_else(|| TacticError(format!("unknown kind {}: one of win-regular, win-permanent, block, block-permanent, win-in-two, win-in-two-permanent", Excerpt::of(text))))
    }
}

/// Why a tactic (or a tactics file) was refused, in one line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TacticError(pub String);

impl fmt::Display for TacticError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for TacticError {}

/// One line of the tactics file: its kind, the game that leads to it (not over) and every move
/// that solves it (at least one).
#[derive(Clone, Debug, PartialEq)]
pub struct Tactic {
    pub kind: TacticKind,
    pub record: Record,
    /// The position after the record, the player to move the solver.
    pub position: Position,
    pub solutions: Vec<Move>,
}

impl Tactic {
    /// Every tactic of the file `text`, in order; a bad line is refused with its number, a file
    /// without a tactic too.
    pub fn parse_file(text: &str) -> Result<Vec<Tactic>, TacticError> {
        let tactics = text
            .lines()
            .enumerate()
            .filter(|(_, line)| !line.trim().is_empty() && !line.trim_start().starts_with('#'))
            .map(|(index, line)| line.parse().map_err(|e: TacticError| TacticError(format!("line {}: {e}", index + 1))))
            .collect::<Result<Vec<Tactic>, TacticError>>()?;
        if tactics.is_empty() {
            return Err(TacticError("no tactics".into()));
        }
        Ok(tactics)
    }
}

impl FromStr for Tactic {
    type Err = TacticError;

    /// One line, `kind | record | solving moves` (moves separated by spaces).
    fn from_str(line: &str) -> Result<Tactic, TacticError> {
        let fields: Vec<&str> = line.split('|').map(str::trim).collect();
        if fields.len() != 3 {
            return Err(TacticError(format!("{} fields, not 3 (kind | record | solving moves)", fields.len())));
        }
        let kind = fields[0].parse()?;
        let game = Game::from_record(fields[1]).map_err(|e| TacticError(format!("record: {e}")))?;
        if game.position().is_over() {
            return Err(TacticError("record: the game is already over".into()));
        }
        let solutions = fields[2]
            .split_whitespace()
            .enumerate()
            .map(|(index, mv)| mv.parse::<Move>().map_err(|e| TacticError(format!("solution {}: {e}", index + 1))))
            .collect::<Result<Vec<Move>, TacticError>>()?;
        if solutions.is_empty() {
            return Err(TacticError("no solving move".into()));
        }
        let record = fields[1].parse().map_err(|e| TacticError(format!("record: {e}")))?;
        Ok(Tactic { kind, record, position: *game.position(), solutions })
    }
}

impl fmt::Display for Tactic {
    /// The line as the file holds it.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} | {} |", self.kind, self.record)?;
        for mv in &self.solutions {
            write!(f, " {mv}")?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_tactics_file_reads_and_writes_back_line_for_line() {
        let text = include_str!("../../tests/data/tactics.txt");
        let tactics = Tactic::parse_file(text).expect("the tactics file reads");
        let lines: Vec<&str> = text.lines().filter(|line| !line.starts_with('#') && !line.trim().is_empty()).collect();
        assert_eq!(tactics.len(), lines.len());
        for (tactic, line) in tactics.iter().zip(lines) {
            assert_eq!(tactic.to_string(), line);
        }
    }

    #[test]
    fn a_damaged_line_is_refused_with_its_number_and_reason() {
        let refused = |text: &str| Tactic::parse_file(text).unwrap_err().to_string();
        assert_eq!(refused("# nothing\n\n"), "no tactics");
        assert_eq!(refused("# c\nblock | f4 | g5 | h6"), "line 2: 4 fields, not 3 (kind | record | solving moves)");
        assert!(refused("fork | f4 | g5").starts_with("line 1: unknown kind \"fork\""), "{}", refused("fork | f4 | g5"));
        assert!(refused("block | f4 f4 | g5").starts_with("line 1: record: move 2 (\"f4\") of the record"), "{}", refused("block | f4 f4 | g5"));
        assert_eq!(refused("block | f4 |  "), "line 1: no solving move");
        let long = format!("block | f4 | {}", "x".repeat(100_000));
        assert!(refused(&long).len() < 200, "{}", refused(&long));
    }
}
