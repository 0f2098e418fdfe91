// A worker that cannot start is reported to the player, never replaced by a weaker move in
// secret: the engine failing to load in the worker, or the worker's script failing to load,
// is retried a bounded number of times with growing pauses, then PAI is reported unavailable
// (the analysis too, tried once a position: the page never freezes retrying it). Human vs human
// starts no search worker at all.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launchBrowser, openGame, gameState, cell, siteFile, drawn } from './browser.mjs';
import { spyOnWorkers } from './worker-spy.mjs';

let browser;
before(async () => { browser = await launchBrowser(); });
after(async () => { await browser?.close(); });

/** A publisher's page of the release with a human-vs-human element: it starts on the engine's core module, no worker, no search module. */
const TWO_PLAYERS_PAGE = 'two-players.html';
const twoPlayersPage = () => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Two players</title>
<script type="module" src="${siteFile('js/pathwayz-game.js')}"></script></head>
<body><pathwayz-game mode="local" controls="full"></pathwayz-game></body></html>`;

/**
 * Opens a human-vs-human game (no worker yet, the page on the engine's core module), then breaks
 * `pattern` and spies on the workers started. The page's timers from then on (the retries'
 * pauses, the watchdogs) are Playwright's clock: it flows as usual, and a test may hold it or run
 * it forward (`page.clock`).
 */
async function openThenBreak(pattern, fulfil) {
  // No service worker: it would answer from its cache what the test makes fail.
  const context = await browser.newContext({ serviceWorkers: 'block' });
  await context.route(`**/${TWO_PLAYERS_PAGE}`, (route) => route.fulfill({ contentType: 'text/html', body: twoPlayersPage() }));
  const { page } = await openGame(browser, TWO_PLAYERS_PAGE, { context });
  await context.route(pattern, fulfil);
  await page.evaluate(spyOnWorkers);
  await page.clock.install();
  return { page, context };
}

/** Lets PAI move first. */
async function askPai(page) {
  await page.evaluate(() => {
    // PAI's level and time first, then the mode: PAI (White) is to move at once.
    const el = document.querySelector('pathwayz-game');
    Object.assign(el, { level: 10, ms: 250, color: 'black' });
    el.mode = 'pai';
  });
}

/** As openThenBreak, then lets PAI move first. */
async function breakThenAskPai(pattern, fulfil) {
  const { page, context } = await openThenBreak(pattern, fulfil);
  await askPai(page);
  return { page, context };
}

/**
 * Waits until PAI is reported unavailable, then checks no move was played and no more tries
 * come, however long the page waits (a minute of its clock, run at once).
 */
async function expectUnavailable(page, reason) {
  await page.waitForFunction(() => {
    const message = document.querySelector('pathwayz-game').shadowRoot.querySelector('.message').textContent;
    return /PAI could not start/.test(message) && /after 3 tries/.test(message);
  }, null, { timeout: 30000 });
  const state = await gameState(page);
  assert.match(state.message, reason);
  assert.equal(state.ply, 0, 'no weaker move was played in its place');
  assert.equal(state.thinking, false);
  const starts = await page.evaluate(() => window.workerSpy.starts);
  assert.equal(starts, 3, 'three tries');
  await page.clock.runFor(60_000);
  assert.equal(await page.evaluate(() => window.workerSpy.starts), 3, 'and no more after them');
}

test('a worker that cannot load the engine is reported, and PAI plays no weaker move instead', async () => {
  // The search module cannot be fetched: the page cannot compile it for its workers, nor can a
  // worker fetch it itself.
  const { page, context } = await breakThenAskPai(`**/${siteFile('pkg/pathwayz_search_bg.wasm').slice(2)}`, (route) => route.abort());
  // While it retries, the player is told.
  await page.waitForFunction(() => /trying again in/.test(document.querySelector('pathwayz-game').shadowRoot.querySelector('.message').textContent), null, { timeout: 15000 });
  await expectUnavailable(page, /PAI could not start \(.+\), after 3 tries\. Reload the page to try again\./);
  await context.close();
});

test('a worker script that fails to load is retried with back-off, then reported', async () => {
  const { page, context } = await openThenBreak(`**/${siteFile('js/search/search-worker.js').slice(2)}`, (route) => route.fulfill({ status: 404, body: 'gone' }));
  // The page's clock held still: the pauses between the tries pass only as the test runs them.
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 60_000));
  await askPai(page);
  const starts = () => page.evaluate(() => window.workerSpy.starts);
  const failedTries = (count) => page.waitForFunction((n) => window.workerSpy.warnings.filter((w) => /could not start/.test(w.text)).length >= n, count, { timeout: 15000 });
  // Each failed try is followed by a pause twice as long as the one before (0.5 s, then 1 s),
  // and the next try comes at its end, not before.
  for (const [tries, pauseMs] of [[1, 500], [2, 1000]]) {
    await failedTries(tries);
    assert.equal(await starts(), tries);
    await page.clock.runFor(pauseMs - 1);
    assert.equal(await starts(), tries, `no try ${tries + 1} before ${pauseMs} ms`);
    await page.clock.runFor(1);
    assert.equal(await starts(), tries + 1, `try ${tries + 1} after ${pauseMs} ms`);
  }
  await failedTries(3);
  await page.clock.resume();
  await expectUnavailable(page, /PAI could not start .*after 3 tries/);
  // Two humans can still play.
  await page.evaluate(() => {
    const el = document.querySelector('pathwayz-game');
    el.mode = 'local';
    el.newGame();
  });
  await cell(page, 'c3').click();
  assert.equal((await gameState(page)).record, 'c3');
  await context.close();
});

test('PAI unavailable with the analysis on: the analysis says so, is tried once a position, and the page stays responsive', async () => {
  const { page, context } = await openThenBreak(`**/${siteFile('js/search/search-worker.js').slice(2)}`, (route) => route.fulfill({ status: 404, body: 'gone' }));
  await page.locator('pathwayz-game button.analyze').click();
  const analysisState = () => page.locator('pathwayz-game .analysis-state').textContent();
  // A page stuck retrying in its microtask queue never answers: the wait is bounded here, in Node.
  const unavailable = page.waitForFunction(() => /unavailable/.test((document.querySelector('pathwayz-game').shadowRoot.querySelector('.analysis-state')?.textContent ?? '')), null, { timeout: 30000 });
  const frozen = new Promise((resolve) => { setTimeout(() => resolve('frozen'), 35000).unref(); });
  assert.notEqual(await Promise.race([unavailable, frozen]), 'frozen', 'the page answers');
  assert.match((await gameState(page)).message, /The analysis stopped: PAI could not start .*after 3 tries/);
  await cell(page, 'd4').click();
  assert.equal((await gameState(page)).record, 'd4');
  assert.match(await analysisState(), /The analysis is unavailable for this position/, 'the new position: tried once, unavailable');
  assert.equal(await page.evaluate(() => window.workerSpy.starts), 3, 'no worker started after the three tries');
  await context.close();
});

test('an engine that traps in the worker: the worker is replaced, the page says so, the game goes on', async () => {
  const context = await browser.newContext();
  await context.addInitScript(spyOnWorkers);
  const { page } = await openGame(browser, '#moves=&mode=pai&level=8&color=white&ms=1500', { context });
  await cell(page, 'c3').click();
  await page.waitForFunction(() => document.querySelector('pathwayz-game').dataset.thinking === 'true');
  // What the worker sends when bestMove dies of a wasm trap (a RuntimeError), from the worker searching.
  await page.evaluate(() => {
    const searching = window.workerSpy.workers.filter((e) => e.jobs.some((job) => job.type === 'search')).at(-1);
    const job = searching.jobs.filter((j) => j.type === 'search').at(-1);
    searching.worker.dispatchEvent(new MessageEvent('message', { data: { type: 'error', id: job.id, message: 'unreachable', fatal: true } }));
  });
  await page.waitForFunction(() => Number(document.querySelector('pathwayz-game').dataset.ply) === 2, null, { timeout: 15000 });
  const state = await gameState(page);
  assert.match(state.message, /PAI's worker failed \(the engine crashed \(unreachable\)\) and was replaced; the game goes on\./);
  await context.close();
});

test('human vs human starts no search worker', async () => {
  const context = await browser.newContext();
  await context.addInitScript(spyOnWorkers);
  const { page } = await openGame(browser, '#moves=&mode=local', { context });
  await page.clock.install();
  await cell(page, 'd4').click();
  await cell(page, 'e5').click();
  assert.equal((await gameState(page)).ply, 2);
  // However long the page then waits (a minute of its clock, run at once).
  await page.clock.runFor(60_000);
  assert.equal(await page.evaluate(() => window.workerSpy.starts), 0);
  assert.equal(await page.evaluate(() => document.querySelector('pathwayz-game').weights), null, 'no worker: no weights either');
  await context.close();
});

test('the weights are built in: with their file blocked, PAI still plays with the learned weights, and none is fetched', async () => {
  const context = await browser.newContext({ serviceWorkers: 'block', locale: 'zh-CN' });
  const asked = [];
  await context.route(/pai-td\.bin/, (route) => {
    asked.push(route.request().url());
    return route.abort();
  });
  const { page } = await openGame(browser, '#moves=&mode=pai&level=5&color=white&ms=100', { context });
  await page.waitForFunction(() => document.querySelector('pathwayz-game').weights !== null, null, { timeout: 20000 });
  const shown = await page.$eval('pathwayz-game', (el) => ({ hidden: el.shadowRoot.querySelector('.notice').hidden, weights: el.weights }));
  assert.equal(shown.weights.ok, true, JSON.stringify(shown.weights));
  assert.match(shown.weights.source, /^shipped weights\/pai-td\.bin \(checksum 0x[0-9a-f]{8}\)$/);
  assert.equal(shown.hidden, true, 'no hand-weights notice');
  // The setup dialog names the learned weights level 5 plays with.
  await page.evaluate(() => document.querySelector('pathwayz-game').setAttribute('controls', 'full'));
  await page.locator('pathwayz-game button.open-setup').click();
  await drawn(page);
  assert.match(await page.locator('pathwayz-game .level-description').textContent(), /权重：shipped weights\/pai-td\.bin/);
  await page.locator('pathwayz-game button.close-setup').click();
  await cell(page, 'f4').click();
  await page.waitForFunction(() => Number(document.querySelector('pathwayz-game').dataset.ply) === 2, null, { timeout: 20000 });
  assert.deepEqual(asked, [], 'no request for the weights file at all');
  await context.close();
});
