// `friend`: a game with a friend on another device, by link. The player plays their colour here;
// after each move the page gives a link carrying the game, and the friend's move comes back in
// theirs (friend/friend-work.js, friend-games.js, friend-view.js). Each device keeps its own copy
// of each such game (friend-storage.js), not as the game saved in progress.
import { definePlayedMode } from './played.js';

export const FRIEND_MODE = definePlayedMode({
  name: 'friend',
  savesGame: false,
  byLink: true,
  panel: 'friend',
  // The friend links are the data module's (src/wasm/mod.rs): a replay's core has none.
  engine: 'data',
  playerOf: (settings, color) => (color === settings.humanColor ? 'you' : 'friend'),
  seenFrom: (settings) => settings.humanColor,
  // A move sent cannot be taken back; PAI gives no hint in a game between friends.
  undo: 'none',
  hints: false,
  setup: { color: true, note: 'friendSetupNote' },
});
