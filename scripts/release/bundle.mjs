// The release's scripts, bundled by Rollup and minified by esbuild: each script a page loads is an
// entry (the site's app.js, the element, the studio, the sample pages' event log), each module
// loaded on first use (`import()`: the engine's modules, the pictures, the element's features)
// a chunk of its own, and the code two of them share a chunk too; the search worker is a bundle
// of its own, whole in one file. Rollup leaves in a page's chunks the code that a module loaded
// on first use shares with every script that loads it (it is there already), so a feature may
// import what the element's own modules import without cutting a piece out of the element's
// chunk. Every output lands in one folder (js/) under a name that carries a hash of its content
// (`js/pathwayz-game.3f9c0a1b2d4e.js`), so it may be cached for ever.
//
// What Rollup does not follow, the files a script reaches by `new URL('...', import.meta.url)`
// (the wasm, the data files, the worker, the service worker, the site's folder), is written in
// as it is read: each URL made relative to the scripts' folder and to the file's release name
// (`names`), so a bundle finds it from wherever its code came. The sources stay as they are
// (served unbundled for development: `scripts/serve.mjs --source`).
import { rollup } from 'rollup';
import { transform } from 'esbuild';
import { readFileSync } from 'node:fs';
import { posix, relative, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { sourceOf } from './site-graph.mjs';

/** The folder of the release every bundled script lands in. */
export const SCRIPTS = 'js';

/** A script's reference to a file it does not import: `new URL('../../data/ladder.json', import.meta.url)`. */
const URL_REFERENCE = /new URL\(\s*(['"])([^'"]+)\1\s*,\s*import\.meta\.url\s*\)/g;

/**
 * Whether the module at `sitePath` is one whose one export, `STYLES`, is CSS text (the element's
 * styles, and each feature's, `*-css.js`): the release holds the text it makes, minified as CSS,
 * where the source builds it from readable pieces.
 */
const isStyleModule = (sitePath) => sitePath === 'js/element/styles.js' || sitePath.endsWith('-css.js');

/**
 * The element's modules loaded on first use that a page which keeps the player's data loads
 * together at its start (www/js/pathwayz-game.js, `partsAtStart`), the one wanted first first:
 * the code only they share goes with the first (chunkPlan).
 */
export const TOGETHER = ['js/puzzle/puzzle-mode.js', 'js/mistakes/mistakes-part.js', 'js/history/player-history.js', 'js/friend/friend-games.js'];

/** The browsers the release is written for: those that run module workers and WebAssembly streaming. */
const TARGET = ['es2022'];

/** The site path of the file at `file` (an absolute path under one of `roots`), or null outside them. */
function sitePathOf(file, { www, pkg }) {
  for (const [root, prefix] of [[pkg, 'pkg/'], [www, '']]) {
    const rest = relative(root, file);
    if (!rest.startsWith('..') && !rest.startsWith(sep)) return prefix + rest.split(sep).join('/');
  }
  return null;
}

/** The URL from a script in SCRIPTS to the site path `target`, or to the folder `target` (`''`: the site's). */
function fromScripts(target, folder = false) {
  const url = posix.relative(SCRIPTS, target || '.') + (folder ? '/' : '');
  return url.startsWith('.') ? url : `./${url}`;
}

/** The module at `file` (a style module: isStyleModule) as the release has it: its CSS made and minified. */
async function minifiedStyles(file, sitePath) {
  const module = await import(pathToFileURL(file).href);
  if (Object.keys(module).join() !== 'STYLES' || typeof module.STYLES !== 'string') {
    throw new Error(`${sitePath} must export STYLES, a string, and nothing else`);
  }
  const { code } = await transform(module.STYLES, { loader: 'css', minify: true, charset: 'utf8' });
  return `export const STYLES = ${JSON.stringify(code.trim())};\n`;
}

/**
 * The Rollup plugin that reads the sources by their site paths: an import resolves within the
 * site (`../../pkg/pathwayz_core.js` from www/js/engine/ is the repository's pkg/), a file's text
 * may be replaced (`rewrite(sitePath, text)`: the release stamp; the style modules minified), and
 * each `new URL(..., import.meta.url)` names the release name of its file (`names`) from the
 * scripts' folder.
 */
function sitePlugin(roots, names, rewrite) {
  return {
    name: 'pathwayz-site',
    resolveId(path, importer) {
      if (!importer || !/^\.\.?\//.test(path)) return null;
      const from = sitePathOf(importer, roots);
      if (from === null) return null;
      const target = posix.normalize(posix.join(posix.dirname(from), path));
      if (target.startsWith('../')) this.error(`${from} imports ${path}, outside the site`);
      return sourceOf(target, roots);
    },
    async load(path) {
      const sitePath = sitePathOf(path, roots);
      if (sitePath === null) return null;
      if (isStyleModule(sitePath)) return minifiedStyles(path, sitePath);
      const text = rewrite(sitePath, readFileSync(path, 'utf8'));
      return text.replace(URL_REFERENCE, (whole, quote, url) => {
        const target = posix.normalize(posix.join(posix.dirname(sitePath), url));
        if (url.endsWith('/')) return `new URL(${JSON.stringify(fromScripts(target.replace(/^\.?\/$/, '').replace(/\/$/, ''), true))}, import.meta.url)`;
        const name = names.get(target);
        if (name === undefined) this.error(`${sitePath} refers to ${url}, which the release does not name`);
        return `new URL(${JSON.stringify(fromScripts(name))}, import.meta.url)`;
      });
    },
  };
}

/** The Rollup plugin that minifies each chunk (esbuild), before its name's hash is taken. */
const minifier = {
  name: 'pathwayz-minify',
  async renderChunk(code) {
    const { code: minified } = await transform(code, { loader: 'js', format: 'esm', minify: true, target: TARGET, legalComments: 'none', charset: 'utf8' });
    return { code: minified, map: null };
  },
};

/** The static imports of `module` and everything they import in turn, `module` included. */
function closureOf(module, getModuleInfo) {
  const closure = new Set();
  const todo = [module];
  while (todo.length) {
    const next = todo.pop();
    if (closure.has(next)) continue;
    closure.add(next);
    todo.push(...(getModuleInfo(next)?.importedIds ?? []));
  }
  return closure;
}

/**
 * Rollup's `manualChunks` for the page's scripts:
 * - each of `keepWhole` (absolute paths of entries) is kept whole in its own chunk: the entry
 *   and every module it imports statically. An entry that other entries import (the element,
 *   which the site's script and the studio import) otherwise loses to a shared chunk each module
 *   that a page's script or a module loaded on first use also imports: one more request for
 *   every page.
 * - a module that only modules of `together` (absolute paths of modules loaded on first use that
 *   a page loads at once: the parts a page that keeps data starts with) import, two or more of
 *   them, goes into the chunk of the first of them in `together`'s order. Left to itself, Rollup
 *   makes a chunk of each such module, one more request each for a page that loads them all.
 *   A module an entry imports statically, or one that any other module loaded on first use
 *   imports, is left to Rollup, so that no page loads a part's chunk for it.
 * `loadedOnFirstUse`: the modules any module imports with `import()` (bundle's `firstUse`).
 */
function chunkPlan(keepWhole, together, loadedOnFirstUse) {
  let chunkOf = null;
  return (id, { getModuleInfo, getModuleIds }) => {
    if (!chunkOf) {
      chunkOf = new Map();
      for (const entry of keepWhole) {
        const name = posix.basename(entry, '.js');
        for (const module of closureOf(entry, getModuleInfo)) if (!chunkOf.has(module)) chunkOf.set(module, name);
      }
      const atStart = new Set();
      for (const module of getModuleIds()) {
        if (getModuleInfo(module)?.isEntry) for (const imported of closureOf(module, getModuleInfo)) atStart.add(imported);
      }
      const users = new Map();
      for (const feature of loadedOnFirstUse) {
        for (const module of closureOf(feature, getModuleInfo)) {
          if (chunkOf.has(module) || atStart.has(module) || loadedOnFirstUse.has(module)) continue;
          if (!users.has(module)) users.set(module, new Set());
          users.get(module).add(feature);
        }
      }
      for (const [module, features] of users) {
        if (features.size < 2 || ![...features].every((feature) => together.includes(feature))) continue;
        const first = together.find((feature) => features.has(feature));
        chunkOf.set(module, posix.basename(first, '.js'));
        chunkOf.set(first, posix.basename(first, '.js'));
      }
    }
    return chunkOf.get(id);
  };
}

/**
 * Bundles `inputs` (absolute paths): `whole` (a worker) in one file, else split. `pattern`:
 * Rollup's for an entry's output; `keepWhole`: entries kept whole in their chunks, `together`:
 * modules loaded on first use that a page loads at once (chunkPlan).
 * Resolves with `{files, entries}`: every output (site path ->
 * bytes) and each entry's and module's loaded on first use (source site path -> output site path).
 */
async function bundle(inputs, { roots, names, rewrite, pattern, whole, keepWhole = [], together = [] }) {
  // The modules loaded on first use (`import()`), for the plan (chunkPlan) and to name each of
  // them in a chunk that holds several (it then has no facade module).
  const loadedOnFirstUse = new Set();
  const firstUse = { name: 'pathwayz-first-use', moduleParsed: (info) => info.dynamicallyImportedIds.forEach((id) => loadedOnFirstUse.add(id)) };
  const bundler = await rollup({ input: inputs, plugins: [sitePlugin(roots, names, rewrite), firstUse], preserveEntrySignatures: 'allow-extension', logLevel: 'warn' });
  const { output } = await bundler.generate({
    format: 'es',
    entryFileNames: pattern,
    chunkFileNames: `${SCRIPTS}/[name].[hash:12].js`,
    hashCharacters: 'hex',
    inlineDynamicImports: whole,
    manualChunks: whole ? undefined : chunkPlan(keepWhole, together, loadedOnFirstUse),
    minifyInternalExports: true,
    // No small chunk is merged into another (Rollup's experimentalMinChunkSize): merged, it lands
    // in a chunk some page loads for it alone (at d8bdeeb the site fetched the coach's panel's
    // chunk for the update notice in it); the plan above cuts the chunks a page loads together.
    plugins: [minifier],
  });
  await bundler.close();
  const files = new Map();
  const entries = new Map();
  for (const chunk of output) {
    files.set(chunk.fileName, Buffer.from(chunk.type === 'chunk' ? chunk.code : chunk.source));
    if (chunk.type !== 'chunk' || !(chunk.isEntry || chunk.isDynamicEntry)) continue;
    if (chunk.facadeModuleId) entries.set(sitePathOf(chunk.facadeModuleId, roots), chunk.fileName);
    for (const module of chunk.moduleIds) if (loadedOnFirstUse.has(module)) entries.set(sitePathOf(module, roots), chunk.fileName);
  }
  return { files, entries };
}

/**
 * Bundles the release's scripts. `entries`: the site paths of the scripts pages load; `workers`:
 * the site paths of scripts started as module workers, each bundled whole; `names`: the release
 * names of the other files (site path -> release name); `rewrite(sitePath, text)`: a source's
 * text as the release has it; `entryNames`: Rollup's pattern for the entries' and workers'
 * outputs (default: hashed, in SCRIPTS; the npm package keeps their names); `keepWhole`: the
 * entries that other entries import, each kept whole in its own chunk; `together`: the site
 * paths of modules loaded on first use that a page loads at once, the code only they share put
 * with the first (TOGETHER). Resolves with
 * `{files, entries}`: every output (site path -> bytes) and the output of each entry, worker and
 * module loaded on first use (source site path -> site path).
 */
export async function bundleScripts({ roots, entries, workers, names, rewrite = (sitePath, text) => text, entryNames = `${SCRIPTS}/[name].[hash:12].js`, keepWhole = [], together = TOGETHER }) {
  const files = new Map();
  const outputs = new Map();
  const known = new Map(names);
  const options = { roots, names: known, rewrite, pattern: entryNames };
  // The workers first: the page's scripts name them.
  for (const worker of workers) {
    const built = await bundle([sourceOf(worker, roots)], { ...options, whole: true });
    for (const [path, bytes] of built.files) files.set(path, bytes);
    for (const [source, output] of built.entries) {
      if (source !== worker) continue;
      outputs.set(source, output);
      known.set(source, output);
    }
  }
  const built = await bundle(entries.map((entry) => sourceOf(entry, roots)), { ...options, whole: false, keepWhole: keepWhole.map((entry) => sourceOf(entry, roots)), together: together.map((module) => sourceOf(module, roots)) });
  for (const [path, bytes] of built.files) files.set(path, bytes);
  for (const [source, output] of built.entries) outputs.set(source, output);
  return { files, entries: outputs };
}
