//! How a link's game stands to the copy a device keeps: the one rule that decides whether
//! opening a link may change the stored game, so the page never writes it itself.

use crate::rules::record::Record;

/// A link's moves against the stored game's.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Relation {
    /// The link has the stored moves and more after them: take it.
    Extends,
    /// The same moves: nothing to do (the link was opened again, or it is this device's own).
    Same,
    /// The link's moves are the start of the stored ones: an old link, which changes nothing.
    Older,
    /// The moves part ways: a different line of play, which must never overwrite the stored game.
    Conflict,
}

impl Relation {
    /// The lower-case name the wasm API gives: `extends`, `same`, `older`, `conflict`.
    pub fn name(self) -> &'static str {
        match self {
            Relation::Extends => "extends",
            Relation::Same => "same",
            Relation::Older => "older",
            Relation::Conflict => "conflict",
        }
    }
}

/// How the moves of `link` stand to those of `stored`.
pub fn relation(stored: &Record, link: &Record) -> Relation {
    let (stored, link) = (&stored.moves, &link.moves);
    if link == stored {
        Relation::Same
    } else if link.starts_with(stored) {
        Relation::Extends
    } else if stored.starts_with(link) {
        Relation::Older
    } else {
        Relation::Conflict
    }
}
