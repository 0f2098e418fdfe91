// The page: the game element plus offline support through the service worker.
import './pathwayz-game.js';

if ('serviceWorker' in navigator) {
  navigator.serviceWorker.register(new URL('../sw.js', import.meta.url), { scope: new URL('../', import.meta.url).pathname })
    .catch((error) => console.warn('offline support unavailable:', error.message));
}
