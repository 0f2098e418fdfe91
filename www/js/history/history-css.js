// The styles of History's dialog: CSS text alone, which comes with its feature and is adopted by
// the element that loads it (element/features.js, adopt-styles.js); the release writes it
// minified.

export const STYLES = `
dialog.history[open] { display: flex; flex-direction: column; }
dialog.history > * { flex: none; }
dialog.history > .history-list { list-style: none; padding: 0; margin: 0.5rem 0; display: grid; align-content: start; gap: 0.25rem; flex: 1 1 auto; min-height: 4rem; overflow-y: auto; }
.history-game {
  display: flex; flex-wrap: wrap; gap: 0.2rem 0.75rem; align-items: center; font-size: 0.85rem; padding: 0.3rem 0.5rem;
  border: 1px solid color-mix(in srgb, var(--pz-muted) 40%, transparent); border-radius: 6px;
}
.history-cell-0 { font-variant-numeric: tabular-nums; }
.history-cell-3 { font-weight: 600; }
.history-review { margin-inline-start: auto; }
.history-row, .history-confirm { display: flex; flex-wrap: wrap; gap: 0.4rem; align-items: center; }
.history-confirm { margin-top: 0.5rem; }
.history-confirm p { margin: 0; flex-basis: 100%; }
.history-message:empty, .history-rating:empty { display: none; }
`;
