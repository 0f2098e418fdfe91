// The review's panel, loaded at the first review (element/features.js): its view and, in it, the
// way into the deck of the player's mistakes made in the game reviewed.

import review from './review-words-en.js';
import deck from '../mistakes/deck-words-en.js';
import { STYLES as REVIEW_STYLES } from './review-css.js';
import { STYLES as DECK_STYLES } from '../mistakes/deck-css.js';

export { ReviewView } from './review-view.js';
export { DeckView } from '../mistakes/deck-view.js';

/** Their English words (element/features.js adds them when it loads). */
export const ENGLISH = { ...review, ...deck };

/** Their styles (element/features.js: adopted when they load). */
export const STYLES = [REVIEW_STYLES, DECK_STYLES];
