// Budgets as tests: each case of page-weight.mjs (a replay embed, a puzzle embed, the site to
// PAI's first answer, the site's whole first visit with its precache) measured as the host sends
// it, compressed, and each wasm module of pkg/ (raw and compressed), against page-budgets.json.
// A change that grows a page past its budget fails with the figures; the goals are reported.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { launchBrowser } from './browser.mjs';
import { CASES, countingServer, kilobytes, measure } from './page-weight.mjs';

const budgets = JSON.parse(readFileSync(new URL('./page-budgets.json', import.meta.url), 'utf8'));

let browser;
let server;
before(async () => {
  browser = await launchBrowser();
  server = await countingServer({ dist: process.env.DIST });
});
after(async () => {
  await browser?.close();
  await server?.close();
});

/** `figure` against its `goal` (null: none), in words, each shown by `show`. */
function againstGoal(figure, goal, unit, show = String) {
  if (goal === null || goal === undefined) return `${show(figure)} ${unit}`;
  return `${show(figure)} ${unit} (goal ${show(goal)}${figure <= goal ? ', met' : ''})`;
}

for (const entry of CASES) {
  test(`${entry.title}: within its budget`, async () => {
    const budget = budgets.pages[entry.name];
    assert.ok(budget, `page-budgets.json has a budget for ${entry.name}`);
    const { bytes, requests, files } = await measure(browser, server, entry);
    const listing = files.map((file) => `${kilobytes(file.bytes).padStart(7)} KB ${file.path}`).join('\n');
    console.log(`${entry.name}: ${againstGoal(bytes, budget.goal.bytes, 'KB', kilobytes)} in ${againstGoal(requests, budget.goal.requests, 'requests')}\n${listing}`);
    assert.ok(bytes <= budget.bytes, `${entry.name} sends ${bytes} bytes, over its budget of ${budget.bytes}:\n${listing}`);
    assert.ok(requests <= budget.requests, `${entry.name} makes ${requests} requests, over its budget of ${budget.requests}:\n${listing}`);
    // Each file once: a file fetched twice is bytes a reader pays for nothing (a page the service
    // worker asks the host again is revalidated: 304, no body).
    const fetched = files.filter((file) => file.status !== 304).map((file) => file.path);
    const twice = fetched.filter((path, i) => fetched.indexOf(path) !== i);
    assert.deepEqual(twice, [], `${entry.name} fetches a file twice`);
  });
}

test("each wasm module within its budget, raw and compressed (brotli, as the host sends it)", () => {
  // Every module build.sh writes has a budget: a new one is not left out.
  const built = readdirSync(new URL('../../pkg/', import.meta.url)).map((name) => name.match(/^pathwayz_(\w+)_bg\.wasm$/)?.[1]).filter(Boolean);
  assert.deepEqual(built.sort(), Object.keys(budgets.wasm).sort(), 'page-budgets.json has a budget for each module of pkg/');
  const lines = [];
  for (const [part, budget] of Object.entries(budgets.wasm)) {
    const bytes = readFileSync(new URL(`../../pkg/pathwayz_${part}_bg.wasm`, import.meta.url));
    const brotli = brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }).length;
    const gzip = gzipSync(bytes, { level: 9 }).length;
    lines.push(`${part}: ${bytes.length} bytes, ${brotli} brotli, ${gzip} gzip`);
    assert.ok(bytes.length <= budget.bytes, `the ${part} module is ${bytes.length} bytes, over its budget of ${budget.bytes}`);
    assert.ok(brotli <= budget.compressed, `the ${part} module is ${brotli} bytes compressed, over its budget of ${budget.compressed}`);
  }
  console.log(lines.join('\n'));
});
