// PAI's quick move when its search workers fail: level 4 (one ply on hand-weighted features), at
// once, by the search module in the page itself. A page that started with the core module
// (engine/wasm.js) loads the search module for it; one that plays PAI has it already.
import { loadSearch } from './search-module.js';

/** The quick move's level and time. */
const QUICK_LEVEL = 4;
const QUICK_MS = 0;

/** The quick move after `record` by `engine`, a module with the searches (its exports). */
export function quickMoveBy(engine, record) {
  const game = engine.newGame();
  try {
    game.fromRecord(record);
    return game.bestMove(QUICK_LEVEL, QUICK_MS);
  } finally {
    game.free();
  }
}

/** The quick move after `record`, by the search module loaded in the page: a promise. */
export async function quickMove(record) {
  return quickMoveBy(await loadSearch(), record);
}
