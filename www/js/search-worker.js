// The Web Worker that runs PAI's searches, so the page never freezes.
//
// Protocol (page -> worker): {type: 'search', id, record, level, ms}
// (worker -> page): {type: 'ready', weights}, {type: 'info', id, depth, nodes, elapsedMs, best},
// {type: 'bestmove', id, move}, {type: 'error', id, message}.
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

self.onmessage = async ({ data }) => {
  if (data?.type !== 'search') return;
  const { id, record, level, ms } = data;
  try {
    const engine = await ready;
    const game = engine.newGame();
    game.fromRecord(record);
    const move = game.bestMove(level, ms, (info) => postMessage({ type: 'info', id, ...info }));
    game.free();
    postMessage({ type: 'bestmove', id, move });
  } catch (error) {
    postMessage({ type: 'error', id, message: error?.message ?? String(error) });
  }
};
