// A list the page keeps in this browser's localStorage under one key, as
// `{format, FIELD: [...]}` (the player's history of games, history-storage.js; their puzzle
// attempts, puzzle-attempts.js): read without trust (each entry read by the caller's reader,
// problems named by a key the i18n tables say in words), written whole, and where it cannot be
// read, set aside under `KEY.set-aside.TIME` (storage.js), never deleted.

import { setAside } from './storage.js';
import { migrateOnce } from './stored-data.js';

/**
 * The entries of a kept list's `text` (of `format`, a number, or any of a list of them): `{items}`
 * (with the fields `readRest(data)` reads from the rest of the object, where given), or `{problem}` with `problem.key` `not-json`,
 * `notList` (not such a list, or not of `kind` when one is asked for), `format` (with `format`),
 * `too-many`, or `itemKey` (with `index`, from 1: an entry `readItem` returned null for).
 */
export function parseList(text, { field, format, max, readItem, notList, itemKey, kind = null, readRest = () => ({}) }) {
  let data;
  try {
    data = JSON.parse(text);
  } catch {
    return { problem: { key: 'not-json' } };
  }
  if (typeof data !== 'object' || data === null || !Array.isArray(data[field]) || (kind && data.kind !== kind)) return { problem: { key: notList } };
  if (![format].flat().includes(data.format)) return { problem: { key: 'format', format: String(data.format).slice(0, 20) } };
  if (data[field].length > max) return { problem: { key: 'too-many' } };
  const items = [];
  for (const [index, value] of data[field].entries()) {
    const item = readItem(value);
    if (!item) return { problem: { key: itemKey, index: index + 1 } };
    items.push(item);
  }
  return { items, ...readRest(data) };
}

/**
 * The list under `key` read by `parse` (text to `{items}` or `{problem}`): `{items: []}` when none
 * is kept or storage is unavailable, else `parse`'s answer with the `raw` text.
 */
export function loadList(key, parse) {
  let raw = null;
  migrateOnce();
  try {
    raw = localStorage.getItem(key);
  } catch {
    return { items: [] };
  }
  if (raw === null) return { items: [] };
  return { ...parse(raw), raw };
}

/**
 * Keeps `{format, [field]: items, ...rest}` under `key`; false where the browser refused (a full
 * quota, a private window).
 */
export function saveList(key, field, format, items, rest = {}) {
  try {
    localStorage.setItem(key, JSON.stringify({ format, [field]: items, ...rest }));
    return true;
  } catch {
    return false;
  }
}

/**
 * The list under `key` for the page to use: what `parse` read (`{items}`, and any other fields it reads), or, for one that cannot be read (`parse`'s
 * problem, said by `describe(problem)`, or `check(items)`'s words), `{problem, aside, items}`
 * after setting it aside: `aside` the key it is kept under and `items` empty, or, where the
 * browser refused, `aside` and `items` null (nothing may then be written over it).
 */
export function loadOrSetAside(key, parse, describe, check) {
  const found = loadList(key, parse);
  const problem = found.problem ? describe(found.problem) : check(found.items);
  if (!problem) {
    const { raw, ...read } = found;
    return read;
  }
  const aside = setAside(key, found.raw);
  return { problem, aside, items: aside ? [] : null };
}
