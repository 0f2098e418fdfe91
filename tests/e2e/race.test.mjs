// The race to connect: off by default; turned on, the board marks each side's shortest path
// (the cells the engine's game.race() names) and the panel says how many moves each still needs,
// counted by hand from the rules (a cell of one's own 0, an empty cell 1); it follows every move
// and the position shown when stepping back; it works by keyboard; in light, dark and on a phone.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launchBrowser, openGame, cell, drawn, artifactDir } from './browser.mjs';
import engine from './node-engine.mjs';

let browser;
before(async () => { browser = await launchBrowser(); });
after(async () => { await browser?.close(); });

/** What the race shows: the toggle, the panel's words, the marks on the board, the analysis line. */
async function raceShown(page) {
  await drawn(page);
  return page.$eval('pathwayz-game', (el) => {
    const root = el.shadowRoot;
    const cells = [...root.querySelectorAll('.board-frame .cell')];
    const marked = (color) => cells.filter((c) => c.querySelector(`.race-mark[data-side="${color}"]`)).map((c) => c.dataset.cell).sort();
    return {
      pressed: root.querySelector('button.show-race').getAttribute('aria-pressed'),
      panelHidden: root.querySelector('.race-slot').hidden,
      text: root.querySelector('.race-text')?.textContent ?? '',
      white: marked('white'),
      black: marked('black'),
      classed: cells.filter((c) => c.classList.contains('race-white')).map((c) => c.dataset.cell).sort(),
      label: cells.find((c) => c.classList.contains('race-black'))?.getAttribute('aria-label') ?? '',
      analysisRace: root.querySelector('.analysis-race')?.textContent ?? '',
    };
  });
}

/** The engine's race after `record`, each side's cells sorted. */
function engineRace(record) {
  const game = engine.newGame();
  game.fromRecord(record);
  const race = game.race();
  game.free();
  return { white: [...race.white.cells].sort(), black: [...race.black.cells].sort() };
}

/** Waits until the race's words are `text`. */
async function waitForText(page, text) {
  await page.waitForFunction((t) => (document.querySelector('pathwayz-game').shadowRoot.querySelector('.race-text')?.textContent ?? '') === t, text, { timeout: 10000 });
}

test('the race: off by default, then both paths and both counts, after a move and back through the moves', async () => {
  const { page, context, errors } = await openGame(browser, '#moves=d4,e5,e4*&mode=local', { viewport: { width: 1280, height: 900 } });
  let view = await raceShown(page);
  assert.equal(view.pressed, 'false');
  assert.equal(view.panelHidden, true, 'off by default');
  assert.deepEqual([view.white, view.black], [[], []], 'no marks while off');

  await page.locator('pathwayz-game button.show-race').click();
  // d4 e5 e4*: Black holds d4 and e4 (ten columns to fill), White e5 (eleven).
  await waitForText(page, 'White needs 11 moves, Black needs 10 moves.');
  view = await raceShown(page);
  assert.equal(view.pressed, 'true');
  assert.equal(view.panelHidden, false);
  const expected = engineRace('d4 e5 e4*');
  assert.deepEqual({ white: view.white, black: view.black }, expected);
  assert.deepEqual(view.classed, expected.white);
  assert.ok(view.white.includes('e5') && view.black.includes('d4') && view.black.includes('e4'));
  assert.equal(new Set(view.white.map((name) => name[0])).size, 12, 'one cell a column');
  assert.match(view.label, /on Black's shortest path/);
  await page.screenshot({ path: `${artifactDir}/race-light.png` });

  // Black plays f4: a third black cell in row 4.
  await cell(page, 'f4').click();
  await waitForText(page, 'White needs 11 moves, Black needs 9 moves.');
  view = await raceShown(page);
  assert.deepEqual({ white: view.white, black: view.black }, engineRace('d4 e5 e4* f4'));
  assert.ok(view.black.includes('f4'));

  // The move list's third move shows the position before f4: its race.
  await page.locator('pathwayz-game .moves button[data-ply="3"]').click();
  await waitForText(page, 'White needs 11 moves, Black needs 10 moves.');
  view = await raceShown(page);
  assert.deepEqual({ white: view.white, black: view.black }, expected);
  await page.locator('pathwayz-game button.live').click();
  await waitForText(page, 'White needs 11 moves, Black needs 9 moves.');

  // With the analysis on and the race off, the analysis panel says the counts.
  await page.locator('pathwayz-game button.show-race').click();
  await page.locator('pathwayz-game button.analyze').click();
  await page.waitForFunction(() => (document.querySelector('pathwayz-game').shadowRoot.querySelector('.analysis-race')?.textContent ?? '') !== '', null, { timeout: 10000 });
  view = await raceShown(page);
  assert.equal(view.analysisRace, 'Race to connect: White needs 11 moves, Black needs 9 moves.');
  assert.deepEqual([view.white, view.black, view.panelHidden], [[], [], true], 'the board marks only with the race on');
  await page.locator('pathwayz-game button.stop-analysis').click();
  assert.deepEqual(errors, []);
  await context.close();
});

test('the race by keyboard, with a wall, on a 360 px phone, light and dark', async () => {
  // White's permanents f1* to f8* wall column f off for White; Black holds it and a1 to a7.
  const record = 'f1*,a1,f2*,a2,f3*,a3,f4*,a4,f5*,a5,f6*,a6,f7*,a7,f8*';
  const { page, context, errors } = await openGame(browser, `#moves=${record}&mode=local`, { viewport: { width: 360, height: 800 } });
  await page.emulateMedia({ colorScheme: 'light' });
  const toggle = page.locator('pathwayz-game button.show-race');
  await toggle.focus();
  await page.keyboard.press('Enter');
  await waitForText(page, 'White is walled off, Black needs 10 moves.');
  let view = await raceShown(page);
  assert.equal(view.pressed, 'true');
  assert.deepEqual(view.white, [], 'no path for White');
  assert.deepEqual(view.black, engineRace(record.replaceAll(',', ' ')).black);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  assert.ok(overflow <= 0, `the page scrolls sideways by ${overflow}px`);
  await page.screenshot({ path: `${artifactDir}/race-phone.png`, fullPage: true });
  await page.emulateMedia({ colorScheme: 'dark' });
  const darkOverflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  assert.ok(darkOverflow <= 0, `the page scrolls sideways by ${darkOverflow}px in the dark theme`);
  await page.screenshot({ path: `${artifactDir}/race-phone-dark.png`, fullPage: true });
  await page.keyboard.press('Space');
  await page.waitForFunction(() => document.querySelector('pathwayz-game').shadowRoot.querySelector('.race-slot').hidden, null, { timeout: 10000 });
  view = await raceShown(page);
  assert.deepEqual([view.pressed, view.white, view.black], ['false', [], []]);
  assert.deepEqual(errors, []);
  await context.close();
});

test('the race in Chinese', async () => {
  const { page, context, errors } = await openGame(browser, '#moves=d4,e5,e4*&mode=local');
  await page.evaluate(() => document.querySelector('pathwayz-game').setAttribute('lang', 'zh'));
  await drawn(page);
  await page.locator('pathwayz-game button.show-race').click();
  await waitForText(page, '白方还需 11 步，黑方还需 10 步。');
  assert.equal(await page.locator('pathwayz-game button.show-race').textContent(), '连通竞赛');
  assert.deepEqual(errors, []);
  await context.close();
});
