// The page's side of the search worker: one job at a time (PAI's move, the coach's judgement, an
// analysis, a game review), progress callbacks, stop, and a watchdog that replaces a worker that crashes or
// hangs so the game always continues. A worker that cannot start (its script or the engine does
// not load) is retried a few times with growing pauses, then PAI is reported unavailable: never
// replaced by a weaker move in secret.

import { translator } from '../i18n/i18n.js';
import { compileSearch } from '../engine/search-module.js';

/** Extra time a search may take beyond its budget before the worker counts as hung. */
const HANG_GRACE_MS = 4000;
/** Time a fresh worker may take to load the engine before its first search. */
const STARTUP_GRACE_MS = 15000;
/** Tries to start a worker before PAI is reported unavailable. */
export const MAX_START_ATTEMPTS = 3;
/** The pause before the second try; it doubles for each try after that. */
const FIRST_RETRY_MS = 500;

/**
 * A new search worker. Written out in full, the pattern bundlers (Vite, webpack) follow to
 * bundle the worker. A page may not start a worker from another origin (the element loaded from
 * a CDN): then a same-origin blob: script imports the worker's module from there.
 */
function startWorker() {
  try {
    return new Worker(new URL('./search-worker.js', import.meta.url), { type: 'module' });
  } catch (error) {
    if (error?.name !== 'SecurityError') throw error;
    const script = `import ${JSON.stringify(new URL('./search-worker.js', import.meta.url).href)};`;
    return new Worker(URL.createObjectURL(new Blob([script], { type: 'text/javascript' })), { type: 'module' });
  }
}

import { PaiUnavailable } from './pai-unavailable.js';

export { PaiUnavailable };

export class SearchClient {
  /**
   * @param {(move: string|null, why: string) => string} fallback - a quick move when a search
   *   cannot finish (given the best move reported so far, if any, and why: 'stopped' for Move
   *   now, 'failed' after a worker failed twice).
   * @param {(weights: object) => void} onReady - hears which weights the worker plays with.
   * @param {(text: string) => void} onTrouble - hears, in words for the player, that a worker
   *   was replaced, is being retried, or that PAI is unavailable.
   * @param {(key: string, params: object) => string} say - the player's words for a message
   *   (see i18n/en.js); English when not given.
   */
  constructor(fallback, onReady = () => {}, onTrouble = () => {}, say = translator('en')) {
    this.fallback = fallback;
    this.say = say;
    this.onReady = onReady;
    this.onTrouble = onTrouble;
    this.nextId = 1;
    this.current = null;
    this.startFailures = 0;
    this.unavailable = null;
    this.retryTimer = null;
    this.closed = false;
    this.start();
  }

  /** Starts (or restarts) the worker, and gives it the search in progress, if any. */
  start() {
    this.worker?.terminate();
    this.workerReady = false;
    const worker = startWorker();
    // The page's compiled search module, so no worker downloads or compiles it again (null when
    // the page could not: then the worker fetches it, and says if it cannot either).
    compileSearch().then((module) => worker.postMessage({ type: 'engine', module }), () => worker.postMessage({ type: 'engine', module: null }));
    this.worker = worker;
    worker.onmessage = ({ data }) => {
      if (worker === this.worker) this.receive(data);
    };
    worker.onerror = (event) => {
      event.preventDefault?.();
      if (worker !== this.worker) return;
      if (this.workerReady) this.recover(this.say('reasonCrashed'));
      else this.startFailed(event.message || this.say('reasonNoScript'));
    };
    if (this.current) this.post(this.current);
  }

  post(job) {
    this.worker?.postMessage({ type: job.kind, id: job.id, ...job.request });
  }

  /**
   * Searches the position after `record` at `level` for at most `ms` milliseconds (and, for a
   * limited strength, at most `positions` positions; null: the level alone).
   * `onInfo(info)` hears progress. Resolves with a move in notation; rejects with
   * `PaiUnavailable` when no worker can start.
   */
  search({ record, level, ms, positions = null }, onInfo = () => {}) {
    return this.run('search', { record, level, ms, positions }, onInfo);
  }

  /**
   * One worker's part of a level-12 search split between workers (split-search.js): the best
   * move among share `share` of `shares` of the root moves after `record`, and its score.
   * Resolves with `{move, score}` (`move` null when the share holds none; after `stop`, the best
   * so far, if any); rejects like `search`, without retrying.
   */
  searchShare({ record, level, ms, share, shares }, onInfo = () => {}) {
    return this.run('share', { record, level, ms, share, shares }, onInfo);
  }

  /**
   * Analyses the position after `record` in rounds that double from `ms` until `cancel`:
   * `onReport(report, nextMs)` hears each round's `{depth, evaluation, moves, pv, winner}`
   * (`top`: only the best few moves). Resolves when the last round is done.
   */
  analyze({ record, ms, top = null }, onReport) {
    return this.run('analyze', { record, ms, top }, onReport);
  }

  /**
   * Values every move of the game `record`, `ms` for each, by one analysis of the position it
   * was played in: `onStep({ply, total, played, best, evaluation, after})` hears each, from the
   * first move on (the mover's chance with the best move and after the move played). Resolves
   * when the last is done.
   */
  review({ record, ms }, onStep) {
    return this.run('review', { record, ms }, onStep);
  }

  /**
   * Thinks on the player's time: level 11's or 12's kept agent searches the position after
   * `record` (the player's) in slices of `ms`, its answers thrown away, until the next job or
   * `cancel`, which reach the worker after the slice in progress and never replace it (so the
   * tree or table it built is kept). `onSlice(best)` hears each slice. Resolves only if the
   * search has nothing more to learn (the position is decided).
   */
  ponder({ record, level, ms }, onSlice = () => {}) {
    return this.run('ponder', { record, level, ms }, onSlice);
  }

  /**
   * A puzzle's call to the engine (`puzzleAnswer`, `puzzleHint`, `puzzleSolution`, or an
   * exercise's `exerciseAnswer`, `exerciseSolution`: `call` with
   * `args`), made in the worker since it may search a few hundred thousand positions; `ms` is the
   * time it may take before the watchdog counts the worker as hung. Resolves with the engine's
   * answer; rejects with its refusal (`kind`), or the worker's trouble (no `kind`).
   */
  puzzle({ call, args, ms }) {
    return this.run('puzzle', { call, args, ms }, () => {});
  }

  /**
   * The coach's judgement of `move`, played by the human after `record`, before PAI answers it
   * (the engine's `coachMove`: the review's verdict, the reply that punishes the move, and
   * whether it is bad enough for `threshold`), within `ms` and `nodes` positions. Resolves with
   * the engine's answer; rejects with its refusal (`kind`), or the worker's trouble (no `kind`).
   */
  coach({ record, move, threshold, ms, nodes }) {
    return this.run('coach', { record, move, threshold, ms, nodes }, () => {});
  }

  /** Starts a job of `kind` (search, coach, puzzle, analyze, review, ponder) in place of the one in progress. */
  run(kind, request, onInfo) {
    this.cancel();
    if (this.unavailable) return Promise.reject(new PaiUnavailable(this.unavailable));
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.current = { id, kind, request, budgetMs: request.ms, onInfo, resolve, reject, best: null, bestScore: null, retried: false };
      this.armWatchdog(this.current);
      this.post(this.current);
    });
  }

  /** The time the job's next message may take before the worker counts as hung. */
  armWatchdog(search) {
    clearTimeout(search.watchdog);
    const allowance = search.budgetMs + HANG_GRACE_MS + (this.workerReady ? 0 : STARTUP_GRACE_MS);
    search.watchdog = setTimeout(() => {
      if (this.workerReady) this.recover(this.say('reasonHung'));
      else this.startFailed(this.say('reasonSlowStart'));
    }, allowance);
  }

  /** Makes the current search (or share of one) answer now with its best move so far. */
  stop() {
    const search = this.current;
    if (search?.kind === 'search') {
      this.finish(search, () => search.resolve(this.fallback(search.best, 'stopped')));
    } else if (search?.kind === 'share') {
      this.finish(search, () => search.resolve({ move: search.best, score: search.best ? search.bestScore : null }));
    } else {
      return;
    }
    this.restart();
  }

  /**
   * Drops the current search without an answer (its promise never settles). A search is
   * dropped with its worker; a ponder is told to stop, and its worker kept with what it learnt.
   */
  cancel() {
    const job = this.current;
    if (!job) return;
    clearTimeout(job.watchdog);
    this.current = null;
    if (job.kind === 'ponder') this.worker?.postMessage({ type: 'stop-ponder' });
    else this.restart();
  }

  /** A fresh worker for the next search (a search cannot be interrupted inside wasm). */
  restart() {
    if (!this.unavailable && !this.retryTimer && !this.closed) this.start();
  }

  receive(data) {
    if (data.type === 'ready') {
      this.workerReady = true;
      this.startFailures = 0;
      this.onReady(data.weights);
      if (this.current) this.armWatchdog(this.current);
      return;
    }
    if (data.type === 'failed') {
      this.startFailed(data.message);
      return;
    }
    const search = this.current;
    if (!search || data.id !== search.id) return;
    if (data.type === 'info') {
      if (data.best) {
        search.best = data.best;
        search.bestScore = data.score ?? null;
      }
      search.onInfo(data);
    } else if (data.type === 'analysis') {
      search.budgetMs = data.nextMs;
      this.armWatchdog(search);
      search.onInfo(data.report, data.nextMs);
    } else if (data.type === 'review-step') {
      this.armWatchdog(search);
      search.onInfo(data);
    } else if (data.type === 'pondered') {
      this.armWatchdog(search);
      search.onInfo(data.best);
    } else if (data.type === 'done') {
      this.finish(search, () => search.resolve());
    } else if (data.type === 'bestmove') {
      this.finish(search, () => search.resolve(data.move));
    } else if (data.type === 'puzzle-answer' || data.type === 'coach-answer') {
      this.finish(search, () => search.resolve(data.result));
    } else if (data.type === 'share-answer') {
      this.finish(search, () => search.resolve({ move: data.move, score: data.score }));
    } else if (data.type === 'error' && data.fatal) {
      this.recover(this.say('reasonTrapped', { message: data.message }));
    } else if (data.type === 'error') {
      // The engine's refusal, with its kind and ply, as the page's own engine would throw it.
      const refusal = Object.assign(new Error(data.message), data.kind ? { kind: data.kind } : {}, Number.isInteger(data.ply) ? { ply: data.ply } : {});
      this.finish(search, () => search.reject(refusal));
    }
  }

  finish(search, settle) {
    clearTimeout(search.watchdog);
    if (this.current === search) this.current = null;
    settle();
  }

  /**
   * A worker that could not start (its script or the engine did not load): tries again after a
   * pause that doubles each time; after `MAX_START_ATTEMPTS` tries PAI is unavailable and the
   * search in progress is refused, with the reason.
   */
  startFailed(reason) {
    if (this.closed || this.unavailable) return;
    this.worker?.terminate();
    this.worker = null;
    this.workerReady = false;
    this.startFailures += 1;
    console.warn(`the search worker could not start (${reason})`);
    if (this.startFailures >= MAX_START_ATTEMPTS) {
      this.unavailable = this.say('paiUnavailable', { reason, tries: this.startFailures });
      this.onTrouble(this.unavailable);
      const search = this.current;
      if (search) this.finish(search, () => search.reject(new PaiUnavailable(this.unavailable)));
      return;
    }
    const pause = FIRST_RETRY_MS * 2 ** (this.startFailures - 1);
    this.onTrouble(this.say('paiRetrying', { reason, seconds: pause / 1000 }));
    if (this.current) clearTimeout(this.current.watchdog);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      this.start();
      if (this.current) this.armWatchdog(this.current);
    }, pause);
  }

  /** Replaces a broken worker; retries the search once, then answers with the fallback. */
  recover(reason) {
    console.warn(`${reason}; starting a new one`);
    const search = this.current;
    this.current = null;
    this.start();
    if (!search) return;
    clearTimeout(search.watchdog);
    if (search.kind !== 'search') {
      search.reject(new Error(reason));
      return;
    }
    if (search.retried) {
      search.resolve(this.fallback(search.best, 'failed'));
      return;
    }
    this.onTrouble(this.say('workerReplaced', { reason }));
    this.search(search.request, search.onInfo).then(search.resolve, search.reject);
    this.current.retried = true;
    this.current.best = search.best;
  }

  /** Ends the worker for good; a search in progress never answers. */
  close() {
    this.closed = true;
    clearTimeout(this.retryTimer);
    this.retryTimer = null;
    if (this.current) clearTimeout(this.current.watchdog);
    this.current = null;
    this.worker?.terminate();
    this.worker = null;
  }
}
