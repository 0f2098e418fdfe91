// The service worker: precaches everything the game needs, so after one visit it loads and
// plays with the network off. Pages and code are fetched from the network first (so a new
// release shows at once when online) and from the cache when offline. Each release has its
// own cache; activating a new release deletes the old ones.
const VERSION = '0.1.0';
const CACHE = `pathwayz-${VERSION}`;
const FILES = [
  './',
  'index.html',
  'embed.html',
  'manifest.webmanifest',
  'icons/icon.svg',
  'icons/icon-192.png',
  'icons/icon-512.png',
  'css/style.css',
  'js/app.js',
  'js/analysis-view.js',
  'js/board-view.js',
  'js/first-game.js',
  'js/i18n.js',
  'js/i18n/en.js',
  'js/i18n/zh.js',
  'js/game-controller.js',
  'js/ladder.js',
  'js/pathwayz-game.js',
  'js/review.js',
  'js/review-view.js',
  'js/search-client.js',
  'js/search-worker.js',
  'js/setup-view.js',
  'js/side-panel.js',
  'js/storage.js',
  'js/styles.js',
  'js/walkthrough-view.js',
  'js/wasm.js',
  'data/ladder.json',
  'pkg/pathwayz.js',
  'pkg/pathwayz_bg.wasm',
  'weights/pai-td.bin',
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
    const cache = await caches.open(CACHE);
    try {
      const response = await fetch(request);
      if (response.ok) cache.put(request, response.clone());
      return response;
    } catch (error) {
      const cached = await cache.match(request, { ignoreSearch: true });
      if (cached) return cached;
      throw error;
    }
  })());
});
