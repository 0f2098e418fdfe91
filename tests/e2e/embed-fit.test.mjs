// The element fits its page (issue 38, point 3): in containers of 280, 400 and 900 px nothing
// overflows and every cell is at least 20 px; a resize of the container redraws the board (turned
// below 380 px) and keeps the game; `board-size`, `start`, `orientation` and `no-spoilers` work and
// refuse their bad values with a message, leaving the element whole; nothing on the page moves
// when the element appears (css/pathwayz-game.css keeps its room: the layout shifts the page
// observes add up to under 0.01, where the same page without it moves); every attribute the
// element watches is in docs/PUBLISHERS.md's table and typed in package/pathwayz-game.d.ts.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { launchBrowser, baseUrl, siteFile, artifactDir, drawn } from './browser.mjs';
import { STRICT_CSP } from '../../scripts/strict-csp.mjs';

/** The game shown by the replays here (www/replay.html's: 56 moves, Black wins). */
const RECORD = 'k5 a5 l6 b4 j4 k7 i3 j7 b5* k6* l5* k4 l7 c5 f2 a4 k8 l8* h2 j8 g2 j6 i6 i4* c3 e3 d4 c4* j3* b6 a6 j2* h3 k3* e4* d5* e5 d3 l3* h1* i1* k2 l4 g4* a3* b3* h4* i2* d6* f3 l1* j5* g1* c6* g5* g3';
const TOTAL = RECORD.split(' ').length;
/** The fixture page and its stylesheet, served at the site's origin under the strict policy. */
const FIXTURE = new URL('embed-fit-fixture.html', baseUrl).href;
const FIXTURE_CSS = new URL('embed-fit-fixture.css', baseUrl).href;

let browser;
before(async () => { browser = await launchBrowser(); });
after(async () => { await browser?.close(); });

/** Runs in each page before its scripts: the layout shifts it sees, and the element's errors. */
function watchPage() {
  window.layoutShifts = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.hadRecentInput) window.layoutShifts.push(entry.value);
    }
  }).observe({ type: 'layout-shift', buffered: true });
  window.heard = [];
  document.addEventListener('pathwayz-error', (event) => window.heard.push(event.detail));
}

/**
 * Opens a page of elements, each in a box `width` px wide (`{width, attributes}`), a paragraph
 * after each, under the strict policy; with `reserve`, the page links css/pathwayz-game.css.
 * Waits until every element is ready; returns the page, its context and its errors.
 */
async function openFixture(boxes, { reserve = true, context: options = { viewport: { width: 1280, height: 900 } } } = {}) {
  const context = await browser.newContext({ serviceWorkers: 'block', ...options });
  await context.addInitScript(watchPage);
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Boxes</title>
<link rel="stylesheet" href="${FIXTURE_CSS}">${reserve ? `<link rel="stylesheet" href="${siteFile('css/pathwayz-game.css')}">` : ''}
<script type="module" src="${siteFile('js/pathwayz-game.js')}"></script></head><body>
${boxes.map(({ attributes = '' }, i) => `<div class="box" id="box${i}"><pathwayz-game id="game${i}" ${attributes}></pathwayz-game></div>
<p>A paragraph of the article under the game, which must not move when the game appears.</p>`).join('\n')}
</body></html>`;
  const css = `body { margin: 0 8px; font-family: serif; } p { margin: 0.5rem 0; }
${boxes.map(({ width }, i) => `#box${i} { width: ${width}px; }`).join('\n')}`;
  await context.route(FIXTURE, (route) => route.fulfill({ contentType: 'text/html', headers: { 'content-security-policy': STRICT_CSP }, body: html }));
  await context.route(FIXTURE_CSS, (route) => route.fulfill({ contentType: 'text/css', body: css }));
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(FIXTURE);
  await page.waitForFunction((n) => document.querySelectorAll('pathwayz-game[data-ready="true"]').length === n, boxes.length, { timeout: 60000 });
  return { page, context, errors };
}

/** Waits until the page has drawn two more frames (the element draws once a frame). */
function frames(page) {
  return page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/** How each element fits its box: orientation, smallest cell, overflow, the board's width. */
async function fits(page) {
  await frames(page);
  return page.evaluate(() => ({
    page: [document.documentElement.scrollWidth, document.documentElement.clientWidth, innerWidth],
    games: [...document.querySelectorAll('pathwayz-game')].map((el) => {
      const root = el.shadowRoot;
      const cells = [...root.querySelectorAll('.board-frame .cell')].map((c) => c.getBoundingClientRect());
      const box = el.getBoundingClientRect();
      const frame = root.querySelector('.board-frame').getBoundingClientRect();
      return {
        id: el.id,
        width: box.width,
        orientation: el.dataset.orientation,
        smallest: Math.min(...cells.map((c) => Math.min(c.width, c.height))),
        cellWidth: cells[0].width,
        inside: cells.every((c) => c.left >= box.left - 0.5 && c.right <= box.right + 0.5),
        overflow: [el.scrollWidth, el.clientWidth, root.querySelector('.pz').scrollWidth, root.querySelector('.pz').clientWidth],
        frameWidth: frame.width,
      };
    }),
  }));
}

/** Asserts that nothing overflows and every cell is at least 20 px. */
function assertFits(result, label) {
  const [scrollWidth, clientWidth] = result.page;
  assert.ok(scrollWidth <= clientWidth, `${label}: the page does not scroll sideways (${result.page})`);
  for (const game of result.games) {
    assert.ok(game.smallest >= 20, `${label}, ${game.id} (${game.width} px): cells of ${game.smallest} px`);
    assert.ok(game.overflow[0] <= game.overflow[1] && game.overflow[2] <= game.overflow[3], `${label}, ${game.id}: no overflow (${game.overflow})`);
    assert.ok(game.inside, `${label}, ${game.id}: every cell inside the element`);
  }
}

/** The layout shifts the page has seen so far (PerformanceObserver `layout-shift`), summed. */
async function layoutShift(page) {
  await frames(page);
  return page.evaluate(() => {
    // Entries not yet delivered to the page's observer are in the buffer too.
    const observer = new PerformanceObserver(() => {});
    observer.observe({ type: 'layout-shift', buffered: true });
    const entries = observer.takeRecords().filter((entry) => !entry.hadRecentInput);
    observer.disconnect();
    const total = (values) => values.reduce((sum, value) => sum + value, 0);
    return Math.max(total(entries.map((entry) => entry.value)), total(window.layoutShifts));
  });
}

const heard = (page) => page.evaluate(() => window.heard.splice(0));

test('at 280, 400 and 900 px: no overflow, cells of at least 20 px, the board turned in the narrow box', async () => {
  const widths = [280, 400, 900];
  const kinds = ['', `mode="replay" record="${RECORD}"`, 'controls="full"', 'mode="puzzle"'];
  const boxes = kinds.flatMap((attributes) => widths.map((width) => ({ width, attributes })));
  const { page, context, errors } = await openFixture(boxes);
  await page.waitForFunction(() => [...document.querySelectorAll('pathwayz-game[mode="puzzle"]')].every((el) => el.dataset.puzzle === 'solving'), null, { timeout: 60000 });
  const result = await fits(page);
  assertFits(result, 'desktop');
  assert.deepEqual(result.games.map((game) => game.orientation), kinds.flatMap(() => ['portrait', 'landscape', 'landscape']));
  assert.deepEqual(await heard(page), []);
  await page.screenshot({ path: `${artifactDir}/embed-fit-boxes.png`, fullPage: true });
  assert.deepEqual(errors, []);
  await context.close();

  // A phone: its viewport grows with anything that overflows (innerWidth), so that is checked too.
  const phone = await openFixture([{ width: 280 }, { width: 344, attributes: `mode="replay" record="${RECORD}"` }],
    { context: { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true } });
  const onPhone = await fits(phone.page);
  assertFits(onPhone, 'phone');
  assert.equal(onPhone.page[2], 360, 'the phone keeps its width');
  assert.deepEqual(onPhone.games.map((game) => game.orientation), ['portrait', 'portrait']);
  assert.deepEqual(phone.errors, []);
  await phone.context.close();
});

test('a resize of the container redraws the board, turned below 380 px, and keeps the game', async () => {
  const { page, context, errors } = await openFixture([{ width: 900, attributes: 'mode="local"' }]);
  for (const name of ['f4', 'g5', 'e4']) await page.locator(`pathwayz-game .cell[data-cell="${name}"]`).click();
  await page.locator('pathwayz-game .cell[data-cell="h3"]').click({ button: 'right' });
  const game = () => page.$eval('pathwayz-game', (el) => ({
    record: el.record,
    pieces: Object.fromEntries([...el.shadowRoot.querySelectorAll('.board .cell')].map((c) => [c.dataset.cell, c.dataset.piece])),
  }));
  const before = await game();
  assert.equal(before.record, 'f4 g5 e4 h3*');
  const wide = await fits(page);
  let cellWidth = wide.games[0].cellWidth;
  // A keyboard player's focus stays on its cell when the board turns.
  await page.locator('pathwayz-game .cell[data-cell="c3"]').focus();
  for (const [width, orientation] of [[280, 'portrait'], [400, 'landscape'], [379, 'portrait'], [900, 'landscape']]) {
    await page.$eval('#box0', (box, w) => { box.style.width = `${w}px`; }, width);
    // The new size, as a state: the orientation it calls for and cells of another size.
    await page.waitForFunction(([o, w]) => {
      const el = document.querySelector('pathwayz-game');
      return el.dataset.orientation === o && el.shadowRoot.querySelector('.board .cell').getBoundingClientRect().width !== w;
    }, [orientation, cellWidth]);
    const result = await fits(page);
    assertFits(result, `${width} px`);
    assert.equal(result.games[0].width, width);
    cellWidth = result.games[0].cellWidth;
    assert.deepEqual(await game(), before, `at ${width} px the game and its pieces are as they were`);
    assert.equal(await page.$eval('pathwayz-game', (el) => el.shadowRoot.activeElement?.dataset.cell), 'c3', `at ${width} px the focus is where it was`);
  }
  // The game goes on where it was.
  await page.locator('pathwayz-game .cell[data-cell="d5"]').click();
  assert.equal(await page.$eval('pathwayz-game', (el) => el.record), 'f4 g5 e4 h3* d5');
  assert.deepEqual(await heard(page), []);
  assert.deepEqual(errors, []);
  await context.close();
});

test('board-size: the board that wide, never wider than the element; a bad value is refused with a message', async () => {
  const { page, context, errors } = await openFixture([
    { width: 900, attributes: 'mode="local" board-size="480"' },
    { width: 400, attributes: 'mode="local" board-size="480"' },
    { width: 900, attributes: 'mode="local" board-size="-40"' },
  ]);
  let result = await fits(page);
  assertFits(result, 'board-size');
  assert.ok(Math.abs(result.games[0].frameWidth - 480) <= 1, `a 480 px board: ${result.games[0].frameWidth}`);
  assert.ok(result.games[1].frameWidth <= 400, `never wider than its 400 px box: ${result.games[1].frameWidth}`);
  assert.equal(result.games[1].orientation, 'landscape');
  assert.ok(result.games[2].frameWidth > 480, 'a refused size leaves the board filling the element');
  let refused = await heard(page);
  assert.deepEqual(refused, [{ source: 'attribute', message: 'board-size must be the board\'s width in pixels, from 200 to 4000, not "-40" (the board fills the element)' }]);
  // Live: each bad value refused with a message, the board then fills the element; a good one takes effect.
  for (const bad of ['0', 'big', '12', '1e9', '480 px wide']) {
    await page.$eval('#game0', (el, value) => el.setAttribute('board-size', value), bad);
    refused = await heard(page);
    assert.equal(refused.length, 1, `board-size="${bad}" is reported`);
    assert.match(refused[0].message, /^board-size must be the board's width in pixels, from 200 to 4000/);
    assert.equal(refused[0].source, 'attribute');
  }
  await page.$eval('#game0', (el) => el.setAttribute('board-size', '300px'));
  await page.waitForFunction(() => document.querySelector('#game0').dataset.orientation === 'portrait');
  result = await fits(page);
  assert.ok(Math.abs(result.games[0].frameWidth - 300) <= 1, `a 300 px board, turned: ${result.games[0].frameWidth}`);
  await page.$eval('#game0', (el) => el.removeAttribute('board-size'));
  await page.waitForFunction(() => document.querySelector('#game0').dataset.orientation === 'landscape');
  result = await fits(page);
  assertFits(result, 'board-size removed');
  assert.ok(result.games[0].frameWidth > 480, 'removed, the board fills the element');
  // The element still plays.
  await page.locator('#game0 .cell[data-cell="c3"]').click();
  assert.equal(await page.$eval('#game0', (el) => el.record), 'c3');
  assert.deepEqual(await heard(page), []);
  assert.deepEqual(errors, []);
  await context.close();
});

test('start: the position a replay opens at; past the end it opens at the end, a bad value at the start, each said', async () => {
  const { page, context, errors } = await openFixture([
    { width: 600, attributes: `mode="replay" start="18" record="${RECORD}"` },
    { width: 600, attributes: `mode="replay" start="end" record="${RECORD}"` },
    { width: 600, attributes: 'mode="replay" start="99" record="d4 e5 e4*"' },
    { width: 600, attributes: 'mode="replay" start="-2" record="d4 e5 e4*"' },
  ]);
  const shown = () => page.$$eval('pathwayz-game', (els) => els.map((el) => Number(el.dataset.shownPly)));
  // Each read waits until the elements have drawn what the page's script changed (drawn: their
  // updateComplete), not for a number of frames.
  await drawn(page);
  assert.deepEqual(await shown(), [18, TOTAL, 3, 0]);
  const refused = await heard(page);
  assert.deepEqual(refused.map((detail) => detail.message).sort(), [
    'start must be a number of moves from 0, or end, not "-2" (the replay opens at the start)',
    'start 99 is past the end of the game (3 moves): the replay opens at its end',
  ].sort());
  assert.ok(refused.every((detail) => detail.source === 'attribute'));
  // Live: a new start shows that position; past the end, the end; a bad one leaves it where it is.
  await page.$eval('#game0', (el) => el.setAttribute('start', '30'));
  await drawn(page);
  assert.equal((await shown())[0], 30);
  await page.$eval('#game0', (el) => el.setAttribute('start', '1000'));
  await drawn(page);
  assert.equal((await shown())[0], TOTAL);
  assert.match((await heard(page))[0].message, new RegExp(`^start 1000 is past the end of the game \\(${TOTAL} moves\\)`));
  await page.$eval('#game0', (el) => el.setAttribute('start', 'middle'));
  await drawn(page);
  assert.equal((await shown())[0], TOTAL, 'a bad value moves nothing');
  assert.match((await heard(page))[0].message, /^start must be a number of moves from 0, or end, not "middle"/);
  // A new record opens at `start`; the replay's buttons still work from there.
  await page.$eval('#game0', (el) => { el.setAttribute('start', '2'); el.setAttribute('record', 'a1 b2 c3 d4'); });
  await drawn(page);
  assert.equal((await shown())[0], 2);
  await page.locator('#game0 .replay-next').click();
  await drawn(page);
  assert.equal((await shown())[0], 3);
  assert.equal(await page.$eval('#game0', (el) => el.shadowRoot.querySelector('.replay-position').textContent), 'Move 3 of 4: White c3');
  assert.deepEqual(await heard(page), []);
  assert.deepEqual(errors, []);
  await context.close();
});

test('orientation: auto follows the box, landscape and portrait are kept; a bad value is refused', async () => {
  const { page, context, errors } = await openFixture([
    { width: 900, attributes: 'mode="local" orientation="portrait"' },
    { width: 360, attributes: 'mode="local" orientation="landscape"' },
    { width: 360, attributes: 'mode="local" orientation="sideways"' },
  ]);
  let result = await fits(page);
  assert.deepEqual(result.games.map((game) => game.orientation), ['portrait', 'landscape', 'portrait']);
  assert.deepEqual(await heard(page), [{ source: 'attribute', message: 'orientation must be auto or landscape or portrait, not "sideways" (the default is used)' }]);
  await page.$eval('#game1', (el) => el.setAttribute('orientation', 'auto'));
  await page.$eval('#game0', (el) => el.setAttribute('orientation', 'auto'));
  await page.waitForFunction(() => document.querySelector('#game1').dataset.orientation === 'portrait' && document.querySelector('#game0').dataset.orientation === 'landscape');
  result = await fits(page);
  assertFits(result, 'auto');
  assert.deepEqual(await heard(page), []);
  assert.deepEqual(errors, []);
  await context.close();
});

test('no-spoilers: no evaluation, values or hints until Show the evaluation; then the analysis', async () => {
  const { page, context, errors } = await openFixture([
    { width: 900, attributes: `mode="replay" start="18" no-spoilers record="${RECORD}"` },
    { width: 900, attributes: 'mode="local" controls="full" no-spoilers' },
  ]);
  const visible = (id) => page.$eval(id, (el) => Object.fromEntries(['.reveal', '.analyze', '.show-race', '.hint', '.review-game', '.analysis-slot', '.evalbar']
    .map((s) => { const node = el.shadowRoot.querySelector(s); return [s, node.checkVisibility()]; })));
  // Each read waits until the elements have drawn what the page's script changed (drawn: their
  // updateComplete), not for a number of frames.
  await drawn(page);
  assert.deepEqual(await visible('#game0'), { '.reveal': true, '.analyze': false, '.show-race': false, '.hint': false, '.review-game': false, '.analysis-slot': false, '.evalbar': false });
  assert.deepEqual(await visible('#game1'), { '.reveal': true, '.analyze': false, '.show-race': false, '.hint': false, '.review-game': false, '.analysis-slot': false, '.evalbar': false });
  assert.equal(await page.$eval('#game0', (el) => el.shadowRoot.querySelectorAll('.cell .value').length), 0);
  // The reader asks: the evaluation shows, the analysis of the position shown starts.
  await page.locator('#game0 .reveal').click();
  await page.waitForFunction(() => document.querySelector('#game0').shadowRoot.querySelectorAll('.cell .value').length > 0, null, { timeout: 30000 });
  const shown = await visible('#game0');
  assert.equal(shown['.reveal'], false);
  assert.equal(shown['.analyze'], true);
  assert.equal(shown['.evalbar'], true);
  assert.equal(await page.$eval('#game0', (el) => el.shadowRoot.querySelector('.analyze').getAttribute('aria-pressed')), 'true');
  assert.equal(await page.$eval('#game0', (el) => el.dataset.shownPly), '18', 'the position shown is as it was');
  // Set again, the evaluation goes (its analysis stopped) until the reader asks again.
  await page.$eval('#game0', (el) => { el.removeAttribute('no-spoilers'); el.setAttribute('no-spoilers', ''); });
  await page.waitForFunction(() => document.querySelector('#game0').dataset.analysis === '');
  await drawn(page);
  assert.equal((await visible('#game0'))['.reveal'], true);
  assert.equal(await page.$eval('#game0', (el) => el.shadowRoot.querySelectorAll('.cell .value').length), 0);
  // Removed: the controls are back, nothing turned on.
  await page.$eval('#game1', (el) => el.removeAttribute('no-spoilers'));
  await drawn(page);
  const back = await visible('#game1');
  assert.deepEqual([back['.reveal'], back['.analyze'], back['.hint'], back['.review-game']], [false, true, true, true]);
  assert.equal(await page.$eval('#game1', (el) => el.dataset.analysis), '');
  assert.deepEqual(await heard(page), []);
  assert.deepEqual(errors, []);
  await context.close();
});

test('nothing on the page moves when the element appears (layout shift under 0.01)', async () => {
  const boxes = [
    { width: 900 },
    { width: 400, attributes: `mode="replay" record="${RECORD}"` },
    { width: 280, attributes: 'mode="puzzle"' },
  ];
  const puzzles = (page) => page.waitForFunction(() => [...document.querySelectorAll('pathwayz-game[mode="puzzle"]')].every((el) => el.dataset.puzzle === 'solving'), null, { timeout: 60000 });
  // Without the page's reservation the paragraphs move: the measure sees it.
  const bare = await openFixture(boxes, { reserve: false });
  await puzzles(bare.page);
  const moved = await layoutShift(bare.page);
  assert.ok(moved >= 0.01, `without css/pathwayz-game.css the page moves: ${moved}`);
  await bare.context.close();

  const kept = await openFixture(boxes);
  await puzzles(kept.page);
  const still = await layoutShift(kept.page);
  assert.ok(still < 0.01, `with it, the layout shift is ${still}`);
  assert.deepEqual(kept.errors, []);
  await kept.context.close();

  // The site's pages, on a desktop and on a phone.
  for (const options of [{ viewport: { width: 1280, height: 800 } }, { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true }]) {
    for (const path of ['embed.html', 'replay.html', 'puzzle.html', 'themed.html']) {
      const context = await browser.newContext({ serviceWorkers: 'block', ...options });
      await context.addInitScript(watchPage);
      const page = await context.newPage();
      await page.goto(new URL(path, baseUrl).href);
      await page.waitForFunction(() => [...document.querySelectorAll('pathwayz-game')].every((el) => el.dataset.ready === 'true'), null, { timeout: 60000 });
      await puzzles(page);
      const shift = await layoutShift(page);
      assert.ok(shift < 0.01, `${path} at ${options.viewport.width} px: layout shift ${shift}`);
      await context.close();
    }
  }
});

test('every attribute the element watches is in the publishers\' table and typed in the .d.ts', async () => {
  const { page, context } = await openFixture([{ width: 400 }]);
  const watched = await page.evaluate(() => customElements.get('pathwayz-game').observedAttributes);
  await context.close();
  const table = readFileSync(new URL('../../docs/PUBLISHERS.md', import.meta.url), 'utf8');
  const types = readFileSync(new URL('../../package/pathwayz-game.d.ts', import.meta.url), 'utf8');
  const typed = types.match(/export interface PathwayzGameAttributes \{([\s\S]*?)\n\}/)?.[1] ?? '';
  for (const name of [...watched, 'persist']) {
    assert.match(table, new RegExp(`^\\| \`${name}\` \\|`, 'm'), `${name} has its row in docs/PUBLISHERS.md's attribute table`);
    assert.match(typed, new RegExp(`^\\s+'?${name}'?\\?:`, 'm'), `${name} is typed in PathwayzGameAttributes`);
  }
  for (const name of ['board-size', 'start', 'no-spoilers', 'orientation']) assert.ok(watched.includes(name), `${name} is watched`);
});
