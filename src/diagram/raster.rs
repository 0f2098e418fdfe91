//! Pictures in pixels, natively (the command line): the SVG of [`super::svg`] drawn by `resvg`,
//! written as PNG (tiny-skia's encoder), and an animation's frames drawn the same way and
//! written by [`super::animation`]. The coordinates and the caption are text: `resvg` draws them
//! with the system's fonts (DejaVu Sans first: Debian's `fonts-dejavu-core`, which `build.sh`
//! installs).

use super::animation::GifWriter;
use super::error::DiagramError;
use super::scene::Scene;
use super::svg::svg;
use super::Look;
use resvg::{tiny_skia, usvg};
use std::sync::{Arc, OnceLock};

/// The system's fonts, read once.
fn fonts() -> Arc<usvg::fontdb::Database> {
    static FONTS: OnceLock<Arc<usvg::fontdb::Database>> = OnceLock::new();
    FONTS
        .get_or_init(|| {
            let mut fonts = usvg::fontdb::Database::new();
            fonts.load_system_fonts();
            fonts.set_sans_serif_family("DejaVu Sans");
            Arc::new(fonts)
        })
        .clone()
}

/// The SVG `text` drawn at its own size (its `width` and `height` in pixels).
pub fn draw(text: &str) -> Result<tiny_skia::Pixmap, DiagramError> {
    let options = usvg::Options { fontdb: fonts(), ..usvg::Options::default() };
    let tree = usvg::Tree::from_str(text, &options).map_err(|error| DiagramError::Render(error.to_string()))?;
    let size = tree.size().to_int_size();
    let mut pixmap = tiny_skia::Pixmap::new(size.width(), size.height())
        .ok_or_else(|| DiagramError::Render(format!("no room for {} by {} pixels", size.width(), size.height())))?;
    resvg::render(&tree, tiny_skia::Transform::identity(), &mut pixmap.as_mut());
    Ok(pixmap)
}

/// The picture of `scene` in `look` as PNG.
pub fn png(scene: &Scene, look: &Look) -> Result<Vec<u8>, DiagramError> {
    draw(&svg(scene, look))?.encode_png().map_err(|error| DiagramError::Render(error.to_string()))
}

/// An animated GIF of `scenes`, in order, each shown `delay_ms` (the last longer:
/// [`GifWriter`]): one frame a scene.
pub fn gif(scenes: &[Scene], look: &Look, delay_ms: u32) -> Result<Vec<u8>, DiagramError> {
    let mut writer = GifWriter::new(look.size, look.height(), delay_ms)?;
    for scene in scenes {
        let pixmap = draw(&svg(scene, look))?;
        // tiny-skia keeps premultiplied colours; the GIF takes them as they are seen.
        let rgba: Vec<u8> = pixmap
            .pixels()
            .iter()
            .flat_map(|pixel| {
                let colour = pixel.demultiply();
                [colour.red(), colour.green(), colour.blue(), colour.alpha()]
            })
            .collect();
        writer.add(&rgba)?;
    }
    writer.finish()
}
