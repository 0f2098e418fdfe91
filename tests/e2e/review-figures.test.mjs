// The review's figures, from the engine's `reviewSummary` (the page keeps no copy of its rules),
// given steps as the worker reports them: one analysis per move, valuing the best move
// (`evaluation`) and the move played (`after`) by the same search. Node, on the shipped wasm.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import engine from './node-engine.mjs';

const summarize = (record, steps) => engine.reviewSummary(record, steps);
/** The verdict on a move that lost `loss`: one move valued `loss` below the best. */
const verdictOf = (loss) => summarize('d4', [{ best: 'e5', evaluation: loss, after: 0 }]).moves[0].verdict;

const step = (played, best, evaluation, after) => ({ played, best, evaluation, after });

test('a move is judged by what it lost against the best of its own analysis', () => {
  const record = 'd4 e5 e4* f6';
  const steps = [
    step('d4', 'd4', 0.55, 0.55), // White's best
    step('e5', 'd5', 0.5, 0.38), // Black lost 12 points: a mistake
    step('e4*', 'c3', 0.64, 0.61), // 3 points: good
    step('f6', 'g4', 0.4, 0.41), // valued above the best by rounding: no negative loss
  ];
  const { moves, accuracy, white } = summarize(record, steps);
  assert.deepEqual(moves.map((m) => m.verdict), ['best', 'mistake', 'good', 'best']);
  assert.deepEqual(moves.map((m) => m.ply), [1, 2, 3, 4]);
  assert.deepEqual(moves.map((m) => m.player), ['white', 'black', 'white', 'black']);
  assert.equal(moves[0].loss, 0);
  assert.ok(Math.abs(moves[1].loss - 0.12) < 1e-12);
  assert.equal(moves[3].loss, 0, 'never negative');
  assert.ok(moves.every((m) => m.loss >= 0));
  assert.ok(Math.abs(accuracy.white - 100 * (1 - 0.03 / 2)) < 1e-9, `${accuracy.white}`);
  assert.ok(Math.abs(accuracy.black - 100 * (1 - 0.12 / 2)) < 1e-9, `${accuracy.black}`);
  // White's chance: the start with White's best, then after each move played, from White's side.
  const expected = [0.55, 0.55, 1 - 0.38, 0.61, 1 - 0.41];
  white.forEach((p, i) => assert.ok(Math.abs(p - expected[i]) < 1e-12, `point ${i}: ${p}`));
});

test('the best move costs nothing whatever its value; a stopped review leaves the rest unvalued', () => {
  const { moves, white, accuracy } = summarize('a1 b2 c3', [step('a1', 'a1', 0.3, 0.1), step('b2', 'c4', 0.7, 0.4), null]);
  assert.equal(moves.length, 2, 'only the moves valued');
  assert.equal(moves[0].verdict, 'best');
  assert.equal(moves[0].loss, 0);
  assert.equal(moves[1].verdict, 'blunder');
  assert.deepEqual(white.map((p) => (p === null ? null : Math.round(100 * p))), [30, 10, 60, null]);
  assert.equal(accuracy.black, 70);
  assert.deepEqual(summarize('', []), { moves: [], accuracy: { white: null, black: null }, white: [null] });
});

test('verdicts follow the stated thresholds', () => {
  const cases = [[0, 'best'], [0.019, 'best'], [0.02, 'good'], [0.049, 'good'], [0.05, 'inaccuracy'], [0.1, 'mistake'], [0.199, 'mistake'], [0.2, 'blunder'], [1, 'blunder']];
  for (const [loss, verdict] of cases) assert.equal(verdictOf(loss), verdict, `${loss}`);
});

test('a forced win given up and a forced loss walked into are named, from the proven results', () => {
  const win = (winner, moves) => ({ winner, moves });
  const steps = [
    { ...step('a1', 'b1', 1, 0.6), bestForced: win('white', 2), afterForced: null }, // gave up a win in 2
    { ...step('b2', 'c3', 0.5, 0), bestForced: null, afterForced: win('white', 1) }, // walks into a loss in 1
    { ...step('c3', 'c3', 1, 1), bestForced: win('white', 1), afterForced: win('white', 1) }, // the best move
  ];
  const { moves } = summarize('a1 b2 c3', steps);
  assert.deepEqual(moves.map((m) => [m.missedWin, m.walkedIntoLoss]), [[2, null], [null, 1], [null, null]]);
  // Steps without proven results (as older workers send them) name nothing.
  assert.deepEqual(summarize('a1', [step('a1', 'b1', 0.9, 0.2)]).moves.map((m) => [m.missedWin, m.walkedIntoLoss]), [[null, null]]);
  const bad = [{ winner: 'red', moves: 2 }, { winner: 'white', moves: 0 }, { winner: 'black', moves: 2.5 }, 'white', { winner: 'white' }];
  for (const forced of bad) {
    assert.throws(() => summarize('a1', [{ ...step('a1', 'b1', 1, 0.5), bestForced: forced }]), /bestForced/, JSON.stringify(forced));
  }
});
