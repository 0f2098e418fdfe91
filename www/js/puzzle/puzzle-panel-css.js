// The styles of the puzzle's and the exercise's panels under the board: CSS text alone, which
// comes with its feature and is adopted by the element that loads it (element/features.js,
// adopt-styles.js); the release writes it minified.

export const STYLES = `
/* Puzzle: what it asks, how the player does, its buttons under the board. An exercise of the
   player's mistakes is laid out as a puzzle is. */
.puzzle { display: grid; grid-template-columns: minmax(0, 1fr); gap: 0.35rem; }
.exercise { display: grid; gap: 0.35rem; }
.puzzle p, .puzzle h2, .exercise p, .exercise h2 { margin: 0; }
.puzzle h2, .exercise h2 { font-size: 0.95rem; color: var(--pz-muted); font-weight: 600; }
.puzzle-prompt, .exercise-prompt { font-size: 1.05rem; font-weight: 700; }
.puzzle-feedback, .exercise-feedback { font-size: 0.95rem; overflow-wrap: anywhere; min-height: 1.3em; }
.puzzle-feedback[data-tone="good"], .exercise-feedback[data-tone="good"] { color: var(--pz-verdict-best); font-weight: 700; }
.puzzle-feedback[data-tone="bad"], .exercise-feedback[data-tone="bad"] { color: var(--pz-accent); font-weight: 600; }
.puzzle-buttons, .exercise-buttons { display: flex; flex-wrap: wrap; gap: 0.4rem; align-items: center; }
.puzzle-buttons button.action, .exercise-buttons button.action { min-height: 2.75rem; font-size: 1rem; }
.puzzle-choice { display: flex; flex-wrap: wrap; gap: 0.4rem; align-items: center; }
.puzzle-theme-label { display: flex; gap: 0.4rem; align-items: center; flex: 1 1 14rem; min-width: 0; }
.puzzle-theme { min-height: 2.75rem; flex: 1 1 auto; width: 100%; min-width: 0; font: inherit; }
.puzzle-choice button.action { min-height: 2.75rem; font-size: 1rem; }
.puzzle-streak { font-weight: 600; font-variant-numeric: tabular-nums; }
.puzzle-rating { font-weight: 600; font-variant-numeric: tabular-nums; }
.puzzle-links { display: flex; flex-wrap: wrap; gap: 0.4rem; }
/* An exercise's own lines. */
.exercise-from { font-size: 0.9rem; overflow-wrap: anywhere; }
.exercise-progress { font-size: 0.9rem; font-weight: 600; }
`;
