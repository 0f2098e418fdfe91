// The player's puzzle attempts, kept in this browser only (never sent anywhere): one key for the
// browser, `pathwayz.puzzles.v1`, holding `{format: 1, attempts: [{date, id, rating, solved}]}`
// (`date` an ISO date-time, `id` the puzzle's 16 hex digits, `rating` the puzzle's rating when it
// was tried, `solved` true only for a first try with no wrong move, no hint and no solution
// shown). Only the first attempt of a puzzle counts. The player's puzzle rating is not stored:
// the engine works it out from these attempts (`puzzleRating`). A later format must still read
// format 1; an entry that cannot be read is set aside (storage.js's `setAside`), never deleted.

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
 * The attempts of a stored `text`: `{attempts}`, or `{problem}` with `problem.key` `not-json`,
 * `not-attempts`, `format` (with `format`), `too-many` or `attempt` (with `index`, from 1); the
 * i18n table's `puzzleProblem.KEY` says it in words.
 */
export function parseAttempts(text) {
  let data;
  try {
    data = JSON.parse(text);
  } catch {
    return { problem: { key: 'not-json' } };
  }
  if (typeof data !== 'object' || data === null || !Array.isArray(data.attempts)) return { problem: { key: 'not-attempts' } };
  if (data.format !== FORMAT) return { problem: { key: 'format', format: String(data.format).slice(0, 20) } };
  if (data.attempts.length > MAX_ATTEMPTS) return { problem: { key: 'too-many' } };
  const attempts = [];
  for (const [index, value] of data.attempts.entries()) {
    const attempt = readAttempt(value);
    if (!attempt) return { problem: { key: 'attempt', index: index + 1 } };
    attempts.push(attempt);
  }
  return { attempts };
}

/** The stored attempts: `{attempts, raw}` (none stored: none), or `{problem, raw}` for a damaged entry. */
export function loadAttempts() {
  let raw = null;
  try {
    raw = localStorage.getItem(PUZZLES_KEY);
  } catch {
    return { attempts: [] };
  }
  if (raw === null) return { attempts: [] };
  return { ...parseAttempts(raw), raw };
}

/** Stores `attempts`; false where the browser refused (a full quota, a private window). */
export function saveAttempts(attempts) {
  try {
    localStorage.setItem(PUZZLES_KEY, JSON.stringify({ format: FORMAT, attempts }));
    return true;
  } catch {
    return false;
  }
}

/**
 * `attempts` with `attempt` added, or null when the puzzle was tried before (only the first
 * attempt counts) or the list is full.
 */
export function withAttempt(attempts, attempt) {
  if (attempts.length >= MAX_ATTEMPTS || attempts.some((a) => a.id === attempt.id)) return null;
  return [...attempts, attempt];
}
