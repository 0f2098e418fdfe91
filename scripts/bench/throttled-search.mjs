// How many evaluations a searching level gets through in the page's time on a slower device:
// the shipped module (pkg/) in headless Chromium, its CPU slowed by Chrome's own throttling
// (DevTools' `Emulation.setCPUThrottlingRate`, which Lighthouse uses at 4x for a mid-range phone).
// An emulation, not a phone: it tells how a level's node count scales with the device's speed.
//   node scripts/bench/throttled-search.mjs [ms] [level] [rates]   defaults: 250 12 1,4,6
// Prints, for each rate and position of search-records.mjs, the nodes (level 12: evaluations) of the
// search's last progress report within `ms`, on the page's main thread. Level 12 reports as it goes;
// level 11 at the end of each finished depth, so its count leaves out the unfinished last depth.
import { fileURLToPath } from 'node:url';
import { launchBrowser } from '../../tests/e2e/browser.mjs';
import { serveFolder } from '../../tests/e2e/static-server.mjs';
import { SEARCH_RECORDS } from './search-records.mjs';

const [msArg, levelArg, ratesArg] = process.argv.slice(2);
const ms = Number(msArg ?? 250);
const level = Number(levelArg ?? 12);
const rates = (ratesArg ?? '1,4,6').split(',').map(Number);
if (!(ms > 0) || !Number.isInteger(level) || rates.some((rate) => !(rate >= 1))) {
  console.error('usage: node scripts/bench/throttled-search.mjs [ms > 0] [level] [rates >= 1, comma separated]');
  process.exit(2);
}

const site = await serveFolder(fileURLToPath(new URL('../../', import.meta.url)));
const browser = await launchBrowser();
try {
  const page = await browser.newPage();
  // A bare page of the served origin that loads the shipped module and nothing else.
  await page.route(`${site.url}throttled.html`, (route) => route.fulfill({
    contentType: 'text/html',
    body: `<!doctype html><script type="module">
      import init, { newGame } from './pkg/pathwayz.js';
      await init();
      window.searchOnce = (record, level, ms) => {
        const game = newGame();
        game.fromRecord(record);
        let last = null;
        game.bestMove(level, ms, (info) => { last = info; });
        game.free();
        return { nodes: last.nodes, elapsedMs: last.elapsedMs, depth: last.depth };
      };
      window.ready = true;
    </script>`,
  }));
  await page.goto(`${site.url}throttled.html`);
  await page.waitForFunction(() => window.ready === true);
  const devtools = await page.context().newCDPSession(page);
  for (const rate of rates) {
    await devtools.send('Emulation.setCPUThrottlingRate', { rate });
    // One unmeasured search, so that the module is compiled and warm at this rate.
    await page.evaluate(([lv, t]) => window.searchOnce('', lv, t), [level, ms]);
    for (const record of SEARCH_RECORDS) {
      const result = await page.evaluate(([r, lv, t]) => window.searchOnce(r, lv, t), [record, level, ms]);
      console.log(`rate ${rate}x, level ${level}, ${ms} ms, "${record}": ${result.nodes} nodes in `
        + `${result.elapsedMs.toFixed(0)} ms, depth ${result.depth}`);
    }
  }
} finally {
  await browser.close();
  await site.close();
}
