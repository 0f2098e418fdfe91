//! `pathwayz gtp [--level N] [--ms N | --nodes N]`: a GTP engine on stdin and stdout
//! (docs/GTP.md). It runs until `quit` or the end of its input.

use super::Failure;
use super::settings::{parse_level, parse_ms, settings_from};
use pathwayz::gtp::protocol::MAX_LINE;
use pathwayz::gtp::{EngineConfig, GtpEngine};
use pathwayz::Level;
use std::io::{BufRead, Read, Write};
use std::path::PathBuf;

#[derive(clap::Args)]
pub struct Args {
    /// PAI level, 1 to 12.
    #[arg(long, allow_negative_numbers = true, value_parser = parse_level, default_value = "12")]
    level: Level,
    /// Thinking time per move in milliseconds, 0 to 600000, when no time_settings was given
    /// (default: the level's own).
    #[arg(long, allow_negative_numbers = true, value_parser = parse_ms)]
    ms: Option<f64>,
    /// Also stop each search after this many positions (the levels that search, 6 to 12): moves
    /// that do not depend on the machine or its load.
    #[arg(long)]
    nodes: Option<u64>,
    /// Seed for the level's chance choices.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Weights blob for levels 5 and 10 (default: the shipped TD one; levels 11 and 12 keep theirs).
    #[arg(long)]
    weights: Option<PathBuf>,
}

pub fn run(args: Args) -> Result<(), Failure> {
    let settings = settings_from(args.weights.as_deref())?;
    let ms = args.ms.unwrap_or(args.level.info().default_ms as f64);
    let mut engine = GtpEngine::new(EngineConfig { level: args.level, ms, nodes: args.nodes, seed: args.seed, settings });
    let stdin = std::io::stdin();
    let mut input = stdin.lock();
    let stdout = std::io::stdout();
    let mut output = stdout.lock();
    while let Some(line) = read_line(&mut input)? {
        if let Some(response) = engine.respond(&line) {
            output.write_all(response.as_bytes())?;
            output.flush()?;
        }
        if engine.quit_requested() {
            break;
        }
    }
    Ok(())
}

/// The next line of `input` (without its end), `None` at the end of the input. A line longer
/// than [`MAX_LINE`] is read to its end but kept only in part (the engine refuses it), so no
/// input can make the engine hold more.
fn read_line(input: &mut impl BufRead) -> Result<Option<String>, Failure> {
    let mut line = Vec::new();
    let read = input.by_ref().take(MAX_LINE as u64 + 1).read_until(b'\n', &mut line)?;
    if read == 0 {
        return Ok(None);
    }
    if line.last() != Some(&b'\n') && line.len() > MAX_LINE {
        // Skip the rest of the long line.
        loop {
            let buffer = input.fill_buf()?;
            if buffer.is_empty() {
                break;
            }
            match buffer.iter().position(|&b| b == b'\n') {
                Some(end) => {
                    input.consume(end + 1);
                    break;
                }
                None => {
                    let all = buffer.len();
                    input.consume(all);
                }
            }
        }
    }
    Ok(Some(String::from_utf8_lossy(&line).into_owned()))
}
