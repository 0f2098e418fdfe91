// The review of the game so far, for the controller (game-controller.js): each move valued by
// PAI in the position it was played in (the worker calls the engine's `reviewMove`), judged by
// the engine's `reviewSummary` (verdicts, accuracy, White's chances: no copy of its rules here),
// run as a job of the job scheduler. The game is not touched: PAI's next move or a hint stops a
// review (what it found stays).

/** The time a review gives each position of the game, in milliseconds. */
export const REVIEW_MS = 200;

/**
 * What the engine's `reviewSummary` reads of the worker's review `step` of the game whose moves
 * are `moves`, or null for an answer about another game (a fault: never shown as this game's).
 */
export function reviewStepOf(step, moves) {
  if (step.played !== moves[step.ply]) return null;
  const { played, best, evaluation, after, bestForced, afterForced } = step;
  return { played, best, evaluation, after, bestForced, afterForced };
}

export class ReviewWork {
  /** @param {object} controller - the game controller: `readers()`, `state`, `update`, `scheduler`, `say`, `tell`, `tellError`, `analysis`. */
  constructor(controller) {
    this.controller = controller;
    /** Whether a review is waiting for the engine's data readers to start. */
    this.starting = false;
  }

  /** `fields` into the review in the store, if it is still the review of `record`. */
  patch(record, fields) {
    const { review } = this.controller.state;
    if (review?.record === record) this.controller.update({ review: { ...review, ...fields } });
  }

  /**
   * Reviews the game so far (finished or not), with progress as it goes, once the engine's data
   * readers are there (its figures: `reviewSummary`, loaded on first use where the page has the
   * core alone). Resolves once the review has started, or was not (the game changed meanwhile).
   */
  async start() {
    const controller = this.controller;
    const record = controller.state.game.record;
    const canStart = () => record && controller.state.game.record === record && !controller.state.thinking && controller.scheduler.canStart('review');
    if (!canStart() || this.starting) return;
    let readers;
    this.starting = true;
    try {
      // The review runs in the search workers: started first, so that a page without the data
      // readers of its own takes them from the workers' search module, with no other download.
      controller.scheduler.startClient();
      readers = await controller.readers();
    } catch (error) {
      controller.tellError('reviewFailed', error);
      return;
    } finally {
      this.starting = false;
    }
    if (!canStart()) return;
    const { moves } = controller.state.game;
    const steps = [];
    const summary = () => readers.reviewSummary(record, steps);
    controller.update({ review: { record, steps: [], running: true, stopped: false, total: moves.length, summary: summary() } });
    controller.scheduler.start('review', { record, ms: REVIEW_MS }, {
      progress: (step) => {
        const kept = reviewStepOf(step, moves);
        if (!kept) {
          controller.scheduler.cancel(['review']);
          controller.tell(controller.say('reviewFailed', { reason: controller.say('reviewOtherGame', { ply: step.ply + 1 }) }));
          return;
        }
        steps[step.ply] = kept;
        this.patch(record, { steps: [...steps], summary: summary() });
      },
      done: () => this.patch(record, { running: false }),
      failed: (error) => {
        this.patch(record, { running: false, stopped: true });
        controller.tellError('reviewFailed', error);
      },
      cancelled: () => this.patch(record, { running: false, stopped: true }),
    });
  }

  /** Stops the review in progress (what it found so far stays), or with `forget` drops it. */
  stop(forget = false) {
    const controller = this.controller;
    controller.scheduler.cancel(['review']);
    if (forget) controller.update({ review: null });
    else controller.analysis.refresh();
  }
}
