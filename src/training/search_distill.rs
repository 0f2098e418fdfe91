//! Distilling level 12's search into the feature weights: level 12 plays itself, every position
//! it searched is labelled with the win probability its search found for the mover, and the
//! weights are the logistic regression of those probabilities on the features (soft labels).
//! The weights learn to say at once what a search of a few thousand evaluations would find
//! (docs/WEIGHTS.md, "Weights fitted to level 12's searches"; `pathwayz distill`).

use super::logistic_fit::{fit_logistic, Sample};
use crate::agents::random::random_move;
use crate::evaluation::features::{features, Features, FEATURE_COUNT};
use crate::evaluation::linear::LinearEval;
use crate::rng::SeededRng;
use crate::rules::color::Color;
use crate::rules::position::Position;
use crate::rules::record::Record;
use crate::score::{points, win_chance, POINTS_PER_LOGIT, SCALE};
use crate::search::Agent;
use crate::search::puct::PuctSearch;
use crate::search::{SearchHandler, SearchInfo, SearchLimits};
use rand::SeedableRng;

/// Random plies that open every self-play game, so that the games differ.
pub const OPENING_PLIES: usize = 4;

/// Ridge penalty of the fit, in logistic units.
pub const RIDGE: f64 = 1e-4;

/// Longest search of one self-play move, whatever the node budget: a guard, not a limit that
/// should ever bind (the budget is what makes the games reproducible).
const MOVE_TIME_GUARD_MS: f64 = 60_000.0;

/// One self-play game of level 12: the moves, the search's win probability for the mover at
/// every ply (none for the random opening plies, or when the search reported no score), and
/// White's result.
#[derive(Clone, Debug, PartialEq)]
pub struct SearchedGame {
    /// The moves played, the random opening first.
    pub record: Record,
    /// Per ply, the chance the search gave the player to move.
    pub chances: Vec<Option<f64>>,
    /// What White scored: 1, 0 or 1/2.
    pub white_result: f64,
}

/// Keeps the last score a search reported.
struct LastScore(Option<i32>);

impl SearchHandler for LastScore {
    fn info(&mut self, info: &SearchInfo) {
        self.0 = info.score;
    }
}

/// A chance to the 4 decimals a data line keeps, so that a fit on played games and a fit on
/// the same games read back from their lines give the same weights.
fn rounded(chance: f64) -> f64 {
    (chance * 1e4).round() / 1e4
}

/// Level 12 on `eval` plays itself from [`OPENING_PLIES`] random plies drawn from `seed`,
/// searching `nodes` evaluations a move; the same arguments give the same game.
pub fn play_searched_game(seed: u64, nodes: u64, eval: &LinearEval) -> SearchedGame {
    let mut rng = SeededRng::seed_from_u64(seed);
    let mut position = Position::new();
    let mut moves = Vec::new();
    for _ in 0..OPENING_PLIES {
        let Some(mv) = random_move(&position, &mut rng) else { break };
        moves.push(mv);
        position.play_unchecked(mv);
    }
    let mut chances = vec![None; moves.len()];
    let mut agent = PuctSearch::new(eval.clone());
    let limits = SearchLimits::time(MOVE_TIME_GUARD_MS).with_nodes(nodes);
    while !position.is_over() {
        let mut handler = LastScore(None);
        let Some(mv) = agent.choose(&position, &limits, &mut handler) else { break };
        chances.push(handler.0.map(|score| rounded(win_chance(score as f64, SCALE))));
        moves.push(mv);
        position.play_unchecked(mv);
    }
    let white_result = points(position.status(), Color::White).unwrap_or(0.5);
    SearchedGame { record: Record { moves }, chances, white_result }
}

impl SearchedGame {
    /// The game as one line of a data file: the record, the chances (4 decimals, `-` for none)
    /// separated by commas, and White's result, separated by tabs.
    pub fn to_line(&self) -> String {
        let chances: Vec<String> = self.chances.iter().map(|c| c.map_or("-".into(), |c| format!("{c:.4}"))).collect();
        format!("{}\t{}\t{}", self.record, chances.join(","), self.white_result)
    }

    /// Reads a line written by [`SearchedGame::to_line`]; a damaged line is refused with the
    /// reason (an illegal record, a chance outside 0 to 1, one chance too few, an unknown result).
    pub fn from_line(line: &str) -> Result<SearchedGame, String> {
        let fields: Vec<&str> = line.trim_end().split('\t').collect();
        let [record, chances, result] = fields[..] else {
            return Err(format!("expected 3 tab-separated fields, found {}", fields.len()));
        };
        let record: Record = record.parse().map_err(|e| format!("record: {e}"))?;
        record.replay().map_err(|e| format!("record: {e}"))?;
        let chances = chances
            .split(',')
            .map(|c| match c {
                "-" => Ok(None),
                _ => match c.parse::<f64>() {
                    Ok(p) if (0.0..=1.0).contains(&p) => Ok(Some(p)),
                    _ => Err(format!("chance {c:?} is not a probability or '-'")),
                },
            })
            .collect::<Result<Vec<_>, _>>()?;
        if chances.len() != record.moves.len() {
            return Err(format!("{} chances for {} moves", chances.len(), record.moves.len()));
        }
        let white_result = match result {
            "1" => 1.0,
            "0" => 0.0,
            "0.5" => 0.5,
            _ => return Err(format!("result {result:?} is not 1, 0 or 0.5")),
        };
        Ok(SearchedGame { record, chances, white_result })
    }

    /// Every searched position with its target chance for the mover,
    /// `(1 - mix) * chance + mix * result`: `mix` 0 learns the search alone, 1 the game's result.
    pub fn targets(&self, mix: f64) -> Vec<(Position, f64)> {
        let mut position = Position::new();
        let mut targets = Vec::new();
        for (&mv, chance) in self.record.moves.iter().zip(&self.chances) {
            if let Some(chance) = chance {
                let result = if position.to_move() == Color::White { self.white_result } else { 1.0 - self.white_result };
                targets.push((position, (1.0 - mix) * chance + mix * result));
            }
            position.play_unchecked(mv);
        }
        targets
    }

    /// [`SearchedGame::targets`] as feature samples for the fit.
    pub fn samples(&self, mix: f64) -> Vec<Sample> {
        let sample = |(position, target): (Position, f64)| Sample {
            features: features(&position).to_vec(),
            outcome: target,
            ply: position.ply() as usize,
        };
        self.targets(mix).into_iter().map(sample).collect()
    }
}

/// The samples of `games` (targets mixed by `mix`), split in two: the last game of every run of
/// `holdout` games is held out to check the fit, the others are fitted on.
pub fn split_samples(games: &[SearchedGame], holdout: usize, mix: f64) -> (Vec<Sample>, Vec<Sample>) {
    let (mut fitted_on, mut held_out) = (Vec::new(), Vec::new());
    for (index, game) in games.iter().enumerate() {
        let samples = game.samples(mix);
        if index % holdout == holdout - 1 { held_out.extend(samples) } else { fitted_on.extend(samples) }
    }
    (fitted_on, held_out)
}

/// The weights, in evaluation points, whose win probability best predicts the samples' targets.
pub fn fit_weights(samples: &[Sample]) -> Features {
    let logits = fit_logistic(samples, RIDGE);
    std::array::from_fn(|i| logits.get(i).map_or(0.0, |&w| w as f32 * POINTS_PER_LOGIT as f32))
}

/// Mean log loss of the weights' (in points) win probability against the samples' targets,
/// less the targets' own entropy: 0 is a perfect fit.
pub fn excess_log_loss(samples: &[Sample], weights: &Features) -> f64 {
    let total: f64 = samples
        .iter()
        .map(|sample| {
            debug_assert_eq!(sample.features.len(), FEATURE_COUNT);
            let points: f64 = weights.iter().zip(&sample.features).map(|(&w, &x)| w as f64 * x as f64).sum();
            let p = win_chance(points, POINTS_PER_LOGIT).clamp(1e-6, 1.0 - 1e-6);
            let t = sample.outcome.clamp(1e-6, 1.0 - 1e-6);
            t * (t / p).ln() + (1.0 - t) * ((1.0 - t) / (1.0 - p)).ln()
        })
        .sum();
    total / samples.len().max(1) as f64
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::agents::weights::AgentSettings;

    #[test]
    fn a_searched_game_is_reproducible_and_survives_its_line() {
        let eval = AgentSettings::default().learned;
        let game = play_searched_game(7, 60, &eval);
        assert_eq!(game, play_searched_game(7, 60, &eval), "the same seed and budget give the same game");
        assert!(game.record.replay().unwrap().position().is_over());
        assert_eq!(game.chances.len(), game.record.moves.len());
        assert!(game.chances[..OPENING_PLIES].iter().all(Option::is_none));
        // A move found without a search (a forced reply) reports no score.
        let searched: Vec<f64> = game.chances[OPENING_PLIES..].iter().flatten().copied().collect();
        assert!(searched.len() * 2 > game.chances.len() - OPENING_PLIES, "most moves are searched");
        assert!(searched.iter().all(|p| (0.0..=1.0).contains(p)));
        let read = SearchedGame::from_line(&game.to_line()).unwrap();
        assert_eq!(read, game);
        assert_eq!(read.samples(0.0).len(), searched.len());
    }

    #[test]
    fn searches_whose_best_lines_are_decided_still_end_on_their_budget() {
        // From ply 90 on, this game's searches find only decided lines worth visiting. Descents
        // that ended on a known result used to cost no node, so the budget never ran out: each
        // search ran to the 60 s guard, and its score depended on the machine's speed.
        let eval = AgentSettings::default().learned;
        let game = play_searched_game(5140, 2000, &eval);
        assert!(game.record.moves.len() > 92, "the game reaches the decided lines");
        assert_eq!(game, play_searched_game(5140, 2000, &eval));
    }

    #[test]
    fn a_damaged_line_is_refused_with_its_reason() {
        let good = "f4 g5\t-,0.5000\t0.5";
        assert!(SearchedGame::from_line(good).is_ok());
        for (line, reason) in [
            ("f4 g5\t-,0.5", "fields"),
            ("f4 zz\t-,0.5\t1", "record"),
            ("f4 f4\t-,0.5\t1", "record"),
            ("f4 g5\t-,1.5\t1", "probability"),
            ("f4 g5\t-,NaN\t1", "probability"),
            ("f4 g5\t0.5\t1", "chances for 2 moves"),
            ("f4 g5\t-,0.5\t2", "result"),
        ] {
            let error = SearchedGame::from_line(line).unwrap_err();
            assert!(error.contains(reason), "{line:?}: {error}");
        }
    }

    #[test]
    fn the_fit_learns_targets_a_set_of_weights_implies() {
        let eval = AgentSettings::default().learned;
        let teacher: Features = std::array::from_fn(|i| eval.weights[i] * 0.5);
        let mut samples = Vec::new();
        for seed in 0..6 {
            let mut game = play_searched_game(seed, 40, &eval);
            let mut position = Position::new();
            for (mv, chance) in game.record.moves.iter().zip(game.chances.iter_mut()) {
                let points = crate::evaluation::linear::dot(&teacher, &features(&position)) as f64;
                *chance = Some(win_chance(points, POINTS_PER_LOGIT));
                position.play_unchecked(*mv);
            }
            samples.extend(game.samples(0.0));
        }
        let fitted = fit_weights(&samples);
        assert!(excess_log_loss(&samples, &fitted) < 1e-3, "{}", excess_log_loss(&samples, &fitted));
        assert!(excess_log_loss(&samples, &eval.weights) > excess_log_loss(&samples, &fitted));
    }
}
