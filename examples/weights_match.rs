//! One level against itself on two sets of weights: which evaluation plays better at equal work
//! or equal time. Random openings (4 plies, seeds from `OPENINGS`, default 1000), colours
//! alternated, games on every core.
//!
//!   cargo run --release --example weights_match -- LEVEL BLOB_A BLOB_B GAMES NODES|--ms MS
//!
//! A blob is a weights file, or `td` / `search` for the shipped TD or search-fitted weights. Each
//! side plays its blob in place of both the TD and the search-fitted weights, so the level may
//! be any that plays learned weights: 5, 10, 11 or 12. Prints side A's score.

use pathwayz::agents::agent_for;
use pathwayz::agents::random::random_moves;
use pathwayz::agents::weights::AgentSettings;
use pathwayz::arena::game::{play_out, score_for};
use pathwayz::arena::parallel::run_indexed;
use pathwayz::arena::stats::Tally;
use pathwayz::evaluation::linear::LinearEval;
use pathwayz::rng::SeededRng;
use pathwayz::search::Agent;
use pathwayz::search::SearchLimits;
use pathwayz::{Color, Level};
use rand::SeedableRng;

/// The shipped settings with `name`'s weights as both the learned and the search-fitted ones.
fn settings_for(name: &str) -> AgentSettings {
    let shipped = AgentSettings::default();
    let weights: LinearEval = match name {
        "td" => shipped.learned.clone(),
        "search" => shipped.search_fitted.clone(),
        path => AgentSettings::with_blob(&std::fs::read(path).expect("a readable blob"), path).expect("a valid blob").learned,
    };
    AgentSettings { learned: weights.clone(), search_fitted: weights, learned_source: name.to_string(), ..shipped }
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.len() < 5 {
        eprintln!("usage: weights_match LEVEL BLOB_A BLOB_B GAMES NODES|--ms MS");
        std::process::exit(2);
    }
    let level = Level::new(args[0].parse().expect("a level")).expect("a level");
    let (a, b) = (settings_for(&args[1]), settings_for(&args[2]));
    let games: usize = args[3].parse().expect("a number of games");
    let limits = if args[4] == "--ms" {
        SearchLimits::time(args.get(5).expect("milliseconds").parse().expect("milliseconds"))
    } else {
        SearchLimits::time(60_000.0).with_nodes(args[4].parse().expect("a node budget"))
    };
    let first_opening: u64 = std::env::var("OPENINGS").map_or(1000, |v| v.parse().expect("a seed"));
    let scores = run_indexed(
        games,
        |game| {
            let mut rng = SeededRng::seed_from_u64(first_opening + game as u64 / 2);
            let position = random_moves(pathwayz::Position::new(), 4, &mut rng);
            let a_color = if game % 2 == 0 { Color::White } else { Color::Black };
            let mut side_a = agent_for(level, 1 + game as u64, &a);
            let mut side_b = agent_for(level, 1 + game as u64, &b);
            let a_side: (&mut dyn Agent, &SearchLimits) = (side_a.as_mut(), &limits);
            let b_side: (&mut dyn Agent, &SearchLimits) = (side_b.as_mut(), &limits);
            let sides = if a_color == Color::White { [a_side, b_side] } else { [b_side, a_side] };
            score_for(play_out(position, sides), a_color)
        },
        |_| {},
    );
    let mut tally = Tally::default();
    for score in scores {
        tally.add(score);
    }
    println!("level {} on {} vs on {}, {}: {tally}", level.number(), args[1], args[2], args[4..].join(" "));
}
