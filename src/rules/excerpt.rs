//! Quoting what a user wrote in an error message, however long it is: the first few characters
//! and the length, so a 10 MB token gives a short message.

use std::fmt;

/// Characters of the input an error message quotes before cutting it off.
pub const EXCERPT_CHARS: usize = 20;

/// The start of a text as an error message quotes it: at most [`EXCERPT_CHARS`] characters,
/// with the whole text's length in characters.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Excerpt {
    head: String,
    chars: usize,
}

impl Excerpt {
    /// The excerpt of `text`; keeps only its first [`EXCERPT_CHARS`] characters.
    pub fn of(text: &str) -> Excerpt {
        let mut chars = text.char_indices();
        let cut = chars.nth(EXCERPT_CHARS).map_or(text.len(), |(at, _)| at);
        let chars = if cut == text.len() { text[..cut].chars().count() } else { EXCERPT_CHARS + 1 + chars.count() };
        Excerpt { head: text[..cut].to_string(), chars }
    }

    /// An excerpt of a text whose start `head` and length in characters `chars` are known
    /// (say, a JS string not copied whole); `head` is cut to [`EXCERPT_CHARS`] characters.
    pub fn from_parts(head: &str, chars: usize) -> Excerpt {
        let head = Excerpt::of(head).head;
        let chars = chars.max(head.chars().count());
        Excerpt { head, chars }
    }

    /// The quoted characters.
    pub fn head(&self) -> &str {
        &self.head
    }

    /// The length of the whole text, in characters.
    pub fn chars(&self) -> usize {
        self.chars
    }

    /// True when the excerpt holds the whole text.
    pub fn is_whole(&self) -> bool {
        self.head.chars().count() == self.chars
    }
}

impl fmt::Display for Excerpt {
    /// `"c4x"`, or `"aaaaaaaaaaaaaaaaaaaa"... (10000000 characters)`; control characters escaped.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:?}", self.head)?;
        if !self.is_whole() {
            write!(f, "... ({} characters)", self.chars)?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn short_text_is_quoted_whole() {
        assert_eq!(Excerpt::of("c4x").to_string(), "\"c4x\"");
        assert_eq!(Excerpt::of("").to_string(), "\"\"");
        assert!(Excerpt::of(&"x".repeat(EXCERPT_CHARS)).is_whole());
    }

    #[test]
    fn long_text_is_cut_and_its_length_named() {
        let long = "é".repeat(10_000);
        let excerpt = Excerpt::of(&long);
        assert_eq!(excerpt.head().chars().count(), EXCERPT_CHARS);
        assert_eq!(excerpt.chars(), 10_000);
        assert_eq!(excerpt.to_string(), format!("{:?}... (10000 characters)", "é".repeat(EXCERPT_CHARS)));
    }

    #[test]
    fn control_characters_stay_short() {
        let excerpt = Excerpt::of(&"\u{1}".repeat(1_000_000)).to_string();
        assert!(excerpt.len() < 200, "{} bytes", excerpt.len());
        assert!(excerpt.ends_with("... (1000000 characters)"), "{excerpt}");
    }

    #[test]
    fn parts_of_a_text_make_the_same_excerpt() {
        let text = "abcdefghijklmnopqrstuvwxyz";
        assert_eq!(Excerpt::from_parts(text, 26), Excerpt::of(text));
        assert_eq!(Excerpt::from_parts("abc", 9_000_000).to_string(), "\"abc\"... (9000000 characters)");
    }
}
