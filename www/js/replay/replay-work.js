// Replay mode (`mode="replay"`): a game shown move by move on a read-only board, for the
// controller (game-controller.js). The position it opens at (`start`: a number of moves, or
// `end`; the start by default), which position is shown (the first, the previous, the next,
// the last, a move of the list: the controller's `showPly`), the autoplay that steps forward
// every `ms` and stops at the last position, and a record the engine refused (`replay.problem`,
// shown in place of the game: the engine's reason in the player's words, its own under them).
// The record is read by the engine (`fromRecord`, through the controller's `loadRecord`), never
// by a copy of its rules here. Nothing here starts a worker: the analysis runs only when asked
// for (analysis-work.js).

import { explainError } from '../engine/engine-errors.js';

/** The autoplay's time a move, in milliseconds, unless the `autoplay-ms` attribute says otherwise. */
export const AUTOPLAY_MS = 1000;
/** The bounds of the autoplay's time a move (a page's choice, not a rule of the game). */
export const AUTOPLAY_MIN_MS = 100;
export const AUTOPLAY_MAX_MS = 60000;

/** The replay's part of the store when nothing is replayed yet. */
export const REPLAY_START = Object.freeze({ playing: false, ms: AUTOPLAY_MS, problem: null });

/**
 * The autoplay's time a move from an attribute's text: `{ms}`, or `{problem}` saying why it is
 * refused (null, the attribute removed: the default).
 */
export function autoplayMsFrom(text) {
  if (text === null) return { ms: AUTOPLAY_MS };
  const ms = String(text).trim() === '' ? NaN : Number(text);
  if (Number.isFinite(ms) && ms >= AUTOPLAY_MIN_MS && ms <= AUTOPLAY_MAX_MS) return { ms };
  return { problem: `autoplay-ms must be a number of milliseconds from ${AUTOPLAY_MIN_MS} to ${AUTOPLAY_MAX_MS}, not ${JSON.stringify(String(text).slice(0, 40))}` };
}

/**
 * The position a replay opens at, from the `start` attribute's text: `{start}`, a number of
 * moves or `end` (0, the start, when the attribute is absent), or `{problem}` saying why it is
 * refused. A number past the end of the game is the game's to judge (it opens at the end).
 */
export function replayStartFrom(text) {
  if (text === null) return { start: 0 };
  const trimmed = String(text).trim();
  if (trimmed === 'end') return { start: 'end' };
  if (/^\d+$/.test(trimmed)) return { start: Number(trimmed) };
  return { problem: `start must be a number of moves from 0, or end, not ${JSON.stringify(String(text).slice(0, 40))}` };
}

export class ReplayWork {
  /** @param {object} controller - the game controller: `state`, `update`, `say`, `loadRecord`, `showPly`. */
  constructor(controller) {
    this.controller = controller;
    this.timer = null;
  }

  get state() {
    return this.controller.state.replay;
  }

  patch(fields) {
    this.controller.update({ replay: { ...this.state, ...fields } });
  }

  /** The position shown, as the number of moves from the start. */
  shownPly() {
    const { shown, game } = this.controller.state;
    return shown.viewPly ?? game.ply;
  }

  /**
   * Replays `record` from the position `start` (a number of moves, or `end`; past the end: the
   * end). A record the engine refuses throws (its `kind` and `ply`) and leaves the game shown as
   * it was.
   */
  open(record, start = 0) {
    this.controller.loadRecord(record);
    const total = this.controller.state.game.ply;
    this.controller.showPly(start === 'end' ? total : Math.min(start, total));
  }

  /**
   * Replays `record` from `start`, or, if the engine refuses it, shows why in place of the game
   * (an empty board): returns the refusal, or null when the record is shown.
   */
  show(record, start = 0) {
    try {
      this.open(record, start);
      return null;
    } catch (error) {
      this.controller.loadRecord('');
      // No game, nothing to analyse: the analysis stops with it (and its worker's work).
      if (this.controller.state.analysisOn) this.controller.toggleAnalysis();
      const { text, detail } = explainError(error, this.controller.say);
      this.patch({ problem: { text: this.controller.say('replayRefused', { reason: text }), detail } });
      return error;
    }
  }

  /** Forgets a refused record and stops the autoplay (another game is loaded, or a new one). */
  reset() {
    this.stopTimer();
    if (this.state.playing || this.state.problem) this.patch({ playing: false, problem: null });
  }

  /**
   * Shows the position `where` names: `first` (before any move), `previous`, `next`, `last`
   * (the game's end), or a number of moves. The autoplay goes on from there, and stops at the last.
   */
  go(where) {
    const total = this.controller.state.game.ply;
    const now = this.shownPly();
    const target = { first: 0, previous: now - 1, next: now + 1, last: total }[where] ?? Number(where);
    if (!Number.isFinite(target)) return;
    this.controller.showPly(Math.min(total, Math.max(0, Math.trunc(target))));
    if (this.state.playing) this.afterStep();
  }

  /** Starts the autoplay (from the first position if the last is shown), or pauses it. */
  toggle() {
    if (this.state.playing) this.pause();
    else this.play();
  }

  /** Starts the autoplay: a move every `ms`, until the last position. */
  play() {
    const total = this.controller.state.game.ply;
    if (this.state.playing || total === 0 || this.state.problem) return;
    if (this.shownPly() >= total) this.controller.showPly(0);
    this.patch({ playing: true });
    this.schedule();
  }

  /** Stops the autoplay where it is. */
  pause() {
    this.stopTimer();
    if (this.state.playing) this.patch({ playing: false });
  }

  /** The autoplay's time a move (`autoplayMsFrom`), from its next step. */
  setMs(ms) {
    if (ms === this.state.ms) return;
    this.patch({ ms });
    if (this.state.playing) this.schedule();
  }

  afterStep() {
    if (this.shownPly() >= this.controller.state.game.ply) this.pause();
    else this.schedule();
  }

  schedule() {
    this.stopTimer();
    this.timer = setTimeout(() => {
      this.timer = null;
      if (this.state.playing) this.go('next');
    }, this.state.ms);
  }

  stopTimer() {
    clearTimeout(this.timer);
    this.timer = null;
  }
}
