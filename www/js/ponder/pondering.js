// Thinking on the player's time (pondering, ponder-work.js): the player's choice, Game setup's
// "Think on your time", on by default except on a touch device (its battery), and the page's
// visibility, which stops it while the page is hidden. The publisher's default is the `ponder`
// attribute (`on` or `off`; absent: the device's default). With `persist`, the player's choice
// is kept for the site under `pathwayz.ponder.v1` (`on` or `off`) and wins over the attribute at
// the next start, as the move sounds' does (sounds.js). Mixed into the element class:
// `class extends withPondering(...)`; it uses the element's `controller`.

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

export function withPondering(Base) {
  class Pondering extends Base {
    static get observedAttributes() {
      return [...super.observedAttributes, PONDER_ATTRIBUTE];
    }

    /** At the start (once the controller is made): the choice, and the page's visibility from now on. */
    startPondering() {
      const kept = this.hasAttribute('persist') ? keptChoice() : null;
      this.onVisibility = () => this.controller?.setPonder({ visible: document.visibilityState !== 'hidden' });
      document.addEventListener('visibilitychange', this.onVisibility);
      this.controller.setPonder({ on: kept ?? choiceOf(this.getAttribute(PONDER_ATTRIBUTE)) ?? deviceDefault(), visible: document.visibilityState !== 'hidden' });
    }

    /** The player turned thinking on their time on or off (Game setup): kept with `persist`. */
    choosePonder(on) {
      this.controller.setPonder({ on });
      if (!this.hasAttribute('persist')) return;
      try {
        localStorage.setItem(PONDER_KEY, on ? 'on' : 'off');
      } catch {
        // Private browsing: the choice lasts until the page is left.
      }
    }

    /** Stops listening to the page's visibility (the element left the page). */
    stopPondering() {
      if (this.onVisibility) document.removeEventListener('visibilitychange', this.onVisibility);
      this.onVisibility = null;
    }

    attributeChangedCallback(name, oldValue, newValue) {
      if (name !== PONDER_ATTRIBUTE) {
        super.attributeChangedCallback(name, oldValue, newValue);
        return;
      }
      if (this.controller && oldValue !== newValue) this.controller.setPonder({ on: choiceOf(newValue) ?? deviceDefault() });
    }
  }
  return Pondering;
}
