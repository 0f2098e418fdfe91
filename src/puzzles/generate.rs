//! The generator (native only): level-12 self-play games, their positions filtered cheaply,
//! each candidate proved, graded and kept once, written in a fixed order so that the same
//! settings give the same file byte for byte.

use super::format::Puzzle;
use super::grade::difficulty;
use super::proof::{prove_position, ProofSettings};
use crate::agents::level::Level;
use crate::agents::weights::AgentSettings;
use crate::arena::game::play_game;
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
}

impl Default for GenerateSettings {
    fn default() -> GenerateSettings {
        GenerateSettings { games: 100, seed: 1, play_nodes: 2000, opening: 4, grade_nodes: 2000, proof: ProofSettings::default() }
    }
}

/// What a run found, for its report.
#[derive(Clone, Debug, Default)]
pub struct Generated {
    /// The puzzles, sorted by kind, n, difficulty and id.
    pub puzzles: Vec<Puzzle>,
    /// Positions proved (candidates that passed the cheap filter).
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

/// Plays the games and collects the puzzles; `progress` hears each finished game's number.
pub fn generate(settings: &GenerateSettings, agents: &AgentSettings, mut progress: impl FnMut(usize, usize)) -> Generated {
    let mut seeds = SeededRng::seed_from_u64(settings.seed);
    let limits = SearchLimits::time(3_600_000.0).with_nodes(settings.play_nodes);
    let twelve = Level::new(12).expect("level 12");
    let mut found: BTreeMap<u64, Puzzle> = BTreeMap::new();
    let mut result = Generated::default();
    for game in 0..settings.games {
        let outcome = play_game(twelve, twelve, settings.opening, &limits, seeds.next_u64(), agents);
        let mut position = Position::new();
        let total = outcome.record.moves.len();
        for (ply, &mv) in outcome.record.moves.iter().enumerate() {
            if ply >= settings.opening as usize && !found.contains_key(&position.hash()) {
                if let Some(most) = candidate(&position, total - ply, outcome.status) {
                    result.candidates += 1;
                    match prove_position(&position, most, &settings.proof) {
                        Err(_) => result.unproven += 1,
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
                            found.insert(position.hash(), puzzle);
                        }
                    }
                }
            }
            position.play_unchecked(mv);
        }
        progress(game + 1, found.len());
    }
    let mut puzzles: Vec<Puzzle> = found.into_values().collect();
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
