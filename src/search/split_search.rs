//! A search split between threads by root moves ([`super::root_share`]), natively: how the
//! page's several search workers share one move, reproduced on the command line to measure it.

use super::root_share::{best_answer, Remembering, RootShare, ShareAnswer};
use crate::rules::mv::Move;
use crate::rules::position::Position;
use crate::search::Agent;
use crate::search::{SearchHandler, SearchInfo, SearchLimits, Silent};

/// Several searchers of one level, each searching its share of the root moves on its own thread
/// for the whole time; the best-scored answer is played. Each keeps its memory (tree or table)
/// from move to move, as a worker does.
pub struct SplitAgent {
    searchers: Vec<Box<dyn Agent + Send>>,
}

impl SplitAgent {
    /// A split between `searchers` (1 to [`super::root_share::MAX_SHARES`] level-12 searchers).
    pub fn new(searchers: Vec<Box<dyn Agent + Send>>) -> SplitAgent {
        assert!((1..=super::root_share::MAX_SHARES as usize).contains(&searchers.len()), "1 to 8 searchers");
        SplitAgent { searchers }
    }
}

impl Agent for SplitAgent {
    fn choose(&mut self, position: &Position, limits: &SearchLimits, handler: &mut dyn SearchHandler) -> Option<Move> {
        if position.is_over() {
            return None;
        }
        let count = self.searchers.len() as u32;
        let answers: Vec<Option<ShareAnswer>> = std::thread::scope(|scope| {
            let running: Vec<_> = self
                .searchers
                .iter_mut()
                .enumerate()
                .map(|(index, searcher)| {
                    let share = RootShare::new(index as u32, count).expect("a share of at most 8");
                    let limits = limits.with_share(share);
                    scope.spawn(move || {
                        let mut silent = Silent;
                        let mut report = Remembering::new(&mut silent);
                        let mv = searcher.choose(position, &limits, &mut report)?;
                        Some(ShareAnswer::of(mv, &report.last))
                    })
                })
                .collect();
            running.into_iter().map(|thread| thread.join().expect("a searcher does not panic")).collect()
        });
        let best = best_answer(&answers);
        handler.info(&SearchInfo { best, ..SearchInfo::default() });
        best
    }
}
