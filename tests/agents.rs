//! Every PAI level, on thousands of random positions: a legal move every time; and the tactics
//! every evaluating level must get right (take a win, stop a win). Searches are bounded by
//! nodes, so what they find does not depend on the machine's load.

use pathwayz::agents::agent_for;
use pathwayz::agents::scoring::threatens_to_win;
use pathwayz::agents::weights::AgentSettings;
use pathwayz::arena::parallel::run_indexed;
use pathwayz::bench::sample_positions;
use pathwayz::search::{SearchLimits, Silent};
use pathwayz::{Color, Level, Position, Status};

/// A search budget that does not depend on the machine or its load: a node budget, the clock
/// only a guard (levels 1 to 5 do not search and ignore both).
fn budget(nodes: u64) -> SearchLimits {
    SearchLimits::time(60_000.0).with_nodes(nodes)
}

/// Each level, the random positions it is given and the nodes each search may examine: cheap
/// levels see more positions, the searching ones a small budget (level 6 counts playouts).
const LEGALITY_TABLE: [(i64, usize, u64); 12] = [
    (1, 3000, 0),
    (2, 3000, 0),
    (3, 3000, 0),
    (4, 2000, 0),
    (5, 2000, 0),
    (6, 1000, 50),
    (7, 1000, 200),
    (8, 1000, 200),
    (9, 1000, 200),
    (10, 1000, 200),
    (11, 1000, 300),
    (12, 1000, 300),
];

/// Property: every level answers every unfinished position of its sample with a legal move,
/// a finished game with none, and still answers with no time at all. The levels run on every
/// core; each gets its own positions from seeded random games.
#[test]
fn every_level_plays_a_legal_move_in_every_position() {
    let settings = AgentSettings::default();
    let failures = run_indexed(
        LEGALITY_TABLE.len(),
        |row| {
            let (number, count, nodes) = LEGALITY_TABLE[row];
            let level = Level::new(number).unwrap();
            let mut agent = agent_for(level, 7, &settings);
            let mut failures = Vec::new();
            for (index, position) in sample_positions(count, number as u64).iter().enumerate() {
                match agent.choose(position, &budget(nodes), &mut Silent) {
                    Some(mv) if position.check(mv).is_ok() => {}
                    Some(mv) => failures.push(format!("level {number}: illegal {mv} in position {index}")),
                    None if position.is_over() => {}
                    None => failures.push(format!("level {number}: no move in position {index}")),
                }
            }
            let finished = Position::from_rows(&["wwwwwwwwwwww"; 8], Color::Black).unwrap();
            assert!(finished.is_over());
            if let Some(mv) = agent.choose(&finished, &budget(nodes), &mut Silent) {
                failures.push(format!("level {number}: played {mv} in a finished game"));
            }
            if agent.choose(&Position::new(), &SearchLimits::time(0.0), &mut Silent).is_none() {
                failures.push(format!("level {number}: no answer with 0 ms"));
            }
            failures
        },
        |_| {},
    );
    let failures: Vec<String> = failures.into_iter().flatten().collect();
    assert!(failures.is_empty(), "{failures:#?}");
    assert_eq!(LEGALITY_TABLE.map(|(level, _, _)| level), std::array::from_fn(|i| i as i64 + 1), "every level, once");
}

/// Black threatens f5; White to move.
const THREAT: [&str; 8] = [
    "............",
    "..w.........",
    "....w.......",
    "......w.....",
    "bbbbb.bbbbbb",
    "............",
    "........w...",
    "............",
];

#[test]
fn evaluating_levels_stop_a_win_in_one() {
    let position = Position::from_rows(&THREAT, Color::White).unwrap();
    assert!(threatens_to_win(&position, Color::Black));
    let settings = AgentSettings::default();
    for level in [4, 5, 7, 8, 9, 10, 11, 12] {
        for seed in 0..5 {
            let mut agent = agent_for(Level::new(level).unwrap(), seed, &settings);
            let mv = agent.choose(&position, &budget(5_000), &mut Silent).unwrap();
            let mut after = position;
            after.play_unchecked(mv);
            assert!(
                after.is_over() || !threatens_to_win(&after, Color::Black),
                "level {level} played {mv} and left Black a win"
            );
        }
    }
}

#[test]
fn searching_and_evaluating_levels_take_a_win_in_one() {
    let position = Position::from_rows(&THREAT, Color::Black).unwrap();
    let settings = AgentSettings::default();
    for level in [4, 5, 6, 7, 8, 9, 10, 11, 12] {
        let mut agent = agent_for(Level::new(level).unwrap(), 3, &settings);
        let mv = agent.choose(&position, &budget(5_000), &mut Silent).unwrap();
        let mut after = position;
        after.play_unchecked(mv);
        assert_eq!(after.status(), Status::Won(Color::Black), "level {level} played {mv}");
    }
}
