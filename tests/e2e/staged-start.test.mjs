// The element's start is cut into tasks (docs/PAGE.md, "The start"): the wasm compiles off the
// page's thread, the views are built a few at a time (each laid out in its step, hidden until the
// game is drawn in them) with the thread given back between them, and the game starts in a task
// of its own, so the first load has no long task (Lighthouse's total blocking time,
// docs/RESULTS.md). What may happen between the steps is checked here too: the element leaving
// and coming back, attributes of its look changing.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launchBrowser, baseUrl, gameState, waitForPly } from './browser.mjs';
import { nextTask } from '../../www/js/element/next-task.js';

let browser;
before(async () => { browser = await launchBrowser(); });
after(async () => { await browser?.close(); });

/**
 * Installed before any page script: counts the wasm compiled on the page's thread (`new
 * WebAssembly.Module`) and off it (`WebAssembly.compileStreaming`), and every time the page
 * gives the thread back (`scheduler.yield`, which Chromium has), calling `window.onYield(count)`
 * when a test set it.
 */
function spyOnStart() {
  window.spy = { syncCompiles: 0, streamingCompiles: 0, yields: 0, readyEvents: 0 };
  const { Module, compileStreaming } = WebAssembly;
  WebAssembly.Module = function SpiedModule(...args) {
    window.spy.syncCompiles += 1;
    return new Module(...args);
  };
  WebAssembly.Module.prototype = Module.prototype;
  Object.setPrototypeOf(WebAssembly.Module, Module);
  WebAssembly.compileStreaming = (...args) => {
    window.spy.streamingCompiles += 1;
    return compileStreaming.apply(WebAssembly, args);
  };
  const counted = (giveBack) => (...args) => {
    window.spy.yields += 1;
    window.onYield?.(window.spy.yields);
    return giveBack(...args);
  };
  scheduler.yield = counted(scheduler.yield.bind(scheduler));
  document.addEventListener('pathwayz-ready', () => { window.spy.readyEvents += 1; });
}

/** A page with nothing but the element's script; `setup` runs there before the element is added. */
async function blankPage(setup = () => {}) {
  const context = await browser.newContext({ viewport: { width: 900, height: 1000 } });
  await context.addInitScript(spyOnStart);
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(new URL('embed.html', baseUrl).href);
  await page.waitForSelector('pathwayz-game[data-ready="true"]');
  await page.evaluate(() => {
    document.querySelector('pathwayz-game').remove();
    window.spy.yields = 0;
    window.spy.readyEvents = 0;
  });
  await page.evaluate(setup);
  return { page, context, errors };
}

test('nextTask goes on in a later task and leaves nothing open (the fallback without scheduler.yield, in Node)', async () => {
  const order = [];
  const next = nextTask().then(() => order.push('next task'));
  queueMicrotask(() => order.push('microtask'));
  await next;
  assert.deepEqual(order, ['microtask', 'next task']);
});

test('the start compiles the wasm off the page\'s thread, gives the thread back between its steps and never shows a half-built element', async () => {
  const { page, context, errors } = await blankPage(() => {
    // Whether the element's views can be seen, each time the thread is given back.
    window.shown = [];
    window.onYield = () => {
      const views = document.querySelector('pathwayz-game')?.shadowRoot.querySelector('.pz');
      if (views) window.shown.push([getComputedStyle(views).opacity, views.querySelectorAll('.cell').length]);
    };
  });
  await page.evaluate(() => {
    document.body.insertAdjacentHTML('beforeend', '<pathwayz-game mode="local"></pathwayz-game>');
  });
  await page.waitForSelector('pathwayz-game[data-ready="true"]');
  const spy = await page.evaluate(() => window.spy);
  assert.equal(spy.syncCompiles, 0, 'no wasm compiled on the page\'s thread');
  assert.equal(spy.streamingCompiles, 1, 'the wasm compiled once, streaming');
  assert.ok(spy.yields >= 5, `the start gave the thread back between its steps (${spy.yields} times)`);
  assert.equal(spy.readyEvents, 1);
  const shown = await page.evaluate(() => window.shown);
  assert.deepEqual(shown[0], ['1', 0], 'the skeleton ("Loading") is shown before the views are built');
  assert.ok(shown.slice(1).every(([opacity]) => opacity === '0'), `the views are hidden while built: ${JSON.stringify(shown)}`);
  assert.ok(shown.some(([, cells]) => cells === 96), 'the board was built before the game started');
  const opacity = await page.$eval('pathwayz-game', (el) => getComputedStyle(el.shadowRoot.querySelector('.pz')).opacity);
  assert.equal(opacity, '1', 'and shown once the game is drawn in them');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a frame drawn between two steps of the start shows nothing half built: nothing in the element shifts, the page below moves once', async () => {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  await context.addInitScript(() => {
    // Every give-back waits for a frame, so each step of the start is drawn before the next.
    const giveBack = scheduler.yield.bind(scheduler);
    scheduler.yield = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 20))).then(giveBack);
    window.shifts = [];
    const note = (entries) => {
      for (const entry of entries) {
        // A node in the element's shadow root is not named (null): only the page's own may shift.
        window.shifts.push({ value: entry.value, sources: entry.sources.map((source) => source.node?.nodeName ?? 'in the element') });
      }
    };
    const observer = new PerformanceObserver((list) => note(list.getEntries()));
    observer.observe({ type: 'layout-shift', buffered: true });
    // The shifts noted so far, with those not yet handed to the observer's callback.
    window.takeShifts = () => {
      note(observer.takeRecords());
      return window.shifts;
    };
  });
  const page = await context.newPage();
  await page.goto(new URL('index.html', baseUrl).href);
  await page.waitForSelector('pathwayz-game[data-ready="true"]');
  // The last things the start draws: the ladder's Elos (read after the element is ready: the
  // panel names PAI's with it) and the fonts; then two frames, so that what they moved is laid
  // out and painted.
  await page.waitForFunction(() => document.querySelector('pathwayz-game').controller.state.ladder.state !== 'loading', null, { timeout: 20000 });
  const shifts = await page.evaluate(async () => {
    await document.querySelector('pathwayz-game').updateComplete;
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    return window.takeShifts();
  });
  const inside = shifts.filter((shift) => shift.sources.includes('in the element') || shift.sources.includes('PATHWAYZ-GAME'));
  assert.deepEqual(inside, [], `only what follows the element moves as it grows: ${JSON.stringify(shifts)}`);
  const large = shifts.filter((shift) => shift.value > 0.01);
  assert.ok(large.length <= 1, `and it moves once, when the element appears (the views take no room before): ${JSON.stringify(shifts)}`);
  await context.close();
});

test('an element that leaves the page during its start and comes back starts once, with one board', async () => {
  const { page, context, errors } = await blankPage(() => {
    window.onYield = (count) => {
      if (count !== 2) return;
      const el = document.querySelector('pathwayz-game');
      el.remove();
      setTimeout(() => {
        document.body.append(el);
        // A witness, added after it, goes through the same steps of the start behind it (and
        // behind a start of its first stay that would have gone on): once the witness is ready,
        // any start of the element has ended.
        document.body.insertAdjacentHTML('beforeend', '<pathwayz-game id="witness" mode="local"></pathwayz-game>');
      }, 50);
    };
  });
  await page.evaluate(() => {
    document.body.insertAdjacentHTML('beforeend', '<pathwayz-game mode="local" controls="full"></pathwayz-game>');
  });
  await page.waitForSelector('pathwayz-game#witness[data-ready="true"]');
  const shown = await page.$eval('pathwayz-game', (el) => ({
    ready: el.dataset.ready,
    cells: el.shadowRoot.querySelectorAll('.cell').length,
    boards: el.shadowRoot.querySelectorAll('.board').length,
    panels: el.shadowRoot.querySelectorAll('.panel-body .status').length,
    readyEvents: window.spy.readyEvents,
  }));
  assert.deepEqual(shown, { ready: 'true', cells: 96, boards: 1, panels: 1, readyEvents: 2 }, 'one start of the element (and the witness\'s)');
  await page.evaluate(() => document.querySelector('pathwayz-game#witness').remove());
  await page.locator('pathwayz-game .cell[data-cell="d4"]').click();
  await waitForPly(page, 1);
  await page.locator('pathwayz-game button.undo').click();
  assert.equal((await gameState(page)).ply, 0, 'one listener per button: Undo took back one move');
  assert.deepEqual(errors, []);
  await context.close();
});

test('the look\'s attributes changed during the start take effect (lang, controls, orientation)', async () => {
  const { page, context, errors } = await blankPage(() => {
    window.onYield = () => {
      // Once every view is built (the picture section's slot, among the last, is filled), before the game starts.
      const el = document.querySelector('pathwayz-game');
      if (!el.shadowRoot.querySelector('.picture-slot')?.childElementCount || el.getAttribute('lang') === 'zh') return;
      el.setAttribute('lang', 'zh');
      el.setAttribute('controls', 'full');
      el.setAttribute('orientation', 'portrait');
    };
  });
  await page.evaluate(() => {
    document.body.insertAdjacentHTML('beforeend', '<pathwayz-game mode="local" lang="en"></pathwayz-game>');
  });
  await page.waitForSelector('pathwayz-game[data-ready="true"]');
  const shown = await page.$eval('pathwayz-game', (el) => ({
    undo: el.shadowRoot.querySelector('button.undo').textContent,
    setup: el.shadowRoot.querySelector('button.open-setup').textContent,
    recordTools: !el.shadowRoot.querySelector('.record-input').closest('[data-full]').hidden,
    orientation: el.dataset.orientation,
    cells: el.shadowRoot.querySelectorAll('.cell').length,
  }));
  assert.deepEqual(shown, { undo: '悔棋', setup: '对局设置…', recordTools: true, orientation: 'portrait', cells: 96 });
  assert.deepEqual(errors, []);
  await context.close();
});
