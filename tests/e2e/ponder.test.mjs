// Thinking on the player's time in the browser (www/js/ponder/ponder-work.js, search-worker.js): after
// PAI's level-12 move the workers ponder the human's position; the human's move stops them
// without replacing a worker, and PAI's search starts in the same workers; PAI against PAI and
// two humans never ponder, nor a player who turned it off, nor a hidden page. Checked through
// the messages the page posts to its workers (worker-spy.mjs), never through what a search finds.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launchBrowser, openGame, gameState, drawn, playEmpty, waitForPly } from './browser.mjs';
import { spyOnWorkers } from './worker-spy.mjs';

let browser;
before(async () => { browser = await launchBrowser(); });
after(async () => { await browser?.close(); });

/** A context with `cores` cores (the split follows them), its workers watched, and `storage` set. */
async function watchedContext(cores = 2, storage = {}) {
  const context = await browser.newContext({ viewport: { width: 900, height: 1000 } });
  await context.addInitScript((n) => Object.defineProperty(Navigator.prototype, 'hardwareConcurrency', { get: () => n }), cores);
  await context.addInitScript((entries) => {
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, storage);
  await context.addInitScript(spyOnWorkers);
  return context;
}

/** In the page: every job posted to the workers, `{worker, type, id, at}`, in the order posted. */
function jobs(page) {
  return page.evaluate(() => window.workerSpy.workers
    .flatMap((entry, worker) => entry.jobs.map((job) => ({ worker, type: job.type, id: job.id, at: job.at })))
    .sort((a, b) => a.at - b.at));
}

/** In the page: the workers' `pondered` answers (one a slice), `{worker, id, at}`, in the order heard. */
function slices(page) {
  return page.evaluate(() => window.workerSpy.workers
    .flatMap((entry, worker) => entry.answers.filter((answer) => answer.type === 'pondered').map(({ id, at }) => ({ worker, id, at }))));
}

/** Waits until every one of `workers` workers has answered a ponder's slice after `since`. */
async function waitForPondering(page, workers, since = 0) {
  await page.waitForFunction(([count, after]) => new Set(window.workerSpy.workers
    .flatMap((entry, worker) => entry.answers.some((answer) => answer.type === 'pondered' && answer.at > after) ? [worker] : [])).size >= count,
  [workers, since], { timeout: 20000 });
}

/** In the page: the workers' answers of `type` to ponders, `{worker, id}`. */
function ponderAnswers(page, type) {
  return page.evaluate((wanted) => window.workerSpy.workers.flatMap((entry, worker) => {
    const ponders = new Set(entry.jobs.filter((job) => job.type === 'ponder').map((job) => job.id));
    return entry.answers.filter((answer) => answer.type === wanted && ponders.has(answer.id)).map(({ id }) => ({ worker, id }));
  }), type);
}

/**
 * Posts the worker `index` a message the page never sends (a puzzle call that does not exist, so
 * the worker answers it with an error under an id the page does not know, and ignores it) and
 * resolves with the time its answer reached the page.
 */
async function echoFromWorker(page, index) {
  const id = `echo-${Date.now()}`;
  await page.evaluate(([at, echoId]) => window.workerSpy.workers[at].post({ type: 'puzzle', id: echoId, call: 'echo', args: [] }), [index, id]);
  await page.waitForFunction(([at, echoId]) => window.workerSpy.workers[at].answers.some((answer) => answer.id === echoId), [index, id], { timeout: 20000 });
  return page.evaluate(([at, echoId]) => window.workerSpy.workers[at].answers.find((answer) => answer.id === echoId).at, [index, id]);
}

const spyCounts = (page) => page.evaluate(() => ({ starts: window.workerSpy.starts, terminates: window.workerSpy.terminates, now: performance.now() }));

test("level 12: both workers ponder the human's position; the human's move stops them and PAI searches in the same workers", async () => {
  const context = await watchedContext(2);
  const { page, errors } = await openGame(browser, '#moves=d4&mode=pai&level=12&color=white&ms=300', { context });
  await waitForPly(page, 2, 20000);
  await waitForPondering(page, 2);
  const before = await spyCounts(page);
  const record = (await gameState(page)).record;
  const pondered = (await jobs(page)).filter((job) => job.type === 'ponder');
  assert.deepEqual([...new Set(pondered.map((job) => job.worker))].sort(), [0, 1], 'both workers ponder');

  // An open position: no slice ends the ponder (only a decided one does, below).
  assert.deepEqual(await ponderAnswers(page, 'done'), [], 'no ponder ended by itself');
  const clicked = await spyCounts(page);
  const played = await playEmpty(page, ['f6', 'g3', 'h6', 'c3']);
  const after = await spyCounts(page);
  assert.equal(after.starts, before.starts, 'no worker was started');
  assert.equal(after.terminates, before.terminates, 'no worker was ended: the pondered trees are kept');
  // Each worker was told to stop pondering, then given its share of PAI's search, at once.
  const posted = (await jobs(page)).filter((job) => job.at >= clicked.now);
  for (const worker of [0, 1]) {
    assert.deepEqual(posted.filter((job) => job.worker === worker).map((job) => job.type).slice(0, 2), ['stop-ponder', 'share'], `worker ${worker}: ${JSON.stringify(posted)}`);
  }
  // The human's move is on the board at once (PAI's 300 ms reply may already follow it on a
  // loaded machine, where reading the state back takes long).
  const shown = (await gameState(page)).record;
  assert.ok(shown === `${record} ${played}` || shown.startsWith(`${record} ${played} `), `the human's move is on the board: ${shown}`);
  await waitForPly(page, 4, 20000);
  const firstAnswered = await page.evaluate((since) => window.workerSpy.workers[0].answers.some((answer) => answer.type === 'share-answer' && answer.at > since), clicked.now);
  assert.ok(firstAnswered, 'the first worker, which pondered, answered its share');
  // PAI's search started after at most the slice in progress: measured, not asserted (a loaded machine is slow).
  const waited = await page.evaluate((since) => window.workerSpy.workers.map((entry) => {
    const share = entry.jobs.find((job) => job.type === 'share' && job.at >= since);
    return share && entry.firstInfo[share.id] !== undefined ? Math.round(entry.firstInfo[share.id] - share.at) : null;
  }), clicked.now);
  console.log(`first progress of PAI's search after the human's move, ms by worker: ${waited}`);
  assert.deepEqual(errors, []);
  await context.close();
});

test('level 11 ponders in the first worker, which also answers PAI\'s next move', async () => {
  const context = await watchedContext(2);
  const { page, errors } = await openGame(browser, '#moves=d4&mode=pai&level=11&color=white&ms=200', { context });
  await waitForPly(page, 2, 20000);
  await waitForPondering(page, 1);
  const before = await spyCounts(page);
  await playEmpty(page, ['f6', 'g3', 'h6', 'c3']);
  await waitForPly(page, 4, 20000);
  const after = await spyCounts(page);
  assert.deepEqual([after.starts, after.terminates], [before.starts, before.terminates]);
  const types = (await jobs(page)).filter((job) => job.at >= before.now).map((job) => `${job.worker} ${job.type}`);
  assert.deepEqual(types.slice(0, 2), ['0 stop-ponder', '0 search']);
  assert.deepEqual(errors, []);
  await context.close();
});

test("a decided position: the engine's word ends the ponder after one slice", async () => {
  // The human (White) is to move first, with a single move: f4, the gap in Black's row of
  // permanents, walled off by White's. The slice's search ends on it (decided), and the worker
  // ends the ponder there with `done`, rather than slicing on.
  const context = await watchedContext(1);
  const record = 'a4* e3* b4* f3* c4* g3* d4* e5* e4* f5* g4* g5* h4* a1 i4* c1 j4* e1 k4* g1 l4* i1';
  const { page, errors } = await openGame(browser, `#moves=${record.replaceAll(' ', ',')}&mode=pai&level=12&color=white&ms=300`, { context });
  await page.waitForFunction(() => window.workerSpy.workers.some((entry) => entry.answers.some((answer) => answer.type === 'done')), null, { timeout: 20000 });
  const [ended] = await ponderAnswers(page, 'done');
  assert.ok(ended, 'the ponder ended');
  const answered = await page.evaluate((id) => window.workerSpy.workers[0].answers.filter((answer) => answer.id === id).map((answer) => answer.type), ended.id);
  assert.deepEqual(answered, ['pondered', 'done'], 'one slice, then the end');
  assert.equal((await gameState(page)).record, record, 'the human is still to move');
  assert.deepEqual(errors, []);
  await context.close();
});

test('PAI against PAI and two humans never ponder', async () => {
  const context = await watchedContext(2);
  const { page, errors } = await openGame(browser, '#moves=&mode=watch&level=12&white=12&ms=100', { context });
  await waitForPly(page, 4, 30000, false);
  // Its own context: a saved game would be offered beside the link rather than replaced.
  const local = await openGame(browser, '#moves=&mode=local&level=12', { context: await watchedContext(2) });
  // The page's timers are Playwright's clock from here: a minute of it is run at once below.
  await local.page.clock.install();
  await playEmpty(local.page, ['d4']);
  await playEmpty(local.page, ['e5']);
  // A ponder starts when the position changes (ponder-work.js): once both moves are drawn and
  // no one thinks, one would have been asked for, and none comes however long the page waits;
  // two humans never even start a worker.
  const shown = await gameState(local.page);
  assert.deepEqual([shown.record, shown.thinking], ['d4 e5', false]);
  await local.page.clock.runFor(60_000);
  assert.equal((await spyCounts(local.page)).starts, 0, 'two humans start no worker');
  for (const each of [page, local.page]) {
    assert.deepEqual((await jobs(each)).filter((job) => job.type === 'ponder'), []);
  }
  assert.deepEqual([...errors, ...local.errors], []);
  await context.close();
  await local.context.close();
});

test('the player turned it off: no ponder; turned on in Game setup, at once, and kept', async () => {
  const context = await watchedContext(1, { 'pathwayz.ponder.v1': 'off' });
  const { page, errors } = await openGame(browser, '#moves=d4&mode=pai&level=12&color=white&ms=200', { context });
  await waitForPly(page, 2, 20000);
  await page.locator('pathwayz-game button.open-setup').click();
  await drawn(page);
  const turnedOn = await page.evaluate(() => {
    const box = document.querySelector('pathwayz-game').shadowRoot.querySelector('input.ponder');
    if (box.checked) throw new Error('the checkbox shows the choice kept: off');
    const at = performance.now();
    box.click();
    return at;
  });
  await waitForPondering(page, 1);
  // The ponder came once turned on: none was asked for in the human's time before that.
  const ponders = (await jobs(page)).filter((job) => job.type === 'ponder');
  assert.ok(ponders.length > 0);
  assert.deepEqual(ponders.filter((job) => job.at < turnedOn), [], 'no ponder while it was off');
  assert.equal(await page.evaluate(() => localStorage.getItem('pathwayz.ponder.v1')), 'on');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a hidden page stops pondering, without ending a worker; shown again, it ponders again', async () => {
  const context = await watchedContext(1);
  const { page, errors } = await openGame(browser, '#moves=d4&mode=pai&level=12&color=white&ms=200', { context });
  await waitForPly(page, 2, 20000);
  await waitForPondering(page, 1);
  const setVisibility = (state) => page.evaluate((value) => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => value });
    document.dispatchEvent(new Event('visibilitychange'));
  }, state);
  const before = await spyCounts(page);
  const { id: first } = (await jobs(page)).filter((job) => job.type === 'ponder').at(-1);
  await setVisibility('hidden');
  await drawn(page);
  const hidden = await spyCounts(page);
  const told = (await jobs(page)).filter((job) => job.at >= before.now);
  assert.deepEqual(told.map((job) => job.type), ['stop-ponder'], 'told to stop, and no ponder asked for while hidden');
  assert.equal(hidden.terminates, before.terminates);
  // The worker hears its messages in order. A message posted after the stop is answered once the
  // stop was heard: every slice of the first ponder must come before that answer, whatever was
  // still on its way to the page when it was hidden (page-side times cannot tell those apart).
  const echo = await echoFromWorker(page, 0);
  await setVisibility('visible');
  await page.waitForFunction((old) => window.workerSpy.workers[0].answers.some((answer) => answer.type === 'pondered' && answer.id !== old), first, { timeout: 20000 });
  assert.deepEqual((await jobs(page)).filter((job) => job.at >= hidden.now).map((job) => job.type), ['ponder']);
  const answered = await slices(page);
  const late = answered.filter((slice) => slice.id === first && slice.at > echo);
  assert.deepEqual(late, [], 'the first ponder answered nothing once the worker had heard the stop');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a worker that dies while pondering is replaced by the watchdog, and the game goes on', async () => {
  const context = await watchedContext(1);
  const { page, errors } = await openGame(browser, '#moves=d4&mode=pai&level=11&color=white&ms=200', { context });
  await waitForPly(page, 2, 20000);
  await waitForPondering(page, 1);
  const before = await spyCounts(page);
  // The worker dies in silence (no error event): only the ponder's watchdog can tell.
  await page.evaluate(() => window.workerSpy.workers.at(-1).worker.terminate());
  await page.waitForFunction((starts) => window.workerSpy.starts > starts, before.starts, { timeout: 15000 });
  assert.equal((await gameState(page)).record.split(' ').length, 2, 'the game is as it was');
  await playEmpty(page, ['f6', 'g3', 'h6', 'c3']);
  await waitForPly(page, 4, 20000);
  assert.deepEqual(errors, []);
  await context.close();
});
