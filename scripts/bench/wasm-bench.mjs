// The `pathwayz bench` workloads in wasm under Node, to compare with native (the module built
// with the `bench` feature into pkg-bench/ by ./build.sh bench):
//   node scripts/bench/wasm-bench.mjs [playouts]            signature and speeds
//   node scripts/bench/wasm-bench.mjs --think [ms] [positions]  each level's think times
//   node scripts/bench/wasm-bench.mjs --search [ms] [level]  a searching level's (default 11) depth and
//     nodes per second on the positions of search-records.mjs (natively: pathwayz bestmove --level L
//     --info --moves R); level 12 counts evaluations as nodes
//   node scripts/bench/wasm-bench.mjs --puct [nodes] [positions] [seed]  level 12 at a fixed node
//     budget (natively: cargo run --release --example puct_speed), with its moves digest
import { readFileSync } from 'node:fs';
import { initSync, newGame, puctSpeed, runBench, thinkTimes } from '../../pkg-bench/pathwayz.js';
import { SEARCH_RECORDS } from './search-records.mjs';

initSync({ module: readFileSync(new URL('../../pkg-bench/pathwayz_bg.wasm', import.meta.url)) });
const [first, second, third] = process.argv.slice(2);
if (first === '--search') {
  const ms = Number(second ?? 1000);
  const level = Number(third ?? 11);
  for (const record of SEARCH_RECORDS) {
    const game = newGame();
    game.fromRecord(record);
    let last = null;
    game.bestMove(level, ms, (info) => { last = info; });
    const rate = Math.round(last.nodes / (last.elapsedMs / 1000));
    console.log(`"${record}": depth ${last.depth}, ${last.nodes} nodes in ${last.elapsedMs.toFixed(0)} ms, ${rate} nodes/s`);
    game.free();
  }
} else if (first === '--puct') {
  console.log(puctSpeed(Number(second ?? 40000), Number(third ?? 100), Number(process.argv[5] ?? 7)));
} else if (first === '--think') {
  console.log(thinkTimes(second === undefined ? -1 : Number(second), Number(third ?? 200)));
} else {
  console.log(runBench(Number(first ?? 100000)));
}
