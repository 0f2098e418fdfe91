//! The shipped puzzles (`www/data/puzzles.txt`) proved again on a sample every run (the whole
//! file: `pathwayz puzzles --verify www/data/puzzles.txt`), their answers checked through the
//! API the page will use against the prover, and `pathwayz puzzles` as a user runs it: the same command writes
//! the same file, and a bad file is one clear line.
#![cfg(not(target_arch = "wasm32"))]

use pathwayz::puzzles::proof::{reprove, Prover};
use pathwayz::puzzles::{Kind, ProofSettings, Puzzle, Verdict};
use std::process::{Command, Output};

const ROOT: &str = env!("CARGO_MANIFEST_DIR");

/// The proof budget the shipped file was made with (its header's `--proof-nodes`).
const SHIPPED_PROOF_NODES: u64 = 300_000;

/// How many puzzles the sample proves again.
const SAMPLE: usize = 20;

fn shipped() -> Vec<Puzzle> {
    let text = std::fs::read_to_string(format!("{ROOT}/www/data/puzzles.txt")).expect("www/data/puzzles.txt");
    Puzzle::parse_file(&text).unwrap_or_else(|e| panic!("www/data/puzzles.txt: {e}"))
}

/// The sample: every puzzle whose place in the file is a multiple of the file's length over
/// [`SAMPLE`], so it spreads over every kind (the file is sorted by kind) and changes only when
/// the file does.
fn sample(puzzles: &[Puzzle]) -> Vec<&Puzzle> {
    let step = puzzles.len().div_ceil(SAMPLE).max(1);
    puzzles.iter().step_by(step).collect()
}

/// Every kind a puzzle can be.
const KINDS: [Kind; 7] =
    [Kind::WinIn(1), Kind::WinIn(2), Kind::WinIn(3), Kind::WinIn(4), Kind::PermanentCompletes, Kind::MustBlock, Kind::PermanentBreaks];

#[test]
fn the_shipped_file_reads_whole_and_holds_a_few_hundred_puzzles_of_every_kind() {
    let puzzles = shipped();
    assert!(puzzles.len() >= 300, "{} puzzles", puzzles.len());
    let size = std::fs::metadata(format!("{ROOT}/www/data/puzzles.txt")).unwrap().len();
    assert!(size < 100_000, "{size} bytes");
    for kind in KINDS {
        let count = puzzles.iter().filter(|p| p.kind == kind).count();
        assert!(count >= 10, "{count} {kind} puzzles");
        assert!(count * 100 <= puzzles.len() * 30, "{count} {kind} puzzles of {}: more than 30%", puzzles.len());
    }
}

#[test]
fn a_sample_of_the_shipped_puzzles_is_proved_again() {
    let puzzles = shipped();
    let settings = ProofSettings { nodes: SHIPPED_PROOF_NODES, ..ProofSettings::default() };
    for puzzle in sample(&puzzles) {
        reprove(puzzle, &settings).unwrap_or_else(|e| panic!("{e}"));
    }
}

/// The moves that solve `puzzle` by the prover, not by its file: for a win, those that win
/// within its moves; for a save, those after which the opponent cannot win within its horizon.
fn proved_solution(puzzle: &Puzzle) -> Vec<pathwayz::Move> {
    let position = puzzle.position();
    let mut prover = Prover::new(SHIPPED_PROOF_NODES);
    let proved =
        if puzzle.kind.is_win() { prover.winning_moves_within(&position, puzzle.moves) } else { prover.saving_moves(&position, puzzle.moves) };
    proved.unwrap_or_else(|e| panic!("{}: {e}", puzzle.id))
}

#[test]
fn the_moves_the_prover_finds_are_right_other_moves_are_wrong_and_the_line_plays_out() {
    for puzzle in sample(&shipped()) {
        let position = puzzle.position();
        let solving = proved_solution(puzzle);
        assert!(!solving.is_empty(), "{}: the prover finds a solution", puzzle.id);
        for &mv in position.legal_moves().iter() {
            let expected = if solving.contains(&mv) { Verdict::Right } else { Verdict::Wrong };
            assert_eq!(puzzle.check(mv), expected, "{} {mv}", puzzle.id);
        }
        let line = puzzle.solution_line();
        let mut end = position;
        for &mv in line {
            end.try_play(mv).unwrap();
        }
        if puzzle.kind.is_win() {
            assert_eq!(end.status(), pathwayz::Status::Won(position.to_move()), "{}: the line wins", puzzle.id);
            assert_eq!(line.len() as u32, 2 * puzzle.moves - 1, "{}: the line is the fastest win", puzzle.id);
            if line.len() >= 3 {
                assert_eq!(puzzle.reply(&line[..1], &mut Prover::new(100_000)), Some(line[1]), "{}", puzzle.id);
                assert_eq!(puzzle.check_after(&line[..2], line[2], &mut Prover::new(1_000_000)), Verdict::Right, "{}", puzzle.id);
            }
        } else {
            assert_eq!(line, &puzzle.solution[..1]);
        }
    }
}

#[test]
fn a_bad_line_is_refused_with_its_number() {
    let good = shipped()[0].to_string();
    let cases = [
        ("garbage", "line 2: 1 fields, not 7"),
        (&*good.replacen(" | ", " | zz9 ", 1), "line 2: record: move 1"),
        (&*good.replace("| win-", "| win-9").replace("| must-block", "| win-9").replace("| permanent-", "| win-9"), "unknown kind"),
    ];
    for (line, expected) in cases {
        let text = format!("# header\n{line}\n");
        let error = Puzzle::parse_file(&text).unwrap_err().to_string();
        assert!(error.contains(expected), "{error}");
    }
    let twice = format!("{good}\n{good}\n");
    assert!(Puzzle::parse_file(&twice).unwrap_err().to_string().contains("used twice"));
    let wrong_id = format!("0000000000000000{}", &good[16..]);
    assert!(Puzzle::parse_file(&wrong_id).unwrap_err().to_string().contains("is not the position's"));
}

fn pathwayz(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_pathwayz")).args(args).output().expect("the binary runs")
}

#[test]
fn the_same_command_writes_the_same_file_on_one_thread_or_all_and_it_verifies() {
    let args = ["puzzles", "--games", "4", "--seed", "5", "--nodes", "200", "--grade-nodes", "200", "--proof-nodes", "100000", "--per-kind", "2"];
    let first = Command::new(env!("CARGO_BIN_EXE_pathwayz")).args(args).env("RAYON_NUM_THREADS", "1").output().unwrap();
    assert!(first.status.success(), "{}", String::from_utf8_lossy(&first.stderr));
    let second = Command::new(env!("CARGO_BIN_EXE_pathwayz")).args(args).env("RAYON_NUM_THREADS", "3").output().unwrap();
    assert_eq!(first.stdout, second.stdout, "byte for byte");
    let text = String::from_utf8(first.stdout).unwrap();
    assert!(text.starts_with("# Pathwayz puzzles"), "{text}");
    assert!(text.lines().nth(1).unwrap().ends_with("--per-kind 2"), "{text}");
    let puzzles = Puzzle::parse_file(&text).unwrap();
    assert!(!puzzles.is_empty());
    for kind in KINDS {
        assert!(puzzles.iter().filter(|p| p.kind == kind).count() <= 2, "{kind}: {text}");
    }
    let file = std::env::temp_dir().join(format!("pathwayz-puzzles-{}.txt", std::process::id()));
    std::fs::write(&file, &text).unwrap();
    let verified = pathwayz(&["puzzles", "--verify", file.to_str().unwrap(), "--proof-nodes", "100000"]);
    std::fs::remove_file(&file).ok();
    assert!(verified.status.success(), "{}", String::from_utf8_lossy(&verified.stderr));
    assert!(String::from_utf8_lossy(&verified.stdout).contains("proved again"));
}

#[test]
fn a_bad_file_or_setting_is_one_line_and_status_2() {
    let file = std::env::temp_dir().join(format!("pathwayz-bad-puzzles-{}.txt", std::process::id()));
    std::fs::write(&file, "# fine\nnot | a puzzle\n").unwrap();
    let path = file.to_str().unwrap().to_string();
    let missing = format!("{path}.missing");
    let cases: [(&[&str], &str); 4] = [
        (&["puzzles", "--verify", &path], "line 2: 2 fields, not 7"),
        (&["puzzles", "--verify", &missing], "cannot read"),
        (&["puzzles", "--games", "0"], "at least one game"),
        (&["puzzles", "--per-kind", "0"], "--per-kind must be at least 1"),
    ];
    for (args, expected) in cases {
        let output = pathwayz(args);
        let stderr = String::from_utf8_lossy(&output.stderr).to_string();
        assert_eq!(output.status.code(), Some(2), "{args:?}: {stderr}");
        assert_eq!(stderr.lines().count(), 1, "{stderr}");
        assert!(stderr.contains(expected), "{stderr}");
    }
    std::fs::remove_file(&file).ok();
}

/// The moves that win at once for the player to move, in legal-move order, by playing every
/// move (no threat detector).
fn brute_winning_moves(position: &pathwayz::Position) -> Vec<pathwayz::Move> {
    let me = position.to_move();
    let wins = |mv: &pathwayz::Move| {
        let mut child = *position;
        child.play_unchecked(*mv);
        child.status() == pathwayz::Status::Won(me)
    };
    position.legal_moves().iter().copied().filter(wins).collect()
}

/// True if the player to move wins at once, by playing every move.
fn brute_wins_now(position: &pathwayz::Position) -> bool {
    !brute_winning_moves(position).is_empty()
}

/// True if `mv` wins within two moves of the player to move, by playing every reply and every
/// answer (no threat detector).
fn brute_wins_in_two(position: &pathwayz::Position, mv: pathwayz::Move) -> bool {
    let me = position.to_move();
    let mut child = *position;
    child.play_unchecked(mv);
    match child.status() {
        pathwayz::Status::Won(winner) => return winner == me,
        pathwayz::Status::Draw => return false,
        pathwayz::Status::Ongoing => {}
    }
    child.legal_moves().iter().all(|&reply| {
        let mut next = child;
        next.play_unchecked(reply);
        match next.status() {
            pathwayz::Status::Won(winner) => winner == me,
            pathwayz::Status::Draw => false,
            pathwayz::Status::Ongoing => brute_wins_now(&next),
        }
    })
}

#[test]
fn the_first_shipped_wins_in_two_hold_by_brute_force() {
    let puzzles = shipped();
    let wins_in_two: Vec<&Puzzle> = puzzles.iter().filter(|p| p.kind == Kind::WinIn(2)).take(3).collect();
    assert!(!wins_in_two.is_empty());
    for puzzle in wins_in_two {
        let position = puzzle.position();
        assert!(!brute_wins_now(&position), "{}: no win in one", puzzle.id);
        for &mv in position.legal_moves().iter() {
            assert_eq!(brute_wins_in_two(&position, mv), puzzle.solution.contains(&mv), "{} {mv}", puzzle.id);
        }
    }
}

#[test]
fn every_shipped_win_in_one_has_one_winning_cell_by_brute_force() {
    let puzzles = shipped();
    let wins_in_one: Vec<&Puzzle> = puzzles.iter().filter(|p| matches!(p.kind, Kind::WinIn(1) | Kind::PermanentCompletes)).collect();
    assert!(wins_in_one.len() >= 20, "{}", wins_in_one.len());
    for puzzle in wins_in_one {
        let winning = brute_winning_moves(&puzzle.position());
        assert_eq!(winning, puzzle.solution, "{}", puzzle.id);
        assert_eq!(puzzle.kind == Kind::PermanentCompletes, winning.iter().all(|mv| mv.permanent), "{}", puzzle.id);
    }
}
