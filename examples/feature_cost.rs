//! Experiment: what each part of the feature computation costs, over the positions of a
//! `distill --data` file, and how much worse the linear fit to the searches predicts them
//! without the connection-distance features.   cargo run --release --example feature_cost -- DATA
use pathwayz::evaluation::distance::distance;
use pathwayz::evaluation::features::features;
use pathwayz::evaluation::side_analysis::{NeighbourCounts, SideAnalysis};
use pathwayz::rules::threats::threats_of;
use pathwayz::training::search_distill::{excess_log_loss, fit_weights, SearchedGame};
use pathwayz::evaluation::features::SIDE_FEATURES;
use std::hint::black_box;
use std::time::Instant;

fn main() {
    let data = std::fs::read_to_string(std::env::args().nth(1).expect("a data file")).expect("readable");
    let positions: Vec<_> = data.lines().take(1000).flat_map(|l| SearchedGame::from_line(l).unwrap().targets(0.0)).map(|(p, _)| p).collect();
    let time = |name: &str, f: &dyn Fn(&pathwayz::Position) -> u64| {
        let start = Instant::now();
        let mut sum = 0u64;
        for _ in 0..5 {
            for p in &positions {
                sum = sum.wrapping_add(f(black_box(p)));
            }
        }
        let ns = start.elapsed().as_nanos() as f64 / (5 * positions.len()) as f64;
        println!("{name}: {ns:.0} ns a position ({sum})");
    };
    time("all features", &|p| features(p)[0].to_bits() as u64);
    time("side analyses (2)", &|p| {
        let e = p.empty();
        let a = SideAnalysis::new(p.pieces(p.to_move()), p.permanents(), e);
        let b = SideAnalysis::new(p.pieces(!p.to_move()), p.permanents(), e);
        (a.longest_path + b.longest_path) as u64
    });
    time("distances (2)", &|p| {
        let me = p.to_move();
        let a = distance(p.pieces(me), p.empty(), p.pieces(!me) & !p.permanents());
        let b = distance(p.pieces(!me), p.empty(), p.pieces(me) & !p.permanents());
        (a.moves + b.moves) as u64
    });
    time("threats (2)", &|p| (threats_of(p, p.to_move()).permanent.count() + threats_of(p, !p.to_move()).permanent.count()) as u64);
    time("neighbour counts (3)", &|p| {
        let e = NeighbourCounts::of(p.empty());
        let a = NeighbourCounts::of(p.pieces(p.to_move()));
        let b = NeighbourCounts::of(p.pieces(!p.to_move()));
        (e.equal(2).count() + a.equal(1).count() + b.equal(1).count()) as u64
    });
    let (mut fitted, mut held_out) = (Vec::new(), Vec::new());
    for (index, line) in data.lines().enumerate() {
        let game = SearchedGame::from_line(line).unwrap();
        if index % 10 == 9 { held_out.extend(game.samples(0.0)) } else { fitted.extend(game.samples(0.0)) }
    }
    let distance_columns: Vec<usize> = (24..28).chain((24..28).map(|i| i + SIDE_FEATURES)).chain([2 * SIDE_FEATURES + 4, 2 * SIDE_FEATURES + 5]).collect();
    let full = fit_weights(&fitted);
    println!("all features: {:.4} fitted, {:.4} held out", excess_log_loss(&fitted, &full), excess_log_loss(&held_out, &full));
    let drop = |samples: &mut Vec<pathwayz::training::outcome_fit::Sample>| {
        for s in samples.iter_mut() {
            for &i in &distance_columns {
                s.features[i] = 0.0;
            }
        }
    };
    drop(&mut fitted);
    drop(&mut held_out);
    let without = fit_weights(&fitted);
    println!("without distance: {:.4} fitted, {:.4} held out", excess_log_loss(&fitted, &without), excess_log_loss(&held_out, &without));
    if let Some(out) = std::env::args().nth(2) {
        std::fs::write(out, pathwayz::evaluation::weights_blob::write_blob(&without)).unwrap();
    }
}
