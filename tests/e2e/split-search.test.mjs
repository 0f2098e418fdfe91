// Level 12's search split between several search workers by root moves (www/js/split-search.js):
// each worker answers from its own share, the best-scored answer is played, Move now answers at
// once, and a helper that dies only leaves its share out.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launchBrowser, openGame, gameState, waitForPly } from './browser.mjs';

let browser;
before(async () => { browser = await launchBrowser(); });
after(async () => { await browser?.close(); });

/** A context whose page says it has `cores` cores (the split follows navigator.hardwareConcurrency). */
async function contextWithCores(cores) {
  const context = await browser.newContext({ viewport: { width: 900, height: 1000 } });
  await context.addInitScript((n) => Object.defineProperty(Navigator.prototype, 'hardwareConcurrency', { get: () => n }), cores);
  return context;
}

test('the best-scored share is played, ties to the first; no answer is no move', async () => {
  const { page, context } = await openGame(browser, '#moves=&mode=local');
  const picks = await page.evaluate(async () => {
    const { bestShareAnswer } = await import('./js/split-search.js');
    return [
      bestShareAnswer([{ move: 'c4', score: 10 }, null, { move: 'd5*', score: 30 }, { move: null, score: null }]),
      bestShareAnswer([{ move: 'c4', score: 30 }, { move: 'd5', score: 30 }]),
      bestShareAnswer([{ move: 'c4', score: null }, { move: 'd5', score: -999999 }]),
      bestShareAnswer([null, { move: null, score: null }]),
    ];
  });
  assert.deepEqual(picks, [{ move: 'd5*', score: 30 }, { move: 'c4', score: 30 }, { move: 'd5', score: -999999 }, null]);
  await context.close();
});

test('a level-12 search is split between the workers and the best-scored share is played', async () => {
  const context = await contextWithCores(3);
  const { page, errors } = await openGame(browser, '#moves=d4,e5,e4*,f6&mode=pai&level=12&color=white&ms=600', { context });
  await page.locator('pathwayz-game .cell[data-cell="g7"]').click();
  await waitForPly(page, 6, 20000);
  const { workers, helpers, answers, legal } = await page.evaluate(async () => {
    const split = document.querySelector('pathwayz-game').controller.client;
    const { newGame } = await import('./pkg/pathwayz.js');
    const game = newGame();
    game.fromRecord('d4 e5 e4* f6 g7');
    return { workers: split.workers, helpers: split.helpers.length, answers: split.lastAnswers, legal: game.legalMoves() };
  });
  assert.equal(workers, 3);
  assert.equal(helpers, 2);
  assert.equal(answers.length, 3);
  const moves = answers.map((answer) => answer?.move).filter(Boolean);
  assert.equal(moves.length, 3, `every share answered: ${JSON.stringify(answers)}`);
  assert.equal(new Set(moves).size, 3, `the shares hold different moves: ${moves}`);
  for (const move of moves) assert.ok(legal.includes(move), move);
  const best = answers.reduce((top, answer) => (answer.score > top.score ? answer : top));
  const state = await gameState(page);
  assert.equal(state.record.split(' ')[5], best.move, `played the best-scored answer of ${JSON.stringify(answers)}`);
  assert.deepEqual(errors, []);
  await context.close();
});

test('Move now during a split search answers at once', async () => {
  const context = await contextWithCores(2);
  const { page, errors } = await openGame(browser, '#moves=d4,e5&mode=pai&level=12&color=black&ms=10000', { context });
  await page.waitForFunction(() => document.querySelector('pathwayz-game').dataset.thinking === 'true');
  await page.waitForTimeout(500);
  const stopped = Date.now();
  await page.locator('pathwayz-game button.stop').click();
  await waitForPly(page, 3, 5000);
  const answeredIn = Date.now() - stopped;
  assert.ok(answeredIn < 1500, `Move now took ${answeredIn} ms`);
  assert.equal(await page.evaluate(() => document.querySelector('pathwayz-game').controller.client.helpers.length), 1);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a helper worker that dies leaves its share out, and PAI still moves at once', async () => {
  const context = await contextWithCores(2);
  const { page } = await openGame(browser, '#moves=d4,e5&mode=pai&level=12&color=black&ms=1500', { context });
  await page.waitForFunction(() => document.querySelector('pathwayz-game').controller.client?.helpers.length === 1);
  await page.waitForFunction(() => document.querySelector('pathwayz-game').dataset.thinking === 'true');
  const started = Date.now();
  // The helper's worker dies without a word (it never answers); the first worker answers.
  await page.evaluate(() => document.querySelector('pathwayz-game').controller.client.helpers[0].worker.terminate());
  await waitForPly(page, 3, 10000);
  const tookMs = Date.now() - started;
  assert.ok(tookMs < 3500, `PAI moved ${tookMs} ms after the helper died (budget 1.5 s)`);
  const answers = await page.evaluate(() => document.querySelector('pathwayz-game').controller.client.lastAnswers);
  assert.ok(answers[0]?.move, 'the first share answered');
  assert.equal(answers[1], null, 'the dead helper is left out');
  assert.equal((await gameState(page)).ply, 3);
  await context.close();
});
