//! The `pathwayz` binary as a user runs it.

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
        ("d4 q9", "move 2 (\"q9\")"),
        ("d4 e5 x", "move 3 (\"x\")"),
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
fn perft_prints_the_leaf_count() {
    let output = pathwayz(&["perft", "2", "--moves", "a1 b2*"]);
    assert!(output.status.success());
    assert_eq!(stdout(&output).trim(), (188 * 186).to_string());
    assert!(stderr(&output).contains("leaves/s"));
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
