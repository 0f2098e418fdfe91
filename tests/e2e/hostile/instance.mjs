// Runs one hostile case in a fresh instance of the module, in a worker thread the test can
// end if it hangs, then checks the same instance still works. Posts what happened.
import { parentPort, workerData } from 'node:worker_threads';
import { readFileSync } from 'node:fs';
import { benchCases, pictureCases, shippedCases } from './cases.mjs';

const { folder, name, cases: which, index, module } = workerData;
const consoleErrors = [];
console.error = (...args) => consoleErrors.push(args.join(' ').slice(0, 500));

const root = new URL(`../../../${folder}/`, import.meta.url);
const engine = await import(new URL(`${name}.js`, root));
// The module the test compiled once, instantiated afresh here: this case's own memory and state.
const exports = engine.initSync({ module: module ?? readFileSync(new URL(`${name}_bg.wasm`, root)) });
const memoryBefore = exports.memory.buffer.byteLength;
const blob = new Uint8Array(readFileSync(new URL('../../../www/weights/pai-td.bin', import.meta.url)));
const hostile = { shipped: shippedCases, pictures: pictureCases, bench: benchCases }[which][index];

const report = { name: hostile.name };
try {
  const value = hostile.run(engine, blob);
  report.outcome = 'returned';
  report.value = String(value).slice(0, 200);
} catch (error) {
  report.outcome = error instanceof WebAssembly.RuntimeError ? 'trapped' : 'threw';
  report.errorType = error?.constructor?.name ?? typeof error;
  report.message = String(error?.message ?? error);
  report.kind = error?.kind;
}
report.memoryGrowth = exports.memory.buffer.byteLength - memoryBefore;

/**
 * Whether the same instance still works: the pictures' module draws a position; the others play
 * (a new game, a move, a search, the weights). Throws what went wrong.
 */
function checkStillWorks() {
  if (which === 'pictures') {
    if (!engine.diagramSvg('d4 e5').startsWith('<svg')) throw new Error('no picture');
    return;
  }
  const g = engine.newGame();
  g.applyMove('d4');
  // Level 5: the weights' own one-ply search, at once (a case's time is spent on the case).
  const move = g.bestMove(5, 0);
  engine.loadWeights(blob, 'shipped');
  if (!g.legalMoves().includes(move) || engine.levels().length < 10) throw new Error(`answered ${move}`);
}

try {
  checkStillWorks();
  report.stillWorks = true;
} catch (error) {
  report.stillWorks = false;
  report.afterError = String(error?.message ?? error).slice(0, 300);
}
report.consoleErrors = consoleErrors;
parentPort.postMessage(report);
