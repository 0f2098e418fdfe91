// The one store of everything the element shows: a plain, frozen snapshot that only the
// controller's methods replace (game-controller.js), and that views, saving and the element's
// data attributes read. Listeners hear every change at once, with the snapshot as it is then (a
// listener may change it again: the others then hear the newer one); the element redraws once
// per animation frame (frame-render.js), whatever the number of changes in between.

export class Store {
  /** @param {object} state - the first snapshot. */
  constructor(state) {
    this.state = Object.freeze({ ...state });
    this.listeners = new Set();
  }

  /** A new snapshot: the current one with `patch`'s fields replaced; every listener hears it. */
  update(patch) {
    this.state = Object.freeze({ ...this.state, ...patch });
    for (const listener of [...this.listeners]) listener(this.state);
  }

  /** Calls `listener(state)` after every change; returns a function that stops it. */
  subscribe(listener) {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
