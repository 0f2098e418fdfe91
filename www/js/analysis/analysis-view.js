// Analysis mode: PAI's view of the position shown, drawn from the state snapshot's analysis
// (run in the search worker by analysis-work.js, deepening until stopped). An evaluation bar with each side's chance to win,
// the depth reached, the best move and PAI's expected line (on the board, each empty cell's
// value, the better of a regular piece and a permanent there, and the line as numbered marks:
// analysis-marks.js); and the race to connect in words (race-view.js), unless the race's own
// panel shows it. Loaded when the analysis is first on (element/features.js), with its words.

import { currentRace, raceText } from '../race/race-marks.js';
import { currentAnalysis } from './analysis-marks.js';

/** Its English words (element/features.js adds them when it loads). */
export { default as ENGLISH } from './analysis-words-en.js';

const TEMPLATE = (say) => `
  <section class="analysis panel" aria-labelledby="analysis-title" part="analysis panel">
    <h2 id="analysis-title">${say('analysisTitle')}</h2>
    <p class="analysis-state" role="status" aria-live="polite"></p>
    <p class="analysis-best"></p>
    <p class="analysis-line"></p>
    <p class="analysis-race" part="analysis-race"></p>
    <p class="help">${say('analysisLegend')}</p>
    <button type="button" class="action stop-analysis" part="button stop-analysis">${say('stopAnalysis')}</button>
  </section>`;

const BAR_TEMPLATE = `
  <div class="evalbar-white"><span class="evalbar-text-white"></span></div>
  <div class="evalbar-black"><span class="evalbar-text-black"></span></div>`;

export class AnalysisView {
  /**
   * @param {HTMLElement} slot - receives the analysis panel.
   * @param {HTMLElement} bar - the evaluation bar beside the board.
   * @param {object} host - the game element: `say`, and `controller` for Stop.
   */
  constructor(slot, bar, host) {
    this.slot = slot;
    this.bar = bar;
    this.host = host;
    slot.innerHTML = TEMPLATE(host.say);
    bar.innerHTML = BAR_TEMPLATE;
    bar.setAttribute('role', 'img');
    bar.setAttribute('part', 'evalbar');
    this.$ = (selector) => slot.querySelector(selector);
    this.$('.stop-analysis').addEventListener('click', () => host.controller.toggleAnalysis());
  }

  /** Draws the snapshot `state`. */
  render(state) {
    const say = this.host.say;
    const on = state.analysisOn;
    this.slot.hidden = !on;
    const analysis = currentAnalysis(state);
    this.bar.hidden = !on;
    if (!on) return;
    const race = state.raceOn ? null : currentRace(state);
    this.$('.analysis-race').hidden = !race;
    this.$('.analysis-race').textContent = race ? say('analysisRace', { text: raceText(race, say) }) : '';
    const running = state.analysis?.running;
    const failed = state.analysis?.failed && state.analysis.record === state.shown.record;
    const report = analysis?.report;
    const text = failed ? say('analysisUnavailable') : !report ? say('analysisStarting')
      : running ? say('analysisRunning', { depth: report.depth }) : say('analysisDone', { depth: report.depth });
    this.$('.analysis-state').textContent = text;
    if (!report) {
      this.$('.analysis-best').textContent = '';
      this.$('.analysis-line').textContent = '';
      this.showBar(0.5, '', text);
      return;
    }
    const white = whiteChance(analysis);
    const forced = report.winner ? null : report.forced;
    this.showBar(white, forced ? say('forcedResult', forced) : say('evalBar', { white, black: 1 - white }), '', forced);
    if (report.winner) {
      const result = say(report.winner === 'draw' ? 'resultDraw' : report.winner === 'white' ? 'resultWhite' : 'resultBlack');
      this.$('.analysis-best').textContent = say('analysisOver', { result });
      this.$('.analysis-line').textContent = '';
      return;
    }
    const best = report.moves[0];
    this.$('.analysis-best').textContent = !best ? ''
      : best.forced ? say('analysisBestForced', { move: best.move, forced: best.forced })
        : say('analysisBest', { move: best.move, p: best.winProbability });
    this.$('.analysis-line').textContent = report.pv.length ? say('analysisLine', { line: report.pv.join(' ') }) : '';
  }

  /**
   * The bar at White's chance `white`, with `text` in words (`label` for it while there is
   * none); a proven result `forced` ({winner, moves}) shows as #N on the winner's side.
   */
  showBar(white, text, label = '', forced = null) {
    // Whole percents, as data-share (styles.js): a style attribute would break a strict CSP.
    const share = Math.round(100 * white);
    this.bar.querySelector('.evalbar-white').dataset.share = String(share);
    this.bar.querySelector('.evalbar-black').dataset.share = String(100 - share);
    const short = (side, p) => (!text ? '' : !forced ? this.host.say('evalBarShort', { p })
      : forced.winner === side ? `#${forced.moves}` : '');
    this.bar.querySelector('.evalbar-text-white').textContent = short('white', white);
    this.bar.querySelector('.evalbar-text-black').textContent = short('black', 1 - white);
    if (forced) this.bar.dataset.forced = `${forced.winner} ${forced.moves}`;
    else delete this.bar.dataset.forced;
    this.bar.setAttribute('aria-label', text || label);
    this.bar.dataset.white = white.toFixed(3);
  }
}

/** White's chance to win in the position shown, per the analysis. */
function whiteChance(analysis) {
  const p = analysis.report.evaluation;
  return analysis.toMove === 'white' ? p : 1 - p;
}
