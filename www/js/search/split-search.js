// PAI's level-12 searches split between several search workers, without SharedArrayBuffer (a
// static host may not send the COOP/COEP headers it needs): each worker searches its share of the
// root moves for the whole time (game.searchShare), and the best-scored answer is played. Other
// levels, a limited strength (level 12 at a number of positions a move: it searches in one worker,
// so it plays the same on every device), analyses, reviews, the coach's judgements and puzzles
// run in the first worker alone. Which strengths split is the engine's (`strengths()`: `splits`). Which answer is played is the
// engine's rule (`bestShare`), not a copy of it here. Every worker is a SearchClient
// with its own watchdog and restarts; a helper that fails only leaves its share out, while the
// first worker's failures are handled as with one worker.

import { PaiUnavailable, SearchClient } from './search-client.js';
import { offeredStrength } from '../game/strengths.js';

/** The most workers one search is split between. */
const MAX_WORKERS = 4;
/** How long the other shares may take once the first worker has answered. */
const STRAGGLER_MS = 500;
/** Below this much device memory (GiB, where the browser says) a single worker is used. */
const MIN_MEMORY_GIB = 4;

/**
 * How many workers to split a search between on this device: one per core up to four, one on a
 * device with little memory (each worker keeps a tree of up to 24 MiB).
 */
export function searchWorkerCount() {
  const cores = Number.isInteger(navigator.hardwareConcurrency) ? navigator.hardwareConcurrency : 1;
  const memory = navigator.deviceMemory ?? MIN_MEMORY_GIB;
  return memory < MIN_MEMORY_GIB ? 1 : Math.max(1, Math.min(cores, MAX_WORKERS));
}

export class SplitSearchClient {
  /**
   * @param {number} workers - how many workers a level-12 search is split between (1 to 4).
   * @param {object} engine - the page's wasm module (its `bestShare` picks the answer).
   * @param {object} hooks - the first worker's `fallback`, `onReady`, `onTrouble` and `say`,
   *   as SearchClient takes them.
   */
  constructor(workers, engine, { fallback, onReady, onTrouble, say }) {
    this.workers = Math.max(1, Math.min(MAX_WORKERS, workers));
    this.engine = engine;
    /** The strengths whose search is split (the wasm's `strengths()`: `splits`; never a limited one). */
    this.splitting = engine.strengths().filter((info) => info.splits);
    this.fallback = fallback;
    this.main = new SearchClient(fallback, onReady, onTrouble, say);
    /** Helper workers, started on the first split search. */
    this.helpers = [];
    /** The split search in progress: `{stopped}`, or null. */
    this.current = null;
  }

  get say() {
    return this.main.say;
  }

  set say(say) {
    this.main.say = say;
    for (const helper of this.helpers) helper.say = say;
  }

  /** The helpers a split search needs, started now if they are not running. */
  helperClients() {
    while (this.helpers.length < this.workers - 1) {
      // A helper's move is never played on its own: it has no fallback, and its troubles stay
      // quiet (the first worker's search always answers).
      this.helpers.push(new SearchClient(() => null, () => {}, () => {}, this.main.say));
    }
    return this.helpers;
  }

  /** Whether the search of `request` (`{level, positions}`) is split between the workers, as the engine says. */
  splits({ level, positions = null }) {
    return Boolean(offeredStrength(this.splitting, level, positions));
  }

  /**
   * PAI's move after `record` (as SearchClient.search): split between the workers at level 12
   * alone, else the first worker's. `onInfo` hears progress, the best-scored share's latest.
   */
  search(request, onInfo = () => {}) {
    if (!this.splits(request) || this.workers === 1) {
      this.cancelHelpers();
      return this.main.search(request, onInfo);
    }
    this.cancel();
    const split = { stopped: false };
    this.current = split;
    const clients = [this.main, ...this.helperClients()];
    const shares = clients.length;
    const latest = new Array(shares).fill(null);
    const hear = (index) => (info) => {
      latest[index] = info;
      // The share the engine would play now (its rule, `bestShare`), for the progress shown.
      const move = this.engine.bestShare(latest.map((i) => i && { move: i.best ?? null, score: i.score ?? null }));
      const best = move === null ? null : latest.find((i) => i?.best === move);
      onInfo({ ...info, best: best?.best ?? null, score: best?.score ?? null, pv: best?.pv ?? [], nodes: latest.reduce((sum, i) => sum + (i?.nodes ?? 0), 0) });
    };
    // The engine's refusal (it has a kind) and an unavailable PAI are the search's answer; a
    // first worker that crashed (SearchClient has replaced it) only leaves its share out.
    const first = this.main.searchShare({ ...request, share: 0, shares }, hear(0)).catch((error) => {
      if (error instanceof PaiUnavailable || error?.kind) throw error;
      return null;
    });
    // Once the first worker has answered, a helper that has not answered soon after (it hung,
    // or its worker died) is left out, and its search dropped.
    const firstDone = first.then(() => new Promise((resolve) => setTimeout(resolve, STRAGGLER_MS)), () => {});
    const answers = this.helpers.map((helper, index) => {
      const share = index + 1;
      let settled = false;
      const answer = helper.searchShare({ ...request, share, shares }, hear(share))
        .catch(() => null)
        .then((found) => {
          settled = true;
          return found;
        });
      return Promise.race([answer, firstDone.then(() => {
        if (!settled && this.current === split) helper.cancel();
        return null;
      })]);
    });
    return Promise.all([first, ...answers]).then((found) => {
      if (this.current === split) this.current = null;
      const best = this.engine.bestShare(found.map((answer) => answer && { move: answer.move, score: answer.score }));
      return best ?? this.fallback(null, split.stopped ? 'stopped' : 'failed');
    });
  }

  /**
   * Thinks on the player's time (SearchClient.ponder). At level 12 every worker ponders the
   * player's whole position: at PAI's next search each share search keeps the pondered subtree
   * under the player's move, cut down to its share (`reuse_tree`, `restrict_root` in
   * src/search/puct.rs). Resolves when every worker's ponder has ended by itself; a worker that
   * fails only stops pondering.
   */
  ponder(request, onSlice = () => {}) {
    this.current = null;
    const split = this.splits(request) && this.workers > 1;
    if (!split) this.cancelHelpers();
    const clients = split ? [this.main, ...this.helperClients()] : [this.main];
    return Promise.all(clients.map((client, index) => {
      const answer = client.ponder(request, index === 0 ? onSlice : () => {});
      return index === 0 ? answer : answer.catch(() => null);
    }));
  }

  analyze(request, onReport) {
    this.cancelHelpers();
    return this.main.analyze(request, onReport);
  }

  review(request, onStep) {
    this.cancelHelpers();
    return this.main.review(request, onStep);
  }

  /** The coach's judgement of the human's move, in the first worker (SearchClient.coach). */
  coach(request) {
    this.cancelHelpers();
    return this.main.coach(request);
  }

  /** A puzzle's call to the engine, in the first worker (SearchClient.puzzle). */
  puzzle(request) {
    this.cancelHelpers();
    return this.main.puzzle(request);
  }

  /** Makes the current search answer now: every share answers with its best so far. */
  stop() {
    if (this.current) this.current.stopped = true;
    for (const client of [this.main, ...this.helpers]) client.stop();
  }

  cancelHelpers() {
    for (const helper of this.helpers) helper.cancel();
  }

  /** Drops the current search in every worker. */
  cancel() {
    this.current = null;
    this.main.cancel();
    this.cancelHelpers();
  }

  /** Ends every worker for good. */
  close() {
    this.main.close();
    for (const helper of this.helpers) helper.close();
    this.helpers = [];
  }
}
