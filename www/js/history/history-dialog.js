// History's dialog, loaded when it is first opened (element/features.js): the player's games and
// rating, and in it the deck of their mistakes and the games with friends.

export { HistoryView } from './history-view.js';
export { DeckView } from '../mistakes/deck-view.js';
export { FriendGamesView } from '../friend/friend-games-view.js';
