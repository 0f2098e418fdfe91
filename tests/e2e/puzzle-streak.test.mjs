// Puzzle themes and streaks in Node: the themes listed from the shipped puzzles (each kind of
// the file once, its count and the player's solved ones counted here from the file itself), a
// streak's puzzles (difficulty never falling while a harder one is left, never one seen twice,
// untried ones first), and the kept streaks (www/js/puzzle/streak-storage.js: their format, a
// damaged entry named, the best kept when the oldest go).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { ALL_THEMES, puzzlesOfTheme, themeName, themesOf } from '../../www/js/puzzle/puzzle-themes.js';
import { PER_STEP, bestStreak, streakPuzzle } from '../../www/js/puzzle/streak.js';
import { MAX_STREAKS, parseStreaks, withNewStreak, withSolvedInLast } from '../../www/js/puzzle/streak-storage.js';
import { translator } from '../../www/js/i18n/i18n.js';
import { PUZZLES } from './puzzle-data.mjs';

/** The file's puzzles read here by splitting its lines: `{id, kind, difficulty}` (fields 1, 4 and 6). */
const FILE = readFileSync(new URL('../../www/data/puzzles.txt', import.meta.url), 'utf8')
  .split('\n').filter((line) => line.trim() && !line.startsWith('#'))
  .map((line) => line.split('|').map((field) => field.trim()))
  .map((fields) => ({ id: fields[0], kind: fields[3], difficulty: Number(fields[5]) }));

/** A seeded random in [0, 1) (a linear congruential generator), so a run can be repeated. */
function seeded(seed) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

test('the themes: all first, every kind of the file once with its count, wins by their moves', () => {
  const solvedIds = FILE.filter((_, index) => index % 7 === 0).map((puzzle) => puzzle.id);
  const attempts = [...solvedIds.map((id) => ({ id, solved: true })), { id: FILE[1].id, solved: false }];
  const themes = themesOf(PUZZLES, attempts);
  assert.equal(themes[0].theme, ALL_THEMES);
  assert.equal(themes[0].count, FILE.length);
  assert.equal(themes[0].solved, solvedIds.length);
  const kinds = [...new Set(FILE.map((puzzle) => puzzle.kind))];
  assert.deepEqual(themes.slice(1).map((theme) => theme.theme).sort(), kinds.sort());
  for (const theme of themes.slice(1)) {
    const ofKind = FILE.filter((puzzle) => puzzle.kind === theme.theme);
    assert.equal(theme.count, ofKind.length, theme.theme);
    assert.equal(theme.solved, ofKind.filter((puzzle) => solvedIds.includes(puzzle.id)).length, theme.theme);
    assert.ok(puzzlesOfTheme(PUZZLES, theme.theme).every((puzzle) => puzzle.kind === theme.theme));
  }
  const wins = themes.filter((theme) => /^win-\d$/.test(theme.theme)).map((theme) => theme.theme);
  assert.deepEqual(wins, [...wins].sort(), 'the wins in order of their moves');
  assert.ok(themes.findIndex((theme) => theme.theme === 'must-block') > themes.findIndex((theme) => theme.theme === wins.at(-1)));
  const say = translator('en');
  assert.deepEqual(themes.map((theme) => themeName(theme, say)).slice(0, 2), ['All puzzles', 'Win in 1']);
  assert.equal(themesOf(PUZZLES, null)[0].solved, 0);
});

test('a streak rises in difficulty, never shows a puzzle twice, and prefers untried puzzles', () => {
  const difficulty = new Map(FILE.map((puzzle) => [puzzle.id, puzzle.difficulty]));
  const hardest = Math.max(...FILE.map((puzzle) => puzzle.difficulty));
  const tried = new Set(FILE.filter((puzzle) => puzzle.difficulty === 0).slice(1).map((puzzle) => puzzle.id));
  const seen = [];
  const random = seeded(7);
  for (let solved = 0; solved < FILE.length; solved += 1) {
    const puzzle = streakPuzzle(PUZZLES, { solved, seen }, tried, random);
    assert.ok(puzzle, `a puzzle after ${solved}`);
    assert.ok(!seen.includes(puzzle.id), 'never one seen before');
    const aim = Math.min(hardest, Math.floor(solved / PER_STEP));
    const harderLeft = FILE.some((p) => !seen.includes(p.id) && p.difficulty >= aim);
    if (harderLeft) assert.ok(difficulty.get(puzzle.id) >= aim, `puzzle ${solved + 1}: difficulty ${difficulty.get(puzzle.id)}, aim ${aim}`);
    if (solved === 0) assert.ok(!tried.has(puzzle.id), 'the untried puzzle of difficulty 0 first');
    if (solved > 0 && harderLeft) assert.ok(difficulty.get(puzzle.id) >= difficulty.get(seen.at(-1)) || difficulty.get(seen.at(-1)) > aim, 'no step down');
    seen.push(puzzle.id);
  }
  assert.equal(streakPuzzle(PUZZLES, { solved: 0, seen }, tried, random), null, 'every puzzle seen');
  const first = (seed) => streakPuzzle(PUZZLES, { solved: 0, seen: [] }, new Set(), seeded(seed)).id;
  assert.ok(new Set([1, 2, 3, 4, 5, 6].map(first)).size > 1, 'two streaks may begin differently');
});

test('kept streaks: read without trust, a damaged one named, the best kept when the oldest go', () => {
  assert.deepEqual(parseStreaks('{"format":1,"streaks":[{"date":"2026-11-27T08:00:00Z","solved":4}]}'), { items: [{ date: '2026-11-27T08:00:00Z', solved: 4 }] });
  assert.equal(parseStreaks('nope').problem.key, 'not-json');
  assert.equal(parseStreaks('{"format":2,"streaks":[]}').problem.key, 'format');
  assert.deepEqual(parseStreaks('{"format":1,"streaks":[{"date":"x","solved":1},{"date":"y","solved":-1}]}').problem, { key: 'streak', index: 2 });
  assert.deepEqual(parseStreaks('{"format":1,"streaks":[{"date":"x","solved":1.5}]}').problem, { key: 'streak', index: 1 });
  let streaks = withNewStreak([], 'a');
  streaks = withSolvedInLast(withSolvedInLast(streaks));
  assert.deepEqual(streaks, [{ date: 'a', solved: 2 }]);
  for (let i = 0; i < MAX_STREAKS + 5; i += 1) streaks = withNewStreak(streaks, `d${i}`);
  assert.equal(streaks.length, MAX_STREAKS);
  assert.equal(bestStreak(streaks), 2, 'the best streak outlives the oldest');
  assert.equal(streaks.at(-1).date, `d${MAX_STREAKS + 4}`);
  assert.equal(bestStreak([]), 0);
});
