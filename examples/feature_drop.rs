//! Experiment: refits the weights to a `distill --data` file without some features (their
//! values set to zero, so their weights come out zero), prints the log loss on the fitted and
//! held-out games (every 10th game), and writes the blob for `tune_puct`'s `PUCT_WEIGHTS`.
//! A feature is named with or without its `my`/`your` prefix (`CarrierCells` drops both sides').
//!
//!   cargo run --release --features lab --example feature_drop -- DATA OUT.bin CarrierCells,LongestPath

use pathwayz::evaluation::features::{feature_name, FEATURE_COUNT};
use pathwayz::evaluation::weights_blob::write_blob;
use pathwayz::training::search_distill::{excess_log_loss, fit_weights, split_samples, SearchedGame};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [data, out, names] = &args[..] else {
        eprintln!("usage: feature_drop DATA OUT.bin NAME[,NAME...]");
        std::process::exit(2);
    };
    let names: Vec<&str> = names.split(',').collect();
    // A name matches a feature's full name, or either side's without the prefix.
    let is_named = |index: usize, n: &str| {
        let name = feature_name(index);
        name == n || name == format!("my{n}") || name == format!("your{n}")
    };
    let unknown: Vec<&&str> = names.iter().filter(|n| !(0..FEATURE_COUNT).any(|i| is_named(i, n))).collect();
    if !unknown.is_empty() {
        eprintln!("unknown features: {unknown:?}");
        std::process::exit(2);
    }
    let dropped: Vec<usize> = (0..FEATURE_COUNT).filter(|&i| names.iter().any(|n| is_named(i, n))).collect();
    println!("dropping {}", dropped.iter().map(|&i| feature_name(i)).collect::<Vec<_>>().join(", "));
    let text = std::fs::read_to_string(data).expect("a readable data file");
    let games: Vec<SearchedGame> =
        text.lines().map(|line| SearchedGame::from_line(line).expect("a game line of distill --data")).collect();
    let (mut fitted, mut held_out) = split_samples(&games, 10, 0.0);
    for sample in fitted.iter_mut().chain(held_out.iter_mut()) {
        for &index in &dropped {
            sample.features[index] = 0.0;
        }
    }
    let weights = fit_weights(&fitted);
    println!(
        "log loss less the targets' entropy: {:.4} fitted, {:.4} held out",
        excess_log_loss(&fitted, &weights),
        excess_log_loss(&held_out, &weights)
    );
    std::fs::write(out, write_blob(&weights)).expect("a writable output");
    println!("wrote {out}");
}
