//! Why a link was refused, in words the page can show as they are.

use crate::rules::record::RecordError;
use std::fmt;

/// A refused link.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FriendLinkError {
    /// Longer than [`super::MAX_LINK_CHARS`]: refused before any decoding.
    TooLong,
    /// Not the text a link was written as: cut short, a character changed, bytes added. The check
    /// (or the base64url reading) saw it.
    Damaged,
    /// Written in a later format than this reader knows.
    NewerFormat { version: u8 },
    /// It passed the check but its contents are not a link's (only a hand-made text can do this).
    Malformed(&'static str),
    /// Its record cannot be replayed under the rules.
    Record(RecordError),
}

impl fmt::Display for FriendLinkError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FriendLinkError::TooLong => {
                write!(f, "this link is too long to be a game link (over {} characters)", super::MAX_LINK_CHARS)
            }
            FriendLinkError::Damaged => write!(f, "this link is incomplete or was changed: ask for it again"),
            FriendLinkError::NewerFormat { version } => {
                write!(f, "this link was made by a newer version of the game (link format {version}): update the page to open it")
            }
            FriendLinkError::Malformed(what) => write!(f, "this link does not hold a valid game ({what})"),
            FriendLinkError::Record(refused) => write!(f, "this link's game cannot be replayed: {refused}"),
        }
    }
}

/// Why a link was refused, without the details: what a page translates.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// [`FriendLinkError::TooLong`].
    TooLong,
    /// [`FriendLinkError::Damaged`].
    Damaged,
    /// [`FriendLinkError::NewerFormat`].
    NewerFormat,
    /// [`FriendLinkError::Malformed`].
    Malformed,
    /// [`FriendLinkError::Record`].
    BadRecord,
}

impl Refusal {
    /// Its name: `too-long`, `damaged`, `newer-format`, `malformed` or `bad-record`.
    pub fn name(self) -> &'static str {
        match self {
            Refusal::TooLong => "too-long",
            Refusal::Damaged => "damaged",
            Refusal::NewerFormat => "newer-format",
            Refusal::Malformed => "malformed",
            Refusal::BadRecord => "bad-record",
        }
    }
}

impl FriendLinkError {
    /// Why, without the details.
    pub fn refusal(&self) -> Refusal {
        match self {
            FriendLinkError::TooLong => Refusal::TooLong,
            FriendLinkError::Damaged => Refusal::Damaged,
            FriendLinkError::NewerFormat { .. } => Refusal::NewerFormat,
            FriendLinkError::Malformed(_) => Refusal::Malformed,
            FriendLinkError::Record(_) => Refusal::BadRecord,
        }
    }
}

impl std::error::Error for FriendLinkError {}

impl From<RecordError> for FriendLinkError {
    fn from(refused: RecordError) -> FriendLinkError {
        FriendLinkError::Record(refused)
    }
}
