//! The controller's side of the protocol: an external engine, a child process spoken to over
//! its stdin and stdout (as gogui-twogtp and cutechess-cli run engines), playing as an
//! [`Agent`]. It is told every move of the game (`play`) and asked for its own (`genmove`);
//! every answer is awaited with a timeout, so a dead, silent or confused engine is an error,
//! never a hang.

use crate::rules::excerpt::Excerpt;
use crate::rules::game::Game;
use crate::rules::mv::Move;
use crate::rules::position::Position;
use crate::search::{Agent, SearchHandler, SearchLimits};
use std::fmt;
use std::io::{BufRead, BufReader, Read, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::str::FromStr;
use std::sync::mpsc::{sync_channel, Receiver, RecvTimeoutError};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

/// How long any answer but `genmove`'s may take, the engine's start included.
const ANSWER_TIMEOUT: Duration = Duration::from_secs(10);
/// `genmove` may take this many times the move's time, plus [`GENMOVE_GRACE`].
const GENMOVE_FACTOR: f64 = 10.0;
const GENMOVE_GRACE: Duration = Duration::from_secs(5);
/// Longest answer line kept; an engine printing more is confused.
const MAX_ANSWER: usize = 4096;
/// Lines of the engine's stdout held until they are read.
const LINES_BUFFERED: usize = 64;
/// The end of the engine's stderr kept for an error message.
const STDERR_KEPT: usize = 2000;

/// A command line to start an engine: the program and its arguments, split on spaces with
/// single or double quotes around an argument holding spaces (no shell runs it).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EngineCommand {
    pub program: String,
    pub args: Vec<String>,
    /// The command as given, to name the engine.
    pub text: String,
}

impl FromStr for EngineCommand {
    type Err = String;

    fn from_str(text: &str) -> Result<EngineCommand, String> {
        let mut words = Vec::new();
        let mut word: Option<String> = None;
        let mut quote: Option<char> = None;
        for c in text.chars() {
            match (quote, c) {
                (Some(q), c) if c == q => quote = None,
                (Some(_), c) => word.get_or_insert_with(String::new).push(c),
                (None, '\'' | '"') => {
                    quote = Some(c);
                    word.get_or_insert_with(String::new);
                }
                (None, c) if c.is_whitespace() => words.extend(word.take()),
                (None, c) => word.get_or_insert_with(String::new).push(c),
            }
        }
        if quote.is_some() {
            return Err(format!("unclosed quote in the engine command {}", Excerpt::of(text)));
        }
        words.extend(word);
        let mut words = words.into_iter();
        let program = words.next().ok_or("the engine command is empty")?;
        Ok(EngineCommand { program, args: words.collect(), text: text.trim().to_string() })
    }
}

impl fmt::Display for EngineCommand {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "`{}`", self.text)
    }
}

/// Why an external engine could not go on.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EngineError(pub String);

impl fmt::Display for EngineError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for EngineError {}

/// A running external engine and the game it has been told.
pub struct ExternalEngine {
    name: String,
    child: Child,
    stdin: Option<ChildStdin>,
    /// The engine's stdout, line by line, from a reader thread (closed when the engine exits).
    lines: Receiver<String>,
    /// The end of the engine's stderr, for error messages, and the thread reading it.
    stderr: Arc<Mutex<String>>,
    stderr_reader: JoinHandle<()>,
    /// The game as the engine was told it.
    game: Game,
    /// Why the engine stopped, once it did.
    failure: Option<EngineError>,
}

impl ExternalEngine {
    /// Starts `command`, clears its board and asks it to think `move_ms` a move (as
    /// `time_settings 0 SECONDS 1`, one move a byo-yomi period; an engine that refuses keeps its
    /// own time).
    pub fn start(command: &EngineCommand, move_ms: f64) -> Result<ExternalEngine, EngineError> {
        let name = format!("engine {command}");
        let mut child = Command::new(&command.program)
            .args(&command.args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .map_err(|e| EngineError(format!("{name} cannot start: {e}")))?;
        let stdout = child.stdout.take().expect("piped stdout");
        let stderr_pipe = child.stderr.take().expect("piped stderr");
        // Bounded: an engine that writes without being asked blocks on its pipe rather than
        // filling this process's memory.
        let (sender, lines) = sync_channel(LINES_BUFFERED);
        std::thread::spawn(move || {
            let mut reader = BufReader::new(stdout);
            loop {
                let mut line = Vec::new();
                match (&mut reader).take(MAX_ANSWER as u64 + 1).read_until(b'\n', &mut line) {
                    Ok(0) | Err(_) => break,
                    Ok(_) => {
                        if sender.send(String::from_utf8_lossy(&line).into_owned()).is_err() {
                            break;
                        }
                    }
                }
            }
        });
        let stderr = Arc::new(Mutex::new(String::new()));
        let kept = Arc::clone(&stderr);
        let stderr_reader = std::thread::spawn(move || {
            let mut reader = BufReader::new(stderr_pipe);
            let mut line = String::new();
            while reader.read_line(&mut line).is_ok_and(|n| n > 0) {
                let mut kept = kept.lock().unwrap_or_else(|e| e.into_inner());
                kept.push_str(&line);
                if kept.len() > STDERR_KEPT {
                    let cut = kept.len() - STDERR_KEPT;
                    let cut = (cut..kept.len()).find(|&i| kept.is_char_boundary(i)).unwrap_or(kept.len());
                    kept.drain(..cut);
                }
                line.clear();
            }
        });
        let stdin = child.stdin.take();
        let mut engine = ExternalEngine { name, child, stdin, lines, stderr, stderr_reader, game: Game::new(), failure: None };
        engine.send("clear_board", ANSWER_TIMEOUT)?.map_err(|refusal| engine.fail(format!("refused clear_board: {refusal}")))?;
        // A refusal is fine: the engine then thinks its own time.
        let _ = engine.send(&format!("time_settings 0 {} 1", move_ms / 1000.0), ANSWER_TIMEOUT)?;
        Ok(engine)
    }

    /// Why the engine stopped, if it did.
    pub fn failure(&self) -> Option<&EngineError> {
        self.failure.as_ref()
    }

    /// Tells the engine `mv`, just played in the game, unless it chose that move itself.
    pub fn observe(&mut self, mv: Move, ply_after: u32) -> Result<(), EngineError> {
        if let Some(failure) = &self.failure {
            return Err(failure.clone());
        }
        if self.game.moves().len() as u32 >= ply_after {
            return Ok(());
        }
        let color = self.game.position().to_move();
        let command = format!("play {color} {mv}");
        self.send(&command, ANSWER_TIMEOUT)?.map_err(|refusal| self.fail(format!("refused `{command}`: {refusal}")))?;
        self.game.try_play(mv).map_err(|e| self.fail(format!("was told an illegal move {mv}: {e}")))
    }

    /// Asks the engine for its move in the game it was told.
    fn genmove(&mut self, position: &Position, limits: &SearchLimits) -> Result<Move, EngineError> {
        if let Some(failure) = &self.failure {
            return Err(failure.clone());
        }
        if self.game.position() != position {
            return Err(self.fail(format!("is out of step: it was told {} moves, the game has {}", self.game.moves().len(), position.ply())));
        }
        let color = position.to_move();
        let timeout = Duration::from_secs_f64(limits.time_ms.max(0.0) * GENMOVE_FACTOR / 1000.0) + GENMOVE_GRACE;
        let command = format!("genmove {color}");
        let answer = self.send(&command, timeout)?.map_err(|refusal| self.fail(format!("refused `{command}`: {refusal}")))?;
        let mv: Move = answer.trim().parse().map_err(|_| self.fail(format!("answered `{command}` with {}, not a move", Excerpt::of(answer.trim()))))?;
        self.game.try_play(mv).map_err(|e| self.fail(format!("played an illegal move at ply {}: {e}", position.ply() + 1)))?;
        Ok(mv)
    }

    /// Records `message` as the engine's failure and returns it.
    fn fail(&mut self, message: String) -> EngineError {
        let error = EngineError(format!("{} {message}", self.name));
        self.failure = Some(error.clone());
        let _ = self.child.kill();
        error
    }

    /// Sends `command` and waits for its answer: `Ok(Ok(text))` for `=`, `Ok(Err(text))` for
    /// `?`, and `Err` when the engine died, printed something else, or took longer than
    /// `timeout` (the engine is then stopped).
    fn send(&mut self, command: &str, timeout: Duration) -> Result<Result<String, String>, EngineError> {
        let written = match &mut self.stdin {
            Some(stdin) => writeln!(stdin, "{command}").and_then(|()| stdin.flush()),
            None => Err(std::io::Error::other("stdin closed")),
        };
        // An engine that closed its input may still have written its last words (or an answer):
        // they are read below; it gets a second, not the full timeout, to show it is alive.
        let timeout = if written.is_err() { timeout.min(Duration::from_secs(1)) } else { timeout };
        let deadline = Instant::now() + timeout;
        let mut answer: Option<(bool, Vec<String>)> = None;
        loop {
            let line = match self.lines.recv_timeout(deadline.saturating_duration_since(Instant::now())) {
                Ok(line) => line,
                Err(RecvTimeoutError::Timeout) => {
                    return Err(self.fail(format!("did not answer `{command}` within {:.1} s", timeout.as_secs_f64())))
                }
                Err(RecvTimeoutError::Disconnected) => return Err(self.died(command)),
            };
            let line = line.trim_end_matches(['\n', '\r']);
            match &mut answer {
                None if line.trim().is_empty() => {}
                None => {
                    let ok = match line.chars().next() {
                        Some('=') => true,
                        Some('?') => false,
                        _ => return Err(self.fail(format!("answered `{command}` with {}, not a GTP response", Excerpt::of(line)))),
                    };
                    // Drop the mark and the id.
                    let text = line[1..].trim_start_matches(|c: char| c.is_ascii_digit()).trim();
                    answer = Some((ok, vec![text.to_string()]));
                }
                Some((ok, text)) if line.is_empty() => {
                    let text = text.join("\n").trim().to_string();
                    return Ok(if *ok { Ok(text) } else { Err(text) });
                }
                Some((_, text)) => text.push(line.to_string()),
            }
        }
    }

    /// The error for an engine that stopped answering because it exited, with its status and
    /// the last line it wrote on stderr.
    fn died(&mut self, command: &str) -> EngineError {
        // Its output closed as it exited: give the exit a moment to be seen.
        let patience = Instant::now() + Duration::from_millis(500);
        let mut status = self.child.try_wait().ok().flatten();
        while status.is_none() && Instant::now() < patience {
            std::thread::sleep(Duration::from_millis(5));
            status = self.child.try_wait().ok().flatten();
        }
        let left = status.map_or_else(|| "closed its output".to_string(), |status| format!("exited ({status})"));
        // What it wrote before it left: its stderr closes with it (unless a child of its own
        // holds it open, so the wait is short).
        let patience = Instant::now() + Duration::from_millis(200);
        while !self.stderr_reader.is_finished() && Instant::now() < patience {
            std::thread::sleep(Duration::from_millis(5));
        }
        let said = self.stderr.lock().map(|text| text.lines().rev().find(|l| !l.trim().is_empty()).map(str::to_string)).ok().flatten();
        let said = said.map_or_else(String::new, |line| format!("; the last line of its stderr: {}", first_chars(line.trim(), 200)));
        self.fail(format!("{left} instead of answering `{command}`{said}"))
    }
}

/// The first `count` characters of `text`, with "..." if there were more.
fn first_chars(text: &str, count: usize) -> String {
    let cut: String = text.chars().take(count).collect();
    if cut.len() < text.len() { cut + "..." } else { cut }
}

impl Agent for ExternalEngine {
    /// The engine's move; `None` when it failed (see [`ExternalEngine::failure`]).
    fn choose(&mut self, position: &Position, limits: &SearchLimits, _handler: &mut dyn SearchHandler) -> Option<Move> {
        if position.is_over() {
            return None;
        }
        self.genmove(position, limits).ok()
    }
}

impl Drop for ExternalEngine {
    /// Says `quit`, and stops the engine if it has not left within a second.
    fn drop(&mut self) {
        if self.failure.is_none() {
            let _ = self.send("quit", Duration::from_secs(1));
        }
        self.stdin = None;
        let patience = Instant::now() + Duration::from_secs(1);
        while Instant::now() < patience {
            if !matches!(self.child.try_wait(), Ok(None)) {
                return;
            }
            std::thread::sleep(Duration::from_millis(5));
        }
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_engine_command_splits_on_spaces_and_keeps_quoted_arguments_whole() {
        let command: EngineCommand = "/tmp/old build/pathwayz gtp --level 12".parse().unwrap();
        assert_eq!(command.program, "/tmp/old");
        let command: EngineCommand = "'/tmp/old build/pathwayz' gtp --level \"12\" ''".parse().unwrap();
        assert_eq!(command.program, "/tmp/old build/pathwayz");
        assert_eq!(command.args, ["gtp", "--level", "12", ""]);
        assert!("  ".parse::<EngineCommand>().is_err());
        assert!("a 'b".parse::<EngineCommand>().is_err());
    }
}
