//! A game with a friend by link: a link written (`encodeFriendLink`), read
//! (`decodeFriendLink`), compared with the game a device keeps (`friendLinkRelation`), and a
//! new game's id (`newFriendGameId`), all on `friend_link`, so the page keeps no copy of the
//! format or of the rule that decides whether a link may change a stored game.

use super::errors::{error, ApiError};
use super::inputs::{string, MAX_RECORD_CHARS};
use super::js_fields::{field, is_absent, object};
use super::seed::random_seed;
use super::values::to_js;
use crate::friend_link::{relation, FriendLink, GameId, Name, Refusal, MAX_LINK_CHARS};
use crate::rules::game::Game;
use crate::rules::record::Record;
use serde::Serialize;
use wasm_bindgen::prelude::*;

/// The longest name text copied in before it is checked (a name has at most 24 characters).
const MAX_NAME_INPUT: u32 = 200;
/// The longest game id text copied in (an id is 16 digits).
const MAX_ID_INPUT: u32 = 64;

/// A link as JS sees it.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct LinkInfo {
    game_id: String,
    record: String,
    white: Option<String>,
    black: Option<String>,
    sender: &'static str,
}

/// The name in the field `key` of `link`: absent (`undefined`, `null` or `""`) is no name.
fn read_name(link: &JsValue, key: &str, whose: &str) -> Result<Option<Name>, ApiError> {
    let value = field(link, key, "the link")?;
    if is_absent(&value) {
        return Ok(None);
    }
    let text = string(&value, &format!("{whose} name"), MAX_NAME_INPUT)?;
    if text.is_empty() {
        return Ok(None);
    }
    Name::new(&text).map(Some).map_err(|refused| error(format!("{whose} name: {refused}")))
}

/// The link `{gameId, record, white, black}` as text (URL-safe characters, at most 411):
/// `gameId` 16 hexadecimal digits (`newFriendGameId()`), `record` a game record that replays
/// (refused as `fromRecord` refuses it, kind `bad-record` with `ply`), `white` and `black` each
/// a name of at most 24 characters without control characters, or absent (`undefined`, `null`
/// or `""`).
#[wasm_bindgen(js_name = encodeFriendLink)]
pub fn encode_friend_link(link: JsValue) -> Result<String, ApiError> {
    let link = object(&link, "the link")?;
    let id = field(link, "gameId", "the link")?;
    let id = string(&id, "the game id", MAX_ID_INPUT)?;
    let game_id: GameId = id.parse().map_err(|refused| error(format!("{refused}, not {:?}", id)))?;
    let record: Record = string(&field(link, "record", "the link")?, "the link's record", MAX_RECORD_CHARS)?.parse()?;
    let white = read_name(link, "white", "White's")?;
    let black = read_name(link, "black", "Black's")?;
    Ok(FriendLink::new(game_id, record, white, black)?.encode())
}

/// The link in `text` (at most 1000 characters, refused before it is read): `{gameId, record,
/// white, black, sender}`, `record` canonical, a missing name `null`, `sender` (`"white"` or
/// `"black"`) the player who sent it, so the one who opens it plays the other colour. A link cut
/// short, changed or lengthened throws (`bad-argument`: "this link is incomplete or was
/// changed..."), as does one from a newer format; a game that does not replay throws
/// `bad-record` with `ply`.
#[wasm_bindgen(js_name = decodeFriendLink)]
pub fn decode_friend_link(text: JsValue) -> Result<JsValue, ApiError> {
    let link = FriendLink::decode(&link_text(&text)?)?;
    to_js(&LinkInfo {
        game_id: link.game_id().to_string(),
        record: link.record().to_string(),
        white: link.white().map(|name| name.to_string()),
        black: link.black().map(|name| name.to_string()),
        sender: link.sender().name(),
    })
}

/// How the link in `text` stands to the game a device keeps, `stored_record`: `"extends"` (its
/// moves and more: take it), `"same"`, `"older"` (the start of the stored moves: an old link,
/// which changes nothing) or `"conflict"` (the moves part ways: never overwrite). Throws as
/// `decodeFriendLink` and `recordMoves` do for a bad link or stored record.
#[wasm_bindgen(js_name = friendLinkRelation)]
pub fn friend_link_relation(stored_record: JsValue, text: JsValue) -> Result<String, ApiError> {
    let stored = string(&stored_record, "the stored record", MAX_RECORD_CHARS)?;
    let stored = Record { moves: Game::from_record(&stored)?.moves().to_vec() };
    let link = FriendLink::decode(&link_text(&text)?)?;
    Ok(relation(&stored, link.record()).name().to_string())
}

/// The text of a link, at most [`MAX_LINK_CHARS`] characters: a longer string is refused before
/// it is copied, with the reason `too-long`.
fn link_text(text: &JsValue) -> Result<String, ApiError> {
    string(text, "a friend link", MAX_LINK_CHARS as u32).map_err(|refused| if text.is_string() { refused.because(Refusal::TooLong) } else { refused })
}

/// A new game's id: 16 hexadecimal digits from the platform's random source.
#[wasm_bindgen(js_name = newFriendGameId)]
pub fn new_friend_game_id() -> String {
    GameId(random_seed()).to_string()
}
