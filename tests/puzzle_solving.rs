//! Solving the shipped puzzles as a player does (`puzzles::solving`, what the page's puzzle mode
//! calls through the wasm): the main line is right at every step and ends solved, a wrong answer
//! comes with a refutation that really refutes it, a hint's region holds the next solving move,
//! and the rest of the solution finishes the puzzle from wherever the player is.
#![cfg(not(target_arch = "wasm32"))]

use pathwayz::puzzles::proof::Prover;
use pathwayz::puzzles::solving::hint_region;
use pathwayz::puzzles::{Puzzle, Why, SOLVING_NODES};
use pathwayz::rules::mv::Move;
use pathwayz::rules::status::Status;

const ROOT: &str = env!("CARGO_MANIFEST_DIR");

fn shipped() -> Vec<Puzzle> {
    let text = std::fs::read_to_string(format!("{ROOT}/www/data/puzzles.txt")).expect("www/data/puzzles.txt");
    Puzzle::parse_file(&text).unwrap_or_else(|e| panic!("www/data/puzzles.txt: {e}"))
}

/// Every fifth puzzle of the file (sorted by kind, so every kind is in it).
fn sample(puzzles: &[Puzzle]) -> impl Iterator<Item = &Puzzle> {
    puzzles.iter().step_by(5)
}

#[test]
fn the_main_line_is_right_at_every_step_and_ends_solved() {
    let puzzles = shipped();
    for puzzle in sample(&puzzles) {
        let mut played: Vec<Move> = Vec::new();
        loop {
            let mv = puzzle.line[played.len()];
            let answer = puzzle.answer(&played, mv, SOLVING_NODES).unwrap();
            assert!(answer.right && answer.why.is_none(), "{}: {mv} after {played:?}: {answer:?}", puzzle.id);
            played.push(mv);
            if answer.solved {
                assert_eq!(played.len(), puzzle.line.len(), "{}: solved before the line's end", puzzle.id);
                let over = puzzle.position_after(&played).unwrap();
                assert!(!puzzle.kind.is_win() || over.status() == Status::Won(puzzle.position().to_move()), "{}", puzzle.id);
                break;
            }
            let reply = answer.reply.unwrap_or_else(|| panic!("{}: no reply after {played:?}", puzzle.id));
            assert_eq!(Some(&reply), puzzle.line.get(played.len()), "{}: the reply follows the main line", puzzle.id);
            played.push(reply);
        }
        assert!(puzzle.rest_of_solution(&played, SOLVING_NODES).is_empty());
        assert_eq!(puzzle.rest_of_solution(&[], SOLVING_NODES), puzzle.line);
        assert_eq!(puzzle.moves_left(&[]), puzzle.moves, "{}", puzzle.id);
        if puzzle.kind.is_win() {
            assert_eq!(puzzle.moves_left(&played[..1]), puzzle.moves - 1, "{}: after the first move", puzzle.id);
            assert_eq!(puzzle.moves_left(&played), 0, "{}: the main line uses every move", puzzle.id);
        }
    }
}

#[test]
fn a_wrong_answer_is_refuted_by_a_line_that_shows_why() {
    let puzzles = shipped();
    for puzzle in sample(&puzzles) {
        let position = puzzle.position();
        let solver = position.to_move();
        // Every legal move that is not a solution: each is refuted, none left unproven.
        let wrong: Vec<Move> = position.legal_moves().iter().copied().filter(|mv| !puzzle.solution.contains(mv)).collect();
        for &mv in &wrong {
            let answer = puzzle.answer(&[], mv, SOLVING_NODES).unwrap();
            assert!(!answer.right && !answer.solved && answer.reply.is_none(), "{}: {mv}: {answer:?}", puzzle.id);
            let mut after = position;
            after.try_play(mv).unwrap();
            for step in &answer.refutation {
                after.try_play(*step).unwrap_or_else(|e| panic!("{}: refutation {step}: {e}", puzzle.id));
            }
            match answer.why {
                Some(Why::OpponentWins(moves)) => {
                    assert_eq!(after.status(), Status::Won(!solver), "{}: {mv}: {:?}", puzzle.id, answer.refutation);
                    assert_eq!(answer.refutation.len(), (2 * moves as usize).saturating_sub(1), "{}: {mv}", puzzle.id);
                }
                Some(Why::NoForcedWin) => {
                    assert!(puzzle.kind.is_win(), "{}: a save's wrong move lets the opponent win", puzzle.id);
                    assert_eq!(answer.refutation.len(), 1, "{}: {mv}", puzzle.id);
                    let left = puzzle.moves - 1;
                    let wins = Prover::new(SOLVING_NODES).wins_within(&after, left);
                    assert_eq!(wins, Ok(false), "{}: after {mv} {:?} the solver still wins", puzzle.id, answer.refutation);
                }
                other => panic!("{}: {mv}: {other:?}", puzzle.id),
            }
        }
    }
}

#[test]
fn a_hint_marks_the_region_of_the_next_solving_move() {
    let puzzles = shipped();
    for puzzle in sample(&puzzles) {
        let first = puzzle.next_solving_move(&[], SOLVING_NODES).unwrap().unwrap();
        assert!(puzzle.solution.contains(&first));
        assert!(hint_region(first.square).contains(&puzzle.solution[0].square));
        if puzzle.line.len() >= 3 {
            let next = puzzle.next_solving_move(&puzzle.line[..2], SOLVING_NODES).unwrap().unwrap();
            assert_eq!(next, puzzle.line[2], "{}", puzzle.id);
        }
    }
}

#[test]
fn off_the_main_line_the_defence_and_the_solution_still_finish_the_puzzle() {
    let puzzles = shipped();
    let long: Vec<&Puzzle> = puzzles.iter().filter(|p| p.kind.is_win() && p.moves >= 2).step_by(4).collect();
    assert!(long.len() >= 5, "{} winning puzzles of two moves or more", long.len());
    let mut off_line = 0;
    for puzzle in long {
        let position = puzzle.position_after(&puzzle.line[..1]).unwrap();
        // A defence other than the main line's, if one does not lose at once.
        let Some(other) = position.legal_moves().iter().copied().find(|mv| {
            let mut next = position;
            next.play_unchecked(*mv);
            *mv != puzzle.line[1] && !next.is_over()
        }) else {
            continue;
        };
        let played = vec![puzzle.line[0], other];
        let rest = puzzle.rest_of_solution(&played, SOLVING_NODES);
        assert!(!rest.is_empty(), "{}: no solution after {played:?}", puzzle.id);
        let next = puzzle.next_solving_move(&played, SOLVING_NODES).unwrap().unwrap();
        assert_eq!(next, rest[0], "{}: the hint and the solution agree", puzzle.id);
        assert!(puzzle.answer(&played, rest[0], SOLVING_NODES).unwrap().right, "{}", puzzle.id);
        let mut end = puzzle.position_after(&played).unwrap();
        for mv in &rest {
            end.try_play(*mv).unwrap();
        }
        assert_eq!(end.status(), Status::Won(puzzle.position().to_move()), "{}: {rest:?}", puzzle.id);
        assert!(rest.len() <= 2 * puzzle.moves as usize - 2, "{}: within the moves left", puzzle.id);
        off_line += 1;
    }
    assert!(off_line >= 5, "{off_line} puzzles tried off the main line");
}

#[test]
fn illegal_answers_and_the_defenders_turn_are_told_apart() {
    let puzzle = &shipped()[0];
    let taken = puzzle.record.moves[0];
    let answer = puzzle.answer(&[], Move { permanent: false, ..taken }, SOLVING_NODES).unwrap();
    assert_eq!((answer.right, answer.why), (false, Some(Why::Illegal)));
    assert!(puzzle.answer(&puzzle.line[..1], puzzle.line[0], SOLVING_NODES).is_err(), "the defender's turn");
    assert!(puzzle.next_solving_move(&[taken], SOLVING_NODES).is_err(), "moves that cannot be played");
    assert!(puzzle.rest_of_solution(&[taken], SOLVING_NODES).is_empty());
}
