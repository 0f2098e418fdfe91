// The schema of what the page keeps in this browser's localStorage, and its migration from the
// data of earlier releases. `pathwayz.schema` holds the schema's version; each kept value also
// says its own format (a key ending `.v1`, a `format` field). Before a page reads anything kept
// (storage.js, kept-list.js) the data is brought to this release's schema, once per page, one step
// per version, so that a player's game in progress, history, ratings, puzzle progress and
// settings survive every update. Data of a newer schema (a page of the next release open in
// another tab) is read as it is and never written back to an older one.
//
// | schema | release | what is kept |
// |---|---|---|
// | 1 (no marker) | 0.5.0 | the game in progress (`pathwayz.game.v1[#id]`, format 1), the tour (`pathwayz.tour.v1`) |
// | 2 | 0.6.0 | those, the history (`pathwayz.history.v1`), puzzle attempts (`pathwayz.puzzles.v1`), sounds (`pathwayz.sounds.v1`), pondering (`pathwayz.ponder.v1`) |
// | 3 | 0.7.0 | those, puzzle streaks (`pathwayz.streaks.v1`), the deck of the player's mistakes (`pathwayz.mistakes.v1`), the games with friends (`pathwayz.friends.v1`, friend/friend-storage.js); a saved game's settings may carry `coach` and PAI's budgets of positions (`positions`, `whitePositions`), the history is written as format 2 (a game may be `coached`, and carry the `positions` of a limited strength) |

/** The key of the schema version. */
export const SCHEMA_KEY = 'pathwayz.schema';
/** This release's schema version. */
export const SCHEMA_VERSION = 3;

/**
 * The steps, by the version they start from: step N turns schema N's data into schema N+1's.
 * Each must leave data it does not understand where it is.
 */
const STEPS = new Map([
  // 0.5.0's game entries and tour key are what 0.6.0 reads: the step only adds the keys 0.6.0
  // brings, which are made when first used.
  [1, () => {}],
  // 0.6.0's data is what 0.7.0 reads: the streaks, the deck of mistakes and the games with
  // friends are made when first used; the history (format 1) is read as it is, a game without the
  // coach against a level alone (no `positions`), and written as format 2 with its next game; a
  // saved game without `coach` has the coach off, without `positions` PAI plays its level alone.
  // Nothing to rewrite.
  [2, () => {}],
]);

/**
 * Brings the kept data in `storage` to this release's schema. Returns `{from, to}` (the version
 * found, the version now), `{from, newer: true}` for data of a newer release, left as it is, or
 * null where storage is unavailable.
 */
export function migrateStoredData(storage = globalThis.localStorage) {
  let found;
  try {
    found = storage.getItem(SCHEMA_KEY);
  } catch {
    return null;
  }
  const from = found === null ? 1 : Number(found);
  if (!Number.isInteger(from) || from < 1) return migrateFrom(storage, 1);
  if (from > SCHEMA_VERSION) return { from, newer: true };
  return migrateFrom(storage, from);
}

function migrateFrom(storage, from) {
  for (let version = from; version < SCHEMA_VERSION; version++) STEPS.get(version)(storage);
  try {
    if (from !== SCHEMA_VERSION || storage.getItem(SCHEMA_KEY) !== String(SCHEMA_VERSION)) storage.setItem(SCHEMA_KEY, String(SCHEMA_VERSION));
  } catch {
    // A full or refused storage: the steps run again on the next visit, and each is safe to repeat.
  }
  return { from, to: SCHEMA_VERSION };
}

let migrated = false;

/** Migrates this page's kept data once, before the first read (storage.js, kept-list.js). */
export function migrateOnce() {
  if (migrated) return;
  migrated = true;
  migrateStoredData();
}
