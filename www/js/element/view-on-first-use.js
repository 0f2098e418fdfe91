// A view whose module loads the first time a snapshot has something for it to show
// (element/features.js): until then its slot is hidden and nothing is drawn in it; once made, the
// view draws every snapshot. `updateComplete` waits for the load and the frame after it.

import { loadFeature, loadedFeature } from './features.js';

export class ViewOnFirstUse {
  /**
   * @param {object} options
   * @param {string} options.feature - the feature's name (features.js).
   * @param {HTMLElement} options.slot - where the view will draw: hidden until it is made.
   * @param {(state: object) => boolean} options.shows - whether a snapshot has anything for the view.
   * @param {(module: object, slot: HTMLElement) => {render: Function}} options.make - the view,
   *   made from the feature's module in its slot.
   * @param {object} options.host - the game element: `lookChange`, `redraw`, `controller`.
   */
  constructor({ feature, slot, shows, make, host }) {
    Object.assign(this, { feature, slot, shows, make, host });
    this.view = null;
    this.loading = false;
    slot.hidden = true;
  }

  /** Draws the snapshot `state` (store.js), once the view is made; loads it at the first snapshot it shows. */
  render(state) {
    if (this.view) {
      this.view.render(state);
      return;
    }
    if (this.loading || !this.shows(state)) return;
    // Loaded already (a way into the mode waited for it): made and drawn in this frame.
    const module = loadedFeature(this.feature);
    if (module) {
      this.madeFrom(module);
      this.view?.render(state);
      return;
    }
    this.loading = true;
    this.host.lookChange(loadFeature(this.feature).then((module) => {
      this.madeFrom(module);
      this.host.redraw();
    }, (error) => {
      this.loading = false;
      this.host.controller?.tellError('featureFailed', error);
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

  /** The view made from the feature's `module`, unless made already or its slot is gone (the views were made again). */
  madeFrom(module) {
    if (this.view || !this.slot.isConnected) return;
    this.slot.hidden = false;
    this.view = this.make(module, this.slot);
  }
}
