// The puzzles the page offers: data/puzzles.txt (PAI's own games, each proved by the engine's
// search: `pathwayz puzzles`), read once per page and checked by the engine (`readPuzzles`, which
// also rates each puzzle on the ladder's Elo scale), and which one to show: by its id, the daily
// puzzle (the engine's `dailyPuzzle` of the UTC day, the same for everyone and offline: the file
// is precached) or the next one for this player (near their puzzle rating, not tried yet). What
// a puzzle asks is said from its `kind` and `moves`; no rule of the game is read here.

import { fetchBytes } from '../engine/fetch-bytes.js';
import { otherColor } from '../game/color.js';

let loading = null;

/** Resolves with the text of data/puzzles.txt (fetched once per page); rejects with the reason. */
export function loadPuzzleText() {
  loading ??= fetchBytes(new URL('../../data/puzzles.txt', import.meta.url)).then((bytes) => new TextDecoder().decode(bytes));
  // A failed fetch may work later (the network came back).
  loading.catch(() => { loading = null; });
  return loading;
}

/** The UTC day of `now`, `YYYY-MM-DD`: the daily puzzle's day. */
export function dayOf(now = new Date()) {
  return now.toISOString().slice(0, 10);
}

/** The daily puzzle of `now`'s UTC day among `puzzles` (the engine picks its index), or null. */
export function dailyPuzzle(engine, puzzles, now = new Date()) {
  if (!puzzles.length) return null;
  return puzzles[engine.dailyPuzzle(now.toISOString(), puzzles.length)] ?? null;
}

/** The puzzle with `id` (16 hex digits, any case), or null. */
export function puzzleById(puzzles, id) {
  const wanted = String(id).trim().toLowerCase();
  return puzzles.find((puzzle) => puzzle.id === wanted) ?? null;
}

/**
 * The puzzle to offer next: of those not `tried` (a Set of ids) and not `currentId`, the one whose
 * rating is nearest `rating` (the first in the file on a tie); when every puzzle was tried, the
 * nearest of all but the current one. Null only when there is no other puzzle.
 */
export function nextPuzzle(puzzles, tried, rating, currentId = null) {
  const others = puzzles.filter((puzzle) => puzzle.id !== currentId);
  const fresh = others.filter((puzzle) => !tried.has(puzzle.id));
  let best = null;
  for (const puzzle of fresh.length ? fresh : others) {
    if (!best || Math.abs(puzzle.rating - rating) < Math.abs(best.rating - rating)) best = puzzle;
  }
  return best;
}

/**
 * What the puzzle asks, as an i18n key and its values: win in N (a permanent that completes the
 * path is a win in one), or stop the opponent's win (must block, a permanent that breaks the path:
 * the prompt does not tell which piece).
 */
export function promptOf(info) {
  const color = info.toMove;
  if (info.kind === 'must-block' || info.kind === 'permanent-breaks') return { key: 'puzzlePromptSave', params: { color, opponent: otherColor(color), moves: info.moves } };
  return { key: 'puzzlePromptWin', params: { color, moves: info.moves } };
}
