// The planted blunder the tests of "learn from your mistakes" share: White (the player) and
// Black (PAI) race along rows 1 and 8; at move 23 White, who could win at l1 or l2, plays e4, and
// Black wins at l8. The exercise and the deck holding it are read by the engine (Node, the
// shipped wasm), as the page reads them.
import engine from './node-engine.mjs';

/** The moves before the blunder. */
export const BEFORE = 'a1 a8 b1 b8 c1 c8 d1 d8 e1 e8 f1 f8 g1 g8 h1 h8 i1 i8 j1 j8 k1 k8';
/** The game as the player's history keeps it. */
export const GAME = { date: '2026-11-24T10:00:00.000Z', level: 3, colour: 'white', result: 'loss', record: `${BEFORE} e4 l8` };
/** The exercise of the blunder: `readExercise`'s answer. */
export const EXERCISE = engine.readExercise(`${BEFORE} | e4`);
/** Where the page keeps the deck. */
export const DECK_KEY = 'pathwayz.mistakes.v1';

/** A stored deck holding the planted exercise only, with `progress` (`{tries, solved}`) over it. */
export function plantedDeck(progress = {}) {
  return JSON.stringify({ format: 1, exercises: [{
    id: EXERCISE.id, line: EXERCISE.line, ply: 23, move: 'e4', colour: 'white', verdict: 'blunder', loss: 1,
    missedWin: 1, walkedIntoLoss: 1, level: 3, added: '2026-11-24T10:05:00.000Z', tries: 0, solved: false, ...progress,
  }] });
}
