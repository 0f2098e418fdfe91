// A worker that cannot start is reported to the player, never replaced by a weaker move in
// secret: the engine failing to load in the worker, or the worker's script failing to load,
// is retried a bounded number of times with growing pauses, then PAI is reported unavailable.
// Human vs human starts no search worker at all.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launchBrowser, openGame, gameState, cell } from './browser.mjs';

let browser;
before(async () => { browser = await launchBrowser(); });
after(async () => { await browser?.close(); });

/** Opens a human-vs-human game (no worker yet), then breaks `pattern` and lets PAI move first. */
async function breakThenAskPai(pattern, fulfil) {
  // No service worker: it would answer from its cache what the test makes fail.
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const { page } = await openGame(browser, '#moves=&mode=local', { context });
  await context.route(pattern, fulfil);
  await page.evaluate(() => {
    window.workerStarts = 0;
    const Original = window.Worker;
    window.Worker = class extends Original {
      constructor(...args) {
        super(...args);
        window.workerStarts += 1;
      }
    };
    document.querySelector('pathwayz-game').controller.newGame({ mode: 'pai', humanColor: 'black', level: 10, ms: 250 });
  });
  return { page, context };
}

/** Waits until PAI is reported unavailable, then checks no move was played and no more tries come. */
async function expectUnavailable(page, reason) {
  await page.waitForFunction(() => /PAI could not start/.test(document.querySelector('pathwayz-game').controller.message)
    && /after 3 tries/.test(document.querySelector('pathwayz-game').controller.message), null, { timeout: 30000 });
  const state = await gameState(page);
  assert.match(state.message, reason);
  assert.equal(state.ply, 0, 'no weaker move was played in its place');
  assert.equal(state.thinking, false);
  const starts = await page.evaluate(() => window.workerStarts);
  assert.equal(starts, 3, 'three tries');
  await page.waitForTimeout(2500);
  assert.equal(await page.evaluate(() => window.workerStarts), 3, 'and no more after them');
}

test('a worker that cannot load the engine is reported, and PAI plays no weaker move instead', async () => {
  // The page gives each worker its compiled wasm; the engine's JavaScript half the worker loads itself.
  const { page, context } = await breakThenAskPai('**/pkg/pathwayz.js', (route) => route.abort());
  // While it retries, the player is told.
  await page.waitForFunction(() => /trying again in/.test(document.querySelector('pathwayz-game').controller.message), null, { timeout: 15000 });
  await expectUnavailable(page, /PAI could not start \(.+\), after 3 tries\. Reload the page to try again\./);
  await context.close();
});

test('a worker script that fails to load is retried with back-off, then reported', async () => {
  const { page, context } = await breakThenAskPai('**/js/search-worker.js', (route) => route.fulfill({ status: 404, body: 'gone' }));
  const started = Date.now();
  await expectUnavailable(page, /PAI could not start .*after 3 tries/);
  assert.ok(Date.now() - started >= 1500, 'the tries were spaced out (0.5 s, then 1 s)');
  // Two humans can still play.
  await page.evaluate(() => document.querySelector('pathwayz-game').controller.newGame({ mode: 'local' }));
  await cell(page, 'c3').click();
  assert.equal((await gameState(page)).record, 'c3');
  await context.close();
});

test('an engine that traps in the worker: the worker is replaced, the page says so, the game goes on', async () => {
  const { page, context } = await openGame(browser, '#moves=&mode=pai&level=8&color=white&ms=1500');
  await cell(page, 'c3').click();
  await page.waitForFunction(() => document.querySelector('pathwayz-game').dataset.thinking === 'true');
  // What the worker sends when bestMove dies of a wasm trap (a RuntimeError).
  await page.evaluate(() => {
    const client = document.querySelector('pathwayz-game').controller.client.main;
    client.receive({ type: 'error', id: client.current.id, message: 'unreachable', fatal: true });
  });
  await page.waitForFunction(() => Number(document.querySelector('pathwayz-game').dataset.ply) === 2, null, { timeout: 15000 });
  const state = await gameState(page);
  assert.match(state.message, /PAI's worker failed \(the engine crashed \(unreachable\)\) and was replaced; the game goes on\./);
  await context.close();
});

test('human vs human starts no search worker', async () => {
  const context = await browser.newContext();
  await context.addInitScript(() => {
    window.workerStarts = 0;
    const Original = window.Worker;
    window.Worker = class extends Original {
      constructor(...args) {
        super(...args);
        window.workerStarts += 1;
      }
    };
  });
  const { page } = await openGame(browser, '#moves=&mode=local', { context });
  await cell(page, 'd4').click();
  await cell(page, 'e5').click();
  assert.equal((await gameState(page)).ply, 2);
  await page.waitForTimeout(500);
  assert.equal(await page.evaluate(() => window.workerStarts), 0);
  assert.equal(await page.evaluate(() => document.querySelector('pathwayz-game').controller.client), null);
  await context.close();
});

test('refused weights: PAI plays on with hand weights, and the player is told why in their language', async () => {
  const context = await browser.newContext({ serviceWorkers: 'block', locale: 'zh-CN' });
  await context.route(/pai-td\.bin/, (route) => route.fulfill({ status: 200, contentType: 'application/octet-stream', body: Buffer.from('not a weights blob') }));
  const { page } = await openGame(browser, '#moves=&mode=pai&level=5&color=white&ms=100', { context });
  await page.waitForFunction(() => document.querySelector('pathwayz-game').controller.weights !== null, null, { timeout: 20000 });
  const notice = await page.$eval('pathwayz-game', (el) => {
    const box = el.shadowRoot.querySelector('.notice');
    return { hidden: box.hidden, text: box.textContent, title: box.title, weights: el.controller.weights };
  });
  assert.equal(notice.weights.ok, false);
  assert.equal(notice.weights.problemKind, 'bad-weights');
  assert.equal(notice.hidden, false);
  assert.equal(notice.text, '第 5、10、11、12 级使用手工权重：权重文件被拒绝');
  assert.equal(notice.title, notice.weights.problem, "the engine's English words");
  assert.match(notice.title, /weights/);
  await cell(page, 'f4').click();
  await page.waitForFunction(() => Number(document.querySelector('pathwayz-game').dataset.ply) === 2, null, { timeout: 20000 });
  await context.close();
});
