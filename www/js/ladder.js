// The ladder's measured strength: data/ladder.json, written by `pathwayz tournament --ladder`
// (see docs/RESULTS.md), read once per page. Missing or unreadable, the page shows no Elo.

import { fetchBytes } from './fetch-bytes.js';

let loading = null;

/**
 * Resolves with `{command, msPerMove, gamesPerPair, levels: Map(level -> {elo, games, score})}`,
 * or null when the file cannot be read.
 */
export function loadLadder() {
  loading ??= fetchBytes(new URL('../data/ladder.json', import.meta.url))
    .then((bytes) => JSON.parse(new TextDecoder().decode(bytes)))
    .then((data) => {
      if (!data || !Array.isArray(data.levels)) return null;
      const levels = new Map();
      for (const entry of data.levels) {
        if (Number.isInteger(entry?.level) && Number.isFinite(entry.elo)) levels.set(entry.level, entry);
      }
      return { command: String(data.command ?? ''), msPerMove: Number(data.msPerMove), gamesPerPair: Number(data.gamesPerPair), levels };
    })
    .catch(() => null);
  return loading;
}
