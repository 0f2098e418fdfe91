// "Learn from your mistakes" in the element (`mode="mistakes"`, with `persist`): the deck of the
// player's mistakes (mistake-deck.js, `pathwayz.mistakes.v1`), gathered from every review of a
// game they played against PAI (the engine's `reviewSummary` names each move worth an exercise:
// a mistake, a blunder, a forced win missed, a forced loss walked into; only the player's own are
// kept, each once), the progress kept as they practise (the `pathwayz-puzzle` events of an
// exercise), which exercise opens next (the first not solved), and the way in and out: History's
// "Practise your mistakes" and the review's "Learn from your mistakes" switch the element to the
// mistakes mode keeping the game in progress, and Back to your game brings it back (as for the
// puzzles, puzzle-mode.js). History's sweep reviews the saved games not yet reviewed and keeps
// their mistakes too (games-sweep.js). A deck that cannot be read is set aside with a message,
// never deleted.
// The exercise itself is the controller's (mistakes-work.js, on puzzle-work.js). A part of the
// element (pathwayz-game.js), given the element (its `persist` attribute), the controller, the
// engine, the element's words and a way to close the History dialog.

import { Part } from '../element/part.js';
import { MISTAKES_MODE } from '../modes/mistakes.js';
import { humanSideIn } from '../modes/mode.js';
import { modeNamed, modeOf } from '../modes/mode-table.js';
import { loadOrSetAside } from '../storage/kept-list.js';
import { MISTAKES_KEY, exerciseOf, nextExercise, parseDeck, saveDeck, withExercises, withProgress, withReviewed } from './mistake-deck.js';
import { EXERCISE_KIND } from './mistakes-work.js';
import { GamesSweep } from './games-sweep.js';
import { otherColor } from '../game/color.js';
import { PuzzleWork } from '../puzzle/puzzle-work.js';

/** Its English words (element/features.js adds them when it loads). */
export { default as ENGLISH } from './mistakes-part-words-en.js';

export class Mistakes extends Part {
  /**
   * @param {HTMLElement} element - the element: its `persist` attribute.
   * @param {object} uses - `controller()`, `engine()`, `say()` (the element's words now) and
   *   `closeHistory()`.
   */
  constructor(element, uses) {
    super(uses);
    this.element = element;
    this.started = false;
    /** The review last gathered from (the store's object: every change of it is a new one). */
    this.seenReview = null;
    /** The engine's reading of each exercise line met (`readExercise`), or null for one it refused. */
    this.readings = new Map();
    /** The review whose exercises could not be kept (the browser refused), said once. */
    this.refusedFor = null;
    /** History's sweep of the saved games not yet reviewed. */
    this.sweep = new GamesSweep({ ...uses, keep: (game, summary) => this.keepGame(game, summary) });
  }

  /** The controller's work that runs puzzles and exercises (puzzle-work.js), made at the first use. */
  get puzzleWork() {
    return this.controller.usePuzzles(PuzzleWork);
  }

  /** The deck's exercises (the store's; with `persist`, once read), else null. */
  get exercises() {
    return this.controller.state.mistakes?.exercises ?? null;
  }

  /**
   * With `persist`: reads the deck, and from then on gathers the player's mistakes from every
   * review. A damaged deck is set aside with a message (where the browser refuses, nothing is
   * gathered, so nothing is written over it). Once per element.
   */
  start() {
    if (this.started || !this.controller || !this.element.hasAttribute('persist')) return;
    this.started = true;
    const found = loadOrSetAside(MISTAKES_KEY, parseDeck, (problem) => this.say(`mistakesProblem.${problem.key}`, problem), (exercises) => this.deckProblem(exercises));
    if (found.problem) this.controller.addNote(found.aside ? this.say('mistakesUnreadableKept', { reason: found.problem, key: found.aside }) : this.say('mistakesUnreadable', { reason: found.problem }));
    this.controller.mistakes.setDeck(found.items, null, found.reviewed ?? []);
    this.controller.store.subscribe((state) => this.gather(state));
    this.gather(this.controller.state);
  }

  /** The engine's reading of the exercise `line`, or null where it refuses it. */
  reading(line) {
    if (!this.readings.has(line)) {
      let info = null;
      try {
        info = this.uses.engine().readExercise(line);
      } catch {
        info = null;
      }
      this.readings.set(line, info);
    }
    return this.readings.get(line);
  }

  /** Why the engine refuses the stored `exercises` (a line it cannot read, or read otherwise), in the player's words, or null. */
  deckProblem(exercises) {
    const index = exercises.findIndex((exercise) => {
      const info = this.reading(exercise.line);
      return !info || info.id !== exercise.id || info.line !== exercise.line || info.ply !== exercise.ply || info.move !== exercise.move || info.toMove !== exercise.colour;
    });
    return index < 0 ? null : this.say('mistakesProblem.exercise', { index: index + 1 });
  }

  /**
   * The store changed: a review of a game the player played against PAI puts their moves worth
   * an exercise into the deck (each once), and says which they are (`fromReview`).
   */
  gather(state) {
    const { review, settings, mistakes } = state;
    if (!mistakes || !review?.summary || review === this.seenReview) return;
    this.seenReview = review;
    const human = humanSideIn(modeOf(settings), settings);
    if (!human) return;
    const found = this.exercisesIn(review.summary, human, modeOf(settings).strengthOf(settings, otherColor(human)));
    const ids = found.map((exercise) => exercise.id);
    const before = mistakes.fromReview;
    const same = before?.record === review.record && before.ids.join() === ids.join();
    const { exercises, added } = withExercises(mistakes.exercises, found);
    // A review that ran to its end has given all its exercises: the sweep need not review that game.
    const reviewed = !review.running && !review.stopped ? withReviewed(mistakes.reviewed, review.record) : mistakes.reviewed;
    if (!added && same && reviewed === mistakes.reviewed) return;
    if ((added || reviewed !== mistakes.reviewed) && !saveDeck(exercises, reviewed)) {
      if (this.refusedFor !== review.record) this.controller.addNote(this.say('mistakesSaveFailed'));
      this.refusedFor = review.record;
      this.controller.mistakes.setDeck(mistakes.exercises, { record: review.record, ids });
      return;
    }
    this.controller.mistakes.setDeck(exercises, { record: review.record, ids }, reviewed);
  }

  /**
   * The exercises of `player`'s moves in a review's `summary` (the engine's `reviewSummary`: the
   * moves worth one carry their `exercise` line) against PAI at `strength`.
   */
  exercisesIn(summary, player, strength) {
    return summary.moves
      .filter((judged) => judged.player === player && judged.exercise)
      .map((judged) => [judged, this.reading(judged.exercise)])
      .filter(([, info]) => info)
      .map(([judged, info]) => exerciseOf(info, judged, strength));
  }

  /**
   * The sweep reviewed the saved `game` (the history's: `record`, the player's `colour`, PAI's
   * `level` and `positions`): its exercises join the deck and it is remembered as reviewed.
   * Returns how many were new, or null where the browser refused to save.
   */
  keepGame(game, summary) {
    const { mistakes } = this.controller.state;
    if (!mistakes) return null;
    const found = this.exercisesIn(summary, game.colour, { level: game.level, positions: game.positions ?? null });
    const { exercises, added } = withExercises(mistakes.exercises, found);
    const reviewed = withReviewed(mistakes.reviewed, game.record);
    if (!saveDeck(exercises, reviewed)) {
      this.controller.addNote(this.say('mistakesSaveFailed'));
      return null;
    }
    this.controller.mistakes.setDeck(exercises, mistakes.fromReview, reviewed);
    return added;
  }

  /**
   * The exercise to open: `which` is `next` (the first not solved after `after`) or `review` (of
   * the review shown, the first not solved). Null for none.
   */
  pick(which, after = null) {
    const mistakes = this.controller.state.mistakes;
    if (!mistakes) return null;
    const among = which === 'review' ? mistakes.fromReview?.ids ?? [] : null;
    return nextExercise(mistakes.exercises, { after, among });
  }

  /**
   * From a game (History, the review): the mistakes mode on the exercise `which` picks, the game
   * in progress kept to come back to (in memory, and saved as it was). Without one, the player
   * is told why and the game stays.
   */
  enter(which = 'next') {
    const exercise = this.pick(which);
    if (!exercise) {
      this.controller.tell(this.say(this.exercises ? 'mistakesNone' : 'mistakesNotKept'));
      return;
    }
    this.uses.closeHistory();
    if (!this.controller.mode().judgesMoves) this.puzzleWork.keepGame();
    if (this.controller.mode() !== MISTAKES_MODE) this.controller.updateSettings({ mode: MISTAKES_MODE.name });
    this.show(exercise);
  }

  /**
   * In the mistakes mode: the next exercise after the one shown (`next`), or why none can be
   * shown, on an empty board.
   */
  open(which = 'next') {
    this.start();
    const shown = this.controller.state.puzzle?.info;
    const exercise = this.pick(which, shown?.kind === EXERCISE_KIND ? shown.id : null);
    if (!exercise) {
      this.puzzleWork.problem(this.say(this.exercises ? 'mistakesNone' : 'mistakesNotKept'));
      return;
    }
    this.show(exercise);
  }

  /** The deck's `exercise` on the board. */
  show(exercise) {
    const info = this.reading(exercise.line);
    if (!info) {
      this.puzzleWork.problem(this.say('mistakesDamaged'), exercise.line.slice(0, 200));
      return;
    }
    // The exercise runs on the puzzles' work (mistakes-work.js): made first where it is not yet.
    this.controller.usePuzzles(PuzzleWork);
    this.controller.mistakes.open(exercise, info);
  }

  /**
   * The element heard `type`: an exercise's first failure (a wrong answer, the solution shown)
   * or a right answer is a try at it, and a right answer solves it; kept with `persist`.
   */
  hear(type, detail) {
    if (type !== 'puzzle' || detail.kind !== EXERCISE_KIND || !this.exercises) return;
    const solved = detail.result === 'solved';
    const tried = detail.result === 'failed' || (solved && detail.clean);
    if (!tried && !solved) return;
    const exercises = withProgress(this.exercises, detail.id, { tried, solved });
    if (!exercises) return;
    if (!saveDeck(exercises, this.controller.state.mistakes.reviewed)) {
      this.controller.addNote(this.say('mistakesSaveFailed'));
      return;
    }
    this.controller.mistakes.setDeck(exercises);
  }

  /** The `mode` attribute turned the element into the mistakes mode, or out of it. */
  modeChanged(mode, before) {
    if (modeNamed(mode) === MISTAKES_MODE) {
      this.open('next');
    } else if (modeNamed(before) === MISTAKES_MODE && !modeNamed(mode)?.judgesMoves) {
      this.puzzleWork.takeGameBack();
      this.puzzleWork.close();
    }
  }
}
