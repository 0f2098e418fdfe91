// The coach's stop, drawn from the snapshot's `coach` (coach-work.js): while the coach holds PAI
// back after a bad move, a panel says what the move was ("That move is a blunder: PAI would
// answer k6*."), announced politely, with Take back and Play on; the board marks the reply's cell
// without playing it (coach-marks.js, board-view.js). Loaded when the coach is first turned on
// (element/features.js), with its words.

import { coachStop } from './coach-marks.js';

/** Its English words (element/features.js adds them when it loads). */
export { default as ENGLISH } from './coach-words-en.js';

/** The stop in words: "That move is a blunder: PAI would answer k6*." (a forced loss said as such). */
export function coachText(stop, say) {
  const verdict = say(`verdict.${stop.verdict}`);
  if (stop.walkedIntoLoss) return say('coachForcedLoss', { move: stop.move, moves: stop.walkedIntoLoss, reply: stop.reply });
  return say('coachVerdict', { move: stop.move, verdict, reply: stop.reply });
}

const TEMPLATE = (say) => `
  <section class="coach panel" aria-labelledby="coach-title" part="coach panel">
    <h2 id="coach-title">${say('coachTitle')}</h2>
    <p class="coach-text" role="status" aria-live="polite" part="coach-text"></p>
    <p class="help">${say('coachHelp')}</p>
    <div class="coach-row">
      <button type="button" class="action coach-take-back" part="button coach-take-back">${say('coachTakeBack')}</button>
      <button type="button" class="action coach-play-on" part="button coach-play-on">${say('coachPlayOn')}</button>
    </div>
  </section>`;

export class CoachView {
  /**
   * @param {HTMLElement} slot - receives the coach's panel.
   * @param {object} host - the game element: `say`, and the actions `takeBack()`, `playOn()`.
   */
  constructor(slot, host) {
    this.slot = slot;
    this.host = host;
    slot.innerHTML = TEMPLATE(host.say);
    this.text = slot.querySelector('.coach-text');
    slot.querySelector('.coach-take-back').addEventListener('click', () => host.takeBack());
    slot.querySelector('.coach-play-on').addEventListener('click', () => host.playOn());
  }

  /** Draws the snapshot `state`. */
  render(state) {
    const stop = coachStop(state);
    this.slot.hidden = !stop;
    const text = stop ? coachText(stop, this.host.say) : '';
    if (this.text.textContent !== text) this.text.textContent = text;
    this.slot.dataset.verdict = stop?.verdict ?? '';
    this.slot.dataset.reply = stop?.reply ?? '';
  }
}
