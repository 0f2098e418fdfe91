// PAI thinks in a Web Worker: the page keeps painting, "Move now" answers at once, and a
// worker that stops answering is replaced without losing the game.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launchBrowser, openGame, gameState, waitForPly, artifactDir } from './browser.mjs';

let browser;
before(async () => { browser = await launchBrowser(); });
after(async () => { await browser?.close(); });

test('the page stays interactive during a 2-second search, and Move now moves at once', async () => {
  // PAI (level 8, alpha-beta) plays White and uses its whole 2 s budget.
  const { page, context, errors } = await openGame(browser, '#moves=d4,e5&mode=pai&level=8&color=black&ms=2000');
  await page.waitForFunction(() => document.querySelector('pathwayz-game').dataset.thinking === 'true');
  // Watch the main thread from 0.3 s into the search, once the page has finished loading.
  await page.waitForTimeout(300);
  await page.evaluate(() => {
    window.longTasks = [];
    new PerformanceObserver((list) => window.longTasks.push(...list.getEntries().map((e) => e.duration)))
      .observe({ type: 'longtask', buffered: false });
  });
  const frames = await page.evaluate(() => new Promise((resolve) => {
    const gaps = [];
    let last = performance.now();
    const end = last + 1400;
    const tick = (now) => {
      gaps.push(now - last);
      last = now;
      if (now < end) requestAnimationFrame(tick); else resolve(gaps);
    };
    requestAnimationFrame(tick);
  }));
  const state = await gameState(page);
  const longTasks = await page.evaluate(() => window.longTasks);
  assert.equal(state.thinking, true, 'still thinking 1.7 s into a 2 s search');
  assert.match(await page.locator('pathwayz-game .progress').textContent(), /Level 8 · depth \d+ · [\d,]+ positions/);
  await page.screenshot({ path: `${artifactDir}/thinking.png`, fullPage: true });
  const worstGap = Math.max(...frames);
  console.log(`during the search: ${frames.length} frames, worst gap ${worstGap.toFixed(0)} ms, long tasks ${JSON.stringify(longTasks)}`);
  assert.ok(frames.length >= 20, `only ${frames.length} frames in 1.4 s`);
  assert.ok(longTasks.every((duration) => duration < 100), `long tasks: ${longTasks}`);
  assert.ok(worstGap < 150, `a frame took ${worstGap} ms`);

  // A new search, stopped at once: PAI must move well before its 2 s are up.
  await page.locator('pathwayz-game button.undo').click();
  await page.locator('pathwayz-game .cell[data-cell="f6"]').click();
  await page.waitForFunction(() => document.querySelector('pathwayz-game').dataset.thinking === 'true');
  await page.waitForTimeout(300);
  const stopped = Date.now();
  await page.locator('pathwayz-game button.stop').click();
  await waitForPly(page, 3, 1500);
  const answeredIn = Date.now() - stopped;
  console.log(`Move now answered in ${answeredIn} ms`);
  assert.ok(answeredIn < 1000, `Move now took ${answeredIn} ms`);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a worker that stops answering is replaced and PAI still moves', async () => {
  const { page, context } = await openGame(browser, '#moves=&mode=pai&level=4&color=white&ms=250');
  // Sabotage a worker that has started: one still loading is rightly given more time.
  await page.waitForFunction(() => document.querySelector('pathwayz-game').controller.weights !== null);
  await page.evaluate(() => {
    const client = document.querySelector('pathwayz-game').controller.client;
    // The next search goes to a worker that is already dead: it will never answer.
    const originalSearch = client.search.bind(client);
    client.search = (...args) => {
      client.search = originalSearch;
      client.worker.terminate();
      return originalSearch(...args);
    };
  });
  await page.locator('pathwayz-game .cell[data-cell="a1"]').click();
  await waitForPly(page, 2, 15000);
  const state = await gameState(page);
  assert.equal(state.ply, 2);
  assert.ok(await page.evaluate(() => document.querySelector('pathwayz-game').controller.client.restarts) >= 1);
  await context.close();
});

test('a worker that crashes mid-search is replaced and PAI still moves', async () => {
  const { page, context } = await openGame(browser, '#moves=&mode=pai&level=8&color=white&ms=1500');
  await page.locator('pathwayz-game .cell[data-cell="c3"]').click();
  await page.waitForFunction(() => document.querySelector('pathwayz-game').dataset.thinking === 'true');
  const started = Date.now();
  // What the browser delivers when a worker dies of an uncaught error.
  await page.evaluate(() => {
    const client = document.querySelector('pathwayz-game').controller.client;
    client.worker.onerror(new ErrorEvent('error', { message: 'simulated crash' }));
  });
  await waitForPly(page, 2, 10000);
  const state = await gameState(page);
  assert.equal(state.ply, 2);
  assert.ok(Date.now() - started < 8000);
  assert.ok(await page.evaluate(() => document.querySelector('pathwayz-game').controller.client.restarts) >= 1);
  await context.close();
});
