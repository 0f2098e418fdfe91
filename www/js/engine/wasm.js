// Loads the engine's wasm module once per page (or worker); everything else imports from here.
// The page fetches and compiles the wasm once and gives the compiled module to each search
// worker (search-client.js), so any number of elements and workers share one download.
import init, * as engine from '../../pkg/pathwayz.js';

/**
 * The wasm file. In a release its name carries a hash of its bytes (scripts/release/build.mjs),
 * so a page never meets another release's wasm in a cache.
 */
const WASM_URL = new URL('../../pkg/pathwayz_bg.wasm', import.meta.url);

let loading = null;
let compiled = null;

/**
 * Loads the engine, once: from `module` (a compiled WebAssembly.Module, as a worker is given the
 * page's) or else by fetching the wasm file. Resolves with the engine's exports.
 */
export function loadEngine(module = null) {
  loading ??= (async () => {
    compiled = module ?? await WebAssembly.compileStreaming(fetch(WASM_URL)).catch(async (error) => {
      // A server that does not say application/wasm: compile from the bytes.
      if (!(error instanceof TypeError)) throw error;
      const response = await fetch(WASM_URL);
      if (!response.ok) throw new Error(`${WASM_URL.pathname}: HTTP ${response.status}`);
      return WebAssembly.compile(await response.arrayBuffer());
    });
    await init({ module_or_path: compiled });
    return engine;
  })();
  return loading;
}

/** The compiled engine once `loadEngine` has finished, else null. */
export function compiledEngine() {
  return compiled;
}
