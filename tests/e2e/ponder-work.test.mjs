// Thinking on the player's time (www/js/ponder/ponder-work.js) in Node: the controller on the shipped
// wasm engine with a fake worker client. PAI ponders the human's position at levels 11 and 12
// while the human is to move against it, with the player's choice on and the page shown; the
// human's move replaces the ponder by PAI's search; PAI against PAI, two humans, the analysis,
// a hidden page or the choice off never ponder; a ponder that ended is not started again.
import { test, mock } from 'node:test';
import assert from 'node:assert/strict';
import engine from './node-engine.mjs';
import { GameController } from '../../www/js/game/game-controller.js';
import { JobScheduler } from '../../www/js/search/job-scheduler.js';
import { PONDER_SLICE_MS } from '../../www/js/ponder/ponder-work.js';
import { FakeClient, settle, flush } from './fake-client.mjs';

/** A controller on a fake client with `settings`, the ponder choice on and the page shown. */
function controller(settings, ponder = { on: true, visible: true }) {
  const client = new FakeClient();
  const game = new GameController(engine, { makeClient: () => client });
  game.setPonder(ponder);
  game.newGame(settings);
  return { game, client, ponders: () => client.calls.filter((call) => call.method === 'ponder') };
}

/** PAI (Black at `level`) against a human: the human's first move, PAI's answer. */
async function afterPaiMove(level = 12, ponder = undefined) {
  const made = controller({ mode: 'pai', level, humanColor: 'white', ms: 100 }, ponder);
  // The start was pondered (the human is to move first): only what follows is counted.
  made.client.calls.length = 0;
  made.game.playHuman('d4');
  made.client.last('search').answer('e5');
  await settle();
  return made;
}

test("after PAI's move PAI ponders the human's position; the human's move replaces it by PAI's search", async () => {
  const { game, client, ponders } = await afterPaiMove();
  assert.equal(game.state.game.record, 'd4 e5');
  assert.equal(ponders().length, 1);
  assert.deepEqual(ponders()[0].request, { record: 'd4 e5', level: 12, ms: PONDER_SLICE_MS });
  assert.equal(game.scheduler.running, 'ponder');
  assert.equal(game.state.thinking, null, 'the human may move: pondering is not thinking on the board');
  const cancels = client.cancels;
  assert.equal(game.playHuman('f4'), true, 'the human moves at once');
  assert.equal(game.state.game.record, 'd4 e5 f4');
  assert.equal(client.cancels, cancels + 1, 'the ponder was dropped (the client keeps its worker)');
  assert.deepEqual(client.last().request, { record: 'd4 e5 f4', level: 12, positions: null, ms: 100 });
  assert.equal(game.scheduler.running, 'move');
  // A late slice of the old ponder is never heard.
  ponders()[0].onProgress('d6');
  ponders()[0].answer();
  await settle();
  assert.equal(game.scheduler.running, 'move');
});

test('level 11 ponders too; levels below it keep no agent and never ponder', async () => {
  assert.equal((await afterPaiMove(11)).ponders().length, 1);
  assert.equal((await afterPaiMove(10)).ponders().length, 0);
});

test('the human to move first is pondered from the start', () => {
  const { ponders } = controller({ mode: 'pai', level: 12, humanColor: 'white', ms: 100 });
  assert.deepEqual(ponders().map((call) => call.request.record), ['']);
});

test('a strength limited to a number of positions a move never ponders; its search carries the budget', async () => {
  // A limited strength the engine offers, read from it (the budgets are the engine's).
  const limited = engine.strengths().find((strength) => strength.positions !== null && strength.keepsSearch);
  const { game, client, ponders } = controller({ mode: 'pai', level: limited.level, positions: limited.positions, humanColor: 'white', ms: 100 });
  assert.equal(game.state.settings.positions, limited.positions);
  game.playHuman('d4');
  // Given the engine's longest time, not the setting's 100 ms: only its budget ends the search.
  assert.deepEqual(client.last('search').request, { record: 'd4', level: limited.level, positions: limited.positions, ms: engine.maxThinkMs() });
  client.last('search').answer('e5');
  await settle();
  assert.equal(game.state.game.record, 'd4 e5');
  assert.equal(ponders().length, 0, 'not at the start, nor after its move');
  assert.equal(game.scheduler.running, null);
  // The same level alone ponders.
  game.newGame({ positions: null });
  assert.equal(ponders().length, 1);
});

test('PAI against PAI and two humans never ponder', async (t) => {
  // A watched game's moves are held back for people to follow (the scheduler's atLeastMs):
  // mock timers let each one be heard without waiting for it.
  mock.timers.enable({ apis: ['setTimeout', 'Date'] });
  t.after(() => mock.timers.reset());
  const watch = controller({ mode: 'watch', level: 12, whiteLevel: 12, ms: 100 });
  const played = [];
  for (const move of ['d4', 'e5', 'f4']) {
    watch.client.last('search').answer(move);
    await flush();
    mock.timers.tick(60_000);
    await flush();
    played.push(move);
    assert.equal(watch.game.state.game.record, played.join(' '), `${move} was played`);
    assert.equal(watch.game.scheduler.running, 'move', "the other PAI's search, never a ponder");
    assert.equal(watch.ponders().length, 0);
  }
  const local = controller({ mode: 'local', level: 12, ms: 100 });
  local.game.playHuman('d4');
  local.game.playHuman('e5');
  assert.equal(local.ponders().length, 0);
  assert.equal(local.client.calls.length, 0);
});

test('the choice off: no ponder; turned on, at once; off again, stopped', async () => {
  const { game, client, ponders } = await afterPaiMove(12, { on: false, visible: true });
  assert.equal(ponders().length, 0);
  game.setPonder({ on: true });
  assert.equal(ponders().length, 1);
  const cancels = client.cancels;
  game.setPonder({ on: false });
  assert.equal(client.cancels, cancels + 1);
  assert.equal(game.scheduler.running, null);
});

test('a hidden page stops the ponder; shown again, it starts again', async () => {
  const { game, client, ponders } = await afterPaiMove();
  const cancels = client.cancels;
  game.setPonder({ visible: false });
  assert.equal(client.cancels, cancels + 1);
  assert.equal(game.scheduler.running, null);
  game.setPonder({ visible: true });
  assert.equal(ponders().length, 2);
  assert.equal(ponders()[1].request.record, 'd4 e5');
});

test('the analysis has the workers: no ponder while it is on; turned off, the ponder resumes', async () => {
  const { game, client, ponders } = await afterPaiMove();
  game.toggleAnalysis();
  assert.equal(game.scheduler.running, 'analysis');
  assert.equal(client.last().method, 'analyze');
  client.last('analyze').answer();
  await settle();
  assert.equal(ponders().length, 1, 'an analysis that ended gives no ponder while it is on');
  game.toggleAnalysis();
  assert.equal(ponders().length, 2);
  assert.equal(game.scheduler.running, 'ponder');
});

test('a hint replaces the ponder, which resumes after it', async () => {
  const { game, client, ponders } = await afterPaiMove();
  game.requestHint();
  assert.equal(game.scheduler.running, 'hint');
  client.last('search').answer('f4');
  await settle();
  assert.equal(ponders().length, 2);
});

test('a ponder that ended (decided) or failed is not started again for that position', async () => {
  const { game, client, ponders } = await afterPaiMove();
  ponders()[0].answer();
  await settle();
  assert.equal(game.scheduler.running, null);
  assert.equal(ponders().length, 1, 'no loop of ponders');
  game.playHuman('f4');
  client.last('search').answer('d6');
  await settle();
  assert.equal(ponders().length, 2, 'the next position is pondered');
  ponders()[1].refuse(new Error('the worker died'));
  await settle();
  assert.equal(ponders().length, 2);
  assert.equal(game.state.message.text, '', 'a failed ponder tells the player nothing');
  assert.equal(game.playHuman('g4'), true, 'and the game goes on');
  assert.equal(client.last().method, 'search');
});

test('a finished game is never pondered', () => {
  const { game, ponders } = controller({ mode: 'pai', level: 12, humanColor: 'white', ms: 100 });
  // A game played to its end by level 1 against itself.
  const played = engine.newGame();
  while (played.winner() === null) played.applyMove(played.bestMove(1, 0));
  const record = played.moves();
  played.free();
  const before = ponders().length;
  game.loadRecord(record, { humanColor: game.state.game.toMove });
  game.setPonder({ visible: false });
  game.setPonder({ visible: true });
  assert.notEqual(game.state.game.winner, null);
  assert.equal(ponders().length, before);
  assert.equal(game.scheduler.running, null);
});

test('the scheduler: a ponder is the lowest job, replaced by any other and refused while one runs', () => {
  const client = new FakeClient();
  const jobs = new JobScheduler(() => client);
  jobs.start('analysis', { record: '' });
  assert.equal(jobs.start('ponder', { record: '' }), null);
  jobs.cancel();
  jobs.start('ponder', { record: '' });
  for (const kind of ['analysis', 'review', 'hint', 'move']) {
    jobs.start('ponder', { record: '' });
    assert.equal(jobs.running, 'ponder');
    assert.ok(jobs.start(kind, { record: '' }));
    assert.equal(jobs.running, kind);
    jobs.cancel();
  }
});
