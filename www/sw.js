// The service worker: precaches everything the game needs, so after one visit it loads and
// plays with the network off. Pages and code are fetched from the network first (so a new
// release shows at once when online) and from the cache when offline. Each release has its
// own cache; activating a new release deletes the old ones. The wasm (with PAI's weights built
// in) is asked for with the release's version in the URL (`?v=VERSION`, see js/wasm.js): such a request is
// only ever answered with that release's file, never another release's from a cache, so the
// engine's code and its wasm always come as one set.
const VERSION = '0.5.0';
const CACHE = `pathwayz-${VERSION}`;
const FILES = [
  './',
  'index.html',
  'embed.html',
  'themed.html',
  'replay.html',
  'puzzle.html',
  'manifest.webmanifest',
  'icons/icon.svg',
  'icons/icon-192.png',
  'icons/icon-512.png',
  'css/embed.css',
  'css/puzzle.css',
  'css/replay.css',
  'css/style.css',
  'css/themed.css',
  'js/analysis-view.js',
  'js/analysis-work.js',
  'js/app.js',
  'js/board-view.js',
  'js/engine-errors.js',
  'js/event-log.js',
  'js/fetch-bytes.js',
  'js/first-game.js',
  'js/frame-render.js',
  'js/game-controller.js',
  'js/history-storage.js',
  'js/history-view.js',
  'js/i18n.js',
  'js/i18n/en.js',
  'js/i18n/zh.js',
  'js/job-scheduler.js',
  'js/kept-list.js',
  'js/ladder.js',
  'js/live-attributes.js',
  'js/move-sounds.js',
  'js/next-task.js',
  'js/pai-unavailable.js',
  'js/pathwayz-game.js',
  'js/player-history.js',
  'js/players.js',
  'js/ponder-work.js',
  'js/pondering.js',
  'js/puzzle-attempts.js',
  'js/puzzle-catalogue.js',
  'js/puzzle-mode.js',
  'js/puzzle-view.js',
  'js/puzzle-work.js',
  'js/replay-view.js',
  'js/replay-work.js',
  'js/review-view.js',
  'js/review-work.js',
  'js/saved-games.js',
  'js/script-api.js',
  'js/search-client.js',
  'js/search-worker.js',
  'js/setup-view.js',
  'js/settings.js',
  'js/side-panel.js',
  'js/sound-player.js',
  'js/sounds.js',
  'js/split-search.js',
  'js/storage.js',
  'js/store.js',
  'js/styles.js',
  'js/walkthrough-view.js',
  'js/wasm.js',
  'data/ladder.json',
  'data/puzzles.txt',
  'pkg/pathwayz.js',
  'pkg/pathwayz_bg.wasm?v=0.5.0',
];

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(FILES)).then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil((async () => {
    for (const key of await caches.keys()) {
      if (key.startsWith('pathwayz-') && key !== CACHE) await caches.delete(key);
    }
    await self.clients.claim();
  })());
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET' || new URL(request.url).origin !== self.location.origin) return;
  event.respondWith((async () => {
    // A versioned file (`?v=`) never changes: it comes from its own release's cache when that
    // has it, and otherwise from the network, never from another release's cache.
    const version = new URL(request.url).searchParams.get('v');
    if (version) {
      const own = await caches.match(request, { cacheName: `pathwayz-${version}` });
      if (own) return own;
    }
    const cache = await caches.open(CACHE);
    try {
      const response = await fetch(request);
      if (response.ok && (!version || version === VERSION)) cache.put(request, response.clone());
      return response;
    } catch (error) {
      const cached = await cache.match(request, { ignoreSearch: !version });
      if (cached) return cached;
      throw error;
    }
  })());
});
