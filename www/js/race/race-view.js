// The race to connect, drawn from the snapshot's `race` (race-work.js): a panel saying how many
// moves each side still needs ("White needs 3 moves, Black needs 4 moves."), announced politely,
// with a legend of the board's marks; the board marks the cells of each side's shortest path
// (race-marks.js, board-view.js), and the analysis panel says the figures too (race-marks.js's
// `raceText`).
// Loaded when the race is first on (element/features.js), with its words.

import { currentRace, raceText } from './race-marks.js';

/** Its English words (element/features.js adds them when it loads). */
export { default as ENGLISH } from './race-words-en.js';

const TEMPLATE = (say) => `
  <section class="race panel" aria-labelledby="race-title" part="race panel">
    <h2 id="race-title">${say('raceTitle')}</h2>
    <p class="race-text" role="status" aria-live="polite" part="race-text"></p>
    <p class="help"><span class="race-key" data-side="white" aria-hidden="true"></span> <span class="race-key" data-side="black" aria-hidden="true"></span> ${say('raceLegend')}</p>
  </section>`;

export class RaceView {
  /**
   * @param {HTMLElement} slot - receives the race panel.
   * @param {object} host - the game element: `say`.
   */
  constructor(slot, host) {
    this.slot = slot;
    this.host = host;
    slot.innerHTML = TEMPLATE(host.say);
    this.text = slot.querySelector('.race-text');
  }

  /** Draws the snapshot `state`. */
  render(state) {
    const race = state.raceOn ? currentRace(state) : null;
    this.slot.hidden = !race;
    const text = race ? raceText(race, this.host.say) : '';
    if (this.text.textContent !== text) this.text.textContent = text;
    this.slot.dataset.white = race ? String(race.white.moves) : '';
    this.slot.dataset.black = race ? String(race.black.moves) : '';
  }
}
