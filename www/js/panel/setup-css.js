// The styles of Game setup's dialog and its ladder: CSS text alone, which comes with its feature
// and is adopted by the element that loads it (element/features.js, adopt-styles.js); the release
// writes it minified.

export const STYLES = `
.setup-form label { display: inline-flex; flex-direction: column; font-size: 0.85rem; gap: 0.2rem; }
.setup-form label:is(.sound-field, .ponder-field) { flex-direction: row; align-items: center; gap: 0.5rem; min-height: 2.75rem; }
:is(.sound-field, .ponder-field) input { width: 1.4rem; height: 1.4rem; margin: 0; accent-color: var(--pz-path); }
:is(.sound-field, .ponder-field) input:focus-visible { outline: 3px solid var(--pz-path); outline-offset: 2px; }
.level-description, .ladder-note { font-size: 0.85rem; color: var(--pz-muted); margin: 0.3rem 0; }
.ladder { list-style: none; padding: 0; margin: 0; display: grid; gap: 0.25rem; }
.rung {
  width: 100%; display: grid; grid-template-columns: 1fr auto; grid-template-areas: "name elo" "bar bar" "words words";
  gap: 0.1rem 0.5rem; text-align: start; font: inherit; font-size: 0.85rem; padding: 0.35rem 0.6rem;
  border: 1px solid color-mix(in srgb, var(--pz-muted) 40%, transparent); border-radius: 6px;
  background: var(--pz-surface); color: var(--pz-text); cursor: pointer;
}
.rung[aria-pressed="true"] { border: 2px solid var(--pz-text); font-weight: 600; }
.rung-name { grid-area: name; font-weight: 600; }
.rung-elo { grid-area: elo; font-variant-numeric: tabular-nums; }
.rung-bar { grid-area: bar; height: 4px; background: color-mix(in srgb, var(--pz-muted) 25%, transparent); border-radius: 2px; }
.rung-bar span { display: block; height: 100%; width: var(--share, 0%); background: var(--pz-hint); border-radius: 2px; }
.rung-words { grid-area: words; color: var(--pz-muted); font-weight: 400; }
`;
