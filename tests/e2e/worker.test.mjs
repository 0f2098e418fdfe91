// PAI thinks in a Web Worker: the page keeps painting, "Move now" answers at once, and a
// worker that stops answering is replaced without losing the game.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launchBrowser, openGame, gameState, waitForPly, waitForQuiet, artifactDir, siteFile } from './browser.mjs';
import { spyOnWorkers } from './worker-spy.mjs';

let browser;
before(async () => { browser = await launchBrowser(); });
after(async () => { await browser?.close(); });

test('the page keeps painting during a 2-second search', async () => {
  // The human plays White; PAI (level 8, alpha-beta) answers with its whole 2 s budget.
  const { page, context, errors } = await openGame(browser, '#moves=d4,e5&mode=pai&level=8&color=white&ms=2000');
  // Let the page settle (the worker has loaded its weights, loading work is done) first.
  await page.waitForFunction(() => document.querySelector('pathwayz-game').weights !== null);
  await waitForQuiet(page);
  // Watch from inside the page, from the first frame PAI thinks: 1.5 s of frames and long
  // tasks, noting at every frame whether PAI is still thinking, then how long the search ran.
  await page.evaluate(() => {
    const element = document.querySelector('pathwayz-game');
    const thinking = () => element.dataset.thinking === 'true';
    window.watch = new Promise((resolve) => {
      const longTasks = [];
      const gaps = [];
      let thoughtThroughout = true;
      let started = null;
      let last = null;
      const waitForSearch = (now) => {
        if (!thinking()) return requestAnimationFrame(waitForSearch);
        started = last = now;
        new PerformanceObserver((list) => longTasks.push(...list.getEntries().map((e) => e.duration)))
          .observe({ type: 'longtask', buffered: false });
        requestAnimationFrame(watchFrames);
      };
      const watchFrames = (now) => {
        gaps.push(now - last);
        last = now;
        thoughtThroughout &&= thinking();
        if (now < started + 1500) return requestAnimationFrame(watchFrames);
        const waitForMove = (end) => (thinking() ? requestAnimationFrame(waitForMove)
          : resolve({ gaps, longTasks, thoughtThroughout, searchMs: end - started }));
        requestAnimationFrame(waitForMove);
      };
      requestAnimationFrame(waitForSearch);
    });
  });
  await page.locator('pathwayz-game .cell[data-cell="f6"]').click();
  const { gaps, longTasks, thoughtThroughout, searchMs } = await page.evaluate(() => window.watch);
  const worstGap = Math.max(...gaps);
  console.log(`during the search (${searchMs.toFixed(0)} ms): ${gaps.length} frames in 1.5 s, worst gap ${worstGap.toFixed(0)} ms, long tasks ${JSON.stringify(longTasks)}`);
  assert.ok(thoughtThroughout, 'PAI stopped thinking within 1.5 s of a 2 s search');
  assert.ok(searchMs >= 1500, `the search took only ${searchMs} ms`);
  assert.ok(gaps.length >= 20, `only ${gaps.length} frames in 1.5 s`);
  assert.ok(longTasks.every((duration) => duration < 100), `long tasks: ${longTasks}`);
  assert.ok(worstGap < 150, `a frame took ${worstGap} ms`);
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
  await page.waitForTimeout(300);
  assert.match(await page.locator('pathwayz-game .progress').textContent(), /Level 8 · depth \d+ · [\d,]+ positions/);
  await page.screenshot({ path: `${artifactDir}/thinking.png`, fullPage: true });
  assert.equal((await gameState(page)).thinking, true);
  const stopped = Date.now();
  await page.locator('pathwayz-game button.stop').click();
  await waitForPly(page, 3, thinkMs);
  const answeredIn = Date.now() - stopped;
  console.log(`Move now answered in ${answeredIn} ms`);
  // The move is the stop's: the search never ran to its end and answered by itself. At once, not
  // after the 20 s PAI had (a loaded machine may take a few seconds to draw it).
  const answered = await page.evaluate(() => window.workerSpy.workers
    .filter((entry) => entry.jobs.some((job) => job.type === 'search'))
    .flatMap((entry) => entry.answers.filter((answer) => answer.type === 'bestmove')));
  assert.deepEqual(answered, [], 'no search answered by itself');
  assert.ok(answeredIn < thinkMs / 2, `Move now took ${answeredIn} ms of PAI's ${thinkMs}`);
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
  console.log(`PAI moved ${Date.now() - started} ms after the crash (budget 1.5 s)`);
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
  const { page, context } = await openGame(browser, '#moves=&mode=local');
  // The worker's client and the page's words for a refusal, as modules a page can use.
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
  }, [siteFile('js/search-client.js'), siteFile('js/engine-errors.js'), siteFile('js/i18n.js')]);
  assert.ok(refusal, 'a bad record is refused in the worker');
  assert.equal(refusal.kind, 'bad-record');
  assert.equal(refusal.ply, 3);
  assert.match(refusal.message, /^move 3 \("d4"\) of the record/);
  assert.equal(refusal.shown, "PAI's search failed (move 3 cannot be played); it played a quick move (level 4) instead.");
  assert.equal(refusal.detail, refusal.message);
  await context.close();
});
