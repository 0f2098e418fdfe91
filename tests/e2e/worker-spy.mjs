// Watching the page's search workers from the page itself, for browser tests that break them or
// check what they were asked: `context.addInitScript(spyOnWorkers)` wraps the page's `Worker`
// class before the element loads, so the tests never reach into the element's internals.
//
// In the page, `window.workerSpy` then holds `starts` (workers started), `workers` (each
// `{worker, jobs, answers}`: the jobs posted to it, `{type, id, share, shares}`, and its answers,
// `{type, id, move, score}`), and `sabotage`: a job type whose next job finds its worker dead.

/** The init script (runs in the page before its scripts). */
export function spyOnWorkers() {
  const spy = { starts: 0, workers: [], sabotage: null };
  window.workerSpy = spy;
  const Original = window.Worker;
  window.Worker = class extends Original {
    constructor(...args) {
      super(...args);
      spy.starts += 1;
      const entry = { worker: this, jobs: [], answers: [] };
      spy.workers.push(entry);
      this.addEventListener('message', ({ data }) => {
        if (data?.type !== 'info') entry.answers.push({ type: data?.type, id: data?.id, move: data?.move, score: data?.score });
      });
      entry.post = (data) => super.postMessage(data);
    }

    postMessage(data, ...rest) {
      const entry = spy.workers.find((e) => e.worker === this);
      if (data?.type !== 'engine') entry.jobs.push({ type: data.type, id: data.id, share: data.share, shares: data.shares });
      if (spy.sabotage && data?.type === spy.sabotage) {
        spy.sabotage = null;
        // The worker dies before the job reaches it: it will never answer.
        this.terminate();
      }
      return super.postMessage(data, ...rest);
    }
  };
}
