// The daily puzzle's shards: the release cuts data/puzzles.txt into small files, so that a page
// draws the day's puzzle without the whole file or the data readers (the core's `dailyPuzzle`
// picks it: www/js/puzzle/daily-shards.js). The file is read by the engine's own reader, the
// data module's `readPuzzles` (rated on data/ladder.json by `readLadder`), as a page reads it;
// each shard is a JSON array of what `readPuzzles` answers for SHARD_SIZE puzzles, in the file's
// order (`data/daily/puzzles-00.json`, ...). The release build and the npm package write them,
// and write their list into www/js/puzzle/daily-shards.js (`stampShards`).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** The puzzles in one shard: a shard is about 2 KB as sent, against the whole file's 28. */
export const SHARD_SIZE = 16;

/** The page's module that names the shards, which a build writes them into. */
export const SHARDS_MODULE = 'js/puzzle/daily-shards.js';

/** The line of the shards' module that a build rewrites. */
const SHARDS_LINE = /^export const DAILY_SHARDS = null;$/m;

/**
 * The shards of the sources in `roots` (`www`: data/puzzles.txt and data/ladder.json; `pkg`: the
 * data module, built): a Map from each shard's site path to its bytes, in order.
 */
export async function dailyShards({ www, pkg }) {
  const engine = await import(pathToFileURL(join(pkg, 'pathwayz_data.js')).href);
  engine.initSync({ module: readFileSync(join(pkg, 'pathwayz_data_bg.wasm')) });
  const ladder = engine.readLadder(readFileSync(join(www, 'data', 'ladder.json')));
  const puzzles = engine.readPuzzles(readFileSync(join(www, 'data', 'puzzles.txt'), 'utf8'), ladder);
  const shards = new Map();
  for (let start = 0; start < puzzles.length; start += SHARD_SIZE) {
    const number = String(start / SHARD_SIZE).padStart(2, '0');
    shards.set(`data/daily/puzzles-${number}.json`, Buffer.from(`${JSON.stringify(puzzles.slice(start, start + SHARD_SIZE))}\n`));
  }
  return { count: puzzles.length, shards };
}

/**
 * The text of www/js/puzzle/daily-shards.js naming `shards` (their site paths, in order) of
 * `count` puzzles, SHARD_SIZE to a shard; each URL is written as the sources write one, so a
 * bundler renames it to the file's release name.
 */
export function stampShards(text, { count, shards }) {
  if (!SHARDS_LINE.test(text)) throw new Error(`${SHARDS_MODULE} has no line \`export const DAILY_SHARDS = null;\` for the build to fill`);
  const files = [...shards.keys()].map((path) => `  new URL('../../${path}', import.meta.url),`);
  return text.replace(SHARDS_LINE, `export const DAILY_SHARDS = Object.freeze({ count: ${count}, size: ${SHARD_SIZE}, files: [\n${files.join('\n')}\n] });`);
}
