// Hostile values at every wasm entry point, from Node on the built module: each case in a fresh
// instance (a trap would poison the one it happens in), each bounded in time. No case may trap,
// hang, change the game, grow memory by a huge buffer or answer with a long message; afterwards
// the instance must still play. The cases run on the module that ships each entry point: the search
// module (every entry point of the core and the data module too), the pictures' module; the benchmark module
// (pkg-bench/) gets thinkTimes, runBench and puctSpeed.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Worker } from 'node:worker_threads';
import { readFileSync } from 'node:fs';
import { benchCases, pictureCases, shippedCases } from './hostile/cases.mjs';

/** How long one case may take before it counts as a hang. */
const CASE_LIMIT_MS = 15_000;
/** The `kind` field every refusal carries (`ErrorKind` in src/wasm/errors.rs). */
const ERROR_KINDS = ['bad-argument', 'illegal-move', 'bad-record', 'bad-weights', 'game-over'];

/** The longest error message a refusal may have. */
const MAX_MESSAGE = 300;

/** The modules the cases run on: each one's folder, file name and cases (hostile/cases.mjs). */
const MODULES = {
  search: { folder: 'pkg', name: 'pathwayz_search', cases: 'shipped' },
  pictures: { folder: 'pkg', name: 'pathwayz_pictures', cases: 'pictures' },
  bench: { folder: 'pkg-bench', name: 'pathwayz', cases: 'bench' },
};

/** Each module compiled once (a case's worker instantiates it afresh: compiling is most of a case's time). */
const compiled = new Map();
function moduleOf({ folder, name }) {
  const key = `${folder}/${name}`;
  if (!compiled.has(key)) compiled.set(key, new WebAssembly.Module(readFileSync(new URL(`../../${key}_bg.wasm`, import.meta.url))));
  return compiled.get(key);
}

/** Runs case `index` of `target` (one of MODULES) in its own worker thread, on a fresh instance of the module; a hang ends it. */
function runCase(target, index) {
  return new Promise((resolve) => {
    const worker = new Worker(new URL('./hostile/instance.mjs', import.meta.url), { workerData: { ...target, index, module: moduleOf(target) } });
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
async function runAll(target, cases) {
  const lines = [];
  let next = 0;
  const lane = async () => {
    while (next < cases.length) {
      const index = next++;
      lines[index] = check(cases[index], await runCase(target, index));
    }
  };
  await Promise.all([lane(), lane()]);
  console.log(lines.join('\n'));
}

test(`every entry point of the search module refuses hostile values cleanly (${shippedCases.length} cases)`, async () => {
  await runAll(MODULES.search, shippedCases);
});

test(`every entry point of the pictures' module refuses hostile values cleanly (${pictureCases.length} cases)`, async () => {
  await runAll(MODULES.pictures, pictureCases);
});

/** The names a module's glue exports (`export function name`, `export class Name`). */
function exportsOf(name, folder = 'pkg') {
  const glue = readFileSync(new URL(`../../${folder}/${name}.js`, import.meta.url), 'utf8');
  return new Set([...glue.matchAll(/^export (?:function|class) (\w+)/gm)].map((match) => match[1]));
}

test("each shipped module has its part of the API: the core the rules alone, the data module the core's and the data readers, the search module theirs and the searches, the pictures only theirs; none the benchmark's", () => {
  const [core, data, search, pictures, bench] = [exportsOf('pathwayz_core'), exportsOf('pathwayz_data'), exportsOf('pathwayz_search'), exportsOf('pathwayz_pictures'), exportsOf('pathwayz', 'pkg-bench')];
  const rules = ['Game', 'newGame', 'recordMoves', 'levels', 'strengths', 'maxThinkMs', 'bestShare', 'dailyPuzzle', 'version'];
  const readers = ['readLadder', 'playerRating', 'readPuzzles', 'puzzleRating', 'readExercise', 'reviewSummary', 'encodeFriendLink', 'decodeFriendLink', 'friendLinkRelation', 'newFriendGameId'];
  const searches = ['loadWeights', 'useHandWeights', 'weightsInUse', 'weightsSource', 'puzzleAnswer', 'puzzleHint', 'puzzleSolution', 'exerciseAnswer', 'exerciseSolution'];
  const drawing = ['diagramSvg', 'GifWriter'];
  const benchmarks = ['thinkTimes', 'runBench', 'puctSpeed'];
  for (const name of rules) assert.ok(core.has(name), `the core has ${name}`);
  for (const name of [...readers, ...searches, ...drawing, ...benchmarks]) assert.ok(!core.has(name), `the core has no ${name}`);
  for (const name of [...core, ...readers]) assert.ok(data.has(name), `the data module has ${name}`);
  for (const name of [...searches, ...drawing, ...benchmarks]) assert.ok(!data.has(name), `the data module has no ${name}`);
  for (const name of [...data, ...searches]) assert.ok(search.has(name), `the search module has ${name}`);
  for (const name of [...drawing, ...benchmarks]) assert.ok(!search.has(name), `the search module has no ${name}`);
  assert.deepEqual([...pictures].filter((name) => !['start', 'version'].includes(name)).sort(), drawing.sort(), "the pictures' module has the pictures' calls alone");
  for (const name of benchmarks) assert.ok(bench.has(name), `the benchmark module has ${name}`);
  // The Game class's searches are the search module's alone.
  const gameMethods = (name) => new Set([...readFileSync(new URL(`../../pkg/${name}.js`, import.meta.url), 'utf8').matchAll(/^ {4}(\w+)\(/gm)].map((match) => match[1]));
  for (const method of ['bestMove', 'ponderSlice', 'analyze', 'reviewMove', 'coachMove', 'searchShare']) {
    assert.ok(!gameMethods('pathwayz_core').has(method), `the core's Game has no ${method}`);
    assert.ok(!gameMethods('pathwayz_data').has(method), `the data module's Game has no ${method}`);
    assert.ok(gameMethods('pathwayz_search').has(method), `the search module's Game has ${method}`);
  }
});

test(`the benchmark module's entry points refuse hostile counts and times (${benchCases.length} cases)`, async () => {
  await runAll(MODULES.bench, benchCases);
});
