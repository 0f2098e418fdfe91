//! Pictures of positions and games: a position as SVG in the board's look ([`svg`]), and
//! natively (`raster`) as PNG and a game as an animated GIF, one frame a position.
//!
//! One file per part: what a picture shows ([`scene`]), where things are ([`layout`]), the
//! colours ([`palette`]: the element's `--pz-*` properties, the light and dark themes), the
//! [`caption`], the writer ([`svg`]), the animation's encoder ([`animation`], on the `gif`
//! crate), the renderer (`raster`, on `resvg`, native only, feature `raster`) and the refusals ([`error`]). The
//! page asks the wasm for the same SVG the command line writes (`diagramSvg`).

pub mod animation;
pub mod caption;
pub mod error;
pub mod layout;
pub mod palette;
#[cfg(all(feature = "raster", not(target_arch = "wasm32")))]
pub mod raster;
pub mod scene;
pub mod svg;

pub use caption::Caption;
pub use error::DiagramError;
pub use palette::{Palette, Rgba, DARK, LIGHT};
pub use scene::Scene;
pub use svg::svg;

/// The narrowest and widest pictures, in pixels, and the width when none is asked for.
pub const MIN_SIZE: u32 = 120;
pub const MAX_SIZE: u32 = 2400;
pub const DEFAULT_SIZE: u32 = 600;

/// How long an animation shows each position, in milliseconds: the bounds and the default.
pub const MIN_DELAY_MS: u32 = 100;
pub const MAX_DELAY_MS: u32 = 10_000;
pub const DEFAULT_DELAY_MS: u32 = 1000;
/// How much longer an animation's last frame stays, so the end can be seen before it starts
/// again.
pub const LAST_FRAME_FACTOR: u32 = 3;

/// How a picture looks: its width in pixels (the height follows), its caption and its colours.
#[derive(Clone, Debug, PartialEq)]
pub struct Look {
    pub size: u32,
    pub caption: Option<Caption>,
    pub palette: Palette,
}

impl Look {
    /// A look `size` pixels wide with `caption` (empty: none) in `palette`, or why not.
    pub fn new(size: f64, caption: &str, palette: Palette) -> Result<Look, DiagramError> {
        Ok(Look { size: size_in(size)?, caption: Caption::new(caption)?, palette })
    }

    /// The caption's lines as the picture draws them (none without a caption).
    pub fn caption_lines(&self) -> Vec<String> {
        self.caption.as_ref().map_or_else(Vec::new, |caption| caption.lines(layout::WIDTH - 2.0 * layout::LABEL, layout::CAPTION_FONT))
    }

    /// The height in pixels.
    pub fn height(&self) -> u32 {
        layout::pixel_height(self.size, self.caption_lines().len())
    }
}

/// `size` as a width in pixels from [`MIN_SIZE`] to [`MAX_SIZE`], or why not.
pub fn size_in(size: f64) -> Result<u32, DiagramError> {
    if size.fract() == 0.0 && (MIN_SIZE as f64..=MAX_SIZE as f64).contains(&size) {
        Ok(size as u32)
    } else {
        Err(DiagramError::Size(size))
    }
}

/// `ms` as the time a frame is shown, from [`MIN_DELAY_MS`] to [`MAX_DELAY_MS`], or why not.
pub fn delay_in(ms: f64) -> Result<u32, DiagramError> {
    if ms.fract() == 0.0 && (MIN_DELAY_MS as f64..=MAX_DELAY_MS as f64).contains(&ms) {
        Ok(ms as u32)
    } else {
        Err(DiagramError::Delay(ms))
    }
}
