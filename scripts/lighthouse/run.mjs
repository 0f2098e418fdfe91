// Measures the first load of the page with Lighthouse 12.2.3 (mobile, simulated 4x CPU and slow
// 4G, the default), served compressed as a production host would (scripts/serve.mjs --compress),
// RUNS times (default 5), and prints each run and the medians: the four category scores, total
// blocking time, largest and first contentful paint, layout shift and the longest main-thread task
// from first contentful paint on (the tasks total blocking time counts; simulated times, as
// Lighthouse reports them).
//
//   ./build.sh release                        # the site as a host serves it, into dist/
//   cd scripts/lighthouse && npm ci && node run.mjs [RUNS] [PAGE]
//
// PAGE defaults to index.html; a full URL (http://...) measures a site served elsewhere (say, an
// older build, for a comparison run by run under the same load) and starts no server. Chromium is $CHROME_PATH, else /usr/bin/chromium. Each run's
// report is kept in test-artifacts/lighthouse/run-N.json (or $LIGHTHOUSE_OUT/run-N.json). Lighthouse is not installed by
// ./build.sh: it is a measurement, not a test.
import { spawn, execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(new URL('.', import.meta.url));
const root = fileURLToPath(new URL('../..', import.meta.url));
const runs = Number(process.argv[2] ?? 5);
const page = process.argv[3] ?? 'index.html';
const out = process.env.LIGHTHOUSE_OUT ?? `${root}test-artifacts/lighthouse`;
const CHROME_FLAGS = '--headless --no-sandbox --disable-gpu --disable-background-networking '
  + '--disable-component-update --disable-sync --no-first-run';

const freePort = () => new Promise((done) => {
  const server = createServer().listen(0, '127.0.0.1', () => {
    const { port } = server.address();
    server.close(() => done(port));
  });
});

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** The figures of one report. */
function figures(report) {
  const audit = (id) => report.audits[id];
  const score = (id) => Math.round(report.categories[id].score * 100);
  // The longest task from first contentful paint on (what total blocking time counts).
  const fcp = audit('first-contentful-paint').numericValue;
  const tasks = (audit('long-tasks').details?.items ?? []).filter((task) => task.startTime >= fcp);
  const longest = tasks.reduce((best, task) => (task.duration > (best?.duration ?? 0) ? task : best), null);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    tbt: audit('total-blocking-time').numericValue,
    lcp: audit('largest-contentful-paint').numericValue,
    fcp,
    cls: audit('cumulative-layout-shift').numericValue,
    longTask: longest?.duration ?? 0,
    longTaskAt: longest?.startTime ?? 0,
    longTaskUrl: longest ? String(longest.url).replace(/^https?:\/\/[^/]+\//, '') : '',
  };
}

const format = (f) => `performance ${f.performance}, accessibility ${f.accessibility}, best practices ${f.bestPractices}, `
  + `SEO ${f.seo}; TBT ${Math.round(f.tbt)} ms, LCP ${Math.round(f.lcp)} ms, FCP ${Math.round(f.fcp)} ms, `
  + `CLS ${f.cls.toFixed(3)}; longest task after FCP ${Math.round(f.longTask)} ms at ${Math.round(f.longTaskAt)} ms `
  + `(${f.longTaskUrl || 'none over 50 ms'})`;

mkdirSync(out, { recursive: true });
const elsewhere = /^https?:/.test(page);
const port = elsewhere ? null : await freePort();
const server = elsewhere ? null : spawn(process.execPath, [`${root}scripts/serve.mjs`, String(port), '--compress'], { stdio: 'ignore' });
await new Promise((done) => setTimeout(done, 500));
const url = elsewhere ? page : `http://localhost:${port}/${page}`;
console.log(`Lighthouse 12.2.3, mobile, ${url} served compressed; load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
const results = [];
try {
  for (let run = 1; run <= runs; run++) {
    const path = `${out}/run-${run}.json`;
    execFileSync(`${here}node_modules/.bin/lighthouse`, [
      url, '--quiet', '--output=json', `--output-path=${path}`, `--chrome-flags=${CHROME_FLAGS}`,
    ], { stdio: 'inherit', env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' } });
    const result = figures(JSON.parse(readFileSync(path, 'utf8')));
    results.push(result);
    console.log(`run ${run}: ${format(result)}`);
  }
} finally {
  server?.kill();
}
const medians = Object.fromEntries(Object.keys(results[0])
  .map((key) => [key, typeof results[0][key] === 'number' ? median(results.map((r) => r[key])) : results[0][key]]));
console.log(`median of ${runs}: ${format(medians)}`);
console.log(`load average after: ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
