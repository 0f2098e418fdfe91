//! The statistics of matches and round robins, as the chess testing tools use them
//! (cutechess-cli, fastchess, OpenBench, BayesElo, Ordo): the score of single games (`tally`),
//! game pairs that share an opening (`pentanomial`), the Elo scale and its normal approximation
//! (`elo_scale`), the sequential test that stops a match (`sprt`), and the ratings of a round
//! robin by maximum likelihood (`bradley_terry`).

pub mod bradley_terry;
pub mod elo_scale;
pub mod pentanomial;
pub mod sprt;
pub mod tally;

pub use bradley_terry::{fit_ratings, Anchor, Rating, RatingFit};
pub use pentanomial::{EloEstimate, Pentanomial};
pub use sprt::{Sprt, SprtVerdict};
pub use tally::Tally;
