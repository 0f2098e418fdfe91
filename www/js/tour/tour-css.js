// The styles of the walk-through's dialog: CSS text alone, which comes with its feature and is
// adopted by the element that loads it (element/features.js, adopt-styles.js); the release writes
// it minified.

export const STYLES = `
.tour-board { margin: 0.5rem 0; }
.tour-text { max-width: 40rem; }
.tour-result { min-height: 1.3em; font-weight: 600; }
`;
