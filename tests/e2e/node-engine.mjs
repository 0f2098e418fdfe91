// The shipped search module (pkg/pathwayz_search*: every entry point but the pictures, the core's
// among them) loaded in Node, for tests that need the engine without a browser (the review's
// figures, the controller with a fake worker client).
import { readFileSync } from 'node:fs';

const root = new URL('../../pkg/', import.meta.url);
const engine = await import(new URL('pathwayz_search.js', root));
engine.initSync({ module: readFileSync(new URL('pathwayz_search_bg.wasm', root)) });

/** The engine's exports, ready to call. */
export default engine;
