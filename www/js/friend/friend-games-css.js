// The styles of the list of games with friends in History: CSS text alone, which comes with its
// feature and is adopted by the element that loads it (element/features.js, adopt-styles.js); the
// release writes it minified.

export const STYLES = `
.friend-games h3 { margin: 0.75rem 0 0.3rem; }
.friend-games-list { list-style: none; padding: 0; margin: 0; display: grid; gap: 0.25rem; max-height: 12rem; overflow-y: auto; }
.friend-game {
  display: flex; flex-wrap: wrap; gap: 0.2rem 0.75rem; align-items: center; font-size: 0.85rem; padding: 0.3rem 0.5rem;
  border: 1px solid color-mix(in srgb, var(--pz-muted) 40%, transparent); border-radius: 6px;
}
.friend-game-cell-0 { font-weight: 600; overflow-wrap: anywhere; }
.friend-game[data-standing="your-move"] .friend-game-cell-3 { font-weight: 700; color: var(--pz-accent); }
.friend-game-open { margin-inline-start: auto; }
`;
