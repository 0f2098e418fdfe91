// The element's features that load on first use, not with the element: each a literal `import()`,
// which the release's bundler makes a chunk of its own (scripts/release/bundle.mjs), fetched the
// first time the player opens the feature. The service worker keeps every chunk for offline play.
// One module a feature (it may re-export several), so one chunk: what it shares with the
// element's own modules stays in the element's chunk. A feature's module may export `ENGLISH`,
// its English words, added to the English table when it loads (i18n.js, `addWords`), and
// `STYLES`, its CSS texts (`*-css.js`), which the element that uses it adopts (adopt-styles.js).

import { addWords } from '../i18n/i18n.js';

/**
 * Each feature's module, by name. The parts a page that keeps data starts with come first; the
 * release's bundler puts the code only they share with the first of them (scripts/release/
 * bundle.mjs, `TOGETHER`).
 */
const FEATURES = {
  /**
   * The puzzles (which opens, the player's attempts and streaks): with `persist`, or when the
   * puzzle mode is first in play (element/part-on-first-use.js).
   */
  puzzles: () => import('../puzzle/puzzle-mode.js'),
  /**
   * The deck of the player's mistakes and its exercises: with `persist`, or when the mistakes
   * mode is first in play.
   */
  mistakes: () => import('../mistakes/mistakes-part.js'),
  /** The player's history and rating: with `persist`, or at its first use. */
  playerHistory: () => import('../history/player-history.js'),
  /**
   * The games with friends kept on this device, and a link's opening: with `persist`, or at a
   * link's first opening.
   */
  friendGames: () => import('../friend/friend-games.js'),
  /** The search workers' client: when PAI first thinks (search/search-on-first-use.js). */
  search: () => import('../search/split-search.js'),
  /** The puzzle's panel: when the puzzle mode is first in play. */
  puzzle: () => import('../puzzle/puzzle-view.js'),
  /** An exercise's panel: when the mistakes mode is first in play. */
  exercise: () => import('../mistakes/exercise-view.js'),
  /** The panel of a game with a friend: when a game by link is first in play. */
  friend: () => import('../friend/friend-view.js'),
  /** The review's panel: at the first review. */
  review: () => import('../review/review-panel.js'),
  /** History's dialog: when first opened. */
  history: () => import('../history/history-dialog.js'),
  /** Game setup's dialog: when first opened. */
  setup: () => import('../panel/setup-view.js'),
  /** The walk-through of the rules: when first opened. */
  tour: () => import('../tour/walkthrough-view.js'),
  /** The analysis's panel and evaluation bar: when the analysis is first on. */
  analysis: () => import('../analysis/analysis-view.js'),
  /** The race to connect's panel: when the race is first on. */
  race: () => import('../race/race-view.js'),
  /** The coach's panel: when the coach is first turned on. */
  coach: () => import('../coach/coach-view.js'),
};

/** Each feature's load, once begun (name -> promise of its module); a failed one is forgotten. */
const loading = new Map();
/** Each feature's module once loaded (name -> module): a view is made in the frame that shows it. */
const loaded = new Map();

/** The module of the feature `name` if it has loaded, else undefined. */
export function loadedFeature(name) {
  return loaded.get(name);
}

/**
 * Resolves with the module of the feature `name` (a key of FEATURES), loading it once; a load
 * that failed (offline before the site was kept) rejects and is tried again at the next call.
 */
export function loadFeature(name) {
  if (!loading.has(name)) {
    const attempt = FEATURES[name]().then((module) => {
      if (module.ENGLISH) addWords('en', module.ENGLISH);
      return module;
    });
    attempt.then((module) => loaded.set(name, module), () => loading.delete(name));
    loading.set(name, attempt);
  }
  return loading.get(name);
}
