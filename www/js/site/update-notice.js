// The site's side of updates: registers the service worker (sw.js), asks it now and then whether
// a new release is out, and when a newer release takes over while this page runs an older one,
// shows the notice "A new version is ready" with its Reload button. The game in progress is saved
// on every move (storage.js), so the reload loses nothing.

/** How often an open page asks the host for a new release, besides when it becomes visible again. */
export const UPDATE_CHECK_MS = 60 * 60 * 1000;

/** The release `{version, build}` that a service worker serves, or null for one that does not say (an older one). */
export function releaseOf(worker) {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = (event) => resolve(event.data ?? null);
    worker.postMessage({ type: 'release' }, [channel.port2]);
  });
}

/**
 * Registers `scriptUrl` for `scope` and watches for a newer release than `release` (this page's
 * `{version, build}`, js/release.js): then `notice` (an element holding a button) is shown, and
 * its button reloads the page. Resolves with the registration; rejects if registering fails.
 */
export async function watchForUpdates({ scriptUrl, scope, release, notice, reload = () => location.reload() }) {
  const workers = navigator.serviceWorker;
  notice.querySelector('button').addEventListener('click', () => reload());
  const compare = async () => {
    const controller = workers.controller;
    const serving = controller && await releaseOf(controller);
    if (serving && serving.build !== release.build) {
      notice.dataset.version = serving.version;
      notice.hidden = false;
    }
  };
  workers.addEventListener('controllerchange', compare);
  window.addEventListener('pageshow', (event) => { if (event.persisted) compare(); });
  const registration = await workers.register(scriptUrl, { scope });
  const check = () => registration.update().catch(() => { /* offline: ask again later */ });
  document.addEventListener('visibilitychange', () => { if (document.visibilityState === 'visible') check(); });
  setInterval(check, UPDATE_CHECK_MS);
  return registration;
}

/**
 * The site's pages' one call (index.html, studio.html): registers the site's service worker
 * (sw.js, at the site's root, for every page under it) and shows `notice` when a newer release
 * than `release` takes over. Without service workers (or a notice) the page works online only.
 */
export function offerUpdates(notice, release) {
  if (!('serviceWorker' in navigator) || !notice) return;
  // Once the page has loaded and is idle: the worker's install fetches what the page has not
  // (the HTTP cache gives it the rest), and nothing of it competes with the page's own loading.
  whenIdle(() => watchForUpdates({
    scriptUrl: new URL('../../sw.js', import.meta.url),
    scope: new URL('../../', import.meta.url).pathname,
    release,
    notice,
  }).catch((error) => console.warn('offline support unavailable:', error.message)));
}

/** Runs `work` once the page has loaded and the browser is idle (at once after load where it cannot say). */
function whenIdle(work) {
  const idle = () => (window.requestIdleCallback ? requestIdleCallback(() => work()) : work());
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}
