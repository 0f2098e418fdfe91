// Game review: after a game, one click replays it through PAI in the worker, with progress and
// Stop; each move gets a verdict by the win probability it lost (thresholds stated), each player
// an accuracy, and White's chances are drawn over the game; a move or a point shows its position.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launchBrowser, openGame, cell, artifactDir } from './browser.mjs';

let browser;
before(async () => { browser = await launchBrowser(); });
after(async () => { await browser?.close(); });

// White builds row 1 while Black builds row 8 too late and lets l1 through with a7.
const RECORD = 'a1 l2 b1 a8 c1 b8 d1 c8 e1 d8 f1 e8 g1 f8 h1 g8 i1 h8 j1 i8 k1 a7 l1';

function reviewState(page) {
  return page.$eval('pathwayz-game', (el) => {
    const root = el.shadowRoot;
    const section = root.querySelector('.review');
    return {
      state: el.dataset.review,
      text: root.querySelector('.review-state').textContent,
      accuracy: [section.dataset.accuracyWhite, section.dataset.accuracyBlack],
      accuracyText: root.querySelector('.accuracy').textContent,
      legend: root.querySelector('.verdict-legend').textContent,
      moves: [...root.querySelectorAll('.review-moves button')].map((b) => ({ ply: Number(b.dataset.ply), verdict: b.dataset.verdict, text: b.textContent })),
      points: root.querySelectorAll('.chart .chart-point').length,
      line: root.querySelector('.chart .chart-line')?.getAttribute('points') ?? '',
      stopHidden: root.querySelector('.stop-review').hidden,
    };
  });
}

test('a finished game is reviewed: verdicts, accuracy, the chart, and each move\'s position', async () => {
  const { page, context, errors } = await openGame(browser, `#moves=${RECORD.replace(/ /g, ',')}&mode=local`, { viewport: { width: 1280, height: 800 } });
  const button = page.locator('pathwayz-game button.review-game');
  assert.equal(await button.isEnabled(), true, 'a finished game can be reviewed');
  await button.click();
  await page.waitForFunction(() => document.querySelector('pathwayz-game').dataset.review === 'running');
  assert.match((await reviewState(page)).text, /^Reviewing… \d+ of 24 positions$/);
  await page.waitForFunction(() => document.querySelector('pathwayz-game').dataset.review === 'done', null, { timeout: 30000 });
  const review = await reviewState(page);
  assert.equal(review.text, 'Review done.');
  assert.equal(review.stopHidden, true);
  assert.equal(review.moves.length, 23, 'every move judged');
  assert.ok(review.moves.every((m) => ['best', 'good', 'inaccuracy', 'mistake', 'blunder'].includes(m.verdict)));
  assert.equal(review.moves[22].verdict, 'best', 'the winning move l1');
  assert.match(review.moves[22].text, /^23\. White l1: best$/);
  assert.ok(['mistake', 'blunder'].includes(review.moves[21].verdict), `a7 lets l1 through: ${review.moves[21].text}`);
  assert.match(review.moves[21].text, /^22\. Black a7: (mistake|blunder) \(−\d+, best [a-l]\d\*?\)$/);
  const [white, black] = review.accuracy.map(Number);
  assert.ok(white > black && white <= 100 && black >= 0, `accuracy ${review.accuracy}`);
  assert.match(review.accuracyText, /^White: accuracy \d+\.\d · Black: accuracy \d+\.\d$/);
  assert.match(review.legend, /best under 2 points, good under 5, inaccuracy under 10, mistake under 20, blunder 20 or more/);
  assert.equal(review.points, 24, 'a point for each position');
  await page.screenshot({ path: `${artifactDir}/review.png` });

  // A move of the review, then a point of the chart, shows its position.
  await page.locator('pathwayz-game .review-moves button[data-ply="22"]').click();
  assert.match(await page.locator('pathwayz-game .viewing-text').textContent(), /after move 22 of 23/);
  assert.equal(await cell(page, 'l1').getAttribute('data-piece'), '.');
  assert.equal(await cell(page, 'a7').getAttribute('data-piece'), 'b');
  await page.locator('pathwayz-game .chart .chart-point[data-ply="3"]').click({ force: true });
  assert.match(await page.locator('pathwayz-game .viewing-text').textContent(), /after move 3 of 23/);
  assert.equal(await cell(page, 'a8').getAttribute('data-piece'), '.');
  assert.equal(await page.locator('pathwayz-game .chart .chart-point.shown').getAttribute('data-ply'), '3');
  await page.locator('pathwayz-game button.live').click();
  assert.equal(await cell(page, 'l1').getAttribute('data-piece'), 'w');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a review can be stopped, and keeps what it found', async () => {
  const { page, context } = await openGame(browser, `#moves=${RECORD.replace(/ /g, ',')}&mode=local`);
  await page.evaluate(() => { document.querySelector('pathwayz-game').controller.reviewMs = 400; });
  await page.locator('pathwayz-game button.review-game').click();
  await page.waitForFunction(() => document.querySelector('pathwayz-game').shadowRoot.querySelectorAll('.review-moves button').length >= 2, null, { timeout: 20000 });
  await page.locator('pathwayz-game button.stop-review').click();
  const stopped = await reviewState(page);
  assert.equal(stopped.state, 'done');
  assert.match(stopped.text, /^Stopped after \d+ of 24 positions\.$/);
  assert.ok(stopped.moves.length >= 2 && stopped.moves.length < 23, `${stopped.moves.length} moves judged`);
  await page.waitForTimeout(1000);
  assert.equal((await reviewState(page)).moves.length, stopped.moves.length, 'nothing more after Stop');
  // A game in progress cannot be reviewed yet.
  await page.evaluate(() => document.querySelector('pathwayz-game').controller.loadRecord('d4 e5'));
  assert.equal(await page.locator('pathwayz-game button.review-game').isDisabled(), true);
  assert.equal(await page.locator('pathwayz-game .review-slot').isHidden(), true, 'the old review is gone');
  await context.close();
});
