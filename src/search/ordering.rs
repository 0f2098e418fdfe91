//! Move-ordering memory for alpha-beta: killer moves (per ply, the last two moves that cut
//! the search off) and the history heuristic (per side and move, how often and how deep it cut).

use crate::rules::color::Color;
use crate::rules::movelist::MAX_MOVES;
use crate::rules::mv::Move;

/// Two killer moves per ply.
pub struct Killers {
    slots: Vec<[Option<Move>; 2]>,
}

impl Killers {
    /// Room for `plies` plies.
    pub fn new(plies: usize) -> Killers {
        Killers { slots: vec![[None; 2]; plies] }
    }

    /// Remembers `mv` as the newest killer at `ply`.
    pub fn add(&mut self, ply: usize, mv: Move) {
        let slot = &mut self.slots[ply];
        if slot[0] != Some(mv) {
            slot[1] = slot[0];
            slot[0] = Some(mv);
        }
    }

    /// True if `mv` is a killer at `ply`.
    pub fn is_killer(&self, ply: usize, mv: Move) -> bool {
        self.slots[ply].contains(&Some(mv))
    }
}

/// History scores per side and move.
pub struct History {
    scores: [[i32; MAX_MOVES]; 2],
}

impl Default for History {
    fn default() -> History {
        History::new()
    }
}

/// Scores are halved when any reaches this, keeping them in range and recent.
const CEILING: i32 = 1 << 24;

impl History {
    /// All scores zero.
    pub fn new() -> History {
        History { scores: [[0; MAX_MOVES]; 2] }
    }

    /// The score of `mv` for `side`.
    pub fn score(&self, side: Color, mv: Move) -> i32 {
        self.scores[side.index()][mv.code() as usize]
    }

    /// Credits `mv` for cutting off a search of `depth` plies.
    pub fn reward(&mut self, side: Color, mv: Move, depth: i32) {
        let entry = &mut self.scores[side.index()][mv.code() as usize];
        *entry += depth * depth;
        if *entry >= CEILING {
            self.age();
        }
    }

    /// Halves every score, so that the next search's findings weigh more.
    pub fn age(&mut self) {
        for side in self.scores.iter_mut() {
            for score in side.iter_mut() {
                *score /= 2;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn killers_keep_the_two_newest_distinct_moves() {
        let mut killers = Killers::new(4);
        let [a, b, c]: [Move; 3] = ["a1", "b2*", "c3"].map(|m| m.parse().unwrap());
        killers.add(1, a);
        killers.add(1, a);
        killers.add(1, b);
        assert!(killers.is_killer(1, a) && killers.is_killer(1, b));
        killers.add(1, c);
        assert!(!killers.is_killer(1, a) && killers.is_killer(1, c));
        assert!(!killers.is_killer(2, c));
    }

    #[test]
    fn history_rewards_deep_cutoffs_more_and_ages() {
        let mut history = History::new();
        let [a, b]: [Move; 2] = ["a1", "a1*"].map(|m| m.parse().unwrap());
        history.reward(Color::White, a, 1);
        history.reward(Color::White, b, 3);
        assert!(history.score(Color::White, b) > history.score(Color::White, a));
        assert_eq!(history.score(Color::Black, b), 0);
        history.age();
        assert_eq!(history.score(Color::White, b), 4);
    }
}
