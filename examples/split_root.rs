//! Measures a search split between threads by root moves (what the page's several search workers
//! do) against one searcher: the split level against OPPONENT_LEVEL (default: the same level,
//! one searcher), from 4 random opening moves with colours alternated, one game at a time so
//! that the split searchers have the cores to themselves.
//!
//!   cargo run --release --example split_root -- LEVEL WORKERS GAMES MS [OPPONENT_MS] [OPPONENT_LEVEL] [SEED]

use pathwayz::agents::agent_for;
use pathwayz::agents::random::random_moves;
use pathwayz::agents::weights::AgentSettings;
use pathwayz::arena::stats::Tally;
use pathwayz::rng::SeededRng;
use pathwayz::search::Agent;
use pathwayz::search::puct::PuctSearch;
use pathwayz::search::split_search::SplitAgent;
use pathwayz::search::{SearchLimits, Silent};
use pathwayz::{Color, Level, Status};
use rand::SeedableRng;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let number = |i: usize, default: f64| args.get(i).map_or(default, |a| a.parse().expect("a number"));
    let level = Level::new(number(0, 12.0) as i64).expect("a level");
    let workers = number(1, 2.0) as usize;
    let games = number(2, 40.0) as usize;
    let ms = number(3, 300.0);
    let opponent_ms = number(4, ms);
    let opponent = Level::new(number(5, level.number() as f64) as i64).expect("a level");
    let seed = number(6, 1.0) as u64;
    let settings = AgentSettings::default();
    let searcher = || -> Box<dyn Agent + Send> {
        match level.number() {
            12 => Box::new(PuctSearch::new(settings.learned.clone())),
            _ => panic!("only level 12 splits its root moves"),
        }
    };
    let mut tally = Tally::default();
    for game in 0..games {
        let mut rng = SeededRng::seed_from_u64(seed * 100_000 + game as u64 / 2);
        let mut position = random_moves(pathwayz::Position::new(), 4, &mut rng);
        let split_color = if game % 2 == 0 { Color::White } else { Color::Black };
        let mut split = SplitAgent::new((0..workers).map(|_| searcher()).collect());
        let mut other = agent_for(opponent, 1 + game as u64, &settings);
        while !position.is_over() {
            let (agent, budget): (&mut dyn Agent, f64) =
                if position.to_move() == split_color { (&mut split, ms) } else { (other.as_mut(), opponent_ms) };
            let mv = agent.choose(&position, &SearchLimits::time(budget), &mut Silent).expect("a move");
            position.try_play(mv).expect("legal");
        }
        tally.add(match position.status() {
            Status::Won(winner) if winner == split_color => 1.0,
            Status::Won(_) => 0.0,
            _ => 0.5,
        });
        eprintln!("game {}: {tally}", game + 1);
    }
    println!(
        "level {} split {workers} ways at {ms} ms vs level {} at {opponent_ms} ms: {tally}",
        level.number(),
        opponent.number()
    );
}
