//! The `pathwayz` binary as a user runs it.
//! (It runs the native binary, so it is native only, and the binary needs the feature `raster`,
//! on by default.)
#![cfg(all(feature = "raster", not(target_arch = "wasm32")))]

use pathwayz::arena::records::{RecordedGame, RecordedPlayer, Winner};
use pathwayz::rating::ladder::{Ladder, LadderAnchor, LadderEntry};
use std::process::{Command, Output};

fn pathwayz(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_pathwayz")).args(args).output().expect("the binary runs")
}

fn stdout(output: &Output) -> String {
    String::from_utf8(output.stdout.clone()).unwrap()
}

fn stderr(output: &Output) -> String {
    String::from_utf8(output.stderr.clone()).unwrap()
}

#[test]
fn replay_prints_the_position_as_one_json_object() {
    let output = pathwayz(&["replay", "d4 e5 e4*"]);
    assert!(output.status.success(), "{}", stderr(&output));
    let state: serde_json::Value = serde_json::from_str(stdout(&output).trim()).unwrap();
    assert_eq!(state["board"][3], "...bB.......");
    assert_eq!(state["board"][4], "....w.......");
    assert_eq!(state["board"].as_array().unwrap().len(), 8);
    assert_eq!(state["to_move"], "black");
    assert_eq!(state["winner"], serde_json::Value::Null);
    assert_eq!(state["legal_moves"], 186);
    assert_eq!(state["ply"], 3);
}

#[test]
fn replay_of_a_finished_game_reports_the_winner_and_no_moves() {
    let white_row = "a1 a8 b1 b8 c1 c8 d1 d8 e1 e8 f1 f8 g1 g8 h1 h8 i1 i8 j1 j8 k1 k8 l1";
    let output = pathwayz(&["replay", white_row]);
    let state: serde_json::Value = serde_json::from_str(stdout(&output).trim()).unwrap();
    assert_eq!(state["winner"], "white");
    assert_eq!(state["to_move"], "black");
    assert_eq!(state["legal_moves"], 0);
    assert_eq!(state["ply"], 23);
}

#[test]
fn replay_refuses_a_bad_move_with_its_ply_and_status_2() {
    for (record, needle) in [
        ("d4 e5 d4", "move 3 (\"d4\")"),
        ("d4 q9", "move 2 of the record: \"q9\" is off the board"),
        ("d4 e5 x", "move 3 of the record: \"x\" is not a move (at character 2)"),
    ] {
        let output = pathwayz(&["replay", record]);
        assert_eq!(output.status.code(), Some(2), "{record}");
        assert!(stdout(&output).is_empty(), "{record}");
        let message = stderr(&output);
        assert!(message.contains(needle), "{record}: {message}");
        assert_eq!(message.trim_end().lines().count(), 1, "{message}");
    }
}

#[test]
fn every_help_prints_on_stdout() {
    let top = pathwayz(&["--help"]);
    assert!(top.status.success() && stderr(&top).is_empty(), "{}", stderr(&top));
    let listing = stdout(&top);
    let commands: Vec<&str> = listing
        .lines()
        .skip_while(|line| !line.starts_with("Commands:"))
        .skip(1)
        .take_while(|line| line.starts_with("  "))
        .filter_map(|line| line.split_whitespace().next())
        .filter(|&name| name != "help")
        .collect();
    assert!(commands.contains(&"match") && commands.contains(&"tournament") && commands.len() > 10, "{listing}");
    for command in commands {
        let output = pathwayz(&[command, "--help"]);
        assert!(output.status.success(), "{command}: {}", stderr(&output));
        assert!(stderr(&output).is_empty(), "{command} --help wrote on stderr: {}", stderr(&output));
        assert!(stdout(&output).contains("Usage: pathwayz"), "{command}: {}", stdout(&output));
    }
}

#[test]
fn perft_prints_the_leaf_count() {
    let output = pathwayz(&["perft", "2", "--moves", "a1 b2*"]);
    assert!(output.status.success());
    assert_eq!(stdout(&output).trim(), (188 * 186).to_string());
    assert!(stderr(&output).contains("nodes/s"));
    let bad = pathwayz(&["perft", "1", "--moves", "a1 a1"]);
    assert_eq!(bad.status.code(), Some(2));
}

#[test]
fn bench_prints_the_library_signature() {
    let output = pathwayz(&["bench", "--playouts", "300"]);
    assert!(output.status.success());
    let expected = pathwayz::bench::run(300).signature();
    assert!(stdout(&output).contains(&expected), "{}", stdout(&output));
    assert!(stdout(&output).contains("games/s"));
}

#[test]
fn bestmove_prints_one_legal_move_and_refuses_bad_requests() {
    let output = pathwayz(&["bestmove", "--level", "10", "--ms", "50", "--moves", "d4 e5"]);
    assert!(output.status.success(), "{}", stderr(&output));
    let mv = stdout(&output).trim().to_string();
    assert!(pathwayz::Game::from_record(&format!("d4 e5 {mv}")).is_ok(), "{mv}");
    let above_the_top = (pathwayz::agents::level::LEVELS.len() + 1).to_string();
    let unknown_top = format!("unknown level {above_the_top}");
    for (args, needle) in [
        (vec!["bestmove", "--level", above_the_top.as_str()], unknown_top.as_str()),
        (vec!["bestmove", "--level", "0"], "unknown level 0"),
        (vec!["bestmove", "--level", "-2"], "unknown level -2"),
        (vec!["bestmove", "--level", "3", "--ms=-5"], "from 0 to 600000 milliseconds"),
        (vec!["bestmove", "--level", "3", "--ms", "-5"], "from 0 to 600000 milliseconds"),
        (vec!["match", "--white", "3", "--black", "2", "--ms", "-1"], "from 0 to 600000 milliseconds"),
        (vec!["bestmove", "--level", "3", "--ms", "600001"], "from 0 to 600000 milliseconds"),
        (vec!["bestmove", "--level", "3", "--ms", "1e300"], "not \"1e300\""),
        (vec!["analyze", "--ms", "inf"], "from 0 to 600000 milliseconds"),
        (vec!["review", "d4", "--ms", "NaN"], "from 0 to 600000 milliseconds"),
        (vec!["match", "--white", "3", "--black", "2", "--ms", "86400000"], "from 0 to 600000 milliseconds"),
        (vec!["bestmove", "--level", "3", "--moves", "a1 a1"], "move 2"),
        (vec!["bestmove", "--level", "3", "--weights", "Cargo.toml"], "wrong magic"),
        (vec!["match", "--white", "2", "--black", "1", "--swap", "--sprt", "5"], "ELO0,ELO1"),
        (vec!["match", "--white", "2", "--black", "1", "--swap", "--sprt", "a,b"], "is not a number"),
        (vec!["match", "--white", "2", "--black", "1", "--swap", "--sprt", "10,0"], "ELO0 must be below"),
        (vec!["match", "--white", "2", "--black", "1", "--swap", "--sprt", "0,10,0.5,0.7"], "ALPHA and BETA"),
        (vec!["match", "--white", "2", "--black", "1", "--sprt", "0,10"], "--swap"),
        (vec!["match", "--white", "2", "--black", "1", "--swap", "--sprt", "0,10", "--games", "5"], "must be even"),
        (vec!["tournament", "--levels", "1,2", "--anchor", "5=1500"], "does not play"),
        (vec!["tournament", "--levels", "1,2", "--anchor", "x"], "LEVEL=ELO"),
        (vec!["tournament", "--levels", "1,2", "--neighbours", "1", "--prior", "/no/such/ladder.json"], "cannot read the prior ladder"),
        (vec!["tournament", "--levels", "1,2", "--neighbours", "0", "--prior", "www/data/ladder.json"], "at least 1"),
        (vec!["tournament", "--levels", "1,2", "--neighbours", "1", "--prior", "Cargo.toml"], "Cargo.toml: not a ladder: expected value"),
    ] {
        let output = pathwayz(&args);
        assert_eq!(output.status.code(), Some(2), "{args:?}");
        assert!(stdout(&output).is_empty());
        assert!(stderr(&output).contains(needle), "{args:?}: {}", stderr(&output));
    }
}

#[test]
fn a_long_bad_argument_is_quoted_only_in_part() {
    let token = "x".repeat(100_000);
    let record = format!("d4 {token}");
    for args in [vec!["replay", record.as_str()], vec!["bestmove", "--level", "3", "--ms", token.as_str()]] {
        let output = pathwayz(&args);
        assert_eq!(output.status.code(), Some(2));
        let message = stderr(&output);
        assert!(message.len() < 300, "{} bytes: {}", message.len(), &message[..300]);
        assert!(message.contains("(100000 characters)"), "{message}");
    }
}

#[test]
fn match_ends_with_the_score_line() {
    let output = pathwayz(&["match", "--white", "3", "--black", "1", "--games", "6", "--swap", "--ms", "0"]);
    assert!(output.status.success(), "{}", stderr(&output));
    let last = stdout(&output).trim().lines().last().unwrap().to_string();
    assert!(last.starts_with("score "), "{last}");
    assert!(last.contains("+/-") && last.contains("(W "), "{last}");
    let text = stdout(&output);
    assert!(text.contains("colours alternated in game pairs sharing an opening"), "{text}");
    assert!(text.contains("pairs 3, points 0/0.5/1/1.5/2: ["), "{text}");
    let elo_line = text.lines().find(|line| line.starts_with("Elo ")).expect("an Elo line");
    assert!(elo_line.contains("(95%: ") && elo_line.contains("LOS "), "{elo_line}");
}

#[test]
fn match_stops_on_its_sprt_at_the_same_pair_every_time() {
    // Level 2 beats the random level 1 nearly always: the test accepts H1 after a few dozen pairs.
    let args = ["match", "--white", "2", "--black", "1", "--games", "400", "--swap", "--sprt", "0,50", "--ms", "0", "--nodes", "50"];
    let output = pathwayz(&args);
    assert!(output.status.success(), "{}", stderr(&output));
    let text = stdout(&output);
    let sprt_line = text.lines().find(|line| line.starts_with("SPRT ")).expect("an SPRT line");
    assert!(sprt_line.contains("elo0 0.0, elo1 50.0 (logistic), alpha 0.05, beta 0.05"), "{sprt_line}");
    assert!(sprt_line.contains("(bounds -2.94, 2.94), H1 accepted after pair "), "{sprt_line}");
    let games: usize = text.split(": ").nth(1).unwrap().split(' ').next().unwrap().parse().unwrap();
    assert!(games < 100 && games.is_multiple_of(2), "{text}");
    assert_eq!(stdout(&pathwayz(&args)), text, "the same seed stops at the same pair");
}

#[test]
fn weights_describes_the_shipped_blob_and_refuses_a_damaged_one() {
    let output = pathwayz(&["weights", "www/weights/pai-td.bin", "--top", "3"]);
    assert!(output.status.success(), "{}", stderr(&output));
    let text = stdout(&output);
    let count = format!("count {}", pathwayz::evaluation::features::FEATURE_COUNT);
    assert!(text.contains("format version 1") && text.contains(&count), "{text}");
    assert_eq!(text.lines().filter(|l| l.starts_with("| ") && !l.starts_with("| rank")).count(), 3);
    let mut bytes = std::fs::read("www/weights/pai-td.bin").unwrap();
    bytes[40] ^= 1;
    let damaged = std::env::temp_dir().join(format!("pathwayz-damaged-{}.bin", std::process::id()));
    std::fs::write(&damaged, bytes).unwrap();
    let output = pathwayz(&["weights", damaged.to_str().unwrap()]);
    std::fs::remove_file(&damaged).ok();
    assert_eq!(output.status.code(), Some(2));
    assert!(stderr(&output).contains("checksum"), "{}", stderr(&output));
}

#[test]
fn training_with_a_seed_is_reproducible_and_resumable() {
    let dir = std::env::temp_dir().join(format!("pathwayz-train-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let run = |name: &str, games: &str, extra: &[&str]| {
        let out = dir.join(name);
        let mut args = vec!["train", "--games", games, "--seed", "3", "--out", out.to_str().unwrap()];
        args.extend_from_slice(extra);
        let output = pathwayz(&args);
        assert!(output.status.success(), "{}", stderr(&output));
        std::fs::read(out).unwrap()
    };
    let whole = run("whole.bin", "100", &[]);
    assert_eq!(run("again.bin", "100", &[]), whole, "same seed, same weights");
    run("half.bin", "50", &[]);
    let checkpoint = dir.join("half.checkpoint.json");
    let resumed = run("resumed.bin", "100", &["--resume", checkpoint.to_str().unwrap()]);
    assert_eq!(resumed, whole, "resuming after 50 games gives what 100 straight gave");
    assert!(dir.join("whole.curve.svg").exists() && dir.join("whole.log.csv").exists());
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn first_player_counts_every_game_and_names_its_opening() {
    let output = pathwayz(&["first-player", "--level", "3", "--games", "10", "--ms", "0", "--opening", "2"]);
    assert!(output.status.success(), "{}", stderr(&output));
    let text = stdout(&output);
    let first = text.lines().next().unwrap();
    assert!(first.starts_with("level 3 against itself, 10 games, after 2 random opening moves:"), "{first}");
    let counts: Vec<u32> = first
        .split(": ")
        .nth(1)
        .unwrap()
        .split(", ")
        .map(|part| part.rsplit(' ').next().unwrap().parse().unwrap())
        .collect();
    assert_eq!(counts.iter().sum::<u32>(), 10, "{first}");
    assert!(text.lines().last().unwrap().starts_with("first player (White) score "), "{text}");
}

#[test]
fn match_records_every_game_as_a_json_line_that_replays_to_its_result() {
    let path = std::env::temp_dir().join(format!("pathwayz-records-{}.jsonl", std::process::id()));
    let path_text = path.to_str().unwrap();
    let output = pathwayz(&[
        "match", "--white", "3", "--black", "2", "--games", "4", "--swap", "--ms", "0", "--opening", "2", "--records", path_text,
    ]);
    assert!(output.status.success(), "{}", stderr(&output));
    let text = std::fs::read_to_string(&path).unwrap();
    std::fs::remove_file(&path).unwrap();
    let games = RecordedGame::parse_file(&text).unwrap();
    assert_eq!(games.len(), 4);
    for (index, (_, game)) in games.iter().enumerate() {
        assert_eq!(game.game, index + 1);
        assert_eq!(game.white, RecordedPlayer::Level(if index % 2 == 0 { 3 } else { 2 }));
        assert_eq!(game.opening, 2);
        let replayed = game.record.replay().unwrap();
        assert_eq!(Winner::of(replayed.position().status()), game.winner, "{game:?}");
        assert!(game.winner.is_some(), "a match plays its games out");
        assert_eq!(game.record.moves.len() as u32, game.plies);
    }
    let output = pathwayz(&["tournament", "--levels", "1,2,3", "--games", "2", "--ms", "0", "--records", path_text]);
    assert!(output.status.success(), "{}", stderr(&output));
    let lines = std::fs::read_to_string(&path).unwrap().lines().count();
    std::fs::remove_file(&path).unwrap();
    assert_eq!(lines, 6, "three pairs of two games");
    let output = pathwayz(&["match", "--white", "3", "--black", "2", "--games", "2", "--records", "/no/such/dir/games.jsonl"]);
    assert_eq!(output.status.code(), Some(2));
    assert!(stderr(&output).contains("cannot write records to /no/such/dir/games.jsonl"), "{}", stderr(&output));
}

#[test]
fn tournament_writes_the_ladder_the_page_reads() {
    let path = std::env::temp_dir().join(format!("pathwayz-ladder-{}.json", std::process::id()));
    let path_text = path.to_str().unwrap();
    let output = pathwayz(&["tournament", "--levels", "1,2,3", "--games", "2", "--ms", "0", "--ladder", path_text]);
    assert!(output.status.success(), "{}", stderr(&output));
    let ladder = Ladder::parse(&std::fs::read_to_string(&path).unwrap()).unwrap();
    std::fs::remove_file(&path).unwrap();
    assert!(ladder.command.starts_with("pathwayz tournament --levels 1,2,3"), "{ladder:?}");
    assert_eq!(ladder.games_per_pair, 2);
    let levels = &ladder.levels;
    assert_eq!(levels.iter().map(|l| l.level).collect::<Vec<_>>(), [1, 2, 3]);
    assert_eq!(levels[0].name, "Random");
    for level in levels {
        assert_eq!(level.games, 4, "two games against each of two others: {level:?}");
        assert!(level.description.len() > 10);
        assert!((0.0..=1.0).contains(&level.score));
    }
    // The fitted levels have an Elo with an interval, with their mean at 1500; a level outside
    // the fitted group has none, only the bound it is below or above.
    assert_eq!(ladder.anchor, LadderAnchor::Mean { mean: 1500.0 }, "{ladder:?}");
    let fitted: Vec<f64> = levels.iter().filter_map(|l| l.elo).collect();
    assert!(!fitted.is_empty());
    let mean_elo = fitted.iter().sum::<f64>() / fitted.len() as f64;
    assert!((mean_elo - 1500.0).abs() < 1.0, "{mean_elo}");
    for level in levels {
        match level.elo {
            Some(_) => assert!(level.elo_margin.is_some(), "{level:?}"),
            None => assert!(level.elo_below.is_some() || level.elo_above.is_some(), "{level:?}"),
        }
    }
}

#[test]
fn a_tournament_of_neighbours_plays_only_the_close_pairs() {
    // In the prior's order 6, 2, 3, 5: each level meets the one just below and just above it.
    let prior = std::env::temp_dir().join(format!("pathwayz-prior-{}.json", std::process::id()));
    let entry = |(level, elo)| LadderEntry {
        level,
        positions: None,
        name: format!("level {level}"),
        description: String::new(),
        elo: Some(elo),
        games: 10,
        score: 0.5,
        elo_margin: None,
        elo_below: None,
        elo_above: None,
    };
    let levels = [(2, 1227.0), (3, 1249.0), (5, 1679.0), (6, 1213.0)].map(entry).to_vec();
    let ladder = Ladder {
        command: "a prior".into(),
        ms_per_move: 0.0,
        games_per_pair: 10,
        total_games: 20,
        fit: String::new(),
        anchor: LadderAnchor::Mean { mean: 1500.0 },
        levels,
    };
    std::fs::write(&prior, serde_json::to_string(&ladder).unwrap()).unwrap();
    let path = std::env::temp_dir().join(format!("pathwayz-neighbours-{}.jsonl", std::process::id()));
    let path_text = path.to_str().unwrap();
    let args = ["tournament", "--levels", "2,3,5,6", "--games", "2", "--ms", "0", "--neighbours", "1", "--prior", prior.to_str().unwrap(), "--records", path_text];
    let output = pathwayz(&args);
    assert!(output.status.success(), "{}", stderr(&output));
    let text = stdout(&output);
    let games: Vec<serde_json::Value> = std::fs::read_to_string(&path).unwrap().lines().map(|l| serde_json::from_str(l).unwrap()).collect();
    std::fs::remove_file(&path).unwrap();
    std::fs::remove_file(&prior).unwrap();
    let mut pairs: Vec<(u64, u64)> = games
        .iter()
        .map(|g| {
            let (w, b) = (g["white"].as_u64().unwrap(), g["black"].as_u64().unwrap());
            (w.min(b), w.max(b))
        })
        .collect();
    pairs.dedup();
    assert_eq!(pairs, [(2, 3), (2, 6), (3, 5)], "{text}");
    assert!(text.contains("the 1 below and above it in the prior ladder (3 pairs") && text.contains(" · |"), "{text}");
}

#[test]
fn a_ladder_is_fitted_from_the_records_of_several_runs() {
    let dir = std::env::temp_dir();
    let first = dir.join(format!("pathwayz-run1-{}.jsonl", std::process::id()));
    let second = dir.join(format!("pathwayz-run2-{}.jsonl", std::process::id()));
    let ladder = dir.join(format!("pathwayz-fitted-{}.json", std::process::id()));
    for (path, levels, seed) in [(&first, "2,3", "1"), (&second, "3,4", "2")] {
        let output = pathwayz(&["tournament", "--levels", levels, "--games", "4", "--ms", "0", "--opening", "4", "--seed", seed, "--records", path.to_str().unwrap()]);
        assert!(output.status.success(), "{}", stderr(&output));
    }
    let output = pathwayz(&["tournament", "--from-records", first.to_str().unwrap(), second.to_str().unwrap(), "--ms", "200", "--ladder", ladder.to_str().unwrap()]);
    assert!(output.status.success(), "{}", stderr(&output));
    let text = stdout(&output);
    assert!(text.starts_with("8 games from 2 records files, 200 ms per move"), "{text}");
    assert!(text.lines().any(|line| line.starts_with("| 2 ") && line.contains(" · |")), "levels 2 and 4 never met: {text}");
    let fitted = Ladder::parse(&std::fs::read_to_string(&ladder).unwrap()).unwrap();
    let games: Vec<u64> = fitted.levels.iter().map(|l| l.games).collect();
    assert_eq!(games, [4, 8, 4], "level 3 played both runs");
    assert_eq!((fitted.ms_per_move, fitted.games_per_pair), (200.0, 4));
    std::fs::write(&second, r#"{"game": 1, "white": "some engine", "black": 3, "opening": 0, "winner": "white", "plies": 1, "record": "f4"}"#).unwrap();
    let output = pathwayz(&["tournament", "--from-records", first.to_str().unwrap(), second.to_str().unwrap()]);
    assert_eq!(output.status.code(), Some(2));
    assert!(stderr(&output).contains("line 1: white is not a level"), "{}", stderr(&output));
    for path in [first, second, ladder] {
        std::fs::remove_file(path).unwrap();
    }
}

#[test]
fn tournament_fits_elo_with_intervals_on_a_named_anchor() {
    let output = pathwayz(&["tournament", "--levels", "1,4,5", "--games", "4", "--ms", "0", "--opening", "4", "--anchor", "5=1000"]);
    assert!(output.status.success(), "{}", stderr(&output));
    let text = stdout(&output);
    assert!(text.contains("Bradley-Terry maximum likelihood") && text.contains("level 5 at 1000"), "{text}");
    let row = |level: &str| text.lines().find(|line| line.starts_with(&format!("| {level} "))).unwrap().to_string();
    assert!(row("5").ends_with("| 1000 |"), "the anchor has no interval: {}", row("5"));
    // The random level 1 loses every game to levels 4 and 5: below them, with no number.
    assert!(row("1").contains("| < "), "{}", row("1"));
}

#[test]
fn tournament_games_start_from_random_openings_when_asked() {
    let path = std::env::temp_dir().join(format!("pathwayz-openings-{}.jsonl", std::process::id()));
    let path_text = path.to_str().unwrap();
    let output = pathwayz(&["tournament", "--levels", "2,3", "--games", "4", "--ms", "0", "--opening", "3", "--records", path_text]);
    assert!(output.status.success(), "{}", stderr(&output));
    assert!(String::from_utf8_lossy(&output.stdout).contains("after 3 random opening moves"));
    let games: Vec<serde_json::Value> =
        std::fs::read_to_string(&path).unwrap().lines().map(|line| serde_json::from_str(line).unwrap()).collect();
    std::fs::remove_file(&path).unwrap();
    assert_eq!(games.len(), 4);
    // Levels 2 and 3 play without chance: only the openings can make their games differ.
    let starts: std::collections::HashSet<String> = games
        .iter()
        .map(|game| game["record"].as_str().unwrap().split(' ').take(3).collect::<Vec<_>>().join(" "))
        .collect();
    assert!(starts.len() > 1, "every game opened the same way: {starts:?}");
    assert!(games.iter().all(|game| game["opening"] == 3), "{games:?}");
}

#[test]
#[cfg(feature = "lab")]
fn fit_learns_weights_from_recorded_games_and_refuses_a_damaged_record() {
    let dir = std::env::temp_dir();
    let records = dir.join(format!("pathwayz-fit-{}.jsonl", std::process::id()));
    let blob = dir.join(format!("pathwayz-fit-{}.bin", std::process::id()));
    let (records_text, blob_text) = (records.to_str().unwrap(), blob.to_str().unwrap());
    let output = pathwayz(&[
        "match", "--white", "5", "--black", "3", "--games", "40", "--swap", "--opening", "4", "--ms", "0", "--records", records_text,
    ]);
    assert!(output.status.success(), "{}", stderr(&output));
    let output = pathwayz(&["fit", records_text, "--out", blob_text, "--holdout", "4", "--taper", "40"]);
    assert!(output.status.success(), "{}", stderr(&output));
    assert!(stdout(&output).contains("| fitted to the outcomes |"), "{}", stdout(&output));
    assert!(stdout(&output).contains("| tapered over 40 plies |"), "{}", stdout(&output));
    assert!(stderr(&output).contains("40 games"), "{}", stderr(&output));
    let output = pathwayz(&["weights", blob_text]);
    assert!(output.status.success() && stdout(&output).contains("valid"), "{}", stderr(&output));
    let output = pathwayz(&["bestmove", "--level", "5", "--weights", blob_text, "--moves", "d4 e5"]);
    assert!(output.status.success(), "the fitted blob plays: {}", stderr(&output));

    let mut text = std::fs::read_to_string(&records).unwrap();
    text.push_str(r#"{"game": 41, "white": 3, "black": 2, "opening": 0, "winner": null, "plies": 2, "record": "a1 a1"}"#);
    text.push('\n');
    std::fs::write(&records, text).unwrap();
    let output = pathwayz(&["fit", records_text, "--out", blob_text]);
    assert_eq!(output.status.code(), Some(2));
    assert!(stderr(&output).contains("line 41: move 2 (\"a1\") of the record"), "{}", stderr(&output));
    let output = pathwayz(&["fit", records_text, "--out", blob_text, "--holdout", "1"]);
    assert_eq!(output.status.code(), Some(2));
    assert!(stderr(&output).contains("--holdout must be at least 2"), "{}", stderr(&output));
    std::fs::remove_file(&records).unwrap();
    std::fs::remove_file(&blob).unwrap();
}

#[test]
fn distill_plays_fits_and_refits_the_same_weights_from_its_data_and_refuses_a_damaged_line() {
    let dir = std::env::temp_dir();
    let data = dir.join(format!("pathwayz-distill-{}.txt", std::process::id()));
    let blob = dir.join(format!("pathwayz-distill-{}.bin", std::process::id()));
    let again = dir.join(format!("pathwayz-distill-again-{}.bin", std::process::id()));
    let (data_text, blob_text, again_text) = (data.to_str().unwrap(), blob.to_str().unwrap(), again.to_str().unwrap());
    let output = pathwayz(&["distill", "--games", "8", "--nodes", "60", "--holdout", "4", "--data", data_text, "--out", blob_text]);
    assert!(output.status.success(), "{}", stderr(&output));
    assert!(stdout(&output).contains("| fitted to the searches |"), "{}", stdout(&output));
    assert!(stderr(&output).contains("8 games"), "{}", stderr(&output));
    assert_eq!(std::fs::read_to_string(&data).unwrap().lines().count(), 8);
    let output = pathwayz(&["distill", "--from-data", data_text, "--holdout", "4", "--out", again_text]);
    assert!(output.status.success(), "{}", stderr(&output));
    assert_eq!(std::fs::read(&blob).unwrap(), std::fs::read(&again).unwrap(), "the saved games give the same fit");
    let output = pathwayz(&["bestmove", "--level", "5", "--weights", blob_text, "--moves", "d4 e5"]);
    assert!(output.status.success(), "the distilled blob plays: {}", stderr(&output));

    let mut text = std::fs::read_to_string(&data).unwrap();
    text.push_str("d4 d4\t-,-\t1\n");
    std::fs::write(&data, text).unwrap();
    let output = pathwayz(&["distill", "--from-data", data_text, "--out", again_text]);
    assert_eq!(output.status.code(), Some(2));
    assert!(stderr(&output).contains("line 9: record"), "{}", stderr(&output));
    for (flag, value, message) in [("--nodes", "0", "--nodes must be from 1"), ("--mix", "1.5", "--mix must be from 0 to 1"), ("--games", "0", "--games must be from 1")] {
        let output = pathwayz(&["distill", flag, value, "--out", again_text]);
        assert_eq!(output.status.code(), Some(2));
        assert!(stderr(&output).contains(message), "{flag} {value}: {}", stderr(&output));
    }
    let output = pathwayz(&["distill", "--games", "100000", "--data", "/nonexistent-dir/games.txt", "--out", again_text]);
    assert_eq!(output.status.code(), Some(2), "an unwritable data file fails before any game is played");
    assert!(stderr(&output).contains("cannot write /nonexistent-dir/games.txt"), "{}", stderr(&output));
    for path in [&data, &blob, &again] {
        std::fs::remove_file(path).unwrap();
    }
}

/// White has a1 to k1 with l1 free; Black's a7 ignores it.
const ROW_ONE_THREAT: &str = "a1 l2 b1 a8 c1 b8 d1 c8 e1 d8 f1 e8 g1 f8 h1 g8 i1 h8 j1 i8 k1 a7";

#[test]
fn analyze_tells_a_proven_result_in_the_winners_moves() {
    let output = pathwayz(&["analyze", "--moves", ROW_ONE_THREAT, "--ms", "1000", "--top", "3"]);
    assert!(output.status.success(), "{}", stderr(&output));
    let report: serde_json::Value = serde_json::from_str(stdout(&output).trim()).unwrap();
    assert_eq!(report["forced"], serde_json::json!({"winner": "white", "moves": 1}), "{report}");
    assert_eq!(report["moves"][0]["move"], "l1");
    assert_eq!(report["moves"][0]["forced"]["moves"], 1);
    let opening = pathwayz(&["analyze", "--moves", "d4", "--ms", "0", "--top", "1"]);
    let report: serde_json::Value = serde_json::from_str(stdout(&opening).trim()).unwrap();
    assert_eq!(report["forced"], serde_json::Value::Null, "an estimate proves nothing");
}

#[test]
fn review_names_a_forced_win_given_up_and_a_forced_loss_walked_into() {
    let record = format!("{ROW_ONE_THREAT} h3");
    // 0 ms: the analysis's first depth alone, the same on any machine however loaded (a time
    // would let a busy machine see less deep than an idle one); it sees a win in 1.
    let output = pathwayz(&["review", &record, "--ms", "0"]);
    assert!(output.status.success(), "{}", stderr(&output));
    let report: serde_json::Value = serde_json::from_str(stdout(&output).trim()).unwrap();
    let moves = report["moves"].as_array().unwrap();
    let (a7, h3) = (&moves[21], &moves[22]);
    assert_eq!((a7["move"].as_str(), a7["walked_into_loss"].as_u64()), (Some("a7"), Some(1)), "{a7}");
    assert_eq!((h3["move"].as_str(), h3["missed_win"].as_u64()), (Some("h3"), Some(1)), "{h3}");
    assert_eq!(h3["verdict"], "blunder");
}

#[test]
fn tactics_reports_each_tactic_and_the_count_solved() {
    let file = format!("{}/tests/data/tactics.txt", env!("CARGO_MANIFEST_DIR"));
    let output = pathwayz(&["tactics", "--level", "12", "--ms", "60000", "--nodes", "300", "--file", &file]);
    assert!(output.status.success(), "{}", stderr(&output));
    let text = stdout(&output);
    let tactics = pathwayz::rules::tactic::Tactic::parse_file(&std::fs::read_to_string(&file).unwrap()).unwrap().len();
    let solved = |line: &&str| {
        let fields: Vec<&str> = line.split_whitespace().collect();
        fields.len() > 2 && fields[0].parse::<usize>().is_ok() && fields[2] == "solved"
    };
    assert_eq!(text.lines().filter(solved).count(), tactics, "{text}");
    assert!(text.contains(&format!("level 12 solved {tactics} of {tactics} tactics")), "{text}");
    // A level that plays at random misses some, and that is an error.
    let missed = pathwayz(&["tactics", "--level", "1", "--file", &file]);
    assert_eq!(missed.status.code(), Some(2), "{}", stdout(&missed));
    assert!(stderr(&missed).contains("level 1 missed"), "{}", stderr(&missed));
    let bad = std::env::temp_dir().join(format!("pathwayz-bad-tactics-{}.txt", std::process::id()));
    std::fs::write(&bad, "# header\nwin-regular | f4 zz | f5\n").unwrap();
    let refused = pathwayz(&["tactics", "--level", "12", "--file", bad.to_str().unwrap()]);
    std::fs::remove_file(&bad).ok();
    assert_eq!(refused.status.code(), Some(2));
    assert_eq!(stderr(&refused).lines().count(), 1, "{}", stderr(&refused));
    assert!(stderr(&refused).contains("line 2: record"), "{}", stderr(&refused));
}

#[test]
fn diagram_writes_the_libraries_svg_a_png_and_a_gif() {
    use pathwayz::diagram::{svg, Look, Scene, DARK};
    let output = pathwayz(&["diagram", "--moves", "d4 e5 e4*", "--size", "300", "--caption", "After e4*", "--theme", "dark"]);
    assert!(output.status.success(), "{}", stderr(&output));
    let scene = Scene::after(&"d4 e5 e4*".parse().unwrap(), None).unwrap();
    assert_eq!(stdout(&output), svg(&scene, &Look::new(300.0, "After e4*", DARK).unwrap()), "the library's SVG, as the page gets it");
    let dir = std::env::temp_dir();
    for (format, magic) in [("png", &b"\x89PNG"[..]), ("gif", &b"GIF89a"[..])] {
        let path = dir.join(format!("pathwayz-diagram-{}.{format}", std::process::id()));
        // The format from the file's extension.
        let output = pathwayz(&["diagram", "--moves", "d4 e5", "--size", "160", "--out", path.to_str().unwrap()]);
        assert!(output.status.success(), "{}", stderr(&output));
        let bytes = std::fs::read(&path).unwrap();
        assert!(bytes.starts_with(magic), "{format}");
        std::fs::remove_file(&path).unwrap();
    }
}

#[test]
fn diagram_refuses_bad_requests_with_a_reason_and_status_2() {
    for (args, needle) in [
        (vec!["--moves", "d4 d4"], "move 2 (\"d4\") of the record"),
        (vec!["--moves", "d4 q9"], "\"q9\" is off the board"),
        (vec!["--size", "-5"], "the picture's size must be a whole number of pixels from 120 to 2400, not -5"),
        (vec!["--size", "1e9"], "not 1000000000"),
        (vec!["--moves", "d4", "--ply", "2"], "the position must be a whole number of moves from 0 to 1, not 2"),
        (vec!["--moves", "d4 e5", "--ply", "1", "--from", "2", "--format", "gif"], "from 0 to 1, not 2"),
        (vec!["--delay-ms", "5", "--format", "gif"], "a frame is shown from 100 to 10000 milliseconds, not 5"),
        (vec!["--caption", &"x".repeat(300)], "a caption has at most 200 characters, not 300"),
        (vec!["--out", "/no/such/dir/board.svg"], "cannot write /no/such/dir/board.svg"),
    ] {
        let output = pathwayz(&[&["diagram"][..], &args].concat());
        assert_eq!(output.status.code(), Some(2), "{args:?}");
        assert!(stdout(&output).is_empty(), "{args:?}");
        let message = stderr(&output);
        assert!(message.contains(needle), "{args:?}: {message}");
        assert_eq!(message.trim_end().lines().count(), 1, "{message}");
    }
    let output = pathwayz(&["diagram", "--theme", "sepia"]);
    assert_eq!(output.status.code(), Some(2));
    assert!(stderr(&output).contains("sepia"), "{}", stderr(&output));
}
