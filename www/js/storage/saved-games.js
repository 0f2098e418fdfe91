// Saved games and shared links for <pathwayz-game persist>: which game the element opens with
// (the saved game in progress, a shared link, or both: the saved game open and the link
// offered), setting a damaged entry aside, opening the offered link, and saving: a listener of
// the controller's store saves the game whenever its record or settings change, and a save the
// browser refuses (storage full, a private window) shows a lasting notice until one works again.
// A part of the element (pathwayz-game.js), given the element (its `persist`, `id`, `record`
// and `puzzle` attributes) and what it uses: the controller, the engine, the element's words and
// settings, and the doors to a replay and a puzzle.

import { planFirstGame } from '../game/first-game.js';
import { explainError } from '../engine/engine-errors.js';
import { forgetLink, loadSaved, readLink, save, setAside, storageKey } from './storage.js';
import { modeNamed, modeOf } from '../modes/mode-table.js';
import { recordProblem } from '../engine/record-problem.js';
import { Part } from '../element/part.js';

/** Storage keys of the persisting elements on this page, so two never share one. */
const keysInUse = new Map();

/** The saved game and shared links of one element. */
export class SavedGames extends Part {
  /**
   * @param {HTMLElement} element - the element: its `persist`, `id`, `record` and `puzzle` attributes.
   * @param {object} uses - `controller()`, `engine()`, `say()` (the element's words now),
   *   `settings()` (the settings its attributes give), `openReplay(record)` and `openPuzzle(which)`.
   */
  constructor(element, uses) {
    super(uses);
    this.element = element;
    /** The key this element saves under (with `persist`), or null when it does not save. */
    this.persistKey = null;
    this.savedKey = null;
  }

  /**
   * Sets `persistKey`, the key this element saves under (with `persist`), from its id; null when
   * it does not save. A key another element on the page uses is refused: returns why, for the
   * player (null when all is well).
   */
  claimKey() {
    this.persistKey = null;
    if (!this.element.hasAttribute('persist')) return null;
    const key = storageKey(this.element.id);
    const holder = keysInUse.get(key);
    if (holder && holder !== this.element && holder.isConnected) {
      const problem = this.say('keyInUse', { key });
      console.warn(problem);
      return problem;
    }
    keysInUse.set(key, this.element);
    this.persistKey = key;
    return null;
  }

  /** Gives up this element's storage key (it left the page). */
  releaseKey() {
    if (keysInUse.get(this.persistKey) === this.element) keysInUse.delete(this.persistKey);
  }

  /**
   * With `persist`: the saved game, a shared link, or both (the saved game open and the link
   * offered); a damaged entry is set aside and a damaged link reported. Else a new game.
   * `keyProblem`: why this element cannot save, if it cannot.
   */
  openFirstGame(keyProblem) {
    const say = this.say;
    const defaults = this.uses.settings();
    const mode = modeOf(defaults);
    if (mode.replays && this.element.hasAttribute('record')) {
      // A replay of the `record` attribute: no saved game or link is read, none is saved, and
      // the storage key stays free for the element that plays.
      this.releaseKey();
      this.persistKey = null;
      this.controller.newGame(defaults);
      this.uses.openReplay(this.element.getAttribute('record'));
      return;
    }
    if (mode.judgesMoves) {
      // A puzzle (the `puzzle` attribute, else the daily one): no game is read or saved here;
      // with persist the player's puzzle attempts are kept (puzzle-mode.js).
      this.releaseKey();
      this.persistKey = null;
      this.controller.newGame(defaults);
      this.uses.openPuzzle(this.element.getAttribute('puzzle') ?? 'daily');
      return;
    }
    const notes = keyProblem ? [keyProblem] : [];
    // The engine's own words for a record it refused, shown under the message.
    const details = [];
    const reason = (refusal) => {
      const { text, detail } = explainError(refusal, say);
      if (detail) details.push(detail);
      return text;
    };
    let saved = null;
    let link = null;
    if (this.persistKey) {
      const found = loadSaved(this.persistKey);
      const refused = found?.entry ? recordProblem(this.uses.engine(), found.entry.record) : null;
      const problem = found?.problem ? say(`savedProblem.${found.problem.key}`, found.problem) : refused && reason(refused);
      if (problem) {
        const aside = setAside(this.persistKey, found.raw);
        notes.push(aside ? say('savedUnreadableKept', { reason: problem, key: aside }) : say('savedUnreadable', { reason: problem }));
      } else if (found?.entry) {
        saved = found.entry;
      }
      link = readLink();
      const linkProblem = link && recordProblem(this.uses.engine(), link.record);
      if (linkProblem) {
        notes.push(say('linkRefused', { reason: reason(linkProblem) }));
        link = null;
        forgetLink();
      }
    }
    const plan = planFirstGame(this.uses.engine(), link, saved);
    if (plan.open) {
      const settings = { ...defaults, ...plan.open.settings };
      // A puzzle is opened by its id, never by a game's settings (a link that says so).
      if (modeNamed(settings.mode)?.judgesMoves) settings.mode = defaults.mode;
      this.controller.loadRecord(plan.open.record, settings);
    } else {
      this.controller.newGame(defaults);
      if (notes.length && !keyProblem) notes.push(say('newGameStarted'));
    }
    if (plan.forgetLink) forgetLink();
    this.controller.offerLink(plan.offer);
    if (notes.length) this.controller.tell(notes.join(say('sentenceGap')), details.join(' '));
  }

  /**
   * The player chose the shared game over the one in progress, which is set aside first, never
   * lost: where storage refuses to keep it, the link is not opened and the player is told.
   */
  openOfferedLink() {
    const link = this.controller.state.offer;
    if (!link) return;
    let aside = null;
    if (this.persistKey) {
      aside = this.setGameAside();
      if (!aside) {
        this.controller.tell(this.say('sharedNotOpened'));
        return;
      }
    }
    this.closeOffer();
    try {
      this.controller.loadRecord(link.record, { ...this.uses.settings(), ...link.settings });
      this.controller.tell(aside ? this.say('sharedOpenedKept', { key: aside }) : this.say('sharedOpened'));
    } catch (error) {
      this.controller.tellError('linkRefused', error);
    }
    this.saveGame();
  }

  /**
   * Moves the game in progress to a key of its own (`KEY.set-aside.TIME`, returned; null where
   * storage refused), before another game replaces it: whatever game is then in progress is
   * saved again.
   */
  setGameAside() {
    const { game, settings } = this.controller.state;
    const aside = setAside(this.persistKey, JSON.stringify({ format: 1, record: game.record, settings, savedAt: Date.now() }));
    if (aside) this.savedKey = null;
    return aside;
  }

  closeOffer() {
    this.controller.offerLink(null);
    forgetLink();
  }

  /**
   * Saves the game in `state` (with `persist`) unless it is saved as it is already; a save the
   * browser refuses is shown to the player until one works (controller.saveFailed).
   */
  saveGame(state = this.controller.state) {
    // A replay shows a game, a puzzle is a puzzle and a game with a friend is kept as such
    // (friend-games.js): none replaces the game saved in progress.
    if (!this.persistKey || !modeOf(state.settings).savesGame) return;
    const { game, settings } = state;
    const savedKey = `${game.record}|${JSON.stringify(settings)}`;
    if (savedKey === this.savedKey) return;
    this.savedKey = savedKey;
    if (save(this.persistKey, game.record, settings)) this.controller.saveWorked();
    else this.controller.saveFailed();
  }

  /** Saves the game (with `persist`) now and whenever its record or settings change in the store. */
  saveOnChange() {
    this.controller.store.subscribe((state) => this.saveGame(state));
    this.saveGame();
  }
}
