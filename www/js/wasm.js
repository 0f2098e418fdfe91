// Loads the engine's wasm module once per page (or worker); everything else imports from here.
import init, * as engine from '../pkg/pathwayz.js';

/** Resolves with the engine's exports once the module is ready. */
export const engineReady = init({
  module_or_path: new URL('../pkg/pathwayz_bg.wasm', import.meta.url),
}).then(() => engine);
