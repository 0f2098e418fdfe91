//! `--records PATH`: every game of an arena run as one JSON line (`arena::records`), to replay
//! or study later.

use super::Failure;
use pathwayz::arena::game::GameOutcome;
use pathwayz::arena::player::Player;
use pathwayz::arena::records::{RecordedGame, RecordedPlayer, Winner};
use pathwayz::arena::tournament::Pairing;
use pathwayz::gtp::EngineCommand;
use std::io::Write;
use std::path::PathBuf;

/// Where to write the games of a run.
#[derive(clap::Args)]
pub struct RecordsArgs {
    /// Write every game to this file, one JSON object a line: game, white, black, opening,
    /// winner, plies, record (replay one with `pathwayz replay "<record>"`); white and black are
    /// level numbers, or an external engine's command.
    #[arg(long)]
    pub records: Option<PathBuf>,
}

impl RecordsArgs {
    /// Opens the records file if `--records` was given. It is created before the
    /// games are played, so a long run does not end in a failure to save it.
    pub fn open(&self) -> Result<Option<RecordsFile>, Failure> {
        let Some(path) = &self.records else { return Ok(None) };
        let file = std::fs::File::create(path)
            .map_err(|e| Failure(format!("cannot write records to {}: {e}", path.display())))?;
        Ok(Some(RecordsFile { path: path.clone(), writer: std::io::BufWriter::new(file) }))
    }
}

/// An open records file.
pub struct RecordsFile {
    path: PathBuf,
    writer: std::io::BufWriter<std::fs::File>,
}

impl RecordsFile {
    /// Writes one line per game, in pairing order: a level by its number (and budget), an external engine
    /// (from `engines`) by its command.
    pub fn write(mut self, pairings: &[Pairing], engines: &[EngineCommand], outcomes: &[GameOutcome]) -> Result<(), Failure> {
        let player = |player: Player| match player {
            Player::Pai(strength) => RecordedPlayer::of(strength),
            Player::Engine(index) => RecordedPlayer::Engine(engines[index].text.clone()),
        };
        let failed = |e: std::io::Error| Failure(format!("cannot write records to {}: {e}", self.path.display()));
        for (index, (pairing, outcome)) in pairings.iter().zip(outcomes).enumerate() {
            let game = RecordedGame {
                game: index + 1,
                white: player(pairing.white),
                black: player(pairing.black),
                opening: pairing.opening,
                winner: Winner::of(outcome.status),
                plies: outcome.plies(),
                record: outcome.record.clone(),
            };
            writeln!(self.writer, "{}", game.to_line()).map_err(failed)?;
        }
        self.writer.flush().map_err(failed)?;
        eprintln!("wrote {} games to {}", outcomes.len(), self.path.display());
        Ok(())
    }
}
