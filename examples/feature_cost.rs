//! Experiment: what each part of the feature computation costs, over the positions of a
//! `distill --data` file (refits without some features: `examples/feature_drop.rs`).
//!   cargo run --release --features lab --example feature_cost -- DATA
use pathwayz::evaluation::distance::distance;
use pathwayz::evaluation::features::features;
use pathwayz::evaluation::neighbour_counts::NeighbourCounts;
use pathwayz::evaluation::side_analysis::SideAnalysis;
use pathwayz::rules::threats::threats_of;
use pathwayz::training::search_distill::SearchedGame;
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
}
