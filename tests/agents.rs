//! Every PAI level, on thousands of random positions: a legal move every time; and the tactics
//! every evaluating level must get right (take a win, stop a win).

use pathwayz::agents::agent_for;
use pathwayz::agents::scoring::threatens_to_win;
use pathwayz::agents::weights::AgentSettings;
use pathwayz::bench::sample_positions;
use pathwayz::search::{SearchLimits, Silent};
use pathwayz::{Color, Level, Position, Status};

fn always_legal(level: i64, count: usize, ms: f64) {
    let settings = AgentSettings::default();
    let level = Level::new(level).unwrap();
    let mut agent = agent_for(level, 7, &settings);
    for (index, position) in sample_positions(count, level.number() as u64).iter().enumerate() {
        let mv = agent
            .choose(position, &SearchLimits::time(ms), &mut Silent)
            .unwrap_or_else(|| panic!("level {} found no move in position {index}", level.number()));
        assert!(position.check(mv).is_ok(), "level {} played illegal {mv} in position {index}", level.number());
    }
    let finished = Position::from_rows(&["wwwwwwwwwwww"; 8], Color::Black).unwrap();
    assert!(finished.is_over());
    assert_eq!(agent.choose(&finished, &SearchLimits::time(ms), &mut Silent), None);
    let start = Position::new();
    assert!(agent.choose(&start, &SearchLimits::time(0.0), &mut Silent).is_some(), "0 ms still answers");
}

#[test]
fn level_1_always_legal() { always_legal(1, 3000, 0.0); }
#[test]
fn level_2_always_legal() { always_legal(2, 3000, 0.0); }
#[test]
fn level_3_always_legal() { always_legal(3, 3000, 0.0); }
#[test]
fn level_4_always_legal() { always_legal(4, 2000, 0.0); }
#[test]
fn level_5_always_legal() { always_legal(5, 2000, 0.0); }
#[test]
fn level_6_always_legal() { always_legal(6, 2000, 1.0); }
#[test]
fn level_7_always_legal() { always_legal(7, 2000, 1.0); }
#[test]
fn level_8_always_legal() { always_legal(8, 2000, 1.0); }
#[test]
fn level_9_always_legal() { always_legal(9, 2000, 1.0); }
#[test]
fn level_10_always_legal() { always_legal(10, 2000, 1.0); }
#[test]
fn level_11_always_legal() { always_legal(11, 1000, 1.0); }
#[test]
fn level_12_always_legal() { always_legal(12, 1000, 1.0); }

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
            let mv = agent.choose(&position, &SearchLimits::time(200.0), &mut Silent).unwrap();
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
        let mv = agent.choose(&position, &SearchLimits::time(100.0), &mut Silent).unwrap();
        let mut after = position;
        after.play_unchecked(mv);
        assert_eq!(after.status(), Status::Won(Color::Black), "level {level} played {mv}");
    }
}
