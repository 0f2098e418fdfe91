// `puzzle`: one of PAI's puzzles (the `puzzle` attribute: an id or `daily`), the solver's moves
// judged and PAI's replies played (puzzle-work.js, puzzle-view.js, puzzle-mode.js).
import { defineMode } from './mode.js';

export const PUZZLE_MODE = defineMode({
  name: 'puzzle',
  judgesMoves: true,
  paiPlays: true,
  // Its puzzles or exercises are read by the engine's data readers from the start.
  engine: 'data',
  controls: 'puzzle',
  panel: 'puzzle',
  // Each side's shortest path would point at the answer.
  showsRace: false,
});
