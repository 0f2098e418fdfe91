// The `pathwayz bench` workload in wasm under Node, to compare with native:
// node tests/e2e/wasm-bench.mjs [playouts]
import { readFileSync } from 'node:fs';
import { initSync, runBench } from '../../pkg/pathwayz.js';

initSync({ module: readFileSync(new URL('../../pkg/pathwayz_bg.wasm', import.meta.url)) });
console.log(runBench(Number(process.argv[2] ?? 100000)));
