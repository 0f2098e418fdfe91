//! The text of a link, format 1: base64url (no padding) of these bytes, every number
//! little-endian:
//!
//! | bytes | what |
//! |---|---|
//! | 1 | the format version, 1 |
//! | 8 | the game id |
//! | 1 + n | White's name: its length n in UTF-8 bytes (0 for no name), then the bytes |
//! | 1 + n | Black's name, the same way |
//! | 1 + m | the number of moves m, then each move as one byte (`Move::code`: cell * 2 + permanent) |
//! | 8 | the check: FNV-1a 64 of every byte before it |
//!
//! Every later format keeps the first byte (the version) and the last eight (the check over the
//! rest), so a reader tells damage from a newer format before it reads anything else. The
//! longest format-1 link is 411 characters (two names of 24 four-byte characters, 96 moves);
//! a full 96-move game with two 24-letter ASCII names is 219.

use super::base64url;
use super::check::fnv1a64;
use super::error::FriendLinkError;
use super::game_id::GameId;
use super::name::Name;
use super::FriendLink;
use crate::rules::mv::Move;
use crate::rules::record::Record;

/// The format this reader writes and reads.
pub const VERSION: u8 = 1;
/// The longest text read as a link: over twice the longest format-1 link (411 characters).
/// Longer texts are refused before they are decoded.
pub const MAX_LINK_CHARS: usize = 1000;
/// Bytes of the check at the end.
const CHECK_BYTES: usize = 8;

/// `link` as text.
pub fn encode(link: &FriendLink) -> String {
    let mut bytes = vec![VERSION];
    bytes.extend(link.game_id().0.to_le_bytes());
    for name in [link.white(), link.black()] {
        let name = name.map_or(&[][..], |name| name.as_str().as_bytes());
        bytes.push(name.len() as u8);
        bytes.extend(name);
    }
    let moves = &link.record().moves;
    bytes.push(moves.len() as u8);
    bytes.extend(moves.iter().map(|mv| mv.code()));
    let check = fnv1a64(&bytes);
    bytes.extend(check.to_le_bytes());
    base64url::encode(&bytes)
}

/// The link written in `text`, checked: its length first, then the text, the check, the
/// version, the fields, and last the record replayed under the rules.
pub fn decode(text: &str) -> Result<FriendLink, FriendLinkError> {
    if text.len() > MAX_LINK_CHARS {
        return Err(FriendLinkError::TooLong);
    }
    let bytes = base64url::decode(text).ok_or(FriendLinkError::Damaged)?;
    if bytes.len() < 1 + CHECK_BYTES {
        return Err(FriendLinkError::Damaged);
    }
    let (body, check) = bytes.split_at(bytes.len() - CHECK_BYTES);
    if fnv1a64(body).to_le_bytes() != check {
        return Err(FriendLinkError::Damaged);
    }
    match body[0] {
        VERSION => {}
        0 => return Err(FriendLinkError::Malformed("format version 0")),
        version => return Err(FriendLinkError::NewerFormat { version }),
    }
    let mut reader = Reader(&body[1..]);
    let game_id = GameId(u64::from_le_bytes(reader.take(8)?.try_into().expect("8 bytes")));
    let white = reader.name()?;
    let black = reader.name()?;
    let count = reader.take(1)?[0] as usize;
    let moves = reader
        .take(count)?
        .iter()
        .map(|&code| Move::from_code(code).ok_or(FriendLinkError::Malformed("a move code off the board")))
        .collect::<Result<Vec<Move>, _>>()?;
    if !reader.0.is_empty() {
        return Err(FriendLinkError::Malformed("bytes after the moves"));
    }
    Ok(FriendLink::new(game_id, Record { moves }, white, black)?)
}

/// The bytes of a link's body not read yet.
struct Reader<'a>(&'a [u8]);

impl<'a> Reader<'a> {
    /// The next `count` bytes.
    fn take(&mut self, count: usize) -> Result<&'a [u8], FriendLinkError> {
        if self.0.len() < count {
            return Err(FriendLinkError::Malformed("it stops short"));
        }
        let (taken, rest) = self.0.split_at(count);
        self.0 = rest;
        Ok(taken)
    }

    /// A name: its length in bytes, then its UTF-8; length 0 is no name.
    fn name(&mut self) -> Result<Option<Name>, FriendLinkError> {
        let length = self.take(1)?[0] as usize;
        if length == 0 {
            return Ok(None);
        }
        let text = std::str::from_utf8(self.take(length)?).map_err(|_| FriendLinkError::Malformed("a name that is not UTF-8"))?;
        Name::new(text).map(Some).map_err(|_| FriendLinkError::Malformed("a name that is not allowed"))
    }
}
