//! The engine's side of the protocol (`pathwayz gtp`): a game, one level's agent kept for the
//! whole game (levels 11 and 12 reuse their table or tree from move to move), and the clocks;
//! each command line in, one response out. A refused command never changes the game.

use super::protocol::{format_response, parse_color, parse_command, parse_move, Command, MAX_LINE};
use super::time_control::{TimeControl, TimeSettings};
use crate::agents::agent_for;
use crate::agents::weights::AgentSettings;
use crate::clock::Stopwatch;
use crate::rules::color::Color;
use crate::rules::excerpt::Excerpt;
use crate::rules::game::Game;
use crate::rules::status::Status;
use crate::search::{Agent, SearchLimits, Silent};
use crate::Level;

/// The commands the engine knows, as `list_commands` prints them.
pub const COMMANDS: [&str; 17] = [
    "protocol_version",
    "name",
    "version",
    "known_command",
    "list_commands",
    "quit",
    "boardsize",
    "clear_board",
    "komi",
    "play",
    "genmove",
    "undo",
    "time_settings",
    "time_left",
    "showboard",
    "final_score",
    "pathwayz-record",
];

/// How the engine plays: its level, its limits when no time system is set, its seed and weights.
#[derive(Clone)]
pub struct EngineConfig {
    pub level: Level,
    /// Thinking time per move without `time_settings`.
    pub ms: f64,
    /// A node budget per move, on top of any time (the levels that search).
    pub nodes: Option<u64>,
    pub seed: u64,
    pub settings: AgentSettings,
}

/// A GTP engine playing Pathwayz.
pub struct GtpEngine {
    config: EngineConfig,
    game: Game,
    agent: Box<dyn Agent>,
    time: TimeControl,
    quit: bool,
}

type Reply = Result<String, String>;

impl GtpEngine {
    pub fn new(config: EngineConfig) -> GtpEngine {
        let agent = agent_for(config.level, config.seed, &config.settings);
        GtpEngine { config, game: Game::new(), agent, time: TimeControl::default(), quit: false }
    }

    /// The response to one line of input, or `None` for a line with no command (empty, or a
    /// comment), which GTP answers with nothing.
    pub fn respond(&mut self, line: &str) -> Option<String> {
        let line = line.trim_end_matches(['\n', '\r']);
        if line.len() > MAX_LINE {
            return Some(format_response(None, &Err(format!("command line too long ({} bytes, at most {MAX_LINE})", line.len()))));
        }
        let command = parse_command(line)?;
        let reply = self.execute(&command);
        Some(format_response(command.id, &reply))
    }

    /// True once `quit` was answered.
    pub fn quit_requested(&self) -> bool {
        self.quit
    }

    /// The game so far.
    pub fn game(&self) -> &Game {
        &self.game
    }

    fn execute(&mut self, command: &Command) -> Reply {
        let args: Vec<&str> = command.args.iter().map(String::as_str).collect();
        match command.name.as_str() {
            "protocol_version" => Ok("2".into()),
            "name" => Ok("PAI".into()),
            "version" => Ok(format!("{} level {}", env!("CARGO_PKG_VERSION"), self.config.level.number())),
            "known_command" => match args[..] {
                [name] => Ok(COMMANDS.contains(&name).to_string()),
                _ => Err("known_command takes one command name".into()),
            },
            "list_commands" => Ok(COMMANDS.join("\n")),
            "quit" => {
                self.quit = true;
                Ok(String::new())
            }
            "boardsize" => match args[..] {
                ["12"] | ["8x12"] => {
                    self.clear();
                    Ok(String::new())
                }
                _ => Err("unacceptable size: the Pathwayz board is 8x12 (boardsize 12 or 8x12)".into()),
            },
            "clear_board" => {
                self.clear();
                Ok(String::new())
            }
            "komi" => match args[..] {
                [komi] if komi.parse::<f64>().is_ok_and(f64::is_finite) => Ok(String::new()),
                _ => Err("komi takes one number (ignored: Pathwayz has no komi)".into()),
            },
            "play" => self.play(&args),
            "genmove" => self.genmove(&args),
            "undo" => match self.game.undo() {
                Some(_) => Ok(String::new()),
                None => Err("cannot undo: no move was played".into()),
            },
            "time_settings" => self.time_settings(&args),
            "time_left" => self.time_left(&args),
            "showboard" => Ok(self.board_text()),
            "final_score" => match self.game.position().status() {
                Status::Ongoing => Err("the game is not over".into()),
                Status::Won(Color::White) => Ok("W+".into()),
                Status::Won(Color::Black) => Ok("B+".into()),
                Status::Draw => Ok("0".into()),
            },
            "pathwayz-record" => Ok(self.game.record()),
            "" => Err("no command name after the id".into()),
            other => Err(format!("unknown command {}", Excerpt::of(other))),
        }
    }

    /// A new game, with a new agent (no table or tree from the last game) and fresh clocks.
    fn clear(&mut self) {
        self.game = Game::new();
        self.agent = agent_for(self.config.level, self.config.seed, &self.config.settings);
        self.time.restart();
    }

    /// The colour of `word` if it is the colour to move: Pathwayz alternates strictly.
    fn mover(&self, word: &str) -> Result<Color, String> {
        let color = parse_color(word)?;
        let position = self.game.position();
        if position.is_over() {
            return Err(format!("the game is over ({})", position.status()));
        }
        if color != position.to_move() {
            return Err(format!("{} is to move, not {color}", position.to_move()));
        }
        Ok(color)
    }

    fn play(&mut self, args: &[&str]) -> Reply {
        let [color, mv] = args[..] else { return Err("play takes a colour and a move, like play white f4".into()) };
        self.mover(color)?;
        let mv = parse_move(mv)?;
        self.game.try_play(mv).map_err(|e| format!("illegal move: {e}"))?;
        Ok(String::new())
    }

    fn genmove(&mut self, args: &[&str]) -> Reply {
        let [color] = args[..] else { return Err("genmove takes a colour, like genmove black".into()) };
        let color = self.mover(color)?;
        let ms = self.time.think_ms(color).unwrap_or(self.config.ms);
        let limits = SearchLimits::time(ms);
        let limits = self.config.nodes.map_or(limits, |nodes| limits.with_nodes(nodes));
        let watch = Stopwatch::start();
        let mv = self.agent.choose(self.game.position(), &limits, &mut Silent).ok_or("the engine found no move")?;
        self.time.spend(color, watch.elapsed_ms());
        self.game.try_play(mv).map_err(|e| format!("the engine chose an illegal move: {e}"))?;
        Ok(mv.to_string())
    }

    fn time_settings(&mut self, args: &[&str]) -> Reply {
        let usage = || "time_settings takes main time and byo-yomi time in seconds and byo-yomi stones, like time_settings 0 1 1".to_string();
        let [main, byo, stones] = args[..] else { return Err(usage()) };
        let (main_s, byo_s) = (seconds(main).ok_or_else(usage)?, seconds(byo).ok_or_else(usage)?);
        let byo_stones = stones.parse::<u32>().map_err(|_| usage())?;
        self.time.set(TimeSettings { main_s, byo_s, byo_stones });
        Ok(String::new())
    }

    fn time_left(&mut self, args: &[&str]) -> Reply {
        let usage = || "time_left takes a colour, seconds and stones, like time_left white 30 0".to_string();
        let [color, left, stones] = args[..] else { return Err(usage()) };
        let color = parse_color(color)?;
        let left = seconds(left).ok_or_else(usage)?;
        let stones = stones.parse::<u32>().map_err(|_| usage())?;
        self.time.left(color, left, stones);
        Ok(String::new())
    }

    /// The board with its coordinates (rows 1 to 8 from the top, as the notation), then whose
    /// move it is or how the game ended.
    fn board_text(&self) -> String {
        let position = self.game.position();
        let mut text = String::from("   a b c d e f g h i j k l\n");
        for (row, cells) in position.rows().iter().enumerate() {
            let cells: Vec<String> = cells.chars().map(String::from).collect();
            text += &format!("{:>2} {}\n", row + 1, cells.join(" "));
        }
        match position.status() {
            Status::Ongoing => text += &format!("ply {}, {} to move", position.ply(), position.to_move()),
            status => text += &format!("ply {}, {status}", position.ply()),
        }
        text
    }
}

/// A time in seconds: a finite number from 0 to a day (GTP says whole numbers; fractions are
/// accepted, so a controller can ask for 0.25 s a move).
fn seconds(text: &str) -> Option<f64> {
    text.parse::<f64>().ok().filter(|s| (0.0..=86_400.0).contains(s))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn engine() -> GtpEngine {
        let level = Level::new(3).unwrap();
        GtpEngine::new(EngineConfig { level, ms: 0.0, nodes: Some(100), seed: 1, settings: AgentSettings::default() })
    }

    #[test]
    fn a_refused_command_leaves_the_game_as_it_was() {
        let mut gtp = engine();
        assert_eq!(gtp.respond("1 play white f4").unwrap(), "=1\n\n");
        let before = gtp.respond("showboard").unwrap();
        for bad in ["play white g5", "play black f4", "play black z9", "play black", "genmove white", "play black pass"] {
            assert!(gtp.respond(bad).unwrap().starts_with('?'), "{bad}");
        }
        assert_eq!(gtp.respond("showboard").unwrap(), before);
        assert_eq!(gtp.respond("pathwayz-record").unwrap(), "= f4\n\n");
    }

    #[test]
    fn genmove_plays_a_legal_move_for_the_side_to_move_and_undo_takes_it_back() {
        let mut gtp = engine();
        let reply = gtp.respond("genmove w").unwrap();
        let mv = reply.trim_start_matches("= ").trim();
        assert!(mv.parse::<crate::rules::mv::Move>().is_ok(), "{reply}");
        assert_eq!(gtp.game().moves().len(), 1);
        assert_eq!(gtp.respond("undo").unwrap(), "=\n\n");
        assert_eq!(gtp.respond("undo").unwrap(), "? cannot undo: no move was played\n\n");
    }

    #[test]
    fn the_final_score_names_the_winner() {
        let mut gtp = engine();
        assert!(gtp.respond("final_score").unwrap().starts_with('?'));
        // White's row 1 from a to l, Black answering far away.
        for (white, black) in ["a1", "b1", "c1", "d1", "e1", "f1", "g1", "h1", "i1", "j1", "k1"].iter().zip(["a8", "b8", "c8", "d8", "e8", "f8", "g8", "h8", "i8", "j8", "k8"]) {
            assert_eq!(gtp.respond(&format!("play w {white}")).unwrap(), "=\n\n");
            assert_eq!(gtp.respond(&format!("play b {black}")).unwrap(), "=\n\n");
        }
        assert_eq!(gtp.respond("play w l1").unwrap(), "=\n\n");
        assert_eq!(gtp.respond("final_score").unwrap(), "= W+\n\n");
        assert!(gtp.respond("genmove b").unwrap().starts_with("? the game is over"));
    }
}
