//! The analysis's values a player reads: every value of one report comes from one depth, the
//! page's rounds go on where the last one stopped, and the value moves little from one depth to
//! the next (the stated bound of docs/RESULTS.md, "Analysis values"). Searches are bounded by
//! depth and nodes, never by the clock.
#![cfg(not(target_arch = "wasm32"))]

use pathwayz::agents::weights::AgentSettings;
use pathwayz::analysis::position_analysis::{analyze, Analysis};
use pathwayz::bench::self_play_positions;
use pathwayz::search::pvs::PvsSearch;
use pathwayz::search::{Deadline, SearchLimits, Silent};
use pathwayz::{Game, Position};

/// The position of the example: after it, the page once showed four cells from a deeper
/// round at 63-65% beside the rest at 37-43%.
const MIXED_DEPTHS: &str = "f4 k5 f5 l4 g4 h4 e5 g3 d4 d3";

fn search() -> PvsSearch {
    PvsSearch::with_table(AgentSettings::default().learned, 16)
}

fn analysis(search: &mut PvsSearch, position: &Position, top: Option<usize>, limits: SearchLimits) -> Analysis {
    analyze(search, position, top, None, &mut Deadline::new(&limits, &mut Silent)).expect("the game goes on")
}

fn unbounded() -> SearchLimits {
    SearchLimits::time(600_000.0)
}

#[test]
fn rounds_go_on_from_the_depth_reached_and_match_one_search_to_that_depth() {
    let position = *Game::from_record(MIXED_DEPTHS).unwrap().position();
    // The page's rounds, each cut short (here by nodes): depth 2 finished, depth 3 begun.
    let mut rounds = search();
    let mut depths = Vec::new();
    let mut report = analysis(&mut rounds, &position, None, unbounded().with_depth(2));
    depths.push(report.depth);
    // Rounds twice as long each time, as the page's are.
    for round in 0..12 {
        report = analysis(&mut rounds, &position, None, unbounded().with_nodes(2_000 << round).with_depth(3));
        depths.push(report.depth);
        if report.depth == 3 {
            break;
        }
    }
    assert!(depths.windows(2).all(|w| w[0] <= w[1]), "never back to a shallower depth: {depths:?}");
    assert_eq!(report.depth, 3, "{depths:?}");
    assert!(depths.len() > 2, "the rounds were cut short: {depths:?}");
    // One search straight to depth 3 values every move as the rounds did, within rounding of
    // the table's help.
    let straight = analysis(&mut search(), &position, None, unbounded().with_depth(3));
    assert_eq!(straight.moves.len(), report.moves.len());
    let worst = report
        .moves
        .iter()
        .map(|m| {
            let other = straight.moves.iter().find(|s| s.mv == m.mv).expect("the same moves");
            (m.win_probability - other.win_probability).abs()
        })
        .fold(0.0, f64::max);
    assert!(worst < 0.03, "a move's value differs by {worst:.3} between the rounds and one search");
}

#[test]
fn the_values_of_one_report_are_not_split_by_depth() {
    let position = *Game::from_record(MIXED_DEPTHS).unwrap().position();
    let mut rounds = search();
    // The page's rounds, twice as long each time: before rounds went on from where they stopped,
    // the last of these showed k6, h5, b3 and l5 at 63-65% beside the rest at 43%.
    for nodes in [20_000, 40_000, 80_000, 160_000, 320_000] {
        let report = analysis(&mut rounds, &position, None, unbounded().with_nodes(nodes));
        let chances: Vec<f64> = report.moves.iter().map(|m| m.win_probability).collect();
        // The best moves' values were 20 points above the rest's when the table mixed depths.
        let (best, tenth) = (chances[0], chances[9]);
        assert!(best - tenth < 0.1, "depth {}: best {best:.3}, tenth {tenth:.3}", report.depth);
    }
}

/// The best move's value at each depth from 1 to `deepest` (the page's rounds, each going on
/// from the last), for the player to move in `position`.
fn values_by_depth(position: &Position, deepest: u32) -> Vec<f64> {
    let mut search = search();
    (1..=deepest).map(|depth| analysis(&mut search, position, Some(1), unbounded().with_depth(depth)).best().win_probability).collect()
}

/// Over `count` self-play positions, how much the best move's value changes from each depth to
/// the next: (mean, 90th percentile), in points of probability. Positions are shared out over
/// the cores.
fn changes_between_depths(count: usize, deepest: u32) -> Vec<(f64, f64)> {
    let positions = self_play_positions(count, 3, 300);
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get());
    let values: Vec<Vec<f64>> = std::thread::scope(|scope| {
        let chunks: Vec<_> = positions
            .chunks(count.div_ceil(threads))
            .map(|chunk| scope.spawn(move || chunk.iter().map(|p| values_by_depth(p, deepest)).collect::<Vec<_>>()))
            .collect();
        chunks.into_iter().flat_map(|c| c.join().expect("no panic")).collect()
    });
    (1..deepest as usize)
        .map(|depth| {
            let mut changes: Vec<f64> = values.iter().map(|v| 100.0 * (v[depth] - v[depth - 1]).abs()).collect();
            changes.sort_by(f64::total_cmp);
            (changes.iter().sum::<f64>() / changes.len() as f64, changes[changes.len() * 9 / 10])
        })
        .collect()
}

#[test]
fn odd_and_even_depths_agree_within_the_stated_bound() {
    let changes = changes_between_depths(200, 3);
    let said: Vec<String> = changes.iter().enumerate().map(|(i, (mean, p90))| format!("depth {} to {}: mean {mean:.1}, 90% under {p90:.1}", i + 1, i + 2)).collect();
    println!("{}", said.join("; "));
    assert!(changes.iter().all(|&(mean, p90)| mean < 6.0 && p90 < 12.0), "{}", said.join("; "));
}
