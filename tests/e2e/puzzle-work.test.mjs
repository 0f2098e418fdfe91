// Puzzles in Node: the stored attempts (www/js/puzzle/puzzle-attempts.js: their format, a damaged entry
// named, only a first attempt kept), the choice of the next puzzle and the prompt
// (puzzle-catalogue.js), and the puzzle itself (puzzle-work.js) through the game controller on
// the shipped wasm engine with a fake worker client, on mock timers: a right move answered by
// PAI's reply until solved, a wrong one refuted and tried again, a hint's region, the solution
// played out, and a worker that cannot answer stood in for by the page's own engine. The
// puzzles are read from www/data/puzzles.txt (never ids written here: the file may be made again).
import { test, mock } from 'node:test';
import assert from 'node:assert/strict';
import engine from './node-engine.mjs';
import { GameController } from '../../www/js/game/game-controller.js';
import { PuzzleWork, REPLY_MS, STEP_MS } from '../../www/js/puzzle/puzzle-work.js';
import { MAX_ATTEMPTS, parseAttempts, withAttempt } from '../../www/js/puzzle/puzzle-attempts.js';
import { nextPuzzle, promptOf, puzzleById } from '../../www/js/puzzle/puzzle-catalogue.js';
import { PUZZLES, puzzleOf, solutionOf, wrongCell } from './puzzle-data.mjs';
import { ENGLISH as PUZZLE_WORDS, feedbackOf } from '../../www/js/puzzle/puzzle-view.js';
import { addWords, loadLanguage, translator } from '../../www/js/i18n/i18n.js';

// The puzzle panel's words come with it (element/features.js adds them when it loads).
addWords('en', PUZZLE_WORDS);
import { FakeClient, flush, answerWithEngine } from './fake-client.mjs';

// The Chinese table comes on first use (i18n.js): loaded before the tests that speak it.
await loadLanguage('zh');

const say = translator('en');

/** A controller in puzzle mode with `info` open, its events, and the fake worker client. */
function puzzling(info, client = new FakeClient()) {
  const events = [];
  const controller = new GameController(engine, { makeClient: () => client, onEvent: (type, detail) => events.push({ type, ...detail }), say });
  controller.newGame({ mode: 'puzzle' });
  // The puzzles' work comes with the part that opens puzzles (puzzle-mode.js), as here.
  controller.usePuzzles(PuzzleWork).open(info, { counts: true });
  return { controller, puzzle: () => controller.state.puzzle, client, events };
}

test('stored attempts: the format read back, each kind of damage named, only a first attempt added', () => {
  const attempt = { date: '2026-11-26T01:02:03.000Z', id: '0123456789abcdef', rating: 1490.5, solved: true };
  assert.deepEqual(parseAttempts(JSON.stringify({ format: 1, attempts: [{ ...attempt, extra: 1 }] })), { items: [attempt] });
  assert.deepEqual(parseAttempts('{nope').problem, { key: 'not-json' });
  assert.deepEqual(parseAttempts('{"format":1}').problem, { key: 'not-attempts' });
  assert.deepEqual(parseAttempts('{"format":2,"attempts":[]}').problem, { key: 'format', format: '2' });
  assert.deepEqual(parseAttempts(JSON.stringify({ format: 1, attempts: [attempt, { ...attempt, id: 'XYZ' }] })).problem, { key: 'attempt', index: 2 });
  assert.deepEqual(parseAttempts(JSON.stringify({ format: 1, attempts: [{ ...attempt, solved: 'yes' }] })).problem, { key: 'attempt', index: 1 });
  assert.deepEqual(parseAttempts(JSON.stringify({ format: 1, attempts: [{ ...attempt, rating: null }] })).problem, { key: 'attempt', index: 1 });
  const one = withAttempt([], attempt);
  assert.deepEqual(one, [attempt]);
  assert.equal(withAttempt(one, { ...attempt, solved: false, date: '2026-11-27T00:00:00.000Z' }), null, 'a second attempt at a puzzle is not added');
  assert.equal(withAttempt(Array(MAX_ATTEMPTS).fill({ ...attempt, id: 'ffffffffffffffff' }), attempt), null, 'a full list takes no more');
});

test('the next puzzle is the untried one nearest the rating, never the current one; the prompt says what the kind asks', () => {
  const list = [
    { id: 'a', rating: 1200 }, { id: 'b', rating: 1450 }, { id: 'c', rating: 1550 }, { id: 'd', rating: 1800 },
  ];
  assert.equal(nextPuzzle(list, new Set(), 1500, null).id, 'b', 'a tie goes to the first in the file');
  assert.equal(nextPuzzle(list, new Set(['b']), 1500, null).id, 'c');
  assert.equal(nextPuzzle(list, new Set(), 1500, 'b').id, 'c', 'not the puzzle shown');
  assert.equal(nextPuzzle(list, new Set(['a', 'b', 'c', 'd']), 1790, 'd').id, 'c', 'every puzzle tried: the nearest of the others');
  assert.equal(nextPuzzle([list[0]], new Set(), 1500, 'a'), null);
  assert.equal(nextPuzzle(PUZZLES, new Set(), 1500, null).id, [...PUZZLES].sort((x, y) => Math.abs(x.rating - 1500) - Math.abs(y.rating - 1500))[0].id);
  assert.equal(puzzleById(PUZZLES, PUZZLES[3].id.toUpperCase()), PUZZLES[3]);
  assert.equal(puzzleById(PUZZLES, 'nothing'), null);
  const win = puzzleOf('win-2');
  const prompt = promptOf(win);
  assert.equal(say(prompt.key, prompt.params), `${win.toMove === 'white' ? 'White' : 'Black'} to play and win in 2.`);
  const save = puzzleOf('permanent-breaks');
  const savePrompt = promptOf(save);
  assert.match(say(savePrompt.key, savePrompt.params), save.toMove === 'white' ? /^White to play: stop Black’s win\.$/ : /^Black to play: stop White’s win\.$/);
  assert.match(translator('zh')(prompt.key, prompt.params), /2 步内获胜/);
});

test('a right move is answered by PAI after a pause, and the last one solves the puzzle', async () => {
  mock.timers.enable({ apis: ['setTimeout'] });
  try {
    const info = puzzleOf('win-2');
    const line = solutionOf(info);
    assert.equal(line.length, 3, 'a win in two: move, reply, move');
    const { controller, puzzle, client, events } = puzzling(info);
    assert.equal(controller.state.game.record, info.record);
    assert.equal(controller.state.game.toMove, info.toMove);
    assert.equal(puzzle().phase, 'solving');
    assert.ok(controller.playHuman(line[0]));
    assert.equal(puzzle().phase, 'checking');
    assert.equal(controller.state.game.moves.at(-1), line[0], 'the move is on the board at once');
    assert.equal(controller.playHuman(line[1]), false, 'no move while it is checked');
    const call = await answerWithEngine(client, engine);
    assert.deepEqual(call.request.args, [info.line, [], line[0]]);
    assert.equal(puzzle().phase, 'replying');
    mock.timers.tick(REPLY_MS);
    assert.equal(controller.state.game.moves.at(-1), line[1], "PAI's reply is played");
    assert.equal(puzzle().phase, 'solving');
    assert.deepEqual(puzzle().played, line.slice(0, 2));
    assert.match(feedbackOf(puzzle(), say), new RegExp(`answered ${line[1].replace('*', '\\*')}`));
    assert.ok(controller.playHuman(line[2]));
    await answerWithEngine(client, engine);
    assert.equal(puzzle().phase, 'solved');
    assert.ok(controller.state.game.winner, 'the win is on the board');
    assert.deepEqual(events.filter((e) => e.type === 'puzzle').map((e) => e.result), ['opened', 'solved']);
    assert.equal(events.find((e) => e.result === 'solved').clean, true);
    assert.equal(events.filter((e) => e.type === 'gameover').length, 0, "a puzzle's end is not a game's");
    assert.equal(feedbackOf(puzzle(), say), 'Solved!');
  } finally {
    mock.timers.reset();
  }
});

test('a wrong move is refuted move by move, said why, and Try again goes back to the position before it', async () => {
  mock.timers.enable({ apis: ['setTimeout'] });
  try {
    const info = puzzleOf('permanent-breaks');
    const solution = solutionOf(info);
    const { controller, puzzle, client, events } = puzzling(info);
    const wrong = wrongCell(info);
    assert.ok(controller.playHuman(wrong));
    await answerWithEngine(client, engine);
    const state = puzzle();
    assert.equal(state.phase, 'refuting');
    assert.equal(state.wrong.move, wrong);
    assert.equal(state.wrong.why, 'opponent-wins', 'a wrong move against a threat lets the opponent win');
    assert.ok(state.wrong.refutation.length >= 1);
    assert.equal(state.failed, 'wrong');
    for (let i = 0; i < state.wrong.refutation.length; i += 1) mock.timers.tick(i === 0 ? REPLY_MS : STEP_MS);
    assert.equal(puzzle().phase, 'wrong');
    assert.equal(controller.state.game.record, [info.record, wrong, ...state.wrong.refutation].join(' '), 'the refutation is on the board');
    assert.ok(controller.state.game.winner, "the refutation ends in the opponent's win");
    assert.match(feedbackOf(puzzle(), say), new RegExp(`^${wrong} is not it: .* wins in ${state.wrong.winIn} \\(`));
    controller.puzzles.tryAgain();
    assert.equal(puzzle().phase, 'solving');
    assert.equal(controller.state.game.record, info.record, 'back to the position before the wrong move');
    assert.ok(controller.playHuman(solution[0]));
    await answerWithEngine(client, engine);
    assert.equal(puzzle().phase, 'solved');
    const results = events.filter((e) => e.type === 'puzzle').map((e) => e.result);
    assert.deepEqual(results, ['opened', 'failed', 'solved'], 'the failure is told once');
    assert.equal(events.find((e) => e.result === 'solved').clean, false);
    assert.equal(feedbackOf(puzzle(), say), 'Solved, with help.');
  } finally {
    mock.timers.reset();
  }
});

test("a hint marks the region holding the solution's cell, and counts the attempt as failed", async () => {
  const info = puzzleOf('win-2');
  const { controller, puzzle, client, events } = puzzling(info);
  controller.puzzles.hint();
  assert.equal(puzzle().hinting, true);
  await answerWithEngine(client, engine);
  const region = puzzle().region;
  assert.equal(region.length, 12);
  assert.ok(region.includes(solutionOf(info)[0].replace('*', '')), 'the region holds the solving cell');
  assert.equal(puzzle().failed, 'hint');
  assert.ok(events.some((e) => e.result === 'failed' && e.reason === 'hint'));
});

test('Show solution plays the whole line and ends the puzzle, the attempt failed', async () => {
  mock.timers.enable({ apis: ['setTimeout'] });
  try {
    const info = puzzleOf('win-2');
    const { controller, puzzle, client, events } = puzzling(info);
    controller.puzzles.showSolution();
    assert.equal(puzzle().phase, 'showing');
    const call = await answerWithEngine(client, engine);
    assert.equal(call.request.call, 'puzzleSolution');
    const line = puzzle().solution;
    assert.deepEqual(line, solutionOf(info));
    for (let i = 0; i < line.length; i += 1) mock.timers.tick(i === 0 ? REPLY_MS : STEP_MS);
    assert.equal(puzzle().phase, 'solved');
    assert.equal(puzzle().shownSolution, true);
    assert.equal(controller.state.game.record, [info.record, ...line].join(' '));
    assert.ok(events.some((e) => e.result === 'failed' && e.reason === 'solution'));
    assert.ok(!events.some((e) => e.result === 'solved'), 'a solution shown is not solved by the player');
  } finally {
    mock.timers.reset();
  }
});

test("a worker that cannot answer is stood in for by the page's engine; a late answer after Next is not heard", async () => {
  const info = puzzleOf('win-2');
  const failing = new FakeClient().failing('puzzle', 'reject', new Error('the worker crashed'));
  const { controller, puzzle } = puzzling(info, failing);
  const line = solutionOf(info);
  assert.ok(controller.playHuman(line[0]));
  await flush();
  assert.equal(puzzle().phase, 'replying', "answered on the page's thread");
  const client = new FakeClient();
  const other = puzzling(info, client);
  other.controller.puzzles.hint();
  const call = client.last('puzzle');
  other.controller.puzzles.open(puzzleOf('permanent-breaks'));
  call.answer(engine.puzzleHint(info.line, []));
  await flush();
  assert.equal(other.puzzle().region, null, 'the old puzzle\'s hint is not shown on the new one');
});

test('in a puzzle, undo and redo change nothing and a new game starts the puzzle again', async () => {
  mock.timers.enable({ apis: ['setTimeout'] });
  try {
    const info = puzzleOf('win-2');
    const line = solutionOf(info);
    const { controller, puzzle, client } = puzzling(info);
    assert.ok(controller.playHuman(line[0]));
    await answerWithEngine(client, engine);
    mock.timers.tick(REPLY_MS);
    const record = controller.state.game.record;
    controller.undo();
    controller.redo();
    assert.equal(controller.state.game.record, record);
    assert.deepEqual(puzzle().played, line.slice(0, 2));
    controller.newGame();
    assert.equal(controller.state.game.record, info.record);
    assert.equal(puzzle().phase, 'solving');
    assert.deepEqual(puzzle().played, []);
    assert.equal(puzzle().counts, true, 'the attempt counts as it did');
  } finally {
    mock.timers.reset();
  }
});
