// Puzzles in the element (`mode="puzzle"`, `puzzle="ID"` or `daily`): which puzzle opens (by its
// id, the daily puzzle, or the next one near the player's puzzle rating: puzzle-catalogue.js),
// the player's attempts with `persist` (puzzle-attempts.js: the first attempt of each puzzle, set
// aside with a message when they cannot be read, never deleted) and their rating (the engine's
// `puzzleRating`), the `pathwayz-puzzle` event, and the site's way in and out: the panel's
// Puzzles and Daily puzzle buttons switch the element to puzzle mode, keeping the game in
// progress (in memory, and saved as it was: a puzzle is never saved as the game), and Back to
// your game brings it back. The puzzle itself is the controller's (puzzle-work.js). A part of
// the element (pathwayz-game.js), given the element (its `persist` and `puzzle` attributes), the
// controller, the engine, the element's words and its `reportError`.

import { loadLadder } from '../panel/ladder.js';
import { PUZZLE_MODE } from '../modes/puzzle.js';
import { modeNamed, modeOf } from '../modes/mode-table.js';
import { dailyPuzzle, dayOf, loadPuzzleText, nextPuzzle, puzzleById } from './puzzle-catalogue.js';
import { PUZZLES_KEY, parseAttempts, saveAttempts, withAttempt } from './puzzle-attempts.js';
import { loadOrSetAside } from '../storage/kept-list.js';
import { Part } from '../element/part.js';

/** The rating a player without one is offered puzzles near (Glicko-2's start). */
const START_RATING = 1500;

/** The puzzles of one element: which opens, the player's attempts and rating, the way in and out. */
export class Puzzles extends Part {
  /**
   * @param {HTMLElement} element - the element: its `persist` and `puzzle` attributes.
   * @param {object} uses - `controller()`, `engine()`, `say()` (the element's words now) and
   *   `reportError(message, source)` (the `pathwayz-error` event).
   */
  constructor(element, uses) {
    super(uses);
    this.element = element;
    this.catalogueLoad = null;
    /** Counts the puzzles opened, so that a load that finishes after another began gives up. */
    this.opening = 0;
    /** A note for the message line held while a puzzle loads (opening it clears the line). */
    this.pendingNote = null;
  }

  /** The player's attempts (the store's; with `persist`, once read), else null. */
  get attempts() {
    return this.controller.state.puzzleAttempts;
  }

  /**
   * The puzzles, read once per element: `{puzzles}` (the engine's `readPuzzles` of the data
   * file, rated on the ladder), or `{problem: {text, detail}}` when they cannot be read.
   */
  catalogue() {
    this.catalogueLoad ??= Promise.all([loadPuzzleText(), loadLadder(this.uses.engine())]).then(([text, ladder]) => {
      try {
        return { puzzles: this.uses.engine().readPuzzles(text, ladder) };
      } catch (error) {
        return { problem: { text: this.say('puzzlesDamaged'), detail: error.message } };
      }
    }, (error) => {
      this.catalogueLoad = null;
      return { problem: { text: this.say('puzzlesUnavailable'), detail: error?.message ?? String(error) } };
    });
    return this.catalogueLoad;
  }

  /**
   * Opens a puzzle: `which` is its id (16 hex digits), `daily` (the puzzle of the UTC day) or
   * `next` (near the player's puzzle rating, one not tried yet). An id the file does not hold
   * is shown as such in the element and reported by `pathwayz-error`.
   */
  async open(which) {
    this.opening += 1;
    const opening = this.opening;
    const wanted = String(which ?? 'daily').trim() || 'daily';
    this.controller.puzzles.loading(wanted);
    const catalogue = await this.catalogue();
    if (opening !== this.opening || !this.controller || this.controller.mode() !== PUZZLE_MODE) return;
    if (catalogue.problem) {
      this.controller.puzzles.problem(catalogue.problem.text, catalogue.problem.detail);
      this.uses.reportError(`the puzzles could not be read: ${catalogue.problem.detail}`, 'puzzle');
      this.tellPendingNote();
      return;
    }
    const { puzzles } = catalogue;
    let info;
    let daily = null;
    if (wanted === 'daily') {
      const now = new Date();
      info = dailyPuzzle(this.uses.engine(), puzzles, now);
      daily = dayOf(now);
    } else if (wanted === 'next') {
      const tried = new Set((this.attempts ?? []).map((attempt) => attempt.id));
      const rating = this.controller.state.puzzleRating?.rating ?? START_RATING;
      info = nextPuzzle(puzzles, tried, rating, this.controller.state.lastPuzzleId);
    } else {
      info = puzzleById(puzzles, wanted);
    }
    if (!info) {
      const id = wanted.slice(0, 40);
      this.controller.puzzles.problem(this.say('puzzleUnknown', { id }), '');
      this.uses.reportError(`no puzzle has the id ${JSON.stringify(id)}`, 'puzzle');
      this.tellPendingNote();
      return;
    }
    this.controller.puzzles.open(info, { daily, counts: this.attempts ? !this.tried(info.id) : null });
    this.tellPendingNote();
  }

  /**
   * With `persist`: reads the player's puzzle attempts and shows their rating; damaged ones are
   * set aside with a message (where the browser refuses, no attempt is recorded, so nothing is
   * written over them).
   */
  start() {
    if (!this.element.hasAttribute('persist')) return;
    const found = loadOrSetAside(PUZZLES_KEY, parseAttempts, (problem) => this.say(`puzzleProblem.${problem.key}`, problem), (attempts) => this.attemptsProblem(attempts));
    if (found.problem) this.note(found.aside ? this.say('puzzlesUnreadableKept', { reason: found.problem, key: found.aside }) : this.say('puzzlesUnreadable', { reason: found.problem }));
    this.controller.puzzles.setAttempts(found.items);
  }

  /**
   * Tells the player `note` on the message line: now, or, while a puzzle loads (opening it
   * clears the line), once it is shown.
   */
  note(note) {
    if (this.controller.state.puzzle?.phase === 'loading') this.pendingNote = note;
    else this.controller.addNote(note);
  }

  /** A note kept while the puzzle loaded, told now. */
  tellPendingNote() {
    if (!this.pendingNote) return;
    this.controller.addNote(this.pendingNote);
    this.pendingNote = null;
  }

  /** Why the engine refuses `attempts` (a date that is no day), in the player's words, or null. */
  attemptsProblem(attempts) {
    try {
      this.uses.engine().puzzleRating(attempts.map(({ date, rating, solved }) => ({ date, rating, solved })));
      return null;
    } catch (error) {
      return this.say('puzzleProblem.engine', { detail: error.message });
    }
  }

  /**
   * The element heard `type`: a puzzle's first failure or a clean solve is the player's
   * attempt at it (the first attempt of a puzzle alone counts), kept with `persist`.
   */
  hear(type, detail) {
    // An exercise of the player's mistakes runs on the puzzle machinery too: not a puzzle attempt.
    if (type !== 'puzzle' || !this.attempts || this.controller.mode() !== PUZZLE_MODE) return;
    if (detail.result !== 'failed' && !(detail.result === 'solved' && detail.clean)) return;
    const info = this.controller.state.puzzle?.info;
    if (!info || info.id !== detail.id) return;
    const attempts = withAttempt(this.attempts, { date: new Date().toISOString(), id: info.id, rating: info.rating, solved: detail.result === 'solved' });
    if (!attempts) return;
    if (!saveAttempts(attempts)) {
      this.controller.addNote(this.say('puzzleSaveFailed'));
      return;
    }
    this.controller.puzzles.setAttempts(attempts);
  }

  /** Whether the player tried the puzzle `id` before (its first attempt is the one that counts). */
  tried(id) {
    return Boolean(this.attempts?.some((attempt) => attempt.id === id));
  }

  /**
   * From a game: puzzle mode (`which`: `next` or `daily`), the game in progress kept to come
   * back to (and saved as it was).
   */
  enter(which) {
    if (modeOf(this.controller.state.settings) !== PUZZLE_MODE) {
      this.controller.puzzles.keepGame();
      this.controller.updateSettings({ mode: PUZZLE_MODE.name });
    }
    this.open(which);
  }

  /** Back to the game the player left for the puzzles, as it was. */
  leave() {
    const back = this.controller.puzzles.takeGameBack();
    if (!back) return;
    this.opening += 1;
    this.controller.puzzles.close();
    try {
      this.controller.loadRecord(back.record, back.settings);
    } catch (error) {
      this.controller.newGame(back.settings);
      this.controller.tellError('recordRefused', error);
    }
  }

  /** The `mode` attribute turned the element into a puzzle, or out of one. */
  modeChanged(mode, before) {
    if (modeNamed(mode) === PUZZLE_MODE) {
      this.open(this.element.getAttribute('puzzle') ?? 'daily');
    } else if (modeNamed(before) === PUZZLE_MODE) {
      this.controller.puzzles.takeGameBack();
      this.opening += 1;
      this.controller.puzzles.close();
    }
  }

  /** The `puzzle` attribute changed: in puzzle mode, that puzzle opens (removed: the daily one). */
  puzzleChanged(value) {
    if (this.controller.mode() === PUZZLE_MODE) this.open(value ?? 'daily');
  }

  /** The puzzle rating in words: "Puzzle rating: 1620 ± 140 (12 puzzles)", or how to get one. */
  ratingText(rating) {
    if (!rating) return '';
    if (rating.rated === 0) return this.say('puzzleRatingNone');
    return this.say('puzzleRatingValue', { rating: Math.round(rating.rating), rd: Math.round(rating.rd), count: rating.rated });
  }
}
