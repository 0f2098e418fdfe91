// `mistakes`: "learn from your mistakes", the player's own mistakes as exercises (the deck kept
// with `persist`, gathered by the review): the position before the move, a better move asked for
// and judged by the engine, PAI playing out why the game's move failed (mistakes/, on the puzzle
// machinery of puzzle-work.js).
import { defineMode } from './mode.js';

export const MISTAKES_MODE = defineMode({
  name: 'mistakes',
  judgesMoves: true,
  paiPlays: true,
  // Its puzzles or exercises are read by the engine's data readers from the start.
  engine: 'data',
  controls: 'puzzle',
  panel: 'exercise',
  // Each side's shortest path would point at the answer.
  showsRace: false,
});
