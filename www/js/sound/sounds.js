// The element's move sounds: off until the player turns them on (Game setup's Sounds, or the
// publisher's `sounds` attribute), and silent whatever the choice while the page says `muted`.
// The store holds both (`sounds: {on, muted}`, the controller's `setSounds`); a listener of the
// store hears each change and plays what move-sounds.js says it sounds like (sound-player.js),
// so a move of the player's, PAI's, a redo and a replay's step all sound alike and no view
// plays anything. The notes and the player (sound-output.js) load the first time sounds are
// allowed or Game setup opens (where they are turned on); the AudioContext is made on the first
// gesture in the element (a pointer or a key) once sounds are allowed and the player is here,
// never before.
//
// With `persist`, the player's choice is kept for the site under `pathwayz.sounds.v1` (`on` or
// `off`) and wins over the `sounds` attribute at the next start. A part of the element
// (pathwayz-game.js): given the element (its attributes, its shadow root for the gestures) and
// the controller, it uses nothing else.

import { takeEarlyProperties } from '../element/part.js';

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

/** The element's move sounds: the player's choice, the page's mute, the notes of each change of the store. */
export class Sounds {
  /** The element's attributes this part hears. */
  static ATTRIBUTES = SOUND_ATTRIBUTES;

  /**
   * @param {HTMLElement} element - the element: its `sounds`, `muted` and `persist` attributes,
   *   its shadow root (where a gesture may make the AudioContext).
   * @param {() => object|null} controller - the game's controller (null before the start).
   */
  constructor(element, controller) {
    this.element = element;
    this.controller = controller;
    /** The player (sound-player.js), once sound-output.js is loaded; else null. */
    this.player = null;
    /** sound-output.js's module, once loaded; else null. */
    this.output = null;
    this.outputLoad = null;
    /** Whether the last load failed: tried again only when the player turns sounds on or opens Game setup. */
    this.outputFailed = false;
    // `sounds` or `muted` set before the class was defined, applied at the start.
    this.early = takeEarlyProperties(element, SOUND_ATTRIBUTES);
  }

  /**
   * At the start (once the controller is made): the kept choice (with `persist`), else the
   * `sounds` attribute; `muted`; then every change of the store is heard, and gestures in the
   * element may make the AudioContext.
   */
  start() {
    const element = this.element;
    const controller = this.controller();
    for (const [property, value] of Object.entries(this.early)) element.toggleAttribute(property, Boolean(value));
    const kept = element.hasAttribute('persist') ? keptChoice() : null;
    controller.setSounds({ on: kept ?? element.hasAttribute('sounds'), muted: element.hasAttribute('muted') });
    let before = controller.state;
    const hear = (state) => {
      const allowed = state.sounds.on && !state.sounds.muted;
      if (allowed) this.loadOutput();
      this.player?.setEnabled(allowed);
      // Until the notes are here, nothing sounds (they come as sounds are first allowed).
      const sound = this.output?.soundOf(before, state);
      before = state;
      if (sound) this.player.play(this.output.notesOf(sound));
    };
    hear(before);
    controller.store.subscribe(hear);
    for (const type of GESTURES) {
      element.shadowRoot.addEventListener(type, (event) => {
        if (event.isTrusted) this.player?.unlock();
      }, { capture: true });
    }
  }

  /** The notes' and the player's load while it is under way (what `updateComplete` waits for), else null. */
  get pending() {
    return this.output ? null : this.outputLoad;
  }

  /**
   * Loads the notes and the player (sound-output.js), once; resolves when they are here (a
   * failure is said on the console, and tried again only when `retry`: the player's own act).
   */
  loadOutput({ retry = false } = {}) {
    if (this.outputFailed && !retry) return Promise.resolve();
    this.outputFailed = false;
    this.outputLoad ??= import('./sound-output.js').then((output) => {
      this.output = output;
      this.player = new output.SoundPlayer();
      const sounds = this.controller()?.state.sounds;
      this.player.setEnabled(Boolean(sounds?.on && !sounds.muted));
    }, (error) => {
      this.outputLoad = null;
      this.outputFailed = true;
      console.warn(`the move sounds could not load (${error?.message ?? error})`);
    });
    return this.outputLoad;
  }

  /** The player turned sounds on or off (Game setup): kept with `persist`; on plays a note. */
  choose(on) {
    this.controller().setSounds({ on });
    if (this.element.hasAttribute('persist')) {
      try {
        localStorage.setItem(SOUNDS_KEY, on ? 'on' : 'off');
      } catch {
        // Private browsing: the choice lasts until the page is left.
      }
    }
    if (!on) return;
    // In the player's gesture where the player is here; else as soon as it is (a browser may
    // then wait for the next gesture to let it sound).
    const confirm = () => {
      this.player?.unlock();
      this.player?.play(this.output.notesOf(SOUNDS_ON));
    };
    if (this.player) confirm();
    else this.loadOutput({ retry: true }).then(() => this.output && confirm());
  }

  /** Lets the AudioContext go (the element left the page). */
  stop() {
    this.player?.close();
  }

  /** Whether sounds are on (the player's choice or the attribute; `muted` aside): the element's `sounds`. */
  get on() {
    return this.controller()?.state.sounds.on ?? this.element.hasAttribute('sounds');
  }

  /** Turns sounds on or off (sets the `sounds` attribute). */
  set on(on) {
    this.element.toggleAttribute('sounds', Boolean(on));
    // The player's choice may differ from an attribute that did not change.
    this.controller()?.setSounds({ on: Boolean(on) });
  }

  /** `sounds` or `muted` changed. */
  attributeChanged(name, oldValue, newValue) {
    const controller = this.controller();
    if (!controller || (oldValue === null) === (newValue === null)) return;
    controller.setSounds(name === 'sounds' ? { on: newValue !== null } : { muted: newValue !== null });
  }
}
