// The search workers' client (split-search.js) with its code fetched when the client is first
// started, not with the element: a page where PAI never thinks (a replay, two players) never
// fetches it. It stands in for the client the job scheduler starts (job-scheduler.js), which
// starts it where the workers would start (ahead of PAI's first move, at a review's start).
// Each call waits for the code; a call cancelled meanwhile never reaches the workers, a Move now
// meanwhile reaches them with it, and a client closed meanwhile is never made (no worker starts).
// Code that cannot load (offline before the site was kept) refuses the call as PAI unavailable,
// in the player's words, and is fetched again at the next call; a client that cannot be made
// (its workers refused) refuses it as the client itself would.

import { PaiUnavailable } from './pai-unavailable.js';

/** The client's calls that start a job, each `(request, onProgress) => Promise`. */
const CALLS = ['search', 'coach', 'puzzle', 'analyze', 'review', 'ponder'];

export class SearchOnFirstUse {
  /**
   * @param {() => Promise<object>} load - resolves with the client's code (its module).
   * @param {(module: object) => object} make - the client, made from its code (may throw).
   * @param {(key: string, params: object) => string} say - the player's words (a failed load).
   */
  constructor(load, make, say) {
    this.load = load;
    this.make = make;
    this.say = say;
    /** The client once made, else null. */
    this.client = null;
    /** The code's load under way, or null. */
    this.loading = null;
    /** Counts the cancels and the close, so a call they overtook is not made. */
    this.generation = 0;
    /** Whether Move now was asked for before the call it is for reached the workers. */
    this.stopWanted = false;
    this.closed = false;
    for (const name of CALLS) this[name] = (request, onProgress) => this.call(name, request, onProgress);
    // Started now, as the client itself would start its workers (the scheduler starts it ahead
    // of PAI's first move); a failure is told by the first call, which tries again.
    this.made().catch(() => {});
  }

  get say() {
    return this.client ? this.client.say : this.words;
  }

  /** The player's words from now on (the element's `lang` changed), the client's too. */
  set say(say) {
    this.words = say;
    if (this.client) this.client.say = say;
  }

  /**
   * The client, made once its code has loaded (null once closed); a failed load, or a client
   * that could not be made, is tried again at the next call.
   */
  made() {
    if (!this.loading) {
      const loading = this.load().then((module) => {
        if (this.closed) return null;
        const client = this.make(module);
        client.say = this.words;
        this.client = client;
        return client;
      }, (error) => {
        throw new PaiUnavailable(this.words('featureFailed', { reason: error?.message ?? String(error) }));
      });
      loading.catch(() => {
        if (this.loading === loading) this.loading = null;
      });
      this.loading = loading;
    }
    return this.loading;
  }

  /** The client's call `name`, made once the code is there, unless cancelled or closed before. */
  call(name, request, onProgress) {
    if (this.client) return this.client[name](request, onProgress);
    const generation = this.generation;
    return this.made().then((client) => {
      if (!client || generation !== this.generation) throw new Error('cancelled before the search workers started');
      const answer = client[name](request, onProgress);
      if (this.stopWanted) client.stop();
      this.stopWanted = false;
      return answer;
    }, (error) => {
      // A Move now asked for this call is not one for the next.
      if (generation === this.generation) this.stopWanted = false;
      throw error;
    });
  }

  /** Move now: the best found so far (asked before the search began: as soon as it begins). */
  stop() {
    if (this.client) this.client.stop();
    else this.stopWanted = true;
  }

  /** Cancels the job in progress (one still waiting for the code is never made). */
  cancel() {
    this.generation += 1;
    this.stopWanted = false;
    this.client?.cancel();
  }

  /** Ends the workers for good (a client made after this is closed at once). */
  close() {
    this.closed = true;
    this.generation += 1;
    this.client?.close();
    this.client = null;
  }
}
