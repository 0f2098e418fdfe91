// The element's styles, as CSS text (adopt-styles.js gives them to a shadow root; the release
// writes them minified: scripts/release/bundle.mjs). Everything a host page may want to change
// is a CSS custom property: set them on `pathwayz-game` itself (the :host rules below give each a
// default, which hides a value inherited from an ancestor); the pieces are also ::part()s (see
// docs/PUBLISHERS.md).
// Light and dark follow prefers-color-scheme; the `theme` attribute ("light" or "dark")
// overrides it. A host page's own --pz-* values on the element win over both.
//
// Properties: --pz-font, --pz-text, --pz-muted, --pz-surface, --pz-background, --pz-board,
// --pz-cell, --pz-cell-hover, --pz-white, --pz-black, --pz-accent, --pz-path, --pz-hint,
// --pz-edge (the goal edges), --pz-goal (their labels), --pz-verdict-* (the review's verdicts),
// --pz-radius, --pz-cell-size (a cell of the board as drawn across, landscape),
// --pz-cell-size-portrait (a cell of the board turned for a portrait phone).
const LIGHT = `
  --pz-text: #2b2118;
  --pz-muted: #62503f;
  --pz-surface: #fbf7f0;
  --pz-background: transparent;
  --pz-board: #8a5a2b;
  --pz-cell: #d9ad74;
  --pz-cell-hover: #e6c08e;
  --pz-white: #fbfaf7;
  --pz-black: #1d1d1f;
  --pz-accent: #b03022;
  --pz-path: #1f6fc5;
  --pz-hint: #1e8449;
  --pz-edge: #1e8449;
  --pz-goal: #17683a;
  --pz-verdict-best: #1e7a45;
  --pz-verdict-good: #3d6b1f;
  --pz-verdict-inaccuracy: #8a6100;
  --pz-verdict-mistake: #b4520a;
  --pz-verdict-blunder: #b03022;
  color-scheme: light;`;

const DARK = `
  --pz-text: #efe8dd;
  --pz-muted: #c2b5a3;
  --pz-surface: #2a2521;
  --pz-background: #1b1816;
  --pz-board: #4d3421;
  --pz-cell: #a67d50;
  --pz-cell-hover: #b58b5e;
  --pz-white: #f6f3ec;
  --pz-black: #141416;
  --pz-accent: #ff8a7a;
  --pz-path: #6cb4ff;
  --pz-hint: #4ee08f;
  --pz-edge: #4ee08f;
  --pz-goal: #6fe3a2;
  --pz-verdict-best: #6fe3a2;
  --pz-verdict-good: #b6e07a;
  --pz-verdict-inaccuracy: #f3cd5b;
  --pz-verdict-mistake: #ffad66;
  --pz-verdict-blunder: #ff8a7a;
  color-scheme: dark;`;

/** `[data-share="N"] { --share: N% }` for N from 0 to 100: a bar's length in whole percent. */
const SHARES = Array.from({ length: 101 }, (_, n) => `[data-share="${n}"] { --share: ${n}%; }`).join('\n');

export const STYLES = `
:host {
  --pz-font: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
  --pz-radius: 8px;
  ${LIGHT}
  /* A grid of one cell: the views (.pz), and until it is ready the room a page may keep for it
     (css/pathwayz-game.css: a ::before in the same cell), so nothing changes the host's display
     when it is ready (which would lay the whole element out again in one task). */
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  container-type: inline-size;
  font-family: var(--pz-font);
  color: var(--pz-text);
}
@media (prefers-color-scheme: dark) { :host(:not([theme="light"])) { ${DARK} } }
:host([theme="dark"]) { ${DARK} }
[hidden] { display: none !important; }
/* The views while they are built, a few at a time (pathwayz-game.js, build): laid out, but
   neither shown nor taking room, so what follows the element moves once, when they appear
   (opacity, unlike visibility, is not inherited: showing them restyles one element). */
.pz[data-building] { opacity: 0; height: 0; overflow: clip; }
.pz {
  grid-area: 1 / 1;
  display: grid; gap: 0.75rem; min-width: 0; grid-template-columns: minmax(0, 1fr);
  background: var(--pz-background); border-radius: var(--pz-radius);
  padding: var(--inset);
}
/* The dark theme's own background needs room around the element's content: the board's cells
   are sized to what is left (--inset, taken off 100cqi below), so a phone never scrolls across. */
:host { --inset: 0px; }
:host([theme="dark"]) { --inset: 0.5rem; }
@media (prefers-color-scheme: dark) { :host(:not([theme="light"])) { --inset: 0.5rem; } }
.board-side { display: grid; grid-template-columns: max-content; gap: 0.4rem; justify-content: start; min-width: 0; }
.side { display: grid; gap: 0.6rem; align-content: start; min-width: 0; }
.side > *, .panel-body > * { margin: 0; }
.panel-body { display: grid; gap: 0.5rem; align-content: start; min-width: 0; }

/* The board, its coordinates and its goal edges. */
.frame {
  --cell: var(--pz-cell-size, min(calc((100cqi - 2 * var(--inset) - 92px) / 12), 3.2rem));
  --gap: 2px; --pad: 5px; --goal: 8px; --label: 1.1rem;
  display: grid;
  grid-template-areas: ". top ." "left board right" ". bottom .";
  grid-template-columns: var(--label) auto var(--label);
  grid-template-rows: var(--label) auto var(--label);
  justify-content: start; align-content: start;
  touch-action: manipulation; user-select: none; -webkit-user-select: none;
}
.labels { display: grid; gap: var(--gap); color: var(--pz-muted); font-size: 0.75rem; line-height: 1; }
.labels span { display: grid; place-items: center; }
.labels .goal-label { color: var(--pz-goal); font-weight: 700; }
.labels.top { grid-area: top; }
.labels.bottom { grid-area: bottom; }
.labels.left { grid-area: left; }
.labels.right { grid-area: right; }
.labels.top, .labels.bottom {
  grid-auto-flow: column; grid-auto-columns: var(--cell);
  padding-inline: calc(var(--pad) + var(--goal));
}
.labels.left, .labels.right { grid-auto-rows: var(--cell); padding-block: var(--pad); }
.board {
  grid-area: board;
  display: grid; gap: var(--gap); padding: var(--pad);
  background: var(--pz-board);
  border-radius: var(--pz-radius);
  border-inline: var(--goal) solid var(--pz-edge);
}
.row { display: grid; grid-auto-flow: column; grid-auto-columns: var(--cell); gap: var(--gap); }
.frame[data-orientation="portrait"] .board { border-inline: 0; border-block: var(--goal) solid var(--pz-edge); }
.frame[data-orientation="portrait"] .labels.top, .frame[data-orientation="portrait"] .labels.bottom { padding-inline: var(--pad); }
.frame[data-orientation="portrait"] .labels.left, .frame[data-orientation="portrait"] .labels.right { padding-block: calc(var(--pad) + var(--goal)); }
.pz[data-orientation="portrait"] .frame {
  --cell: var(--pz-cell-size-portrait, min(calc((100cqi - 2 * var(--inset) - 28px) / 8), calc((100svh - 9rem) / 12), 3.6rem));
  --gap: 1px; --pad: 3px; --label: 14px;
  grid-template-columns: var(--label) auto 0;
}
.pz[data-orientation="portrait"] .frame .labels.right { display: none; }
.pz dialog .tour-board.frame { --cell: min(calc((100cqi - 2 * var(--inset) - 92px - 3rem) / 12), calc((100svh - 22rem) / 8), 2.6rem); }
.pz[data-orientation="portrait"] dialog .tour-board.frame { --cell: min(calc((100cqi - 2 * var(--inset) - 28px - 3rem) / 8), calc((100svh - 24rem) / 12), 2.6rem); }
.cell {
  position: relative; width: var(--cell); height: var(--cell);
  border: 0; padding: 0; border-radius: 3px; background: var(--pz-cell); cursor: pointer;
  -webkit-touch-callout: none; color: #2b2118; font: inherit;
}
.cell:hover { background: var(--pz-cell-hover); }
.board.locked .cell, .cell[aria-disabled="true"] { cursor: default; }
.cell:focus-visible { outline: 3px solid var(--pz-path); outline-offset: -3px; z-index: 1; }
.piece { position: absolute; inset: 12%; border-radius: 50%; transition: background 0.2s; }
.cell[data-piece="w"] .piece, .cell[data-piece="W"] .piece { background: var(--pz-white); box-shadow: 0 1px 2px #0006; }
.cell[data-piece="b"] .piece, .cell[data-piece="B"] .piece { background: var(--pz-black); box-shadow: 0 1px 2px #0006; }
.cell[data-piece="W"] .piece, .cell[data-piece="B"] .piece { border-radius: 20%; box-shadow: inset 0 0 0 3px var(--pz-accent); }
.cell[data-piece="W"] .piece::after, .cell[data-piece="B"] .piece::after {
  content: ""; position: absolute; inset: 34%; border-radius: 50%; background: var(--pz-accent);
}
.cell.last::before {
  content: ""; position: absolute; inset: 2px; border-radius: 3px;
  box-shadow: inset 0 0 0 2px var(--pz-accent); z-index: 1;
}
.cell.path .piece { outline: 3px solid var(--pz-path); outline-offset: 1px; }
.cell.hint { box-shadow: inset 0 0 0 3px var(--pz-hint); }
.cell.would-flip .piece, .cell.would-flip:not([data-piece]) { outline: 2px dashed var(--pz-accent); outline-offset: 1px; }
.cell.would-flip[data-piece="."] { outline: 2px dashed var(--pz-accent); outline-offset: -4px; }
.cell.armed { box-shadow: inset 0 0 0 3px var(--pz-accent); }
.cell.flipped .piece { animation: flip 0.5s ease-out; }
@keyframes flip { 0% { transform: rotateY(90deg) scale(0.8); } 100% { transform: none; } }
@media (prefers-reduced-motion: reduce) { .cell.flipped .piece, .spinner { animation: none; } }
/* Analysis marks: each empty cell's value, the best one ringed, PAI's line numbered. */
.cell .value {
  position: absolute; inset: 0; display: grid; place-items: center;
  font-size: calc(var(--cell) * 0.34); font-weight: 600; color: #1a120b; pointer-events: none;
}
.cell .value[data-variant="permanent"] { text-decoration: underline; }
.cell.best { box-shadow: inset 0 0 0 3px var(--pz-hint); }
.cell .step {
  position: absolute; top: 2px; right: 2px; min-width: 1.1em; height: 1.1em; padding: 0 2px;
  border-radius: 0.55em; font-size: calc(var(--cell) * 0.28); line-height: 1.1em; text-align: center;
  font-weight: 700; pointer-events: none; z-index: 2; box-shadow: 0 0 0 1px #0008;
}
.cell .step[data-variant="white"] { background: #fbfaf7; color: #1d1d1f; }
.cell .step[data-variant="black"] { background: #1d1d1f; color: #fbfaf7; }
.cell.line .value { display: none; }
.cell.line:not(.valued) .step, .cell.line .step { top: 50%; right: 50%; transform: translate(50%, -50%); font-size: calc(var(--cell) * 0.38); }
/* The race to connect: the cells of each side's shortest path, a small square in a lower
   corner, White's light on the left, Black's dark on the right (and in the race's legend). */
.cell .race-mark, .race-key {
  position: absolute; bottom: 2px; width: 24%; height: 24%; border-radius: 2px; pointer-events: none; z-index: 2;
}
.cell .race-mark[data-side="white"], .race-key[data-side="white"] { left: 2px; background: var(--pz-white); box-shadow: 0 0 0 1.5px var(--pz-black); }
.cell .race-mark[data-side="black"], .race-key[data-side="black"] { right: 2px; background: var(--pz-black); box-shadow: 0 0 0 1.5px var(--pz-white); }
.race-key { position: static; display: inline-block; width: 0.7em; height: 0.7em; vertical-align: baseline; margin-inline: 0.15em; }
/* The coach's stop: the reply that punishes the player's move, ringed and shown as a ghost of
   the piece it would put there (not played). */
.cell.coach-reply { box-shadow: inset 0 0 0 3px var(--pz-verdict-blunder); }
.cell .reply {
  position: absolute; inset: 22%; display: grid; place-items: center; border-radius: 50%;
  font-size: calc(var(--cell) * 0.34); font-weight: 700; pointer-events: none; z-index: 2;
}
.cell .reply[data-variant^="white"] { background: color-mix(in srgb, var(--pz-white) 75%, transparent); color: #1d1d1f; }
.cell .reply[data-variant^="black"] { background: color-mix(in srgb, var(--pz-black) 75%, transparent); color: #fbfaf7; }
.cell .reply[data-variant$="-permanent"] { border-radius: 20%; box-shadow: inset 0 0 0 2px var(--pz-accent); }
.coach { border-color: var(--pz-verdict-blunder); }
.coach p { margin: 0.2rem 0; font-size: 0.9rem; }
.coach-text { font-weight: 600; }
.coach-row { display: flex; flex-wrap: wrap; gap: 0.4rem; align-items: center; }
.race p { margin: 0.2rem 0; font-size: 0.9rem; }
.race-text { font-weight: 600; }

/* The evaluation bar: White's share on the left, Black's on the right. */
.evalbar { display: flex; height: 1.4rem; border-radius: 4px; overflow: hidden; box-shadow: 0 0 0 1px var(--pz-muted); font-size: 0.8rem; font-weight: 600; }
.evalbar > div { display: flex; align-items: center; padding: 0 0.4rem; transition: flex-basis 0.3s; min-width: 0; overflow: hidden; flex-basis: var(--share, 50%); }
.evalbar-white { background: #fbfaf7; color: #1d1d1f; }
.evalbar-black { background: #1d1d1f; color: #fbfaf7; justify-content: flex-end; }

/* The panel. */
.players { font-size: 0.95rem; font-weight: 600; }
.status { font-size: 1.1rem; font-weight: 600; min-height: 1.4em; }

.status.over { color: var(--pz-accent); }
.viewing { display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: center; font-size: 0.9rem; }
.message { color: var(--pz-muted); font-size: 0.9rem; }
.message-detail { color: var(--pz-muted); font-size: 0.8rem; margin: -0.25rem 0 0.5rem; }
.message-detail summary { cursor: pointer; }
.message-detail p { margin: 0.25rem 0 0; overflow-wrap: anywhere; }
.help { font-size: 0.8rem; color: var(--pz-muted); margin: 0.2rem 0; }
.thinking { display: flex; gap: 0.6rem; align-items: center; font-size: 0.9rem; min-height: 2rem; }
.thinking .spinner {
  width: 0.9rem; height: 0.9rem; border-radius: 50%;
  border: 2px solid var(--pz-muted); border-top-color: transparent;
  animation: spin 0.8s linear infinite;
}
@keyframes spin { to { transform: rotate(360deg); } }
.toolbar, .setup-row, .record-row, .tour-offer { display: flex; flex-wrap: wrap; gap: 0.4rem; align-items: center; }
button.action, select, textarea {
  font: inherit; font-size: 0.9rem; padding: 0.35rem 0.7rem; border-radius: 6px;
  border: 1px solid var(--pz-muted); background: var(--pz-surface); color: var(--pz-text);
}
button.action { cursor: pointer; }
button.action:disabled { opacity: 0.45; cursor: default; }
button.action[aria-pressed="true"] { background: var(--pz-text); color: var(--pz-surface); }
button:focus-visible, select:focus-visible, textarea:focus-visible { outline: 3px solid var(--pz-path); outline-offset: 1px; }
.kind { display: inline-flex; }
.kind button.action:first-child { border-radius: 6px 0 0 6px; }
.kind button.action:last-child { border-radius: 0 6px 6px 0; border-left: 0; }
.panel, .tour-offer { border: 1px solid color-mix(in srgb, var(--pz-muted) 35%, transparent); border-radius: var(--pz-radius); padding: 0.5rem 0.75rem; background: var(--pz-surface); }
.panel h2 { font-size: 1rem; margin: 0; }
.moves ol, .review-moves { margin: 0.25rem 0 0; padding-left: 2rem; font-family: ui-monospace, monospace; font-size: 0.9rem; }
/* A row a move pair, White's beside Black's; five rows in view, it scrolls down, never sideways
   (so the element's height does not grow with the game: a page reserves it, css/pathwayz-game.css). */
.moves ol { display: grid; grid-template-columns: repeat(2, minmax(0, 10rem)); column-gap: 2.6rem; padding-left: 2.6rem; max-height: 8.5rem; overflow-y: auto; }
button.move, button.reviewed {
  font: inherit; border: 0; background: none; color: inherit; padding: 0 0.2rem; cursor: pointer; text-align: start; border-radius: 3px;
}
/* Under a finger, at least 24 px high (WCAG's target size); a mouse keeps the compact list. */
@media (pointer: coarse) { button.move, button.reviewed { min-height: 24px; } }
button.move[aria-current], button.reviewed[aria-current] { background: var(--pz-text); color: var(--pz-surface); }
textarea { flex: 1 1 14rem; min-width: 0; min-height: 2.5rem; font-family: ui-monospace, monospace; }
.notice { font-size: 0.85rem; color: var(--pz-accent); }
.save-refused { font-size: 0.9rem; font-weight: 600; color: var(--pz-accent); }
.offer { display: flex; flex-wrap: wrap; gap: 0.4rem; align-items: center; font-size: 0.9rem; }
.offer p { margin: 0; flex-basis: 100%; }
.tour-offer p { margin: 0; flex-basis: 100%; font-size: 0.9rem; }
.picture summary { cursor: pointer; }
.picture summary h2 { display: inline; }
.picture summary:focus-visible { outline: 3px solid var(--pz-path); outline-offset: 1px; }
.picture-row { display: flex; flex-wrap: wrap; gap: 0.4rem; align-items: center; margin-top: 0.3rem; }
.picture-row label { display: inline-flex; align-items: center; gap: 0.3rem; font-size: 0.85rem; }
.picture-caption {
  font: inherit; font-size: 0.9rem; padding: 0.35rem 0.5rem; border-radius: 6px; width: 12rem; max-width: 100%;
  border: 1px solid var(--pz-muted); background: var(--pz-surface); color: var(--pz-text);
}
.picture-caption:focus-visible { outline: 3px solid var(--pz-path); outline-offset: 1px; }
.analysis p, .review p { margin: 0.2rem 0; font-size: 0.9rem; }

/* Replay: its controls under the board, a press wide enough for a thumb on a phone. */
/* Sized by the board above it, never widening it (inline-size containment: no intrinsic width). */
.replay-slot { contain: inline-size; }
.replay { display: grid; gap: 0.3rem; }
.replay p { margin: 0; }
.replay-buttons { display: flex; flex-wrap: wrap; gap: 0.4rem; align-items: center; }
.replay-buttons button.action { min-width: 2.75rem; min-height: 2.75rem; font-size: 1rem; }
.replay-buttons button.replay-play { min-width: 5.5rem; }
button.action[aria-disabled="true"] { opacity: 0.45; cursor: default; }
.replay-position { font-size: 0.95rem; font-weight: 600; font-variant-numeric: tabular-nums; }
.pz[data-replay-problem] .toolbar, .pz[data-replay-problem] .moves, .pz[data-replay-problem] .analysis-slot { display: none; }
/* What a view under the board could not show (panel/problem.js), the engine's words folded under it. */
.problem { color: var(--pz-accent); font-weight: 600; }
.problem details { color: var(--pz-muted); font-weight: 400; font-size: 0.8rem; }
.problem details p { overflow-wrap: anywhere; }
/* The slots of the panels under the board (a puzzle's, an exercise's, a game with a friend's:
   each panel's own styles come with it, element/features.js) and the hint's region. */
.puzzle-slot, .mistakes-slot, .friend-slot { contain: inline-size; }
.cell.region::after {
  content: ""; position: absolute; inset: 0; border-radius: 3px; pointer-events: none;
  background: var(--pz-hint); opacity: 0.3;
}
.visually-hidden {
  position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px; overflow: hidden;
  clip: rect(0 0 0 0); white-space: nowrap; border: 0;
}

/* Dialogs: setup (with the ladder), the walk-through and the history (what is in each comes with it). */
dialog {
  box-sizing: border-box; border: 1px solid var(--pz-muted); border-radius: var(--pz-radius); padding: 1rem;
  background: var(--pz-surface); color: var(--pz-text); max-width: min(44rem, 96vw); max-height: 94vh;
}
dialog::backdrop { background: #0007; }
dialog h2 { margin: 0 0 0.5rem; font-size: 1.2rem; }
dialog h3 { margin: 0.5rem 0 0.3rem; font-size: 1rem; }
/* The player's rating in the panel. */
.rating { display: flex; flex-wrap: wrap; gap: 0.2rem 0.6rem; align-items: center; font-size: 0.9rem; }
.rating p { margin: 0; }
.rating-text { font-weight: 600; }

/* Bars (the evaluation bar, the ladder's): data-share="N" is N%, so no style attribute is needed. */
${SHARES}

/* Wide screens: the board on one side, the panel beside it. */
@container (min-width: 52rem) {
  .pz:not([data-orientation="portrait"]) { grid-template-columns: max-content minmax(16rem, 1fr); align-items: start; }
  .pz:not([data-orientation="portrait"]) .frame {
    --cell: var(--pz-cell-size, min(calc((100cqi - 21rem - 92px) / 12), calc((100vh - 13rem) / 8), 3.4rem));
  }
}

/* A board of a fixed width (board-size: --board-size, in the element's own sheet,
   container-fit.js), never wider than the element: its cells are what is left of that width
   beside the coordinates, the goal edges, the padding and the gaps. */
:host([data-board-size]) .board-frame {
  --cell: var(--pz-cell-size, calc((min(100cqi - 2 * var(--inset), var(--board-size)) - 2 * var(--label) - 2 * var(--goal) - 2 * var(--pad) - 11 * var(--gap)) / 12));
}
:host([data-board-size]) .pz[data-orientation="portrait"] .board-frame {
  --cell: var(--pz-cell-size-portrait, calc((min(100cqi - 2 * var(--inset), var(--board-size)) - var(--label) - 2 * var(--pad) - 7 * var(--gap)) / 8));
}
@container (min-width: 52rem) {
  :host([data-board-size]) .pz:not([data-orientation="portrait"]) .board-frame {
    --cell: var(--pz-cell-size, calc((min(100cqi - 21rem, var(--board-size)) - 2 * var(--label) - 2 * var(--goal) - 2 * var(--pad) - 11 * var(--gap)) / 12));
  }
}

/* no-spoilers (spoilers.js): Show the evaluation stands in for the evaluation's controls and
   panels until the reader asks. */
.reveal { display: none; }
.pz[data-spoilers-hidden] .reveal { display: inline-block; }
.pz[data-spoilers-hidden] .toolbar :is(.analyze, .show-race, .hint, .review-game),
.pz[data-spoilers-hidden] :is(.evalbar, .analysis-slot, .race-slot, .review-slot) { display: none; }
`;
