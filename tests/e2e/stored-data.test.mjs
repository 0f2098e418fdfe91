// The kept data's schema (www/js/storage/stored-data.js): data of release 0.5.0 (no marker) is brought to
// this release's schema and read as it was; data of a newer release is left alone; storage that
// refuses is no error. The browser story from 0.5.0's own site is in update.test.mjs.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { SCHEMA_KEY, SCHEMA_VERSION, migrateStoredData } from '../../www/js/storage/stored-data.js';

/** A Storage-like object over a Map, whose `setItem` may refuse (a full quota). */
function fakeStorage(entries = {}, { refuseWrites = false } = {}) {
  const map = new Map(Object.entries(entries));
  return {
    map,
    getItem: (key) => (map.has(key) ? map.get(key) : null),
    setItem: (key, value) => {
      if (refuseWrites) throw new DOMException('quota', 'QuotaExceededError');
      map.set(key, String(value));
    },
    removeItem: (key) => map.delete(key),
  };
}

/** What release 0.5.0 kept after a game was begun and the tour skipped. */
const SAVED_BY_0_5_0 = {
  'pathwayz.game.v1': JSON.stringify({ format: 1, record: 'f5 e4', settings: { mode: 'pai', level: 7, whiteLevel: 4, humanColor: 'white', ms: 500 }, savedAt: 1764000000000 }),
  'pathwayz.tour.v1': 'skipped',
};

test("0.5.0's data is brought to this schema, every entry kept as it was", () => {
  const storage = fakeStorage(SAVED_BY_0_5_0);
  assert.deepEqual(migrateStoredData(storage), { from: 1, to: SCHEMA_VERSION });
  assert.equal(storage.getItem(SCHEMA_KEY), String(SCHEMA_VERSION));
  for (const [key, value] of Object.entries(SAVED_BY_0_5_0)) assert.equal(storage.getItem(key), value, key);
  // Once there, nothing more to do.
  assert.deepEqual(migrateStoredData(storage), { from: SCHEMA_VERSION, to: SCHEMA_VERSION });
});

test("a newer release's data is read as it is and not marked down", () => {
  const storage = fakeStorage({ ...SAVED_BY_0_5_0, [SCHEMA_KEY]: String(SCHEMA_VERSION + 1) });
  assert.deepEqual(migrateStoredData(storage), { from: SCHEMA_VERSION + 1, newer: true });
  assert.equal(storage.getItem(SCHEMA_KEY), String(SCHEMA_VERSION + 1));
});

test('a damaged marker counts as the first schema; storage that refuses or is missing is no error', () => {
  const damaged = fakeStorage({ [SCHEMA_KEY]: 'two' });
  assert.deepEqual(migrateStoredData(damaged), { from: 1, to: SCHEMA_VERSION });
  assert.equal(damaged.getItem(SCHEMA_KEY), String(SCHEMA_VERSION));
  const full = fakeStorage(SAVED_BY_0_5_0, { refuseWrites: true });
  assert.deepEqual(migrateStoredData(full), { from: 1, to: SCHEMA_VERSION });
  assert.equal(full.getItem(SCHEMA_KEY), null, 'nothing written; the steps run again next time');
  const blocked = { getItem: () => { throw new DOMException('denied', 'SecurityError'); } };
  assert.equal(migrateStoredData(blocked), null);
});
