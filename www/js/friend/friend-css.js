// The styles of the panel of a game with a friend: CSS text alone, which comes with its feature
// and is adopted by the element that loads it (element/features.js, adopt-styles.js); the release
// writes it minified.

export const STYLES = `
/* Its panel under the board: the link to send, the player's name, a link to open. */
.friend { display: grid; gap: 0.4rem; }
.friend p, .friend h2 { margin: 0; }
.friend-turn { font-size: 0.95rem; font-weight: 600; overflow-wrap: anywhere; }
.friend-send { display: flex; flex-wrap: wrap; gap: 0.3rem 0.4rem; align-items: end; }
.friend-send .friend-field { flex: 1 1 16rem; }
.friend-field { display: grid; gap: 0.2rem; font-size: 0.85rem; }
.friend input {
  font: inherit; font-size: 0.9rem; padding: 0.45rem 0.6rem; border-radius: 6px; min-width: 0; min-height: 2.75rem; box-sizing: border-box;
  border: 1px solid var(--pz-muted); background: var(--pz-surface); color: var(--pz-text);
}
.friend input:focus-visible { outline: 3px solid var(--pz-path); outline-offset: 1px; }
.friend-link { font-family: ui-monospace, monospace; }
.friend-buttons { display: flex; flex-wrap: wrap; gap: 0.4rem; }
.friend button.action { min-height: 2.75rem; }
.friend-open summary { cursor: pointer; font-size: 0.9rem; min-height: 2.75rem; display: flex; align-items: center; }
.friend-open[open] { display: grid; gap: 0.3rem; }
.friend-back { justify-self: start; }
`;
