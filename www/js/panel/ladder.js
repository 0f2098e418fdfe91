// The ladder's measured strength: data/ladder.json, written by `pathwayz tournament --ladder`
// (see docs/RESULTS.md), read once per page by the engine (`readLadder`, the one reader of the
// file, which hands it over in the file's own shape). Missing or damaged, the page shows no Elo.

import { fetchBytes } from '../engine/fetch-bytes.js';

let loading = null;

/**
 * Resolves with the ladder as the engine's `readLadder` read it (`{command, msPerMove,
 * gamesPerPair, totalGames, fit, anchor, levels: [{level, name, description, elo, games, score,
 * eloMargin?, eloBelow?, eloAbove?}]}`), or null when the file cannot be fetched or the engine
 * refuses it. The fetch starts at once; `engine` (its exports, or a promise of them) reads it.
 */
export function loadLadder(engine) {
  loading ??= Promise.all([fetchBytes(new URL('../../data/ladder.json', import.meta.url)), engine])
    .then(([bytes, exports]) => exports.readLadder(bytes))
    .catch(() => null);
  return loading;
}

/**
 * The store's ladder for `file` (what `loadLadder` resolved with): `{state: 'ready', file, levels}`
 * with `levels` a Map from each level with an Elo to show (a figure, or the bound of one the fit
 * could not rate: `eloBelow` or `eloAbove`) to its entry; `state: 'missing'` without a file.
 */
export function ladderState(file) {
  if (!file) return { state: 'missing', file: null, levels: new Map() };
  const shown = file.levels.filter((entry) => [entry.elo, entry.eloBelow, entry.eloAbove].some(Number.isFinite));
  return { state: 'ready', file, levels: new Map(shown.map((entry) => [entry.level, entry])) };
}

/** The store's ladder before data/ladder.json is read. */
export const LADDER_LOADING = Object.freeze({ state: 'loading', file: null, levels: new Map() });

/** The Elo of `level` on the store's `ladder` as shown (`1523`, or `< 850` below the rated levels), or null when it has none. */
export function levelElo(ladder, level) {
  const entry = ladder.levels.get(level);
  return entry ? eloText(entry) : null;
}

/** A ladder entry's Elo as shown: `1523`, or `< 850` below the rated levels, `> 2100` above. */
export function eloText(entry) {
  if (Number.isFinite(entry.elo)) return String(Math.round(entry.elo));
  return Number.isFinite(entry.eloBelow) ? `< ${Math.round(entry.eloBelow)}` : `> ${Math.round(entry.eloAbove)}`;
}
