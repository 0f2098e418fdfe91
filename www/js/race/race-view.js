// The race to connect, drawn from the snapshot's `race` (race-work.js): a panel saying how many
// moves each side still needs ("White needs 3 moves, Black needs 4 moves."), announced politely,
// with a legend of the board's marks; the board marks the cells of each side's shortest path
// (`raceMarks`, board-view.js), and the analysis panel says the figures too (`raceText`).

import { modeOf } from '../modes/mode-table.js';

const TEMPLATE = (say) => `
  <section class="race panel" aria-labelledby="race-title" part="race panel">
    <h2 id="race-title">${say('raceTitle')}</h2>
    <p class="race-text" role="status" aria-live="polite" part="race-text"></p>
    <p class="help"><span class="race-key" data-side="white" aria-hidden="true"></span> <span class="race-key" data-side="black" aria-hidden="true"></span> ${say('raceLegend')}</p>
  </section>`;

/** The race of the position shown in `state`, where the mode shows it and it is worked out, else null. */
export function currentRace(state) {
  const { race, shown } = state;
  if (!race || race.record !== shown.record || !modeOf(state.settings).showsRace) return null;
  return race;
}

/** The race `{white, black}` in words: "White needs 3 moves, Black needs 4 moves." */
export function raceText(race, say) {
  const side = (color) => say('raceSide', { color, moves: race[color].moves });
  return say('raceBoth', { white: side('white'), black: side('black') });
}

/** What the board marks for `state`: each side's shortest path (`{white, black}`, lists of cells) while the race is on. */
export function raceMarks(state) {
  const race = state.raceOn ? currentRace(state) : null;
  return { white: race?.white.cells ?? [], black: race?.black.cells ?? [] };
}

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
