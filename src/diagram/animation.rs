//! An animated GIF from frames drawn elsewhere (natively by [`super::raster`], in the browser on
//! a canvas): the `gif` crate writes it, each frame's 256 colours chosen by NeuQuant
//! (`color_quant`, the quantizer the `gif` crate itself uses; called directly, which keeps the
//! wasm small). It loops for ever.

use super::error::DiagramError;

/// How hard the quantizer works on a frame: 1 (best) to 30 (fastest).
const QUANTIZER_SPEED: i32 = 10;

/// An animation being written, frame by frame.
pub struct GifWriter {
    encoder: gif::Encoder<Vec<u8>>,
    width: u16,
    height: u16,
    frames: usize,
}

impl GifWriter {
    /// An animation of `width` by `height` pixels (each from 1 to 65535).
    pub fn new(width: u32, height: u32) -> Result<GifWriter, DiagramError> {
        let side = |value: u32| u16::try_from(value).ok().filter(|&v| v > 0);
        let (Some(w), Some(h)) = (side(width), side(height)) else {
            return Err(DiagramError::Render(format!("an animation of {width} by {height} pixels cannot be written")));
        };
        let mut encoder = gif::Encoder::new(Vec::new(), w, h, &[]).map_err(render)?;
        encoder.set_repeat(gif::Repeat::Infinite).map_err(render)?;
        Ok(GifWriter { encoder, width: w, height: h, frames: 0 })
    }

    /// Adds a frame of RGBA pixels (4 bytes a pixel, row by row, opaque) shown for `delay_ms`
    /// milliseconds (rounded up to the GIF's hundredths of a second).
    pub fn add(&mut self, rgba: &[u8], delay_ms: u32) -> Result<(), DiagramError> {
        let expected = self.width as usize * self.height as usize * 4;
        if rgba.len() != expected {
            return Err(DiagramError::Render(format!("a frame of {} by {} pixels has {expected} bytes, not {}", self.width, self.height, rgba.len())));
        }
        let quantizer = color_quant::NeuQuant::new(QUANTIZER_SPEED, 256, rgba);
        let indices: Vec<u8> = rgba.chunks_exact(4).map(|pixel| quantizer.index_of(pixel) as u8).collect();
        let mut frame = gif::Frame::from_palette_pixels(self.width, self.height, indices, quantizer.color_map_rgb(), None);
        frame.delay = (delay_ms.div_ceil(10)).min(u16::MAX as u32) as u16;
        self.encoder.write_frame(&frame).map_err(render)?;
        self.frames += 1;
        Ok(())
    }

    /// The frames added so far.
    pub fn frames(&self) -> usize {
        self.frames
    }

    /// The GIF's bytes.
    pub fn finish(self) -> Result<Vec<u8>, DiagramError> {
        self.encoder.into_inner().map_err(render)
    }
}

fn render(error: impl std::fmt::Display) -> DiagramError {
    DiagramError::Render(error.to_string())
}
