// The game controller (www/js/game/game-controller.js) in Node, on the shipped wasm engine with a
// fake worker client: the store is its one output, PAI's moves, hints, the review and the
// analysis go through the job scheduler, late answers are dropped, and nothing is lost.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import engine from './node-engine.mjs';
import { GameController } from '../../www/js/game/game-controller.js';
import { PaiUnavailable } from '../../www/js/search/pai-unavailable.js';
import { weightsNotice } from '../../www/js/panel/side-panel.js';
import { humanTurn } from '../../www/js/game/players.js';
import { loadLanguage, translator } from '../../www/js/i18n/i18n.js';
import { FakeClient, settle } from './fake-client.mjs';

// The Chinese table comes on first use (i18n.js): loaded before the tests that speak it.
await loadLanguage('zh');

/**
 * A controller on a fake client, with the events it announced and the number of store changes;
 * `readers`: how it gets the engine's data readers (by default the engine itself).
 */
function controller(settings = { mode: 'pai', level: 5, humanColor: 'white', ms: 100 }, { readers } = {}) {
  const client = new FakeClient();
  const events = [];
  let clients = 0;
  const game = new GameController(engine, {
    makeClient: (hooks) => {
      clients += 1;
      client.hooks = hooks;
      return client;
    },
    onEvent: (type, detail) => events.push({ type, ...detail }),
    readers,
  });
  let changes = 0;
  game.store.subscribe(() => { changes += 1; });
  game.newGame(settings);
  return { game, client, events, clients: () => clients, changes: () => changes };
}

test('the state is one frozen snapshot, replaced on every change', () => {
  const { game } = controller({ mode: 'local' });
  const before = game.state;
  assert.ok(Object.isFrozen(before));
  assert.throws(() => { before.message = 'x'; });
  game.playHuman('d4');
  assert.notEqual(game.state, before);
  assert.equal(before.game.record, '', 'the old snapshot is unchanged');
  assert.equal(game.state.game.record, 'd4');
  assert.equal(game.state.shown.board[3][3], 'w');
});

test('human vs human never starts a worker', () => {
  const { game, clients } = controller({ mode: 'local' });
  game.playHuman('d4');
  game.playHuman('e5');
  game.undo();
  assert.equal(clients(), 0);
  assert.equal(game.state.game.record, 'd4');
  assert.equal(game.state.redoCount, 1);
});

test("PAI answers a human's move; its progress shows while it thinks", async () => {
  const { game, client, events } = controller();
  assert.equal(game.playHuman('d4'), true);
  const search = client.last('search');
  assert.deepEqual(search.request, { record: 'd4', level: 5, positions: null, ms: 100 });
  assert.equal(game.state.thinking.side, 'black');
  search.onProgress({ depth: 2, nodes: 10 });
  assert.equal(game.state.thinking.info.depth, 2);
  assert.equal(game.playHuman('e4'), false, 'not while PAI thinks');
  assert.match(game.state.message.text, /wait/i);
  search.answer('e5');
  await settle();
  assert.equal(game.state.thinking, null);
  assert.equal(game.state.game.record, 'd4 e5');
  assert.deepEqual(events.map((e) => `${e.type} ${e.move} ${e.by}`), ['move d4 human', 'move e5 pai']);
});

test("a late answer to a search dropped by a new game is not played", async () => {
  const { game, client } = controller();
  game.playHuman('d4');
  const old = client.last('search');
  game.newGame();
  old.answer('e5');
  await settle();
  assert.equal(game.state.game.record, '');
  assert.equal(game.state.thinking, null);
});

test('PAI unavailable: no weaker move in secret, the player is told', async () => {
  const { game, client } = controller();
  game.playHuman('d4');
  client.last('search').refuse(new PaiUnavailable('PAI could not start (no worker), after 3 tries.'));
  await settle();
  assert.equal(game.state.game.record, 'd4');
  assert.equal(game.state.thinking, null);
  assert.match(game.state.message.text, /PAI could not start/);
});

test("a search the engine refuses: PAI plays a quick move and the engine's words go under the message", async () => {
  const { game, client } = controller();
  game.playHuman('d4');
  client.last('search').refuse(Object.assign(new Error('move 2 ("d4") of the record: d4 is illegal'), { kind: 'bad-record', ply: 2 }));
  await settle();
  assert.equal(game.state.game.ply, 2, 'a quick move was played');
  assert.match(game.state.message.text, /PAI's search failed \(move 2 cannot be played\)/);
  assert.match(game.state.message.detail, /^move 2/);
});

test('a hint marks a move; it gives way to nothing else running', async () => {
  const { game, client } = controller({ mode: 'local' });
  game.requestHint();
  const hint = client.last('search');
  assert.equal(hint.request.level, 10);
  assert.equal(game.state.thinking.hint, true);
  hint.answer('f5');
  await settle();
  assert.equal(game.state.hint, 'f5');
  assert.match(game.state.message.text, /f5/);
  game.playHuman('d4');
  assert.equal(game.state.hint, null, 'a move clears the hint');
});

test('the review: figures from the engine, stopped by PAI\'s next move, kept as far as it went', async () => {
  const { game, client } = controller({ mode: 'pai', level: 5, humanColor: 'white', ms: 100 });
  game.playHuman('d4');
  client.last('search').answer('e5');
  await settle();
  await game.startReview();
  const review = client.last('review');
  assert.deepEqual(review.request, { record: 'd4 e5', ms: 200 });
  review.onProgress({ ply: 0, total: 2, played: 'd4', best: 'd4', evaluation: 0.55, after: 0.55 });
  assert.equal(game.state.review.summary.moves[0].verdict, 'best');
  assert.equal(game.state.review.running, true);
  game.playHuman('f4');
  // PAI's move comes first: the review stops with what it found.
  assert.equal(game.state.review.running, false);
  assert.equal(game.state.review.stopped, true);
  assert.equal(game.state.review.steps.length, 1);
  review.onProgress({ ply: 1, total: 2, played: 'e5', best: 'c3', evaluation: 0.5, after: 0.3 });
  assert.equal(game.state.review.steps.length, 1, 'nothing heard after it stopped');
  // Undoing the reviewed moves drops the review.
  client.last('search').answer('g5');
  await settle();
  game.undo();
  game.undo();
  assert.equal(game.state.game.record, '');
  assert.equal(game.state.review, null);
});

test('a page with the core alone starts a review once the data readers have come, and none for a game changed meanwhile', async () => {
  let arrive;
  let asked = 0;
  const readers = () => {
    asked += 1;
    return new Promise((resolve) => { arrive = () => resolve(engine); });
  };
  const { game, client } = controller({ mode: 'local' }, { readers });
  game.playHuman('d4');
  const starting = game.startReview();
  game.startReview();
  assert.equal(client.last('review'), undefined, 'nothing asked of the workers before the readers came');
  assert.equal(asked, 1, 'a second click while they come asks nothing more');
  arrive();
  await starting;
  assert.deepEqual(client.last('review').request, { record: 'd4', ms: 200 });
  client.last('review').onProgress({ ply: 0, total: 1, played: 'd4', best: 'd4', evaluation: 0.55, after: 0.55 });
  assert.equal(game.state.review.summary.moves[0].verdict, 'best', "the figures are the readers' (reviewSummary)");
  // A game changed while the readers come: no review of the old one.
  game.stopReview(true);
  const again = game.startReview();
  game.playHuman('e5');
  arrive();
  await again;
  assert.equal(client.calls.filter((call) => call.method === 'review').length, 1, 'no review started for the game before e5');
  assert.equal(game.state.review, null);
});

test('a review step about another game is a fault, never shown as this review', async () => {
  const { game, client } = controller({ mode: 'local' });
  game.playHuman('d4');
  await game.startReview();
  client.last('review').onProgress({ ply: 0, total: 1, played: 'a1', best: 'a1', evaluation: 0.5, after: 0.5 });
  assert.equal(game.state.review.steps.length, 0);
  assert.equal(game.state.review.running, false);
  assert.match(game.state.message.text, /review/i);
});

test('the analysis follows the position shown, gives way to PAI, and resumes after its move', async () => {
  const { game, client } = controller();
  game.toggleAnalysis();
  const first = client.last('analyze');
  assert.equal(first.request.record, '');
  first.onProgress({ depth: 3, evaluation: 0.5, moves: [], pv: [], winner: null });
  assert.equal(game.state.analysis.report.depth, 3);
  game.playHuman('d4');
  assert.equal(game.state.analysis.running, false, 'PAI thinks: the analysis waits');
  client.last('search').answer('e5');
  await settle();
  assert.equal(client.last('analyze').request.record, 'd4 e5', 'and resumes on the new position');
  game.showPly(1);
  assert.equal(client.last('analyze').request.record, 'd4', 'an earlier position shown is analysed');
  assert.equal(game.state.shown.record, 'd4');
  assert.equal(game.state.game.record, 'd4 e5', 'the game is not touched');
  game.toggleAnalysis();
  assert.equal(game.state.analysis, null);
});

test('a refused save is a lasting notice until saving works again; the message line stays free', () => {
  const { game } = controller({ mode: 'local' });
  game.tell('The link could not be loaded.');
  game.saveFailed();
  assert.equal(game.state.saveRefused, true);
  assert.equal(game.state.message.text, 'The link could not be loaded.', 'a note already there is kept');
  game.playHuman('d4');
  game.saveFailed();
  assert.equal(game.state.saveRefused, true, 'still there after a move');
  assert.equal(game.state.message.text, '');
  game.saveWorked();
  assert.equal(game.state.saveRefused, false, 'gone once a save works');
  game.saveFailed();
  assert.equal(game.state.saveRefused, true, 'and back at the next refusal');
});

test("weights the engine refused: the hand-weights notice, in the player's words, the engine's in its title", () => {
  const { game, client } = controller();
  assert.equal(weightsNotice(game.state.weights, translator('en')), null, 'no weights yet: no notice');
  client.hooks.onReady({ ok: false, source: 'hand weights (bad checksum)', problem: 'weights blob: bad checksum', problemKind: 'bad-weights' });
  assert.equal(game.state.weights.ok, false);
  assert.deepEqual(weightsNotice(game.state.weights, translator('en')), {
    text: 'Levels 5, 10, 11 and 12 play with hand weights: the weights file was refused',
    title: 'weights blob: bad checksum',
  });
  assert.match(weightsNotice(game.state.weights, translator('zh')).text, /手工权重/);
  client.hooks.onReady({ ok: true, source: 'shipped weights/pai-td.bin' });
  assert.equal(weightsNotice(game.state.weights, translator('en')), null, 'learned weights: no notice');
});

for (const how of ['reject', 'throw']) {
  test(`an analysis that fails at once (${how}) is tried once a position, and the event loop turns`, async () => {
    const { game, client } = controller({ mode: 'local' });
    // As search-client.js answers when PAI is unavailable: an already-rejected promise (or a throw).
    client.failing('analyze', how, new PaiUnavailable('PAI could not start (no worker), after 3 tries.'));
    const analyses = () => client.calls.filter((call) => call.method === 'analyze').length;
    let turned = false;
    setTimeout(() => { turned = true; }, 0);
    game.toggleAnalysis();
    await settle();
    assert.equal(turned, true, 'the event loop turned');
    assert.equal(analyses(), 1, 'not retried at once');
    assert.equal(game.state.analysis.failed, true);
    assert.equal(game.state.analysis.running, false);
    assert.equal(game.scheduler.running, null);
    assert.match(game.state.message.text, /The analysis stopped: PAI could not start/);
    game.requestHint();
    client.last('search').answer('f5');
    await settle();
    assert.equal(analyses(), 1, 'another job ending does not retry it');
    game.playHuman('d4');
    await settle();
    assert.equal(analyses(), 2, 'a new position is tried, once');
    game.toggleAnalysis();
    game.toggleAnalysis();
    await settle();
    assert.equal(analyses(), 3, 'turned on again: tried again, once');
    assert.equal(game.state.game.record, 'd4', 'the game is not touched');
  });
}

test('workers that cannot start (new Worker refused): PAI\'s move fails, is told, and the human can move again', async () => {
  const game = new GameController(engine, { makeClient: () => { throw new Error('Worker refused'); } });
  game.newGame({ mode: 'pai', level: 5, humanColor: 'white', ms: 100 });
  assert.equal(game.playHuman('d4'), true, 'no throw out of the move');
  await settle();
  assert.equal(game.state.thinking, null);
  assert.equal(game.scheduler.running, null);
  assert.equal(game.state.game.ply, 2, 'a quick move in its place, said');
  assert.match(game.state.message.text, /PAI's search failed \(Worker refused\)/);
  assert.equal(humanTurn(game.state), true);
});

test('settings are bounded by the engine: a time past its bound is refused', () => {
  const { game } = controller({ mode: 'local' });
  game.updateSettings({ ms: engine.maxThinkMs() + 1, level: 99 });
  assert.equal(game.state.settings.ms, 1000);
  assert.equal(game.state.settings.level, 5);
  game.updateSettings({ ms: engine.maxThinkMs() });
  assert.equal(game.state.settings.ms, engine.maxThinkMs());
});

test('the piece toggle, the preview and the armed cell are state too', () => {
  const { game } = controller({ mode: 'local' });
  game.playHuman('d4');
  game.previewCell('e4');
  assert.deepEqual(game.state.preview, [], 'no preview without the Permanent toggle');
  game.setPermanentMode(true);
  assert.equal(game.arm('e4'), true, 'the first tap arms');
  assert.equal(game.state.armed, 'e4');
  assert.equal(game.arm('e4'), false, 'a second tap on it places the piece');
  assert.deepEqual(game.state.preview, ['d4'], 'a permanent on e4 would flip d4');
  game.playHuman('e4*');
  assert.equal(game.state.armed, null, 'played: nothing armed');
  assert.deepEqual(game.state.preview, []);
});

test('the race to connect: off until asked, for the position shown, dropped where the mode hides it', () => {
  const { game } = controller({ mode: 'local' });
  for (const move of ['d4', 'e5', 'e4*']) game.playHuman(move);
  assert.equal(game.state.race, null, 'off by default');
  game.toggleRace();
  // d4 e5 e4*: Black holds d4 and e4 (ten columns to fill), White e5 (eleven).
  assert.deepEqual([game.state.raceOn, game.state.race.white.moves, game.state.race.black.moves], [true, 11, 10]);
  game.playHuman('f4');
  assert.deepEqual([game.state.race.record, game.state.race.black.moves], ['d4 e5 e4* f4', 9]);
  game.showPly(1);
  assert.deepEqual([game.state.race.record, game.state.race.white.moves, game.state.race.black.moves], ['d4', 11, 12]);
  game.showPly(null);
  game.updateSettings({ mode: 'puzzle' });
  assert.equal(game.state.race, null, 'a puzzle shows no race');
  game.updateSettings({ mode: 'local' });
  game.toggleRace();
  assert.deepEqual([game.state.raceOn, game.state.race], [false, null]);
});
