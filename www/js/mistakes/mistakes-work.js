// "Learn from your mistakes" on the controller (game-controller.js): the deck in the store
// (`mistakes`: `{exercises, fromReview}`, mistake-deck.js's exercises and the ids the review shown
// gave, or null without `persist`) and an exercise opened on the board. An exercise runs on the
// puzzle machinery (puzzle-work.js) judged by the engine's exercise calls: `exerciseAnswer` (a
// better move than the game's, or why the game's move failed, played out) and `exerciseSolution`
// (the best move). The rules are the engine's: nothing here judges a move.

/** The engine's calls an exercise is judged by (no hint: the question is the whole position). */
export const EXERCISE_CALLS = Object.freeze({ answer: 'exerciseAnswer', hint: null, solution: 'exerciseSolution' });

/** What the puzzle machinery calls an exercise's kind (the `pathwayz-puzzle` event's `kind`). */
export const EXERCISE_KIND = 'mistake';

export class MistakesWork {
  /** @param {object} controller - the game controller: `state`, `update`, `puzzles`. */
  constructor(controller) {
    this.controller = controller;
  }

  /**
   * The deck: `exercises` (null where none is kept), `fromReview` (`{record, ids}`: the
   * exercises the review of `record` gave, or null) and `reviewed` (the records of the games
   * reviewed for it, mistake-deck.js) into the store, with the sweep of the saved games as it is.
   */
  setDeck(exercises, fromReview = this.controller.state.mistakes?.fromReview ?? null, reviewed = this.controller.state.mistakes?.reviewed ?? []) {
    const sweep = this.controller.state.mistakes?.sweep ?? null;
    this.controller.update({ mistakes: exercises && { exercises, fromReview, reviewed, sweep } });
  }

  /** The sweep of the saved games (`{running, done, total, added}`, or null) into the deck in the store. */
  setSweep(sweep) {
    const { mistakes } = this.controller.state;
    if (mistakes) this.controller.update({ mistakes: { ...mistakes, sweep } });
  }

  /**
   * Opens the exercise `exercise` (one of the deck's) on the board, the player to move: `info` is
   * the engine's `readExercise` of its line. The puzzles' work runs it (made by the deck's part
   * first: `usePuzzles`).
   */
  open(exercise, info) {
    this.controller.puzzles.open({ ...info, kind: EXERCISE_KIND, exercise }, { calls: EXERCISE_CALLS });
  }
}
