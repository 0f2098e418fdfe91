//! The generated data the site ships is what its generating command writes at this commit:
//! `www/data/ladder.json` byte for byte (its `command` field, run again), and
//! `www/data/puzzles.txt` on a stated part, the puzzles of the first [`PUZZLE_GAMES`] games of the
//! command in its header (the whole run takes minutes): each of them is in the file as the command
//! writes it, unless its kind is full (the command's `--per-kind` cap, which keeps a spread of
//! difficulties over all the games). A change to a search, the prover or the grading that moves
//! the data fails here until the file is made again with its command.
#![cfg(not(target_arch = "wasm32"))]

use pathwayz::puzzles::Puzzle;
use std::collections::HashMap;
use std::process::Command;

const ROOT: &str = env!("CARGO_MANIFEST_DIR");

/// The games of the puzzle command this test plays again (of the header's `--games`).
const PUZZLE_GAMES: usize = 100;

/// Runs the command line in the repository's folder and returns its standard output.
fn pathwayz(args: &[String]) -> String {
    let output = Command::new(env!("CARGO_BIN_EXE_pathwayz")).args(args).current_dir(ROOT).output().expect("the binary runs");
    assert!(output.status.success(), "pathwayz {}: {}", args.join(" "), String::from_utf8_lossy(&output.stderr));
    String::from_utf8(output.stdout).expect("UTF-8")
}

/// The arguments of a command written as `pathwayz ARGS...`.
fn arguments_of(command: &str) -> Vec<String> {
    let mut words = command.split_whitespace();
    assert_eq!(words.next(), Some("pathwayz"), "{command}");
    words.map(str::to_string).collect()
}

/// The value after `--name` in `args`, and its index.
fn option(args: &[String], name: &str) -> Option<(usize, String)> {
    let at = args.iter().position(|arg| arg == name)?;
    Some((at + 1, args.get(at + 1)?.clone()))
}

#[test]
fn the_ladder_file_is_what_its_command_writes() {
    let shipped = std::fs::read_to_string(format!("{ROOT}/www/data/ladder.json")).expect("www/data/ladder.json");
    let value: serde_json::Value = serde_json::from_str(&shipped).expect("JSON");
    let command = value["command"].as_str().expect("the file names its command");
    let mut args = arguments_of(command);
    let (at, path) = option(&args, "--ladder").expect("the command writes the ladder");
    assert_eq!(path, "www/data/ladder.json");
    let written = std::env::temp_dir().join(format!("pathwayz-ladder-{}.json", std::process::id()));
    args[at] = written.to_str().unwrap().to_string();
    pathwayz(&args);
    let again = std::fs::read_to_string(&written).expect("the command wrote the file");
    std::fs::remove_file(&written).ok();
    // The file names the command that made it, with its own path.
    assert_eq!(again.replace(written.to_str().unwrap(), "www/data/ladder.json"), shipped, "run `{command}` and commit the file");
}

#[test]
fn the_puzzles_of_the_first_games_are_the_shipped_ones() {
    let text = std::fs::read_to_string(format!("{ROOT}/www/data/puzzles.txt")).expect("www/data/puzzles.txt");
    let command = text.lines().find_map(|line| line.strip_prefix("# Made by: ")).expect("the header names its command");
    let mut args = arguments_of(command);
    let (games_at, games) = option(&args, "--games").expect("--games");
    assert!(games.parse::<usize>().unwrap() >= PUZZLE_GAMES, "{command}");
    args[games_at] = PUZZLE_GAMES.to_string();
    let cap = option(&args, "--per-kind").map(|(at, value)| {
        args.drain(at - 1..=at);
        value.parse::<usize>().unwrap()
    });
    let shipped = Puzzle::parse_file(&text).expect("the shipped file reads");
    let by_id: HashMap<&str, &Puzzle> = shipped.iter().map(|p| (p.id.as_str(), p)).collect();
    let of_kind = |kind| shipped.iter().filter(|p| p.kind == kind).count();
    let found = Puzzle::parse_file(&pathwayz(&args)).expect("the command's file reads");
    assert!(found.len() >= 10, "the first {PUZZLE_GAMES} games hold puzzles: {}", found.len());
    let mut missing = Vec::new();
    for puzzle in &found {
        match by_id.get(puzzle.id.as_str()) {
            Some(kept) => assert_eq!(kept.to_string(), puzzle.to_string(), "puzzle {} as the command writes it now; run `{command}`", puzzle.id),
            None if cap == Some(of_kind(puzzle.kind)) => {}
            None => missing.push(puzzle.to_string()),
        }
    }
    assert!(missing.is_empty(), "the command now finds puzzles the file lacks; run `{command}`:\n{}", missing.join("\n"));
}
