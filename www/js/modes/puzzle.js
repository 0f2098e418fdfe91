// `puzzle`: one of PAI's puzzles (the `puzzle` attribute: an id or `daily`), the solver's moves
// judged and PAI's replies played (puzzle-work.js, puzzle-view.js, puzzle-mode.js).
import { defineMode } from './mode.js';

/** The puzzle the `puzzle` attribute (or a call) asks for, trimmed: absent or empty is `daily`. */
export function puzzleAsked(which) {
  return String(which ?? 'daily').trim() || 'daily';
}

export const PUZZLE_MODE = defineMode({
  name: 'puzzle',
  judgesMoves: true,
  paiPlays: true,
  // The day's puzzle is drawn on the core from the release's daily shards (puzzle/daily-shards.js);
  // any other puzzle, and a streak, is read from the puzzle file by the data readers from the start.
  engine: (attribute) => (puzzleAsked(attribute('puzzle')) === 'daily' ? 'core' : 'data'),
  controls: 'puzzle',
  panel: 'puzzle',
  // Each side's shortest path would point at the answer.
  showsRace: false,
});
