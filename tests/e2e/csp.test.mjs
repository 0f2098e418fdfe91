// A strict page: the app, the embed page and the themed page work under the strict
// Content-Security-Policy that scripts/serve.mjs sends (no inline script or style), and no
// violation is reported while the element loads, PAI thinks in its worker and a move is played,
// nor while the page's views (analysis, review, the ladder, how to play, a replay, a puzzle, the
// history with its export and import, an exercise of the player's mistakes, a game with a friend by link, the coach's
// stop, the race to connect) are used,
// which draw their bars without a style attribute.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launchBrowser, baseUrl, waitReady, waitForPly, cell, recordViolations, waitPuzzlePhase, drawn } from './browser.mjs';
import { STRICT_CSP } from '../../scripts/strict-csp.mjs';
import { puzzleWithId, wrongCell } from './puzzle-data.mjs';
import { DECK_KEY, plantedDeck } from './mistakes-data.mjs';

let browser;
before(async () => { browser = await launchBrowser(); });
after(async () => { await browser?.close(); });

/**
 * Opens `path` under the policy, plays `move` as White against PAI (level 2) and waits for the
 * answer; returns what a broken policy would show: violations, CSP console errors, and the
 * look of the board (a grid, pieces painted).
 */
export async function playUnderPolicy(url, move = 'f5') {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  await context.addInitScript(recordViolations);
  const page = await context.newPage();
  const consoleErrors = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Content-Security-Policy/i.test(message.text())) consoleErrors.push(message.text());
  });
  const response = await page.goto(url);
  await waitReady(page);
  await page.evaluate(() => {
    const el = document.querySelector('pathwayz-game');
    Object.assign(el, { level: 2, color: 'white', ms: 250, mode: 'pai' });
    el.newGame();
  });
  await cell(page, move).first().click();
  await waitForPly(page, 2);
  // A piece's colour fades in (a 0.2 s transition from none): give it time to arrive. Without its
  // stylesheet it never does, and the check below fails.
  await page.waitForFunction(() => {
    const piece = document.querySelector('pathwayz-game').shadowRoot.querySelector('.cell[data-piece="w"] .piece');
    return piece && getComputedStyle(piece).backgroundColor !== 'rgba(0, 0, 0, 0)';
  }, null, { timeout: 5000 }).catch(() => {});
  const look = await page.$eval('pathwayz-game', (el) => {
    const board = el.shadowRoot.querySelector('.board');
    const played = el.shadowRoot.querySelector('.cell[data-piece="w"] .piece');
    return {
      display: getComputedStyle(board).display,
      piece: played && getComputedStyle(played).backgroundColor,
      weights: el.weights,
    };
  });
  const violations = await page.evaluate(() => window.violations);
  await context.close();
  return { header: response.headers()['content-security-policy'], violations, consoleErrors, look };
}

for (const path of ['', 'embed.html', 'themed.html']) {
  test(`${path || 'the app'} plays under the strict policy with no violation`, async () => {
    const result = await playUnderPolicy(new URL(path, baseUrl).href);
    assert.equal(result.header, STRICT_CSP, 'served with the strict policy');
    assert.deepEqual(result.violations, []);
    assert.deepEqual(result.consoleErrors, []);
    assert.equal(result.look.display, 'grid', 'the board keeps its grid');
    assert.notEqual(result.look.piece, 'rgba(0, 0, 0, 0)', 'and its pieces');
    assert.equal(result.look.weights?.ok, true, 'the worker loaded the engine and the weights');
  });
}

test('the replay works under the strict policy: steps, keys, autoplay, analysis, a refused record; no style attribute', async () => {
  const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 1280, height: 800 } });
  await context.addInitScript(recordViolations);
  const page = await context.newPage();
  const response = await page.goto(new URL('replay.html', baseUrl).href);
  await waitReady(page);
  assert.equal(response.headers()['content-security-policy'], STRICT_CSP);
  await page.locator('pathwayz-game .replay-next').click();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('End');
  await page.keyboard.press('Home');
  await page.$eval('pathwayz-game', (el) => el.setAttribute('autoplay-ms', '100'));
  await page.locator('pathwayz-game .replay-play').click();
  await page.waitForFunction(() => Number(document.querySelector('pathwayz-game').dataset.shownPly) >= 3);
  await page.locator('pathwayz-game .replay-play').click();
  await page.locator('pathwayz-game button.analyze').click();
  await page.waitForFunction(() => document.querySelector('pathwayz-game').shadowRoot.querySelectorAll('.cell .value').length > 0, null, { timeout: 20000 });
  const look = await page.$eval('pathwayz-game', (el) => ({
    board: getComputedStyle(el.shadowRoot.querySelector('.board')).display,
    buttons: getComputedStyle(el.shadowRoot.querySelector('.replay-buttons')).display,
    styled: [...el.shadowRoot.querySelectorAll('[style]')].map((node) => node.className),
  }));
  assert.deepEqual(look, { board: 'grid', buttons: 'flex', styled: [] });
  await page.$eval('pathwayz-game', (el) => el.setAttribute('record', 'd4 d4'));
  // Drawn at the next frame, which a loaded machine may delay.
  await page.locator('pathwayz-game .replay-problem').waitFor({ state: 'visible', timeout: 10000 });
  assert.deepEqual(await page.evaluate(() => window.violations), []);
  await context.close();
});

test('a puzzle works under the strict policy: a hint, a wrong move refuted, Try again, the solution, the next; no style attribute', async () => {
  const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 1280, height: 800 } });
  await context.addInitScript(recordViolations);
  const page = await context.newPage();
  const response = await page.goto(new URL('puzzle.html', baseUrl).href);
  await waitReady(page);
  assert.equal(response.headers()['content-security-policy'], STRICT_CSP);
  const phase = (wanted) => waitPuzzlePhase(page, wanted);
  await phase('solving');
  await page.locator('pathwayz-game .puzzle-hint').click();
  await page.waitForFunction(() => document.querySelector('pathwayz-game').shadowRoot.querySelector('.cell.region'), null, { timeout: 30000 });
  const info = puzzleWithId(await page.$eval('pathwayz-game', (el) => el.dataset.puzzleId));
  await cell(page, wrongCell(info)).click();
  await phase('wrong');
  await page.locator('pathwayz-game .puzzle-retry').click();
  await phase('solving');
  await page.locator('pathwayz-game .puzzle-solution').click();
  await phase('solved');
  const look = await page.$eval('pathwayz-game', (el) => ({
    board: getComputedStyle(el.shadowRoot.querySelector('.board')).display,
    buttons: getComputedStyle(el.shadowRoot.querySelector('.puzzle-buttons')).display,
    styled: [...el.shadowRoot.querySelectorAll('[style]')].map((node) => node.className),
  }));
  assert.deepEqual(look, { board: 'grid', buttons: 'flex', styled: [] });
  await page.locator('pathwayz-game .puzzle-next').click();
  await phase('solving');
  assert.deepEqual(await page.evaluate(() => window.violations), []);
  await context.close();
});

test('the policy is enforced: an inline style and an inline script are refused', async () => {
  const context = await browser.newContext();
  await context.addInitScript(recordViolations);
  const page = await context.newPage();
  await page.goto(new URL('embed.html', baseUrl).href);
  await waitReady(page);
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.inlineRan = true;';
    document.body.append(script);
    document.body.insertAdjacentHTML('beforeend', '<style>body { color: red; }</style>');
  });
  await page.waitForFunction(() => window.violations.length >= 2);
  assert.equal(await page.evaluate(() => window.inlineRan), undefined);
  await context.close();
});

test("the page's views under the strict policy: analysis, review, the ladder, how to play; no style attribute", async () => {
  const record = 'a1 l2 b1 a8 c1 b8 d1 c8 e1 d8 f1 e8 g1 f8 h1 g8 i1 h8 j1 i8 k1 a7 l1';
  const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 1280, height: 800 } });
  await context.addInitScript(recordViolations);
  const page = await context.newPage();
  await page.goto(new URL(`#moves=${record.replace(/ /g, ',')}&mode=local`, baseUrl).href);
  await waitReady(page);
  await page.locator('pathwayz-game button.review-game').click();
  await page.waitForFunction(() => document.querySelector('pathwayz-game').dataset.review === 'done', null, { timeout: 30000 });
  await page.locator('pathwayz-game .review-moves button[data-ply="10"]').click();
  await page.locator('pathwayz-game button.analyze').click();
  await page.waitForFunction(() => document.querySelector('pathwayz-game').shadowRoot.querySelector('.evalbar').dataset.white !== undefined);
  const bar = await page.$eval('pathwayz-game', async (el) => {
    const white = el.shadowRoot.querySelector('.evalbar-white');
    const black = el.shadowRoot.querySelector('.evalbar-black');
    // The bar slides to a new share (a transition); read it once it is still.
    for (let animations = white.getAnimations(); animations.length; animations = white.getAnimations()) {
      await Promise.all([...animations, ...black.getAnimations()].map((animation) => animation.finished.catch(() => {})));
    }
    return { shares: [white.dataset.share, black.dataset.share], basis: [getComputedStyle(white).flexBasis, getComputedStyle(black).flexBasis] };
  });
  assert.deepEqual(bar.basis, bar.shares.map((share) => `${share}%`), 'the evaluation bar is as long as its share');
  await page.locator('pathwayz-game button.analyze').click();
  await page.locator('pathwayz-game button.open-setup').click();
  await drawn(page);
  await page.locator('pathwayz-game select.mode').selectOption('pai');
  await page.waitForFunction(() => document.querySelector('pathwayz-game').shadowRoot.querySelector('.rung-elo').textContent.startsWith('Elo'));
  const rungWidths = await page.$$eval('pathwayz-game', ([el]) => [...el.shadowRoot.querySelectorAll('.rung-bar span')]
    .map((fill) => fill.getBoundingClientRect().width / fill.parentElement.getBoundingClientRect().width));
  assert.ok(rungWidths.some((w) => w > 0.9) && rungWidths.some((w) => w > 0 && w < 0.5), `the ladder's bars have their lengths: ${rungWidths}`);
  await page.locator('pathwayz-game button.close-setup').click();
  await page.locator('pathwayz-game button.open-tour').click();
  await page.locator('pathwayz-game dialog.tour .cell[data-cell="c3"]').click();
  const styled = await page.$eval('pathwayz-game', (el) => [...el.shadowRoot.querySelectorAll('[style]')].map((node) => node.className));
  assert.deepEqual(styled, [], 'no element has a style attribute');
  assert.deepEqual(await page.evaluate(() => window.violations), []);
  await context.close();
});

test('the coach and the race to connect under the strict policy: a stop with its marked reply, Take back, both paths; no style attribute', async () => {
  // The position of coach.test.mjs: White's l8 walks into Black's win in 1, and the coach (at a
  // blunder) stops PAI and marks the reply that punishes it.
  const planted = 'l7 a8 a1 b8 c1 c8 e1 d8 g1 e8 i1 f8 k1 g8 a3 h8 c3 i8 e3 j8 g3 k8';
  const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 1280, height: 900 } });
  await context.addInitScript(recordViolations);
  const page = await context.newPage();
  await page.goto(new URL(`#moves=${planted.replaceAll(' ', ',')}&mode=pai&level=5&color=white&ms=500&coach=blunder`, baseUrl).href);
  await waitReady(page);
  await cell(page, 'l8').click();
  await page.waitForFunction(() => document.querySelector('pathwayz-game').dataset.coach === 'stopped', null, { timeout: 30000 });
  const stop = await page.$eval('pathwayz-game', (el) => {
    const ghost = el.shadowRoot.querySelector('.cell.coach-reply .reply');
    return { shown: !el.shadowRoot.querySelector('.coach-slot').hidden, ghost: ghost ? ghost.getBoundingClientRect().width : 0 };
  });
  assert.ok(stop.shown, 'the stop is said');
  assert.ok(stop.ghost > 0, 'the reply is drawn on its cell by the stylesheet');
  await page.locator('pathwayz-game .coach-take-back').click();
  await page.waitForFunction(() => document.querySelector('pathwayz-game').dataset.coach === '');
  await page.locator('pathwayz-game button.show-race').click();
  await page.waitForFunction(() => document.querySelector('pathwayz-game').shadowRoot.querySelectorAll('.race-mark').length >= 12);
  // The board's marks are the element's; the race's panel loads when the race is first on.
  await drawn(page);
  const race = await page.$eval('pathwayz-game', (el) => ({
    text: el.shadowRoot.querySelector('.race-text')?.textContent ?? '',
    // A mark drawn by the stylesheet has a size and a colour; under a broken policy it has neither.
    painted: [...el.shadowRoot.querySelectorAll('.race-mark')].every((mark) => mark.getBoundingClientRect().width > 0),
  }));
  assert.match(race.text, /^White needs \d+ moves?, Black needs \d+ moves?\.$/);
  assert.ok(race.painted, 'every race mark is drawn');
  const styled = await page.$eval('pathwayz-game', (el) => [...el.shadowRoot.querySelectorAll('[style]')].map((node) => node.className));
  assert.deepEqual(styled, [], 'no element has a style attribute');
  assert.deepEqual(await page.evaluate(() => window.violations), []);
  await context.close();
});

test('the rating and the history under the strict policy: a game won, the dialog, export and import; no style attribute', async () => {
  const context = await browser.newContext({ serviceWorkers: 'block', acceptDownloads: true });
  await context.addInitScript(recordViolations);
  const page = await context.newPage();
  await page.goto(baseUrl);
  await waitReady(page);
  await page.evaluate(() => {
    const el = document.querySelector('pathwayz-game');
    Object.assign(el, { level: 2, color: 'white', mode: 'pai' });
    el.record = 'a1 a8 b1 b8 c1 c8 d1 d8 e1 e8 f1 f8 g1 g8 h1 h8 i1 i8 j1 j8 k1 k8';
  });
  await cell(page, 'l1').click();
  await page.waitForFunction(() => /1 rated game/.test(document.querySelector('pathwayz-game').shadowRoot.querySelector('.rating-text').textContent));
  await page.locator('pathwayz-game button.open-history').click();
  await drawn(page);
  const [download] = await Promise.all([page.waitForEvent('download'), page.locator('pathwayz-game button.export-history').click()]);
  await page.locator('pathwayz-game .history-file').setInputFiles(await download.path());
  await page.waitForFunction(() => /imported/.test(document.querySelector('pathwayz-game').shadowRoot.querySelector('.history-message').textContent));
  await page.locator('pathwayz-game button.history-review').click();
  const styled = await page.$eval('pathwayz-game', (el) => [...el.shadowRoot.querySelectorAll('[style]')].map((node) => node.className));
  assert.deepEqual(styled, [], 'no element has a style attribute');
  assert.deepEqual(await page.evaluate(() => window.violations), []);
  await context.close();
});

test('learning from your mistakes under the strict policy: the deck, an exercise, a wrong answer refuted, the solution; no style attribute', async () => {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  await context.addInitScript(recordViolations);
  await context.addInitScript(([key, value]) => {
    if (!sessionStorage.getItem('seeded')) {
      sessionStorage.setItem('seeded', 'yes');
      localStorage.setItem(key, value);
    }
  }, [DECK_KEY, plantedDeck()]);
  const page = await context.newPage();
  await page.goto(baseUrl);
  await waitReady(page);
  const phase = (wanted) => waitPuzzlePhase(page, wanted);
  await page.locator('pathwayz-game button.open-history').click();
  await drawn(page);
  await page.locator('pathwayz-game .practise-mistakes').click();
  await phase('solving');
  await cell(page, 'a4').click();
  await phase('wrong');
  await page.locator('pathwayz-game .exercise-solution').click();
  await phase('solved');
  const styled = await page.$eval('pathwayz-game', (el) => [...el.shadowRoot.querySelectorAll('[style]')].map((node) => node.className));
  assert.deepEqual(styled, [], 'no element has a style attribute');
  assert.deepEqual(await page.evaluate(() => window.violations), []);
  await context.close();
});

test('a game with a friend under the strict policy: the invitation, the link opened on another device, a move sent back; no style attribute', async () => {
  const pages = [];
  for (let i = 0; i < 2; i++) {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    await context.addInitScript(recordViolations);
    pages.push(await context.newPage());
  }
  const [bob, ann] = pages;
  await bob.goto(baseUrl);
  await waitReady(bob);
  await bob.locator('pathwayz-game button.open-setup').click();
  await bob.locator('pathwayz-game select.mode').selectOption('friend');
  await bob.locator('pathwayz-game select.color').selectOption('black');
  await bob.locator('pathwayz-game button.start').click();
  await bob.locator('pathwayz-game .friend-name').fill('Bob');
  await bob.locator('pathwayz-game .friend-name').press('Enter');
  const invite = await bob.locator('pathwayz-game .friend-link').inputValue();
  await ann.goto(invite);
  await waitReady(ann);
  await cell(ann, 'd4').click();
  const reply = await ann.locator('pathwayz-game .friend-link').inputValue();
  await bob.goto(reply);
  await waitForPly(bob, 1);
  for (const page of pages) {
    const styled = await page.$eval('pathwayz-game', (el) => [...el.shadowRoot.querySelectorAll('[style]')].map((node) => node.className));
    assert.deepEqual(styled, [], 'no element has a style attribute');
    assert.deepEqual(await page.evaluate(() => window.violations), []);
  }
  for (const page of pages) await page.context().close();
});
