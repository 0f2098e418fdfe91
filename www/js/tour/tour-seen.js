// Whether the player has seen or skipped the walk-through on this browser (localStorage,
// `pathwayz.tour.v1`): read by the element to offer it, written by the walk-through and the
// offer's "No thanks". Apart from the walk-through, which loads when first opened.

const SEEN_KEY = 'pathwayz.tour.v1';

/** True when the player has seen or skipped the walk-through on this browser. */
export function tourSeen() {
  try {
    return localStorage.getItem(SEEN_KEY) !== null;
  } catch {
    return true;
  }
}

/** Remembers how the walk-through ended for the player: `seen` or `skipped`. */
export function rememberTour(how) {
  try {
    localStorage.setItem(SEEN_KEY, how);
  } catch {
    // Private browsing: the offer may come again.
  }
}
