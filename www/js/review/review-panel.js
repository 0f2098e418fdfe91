// The review's panel, loaded at the first review (element/features.js): its view and, in it, the
// way into the deck of the player's mistakes made in the game reviewed.

export { ReviewView } from './review-view.js';
export { DeckView } from '../mistakes/deck-view.js';
