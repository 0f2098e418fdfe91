// The element's move sounds: off until the player turns them on (Game setup's Sounds, or the
// publisher's `sounds` attribute), and silent whatever the choice while the page says `muted`.
// The store holds both (`sounds: {on, muted}`, the controller's `setSounds`); a listener of the
// store hears each change and plays what move-sounds.js says it sounds like (sound-player.js),
// so a move of the player's, PAI's, a redo and a replay's step all sound alike and no view
// plays anything. The AudioContext is made on the first gesture in the element (a pointer or a
// key) once sounds are allowed, never before.
//
// With `persist`, the player's choice is kept for the site under `pathwayz.sounds.v1` (`on` or
// `off`) and wins over the `sounds` attribute at the next start. Mixed into the element class:
// `class extends withSounds(...)`; it uses the element's `controller` and `shadowRoot`.

import { notesOf, soundOf } from './move-sounds.js';
import { SoundPlayer } from './sound-player.js';

/** Where the player's choice is kept (with `persist`). */
export const SOUNDS_KEY = 'pathwayz.sounds.v1';
/** The element's attributes for sounds: the publisher's default, and the page's mute. */
export const SOUND_ATTRIBUTES = ['sounds', 'muted'];
/** The events that count as a gesture (heard first, before the board or a button acts on them). */
const GESTURES = ['pointerdown', 'keydown', 'click'];
/** What turning sounds on plays, so the player hears that they work. */
const SOUNDS_ON = { kind: 'move', permanent: false, side: 'white', flips: 0, end: null };

/** The player's kept choice: true, false, or null when none is kept (or storage is refused). */
function keptChoice() {
  try {
    const kept = localStorage.getItem(SOUNDS_KEY);
    return kept === 'on' ? true : kept === 'off' ? false : null;
  } catch {
    return null;
  }
}

export function withSounds(Base) {
  class Sounds extends Base {
    static get observedAttributes() {
      return [...super.observedAttributes, ...SOUND_ATTRIBUTES];
    }

    constructor() {
      super();
      // A property set before the class was defined hides the accessor: applied at the start.
      this.upgradedSounds = {};
      for (const property of SOUND_ATTRIBUTES) {
        if (!Object.hasOwn(this, property)) continue;
        this.upgradedSounds[property] = this[property];
        delete this[property];
      }
    }

    /**
     * At the start (once the controller is made): the kept choice (with `persist`), else the
     * `sounds` attribute; `muted`; then every change of the store is heard, and gestures in the
     * element may make the AudioContext.
     */
    startSounds() {
      this.soundPlayer = new SoundPlayer();
      for (const [property, value] of Object.entries(this.upgradedSounds)) this.toggleAttribute(property, Boolean(value));
      const kept = this.hasAttribute('persist') ? keptChoice() : null;
      this.controller.setSounds({ on: kept ?? this.hasAttribute('sounds'), muted: this.hasAttribute('muted') });
      let before = this.controller.state;
      const hear = (state) => {
        this.soundPlayer.setEnabled(state.sounds.on && !state.sounds.muted);
        const sound = soundOf(before, state);
        before = state;
        if (sound) this.soundPlayer.play(notesOf(sound));
      };
      hear(before);
      this.controller.store.subscribe(hear);
      for (const type of GESTURES) {
        this.shadowRoot.addEventListener(type, (event) => {
          if (event.isTrusted) this.soundPlayer.unlock();
        }, { capture: true });
      }
    }

    /** The player turned sounds on or off (Game setup): kept with `persist`; on plays a note. */
    chooseSounds(on) {
      this.controller.setSounds({ on });
      if (this.hasAttribute('persist')) {
        try {
          localStorage.setItem(SOUNDS_KEY, on ? 'on' : 'off');
        } catch {
          // Private browsing: the choice lasts until the page is left.
        }
      }
      if (!on) return;
      this.soundPlayer.unlock();
      this.soundPlayer.play(notesOf(SOUNDS_ON));
    }

    /** Lets the AudioContext go (the element left the page). */
    stopSounds() {
      this.soundPlayer?.close();
    }

    /** Whether sounds are on (the player's choice or the attribute; `muted` aside). */
    get sounds() {
      return this.controller ? this.controller.state.sounds.on : this.hasAttribute('sounds');
    }

    /** Turns sounds on or off (sets the `sounds` attribute). */
    set sounds(on) {
      this.toggleAttribute('sounds', Boolean(on));
      // The player's choice may differ from an attribute that did not change.
      this.controller?.setSounds({ on: Boolean(on) });
    }

    /** Whether the page muted the element (the `muted` attribute). */
    get muted() {
      return this.hasAttribute('muted');
    }

    set muted(muted) {
      this.toggleAttribute('muted', Boolean(muted));
    }

    attributeChangedCallback(name, oldValue, newValue) {
      if (!SOUND_ATTRIBUTES.includes(name)) {
        super.attributeChangedCallback(name, oldValue, newValue);
        return;
      }
      if (!this.controller || (oldValue === null) === (newValue === null)) return;
      this.controller.setSounds(name === 'sounds' ? { on: newValue !== null } : { muted: newValue !== null });
    }
  }
  return Sounds;
}
