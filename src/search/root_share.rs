//! Splitting one search between several searchers that share no memory (Web Workers without
//! SharedArrayBuffer, or threads): each searches its own share of the root moves for the whole
//! time, and the best of their answers is played.
//!
//! Every searcher ranks the root moves the same way (by the position alone, never by what its
//! own tree or table remembers), and share `index` of `count` takes the moves ranked `index`,
//! `index + count`, `index + 2 count`... so the best-looking moves are spread over the searchers.

use crate::rules::mv::Move;
use crate::search::{SearchHandler, SearchInfo};
use std::fmt;

/// The most searchers one search may be split between.
pub const MAX_SHARES: u8 = 8;

/// One searcher's part of the root moves: those whose rank leaves `index` when divided by `count`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RootShare {
    index: u8,
    count: u8,
}

/// A share that cannot exist.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ShareError(String);

impl fmt::Display for ShareError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for ShareError {}

impl RootShare {
    /// Share `index` (from 0) of `count` (1 to [`MAX_SHARES`]).
    pub fn new(index: u32, count: u32) -> Result<RootShare, ShareError> {
        if !(1..=MAX_SHARES as u32).contains(&count) {
            return Err(ShareError(format!("a search is split between 1 to {MAX_SHARES} searchers, not {count}")));
        }
        if index >= count {
            return Err(ShareError(format!("share {index} does not exist: the shares of {count} searchers are 0 to {}", count - 1)));
        }
        Ok(RootShare { index: index as u8, count: count as u8 })
    }

    /// Which share this is, from 0.
    pub fn index(self) -> u32 {
        self.index as u32
    }

    /// How many searchers the moves are split between.
    pub fn count(self) -> u32 {
        self.count as u32
    }

    /// Whether the root move ranked `rank` (0 for the best-looking) is this share's.
    pub fn includes(self, rank: usize) -> bool {
        rank % self.count as usize == self.index as usize
    }
}

/// What one searcher found in its share: its best move and that move's score from the mover's
/// view, in the units of [`crate::search::SearchInfo::score`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ShareAnswer {
    pub mv: Move,
    pub score: i32,
}

impl ShareAnswer {
    /// The answer of a search that played `mv` and last reported `report`: the report's score
    /// if it was about `mv`, else the lowest score (the answer counts only if no other share has one).
    pub fn of(mv: Move, report: &SearchInfo) -> ShareAnswer {
        let score = report.score.filter(|_| report.best == Some(mv)).unwrap_or(i32::MIN);
        ShareAnswer { mv, score }
    }
}

/// Passes a search's progress on to `inner` and remembers the last report, whose score a
/// share's answer carries.
pub struct Remembering<'a> {
    inner: &'a mut dyn SearchHandler,
    /// The last report heard.
    pub last: SearchInfo,
}

impl<'a> Remembering<'a> {
    /// Remembers what passes to `inner`.
    pub fn new(inner: &'a mut dyn SearchHandler) -> Remembering<'a> {
        Remembering { inner, last: SearchInfo::default() }
    }
}

impl SearchHandler for Remembering<'_> {
    fn info(&mut self, info: &SearchInfo) {
        self.last = info.clone();
        self.inner.info(info);
    }

    fn should_stop(&mut self) -> bool {
        self.inner.should_stop()
    }
}

/// The move to play from the searchers' answers: the best score, the lowest share on a tie;
/// `None` without answers (every share was empty).
pub fn best_answer(answers: &[Option<ShareAnswer>]) -> Option<Move> {
    let mut best: Option<ShareAnswer> = None;
    for answer in answers.iter().flatten() {
        if best.is_none_or(|b| answer.score > b.score) {
            best = Some(*answer);
        }
    }
    best.map(|answer| answer.mv)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shares_cover_every_rank_once() {
        for count in 1..=MAX_SHARES as u32 {
            let shares: Vec<RootShare> = (0..count).map(|i| RootShare::new(i, count).unwrap()).collect();
            for rank in 0..50 {
                assert_eq!(shares.iter().filter(|s| s.includes(rank)).count(), 1, "rank {rank} of {count}");
            }
        }
        assert!(RootShare::new(0, 0).is_err());
        assert!(RootShare::new(2, 2).is_err());
        assert!(RootShare::new(0, MAX_SHARES as u32 + 1).is_err());
    }

    #[test]
    fn the_best_score_wins_and_ties_go_to_the_first_share() {
        let a: Move = "c4".parse().unwrap();
        let b: Move = "d5*".parse().unwrap();
        assert_eq!(best_answer(&[Some(ShareAnswer { mv: a, score: 10 }), None, Some(ShareAnswer { mv: b, score: 30 })]), Some(b));
        assert_eq!(best_answer(&[Some(ShareAnswer { mv: a, score: 30 }), Some(ShareAnswer { mv: b, score: 30 })]), Some(a));
        assert_eq!(best_answer(&[None, None]), None);
    }
}
