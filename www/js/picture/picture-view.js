// The panel's Picture section (with full controls, and in a replay), folded until opened so the
// panel keeps its height. Its body (picture-panel.js: a caption, a size, the buttons) and its
// words load when it is first opened, as does the element's pictures part (pictures.js), so that
// a press finds it there.

import { addWords } from '../i18n/i18n.js';
import { currentAnalysis } from '../analysis/analysis-marks.js';

const TEMPLATE = (say) => `
  <details class="picture panel" part="picture panel" data-full data-replay>
    <summary><h2 id="picture-title">${say('pictureTitle')}</h2></summary>
    <div class="picture-body"></div>
  </details>`;

export class PictureView {
  /**
   * @param {HTMLElement} slot - receives the section.
   * @param {object} host - the game element: `say`, `pictures()` (the pictures part, a promise),
   *   `controller`, `lookChange(promise)` (what `updateComplete` waits for).
   */
  constructor(slot, host) {
    this.slot = slot;
    this.host = host;
    slot.innerHTML = TEMPLATE(host.say);
    this.$ = (selector) => slot.querySelector(selector);
    /** PAI's line in the analysis of the position shown, as last drawn (for its button). */
    this.line = [];
    /** Draws the body (picture-panel.js), once it is filled; else null. */
    this.renderBody = null;
    this.filling = null;
    this.state = null;
    const section = this.$('.picture');
    section.addEventListener('toggle', () => {
      if (!section.open) return;
      host.pictures().catch(() => {});
      host.lookChange(this.fill());
    });
  }

  /** Loads the body and fills the section with it, once (a failure is told, and tried again at the next opening). */
  fill() {
    this.filling ??= import('./picture-panel.js').then(({ ENGLISH, fillPictureBody }) => {
      addWords('en', ENGLISH);
      this.renderBody = fillPictureBody(this.$('.picture-body'), this.host, () => this.line);
      if (this.state) this.renderBody(this.state);
    }, (error) => {
      this.filling = null;
      this.host.controller?.tellError('featureFailed', error);
    });
    return this.filling;
  }

  /** Draws the snapshot `state`: the game's GIF needs a move, the line's button an analysis with a line. */
  render(state) {
    this.state = state;
    const analysis = state.analysisOn ? currentAnalysis(state) : null;
    this.line = analysis && !analysis.report.winner ? analysis.report.pv : [];
    this.renderBody?.(state);
  }
}
