// The review's panel, loaded at the first review (element/features.js): its view and, in it, the
// way into the deck of the player's mistakes made in the game reviewed.

import review from './review-words-en.js';
import deck from '../mistakes/deck-words-en.js';

export { ReviewView } from './review-view.js';
export { DeckView } from '../mistakes/deck-view.js';

/** Their English words (element/features.js adds them when it loads). */
export const ENGLISH = { ...review, ...deck };
