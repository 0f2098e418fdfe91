// The player's history of finished games against PAI, kept in this browser only (never sent
// anywhere): one key for the browser, `pathwayz.history.v1`, holding
// `{format: 1, games: [{date, level, colour, result, record}]}` (`date` an ISO date-time,
// `colour` the player's, `result` the player's: win, draw or loss). The rating is not stored:
// the engine works it out from these games (`playerRating`). A later format must still read
// format 1; an entry that cannot be read is set aside (storage.js's `setAside`), never deleted.
// An export is the same object with `kind: "pathwayz-history"` and `exportedAt`.

export const HISTORY_KEY = 'pathwayz.history.v1';
/** The format written; the formats read. */
const FORMAT = 1;
/** What an exported file says it is. */
export const EXPORT_KIND = 'pathwayz-history';
/** The most games kept (the engine rates at most 100,000). */
export const MAX_GAMES = 100_000;

const COLOURS = ['white', 'black'];
const RESULTS = ['win', 'draw', 'loss'];

/**
 * The game `value` as kept (only its known fields), or null when it is not one. The date's and
 * the level's meaning (a real day, a level of the ladder) are the engine's to judge.
 */
function readGame(value) {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const { date, level, colour, result, record } = value;
  if (typeof date !== 'string' || date.length > 64 || !Number.isInteger(level)) return null;
  if (!COLOURS.includes(colour) || !RESULTS.includes(result) || typeof record !== 'string' || record.length > 65_536) return null;
  return { date, level, colour, result, record };
}

/**
 * The games of a stored or exported history `text`: `{games}`, or `{problem}` with `problem.key`
 * `not-json`, `not-history`, `format` (with `format`), `too-many` or `game` (with `index`, from
 * 1); the i18n table's `historyProblem.KEY` says it in words. `kind`: the `kind` it must carry
 * (an export's), or null.
 */
export function parseHistory(text, kind = null) {
  let data;
  try {
    data = JSON.parse(text);
  } catch {
    return { problem: { key: 'not-json' } };
  }
  if (typeof data !== 'object' || data === null || !Array.isArray(data.games) || (kind && data.kind !== kind)) return { problem: { key: 'not-history' } };
  if (data.format !== FORMAT) return { problem: { key: 'format', format: String(data.format).slice(0, 20) } };
  if (data.games.length > MAX_GAMES) return { problem: { key: 'too-many' } };
  const games = [];
  for (const [index, value] of data.games.entries()) {
    const game = readGame(value);
    if (!game) return { problem: { key: 'game', index: index + 1 } };
    games.push(game);
  }
  return { games };
}

/** The stored history: `{games, raw}` (none stored: no games), or `{problem, raw}` for a damaged entry. */
export function loadHistory() {
  let raw = null;
  try {
    raw = localStorage.getItem(HISTORY_KEY);
  } catch {
    return { games: [] };
  }
  if (raw === null) return { games: [] };
  return { ...parseHistory(raw), raw };
}

/** Stores `games`; false where the browser refused (a full quota, a private window). */
export function saveHistory(games) {
  try {
    localStorage.setItem(HISTORY_KEY, JSON.stringify({ format: FORMAT, games }));
    return true;
  } catch {
    return false;
  }
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
