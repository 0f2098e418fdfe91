// Records and saving: a reload restores the game, a pasted record loads, a bad one is refused
// and changes nothing, and a shared link opens the same position.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launchBrowser, openGame, gameState, waitForPly, waitReady, cell, playEmpty } from './browser.mjs';

let browser;
before(async () => { browser = await launchBrowser(); });
after(async () => { await browser?.close(); });

test('a reload restores the game in progress', async () => {
  const { page, context } = await openGame(browser, '#moves=&mode=pai&level=3&color=white&ms=250');
  await cell(page, 'f4').click();
  await waitForPly(page, 2);
  // Level 3 draws among equal moves and sometimes answers on g4 itself.
  await playEmpty(page, ['g4', 'g5', 'e4']);
  await waitForPly(page, 4);
  const before = await gameState(page);
  await page.goto(page.url().split('#')[0]);
  await waitReady(page);
  const after = await gameState(page);
  assert.equal(after.record, before.record);
  assert.deepEqual(after.board, before.board);
  assert.match(after.status, /Your move \(White\)/);
  await context.close();
});

test('a pasted record loads; a bad one shows an error and leaves the game as it was', async () => {
  const { page, context } = await openGame(browser, '#moves=&mode=local');
  await page.locator('pathwayz-game .record-input').fill('f4 g5* f5');
  await page.locator('pathwayz-game button.load-record').click();
  let state = await gameState(page);
  assert.equal(state.record, 'f4 g5* f5');
  assert.match(state.message, /Record loaded/);
  const good = state;
  await page.locator('pathwayz-game .record-input').fill('a1 b2 a1 c3');
  await page.locator('pathwayz-game button.load-record').click();
  state = await gameState(page);
  assert.equal(state.message, 'Could not load the record: move 3 cannot be played.');
  assert.match(state.detail, /^move 3 \("a1"\) of the record: .*occupied/);
  assert.equal(state.record, good.record);
  assert.deepEqual(state.board, good.board);
  await context.close();
});

test('a shared link opens the same position', async () => {
  const { page, context } = await openGame(browser, '#moves=d4,e5,e4*&mode=local');
  const state = await gameState(page);
  assert.equal(state.record, 'd4 e5 e4*');
  // The link the Copy link button copies (the clipboard stubbed to keep it).
  await page.evaluate(() => {
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: async (text) => { window.copiedText = text; } } });
  });
  await page.locator('pathwayz-game button.copy-link').click();
  const link = await (await page.waitForFunction(() => window.copiedText)).jsonValue();
  assert.match(link, /#moves=d4,e5,e4\*&mode=local/);
  const other = await browser.newContext();
  const second = await other.newPage();
  await second.goto(link);
  await waitReady(second);
  assert.equal((await gameState(second)).record, 'd4 e5 e4*');
  await other.close();
  await context.close();
});

test('the moves of a link may be written with spaces, extra commas and capitals', async () => {
  const { page, context } = await openGame(browser, '#moves=,D4,,e5,%20e4*,&mode=local');
  const state = await gameState(page);
  assert.equal(state.record, 'd4 e5 e4*');
  assert.equal(state.message, '');
  await context.close();
});

test('a damaged link falls back to a new game with a message', async () => {
  const { page, context } = await openGame(browser, '#moves=d4,d4&mode=local');
  const state = await gameState(page);
  assert.equal(state.ply, 0);
  assert.equal(state.message, 'The link could not be loaded (move 2 cannot be played). A new game started.');
  assert.match(state.detail, /^move 2 \("d4"\) of the record: .*occupied/);
  await context.close();
});
