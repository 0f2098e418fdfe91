// A view whose module loads the first time a snapshot has something for it to show
// (element/features.js): until then its slot is hidden and nothing is drawn in it; once made, the
// view draws every snapshot. `updateComplete` waits for the load and the frame after it.

import { loadFeature, loadedFeature } from './features.js';
import { adoptStyles } from './adopt-styles.js';

/** A view made from its feature's module at the first snapshot it shows (see above). */
export class ViewOnFirstUse {
  /**
   * @param {object} options
   * @param {string} options.feature - the feature's name (features.js).
   * @param {HTMLElement} options.slot - where the view will draw: hidden until it is made.
   * @param {(state: object) => boolean} options.shows - whether a snapshot has anything for it.
   * @param {(module: object, slot: HTMLElement) => {render: Function}} options.make - the view,
   *   made from the feature's module in its slot.
   * @param {object} options.host - the game element: `lookChange`, `redraw`, `controller`,
   *   `featureFailed(error)`.
   */
  constructor({ feature, slot, shows, make, host }) {
    Object.assign(this, { feature, slot, shows, make, host });
    this.view = null;
    /** A load under way: no second one. */
    this.loading = false;
    /** The last load failed: tried again once the view is no longer wanted, and wanted again. */
    this.failed = false;
    slot.hidden = true;
  }

  /** Draws the snapshot `state` (store.js) once the view is made; loads it at the first it shows. */
  render(state) {
    if (this.view) {
      this.view.render(state);
      return;
    }
    if (!this.shows(state)) {
      this.failed = false;
      return;
    }
    if (this.loading || this.failed) return;
    // Loaded already (a way into the mode waited for it): made and drawn in this frame.
    const module = loadedFeature(this.feature);
    if (module) {
      this.madeFrom(module);
      this.view?.render(state);
      return;
    }
    this.loading = true;
    this.host.lookChange(loadFeature(this.feature).then((module) => {
      this.loading = false;
      // Not made while the element is off the page: the next snapshot drawn makes it.
      this.madeFrom(module);
      const now = this.host.controller?.state;
      if (this.view && now) this.view.render(now);
      this.host.redraw();
    }, (error) => {
      this.loading = false;
      this.failed = true;
      this.host.featureFailed(error);
    }));
  }

  /**
   * Makes the view now where the snapshot `state` shows it, so that a frame drawn next has it
   * (the start's first); resolves once it is made, or at once. A load that fails is left to
   * `render`, which says so.
   */
  async prepare(state) {
    if (this.view || !this.shows(state)) return;
    try {
      this.madeFrom(await loadFeature(this.feature));
    } catch {
      // render() tries again and tells the player.
    }
  }

  /**
   * The view made from the feature's `module`, unless made already or its slot is off the page
   * (the views were made again, or the element left it).
   */
  madeFrom(module) {
    if (this.view || !this.slot.isConnected) return;
    adoptStyles(this.host.shadowRoot, module.STYLES ?? []);
    this.slot.hidden = false;
    this.view = this.make(module, this.slot);
  }
}
