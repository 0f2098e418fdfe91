// Accessibility and themes: axe-core finds no serious or critical violation on the app
// (index.html: the game, a refusal with its detail, PAI's analysis, the setup dialog, the
// walk-through, the notice of a refused save, the player's rating and history), the embed (embed.html), the replay
// (replay.html: stepped, analysed, a refused record) or a puzzle (puzzle.html: a hint, a wrong move refuted, the
// solution, an unknown id; the site's puzzle mode), learning from your mistakes (the deck in the history, the review's
// offer, an exercise: a wrong answer refuted, the solution) or a game with a friend (the setup, the invitation, a
// refused link, History), in the light and the dark colour scheme; the element follows
// prefers-color-scheme unless its theme attribute says otherwise, and the --pz-* properties
// still win.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launchBrowser, openGame, baseUrl, waitReady, artifactDir, cell, waitPuzzlePhase, drawn } from './browser.mjs';
import { audit } from './axe-audit.mjs';
import { puzzleWithId, wrongCell } from './puzzle-data.mjs';
import { GAME as PLANTED_GAME } from './mistakes-data.mjs';

let browser;
before(async () => { browser = await launchBrowser(); });
after(async () => { await browser?.close(); });

/** The element's surface colour as drawn (the panel's background). */
function surface(page, selector = 'pathwayz-game') {
  return page.$eval(selector, (el) => getComputedStyle(el.shadowRoot.querySelector('.panel')).backgroundColor);
}

for (const scheme of ['light', 'dark']) {
  test(`the app has no serious accessibility violation in the ${scheme} scheme`, async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, colorScheme: scheme });
    const { page, errors } = await openGame(browser, '#moves=d4,e5,e4*&mode=local', { context });
    await audit(page, `${scheme}: the game`);
    await page.locator('pathwayz-game .record-input').fill('d4 d4');
    await page.locator('pathwayz-game button.load-record').click();
    await page.locator('pathwayz-game .message-detail summary').click();
    assert.equal(await page.locator('pathwayz-game .message-detail-text').isVisible(), true);
    await audit(page, `${scheme}: a refused record, the engine's words open under the message`);
    await page.locator('pathwayz-game button.analyze').click();
    await page.waitForFunction(() => document.querySelector('pathwayz-game').shadowRoot.querySelectorAll('.cell .value').length > 0, null, { timeout: 20000 });
    await audit(page, `${scheme}: the analysis`);
    await page.locator('pathwayz-game button.show-race').click();
    await page.waitForFunction(() => document.querySelector('pathwayz-game').shadowRoot.querySelectorAll('.cell .race-mark').length > 0, null, { timeout: 20000 });
    await audit(page, `${scheme}: the race to connect, beside the analysis`);
    await page.locator('pathwayz-game button.show-race').click();
    await page.locator('pathwayz-game button.stop-analysis').click();
    await page.locator('pathwayz-game button.open-setup').click();
    await drawn(page);
    await audit(page, `${scheme}: the setup dialog`);
    await page.keyboard.press('Escape');
    await page.locator('pathwayz-game button.open-tour').click();
    await drawn(page);
    await audit(page, `${scheme}: the walk-through`);
    if (scheme === 'dark') await page.screenshot({ path: `${artifactDir}/dark-tour.png` });
    await page.keyboard.press('Escape');
    if (scheme === 'dark') await page.screenshot({ path: `${artifactDir}/dark.png` });
    assert.deepEqual(errors, []);
    await context.close();
  });

  test(`the rating and the history have no serious accessibility violation in the ${scheme} scheme`, async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, colorScheme: scheme });
    const { page, errors } = await openGame(browser, '', { context });
    const games = [
      { date: '2026-11-24T10:00:00.000Z', level: 4, colour: 'white', result: 'win', record: 'a1 a8 b1 b8 c1 c8 d1 d8 e1 e8 f1 f8 g1 g8 h1 h8 i1 i8 j1 j8 k1 k8 l1' },
      { date: '2026-11-25T10:00:00.000Z', level: 5, colour: 'black', result: 'loss', record: 'a1 a8 b1 b8 c1 c8 d1 d8 e1 e8 f1 f8 g1 g8 h1 h8 i1 i8 j1 j8 k1 k8 l1' },
    ];
    await page.evaluate((value) => localStorage.setItem('pathwayz.history.v1', value), JSON.stringify({ format: 1, games }));
    await page.reload();
    await waitReady(page);
    await page.waitForFunction(() => /rated games/.test(document.querySelector('pathwayz-game').shadowRoot.querySelector('.rating-text').textContent));
    await audit(page, `${scheme}: the rating in the panel`);
    await page.locator('pathwayz-game button.open-history').click();
    await drawn(page);
    await audit(page, `${scheme}: the history`);
    await page.locator('pathwayz-game button.clear-history').click();
    await audit(page, `${scheme}: the history asking before it is cleared`);
    if (scheme === 'light') await page.screenshot({ path: `${artifactDir}/history.png` });
    assert.deepEqual(errors, []);
    await context.close();
  });

  test(`the notice of a refused save has no serious accessibility violation in the ${scheme} scheme`, async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, colorScheme: scheme });
    await context.addInitScript(() => {
      Storage.prototype.setItem = () => { throw new DOMException('full', 'QuotaExceededError'); };
    });
    const { page, errors } = await openGame(browser, '#moves=d4&mode=local', { context });
    assert.equal(await page.locator('pathwayz-game .save-refused').isVisible(), true);
    await audit(page, `${scheme}: a refused save`);
    assert.deepEqual(errors, []);
    await context.close();
  });

  test(`the replay has no serious accessibility violation in the ${scheme} scheme`, async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, colorScheme: scheme });
    const { page, errors } = await openGame(browser, 'replay.html', { context });
    await audit(page, `${scheme}: the replay at its start`);
    await page.locator('pathwayz-game .replay-next').click();
    await page.locator('pathwayz-game .moves button[data-ply="20"]').click();
    await page.locator('pathwayz-game button.analyze').click();
    await page.waitForFunction(() => document.querySelector('pathwayz-game').shadowRoot.querySelectorAll('.cell .value').length > 0, null, { timeout: 20000 });
    await audit(page, `${scheme}: the replay analysed`);
    await page.locator('pathwayz-game button.stop-analysis').click();
    await page.locator('pathwayz-game .replay-last').click();
    await audit(page, `${scheme}: the replay at its end`);
    await page.$eval('pathwayz-game', (el) => el.setAttribute('record', 'd4 d4'));
    await page.locator('pathwayz-game .replay-problem summary').click();
    await audit(page, `${scheme}: a refused record, the engine's words open`);
    assert.deepEqual(errors, []);
    await context.close();
  });

  test(`a puzzle has no serious accessibility violation in the ${scheme} scheme`, async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, colorScheme: scheme });
    const { page, errors } = await openGame(browser, 'puzzle.html', { context });
    const phase = (wanted) => waitPuzzlePhase(page, wanted);
    await phase('solving');
    await audit(page, `${scheme}: the daily puzzle`);
    await page.locator('pathwayz-game .puzzle-hint').click();
    await page.waitForFunction(() => document.querySelector('pathwayz-game').shadowRoot.querySelector('.cell.region'), null, { timeout: 30000 });
    await audit(page, `${scheme}: the hint's region`);
    const info = puzzleWithId(await page.$eval('pathwayz-game', (el) => el.dataset.puzzleId));
    await cell(page, wrongCell(info)).click();
    await phase('wrong');
    await audit(page, `${scheme}: a wrong move refuted, with the rating`);
    await page.locator('pathwayz-game .puzzle-solution').click();
    await phase('solved');
    await audit(page, `${scheme}: the solution shown`);
    await page.locator('pathwayz-game .puzzle-streak-start').click();
    await page.waitForFunction(() => document.querySelector('pathwayz-game').shadowRoot.querySelector('.puzzle-streak').dataset.streak === 'on', null, { timeout: 30000 });
    await phase('solving');
    await audit(page, `${scheme}: a streak under way, the theme list`);
    await page.$eval('pathwayz-game', (el) => el.setAttribute('puzzle', 'no-such-puzzle'));
    await phase('problem');
    await audit(page, `${scheme}: an unknown puzzle`);
    const site = await openGame(browser, '', { context });
    await site.page.locator('pathwayz-game .open-daily').click();
    await site.page.waitForFunction(() => document.querySelector('pathwayz-game').dataset.puzzle === 'solving', null, { timeout: 30000 });
    await audit(site.page, `${scheme}: the site's daily puzzle, Back to your game`);
    assert.deepEqual([...errors, ...site.errors], []);
    await context.close();
  });

  test(`learning from your mistakes has no serious accessibility violation in the ${scheme} scheme`, async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, colorScheme: scheme });
    const { page, errors } = await openGame(browser, '', { context });
    await page.evaluate((value) => localStorage.setItem('pathwayz.history.v1', value), JSON.stringify({ format: 1, games: [PLANTED_GAME] }));
    await page.reload();
    await waitReady(page);
    const phase = (wanted) => waitPuzzlePhase(page, wanted);
    await page.locator('pathwayz-game button.open-history').click();
    await drawn(page);
    await audit(page, `${scheme}: the history with an empty deck of mistakes`);
    await page.locator('pathwayz-game .history-review').click();
    await page.waitForFunction(() => document.querySelector('pathwayz-game').dataset.review === 'done', null, { timeout: 120000 });
    await drawn(page);
    await audit(page, `${scheme}: the review offering its mistakes`);
    await page.locator('pathwayz-game .learn-mistakes').click();
    await phase('solving');
    await audit(page, `${scheme}: an exercise`);
    await cell(page, 'a4').click();
    await phase('wrong');
    await audit(page, `${scheme}: a wrong answer, the game's move refuted on the board`);
    await page.locator('pathwayz-game .exercise-solution').click();
    await phase('solved');
    await audit(page, `${scheme}: the solution shown`);
    await page.locator('pathwayz-game .exercise-back').click();
    await page.locator('pathwayz-game button.open-history').click();
    await drawn(page);
    await audit(page, `${scheme}: the history with the deck`);
    assert.deepEqual(errors, []);
    await context.close();
  });

  test(`a game with a friend has no serious accessibility violation in the ${scheme} scheme`, async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, colorScheme: scheme });
    const { page, errors } = await openGame(browser, '', { context });
    await page.locator('pathwayz-game button.open-setup').click();
    await drawn(page);
    await page.locator('pathwayz-game select.mode').selectOption('friend');
    await audit(page, `${scheme}: the setup with a friend, its note`);
    await page.locator('pathwayz-game select.color').selectOption('black');
    await page.locator('pathwayz-game button.start').click();
    await page.waitForFunction(() => !document.querySelector('pathwayz-game').shadowRoot.querySelector('.friend-send').hidden);
    await page.locator('pathwayz-game .friend-open summary').click();
    await audit(page, `${scheme}: the invitation, its link to send, the name, a link to open, the board seen from Black's side`);
    await page.locator('pathwayz-game .friend-paste').fill('not a link');
    await page.locator('pathwayz-game button.open-friend-link').click();
    await page.locator('pathwayz-game .message-detail summary').click();
    await audit(page, `${scheme}: a refused link, the engine's words open`);
    await page.locator('pathwayz-game button.open-history').click();
    await drawn(page);
    await page.waitForFunction(() => document.querySelector('pathwayz-game').shadowRoot.querySelectorAll('.friend-game').length === 1);
    await audit(page, `${scheme}: History with a game with a friend`);
    assert.deepEqual(errors, []);
    await context.close();
  });

  test(`the embed has no serious accessibility violation in the ${scheme} scheme`, async () => {
    const context = await browser.newContext({ colorScheme: scheme });
    const page = await context.newPage();
    await page.goto(new URL('embed.html', baseUrl).href);
    await waitReady(page);
    await audit(page, `${scheme}: the embed`);
    await context.close();
  });
}

test('the theme follows the colour scheme; the theme attribute overrides it; --pz-* still win', async () => {
  const context = await browser.newContext();
  const { page } = await openGame(browser, '#moves=&mode=local', { context });
  await page.emulateMedia({ colorScheme: 'light' });
  const light = await surface(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  const dark = await surface(page);
  assert.notEqual(light, dark, 'the element follows prefers-color-scheme');
  const brightness = (rgb) => rgb.match(/\d+/g).slice(0, 3).map(Number).reduce((a, b) => a + b, 0) / 3;
  assert.ok(brightness(light) > 200 && brightness(dark) < 80, `${light} / ${dark}`);
  const pageBackground = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  assert.ok(brightness(pageBackground) < 80, 'the page around it turns dark too');
  await page.$eval('pathwayz-game', (el) => el.setAttribute('theme', 'light'));
  assert.equal(await surface(page), light, 'theme="light" wins over a dark scheme');
  await page.emulateMedia({ colorScheme: 'light' });
  await page.$eval('pathwayz-game', (el) => el.setAttribute('theme', 'dark'));
  assert.equal(await surface(page), dark, 'theme="dark" wins over a light scheme');
  await page.$eval('pathwayz-game', (el) => el.style.setProperty('--pz-surface', 'rgb(1, 2, 3)'));
  assert.equal(await surface(page), 'rgb(1, 2, 3)', 'a host page\'s --pz-* value wins over the theme');
  await context.close();
});
