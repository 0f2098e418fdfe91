// What a host page's scripts can do with <pathwayz-game>: properties (`record`, `ply`, `level`, `ms`,
// `color`, `mode`, `ready`, `weights`, `version`, `buildId`), methods (`newGame()`, `undo()`, `redo()`), live attributes, and the
// `pathwayz-error` event. A part of the element (pathwayz-game.js): the element's public
// properties and methods are doors to it, and it is given the element (its attributes and
// events), the controller, the engine's bounds, the element's doors to the puzzles and the
// mistakes (a mode or a puzzle changed) and its look.
//
// Attributes take effect at once, in the game in progress: `level`, `positions` (a budget of
// positions a move the engine offers at that level: a limited strength), `white-level`,
// `white-positions` and `ms` from PAI's next search (a search in progress starts again under them), `coach` from the player's
// next move (a move it holds back is let through when it no longer stops: coach-work.js), `color` and `mode` change
// who plays which side from the position on the board (PAI moves if it is now its turn),
// `controls` shows or hides the full controls, `theme` switches light and dark (in the
// stylesheet), `orientation` turns the board, `lang` redraws every view in that language. A
// setting's value that is not allowed is refused: the setting stays as it was and a
// `pathwayz-error` event says why; a `theme` or `orientation` not allowed leaves the default
// look (the browser's colour scheme, the screen's shape), with the same event. In a replay
// (`mode="replay"`), `record` is the game shown (a record the engine refuses is shown as such in
// the element, and reported by the event), `autoplay` plays it by itself and `autoplay-ms` sets
// its time a move, `start` the position it opens at (a number of moves or `end`: one past the end
// opens at the end, and is reported). In a puzzle (`mode="puzzle"`), `puzzle` is the puzzle shown (its id, or
// `daily`; puzzle-mode.js): an id the puzzles do not hold is shown as such and reported.

import { DEFAULT_SETTINGS } from '../game/settings.js';
import {
  LIVE_ATTRIBUTES, PUZZLE_ATTRIBUTES, REPLAY_ATTRIBUTES, STRENGTH_ATTRIBUTES, budgetProblem, isSetting, lookProblem, settingFromAttribute, settingKey,
} from './live-attributes.js';
import { autoplayMsFrom, replayStartFrom } from '../replay/replay-work.js';
import { Part, takeEarlyProperties } from './part.js';

/** The attribute each reflected property stands for. */
const REFLECTED = { level: 'level', ms: 'ms', color: 'color', mode: 'mode' };
/** The setting each reflected property reads. */
const SETTING_OF = { level: 'level', ms: 'ms', color: 'humanColor', mode: 'mode' };

/** The properties that reflect an attribute, by name. */
export const REFLECTED_PROPERTIES = Object.keys(REFLECTED);

/** What a host page's scripts reach: the element's properties, methods, live attributes and errors. */
export class ScriptApi extends Part {
  /**
   * @param {HTMLElement} element - the element: its attributes and its events.
   * @param {object} uses - `controller()` (null before the start), `bounds()` (the engine's
   *   bounds on settings), `modeChanged(mode, before)` and `puzzleChanged(value)` (to the
   *   puzzles and the mistakes) and `look` (`showControls()`, `offerTour()`,
   *   `applyOrientation()`, `changeLanguage()`: the element's look).
   */
  constructor(element, uses) {
    super(uses);
    this.element = element;
    // Properties set before the class was defined, applied once the engine is ready.
    this.upgraded = takeEarlyProperties(element, ['record', ...REFLECTED_PROPERTIES]);
    /** A record set before the engine was ready, loaded as soon as it is. */
    this.pendingRecord = null;
    /** Resolves with the element when it is ready (the `pathwayz-ready` event). */
    this.ready = new Promise((resolve) => {
      element.addEventListener('pathwayz-ready', () => resolve(element), { once: true });
    });
  }

  /** The game record, moves in notation separated by spaces (`"d4 e5 e4*"`). */
  get record() {
    return this.controller ? this.controller.state.game.record : (this.pendingRecord ?? '');
  }

  /**
   * Loads a record in place of the game in progress (in a replay: shown from its first
   * position). A bad record throws an Error saying which move is wrong and why, and leaves the
   * game as it was. Before the element is ready the record waits; if it is bad then, a
   * `pathwayz-error` event reports it.
   */
  set record(record) {
    if (!this.controller) {
      this.pendingRecord = String(record);
      return;
    }
    const mode = this.controller.mode();
    if (mode.judgesMoves) {
      this.reportError('a puzzle shows its own position: set the puzzle attribute instead of record', 'record');
    } else if (mode.replays) {
      // Shown from `start` (the start by default); a refused record throws before it.
      const start = this.replayStart() ?? 0;
      this.controller.replay.open(String(record), start);
      this.reportStartPastEnd(start);
    } else {
      this.controller.loadRecord(String(record));
    }
  }

  /** The position shown, as its number of moves from the start (the game's ply when it is the latest). */
  get ply() {
    if (!this.controller) return 0;
    const { shown, game } = this.controller.state;
    return shown.viewPly ?? game.ply;
  }

  /** Shows the position after that many moves (in a replay, the autoplay goes on from there). */
  set ply(ply) {
    const controller = this.readyController();
    if (controller.mode().replays) controller.replay.go(Number(ply));
    else if (Number.isFinite(Number(ply))) controller.showPly(Number(ply));
  }

  /** A reflected property (`level`, `ms`, `color`, `mode`): the setting in play (after the engine is ready), else the attribute's, else the default. */
  reflected(property) {
    const key = SETTING_OF[property];
    if (this.controller) return this.controller.state.settings[key];
    const attribute = REFLECTED[property];
    if (!this.element.hasAttribute(attribute)) return DEFAULT_SETTINGS[key];
    const text = this.element.getAttribute(attribute);
    return property === 'level' || property === 'ms' ? Number(text) : text;
  }

  /** Sets a reflected property's attribute, which takes effect at once. */
  reflect(property, value) {
    this.element.setAttribute(REFLECTED[property], String(value));
  }

  /**
   * Replays `record` (the `record` attribute): a record the engine refuses is shown as such in
   * the element and reported by `pathwayz-error`; with `autoplay`, it plays by itself.
   */
  showReplay(record) {
    const start = this.replayStart() ?? 0;
    const refusal = this.controller.replay.show(String(record ?? ''), start);
    if (refusal) {
      this.reportError(`the record could not be replayed: ${refusal.message}`, 'record', refusal);
      return;
    }
    this.reportStartPastEnd(start);
    if (this.element.hasAttribute('autoplay')) this.controller.replay.play();
  }

  /**
   * The position a replay opens at (the `start` attribute): a number of moves or `end`; null for a
   * value refused, which is reported (the replay then opens at the start).
   */
  replayStart() {
    const { start, problem } = replayStartFrom(this.element.getAttribute('start'));
    if (problem) this.reportError(`${problem} (the replay opens at the start)`, 'attribute');
    return problem ? null : start;
  }

  /** Reports a `start` past the end of the game replayed, which opened at its end. */
  reportStartPastEnd(start) {
    const total = this.controller.state.game.ply;
    if (start === 'end' || start <= total) return;
    this.reportError(`start ${start} is past the end of the game (${total} moves): the replay opens at its end`, 'attribute');
  }

  /**
   * The weights PAI plays with, once its worker has started: `{ok, source, byLevel}` (`source` names
   * them: the engine's built-in learned weights, `ok` false only if the engine had to fall back
   * to hand weights, with the reason as `problem`); null before PAI first thinks (never in a
   * game of two humans).
   */
  get weights() {
    return this.controller?.state.weights ?? null;
  }

  /** The controller, or an Error for a script that did not wait for the element to be ready. */
  readyController() {
    if (!this.controller) throw new Error('<pathwayz-game> is not ready yet: wait for its pathwayz-ready event (or await element.ready)');
    return this.controller;
  }

  /** A live attribute changed (the element's attributeChangedCallback). */
  attributeChanged(name, oldValue, newValue) {
    const controller = this.controller;
    if (oldValue === newValue || !controller) return;
    if (REPLAY_ATTRIBUTES.includes(name)) {
      this.changeReplay(name, newValue);
      return;
    }
    if (PUZZLE_ATTRIBUTES.includes(name)) {
      this.uses.puzzleChanged(newValue);
      return;
    }
    if (!isSetting(name)) {
      this.changeLook(name, newValue);
      return;
    }
    const setting = settingFromAttribute(name, newValue, this.uses.bounds());
    if (setting.problem) {
      this.reportError(setting.problem, 'attribute');
      return;
    }
    const patch = STRENGTH_ATTRIBUTES.some((pair) => pair.includes(name)) ? this.strengthPatch(name) : { [setting.key]: setting.value ?? DEFAULT_SETTINGS[setting.key] };
    if (!patch) return;
    const modeBefore = controller.mode();
    controller.updateSettings(patch);
    const mode = controller.mode();
    // Turned into a replay: the game of the `record` attribute, if it has one, else the game in progress.
    if (name === 'mode' && mode.replays && this.element.hasAttribute('record')) this.showReplay(this.element.getAttribute('record'));
    // Turned into a puzzle (the `puzzle` attribute's, else the daily one) or the player's
    // mistakes (the next exercise), or out of one.
    if (name === 'mode' && mode !== modeBefore) {
      this.uses.modeChanged(mode.name, modeBefore.name);
    }
  }

  /**
   * The strength the pair of attributes holding `name` (`level` and `positions`, or `white-level`
   * and `white-positions`) names once `name` changed, as settings (`{level, positions}`): `name`'s
   * value (removed: the default), with its partner's attribute, or where it has none (or one
   * refused) the level in play or no budget. A budget the engine does not offer at the level is
   * refused (reported, and null returned: nothing changes) when it is the budget that changed,
   * and gives way to the level alone (reported) when the level changed.
   */
  strengthPatch(name) {
    const pair = STRENGTH_ATTRIBUTES.find((each) => each.includes(name));
    const bounds = this.uses.bounds();
    const { settings } = this.controller.state;
    const [level, positions] = pair.map((attribute, index) => {
      const setting = settingFromAttribute(attribute, this.element.getAttribute(attribute), bounds);
      if (attribute === name) return setting.value ?? DEFAULT_SETTINGS[setting.key];
      const absent = index === 0 ? settings[settingKey(attribute)] : null;
      return setting.problem ? absent : setting.value ?? absent;
    });
    const problem = budgetProblem(pair, level, positions, bounds.strengths);
    if (problem && name === pair[1]) {
      this.reportError(problem, 'attribute');
      return null;
    }
    if (problem) this.reportError(`${problem} (the level alone is played)`, 'attribute');
    return { [settingKey(pair[0])]: level, [settingKey(pair[1])]: problem ? null : positions };
  }

  /** A replay's attribute changed: `record` (shown in a replay), `autoplay`, `autoplay-ms`, `start`. */
  changeReplay(name, value) {
    const replay = this.controller.replay;
    if (name === 'autoplay-ms') {
      const { ms, problem } = autoplayMsFrom(value);
      if (problem) this.reportError(problem, 'attribute');
      else replay.setMs(ms);
      return;
    }
    if (!this.controller.mode().replays) return;
    if (name === 'record') this.showReplay(value);
    else if (name === 'start') this.goToStart();
    else if (value === null) replay.pause();
    else replay.play();
  }

  /** `start` changed: the replay shows that position (a value refused leaves it where it is). */
  goToStart() {
    const start = this.replayStart();
    if (start === null || this.controller.state.replay.problem) return;
    this.controller.replay.go(start === 'end' ? 'last' : start);
    this.reportStartPastEnd(start);
  }

  /** At the start, a replay's time a move and its autoplay (after its record is loaded). */
  startReplay() {
    const { ms, problem } = autoplayMsFrom(this.element.getAttribute('autoplay-ms'));
    if (problem) this.reportError(`${problem} (the default is used)`, 'attribute');
    else this.controller.replay.setMs(ms);
    if (this.controller.mode().replays && this.element.hasAttribute('autoplay')) this.controller.replay.play();
  }

  /** An attribute of the look changed: `controls`, `theme`, `orientation` or `lang`. */
  changeLook(name, value) {
    const problem = lookProblem(name, value);
    if (problem) this.reportError(`${problem} (the default is used)`, 'attribute');
    const { look } = this.uses;
    if (name === 'controls') {
      look.showControls();
      look.offerTour();
    } else if (name === 'orientation') {
      look.applyOrientation();
    } else if (name === 'lang') {
      look.changeLanguage();
    }
    // `theme` is the stylesheet's: :host([theme="dark"]) and :host([theme="light"]).
  }

  /** Called once the engine is ready: loads a waiting record, reports attributes refused. */
  afterReady() {
    for (const [property, value] of Object.entries(this.upgraded)) {
      if (property === 'record') this.pendingRecord = String(value);
      else this.reflect(property, value);
    }
    this.upgraded = {};
    const element = this.element;
    for (const name of LIVE_ATTRIBUTES) {
      if (!element.hasAttribute(name) || REPLAY_ATTRIBUTES.includes(name) || PUZZLE_ATTRIBUTES.includes(name)) continue;
      const text = element.getAttribute(name);
      const problem = isSetting(name) ? settingFromAttribute(name, text, this.uses.bounds()).problem : lookProblem(name, text);
      if (problem) this.reportError(`${problem} (the default is used)`, 'attribute');
    }
    // A budget the engine does not offer at the level: the level alone is played (settings.js).
    const { settings } = this.controller.state;
    for (const pair of STRENGTH_ATTRIBUTES) {
      const [level, positions] = pair.map((attribute) => settingFromAttribute(attribute, element.getAttribute(attribute), this.uses.bounds()));
      if (element.hasAttribute(pair[1]) && !positions.problem && !level.problem) {
        const problem = budgetProblem(pair, level.value ?? settings[level.key], positions.value, this.uses.bounds().strengths);
        if (problem) this.reportError(`${problem} (the level alone is played)`, 'attribute');
      }
    }
    if (this.pendingRecord === null) {
      this.startReplay();
      return;
    }
    const record = this.pendingRecord;
    this.pendingRecord = null;
    if (this.controller.mode().replays) {
      this.showReplay(record);
      this.startReplay();
      return;
    }
    try {
      this.controller.loadRecord(record);
    } catch (error) {
      this.reportError(`the record could not be loaded: ${error.message}`, 'record', error);
      // The player sees a new game where the page meant another: the message line says why.
      this.controller.tellError('recordRefused', error);
    }
  }

  /**
   * Dispatches `pathwayz-error` {message, source} (source: 'attribute' or 'record'), with the
   * engine's `kind` (and `ply`, for a record) when `refusal` is the engine's.
   */
  reportError(message, source, refusal = null) {
    console.warn(`<pathwayz-game>: ${message}`);
    const detail = { message, source };
    if (refusal?.kind) detail.kind = refusal.kind;
    if (Number.isInteger(refusal?.ply)) detail.ply = refusal.ply;
    this.element.dispatchEvent(new CustomEvent('pathwayz-error', { detail, bubbles: true, composed: true }));
  }
}
