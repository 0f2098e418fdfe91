// The ladder's measured strengths (each a level, or a level limited to a number of positions a
// move): data/ladder.json, written by `pathwayz tournament --ladder`
// (see docs/RESULTS.md), read once per page by the engine's data readers (`readLadder`, the one
// reader of the file, which hands it over in the file's own shape). Missing or damaged, the page
// shows no Elo.

import { fetchBytes } from '../engine/fetch-bytes.js';
import { loadData } from '../engine/wasm.js';
import { strengthKey } from '../game/strengths.js';

let loading = null;

/**
 * Resolves with the ladder as the engine's `readLadder` read it (`{command, msPerMove,
 * gamesPerPair, totalGames, fit, anchor, levels: [{level, positions?, name, description, elo, games,
 * score, eloMargin?, eloBelow?, eloAbove?}]}`), or null when the file cannot be fetched or the engine
 * refuses it. The file and the engine's data readers (engine/wasm.js, `loadData`) are fetched
 * at the first call.
 */
export function loadLadder() {
  loading ??= Promise.all([fetchBytes(new URL('../../data/ladder.json', import.meta.url)), loadData()])
    .then(([bytes, readers]) => readers.readLadder(bytes))
    .catch(() => null);
  return loading;
}

/**
 * The store's ladder for `file` (what `loadLadder` resolved with): `{state: 'ready', file, levels}`
 * with `levels` a Map from the key of each strength with an Elo to show (game/strengths.js's
 * `strengthKey`: `"5"`, `"12@60000"`; a figure, or the bound of one the fit could not rate:
 * `eloBelow` or `eloAbove`) to its entry; `state: 'missing'` without a file.
 */
export function ladderState(file) {
  if (!file) return { state: 'missing', file: null, levels: new Map() };
  const shown = file.levels.filter((entry) => [entry.elo, entry.eloBelow, entry.eloAbove].some(Number.isFinite));
  return { state: 'ready', file, levels: new Map(shown.map((entry) => [strengthKey(entry), entry])) };
}

/** The store's ladder before data/ladder.json is read. */
export const LADDER_LOADING = Object.freeze({ state: 'loading', file: null, levels: new Map() });

/** The ladder's entry for `strength` (`{level, positions}`) on the store's `ladder`, or undefined when it has no Elo to show. */
export function ladderEntry(ladder, strength) {
  return ladder.levels.get(strengthKey(strength));
}

/** The Elo of `strength` on the store's `ladder` as shown (`1523`, or `< 850` below the rated levels), or null when it has none. */
export function strengthElo(ladder, strength) {
  const entry = ladderEntry(ladder, strength);
  return entry ? eloText(entry) : null;
}

/** A ladder entry's Elo as shown: `1523`, or `< 850` below the rated levels, `> 2100` above. */
export function eloText(entry) {
  if (Number.isFinite(entry.elo)) return String(Math.round(entry.elo));
  return Number.isFinite(entry.eloBelow) ? `< ${Math.round(entry.eloBelow)}` : `> ${Math.round(entry.eloAbove)}`;
}

/** Where an entry stands on the ladder: its Elo, or just below or above the bound the fit gave it. */
function standing(entry) {
  if (Number.isFinite(entry.elo)) return entry.elo;
  return Number.isFinite(entry.eloBelow) ? entry.eloBelow - 0.5 : entry.eloAbove + 0.5;
}

/**
 * `strengths` (the engine's `strengths()`) weakest first, in the order of the store's `ladder`:
 * by Elo (a strength the fit could only bound, as level 1, by its bound); those the ladder does
 * not rate after them, in the engine's order; all in the engine's order when the ladder is
 * missing.
 */
export function strengthsByElo(strengths, ladder) {
  const measured = strengths.filter((each) => ladderEntry(ladder, each));
  const others = strengths.filter((each) => !ladderEntry(ladder, each));
  measured.sort((a, b) => standing(ladderEntry(ladder, a)) - standing(ladderEntry(ladder, b)));
  return [...measured, ...others];
}
