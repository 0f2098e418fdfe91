// History's dialog, loaded when it is first opened (element/features.js): the player's games and
// rating, and in it the deck of their mistakes and the games with friends.

import history from './history-words-en.js';
import deck from '../mistakes/deck-words-en.js';
import friendGames from '../friend/friend-games-words-en.js';
import { STYLES as HISTORY_STYLES } from './history-css.js';
import { STYLES as DECK_STYLES } from '../mistakes/deck-css.js';
import { STYLES as FRIEND_GAMES_STYLES } from '../friend/friend-games-css.js';

export { HistoryView } from './history-view.js';
export { DeckView } from '../mistakes/deck-view.js';
export { FriendGamesView } from '../friend/friend-games-view.js';

/** Their English words (element/features.js adds them when it loads). */
export const ENGLISH = { ...history, ...deck, ...friendGames };

/** Their styles (element/features.js: adopted when they load). */
export const STYLES = [HISTORY_STYLES, DECK_STYLES, FRIEND_GAMES_STYLES];
