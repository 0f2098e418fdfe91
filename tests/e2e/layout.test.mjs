// The board as a player sees it: coordinates (columns a-l, rows 1-8) and the two goal edges on
// every size; on a wide screen the panel beside the board with nothing to scroll; on a portrait
// phone the board turned a quarter, cells of at least 40 px, arrow keys moving the way it looks;
// a replay's controls there under the board, thumb-sized, in view; a puzzle's too, and an
// exercise of the player's mistakes; the rating and the history in view there too.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launchBrowser, openGame, gameState, waitForPly, cell, playEmpty, artifactDir, waitPuzzlePhase, drawn } from './browser.mjs';
import { puzzleWithId, wrongCell } from './puzzle-data.mjs';
import { DECK_KEY, plantedDeck } from './mistakes-data.mjs';

let browser;
before(async () => { browser = await launchBrowser(); });
after(async () => { await browser?.close(); });

/** The labels around the board, the goal edges' widths and colour, and the orientation. */
function frameOf(page) {
  return page.$eval('pathwayz-game', (el) => {
    const root = el.shadowRoot;
    const texts = (side) => [...root.querySelectorAll(`.board-frame .labels.${side} span`)].map((s) => s.textContent);
    const goals = (side) => [...root.querySelectorAll(`.board-frame .labels.${side} .goal-label`)].map((s) => s.textContent);
    const board = getComputedStyle(root.querySelector('.board'));
    const visible = (side) => getComputedStyle(root.querySelector(`.board-frame .labels.${side}`)).display !== 'none';
    return {
      orientation: el.dataset.orientation,
      top: texts('top'), left: texts('left'), bottom: texts('bottom'), right: visible('right') ? texts('right') : null,
      goalsAcross: goals('top'), goalsDown: goals('left'),
      border: { left: board.borderLeftWidth, right: board.borderRightWidth, top: board.borderTopWidth, bottom: board.borderBottomWidth, colour: board.borderLeftColor, colourTop: board.borderTopColor },
      label: root.querySelector('.board').getAttribute('aria-label'),
    };
  });
}

/** A cell's box on screen. */
function box(page, name) {
  return cell(page, name).evaluate((c) => c.getBoundingClientRect().toJSON());
}

/**
 * Where the board and the panel under it (class `panel`: `puzzle`, `exercise`) are, with each of
 * its `texts` and `controls` (selectors), its buttons shown (`.PANEL-buttons`), how many of its
 * nodes are cut sideways, and the page's width against the window's.
 */
function panelLayout(page, panel, texts, controls = []) {
  return page.$eval('pathwayz-game', (el, [name, lines, others]) => {
    const root = el.shadowRoot;
    const rect = (node) => node.getBoundingClientRect().toJSON();
    return {
      frame: rect(root.querySelector('.board-frame')),
      panel: rect(root.querySelector(`.${name}`)),
      texts: lines.map((s) => rect(root.querySelector(s))),
      buttons: [...root.querySelectorAll(`.${name}-buttons button`)].filter((b) => !b.hidden).map(rect),
      controls: others.map((s) => rect(root.querySelector(s))),
      overflow: [...root.querySelectorAll(`.${name} *`)].filter((n) => n.scrollWidth > n.clientWidth + 1 && getComputedStyle(n).overflowX !== 'visible').length,
      scroll: [document.documentElement.scrollWidth, innerWidth],
    };
  }, [panel, texts, controls]);
}

/**
 * A panel's `layout` on a 360 px phone: no sideways scroll, the panel (`what`) under the board,
 * its lines in view across and its buttons (named by `buttons`, as many) thumb-sized and in view.
 */
function assertPhonePanel(layout, what, buttons) {
  assert.ok(layout.scroll[0] <= layout.scroll[1], `no sideways scroll: ${layout.scroll}`);
  assert.ok(layout.panel.top >= layout.frame.bottom - 1, `${what} is under the board`);
  for (const text of layout.texts) assert.ok(text.left >= 0 && text.right <= 360 && text.height > 0, `a line in view across: ${text.left}-${text.right}`);
  assert.equal(layout.buttons.length, buttons.length, buttons.join(', '));
  for (const button of layout.buttons) {
    assert.ok(button.height >= 44, `a button ${button.height} px high`);
    assert.ok(button.left >= 0 && button.right <= 360, `in view across: ${button.left}-${button.right}`);
  }
}

test('on a wide screen: coordinates, goal edges, the panel beside the board, nothing to scroll', async () => {
  const { page, context, errors } = await openGame(browser, '#moves=&mode=pai&level=3&color=white&ms=250', { viewport: { width: 1280, height: 800 } });
  const frame = await frameOf(page);
  assert.equal(frame.orientation, 'landscape');
  assert.deepEqual(frame.top, [...'abcdefghijkl']);
  assert.deepEqual(frame.bottom, [...'abcdefghijkl']);
  assert.deepEqual(frame.left, ['1', '2', '3', '4', '5', '6', '7', '8']);
  assert.deepEqual(frame.right, ['1', '2', '3', '4', '5', '6', '7', '8']);
  assert.deepEqual(frame.goalsAcross, ['a', 'l'], 'the goal columns are marked in the coordinates');
  assert.equal(frame.border.left, '8px', 'the goal edge at column a');
  assert.equal(frame.border.right, '8px', 'the goal edge at column l');
  assert.equal(frame.border.top, '0px');
  assert.match(frame.label, /column a on the left and column l on the right/);
  // The letters sit over their columns.
  const [a1, l8] = [await box(page, 'a1'), await box(page, 'l8')];
  const labelX = await page.$eval('pathwayz-game', (el) => [...el.shadowRoot.querySelectorAll('.board-frame .labels.top span')].map((s) => {
    const r = s.getBoundingClientRect();
    return r.x + r.width / 2;
  }));
  assert.ok(Math.abs(labelX[0] - (a1.x + a1.width / 2)) < 2 && Math.abs(labelX[11] - (l8.x + l8.width / 2)) < 2, 'letters over their columns');

  // Play a few moves: the panel (players, status, controls, moves) stays beside the board and in view.
  // Level 3 breaks ties at random, so its reply may take the next cell: play the first empty one.
  for (const names of [['f4', 'g4', 'e4'], ['f5', 'g5', 'e5'], ['f6', 'g6', 'e6']]) {
    const { ply } = await gameState(page);
    await playEmpty(page, names);
    await waitForPly(page, ply + 2);
  }
  const layout = await page.$eval('pathwayz-game', (el) => {
    const root = el.shadowRoot;
    const rect = (selector) => root.querySelector(selector).getBoundingClientRect().toJSON();
    return {
      board: rect('.board'), side: rect('.side'), players: root.querySelector('.players').textContent,
      bottoms: ['.players', '.status', '.toolbar', '.moves', '.board'].map((s) => rect(s).bottom),
      scroll: [document.documentElement.scrollWidth, document.documentElement.scrollHeight],
    };
  });
  assert.ok(layout.side.left >= layout.board.right, 'the panel is beside the board');
  assert.ok(layout.side.top < layout.board.bottom, 'and level with it');
  assert.match(layout.players, /^White: You · Black: PAI level 3 · Adversarial baseline \(Elo \d+\)$/, 'who plays whom, at which level, how strong');
  assert.ok(Math.max(...layout.bottoms) <= 800, `everything in view: ${layout.bottoms}`);
  assert.deepEqual(layout.scroll, [1280, 800], 'nothing to scroll');
  assert.ok((await box(page, 'a1')).width >= 44, 'large cells');
  await page.screenshot({ path: `${artifactDir}/desktop.png` });
  assert.deepEqual(errors, []);
  await context.close();
});

test('on a portrait phone: the board turned a quarter, 40 px cells, coordinates turned, keys follow the look', async () => {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
  const { page, errors } = await openGame(browser, '#moves=&mode=local', { context });
  const frame = await frameOf(page);
  assert.equal(frame.orientation, 'portrait');
  assert.deepEqual(frame.left, [...'abcdefghijkl'], 'columns run down the side');
  assert.deepEqual(frame.goalsDown, ['a', 'l']);
  assert.deepEqual(frame.top, ['8', '7', '6', '5', '4', '3', '2', '1'], 'rows run across');
  assert.deepEqual(frame.bottom, frame.top);
  assert.equal(frame.border.top, '8px', 'the goal edge at column a, on top');
  assert.equal(frame.border.bottom, '8px', 'the goal edge at column l, at the bottom');
  assert.equal(frame.border.left, '0px');
  assert.match(frame.label, /column a at the top and column l at the bottom/);
  const [a1, a8, b1, l1] = [await box(page, 'a1'), await box(page, 'a8'), await box(page, 'b1'), await box(page, 'l1')];
  assert.ok(a1.width >= 40 && a1.height >= 40, `cells of ${a1.width} x ${a1.height} px`);
  assert.ok(a1.y === a8.y && a8.x < a1.x, 'column a is the top row, row 8 on the left');
  assert.ok(b1.y > a1.y && b1.x === a1.x, 'column b below it');
  assert.ok(l1.y > b1.y, 'column l at the bottom');
  const fit = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
  assert.ok(fit[0] <= fit[1], `no sideways scroll: ${fit}`);
  // The dark theme puts room around the element: the board's cells shrink to fit it.
  await page.emulateMedia({ colorScheme: 'dark' });
  const darkFit = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
  assert.ok(darkFit[0] <= darkFit[1], `no sideways scroll in the dark theme: ${darkFit}`);
  await page.emulateMedia({ colorScheme: 'light' });
  // Arrow keys move the way the board looks: down from a1 is b1, left from b1 is b2.
  await cell(page, 'a1').focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('p');
  assert.equal((await gameState(page)).record, 'b2 a2*');
  // The notation never changes: a tap on l8 plays l8.
  await cell(page, 'l8').tap();
  assert.equal((await gameState(page)).record, 'b2 a2* l8');
  await page.screenshot({ path: `${artifactDir}/phone-portrait.png` });
  assert.deepEqual(errors, []);
  await context.close();
});

test('a replay on a 360 px phone: the board turned, 40 px cells, its controls under it, thumb-sized and in view', async () => {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
  const { page, errors } = await openGame(browser, 'replay.html', { context });
  assert.equal((await frameOf(page)).orientation, 'portrait');
  const a1 = await box(page, 'a1');
  assert.ok(a1.width >= 40 && a1.height >= 40, `cells of ${a1.width} x ${a1.height} px`);
  const layout = await page.$eval('pathwayz-game', (el) => {
    const root = el.shadowRoot;
    const rect = (node) => node.getBoundingClientRect().toJSON();
    return {
      frame: rect(root.querySelector('.board-frame')),
      bar: rect(root.querySelector('.replay')),
      buttons: [...root.querySelectorAll('.replay-buttons button')].map(rect),
      position: rect(root.querySelector('.replay-position')),
      scroll: [document.documentElement.scrollWidth, innerWidth],
    };
  });
  assert.ok(layout.scroll[0] <= layout.scroll[1], `no sideways scroll: ${layout.scroll}`);
  assert.ok(layout.bar.top >= layout.frame.bottom - 1, 'the controls are under the board');
  assert.equal(layout.buttons.length, 5);
  for (const button of layout.buttons) {
    assert.ok(button.width >= 44 && button.height >= 44, `a button of ${button.width} x ${button.height} px`);
    assert.ok(button.left >= 0 && button.right <= 360, `in view across: ${button.left}-${button.right}`);
  }
  assert.ok(new Set(layout.buttons.map((button) => Math.round(button.top))).size === 1, 'the five on one row');
  assert.ok(layout.position.right <= 360);
  await page.locator('pathwayz-game .replay-next').tap();
  await page.locator('pathwayz-game .replay-next').tap();
  assert.equal(await page.$eval('pathwayz-game', (el) => el.dataset.shownPly), '2');
  await page.screenshot({ path: `${artifactDir}/phone-replay.png`, fullPage: true });
  assert.deepEqual(errors, []);
  await context.close();
});

test('a puzzle on a 360 px phone: the board turned, 40 px cells, what it asks and its buttons under it, thumb-sized and in view', async () => {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
  const { page, errors } = await openGame(browser, 'puzzle.html', { context });
  const phase = (wanted) => waitPuzzlePhase(page, wanted);
  await phase('solving');
  assert.equal((await frameOf(page)).orientation, 'portrait');
  const a1 = await box(page, 'a1');
  assert.ok(a1.width >= 40 && a1.height >= 40, `cells of ${a1.width} x ${a1.height} px`);
  const info = puzzleWithId(await page.$eval('pathwayz-game', (el) => el.dataset.puzzleId));
  await cell(page, wrongCell(info)).tap();
  await phase('wrong');
  const layout = await panelLayout(page, 'puzzle', ['.puzzle-prompt', '.puzzle-feedback', '.puzzle-rating'], ['.puzzle-theme', '.puzzle-streak-start']);
  assertPhonePanel(layout, 'the puzzle', ['Show solution', 'Try again', 'Next puzzle']);
  for (const control of layout.controls) {
    assert.ok(control.height >= 44, `the theme list and Start a streak: ${control.height} px high`);
    assert.ok(control.left >= 0 && control.right <= 360, `the theme list and Start a streak in view across: ${control.left}-${control.right}`);
  }
  await page.locator('pathwayz-game .puzzle-retry').tap();
  await phase('solving');
  await page.screenshot({ path: `${artifactDir}/phone-puzzle.png`, fullPage: true });
  assert.deepEqual(errors, []);
  await context.close();
});

test('an exercise of your mistakes on a 360 px phone: the board turned, 40 px cells, what it asks and its buttons under it, thumb-sized and in view', async () => {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
  const { page, errors } = await openGame(browser, '', { context });
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [DECK_KEY, plantedDeck()]);
  await page.reload();
  await page.waitForFunction(() => document.querySelector('pathwayz-game')?.dataset.ready === 'true');
  const phase = (wanted) => waitPuzzlePhase(page, wanted);
  await page.locator('pathwayz-game button.open-history').tap();
  await drawn(page);
  await page.locator('pathwayz-game .practise-mistakes').tap();
  await phase('solving');
  assert.equal((await frameOf(page)).orientation, 'portrait');
  const a1 = await box(page, 'a1');
  assert.ok(a1.width >= 40 && a1.height >= 40, `cells of ${a1.width} x ${a1.height} px`);
  await cell(page, 'a4').tap();
  await phase('wrong');
  const layout = await panelLayout(page, 'exercise', ['.exercise-title', '.exercise-from', '.exercise-prompt', '.exercise-feedback', '.exercise-progress']);
  assertPhonePanel(layout, 'the exercise', ['Show solution', 'Try again', 'Next exercise', 'Back to your game']);
  assert.equal(layout.overflow, 0, 'nothing cut sideways');
  await page.screenshot({ path: `${artifactDir}/phone-mistakes.png`, fullPage: true });
  assert.deepEqual(errors, []);
  await context.close();
});

test('the rating and the history on a 360 px phone: in view across, nothing cut, the buttons reachable', async () => {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
  const { page, errors } = await openGame(browser, '', { context });
  const record = 'a1 a8 b1 b8 c1 c8 d1 d8 e1 e8 f1 f8 g1 g8 h1 h8 i1 i8 j1 j8 k1 k8 l1';
  const games = Array.from({ length: 12 }, (_, i) => ({ date: `2026-11-${String(10 + i).padStart(2, '0')}T10:00:00.000Z`, level: 1 + (i % 12), colour: i % 2 ? 'black' : 'white', result: ['win', 'loss', 'draw'][i % 3], record }));
  await page.evaluate((value) => localStorage.setItem('pathwayz.history.v1', value), JSON.stringify({ format: 1, games }));
  await page.reload();
  await page.waitForFunction(() => /rated games/.test(document.querySelector('pathwayz-game')?.shadowRoot.querySelector('.rating-text')?.textContent ?? ''));
  await page.locator('pathwayz-game button.open-history').tap();
  await drawn(page);
  await page.locator('pathwayz-game button.clear-history').tap();
  const layout = await page.$eval('pathwayz-game', (el) => {
    const root = el.shadowRoot;
    const rect = (node) => node.getBoundingClientRect().toJSON();
    const dialog = root.querySelector('dialog.history');
    return {
      rating: rect(root.querySelector('.rating')),
      dialog: rect(dialog),
      rows: [...dialog.querySelectorAll('.history-game')].map(rect),
      // The dialog's own buttons (the list's scroll within it).
      buttons: [...dialog.querySelectorAll('button')].filter((b) => b.offsetParent && !b.closest('.history-list')).map(rect),
      list: rect(dialog.querySelector('.history-list')),
      overflow: [...dialog.querySelectorAll('*')].filter((n) => n.scrollWidth > n.clientWidth + 1 && getComputedStyle(n).overflowX !== 'visible').length,
      scroll: [document.documentElement.scrollWidth, innerWidth],
    };
  });
  assert.ok(layout.scroll[0] <= layout.scroll[1], `no sideways scroll: ${layout.scroll}`);
  assert.ok(layout.rating.left >= 0 && layout.rating.right <= 360, `the rating in view: ${JSON.stringify(layout.rating)}`);
  assert.ok(layout.dialog.left >= 0 && layout.dialog.right <= 360 && layout.dialog.bottom <= 740, `the dialog in view: ${JSON.stringify(layout.dialog)}`);
  assert.equal(layout.rows.length, 12);
  assert.ok(layout.list.height >= 100, `the list has room: ${layout.list.height} px`);
  for (const row of layout.rows) assert.ok(row.left >= layout.dialog.left && row.right <= layout.dialog.right, 'each game fits across');
  for (const button of layout.buttons) assert.ok(button.left >= 0 && button.right <= 360 && button.bottom <= 740 && button.height >= 24, `a button (WCAG 2.5.8: at least 24 px) of ${JSON.stringify(button)}`);
  assert.equal(layout.overflow, 0, 'nothing cut sideways');
  assert.equal(await page.evaluate(() => document.querySelector('pathwayz-game').shadowRoot.activeElement?.className), 'action clear-no', 'the question has the focus');
  await page.screenshot({ path: `${artifactDir}/phone-history.png` });
  assert.deepEqual(errors, []);
  await context.close();
});

test('the orientation attribute turns the board on any screen', async () => {
  const { page, context } = await openGame(browser, '#moves=&mode=local', { viewport: { width: 1000, height: 900 } });
  await page.evaluate(() => document.body.insertAdjacentHTML('beforeend', '<pathwayz-game id="turned" orientation="portrait" mode="local"></pathwayz-game>'));
  await page.waitForSelector('pathwayz-game#turned[data-ready="true"]');
  assert.equal(await page.$eval('pathwayz-game#turned', (el) => el.dataset.orientation), 'portrait');
  assert.equal(await page.$eval('pathwayz-game:not(#turned)', (el) => el.dataset.orientation), 'landscape');
  await context.close();
});
