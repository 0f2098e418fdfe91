//! Any text is a game record or is refused. Playing it move by move (`Game::from_record`)
//! stops at the first move that cannot be read or played; reading it whole (`Record`) checks
//! the notation of every move first, then replays. They agree: on the game, or on the ply at
//! fault (the first unreadable move, unless an earlier one cannot be played). The canonical
//! record reads back to the same game, and a refusal is short.

use pathwayz::{Game, IllegalMove, Record};

/// Checks `data` (as UTF-8, lossily) as a game record.
pub fn check(data: &[u8]) {
    let text = String::from_utf8_lossy(data);
    let read = text.parse::<Record>();
    let by_game = Game::from_record(&text);
    match (&read, &by_game) {
        (Ok(record), Ok(played)) => {
            let replayed = record.replay().expect("a record the game played replays");
            assert_eq!(replayed.position(), played.position());
            let again = Game::from_record(&played.record()).expect("a canonical record reads back");
            assert_eq!(again.position(), played.position());
            assert_eq!(again.record(), played.record());
        }
        (Ok(record), Err(error)) => {
            assert!(!matches!(error.reason, IllegalMove::Notation(_)), "{text:?}: {error}");
            assert_eq!(record.replay().map(|_| ()).unwrap_err().ply, error.ply, "{text:?}");
        }
        (Err(unreadable), Err(error)) => {
            match error.reason {
                IllegalMove::Notation(_) => assert_eq!(unreadable.ply, error.ply, "{text:?}"),
                _ => assert!(error.ply < unreadable.ply, "{text:?}"),
            }
        }
        (Err(unreadable), Ok(_)) => panic!("{text:?}: the game played it, reading refused {unreadable}"),
    }
    for error in [read.err(), by_game.err()].into_iter().flatten() {
        let message = error.to_string();
        assert!(message.len() <= super::MAX_MESSAGE, "{} bytes: {message}", message.len());
        assert!(message.starts_with(&format!("move {} ", error.ply)), "{message}");
    }
}
