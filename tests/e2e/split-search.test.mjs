// Level 12's search split between several search workers by root moves (www/js/search/split-search.js):
// each worker answers from its own share, the best-scored answer is played, Move now answers at
// once, and a helper that dies only leaves its share out; a strength limited to a number of
// positions a move is never split (one worker, its budget given) and never ponders.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launchBrowser, openGame, gameState, waitForPly, siteFile } from './browser.mjs';
import { spyOnWorkers } from './worker-spy.mjs';
import engine from './node-engine.mjs';

let browser;
before(async () => { browser = await launchBrowser(); });
after(async () => { await browser?.close(); });

/**
 * A context whose page says it has `cores` cores (the split follows navigator.hardwareConcurrency),
 * its workers watched (worker-spy.mjs).
 */
async function contextWithCores(cores) {
  const context = await browser.newContext({ viewport: { width: 900, height: 1000 } });
  await context.addInitScript((n) => Object.defineProperty(Navigator.prototype, 'hardwareConcurrency', { get: () => n }), cores);
  await context.addInitScript(spyOnWorkers);
  return context;
}

/** In the page: the workers given a share of a split search, each with its share's answers. */
function shareWorkers(page) {
  return page.evaluate(() => window.workerSpy.workers
    .filter((entry) => entry.jobs.some((job) => job.type === 'share'))
    .map((entry) => ({
      shares: entry.jobs.filter((job) => job.type === 'share').map((job) => `${job.share}/${job.shares}`),
      answers: entry.answers.filter((answer) => answer.type === 'share-answer').map(({ move, score }) => ({ move, score })),
    })));
}

test("the best-scored share is played, ties to the first; no answer is no move (the engine's rule)", async () => {
  const { page, context } = await openGame(browser, '#moves=&mode=local');
  const picks = await page.evaluate(async (glue) => {
    const { bestShare } = await import(glue);
    return [
      bestShare([{ move: 'c4', score: 10 }, null, { move: 'd5*', score: 30 }, { move: null, score: null }]),
      bestShare([{ move: 'c4', score: 30 }, { move: 'd5', score: 30 }]),
      bestShare([{ move: 'c4', score: null }, { move: 'd5', score: -999999 }]),
      bestShare([null, { move: null, score: null }]),
    ];
  }, siteFile('pkg/pathwayz_search.js'));
  assert.deepEqual(picks, ['d5*', 'c4', 'd5', null]);
  await context.close();
});

test('a level-12 search is split between the workers and the best-scored share is played', async () => {
  const context = await contextWithCores(3);
  const { page, errors } = await openGame(browser, '#moves=d4,e5,e4*,f6&mode=pai&level=12&color=white&ms=600', { context });
  await page.locator('pathwayz-game .cell[data-cell="g7"]').click();
  await waitForPly(page, 6, 20000);
  const legal = await page.evaluate(async (glue) => {
    const { newGame } = await import(glue);
    const game = newGame();
    game.fromRecord('d4 e5 e4* f6 g7');
    return game.legalMoves();
  }, siteFile('pkg/pathwayz_search.js'));
  const workers = await shareWorkers(page);
  const ended = await page.evaluate(() => window.workerSpy.workers.filter((entry) => entry.jobs.some((job) => job.type === 'share')).map((entry) => entry.terminated));
  assert.equal(workers.length, 3, 'three workers searched');
  assert.deepEqual(workers.map((w) => w.shares[0]).sort(), ['0/3', '1/3', '2/3']);
  // A share that has not answered soon after the first worker's is left out and its worker
  // ended (split-search.js, STRAGGLER_MS): on a loaded machine a helper may be that late. The
  // first share is always waited for, and the move played is the best of those that answered.
  const answers = workers.map((w) => w.answers.at(-1) ?? null);
  const left = workers.map((w, index) => ({ ...w, index })).filter((w) => !w.answers.at(-1)?.move);
  assert.ok(answers[workers.findIndex((w) => w.shares[0] === '0/3')]?.move, `the first share answered: ${JSON.stringify(answers)}`);
  assert.deepEqual(left.map((w) => ended[w.index]), left.map(() => true), `a share without an answer was dropped: ${JSON.stringify(answers)}`);
  if (left.length > 0) console.log(`${left.length} share(s) dropped as late on this machine (allowed)`);
  const moves = answers.map((answer) => answer?.move).filter(Boolean);
  assert.equal(new Set(moves).size, moves.length, `the shares hold different moves: ${moves}`);
  for (const move of moves) assert.ok(legal.includes(move), move);
  const best = answers.filter((answer) => answer?.move).reduce((top, answer) => (answer.score > top.score ? answer : top));
  const state = await gameState(page);
  assert.equal(state.record.split(' ')[5], best.move, `played the best-scored answer of ${JSON.stringify(answers)}`);
  assert.deepEqual(errors, []);
  await context.close();
});

test('Move now during a split search answers at once', async () => {
  // PAI has 20 s: a move well within them is Move now's, even on a loaded machine.
  const thinkMs = 20000;
  const context = await contextWithCores(2);
  const { page, errors } = await openGame(browser, `#moves=d4,e5&mode=pai&level=12&color=black&ms=${thinkMs}`, { context });
  await page.waitForFunction(() => document.querySelector('pathwayz-game').dataset.thinking === 'true');
  // The search is under way: both shares have reported progress.
  await page.waitForFunction(() => {
    const searching = window.workerSpy.workers.filter((entry) => entry.jobs.some((job) => job.type === 'share' && entry.firstInfo[job.id] !== undefined));
    return searching.length === 2;
  }, null, { timeout: thinkMs });
  const stopped = Date.now();
  await page.locator('pathwayz-game button.stop').click();
  // Longer than PAI's time: a Move now that did nothing shows as a share that answered by itself.
  await waitForPly(page, 3, 2 * thinkMs);
  console.log(`Move now answered in ${Date.now() - stopped} ms (measured, not asserted)`);
  const workers = await shareWorkers(page);
  assert.ok(workers.every((w) => w.shares.every((share) => share.endsWith('/2'))), `split in two: ${JSON.stringify(workers)}`);
  // The move is the stop's: no share search ran to its end and answered by itself, and the
  // workers searching were ended by it (a search cannot be interrupted inside wasm).
  assert.ok(workers.length >= 2 && workers.every((w) => w.answers.length === 0), `a share answered by itself: ${JSON.stringify(workers)}`);
  const ended = await page.evaluate(() => window.workerSpy.workers.filter((entry) => entry.jobs.some((job) => job.type === 'share')).map((entry) => entry.terminated));
  assert.deepEqual(ended, [true, true], 'both share workers were ended by Move now');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a helper worker that dies leaves its share out, and PAI still moves at once', async () => {
  const context = await contextWithCores(2);
  // The helper's worker dies without a word as its share is posted (it never answers, however
  // slow the machine); the first worker answers.
  await context.addInitScript(() => { window.workerSpy.sabotage = { type: 'share', share: 1 }; });
  const { page } = await openGame(browser, '#moves=d4,e5&mode=pai&level=12&color=black&ms=1500', { context });
  await page.waitForFunction(() => window.workerSpy.workers.filter((e) => e.jobs.some((job) => job.type === 'share')).length === 2);
  const started = Date.now();
  await waitForPly(page, 3, 10000);
  console.log(`PAI moved ${Date.now() - started} ms after both shares were posted (measured, not asserted)`);
  // At once: PAI did not wait for the dead helper's watchdog (1.5 s and 4 s of grace), which
  // would have replaced it, saying so, before the move.
  const replaced = await page.evaluate(() => window.workerSpy.warnings.filter((w) => w.text.includes('starting a new one')));
  assert.deepEqual(replaced, [], 'no worker was replaced as hung before the move');
  const workers = await shareWorkers(page);
  const answered = (share) => workers.filter((w) => w.shares.includes(share)).flatMap((w) => w.answers);
  assert.ok(answered('0/2')[0]?.move, 'the first share answered');
  assert.deepEqual(answered('1/2'), [], 'the dead helper is left out');
  assert.equal((await gameState(page)).ply, 3);
  await context.close();
});

test('a limited strength searches in one worker with its budget, never split, and never ponders', async () => {
  const context = await contextWithCores(3);
  // The budget is the engine's: the smallest it offers for the level that splits its search.
  const splitting = engine.strengths().find((strength) => strength.splits).level;
  const [limited] = engine.strengths().filter((s) => s.level === splitting && s.positions !== null).sort((a, b) => a.positions - b.positions);
  const { page, errors } = await openGame(browser, `#moves=d4,e5,e4*,f6&mode=pai&level=${limited.level}&positions=${limited.positions}&color=white&ms=600`, { context });
  assert.deepEqual(await page.$eval('pathwayz-game', (el) => [el.controller.state.settings.level, el.controller.state.settings.positions]), [limited.level, limited.positions]);
  await page.locator('pathwayz-game .cell[data-cell="g7"]').click();
  await waitForPly(page, 6, 20000);
  const jobs = await page.evaluate(() => window.workerSpy.workers.map((entry) => entry.jobs.map(({ type, level, positions, ms }) => ({ type, level, positions, ms }))));
  const searches = jobs.flat().filter((job) => job.type === 'search' || job.type === 'share');
  // Given the longest time the engine allows, not the setting's 600 ms: only the budget ends it.
  const ms = engine.maxThinkMs();
  assert.deepEqual(searches, [{ type: 'search', level: limited.level, positions: limited.positions, ms }], `one search with the budget, no share: ${JSON.stringify(jobs)}`);
  assert.equal(jobs.filter((list) => list.some((job) => job.type === 'search')).length, 1, 'in one worker');
  assert.deepEqual(jobs.flat().filter((job) => job.type === 'ponder'), [], 'no ponder, before or after its move');
  assert.equal(await page.$eval('pathwayz-game', (el) => el.controller.scheduler.running), null, 'the workers idle on the player\'s time');
  // The same level alone ponders on the player's time (so the check above was not idle by chance).
  await page.$eval('pathwayz-game', (el) => el.controller.updateSettings({ positions: null }));
  await page.waitForFunction(() => window.workerSpy.workers.some((entry) => entry.jobs.some((job) => job.type === 'ponder')));
  assert.deepEqual(errors, []);
  await context.close();
});
