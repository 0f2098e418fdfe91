// The engine's search module (engine/wasm.js): every entry point of the core and the searches
// (PAI's moves, analysis, review, the coach, puzzle answers). The search workers load it, given
// the page's compiled copy; the page itself when PAI plays, or for a quick move when its workers
// fail. Apart from the page's modules, so that a worker's script holds this module alone.
import { wasmModule } from './wasm-module.js';

/** The glue and wasm file, written out in full so that a bundler follows them. */
export const SEARCH_MODULE = wasmModule({
  glue: () => import('../../pkg/pathwayz_search.js'),
  wasm: () => new URL('../../pkg/pathwayz_search_bg.wasm', import.meta.url),
});

/**
 * The search module compiled (fetched and compiled once per page), for the search workers and
 * the page's own quick move when the workers fail.
 */
export function compileSearch() {
  return SEARCH_MODULE.compiled();
}

/**
 * The search module's exports in this thread (a worker, or the page), from `module` (the page's
 * compiled one) or else fetched.
 */
export function loadSearch(module = null) {
  return SEARCH_MODULE.loaded(module);
}
