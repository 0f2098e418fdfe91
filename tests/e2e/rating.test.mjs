// The player's rating and history (issue 27, point 4): a game finished against PAI is kept in the
// browser's history and rated by the engine (Glicko-2 against the ladder), the rating survives a
// reload, a game of the history reopens in review, export then import gives the same history,
// clearing asks first, and a damaged stored history is set aside with a message, never deleted.
// A game against a strength limited to a number of positions a move (issue 37, point 6) keeps its
// budget and is rated against that strength's own Elo; the suggestion is the next step above.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { launchBrowser, openGame, waitReady, gameState, cell, drawn } from './browser.mjs';
import { FIXTURE_LADDER, LIMITED, routeLadder } from './ladder-fixture.mjs';
import engine from './node-engine.mjs';

const KEY = 'pathwayz.history.v1';
/** White (the player) wins with l1: its row 1 is full from a to k, Black's moves are far away. */
const ALMOST_WON = 'a1 a8 b1 b8 c1 c8 d1 d8 e1 e8 f1 f8 g1 g8 h1 h8 i1 i8 j1 j8 k1 k8';

let browser;
before(async () => { browser = await launchBrowser(); });
after(async () => { await browser?.close(); });

/** What the panel and the history dialog show of the rating and history. */
function shown(page) {
  return page.$eval('pathwayz-game', (el) => {
    const root = el.shadowRoot;
    return {
      rating: root.querySelector('.rating').hidden ? null : root.querySelector('.rating-text').textContent,
      next: root.querySelector('.rating-next').textContent,
      games: [...root.querySelectorAll('.history-game')].map((li) => [...li.querySelectorAll('.history-cell')].map((c) => c.textContent)),
    };
  });
}

/**
 * Plays the game to White's win against PAI level `level` (the player White), limited to
 * `positions` a move when given (the `positions` attribute).
 */
async function winAGame(page, level = 4, positions = null) {
  await page.$eval('pathwayz-game', (el, [record, level, positions]) => {
    el.mode = 'pai';
    el.color = 'white';
    el.level = level;
    if (positions !== null) el.setAttribute('positions', String(positions));
    el.record = record;
  }, [ALMOST_WON, level, positions]);
  await drawn(page);
  await cell(page, 'l1').click();
  await page.waitForFunction(() => document.querySelector('pathwayz-game').dataset.winner === 'white');
  await drawn(page);
}

function stored(page) {
  return page.evaluate((key) => Object.fromEntries(Object.entries(localStorage).filter(([k]) => k.startsWith(key))), KEY);
}

test('a game finished against PAI is rated, and the rating and history survive a reload', async () => {
  const { page, context, errors } = await openGame(browser);
  await page.waitForFunction(() => document.querySelector('pathwayz-game').shadowRoot.querySelector('.rating-text').textContent !== '');
  assert.match((await shown(page)).rating, /finish a game against PAI/);
  await winAGame(page, 4);
  const after = await shown(page);
  const match = after.rating.match(/^Your rating: (\d+) ± (\d+) \(1 rated game\)$/);
  assert.ok(match, after.rating);
  assert.ok(Number(match[1]) > 1500 && Number(match[2]) < 350, after.rating);
  assert.match(after.next, /^Try next: level \d+/);
  const history = JSON.parse((await stored(page))[KEY]);
  assert.equal(history.format, 2);
  assert.equal(history.games.length, 1);
  assert.deepEqual({ ...history.games[0], date: undefined }, { date: undefined, level: 4, colour: 'white', result: 'win', record: `${ALMOST_WON} l1` });
  await page.reload();
  await waitReady(page);
  await page.waitForFunction(() => /rated game/.test(document.querySelector('pathwayz-game').shadowRoot.querySelector('.rating-text').textContent));
  const reloaded = await shown(page);
  assert.equal(reloaded.rating, after.rating, 'the same rating after a reload (and the finished game reopened is not counted twice)');
  assert.equal(JSON.parse((await stored(page))[KEY]).games.length, 1);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a game of the history reopens in review; export then import round-trips; clearing asks first', async () => {
  const { page, context, errors } = await openGame(browser);
  await winAGame(page, 3);
  await page.$eval('pathwayz-game', (el) => el.newGame());
  await page.locator('pathwayz-game .open-history').click();
  await drawn(page);
  const dialog = page.locator('pathwayz-game dialog.history');
  await dialog.waitFor({ state: 'visible' });
  const listed = await shown(page);
  assert.equal(listed.games.length, 1);
  assert.deepEqual(listed.games[0].slice(1), ['PAI level 3 · Adversarial baseline', 'White', 'Won']);
  // Export: the download's file is the history.
  const [download] = await Promise.all([page.waitForEvent('download'), page.locator('pathwayz-game .export-history').click()]);
  assert.match(download.suggestedFilename(), /^pathwayz-history-\d{4}-\d\d-\d\d\.json$/);
  const file = await readFile(await download.path(), 'utf8');
  const exported = JSON.parse(file);
  assert.equal(exported.kind, 'pathwayz-history');
  const before = JSON.parse((await stored(page))[KEY]).games;
  assert.deepEqual(exported.games, before);
  // Clearing asks first; cancelling keeps it.
  await page.locator('pathwayz-game .clear-history').click();
  assert.match(await page.locator('pathwayz-game .history-confirm-text').textContent(), /Delete all 1 game from this browser\?/);
  await page.locator('pathwayz-game .clear-no').click();
  assert.equal((await shown(page)).games.length, 1);
  await page.locator('pathwayz-game .clear-history').click();
  await page.locator('pathwayz-game .clear-yes').click();
  await drawn(page);
  assert.equal((await shown(page)).games.length, 0);
  assert.deepEqual(JSON.parse((await stored(page))[KEY]).games, []);
  assert.match((await shown(page)).rating, /finish a game against PAI/);
  // A bad file changes nothing, with a clear message.
  const input = page.locator('pathwayz-game .history-file');
  await input.setInputFiles({ name: 'bad.json', mimeType: 'application/json', buffer: Buffer.from('{"kind": "pathwayz-history", "format": 1, "games": [{"date": "2026-13-45", "level": 3, "colour": "white", "result": "win", "record": "d4"}]}') });
  await page.waitForFunction(() => /not imported/.test(document.querySelector('pathwayz-game').shadowRoot.querySelector('.history-message').textContent));
  assert.match(await page.locator('pathwayz-game .history-message').textContent(), /That file was not imported \(a game is damaged: game 1's date .*\); nothing was changed\./);
  assert.deepEqual(JSON.parse((await stored(page))[KEY]).games, []);
  await input.setInputFiles({ name: 'junk.json', mimeType: 'application/json', buffer: Buffer.from('not json') });
  await page.waitForFunction(() => /not JSON/.test(document.querySelector('pathwayz-game').shadowRoot.querySelector('.history-message').textContent));
  // The exported file imports back to the same history.
  await input.setInputFiles({ name: 'history.json', mimeType: 'application/json', buffer: Buffer.from(file) });
  await page.waitForFunction(() => /1 game imported \(1 in all\)/.test(document.querySelector('pathwayz-game').shadowRoot.querySelector('.history-message').textContent));
  assert.deepEqual(JSON.parse((await stored(page))[KEY]).games, before);
  assert.equal((await shown(page)).games.length, 1);
  // Importing it again adds nothing.
  await input.setInputFiles({ name: 'history.json', mimeType: 'application/json', buffer: Buffer.from(file) });
  await page.waitForFunction(() => /0 games imported \(1 in all\)/.test(document.querySelector('pathwayz-game').shadowRoot.querySelector('.history-message').textContent));
  // Review: the game opens and its review starts; the dialog closes.
  await page.locator('pathwayz-game .history-review').first().click();
  await dialog.waitFor({ state: 'hidden' });
  const state = await gameState(page);
  assert.equal(state.record, `${ALMOST_WON} l1`);
  assert.equal(state.winner, 'white');
  await page.waitForFunction(() => document.querySelector('pathwayz-game').dataset.review !== '');
  assert.equal(JSON.parse((await stored(page))[KEY]).games.length, 1, 'reviewing a game does not add it again');
  assert.deepEqual(errors, []);
  await context.close();
});

test('an unfinished game in progress is set aside, not lost, when a game of the history is reviewed', async () => {
  const { page, context } = await openGame(browser);
  await winAGame(page, 2);
  await page.$eval('pathwayz-game', (el) => { el.mode = 'local'; el.record = 'd4 e5'; });
  await page.locator('pathwayz-game .open-history').click();
  await drawn(page);
  await page.locator('pathwayz-game .history-review').first().click();
  const state = await gameState(page);
  assert.match(state.message, /your game in progress was kept under "pathwayz\.game\.v1\.set-aside\.[^"]+"/);
  const kept = await page.evaluate(() => Object.entries(localStorage).filter(([k]) => k.startsWith('pathwayz.game.v1.set-aside.')).map(([, v]) => JSON.parse(v).record));
  assert.deepEqual(kept, ['d4 e5']);
  await context.close();
});

test('a damaged stored history is set aside, not deleted, with a message; the next game starts a new one', async () => {
  const damaged = [
    ['{not json', 'it is not JSON'],
    ['{"format": 7, "games": []}', 'it has format 7'],
    ['{"format": 1, "games": [{"date": "2026-01-01", "level": 99, "colour": "white", "result": "win", "record": ""}]}', 'a game is damaged: game 1: unknown level 99'],
    ['{"format": 1, "games": [{"date": "2026-01-01", "level": 3, "colour": "white", "result": "win", "record": "a1 a1"}]}', 'game 1 is damaged'],
  ];
  for (const [entry, reason] of damaged) {
    const { page, context, errors } = await openGame(browser);
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [KEY, entry]);
    await page.reload();
    await waitReady(page);
    const { message } = await gameState(page);
    assert.ok(message.includes(`Your game history could not be read (${reason}`), `${entry}: ${message}`);
    assert.match(message, /it was kept under "pathwayz\.history\.v1\.set-aside\.[^"]+" and a new history starts\./);
    const kept = Object.entries(await stored(page)).filter(([key]) => key.startsWith(`${KEY}.set-aside.`));
    assert.deepEqual(kept.map(([, value]) => value), [entry], 'kept whole under its own key');
    assert.equal((await stored(page))[KEY], undefined);
    await winAGame(page, 4);
    assert.equal(JSON.parse((await stored(page))[KEY]).games.length, 1);
    assert.deepEqual(errors, []);
    await context.close();
  }
});

test('the rating and history are in Chinese with lang="zh"', async () => {
  const { page, context } = await openGame(browser, '?lang=zh');
  await page.$eval('pathwayz-game', (el) => el.setAttribute('lang', 'zh'));
  await drawn(page);
  await winAGame(page, 4);
  assert.match((await shown(page)).rating, /^你的等级分：\d+ ± \d+（1 盘计分对局）$/);
  await context.close();
});

test('a game won against a limited strength is kept with its budget and rated against its own Elo; the next step above is suggested and Play it starts it', async () => {
  const context = await browser.newContext({ viewport: { width: 900, height: 1000 } });
  await routeLadder(context);
  const { page, errors } = await openGame(browser, '', { context });
  await page.waitForFunction(() => document.querySelector('pathwayz-game').controller.state.ladder.state === 'ready');
  const [weakest] = LIMITED.filter((strength) => strength.level === 12).sort((a, b) => a.positions - b.positions);
  await winAGame(page, weakest.level, weakest.positions);
  const history = JSON.parse((await stored(page))[KEY]);
  assert.deepEqual({ ...history.games[0], date: undefined }, { date: undefined, level: weakest.level, positions: weakest.positions, colour: 'white', result: 'win', record: `${ALMOST_WON} l1` });
  // The next step above the rating, worked out here from the fixture's Elos: the rated strength
  // with the lowest Elo at or above it.
  const check = async () => {
    const rating = await page.$eval('pathwayz-game', (el) => el.controller.state.history.rating.rating);
    const next = FIXTURE_LADDER.levels.filter((entry) => Number.isFinite(entry.elo) && entry.elo >= rating).sort((a, b) => a.elo - b.elo)[0];
    const name = next.positions === undefined ? 'PAI Monte Carlo' : `PAI Monte Carlo, ${new Intl.NumberFormat('en').format(next.positions)} positions`;
    assert.equal((await shown(page)).next, `Try next: level ${next.level} · ${next.level === 12 ? name : next.name} (Elo ${next.elo})`);
    return { rating, next };
  };
  const { rating, next } = await check();
  assert.ok(rating > 1500, `a win against ${weakest.positions} positions at Elo 1900+ raises it: ${rating}`);
  // History lists the game with its budget (its dialog is made when first opened).
  await page.locator('pathwayz-game .open-history').click();
  await drawn(page);
  assert.equal((await shown(page)).games.length, 1);
  const listed = await page.$eval('pathwayz-game', (el) => [...el.shadowRoot.querySelectorAll('.history-game .history-cell-1')].map((c) => c.textContent));
  assert.deepEqual(listed, [`PAI level ${weakest.level} · PAI Monte Carlo, ${new Intl.NumberFormat('en').format(weakest.positions)} positions`]);
  await page.locator('pathwayz-game button.close-history').click();
  // A reload keeps the game, its budget and the rating.
  await page.reload();
  await waitReady(page);
  await page.waitForFunction(() => /rated game/.test(document.querySelector('pathwayz-game').shadowRoot.querySelector('.rating-text').textContent));
  assert.equal(await page.$eval('pathwayz-game', (el) => el.controller.state.history.rating.rating), rating);
  await check();
  // Play it: a new game against the strength suggested.
  const play = page.locator('pathwayz-game .play-suggestion');
  assert.match(await play.getAttribute('aria-label'), /^Play it: a new game\. Try next: /);
  await play.click();
  const settings = await page.$eval('pathwayz-game', (el) => el.controller.state.settings);
  assert.deepEqual([settings.mode, settings.level, settings.positions, (await gameState(page)).ply], ['pai', next.level, next.positions ?? null, 0]);
  await drawn(page);
  assert.equal(await play.isHidden(), true, 'no offer to play the opponent already in play');
  assert.deepEqual(errors, []);
  await context.close();
});

test("a history of the schema before (0.6.0's format 1, no budgets) loads and rates as it did", async () => {
  const context = await browser.newContext({ viewport: { width: 900, height: 1000 } });
  const games = [
    { date: '2026-11-20T10:00:00.000Z', level: 4, colour: 'white', result: 'win', record: 'd4' },
    { date: '2026-11-21T10:00:00.000Z', level: 9, colour: 'black', result: 'loss', record: 'd4 e5' },
    { date: '2026-11-21T11:00:00.000Z', level: 6, colour: 'white', result: 'draw', record: 'f4' },
  ];
  const old = JSON.stringify({ format: 1, games });
  await context.addInitScript(([key, value]) => {
    if (!sessionStorage.getItem('planted')) {
      sessionStorage.setItem('planted', 'yes');
      localStorage.setItem('pathwayz.schema', '2');
      localStorage.setItem(key, value);
    }
  }, [KEY, old]);
  const { page, errors } = await openGame(browser, '', { context });
  await page.waitForFunction(() => /rated games/.test(document.querySelector('pathwayz-game').shadowRoot.querySelector('.rating-text').textContent));
  const state = await page.$eval('pathwayz-game', (el) => ({ games: el.controller.state.history.games, rating: el.controller.state.history.rating, file: el.controller.state.ladder.file }));
  assert.deepEqual(state.games, games, 'read as they were');
  assert.equal((await stored(page))[KEY], old, 'kept as they were until the next game');
  // The same games rated by the engine in Node, each against its level alone.
  assert.deepEqual(state.rating, engine.playerRating(games.map((game) => ({ ...game, positions: null })), state.file));
  assert.equal(state.rating.rated, 3);
  assert.deepEqual(errors, []);
  await context.close();
});
