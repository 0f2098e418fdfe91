//! Who plays a side of a game: a level of the ladder, or an external engine (a GTP program,
//! `crate::gtp::client`) started for the game; and the seat each takes at the board.

use crate::agents::weights::AgentSettings;
use crate::gtp::{EngineCommand, EngineError, ExternalEngine};
use crate::rules::mv::Move;
use crate::search::{Agent, SearchLimits};
use crate::{Level, Strength};

/// A side of a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Player {
    /// A level of the ladder at a strength, played in this process.
    Pai(Strength),
    /// The external engine at this index of the run's [`Entrants::engines`].
    Engine(usize),
}

impl From<Level> for Player {
    fn from(level: Level) -> Player {
        Player::Pai(level.into())
    }
}

impl From<Strength> for Player {
    fn from(strength: Strength) -> Player {
        Player::Pai(strength)
    }
}

impl Player {
    /// The strength of PAI, if this is PAI.
    pub fn strength(self) -> Option<Strength> {
        match self {
            Player::Pai(strength) => Some(strength),
            Player::Engine(_) => None,
        }
    }

    /// "level 12" (or "level 12@3000", limited to 3,000 positions), or "engine `CMD`" with the
    /// engine's command from `engines`.
    pub fn describe(self, engines: &[EngineCommand]) -> String {
        match self {
            Player::Pai(strength) => format!("level {strength}"),
            Player::Engine(index) => format!("engine {}", engines[index]),
        }
    }
}

/// What a run's players are made from: the levels' weights and the external engines' commands.
#[derive(Clone, Copy)]
pub struct Entrants<'a> {
    pub settings: &'a AgentSettings,
    pub engines: &'a [EngineCommand],
}

impl<'a> Entrants<'a> {
    /// Levels only.
    pub fn levels(settings: &'a AgentSettings) -> Entrants<'a> {
        Entrants { settings, engines: &[] }
    }
}

/// A player at the board for one game: a level's agent, or an engine's process, started for
/// this game and stopped at its end (so games on several cores never share a process).
pub enum Seat {
    Level(Box<dyn Agent>),
    Engine(ExternalEngine),
}

impl Seat {
    /// Seats `player`, seeded with `seed` if it is a level; an engine is started and set to
    /// think `limits.time_ms` a move.
    pub fn take(player: Player, seed: u64, limits: &SearchLimits, entrants: &Entrants) -> Result<Seat, EngineError> {
        match player {
            Player::Pai(strength) => Ok(Seat::Level(strength.agent(seed, entrants.settings))),
            Player::Engine(index) => Ok(Seat::Engine(ExternalEngine::start(&entrants.engines[index], limits.time_ms)?)),
        }
    }

    /// The agent that chooses this seat's moves.
    pub fn agent(&mut self) -> &mut dyn Agent {
        match self {
            Seat::Level(agent) => agent.as_mut(),
            Seat::Engine(engine) => engine,
        }
    }

    /// Why the seat has no move for a game in play (an engine's failure).
    pub fn failure(&self) -> EngineError {
        match self {
            Seat::Engine(engine) => engine.failure().cloned().unwrap_or_else(|| EngineError("the engine gave no move".into())),
            Seat::Level(_) => EngineError("a level found no move in a game in play".into()),
        }
    }

    /// Hears `mv`, played to reach ply `ply_after`: an engine is told it unless it chose it.
    pub fn observe(&mut self, mv: Move, ply_after: u32) -> Result<(), EngineError> {
        match self {
            Seat::Level(_) => Ok(()),
            Seat::Engine(engine) => engine.observe(mv, ply_after),
        }
    }
}
