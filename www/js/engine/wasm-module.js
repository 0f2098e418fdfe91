// One of the engine's wasm modules (engine/wasm.js names them), loaded once per page or worker:
// its wasm fetched and compiled (or given compiled, as a worker is given the page's), then its
// glue instantiated with it. A download that failed may be tried again.

/** The wasm at `url` compiled (streaming where the server says application/wasm). */
async function compileFrom(url) {
  return WebAssembly.compileStreaming(fetch(url)).catch(async (error) => {
    // A server that does not say application/wasm: compile from the bytes.
    if (!(error instanceof TypeError)) throw error;
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${url.pathname}: HTTP ${response.status}`);
    return WebAssembly.compile(await response.arrayBuffer());
  });
}

/** A promise made once by `make`, made again after it failed. */
function once(make) {
  let promise = null;
  return (...args) => {
    if (!promise) {
      promise = make(...args);
      promise.catch(() => { promise = null; });
    }
    return promise;
  };
}

/**
 * The module of `glue` (its JavaScript, imported on first use) and `wasm` (its file's URL):
 * `compiled(module)` resolves with the compiled wasm (`module` if given, else fetched), once;
 * `loaded(module)` with the glue's exports, ready to call, once; `started()` says whether
 * its download (or compiling) began.
 */
export function wasmModule({ glue, wasm }) {
  let began = false;
  const compiled = once((module = null) => {
    began = true;
    return module ? Promise.resolve(module) : compileFrom(wasm());
  });
  const loaded = once(async (module = null) => {
    const [exports, compiledWasm] = await Promise.all([glue(), compiled(module)]);
    await exports.default({ module_or_path: compiledWasm });
    return exports;
  });
  return { compiled, loaded, started: () => began };
}
