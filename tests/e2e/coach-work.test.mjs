// The coach (www/js/coach/coach-work.js) on the controller in Node, on the shipped wasm engine with
// a fake worker client: the human's move is judged before PAI searches (a `coach` job carrying the
// game's bounds), a bad one stops the game with the engine's reply marked, Take back restores the
// position before the move exactly (the record, the redo list, the hint, the message), Play on
// and a good move let PAI answer, and a stop that no longer stands goes. The worker's answers are
// the engine's own (`coachMove` run here), so nothing is copied.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import engine from './node-engine.mjs';
import { GameController } from '../../www/js/game/game-controller.js';
import { COACH_NODES } from '../../www/js/coach/coach-work.js';
import { coachMarks } from '../../www/js/coach/coach-marks.js';
import { ENGLISH as COACH_WORDS, coachText } from '../../www/js/coach/coach-view.js';
import { shareLink, readLink } from '../../www/js/storage/storage.js';
import { cleanSettings, engineBounds } from '../../www/js/game/settings.js';
import { humanTurn } from '../../www/js/game/players.js';
import { addWords, translator } from '../../www/js/i18n/i18n.js';
import { FakeClient, settle } from './fake-client.mjs';

// The coach's panel's words come with it (element/features.js adds them when it loads).
addWords('en', COACH_WORDS);

/** Black's row 8 runs a8 to k8, White has l7; White to move: l8 loses at once, e7* holds. */
const PLANTED = 'l7 a8 a1 b8 c1 c8 e1 d8 g1 e8 i1 f8 k1 g8 a3 h8 c3 i8 e3 j8 g3 k8';

function controller(coach = 'blunder') {
  const client = new FakeClient();
  const game = new GameController(engine, { makeClient: () => client, onEvent: () => {} });
  game.loadRecord(PLANTED, { mode: 'pai', level: 5, humanColor: 'white', ms: 300, coach });
  return { game, client };
}

/** The engine's own answer to a coach job's request, as the worker gives it. */
function judged({ record, move, threshold, nodes }) {
  const position = engine.newGame();
  position.fromRecord(record);
  try {
    return position.coachMove(move, threshold, 60_000, nodes);
  } finally {
    position.free();
  }
}

test('a blunder stops PAI with the reply marked; Take back restores the position before it', async () => {
  const { game, client } = controller();
  game.requestHint();
  client.last('search').answer('e7*');
  await settle();
  assert.equal(game.state.hint, 'e7*');
  const before = { ...game.state };
  assert.equal(game.playHuman('l8'), true);
  const job = client.last();
  assert.equal(job.method, 'coach', 'the coach judges before PAI searches');
  assert.deepEqual(job.request, { record: PLANTED, move: 'l8', threshold: 'blunder', ms: 300, nodes: COACH_NODES });
  assert.equal(game.state.coach.phase, 'judging');
  assert.equal(game.state.thinking, null);
  assert.equal(humanTurn(game.state), false);
  job.answer(judged(job.request));
  await settle();
  const stop = game.state.coach;
  assert.equal(stop.phase, 'stopped');
  assert.equal(stop.verdict, 'blunder');
  assert.equal(stop.walkedIntoLoss, 1);
  assert.equal(client.calls.filter((c) => c.method === 'search').length, 1, 'PAI has not searched (only the hint)');
  // The reply connects Black: checked by the rules.
  const after = engine.newGame();
  after.fromRecord(`${PLANTED} l8 ${stop.reply}`);
  assert.equal(after.winner(), 'black');
  assert.deepEqual(coachMarks(game.state), { cell: stop.reply.replace('*', ''), move: stop.reply, color: stop.reply.endsWith('*') ? 'white' : 'black', permanent: stop.reply.endsWith('*') });
  assert.equal(coachText(stop, translator('en')), `That move (l8) walks into a forced loss in 1: PAI would answer ${stop.reply}.`);
  // No move while the coach holds PAI back.
  assert.equal(game.playHuman('a5'), false);
  assert.match(game.state.message.text, /take your move back or play on/);
  game.coach.takeBack();
  for (const key of ['game', 'shown', 'redoCount', 'hint', 'message', 'settings']) assert.deepEqual(game.state[key], before[key], key);
  assert.equal(game.state.coach, null);
  assert.equal(humanTurn(game.state), true);
  assert.equal(client.calls.filter((c) => c.method === 'search').length, 1, 'PAI did not answer the move taken back');
});

test('Take back restores the moves a new move had dropped from redo', async () => {
  const { game, client } = controller();
  // The human undoes a move pair (White's e7*, PAI's answer), then plays l8 instead.
  game.playHuman('e7*');
  const first = client.last('coach');
  first.answer(judged(first.request));
  await settle();
  client.last('search').answer('a5');
  await settle();
  game.undo();
  assert.equal(game.state.redoCount, 2);
  const before = { ...game.state };
  game.playHuman('l8');
  assert.equal(game.state.redoCount, 0);
  const job = client.last('coach');
  job.answer(judged(job.request));
  await settle();
  assert.equal(game.state.coach.phase, 'stopped');
  game.coach.takeBack();
  assert.equal(game.state.redoCount, 2);
  assert.deepEqual(game.state.game, before.game);
  game.redo();
  assert.equal(game.state.game.record, `${PLANTED} e7* a5`, 'the moves undone come back');
});

test('Play on lets PAI answer the stopped move; a good move is let through at once', async () => {
  const { game, client } = controller('mistake');
  game.playHuman('e7*');
  const good = client.last();
  assert.equal(good.method, 'coach');
  good.answer(judged(good.request));
  await settle();
  assert.equal(game.state.coach, null, 'a good move does not stop PAI');
  const search = client.last();
  assert.equal(search.method, 'search');
  assert.deepEqual(search.request, { record: `${PLANTED} e7*`, level: 5, positions: null, ms: 300 });
  game.undo();
  game.playHuman('l8');
  const bad = client.last('coach');
  bad.answer(judged(bad.request));
  await settle();
  assert.equal(game.state.coach.phase, 'stopped');
  game.coach.playOn();
  assert.equal(game.state.coach, null);
  assert.deepEqual(client.last().request, { record: `${PLANTED} l8`, level: 5, positions: null, ms: 300 });
  assert.equal(game.state.thinking.side, 'black');
});

test('the coach is off by default, only judges a human against PAI, and its stop goes when it no longer stands', async () => {
  const { game, client } = controller('off');
  game.playHuman('l8');
  assert.equal(client.last().method, 'search', 'off: PAI answers at once');
  game.loadRecord(PLANTED, { mode: 'local', coach: 'blunder' });
  game.playHuman('l8');
  assert.equal(game.state.coach, null, 'two humans: no coach');
  game.loadRecord(PLANTED, { mode: 'pai', coach: 'blunder' });
  game.playHuman('l8');
  const job = client.last('coach');
  job.answer(judged(job.request));
  await settle();
  assert.equal(game.state.coach.phase, 'stopped');
  // The coach turned off (an attribute): PAI answers at once.
  game.updateSettings({ coach: 'off' });
  assert.equal(game.state.coach, null);
  assert.equal(client.last().method, 'search');
  // Undo during a judgement drops it; its late answer is never heard.
  game.loadRecord(PLANTED, { coach: 'mistake' });
  game.playHuman('l8');
  const late = client.last('coach');
  game.undo();
  assert.equal(game.state.coach, null);
  late.answer(judged(late.request));
  await settle();
  assert.equal(game.state.coach, null);
  assert.equal(game.state.game.record, PLANTED);
});

test('a worker that cannot judge lets PAI answer, and says so', async () => {
  const { game, client } = controller();
  game.playHuman('l8');
  client.last('coach').refuse(new Error('the worker crashed'));
  await settle();
  assert.equal(game.state.coach, null);
  assert.equal(client.last().method, 'search');
  assert.match(game.state.message.text, /could not check your move \(the worker crashed\)/);
});

test('the coach setting is cleaned, and links carry it where the mode coaches', () => {
  const bounds = engineBounds(engine);
  assert.equal(cleanSettings({}, bounds).coach, 'off');
  assert.equal(cleanSettings({ coach: 'mistake' }, bounds).coach, 'mistake');
  assert.equal(cleanSettings({ coach: 'always' }, bounds).coach, 'off');
  const settings = cleanSettings({ mode: 'pai', coach: 'blunder' }, bounds);
  const link = shareLink(['d4', 'e5'], settings, 'https://example.org/');
  assert.match(link, /&coach=blunder$/);
  assert.equal(readLink(link.slice(link.indexOf('#'))).settings.coach, 'blunder');
  assert.doesNotMatch(shareLink(['d4'], { ...settings, mode: 'local' }, 'https://example.org/'), /coach/);
  assert.doesNotMatch(shareLink(['d4'], { ...settings, coach: 'off' }, 'https://example.org/'), /coach/);
});
