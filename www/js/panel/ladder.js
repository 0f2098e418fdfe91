// The ladder's measured strength: data/ladder.json, written by `pathwayz tournament --ladder`
// (see docs/RESULTS.md), read once per page. Missing or unreadable, the page shows no Elo.

import { fetchBytes } from '../engine/fetch-bytes.js';

let loading = null;

/**
 * Resolves with `{command, msPerMove, gamesPerPair, totalGames (null in an older file), levels: Map(level -> {elo, eloMargin, games,
 * score})}`, or null when the file cannot be read. A level the fit could not rate (it took no
 * points from the others, or lost none) has `elo` null and `eloBelow` or `eloAbove`.
 */
export function loadLadder() {
  loading ??= fetchBytes(new URL('../../data/ladder.json', import.meta.url))
    .then((bytes) => JSON.parse(new TextDecoder().decode(bytes)))
    .then((data) => {
      if (!data || !Array.isArray(data.levels)) return null;
      const levels = new Map();
      for (const entry of data.levels) {
        const rated = Number.isFinite(entry?.elo) || Number.isFinite(entry?.eloBelow) || Number.isFinite(entry?.eloAbove);
        if (Number.isInteger(entry?.level) && rated) levels.set(entry.level, entry);
      }
      const totalGames = Number.isInteger(data.totalGames) ? data.totalGames : null;
      return { command: String(data.command ?? ''), msPerMove: Number(data.msPerMove), gamesPerPair: Number(data.gamesPerPair), totalGames, levels };
    })
    .catch(() => null);
  return loading;
}

/** The store's ladder before data/ladder.json is read (`state: 'ready'` with its fields once it is, `missing` when it cannot be). */
export const LADDER_LOADING = Object.freeze({ state: 'loading', levels: new Map() });

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
