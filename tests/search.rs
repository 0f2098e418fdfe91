//! Level 11's search: plain alpha-beta equals minimax, the transposition table changes no value,
//! and the tactics of `tests/data/tactics.txt` are solved within 100 ms.

use pathwayz::agents::agent_for;
use pathwayz::agents::weights::AgentSettings;
use pathwayz::bench::sample_positions;
use pathwayz::rules::threats::{has_winning_move, winning_moves};
use pathwayz::score::WIN;
use pathwayz::search::pvs::{PvsSearch, SearchConfig};
use pathwayz::search::{Deadline, SearchLimits, Silent};
use pathwayz::{Game, Level, Move, Position, Status};

fn evaluator() -> pathwayz::evaluation::linear::LinearEval {
    AgentSettings::default().learned
}

/// Textbook negamax over every legal move, scored like the search scores.
fn minimax(agent: &PvsSearch, position: &Position, depth: u32, ply: i32) -> i32 {
    match position.status() {
        Status::Draw => return 0,
        Status::Won(winner) if winner == position.to_move() => return WIN - ply,
        Status::Won(_) => return -(WIN - ply),
        Status::Ongoing => {}
    }
    if depth == 0 {
        return agent.static_score(position);
    }
    position
        .legal_moves()
        .iter()
        .map(|&mv| {
            let mut child = *position;
            child.play_unchecked(mv);
            -minimax(agent, &child, depth - 1, ply + 1)
        })
        .max()
        .expect("an unfinished game has moves")
}

fn searched(agent: &mut PvsSearch, position: &Position, depth: i32) -> i32 {
    let mut silent = Silent;
    let mut deadline = Deadline::new(&SearchLimits::time(1e9), &mut silent);
    agent.value(position, depth, &mut deadline).expect("no time limit")
}

/// Positions late enough that a few plies of full minimax stay cheap.
fn late_positions(count: usize, seed: u64, max_empty: u32) -> Vec<Position> {
    sample_positions(count * 40, seed)
        .into_iter()
        .filter(|p| !p.is_over() && p.empty().count() <= max_empty)
        .take(count)
        .collect()
}

#[test]
fn plain_alpha_beta_equals_minimax() {
    let eval = evaluator();
    let reference = PvsSearch::configured(eval.clone(), 1, SearchConfig::PLAIN);
    for (depth, positions) in [(1, sample_positions(150, 21)), (2, sample_positions(60, 22)), (3, late_positions(25, 23, 14))] {
        for position in positions.iter().filter(|p| !p.is_over()) {
            let mut plain = PvsSearch::configured(eval.clone(), 1, SearchConfig::PLAIN);
            assert_eq!(
                searched(&mut plain, position, depth),
                minimax(&reference, position, depth as u32, 0),
                "depth {depth}\n{position}"
            );
        }
    }
}

#[test]
fn the_table_changes_no_value_at_a_fixed_depth() {
    let eval = evaluator();
    let exact = SearchConfig { table: false, threats: true, extensions: false, reductions: false };
    let with_table = SearchConfig { table: true, ..exact };
    let mut checked = 0;
    for position in late_positions(40, 24, 24) {
        let mut without = PvsSearch::configured(eval.clone(), 1, exact);
        let mut with = PvsSearch::configured(eval.clone(), 16, with_table);
        let value = searched(&mut without, &position, 3);
        assert_eq!(value, searched(&mut with, &position, 3), "\n{position}");
        // Searching again with a warm table (its moves first) must give the same value too.
        assert_eq!(value, searched(&mut with, &position, 3), "warm table\n{position}");
        checked += 1;
    }
    assert!(checked >= 30, "only {checked} positions");
}

/// One line of the tactics file.
struct Tactic {
    kind: String,
    record: String,
    solutions: Vec<Move>,
}

fn tactics() -> Vec<Tactic> {
    include_str!("data/tactics.txt")
        .lines()
        .filter(|line| !line.starts_with('#') && !line.trim().is_empty())
        .map(|line| {
            let fields: Vec<&str> = line.split('|').map(str::trim).collect();
            let solutions = fields[2].split(' ').map(|mv| mv.parse().expect("a move")).collect();
            Tactic { kind: fields[0].to_string(), record: fields[1].to_string(), solutions }
        })
        .collect()
}

/// Checks the answer key itself: every listed move does what the kind says.
fn solves(tactic: &Tactic, position: &Position, mv: Move) -> bool {
    let me = position.to_move();
    let mut child = *position;
    child.play_unchecked(mv);
    match tactic.kind.as_str() {
        "win-regular" | "win-permanent" => child.status() == Status::Won(me),
        "block" | "block-permanent" => child.status() == Status::Won(me) || (!child.is_over() && !has_winning_move(&child)),
        _ => {
            !child.is_over()
                && child.legal_moves().iter().all(|&reply| {
                    let mut next = child;
                    next.play_unchecked(reply);
                    next.status() == Status::Won(me) || (!next.is_over() && has_winning_move(&next))
                })
        }
    }
}

#[test]
fn the_tactics_file_is_right_and_covers_every_kind() {
    let all = tactics();
    for kind in ["win-regular", "win-permanent", "block", "block-permanent", "win-in-two", "win-in-two-permanent"] {
        assert!(all.iter().filter(|t| t.kind == kind).count() >= 4, "{kind}");
    }
    for tactic in &all {
        let position = *Game::from_record(&tactic.record).unwrap().position();
        for &mv in &tactic.solutions {
            assert!(solves(tactic, &position, mv), "{} {mv} in {}", tactic.kind, tactic.record);
        }
        if tactic.kind.starts_with("win-") && !tactic.kind.starts_with("win-in-two") {
            assert_eq!(winning_moves(&position).moves().count(), tactic.solutions.len(), "{}", tactic.record);
        }
    }
}

/// What the top levels search each tactic with: a node budget, so the test means the same on a
/// loaded machine (level 12 evaluates about 70,000 positions in 100 ms natively; both levels
/// solve every tactic of the file with as few as 20 nodes, through the threat detector).
const TACTIC_NODES: u64 = 20_000;

#[test]
fn the_top_levels_solve_every_tactic_within_a_node_budget() {
    let settings = AgentSettings::default();
    for (level, tactic) in [11, 12].into_iter().flat_map(|level| tactics().into_iter().map(move |t| (level, t))) {
        let position = *Game::from_record(&tactic.record).unwrap().position();
        let mut agent = agent_for(Level::new(level).unwrap(), 1, &settings);
        let mv = agent.choose(&position, &SearchLimits::time(60_000.0).with_nodes(TACTIC_NODES), &mut Silent).unwrap();
        assert!(
            tactic.solutions.contains(&mv),
            "level {level}, {}: played {mv}, solutions {:?}, in {}",
            tactic.kind,
            tactic.solutions.iter().map(|m| m.to_string()).collect::<Vec<_>>(),
            tactic.record
        );
    }
}
