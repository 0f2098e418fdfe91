// The styles of the review's panel: the verdicts and the chart: CSS text alone, which comes with
// its feature and is adopted by the element that loads it (element/features.js, adopt-styles.js);
// the release writes it minified.

export const STYLES = `
/* Review: verdicts and the chart. */
.verdict-best { color: var(--pz-verdict-best); }
.verdict-good { color: var(--pz-verdict-good); }
.verdict-inaccuracy { color: var(--pz-verdict-inaccuracy); }
.verdict-mistake { color: var(--pz-verdict-mistake); font-weight: 600; }
.verdict-blunder { color: var(--pz-verdict-blunder); font-weight: 700; }
.review-moves { max-height: 10rem; overflow-y: auto; list-style: none; padding-left: 0.3rem; }
.chart-figure { margin: 0.3rem 0; }
.chart-figure figcaption { font-size: 0.8rem; color: var(--pz-muted); }
.chart { width: 100%; height: auto; display: block; border-radius: 4px; overflow: visible; }
.chart-black { fill: #1d1d1f; }
.chart-white { fill: #fbfaf7; }
.chart-middle { stroke: #888; stroke-dasharray: 3 3; stroke-width: 0.5; }
.chart-line { fill: none; stroke: var(--pz-path); stroke-width: 1.5; }
.chart-point { fill: var(--pz-path); cursor: pointer; }
.chart-point.shown { fill: var(--pz-accent); stroke: var(--pz-text); stroke-width: 1; }
`;
