// Many on one page, in a publisher's colours (www/themed.html): the elements share one download
// of the engine, each keeps its own game under its own key, only the one against PAI starts a
// worker, and the page's --pz-* properties and ::part() rules restyle them.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launchBrowser, baseUrl, artifactDir } from './browser.mjs';
import { SCHEMA_VERSION } from '../../www/js/storage/stored-data.js';

let browser;
before(async () => { browser = await launchBrowser(); });
after(async () => { await browser?.close(); });

/** Counts the Web Workers the page starts (installed before any page script runs). */
function countWorkers() {
  window.workersStarted = 0;
  const Original = window.Worker;
  window.Worker = class extends Original {
    constructor(...args) {
      super(...args);
      window.workersStarted += 1;
    }
  };
}

test('two elements: one engine download, their own games and keys, one worker, the brand colours', async () => {
  const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 1000, height: 900 } });
  await context.addInitScript(countWorkers);
  const wasmRequests = [];
  context.on('request', (request) => { if (/\.wasm(\?|$)/.test(request.url())) wasmRequests.push(request.url()); });
  const page = await context.newPage();
  await page.goto(new URL('themed.html', baseUrl).href);
  await page.waitForFunction(() => [...document.querySelectorAll('pathwayz-game')].every((el) => el.dataset.ready === 'true'));

  await page.locator('#two-players .cell[data-cell="a1"]').click();
  await page.locator('#two-players .cell[data-cell="b2"]').click();
  await page.locator('#versus-pai .cell[data-cell="f5"]').click();
  await page.waitForFunction(() => document.querySelector('#versus-pai').dataset.ply === '2'
    && document.querySelector('#versus-pai').dataset.thinking === 'false', null, { timeout: 20000 });

  const state = await page.evaluate(() => ({
    records: Object.fromEntries([...document.querySelectorAll('pathwayz-game')].map((el) => [el.id, el.record])),
    saved: Object.fromEntries(Object.keys(localStorage).filter((key) => key !== 'pathwayz.schema')
      .map((key) => [key, JSON.parse(localStorage.getItem(key)).record])),
    schema: localStorage.getItem('pathwayz.schema'),
    workers: window.workersStarted,
  }));
  assert.equal(state.records['two-players'], 'a1 b2');
  assert.match(state.records['versus-pai'], /^f5 \S+$/);
  assert.deepEqual(state.saved, { 'pathwayz.game.v1#two-players': 'a1 b2', 'pathwayz.game.v1#versus-pai': state.records['versus-pai'] });
  assert.equal(state.schema, String(SCHEMA_VERSION), 'the kept data says its schema (stored-data.js)');
  assert.equal(state.workers, 1, 'only the element against PAI started a worker');
  assert.equal(wasmRequests.length, 1, `one download of the engine for the page and its worker: ${wasmRequests.join(', ')}`);

  // The pieces' colour transition (0.2 s) ended: drawn in the next frame, then every animation
  // running in the element finished (or cancelled by a newer one).
  await page.$eval('#versus-pai', async (el) => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await Promise.allSettled(el.shadowRoot.getAnimations().map((animation) => animation.finished));
  });
  const look = await page.$eval('#versus-pai', (el) => {
    const style = (selector) => getComputedStyle(el.shadowRoot.querySelector(selector));
    return {
      board: style('.board').backgroundColor,
      white: style('.cell[data-piece="w"] .piece').backgroundColor,
      button: style('.new-game').textTransform,
      cell: style('.cell').borderRadius,
    };
  });
  assert.equal(look.board, 'rgb(52, 64, 84)', '--pz-board');
  assert.equal(look.white, 'rgb(253, 176, 34)', '--pz-white');
  assert.equal(look.button, 'uppercase', '::part(button)');
  assert.equal(look.cell, '50%', '::part(cell)');
  await page.screenshot({ path: `${artifactDir}/themed.png`, fullPage: true });
  await context.close();
});

test("at 1280 px the two boards' coordinates keep apart: each board inside its element, a gap between the row numbers", async () => {
  const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(new URL('themed.html', baseUrl).href);
  await page.waitForFunction(() => [...document.querySelectorAll('pathwayz-game')].every((el) => el.dataset.ready === 'true'));
  const [first, second] = await page.evaluate(() => [...document.querySelectorAll('pathwayz-game')].map((el) => {
    const box = (element) => {
      const { left, right, top, bottom } = element.getBoundingClientRect();
      return { left, right, top, bottom };
    };
    const numbers = (side) => [...el.shadowRoot.querySelectorAll(`.labels.${side} span`)].map(box);
    return { element: box(el), frame: box(el.shadowRoot.querySelector('.board-frame')), left: numbers('left'), right: numbers('right') };
  }));
  assert.ok(first.frame.right <= first.element.right + 0.5, `the first board stays inside its element: ${JSON.stringify([first.frame, first.element])}`);
  assert.ok(second.frame.right <= second.element.right + 0.5, 'and the second');
  assert.ok(first.element.top === second.element.top, 'side by side at 1280 px');
  // Each row number of the first board's right side against the same row's number on the second's left.
  const MIN_GAP = 8;
  first.right.forEach((number, row) => {
    const next = second.left[row];
    const overlapsVertically = number.top < next.bottom && next.top < number.bottom;
    assert.ok(overlapsVertically, `row ${row + 1}: the two numbers are on one line`);
    assert.ok(next.left - number.right >= MIN_GAP, `row ${row + 1}: "${row + 1}" and "${row + 1}" are ${(next.left - number.right).toFixed(1)} px apart`);
  });
  await context.close();
});
