// The element's files as this release names them: data/element.json, the one reader of it. The
// release build (scripts/release/build.mjs) writes in the element's script and stylesheet by
// their hashed names, each with its Subresource Integrity hash; the sources (served with
// `scripts/serve.mjs --source`) name them as they are, with no hash. The studio's snippet
// (snippet.js) loads them from where this site serves them.

import { fetchBytes } from '../engine/fetch-bytes.js';

/**
 * A file of the release as data/element.json names it.
 * @typedef {{path: string, integrity: string | null}} ReleaseFile
 */
/**
 * The element's files: `element` (its script) and `stylesheet` (its room on the page).
 * @typedef {{element: ReleaseFile, stylesheet: ReleaseFile}} ElementFiles
 */
/**
 * A file as the snippet writes it: `url`, its path from the root of this site's host
 * (`/games/pathwayz/js/pathwayz-game.1f0c3a9be2d4.js`), and its `integrity` (or null).
 * @typedef {{url: string, integrity: string | null}} SnippetFile
 */

/** The folder this site is served from, as a URL ending in `/`. */
const SITE = new URL('../../', import.meta.url);

/** `file` if it is a ReleaseFile, else an Error naming `name`. */
function checked(file, name) {
  const ok = file && typeof file.path === 'string' && file.path !== '' && !/^([a-z][a-z0-9+.-]*:|\/)/i.test(file.path)
    && (file.integrity === null || /^sha(256|384|512)-[A-Za-z0-9+/=]+$/.test(file.integrity));
  if (!ok) throw new Error(`element.json: ${name} must be {path, integrity}, a relative path and a hash or null`);
  return file;
}

/** The ElementFiles written in the text `json`; throws an Error saying what is wrong. */
export function readElementFiles(json) {
  const files = JSON.parse(json);
  return { element: checked(files?.element, 'element'), stylesheet: checked(files?.stylesheet, 'stylesheet') };
}

/** A ReleaseFile as the snippet loads it from this site (`site`: its folder's URL). */
export function snippetFile({ path, integrity }, site = SITE) {
  return { url: new URL(path, site).pathname, integrity };
}

/**
 * Resolves with this release's element files as the snippet writes them:
 * `{element, stylesheet}`, each a SnippetFile; rejects with the reason.
 */
export async function loadElementFiles() {
  const bytes = await fetchBytes(new URL('../../data/element.json', import.meta.url));
  const files = readElementFiles(new TextDecoder().decode(bytes));
  return { element: snippetFile(files.element), stylesheet: snippetFile(files.stylesheet) };
}
