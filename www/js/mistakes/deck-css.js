// The styles of the ways into the deck of the player's mistakes (the review's panel, History): CSS
// text alone, which comes with its feature and is adopted by the element that loads it
// (element/features.js, adopt-styles.js); the release writes it minified.

export const STYLES = `
/* The ways into the deck: in the review panel and the History dialog. */
.review-mistakes, .mistakes-deck { display: flex; flex-wrap: wrap; gap: 0.3rem 0.6rem; align-items: center; }
.review-mistakes p, .mistakes-deck p { margin: 0; flex-basis: 100%; overflow-wrap: anywhere; }
.mistakes-deck { margin: 0.5rem 0; }
.mistakes-deck h3 { margin: 0; font-size: 1rem; flex-basis: 100%; }
.review-mistakes button.action, .mistakes-deck button.action { min-height: 2.75rem; }
`;
