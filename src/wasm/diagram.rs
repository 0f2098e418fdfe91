//! Pictures for the page: `diagramSvg` (a position of a record as SVG, by the same writer as
//! the command line's `pathwayz diagram`) and `GifWriter` (an animation of frames the page
//! drew on a canvas, written by the same encoder as the command line's GIF).

use super::bytes::read_bytes;
use super::errors::{describe, error, ApiError};
use super::inputs::{number, string, MAX_RECORD_CHARS};
use super::js_fields::{field, is_absent, object};
use crate::diagram::animation::GifWriter;
use crate::diagram::{delay_in, size_in, svg, Look, Palette, Scene, DEFAULT_DELAY_MS, DEFAULT_SIZE, LIGHT, MAX_SIZE, MIN_SIZE};
use crate::number_text;
use crate::rules::record::Record;
use wasm_bindgen::prelude::*;

/// The longest caption text copied in before it is checked (a caption has at most 200 characters).
const MAX_CAPTION_INPUT: u32 = 1000;
/// The longest colour text copied in (`rgba(255, 255, 255, 0.5)` is 24).
const MAX_COLOUR_INPUT: u32 = 64;

/// A number in the field `name` of `options`, or `None` when absent.
fn number_field(options: &JsValue, name: &str, what: &str) -> Result<Option<f64>, ApiError> {
    let value = field(options, name, "the picture's options")?;
    if is_absent(&value) {
        return Ok(None);
    }
    number(&value, what).map(Some)
}

/// The palette in `value` (`{board: '#8a5a2b', ...}`, each field a colour, missing ones the
/// light theme's), or the light theme when absent.
fn palette(value: &JsValue) -> Result<Palette, ApiError> {
    if is_absent(value) {
        return Ok(LIGHT);
    }
    let colours = object(value, "the palette")?;
    let mut pairs = Vec::new();
    for &name in Palette::NAMES {
        let colour = field(colours, name, "the palette")?;
        if !is_absent(&colour) {
            pairs.push((name, string(&colour, &format!("the colour {name}"), MAX_COLOUR_INPUT)?));
        }
    }
    Ok(LIGHT.with(pairs.iter().map(|(name, text)| (*name, text.as_str())))?)
}

/// The look and the position asked for by `options` (`{size, caption, palette, ply}`, each
/// optional; `undefined` or `null`: all defaults).
fn read_options(options: &JsValue) -> Result<(Look, Option<f64>), ApiError> {
    if is_absent(options) {
        return Ok((Look::new(DEFAULT_SIZE as f64, "", LIGHT)?, None));
    }
    let options = object(options, "the picture's options")?;
    let size = number_field(options, "size", "the picture's size")?.unwrap_or(DEFAULT_SIZE as f64);
    let caption = field(options, "caption", "the picture's options")?;
    let caption = if is_absent(&caption) { String::new() } else { string(&caption, "the caption", MAX_CAPTION_INPUT)? };
    let palette = palette(&field(options, "palette", "the picture's options")?)?;
    let ply = number_field(options, "ply", "the position")?;
    Ok((Look::new(size, &caption, palette)?, ply))
}

/// The position after `record` (or its first `ply` moves) as an SVG document, in the board's
/// look: `options` `{size, caption, palette, ply}`, each optional: `size` the width in pixels
/// (120 to 2400, default 600), `caption` at most 200 characters without control characters,
/// `palette` the colours by the names of the element's `--pz-*` properties (`surface`, `board`,
/// `cell`, `white`, `black`, `accent`, `edge`, `goal`, `muted`, `text`, `path`: `#rrggbb`,
/// `rgb()` or `rgba()`; missing ones the light theme's), `ply` the number of moves shown (0 to
/// the record's length, default all). A record that does not replay throws `bad-record` with
/// `ply`; any other bad option `bad-argument`.
#[wasm_bindgen(js_name = diagramSvg)]
pub fn diagram_svg(record: JsValue, options: JsValue) -> Result<String, ApiError> {
    let record: Record = string(&record, "the record", MAX_RECORD_CHARS)?.parse()?;
    let (look, ply) = read_options(&options)?;
    Ok(svg(&Scene::after(&record, ply)?, &look))
}

/// An animated GIF written a frame at a time: `new GifWriter(width, height, delayMs)` (each side
/// 120 to 2400 pixels; each position shown `delayMs`, 100 to 10000, default 1000, the last three
/// times as long), `addFrame(rgba)` (the frame's RGBA pixels, a `Uint8Array` or an `ArrayBuffer`
/// of `width * height * 4` bytes, as a canvas's `getImageData` gives them), `frames()`, then
/// `finish()`: the GIF's bytes, a `Uint8Array`.
#[wasm_bindgen(js_name = GifWriter)]
pub struct WasmGifWriter {
    writer: Option<GifWriter>,
    bytes: u32,
}

#[wasm_bindgen(js_class = GifWriter)]
impl WasmGifWriter {
    /// An animation of `width` by `height` pixels, each a whole number from 120 to 2400, each
    /// frame shown `delay_ms` milliseconds (`undefined`: the default).
    #[wasm_bindgen(constructor)]
    pub fn new(width: JsValue, height: JsValue, delay_ms: JsValue) -> Result<WasmGifWriter, ApiError> {
        let side = |value: &JsValue, what: &str| -> Result<u32, ApiError> {
            let pixels = number(value, &format!("the animation's {what}"))?;
            size_in(pixels).map_err(|_| error(format!("the animation's {what} must be a whole number of pixels from {MIN_SIZE} to {MAX_SIZE}, not {}", number_text::shown(pixels))))
        };
        let (width, height) = (side(&width, "width")?, side(&height, "height")?);
        let delay = if is_absent(&delay_ms) {
            DEFAULT_DELAY_MS
        } else {
            let ms = delay_ms.as_f64().ok_or_else(|| error(format!("a frame's time must be a number of milliseconds, not {}", describe(&delay_ms))))?;
            delay_in(ms)?
        };
        Ok(WasmGifWriter { writer: Some(GifWriter::new(width, height, delay)?), bytes: width * height * 4 })
    }

    /// Adds a frame: `rgba` the pixels (`width * height * 4` bytes).
    #[wasm_bindgen(js_name = addFrame)]
    pub fn add_frame(&mut self, rgba: JsValue) -> Result<(), ApiError> {
        let pixels = read_bytes(&rgba, "a frame's pixels", self.bytes)?;
        let writer = self.writer.as_mut().ok_or_else(|| error("this animation is finished: make a new GifWriter"))?;
        Ok(writer.add(&pixels)?)
    }

    /// The frames added so far.
    pub fn frames(&self) -> u32 {
        self.writer.as_ref().map_or(0, |writer| writer.frames() as u32)
    }

    /// The GIF's bytes; the writer takes no more frames.
    pub fn finish(&mut self) -> Result<Vec<u8>, ApiError> {
        let writer = self.writer.take().ok_or_else(|| error("this animation is finished: make a new GifWriter"))?;
        Ok(writer.finish()?)
    }
}
