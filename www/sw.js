// The service worker: after one visit the game loads and plays with the network off, and a new
// release reaches every visitor without breaking a visit.
//
// - Every file but the pages has a name that carries a hash of its content (the release build,
//   scripts/release/build.mjs), so a page's scripts, data and wasm are always the ones it was
//   built with: a visit runs one release, whole, never a mix.
// - Install precaches the release's pages and files, all or nothing: a file that fails to load
//   fails the install, and the release before goes on serving. Then it takes over at once.
// - The release's pages come from its cache, online and offline, until a newer release has
//   installed every file and taken over. Hashed files come from the cache (any of this site's
//   releases: their names never mean other bytes) and else from the network. The release's files
//   a reader's visit does not need offline (`firstUse`: the engine's smaller modules, the install
//   icons, the studio's) are not precached, and kept in the cache once a page has fetched them.
//   Other pages of the host under the worker's scope are left alone.
// - Activation keeps the newest release before this one, whose pages may still be open, and
//   deletes older ones. Pages ask `{type: 'release'}` to learn which release serves them
//   (update-notice.js).
//
// The release build writes the release into the next line; as written here (the sources served
// as they are, for development) the worker caches nothing and leaves every request alone.
const RELEASE = null;

const PREFIX = 'pathwayz-';
const CACHE = RELEASE && `${PREFIX}${RELEASE.version}-${RELEASE.build}`;
const PAGES = new Set(RELEASE?.pages ?? []);
const FILES = new Set(RELEASE?.files ?? []);
/** The release's files left out of the precache, kept in its cache at their first use. */
const FIRST_USE = new Set(RELEASE?.firstUse ?? []);
/** The folder the site is served from (the worker's own), as a URL ending in `/`. */
const BASE = new URL('./', self.location.href);
/**
 * A file name with a content hash, this release's or an earlier one's: `style.1f0c3a9be2d4.css`,
 * `pathwayz-game.3f9c0a1b2d4e.js`, or an earlier build's bundled script (`pathwayz-game.QJ3ZX4GA.js`).
 */
const HASHED = /\.(?:[0-9a-f]{12}|[A-Z2-7]{8})\.[a-z]+$/;

/** The site path of a URL of this site (`js/app.js`, `` for the folder), or null for one outside it. */
function sitePath(url) {
  return url.href.startsWith(BASE.href) ? decodeURIComponent(url.pathname.slice(BASE.pathname.length)) : null;
}

/**
 * The file at `path`; an error unless it is there. A hashed file may come from the HTTP cache
 * (its name never means other bytes: the page that registered this worker has fetched most of
 * them already, and none is fetched twice); a page is asked of the host again (`no-cache`: a
 * page kept in the HTTP cache may be an older release's). A redirected response is copied into a
 * plain one (a browser refuses a redirected response for a page).
 */
async function download(path) {
  const response = await fetch(new Request(new URL(path, BASE), { cache: HASHED.test(path) ? 'default' : 'no-cache' }));
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  if (!response.redirected) return response;
  return new Response(await response.blob(), { status: response.status, statusText: response.statusText, headers: response.headers });
}

self.addEventListener('install', (event) => {
  if (!RELEASE) {
    event.waitUntil(self.skipWaiting());
    return;
  }
  event.waitUntil((async () => {
    const paths = [...PAGES, ...FILES];
    // Every file first, then the cache: a missing file leaves no half-filled cache behind. A
    // hashed file a kept release already holds is copied from there (the same name, the same
    // bytes): an update downloads only what changed.
    let responses;
    try {
      responses = await Promise.all(paths.map(async (path) => (FILES.has(path) && await fromKeptReleases(new URL(path, BASE))) || download(path)));
    } catch (error) {
      await caches.delete(CACHE);
      throw error;
    }
    const cache = await caches.open(CACHE);
    await Promise.all(paths.map((path, i) => cache.put(new URL(path, BASE), responses[i])));
    // The files kept at first use that the page fetched before this worker served it: kept now,
    // from the HTTP cache alone (never downloaded for this).
    await Promise.all([...FIRST_USE].map(async (path) => {
      const url = new URL(path, BASE);
      const fetched = await fetch(new Request(url, { cache: 'only-if-cached', mode: 'same-origin' })).catch(() => null);
      if (fetched?.ok) await cache.put(url, fetched);
    }));
    await self.skipWaiting();
  })());
});

self.addEventListener('activate', (event) => {
  event.waitUntil((async () => {
    if (RELEASE) {
      // In the order they were made: keep the newest other one, whose pages may still be open.
      const older = (await caches.keys()).filter((key) => key.startsWith(PREFIX) && key !== CACHE);
      for (const key of older.slice(0, -1)) await caches.delete(key);
    }
    await self.clients.claim();
  })());
});

/** `request` from another release's cache kept by this site (the newest first), else undefined. */
async function fromKeptReleases(request) {
  for (const key of (await caches.keys()).reverse()) {
    if (!key.startsWith(PREFIX) || key === CACHE) continue;
    const kept = await (await caches.open(key)).match(request);
    if (kept) return kept;
  }
  return undefined;
}

/** `request` from this release's cache, else from a kept release's, else undefined. */
async function fromCaches(request) {
  return (await (await caches.open(CACHE)).match(request)) ?? fromKeptReleases(request);
}

/**
 * One of the release's pages: this release's copy, which names only files of this release (the
 * network when the cache lost it). A new release reaches the visitor when its worker has
 * installed every file and taken over (the page then offers a reload, update-notice.js).
 */
async function page(request, name) {
  return (await (await caches.open(CACHE)).match(new URL(name, BASE), { ignoreSearch: true })) ?? fetch(request);
}

/**
 * A hashed file: from a cache (its bytes never change), else from the network; one of the
 * release's files kept at first use (`path` in FIRST_USE) is put in its cache as it arrives,
 * while `event` lasts.
 */
async function hashedFile(event, path) {
  const cached = await fromCaches(event.request);
  if (cached) return cached;
  const response = await fetch(event.request);
  if (response.ok && FIRST_USE.has(path)) {
    const copy = response.clone();
    event.waitUntil(caches.open(CACHE).then((cache) => cache.put(new URL(path, BASE), copy)).catch(() => {}));
  }
  return response;
}

/**
 * Anything else of the site (a file of a release before the hashed names, asked for by a page
 * of that release still open): from the network, else from a kept release.
 */
async function otherFile(request) {
  try {
    const response = await fetch(request);
    if (response.ok) return response;
    return (await fromCaches(request)) ?? response;
  } catch (error) {
    const kept = await fromCaches(request);
    if (kept) return kept;
    throw error;
  }
}

self.addEventListener('fetch', (event) => {
  if (!RELEASE) return;
  const request = event.request;
  const url = new URL(request.url);
  const path = request.method === 'GET' && url.origin === self.location.origin ? sitePath(url) : null;
  if (path === null || path === 'sw.js' || path === 'release.json') return;
  const name = path === '' || path.endsWith('/') ? `${path}index.html` : path;
  if (PAGES.has(name)) {
    event.respondWith(page(request, name));
  } else if (FILES.has(path) || HASHED.test(path)) {
    event.respondWith(hashedFile(event, path));
  } else {
    event.respondWith(otherFile(request));
  }
});

self.addEventListener('message', (event) => {
  if (event.data?.type === 'release') {
    event.ports[0]?.postMessage(RELEASE ? { version: RELEASE.version, build: RELEASE.build } : null);
  }
});
