//! A game with a friend by link (correspondence play, no server): after each move the page gives
//! a link that carries the game, the friend opens it, moves and sends the next link back. Each
//! device keeps its own copy of each game; [`relation`] says whether a link may change it.
//!
//! One file per part: the link ([`FriendLink`], here), its text ([`format`]: the bytes, the
//! limits), [`base64url`], the [`check`], [`name`], [`game_id`], [`relation`] and the refusals
//! ([`error`]).

pub mod base64url;
pub mod check;
pub mod error;
pub mod format;
pub mod game_id;
pub mod name;
pub mod relation;

pub use error::{FriendLinkError, Refusal};
pub use format::MAX_LINK_CHARS;
pub use game_id::GameId;
pub use name::{Name, NameError, MAX_NAME_CHARS};
pub use relation::{relation, Relation};

use crate::rules::color::Color;
use crate::rules::record::{Record, RecordError};

/// What a link carries: no more than the workflow needs.
///
/// - `game_id`: which game, so that two games between the same friends are told apart and each
///   device files the link under its own copy.
/// - `record`: the game itself, every move from the empty board; it replays under the rules.
/// - `white`, `black`: the names the players chose, if any, so each side sees who plays which
///   colour.
///
/// Who plays which colour needs no field of its own: a link is sent by the player who just moved
/// (or, before the first move, by the player of Black inviting White to start), so the sender is
/// the player not to move and the one who opens the link is the player to move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FriendLink {
    game_id: GameId,
    record: Record,
    white: Option<Name>,
    black: Option<Name>,
    sender: Color,
}

impl FriendLink {
    /// The link of game `game_id` after `record`, with the players' names; refused if the record
    /// does not replay under the rules.
    pub fn new(game_id: GameId, record: Record, white: Option<Name>, black: Option<Name>) -> Result<FriendLink, RecordError> {
        let game = record.replay()?;
        let sender = !game.position().to_move();
        Ok(FriendLink { game_id, record, white, black, sender })
    }

    /// The link as text: URL-safe characters only, at most 411 of them ([`format`]).
    pub fn encode(&self) -> String {
        format::encode(self)
    }

    /// The link written in `text`, or why it is refused: too long, damaged, from a newer format,
    /// or a game that does not replay.
    pub fn decode(text: &str) -> Result<FriendLink, FriendLinkError> {
        format::decode(text)
    }

    /// The game's id.
    pub fn game_id(&self) -> GameId {
        self.game_id
    }

    /// The game's moves.
    pub fn record(&self) -> &Record {
        &self.record
    }

    /// White's name, if given.
    pub fn white(&self) -> Option<&Name> {
        self.white.as_ref()
    }

    /// Black's name, if given.
    pub fn black(&self) -> Option<&Name> {
        self.black.as_ref()
    }

    /// The colour of the player who sent the link: the one not to move after its record. The
    /// player who opens it plays the other colour.
    pub fn sender(&self) -> Color {
        self.sender
    }
}
