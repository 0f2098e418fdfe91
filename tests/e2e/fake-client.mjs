// A stand-in for the search workers' client (search-client.js), for Node tests of the job
// scheduler and the controller: every call is kept with its request and progress callback, and
// the test answers it (or not) when it likes.

export class FakeClient {
  constructor() {
    /** Every job asked for: `{method, request, onProgress, answer(value), refuse(error)}`. */
    this.calls = [];
    this.cancels = 0;
    this.stops = 0;
    this.closed = false;
    this.say = null;
  }

  /** The last call, or the last of `method`. */
  last(method = null) {
    return this.calls.filter((call) => !method || call.method === method).at(-1);
  }

  call(method, request, onProgress) {
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
