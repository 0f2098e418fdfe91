//! The arena (native only): games between levels on all cores, matches, round robins, and the
//! statistics that summarise them, the pairs a tournament schedules (`schedule`); a side can be
//! an external engine (`player`); the records file of their games (`records`).

pub mod game;
pub mod parallel;
pub mod player;
pub mod progress;
pub mod records;
pub mod schedule;
pub mod sprt_match;
pub mod stats;
pub mod tournament;
