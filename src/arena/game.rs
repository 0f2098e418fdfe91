//! One game between two agents.

use super::player::{Entrants, Player, Seat};
use crate::agents::random::random_move;
use crate::agents::weights::AgentSettings;
use crate::Strength;
use crate::rng::SeededRng;
use crate::rules::color::Color;
use crate::rules::position::Position;
use crate::rules::record::Record;
use crate::rules::status::Status;
use crate::score::points;
use crate::gtp::EngineError;
use crate::search::{Agent, SearchLimits, Silent};
use rand::{Rng, SeedableRng};

/// How a game between two levels went.
#[derive(Clone, Debug, PartialEq)]
pub struct GameOutcome {
    /// How it ended.
    pub status: Status,
    /// The whole game, random opening included, to replay it.
    pub record: Record,
}

impl GameOutcome {
    /// Moves played.
    pub fn plies(&self) -> u32 {
        self.record.moves.len() as u32
    }

    /// 1 for a win by `color`, 0.5 for a draw, 0 for a loss.
    pub fn score_for(&self, color: Color) -> f64 {
        score_for(self.status, color)
    }
}

/// 1 if `status` is a win by `color`, 0 if a loss, 0.5 otherwise (a draw, or a game an agent
/// left unfinished).
pub fn score_for(status: Status, color: Color) -> f64 {
    points(status, color).unwrap_or(0.5)
}

/// Plays `position` to its end, each side's moves chosen by its agent within its limits (White's
/// first), and returns how it ended.
pub fn play_out(mut position: Position, mut sides: [(&mut dyn Agent, &SearchLimits); 2]) -> Status {
    while !position.is_over() {
        let (agent, limits) = &mut sides[position.to_move().index()];
        let mv = agent.choose(&position, limits, &mut Silent).expect("a game in play has moves");
        position.try_play(mv).expect("agents play legal moves");
    }
    position.status()
}

/// Plays `white` against `black` from the empty board, each searching within `limits` a move,
/// after `opening` uniformly random moves; the opening and the agents' chance moves are fixed
/// by `seed`.
pub fn play_game(white: impl Into<Strength>, black: impl Into<Strength>, opening: u32, limits: &SearchLimits, seed: u64, settings: &AgentSettings) -> GameOutcome {
    play_players(Player::Pai(white.into()), Player::Pai(black.into()), opening, limits, seed, &Entrants::levels(settings)).expect("levels always move")
}

/// [`play_game`] between any players: an external engine is started for the game (and told the
/// opening), and its failure (it cannot start, dies, stalls, answers nonsense or an illegal
/// move) ends the game with that error. The seed gives the same opening as between levels.
pub fn play_players(
    white: Player,
    black: Player,
    opening: u32,
    limits: &SearchLimits,
    seed: u64,
    entrants: &Entrants,
) -> Result<GameOutcome, EngineError> {
    let mut seeds = SeededRng::seed_from_u64(seed);
    let white_seed = seeds.next_u64();
    let black_seed = seeds.next_u64();
    let mut seats = [Seat::take(white, white_seed, limits, entrants)?, Seat::take(black, black_seed, limits, entrants)?];
    let mut opening_rng = SeededRng::seed_from_u64(seeds.next_u64());
    let mut position = Position::new();
    let mut record = Record::default();
    while !position.is_over() {
        let mv = if position.ply() < opening {
            random_move(&position, &mut opening_rng).expect("a game in play has moves")
        } else {
            let seat = &mut seats[position.to_move().index()];
            match seat.agent().choose(&position, limits, &mut Silent) {
                Some(mv) => mv,
                None => return Err(seat.failure()),
            }
        };
        position.try_play(mv).expect("seats play legal moves (an engine's are checked)");
        record.moves.push(mv);
        for seat in &mut seats {
            seat.observe(mv, position.ply())?;
        }
    }
    Ok(GameOutcome { status: position.status(), record })
}
