// The page's engine: which of the engine's wasm modules a page loads, each once (wasm-module.js);
// everything on the page imports from here. The engine comes in three modules (src/wasm/mod.rs;
// docs/WASM_API.md, "Modules"), so a page downloads only what it uses:
// - the core: the rules, records, links, ratings and data files: what a page needs without
//   searching (a replay, two players, a puzzle shown);
// - the search (search-module.js): every entry point of the core and the searches: the search
//   workers', and the page's own when PAI plays, so that such a page downloads one module, not
//   two;
// - the pictures: loaded at the first picture asked for (picture/pictures.js).
// The page fetches and compiles the search module once and gives it to each search worker
// (search-client.js), so any number of elements and workers share one download.
import { wasmModule } from './wasm-module.js';
import { SEARCH_MODULE, compileSearch, loadSearch } from './search-module.js';

export { compileSearch, loadSearch };

/** The core's and the pictures' glue and wasm files, written out in full so that a bundler follows them. */
const CORE_MODULE = wasmModule({
  glue: () => import('../../pkg/pathwayz_core.js'),
  wasm: () => new URL('../../pkg/pathwayz_core_bg.wasm', import.meta.url),
});
const PICTURES_MODULE = wasmModule({
  glue: () => import('../../pkg/pathwayz_pictures.js'),
  wasm: () => new URL('../../pkg/pathwayz_pictures_bg.wasm', import.meta.url),
});

/**
 * The page's engine: the search module when `search` (PAI plays here, so the page and its
 * workers share that one module; also when the page loads it already), else the core, or the
 * search module where the core cannot load. Resolves with its exports; the search module's
 * include every one of the core's.
 */
export function loadEngine({ search = false } = {}) {
  if (search || SEARCH_MODULE.started()) return loadSearch();
  // Offline, the core may not be kept (the service worker keeps the search module, which the
  // site plays with, and leaves the core to the HTTP cache): the search module then serves.
  return CORE_MODULE.loaded().catch((error) => {
    console.warn(`the engine's core module could not load (${error?.message ?? error}): the search module instead`);
    return loadSearch();
  });
}

/** The pictures' module's exports (SVG and GIF writers), loaded at the first picture asked for. */
export function loadPictures() {
  return PICTURES_MODULE.loaded();
}
