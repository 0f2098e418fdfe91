// Hostile values at every wasm entry point, from Node on the built module: each case in a fresh
// instance (a trap would poison the one it happens in), each bounded in time. No case may trap,
// hang, change the game, grow memory by a huge buffer or answer with a long message; afterwards
// the instance must still play. The benchmark module (pkg-bench/) gets thinkTimes, runBench and puctSpeed.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Worker } from 'node:worker_threads';
import { readFileSync } from 'node:fs';
import { shippedCases, benchCases } from './hostile/cases.mjs';

/** How long one case may take before it counts as a hang. */
const CASE_LIMIT_MS = 15_000;
/** The `kind` field every refusal carries (`ErrorKind` in src/wasm/errors.rs). */
const ERROR_KINDS = ['bad-argument', 'illegal-move', 'bad-record', 'bad-weights', 'game-over'];

/** The longest error message a refusal may have. */
const MAX_MESSAGE = 300;

/** Each module compiled once (a case's worker instantiates it afresh: compiling is most of a case's time). */
const compiled = new Map();
function moduleOf(pkg) {
  if (!compiled.has(pkg)) compiled.set(pkg, new WebAssembly.Module(readFileSync(new URL(`../../${pkg}/pathwayz_bg.wasm`, import.meta.url))));
  return compiled.get(pkg);
}

/** Runs case `index` of `pkg` in its own worker thread, on a fresh instance of the module; a hang ends it. */
function runCase(pkg, index) {
  return new Promise((resolve) => {
    const worker = new Worker(new URL('./hostile/instance.mjs', import.meta.url), { workerData: { pkg, index, module: moduleOf(pkg) } });
    const timer = setTimeout(() => {
      worker.terminate();
      resolve({ outcome: 'hung' });
    }, CASE_LIMIT_MS);
    worker.once('message', (report) => {
      clearTimeout(timer);
      worker.terminate();
      resolve(report);
    });
    worker.once('error', (error) => {
      clearTimeout(timer);
      resolve({ outcome: 'worker error', message: String(error?.message ?? error) });
    });
  });
}

/** Checks one case's report; returns a line for the log. */
function check(hostile, report) {
  const where = `${hostile.name}: ${JSON.stringify(report).slice(0, 600)}`;
  assert.notEqual(report.outcome, 'hung', where);
  assert.notEqual(report.outcome, 'trapped', where);
  assert.deepEqual(report.consoleErrors, [], where);
  assert.equal(report.stillWorks, true, where);
  if (hostile.expect === 'throws') {
    assert.equal(report.outcome, 'threw', where);
    assert.equal(report.errorType, 'Error', where);
    if (!hostile.byGlue) assert.ok(ERROR_KINDS.includes(report.kind), `${where}: the error's kind`);
    assert.ok(report.message.length > 10 && report.message.length <= MAX_MESSAGE, where);
    assert.doesNotMatch(report.message, /CHANGED the game/, where);
  } else {
    assert.equal(report.outcome, 'returned', where);
  }
  if (hostile.grows === 'no') assert.ok(report.memoryGrowth < 1 << 20, `${where}: memory grew ${report.memoryGrowth} bytes`);
  return `${hostile.name} -> ${report.outcome === 'threw' ? report.message : `returned ${report.value}`}`;
}

/** Runs `cases` two at a time (the machine has two cores) and checks each. */
async function runAll(pkg, cases) {
  const lines = [];
  let next = 0;
  const lane = async () => {
    while (next < cases.length) {
      const index = next++;
      lines[index] = check(cases[index], await runCase(pkg, index));
    }
  };
  await Promise.all([lane(), lane()]);
  console.log(lines.join('\n'));
}

test(`every entry point of the shipped module refuses hostile values cleanly (${shippedCases.length} cases)`, async () => {
  await runAll('pkg', shippedCases);
});

test('the shipped module has no benchmark entry points', () => {
  const glue = readFileSync(new URL('../../pkg/pathwayz.js', import.meta.url), 'utf8');
  assert.doesNotMatch(glue, /export function (thinkTimes|runBench|puctSpeed)\b/);
  const bench = readFileSync(new URL('../../pkg-bench/pathwayz.js', import.meta.url), 'utf8');
  assert.match(bench, /export function thinkTimes\b/);
  assert.match(bench, /export function runBench\b/);
  assert.match(bench, /export function puctSpeed\b/);
});

test(`the benchmark module's entry points refuse hostile counts and times (${benchCases.length} cases)`, async () => {
  await runAll('pkg-bench', benchCases);
});
