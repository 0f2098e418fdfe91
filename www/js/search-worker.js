// The Web Worker that runs PAI's searches, so the page never freezes.
//
// Protocol (page -> worker): {type: 'search', id, record, level, ms}
// (worker -> page): {type: 'ready', weights}, {type: 'failed', message} (the engine did not
// load: this worker can never search), {type: 'info', id, depth, nodes, elapsedMs, best},
// {type: 'bestmove', id, move}, {type: 'error', id, message, fatal} (`fatal`: the engine
// trapped, so this instance is broken and the page replaces the worker).
// A search cannot be interrupted inside wasm; the page stops one by terminating this worker
// and playing the best move the last 'info' reported.
import { engineReady } from './wasm.js';

const ready = engineReady.then(async (engine) => {
  let weights;
  try {
    const response = await fetch(new URL('../weights/pai-td.bin', import.meta.url));
    if (!response.ok) throw new Error(`weights/pai-td.bin: HTTP ${response.status}`);
    const bytes = new Uint8Array(await response.arrayBuffer());
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
