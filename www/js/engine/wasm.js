// Loads the engine's wasm modules, each once per page (or worker); everything else imports from
// here. The engine comes in three modules (src/wasm/mod.rs; docs/WASM_API.md, "Modules"), so a
// page downloads only what it uses:
// - the core: the rules, records, links, ratings and data files: what a page needs without
//   searching (a replay, two players, a puzzle shown);
// - the search: every entry point of the core and the searches (PAI's moves, analysis, review,
//   the coach, puzzle answers): the search workers', and the page's own when PAI plays, so that
//   such a page downloads one module, not two;
// - the pictures: loaded at the first picture asked for (picture/pictures.js).
// The page fetches and compiles the search module once and gives it to each search worker
// (search-client.js), so any number of elements and workers share one download.

/**
 * Each module's glue and wasm file, written out in full so that a bundler follows them. In a
 * release the wasm's name carries a hash of its bytes, so a page never meets another release's
 * wasm in a cache.
 */
const MODULES = {
  core: {
    glue: () => import('../../pkg/pathwayz_core.js'),
    wasm: () => new URL('../../pkg/pathwayz_core_bg.wasm', import.meta.url),
  },
  search: {
    glue: () => import('../../pkg/pathwayz_search.js'),
    wasm: () => new URL('../../pkg/pathwayz_search_bg.wasm', import.meta.url),
  },
  pictures: {
    glue: () => import('../../pkg/pathwayz_pictures.js'),
    wasm: () => new URL('../../pkg/pathwayz_pictures_bg.wasm', import.meta.url),
  },
};

const compiling = new Map();
const loading = new Map();

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

/** Module `part` compiled, once per page or worker: `module` if given (a worker is given the page's), else fetched. */
function compiled(part, module = null) {
  if (!compiling.has(part)) {
    const attempt = module ? Promise.resolve(module) : compileFrom(MODULES[part].wasm());
    // A failed download may be tried again (the next search, the next picture).
    attempt.catch(() => compiling.delete(part));
    compiling.set(part, attempt);
  }
  return compiling.get(part);
}

/** Module `part` ready to call in this thread, once: resolves with its exports. */
function loaded(part, module = null) {
  if (!loading.has(part)) {
    const attempt = (async () => {
      const [glue, wasm] = await Promise.all([MODULES[part].glue(), compiled(part, module)]);
      await glue.default({ module_or_path: wasm });
      return glue;
    })();
    attempt.catch(() => loading.delete(part));
    loading.set(part, attempt);
  }
  return loading.get(part);
}

/**
 * The page's engine: the search module when `search` (PAI plays here, so the page and its
 * workers share that one module; also when the page has it already), else the core. Resolves
 * with its exports; the search module's include every one of the core's.
 */
export function loadEngine({ search = false } = {}) {
  return search || loading.has('search') ? loaded('search') : loaded('core');
}

/**
 * The search module compiled (fetched and compiled once per page), for the search workers and
 * the page's own quick move when the workers fail. Starting it early (PAI will be needed soon)
 * makes the first search wait less.
 */
export function compileSearch() {
  return compiled('search');
}

/**
 * The search module's exports in this thread (a worker, or the page when its workers failed),
 * from `module` (the page's compiled one) or else fetched.
 */
export function loadSearch(module = null) {
  return loaded('search', module);
}

/** The pictures' module's exports (SVG and GIF writers), loaded at the first picture asked for. */
export function loadPictures() {
  return loaded('pictures');
}
