// PAI thinks in a Web Worker: the page keeps painting, "Move now" answers at once, and a
// worker that stops answering is replaced without losing the game.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launchBrowser, openGame, gameState, waitForPly, artifactDir, sourceSite } from './browser.mjs';
import { spyOnWorkers } from './worker-spy.mjs';

let browser;
before(async () => { browser = await launchBrowser(); });
after(async () => { await browser?.close(); });

test('the page keeps painting while PAI searches in its worker', async () => {
  // The human plays White; PAI (level 8, alpha-beta) answers with its whole 2 s budget, telling
  // the page its progress (depth, positions) as it goes.
  const { page, context, errors } = await openGame(browser, '#moves=d4,e5&mode=pai&level=8&color=white&ms=2000');
  await page.waitForFunction(() => document.querySelector('pathwayz-game').weights !== null);
  // Watch from inside the page, from the first frame PAI thinks to the first it no longer does:
  // the progress drawn in each frame. A search that held the page's thread would let no frame
  // through until it ended, so none of its progress would be drawn as it came.
  await page.evaluate(() => {
    const element = document.querySelector('pathwayz-game');
    window.watch = new Promise((resolve) => {
      const drawn = [];
      const watchFrames = () => {
        if (element.dataset.thinking === 'true') {
          drawn.push(element.shadowRoot.querySelector('.progress').textContent);
        } else if (drawn.length) {
          resolve({ drawn, ply: Number(element.dataset.ply) });
          return;
        }
        requestAnimationFrame(watchFrames);
      };
      requestAnimationFrame(watchFrames);
    });
  });
  await page.locator('pathwayz-game .cell[data-cell="f6"]').click();
  const { drawn, ply } = await page.evaluate(() => window.watch);
  // Each frame's progress against the one before: the changes the page drew while PAI searched.
  const changes = drawn.filter((text, i) => i > 0 && text !== drawn[i - 1]);
  const depths = new Set(drawn.map((text) => text.match(/depth (\d+)/)?.[1]).filter(Boolean));
  console.log(`during the search: ${drawn.length} frames, ${changes.length} progress changes drawn, depths ${[...depths]}`);
  assert.ok(changes.length >= 3, `the progress was drawn as it came, frame after frame: ${JSON.stringify(drawn.slice(0, 5))}`);
  assert.equal(ply, 4, "the thinking ended with PAI's move");
  assert.equal((await gameState(page)).ply, 4);
  assert.deepEqual(errors, []);
  await context.close();
});

test('Move now makes PAI move at once, with its progress shown while it thinks', async () => {
  // PAI (level 8) plays White with 20 s per move: only the stop button can make it move soon.
  const thinkMs = 20000;
  const context = await browser.newContext({ viewport: { width: 900, height: 1000 } });
  await context.addInitScript(spyOnWorkers);
  const { page, errors } = await openGame(browser, `#moves=d4,e5&mode=pai&level=8&color=black&ms=${thinkMs}`, { context });
  await page.waitForFunction(() => document.querySelector('pathwayz-game').dataset.thinking === 'true');
  // The search's progress, once drawn.
  const progress = page.locator('pathwayz-game .progress');
  await page.waitForFunction(() => /depth \d+/.test(document.querySelector('pathwayz-game').shadowRoot.querySelector('.progress').textContent), null, { timeout: thinkMs });
  assert.match(await progress.textContent(), /Level 8 · depth \d+ · [\d,]+ positions/);
  await page.screenshot({ path: `${artifactDir}/thinking.png`, fullPage: true });
  assert.equal((await gameState(page)).thinking, true);
  const stopped = Date.now();
  await page.locator('pathwayz-game button.stop').click();
  // Longer than PAI's time: a Move now that did nothing shows as a search that answered by itself.
  await waitForPly(page, 3, 2 * thinkMs);
  console.log(`Move now answered in ${Date.now() - stopped} ms (measured, not asserted)`);
  // The move is the stop's: the search never ran to its end and answered by itself, and its
  // worker was ended by the stop (a search cannot be interrupted inside wasm).
  const searched = await page.evaluate(() => window.workerSpy.workers
    .filter((entry) => entry.jobs.some((job) => job.type === 'search'))
    .map((entry) => ({ answers: entry.answers.filter((answer) => answer.type === 'bestmove'), terminated: entry.terminated })));
  assert.deepEqual(searched, [{ answers: [], terminated: true }], 'no search answered by itself; Move now ended it');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a worker that stops answering is replaced and PAI still moves', async () => {
  const context = await browser.newContext();
  await context.addInitScript(spyOnWorkers);
  const { page } = await openGame(browser, '#moves=&mode=pai&level=4&color=white&ms=250', { context });
  // Sabotage a worker that has started: one still loading is rightly given more time.
  await page.waitForFunction(() => document.querySelector('pathwayz-game').weights !== null);
  const startsBefore = await page.evaluate(() => window.workerSpy.starts);
  // The next search goes to a worker that is already dead: it will never answer.
  await page.evaluate(() => { window.workerSpy.sabotage = 'search'; });
  await page.locator('pathwayz-game .cell[data-cell="a1"]').click();
  await waitForPly(page, 2, 15000);
  const state = await gameState(page);
  assert.equal(state.ply, 2);
  assert.ok(await page.evaluate(() => window.workerSpy.starts) > startsBefore, 'a new worker was started');
  await context.close();
});

test('a worker that crashes mid-search is replaced and PAI still moves', async () => {
  const context = await browser.newContext();
  await context.addInitScript(spyOnWorkers);
  const { page } = await openGame(browser, '#moves=&mode=pai&level=8&color=white&ms=1500', { context });
  // A worker that has started: one still loading that fails is retried, not replaced.
  await page.waitForFunction(() => document.querySelector('pathwayz-game').weights !== null);
  await page.locator('pathwayz-game .cell[data-cell="c3"]').click();
  await page.waitForFunction(() => document.querySelector('pathwayz-game').dataset.thinking === 'true');
  const started = Date.now();
  const startsBefore = await page.evaluate(() => window.workerSpy.starts);
  // What the browser delivers when a worker dies of an uncaught error, to the worker searching.
  await page.evaluate(() => {
    const searching = window.workerSpy.workers.filter((e) => e.jobs.some((job) => job.type === 'search')).at(-1);
    searching.worker.onerror(new ErrorEvent('error', { message: 'simulated crash' }));
  });
  await waitForPly(page, 2, 30000);
  console.log(`PAI moved ${Date.now() - started} ms after the crash (measured, not asserted)`);
  const state = await gameState(page);
  assert.equal(state.ply, 2);
  assert.ok(await page.evaluate(() => window.workerSpy.starts) > startsBefore, 'a new worker was started');
  // Replaced for the crash at once, not when the watchdog found it silent, and the search tried
  // again in the new worker, which answered.
  const replaced = await page.evaluate(() => window.workerSpy.warnings.filter((w) => w.text.includes('starting a new one')).map((w) => w.text));
  assert.deepEqual(replaced, ['the search worker crashed; starting a new one']);
  const retried = await page.evaluate(() => window.workerSpy.workers.at(-1).answers.map((answer) => answer.type));
  assert.ok(retried.includes('bestmove'), `the new worker's answers: ${retried}`);
  await context.close();
});

test("the engine's refusal in the worker reaches the page with its kind and ply, and the player reads it in their words", async () => {
  // The worker's client and the page's words for a refusal, as modules a page can use: from the
  // sources, whose modules a page can import one by one (the release bundles them).
  const { page, context } = await openGame(browser, '#moves=&mode=local', { base: await sourceSite() });
  const refusal = await page.evaluate(async ([clientModule, errorsModule, i18nModule]) => {
    const { SearchClient } = await import(clientModule);
    const { explainError } = await import(errorsModule);
    const { translator } = await import(i18nModule);
    const client = new SearchClient(() => null);
    try {
      await client.search({ record: 'd4 e5 d4', level: 1, ms: 10 });
      return null;
    } catch (error) {
      const say = translator('en');
      const { text, detail } = explainError(error, say);
      return { message: error.message, kind: error.kind, ply: error.ply, shown: say('searchFailed', { reason: text }), detail };
    } finally {
      client.close();
    }
  }, ['./js/search/search-client.js', './js/engine/engine-errors.js', './js/i18n/i18n.js']);
  assert.ok(refusal, 'a bad record is refused in the worker');
  assert.equal(refusal.kind, 'bad-record');
  assert.equal(refusal.ply, 3);
  assert.match(refusal.message, /^move 3 \("d4"\) of the record/);
  assert.equal(refusal.shown, "PAI's search failed (move 3 cannot be played); it played a quick move (level 4) instead.");
  assert.equal(refusal.detail, refusal.message);
  // A review of a record the engine refuses is refused whole, by the engine's reading of the
  // record, before any move is valued.
  const review = await page.evaluate(async (clientModule) => {
    const { SearchClient } = await import(clientModule);
    const client = new SearchClient(() => null);
    const steps = [];
    try {
      await client.review({ record: 'd4 e5 d4 f6', ms: 10 }, (step) => steps.push(step.ply));
      return { steps };
    } catch (error) {
      return { steps, kind: error.kind, ply: error.ply, message: error.message };
    } finally {
      client.close();
    }
  }, './js/search/search-client.js');
  assert.deepEqual(review, { steps: [], kind: 'bad-record', ply: 3, message: review.message });
  assert.match(review.message, /^move 3 \("d4"\) of the record: .*occupied/);
  await context.close();
});
