// The player's history of finished games against PAI, kept in this browser only (never sent
// anywhere): one key for the browser, `pathwayz.history.v1`, holding
// `{format: 2, games: [{date, level, positions, colour, result, record, coached}]}` (`date` an ISO
// date-time, `positions` only for a game against a strength limited to that many positions a
// move, `colour` the player's, `result` the player's: win, draw or loss; `coached: true`
// only for a game played with the coach on, which the rating leaves out). Format 1 (0.6.0: no
// game coached nor limited) is read as it is and written as format 2 with the next change. The rating is not
// stored: the engine works it out from these games (`playerRating`). A later format must still
// read formats 1 and 2; an entry that cannot be read is set aside (kept-list.js), never deleted.
// An export is the same object with `kind: "pathwayz-history"` and `exportedAt`. Read and kept
// as kept-list.js keeps such lists.

import { parseList, saveList } from '../storage/kept-list.js';

export const HISTORY_KEY = 'pathwayz.history.v1';
/** The format written; the formats read. */
const FORMAT = 2;
const READ_FORMATS = [1, 2];
/** What an exported file says it is. */
export const EXPORT_KIND = 'pathwayz-history';
/** The most games kept (the engine rates at most 100,000). */
export const MAX_GAMES = 100_000;

const COLOURS = ['white', 'black'];
const RESULTS = ['win', 'draw', 'loss'];

/**
 * The game `value` as kept (only its known fields), or null when it is not one. The date's and
 * the strength's meaning (a real day, a level of the ladder, a budget from 1) are the engine's to judge.
 */
function readGame(value) {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const { date, level, positions = null, colour, result, record, coached } = value;
  if (typeof date !== 'string' || date.length > 64 || !Number.isInteger(level)) return null;
  if (!COLOURS.includes(colour) || !RESULTS.includes(result) || typeof record !== 'string' || record.length > 65_536) return null;
  if (coached !== undefined && typeof coached !== 'boolean') return null;
  if (positions !== null && !Number.isInteger(positions)) return null;
  const game = positions === null ? { date, level, colour, result, record } : { date, level, positions, colour, result, record };
  return coached ? { ...game, coached } : game;
}

/**
 * The games of a stored or exported history `text`: `{games}`, or `{problem}` with `problem.key`
 * `not-json`, `not-history`, `format` (with `format`), `too-many` or `game` (with `index`, from
 * 1); the i18n table's `historyProblem.KEY` says it in words. `kind`: the `kind` it must carry
 * (an export's), or null.
 */
export function parseHistory(text, kind = null) {
  const read = parseStoredHistory(text, kind);
  return read.problem ? read : { games: read.items };
}

/** `parseHistory` as kept-list.js reads lists: `{items}` (the games) or `{problem}`. */
export function parseStoredHistory(text, kind = null) {
  return parseList(text, { field: 'games', format: READ_FORMATS, max: MAX_GAMES, readItem: readGame, notList: 'not-history', itemKey: 'game', kind });
}

/** Stores `games`; false where the browser refused (a full quota, a private window). */
export function saveHistory(games) {
  return saveList(HISTORY_KEY, 'games', FORMAT, games);
}

/** The export file's text for `games`. */
export function exportText(games, now = new Date()) {
  return `${JSON.stringify({ kind: EXPORT_KIND, format: FORMAT, exportedAt: now.toISOString(), games }, null, 1)}\n`;
}

/**
 * `games` with `added` merged in: a game already there (the same date and record) is not added
 * twice; the result is in the order of the dates.
 */
export function mergeGames(games, added) {
  const seen = new Set(games.map((g) => `${g.date}|${g.record}`));
  const merged = [...games];
  for (const game of added) {
    const key = `${game.date}|${game.record}`;
    if (!seen.has(key)) {
      seen.add(key);
      merged.push(game);
    }
  }
  return merged.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}
