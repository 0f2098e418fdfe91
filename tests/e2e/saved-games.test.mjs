// Saved games and links never lose a game: a damaged or foreign entry is set aside (not
// deleted) and a new game starts with a message; a link never replaces a newer game in
// progress (both are offered); `#xmoves=` is no link; a damaged link is reported even when a
// saved game opens; saved settings count only their own, allowed values.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launchBrowser, baseUrl, gameState, waitReady, cell, drawn } from './browser.mjs';

const KEY = 'pathwayz.game.v1';

let browser;
before(async () => { browser = await launchBrowser(); });
after(async () => { await browser?.close(); });

/** A page of the site in a fresh context, with `entry` (a string) saved under the game's key. */
async function openWithSaved(entry, fragment = '') {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(baseUrl);
  await waitReady(page);
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [KEY, entry]);
  await reopen(page, fragment);
  return { page, context };
}

/** Opens the site again from scratch (a new document, not a fragment change) at `fragment`. */
async function reopen(page, fragment = '') {
  await page.goto('about:blank');
  await page.goto(new URL(fragment, baseUrl).href);
  await waitReady(page);
}

/** Every stored key and value, for checking what was kept. */
function storage(page) {
  return page.evaluate(() => Object.fromEntries(Object.entries(localStorage)));
}

test('a damaged or foreign saved entry is set aside, not deleted, and a new game starts with a message', async () => {
  const entries = [
    ['{not json', 'it is not JSON'],
    ['["a list"]', 'it is not a saved game'],
    ['{"record": 5}', 'it is not a saved game'],
    ['{"record": "d4", "settings": "pai"}', 'its settings are damaged'],
    ['{"format": 99, "record": "d4"}', 'it has format 99'],
    ['{"record": "a1 a1", "settings": {}}', 'move 2 cannot be played', /^move 2 \("a1"\) of the record: a1 is illegal: cell a1 is already occupied$/],
  ];
  for (const [entry, reason, detail = /^$/] of entries) {
    const { page, context } = await openWithSaved(entry);
    const state = await gameState(page);
    assert.equal(state.ply, 0, entry);
    assert.match(state.message, new RegExp(`The saved game could not be read \\(${reason}.*\\); it was kept under "pathwayz\\.game\\.v1\\.set-aside\\.[^"]+"\\. A new game started\\.`), entry);
    assert.match(state.detail, detail, `${entry}: the engine's words under the message, for its refusal only`);
    const kept = Object.entries(await storage(page)).filter(([key]) => key.startsWith(`${KEY}.set-aside.`));
    assert.deepEqual(kept.map(([, value]) => value), [entry], 'the entry is kept whole under its own key');
    await context.close();
  }
});

test('saved settings count only their own, allowed values ("toString" is no mode)', async () => {
  // Two moves: White (the human, by default) is to move, so PAI does not answer meanwhile.
  const entry = JSON.stringify({ record: 'd4 e5', settings: { mode: 'toString', level: 'constructor', humanColor: '__proto__', ms: 1e9 } });
  const { page, context } = await openWithSaved(entry);
  await page.locator('pathwayz-game button.open-setup').click();
  await drawn(page);
  // The settings in play: the element's properties, White's level as the setup dialog shows it.
  const { settings, record } = await page.$eval('pathwayz-game', (el) => ({
    settings: { mode: el.mode, level: el.level, whiteLevel: Number(el.shadowRoot.querySelector('select.white-level').value), humanColor: el.color, ms: el.ms },
    record: el.record,
  }));
  assert.equal(record, 'd4 e5');
  assert.deepEqual(settings, { mode: 'pai', level: 5, whiteLevel: 4, humanColor: 'white', ms: 1000 });
  await context.close();
});

test('a link opened again after playing on restores the game played, not the link', async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const link = new URL('#moves=d4,e5&mode=local', baseUrl).href;
  await page.goto(link);
  await waitReady(page);
  assert.equal(new URL(page.url()).hash, '', 'an opened link leaves the address');
  await cell(page, 'f6').click();
  await page.goto('about:blank');
  await page.goto(link);
  await waitReady(page);
  const state = await gameState(page);
  assert.equal(state.record, 'd4 e5 f6');
  assert.equal(await page.locator('pathwayz-game .offer').isHidden(), true);
  await context.close();
});

test('a link to another game is offered beside the game in progress, which is never lost', async () => {
  const { page, context } = await openWithSaved(JSON.stringify({ record: 'd4 e5 f6', settings: { mode: 'local' } }), '#moves=a1,b2&mode=local');
  let state = await gameState(page);
  assert.equal(state.record, 'd4 e5 f6', 'the game in progress opens');
  assert.match(await page.locator('pathwayz-game .offer-text').textContent(), /link to another game \(2 moves\)/);
  await page.locator('pathwayz-game button.keep-game').click();
  assert.equal(await page.locator('pathwayz-game .offer').isHidden(), true);
  assert.equal((await gameState(page)).record, 'd4 e5 f6');
  assert.equal(new URL(page.url()).hash, '');

  await reopen(page, '#moves=a1,b2&mode=local');
  await page.locator('pathwayz-game button.open-link').click();
  state = await gameState(page);
  assert.equal(state.record, 'a1 b2');
  const aside = state.message.match(/previous game was kept under "([^"]+)"/)?.[1];
  assert.ok(aside, state.message);
  const kept = JSON.parse((await storage(page))[aside]);
  assert.equal(kept.record, 'd4 e5 f6');
  await context.close();
});

test('opening the offered link never loses the game in progress: saved again if the link fails to load', async () => {
  const { page, context } = await openWithSaved(JSON.stringify({ record: 'd4 e5 f6', settings: { mode: 'local' } }), '#moves=a1,b2&mode=local');
  // The link was checked at start; a refusal now (as if the engine refused it) must leave the game saved.
  await page.evaluate(() => {
    document.querySelector('pathwayz-game').controller.loadRecord = () => { throw new Error('refused now'); };
  });
  await page.locator('pathwayz-game button.open-link').click();
  const state = await gameState(page);
  assert.equal(state.record, 'd4 e5 f6', 'the game in progress stays');
  assert.match(state.message, /The link could not be loaded \(refused now\)/);
  const stored = await storage(page);
  assert.equal(JSON.parse(stored[KEY]).record, 'd4 e5 f6', 'saved under its key again at once');
  assert.equal(Object.keys(stored).filter((key) => key.startsWith(`${KEY}.set-aside.`)).length, 1, 'and its copy set aside is kept');
  await context.close();
});

test('opening the offered link where storage refuses to keep the game in progress: the link is not opened', async () => {
  const { page, context } = await openWithSaved(JSON.stringify({ record: 'd4 e5 f6', settings: { mode: 'local' } }), '#moves=a1,b2&mode=local');
  // Room to save the game over its own entry, but not for a copy under a new key.
  await page.evaluate(() => {
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function guarded(key, value) {
      if (key.includes('.set-aside.')) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      return setItem.call(this, key, value);
    };
  });
  await page.locator('pathwayz-game button.open-link').click();
  const state = await gameState(page);
  assert.equal(state.record, 'd4 e5 f6', 'the game in progress stays');
  assert.match(state.message, /shared game was not opened: .* would lose it/);
  assert.equal(await page.locator('pathwayz-game .offer').isHidden(), false, 'the link is still offered');
  assert.equal(JSON.parse((await storage(page))[KEY]).record, 'd4 e5 f6');
  await context.close();
});

test('#xmoves= is not a link', async () => {
  const { page, context } = await openWithSaved(JSON.stringify({ record: 'd4', settings: { mode: 'local' } }), '#xmoves=a1,b2');
  const state = await gameState(page);
  assert.equal(state.record, 'd4');
  assert.equal(state.message, '');
  assert.equal(await page.locator('pathwayz-game .offer').isHidden(), true);
  await context.close();
});

test('a damaged link is reported even when the saved game opens', async () => {
  const { page, context } = await openWithSaved(JSON.stringify({ record: 'd4', settings: { mode: 'local' } }), `#moves=d4,${'x'.repeat(5000)}&mode=local`);
  const state = await gameState(page);
  assert.equal(state.record, 'd4');
  assert.equal(state.message, 'The link could not be loaded (move 2 cannot be played).');
  assert.match(state.detail, /^move 2 of the record: "x{20}"\.\.\. \(5000 characters\) is not a move/);
  assert.ok(state.detail.length < 300, state.detail);
  await context.close();
});

/** The lasting refused-save notice as shown: its text, or null while it is hidden. */
function saveNotice(page) {
  return page.$eval('pathwayz-game', (el) => {
    const notice = el.shadowRoot.querySelector('.save-refused');
    return notice.hidden ? null : notice.textContent;
  });
}

test('a save the browser refuses (storage full) is a lasting notice in the panel until a save works again', async () => {
  const context = await browser.newContext();
  // A full quota: every write to localStorage throws, as a browser does when storage is full,
  // until the test frees it (window.storageFull = false).
  await context.addInitScript(() => {
    window.storageFull = true;
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function guarded(...args) {
      if (window.storageFull) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      return setItem.apply(this, args);
    };
  });
  const page = await context.newPage();
  // A damaged link too: its note, said at start, is not overwritten by the refused save.
  await page.goto(new URL('#moves=a1,a1&mode=local', baseUrl).href);
  await waitReady(page);
  const failure = /refused to save the game .* a reload would lose it/;
  let state = await gameState(page);
  assert.match(await saveNotice(page), failure, 'shown as soon as the first save failed');
  assert.match(state.message, /The link could not be loaded/, 'the message line keeps the start-up note');
  assert.equal(await page.locator('pathwayz-game .save-refused').getAttribute('role'), 'alert');
  // The refused link's mode did not count: two humans from here on.
  await page.evaluate(() => { document.querySelector('pathwayz-game').mode = 'local'; });
  await cell(page, 'd4').click();
  await cell(page, 'e5').click();
  await cell(page, 'f6').click();
  state = await gameState(page);
  assert.equal(state.record, 'd4 e5 f6', 'the game goes on unsaved');
  assert.equal(state.message, '', 'the message line is free');
  assert.match(await saveNotice(page), failure, 'the notice lasts');
  // Storage works again: the next save goes through and the notice goes.
  await page.evaluate(() => { window.storageFull = false; });
  await cell(page, 'g6').click();
  assert.equal(await saveNotice(page), null);
  const saved = JSON.parse((await storage(page))[KEY]);
  assert.equal(saved.record, 'd4 e5 f6 g6');
  await context.close();
});

test('the refused save is said in Chinese too', async () => {
  const context = await browser.newContext({ locale: 'zh-CN' });
  await context.addInitScript(() => {
    Storage.prototype.setItem = () => { throw new DOMException('full', 'QuotaExceededError'); };
  });
  const page = await context.newPage();
  await page.goto(new URL('#moves=&mode=local', baseUrl).href);
  await waitReady(page);
  await drawn(page);
  assert.match(await saveNotice(page), /浏览器拒绝保存本局.*重新加载页面会丢失本局/);
  await context.close();
});
