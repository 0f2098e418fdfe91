//! A player's name as a link carries it: short, free text, kept exactly as typed. The page shows
//! it as plain text (never as markup), so `<b>` or `<script>` in a name is just characters.

use std::fmt;

/// The most characters (Unicode scalar values) a name may have.
pub const MAX_NAME_CHARS: usize = 24;

/// A name: 1 to [`MAX_NAME_CHARS`] characters, none of them a control character (which could
/// break a line or hide text where the name is shown). Anything else is kept as given.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Name(String);

/// Why a name was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NameError {
    /// No characters: leave the name out instead.
    Empty,
    /// More than [`MAX_NAME_CHARS`] characters.
    TooLong { chars: usize },
    /// A control character, such as a line break, at this character position (from 1).
    Control { at: usize },
}

impl fmt::Display for NameError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NameError::Empty => write!(f, "a name cannot be empty (leave it out instead)"),
            NameError::TooLong { chars } => write!(f, "a name has at most {MAX_NAME_CHARS} characters, not {chars}"),
            NameError::Control { at } => write!(f, "a name cannot hold a control character (character {at})"),
        }
    }
}

impl std::error::Error for NameError {}

impl Name {
    /// The name `text`, checked.
    pub fn new(text: &str) -> Result<Name, NameError> {
        let chars = text.chars().count();
        if chars == 0 {
            Err(NameError::Empty)
        } else if chars > MAX_NAME_CHARS {
            Err(NameError::TooLong { chars })
        } else if let Some(at) = text.chars().position(char::is_control) {
            Err(NameError::Control { at: at + 1 })
        } else {
            Ok(Name(text.to_string()))
        }
    }

    /// The name as given.
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl fmt::Display for Name {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_kept_as_given_or_refused_with_the_reason() {
        for kept in ["Ann", " a b ", "<script>x()</script>", "李小龙", "🙂🙂", &"x".repeat(24), &"é".repeat(24)] {
            assert_eq!(Name::new(kept).unwrap().as_str(), kept);
        }
        assert_eq!(Name::new(""), Err(NameError::Empty));
        assert_eq!(Name::new(&"x".repeat(25)), Err(NameError::TooLong { chars: 25 }));
        assert_eq!(Name::new("Ann\nBob"), Err(NameError::Control { at: 4 }));
        assert_eq!(Name::new("\u{7f}"), Err(NameError::Control { at: 1 }));
        assert_eq!(Name::new("a\u{85}"), Err(NameError::Control { at: 2 }));
    }
}
