// The release build: `./build.sh release` (after the wasm is built into pkg/) writes the
// deployable site to dist/. Usage: node scripts/release/build.mjs [--out DIR] [--www DIR] [--pkg DIR]
//
// - The pages (www/*.html) and the service worker (sw.js) keep their names.
// - The scripts are bundled and split by Rollup and minified by esbuild (bundle.mjs): one script
//   for each script a page loads, a chunk for each module loaded on first use and for shared
//   code, the search worker whole in one file, all in js/ under names that carry a hash of their
//   content (`js/pathwayz-game.3f9c0a1b2d4e.js`).
// - Every other file the pages and scripts reach (styles, data, icons, the manifest, the wasm)
//   is renamed by a hash of its content (hashed-names.mjs: `css/style.1f0c3a9be2d4.css`).
//   No two builds share a URL for different bytes.
// - `js/release.js` says this build's version (Cargo.toml's) and build id (a hash of every source
//   file), read by the element and shown in the page's footer.
// - data/daily/puzzles-NN.HASH.json: the puzzles cut into shards for the day's puzzle
//   (daily-shards.mjs), named in `js/puzzle/daily-shards.js`.
// - sw.js is the template www/sw.js with this release written in: its version, build id, pages
//   and files, the precache list, generated from the files and never written by hand.
// - release.json names the version, the commit, the build id, the element's script with its
//   Subresource Integrity hash, and each file with its SHA-256 and size (and the source it was
//   made from: a file's, or a script's entry; none for a chunk of shared code).
// - data/element.json (read by the studio, studio.html: release-element.js) names the element's
//   script and its stylesheet by their release names, each with its integrity hash.
// The same sources give the same dist/, byte for byte.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createHash } from 'node:crypto';
import { kindOf, siteGraph, sourceOf } from './site-graph.mjs';
import { hashedName, renameReferences, sha256, withHashedNames } from './hashed-names.mjs';
import { SHARDS_MODULE, dailyShards, stampShards } from './daily-shards.mjs';
import { bundleScripts } from './bundle.mjs';
import { buildId, cargoVersion, stampRelease } from './version.mjs';

const repo = fileURLToPath(new URL('../../', import.meta.url));

/** `--name value` from the command line, else `fallback`. */
function option(name, fallback) {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? resolve(process.argv[at + 1]) : fallback;
}

/** The commit the repository is at (`+changes` when the work tree differs from it), or `unknown` outside git. */
function currentCommit() {
  try {
    const commit = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: repo, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    const changed = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], { cwd: repo, encoding: 'utf8' }).trim() !== '';
    return changed ? `${commit}+changes` : commit;
  } catch {
    return 'unknown';
  }
}

/** The service worker's file and the pages: the names a visitor's browser keeps asking for. */
const SERVICE_WORKER = 'sw.js';
/** The script that says the release, rewritten by the build. */
const RELEASE_SCRIPT = 'js/release.js';
/** The element's script: what a publisher's page loads. */
const ELEMENT_SCRIPT = 'js/pathwayz-game.js';
/** The element's stylesheet: the room it keeps on a publisher's page until it is ready. */
const ELEMENT_STYLESHEET = 'css/pathwayz-game.css';
/** The element's files as this release names them, written in by the build for the studio's snippet. */
const ELEMENT_FILES = 'data/element.json';

/** A file of the release as a page refers to it: its release name and its Subresource Integrity hash. */
function subresource({ name, bytes }) {
  return { path: name, integrity: `sha384-${createHash('sha384').update(bytes).digest('base64')}` };
}

/**
 * The files the service worker leaves to the HTTP cache, which keeps them once a page has fetched
 * them, so that a reader's first visit does not pay for them:
 * - the engine's core and data modules, which the site's own page never loads (it plays PAI: the
 *   search module, which holds both, is precached); a page that cannot fetch them offline loads
 *   the search module instead (www/js/engine/wasm.js);
 * - the manifest's PNG icons, which a browser fetches to install the site, online (the page's own
 *   icon is the SVG, precached);
 * - the publisher's studio: its script, its style and the element's files it names (its page is
 *   kept, as every page);
 * - the Chinese words, which a page fetches when it first shows Chinese: kept then for a Chinese
 *   reader; an English reader who turns to Chinese offline is told, and reads English;
 * - the daily puzzle's shards (data/daily/), the day's one kept once fetched; offline, a page
 *   without it reads the puzzle file, precached.
 */
const NOT_PRECACHED = new Set([
  ...['core', 'data'].flatMap((part) => [`pkg/pathwayz_${part}.js`, `pkg/pathwayz_${part}_bg.wasm`]),
  'icons/icon-192.png', 'icons/icon-512.png',
  'js/studio/studio-page.js', 'css/studio.css', 'data/element.json',
  'js/i18n/zh.js',
]);

/** Whether the site file `source` is left to the HTTP cache (NOT_PRECACHED, or a daily shard). */
const notPrecached = (source) => NOT_PRECACHED.has(source) || source.startsWith('data/daily/');

/** The scripts started as module workers: each bundled whole, named in the scripts that start it. */
const WORKERS = ['js/search/search-worker.js'];

/**
 * The text of data/element.json for the release `files` (site path -> `{name, bytes}`): the
 * element's script and stylesheet (`{path, integrity}` each).
 */
function elementFiles(files) {
  return `${JSON.stringify({ element: subresource(files.get(ELEMENT_SCRIPT)), stylesheet: subresource(files.get(ELEMENT_STYLESHEET)) }, null, 2)}\n`;
}

/**
 * Builds the release of the sources in `www` and `pkg` into `out` (emptied first). Resolves with
 * the release description written to `out/release.json`.
 */
export async function buildRelease({ www = join(repo, 'www'), pkg = join(repo, 'pkg'), out = join(repo, 'dist') } = {}) {
  const roots = { www, pkg, repo };
  const version = cargoVersion();
  const pages = readdirSync(www).filter((name) => name.endsWith('.html')).sort();
  const graph = siteGraph(pages, roots);
  if (!graph.has(SERVICE_WORKER)) throw new Error(`no page registers ${SERVICE_WORKER}`);
  const sources = new Map([...graph.keys()].map((file) => [file, readFileSync(sourceOf(file, roots))]));
  const build = buildId(version, sources);
  const fixed = new Set([...pages, SERVICE_WORKER]);

  // The files that are not scripts, under their hashed names (references among them rewritten).
  const isScript = (file) => kindOf(file) === 'js' && file !== SERVICE_WORKER;
  const assetGraph = new Map([...graph].filter(([file]) => !isScript(file) && !fixed.has(file)));
  // The daily puzzle's shards, made from the sources, under their hashed names beside them.
  const daily = graph.has(SHARDS_MODULE) ? await dailyShards(roots) : null;
  const shardFiles = [...(daily?.shards ?? [])].map(([file, bytes]) => [file, { name: hashedName(file, sha256(bytes)), bytes }]);
  const assetsWith = (read) => new Map([...withHashedNames(assetGraph, read, new Set()), ...shardFiles]);
  let assets = assetsWith((file) => sources.get(file));

  // The scripts, bundled; they name the other files by their release names.
  const entries = [...new Set(pages.flatMap((page) => graph.get(page).map(({ target }) => target)).filter(isScript))].sort();
  for (const worker of WORKERS) if (!graph.has(worker)) throw new Error(`no script starts ${worker}`);
  const stamp = (file, text) => {
    if (file === RELEASE_SCRIPT) return stampRelease(text, { version, build });
    return file === SHARDS_MODULE ? stampShards(text, daily) : text;
  };
  const bundle = (files) => bundleScripts({
    roots,
    entries,
    workers: WORKERS,
    names: new Map([...[...files].map(([file, { name }]) => [file, name]), [SERVICE_WORKER, SERVICE_WORKER], ...pages.map((page) => [page, page])]),
    rewrite: stamp,
    // The element whole in its chunk: the site's script and the studio import it.
    keepWhole: [ELEMENT_SCRIPT],
  });
  let scripts = await bundle(assets);
  /** The site's files but the pages and the service worker: the assets and the bundles. */
  const together = () => new Map([
    ...assets,
    ...[...scripts.files].map(([name, bytes]) => [sourceOfOutput(scripts.entries, name) ?? name, { name, bytes }]),
  ]);
  // data/element.json names the element's files by their release names: written in, then the
  // assets and the scripts again (only it and the scripts that read it change).
  if (graph.has(ELEMENT_FILES)) {
    const text = elementFiles(together());
    assets = assetsWith((file) => (file === ELEMENT_FILES ? Buffer.from(text) : sources.get(file)));
    scripts = await bundle(assets);
    if (elementFiles(together()) !== text) throw new Error(`the element's files reach ${ELEMENT_FILES}, which names them: a loop`);
  }
  const files = together();

  // The pages, their references renamed.
  const names = new Map([...files].map(([source, { name }]) => [source, name]));
  for (const page of pages) {
    files.set(page, { name: page, bytes: Buffer.from(renameReferences(sources.get(page).toString('utf8'), page, graph.get(page), names)) });
  }
  const precached = [...files].filter(([source]) => !notPrecached(source)).map(([, { name }]) => name).sort();
  const firstUse = [...files].filter(([source]) => notPrecached(source)).map(([, { name }]) => name).sort();
  const worker = serviceWorker(sources.get(SERVICE_WORKER).toString('utf8'), { version, build, pages, files: precached.filter((name) => !fixed.has(name)), firstUse });
  files.set(SERVICE_WORKER, { name: SERVICE_WORKER, bytes: Buffer.from(worker) });

  rmSync(out, { recursive: true, force: true });
  for (const { name, bytes } of files.values()) {
    mkdirSync(dirname(join(out, name)), { recursive: true });
    writeFileSync(join(out, name), bytes);
  }
  const element = files.get(ELEMENT_SCRIPT);
  const release = {
    name: 'pathwayz',
    version,
    commit: currentCommit(),
    build,
    element: subresource(element),
    files: [...files].map(([source, { name, bytes }]) => ({ path: name, source: source === name && !fixed.has(name) ? null : source, size: bytes.length, sha256: sha256(bytes) }))
      .sort((a, b) => (a.path < b.path ? -1 : 1)),
  };
  writeFileSync(join(out, 'release.json'), `${JSON.stringify(release, null, 2)}\n`);
  return release;
}

/** The source an output of the scripts was made from (an entry's, or a module's loaded on first use), or undefined for a chunk of shared code. */
function sourceOfOutput(entries, output) {
  for (const [source, name] of entries) if (name === output) return source;
  return undefined;
}

/** The service worker: the template with `const RELEASE = null;` replaced by this release. */
function serviceWorker(template, release) {
  const marker = /^const RELEASE = null;$/m;
  if (!marker.test(template)) throw new Error(`${SERVICE_WORKER} has no line \`const RELEASE = null;\` for the release build to fill`);
  return template.replace(marker, `const RELEASE = ${JSON.stringify(release, null, 2)};`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const out = option('out', join(repo, 'dist'));
  const release = await buildRelease({ www: option('www', undefined), pkg: option('pkg', undefined), out });
  const bytes = release.files.reduce((sum, file) => sum + file.size, 0);
  console.log(`release ${release.version} (build ${release.build}, commit ${release.commit.slice(0, 12)}): ${release.files.length} files, ${Math.round(bytes / 1024)} KB in ${out}`);
  console.log(`the element: <script type="module" src="${release.element.path}" integrity="${release.element.integrity}" crossorigin="anonymous"></script>`);
  const room = release.files.find((file) => file.source === 'css/pathwayz-game.css');
  if (room) console.log(`its room on the page until it is ready (before the script): <link rel="stylesheet" href="${room.path}">`);
}
