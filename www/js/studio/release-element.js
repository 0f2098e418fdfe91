// The element's files as this release names them: data/element.json, the one reader of it. The
// release build (scripts/release/build.mjs) writes in the element's script and stylesheet by
// their hashed names, each with its Subresource Integrity hash; the sources (served with
// `scripts/serve.mjs --source`) name them as they are, with no hash. The studio's snippet
// (snippet.js) loads them from this site, by its address (a page of any other site can: the
// release's files are sent with CORS), or from where the publisher copied the release.

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
 * A file as the snippet writes it: `url`, where a publisher's page loads it from (by default this
 * site's address, origin included: `https://games.example.org/pathwayz/js/pathwayz-game.QJ3ZX4GA.js`),
 * and its `integrity` (or null).
 * @typedef {{url: string, integrity: string | null}} SnippetFile
 */

/** The folder this site is served from, as a URL ending in `/`. */
const SITE = new URL('../../', import.meta.url);

/** The longest folder a publisher may type. */
const MAX_BASE = 500;

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

/**
 * Where the snippet loads the files from, as the publisher typed it (`typed`, trimmed): empty for
 * this site (`site`), a folder of the publisher's own site from its root (`/games/pathwayz`,
 * where they copied the release's dist/), or an http(s) address (a CDN's). Returns the folder,
 * ending in `/`: a URL, or a path from the root for the publisher's own site. Throws an Error
 * (its `reason`: `not-a-folder`, `too-long`) for anything else.
 */
export function filesBase(typed, site = SITE) {
  const text = String(typed ?? '').trim();
  if (text === '') return site.href;
  const refuse = (reason) => Object.assign(new Error(reason), { reason });
  if (text.length > MAX_BASE) throw refuse('too-long');
  const folder = text.replace(/\/?$/, '/');
  if (/^\/(?!\/)/.test(folder) && !/[\s"<>\\?#]/.test(folder)) return folder;
  let url;
  try {
    url = new URL(folder);
  } catch {
    throw refuse('not-a-folder');
  }
  if (!['http:', 'https:'].includes(url.protocol) || url.search || url.hash || url.username || url.password) throw refuse('not-a-folder');
  return url.href;
}

/** A ReleaseFile as the snippet loads it from the folder `base` (`filesBase`'s). */
export function snippetFile({ path, integrity }, base = SITE.href) {
  return { url: base.startsWith('/') ? `${base}${path}` : new URL(path, base).href, integrity };
}

/** Resolves with this release's element files (`{element, stylesheet}`, each a ReleaseFile); rejects with the reason. */
export async function loadElementFiles() {
  const bytes = await fetchBytes(new URL('../../data/element.json', import.meta.url));
  return readElementFiles(new TextDecoder().decode(bytes));
}
