// Playing through the page: a whole game against PAI, two people on one device, the
// controls, and the first-load figures.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launchBrowser, openGame, gameState, waitForPly, cell, artifactDir } from './browser.mjs';
import { spyOnWorkers } from './worker-spy.mjs';

let browser;
before(async () => { browser = await launchBrowser(); });
after(async () => { await browser?.close(); });

const COLUMNS = 'abcdefghijkl';

test('first load: a playable board, with the bytes it took', async () => {
  const context = await browser.newContext({ viewport: { width: 900, height: 1000 } });
  const page = await context.newPage();
  const started = Date.now();
  await page.goto(new URL('', process.env.BASE_URL ?? 'http://localhost:8080/').href);
  await page.waitForSelector('pathwayz-game[data-ready="true"]', { timeout: 20000 });
  await page.waitForFunction(() => document.querySelector('pathwayz-game').weights !== null);
  const playableMs = Date.now() - started;
  const sizes = await page.evaluate(() => performance.getEntriesByType('resource')
    .map((r) => ({ name: new URL(r.name).pathname, bytes: r.encodedBodySize })));
  const total = (filter) => sizes.filter(filter).reduce((sum, r) => sum + r.bytes, 0);
  const wasm = total((r) => r.name.endsWith('.wasm'));
  const js = total((r) => r.name.endsWith('.js'));
  console.log(`first load: wasm ${wasm} B (PAI's weights built in), JS ${js} B, playable in ${playableMs} ms`);
  // The site plays PAI from the start: its page and its workers share one wasm module, the
  // search module (engine/wasm.js); each module's size is held to its budget by page-weight.test.mjs.
  const modules = sizes.filter((r) => r.name.endsWith('.wasm')).map((r) => r.name.replace(/^.*\/|\.[0-9a-f]{12}\.wasm$/g, ''));
  assert.deepEqual(modules, ['pathwayz_search_bg'], 'one wasm module: the search');
  const weightsState = await page.evaluate(() => document.querySelector('pathwayz-game').weights);
  assert.equal(weightsState.ok, true, JSON.stringify(weightsState));
  assert.match(weightsState.source, /^shipped weights\/pai-td\.bin \(checksum 0x[0-9a-f]{8}\)$/, 'the learned weights built into the engine');
  await page.screenshot({ path: `${artifactDir}/start.png`, fullPage: true });
  await context.close();
});

test('a whole game against PAI, clicking cells until it ends', async () => {
  const { page, context, errors } = await openGame(browser, '#moves=&mode=pai&level=2&color=white&ms=250');
  let target = 0;
  for (let turn = 0; turn < 60; turn++) {
    const state = await gameState(page);
    if (state.winner) break;
    // Aim along row 4, then take any empty cell.
    const board = state.board;
    const candidates = [];
    for (let col = 0; col < 12; col++) candidates.push([3, col]);
    for (let row = 0; row < 8; row++) for (let col = 0; col < 12; col++) candidates.push([row, col]);
    const [row, col] = candidates.slice(target).find(([r, c]) => board[r][c] === '.');
    target += 1;
    await cell(page, `${COLUMNS[col]}${row + 1}`).click();
    await waitForPly(page, state.ply + 1);
    const after = await gameState(page);
    if (!after.winner) {
      await waitForPly(page, state.ply + 2);
      // PAI's answer is said on the status line, a live region, with whose move it is now.
      const answered = await gameState(page);
      const reply = answered.record.split(' ').at(-1);
      if (!answered.winner) assert.equal(answered.status, `PAI played ${reply}. Your move (White).`);
    }
  }
  const final = await gameState(page);
  assert.ok(final.winner, 'the game ended');
  assert.match(final.status, /^(You win!|PAI played [a-l][1-8]\*?\. PAI \(level 2\) wins\.|Draw)/);
  assert.equal(final.moves.length, final.ply);
  assert.equal(final.moves[0], 'White ' + final.record.split(' ')[0]);
  assert.equal(await cell(page, 'a1').getAttribute('aria-disabled'), 'true', 'the finished board takes no moves');
  const onPath = await page.locator('pathwayz-game .cell.path').count();
  if (final.winner !== 'draw') assert.ok(onPath >= 12, 'the winning path is highlighted');
  // Every move of the list can be read: in rows of White's and Black's, none hidden to the side.
  const list = await page.$eval('pathwayz-game', (el) => {
    const ol = el.shadowRoot.querySelector('.moves ol');
    const box = ol.getBoundingClientRect();
    const items = [...ol.querySelectorAll('li')].map((li) => li.getBoundingClientRect());
    return { overflow: ol.scrollWidth - ol.clientWidth, left: box.left, right: box.right, items: items.map((r) => [r.left, r.right, r.top]) };
  });
  assert.ok(list.overflow <= 0, `the move list overflows sideways by ${list.overflow} px`);
  assert.ok(list.items.every(([left, right]) => left >= list.left - 1 && right <= list.right + 1), 'every move inside the list');
  assert.equal(list.items[0][2], list.items[1][2], "White's first move and Black's reply on one row");
  const last = await page.locator('pathwayz-game .moves li:last-child button');
  assert.equal(await last.getAttribute('aria-current'), 'step');
  const lastBox = await last.boundingBox();
  const listBox = await page.locator('pathwayz-game .moves ol').boundingBox();
  assert.ok(lastBox.y >= listBox.y - 1 && lastBox.y + lastBox.height <= listBox.y + listBox.height + 1, 'the last move is scrolled into view');
  await page.screenshot({ path: `${artifactDir}/game-over.png`, fullPage: true });
  assert.deepEqual(errors, []);
  await context.close();
});

test('two people on one device: clicks, a permanent, flips, undo and redo', async () => {
  const { page, context, errors } = await openGame(browser, '#moves=&mode=local');
  await cell(page, 'd4').click();
  await cell(page, 'e5').click();
  await cell(page, 'e4').click({ button: 'right' });
  await waitForPly(page, 3);
  assert.equal(await cell(page, 'e4').getAttribute('data-piece'), 'B');
  assert.equal(await cell(page, 'd4').getAttribute('data-piece'), 'b');
  assert.equal(await cell(page, 'e5').getAttribute('data-piece'), 'w');
  assert.match(await cell(page, 'd4').getAttribute('aria-label'), /d4, black regular, just flipped/);
  assert.deepEqual((await gameState(page)).moves, ['White d4', 'Black e5', 'White e4*']);
  await page.locator('pathwayz-game button.undo').click();
  assert.equal(await cell(page, 'e4').getAttribute('data-piece'), '.');
  assert.equal(await cell(page, 'd4').getAttribute('data-piece'), 'w');
  await page.locator('pathwayz-game button.redo').click();
  assert.equal(await cell(page, 'e4').getAttribute('data-piece'), 'B');
  // The Permanent toggle, and its preview of what would flip.
  await page.locator('pathwayz-game button.permanent').click();
  await cell(page, 'c3').hover();
  assert.equal(await cell(page, 'd4').evaluate((c) => c.classList.contains('would-flip')), true);
  await cell(page, 'c3').click();
  assert.equal(await cell(page, 'c3').getAttribute('data-piece'), 'W');
  assert.equal(await cell(page, 'd4').getAttribute('data-piece'), 'w');
  // An occupied cell is refused with a message, and nothing changes.
  await page.locator('pathwayz-game button.regular').click();
  await cell(page, 'c3').click({ force: true });
  const state = await gameState(page);
  assert.equal(state.ply, 4);
  assert.equal(state.message, 'Not played: that move cannot be played here.');
  assert.match(state.detail, /^c3 is illegal: cell c3 is already occupied$/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('keyboard play: arrows move, Enter places, P places a permanent', async () => {
  const { page, context } = await openGame(browser, '#moves=&mode=local');
  await cell(page, 'a1').focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('p');
  const state = await gameState(page);
  assert.equal(state.record, 'b2 c2*');
  assert.equal(await cell(page, 'c2').getAttribute('aria-label'), 'c2, white permanent, last move');
  await context.close();
});

/** How many searches the page has asked its workers for (spyOnWorkers). */
const searchesAsked = (page) => page.evaluate(() => window.workerSpy.workers.flatMap((worker) => worker.jobs).filter((job) => job.type === 'search').length);

test('PAI vs PAI plays by itself, pauses, steps back and forth, and resumes', async () => {
  const spied = await browser.newContext({ viewport: { width: 900, height: 1000 } });
  await spied.addInitScript(spyOnWorkers);
  const { page, context } = await openGame(browser, '#moves=&mode=watch&level=3&white=2&ms=250', { context: spied });
  await waitForPly(page, 6, 20000, false);
  const state = await gameState(page);
  assert.ok(state.ply >= 6);
  assert.match(state.status, /level/);
  const pause = page.locator('pathwayz-game button.pause');
  // The page's timers from here on are Playwright's clock: it flows as usual, and runs forward at
  // once when the test asks (`runFor`).
  await page.clock.install();
  await pause.click();
  // Paused: the search in progress was dropped, so no move can come until a search is asked for
  // (checked below, after every step taken while paused, and again once resumed).
  const paused = await gameState(page);
  assert.equal(paused.thinking, false, 'the search in progress was dropped');
  const searchesWhenPaused = await searchesAsked(page);
  // However long the page then waits (a minute of its clock, run at once).
  await page.clock.runFor(60_000);
  assert.equal((await gameState(page)).ply, paused.ply, 'no moves while paused');
  assert.equal(await pause.textContent(), 'Resume');

  // Undo and redo step through the watched game one move at a time, still paused.
  await page.locator('pathwayz-game button.undo').click();
  await page.locator('pathwayz-game button.undo').click();
  const back = await gameState(page);
  assert.equal(back.ply, paused.ply - 2);
  assert.equal(back.record, paused.record.split(' ').slice(0, -2).join(' '));
  await page.locator('pathwayz-game button.redo').click();
  const forward = await gameState(page);
  assert.equal(forward.ply, paused.ply - 1, 'redo replays one move and PAI stays paused');
  assert.equal(forward.thinking, false);
  assert.equal(await pause.textContent(), 'Resume');
  assert.equal(await searchesAsked(page), searchesWhenPaused, 'no search was asked for while paused: no moves');

  // Resuming plays on from the position shown.
  await pause.click();
  await waitForPly(page, forward.ply + 2, 20000, false);
  const resumed = await gameState(page);
  assert.ok(resumed.record.startsWith(forward.record), 'the game went on from the position shown');
  assert.ok(await searchesAsked(page) >= searchesWhenPaused + 2, 'the moves after resuming were searched for then');
  await context.close();
});

test('on a touch screen a permanent is previewed on the first tap and placed on the second', async () => {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
  const { page } = await openGame(browser, '#moves=l8&mode=local', { context });
  await page.locator('pathwayz-game button.permanent').tap();
  await cell(page, 'k8').tap();
  assert.equal((await gameState(page)).record, 'l8', 'the first tap places nothing');
  assert.match(await cell(page, 'k8').getAttribute('class'), /\barmed\b/);
  assert.match(await cell(page, 'k8').getAttribute('aria-label'), /tap again to place a permanent/);
  assert.match(await cell(page, 'l8').getAttribute('class'), /\bwould-flip\b/, 'the preview shows what would flip');
  await cell(page, 'k8').tap();
  const state = await gameState(page);
  assert.equal(state.record, 'l8 k8*');
  assert.equal(state.board[7].slice(10), 'Wb', 'a white permanent (the opponent\'s colour), and the white piece beside it flipped');
  assert.doesNotMatch(await cell(page, 'k8').getAttribute('class'), /\barmed\b/);
  await context.close();
});

test('on a phone the whole board fits the screen and a tap plays', async () => {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
  const { page } = await openGame(browser, '#moves=&mode=local', { context });
  const fit = await page.evaluate(() => {
    const board = document.querySelector('pathwayz-game').shadowRoot.querySelector('.board').getBoundingClientRect();
    return { right: board.right, width: innerWidth, scroll: document.documentElement.scrollWidth };
  });
  assert.ok(fit.right <= fit.width, `the board ends at ${fit.right} px on a ${fit.width} px screen`);
  assert.ok(fit.scroll <= fit.width, `the page scrolls sideways (${fit.scroll} px)`);
  await cell(page, 'l8').tap();
  assert.equal((await gameState(page)).record, 'l8');
  await page.screenshot({ path: `${artifactDir}/phone.png` });
  await context.close();
});
