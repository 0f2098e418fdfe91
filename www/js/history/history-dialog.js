// History's dialog, loaded when it is first opened (element/features.js): the player's games and
// rating, and in it the deck of their mistakes and the games with friends.

import history from './history-words-en.js';
import deck from '../mistakes/deck-words-en.js';
import friendGames from '../friend/friend-games-words-en.js';

export { HistoryView } from './history-view.js';
export { DeckView } from '../mistakes/deck-view.js';
export { FriendGamesView } from '../friend/friend-games-view.js';

/** Their English words (element/features.js adds them when it loads). */
export const ENGLISH = { ...history, ...deck, ...friendGames };
