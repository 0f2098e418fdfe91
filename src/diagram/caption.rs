//! A picture's caption: checked text (at most [`MAX_CAPTION_CHARS`] characters, no control
//! characters), cut into lines that fit under the board, and written as XML text.

use super::error::DiagramError;

/// The longest caption, in characters.
pub const MAX_CAPTION_CHARS: usize = 200;

/// A caption that can be drawn: checked when made.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Caption(String);

impl Caption {
    /// The caption `text`, trimmed; `None` when nothing is left; refused when it is too long or
    /// holds a control character (a line break included: the lines are the picture's to cut).
    pub fn new(text: &str) -> Result<Option<Caption>, DiagramError> {
        let chars = text.chars().count();
        if chars > MAX_CAPTION_CHARS {
            return Err(DiagramError::CaptionLength(chars));
        }
        if let Some(bad) = text.chars().find(|&c| c.is_control() || c == '\u{FFFE}' || c == '\u{FFFF}') {
            return Err(DiagramError::CaptionCharacter(bad as u32));
        }
        let text = text.trim();
        Ok((!text.is_empty()).then(|| Caption(text.to_string())))
    }

    /// The text.
    pub fn text(&self) -> &str {
        &self.0
    }

    /// The caption in lines of at most `width` units at font size `font`, each character
    /// counted at an estimated width (a wide character, as in Chinese, a whole `font`; any other
    /// 0.56 of it), broken at spaces where there are any, else anywhere.
    pub fn lines(&self, width: f64, font: f64) -> Vec<String> {
        let advance = |c: char| if is_wide(c) { font } else { font * 0.56 };
        let mut lines = Vec::new();
        let mut line = String::new();
        let mut used = 0.0;
        for word in words(&self.0) {
            let word_width: f64 = word.chars().map(advance).sum();
            if used + word_width > width && !line.trim().is_empty() {
                lines.push(line.trim_end().to_string());
                line.clear();
                used = 0.0;
            }
            let word = if line.is_empty() { word.trim_start() } else { word };
            for c in word.chars() {
                // A word longer than a line is cut where it fills one.
                if used + advance(c) > width && !line.is_empty() {
                    lines.push(line.trim_end().to_string());
                    line.clear();
                    used = 0.0;
                }
                line.push(c);
                used += advance(c);
            }
        }
        if !line.trim().is_empty() {
            lines.push(line.trim_end().to_string());
        }
        lines
    }
}

/// The text in pieces that a line may end after: each word with the space before it, and each
/// wide character on its own.
fn words(text: &str) -> Vec<&str> {
    let mut pieces = Vec::new();
    let mut start = 0;
    for (at, c) in text.char_indices() {
        let end = at + c.len_utf8();
        if c == ' ' && at > start {
            pieces.push(&text[start..at]);
            start = at;
        } else if is_wide(c) {
            if at > start {
                pieces.push(&text[start..at]);
            }
            pieces.push(&text[at..end]);
            start = end;
        }
    }
    if start < text.len() {
        pieces.push(&text[start..]);
    }
    pieces
}

/// A character drawn about as wide as it is tall: CJK ideographs, kana, hangul, full-width forms.
fn is_wide(c: char) -> bool {
    matches!(c as u32, 0x1100..=0x115F | 0x2E80..=0xA4CF | 0xAC00..=0xD7A3 | 0xF900..=0xFAFF | 0xFE30..=0xFE4F | 0xFF00..=0xFF60 | 0xFFE0..=0xFFE6 | 0x20000..=0x3FFFD)
}

/// `text` with `&`, `<`, `>`, `"` and `'` written as XML entities.
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&apos;"),
            _ => out.push(c),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_caption_is_checked_and_trimmed() {
        assert_eq!(Caption::new("  ").unwrap(), None);
        assert_eq!(Caption::new(" White wins ").unwrap().unwrap().text(), "White wins");
        assert_eq!(Caption::new(&"x".repeat(201)), Err(DiagramError::CaptionLength(201)));
        assert_eq!(Caption::new("a\nb"), Err(DiagramError::CaptionCharacter(10)));
        assert_eq!(Caption::new("a\u{85}b"), Err(DiagramError::CaptionCharacter(0x85)));
    }

    #[test]
    fn lines_break_at_spaces_and_between_wide_characters() {
        let caption = Caption::new("one two three four").unwrap().unwrap();
        // 10 units a character at font 10 / 0.56: "one two" is 7 characters.
        assert_eq!(caption.lines(5.6 * 8.0 + 1.0, 10.0), ["one two", "three", "four"]);
        let wide = Caption::new("白方获胜了").unwrap().unwrap();
        assert_eq!(wide.lines(21.0, 10.0), ["白方", "获胜", "了"]);
        let long = Caption::new("abcdefghij").unwrap().unwrap();
        assert_eq!(long.lines(5.6 * 4.0 + 1.0, 10.0), ["abcd", "efgh", "ij"]);
    }

    #[test]
    fn markup_is_escaped() {
        assert_eq!(escape(r#"<b a="1">&'</b>"#), "&lt;b a=&quot;1&quot;&gt;&amp;&apos;&lt;/b&gt;");
    }
}
