// The player's puzzle attempts, kept in this browser only (never sent anywhere): one key for the
// browser, `pathwayz.puzzles.v1`, holding `{format: 1, attempts: [{date, id, rating, solved}]}`
// (`date` an ISO date-time, `id` the puzzle's 16 hex digits, `rating` the puzzle's rating when it
// was tried, `solved` true only for a first try with no wrong move, no hint and no solution
// shown). Only the first attempt of a puzzle counts. The player's puzzle rating is not stored:
// the engine works it out from these attempts (`puzzleRating`). A later format must still read
// format 1; an entry that cannot be read is set aside, never deleted (kept-list.js keeps it).

import { parseList, saveList } from '../storage/kept-list.js';

export const PUZZLES_KEY = 'pathwayz.puzzles.v1';
/** The format written; the formats read. */
const FORMAT = 1;
/** The most attempts kept (the engine rates at most 100,000). */
export const MAX_ATTEMPTS = 100_000;

const ID = /^[0-9a-f]{16}$/;

/**
 * The attempt `value` as kept (only its known fields), or null when it is not one. Whether the
 * date is a real day is the engine's to judge.
 */
function readAttempt(value) {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const { date, id, rating, solved } = value;
  if (typeof date !== 'string' || date.length > 64 || typeof id !== 'string' || !ID.test(id)) return null;
  if (typeof rating !== 'number' || !Number.isFinite(rating) || typeof solved !== 'boolean') return null;
  return { date, id, rating, solved };
}

/**
 * The attempts of a stored `text`: `{items}`, or `{problem}` with `problem.key` `not-json`,
 * `not-attempts`, `format` (with `format`), `too-many` or `attempt` (with `index`, from 1); the
 * i18n table's `puzzleProblem.KEY` says it in words.
 */
export function parseAttempts(text) {
  return parseList(text, { field: 'attempts', format: FORMAT, max: MAX_ATTEMPTS, readItem: readAttempt, notList: 'not-attempts', itemKey: 'attempt' });
}

/** Stores `attempts`; false where the browser refused (a full quota, a private window). */
export function saveAttempts(attempts) {
  return saveList(PUZZLES_KEY, 'attempts', FORMAT, attempts);
}

/**
 * `attempts` with `attempt` added, or null when the puzzle was tried before (only the first
 * attempt counts) or the list is full.
 */
export function withAttempt(attempts, attempt) {
  if (attempts.length >= MAX_ATTEMPTS || attempts.some((a) => a.id === attempt.id)) return null;
  return [...attempts, attempt];
}
