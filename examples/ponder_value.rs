//! What thinking on the opponent's time is worth to a level: the level pondering (searching the
//! opponent's position while the opponent thinks, its kept tree or table carried into its own
//! search) against itself without, in game pairs that share a random opening, colours swapped.
//! The opponent's turn stands for a human's: the ponderer gets `PONDER_NODES` on it, as a
//! player's few seconds would give it; every search is bounded by nodes, so a run is the same on
//! every machine.
//!
//!   cargo run --release --example ponder_value -- [PAIRS] [NODES] [PONDER_NODES] [LEVEL] [OPENING] [SEED]
//!   defaults: 20 40000 160000 12 4 1

use pathwayz::agents::agent_for;
use pathwayz::agents::random::random_move;
use pathwayz::agents::weights::AgentSettings;
use pathwayz::arena::parallel::run_indexed;
use pathwayz::arena::stats::{Pentanomial, Tally};
use pathwayz::rng::{derived_seed, SeededRng};
use pathwayz::score::points;
use pathwayz::search::{Agent, SearchLimits, Silent};
use pathwayz::{Color, Level, Position};
use rand::SeedableRng;

/// Plays one game from the opening of `seed`; the pondering side plays `ponderer`. Returns the
/// ponderer's points.
fn game(level: Level, ponderer: Color, nodes: u64, ponder_nodes: u64, opening: u32, seed: u64) -> f64 {
    let settings = AgentSettings::default();
    let limits = SearchLimits::time(600_000.0).with_nodes(nodes);
    let ponder_limits = SearchLimits::time(600_000.0).with_nodes(ponder_nodes);
    let mut agents: [Box<dyn Agent>; 2] = [agent_for(level, derived_seed(seed, 1), &settings), agent_for(level, derived_seed(seed, 2), &settings)];
    let mut opening_rng = SeededRng::seed_from_u64(derived_seed(seed, 3));
    let mut position = Position::new();
    while !position.is_over() {
        let mover = position.to_move();
        let mv = if position.ply() < opening {
            random_move(&position, &mut opening_rng)
        } else {
            if mover != ponderer {
                // The opponent thinks: the ponderer searches the same position meanwhile.
                agents[ponderer.index()].choose(&position, &ponder_limits, &mut Silent);
            }
            agents[mover.index()].choose(&position, &limits, &mut Silent)
        };
        position.try_play(mv.expect("a game in play has moves")).expect("legal");
    }
    points(position.status(), ponderer).expect("over")
}

fn main() {
    let args: Vec<u64> = std::env::args().skip(1).map(|a| a.parse().expect("a whole number")).collect();
    let pairs = args.first().copied().unwrap_or(20) as usize;
    let nodes = args.get(1).copied().unwrap_or(40_000);
    let ponder_nodes = args.get(2).copied().unwrap_or(160_000);
    let level = Level::new(args.get(3).copied().unwrap_or(12) as i64).expect("a level");
    let opening = args.get(4).copied().unwrap_or(4) as u32;
    let seed = args.get(5).copied().unwrap_or(1);
    let scores = run_indexed(
        2 * pairs,
        |i| {
            let ponderer = if i % 2 == 0 { Color::White } else { Color::Black };
            game(level, ponderer, nodes, ponder_nodes, opening, derived_seed(seed, (i / 2) as u64))
        },
        |_| {},
    );
    let mut tally = Tally::default();
    scores.iter().for_each(|&s| tally.add(s));
    let pentanomial = Pentanomial::from_game_scores(&scores);
    println!("level {} pondering ({ponder_nodes} nodes on each opponent move) against itself without, {nodes} nodes a move, {pairs} pairs from {opening} random moves (seed {seed}):", level.number());
    println!("{pentanomial}\n{}\n{tally}", pentanomial.elo());
}
