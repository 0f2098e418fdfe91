// A part of the element (element/part.js) whose module loads on first use (element/features.js),
// not with the element: the puzzles, the deck of mistakes, the player's history and the games
// with friends, each needed from the start only where the element keeps the player's data
// (`persist`) or starts in its mode. A part made at the element's start is started there, in
// its order; one made later is started as soon as it is made, before its first work.

import { loadFeature } from './features.js';

export class PartOnFirstUse {
  /**
   * @param {string} feature - the feature's name (features.js).
   * @param {(module: object) => object} make - the part, made from the feature's module.
   * @param {() => boolean} elementStarted - whether the element has started its parts (after its
   *   first game is open: a part used before is started in the element's order, not by its use).
   */
  constructor(feature, make, elementStarted) {
    Object.assign(this, { feature, make, elementStarted });
    /** The part once made, else null. */
    this.part = null;
    this.started = false;
  }

  /** Resolves with the part, made once its module has loaded (not started); a failed load rejects and is tried again at the next call. */
  async load() {
    if (!this.part) {
      const module = await loadFeature(this.feature);
      this.part ??= this.make(module);
    }
    return this.part;
  }

  /** Starts the part, once: at the element's start, or when it is first used after it. */
  start() {
    if (!this.part || this.started) return;
    this.started = true;
    this.part.start();
  }

  /**
   * Resolves with `work(part)`, the part loaded and (the element having started) started first.
   * A part made already does the work now, in this call, as a part of the element's own would.
   */
  use(work) {
    if (this.part) return Promise.resolve(this.now(work));
    return this.load().then(() => this.use(work));
  }

  /**
   * `work(part)` now where the part is made (started first, as `use` starts it), else `absent`:
   * a part never made has nothing to do.
   */
  now(work, absent = undefined) {
    if (!this.part) return absent;
    if (this.elementStarted()) this.start();
    return work(this.part);
  }
}
