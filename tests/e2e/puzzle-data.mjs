// The shipped puzzles (www/data/puzzles.txt) as the page reads them, through the engine and
// the ladder, for the tests: chosen by kind, never by an id written in a test (the file may be
// made again with other puzzles).
import { readFileSync } from 'node:fs';
import assert from 'node:assert/strict';
import engine from './node-engine.mjs';

const data = new URL('../../www/data/', import.meta.url);

/** Every puzzle of the file, as `readPuzzles` gives them. */
export const PUZZLES = engine.readPuzzles(readFileSync(new URL('puzzles.txt', data), 'utf8'),
  engine.readLadder(readFileSync(new URL('ladder.json', data))));

/** The first puzzle of `kind`. */
export function puzzleOf(kind) {
  const found = PUZZLES.find((puzzle) => puzzle.kind === kind);
  assert.ok(found, `the puzzles file has a ${kind}`);
  return found;
}

/** The puzzle with `id`. */
export function puzzleWithId(id) {
  return PUZZLES.find((puzzle) => puzzle.id === id);
}

/** The board after `record`, as the engine writes it. */
export function boardAfter(record) {
  const game = engine.newGame();
  game.fromRecord(record);
  const board = game.board();
  game.free();
  return board;
}

/** The solution's line from the puzzle's position (the engine's). */
export function solutionOf(info) {
  return engine.puzzleSolution(info.line, []);
}

/** An empty cell of the puzzle's position that is not its solution's. */
export function wrongCell(info) {
  const target = solutionOf(info)[0].replace('*', '');
  const rows = boardAfter(info.record);
  for (let row = 0; row < 8; row += 1) {
    for (let col = 0; col < 12; col += 1) {
      const name = `${'abcdefghijkl'[col]}${row + 1}`;
      if (rows[row][col] === '.' && name !== target) return name;
    }
  }
  throw new Error('no empty cell');
}
