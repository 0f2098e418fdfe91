//! Level 11's search: plain alpha-beta equals minimax, the transposition table changes no value;
//! levels 11 and 12 solve the tactics of `tests/data/tactics.txt` within a node budget (level 12
//! within a few hundred positions), and level 12 never misses a win in one or a necessary block
//! in hundreds of positions from games; both say when a search ends because the position is
//! decided.

use pathwayz::agents::agent_for;
use pathwayz::agents::weights::AgentSettings;
use pathwayz::bench::sample_positions;
use pathwayz::rules::tactic::{Tactic, TacticKind};
use pathwayz::rules::threats::{blocking_moves, has_winning_move, threats_of, winning_moves};
use pathwayz::score::WIN;
use pathwayz::search::puct::PuctSearch;
use pathwayz::search::pvs::{PvsSearch, SearchConfig};
use pathwayz::search::split_search::SplitAgent;
use pathwayz::search::Agent;
use pathwayz::rules::threat_moves::ThreatMoves;
use pathwayz::search::{Deadline, SearchHandler, SearchInfo, SearchLimits, Silent};
use pathwayz::{Color, Game, Level, Move, Position, Status};

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

/// The tactics file, read by its one reader.
fn tactics() -> Vec<Tactic> {
    Tactic::parse_file(include_str!("data/tactics.txt")).expect("the tactics file reads")
}

/// Checks the answer key itself: every listed move does what the kind says.
fn solves(tactic: &Tactic, position: &Position, mv: Move) -> bool {
    let me = position.to_move();
    let mut child = *position;
    child.play_unchecked(mv);
    match tactic.kind {
        TacticKind::WinRegular | TacticKind::WinPermanent => child.status() == Status::Won(me),
        TacticKind::Block | TacticKind::BlockPermanent => child.status() == Status::Won(me) || (!child.is_over() && !has_winning_move(&child)),
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
    for kind in TacticKind::ALL {
        assert!(all.iter().filter(|t| t.kind == kind).count() >= 4, "{kind}");
    }
    for tactic in &all {
        let position = tactic.position;
        for &mv in &tactic.solutions {
            assert!(solves(tactic, &position, mv), "{} {mv} in {}", tactic.kind, tactic.record);
        }
        if tactic.kind.wins_now() {
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
        let mut agent = agent_for(Level::new(level).unwrap(), 1, &settings);
        let mv = agent.choose(&tactic.position, &SearchLimits::time(60_000.0).with_nodes(TACTIC_NODES), &mut Silent).unwrap();
        assert!(
            tactic.solutions.contains(&mv),
            "level {level}, {}: played {mv}, solutions {:?}, in {}",
            tactic.kind,
            tactic.solutions.iter().map(|m| m.to_string()).collect::<Vec<_>>(),
            tactic.record
        );
    }
}

/// Every position after the opening of level-12 self-play games (150 positions a move, four
/// random opening moves; each side keeps its tree from move to move, as in a game on the page),
/// with the move level 12 played there.
fn self_play_moves() -> Vec<(Position, Move)> {
    let settings = AgentSettings::default();
    let twelve = Level::new(12).unwrap();
    let limits = SearchLimits::time(600_000.0).with_nodes(150);
    let mut played = Vec::new();
    for seed in 0..40 {
        let record = pathwayz::arena::game::play_game(twelve, twelve, 4, &limits, seed, &settings).record;
        let mut position = Position::new();
        for &mv in &record.moves {
            if position.ply() >= 4 {
                played.push((position, mv));
            }
            position.play_unchecked(mv);
        }
    }
    played
}

/// True if the player to move can win at once, or must stop the opponent's immediate win and can.
fn must_play(position: &Position) -> bool {
    let theirs = threats_of(position, !position.to_move());
    !position.is_over() && (has_winning_move(position) || (!theirs.is_empty() && !blocking_moves(position, &theirs).is_empty()))
}

/// What level 12 must do in `position`: win at once if it can, else leave the opponent no
/// immediate win. The reason it failed, if it did.
fn misses_a_win_or_a_block(position: &Position, mv: Move) -> Option<&'static str> {
    let me = position.to_move();
    let mut child = *position;
    child.play_unchecked(mv);
    if has_winning_move(position) {
        return (child.status() != Status::Won(me)).then_some("missed a win in one");
    }
    let stopped = child.status() == Status::Won(me) || (!child.is_over() && !has_winning_move(&child));
    (!stopped).then_some("missed a necessary block")
}

#[test]
fn level_12_never_misses_a_win_in_one_or_a_necessary_block() {
    let settings = AgentSettings::default();
    let games = self_play_moves();
    for (position, mv) in games.iter().filter(|(p, _)| must_play(p)) {
        if let Some(reason) = misses_a_win_or_a_block(position, *mv) {
            panic!("level 12 in self-play (a kept tree) {reason}: played {mv} in\n{position}");
        }
    }
    let mut positions: Vec<Position> = games.into_iter().map(|(p, _)| p).collect();
    positions.extend(sample_positions(1500, 28));
    positions.retain(must_play);
    let wins = positions.iter().filter(|p| has_winning_move(p)).count();
    assert!(wins >= 150 && positions.len() - wins >= 150, "{wins} wins in one, {} blocks", positions.len() - wins);
    let twelve = Level::new(12).unwrap();
    let searcher = || -> Box<dyn Agent + Send> { Box::new(PuctSearch::new(settings.weights_for(twelve).unwrap().clone())) };
    for nodes in [200, 2000] {
        let limits = SearchLimits::time(600_000.0).with_nodes(nodes);
        for position in &positions {
            let mv = agent_for(twelve, 1, &settings).choose(position, &limits, &mut Silent).unwrap();
            if let Some(reason) = misses_a_win_or_a_block(position, mv) {
                panic!("level 12 at {nodes} positions {reason}: played {mv} in\n{position}");
            }
            // As the page plays it: three workers, each searching a share of the root moves.
            let mv = SplitAgent::new((0..3).map(|_| searcher()).collect()).choose(position, &limits, &mut Silent).unwrap();
            if let Some(reason) = misses_a_win_or_a_block(position, mv) {
                panic!("level 12 split in three at {nodes} positions a share {reason}: played {mv} in\n{position}");
            }
        }
    }
}

#[test]
fn level_12_solves_every_tactic_at_a_few_hundred_positions() {
    let settings = AgentSettings::default();
    for tactic in tactics() {
        let mut agent = agent_for(Level::new(12).unwrap(), 1, &settings);
        let mv = agent.choose(&tactic.position, &SearchLimits::time(60_000.0).with_nodes(300), &mut Silent).unwrap();
        assert!(tactic.solutions.contains(&mv), "{}: played {mv} in {}", tactic.kind, tactic.record);
    }
}

/// Whether any report of a search said it ended because the position is decided.
#[derive(Default)]
struct HeardDecided(bool);

impl SearchHandler for HeardDecided {
    fn info(&mut self, info: &SearchInfo) {
        self.0 |= info.decided;
    }
}

/// Whether level `level`'s search of `position` within `nodes` says the position is decided.
fn says_decided(level: i64, position: &Position, nodes: u64) -> bool {
    let mut agent = agent_for(Level::new(level).unwrap(), 1, &AgentSettings::default());
    let mut heard = HeardDecided::default();
    agent.choose(position, &SearchLimits::time(60_000.0).with_nodes(nodes), &mut heard).expect("a move");
    heard.0
}

#[test]
fn the_top_levels_say_when_a_search_ends_because_the_position_is_decided() {
    // What a ponder stops on: a win at once, a single move worth playing (one block), a loss no
    // move stops (every reply to a win in two); an opening searched to its node budget is open.
    let tactics = tactics();
    let win = tactics.iter().find(|t| t.kind == TacticKind::WinRegular).map(|t| t.position).expect("a win at once");
    // Black's permanents need only the gap f4, walled off by White's permanents: White's only
    // move is a regular piece there (a permanent would be Black's).
    let rows = ["............", "............", "....WWW.....", "BBBBB.BBBBBB", "....WWW.....", "............", "............", "............"];
    let one_block = Position::from_rows(&rows, Color::White).unwrap();
    assert!(matches!(ThreatMoves::of(&one_block), ThreatMoves::Blocks(blocks) if blocks.len() == 1));
    let lost = tactics
        .iter()
        .find(|t| t.kind == TacticKind::WinInTwo)
        .map(|t| {
            let mut after = t.position;
            after.play_unchecked(t.solutions[0]);
            after
        })
        .expect("a win in two");
    let open = *Game::from_record("f4 g5 f5 e4 d6 h3").unwrap().position();
    for level in [11, 12] {
        for (what, position) in [("a win at once", &win), ("a single block", &one_block), ("a lost position", &lost)] {
            assert!(says_decided(level, position, TACTIC_NODES), "level {level}: {what} is decided");
        }
        assert!(!says_decided(level, &open, 2_000), "level {level}: an opening is open at 2,000 nodes");
    }
}
