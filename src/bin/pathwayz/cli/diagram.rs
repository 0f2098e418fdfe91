//! `pathwayz diagram --moves "d4 e5 e4*" [--format svg|png|gif] [--size N] [--caption TEXT]
//! [--theme light|dark] [--ply N] [--from N] [--delay-ms N] [--out FILE]`: a picture of the
//! position after the moves (SVG, the same the page makes; PNG) or of the game as an animated
//! GIF (one frame a position, from `--from` to `--ply`), in the board's look.

use super::Failure;
use pathwayz::diagram::{delay_in, raster, scene::ply_in, svg, Look, Palette, Scene, DEFAULT_DELAY_MS, DEFAULT_SIZE};
use pathwayz::Record;
use std::io::Write;
use std::path::{Path, PathBuf};

/// The kinds of picture.
#[derive(Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
enum Format {
    Svg,
    Png,
    Gif,
}

/// The themes: the element's light and dark colours.
#[derive(Clone, Copy, clap::ValueEnum)]
enum Theme {
    Light,
    Dark,
}

#[derive(clap::Args)]
pub struct Args {
    /// The moves, like "d4 e5 e4*" (empty: the empty board).
    #[arg(long, default_value = "")]
    moves: String,
    /// svg, png or gif (an animation of the game); default: the --out file's extension, else svg.
    #[arg(long, value_enum)]
    format: Option<Format>,
    /// The picture's width in pixels, 120 to 2400 (the height follows).
    #[arg(long, allow_negative_numbers = true, default_value_t = DEFAULT_SIZE as f64)]
    size: f64,
    /// A caption under the board (at most 200 characters).
    #[arg(long, default_value = "")]
    caption: String,
    /// The colours: the element's light or dark theme.
    #[arg(long, value_enum, default_value = "light")]
    theme: Theme,
    /// The position shown (or the animation's last): this many moves from the start; default all.
    #[arg(long, allow_negative_numbers = true)]
    ply: Option<f64>,
    /// The animation's first position, in moves from the start (a line from a position: its ply).
    #[arg(long, allow_negative_numbers = true, default_value_t = 0.0)]
    from: f64,
    /// How long the animation shows each position, in milliseconds (the last three times as long).
    #[arg(long, allow_negative_numbers = true, default_value_t = DEFAULT_DELAY_MS as f64)]
    delay_ms: f64,
    /// The file to write (default: standard output).
    #[arg(long)]
    out: Option<PathBuf>,
}

pub fn run(args: Args) -> Result<(), Failure> {
    let record: Record = args.moves.parse()?;
    let palette = Palette::named(match args.theme {
        Theme::Light => "light",
        Theme::Dark => "dark",
    })
    .expect("both themes are named");
    let look = Look::new(args.size, &args.caption, palette)?;
    let format = args.format.or_else(|| from_extension(args.out.as_ref()?)).unwrap_or(Format::Svg);
    let scenes = Scene::all(&record)?;
    let moves = record.moves.len();
    let last = match args.ply {
        Some(ply) => ply_in(ply, moves)?,
        None => moves,
    };
    let bytes = match format {
        Format::Svg => svg(&scenes[last], &look).into_bytes(),
        Format::Png => raster::png(&scenes[last], &look)?,
        Format::Gif => {
            let first = ply_in(args.from, last)?;
            raster::gif(&scenes[first..=last], &look, delay_in(args.delay_ms)?)?
        }
    };
    match &args.out {
        Some(path) => std::fs::write(path, &bytes).map_err(|e| Failure(format!("cannot write {}: {e}", path.display()))),
        None => std::io::stdout().write_all(&bytes).map_err(|e| Failure(format!("cannot write the picture: {e}"))),
    }
}

/// The format a file name's extension names, if any.
fn from_extension(path: &Path) -> Option<Format> {
    match path.extension()?.to_str()?.to_ascii_lowercase().as_str() {
        "svg" => Some(Format::Svg),
        "png" => Some(Format::Png),
        "gif" => Some(Format::Gif),
        _ => None,
    }
}
