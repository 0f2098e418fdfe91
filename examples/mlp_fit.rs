//! Experiment: does a hidden layer on top of the 65 features predict level 12's searches better
//! than the linear fit? Reads the games `pathwayz distill --data` keeps, fits the linear weights
//! (as `distill` does), then trains `linear + v . relu(U x + b)` on the same soft targets with
//! Adam, and reports the excess log loss on the fitted and the held-out games (every 10th).
//!
//!   cargo run --release --features lab --example mlp_fit -- DATA HIDDEN EPOCHS LEARNING_RATE [OUT]
//!
//! OUT, when given, receives the trained layer as text (`HiddenLayer::to_text`), and OUT.bin the
//! linear weights trained with it, as a blob.

use pathwayz::evaluation::features::{Features, FEATURE_COUNT};
use pathwayz::evaluation::linear::LinearEval;
use pathwayz::evaluation::weights_blob::write_blob;
use pathwayz::lab::extended_eval::ExtendedEval;
use pathwayz::lab::hidden_layer::HiddenLayer;
use pathwayz::rng::SeededRng;
use pathwayz::training::logistic_fit::Sample;
use pathwayz::score::POINTS_PER_LOGIT;
use pathwayz::training::search_distill::{excess_log_loss, fit_weights, split_samples, SearchedGame};
use rand::seq::SliceRandom;
use rand::{RngExt, SeedableRng};

const N: usize = FEATURE_COUNT;

/// The network in logistic units: `w . x + v . relu(U (x - mean) / std + b)`.
struct Net {
    w: Vec<f32>,
    u: Vec<f32>,
    b: Vec<f32>,
    v: Vec<f32>,
}

impl Net {
    fn params(&mut self) -> [&mut Vec<f32>; 4] {
        [&mut self.w, &mut self.u, &mut self.b, &mut self.v]
    }
}

fn logit(net: &Net, x: &[f32], xs: &[f32], hidden: &mut [f32]) -> f32 {
    let mut z: f32 = net.w.iter().zip(x).map(|(w, x)| w * x).sum();
    for (j, h) in hidden.iter_mut().enumerate() {
        let row = &net.u[j * N..(j + 1) * N];
        let a: f32 = net.b[j] + row.iter().zip(xs).map(|(u, x)| u * x).sum::<f32>();
        *h = a.max(0.0);
        z += net.v[j] * *h;
    }
    z
}

fn excess(net: &Net, samples: &[(Vec<f32>, Vec<f32>, f32)], hidden: usize) -> f64 {
    let mut h = vec![0.0; hidden];
    let total: f64 = samples
        .iter()
        .map(|(x, xs, t)| {
            let z = logit(net, x, xs, &mut h) as f64;
            let p = (1.0 / (1.0 + (-z).exp())).clamp(1e-6, 1.0 - 1e-6);
            let t = (*t as f64).clamp(1e-6, 1.0 - 1e-6);
            t * (t / p).ln() + (1.0 - t) * ((1.0 - t) / (1.0 - p)).ln()
        })
        .sum();
    total / samples.len() as f64
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let data = std::fs::read_to_string(&args[0]).expect("a readable data file");
    let hidden: usize = args[1].parse().expect("hidden units");
    let epochs: usize = args[2].parse().expect("epochs");
    let rate: f32 = args[3].parse().expect("a learning rate");
    let games: Vec<SearchedGame> = data.lines().map(|line| SearchedGame::from_line(line).expect("a valid line")).collect();
    let (fitted, held_out) = split_samples(&games, 10, 0.0);
    let linear = fit_weights(&fitted);
    println!(
        "{} fitted, {} held-out positions; linear fit: {:.4} fitted, {:.4} held out",
        fitted.len(),
        held_out.len(),
        excess_log_loss(&fitted, &linear),
        excess_log_loss(&held_out, &linear)
    );
    let mut mean = vec![0.0f64; N];
    let mut square = vec![0.0f64; N];
    for sample in &fitted {
        for i in 0..N {
            mean[i] += sample.features[i] as f64;
            square[i] += (sample.features[i] as f64).powi(2);
        }
    }
    let count = fitted.len() as f64;
    let mean: Vec<f32> = mean.iter().map(|m| (m / count) as f32).collect();
    let spread: Vec<f32> = square
        .iter()
        .zip(&mean)
        .map(|(s, &m)| ((s / count - (m as f64).powi(2)).max(0.0).sqrt() as f32).max(1e-3))
        .collect();
    let prepare = |samples: &[Sample]| -> Vec<(Vec<f32>, Vec<f32>, f32)> {
        samples
            .iter()
            .map(|s| {
                let xs = (0..N).map(|i| (s.features[i] - mean[i]) / spread[i]).collect();
                (s.features.clone(), xs, s.outcome as f32)
            })
            .collect()
    };
    let (mut train, test) = (prepare(&fitted), prepare(&held_out));
    let mut rng = SeededRng::seed_from_u64(1);
    let scale = (2.0 / N as f32).sqrt();
    let mut net = Net {
        w: linear.iter().map(|w| w / POINTS_PER_LOGIT as f32).collect(),
        u: (0..hidden * N).map(|_| (rng.random::<f32>() * 2.0 - 1.0) * scale).collect(),
        b: vec![0.0; hidden],
        v: (0..hidden).map(|_| (rng.random::<f32>() * 2.0 - 1.0) * 0.01).collect(),
    };
    let mut first = vec![Vec::new(); 4];
    let mut second = vec![Vec::new(); 4];
    for (k, p) in net.params().into_iter().enumerate() {
        first[k] = vec![0.0f32; p.len()];
        second[k] = vec![0.0f32; p.len()];
    }
    let batch = 256;
    let mut step = 0;
    let mut h = vec![0.0; hidden];
    let mut best = (f64::MAX, 0);
    for epoch in 1..=epochs {
        train.shuffle(&mut rng);
        for chunk in train.chunks(batch) {
            let mut grad: Vec<Vec<f32>> = vec![vec![0.0; N], vec![0.0; hidden * N], vec![0.0; hidden], vec![0.0; hidden]];
            for (x, xs, t) in chunk {
                let z = logit(&net, x, xs, &mut h);
                let d = 1.0 / (1.0 + (-z).exp()) - t;
                for i in 0..N {
                    grad[0][i] += d * x[i];
                }
                for j in 0..hidden {
                    grad[3][j] += d * h[j];
                    if h[j] > 0.0 {
                        let dv = d * net.v[j];
                        grad[2][j] += dv;
                        for i in 0..N {
                            grad[1][j * N + i] += dv * xs[i];
                        }
                    }
                }
            }
            step += 1;
            let decay = 1e-5;
            for (k, p) in net.params().into_iter().enumerate() {
                for i in 0..p.len() {
                    let g = grad[k][i] / chunk.len() as f32 + decay * p[i];
                    first[k][i] = 0.9 * first[k][i] + 0.1 * g;
                    second[k][i] = 0.999 * second[k][i] + 0.001 * g * g;
                    let m = first[k][i] / (1.0 - 0.9f32.powi(step));
                    let s = second[k][i] / (1.0 - 0.999f32.powi(step));
                    p[i] -= rate * m / (s.sqrt() + 1e-8);
                }
            }
        }
        let (on_fitted, on_held_out) = (excess(&net, &train, hidden), excess(&net, &test, hidden));
        if on_held_out < best.0 {
            best = (on_held_out, epoch);
        }
        println!("epoch {epoch}: {on_fitted:.4} fitted, {on_held_out:.4} held out");
    }
    println!("best held out {:.4} at epoch {}", best.0, best.1);
    if let Some(out) = args.get(4) {
        let layer = HiddenLayer::from_standardised(&net.u, &net.b, &net.v, &mean, &spread, POINTS_PER_LOGIT as f32)
            .expect("the network's shapes agree and every spread is positive");
        std::fs::write(out, layer.to_text()).expect("a writable file");
        let weights: Features = std::array::from_fn(|i| net.w[i] * POINTS_PER_LOGIT as f32);
        std::fs::write(format!("{out}.bin"), write_blob(&weights)).expect("a writable file");
        // The layer's cost: evaluate the held-out positions with and without it.
        let positions: Vec<_> = games
            .iter()
            .skip(9)
            .step_by(10)
            .flat_map(|game| game.targets(0.0))
            .map(|(position, _)| position)
            .collect();
        let plain = ExtendedEval::linear(LinearEval::new(weights));
        let layered = plain.clone().with_hidden(std::sync::Arc::new(layer));
        for (name, eval) in [("linear", &plain), ("with the layer", &layered), ("linear", &plain), ("with the layer", &layered)] {
            let start = std::time::Instant::now();
            let total: f32 = positions.iter().map(|p| eval.value(p)).sum();
            let seconds = start.elapsed().as_secs_f64();
            println!("{name}: {:.0} evaluations a second (checksum {total:.1})", positions.len() as f64 / seconds);
        }
    }
}
