// "Learn from your mistakes" in Node: the stored deck (www/js/mistakes/mistake-deck.js: its
// format, each damage named, one exercise per id, the progress, which exercise comes next), the
// deck gathered from reviews (mistakes-part.js: only the player's own moves, each once, from every
// game reviewed; the progress kept), and an exercise through the game controller on the shipped
// wasm engine with a fake worker client, on mock timers (mistakes-work.js on puzzle-work.js): a
// wrong answer refused and the game's move played out with its refutation from the position
// before, Try again, the right answer, the solution. The engine judges every answer: nothing here
// copies its rule.
import { test, mock } from 'node:test';
import assert from 'node:assert/strict';
import engine from './node-engine.mjs';
import { GameController } from '../../www/js/game/game-controller.js';
import { REPLY_MS, STEP_MS } from '../../www/js/puzzle/puzzle-work.js';
import { MAX_EXERCISES, MISTAKES_KEY, exerciseOf, nextExercise, parseDeck, withExercises, withProgress } from '../../www/js/mistakes/mistake-deck.js';
import { ENGLISH as PART_WORDS, Mistakes } from '../../www/js/mistakes/mistakes-part.js';
import { ENGLISH as EXERCISE_WORDS, exerciseFeedbackOf, exerciseFromOf } from '../../www/js/mistakes/exercise-view.js';
import { addWords, translator } from '../../www/js/i18n/i18n.js';

// The exercise panel's words and the deck part's come with them (element/features.js adds them when they load).
addWords('en', EXERCISE_WORDS);
addWords('en', PART_WORDS);
import { FakeClient, flush, answerWithEngine } from './fake-client.mjs';

const say = translator('en');

/** The planted game: White races along row 1, Black along row 8; at move 23 White plays e4, not l1, and Black wins. */
const BEFORE = 'a1 a8 b1 b8 c1 c8 d1 d8 e1 e8 f1 f8 g1 g8 h1 h8 i1 i8 j1 j8 k1 k8';
const LINE = `${BEFORE} | e4`;
const INFO = engine.readExercise(LINE);

/** A localStorage for Node: a Map behind the Storage methods the page uses. */
function memoryStorage() {
  const items = new Map();
  return {
    getItem: (key) => (items.has(key) ? items.get(key) : null),
    setItem: (key, value) => { items.set(key, String(value)); },
    removeItem: (key) => { items.delete(key); },
    key: (index) => [...items.keys()][index] ?? null,
    get length() { return items.size; },
  };
}

/** The planted exercise as the deck keeps it, with `fields` over it. */
function planted(fields = {}) {
  return { ...exerciseOf(INFO, { verdict: 'blunder', loss: 1, missedWin: 1, walkedIntoLoss: 1 }, { level: 3, positions: null }, new Date('2026-11-24T10:05:00Z')), ...fields };
}

test('the stored deck: its format read back, each kind of damage named', () => {
  const exercise = planted();
  assert.deepEqual(exercise, {
    id: INFO.id, line: LINE, ply: 23, move: 'e4', colour: 'white', verdict: 'blunder', loss: 1, missedWin: 1, walkedIntoLoss: 1,
    level: 3, positions: null, added: '2026-11-24T10:05:00.000Z', tries: 0, solved: false,
  });
  assert.deepEqual(parseDeck(JSON.stringify({ format: 1, exercises: [{ ...exercise, extra: 1 }] })), { items: [exercise], reviewed: [] });
  // The games reviewed for the deck: the records kept; anything else in the list is left out.
  assert.deepEqual(parseDeck(JSON.stringify({ format: 1, exercises: [], reviewed: ['d4 e5', 7, 'x'.repeat(501), 'f6'] })), { items: [], reviewed: ['d4 e5', 'f6'] });
  assert.deepEqual(parseDeck(JSON.stringify({ format: 1, exercises: [], reviewed: 'd4' })), { items: [], reviewed: [] });
  const cases = [
    ['{', { key: 'not-json' }],
    ['{"format": 1}', { key: 'not-deck' }],
    ['{"format": 2, "exercises": []}', { key: 'format', format: '2' }],
    [JSON.stringify({ format: 1, exercises: [exercise, { ...exercise, id: 'XYZ' }] }), { key: 'exercise', index: 2 }],
    [JSON.stringify({ format: 1, exercises: [{ ...exercise, verdict: 'awful' }] }), { key: 'exercise', index: 1 }],
    [JSON.stringify({ format: 1, exercises: [{ ...exercise, tries: -1 }] }), { key: 'exercise', index: 1 }],
    [JSON.stringify({ format: 1, exercises: [{ ...exercise, loss: 2 }] }), { key: 'exercise', index: 1 }],
    [JSON.stringify({ format: 1, exercises: [{ ...exercise, missedWin: 0 }] }), { key: 'exercise', index: 1 }],
    [JSON.stringify({ format: 1, exercises: [{ ...exercise, solved: 'yes' }] }), { key: 'exercise', index: 1 }],
    [JSON.stringify({ format: 1, exercises: [null] }), { key: 'exercise', index: 1 }],
    [JSON.stringify({ format: 1, exercises: [{ ...exercise, positions: 0 }] }), { key: 'exercise', index: 1 }],
    [JSON.stringify({ format: 1, exercises: [{ ...exercise, positions: '60000' }] }), { key: 'exercise', index: 1 }],
  ];
  for (const [text, problem] of cases) assert.deepEqual(parseDeck(text), { problem }, text);
  // A budget is kept; an exercise written before budgets were kept (no field) is of a level alone.
  const limited = { ...exercise, level: 12, positions: 60000 };
  assert.deepEqual(parseDeck(JSON.stringify({ format: 1, exercises: [limited] })), { items: [limited], reviewed: [] });
  const { positions, ...older } = exercise;
  assert.equal(positions, null);
  assert.deepEqual(parseDeck(JSON.stringify({ format: 1, exercises: [older] })), { items: [exercise], reviewed: [] });
});

test('one exercise per id, up to the cap; progress counted; the next is the first not solved after the one shown', () => {
  const a = planted({ id: 'aaaaaaaaaaaaaaaa' });
  const b = planted({ id: 'bbbbbbbbbbbbbbbb' });
  const c = planted({ id: 'cccccccccccccccc' });
  const first = withExercises([], [a, b, a]);
  assert.deepEqual(first, { exercises: [a, b], added: 2 });
  const again = withExercises(first.exercises, [b, { ...a, tries: 5 }]);
  assert.equal(again.added, 0);
  assert.equal(again.exercises, first.exercises, 'nothing new: the same list');
  assert.equal(withExercises(Array(MAX_EXERCISES).fill(a), [c]).added, 0, 'a full deck takes no more');
  const deck = [a, b, c];
  const tried = withProgress(deck, b.id, { tried: true });
  assert.deepEqual(tried.map((e) => [e.tries, e.solved]), [[0, false], [1, false], [0, false]]);
  const solved = withProgress(tried, b.id, { solved: true });
  assert.deepEqual(solved[1], { ...b, tries: 1, solved: true }, 'a solve after a failed try counts no second try');
  assert.equal(withProgress(deck, 'dddddddddddddddd', { tried: true }), null);
  assert.equal(nextExercise(solved).id, a.id);
  assert.equal(nextExercise(solved, { after: a.id }).id, c.id, 'the solved one is passed over');
  assert.equal(nextExercise(solved, { after: c.id }).id, a.id, 'going round');
  assert.equal(nextExercise(solved, { among: [b.id] }).id, b.id, 'all solved: the one after');
  assert.equal(nextExercise([], {}), null);
  assert.equal(nextExercise(deck, { among: [] }), null);
});

/** A controller with the Mistakes part on it (persist, a memory localStorage), and its events. */
function withDeck(stored = null) {
  globalThis.localStorage = memoryStorage();
  if (stored) localStorage.setItem(MISTAKES_KEY, stored);
  const events = [];
  const client = new FakeClient();
  let part = null;
  const controller = new GameController(engine, {
    makeClient: () => client,
    onEvent: (type, detail) => {
      events.push({ type, ...detail });
      part?.hear(type, detail);
    },
    say,
  });
  part = new Mistakes({ hasAttribute: (name) => name === 'persist' }, { controller: () => controller, engine: () => engine, say: () => say, closeHistory: () => {} });
  part.start();
  return { controller, part, client, events };
}

/** Each game's review steps, valued once: a game reviewed again gets the same figures. */
const reviewed = new Map();

/**
 * The review of `record`'s moves as the worker reports them, valued by the engine here at 0 ms:
 * the analysis's first depth alone, the same on any machine however loaded (it sees a win in 1
 * and a loss in 1, what the planted blunder is).
 */
function reviewSteps(record) {
  if (!reviewed.has(record)) {
    const game = engine.newGame();
    reviewed.set(record, engine.recordMoves(record).map((played, ply) => {
      const step = { ply, total: 0, ...game.reviewMove(0, played) };
      game.applyMove(played);
      return step;
    }));
    game.free();
  }
  return reviewed.get(record);
}

/** Reviews the game shown (the controller's review; the fake worker answers with `reviewSteps`). */
async function review(controller, client) {
  await controller.startReview();
  const call = client.last('review');
  for (const step of reviewSteps(call.request.record)) call.onProgress(step);
  call.answer(null);
}

test('an exercise keeps the strength PAI played at, its budget said with it', async () => {
  const { controller, client } = withDeck();
  // PAI plays White at a budget: the player is Black, and only Black's moves are gathered.
  controller.loadRecord(`${BEFORE} e4 l8`, { mode: 'pai', humanColor: 'black', level: 12, positions: 60000 });
  assert.deepEqual([controller.state.settings.level, controller.state.settings.positions], [12, 60000], 'an offered budget');
  await review(controller, client);
  await flush();
  const { exercises } = controller.state.mistakes;
  assert.ok(exercises.length > 0, "Black's l8 let White win: an exercise");
  assert.ok(exercises.every((e) => e.colour === 'black' && e.level === 12 && e.positions === 60000), JSON.stringify(exercises));
  assert.match(exerciseFromOf(exercises[0], say, '60,000 positions'), /^Move \d+ of your game against level 12 \(60,000 positions\): /);
});

test("a review gathers the player's own mistakes into the deck, each once; the progress is kept", async () => {
  const { controller, part, client } = withDeck();
  assert.deepEqual(controller.state.mistakes, { exercises: [], fromReview: null, reviewed: [], sweep: null });
  controller.loadRecord(`${BEFORE} e4 l8`, { mode: 'pai', humanColor: 'white', level: 3 });
  await review(controller, client);
  await flush();
  const { exercises, fromReview } = controller.state.mistakes;
  const blunder = exercises.find((e) => e.id === INFO.id);
  assert.ok(blunder, 'the blunder at move 23');
  assert.deepEqual([blunder.missedWin, blunder.walkedIntoLoss, blunder.level, blunder.verdict], [1, 1, 3, 'blunder']);
  assert.ok(exercises.every((e) => e.colour === 'white'), "only the player's moves, not PAI's");
  assert.deepEqual(fromReview, { record: `${BEFORE} e4 l8`, ids: exercises.map((e) => e.id) });
  assert.deepEqual(JSON.parse(localStorage.getItem(MISTAKES_KEY)), { format: 1, exercises, reviewed: [`${BEFORE} e4 l8`] }, 'the game reviewed to its end is remembered');
  assert.equal(exerciseFromOf(blunder, say), 'Move 23 of your game against level 3: you played e4 (blunder, −100). It gave up your win in 1. It let Black win in 1.');
  // The same game reviewed a second time (the same figures): nothing new.
  controller.loadRecord(`${BEFORE} e4 l8`, { mode: 'pai', humanColor: 'white', level: 3 });
  await review(controller, client);
  assert.deepEqual(controller.state.mistakes.exercises, exercises);
  // A game of two humans has no one player: nothing is gathered from it.
  controller.loadRecord('d4 l8 a1', { mode: 'local' });
  await review(controller, client);
  assert.deepEqual(controller.state.mistakes.exercises, exercises);
  // The exercise practised: a wrong answer, then the right one.
  part.enter('next');
  while (controller.state.puzzle.info.id !== INFO.id) part.open('next');
  assert.ok(controller.playHuman('a4'));
  await answerWithEngine(client, engine);
  controller.puzzles.tryAgain();
  assert.ok(controller.playHuman('l1'));
  await answerWithEngine(client, engine);
  const kept = JSON.parse(localStorage.getItem(MISTAKES_KEY)).exercises.find((e) => e.id === INFO.id);
  assert.deepEqual([kept.tries, kept.solved], [1, true]);
  // A reload reads the deck back as it was.
  const reread = withDeck(localStorage.getItem(MISTAKES_KEY));
  assert.deepEqual(reread.controller.state.mistakes.exercises, JSON.parse(localStorage.getItem(MISTAKES_KEY)).exercises);
  assert.deepEqual(reread.controller.state.mistakes.reviewed, [`${BEFORE} e4 l8`]);
});

/** Answers the sweep's review job now running with the engine's valuation of its game. */
async function answerSweep(client) {
  const call = client.last('review');
  for (const step of reviewSteps(call.request.record)) call.onProgress(step);
  call.answer(null);
  await flush();
  return call.request.record;
}

test("History's sweep reviews each saved game not yet reviewed once, newest first, and keeps the player's mistakes", async () => {
  const { controller, part, client } = withDeck();
  // The planted blunder (PAI at 12@60000, the player White), a quiet game, the blunder again, and
  // one against PAI as White, where the player's moves are Black's.
  const games = [
    { date: '2026-11-20T10:00:00.000Z', level: 12, positions: 60000, colour: 'white', result: 'loss', record: `${BEFORE} e4 l8` },
    { date: '2026-11-21T10:00:00.000Z', level: 3, colour: 'white', result: 'loss', record: 'd4 e5 f6' },
    { date: '2026-11-22T10:00:00.000Z', level: 3, colour: 'white', result: 'loss', record: `${BEFORE} e4 l8` },
    { date: '2026-11-23T10:00:00.000Z', level: 4, colour: 'black', result: 'loss', record: `${BEFORE} e4 l8` },
  ];
  controller.setHistory(games);
  part.sweep.start();
  assert.deepEqual(controller.state.mistakes.sweep, { running: true, done: 0, total: 2, added: 0 }, 'each record once');
  assert.equal(await answerSweep(client), `${BEFORE} e4 l8`, 'the newest first');
  const found = controller.state.mistakes.exercises.length;
  assert.deepEqual(controller.state.mistakes.sweep, { running: true, done: 1, total: 2, added: found });
  assert.equal(await answerSweep(client), 'd4 e5 f6');
  const { exercises, reviewed, sweep } = controller.state.mistakes;
  assert.equal(exercises.length, found, 'the quiet game gave none');
  assert.deepEqual(sweep, { running: false, done: 2, total: 2, added: exercises.length });
  // The count said, in the singular for one exercise.
  assert.match(controller.state.message.text, new RegExp(`^Your saved games are reviewed \\(2\\): ${exercises.length} new exercises?\\.$`));
  // The newest game with that record is the one swept: the player played Black against level 4.
  assert.ok(exercises.length > 0 && exercises.every((e) => e.colour === 'black' && e.level === 4 && e.positions === null), JSON.stringify(exercises));
  assert.deepEqual([...reviewed].sort(), [`${BEFORE} e4 l8`, 'd4 e5 f6'].sort());
  assert.deepEqual(JSON.parse(localStorage.getItem(MISTAKES_KEY)).reviewed, reviewed, 'kept');
  const calls = client.calls.length;
  part.sweep.start();
  assert.equal(client.calls.length, calls, 'nothing left to review: no job');
  assert.equal(controller.state.mistakes.sweep.running, false);
});

test('a saved game the engine cannot replay is passed over by the sweep, and not offered again', async () => {
  const { controller, part, client } = withDeck();
  controller.setHistory([
    { date: '2026-11-20T10:00:00.000Z', level: 3, colour: 'white', result: 'loss', record: 'a1 a1' },
    { date: '2026-11-21T10:00:00.000Z', level: 3, colour: 'white', result: 'loss', record: 'd4 e5 f6' },
  ]);
  part.sweep.start();
  assert.equal(await answerSweep(client), 'd4 e5 f6');
  assert.equal(client.calls.filter((call) => call.method === 'review').length, 1, 'no job for the record that does not replay');
  assert.deepEqual(controller.state.mistakes.sweep, { running: false, done: 2, total: 2, added: 0 });
  assert.deepEqual([...controller.state.mistakes.reviewed].sort(), ['a1 a1', 'd4 e5 f6']);
});

test('the sweep stops at Stop, or when a job that comes first starts; what it found stays, the rest is offered again', async () => {
  const { controller, part, client } = withDeck();
  const games = [
    { date: '2026-11-20T10:00:00.000Z', level: 3, colour: 'white', result: 'loss', record: `${BEFORE} e4 l8` },
    { date: '2026-11-21T10:00:00.000Z', level: 3, colour: 'white', result: 'loss', record: 'd4 e5 f6' },
  ];
  controller.setHistory(games);
  part.sweep.start();
  assert.equal(await answerSweep(client), 'd4 e5 f6');
  assert.equal(controller.state.mistakes.sweep.done, 1);
  part.sweep.stop();
  assert.equal(controller.state.mistakes.sweep.running, false);
  assert.match(controller.state.message.text, /^Stopped after 1 of 2 saved games \(0 new exercises\); the others are left for later\.$/);
  assert.deepEqual(controller.state.mistakes.reviewed, ['d4 e5 f6'], 'the game stopped in is not remembered');
  assert.deepEqual(controller.state.mistakes.exercises, []);
  // Again: the one game left; a hint (which comes first) stops it.
  part.sweep.start();
  assert.deepEqual(controller.state.mistakes.sweep, { running: true, done: 0, total: 1, added: 0 });
  controller.requestHint();
  assert.equal(client.last().method, 'search', 'the hint asked');
  await flush();
  assert.equal(controller.state.mistakes.sweep.running, false, 'the hint took the worker');
  assert.deepEqual(controller.state.mistakes.reviewed, ['d4 e5 f6']);
});

test("a damaged deck is set aside, never deleted; a deck whose line the engine reads otherwise is damaged too", () => {
  const { controller } = withDeck(JSON.stringify({ format: 1, exercises: [planted({ move: 'e5' })] }));
  assert.deepEqual(controller.state.mistakes.exercises, []);
  assert.match(controller.state.message.text, /^Your mistakes could not be read \(exercise 1 is damaged\); they were kept under "pathwayz\.mistakes\.v1\.set-aside\./);
  const aside = [...Array(localStorage.length).keys()].map((i) => localStorage.key(i)).filter((key) => key.startsWith(`${MISTAKES_KEY}.set-aside.`));
  assert.equal(aside.length, 1);
  assert.equal(JSON.parse(localStorage.getItem(aside[0])).exercises[0].move, 'e5');
});

test("an exercise: a wrong answer refused and the game's move played out with its refutation; Try again; the right answer", async () => {
  mock.timers.enable({ apis: ['setTimeout'] });
  try {
    const { controller, part, client, events } = withDeck(JSON.stringify({ format: 1, exercises: [planted()] }));
    part.enter('next');
    const puzzle = () => controller.state.puzzle;
    assert.equal(controller.mode().name, 'mistakes');
    assert.equal(controller.state.game.record, BEFORE, 'the position before the move');
    assert.equal(puzzle().phase, 'solving');
    assert.equal(exerciseFeedbackOf(puzzle(), say), 'Your move: you play White.');
    // A wrong answer: on the board at once, judged by the engine in the worker.
    assert.ok(controller.playHuman('a4'));
    assert.equal(controller.state.game.moves.at(-1), 'a4');
    const call = await answerWithEngine(client, engine);
    assert.deepEqual(call.request, { call: 'exerciseAnswer', args: [LINE, [], 'a4'], ms: 20000 });
    const { wrong } = puzzle();
    assert.equal(puzzle().phase, 'refuting');
    assert.deepEqual([wrong.why, wrong.winIn, wrong.refutes, wrong.refutation[0]], ['loses', 1, 'e4', 'e4']);
    assert.equal(controller.state.game.record, BEFORE, "the answer taken back: the game's move is played from before it");
    for (let i = 0; i < wrong.refutation.length; i += 1) mock.timers.tick(i === 0 ? REPLY_MS : STEP_MS);
    assert.equal(puzzle().phase, 'wrong');
    assert.equal(controller.state.game.record, `${BEFORE} ${wrong.refutation.join(' ')}`);
    assert.equal(controller.state.game.winner, 'black');
    assert.equal(exerciseFeedbackOf(puzzle(), say), `a4 is not better: Black then wins in 1. Why e4 failed: ${wrong.refutation.join(' ')}, and Black wins in 1.`);
    controller.puzzles.tryAgain();
    assert.equal(controller.state.game.record, BEFORE);
    assert.equal(exerciseFeedbackOf(puzzle(), say), 'Try another move.');
    // The game's own move again: refused as such, no search needed to say so.
    assert.ok(controller.playHuman('e4'));
    await answerWithEngine(client, engine);
    assert.match(exerciseFeedbackOf(puzzle(), say), /^e4 is the move you played in the game\. Why e4 failed: /);
    for (let i = 0; i < puzzle().wrong.refutation.length; i += 1) mock.timers.tick(i === 0 ? REPLY_MS : STEP_MS);
    controller.puzzles.tryAgain();
    assert.ok(controller.playHuman('l2'));
    await answerWithEngine(client, engine);
    assert.equal(puzzle().phase, 'solved');
    assert.equal(controller.state.game.winner, 'white');
    assert.equal(exerciseFeedbackOf(puzzle(), say), "Right! l2 is as good as PAI's best move.");
    const told = events.filter((e) => e.type === 'puzzle').map((e) => [e.kind, e.result, e.clean ?? null]);
    assert.deepEqual(told, [['mistake', 'opened', null], ['mistake', 'failed', null], ['mistake', 'solved', false]]);
    assert.ok(!events.some((e) => e.type === 'gameover'), "an exercise's end is not a game's");
    assert.deepEqual(controller.state.mistakes.exercises.map((e) => [e.tries, e.solved]), [[1, true]]);
    // Next: the only exercise again; Show solution plays the best move and ends it, a try not solved.
    part.open('next');
    controller.puzzles.showSolution();
    const solution = await answerWithEngine(client, engine);
    assert.equal(solution.request.call, 'exerciseSolution');
    mock.timers.tick(REPLY_MS);
    assert.equal(puzzle().phase, 'solved');
    assert.equal(exerciseFeedbackOf(puzzle(), say), `PAI's best move here: ${puzzle().solution.join(' ')}.`);
    assert.deepEqual(controller.state.mistakes.exercises.map((e) => [e.tries, e.solved]), [[2, true]]);
    // Back to the game the player left (none here: the deck was entered from a new game).
    assert.equal(controller.puzzles.takeGameBack().record, '');
  } finally {
    mock.timers.reset();
  }
});
