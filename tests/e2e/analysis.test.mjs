// Analysis mode: PAI's view of the position shown, computed in the search worker and deepening
// until stopped: an evaluation bar, every empty cell's value (the better kind marked), the line
// PAI expects drawn on the board; on any position of the game, also after it ended.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launchBrowser, openGame, cell, artifactDir, drawn } from './browser.mjs';

let browser;
before(async () => { browser = await launchBrowser(); });
after(async () => { await browser?.close(); });

/** Records the type of every message the page sends to a worker (installed before page scripts). */
function spyOnWorkers() {
  window.workerMessages = [];
  const post = Worker.prototype.postMessage;
  Worker.prototype.postMessage = function spy(message, ...rest) {
    window.workerMessages.push(message?.type);
    return post.call(this, message, ...rest);
  };
}

/** What the analysis shows, once drawn (its panel loads on first use): the bar, the marks on the board, the panel's words. */
async function shown(page) {
  await drawn(page);
  return page.$eval('pathwayz-game', (el) => {
    const root = el.shadowRoot;
    const cells = [...root.querySelectorAll('.board-frame .cell')];
    return {
      state: el.dataset.analysis,
      white: Number(root.querySelector('.evalbar').dataset.white),
      barHidden: root.querySelector('.evalbar').hidden,
      barLabel: root.querySelector('.evalbar').getAttribute('aria-label'),
      values: cells.filter((c) => c.querySelector('.value')).map((c) => ({
        cell: c.dataset.cell, text: c.querySelector('.value').textContent, piece: c.dataset.piece, label: c.getAttribute('aria-label'),
      })),
      best: cells.filter((c) => c.classList.contains('best')).map((c) => c.dataset.cell),
      line: cells.filter((c) => c.querySelector('.step')).map((c) => [c.dataset.cell, c.querySelector('.step').textContent]),
      stateText: root.querySelector('.analysis-state')?.textContent ?? '',
      bestText: root.querySelector('.analysis-best')?.textContent ?? '',
      lineText: root.querySelector('.analysis-line')?.textContent ?? '',
      panelHidden: root.querySelector('.analysis-slot').hidden,
    };
  });
}

/** Waits until the analysis shows a report of at least `depth`. */
async function waitForDepth(page, depth) {
  await page.waitForFunction((d) => {
    const text = document.querySelector('pathwayz-game').shadowRoot.querySelector('.analysis-state')?.textContent ?? '';
    return Number(text.match(/depth (\d+)/)?.[1] ?? 0) >= d;
  }, depth, { timeout: 20000 });
}

test('Analyse shows the bar, every move\'s value and the line, deepens, and stops', async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript(spyOnWorkers);
  const { page, errors } = await openGame(browser, '#moves=d4,e5,e4*,f6&mode=local', { context });
  await page.locator('pathwayz-game button.analyze').click();
  assert.equal(await page.locator('pathwayz-game button.analyze').getAttribute('aria-pressed'), 'true');
  await waitForDepth(page, 1);
  let view = await shown(page);
  assert.equal(view.barHidden, false);
  assert.ok(view.white > 0 && view.white < 1, `White's chance ${view.white}`);
  assert.match(view.barLabel, /^Chances: White \d+%, Black \d+%$/);
  assert.equal(view.values.length, 92, 'a value on every empty cell');
  assert.ok(view.values.every((v) => v.piece === '.' && /^\d+\*?$/.test(v.text) && Number(v.text.replace('*', '')) <= 100), JSON.stringify(view.values.slice(0, 3)));
  assert.ok(view.values.some((v) => v.text.endsWith('*')) || view.values.some((v) => !v.text.endsWith('*')));
  assert.match(view.values[0].label, /PAI values it \d+/);
  assert.equal(view.best.length, 1, 'the best move is marked');
  assert.match(view.bestText, new RegExp(`^Best: ${view.best[0]}\\*? \\(\\d+% for the player to move\\)$`));
  assert.ok(view.line.length >= 1, 'the line is drawn');
  assert.deepEqual(view.line.find(([, n]) => n.replace('*', '') === '1')?.[0], view.best[0], 'it starts with the best move');
  assert.match(view.lineText, /^PAI's line: /);
  // It keeps deepening until stopped: a report deeper than the first (each depth costs about
  // three times the one before, so waiting for one past the depth read last could outlast the
  // timeout on a loaded machine).
  await waitForDepth(page, 2);
  assert.equal((await shown(page)).state, 'running');
  await page.screenshot({ path: `${artifactDir}/analysis.png` });
  // In the worker, never on the page's thread.
  assert.ok((await page.evaluate(() => window.workerMessages)).includes('analyze'));
  await page.locator('pathwayz-game button.stop-analysis').click();
  view = await shown(page);
  assert.equal(view.barHidden, true);
  assert.equal(view.panelHidden, true);
  assert.deepEqual([view.values.length, view.line.length, view.best.length], [0, 0, 0], 'the marks are gone');
  assert.deepEqual(errors, []);
  await context.close();
});

test('analysis follows the position shown: an earlier move, then the finished game', async () => {
  const record = 'a1 a8 b1 b8 c1 c8 d1 d8 e1 e8 f1 f8 g1 g8 h1 h8 i1 i8 j1 j8 k1 k8 l1';
  const { page, context, errors } = await openGame(browser, `#moves=${record.replace(/ /g, ',')}&mode=local`, { viewport: { width: 1280, height: 800 } });
  assert.equal(await page.$eval('pathwayz-game', (el) => el.dataset.winner), 'white');
  await page.locator('pathwayz-game button.analyze').click();
  await page.waitForFunction(() => (document.querySelector('pathwayz-game').shadowRoot.querySelector('.analysis-best')?.textContent ?? '') !== '');
  let view = await shown(page);
  assert.equal(view.white, 1, 'White has won');
  assert.equal(view.bestText, 'The game is over: White won.');
  assert.equal(view.values.length, 0);
  // The position after move 21 (k1): White to move and one move from winning at l1.
  await page.locator('pathwayz-game .moves button.move[data-ply="21"]').click();
  assert.match(await page.locator('pathwayz-game .viewing-text').textContent(), /after move 21 of 23/);
  assert.equal(await cell(page, 'k8').getAttribute('data-piece'), '.', 'the board shows the earlier position');
  await page.waitForFunction(() => document.querySelector('pathwayz-game').shadowRoot.querySelectorAll('.cell .value').length > 0, null, { timeout: 20000 });
  view = await shown(page);
  assert.equal(view.values.length, 96 - 21, 'every empty cell of that position');
  assert.ok(view.white > 0 && view.white < 1, 'the game goes on there');
  await page.locator('pathwayz-game button.live').click();
  assert.equal(await page.locator('pathwayz-game .viewing').isHidden(), true);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a proven result reads "White wins in 1", cells show #N, and every value carries one depth', async () => {
  // White has a1 to k1 with l1 free; Black's a7 ignored it.
  const record = 'a1 l2 b1 a8 c1 b8 d1 c8 e1 d8 f1 e8 g1 f8 h1 g8 i1 h8 j1 i8 k1 a7';
  const { page, context, errors } = await openGame(browser, `#moves=${record.replace(/ /g, ',')}&mode=local`, { viewport: { width: 1280, height: 800 } });
  await page.locator('pathwayz-game button.analyze').click();
  await waitForDepth(page, 2);
  const view = await shown(page);
  assert.equal(view.barLabel, 'White wins in 1');
  assert.equal(view.white, 1);
  assert.match(view.bestText, /^Best: [a-l]\d\*? \(White wins in 1\)$/);
  const l1 = view.values.find((v) => v.cell === 'l1');
  assert.equal(l1.text, '#1', 'l1 wins at once');
  assert.match(l1.label, /PAI values it a win in 1, depth \d+/);
  assert.equal(await page.locator('pathwayz-game .evalbar-text-white').textContent(), '#1');
  // The cells and the panel's depth read at one moment (a deeper report may come any time).
  const { depths, stated } = await page.$eval('pathwayz-game', (el) => ({
    depths: [...el.shadowRoot.querySelectorAll('.board-frame .cell[data-depth]')].map((c) => Number(c.dataset.depth)),
    stated: Number(el.shadowRoot.querySelector('.analysis-state').textContent.match(/depth (\d+)/)[1]),
  }));
  assert.equal(depths.length, view.values.length, 'every valued cell says its depth');
  assert.ok(depths.every((d) => d === stated), `every cell searched to the depth stated (${stated}): ${[...new Set(depths)]}`);
  assert.deepEqual(errors, []);
  await context.close();
});
