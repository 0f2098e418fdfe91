// The panel's Picture section (with full controls, and in a replay), folded until opened so the
// panel keeps its height: a caption and a size, then the position as SVG or PNG, the game as an
// animated GIF, PAI's line as one while the analysis shows it, and Share where the browser shares
// files. Each button makes the picture through the element's pictures part (pictures.js, loaded
// at the first picture asked for, or when the section is opened), which downloads it and tells the
// message line.

import { currentAnalysis } from '../analysis/analysis-marks.js';

/** The picture's widths the panel offers, in pixels; the engine takes 120 to 2400. */
export const PICTURE_SIZES = [400, 600, 1200];

/** Whether this browser can share a picture file (`navigator.share` with files). */
function canShare() {
  try {
    return Boolean(navigator.canShare?.({ files: [new File([''], 'pathwayz.png', { type: 'image/png' })] }));
  } catch {
    return false;
  }
}

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
   * @param {object} host - the game element: `say`, `pictures()` (the pictures part, a promise), `controller`.
   */
  constructor(slot, host) {
    this.slot = slot;
    this.host = host;
    slot.innerHTML = TEMPLATE(host.say);
    this.$ = (selector) => slot.querySelector(selector);
    /** PAI's line in the analysis of the position shown, as last drawn (for its button). */
    this.line = [];
    const options = () => ({ size: Number(this.$('.picture-size').value), caption: this.$('.picture-caption').value });
    // `make(pictures)` with the pictures part; a part that could not be loaded is told as a failed picture.
    const withPictures = (make) => host.pictures().then(make, (error) => host.controller?.tellError('pictureFailed', error));
    for (const kind of ['svg', 'png', 'gif']) {
      this.$(`.picture-${kind}`).addEventListener('click', () => {
        const chosen = options();
        withPictures((pictures) => pictures.download(kind, chosen));
      });
    }
    this.$('.picture-line').addEventListener('click', () => {
      const chosen = { ...options(), line: this.line };
      withPictures((pictures) => pictures.download('line', chosen));
    });
    this.$('.picture-share').hidden = !canShare();
    this.$('.picture-share').addEventListener('click', () => {
      const chosen = options();
      withPictures((pictures) => pictures.share(chosen));
    });
    // Opening the section loads the part, so that a press finds it there (a failure is told at the press).
    const section = this.$('.picture');
    section.addEventListener('toggle', () => {
      if (section.open) host.pictures().catch(() => {});
    });
  }

  /** Draws the snapshot `state`: the game's GIF needs a move, the line's button an analysis with a line. */
  render(state) {
    this.$('.picture-gif').disabled = state.game.moves.length === 0;
    const analysis = state.analysisOn ? currentAnalysis(state) : null;
    this.line = analysis && !analysis.report.winner ? analysis.report.pv : [];
    this.$('.picture-line').hidden = this.line.length === 0;
  }
}
