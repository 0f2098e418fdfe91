// Saving the game in progress locally, and reading and writing shareable links.
//
// Each <pathwayz-game persist> saves under its own key: `pathwayz.game.v1` for an element
// without an `id`, `pathwayz.game.v1#ID` for one with `id="ID"`. An entry that cannot be read
// as a saved game is never deleted: it is set aside under `KEY.set-aside.TIME` first.

import { migrateOnce } from './stored-data.js';
import { modeOf } from '../modes/mode-table.js';

const BASE_KEY = 'pathwayz.game.v1';
/** The format written in every saved entry. */
const FORMAT = 1;

/** The storage key of an element with this `id` (or none). */
export function storageKey(id) {
  return id ? `${BASE_KEY}#${id}` : BASE_KEY;
}

/** True for a plain object (not null, an array or a primitive). */
function isPlainObject(value) {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The text stored under `key`, or null where storage is unavailable or empty. */
function readRaw(key) {
  migrateOnce();
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/**
 * The saved game under `key`: `null` if there is none, `{entry: {record, settings, savedAt}}`
 * for one of ours, `{problem, raw}` for an entry that is not a saved game (damaged or foreign):
 * `problem.key` is `not-json`, `not-a-game`, `format` (with `problem.format`) or `settings`, the
 * i18n table's `savedProblem.KEY` says it in words.
 */
export function loadSaved(key) {
  const raw = readRaw(key);
  if (raw === null) return null;
  let entry;
  try {
    entry = JSON.parse(raw);
  } catch {
    return { problem: { key: 'not-json' }, raw };
  }
  if (!isPlainObject(entry) || typeof entry.record !== 'string') return { problem: { key: 'not-a-game' }, raw };
  if (entry.format !== undefined && entry.format !== FORMAT) return { problem: { key: 'format', format: String(entry.format).slice(0, 20) }, raw };
  if (entry.settings !== undefined && !isPlainObject(entry.settings)) return { problem: { key: 'settings' }, raw };
  return { entry: { record: entry.record, settings: entry.settings ?? {}, savedAt: Number(entry.savedAt) || 0 }, raw };
}

/**
 * Moves the entry under `key` to a key of its own, `KEY.set-aside.TIME`, and returns that key
 * (null if storage refused: the entry then stays where it was).
 */
export function setAside(key, raw) {
  const aside = `${key}.set-aside.${new Date().toISOString()}`;
  try {
    localStorage.setItem(aside, raw);
    localStorage.removeItem(key);
    return aside;
  } catch {
    return null;
  }
}

/**
 * Saves the game; true if it was saved, false where storage refused it (a full quota, a private
 * window): the game goes on unsaved, and the caller tells the player.
 */
export function save(key, record, settings) {
  try {
    localStorage.setItem(key, JSON.stringify({ format: FORMAT, record, settings, savedAt: Date.now() }));
    return true;
  } catch {
    return false;
  }
}

/**
 * A link that opens this game, given its moves (the store's `game.moves`, the engine's reading
 * of the record): `#moves=d4,e5,e4*&mode=pai&level=10&color=white&ms=1000`, with
 * `&positions=60000` for a limited strength (`&white-positions=` for White's in PAI against
 * itself) and `&coach=mistake` (or `blunder`) where the coach is on.
 */
export function shareLink(moves, settings, base = location.href) {
  const params = [`moves=${moves.join(',')}`, `mode=${settings.mode}`, `level=${settings.level}`,
    `color=${settings.humanColor}`, `ms=${settings.ms}`];
  if (Number.isInteger(settings.positions)) params.push(`positions=${settings.positions}`);
  if (modeOf(settings).setup.whiteLevel) params.push(`white=${settings.whiteLevel}`);
  if (modeOf(settings).setup.whiteLevel && Number.isInteger(settings.whitePositions)) params.push(`white-positions=${settings.whitePositions}`);
  if (modeOf(settings).coaches && settings.coach && settings.coach !== 'off') params.push(`coach=${settings.coach}`);
  return `${base.split('#')[0]}#${params.join('&')}`;
}

/** The fields of a fragment, `#a=1&b=2`, as an object without a prototype. */
function fragmentFields(hash) {
  const fields = Object.create(null);
  for (const pair of hash.replace(/^#/, '').split('&')) {
    const [key, ...rest] = pair.split('=');
    let value = rest.join('=');
    try { value = decodeURIComponent(value); } catch { /* keep it as written */ }
    if (!(key in fields)) fields[key] = value;
  }
  return fields;
}

/**
 * The game a link's fragment describes, `{record, settings}`, or null if it is not a link. The
 * record is the link's moves with each comma a space, as written: the engine reads it (any
 * whitespace between moves) and refuses it if it cannot be loaded, once it is there
 * (saved-games.js).
 */
export function readLink(hash = location.hash) {
  const fields = fragmentFields(hash);
  if (!('moves' in fields)) return null;
  const settings = {};
  if (fields.mode) settings.mode = fields.mode;
  if (fields.level) settings.level = Number(fields.level);
  if (fields.positions) settings.positions = Number(fields.positions);
  if (fields.white) settings.whiteLevel = Number(fields.white);
  if (fields['white-positions']) settings.whitePositions = Number(fields['white-positions']);
  if (fields.color) settings.humanColor = fields.color;
  if (fields.ms) settings.ms = Number(fields.ms);
  if (fields.coach) settings.coach = fields.coach;
  return { record: fields.moves.replaceAll(',', ' '), settings };
}

/** Removes a link from the address (after it was opened), so a reload restores the saved game. */
export function forgetLink() {
  if (readLink() === null) return;
  try {
    history.replaceState(history.state, '', location.pathname + location.search);
  } catch {
    // A sandboxed page may refuse; the saved game still wins over the link on reload.
  }
}
