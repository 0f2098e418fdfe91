// PAI's analysis of the position shown, for the controller (game-controller.js): on or off, and
// run as the job scheduler's lowest job, deepening until stopped. It restarts by itself when
// the position shown changes and resumes when the workers are free again (after PAI's move, a
// hint or a review); an analysis of the position already there is kept. One that failed (PAI
// unavailable, a worker that traps on this position) is not tried again until the position
// shown changes or the analysis is turned on again: a retry at once would loop for ever.

/** The first round of an analysis, in milliseconds; each next round takes twice as long. */
export const ANALYSIS_MS = 200;

export class AnalysisWork {
  /** @param {object} controller - the game controller: `state`, `update`, `scheduler`, `shownGame()`, `tellError`. */
  constructor(controller) {
    this.controller = controller;
  }

  /** Turns the analysis on or off. */
  toggle() {
    const controller = this.controller;
    const analysisOn = !controller.state.analysisOn;
    if (!analysisOn) {
      controller.scheduler.cancel(['analysis']);
      controller.update({ analysisOn, analysis: null });
      return;
    }
    controller.update({ analysisOn });
    this.refresh();
  }

  /** `fields` into the analysis in the store, if it is still the analysis of `record`. */
  patch(record, fields) {
    const { analysis } = this.controller.state;
    if (analysis?.record === record) this.controller.update({ analysis: { ...analysis, ...fields } });
  }

  /**
   * Starts analysing the position shown if the analysis is on and the workers are free (PAI's
   * moves, hints and a review come first); an analysis of that position already there, running,
   * done or failed, is kept.
   */
  refresh() {
    const controller = this.controller;
    const { analysisOn, analysis } = controller.state;
    if (!analysisOn || !controller.scheduler.canStart('analysis')) return;
    const shown = controller.shownGame();
    const record = shown.moves();
    if (analysis?.record === record && (analysis.running || analysis.done || analysis.failed)) return;
    const report = analysis?.record === record ? analysis.report : null;
    controller.update({ analysis: { record, toMove: shown.toMove(), report, running: true, done: false, failed: false } });
    controller.scheduler.start('analysis', { record, ms: ANALYSIS_MS }, {
      progress: (next) => this.patch(record, { report: next }),
      done: () => this.patch(record, { running: false, done: true }),
      failed: (error) => {
        this.patch(record, { running: false, failed: true });
        controller.tellError('analysisFailed', error);
      },
      cancelled: () => this.patch(record, { running: false }),
    });
  }
}
