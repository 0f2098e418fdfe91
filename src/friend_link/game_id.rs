//! A friend game's id: a random number chosen when the game is created, so that two games between
//! the same friends are told apart and each device files a link under the right game.

use std::fmt;
use std::str::FromStr;

/// A game's id. Written as 16 lower-case hexadecimal digits (a JS number cannot hold 64 bits).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct GameId(pub u64);

/// A text that is not 16 hexadecimal digits.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameIdError;

impl fmt::Display for GameIdError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "a game id is 16 hexadecimal digits")
    }
}

impl std::error::Error for GameIdError {}

impl fmt::Display for GameId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:016x}", self.0)
    }
}

impl FromStr for GameId {
    type Err = GameIdError;

    /// Exactly 16 hexadecimal digits, either case; nothing around them.
    fn from_str(text: &str) -> Result<GameId, GameIdError> {
        if text.len() != 16 || !text.bytes().all(|b| b.is_ascii_hexdigit()) {
            return Err(GameIdError);
        }
        u64::from_str_radix(text, 16).map(GameId).map_err(|_| GameIdError)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_are_sixteen_hex_digits() {
        assert_eq!(GameId(0xABC).to_string(), "0000000000000abc");
        assert_eq!("00000000000000FF".parse(), Ok(GameId(255)));
        assert_eq!("ffffffffffffffff".parse(), Ok(GameId(u64::MAX)));
        for bad in ["", "abc", "+000000000000000", "0000000000000000 ", "00000000000000000", "000000000000000g"] {
            assert_eq!(bad.parse::<GameId>(), Err(GameIdError), "{bad}");
        }
    }
}
