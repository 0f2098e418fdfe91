// Replay mode (`<pathwayz-game mode="replay" record="...">`, www/replay.html): the game shown
// move by move with the buttons, the keys (Left, Right, Home, End) and the move list, the
// autoplay (the button and the attributes) stopping at the end, no search worker until the
// analysis is asked for (then it shows), a read-only board, a refused record shown as such in
// the element (and by `pathwayz-error`), never a blank or a crash; and in Chinese.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import engine from './node-engine.mjs';
import { launchBrowser, baseUrl, waitReady, gameState, drawn, cell, artifactDir } from './browser.mjs';
import { spyOnWorkers } from './worker-spy.mjs';

/** The game on www/replay.html (level 11 against level 12: Black wins at move 56). */
const RECORD = 'k5 a5 l6 b4 j4 k7 i3 j7 b5* k6* l5* k4 l7 c5 f2 a4 k8 l8* h2 j8 g2 j6 i6 i4* c3 e3 d4 c4* j3* b6 a6 j2* h3 k3* e4* d5* e5 d3 l3* h1* i1* k2 l4 g4* a3* b3* h4* i2* d6* f3 l1* j5* g1* c6* g5* g3';
const MOVES = RECORD.split(' ');
const TOTAL = MOVES.length;

let browser;
before(async () => { browser = await launchBrowser(); });
after(async () => { await browser?.close(); });

/** The board after the first `ply` moves of RECORD, as the engine writes it. */
function boardAfter(ply) {
  const game = engine.newGame();
  game.fromRecord(MOVES.slice(0, ply).join(' '));
  const board = game.board();
  game.free();
  return board;
}

/**
 * Opens replay.html (with the worker spy and the element's events kept in `window.events`),
 * waits until it is ready; returns the page, its context and the page errors.
 */
async function openReplay({ viewport = { width: 1280, height: 900 }, path = 'replay.html' } = {}) {
  const context = await browser.newContext({ viewport, serviceWorkers: 'block' });
  await context.addInitScript(spyOnWorkers);
  await context.addInitScript(() => {
    window.events = [];
    for (const type of ['pathwayz-move', 'pathwayz-gameover', 'pathwayz-error']) {
      document.addEventListener(type, (event) => window.events.push({ type, ...event.detail }));
    }
  });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(new URL(path, baseUrl).href);
  await waitReady(page);
  return { page, context, errors };
}

/** What the replay shows: the ply shown, the words under the board, the status, playing or not. */
async function replayState(page, selector = 'pathwayz-game') {
  await drawn(page);
  return page.$eval(selector, (el) => {
    const root = el.shadowRoot;
    const visible = (s) => { const node = root.querySelector(s); return Boolean(node) && !node.closest('[hidden]'); };
    return {
      shown: Number(el.dataset.shownPly),
      ply: el.ply,
      total: Number(el.dataset.ply),
      position: root.querySelector('.replay-position').textContent,
      status: root.querySelector('.status').textContent,
      playing: root.querySelector('.replay').dataset.playing === 'true',
      problem: visible('.replay-problem') ? root.querySelector('.replay-problem-text').textContent : null,
      detail: root.querySelector('.replay-problem-detail-text').textContent,
      buttons: visible('.replay-buttons'),
      current: root.querySelector('.moves [aria-current]')?.dataset.ply ?? null,
    };
  });
}

const workerStarts = (page) => page.evaluate(() => window.workerSpy.starts);

test('the buttons, the keys and the move list step through the game; the board follows', async () => {
  const { page, context, errors } = await openReplay();
  let state = await replayState(page);
  assert.equal(state.total, TOTAL);
  assert.equal(state.shown, 0, 'a replay opens at the start');
  assert.match(state.position, new RegExp(`The start: ${TOTAL} moves`));
  assert.deepEqual((await gameState(page)).board, boardAfter(0));
  // `force`: a button at the end of its way is aria-disabled, and a press there changes nothing.
  const press = async (name) => page.locator(`pathwayz-game .replay-${name}`).click({ force: true });
  await press('next');
  await press('next');
  state = await replayState(page);
  assert.equal(state.shown, 2);
  assert.equal(state.position, `Move 2 of ${TOTAL}: Black ${MOVES[1]}`);
  assert.equal(state.status, 'White to move.', 'the status is of the position shown');
  assert.deepEqual((await gameState(page)).board, boardAfter(2));
  await press('previous');
  assert.equal((await replayState(page)).shown, 1);
  await press('last');
  state = await replayState(page);
  assert.equal(state.shown, TOTAL);
  assert.equal(state.status, 'Black wins!');
  assert.equal(state.current, String(TOTAL), 'the move list marks the move shown');
  await press('next');
  assert.equal((await replayState(page)).shown, TOTAL, 'next at the end stays at the end');
  await press('first');
  assert.equal((await replayState(page)).shown, 0);
  await press('previous');
  assert.equal((await replayState(page)).shown, 0, 'previous at the start stays at the start');

  // Keys, with the focus on a replay button (where the clicks left it) and on the board.
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  assert.equal((await replayState(page)).shown, 3);
  await page.keyboard.press('ArrowLeft');
  assert.equal((await replayState(page)).shown, 2);
  await page.keyboard.press('End');
  assert.equal((await replayState(page)).shown, TOTAL);
  await page.keyboard.press('Home');
  assert.equal((await replayState(page)).shown, 0);
  await cell(page, 'a1').focus();
  await page.keyboard.press('ArrowRight');
  assert.equal((await replayState(page)).shown, 1, 'on the board too, Right is the next move');
  assert.equal(await page.$eval('pathwayz-game', (el) => el.shadowRoot.activeElement?.dataset.cell), 'a1', 'the focus stays');

  // The move list.
  await page.locator('pathwayz-game .moves button[data-ply="17"]').click();
  state = await replayState(page);
  assert.equal(state.shown, 17);
  assert.equal(state.position, `Move 17 of ${TOTAL}: White ${MOVES[16]}`);
  assert.deepEqual((await gameState(page)).board, boardAfter(17));
  // The `ply` property, for scripts.
  await page.$eval('pathwayz-game', (el) => { el.ply = 30; });
  assert.equal((await replayState(page)).shown, 30);

  assert.equal(await workerStarts(page), 0, 'no search worker for a replay');
  assert.deepEqual(await page.evaluate(() => window.events), [], 'a replay plays no move and ends no game');
  assert.deepEqual(errors, []);
  await context.close();
});

test('the board refuses moves: clicks, keys and the game stay as they were', async () => {
  const { page, context, errors } = await openReplay();
  await page.locator('pathwayz-game .replay-next').click();
  const before = await gameState(page);
  // `force`: the cells say they are disabled (aria-disabled), and the clicks are tried anyway.
  await cell(page, 'f5').click({ force: true });
  await cell(page, 'f6').click({ button: 'right', force: true });
  await cell(page, 'f5').focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('p');
  const after = await gameState(page);
  assert.deepEqual(after.board, before.board);
  assert.equal(after.record, RECORD);
  assert.equal((await replayState(page)).shown, 1);
  assert.match(after.message, /replay: no move can be played/);
  assert.equal(await cell(page, 'f5').getAttribute('aria-disabled'), 'true');
  // The controls of a game played are not there; Analyse and the move list are.
  const shown = await page.$eval('pathwayz-game', (el) => ['.undo', '.new-game', '.hint', '.kind', '.open-tour', '.analyze', '.moves', '.players', '.viewing']
    .map((s) => [s, !el.shadowRoot.querySelector(s).closest('[hidden]')]));
  assert.deepEqual(Object.fromEntries(shown), {
    '.undo': false, '.new-game': false, '.hint': false, '.kind': false, '.open-tour': false, '.analyze': true, '.moves': true, '.players': false, '.viewing': false,
  });
  assert.equal(await workerStarts(page), 0);
  assert.deepEqual(errors, []);
  await context.close();
});

test('autoplay: the button and the attributes play the game and stop at its end', async () => {
  const { page, context, errors } = await openReplay();
  // The page's timers are Playwright's clock from here on (the browser's mock timers): it flows
  // as usual, and `runFor(ms)` fires at once, in order, the timers and frames of `ms` more, to
  // show that nothing comes in that time without waiting for it.
  await page.clock.install();
  await page.$eval('pathwayz-game', (el) => el.setAttribute('autoplay-ms', '100'));
  await page.locator('pathwayz-game .replay-play').click();
  let state = await replayState(page);
  assert.equal(state.playing, true);
  assert.equal(await page.locator('pathwayz-game .replay-play').textContent(), 'Pause');
  await page.waitForFunction(() => Number(document.querySelector('pathwayz-game').dataset.shownPly) >= 3);
  // Pause holds it where it is.
  await page.locator('pathwayz-game .replay-play').click();
  const paused = (await replayState(page)).shown;
  await page.clock.runFor(1000);
  state = await replayState(page);
  assert.equal(state.playing, false);
  assert.equal(state.shown, paused, 'paused, it stays');
  // Play again: to the end, where it stops.
  await page.locator('pathwayz-game .replay-play').click();
  await page.waitForFunction(() => document.querySelector('pathwayz-game').shadowRoot.querySelector('.replay').dataset.playing === 'false', null, { timeout: 15000 });
  state = await replayState(page);
  assert.equal(state.shown, TOTAL, 'it stopped at the last move');
  assert.equal(await page.locator('pathwayz-game .replay-play').textContent(), 'Play');
  await page.clock.runFor(1000);
  assert.equal((await replayState(page)).shown, TOTAL, 'stopped, it stays');
  // Play at the end starts again from the first position.
  await page.locator('pathwayz-game .replay-play').click();
  await page.waitForFunction((total) => {
    const ply = Number(document.querySelector('pathwayz-game').dataset.shownPly);
    return ply >= 1 && ply < total;
  }, TOTAL);
  await page.locator('pathwayz-game .replay-play').click();

  // The attributes: `autoplay` from the start, at `autoplay-ms`, for a second element.
  await page.evaluate(() => document.body.insertAdjacentHTML('beforeend',
    '<pathwayz-game id="auto" mode="replay" autoplay autoplay-ms="100" record="d4 e5 e4*"></pathwayz-game>'));
  await page.waitForSelector('#auto[data-ready="true"]');
  await page.waitForFunction(() => document.querySelector('#auto').shadowRoot.querySelector('.replay').dataset.playing === 'false'
    && document.querySelector('#auto').dataset.shownPly === '3', null, { timeout: 10000 });
  // Removing `autoplay` pauses; adding it plays.
  await page.$eval('#auto', (el) => { el.ply = 0; el.removeAttribute('autoplay'); el.setAttribute('autoplay', ''); });
  await page.waitForFunction(() => document.querySelector('#auto').dataset.shownPly === '3', null, { timeout: 10000 });
  await page.$eval('#auto', (el) => { el.ply = 0; el.removeAttribute('autoplay'); });
  await page.clock.runFor(1000);
  assert.equal((await replayState(page, '#auto')).shown, 0, 'without autoplay it stays');
  // A bad time is refused with an event, the time in use stays.
  await page.$eval('#auto', (el) => el.setAttribute('autoplay-ms', 'soon'));
  const refused = await page.evaluate(() => window.events.filter((e) => e.type === 'pathwayz-error'));
  assert.equal(refused.length, 1);
  assert.match(refused[0].message, /autoplay-ms must be a number of milliseconds from 100 to 60000, not "soon"/);
  assert.equal(await workerStarts(page), 0, 'no search worker for either replay');
  assert.deepEqual(errors, []);
  await context.close();
});

test('no search worker starts until the analysis is asked for; then it shows, and follows the position', async () => {
  const { page, context, errors } = await openReplay();
  await page.keyboard.press('Tab');
  await page.locator('pathwayz-game .replay-last').click();
  await page.locator('pathwayz-game .replay-previous').click();
  await page.locator('pathwayz-game .moves button[data-ply="12"]').click();
  assert.equal(await workerStarts(page), 0, 'no worker for stepping');
  assert.equal(await page.$eval('pathwayz-game', (el) => el.weights), null);
  await page.locator('pathwayz-game button.analyze').click();
  await page.waitForFunction(() => document.querySelector('pathwayz-game').shadowRoot.querySelectorAll('.cell .value').length > 0, null, { timeout: 20000 });
  assert.ok(await workerStarts(page) >= 1, 'the analysis started the worker');
  // The board's values are the element's; the analysis's panel loads when it is first on.
  await drawn(page);
  const analysed = await page.$eval('pathwayz-game', (el) => ({
    bar: !el.shadowRoot.querySelector('.evalbar').hidden,
    best: el.shadowRoot.querySelector('.analysis-best')?.textContent ?? '',
    jobs: window.workerSpy.workers.flatMap((w) => w.jobs.map((j) => j.type)),
  }));
  assert.equal(analysed.bar, true, 'the evaluation bar shows');
  assert.match(analysed.best, /^Best: [a-l][1-8]\*? \(\d+%/);
  assert.ok(analysed.jobs.every((type) => type === 'analyze'), `only analyses ran: ${analysed.jobs}`);
  // Another position: the analysis starts again there.
  await page.locator('pathwayz-game .replay-next').click();
  await page.waitForFunction(() => {
    const el = document.querySelector('pathwayz-game');
    return el.dataset.shownPly === '13' && el.shadowRoot.querySelectorAll('.cell .value').length > 0;
  }, null, { timeout: 20000 });
  assert.equal(await page.$eval('pathwayz-game', (el) => el.dataset.ply), String(TOTAL), 'the game itself is unchanged');
  await page.locator('pathwayz-game button.stop-analysis').click();
  assert.deepEqual(errors, []);
  await context.close();
});

test('a damaged record shows a short error in the element, never a blank or a crash', async () => {
  const { page, context, errors } = await openReplay();
  // At the start: a second element with a record the engine refuses.
  await page.evaluate(() => document.body.insertAdjacentHTML('beforeend',
    '<pathwayz-game id="bad" mode="replay" autoplay record="d4 e5 d4 f6"></pathwayz-game>'));
  await page.waitForSelector('#bad[data-ready="true"]');
  let state = await replayState(page, '#bad');
  assert.equal(state.problem, 'This game cannot be shown: move 3 cannot be played.');
  assert.match(state.detail, /move 3 \("d4"\) of the record: d4 is illegal/);
  assert.equal(state.buttons, false, 'no controls for a game that is not there');
  assert.equal(await page.locator('#bad .analyze').isVisible(), false, 'nor Analyse, nor the move list');
  assert.equal(await page.locator('#bad .moves').isVisible(), false);
  assert.equal(state.playing, false, 'autoplay does not start');
  assert.equal(await page.$eval('#bad', (el) => el.shadowRoot.querySelectorAll('.board .cell').length), 96, 'the board is drawn (empty)');
  const reported = await page.evaluate(() => window.events.filter((e) => e.type === 'pathwayz-error'));
  assert.deepEqual(reported.map(({ source, kind, ply }) => ({ source, kind, ply })), [{ source: 'record', kind: 'bad-record', ply: 3 }]);
  // Live: the first element's record replaced by words that are not a record, then by a good one.
  await page.$eval('pathwayz-game', (el) => el.setAttribute('record', 'hello world'));
  state = await replayState(page);
  assert.match(state.problem, /^This game cannot be shown: move 1 cannot be played\.$/);
  assert.equal(state.total, 0);
  assert.deepEqual((await gameState(page)).board, boardAfter(0));
  await page.keyboard.press('End');
  assert.equal((await replayState(page)).shown, 0, 'the keys do nothing there');
  await page.$eval('pathwayz-game', (el) => el.setAttribute('record', 'd4 e5 e4*'));
  state = await replayState(page);
  assert.equal(state.problem, null, 'a good record replaces the error');
  assert.equal(await page.locator('pathwayz-game').first().locator('.analyze').isVisible(), true);
  assert.equal(state.total, 3);
  assert.equal(state.shown, 0);
  // The property throws, as in every mode, and leaves the replay as it was.
  const thrown = await page.$eval('pathwayz-game', (el) => {
    try {
      el.record = 'd4 d4';
      return null;
    } catch (error) {
      return error.kind;
    }
  });
  assert.equal(thrown, 'bad-record');
  assert.equal((await replayState(page)).total, 3);
  // A record far too long is refused too, with the engine's reason.
  await page.$eval('pathwayz-game', (el) => el.setAttribute('record', 'a1 '.repeat(30000)));
  state = await replayState(page);
  assert.match(state.problem, /^This game cannot be shown: a value was refused\.$/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a game in progress turned into a replay; a replay leaves saved games alone; the replay in Chinese', async () => {
  const { page, context, errors } = await openReplay();
  await page.evaluate(() => document.body.insertAdjacentHTML('beforeend', '<pathwayz-game id="local" mode="local"></pathwayz-game>'));
  await page.waitForSelector('#local[data-ready="true"]');
  for (const name of ['c3', 'd4', 'e5']) await page.locator(`#local .cell[data-cell="${name}"]`).click();
  await page.$eval('#local', (el) => el.setAttribute('mode', 'replay'));
  let state = await replayState(page, '#local');
  assert.equal(state.total, 3, 'the game in progress is replayed');
  assert.equal(state.shown, 3);
  await page.locator('#local .replay-first').click();
  assert.equal((await replayState(page, '#local')).shown, 0);
  assert.equal(await page.locator('#local .undo').isVisible(), false);
  await page.$eval('#local', (el) => el.setAttribute('mode', 'local'));
  state = await replayState(page, '#local');
  assert.equal(await page.locator('#local .undo').isVisible(), true, 'back to a game played');
  assert.equal(await page.locator('#local .replay').isVisible(), false);

  // A replay with `persist` reads and writes no saved game.
  await page.evaluate(() => localStorage.setItem('pathwayz.game.v1#kept', JSON.stringify({ format: 1, record: 'a1 b2', settings: { mode: 'local' }, savedAt: 1 })));
  await page.evaluate(() => document.body.insertAdjacentHTML('beforeend', '<pathwayz-game id="kept" persist mode="replay" record="d4 e5"></pathwayz-game>'));
  await page.waitForSelector('#kept[data-ready="true"]');
  await page.locator('#kept .replay-last').click();
  assert.equal(await page.$eval('#kept', (el) => el.record), 'd4 e5');
  assert.equal(JSON.parse(await page.evaluate(() => localStorage.getItem('pathwayz.game.v1#kept'))).record, 'a1 b2', 'the saved game is untouched');

  await page.$eval('pathwayz-game', (el) => el.setAttribute('lang', 'zh'));
  // Chinese comes when first shown: the element draws it once its words have loaded.
  await drawn(page);
  const replayed = page.locator('pathwayz-game').first();
  await replayed.locator('.replay-next').click();
  state = await replayState(page);
  assert.equal(state.position, `第 1 步（共 ${TOTAL} 步）：白方 ${MOVES[0]}`);
  assert.equal(await replayed.locator('.replay-play').textContent(), '播放');
  await page.screenshot({ path: `${artifactDir}/replay.png` });
  assert.equal(await workerStarts(page), 0);
  assert.deepEqual(errors, []);
  await context.close();
});
