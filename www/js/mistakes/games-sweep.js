// History's "Review N saved games for mistakes": the saved games against PAI whose reviews have not yet
// given the deck their exercises (mistake-deck.js's `reviewed`) are reviewed one after another,
// each as the review panel reviews a game (the worker values every move, REVIEW_MS a position,
// the engine's `reviewSummary` judges), and the player's mistakes in each join the deck, newest
// game first. It runs as the review job of the job scheduler: anything that comes first (PAI's
// move, a hint, a review of the game shown) stops it, and what it found stays; the games left
// are offered again. The store's `mistakes.sweep` says how far it is: `{running, done, total,
// added}`. A part of the Mistakes part (mistakes-part.js), which keeps what it finds.

import { REVIEW_MS, reviewStepOf } from '../review/review-work.js';

/** The saved games (the store's history) not yet reviewed for the deck, newest first, each record once. */
export function gamesToReview(state) {
  const reviewed = new Set(state.mistakes?.reviewed ?? []);
  const seen = new Set();
  const games = [];
  for (const game of [...(state.history?.games ?? [])].reverse()) {
    if (!game.record || reviewed.has(game.record) || seen.has(game.record)) continue;
    seen.add(game.record);
    games.push(game);
  }
  return games;
}

export class GamesSweep {
  /**
   * @param {object} uses - `controller()`, `engine()`, `say()`, and `keep(game, summary)`: keeps
   *   the exercises of the player's moves in `game`'s review `summary` and remembers the game as
   *   reviewed, returning how many exercises were new (null where the browser refused to save).
   */
  constructor(uses) {
    this.uses = uses;
    this.games = [];
  }

  get controller() {
    return this.uses.controller();
  }

  /** Starts reviewing the saved games not yet reviewed (nothing if a sweep runs or none waits). */
  start() {
    const { state } = this.controller;
    if (state.mistakes?.sweep?.running) return;
    this.games = gamesToReview(state);
    if (!this.games.length) return;
    this.controller.mistakes.setSweep({ running: true, done: 0, total: this.games.length, added: 0 });
    this.next();
  }

  /** Stops the sweep: the game under review is left for later, what was found stays. */
  stop() {
    if (!this.controller.state.mistakes?.sweep?.running) return;
    this.controller.scheduler.cancel(['review']);
    this.end('mistakesSweepStopped');
  }

  /** The sweep ends, said on the message line by the words `key`. */
  end(key) {
    const sweep = this.controller.state.mistakes?.sweep;
    if (!sweep?.running) return;
    this.games = [];
    this.controller.mistakes.setSweep({ ...sweep, running: false });
    this.controller.tell(this.uses.say()(key, sweep));
  }

  /** Reviews the next game, or ends the sweep when none is left. */
  next() {
    const controller = this.controller;
    const sweep = controller.state.mistakes?.sweep;
    if (!sweep?.running) return;
    const game = this.games[sweep.done];
    if (!game) {
      this.end('mistakesSweepDone');
      return;
    }
    const engine = this.uses.engine();
    let moves;
    try {
      moves = engine.recordMoves(game.record);
    } catch {
      // A record the engine cannot replay has no review: it is passed over, and not offered again.
      this.uses.keep(game, { moves: [] });
      controller.mistakes.setSweep({ ...sweep, done: sweep.done + 1 });
      this.next();
      return;
    }
    const steps = [];
    const job = controller.scheduler.start('review', { record: game.record, ms: REVIEW_MS }, {
      progress: (step) => {
        const kept = reviewStepOf(step, moves);
        if (!kept) {
          // An answer about another game: the sweep stops rather than keep it.
          controller.scheduler.cancel(['review']);
          this.end('mistakesSweepStopped');
          return;
        }
        steps[step.ply] = kept;
      },
      done: () => {
        const added = this.uses.keep(game, engine.reviewSummary(game.record, steps));
        const now = controller.state.mistakes?.sweep;
        if (added === null || !now?.running) {
          this.end('mistakesSweepStopped');
          return;
        }
        controller.mistakes.setSweep({ ...now, done: now.done + 1, added: now.added + added });
        this.next();
      },
      failed: (error) => {
        this.end('mistakesSweepStopped');
        controller.tellError('reviewFailed', error);
      },
      cancelled: () => this.end('mistakesSweepStopped'),
    });
    if (!job) this.end('mistakesSweepBusy');
  }
}
