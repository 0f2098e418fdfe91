//! An animated GIF from frames drawn elsewhere (natively by [`super::raster`], in the browser on
//! a canvas): the `gif` crate writes it, each frame's 256 colours chosen by NeuQuant
//! (`color_quant`, the quantizer the `gif` crate itself uses; called directly, which keeps the
//! wasm small). Each position is shown for the same time and the last [`LAST_FRAME_FACTOR`]
//! times as long, so the end is seen before the animation starts again; it loops for ever.

use super::error::DiagramError;
use super::LAST_FRAME_FACTOR;

/// How hard the quantizer works on a frame: 1 (best) to 30 (fastest).
const QUANTIZER_SPEED: i32 = 10;

/// An animation being written, frame by frame. The frame added last is held back until the
/// next one comes (or the end), when its time is known.
pub struct GifWriter {
    encoder: gif::Encoder<Vec<u8>>,
    width: u16,
    height: u16,
    /// Hundredths of a second a frame is shown.
    delay: u16,
    held: Option<gif::Frame<'static>>,
    frames: usize,
}

impl GifWriter {
    /// An animation of `width` by `height` pixels (each from 1 to 65535), each frame shown
    /// `delay_ms` milliseconds (rounded up to the GIF's hundredths of a second).
    pub fn new(width: u32, height: u32, delay_ms: u32) -> Result<GifWriter, DiagramError> {
        let side = |value: u32| u16::try_from(value).ok().filter(|&v| v > 0);
        let (Some(w), Some(h)) = (side(width), side(height)) else {
            return Err(DiagramError::Render(format!("an animation of {width} by {height} pixels cannot be written")));
        };
        // The last frame's time must fit the GIF's too.
        let hundredths = delay_ms.div_ceil(10);
        let delay = u16::try_from(hundredths * LAST_FRAME_FACTOR).map(|_| hundredths as u16).map_err(|_| DiagramError::Delay(delay_ms as f64))?;
        let mut encoder = gif::Encoder::new(Vec::new(), w, h, &[]).map_err(render)?;
        encoder.set_repeat(gif::Repeat::Infinite).map_err(render)?;
        Ok(GifWriter { encoder, width: w, height: h, delay, held: None, frames: 0 })
    }

    /// Adds a frame of RGBA pixels (4 bytes a pixel, row by row, opaque).
    pub fn add(&mut self, rgba: &[u8]) -> Result<(), DiagramError> {
        let expected = self.width as usize * self.height as usize * 4;
        if rgba.len() != expected {
            return Err(DiagramError::Render(format!("a frame of {} by {} pixels has {expected} bytes, not {}", self.width, self.height, rgba.len())));
        }
        let quantizer = color_quant::NeuQuant::new(QUANTIZER_SPEED, 256, rgba);
        let indices: Vec<u8> = rgba.chunks_exact(4).map(|pixel| quantizer.index_of(pixel) as u8).collect();
        let frame = gif::Frame::from_palette_pixels(self.width, self.height, indices, quantizer.color_map_rgb(), None);
        self.write_held(self.delay)?;
        self.held = Some(frame);
        self.frames += 1;
        Ok(())
    }

    /// The frames added so far.
    pub fn frames(&self) -> usize {
        self.frames
    }

    /// The GIF's bytes, the last frame shown [`LAST_FRAME_FACTOR`] times as long.
    pub fn finish(mut self) -> Result<Vec<u8>, DiagramError> {
        self.write_held(self.delay * LAST_FRAME_FACTOR as u16)?;
        self.encoder.into_inner().map_err(render)
    }

    /// Writes the frame held back, if any, shown `delay` hundredths of a second.
    fn write_held(&mut self, delay: u16) -> Result<(), DiagramError> {
        if let Some(mut frame) = self.held.take() {
            frame.delay = delay;
            self.encoder.write_frame(&frame).map_err(render)?;
        }
        Ok(())
    }
}

fn render(error: impl std::fmt::Display) -> DiagramError {
    DiagramError::Render(error.to_string())
}
