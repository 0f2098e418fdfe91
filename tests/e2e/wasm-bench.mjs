// The `pathwayz bench` workloads in wasm under Node, to compare with native (the module built
// with the `bench` feature into pkg-bench/ by ./build.sh bench):
//   node tests/e2e/wasm-bench.mjs [playouts]            signature and speeds
//   node tests/e2e/wasm-bench.mjs --think [ms] [positions]  each level's think times
import { readFileSync } from 'node:fs';
import { initSync, runBench, thinkTimes } from '../../pkg-bench/pathwayz.js';

initSync({ module: readFileSync(new URL('../../pkg-bench/pathwayz_bg.wasm', import.meta.url)) });
const [first, second, third] = process.argv.slice(2);
if (first === '--think') {
  console.log(thinkTimes(second === undefined ? -1 : Number(second), Number(third ?? 200)));
} else {
  console.log(runBench(Number(first ?? 100000)));
}
