// The page's engine: which of the engine's wasm modules a page loads, each once (wasm-module.js);
// everything on the page imports from here. The engine comes in four modules (src/wasm/mod.rs;
// docs/WASM_API.md, "Modules"), so a page downloads only what it uses:
// - the core: the rules, records, the race, the levels and the day's puzzle's index: what a page
//   needs to show and play a game without searching (a replay, two players, the daily puzzle);
// - the data: every entry point of the core, the friend links and the data readers (the ladder,
//   the ratings, the puzzles, the exercises, the review's figures): a game with a friend, a
//   puzzle's page, a page that keeps the player's data (`persist`), and any page at the first
//   reading of a data file or friend link (`loadData`);
// - the search (search-module.js): every entry point of the data module and the searches: the
//   search workers', and the page's own when PAI plays, so that such a page downloads one module,
//   not two;
// - the pictures: loaded at the first picture asked for (picture/pictures.js).
// Each module but the pictures holds the one before it, so a page uses the largest it has begun
// to load. The page fetches and compiles the search module once and gives it to each search
// worker (search-client.js), so any number of elements and workers share one download.
import { wasmModule } from './wasm-module.js';
import { SEARCH_MODULE, compileSearch, loadSearch } from './search-module.js';

export { compileSearch, loadSearch };

/** The core's, the data's and the pictures' glue and wasm files, written out in full so that a bundler follows them. */
const CORE_MODULE = wasmModule({
  glue: () => import('../../pkg/pathwayz_core.js'),
  wasm: () => new URL('../../pkg/pathwayz_core_bg.wasm', import.meta.url),
});
const DATA_MODULE = wasmModule({
  glue: () => import('../../pkg/pathwayz_data.js'),
  wasm: () => new URL('../../pkg/pathwayz_data_bg.wasm', import.meta.url),
});
const PICTURES_MODULE = wasmModule({
  glue: () => import('../../pkg/pathwayz_pictures.js'),
  wasm: () => new URL('../../pkg/pathwayz_pictures_bg.wasm', import.meta.url),
});

/** The engine's modules a page may start on, smallest first: each holds every entry point of the one before. */
export const ENGINE_MODULES = Object.freeze(['core', 'data', 'search']);

/**
 * The page's engine: `module` (`'core'`, `'data'` or `'search'`: ENGINE_MODULES), or a larger
 * one the page has begun to load already (the page then downloads nothing more). Resolves with
 * its exports. Where the core or the data module cannot load (offline, the service worker keeps
 * only the search module, which the site plays with), the search module serves.
 */
export function loadEngine({ module = 'core' } = {}) {
  if (module === 'search' || SEARCH_MODULE.started()) return loadSearch();
  const chosen = module === 'data' || DATA_MODULE.started() ? DATA_MODULE : CORE_MODULE;
  return chosen.loaded().catch((error) => {
    console.warn(`the engine's ${chosen === DATA_MODULE ? 'data' : 'core'} module could not load (${error?.message ?? error}): the search module instead`);
    return loadSearch();
  });
}

/**
 * The engine's data readers (`readLadder`, `playerRating`, `readPuzzles`, `dailyPuzzle`,
 * `puzzleRating`, `readExercise`, `reviewSummary`): the exports of the data module, or of the
 * search module where the page has begun to load it. Loaded on first use.
 */
export function loadData() {
  return loadEngine({ module: 'data' });
}

/** The pictures' module's exports (SVG and GIF writers), loaded at the first picture asked for. */
export function loadPictures() {
  return PICTURES_MODULE.loaded();
}
