// Thinking on the player's time (pondering, ponder-work.js): the player's choice, Game setup's
// "Think on your time", on by default except on a touch device (its battery), and the page's
// visibility, which stops it while the page is hidden. The publisher's default is the `ponder`
// attribute (`on` or `off`; absent: the device's default). With `persist`, the player's choice
// is kept for the site under `pathwayz.ponder.v1` (`on` or `off`) and wins over the attribute at
// the next start, as the move sounds' does (sounds.js). A part of the element (pathwayz-game.js):
// given the element (its attributes) and the controller, it uses nothing else.

/** Where the player's choice is kept (with `persist`). */
export const PONDER_KEY = 'pathwayz.ponder.v1';
/** The element's attribute for the publisher's default. */
export const PONDER_ATTRIBUTE = 'ponder';

/** The choice a value of the attribute or the kept key stands for: true, false, or null (none). */
function choiceOf(text) {
  return text === 'on' ? true : text === 'off' ? false : null;
}

/** The player's kept choice, or null when none is kept (or storage is refused). */
function keptChoice() {
  try {
    return choiceOf(localStorage.getItem(PONDER_KEY));
  } catch {
    return null;
  }
}

/** The default without a choice: on, except on a touch device (a coarse pointer), for its battery. */
function deviceDefault() {
  return !globalThis.matchMedia?.('(pointer: coarse)').matches;
}

/** Thinking on the player's time for one element: the choice and the page's visibility. */
export class Pondering {
  /** The element's attributes this part hears. */
  static ATTRIBUTES = [PONDER_ATTRIBUTE];

  /**
   * @param {HTMLElement} element - the element: its `ponder` and `persist` attributes.
   * @param {() => object|null} controller - the game's controller (null before the start).
   */
  constructor(element, controller) {
    this.element = element;
    this.controller = controller;
    this.onVisibility = null;
  }

  /** At the start (once the controller is made): the choice, and the page's visibility from now on. */
  start() {
    const kept = this.element.hasAttribute('persist') ? keptChoice() : null;
    this.onVisibility = () => this.controller()?.setPonder({ visible: document.visibilityState !== 'hidden' });
    document.addEventListener('visibilitychange', this.onVisibility);
    this.controller().setPonder({
      on: kept ?? choiceOf(this.element.getAttribute(PONDER_ATTRIBUTE)) ?? deviceDefault(),
      visible: document.visibilityState !== 'hidden',
    });
  }

  /** The player turned thinking on their time on or off (Game setup): kept with `persist`. */
  choose(on) {
    this.controller().setPonder({ on });
    if (!this.element.hasAttribute('persist')) return;
    try {
      localStorage.setItem(PONDER_KEY, on ? 'on' : 'off');
    } catch {
      // Private browsing: the choice lasts until the page is left.
    }
  }

  /** Stops listening to the page's visibility (the element left the page). */
  stop() {
    if (this.onVisibility) document.removeEventListener('visibilitychange', this.onVisibility);
    this.onVisibility = null;
  }

  /** `ponder` changed: the publisher's default, at once. */
  attributeChanged(name, oldValue, newValue) {
    const controller = this.controller();
    if (controller && oldValue !== newValue) controller.setPonder({ on: choiceOf(newValue) ?? deviceDefault() });
  }
}
