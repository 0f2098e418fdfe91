// The element's features that load on first use, not with the element: each a literal `import()`,
// which the release's bundler makes a chunk of its own (scripts/release/bundle.mjs), fetched the
// first time the player opens the feature. The service worker keeps every chunk for offline play.
//
// One module a feature, and none of them imports what the element's own modules import: esbuild
// makes a chunk of every module shared between two different sets of scripts, so such an import
// would cut a piece out of the element's chunk, one more request for every page. What a feature
// needs of the element's it asks its host (the element).

/** Each feature's module, by name. */
const FEATURES = {
  /** The walk-through of the rules: when first opened. */
  tour: () => import('../tour/walkthrough-view.js'),
  /** The review's panel: at the first review. */
  review: () => import('../review/review-panel.js'),
  /** History's dialog: when first opened. */
  history: () => import('../history/history-dialog.js'),
};

const loading = new Map();

/**
 * Resolves with the module of the feature `name` (a key of FEATURES), loading it once; a load
 * that failed (offline before the site was kept) rejects and is tried again at the next call.
 */
export function loadFeature(name) {
  if (!loading.has(name)) {
    const attempt = FEATURES[name]();
    attempt.catch(() => loading.delete(name));
    loading.set(name, attempt);
  }
  return loading.get(name);
}
