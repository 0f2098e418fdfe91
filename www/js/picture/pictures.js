// Pictures of the game: the position as SVG or PNG, the game (or a line of moves from the
// position shown) as an animated GIF, in the element's look and colours now (its theme and any
// `--pz-*` a publisher set). A part of the element (pathwayz-game.js): its methods
// `pictureSvg()`, `picturePng()` and `pictureAnimation()` are doors to it, and so are the
// panel's Picture buttons (picture-view.js), which download a file or share it. The element loads
// this module (with picture-colours.js and picture-raster.js) at the first picture asked for, not
// with itself: most visits make none.
//
// The engine writes every picture (`diagramSvg`, the same writer as `pathwayz diagram`: the
// page's SVG and the command line's are the same text) and encodes the animation (`GifWriter`);
// the browser only draws the SVG on a canvas for the PNG and for each of the animation's frames.

import { Part } from '../element/part.js';
import { pictureColours } from './picture-colours.js';
import { drawSvg, pixelsOf, pngOf, svgSize } from './picture-raster.js';

/** The file names: the position after N moves, the game, a line. */
const FILE_NAMES = {
  svg: (ply) => `pathwayz-move-${ply}.svg`,
  png: (ply) => `pathwayz-move-${ply}.png`,
  gif: () => 'pathwayz-game.gif',
  line: (ply) => `pathwayz-line-from-move-${ply}.gif`,
};

export class Pictures extends Part {
  /**
   * @param {object} uses - `controller()`, `engine()` (the page's wasm module: records),
   *   `writers()` (the pictures' wasm module: `diagramSvg`, `GifWriter`), `say()`, `root()` (the
   *   element's shadow root: its colours, and where a download link is put).
   */
  constructor(uses) {
    super(uses);
    /** A picture being made for the panel (one at a time: a second press waits for it). */
    this.making = null;
  }

  /** The record and ply a picture of the position shows: `ply` moves (default: the position shown). */
  position(ply) {
    const { game, shown } = this.readyController().state;
    return { record: game.record, ply: ply ?? shown.viewPly ?? game.ply };
  }

  /** The controller, or an Error before the element is ready (`await element.ready` first). */
  readyController() {
    const controller = this.controller;
    if (!controller) throw new Error('the element is not ready yet: await element.ready first');
    return controller;
  }

  /**
   * The SVG text of the position after `ply` moves (default: the position shown), `size` pixels
   * wide (default 600), with `caption`, in the element's colours now. A bad option throws the
   * engine's Error (`kind` "bad-argument", or "bad-record").
   */
  svgText({ size, caption, ply } = {}) {
    const position = this.position(ply);
    return this.uses.writers().diagramSvg(position.record, { size, caption, ply: position.ply, palette: pictureColours(this.uses.root()) });
  }

  /** The position as an SVG Blob (`image/svg+xml`). */
  async svg(options = {}) {
    return new Blob([this.svgText(options)], { type: 'image/svg+xml' });
  }

  /** The position as a PNG Blob, drawn from its SVG at its size. */
  async png(options = {}) {
    const text = this.svgText(options);
    const { width, height } = svgSize(text);
    return pngOf(await drawSvg(text, width, height));
  }

  /**
   * An animated GIF Blob (`image/gif`), one frame a position: the whole game from the empty
   * board, or with `line` (moves in notation, `"e4* f5"`, played from the position shown or
   * `ply`) that position and each move of the line; each shown `delayMs` (default 1000, the last
   * three times as long), `size` and `caption` as for the SVG. Frames: the moves + 1.
   */
  async animation({ size, caption, line, ply, delayMs } = {}) {
    const engine = this.uses.engine();
    const writers = this.uses.writers();
    const { game } = this.readyController().state;
    let record = game.record;
    let first = 0;
    let last = game.ply;
    if (line !== undefined && line !== null) {
      const from = this.position(ply);
      // The game up to that position and the line after it, read by the engine's record reader.
      const start = engine.recordMoves(from.record).slice(0, from.ply);
      const moves = engine.recordMoves(Array.isArray(line) ? line.join(' ') : String(line));
      record = [...start, ...moves].join(' ');
      first = from.ply;
      last = from.ply + moves.length;
    }
    const palette = pictureColours(this.uses.root());
    const frame = (at) => writers.diagramSvg(record, { size, caption, ply: at, palette });
    const { width, height } = svgSize(frame(first));
    const writer = new writers.GifWriter(width, height, delayMs);
    try {
      for (let at = first; at <= last; at++) {
        writer.addFrame(pixelsOf(await drawSvg(frame(at), width, height)));
      }
      return new Blob([writer.finish()], { type: 'image/gif' });
    } finally {
      writer.free();
    }
  }

  /**
   * The panel's picture of `kind` (`svg`, `png`, `gif`: the game, `line`: PAI's line in the
   * analysis) as a File, with the panel's `options` ({size, caption}).
   */
  async file(kind, options) {
    const { ply } = this.position();
    const blob = kind === 'svg' ? await this.svg(options) : kind === 'png' ? await this.png(options)
      : await this.animation({ ...options, line: kind === 'line' ? options.line : undefined });
    return new File([blob], FILE_NAMES[kind](ply), { type: blob.type });
  }

  /** Makes the picture `kind` and downloads it (the panel's buttons); the message line says how it went. */
  download(kind, options) {
    return this.once(async () => {
      const file = await this.file(kind, options);
      const url = URL.createObjectURL(file);
      const link = Object.assign(document.createElement('a'), { href: url, download: file.name, hidden: true });
      this.uses.root().append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
      this.controller.tell(this.say('pictureSaved', { name: file.name }));
    });
  }

  /** Shares the position as PNG (the panel's Share button). */
  share(options) {
    return this.once(async () => {
      const file = await this.file('png', options);
      try {
        await navigator.share({ files: [file], title: file.name });
        this.controller.tell(this.say('pictureShared'));
      } catch (error) {
        // The player closed the share sheet: nothing to say.
        if (error?.name !== 'AbortError') throw error;
      }
    });
  }

  /** Runs `make` unless a picture is being made; its failure is told on the message line. */
  async once(make) {
    if (this.making) return this.making;
    this.controller.tell(this.say('pictureMaking'));
    this.making = make().catch((error) => this.controller?.tellError('pictureFailed', error)).finally(() => {
      this.making = null;
    });
    return this.making;
  }
}
