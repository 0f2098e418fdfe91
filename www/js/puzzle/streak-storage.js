// The player's puzzle streaks, kept in this browser only (never sent anywhere): one key,
// `pathwayz.streaks.v1`, holding `{format: 1, streaks: [{date, solved}]}` (`date` the ISO
// date-time the streak began, `solved` how many puzzles it solved before its first miss). The
// streak under way is the last entry, written again after each puzzle it solves, so a reload
// never loses it; the best streak is the longest. A later format must still read format 1; a
// list that cannot be read is set aside, never deleted (kept-list.js).

import { parseList, saveList } from '../storage/kept-list.js';

export const STREAKS_KEY = 'pathwayz.streaks.v1';
const FORMAT = 1;
/** The most streaks kept: the oldest go first beyond it, the best is always kept. */
export const MAX_STREAKS = 1000;
/** The most puzzles a streak can solve (the puzzle file holds at most 10,000). */
const MAX_SOLVED = 10_000;

function readStreak(value) {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const { date, solved } = value;
  if (typeof date !== 'string' || date.length > 64 || !Number.isInteger(solved) || solved < 0 || solved > MAX_SOLVED) return null;
  return { date, solved };
}

/**
 * The streaks of a stored `text`: `{items}`, or `{problem}` with `problem.key` `not-json`,
 * `not-streaks`, `format` (with `format`), `too-many` or `streak` (with `index`, from 1); the
 * i18n table's `streakProblem.KEY` says it in words.
 */
export function parseStreaks(text) {
  return parseList(text, { field: 'streaks', format: FORMAT, max: MAX_STREAKS, readItem: readStreak, notList: 'not-streaks', itemKey: 'streak' });
}

/** Stores `streaks`; false where the browser refused (a full quota, a private window). */
export function saveStreaks(streaks) {
  return saveList(STREAKS_KEY, 'streaks', FORMAT, streaks);
}

/**
 * `streaks` with a new one begun at `date`: the oldest dropped beyond `MAX_STREAKS`, except the
 * best, which is kept.
 */
export function withNewStreak(streaks, date) {
  const next = [...streaks, { date, solved: 0 }];
  while (next.length > MAX_STREAKS) {
    const best = next.slice(0, -1).reduce((top, streak, index) => (streak.solved > next[top].solved ? index : top), 0);
    next.splice(best === 0 ? 1 : 0, 1);
  }
  return next;
}

/** `streaks` with the last one's solved count one more. */
export function withSolvedInLast(streaks) {
  return streaks.map((streak, index) => (index === streaks.length - 1 ? { ...streak, solved: streak.solved + 1 } : streak));
}
