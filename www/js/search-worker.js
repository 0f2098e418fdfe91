// The Web Worker that runs PAI's searches, so the page never freezes.
//
// Protocol (page -> worker): first {type: 'engine', module} (the page's compiled engine, or
// null: then the worker fetches it), then {type: 'search', id, record, level, ms}
// (worker -> page): {type: 'ready', weights}, {type: 'failed', message} (the engine did not
// load: this worker can never search), {type: 'info', id, depth, nodes, elapsedMs, best},
// {type: 'bestmove', id, move}, {type: 'error', id, message, fatal} (`fatal`: the engine
// trapped, so this instance is broken and the page replaces the worker).
// A search cannot be interrupted inside wasm; the page stops one by terminating this worker
// and playing the best move the last 'info' reported.
import { loadEngine } from './wasm.js';
import { fetchBytes } from './fetch-bytes.js';

/** The learned weights, with the release's version in the URL (see wasm.js). */
const WEIGHTS_URL = new URL('../weights/pai-td.bin?v=0.1.0', import.meta.url);

const givenEngine = new Promise((resolve) => {
  self.addEventListener('message', function first({ data }) {
    if (data?.type !== 'engine') return;
    self.removeEventListener('message', first);
    resolve(data.module);
  });
});

const ready = givenEngine.then(loadEngine).then(async (engine) => {
  let weights;
  try {
    const bytes = await fetchBytes(WEIGHTS_URL);
    weights = { ok: true, source: engine.loadWeights(bytes, 'weights/pai-td.bin') };
  } catch (error) {
    engine.useHandWeights(error.message);
    weights = { ok: false, source: engine.weightsSource(), problem: error.message };
  }
  postMessage({ type: 'ready', weights });
  return engine;
});
ready.catch((error) => postMessage({ type: 'failed', message: error?.message ?? String(error) }));

self.onmessage = async ({ data }) => {
  if (data?.type !== 'search') return;
  const { id, record, level, ms } = data;
  let engine;
  try {
    engine = await ready;
  } catch (error) {
    postMessage({ type: 'failed', message: error?.message ?? String(error) });
    return;
  }
  try {
    const game = engine.newGame();
    let move;
    try {
      game.fromRecord(record);
      move = game.bestMove(level, ms, (info) => postMessage({ type: 'info', id, ...info }));
    } finally {
      game.free();
    }
    postMessage({ type: 'bestmove', id, move });
  } catch (error) {
    postMessage({ type: 'error', id, message: error?.message ?? String(error), fatal: error instanceof WebAssembly.RuntimeError });
  }
};
