// Offline play and embedding: after one visit the game loads and plays with the network off, the
// daily puzzle opens (the same one), a friend's link opens and gives the next one, and the coach,
// the race to connect and the mistakes deck work;
// the custom element on a plain page plays and fires its events.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launchBrowser, openGame, gameState, waitForPly, waitReady, cell, drawn, artifactDir, baseUrl, siteFile, waitPuzzlePhase, waitServiceWorker } from './browser.mjs';
import engine from './node-engine.mjs';
import { DECK_KEY, EXERCISE, plantedDeck } from './mistakes-data.mjs';

let browser;
before(async () => { browser = await launchBrowser(); });
after(async () => { await browser?.close(); });

test('after one visit the game loads and PAI plays with the network off', async () => {
  const { page, context } = await openGame(browser, '#moves=&mode=pai&level=4&color=white&ms=250');
  await waitServiceWorker(page);
  await context.setOffline(true);
  await page.reload();
  await waitReady(page);
  await cell(page, 'e4').click();
  await waitForPly(page, 2);
  const state = await gameState(page);
  assert.equal(state.ply, 2, 'White moved and PAI answered, offline');
  const failed = await page.evaluate((wasm) => fetch(wasm).then((r) => r.ok), siteFile('pkg/pathwayz_search_bg.wasm'));
  assert.equal(failed, true, 'the search module comes from the cache');
  // The pictures' module, loaded at the first picture asked for and never asked for online,
  // comes from the cache too.
  const picture = await page.evaluate(async () => (await document.querySelector('pathwayz-game').pictureSvg()).type);
  assert.equal(picture, 'image/svg+xml');
  await context.close();
});

test("a Chinese reader's first visit keeps the Chinese words for offline play", async () => {
  const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 900, height: 1000 } });
  const fetched = [];
  context.on('request', (request) => fetched.push(new URL(request.url()).pathname));
  const { page } = await openGame(browser, '', { context });
  await waitServiceWorker(page);
  const words = siteFile('js/i18n/zh.js').slice(1);
  assert.ok(fetched.includes(words), 'the page fetched the Chinese words');
  await context.setOffline(true);
  await page.reload();
  await waitReady(page);
  await drawn(page);
  assert.equal(await page.$eval('pathwayz-game', (el) => el.shadowRoot.querySelector('button.undo').textContent), '悔棋', 'offline, in Chinese');
  await context.close();
});

test('after one visit the daily puzzle opens with the network off, the same one', async () => {
  // The site registers the service worker; puzzle.html (a publisher's page) is under its scope.
  const { page, context } = await openGame(browser, '');
  await waitServiceWorker(page);
  await page.goto(new URL('puzzle.html', baseUrl).href);
  await waitReady(page);
  const phase = (wanted) => waitPuzzlePhase(page, wanted);
  await phase('solving');
  const online = await page.$eval('pathwayz-game', (el) => el.dataset.puzzleId);
  await context.setOffline(true);
  await page.reload();
  await waitReady(page);
  await phase('solving');
  assert.equal(await page.$eval('pathwayz-game', (el) => el.dataset.puzzleId), online);
  await page.locator('pathwayz-game .puzzle-hint').click();
  await page.waitForFunction(() => document.querySelector('pathwayz-game').shadowRoot.querySelector('.cell.region'), null, { timeout: 30000 });
  await context.close();
});

test("after one visit a friend's link opens and gives the next link with the network off", async () => {
  const { page, context } = await openGame(browser, '');
  await waitServiceWorker(page);
  await context.setOffline(true);
  // An invitation from a friend playing Black, written by the engine as their page writes it.
  const link = engine.encodeFriendLink({ gameId: engine.newFriendGameId(), record: '', white: null, black: 'Bob' });
  const invite = new URL(`#friend=${link}`, baseUrl).href;
  await page.goto('about:blank');
  await page.goto(invite);
  await waitReady(page);
  assert.equal((await gameState(page)).message, 'A game with Bob: you play White. Your move.');
  await cell(page, 'd4').click();
  await page.waitForFunction(() => /#friend=/.test(document.querySelector('pathwayz-game').friendLink ?? ''));
  // The property says the link at once; the panel shows it once drawn.
  await drawn(page);
  assert.equal(await page.locator('pathwayz-game .friend-link').inputValue(), await page.$eval('pathwayz-game', (el) => el.friendLink));
  await context.close();
});

test('after one visit, with the network off: the coach stops a blunder, the race is drawn, the mistakes deck opens its exercise', async () => {
  const { page, context } = await openGame(browser, '');
  await waitServiceWorker(page);
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [DECK_KEY, plantedDeck()]);
  await context.setOffline(true);
  // The coach's position (coach.test.mjs): White's l8 walks into Black's win in 1.
  const planted = 'l7 a8 a1 b8 c1 c8 e1 d8 g1 e8 i1 f8 k1 g8 a3 h8 c3 i8 e3 j8 g3 k8';
  await page.goto('about:blank');
  await page.goto(new URL(`#moves=${planted.replaceAll(' ', ',')}&mode=pai&level=5&color=white&ms=500&coach=blunder`, baseUrl).href);
  await waitReady(page);
  await cell(page, 'l8').click();
  await page.waitForFunction(() => document.querySelector('pathwayz-game').dataset.coach === 'stopped', null, { timeout: 30000 });
  await page.locator('pathwayz-game .coach-take-back').click();
  await page.waitForFunction(() => document.querySelector('pathwayz-game').dataset.coach === '');
  assert.equal((await gameState(page)).record, planted, 'taken back');
  await page.locator('pathwayz-game button.show-race').click();
  await page.waitForFunction(() => /^White needs \d+ moves?, Black needs 1 move\.$/.test((document.querySelector('pathwayz-game').shadowRoot.querySelector('.race-text')?.textContent ?? '')));
  await page.locator('pathwayz-game button.open-history').click();
  await drawn(page);
  await page.locator('pathwayz-game .practise-mistakes').click();
  await waitPuzzlePhase(page, 'solving');
  assert.equal(await page.$eval('pathwayz-game', (el) => el.dataset.puzzleId), EXERCISE.id, "the deck's exercise, offline");
  await context.close();
});

test('the embed page: the element plays a move and fires its events', async () => {
  const context = await browser.newContext({ viewport: { width: 800, height: 900 } });
  const page = await context.newPage();
  await page.goto(new URL('embed.html', process.env.BASE_URL ?? 'http://localhost:8080/').href);
  await waitReady(page);
  const events = page.evaluate(() => new Promise((resolve) => {
    const seen = [];
    document.addEventListener('pathwayz-move', (event) => {
      seen.push(event.detail);
      if (seen.length === 2) resolve(seen);
    });
  }));
  assert.equal(await page.locator('pathwayz-game .setup').isVisible(), false, 'minimal controls');
  await cell(page, 'f5').click();
  const [human, pai] = await events;
  assert.deepEqual([human.by, human.move], ['human', 'f5']);
  assert.equal(pai.by, 'pai');
  assert.equal(await page.locator('#log li').count(), 2);
  const colour = await page.locator('pathwayz-game .board').evaluate((el) => getComputedStyle(el).backgroundColor);
  assert.equal(colour, 'rgb(34, 51, 68)', 'styled by the page through --pz-board');
  await page.screenshot({ path: `${artifactDir}/embed.png`, fullPage: true });
  await context.close();
});

test('the embedded element fires pathwayz-gameover at the end', async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(new URL('embed.html', process.env.BASE_URL ?? 'http://localhost:8080/').href);
  await waitReady(page);
  const ended = page.evaluate(() => new Promise((resolve) => {
    document.addEventListener('pathwayz-gameover', (event) => resolve(event.detail));
  }));
  await page.evaluate(() => {
    const el = document.querySelector('pathwayz-game');
    el.mode = 'local';
    el.record = 'a1 a8 b1 b8 c1 c8 d1 d8 e1 e8 f1 f8 g1 g8 h1 h8 i1 i8 j1 j8 k1 k8';
  });
  await cell(page, 'l1').click();
  const detail = await ended;
  assert.equal(detail.winner, 'white');
  assert.equal(detail.result, 'white wins');
  assert.match(detail.record, / l1$/);
  await context.close();
});

test('the site works from a sub-path of another host', async () => {
  const { spawn } = await import('node:child_process');
  const { createServer } = await import('node:net');
  const port = await new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address();
      probe.close(() => resolve(free));
    });
  });
  // The release the other tests are served (DIST, else dist/), under the sub-path.
  const dist = process.env.DIST ? ['--dist', process.env.DIST] : [];
  const server = spawn(process.execPath, [new URL('../../scripts/serve.mjs', import.meta.url).pathname, String(port), '/games/pathwayz/', ...dist]);
  try {
    await new Promise((resolve) => server.stdout.once('data', resolve));
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`http://localhost:${port}/games/pathwayz/#moves=&mode=pai&level=5&color=white&ms=250`);
    await waitReady(page);
    await cell(page, 'd4').click();
    await waitForPly(page, 2);
    assert.equal((await gameState(page)).ply, 2);
    await context.close();
  } finally {
    server.kill();
  }
});
