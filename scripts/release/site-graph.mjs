// The site as a graph of files: which files a page, script, style sheet or web manifest refers
// to, by the relative URLs written in it. The release build (build.mjs) renames files by their
// content along this graph, and the npm package (scripts/package.mjs) takes the files the
// element reaches. A site path is the file's path in the served site: `js/game/store.js`,
// `pkg/pathwayz_bg.wasm`, `index.html`.
import { existsSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';

/**
 * Where a site path's source lives: `pkg/` is the wasm-bindgen output beside `www/`, the rest is
 * under `www/`. `roots` may name other folders (a test's changed copy of the site).
 */
export function sourceOf(sitePath, { www, pkg }) {
  return sitePath.startsWith('pkg/') ? join(pkg, sitePath.slice(4)) : join(www, sitePath);
}

/** A written URL that names a file of the site: relative, with no scheme, no `//`, not a fragment. */
function isSiteFile(url) {
  return url !== '' && !/^([a-z][a-z0-9+.-]*:|\/|#)/i.test(url) && !url.endsWith('/') && url !== '.' && url !== '..';
}

/** The patterns that find a reference's URL (group `url`), by the kind of file. */
const PATTERNS = {
  js: [
    // import x from '...', import '...', export {x} from '...', across lines.
    /^\s*(?:import|export)\s+(?:[^'";]*?\sfrom\s+)?(?<q>['"])(?<url>[^'"]+)\k<q>/dgm,
    /\bimport\(\s*(?<q>['"])(?<url>[^'"]+)\k<q>\s*\)/dg,
    /new URL\(\s*(?<q>['"])(?<url>[^'"]+)\k<q>\s*,\s*import\.meta\.url\s*\)/dg,
  ],
  html: [/\s(?:href|src)=(?<q>["'])(?<url>[^"']+)\k<q>/dg],
  css: [/url\(\s*(?<q>['"]?)(?<url>[^'")]+)\k<q>\s*\)/dg, /@import\s+(?<q>['"])(?<url>[^'"]+)\k<q>/dg],
  webmanifest: [/"src"\s*:\s*(?<q>")(?<url>[^"]+)"/dg],
};

/** The kind of a site path, for its patterns: `js`, `html`, `css`, `webmanifest`, or null (no references). */
export function kindOf(sitePath) {
  const ext = posix.extname(sitePath).slice(1);
  return ext === 'mjs' ? 'js' : (ext in PATTERNS ? ext : null);
}

/**
 * The references written in `text` (a file of kind `kind` at `sitePath`): each with the site
 * path it names (`target`), the URL as written (`url`, its query and fragment kept) and where
 * the URL sits in the text (`start`, `end`), in order of position.
 */
export function referencesIn(text, sitePath, kind = kindOf(sitePath)) {
  const found = [];
  for (const pattern of PATTERNS[kind] ?? []) {
    for (const match of text.matchAll(pattern)) {
      const url = match.groups.url;
      if (!isSiteFile(url)) continue;
      const [start, end] = match.indices.groups.url;
      const path = url.replace(/[?#].*$/, '');
      const target = posix.normalize(posix.join(posix.dirname(sitePath), path));
      if (target.startsWith('../')) throw new Error(`${sitePath} refers to ${url}, outside the site`);
      found.push({ target, url, start, end });
    }
  }
  return found.sort((a, b) => a.start - b.start);
}

/**
 * Every site path reached from `entries` by references, each with its references:
 * a Map from site path to its references (in the order of `referencesIn`). A reference to a
 * file that is not there is an error naming both files.
 */
export function siteGraph(entries, roots) {
  const graph = new Map();
  const queue = [...entries];
  while (queue.length) {
    const file = queue.shift();
    if (graph.has(file)) continue;
    const source = sourceOf(file, roots);
    if (!existsSync(source)) throw new Error(`${file} is missing (${source})`);
    const references = kindOf(file) ? referencesIn(readFileSync(source, 'utf8'), file) : [];
    graph.set(file, references);
    for (const { target } of references) {
      if (!existsSync(sourceOf(target, roots))) throw new Error(`${file} refers to ${target}, which is missing (run ./build.sh build first?)`);
      if (!graph.has(target)) queue.push(target);
    }
  }
  return graph;
}

/**
 * The files of `graph` in an order where each comes after every file it refers to (leaves
 * first), leaving out `unordered` (files whose names do not change, whose references are free to
 * form loops, such as the pages). A loop of references among the others is an error that
 * names it: a file's name depends on the names of the files it refers to.
 */
export function leavesFirst(graph, unordered = new Set()) {
  const order = [];
  const state = new Map();
  const visit = (file, path) => {
    if (unordered.has(file) || state.get(file) === 'done') return;
    if (state.get(file) === 'open') throw new Error(`the site's references loop: ${[...path, file].join(' -> ')}`);
    state.set(file, 'open');
    for (const { target } of graph.get(file)) visit(target, [...path, file]);
    state.set(file, 'done');
    order.push(file);
  };
  for (const file of [...graph.keys()].sort()) visit(file, []);
  return order;
}
