// Puzzles in the element (`mode="puzzle"`, `puzzle="ID"` or `daily`): which puzzle opens (by its
// id, the daily puzzle, or the next one near the player's puzzle rating: puzzle-catalogue.js),
// the player's attempts with `persist` (puzzle-attempts.js: the first attempt of each puzzle, set
// aside with a message when they cannot be read, never deleted) and their rating (the engine's
// `puzzleRating`), the `pathwayz-puzzle` event, and the site's way in and out: the panel's
// Puzzles and Daily puzzle buttons switch the element to puzzle mode, keeping the game in
// progress (in memory, and saved as it was: a puzzle is never saved as the game), and Back to
// your game brings it back. Next chooses from the theme chosen (puzzle-themes.js), or, in a
// streak (`puzzle="streak"`, or the panel's Start a streak), the streak's next puzzle up
// (streak.js) until the first miss, the streaks kept with `persist` (streak-storage.js).
// The day's puzzle is drawn from the release's daily shards where the puzzles are not read yet
// (daily-shards.js: no puzzle file, no data readers), and the puzzles read at the player's first
// input on the element. The puzzle itself is the controller's (puzzle-work.js). A part of
// the element (pathwayz-game.js), given the element (its `persist` and `puzzle` attributes), the
// controller, the engine, the element's words and its `reportError`.

import { loadEngine } from '../engine/wasm.js';
import { loadLadder } from '../panel/ladder.js';
import { PUZZLE_MODE, puzzleAsked } from '../modes/puzzle.js';
import { modeNamed, modeOf } from '../modes/mode-table.js';
import { dailyPuzzle, dayOf, loadPuzzleText, nextPuzzle, puzzleById } from './puzzle-catalogue.js';
import { dailyFromShards } from './daily-shards.js';
import { PUZZLES_KEY, parseAttempts, saveAttempts, withAttempt } from './puzzle-attempts.js';
import { STREAKS_KEY, parseStreaks, saveStreaks, withNewStreak, withSolvedInLast } from './streak-storage.js';
import { ALL_THEMES, puzzlesOfTheme, themesOf } from './puzzle-themes.js';
import { streakPuzzle } from './streak.js';
import { loadOrSetAside } from '../storage/kept-list.js';
import { Part } from '../element/part.js';
import { nextTask } from '../element/next-task.js';
import { PuzzleWork } from './puzzle-work.js';

/** Its English words (element/features.js adds them when it loads). */
export { default as ENGLISH } from './puzzle-mode-words-en.js';

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
    /** Stops waiting for the player's first input to read the puzzles (catalogueAtFirstInput). */
    this.firstInput = null;
    /** Counts the puzzles opened, so that a load that finishes after another began gives up. */
    this.opening = 0;
    /** A note for the message line held while a puzzle loads (opening it clears the line). */
    this.pendingNote = null;
    /** Whether the streaks may be written (with `persist`, unless unreadable ones could not be set aside). */
    this.keepsStreaks = false;
    /** The puzzles opened in this element: Next prefers others, as it prefers those not tried. */
    this.shownIds = new Set();
    /** Picks among equal puzzles of a streak (a test may give its own). */
    this.random = Math.random;
  }

  /** The controller's work that runs puzzles and exercises (puzzle-work.js), made at the first use. */
  get puzzleWork() {
    return this.controller.usePuzzles(PuzzleWork);
  }

  /** The player's attempts (the store's; with `persist`, once read), else null. */
  get attempts() {
    return this.controller.state.puzzleAttempts;
  }

  /**
   * The puzzles, read once per element: `{puzzles, readers}` (the engine's `readPuzzles` of the
   * data file, rated on the ladder; `readers`: the engine's data readers, engine/wasm.js's
   * `loadEngine` of `module` at the first call, `data` or `search`), or `{problem: {text,
   * detail}}` when they cannot be read.
   */
  catalogue(module = 'data') {
    this.stopWaitingForInput();
    // The engine first: the ladder's reader then uses the module it began.
    this.catalogueLoad ??= Promise.all([loadEngine({ module }), loadPuzzleText(), loadLadder()]).then(async ([readers, text, ladder]) => {
      // The whole file is read in a task of its own (tens of milliseconds on a phone), and what
      // draws the puzzle in the next, so neither holds the page for long.
      await nextTask();
      let catalogue;
      try {
        catalogue = { puzzles: readers.readPuzzles(text, ladder), readers };
      } catch (error) {
        catalogue = { problem: { text: this.say('puzzlesDamaged'), detail: error.message } };
      }
      await nextTask();
      return catalogue;
    }, (error) => {
      this.catalogueLoad = null;
      return { problem: { text: this.say('puzzlesUnavailable'), detail: error?.message ?? String(error) } };
    });
    return this.catalogueLoad;
  }

  /**
   * Opens a puzzle: `which` is its id (16 hex digits), `daily` (the puzzle of the UTC day),
   * `next` (near the player's puzzle rating, one not tried yet, of the theme chosen; in a streak
   * under way, the streak's next) or `streak` (a new streak's first puzzle). An id the file does
   * not hold is shown as such in the element and reported by `pathwayz-error`.
   */
  async open(which) {
    this.opening += 1;
    const opening = this.opening;
    const wanted = puzzleAsked(which);
    // Moving on from a streak's puzzle before solving it is its miss.
    if (wanted === 'next' && this.streakUnderWay() && this.controller.state.puzzle?.phase !== 'solved') this.missStreak();
    if (wanted !== 'next' || this.controller.state.streak?.over) this.puzzleWork.leaveStreak();
    this.puzzleWork.loading(wanted);
    const stale = () => opening !== this.opening || !this.controller || this.controller.mode() !== PUZZLE_MODE;
    const now = new Date();
    if (wanted === 'daily' && !this.catalogueLoad) {
      const info = await this.dailyFromShards(now);
      if (stale()) return;
      if (info) {
        this.show(info, dayOf(now));
        this.catalogueAtFirstInput();
        return;
      }
    }
    const catalogue = await this.catalogue();
    if (stale()) return;
    if (catalogue.problem) {
      this.puzzleWork.problem(catalogue.problem.text, catalogue.problem.detail);
      this.uses.reportError(`the puzzles could not be read: ${catalogue.problem.detail}`, 'puzzle');
      this.tellPendingNote();
      return;
    }
    const { puzzles, readers } = catalogue;
    this.puzzleWork.setThemes(themesOf(puzzles, this.attempts));
    const tried = new Set((this.attempts ?? []).map((attempt) => attempt.id));
    let info;
    let daily = null;
    if (wanted === 'daily') {
      info = dailyPuzzle(readers, puzzles, now);
      daily = dayOf(now);
    } else if (wanted === 'streak' || (wanted === 'next' && this.streakUnderWay())) {
      if (wanted === 'streak') this.beginStreak();
      const streak = this.controller.state.streak;
      const solved = this.controller.state.streaks.at(-1)?.solved ?? 0;
      info = streakPuzzle(puzzles, { solved, seen: streak.seen }, tried, this.random);
      if (info) this.puzzleWork.streakShows(info.id);
    } else if (wanted === 'next') {
      const rating = this.controller.state.puzzleRating?.rating ?? START_RATING;
      const theme = puzzlesOfTheme(puzzles, this.controller.state.puzzleTheme);
      info = nextPuzzle(theme.length ? theme : puzzles, new Set([...tried, ...this.shownIds]), rating, this.controller.state.lastPuzzleId);
    } else {
      info = puzzleById(puzzles, wanted);
    }
    if (!info) {
      const id = wanted.slice(0, 40);
      this.puzzleWork.problem(this.say('puzzleUnknown', { id }), '');
      this.uses.reportError(`no puzzle has the id ${JSON.stringify(id)}`, 'puzzle');
      this.tellPendingNote();
      return;
    }
    this.show(info, daily);
  }

  /** Shows the puzzle `info` (`daily`: its day, if it is the day's puzzle). */
  show(info, daily) {
    this.shownIds.add(info.id);
    this.puzzleWork.open(info, { daily, counts: this.attempts ? !this.tried(info.id) : null });
    this.tellPendingNote();
  }

  /** The day's puzzle of `now` from the release's shards (daily-shards.js), or null: none, or unreadable (said on the console). */
  async dailyFromShards(now) {
    try {
      return await dailyFromShards(this.uses.engine(), now);
    } catch (error) {
      console.warn(`the day's puzzle could not come from its shard (${error?.message ?? error}): the puzzle file instead`);
      return null;
    }
  }

  /**
   * After the day's puzzle came from its shard: the puzzles (the themes, Next, a streak) are
   * read at the player's first input on the element, by the search module's readers (an answer,
   * a hint or the solution loads that module anyway), and the themes then listed.
   */
  catalogueAtFirstInput() {
    if (this.firstInput) return;
    this.firstInput = new AbortController();
    const read = () => this.catalogue('search').then((catalogue) => {
      if (this.controller?.mode() !== PUZZLE_MODE) return;
      if (catalogue.problem) {
        // Said, and tried again at the next input where the file could not be fetched (the
        // placeholder list stays; Next says the problem too).
        this.controller.addNote(catalogue.problem.text);
        this.uses.reportError(`the puzzles could not be read: ${catalogue.problem.detail}`, 'puzzle');
        if (!this.catalogueLoad) this.catalogueAtFirstInput();
        return;
      }
      if (!this.controller.state.puzzleThemes.length) this.puzzleWork.setThemes(themesOf(catalogue.puzzles, this.attempts));
    });
    for (const type of ['pointerdown', 'keydown', 'focusin']) this.element.addEventListener(type, read, { signal: this.firstInput.signal });
  }

  /** Stops waiting for the player's first input (the element left puzzle mode). */
  stopWaitingForInput() {
    this.firstInput?.abort();
    this.firstInput = null;
  }

  /** Whether a streak is under way (begun, not yet missed). */
  streakUnderWay() {
    const streak = this.controller.state.streak;
    return Boolean(streak && !streak.over);
  }

  /** A new streak begins now: kept last among the streaks (written with `persist`). */
  beginStreak() {
    this.setStreaks(withNewStreak(this.controller.state.streaks, new Date().toISOString()), { begun: true });
  }

  /** The streak under way missed a puzzle: it ends with what it solved (`pathwayz-puzzle`, `streak-over`). */
  missStreak() {
    if (!this.streakUnderWay()) return;
    this.puzzleWork.endStreak();
    const { streaks, puzzle } = this.controller.state;
    const detail = { id: puzzle?.info?.id ?? null, kind: puzzle?.info?.kind ?? null, result: 'streak-over', solved: streaks.at(-1)?.solved ?? 0 };
    // After the event being heard now (a failure) has reached the page.
    queueMicrotask(() => this.controller?.onEvent('puzzle', detail));
  }

  /** The streaks into the store, and kept where they may be written. */
  setStreaks(streaks, options) {
    if (this.keepsStreaks && !saveStreaks(streaks)) this.controller.addNote(this.say('streakSaveFailed'));
    this.puzzleWork.setStreaks(streaks, options);
  }

  /** The panel's theme list: the next puzzle comes from `theme` (a streak under way ends). */
  chooseTheme(theme) {
    this.puzzleWork.chooseTheme(theme === ALL_THEMES || this.controller.state.puzzleThemes.some((t) => t.theme === theme) ? theme : ALL_THEMES);
    if (this.streakUnderWay()) this.missStreak();
    this.open('next');
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
    this.puzzleWork.setAttempts(found.items);
    const streaks = loadOrSetAside(STREAKS_KEY, parseStreaks, (problem) => this.say(`streakProblem.${problem.key}`, problem), () => null);
    if (streaks.problem) this.note(streaks.aside ? this.say('streaksUnreadableKept', { reason: streaks.problem, key: streaks.aside }) : this.say('streaksUnreadable', { reason: streaks.problem }));
    this.keepsStreaks = streaks.items !== null;
    this.puzzleWork.setStreaks(streaks.items ?? []);
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
   * attempt at it (the first attempt of a puzzle alone counts), kept with `persist`; in a streak,
   * its miss or one more solved.
   */
  hear(type, detail) {
    // An exercise of the player's mistakes runs on the puzzle machinery too: not a puzzle, nor a streak's.
    if (type !== 'puzzle' || this.controller.mode() !== PUZZLE_MODE) return;
    if (detail.result !== 'failed' && !(detail.result === 'solved' && detail.clean)) return;
    const info = this.controller.state.puzzle?.info;
    if (!info || info.id !== detail.id) return;
    this.hearInStreak(info.id, detail.result === 'solved');
    if (!this.attempts) return;
    const attempts = withAttempt(this.attempts, { date: new Date().toISOString(), id: info.id, rating: info.rating, solved: detail.result === 'solved' });
    if (!attempts) return;
    if (!saveAttempts(attempts)) {
      this.controller.addNote(this.say('puzzleSaveFailed'));
      return;
    }
    this.puzzleWork.setAttempts(attempts);
    const { puzzleThemes } = this.controller.state;
    this.catalogue().then((catalogue) => {
      if (catalogue.puzzles && this.controller.state.puzzleThemes === puzzleThemes) this.puzzleWork.setThemes(themesOf(catalogue.puzzles, this.attempts));
    });
  }

  /** The streak's puzzle `id` was `solved` at the first try, or failed: one more, or its end. */
  hearInStreak(id, solved) {
    if (!this.streakUnderWay() || this.controller.state.streak.seen.at(-1) !== id) return;
    if (solved) this.setStreaks(withSolvedInLast(this.controller.state.streaks));
    else this.missStreak();
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
      this.puzzleWork.keepGame();
      this.controller.updateSettings({ mode: PUZZLE_MODE.name });
    }
    this.open(which);
  }

  /** Back to the game the player left for the puzzles, as it was. */
  leave() {
    const back = this.puzzleWork.takeGameBack();
    if (!back) return;
    this.stopWaitingForInput();
    this.puzzleWork.leaveStreak();
    this.opening += 1;
    this.puzzleWork.close();
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
      this.stopWaitingForInput();
      this.puzzleWork.takeGameBack();
      this.puzzleWork.leaveStreak();
      this.opening += 1;
      this.puzzleWork.close();
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
