//! `pathwayz gtp` as a controller drives it, and `pathwayz match` driving external engines
//! (the same binary, or broken ones). Searches run on node budgets, so no result depends on
//! the machine's speed. (It runs the native binary, so it is native only.)
#![cfg(not(target_arch = "wasm32"))]

use pathwayz::arena::records::{RecordedGame, RecordedPlayer};
use pathwayz::{Game, Move};
use std::io::Write;
use std::process::{Command, Output, Stdio};

const BIN: &str = env!("CARGO_BIN_EXE_pathwayz");

fn pathwayz(args: &[&str]) -> Output {
    Command::new(BIN).args(args).output().expect("the binary runs")
}

/// Runs `pathwayz gtp ARGS` on `script` and returns its responses, each without its closing
/// empty line.
fn gtp_session(args: &[&str], script: &str) -> Vec<String> {
    let mut child = Command::new(BIN)
        .arg("gtp")
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    child.stdin.take().unwrap().write_all(script.as_bytes()).unwrap();
    let output = child.wait_with_output().unwrap();
    assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stderr));
    let text = String::from_utf8(output.stdout).unwrap();
    assert!(text.is_empty() || text.ends_with("\n\n"), "every response ends with an empty line: {text:?}");
    text.split_terminator("\n\n").map(str::to_string).collect()
}

#[test]
fn a_gtp_session_answers_every_command_and_a_refusal_changes_nothing() {
    let script = "\
1 protocol_version
2 name
# a comment line gets no response

3 play white f4
4 play white g5
5 play black z9
6 play black f4
7 showboard
8 genmove b
9 undo
10 showboard
11 play b g5*
12 pathwayz-record
13 frobnicate
14 boardsize 19
15 known_command genmove
16 known_command frobnicate
play w
17 clear_board
18 pathwayz-record
19 genmove black
20 genmove white
21 final_score
22 quit
23 name
";
    let responses = gtp_session(&["--level", "3"], script);
    assert_eq!(responses.len(), 23, "{responses:#?}: quit ends the session");
    assert_eq!(responses[22], "=22");
    let expect = |index: usize, wanted: &str| assert_eq!(responses[index], wanted, "{responses:#?}");
    expect(0, "=1 2");
    expect(1, "=2 PAI");
    expect(2, "=3");
    assert!(responses[3].starts_with("?4 black is to move"), "{}", responses[3]);
    assert!(responses[4].starts_with("?5 invalid move"), "{}", responses[4]);
    assert!(responses[5].starts_with("?6 illegal move"), "{}", responses[5]);
    let board = &responses[6];
    assert!(board.starts_with("=7\n   a b c d e f g h i j k l\n"), "{board}");
    assert!(board.contains("\n 4 . . . . . w . . . . . .\n"), "{board}");
    assert!(board.ends_with("ply 1, black to move"), "{board}");
    // genmove answers a legal move for Black and plays it; undo takes it back.
    let mv: Move = responses[7].strip_prefix("=8 ").expect("a move").parse().expect("in notation");
    assert!(Game::from_record(&format!("f4 {mv}")).is_ok(), "{mv} is legal after f4");
    expect(8, "=9");
    assert_eq!(responses[9].replacen("=10", "=7", 1), *board, "undo restores the board");
    expect(10, "=11");
    expect(11, "=12 f4 g5*");
    assert!(responses[12].starts_with("?13 unknown command"), "{}", responses[12]);
    assert!(responses[13].starts_with("?14 unacceptable size"), "{}", responses[13]);
    expect(14, "=15 true");
    expect(15, "=16 false");
    assert!(responses[16].starts_with("? play takes a colour and a move"), "{}", responses[16]);
    expect(17, "=17");
    expect(18, "=18");
    assert!(responses[19].starts_with("?19 white is to move"), "{}", responses[19]);
    assert!(responses[20].starts_with("=20 "), "{}", responses[20]);
    assert_eq!(responses[21], "?21 the game is not over");
}

#[test]
fn the_engine_plays_a_game_to_its_end_and_scores_it() {
    // Level 2 against itself on a node budget: genmove for each side in turn until the end.
    let mut script = String::new();
    for ply in 0..96 {
        script += if ply % 2 == 0 { "genmove w\n" } else { "genmove b\n" };
    }
    script += "final_score\npathwayz-record\n";
    let responses = gtp_session(&["--level", "2"], &script);
    let record = responses.last().unwrap().strip_prefix("= ").unwrap().to_string();
    let game = Game::from_record(&record).expect("every generated move was legal");
    assert!(game.position().is_over());
    let plies = game.moves().len();
    assert!(responses[..plies].iter().all(|r| r.starts_with("= ")), "{responses:#?}");
    assert!(responses[plies..96].iter().all(|r| r.starts_with("? the game is over")), "{responses:#?}");
    let score = &responses[96];
    let winner = game.position().status().winner_name().unwrap();
    let expected = match winner {
        "white" => "= W+",
        "black" => "= B+",
        _ => "= 0",
    };
    assert_eq!(score, expected);
}

#[test]
fn time_settings_are_accepted_and_bad_ones_refused() {
    let responses = gtp_session(
        &["--level", "12", "--nodes", "200"],
        "time_settings 0 0.05 1\ntime_left white 10 0\ntime_settings 1 x 1\ntime_settings -1 1 1\ntime_left red 1 1\nkomi 6.5\ngenmove w\n",
    );
    assert_eq!(responses[..2], ["=", "="]);
    assert!(responses[2..5].iter().all(|r| r.starts_with("? ")), "{responses:#?}");
    assert_eq!(responses[5], "=");
    assert!(responses[6].starts_with("= "), "{responses:#?}");
}

#[test]
fn a_long_or_binary_line_is_refused_without_harm() {
    let long = "x".repeat(100_000);
    let script = format!("{long}\n\u{1}\u{7f}name\nplay w f4\x00\npathwayz-record\n");
    let responses = gtp_session(&["--level", "1"], &script);
    assert!(responses[0].starts_with("? command line too long"), "{}", &responses[0][..80.min(responses[0].len())]);
    assert_eq!(responses[1..], ["= PAI", "=", "= f4"]);
}

/// The games of a records file.
fn records(path: &std::path::Path) -> Vec<RecordedGame> {
    RecordedGame::parse_file(&std::fs::read_to_string(path).unwrap()).unwrap().into_iter().map(|(_, game)| game).collect()
}

#[test]
fn an_external_engine_plays_the_same_games_as_the_level_it_runs() {
    // Levels 11 and 12 on a node budget are deterministic and keep their table or tree through
    // a game, in this process or behind GTP, so the match with the engine replays the match
    // between levels.
    for level in ["11", "12"] {
        same_games_behind_gtp(level);
    }
}

fn same_games_behind_gtp(level: &str) {
    let dir = std::env::temp_dir().join(format!("pathwayz-gtp-{}-{level}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let (inside, outside) = (dir.join("inside.jsonl"), dir.join("outside.jsonl"));
    let common = ["--black", "3", "--games", "4", "--swap", "--opening", "4", "--ms", "60000", "--nodes", "300"];
    let run = |white: &[&str], path: &std::path::Path| {
        let mut args = vec!["match"];
        args.extend_from_slice(white);
        args.extend_from_slice(&common);
        args.extend_from_slice(&["--records", path.to_str().unwrap()]);
        let output = pathwayz(&args);
        assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stderr));
        String::from_utf8(output.stdout).unwrap()
    };
    let engine = format!("{BIN} gtp --level {level} --nodes 300");
    let levels_text = run(&["--white", level], &inside);
    let engine_text = run(&["--white-engine", &engine], &outside);
    assert!(engine_text.starts_with(&format!("engine `{engine}` vs level 3: 4 games")), "{engine_text}");
    assert!(engine_text.contains("\nscore "), "{engine_text}");
    let result_lines = |text: &str| text.lines().skip(1).map(str::to_string).collect::<Vec<_>>();
    assert_eq!(result_lines(&engine_text), result_lines(&levels_text));
    let (inside, outside) = (records(&inside), records(&outside));
    assert_eq!(outside[0].white, RecordedPlayer::Engine(engine.clone()), "the engine is recorded by its command");
    assert_eq!(outside[1].black, RecordedPlayer::Engine(engine.clone()));
    for (a, b) in inside.iter().zip(&outside) {
        assert_eq!((a.winner, &a.record), (b.winner, &b.record), "the same game");
    }
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn two_external_engines_play_each_other() {
    let white = format!("{BIN} gtp --level 2");
    let black = format!("{BIN} gtp --level 3 --seed 5");
    let output = pathwayz(&["match", "--white-engine", &white, "--black-engine", &black, "--games", "2", "--ms", "0"]);
    assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stderr));
    let text = String::from_utf8(output.stdout).unwrap();
    assert!(text.starts_with(&format!("engine `{white}` vs engine `{black}`: 2 games")), "{text}");
}

#[test]
fn a_broken_engine_ends_the_match_quickly_with_a_clear_error() {
    let sh_engine = |script: &str| format!("sh -c '{script}'");
    let answers_a1 = sh_engine(r#"while read l; do case $l in genmove*) printf "= a1\n\n";; *) printf "=\n\n";; esac; done"#);
    let exits_after_setup = sh_engine(r#"read l; printf "=\n\n"; read l; printf "=\n\n"; exit 3"#);
    let cases = [
        ("false", "exited (exit status: 1) instead of answering `clear_board`"),
        ("echo garbage", "answered `clear_board` with \"garbage\", not a GTP response"),
        ("/nonexistent/engine", "cannot start"),
        (&format!("{BIN} gtp --level 99") as &str, "the last line of its stderr: error: invalid value for '--level"),
        (&answers_a1, "played an illegal move at ply 4: a1 is illegal: cell a1 is already occupied"),
        (&exits_after_setup, "exited (exit status: 3) instead of answering `play white "),
    ];
    for (engine, message) in cases {
        let output = pathwayz(&["match", "--white", "1", "--black-engine", engine, "--games", "4", "--ms", "0", "--seed", "3"]);
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert_eq!(output.status.code(), Some(2), "{engine}: {stderr}");
        assert!(stderr.contains("error: game ") && stderr.contains(message), "{engine}: {stderr}");
        // Quickly: the failure is what the engine did, seen when it did it, never a timeout.
        assert!(!stderr.contains("did not answer"), "{engine}: {stderr}");
        assert_eq!(stderr.lines().filter(|line| line.starts_with("error: ")).count(), 1, "the first failure ends the match: {stderr}");
        assert!(output.stdout.is_empty(), "no result for a failed match");
    }
}

#[test]
fn an_engine_that_stops_answering_is_timed_out() {
    // Alive and silent from its first genmove until its input closes: only the match's timeout
    // can end the game (without it, the match would wait for ever).
    let silent = r#"sh -c 'while read l; do case $l in genmove*) while read l; do :; done;; *) printf "=\n\n";; esac; done'"#;
    let output = pathwayz(&["match", "--white-engine", silent, "--black", "1", "--games", "1", "--ms", "0"]);
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(2), "{stderr}");
    assert!(stderr.contains("did not answer `genmove white` within 5.0 s"), "{stderr}");
    assert!(output.stdout.is_empty(), "no result for a failed match");
}
