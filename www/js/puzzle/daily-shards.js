// The day's puzzle without the puzzle file: the release build cuts data/puzzles.txt into shards,
// each a JSON array of what the engine's `readPuzzles` reads for a few puzzles, in the file's
// order (scripts/release/daily-shards.mjs), and writes their list in here. The page asks the
// engine which puzzle is the day's (`dailyPuzzle`, in every module, the core included) and
// fetches the one shard that holds it. The sources have no shards: the page reads the file.

import { fetchBytes } from '../engine/fetch-bytes.js';

/** The release's shards: `{count, size, files}` (the puzzles, each shard's, each shard's URL in order), or null. */
export const DAILY_SHARDS = null;

/** The fields of a puzzle as `readPuzzles` answers it that the page reads as text. */
const TEXT_FIELDS = ['id', 'line', 'record', 'toMove', 'kind'];

/** Whether `info` has the shape of a puzzle as `readPuzzles` answers it (what the page reads of it). */
function isPuzzleInfo(info) {
  return TEXT_FIELDS.every((field) => typeof info?.[field] === 'string')
    && Number.isInteger(info.moves) && Number.isInteger(info.difficulty) && Number.isFinite(info.rating);
}

/**
 * The day's puzzle of `now` (its UTC day) as `readPuzzles` reads it, from `shards`: `engine`
 * (any of the engine's modules) picks its index. Resolves with null where there are no shards;
 * rejects when its shard cannot be fetched or does not hold it.
 */
export async function dailyFromShards(engine, now = new Date(), shards = DAILY_SHARDS) {
  if (!shards) return null;
  const index = engine.dailyPuzzle(now.toISOString(), shards.count);
  const url = shards.files[Math.floor(index / shards.size)];
  const info = JSON.parse(new TextDecoder().decode(await fetchBytes(url)))?.[index % shards.size];
  if (!isPuzzleInfo(info)) throw new Error(`the daily shard ${url.pathname.split('/').pop()} does not hold puzzle ${index + 1}`);
  return info;
}
