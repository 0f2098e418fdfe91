// The element's life on a page: several persisting games each save under their own key (from
// their id), re-inserting an element keeps one board and one set of listeners, and removing
// one stops its worker, even while it loads.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launchBrowser, openGame, gameState, waitForPly } from './browser.mjs';

let browser;
before(async () => { browser = await launchBrowser(); });
after(async () => { await browser?.close(); });

/** Counts the Web Workers the page starts and ends (installed before any page script runs). */
function countWorkers() {
  const Original = window.Worker;
  window.workerCount = { started: 0, live: 0 };
  window.Worker = class extends Original {
    constructor(...args) {
      super(...args);
      window.workerCount.started += 1;
      window.workerCount.live += 1;
    }

    terminate() {
      if (!this.ended) window.workerCount.live -= 1;
      this.ended = true;
      super.terminate();
    }
  };
}

/** Adds elements to the page and waits until they are ready. */
async function addGames(page, html) {
  await page.evaluate((markup) => document.body.insertAdjacentHTML('beforeend', markup), html);
  await page.waitForFunction(() => [...document.querySelectorAll('pathwayz-game')].every((el) => el.dataset.ready === 'true'));
}

/** Clicks cell `name` of the element with `id`. */
async function play(page, id, name) {
  await page.locator(`pathwayz-game#${id} .cell[data-cell="${name}"]`).click();
}

test('several persisting elements on a page save under their own keys, from their ids', async () => {
  const { page, context } = await openGame(browser, '#moves=&mode=local');
  await addGames(page, '<pathwayz-game id="left" persist mode="local"></pathwayz-game><pathwayz-game id="right" persist mode="local"></pathwayz-game>');
  await play(page, 'left', 'a1');
  await play(page, 'right', 'b2');
  await play(page, 'right', 'c3');
  const stored = await page.evaluate(() => Object.fromEntries(Object.entries(localStorage).map(([k, v]) => [k, JSON.parse(v).record])));
  assert.equal(stored['pathwayz.game.v1#left'], 'a1');
  assert.equal(stored['pathwayz.game.v1#right'], 'b2 c3');
  assert.equal(stored['pathwayz.game.v1'], '', "the page's own game keeps its key");

  // A second element without an id would share the page game's key: it is told, and saves nothing.
  await addGames(page, '<pathwayz-game id="" class="twin" persist mode="local"></pathwayz-game>');
  const message = await page.$eval('pathwayz-game.twin', (el) => el.shadowRoot.querySelector('.message').textContent);
  assert.match(message, /Not saved: another game on this page saves under "pathwayz\.game\.v1"/);
  await page.locator('pathwayz-game.twin .cell[data-cell="l8"]').click();
  assert.equal(await page.evaluate(() => JSON.parse(localStorage.getItem('pathwayz.game.v1')).record), '');

  // After a reload each element restores its own game.
  await page.reload();
  await addGames(page, '<pathwayz-game id="right" persist mode="local"></pathwayz-game><pathwayz-game id="left" persist mode="local"></pathwayz-game>');
  const records = await page.$$eval('pathwayz-game[id]', (els) => els.map((el) => [el.id, el.record]));
  assert.deepEqual(Object.fromEntries(records), { right: 'b2 c3', left: 'a1' });
  await context.close();
});

test('re-inserting the element keeps one board and one listener per button', async () => {
  const context = await browser.newContext();
  await context.addInitScript(countWorkers);
  const { page } = await openGame(browser, '#moves=d4,e5&mode=pai&level=2&color=white&ms=250', { context });
  await page.evaluate(() => {
    const el = document.querySelector('pathwayz-game');
    const parent = el.parentNode;
    el.remove();
    parent.append(el);
    el.remove();
    parent.prepend(el);
  });
  await page.waitForFunction(() => document.querySelector('pathwayz-game').weights !== null);
  const cells = await page.$eval('pathwayz-game', (el) => el.shadowRoot.querySelectorAll('.cell').length);
  assert.equal(cells, 96, 'one board');
  assert.equal((await gameState(page)).record, 'd4 e5', 'the game survived the moves');
  await page.locator('pathwayz-game .cell[data-cell="a1"]').click();
  await waitForPly(page, 4);
  await page.locator('pathwayz-game button.undo').click();
  assert.equal((await gameState(page)).ply, 2, 'Undo acted once (back to the human\'s move)');
  assert.equal(await page.evaluate(() => window.workerCount.live), 1, 'one search worker');
  await context.close();
});

test('removing the element while it loads, or while its worker loads, stops its worker', async () => {
  const context = await browser.newContext();
  await context.addInitScript(countWorkers);
  const { page } = await openGame(browser, '#moves=&mode=local', { context });
  assert.equal(await page.evaluate(() => window.workerCount.started), 0);
  // Removed before the engine is ready for it: it never starts a worker.
  await page.evaluate(() => {
    const el = document.createElement('pathwayz-game');
    el.setAttribute('mode', 'watch');
    document.body.append(el);
    el.remove();
  });
  // Removed right after it is ready, while its worker is still loading the engine (or before the
  // workers' client's code came: then it starts none).
  await page.evaluate(() => new Promise((resolve) => {
    const el = document.createElement('pathwayz-game');
    el.setAttribute('mode', 'watch');
    el.addEventListener('pathwayz-ready', () => {
      el.remove();
      resolve();
    });
    document.body.append(el);
  }));
  const atRemoval = await page.evaluate(() => window.workerCount);
  assert.equal(atRemoval.live, 0, "the one that got ready: no worker of its lives on its removal");
  assert.ok(atRemoval.started <= 1, `at most one worker started, not ${atRemoval.started}`);
  // A witness added now goes through the same steps of the start (the engine, the views' tasks,
  // the controller's) behind the removed ones, and its worker loads after theirs: once it has
  // played PAI's first move, a removed element that went on starting would have started a worker.
  await page.evaluate(() => {
    const el = document.createElement('pathwayz-game');
    el.id = 'witness';
    for (const [name, value] of [['mode', 'watch'], ['level', '1'], ['white-level', '1']]) el.setAttribute(name, value);
    document.body.append(el);
  });
  await page.waitForFunction(() => Number(document.querySelector('pathwayz-game#witness').dataset.ply) >= 1);
  const count = await page.evaluate(() => window.workerCount);
  assert.equal(count.started, atRemoval.started + 1, 'nothing started a worker since the removal but the witness');
  assert.equal(count.live, 1, "the removed one's was stopped: only the witness's lives");
  await context.close();
});
