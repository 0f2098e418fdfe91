// Level 12's speed in headless Chromium at a fixed node budget: `puctSpeed` of the benchmark
// module (pkg-bench/, ./build.sh bench), as `wasm-bench.mjs --puct` measures it in Node and
// `examples/puct_speed.rs` natively. Other builds' pkg-bench folders may be given to compare:
// the builds take turns, each run on a fresh page after five unmeasured searches, and the
// medians of the milliseconds the searches report are printed with their ratios to the first.
//   node scripts/bench/browser-puct.mjs [nodes] [positions] [seed] [rounds] [other pkg-bench folders...]
//   defaults: 40000 100 7 5
import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';
import { launchBrowser } from '../../tests/e2e/browser.mjs';
import { serveFolder } from '../../tests/e2e/static-server.mjs';

const [nodesArg, positionsArg, seedArg, roundsArg, ...others] = process.argv.slice(2);
const [nodes, positions, seed, rounds] = [nodesArg ?? 40000, positionsArg ?? 100, seedArg ?? 7, roundsArg ?? 5].map(Number);
if (![nodes, positions, seed, rounds].every((n) => Number.isInteger(n) && n > 0)) {
  console.error('usage: node scripts/bench/browser-puct.mjs [nodes] [positions] [seed] [rounds] [other pkg-bench folders...]');
  process.exit(2);
}
const folders = [fileURLToPath(new URL('../../pkg-bench/', import.meta.url)), ...others.map((folder) => resolve(folder))];

// Each folder on its own origin, so that every build loads its own module.
const sites = await Promise.all(folders.map((folder) => serveFolder(folder)));
const browser = await launchBrowser();
const times = folders.map(() => []);
try {
  for (let round = 0; round < rounds; round++) {
    for (const [index, site] of sites.entries()) {
      const page = await browser.newPage();
      await page.route(`${site.url}bench.html`, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>bench</title>' }));
      await page.goto(`${site.url}bench.html`);
      const report = await page.evaluate(async (args) => {
        const module = await import('./pathwayz.js');
        await module.default();
        // Unmeasured: Chromium compiles a hot function's optimised code while it runs.
        module.puctSpeed(args[0], 5, args[2] + 1);
        return module.puctSpeed(...args);
      }, [nodes, positions, seed]);
      await page.close();
      console.log(`${folders[index]}: ${report}`);
      times[index].push(Number(report.match(/: (\d+) ms/)[1]));
    }
  }
} finally {
  await browser.close();
  await Promise.all(sites.map((site) => site.close()));
}
const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
for (const [index, folder] of folders.entries()) {
  const ratio = index === 0 ? '' : `, the first build is x${(median(times[index]) / median(times[0])).toFixed(3)} as fast`;
  console.log(`${folder}: median ${median(times[index])} ms of ${times[index].join(' ')}${ratio}`);
}
