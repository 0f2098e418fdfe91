// The page's side of the search worker: one search at a time, progress callbacks, stop, and a
// watchdog that replaces a worker that crashes or hangs so the game always continues.

const WORKER_URL = new URL('./search-worker.js', import.meta.url);
/** Extra time a search may take beyond its budget before the worker counts as hung. */
const HANG_GRACE_MS = 4000;
/** Time a fresh worker may take to load the engine before its first search. */
const STARTUP_GRACE_MS = 15000;

export class SearchClient {
  /**
   * @param {(move: string|null) => string} fallback - a quick move for when the worker fails
   *   (given the best move the search reported so far, if any).
   * @param {(weights: object) => void} onReady - hears which weights the worker plays with.
   */
  constructor(fallback, onReady = () => {}) {
    this.fallback = fallback;
    this.onReady = onReady;
    this.nextId = 1;
    this.current = null;
    this.restarts = 0;
    this.start();
  }

  /** Starts (or restarts) the worker. */
  start() {
    this.worker?.terminate();
    this.workerReady = false;
    this.worker = new Worker(WORKER_URL, { type: 'module' });
    this.worker.onmessage = ({ data }) => this.receive(data);
    this.worker.onerror = (event) => {
      event.preventDefault?.();
      this.recover('the search worker crashed');
    };
  }

  /**
   * Searches the position after `record` at `level` for at most `ms` milliseconds.
   * `onInfo(info)` hears progress. Resolves with a move in notation.
   */
  search({ record, level, ms }, onInfo = () => {}) {
    this.cancel();
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      const startupAllowance = this.workerReady ? 0 : STARTUP_GRACE_MS;
      const watchdog = setTimeout(() => this.recover('the search worker stopped answering'),
        ms + HANG_GRACE_MS + startupAllowance);
      this.current = { id, request: { record, level, ms }, onInfo, resolve, reject, watchdog, best: null, retried: false };
      this.worker.postMessage({ type: 'search', id, record, level, ms });
    });
  }

  /** Makes the current search answer now with its best move so far. */
  stop() {
    const search = this.current;
    if (!search) return;
    this.finish(search, () => search.resolve(this.fallback(search.best)));
    this.start();
  }

  /** Drops the current search without an answer (its promise never settles). */
  cancel() {
    if (!this.current) return;
    clearTimeout(this.current.watchdog);
    this.current = null;
    this.start();
  }

  receive(data) {
    if (data.type === 'ready') {
      this.workerReady = true;
      this.onReady(data.weights);
      return;
    }
    const search = this.current;
    if (!search || data.id !== search.id) return;
    if (data.type === 'info') {
      if (data.best) search.best = data.best;
      search.onInfo(data);
    } else if (data.type === 'bestmove') {
      this.finish(search, () => search.resolve(data.move));
    } else if (data.type === 'error') {
      this.finish(search, () => search.reject(new Error(data.message)));
    }
  }

  finish(search, settle) {
    clearTimeout(search.watchdog);
    if (this.current === search) this.current = null;
    settle();
  }

  /** Replaces a broken worker; retries the search once, then answers with the fallback. */
  recover(reason) {
    this.restarts += 1;
    console.warn(`${reason}; starting a new one`);
    const search = this.current;
    this.current = null;
    this.start();
    if (!search) return;
    clearTimeout(search.watchdog);
    if (search.retried) {
      search.resolve(this.fallback(search.best));
      return;
    }
    this.search(search.request, search.onInfo).then(search.resolve, search.reject);
    this.current.retried = true;
    this.current.best = search.best;
  }

  /** Ends the worker for good; a search in progress never answers. */
  close() {
    if (this.current) clearTimeout(this.current.watchdog);
    this.current = null;
    this.worker?.terminate();
    this.worker = null;
  }
}
