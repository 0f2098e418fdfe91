//! Any text is a friend link or is refused, shortly and without a panic; a link read is written
//! back as the very same text (one text per link), which reads as the same link. Random text
//! almost never passes the check, so half the inputs are taken as a link's bytes with their check
//! added, which reaches the reading of the fields and the record's replay.

use pathwayz::friend_link::base64url;
use pathwayz::friend_link::check::fnv1a64;
use pathwayz::friend_link::FriendLink;

/// Checks `data`: its first byte chooses text (even) or checked bytes (odd).
pub fn check(data: &[u8]) {
    let Some((&mode, rest)) = data.split_first() else { return };
    let text = if mode % 2 == 0 {
        String::from_utf8_lossy(rest).into_owned()
    } else {
        let mut bytes = rest.to_vec();
        bytes.extend(fnv1a64(rest).to_le_bytes());
        base64url::encode(&bytes)
    };
    match FriendLink::decode(&text) {
        Ok(link) => {
            let again = link.encode();
            assert_eq!(again, text, "a link is written back as the text it was read from");
            assert_eq!(FriendLink::decode(&again).as_ref(), Ok(&link));
        }
        Err(error) => {
            let message = error.to_string();
            assert!(message.len() <= super::MAX_MESSAGE, "{} bytes: {message}", message.len());
        }
    }
}
