//! Tunes level 12: plays a PUCT search with the given settings against a level, from random
//! openings with colours alternated, each move searched within a node budget (so the result
//! does not depend on the machine's load).
//!
//!   cargo run --release --features lab --example tune_puct -- EXPLORATION TEMPERATURE OPPONENT GAMES NODES [OPPONENT_NODES]
//!
//! `ALL_PERMANENTS=1` searches every permanent, also those that flip none of the opponent's pieces.
//! `PUCT_MS=ms` gives both sides that time a move instead of the node budgets (for equal-time
//! checks; the result then depends on the machine's load).
//! `PUCT_OPENINGS=seed` draws the openings from seeds `seed`, `seed + 1`, ... (default 1000).
//! `PUCT_WEIGHTS=blob` gives the tuned search other weights than level 12's (the search-fitted ones).
//! `PUCT_HIDDEN=layer` adds a hidden layer (`examples/mlp_fit.rs`) to the tuned search's weights.
//! `PUCT_PATTERNS=tables` adds pattern tables (`examples/train_patterns.rs`) to the tuned search's.

use pathwayz::agents::agent_for;
use pathwayz::agents::random::random_moves;
use pathwayz::agents::weights::AgentSettings;
use pathwayz::arena::game::{play_out, score_for};
use pathwayz::arena::parallel::run_indexed;
use pathwayz::arena::stats::Tally;
use pathwayz::lab::extended_eval::ExtendedEval;
use pathwayz::lab::hidden_layer::HiddenLayer;
use pathwayz::lab::patterns::PatternTables;
use pathwayz::rng::SeededRng;
use pathwayz::search::Agent;
use pathwayz::search::puct::{PuctConfig, PuctSearch};
use pathwayz::search::SearchLimits;
use pathwayz::{Color, Level};
use rand::SeedableRng;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let number = |i: usize, default: f64| args.get(i).map_or(default, |a| a.parse().expect("a number"));
    let config = PuctConfig {
        exploration: number(0, 1.0) as f32,
        prior_temperature: number(1, 8.0) as f32,
        look_ahead: std::env::var("LOOK_AHEAD").map_or(1.0, |v| v.parse().expect("a number")),
        skip_dominated: std::env::var("ALL_PERMANENTS").is_err(),
    };
    let opponent = Level::new(number(2, 11.0) as i64).expect("a level");
    let games = number(3, 40.0) as usize;
    let nodes = number(4, 50_000.0) as u64;
    let opponent_nodes = number(5, nodes as f64) as u64;
    let first_opening: u64 = std::env::var("PUCT_OPENINGS").map_or(1000, |v| v.parse().expect("a seed"));
    let think_ms: Option<f64> = std::env::var("PUCT_MS").ok().map(|v| v.parse().expect("milliseconds"));
    let settings = AgentSettings::default();
    let puct_weights = match std::env::var("PUCT_WEIGHTS") {
        Ok(path) => AgentSettings::with_blob(&std::fs::read(&path).expect("a readable blob"), &path).expect("a valid blob").learned,
        Err(_) => settings.search_fitted.clone(),
    };
    let puct_weights = match std::env::var("PUCT_PATTERNS") {
        Ok(path) => {
            let tables = PatternTables::from_bytes(&std::fs::read(&path).expect("readable tables")).expect("valid tables");
            ExtendedEval::with_patterns(puct_weights, std::sync::Arc::new(tables))
        }
        Err(_) => ExtendedEval::linear(puct_weights),
    };
    let puct_weights = match std::env::var("PUCT_HIDDEN") {
        Ok(path) => {
            let layer = HiddenLayer::from_text(&std::fs::read_to_string(&path).expect("a readable layer"))
                .expect("a valid layer");
            puct_weights.with_hidden(std::sync::Arc::new(layer))
        }
        Err(_) => puct_weights,
    };
    let scores = run_indexed(
        games,
        |game| {
            let mut rng = SeededRng::seed_from_u64(first_opening + game as u64 / 2);
            let position = random_moves(pathwayz::Position::new(), 4, &mut rng);
            let puct_color = if game % 2 == 0 { Color::White } else { Color::Black };
            let mut puct = PuctSearch::configured(puct_weights.clone(), config);
            let mut other: Box<dyn Agent> = agent_for(opponent, 1 + game as u64, &settings);
            let limits = |budget: u64| match think_ms {
                Some(ms) => SearchLimits::time(ms),
                None => SearchLimits::time(60_000.0).with_nodes(budget),
            };
            let (puct_limits, other_limits) = (limits(nodes), limits(opponent_nodes));
            let puct_side: (&mut dyn Agent, &SearchLimits) = (&mut puct, &puct_limits);
            let other_side: (&mut dyn Agent, &SearchLimits) = (other.as_mut(), &other_limits);
            let sides = if puct_color == Color::White { [puct_side, other_side] } else { [other_side, puct_side] };
            score_for(play_out(position, sides), puct_color)
        },
        |_| {},
    );
    let mut tally = Tally::default();
    for score in scores {
        tally.add(score);
    }
    let budget = think_ms.map_or(format!("{nodes}/{opponent_nodes} nodes"), |ms| format!("{ms} ms"));
    println!("{config:?} vs level {} at {budget}: {tally}", opponent.number());
}
