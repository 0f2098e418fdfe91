//! The colours of a picture: the element's `--pz-*` custom properties (www/js/element/styles.js),
//! one field each, named as the property without its `--pz-` prefix. The page passes the
//! element's computed values (a publisher's theme applies); the command line picks [`LIGHT`] or
//! [`DARK`], which `tests/diagram.rs` checks against styles.js so they cannot drift.

use super::error::DiagramError;
use std::fmt;

/// A colour with its opacity, as the SVG writes it: `#rrggbb` and, below 255, an opacity.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rgba {
    pub r: u8,
    pub g: u8,
    pub b: u8,
    /// 255 is opaque, 0 transparent.
    pub a: u8,
}

impl Rgba {
    /// An opaque colour.
    pub const fn rgb(r: u8, g: u8, b: u8) -> Rgba {
        Rgba { r, g, b, a: 255 }
    }

    /// The colour as `#rrggbb` (its opacity aside).
    pub fn hex(self) -> String {
        format!("#{:02x}{:02x}{:02x}", self.r, self.g, self.b)
    }

    /// The opacity from 0 to 1, with at most 3 decimals.
    pub fn opacity(self) -> f64 {
        (self.a as f64 / 255.0 * 1000.0).round() / 1000.0
    }

    /// The colour in a CSS text as a browser's computed style or a canvas gives it: `#rgb`,
    /// `#rgba`, `#rrggbb`, `#rrggbbaa`, `rgb(r, g, b)` or `rgba(r, g, b, a)` (channels 0 to 255,
    /// `a` 0 to 1; commas or spaces, `/ a` too) or `transparent`; `None` for anything else.
    pub fn parse(text: &str) -> Option<Rgba> {
        let text = text.trim().to_ascii_lowercase();
        if text == "transparent" {
            return Some(Rgba { r: 0, g: 0, b: 0, a: 0 });
        }
        if let Some(hex) = text.strip_prefix('#') {
            return parse_hex(hex);
        }
        let inner = text.strip_prefix("rgba(").or_else(|| text.strip_prefix("rgb("))?.strip_suffix(')')?;
        let parts: Vec<&str> = inner.split(|c: char| c == ',' || c == '/' || c.is_whitespace()).filter(|p| !p.is_empty()).collect();
        if !(3..=4).contains(&parts.len()) {
            return None;
        }
        let channel = |part: &str| part.parse::<u8>().ok();
        let alpha = match parts.get(3) {
            None => 255,
            Some(part) => alpha(part)?,
        };
        Some(Rgba { r: channel(parts[0])?, g: channel(parts[1])?, b: channel(parts[2])?, a: alpha })
    }
}

/// An opacity written `0`, `1`, `0.5`, `.25` (at most 6 decimals) as 0 to 255. (Read by hand:
/// the float parser would add tens of KB to the wasm.)
fn alpha(text: &str) -> Option<u8> {
    let (whole, fraction) = text.split_once('.').unwrap_or((text, ""));
    if whole.len() > 1 || fraction.len() > 6 || !(whole.bytes().chain(fraction.bytes())).all(|b| b.is_ascii_digit()) || (whole.is_empty() && fraction.is_empty()) {
        return None;
    }
    let scale = 10u64.pow(fraction.len() as u32);
    let millionths = whole.parse::<u64>().unwrap_or(0) * scale + fraction.parse::<u64>().unwrap_or(0);
    (millionths <= scale).then(|| ((millionths * 255 + scale / 2) / scale) as u8)
}

/// `rgb`, `rgba`, `rrggbb` or `rrggbbaa` in hexadecimal digits.
fn parse_hex(hex: &str) -> Option<Rgba> {
    if !hex.bytes().all(|b| b.is_ascii_hexdigit()) {
        return None;
    }
    let digit = |at: usize| u8::from_str_radix(&hex[at..at + 1], 16).ok();
    let pair = |at: usize| u8::from_str_radix(&hex[at..at + 2], 16).ok();
    match hex.len() {
        3 | 4 => {
            let short = |at: usize| digit(at).map(|d| d * 17);
            Some(Rgba { r: short(0)?, g: short(1)?, b: short(2)?, a: if hex.len() == 4 { short(3)? } else { 255 } })
        }
        6 | 8 => Some(Rgba { r: pair(0)?, g: pair(2)?, b: pair(4)?, a: if hex.len() == 8 { pair(6)? } else { 255 } }),
        _ => None,
    }
}

impl fmt::Display for Rgba {
    /// `#rrggbb`, or `#rrggbbaa` when not opaque.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.hex())?;
        if self.a != 255 {
            write!(f, "{:02x}", self.a)?;
        }
        Ok(())
    }
}

/// Declares the palette's fields once: the struct, its names (each the `--pz-NAME` property it
/// stands for, in this order) and access by name.
macro_rules! palette {
    ($($field:ident: $what:literal),* $(,)?) => {
        /// The colours a picture is drawn in, each the element's `--pz-FIELD` property.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub struct Palette {
            $(#[doc = $what] pub $field: Rgba,)*
        }

        impl Palette {
            /// The fields' names, as the page passes them and as the `--pz-` properties end.
            pub const NAMES: &'static [&'static str] = &[$(stringify!($field)),*];

            /// The colour called `name` (one of [`Palette::NAMES`]).
            pub fn get(&self, name: &str) -> Option<Rgba> {
                match name {
                    $(stringify!($field) => Some(self.$field),)*
                    _ => None,
                }
            }

            /// The colour called `name`, for changing it.
            fn get_mut(&mut self, name: &str) -> Option<&mut Rgba> {
                match name {
                    $(stringify!($field) => Some(&mut self.$field),)*
                    _ => None,
                }
            }
        }
    };
}

palette! {
    surface: "The picture's background (the panel's colour: opaque in both themes).",
    board: "The board between the cells.",
    cell: "An empty cell.",
    white: "White's pieces.",
    black: "Black's pieces.",
    accent: "A permanent's ring and dot, the last move's frame.",
    edge: "The two goal edges, columns a and l.",
    goal: "The goal columns' labels.",
    muted: "The other coordinates.",
    text: "The caption.",
    path: "The winning path's ring.",
}

impl Palette {
    /// This palette with the colours `pairs` names (`("board", "#8a5a2b")`, ...) in place of
    /// its own; an unknown name or a colour that cannot be read is refused.
    pub fn with<'a>(mut self, pairs: impl IntoIterator<Item = (&'a str, &'a str)>) -> Result<Palette, DiagramError> {
        for (name, text) in pairs {
            let slot = self.get_mut(name).ok_or_else(|| DiagramError::UnknownColour(name.chars().take(40).collect()))?;
            *slot = Rgba::parse(text).ok_or_else(|| DiagramError::Colour { name: name.to_string(), text: text.chars().take(40).collect() })?;
        }
        Ok(self)
    }

    /// The theme called `name`: `light` or `dark`.
    pub fn named(name: &str) -> Option<Palette> {
        match name {
            "light" => Some(LIGHT),
            "dark" => Some(DARK),
            _ => None,
        }
    }
}

/// The light theme (styles.js, `LIGHT`).
pub const LIGHT: Palette = Palette {
    surface: Rgba::rgb(0xfb, 0xf7, 0xf0),
    board: Rgba::rgb(0x8a, 0x5a, 0x2b),
    cell: Rgba::rgb(0xd9, 0xad, 0x74),
    white: Rgba::rgb(0xfb, 0xfa, 0xf7),
    black: Rgba::rgb(0x1d, 0x1d, 0x1f),
    accent: Rgba::rgb(0xb0, 0x30, 0x22),
    edge: Rgba::rgb(0x1e, 0x84, 0x49),
    goal: Rgba::rgb(0x17, 0x68, 0x3a),
    muted: Rgba::rgb(0x62, 0x50, 0x3f),
    text: Rgba::rgb(0x2b, 0x21, 0x18),
    path: Rgba::rgb(0x1f, 0x6f, 0xc5),
};

/// The dark theme (styles.js, `DARK`).
pub const DARK: Palette = Palette {
    surface: Rgba::rgb(0x2a, 0x25, 0x21),
    board: Rgba::rgb(0x4d, 0x34, 0x21),
    cell: Rgba::rgb(0xa6, 0x7d, 0x50),
    white: Rgba::rgb(0xf6, 0xf3, 0xec),
    black: Rgba::rgb(0x14, 0x14, 0x16),
    accent: Rgba::rgb(0xff, 0x8a, 0x7a),
    edge: Rgba::rgb(0x4e, 0xe0, 0x8f),
    goal: Rgba::rgb(0x6f, 0xe3, 0xa2),
    muted: Rgba::rgb(0xc2, 0xb5, 0xa3),
    text: Rgba::rgb(0xef, 0xe8, 0xdd),
    path: Rgba::rgb(0x6c, 0xb4, 0xff),
};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn colours_are_read_in_the_forms_a_browser_gives() {
        assert_eq!(Rgba::parse("#8A5A2B"), Some(Rgba::rgb(0x8a, 0x5a, 0x2b)));
        assert_eq!(Rgba::parse(" #abc "), Some(Rgba::rgb(0xaa, 0xbb, 0xcc)));
        assert_eq!(Rgba::parse("#0006"), Some(Rgba { r: 0, g: 0, b: 0, a: 0x66 }));
        assert_eq!(Rgba::parse("rgb(138, 90, 43)"), Some(Rgba::rgb(138, 90, 43)));
        assert_eq!(Rgba::parse("rgba(0, 0, 0, 0)"), Some(Rgba { r: 0, g: 0, b: 0, a: 0 }));
        assert_eq!(Rgba::parse("rgb(10 20 30 / .5)"), Some(Rgba { r: 10, g: 20, b: 30, a: 128 }));
        assert_eq!(Rgba::parse("rgba(10, 20, 30, 1)"), Some(Rgba::rgb(10, 20, 30)));
        assert_eq!(Rgba::parse("transparent").map(|c| c.a), Some(0));
        for bad in ["", "#12", "#12345", "#ggg", "red", "rgb(1, 2)", "rgb(300, 0, 0)", "rgb(1, 2, 3, 2)", "rgb(1, 2, 3, 1.5)", "rgb(1, 2, 3, .)", "rgb(1%, 2, 3)", "url(x)", "#fff\"/><script>"] {
            assert_eq!(Rgba::parse(bad), None, "{bad}");
        }
    }

    #[test]
    fn a_palette_takes_known_names_and_refuses_the_rest() {
        let palette = LIGHT.with([("board", "#000000"), ("text", "rgb(1, 2, 3)")]).unwrap();
        assert_eq!(palette.board, Rgba::rgb(0, 0, 0));
        assert_eq!(palette.text, Rgba::rgb(1, 2, 3));
        assert_eq!(palette.cell, LIGHT.cell);
        assert!(matches!(LIGHT.with([("bored", "#000")]), Err(DiagramError::UnknownColour(_))));
        assert!(matches!(LIGHT.with([("board", "blue")]), Err(DiagramError::Colour { .. })));
        assert_eq!(Palette::NAMES.len(), 11);
        assert!(Palette::NAMES.iter().all(|name| LIGHT.get(name).is_some()));
    }
}
