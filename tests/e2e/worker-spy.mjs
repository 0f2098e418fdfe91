// Watching the page's search workers from the page itself, for browser tests that break them or
// check what they were asked: `context.addInitScript(spyOnWorkers)` wraps the page's `Worker`
// class before the element loads, so the tests never reach into the element's internals.
//
// In the page, `window.workerSpy` then holds `starts` (workers started), `terminates` (workers
// ended by the page), `workers` (each `{worker, jobs, answers, firstInfo, terminated}`: the jobs
// posted to it, `{type, id, level, positions, share, shares, at}`, its answers, `{type, id, move, score, at}`
// (`at`: performance.now()), the time of each job's first `info`, by id, and whether the page
// ended it), `sabotage`: a job type whose next job finds its worker dead (or `{type, share}`: the
// next job of that type for that share of a split search), and `warnings`: the
// page's console warnings, `{text, at}` (a worker replaced says why there: crashed, or hung when
// its watchdog ran out).

/** The init script (runs in the page before its scripts). */
export function spyOnWorkers() {
  const spy = { starts: 0, terminates: 0, workers: [], sabotage: null, warnings: [] };
  window.workerSpy = spy;
  const warn = console.warn;
  console.warn = (...args) => {
    spy.warnings.push({ text: args.map(String).join(' '), at: performance.now() });
    warn.apply(console, args);
  };
  const Original = window.Worker;
  window.Worker = class extends Original {
    constructor(...args) {
      super(...args);
      spy.starts += 1;
      const entry = { worker: this, jobs: [], answers: [], firstInfo: {}, terminated: false };
      spy.workers.push(entry);
      this.addEventListener('message', ({ data }) => {
        const at = performance.now();
        if (data?.type !== 'info') entry.answers.push({ type: data?.type, id: data?.id, move: data?.move, score: data?.score, at });
        else entry.firstInfo[data.id] ??= at;
      });
      entry.post = (data) => super.postMessage(data);
    }

    postMessage(data, ...rest) {
      const entry = spy.workers.find((e) => e.worker === this);
      if (data?.type !== 'engine') entry.jobs.push({ type: data.type, id: data.id, level: data.level, positions: data.positions, ms: data.ms, share: data.share, shares: data.shares, at: performance.now() });
      const target = spy.sabotage;
      if (target && (data?.type === target || (data?.type === target.type && data?.share === target.share))) {
        spy.sabotage = null;
        // The worker dies before the job reaches it: it will never answer.
        this.terminate();
      }
      return super.postMessage(data, ...rest);
    }

    terminate() {
      const entry = spy.workers.find((e) => e.worker === this);
      if (!entry.terminated) spy.terminates += 1;
      entry.terminated = true;
      return super.terminate();
    }
  };
}
