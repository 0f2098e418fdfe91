// A stand-in for the search workers' client (search-client.js), for Node tests of the job
// scheduler and the controller: every call is kept with its request and progress callback, and
// the test answers it (or not) when it likes, or has a method fail at once, every time.
import assert from 'node:assert/strict';

/** The most calls a failing method fails; later ones never answer, so a runaway loop ends (and shows in `calls`). */
export const MAX_FAILURES = 1000;

export class FakeClient {
  constructor() {
    /** Every job asked for: `{method, request, onProgress, answer(value), refuse(error)}`. */
    this.calls = [];
    this.cancels = 0;
    this.stops = 0;
    this.closed = false;
    this.say = null;
    /** Methods that fail at once: method -> {how, error} (see `failing`). */
    this.failures = new Map();
  }

  /**
   * Makes every later call of `method` fail at once with `error`: `how` 'reject' returns an
   * already-rejected promise (as search-client.js does when PAI is unavailable), 'throw' throws.
   */
  failing(method, how, error = new Error(`${method} failed`)) {
    this.failures.set(method, { how, error });
    return this;
  }

  /** The last call, or the last of `method`. */
  last(method = null) {
    return this.calls.filter((call) => !method || call.method === method).at(-1);
  }

  call(method, request, onProgress) {
    const failure = this.failures.get(method);
    if (failure && this.calls.length < MAX_FAILURES) {
      this.calls.push({ method, request, onProgress, answer() {}, refuse() {} });
      if (failure.how === 'throw') throw failure.error;
      return Promise.reject(failure.error);
    }
    if (failure) return new Promise(() => {});
    return new Promise((resolve, reject) => {
      this.calls.push({ method, request, onProgress, answer: resolve, refuse: reject });
    });
  }

  search(request, onProgress) {
    return this.call('search', request, onProgress);
  }

  analyze(request, onProgress) {
    return this.call('analyze', request, onProgress);
  }

  review(request, onProgress) {
    return this.call('review', request, onProgress);
  }

  ponder(request, onProgress) {
    return this.call('ponder', request, onProgress);
  }

  puzzle(request) {
    return this.call('puzzle', request, () => {});
  }

  coach(request) {
    return this.call('coach', request, () => {});
  }

  /** Move now: the search in progress answers with `stopMove`. */
  stop() {
    this.stops += 1;
    this.last('search')?.answer(this.stopMove ?? null);
  }

  cancel() {
    this.cancels += 1;
  }

  close() {
    this.closed = true;
  }
}

/** Lets promise callbacks run (an answer given is heard after this). */
export function settle() {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Lets promise callbacks run (the timers are mocked: no setTimeout here). */
export async function flush() {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
}

/** Answers `client`'s last puzzle call with `engine`'s own answer to it (the wasm module's). */
export async function answerWithEngine(client, engine) {
  const call = client.last('puzzle');
  assert.ok(call, 'a puzzle call went to the worker');
  call.answer(engine[call.request.call](...call.request.args));
  await flush();
  return call;
}
