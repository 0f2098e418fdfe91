// The race to connect (race-work.js) in a snapshot (store.js): what it marks on the board (each
// side's shortest path) and its figures in words, which the race's panel (race-view.js, loaded
// when the race is first on) and the analysis's both say. With the element, since the board is
// drawn every frame.

import { modeOf } from '../modes/mode-table.js';

/** The race of the position shown in `state`, where the mode shows it and it is worked out, else null. */
export function currentRace(state) {
  const { race, shown } = state;
  if (!race || race.record !== shown.record || !modeOf(state.settings).showsRace) return null;
  return race;
}

/** What the board marks for `state`: each side's shortest path (`{white, black}`, lists of cells) while the race is on. */
export function raceMarks(state) {
  const race = state.raceOn ? currentRace(state) : null;
  return { white: race?.white.cells ?? [], black: race?.black.cells ?? [] };
}

/** The race `{white, black}` in words: "White needs 3 moves, Black needs 4 moves." */
export function raceText(race, say) {
  const side = (color) => say('raceSide', { color, moves: race[color].moves });
  return say('raceBoth', { white: side('white'), black: side('black') });
}
