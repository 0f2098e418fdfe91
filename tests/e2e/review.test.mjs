// Game review: one click replays the game so far through PAI in the worker, with progress and
// Stop; each move gets a verdict by the win probability it lost against the best move of the
// same analysis (thresholds stated), each player an accuracy, and White's chances are drawn over
// the game; a move or a point shows its position. Mid-game, the game in progress stays as it is.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launchBrowser, openGame, gameState, waitForPly, cell, emptyCell, playEmpty, artifactDir, drawn } from './browser.mjs';
import { spyOnWorkers } from './worker-spy.mjs';

/** The verdict the guide states for a move that lost `loss` (0 to 1) of win probability. */
function verdictOf(loss) {
  const points = 100 * loss;
  return points < 2 ? 'best' : points < 5 ? 'good' : points < 10 ? 'inaccuracy' : points < 20 ? 'mistake' : 'blunder';
}

let browser;
before(async () => { browser = await launchBrowser(); });
after(async () => { await browser?.close(); });

// White builds row 1 while Black builds row 8 too late and lets l1 through with a7.
const RECORD = 'a1 l2 b1 a8 c1 b8 d1 c8 e1 d8 f1 e8 g1 f8 h1 g8 i1 h8 j1 i8 k1 a7 l1';

async function reviewState(page) {
  await drawn(page);
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
      // The figures behind each verdict, as the review's buttons carry them.
      steps: [...root.querySelectorAll('.review-moves button')].map((b) => ({
        played: b.dataset.move, best: b.dataset.best, evaluation: Number(b.dataset.before), after: Number(b.dataset.after),
      })),
      reviewedRecord: section.dataset.record,
      chartPoints: [...root.querySelectorAll('.chart .chart-point')].map((c) => ({ ply: Number(c.dataset.ply), y: Number(c.getAttribute('cy')) })),
    };
  });
}

test('a finished game is reviewed: verdicts, accuracy, the chart, and each move\'s position', async () => {
  const { page, context, errors } = await openGame(browser, `#moves=${RECORD.replace(/ /g, ',')}&mode=local`, { viewport: { width: 1280, height: 800 } });
  const button = page.locator('pathwayz-game button.review-game');
  assert.equal(await button.isEnabled(), true, 'a finished game can be reviewed');
  await button.click();
  await page.waitForFunction(() => document.querySelector('pathwayz-game').dataset.review === 'running');
  assert.match((await reviewState(page)).text, /^Reviewing… \d+ of 23 moves$/);
  await page.waitForFunction(() => document.querySelector('pathwayz-game').dataset.review === 'done', null, { timeout: 30000 });
  const review = await reviewState(page);
  assert.equal(review.text, 'Review done.');
  assert.equal(review.stopHidden, true);
  assert.equal(review.moves.length, 23, 'every move judged');
  assert.ok(review.moves.every((m) => ['best', 'good', 'inaccuracy', 'mistake', 'blunder'].includes(m.verdict)));
  assert.equal(review.moves[22].verdict, 'best', 'the winning move l1');
  assert.match(review.moves[22].text, /^23\. White l1: best$/);
  assert.ok(['mistake', 'blunder'].includes(review.moves[21].verdict), `a7 lets l1 through: ${review.moves[21].text}`);
  assert.match(review.moves[21].text, /^22\. Black a7: (mistake|blunder) \(−\d+, best [a-l]\d\*?\), allows a forced loss in 1$/);
  const [white, black] = review.accuracy.map(Number);
  assert.ok(white > black && white <= 100 && black >= 0, `accuracy ${review.accuracy}`);
  assert.match(review.accuracyText, /^White: accuracy \d+\.\d · Black: accuracy \d+\.\d$/);
  assert.match(review.legend, /best under 2 points, good under 5, inaccuracy under 10, mistake under 20, blunder 20 or more/);
  assert.equal(review.points, 24, 'a point for each position');
  assertConsistent(review, RECORD);
  const last = review.chartPoints.find((p) => p.ply === 23);
  assert.equal(last.y, 0, 'after l1 White has won: the chart is at the top');
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
  const spied = await browser.newContext({ viewport: { width: 900, height: 1000 } });
  await spied.addInitScript(spyOnWorkers);
  const { page, context } = await openGame(browser, `#moves=${RECORD.replace(/ /g, ',')}&mode=local`, { context: spied });
  await page.locator('pathwayz-game button.review-game').click();
  await page.waitForFunction(() => document.querySelector('pathwayz-game').shadowRoot.querySelectorAll('.review-moves button').length >= 2, null, { timeout: 20000 });
  await page.locator('pathwayz-game button.stop-review').click();
  const stopped = await reviewState(page);
  assert.equal(stopped.state, 'done');
  assert.match(stopped.text, /^Stopped after \d+ of 23 moves\.$/);
  assert.ok(stopped.moves.length >= 2 && stopped.moves.length < 23, `${stopped.moves.length} moves judged`);
  // Stopped, the review's worker was ended (a search cannot be interrupted inside wasm) and a
  // fresh one started: nothing of the review can come after the fresh worker's first word.
  const workers = () => page.evaluate(() => window.workerSpy.workers.map((entry) => ({
    reviewed: entry.jobs.some((job) => job.type === 'review'), terminated: entry.terminated,
  })));
  const reviewer = (await workers()).findIndex((entry) => entry.reviewed);
  assert.equal((await workers())[reviewer].terminated, true, "the review's worker was ended");
  await page.waitForFunction((after) => window.workerSpy.workers.slice(after + 1).some((entry) => entry.answers.some((answer) => answer.type === 'ready')), reviewer, { timeout: 20000 });
  assert.equal((await workers()).filter((entry) => entry.reviewed).length, 1, 'the review was not asked for again');
  assert.equal((await reviewState(page)).moves.length, stopped.moves.length, 'nothing more after Stop');
  assertConsistent(stopped, RECORD);
  // Another game: the old review is gone.
  await page.evaluate(() => { document.querySelector('pathwayz-game').record = 'd4 e5'; });
  await drawn(page);
  assert.equal(await page.locator('pathwayz-game .review-slot').isHidden(), true, 'the old review is gone');
  await page.evaluate(() => document.querySelector('pathwayz-game').newGame());
  await drawn(page);
  assert.equal(await page.locator('pathwayz-game button.review-game').isDisabled(), true, 'no moves, nothing to review');
  await context.close();
});

/**
 * Each reviewed move's verdict follows from one analysis of the position it was played in: the
 * best move and the move played valued by the same search, so the played one is never worth
 * more, a move equal to the best is "best" with no loss, and the verdict is the loss's.
 */
function assertConsistent(review, record) {
  const moves = record.split(' ');
  assert.equal(review.reviewedRecord, record);
  for (const shown of review.moves) {
    const step = review.steps[shown.ply - 1];
    const move = moves[shown.ply - 1];
    assert.equal(step.played, move, `step ${shown.ply}`);
    assert.ok(step.after <= step.evaluation, `move ${shown.ply} (${move}) worth more than the best ${step.best}: ${step.after} > ${step.evaluation}`);
    assert.ok(step.evaluation >= 0 && step.evaluation <= 1 && step.after >= 0 && step.after <= 1);
    if (step.best === move) {
      assert.equal(step.after, step.evaluation, `the best move ${move} is valued as the best`);
      assert.equal(shown.verdict, 'best', `${shown.text}: the analysed best`);
      assert.doesNotMatch(shown.text, /−/);
    }
    assert.equal(shown.verdict, verdictOf(step.evaluation - step.after), shown.text);
  }
}

test('mid-game, the game so far is reviewed and play resumes where it was', async () => {
  const { page, context, errors } = await openGame(browser, '#moves=&mode=pai&level=3&color=white&ms=100', { viewport: { width: 1280, height: 800 } });
  const button = page.locator('pathwayz-game button.review-game');
  assert.equal(await button.isDisabled(), true, 'nothing to review before a move');
  await playEmpty(page, ['f4', 'f5']);
  await waitForPly(page, 2);
  const second = await playEmpty(page, ['g5', 'g4', 'g6']);
  await waitForPly(page, 4);
  const before = await gameState(page);
  assert.equal(before.winner, '', 'the game goes on');
  assert.equal(await button.isEnabled(), true, 'a game in progress can be reviewed');
  await button.click();
  await page.waitForFunction(() => document.querySelector('pathwayz-game').dataset.review === 'done', null, { timeout: 20000 });
  const review = await reviewState(page);
  assert.equal(review.text, 'Review done.');
  assert.equal(review.moves.length, 4);
  assert.equal(review.points, 5);
  assertConsistent(review, before.record);
  let state = await gameState(page);
  assert.equal(state.record, before.record, 'the review did not touch the game');
  assert.deepEqual(state.board, before.board);
  assert.match(state.status, /Your move \(White\)/);

  // A reviewed move shows its position; the game waits meanwhile, and comes back as it was.
  await page.locator('pathwayz-game .review-moves button[data-ply="1"]').click();
  assert.equal(await cell(page, second).getAttribute('data-piece'), '.');
  await cell(page, await emptyCell(page, ['h4', 'h5', 'h6'])).click({ force: true });
  state = await gameState(page);
  assert.equal(state.record, before.record, 'an earlier position is not played on');
  await page.locator('pathwayz-game button.live').click();
  const shownBoard = await page.$$eval('pathwayz-game .board .cell', (cells) => cells.map((c) => `${c.dataset.cell}${c.dataset.piece}`));
  const liveBoard = before.board.flatMap((row, r) => [...row].map((piece, c) => `${'abcdefghijkl'[c]}${r + 1}${piece}`));
  assert.deepEqual(shownBoard.sort(), liveBoard.sort(), 'the board shows the game in progress again');
  const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('pathwayz.game.v1')).record);
  assert.equal(saved, before.record, 'the saved game is the game in progress');

  // Play goes on; the review stays, saying it covers the first moves.
  const third = await playEmpty(page, ['h4', 'h5', 'h6']);
  await waitForPly(page, 6);
  state = await gameState(page);
  assert.ok(state.record.startsWith(`${before.record} ${third} `), state.record);
  const later = await reviewState(page);
  assert.equal(later.moves.length, 4);
  assert.match(later.text, /^Review done\. It covers the first 4 moves; review again for the rest\.$/);

  // A move played while a review runs: PAI answers at once, the review stops with what it found.
  // The move is played in the page as soon as the review shows running: a review of 6 moves takes
  // 1.2 s, which a round trip of the test's on a loaded machine could outlast.
  await button.click();
  const fourth = await page.evaluate(() => new Promise((resolve) => {
    const element = document.querySelector('pathwayz-game');
    const playWhenRunning = () => {
      if (element.dataset.review !== 'running') {
        requestAnimationFrame(playWhenRunning);
        return;
      }
      const cell = ['i4', 'i5', 'i6'].map((name) => element.shadowRoot.querySelector(`.board .cell[data-cell="${name}"]`)).find((found) => found.dataset.piece === '.');
      cell.click();
      resolve(cell.dataset.cell);
    };
    playWhenRunning();
  }));
  await waitForPly(page, 8);
  const interrupted = await reviewState(page);
  assert.equal(interrupted.state, 'done');
  assert.match(interrupted.text, /^Stopped after \d of 6 moves\. It covers the first 6 moves; review again for the rest\.$/);
  assert.ok((await gameState(page)).record.startsWith(`${state.record} ${fourth} `));
  assert.deepEqual(errors, []);
  await context.close();
});
