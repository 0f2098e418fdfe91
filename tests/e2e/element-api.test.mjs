// The element's API for a host page's scripts: properties, methods, live attributes, errors,
// events and ::part() names (docs/PUBLISHERS.md).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launchBrowser, openGame } from './browser.mjs';
import engine from './node-engine.mjs';

let browser;
before(async () => { browser = await launchBrowser(); });
after(async () => { await browser?.close(); });

/** A plain page (the embed page) with one more element, `#api`, added by script; waits for it. */
async function pageWithElement(html) {
  const { page, context } = await openGame(browser, 'embed.html');
  await page.evaluate((markup) => {
    window.errors = [];
    window.moves = [];
    document.addEventListener('pathwayz-error', (event) => window.errors.push(event.detail));
    document.addEventListener('pathwayz-move', (event) => window.moves.push(event.detail));
    document.body.insertAdjacentHTML('beforeend', markup);
  }, html);
  await page.evaluate(() => document.querySelector('#api').ready);
  return { page, context };
}

/** The board `record` gives, as the engine writes it (8 rows of 12: `.`, `w`, `b`, `W`, `B`, row 1 first). */
function boardOf(record) {
  const game = engine.newGame();
  try {
    game.fromRecord(record);
    return game.board();
  } finally {
    game.free();
  }
}

test('updateComplete resolves once what a script changed is drawn: a record set, a move undone, a language loaded', async () => {
  const { page, context } = await pageWithElement('<pathwayz-game id="api" mode="local" controls="full"></pathwayz-game>');
  const record = 'd4 e5 e4* f6 g7 h8 c3';
  const seen = await page.$eval('#api', async (el, played) => {
    // The board as shown: 8 rows of 12, row 1 first.
    const shown = () => Array.from({ length: 8 }, (_, row) => [...'abcdefghijkl']
      .map((column) => el.shadowRoot.querySelector(`.board .cell[data-cell="${column}${row + 1}"]`).dataset.piece).join(''));
    el.record = played;
    // The element draws in the next animation frame: read at once, the board is the one before.
    const atOnce = shown();
    const complete = await el.updateComplete;
    const set = shown();
    el.undo();
    await el.updateComplete;
    const undone = shown();
    el.setAttribute('lang', 'zh');
    await el.updateComplete;
    const words = el.shadowRoot.querySelector('.undo').textContent;
    return { atOnce, complete, set, undone, words };
  }, record);
  assert.deepEqual(seen.atOnce, boardOf(''), 'read at once: not drawn yet');
  assert.equal(seen.complete, true);
  assert.deepEqual(seen.set, boardOf(record), "after updateComplete: the record's board, as the engine plays it");
  assert.deepEqual(seen.undone, boardOf(record.split(' ').slice(0, -1).join(' ')), 'and the move undone');
  assert.equal(seen.words, '悔棋', "and the Chinese words, once their table has loaded");
  await context.close();
});

test('record, newGame(), undo(), redo() and the reflected properties', async () => {
  const { page, context } = await pageWithElement('<pathwayz-game id="api" mode="local"></pathwayz-game>');
  const result = await page.evaluate(() => {
    const el = document.querySelector('#api');
    const seen = {};
    el.record = 'd4 e5 e4*';
    seen.loaded = el.record;
    try {
      el.record = 'd4 d4';
    } catch (error) {
      seen.refused = error.message;
    }
    seen.afterRefusal = el.record;
    el.undo();
    seen.undone = el.record;
    el.redo();
    seen.redone = el.record;
    el.newGame();
    seen.fresh = el.record;
    el.level = 7;
    seen.level = [el.level, el.getAttribute('level')];
    el.ms = 300;
    seen.ms = [el.ms, el.getAttribute('ms')];
    seen.mode = el.mode;
    seen.color = el.color;
    return seen;
  });
  assert.equal(result.loaded, 'd4 e5 e4*');
  assert.match(result.refused, /move 2 \("d4"\).*occupied/);
  assert.equal(result.afterRefusal, 'd4 e5 e4*', 'a bad record leaves the game unchanged');
  assert.equal(result.undone, 'd4 e5');
  assert.equal(result.redone, 'd4 e5 e4*');
  assert.equal(result.fresh, '');
  assert.deepEqual(result.level, [7, '7']);
  assert.deepEqual(result.ms, [300, '300']);
  assert.equal(result.mode, 'local');
  assert.equal(result.color, 'white');
  await context.close();
});

test('attribute changes take effect in the game in progress; bad values are refused with an event', async () => {
  const { page, context } = await pageWithElement('<pathwayz-game id="api" mode="local" level="2" ms="250"></pathwayz-game>');
  await page.locator('#api .cell[data-cell="c3"]').click();
  await page.locator('#api .cell[data-cell="d4"]').click();
  // White (the human) to move: switching to Human vs PAI with the human as Black makes PAI move.
  await page.evaluate(() => {
    const el = document.querySelector('#api');
    el.setAttribute('color', 'black');
    el.setAttribute('mode', 'pai');
  });
  await page.waitForFunction(() => document.querySelector('#api').dataset.ply === '3' && document.querySelector('#api').dataset.thinking === 'false');
  const state = await page.evaluate(() => {
    const el = document.querySelector('#api');
    const setupButtonBefore = !el.shadowRoot.querySelector('.open-setup').hidden;
    el.setAttribute('level', '99');
    el.setAttribute('mode', 'chess');
    el.setAttribute('controls', 'full');
    return {
      record: el.record.split(' ').slice(0, 2).join(' '),
      settings: { mode: el.mode, level: el.level, humanColor: el.color, ms: el.ms },
      errors: window.errors,
      setupButtonBefore,
      setupShown: !el.shadowRoot.querySelector('.open-setup').hidden,
      levels: el.levels.length,
      lastMove: window.moves.at(-1).by,
    };
  });
  assert.equal(state.record, 'c3 d4', 'the game went on from its position');
  assert.equal(state.lastMove, 'pai');
  assert.deepEqual([state.settings.mode, state.settings.humanColor, state.settings.level], ['pai', 'black', 2]);
  assert.deepEqual(state.errors.map((e) => e.source), ['attribute', 'attribute']);
  assert.equal(state.levels, 12, 'the engine has 12 levels');
  assert.match(state.errors[0].message, /level must be a whole number from 1 to 12, not "99"/);
  assert.match(state.errors[1].message, /mode must be one of pai, local, watch, replay, puzzle, mistakes, friend, not "chess"/);
  assert.ok(!state.setupButtonBefore, 'no Game setup with the minimal controls');
  assert.ok(state.setupShown, 'controls="full" shows the full controls at once');
  await context.close();
});

test('a record set before the element is ready waits for it; a bad one is reported by an event', async () => {
  const { page, context } = await openGame(browser, 'embed.html');
  const result = await page.evaluate(async () => {
    const errors = [];
    const good = document.createElement('pathwayz-game');
    good.setAttribute('mode', 'local');
    good.record = 'a1 b2';
    const bad = document.createElement('pathwayz-game');
    bad.setAttribute('mode', 'local');
    bad.record = 'a1 zz';
    bad.addEventListener('pathwayz-error', (event) => errors.push(event.detail));
    document.body.append(good, bad);
    await Promise.all([good.ready, bad.ready]);
    return { good: good.record, bad: bad.record, errors, message: bad.shadowRoot.querySelector('.message').textContent };
  });
  assert.equal(result.good, 'a1 b2');
  assert.equal(result.bad, '');
  assert.equal(result.errors[0].source, 'record');
  assert.match(result.errors[0].message, /the record could not be loaded: .*zz/);
  assert.equal(result.errors[0].kind, 'bad-record');
  assert.equal(result.errors[0].ply, 2, 'zz is the second move');
  assert.equal(result.message, 'Could not load the record: move 2 cannot be played.', 'the player is told too');
  await context.close();
});

test('the main pieces are ::part()s a host page can style', async () => {
  const { page, context } = await pageWithElement('<pathwayz-game id="api" mode="local" controls="full"></pathwayz-game>');
  const partsShown = () => page.$eval('#api', async (el) => (await el.updateComplete) && [...new Set([...el.shadowRoot.querySelectorAll('[part]')]
    .flatMap((node) => node.getAttribute('part').split(' ')))].sort());
  const parts = await partsShown();
  for (const name of ['board', 'button', 'cell', 'message', 'moves', 'panel', 'record', 'setup', 'status', 'thinking', 'toolbar', 'undo', 'new-game',
    'players', 'coordinates', 'tour']) {
    assert.ok(parts.includes(name), `part ${name}`);
  }
  // The analysis's panel and bar are made when it is first on (a feature loaded on first use).
  await page.locator('#api button.analyze').click();
  const withAnalysis = await partsShown();
  for (const name of ['analysis', 'evalbar']) assert.ok(withAnalysis.includes(name), `part ${name}`);
  await page.locator('#api button.analyze').click();
  // Game setup's dialog is made when first opened (a feature loaded on first use).
  await page.locator('#api button.open-setup').click();
  const withSetup = await partsShown();
  for (const name of ['ladder', 'rung']) assert.ok(withSetup.includes(name), `part ${name}`);
  await page.keyboard.press('Escape');
  // The review's panel is made at the first review (a feature loaded on first use).
  await page.$eval('#api', (el) => { el.record = 'd4 e5 e4*'; });
  await page.locator('#api button.review-game').click();
  await page.waitForFunction(() => document.querySelector('#api').dataset.review === 'done', null, { timeout: 60000 });
  const withReview = await partsShown();
  for (const name of ['review', 'chart']) assert.ok(withReview.includes(name), `part ${name}`);
  await context.close();
});

test('lang, theme and orientation take effect live; a bad theme is reported', async () => {
  const { page, context } = await pageWithElement('<pathwayz-game id="api" mode="local" controls="full"></pathwayz-game>');
  await page.locator('#api .cell[data-cell="c3"]').click();
  // Read once the element has drawn what the page's script changed (its updateComplete).
  const look = () => page.$eval('#api', async (el) => (await el.updateComplete) && ({
    status: el.shadowRoot.querySelector('.status').textContent,
    undo: el.shadowRoot.querySelector('.undo').textContent,
    cellLabel: el.shadowRoot.querySelector('.cell[data-cell="c3"]').getAttribute('aria-label'),
    surface: getComputedStyle(el).getPropertyValue('--pz-surface').trim(),
    orientation: el.dataset.orientation,
    rows: el.shadowRoot.querySelectorAll('.board [role="row"]').length,
    record: el.record,
    errors: window.errors.map((e) => e.message),
  }));
  const before = await look();
  assert.equal(before.undo, 'Undo');
  await page.evaluate(() => {
    const el = document.querySelector('#api');
    el.setAttribute('lang', 'zh-CN');
    el.setAttribute('theme', 'dark');
    el.setAttribute('orientation', 'portrait');
  });
  const after = await look();
  assert.equal(after.record, 'c3', 'the game stays');
  assert.equal(after.undo, '悔棋', 'the words are Chinese');
  assert.match(after.status, /黑方/);
  assert.notEqual(after.cellLabel, before.cellLabel);
  assert.notEqual(after.surface, before.surface, 'the dark colours');
  assert.deepEqual([after.orientation, after.rows], ['portrait', 12], 'the board turned');
  // The game goes on in the new words, and a move still plays.
  await page.locator('#api .cell[data-cell="d4"]').click();
  assert.equal(await page.$eval('#api', (el) => el.record), 'c3 d4');
  await page.evaluate(() => {
    const el = document.querySelector('#api');
    el.setAttribute('lang', 'en');
    el.setAttribute('theme', 'blue');
    el.removeAttribute('orientation');
  });
  const back = await look();
  assert.equal(back.undo, 'Undo');
  assert.deepEqual([back.orientation, back.rows], ['landscape', 8]);
  assert.equal(back.surface, before.surface, 'a theme not allowed: the default look');
  assert.deepEqual(back.errors, ['theme must be light or dark, not "blue" (the default is used)']);
  await context.close();
});
