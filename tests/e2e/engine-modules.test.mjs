// Which of the engine's wasm modules a page downloads (www/js/engine/wasm.js): a page that shows
// a game without searching or reading data loads the core alone; the data readers come at their
// first use, from the search module where the page has begun to load it; the day's puzzle's page
// starts on the core (its shard), another puzzle's on the data module. Publishers' plain pages, served beside the release, no service worker.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launchBrowser, drawn, openPlainPage, playEmpty } from './browser.mjs';

let browser;
before(async () => { browser = await launchBrowser(); });
after(async () => { await browser?.close(); });

/**
 * Opens a plain page holding `element` in a fresh context (`onRequest(path)` hears each request);
 * resolves with the page and `modules()`, the engine's modules it has fetched so far (`core`,
 * `data`, `search`, `pictures`), in order.
 */
async function openPlain(element, onRequest = () => {}) {
  const fetched = [];
  const opened = await openPlainPage(browser, element, (path) => {
    onRequest(path);
    const module = path.match(/\/pathwayz_(\w+)_bg\.[^/]*wasm$/)?.[1];
    if (module) fetched.push(module);
  });
  return { ...opened, modules: () => [...new Set(fetched)] };
}

test("two players' page loads the core alone; its review's figures come from the search module its workers load, and PAI's Elo with the mode", async () => {
  const { page, context, errors, modules } = await openPlain('<pathwayz-game mode="local" controls="full"></pathwayz-game>');
  assert.deepEqual(modules(), ['core'], 'the rules alone until the reader acts');
  await playEmpty(page, ['d4', 'e5']);
  await page.locator('pathwayz-game button.review-game').click();
  await page.waitForFunction(() => document.querySelector('pathwayz-game').dataset.review === 'done', null, { timeout: 60000 });
  await drawn(page);
  const verdicts = await page.$$eval('pathwayz-game .review-moves button[data-ply]', (buttons) => buttons.length);
  assert.ok(verdicts > 0, "the review's moves shown with the engine's verdicts");
  assert.deepEqual(modules(), ['core', 'search'], 'the workers\' search module, which has the data readers too: no data module fetched');
  // PAI's mode names its level with the ladder's Elo, read at its first use.
  await page.evaluate(() => document.querySelector('pathwayz-game').setAttribute('mode', 'pai'));
  await page.waitForFunction(() => /Elo \d+/.test(document.querySelector('pathwayz-game').shadowRoot.querySelector('.players').textContent), null, { timeout: 30000 });
  assert.deepEqual(modules(), ['core', 'search']);
  assert.deepEqual(errors, []);
  await context.close();
});

test("a replay's page loads the core alone, and the data readers when Game setup shows the ladder", async () => {
  const { page, context, errors, modules } = await openPlain('<pathwayz-game mode="replay" record="d4 e5 f6"></pathwayz-game>');
  assert.deepEqual(modules(), ['core']);
  // The setup asked for by script (the element's `mode` left as it is): the ladder's Elo fills in.
  await page.evaluate(() => document.querySelector('pathwayz-game').setAttribute('controls', 'full'));
  await drawn(page);
  await page.locator('pathwayz-game button.open-setup').click();
  await drawn(page);
  await page.waitForFunction(() => [...document.querySelector('pathwayz-game').shadowRoot.querySelectorAll('.ladder .rung-elo')].some((rung) => /Elo \d+/.test(rung.textContent)), null, { timeout: 30000 });
  assert.ok(modules().includes('data') || modules().includes('search'), `the data readers came: ${modules()}`);
  assert.deepEqual(errors, []);
  await context.close();
});

test("the day's puzzle's page starts on the core and its shard; the puzzles come with the search module at the reader's first input, no data module fetched", async () => {
  const files = [];
  const { page, context, errors, modules } = await openPlain('<pathwayz-game mode="puzzle" puzzle="daily"></pathwayz-game>', (path) => files.push(path));
  await page.waitForSelector('pathwayz-game[data-puzzle="solving"]', { timeout: 30000 });
  assert.deepEqual(modules(), ['core']);
  const data = () => files.filter((path) => path.startsWith('/data/')).map((path) => path.replace(/\.[0-9a-f]{12}\./, '.'));
  assert.equal(data().length, 1, `one file of data: ${data()}`);
  assert.match(data()[0], /^\/data\/daily\/puzzles-\d\d\.json$/);
  await page.locator('pathwayz-game .puzzle-theme').focus();
  await page.waitForFunction(() => document.querySelector('pathwayz-game').shadowRoot.querySelectorAll('.puzzle-theme option').length > 1, null, { timeout: 30000 });
  assert.deepEqual(modules(), ['core', 'search']);
  assert.ok(data().includes('/data/puzzles.txt'), 'the puzzle file, read at the first input');
  assert.deepEqual(errors, []);
  await context.close();
});

test("a puzzle named by its id starts on the data module: the puzzles read, no core fetched besides", async () => {
  const { page, context, errors, modules } = await openPlain('<pathwayz-game mode="puzzle" puzzle="11bcecb6464669e3"></pathwayz-game>');
  await page.waitForSelector('pathwayz-game[data-puzzle="solving"][data-puzzle-id="11bcecb6464669e3"]', { timeout: 30000 });
  assert.deepEqual(modules(), ['data']);
  assert.deepEqual(errors, []);
  await context.close();
});
