// What the search workers do, one job at a time: PAI's move, the coach's judgement of the
// human's move before it (coach-work.js), or a puzzle's answer, hint or solution (never two of
// them: a puzzle has no PAI to move, and the coach judges before PAI searches), a hint, a game review, an analysis or
// thinking on the player's time (a ponder), in that order of priority. A job
// replaces one of lower (or equal) priority, which is cancelled, and is refused while one of
// higher priority runs. A job's handlers hear it only while it is the current job, so a late
// answer from a cancelled one is never heard. The worker client is a parameter (search-client.js
// or split-search.js in the page, a fake in the Node tests), started on the first job.

/** Each kind of job's priority: lower comes first. */
export const PRIORITY = Object.freeze({ move: 0, coach: 0, puzzle: 0, hint: 1, review: 2, analysis: 3, ponder: 4 });

/**
 * The client method each kind of job calls. A ponder is the one job whose cancelling keeps its
 * worker (the client's `cancel` tells it to stop after its slice): the next job waits at most a
 * slice.
 */
const METHOD = { move: 'search', coach: 'coach', puzzle: 'puzzle', hint: 'search', review: 'review', analysis: 'analyze', ponder: 'ponder' };

export class JobScheduler {
  /**
   * @param {() => object} makeClient - starts the worker client: `search`, `coach`, `puzzle`, `analyze`,
   *   `review` and `ponder` (each `(request, onProgress) => Promise`), `stop()`, `cancel()`, `close()`.
   * @param {() => void} onIdle - called when a job has ended and no other has started.
   */
  constructor(makeClient, onIdle = () => {}) {
    this.makeClient = makeClient;
    this.onIdle = onIdle;
    this.client = null;
    /** The job running: `{kind, request, handlers}`, or null. */
    this.current = null;
  }

  /** The client, started now if it is not running (throws if it cannot start). */
  startClient() {
    this.client ??= this.makeClient();
    return this.client;
  }

  /** The kind of the job running, or null. */
  get running() {
    return this.current?.kind ?? null;
  }

  /** Whether a job of `kind` could start now (none of higher priority runs). */
  canStart(kind) {
    return !this.current || PRIORITY[this.current.kind] >= PRIORITY[kind];
  }

  /**
   * Starts a job of `kind` (`move`, `coach`, `puzzle`, `hint`, `review`, `analysis`, `ponder`) with `request`, in place of
   * the current one (cancelled) unless that one comes first: then returns null. `handlers`:
   * `progress(info)`, `done(result)`, `failed(error)`, `cancelled()`, each optional. With
   * `atLeastMs`, the answer waits until that long after the start (PAI vs PAI, so people can
   * follow). Returns the job; its handlers are heard later, never during this call.
   */
  start(kind, request, handlers = {}, { atLeastMs = 0 } = {}) {
    if (!Object.hasOwn(METHOD, kind)) throw new Error(`unknown job ${kind}`);
    if (!this.canStart(kind)) return null;
    this.cancel();
    const job = { kind, request, handlers };
    const started = Date.now();
    const hear = (name, value) => {
      if (this.current === job) job.handlers[name]?.(value);
    };
    const settle = async (name, value) => {
      const rest = atLeastMs - (Date.now() - started);
      if (rest > 0) await new Promise((resolve) => setTimeout(resolve, rest));
      if (this.current !== job) return;
      this.current = null;
      job.handlers[name]?.(value);
      if (!this.current) this.onIdle();
    };
    // A client that cannot start (`new Worker` refused) or a call that throws fails the job
    // like a refusal, heard after `start` returns: the job never stays current for ever.
    let answer;
    try {
      answer = this.startClient()[METHOD[kind]](request, (info) => hear('progress', info));
    } catch (error) {
      answer = Promise.reject(error);
    }
    this.current = job;
    answer.then(
      (result) => settle('done', result),
      (error) => settle('failed', error),
    );
    return job;
  }

  /** Cancels the current job (only if it is one of `kinds`, when given); it is never heard again. */
  cancel(kinds = null) {
    const job = this.current;
    if (!job || (kinds && !kinds.includes(job.kind))) return;
    this.current = null;
    this.client?.cancel();
    job.handlers.cancelled?.();
  }

  /** Makes PAI's move or a hint answer now with the best found so far. */
  stop() {
    if (this.running === 'move' || this.running === 'hint') this.client?.stop();
  }

  /** Ends the client for good (the element left the page); a job in progress is dropped. */
  close() {
    const job = this.current;
    this.current = null;
    this.client?.close();
    this.client = null;
    job?.handlers.cancelled?.();
  }
}
