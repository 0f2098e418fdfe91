// The release's scripts, bundled, minified and split by esbuild: each script a page loads is an
// entry (the site's app.js, the element, the studio, the sample pages' event log), each module
// loaded on first use (`import()`: the engine's modules, the pictures, ...) a chunk of its own,
// and the code two of them share a chunk too; the search worker is a bundle of its own, whole in
// one file. Every output lands in one folder (js/) under a name that carries esbuild's hash of
// its content (`js/pathwayz-game.QJ3ZX4GA.js`), so it may be cached for ever.
//
// What esbuild does not follow, the files a script reaches by `new URL('...', import.meta.url)`
// (the wasm, the data files, the worker, the service worker, the site's folder), is written in
// as it is read: each URL made relative to the scripts' folder and to the file's release name
// (`names`), so a bundle finds it from wherever its code came. The sources stay as they are
// (served unbundled for development: `scripts/serve.mjs --source`).
import { build, transform } from 'esbuild';
import { readFileSync } from 'node:fs';
import { dirname, join, posix, relative, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { sourceOf } from './site-graph.mjs';

/** The folder of the release every bundled script lands in. */
export const SCRIPTS = 'js';

/** A script's reference to a file it does not import: `new URL('../../data/ladder.json', import.meta.url)`. */
const URL_REFERENCE = /new URL\(\s*(['"])([^'"]+)\1\s*,\s*import\.meta\.url\s*\)/g;

/**
 * The modules whose one export, `STYLES`, is CSS text (the element's styles): the release holds
 * the text they make, minified as CSS, where the source builds it from readable pieces.
 */
const STYLE_MODULES = new Set(['js/element/styles.js']);

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

/** The module at `file` (one of STYLE_MODULES) as the release has it: its CSS made and minified. */
async function minifiedStyles(file, sitePath) {
  const module = await import(pathToFileURL(file).href);
  if (Object.keys(module).join() !== 'STYLES' || typeof module.STYLES !== 'string') {
    throw new Error(`${sitePath} must export STYLES, a string, and nothing else`);
  }
  const { code } = await transform(module.STYLES, { loader: 'css', minify: true, charset: 'utf8' });
  return `export const STYLES = ${JSON.stringify(code.trim())};\n`;
}

/**
 * The esbuild plugin that reads the sources by their site paths: an import resolves within the
 * site (`../../pkg/pathwayz_core.js` from www/js/engine/ is the repository's pkg/), a file's text
 * may be replaced (`rewrite(sitePath, text)`: the release stamp; STYLE_MODULES minified), and
 * each `new URL(..., import.meta.url)` names the release name of its file (`names`) from the
 * scripts' folder.
 */
function sitePlugin(roots, names, rewrite) {
  return {
    name: 'pathwayz-site',
    setup(bundler) {
      bundler.onResolve({ filter: /^\.\.?\// }, ({ path, importer }) => {
        const from = sitePathOf(importer, roots);
        if (from === null) return undefined;
        const target = posix.normalize(posix.join(posix.dirname(from), path));
        if (target.startsWith('../')) return { errors: [{ text: `${from} imports ${path}, outside the site` }] };
        return { path: sourceOf(target, roots) };
      });
      bundler.onLoad({ filter: /\.m?js$/ }, async ({ path }) => {
        const sitePath = sitePathOf(path, roots);
        if (sitePath === null) return undefined;
        if (STYLE_MODULES.has(sitePath)) return { contents: await minifiedStyles(path, sitePath), loader: 'js', resolveDir: dirname(path) };
        const text = rewrite(sitePath, readFileSync(path, 'utf8'));
        const errors = [];
        const contents = text.replace(URL_REFERENCE, (whole, quote, url) => {
          const target = posix.normalize(posix.join(posix.dirname(sitePath), url));
          if (url.endsWith('/')) return `new URL(${JSON.stringify(fromScripts(target.replace(/^\.?\/$/, '').replace(/\/$/, ''), true))}, import.meta.url)`;
          const name = names.get(target);
          if (name === undefined) {
            errors.push({ text: `${sitePath} refers to ${url}, which the release does not name` });
            return whole;
          }
          return `new URL(${JSON.stringify(fromScripts(name))}, import.meta.url)`;
        });
        return errors.length ? { errors } : { contents, loader: 'js', resolveDir: dirname(path) };
      });
    },
  };
}

/** The options every bundle is built with; `entryNames`: esbuild's pattern for an entry's output. */
function options(roots, names, rewrite, entryNames) {
  return {
    bundle: true,
    format: 'esm',
    minify: true,
    target: TARGET,
    write: false,
    metafile: true,
    absWorkingDir: roots.repo,
    outdir: join(roots.repo, 'release'),
    entryNames,
    chunkNames: `${SCRIPTS}/[name].[hash]`,
    legalComments: 'none',
    charset: 'utf8',
    logLevel: 'silent',
    plugins: [sitePlugin(roots, names, rewrite)],
  };
}

/** The outputs of an esbuild result: site path -> bytes, and each entry's site path -> its output's. */
function outputsOf(result, roots) {
  const out = join(roots.repo, 'release');
  const files = new Map();
  for (const file of result.outputFiles) files.set(relative(out, file.path).split(sep).join('/'), Buffer.from(file.contents));
  const entries = new Map();
  for (const [output, { entryPoint }] of Object.entries(result.metafile.outputs)) {
    if (entryPoint) entries.set(sitePathOf(join(roots.repo, entryPoint), roots), relative(out, join(roots.repo, output)).split(sep).join('/'));
  }
  return { files, entries };
}

/**
 * Bundles the release's scripts. `entries`: the site paths of the scripts pages load; `workers`:
 * the site paths of scripts started as module workers, each bundled whole; `names`: the release
 * names of the other files (site path -> release name); `rewrite(sitePath, text)`: a source's
 * text as the release has it; `entryNames`: esbuild's pattern for the entries' and workers'
 * outputs (default: hashed, in SCRIPTS; the npm package keeps their names). Resolves with
 * `{files, entries}`: every output (site path ->
 * bytes) and the output of each entry and worker (source site path -> site path).
 */
export async function bundleScripts({ roots, entries, workers, names, rewrite = (sitePath, text) => text, entryNames = `${SCRIPTS}/[name].[hash]` }) {
  const files = new Map();
  const outputs = new Map();
  const known = new Map(names);
  // The workers first: the page's scripts name them.
  for (const worker of workers) {
    const result = await build({ ...options(roots, known, rewrite, entryNames), entryPoints: [sourceOf(worker, roots)], splitting: false });
    const built = outputsOf(result, roots);
    for (const [path, bytes] of built.files) files.set(path, bytes);
    for (const [source, output] of built.entries) {
      outputs.set(source, output);
      known.set(source, output);
    }
  }
  const result = await build({ ...options(roots, known, rewrite, entryNames), entryPoints: entries.map((entry) => sourceOf(entry, roots)), splitting: true });
  const built = outputsOf(result, roots);
  for (const [path, bytes] of built.files) files.set(path, bytes);
  for (const [source, output] of built.entries) outputs.set(source, output);
  return { files, entries: outputs };
}
