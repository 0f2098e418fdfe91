//! The generator (native only): level-12 self-play games, their positions filtered cheaply,
//! each candidate proved, graded and kept once, at most so many of each kind, written in a fixed
//! order so that the same settings give the same file byte for byte (on any number of cores).

use super::format::Puzzle;
use super::grade::difficulty;
use super::kind::Kind;
use super::proof::{prove_position, ProofSettings};
use crate::agents::level::Level;
use crate::agents::weights::AgentSettings;
use crate::arena::game::play_game;
use crate::arena::parallel::run_indexed;
use crate::rng::SeededRng;
use crate::rules::position::Position;
use crate::rules::record::Record;
use crate::rules::status::Status;
use crate::rules::threats::{has_winning_move, threats_of};
use crate::search::SearchLimits;
use rand::{Rng, SeedableRng};
use std::collections::BTreeMap;

/// What the generator does.
#[derive(Clone, Debug)]
pub struct GenerateSettings {
    /// Self-play games played.
    pub games: usize,
    /// The seed of the whole run (each game's seed and opening come from it).
    pub seed: u64,
    /// Level 12's positions per move in the self-play games.
    pub play_nodes: u64,
    /// Random opening moves of each game.
    pub opening: u32,
    /// Positions each graded level searches per puzzle.
    pub grade_nodes: u64,
    /// How the puzzles are proved.
    pub proof: ProofSettings,
    /// At most this many puzzles of each kind ([`cap_per_kind`]), so that no kind crowds out
    /// the rest; `None` keeps them all.
    pub per_kind: Option<usize>,
}

impl Default for GenerateSettings {
    fn default() -> GenerateSettings {
        GenerateSettings { games: 100, seed: 1, play_nodes: 2000, opening: 4, grade_nodes: 2000, proof: ProofSettings::default(), per_kind: None }
    }
}

/// What a run found, for its report.
#[derive(Clone, Debug, Default)]
pub struct Generated {
    /// The puzzles, sorted by kind, n, difficulty and id.
    pub puzzles: Vec<Puzzle>,
    /// Distinct puzzles found, before the cap per kind.
    pub found: usize,
    /// Positions proved (candidates that passed the cheap filter), in every game.
    pub candidates: usize,
    /// Candidates given up because their proof ran out of positions.
    pub unproven: usize,
}

/// How many of its moves the player to move may need to win, if `position` deserves a proof:
/// a win now, or the game won by the mover within 7 plies (a win in at most 4 of its moves);
/// `Some(0)` for a position where the opponent threatens to win (a possible save); `None`
/// otherwise. `plies_left` is how many plies the game went on, `winner` how it ended.
fn candidate(position: &Position, plies_left: usize, status: Status) -> Option<u32> {
    if has_winning_move(position) {
        return Some(1);
    }
    if status == Status::Won(position.to_move()) && plies_left <= 7 {
        return Some(plies_left.div_ceil(2) as u32);
    }
    if !threats_of(position, !position.to_move()).is_empty() {
        return Some(0);
    }
    None
}

/// One game's puzzles (each with its position's hash) and its counts.
#[derive(Default)]
struct Mined {
    puzzles: Vec<(u64, Puzzle)>,
    candidates: usize,
    unproven: usize,
}

/// Plays one game from `seed` and proves and grades its candidates.
fn mine_game(seed: u64, settings: &GenerateSettings, agents: &AgentSettings) -> Mined {
    let limits = SearchLimits::time(3_600_000.0).with_nodes(settings.play_nodes);
    let twelve = Level::new(12).expect("level 12");
    let outcome = play_game(twelve, twelve, settings.opening, &limits, seed, agents);
    let mut mined = Mined::default();
    let mut position = Position::new();
    let total = outcome.record.moves.len();
    for (ply, &mv) in outcome.record.moves.iter().enumerate() {
        if ply >= settings.opening as usize {
            if let Some(most) = candidate(&position, total - ply, outcome.status) {
                mined.candidates += 1;
                match prove_position(&position, most, &settings.proof) {
                    Err(_) => mined.unproven += 1,
                    Ok(None) => {}
                    Ok(Some(proof)) => {
                        let record = Record { moves: outcome.record.moves[..ply].to_vec() };
                        let grade = difficulty(&position, &proof.solution, settings.grade_nodes, agents);
                        let puzzle = Puzzle {
                            id: format!("{:016x}", position.hash()),
                            record,
                            solution: proof.solution,
                            kind: proof.kind,
                            moves: proof.moves,
                            difficulty: grade,
                            line: proof.line,
                        };
                        mined.puzzles.push((position.hash(), puzzle));
                    }
                }
            }
        }
        position.play_unchecked(mv);
    }
    mined
}

/// At most `most` puzzles of each kind: a kind with more keeps them spread over its
/// difficulties (the first of each difficulty by id, then the second of each, and so on).
pub fn cap_per_kind(puzzles: Vec<Puzzle>, most: usize) -> Vec<Puzzle> {
    let mut by_kind: BTreeMap<Kind, BTreeMap<u8, Vec<Puzzle>>> = BTreeMap::new();
    for puzzle in puzzles {
        by_kind.entry(puzzle.kind).or_default().entry(puzzle.difficulty).or_default().push(puzzle);
    }
    let mut kept = Vec::new();
    for difficulties in by_kind.into_values() {
        let mut queues: Vec<std::vec::IntoIter<Puzzle>> = difficulties
            .into_values()
            .map(|mut group| {
                group.sort_by(|a, b| a.id.cmp(&b.id));
                group.into_iter()
            })
            .collect();
        let mut taken = 0;
        while taken < most {
            let before = taken;
            for queue in queues.iter_mut() {
                if taken < most {
                    if let Some(puzzle) = queue.next() {
                        kept.push(puzzle);
                        taken += 1;
                    }
                }
            }
            if taken == before {
                break;
            }
        }
    }
    kept
}

/// Plays the games (on every core; the file does not depend on how many) and collects the
/// puzzles; `progress` hears how many games are finished. A position found in several games
/// is kept from the first of them.
pub fn generate(settings: &GenerateSettings, agents: &AgentSettings, progress: impl Fn(usize) + Sync) -> Generated {
    let mut seeds = SeededRng::seed_from_u64(settings.seed);
    let game_seeds: Vec<u64> = (0..settings.games).map(|_| seeds.next_u64()).collect();
    let games = run_indexed(game_seeds.len(), |game| mine_game(game_seeds[game], settings, agents), progress);
    let mut found: BTreeMap<u64, Puzzle> = BTreeMap::new();
    let mut result = Generated::default();
    for mined in games {
        result.candidates += mined.candidates;
        result.unproven += mined.unproven;
        for (hash, puzzle) in mined.puzzles {
            found.entry(hash).or_insert(puzzle);
        }
    }
    result.found = found.len();
    let mut puzzles: Vec<Puzzle> = found.into_values().collect();
    if let Some(most) = settings.per_kind {
        puzzles = cap_per_kind(puzzles, most);
    }
    puzzles.sort_by(|a, b| (a.kind, a.moves, a.difficulty, &a.id).cmp(&(b.kind, b.moves, b.difficulty, &b.id)));
    result.puzzles = puzzles;
    result
}

/// The data file of `puzzles`, with a header naming the command that made it.
pub fn file_text(puzzles: &[Puzzle], command: &str) -> String {
    let mut text = String::new();
    text.push_str("# Pathwayz puzzles from PAI's own games (level 12 self-play), each proved by an exact search.\n");
    text.push_str(&format!("# Made by: {command}\n"));
    text.push_str("# id | record | solution | kind | n | difficulty | line  (src/puzzles/format.rs)\n");
    for puzzle in puzzles {
        text.push_str(&puzzle.to_string());
        text.push('\n');
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    fn puzzle(kind: Kind, difficulty: u8, id: usize) -> Puzzle {
        Puzzle { id: format!("{id:016x}"), record: Record::default(), solution: vec![], kind, moves: 1, difficulty, line: vec![] }
    }

    #[test]
    fn the_cap_keeps_a_kind_spread_over_its_difficulties_and_leaves_small_kinds_whole() {
        // Eight easy breaks, two hard ones, three wins in one.
        let mut puzzles: Vec<Puzzle> = (0..8).map(|i| puzzle(Kind::PermanentBreaks, 0, i)).collect();
        puzzles.extend((8..10).map(|i| puzzle(Kind::PermanentBreaks, 5, i)));
        puzzles.extend((10..13).map(|i| puzzle(Kind::WinIn(1), 0, i)));
        let kept = cap_per_kind(puzzles, 4);
        let ids = |kind: Kind| -> Vec<(u8, usize)> {
            kept.iter().filter(|p| p.kind == kind).map(|p| (p.difficulty, usize::from_str_radix(&p.id, 16).unwrap())).collect()
        };
        assert_eq!(ids(Kind::PermanentBreaks), [(0, 0), (5, 8), (0, 1), (5, 9)]);
        assert_eq!(ids(Kind::WinIn(1)), [(0, 10), (0, 11), (0, 12)]);
    }
}
