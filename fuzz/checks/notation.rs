//! Any text is read as a move exactly when an independent reading of the notation says it is
//! one (docs/RULES.md R13: a column a-l, a row 1-8 in up to 3 digits, `*` for a permanent, any
//! case, surrounding whitespace); a refusal is short and names a character inside the text.

use pathwayz::{Move, ParseMoveError};

/// The move `text` names, read the plain way.
fn plain_reading(text: &str) -> Option<(usize, usize, bool)> {
    let text = text.trim();
    let (cell, permanent) = match text.strip_suffix('*') {
        Some(cell) => (cell, true),
        None => (text, false),
    };
    let mut chars = cell.chars();
    let col = "abcdefghijkl".find(chars.next()?.to_ascii_lowercase())?;
    let digits = chars.as_str();
    if digits.is_empty() || digits.len() > 3 || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let row: usize = digits.parse().ok()?;
    (1..=8).contains(&row).then(|| (row - 1, col, permanent))
}

/// Checks the reading of `data` (as UTF-8, lossily) as a move.
pub fn check(data: &[u8]) {
    let text = String::from_utf8_lossy(data);
    let parsed = text.parse::<Move>();
    match (&parsed, plain_reading(&text)) {
        (Ok(mv), Some((row, col, permanent))) => {
            assert_eq!((mv.square.row(), mv.square.col(), mv.permanent), (row, col, permanent), "{text:?}");
            assert_eq!(mv.to_string().parse::<Move>().as_ref(), Ok(mv));
        }
        (Err(error), None) => {
            let message = error.to_string();
            assert!(message.len() <= super::MAX_MESSAGE, "{} bytes: {message}", message.len());
            if let ParseMoveError::Malformed { at, .. } = error {
                assert!(*at >= 1 && *at <= text.chars().count().max(1) + 1, "at {at} in {text:?}");
            }
        }
        (parsed, plain) => panic!("{text:?}: the engine read {parsed:?}, the plain reading {plain:?}"),
    }
}
