// The games with friends this device keeps, in this browser only (never sent anywhere): one key
// for the browser, `pathwayz.friends.v1`, holding `{format: 1, games: [{id, me, white, black,
// record, started, updated}]}` (`id` the game's, `me` the colour played here, `white` and
// `black` the players' names or null, `record` the game as kept, `started` and `updated` ISO
// date-times). Read without trust and kept as kept-list.js keeps lists (an entry that cannot be
// read is set aside, never deleted); whether an id, a name or a record is one is the engine's to
// say (friend-games.js asks it). A later format must still read format 1.

import { loadList, parseList, saveList } from '../storage/kept-list.js';

export const FRIENDS_KEY = 'pathwayz.friends.v1';
/** The format written; the formats read. */
const FORMAT = 1;
/** The most games kept. */
export const MAX_FRIEND_GAMES = 10_000;

const COLOURS = ['white', 'black'];

/** A name as kept: a short string, or null. */
function readName(value) {
  if (value === null || value === undefined) return null;
  return typeof value === 'string' && value.length <= 200 ? value : undefined;
}

/** The game `value` as kept (only its known fields), or null when it is not one. */
function readGame(value) {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const { id, me, record, started, updated } = value;
  const white = readName(value.white);
  const black = readName(value.black);
  if (typeof id !== 'string' || id.length > 64 || !COLOURS.includes(me) || white === undefined || black === undefined) return null;
  if (typeof record !== 'string' || record.length > 65_536) return null;
  if (typeof started !== 'string' || started.length > 64 || typeof updated !== 'string' || updated.length > 64) return null;
  return { id, me, white, black, record, started, updated };
}

/**
 * The games of a kept list's `text` as kept-list.js reads lists: `{items}` or `{problem}` with
 * `problem.key` `not-json`, `not-friends`, `format` (with `format`), `too-many` or `game` (with
 * `index`, from 1); the i18n table's `friendsProblem.KEY` says it in words.
 */
export function parseFriendGames(text) {
  return parseList(text, { field: 'games', format: FORMAT, max: MAX_FRIEND_GAMES, readItem: readGame, notList: 'not-friends', itemKey: 'game' });
}

/** The games kept now (read again, another tab may have changed them): `{items}`, or `{problem}` as `parseFriendGames`. */
export function loadFriendGames() {
  return loadList(FRIENDS_KEY, parseFriendGames);
}

/** Keeps `games`; false where the browser refused (a full quota, a private window). */
export function saveFriendGames(games) {
  return saveList(FRIENDS_KEY, 'games', FORMAT, games);
}

/** `games` with `game` in place of the one with its id (or added at the end). */
export function withGame(games, game) {
  const index = games.findIndex((kept) => kept.id === game.id);
  if (index < 0) return [...games, game];
  return games.map((kept, i) => (i === index ? game : kept));
}
