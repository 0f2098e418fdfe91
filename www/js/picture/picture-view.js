// The panel's Picture section (with full controls, and in a replay), folded until opened so the
// panel keeps its height: a caption and a size, then the position as SVG or PNG, the game as an
// animated GIF, PAI's line as one while the analysis shows it, and Share where the browser shares
// files. Each button makes the picture through the element's pictures part (pictures.js), which
// downloads it and tells the message line.

import { currentAnalysis } from '../analysis/analysis-view.js';
import { PICTURE_SIZES, Pictures } from './pictures.js';

const TEMPLATE = (say) => `
  <details class="picture panel" part="picture panel" data-full data-replay>
    <summary><h2 id="picture-title">${say('pictureTitle')}</h2></summary>
    <div class="picture-row">
      <label>${say('pictureCaption')} <input type="text" class="picture-caption" maxlength="200" part="picture-caption"></label>
      <label>${say('pictureSize')} <select class="picture-size" part="picture-size">
        ${PICTURE_SIZES.map((size) => `<option value="${size}"${size === 600 ? ' selected' : ''}>${say('pictureSizeOption', { size })}</option>`).join('')}
      </select></label>
    </div>
    <div class="picture-row" role="group" aria-label="${say('pictureDownload')}">
      <button type="button" class="action picture-svg" part="button picture-svg">${say('pictureSvg')}</button>
      <button type="button" class="action picture-png" part="button picture-png">${say('picturePng')}</button>
      <button type="button" class="action picture-gif" part="button picture-gif">${say('pictureGif')}</button>
      <button type="button" class="action picture-line" part="button picture-line" hidden>${say('pictureLine')}</button>
      <button type="button" class="action picture-share" part="button picture-share" hidden>${say('pictureShare')}</button>
    </div>
  </details>`;

export class PictureView {
  /**
   * @param {HTMLElement} slot - receives the section.
   * @param {object} host - the game element: `say`, `picturesPart` (the pictures part), `controller`.
   */
  constructor(slot, host) {
    this.slot = slot;
    this.host = host;
    slot.innerHTML = TEMPLATE(host.say);
    this.$ = (selector) => slot.querySelector(selector);
    /** PAI's line in the analysis of the position shown, as last drawn (for its button). */
    this.line = [];
    const options = () => ({ size: Number(this.$('.picture-size').value), caption: this.$('.picture-caption').value });
    for (const kind of ['svg', 'png', 'gif']) {
      this.$(`.picture-${kind}`).addEventListener('click', () => host.picturesPart.download(kind, options()));
    }
    this.$('.picture-line').addEventListener('click', () => host.picturesPart.download('line', { ...options(), line: this.line }));
    this.$('.picture-share').hidden = !Pictures.canShare();
    this.$('.picture-share').addEventListener('click', () => host.picturesPart.share(options()));
  }

  /** Draws the snapshot `state`: the game's GIF needs a move, the line's button an analysis with a line. */
  render(state) {
    this.$('.picture-gif').disabled = state.game.moves.length === 0;
    const analysis = state.analysisOn ? currentAnalysis(state) : null;
    this.line = analysis && !analysis.report.winner ? analysis.report.pv : [];
    this.$('.picture-line').hidden = this.line.length === 0;
  }
}
