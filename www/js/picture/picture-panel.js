// The body of the panel's Picture section (picture-view.js), loaded when the section is first
// opened: a caption and a size, then the position as SVG or PNG, the game as an animated GIF,
// PAI's line as one while the analysis shows it, and Share where the browser shares files. Each
// button makes the picture through the element's pictures part (pictures.js), which downloads it
// and tells the message line.

/** Its English words, and those of the pictures it makes (picture-view.js adds them when it loads). */
export { default as ENGLISH } from './picture-panel-words-en.js';

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
    </div>`;

/**
 * Fills `body` (the section's, empty) with the caption, the size and the buttons, each press made
 * into a picture by `host` (the game element: `say`, `pictures()`, `controller`); `line()` is
 * PAI's line shown, for its button. Returns `render(state)`, which draws the snapshot `state`:
 * the game's GIF needs a move, the line's button a line.
 */
export function fillPictureBody(body, host, line) {
  body.innerHTML = TEMPLATE(host.say);
  const $ = (selector) => body.querySelector(selector);
  const options = () => ({ size: Number($('.picture-size').value), caption: $('.picture-caption').value });
  // `make(pictures)` with the pictures part; a part that could not be loaded is told as a failed picture.
  const withPictures = (make) => host.pictures().then(make, (error) => host.controller?.tellError('pictureFailed', error));
  for (const kind of ['svg', 'png', 'gif']) {
    $(`.picture-${kind}`).addEventListener('click', () => {
      const chosen = options();
      withPictures((pictures) => pictures.download(kind, chosen));
    });
  }
  $('.picture-line').addEventListener('click', () => {
    const chosen = { ...options(), line: line() };
    withPictures((pictures) => pictures.download('line', chosen));
  });
  $('.picture-share').hidden = !canShare();
  $('.picture-share').addEventListener('click', () => {
    const chosen = options();
    withPictures((pictures) => pictures.share(chosen));
  });
  return (state) => {
    $('.picture-gif').disabled = state.game.moves.length === 0;
    $('.picture-line').hidden = line().length === 0;
  };
}
