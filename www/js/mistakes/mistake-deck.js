// The "your mistakes" deck, kept in this browser only (never sent anywhere): one key for the
// browser, `pathwayz.mistakes.v1`, holding `{format: 1, exercises: [...]}`, each exercise
// `{id, line, ply, move, colour, verdict, loss, missedWin, walkedIntoLoss, level, positions,
// added, tries, solved}`: the engine's exercise (`readExercise`: its id, its line `RECORD | MOVE`, the move's
// number, the move played, the colour that played it), the review's judgement of that move (its
// verdict, the win probability it lost, a forced win missed or a forced loss walked into, in the
// winner's moves, else null), PAI's strength in that game (its level, and its budget of positions
// a move or null: absent reads as null), when it was added (an ISO date-time), and
// the player's progress: `tries`, the times they answered it (a try counts once, at its first
// wrong answer, the solution shown, or a right answer), and `solved`, whether they found a better
// move. One exercise per id (the same position and move from two games, or a game reviewed twice,
// is one). Beside them, `reviewed`: the records of the games whose reviews gave the deck their
// exercises (so that History's sweep of the saved games reviews each game once; absent or
// unreadable, the games are reviewed again). A later format must still read format 1; a deck that
// cannot be read is set aside (kept-list.js), never deleted. Pure functions of the list, tested in
// Node.

import { parseList, saveList } from '../storage/kept-list.js';

export const MISTAKES_KEY = 'pathwayz.mistakes.v1';
/** The format written; the formats read. */
const FORMAT = 1;
/** The most exercises kept: beyond, new mistakes are not added. */
export const MAX_EXERCISES = 10_000;
/** The most games remembered as reviewed: beyond, the earliest are forgotten (and reviewed again if still saved). */
export const MAX_REVIEWED = 2_000;
/** The longest record remembered (a game fills at most 96 cells, a move is at most 4 characters). */
const MAX_RECORD_CHARS = 500;

const ID = /^[0-9a-f]{16}$/;
const VERDICTS = ['best', 'good', 'inaccuracy', 'mistake', 'blunder'];
const COLOURS = ['white', 'black'];

/** A whole number from 0 (a count), or null where the field may be null. */
const isCount = (value) => Number.isInteger(value) && value >= 0;
const isMoves = (value) => value === null || (Number.isInteger(value) && value >= 1 && value <= 48);

/**
 * The exercise `value` as kept (only its known fields), or null when it is not one. Whether the
 * line is an exercise, and has this id, move and number, is the engine's to judge.
 */
function readExercise(value) {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const { id, line, ply, move, colour, verdict, loss, missedWin, walkedIntoLoss, level, positions = null, added, tries, solved } = value;
  if (typeof id !== 'string' || !ID.test(id) || typeof line !== 'string' || line.length > 65_600) return null;
  if (!Number.isInteger(ply) || ply < 1 || ply > 96 || typeof move !== 'string' || move.length > 4 || !COLOURS.includes(colour)) return null;
  if (!VERDICTS.includes(verdict) || typeof loss !== 'number' || !(loss >= 0 && loss <= 1) || !isMoves(missedWin) || !isMoves(walkedIntoLoss)) return null;
  if (!Number.isInteger(level) || !(positions === null || (isCount(positions) && positions > 0)) || typeof added !== 'string' || added.length > 64 || !isCount(tries) || typeof solved !== 'boolean') return null;
  return { id, line, ply, move, colour, verdict, loss, missedWin, walkedIntoLoss, level, positions, added, tries, solved };
}

/**
 * The exercises of a stored `text` and the games reviewed for them: `{items, reviewed}`, or
 * `{problem}` with `problem.key` `not-json`, `not-deck`, `format` (with `format`), `too-many` or
 * `exercise` (with `index`, from 1); the i18n table's `mistakesProblem.KEY` says it in words.
 */
export function parseDeck(text) {
  return parseList(text, {
    field: 'exercises', format: FORMAT, max: MAX_EXERCISES, readItem: readExercise, notList: 'not-deck', itemKey: 'exercise',
    readRest: (data) => ({ reviewed: reviewedIn(data.reviewed) }),
  });
}

/**
 * The records of the reviewed games in a stored deck's `reviewed`: the readable ones (none where
 * it is absent or damaged: those games are reviewed again).
 */
function reviewedIn(reviewed) {
  if (!Array.isArray(reviewed)) return [];
  return reviewed.filter((record) => typeof record === 'string' && record.length <= MAX_RECORD_CHARS).slice(-MAX_REVIEWED);
}

/** `reviewed` with `record` remembered (the same list when it already is), the earliest forgotten beyond the cap. */
export function withReviewed(reviewed, record) {
  if (reviewed.includes(record) || record.length > MAX_RECORD_CHARS) return reviewed;
  return [...reviewed, record].slice(-MAX_REVIEWED);
}

/** Stores `exercises` and `reviewed`; false where the browser refused (a full quota, a private window). */
export function saveDeck(exercises, reviewed = []) {
  return saveList(MISTAKES_KEY, 'exercises', FORMAT, exercises, { reviewed });
}

/**
 * The exercise of the reviewed move `judged` (one of `reviewSummary`'s moves, with its
 * `exercise` line) as kept: `info` is the engine's `readExercise` of that line, `strength` PAI's
 * in that game (`{level, positions}`), `now` the date it is added.
 */
export function exerciseOf(info, judged, { level, positions = null }, now = new Date()) {
  return {
    id: info.id, line: info.line, ply: info.ply, move: info.move, colour: info.toMove,
    verdict: judged.verdict, loss: judged.loss, missedWin: judged.missedWin ?? null, walkedIntoLoss: judged.walkedIntoLoss ?? null,
    level, positions, added: now.toISOString(), tries: 0, solved: false,
  };
}

/**
 * `exercises` with those of `found` not there yet (by id) added at the end, as long as the deck
 * has room: `{exercises, added}` (`exercises` is the same list when none was added).
 */
export function withExercises(exercises, found) {
  const seen = new Set(exercises.map((exercise) => exercise.id));
  const fresh = [];
  for (const exercise of found) {
    if (seen.has(exercise.id) || exercises.length + fresh.length >= MAX_EXERCISES) continue;
    seen.add(exercise.id);
    fresh.push(exercise);
  }
  return { exercises: fresh.length ? [...exercises, ...fresh] : exercises, added: fresh.length };
}

/**
 * `exercises` after a try at the exercise `id`: `tried` counts one more try, `solved` marks it
 * solved; null when the deck does not hold it.
 */
export function withProgress(exercises, id, { tried = false, solved = false }) {
  const index = exercises.findIndex((exercise) => exercise.id === id);
  if (index < 0) return null;
  const exercise = exercises[index];
  const changed = { ...exercise, tries: exercise.tries + (tried ? 1 : 0), solved: exercise.solved || solved };
  return exercises.map((each, i) => (i === index ? changed : each));
}

/**
 * The exercise to practise next: of `exercises` (or only those whose id is in `among`), the
 * first not solved after the one `after` (an id, or null: from the start), going round; when all
 * are solved, the one after `after`. Null for none.
 */
export function nextExercise(exercises, { after = null, among = null } = {}) {
  const pool = among ? exercises.filter((exercise) => among.includes(exercise.id)) : exercises;
  if (!pool.length) return null;
  const start = pool.findIndex((exercise) => exercise.id === after) + 1;
  const round = [...pool.slice(start), ...pool.slice(0, start)];
  return round.find((exercise) => !exercise.solved) ?? round[0];
}
