// The element's styles. Everything a host page may want to change is a CSS custom property:
// set them on `pathwayz-game` (or any ancestor); the main pieces are also ::part()s.
export const STYLES = `
:host {
  --pz-font: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
  --pz-text: #2b2118;
  --pz-muted: #6b5b4b;
  --pz-surface: #fbf7f0;
  --pz-board: #8a5a2b;
  --pz-cell: #d9ad74;
  --pz-cell-hover: #e6c08e;
  --pz-white: #fbfaf7;
  --pz-black: #1d1d1f;
  --pz-accent: #c0392b;
  --pz-path: #2e86de;
  --pz-hint: #27ae60;
  --pz-edge: #fbfaf7;
  --pz-radius: 8px;
  /* Cells fill the element's width (less the board's gaps, padding and edges), up to 3.2rem. */
  --pz-cell-size: min(calc((100cqi - 48px) / 12), 3.2rem);
  display: block;
  container-type: inline-size;
  font-family: var(--pz-font);
  color: var(--pz-text);
}
[hidden] { display: none !important; }
.pz { display: grid; gap: 0.6rem; min-width: 0; }
.board, .thinking, .toolbar { justify-self: start; }
.status { font-size: 1.1rem; font-weight: 600; min-height: 1.5em; margin: 0; }
.status.over { color: var(--pz-accent); }
.message { min-height: 1.2em; margin: 0; color: var(--pz-muted); font-size: 0.9rem; }
.thinking { display: flex; gap: 0.6rem; align-items: center; font-size: 0.9rem; min-height: 2rem; }
.thinking .spinner {
  width: 0.9rem; height: 0.9rem; border-radius: 50%;
  border: 2px solid var(--pz-muted); border-top-color: transparent;
  animation: spin 0.8s linear infinite;
}
@keyframes spin { to { transform: rotate(360deg); } }
.board {
  display: grid; gap: 2px; padding: 5px;
  background: var(--pz-board);
  border-radius: var(--pz-radius);
  border-left: 6px solid var(--pz-edge); border-right: 6px solid var(--pz-edge);
  touch-action: manipulation; user-select: none; -webkit-user-select: none;
}
.row { display: grid; grid-template-columns: repeat(12, var(--pz-cell-size)); gap: 2px; }
.cell {
  position: relative; width: var(--pz-cell-size); height: var(--pz-cell-size);
  border: 0; padding: 0; border-radius: 3px; background: var(--pz-cell); cursor: pointer;
  -webkit-touch-callout: none;
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
.cell.would-flip .piece { outline: 2px dashed var(--pz-accent); outline-offset: 1px; }
.cell.armed { box-shadow: inset 0 0 0 3px var(--pz-accent); }
.cell.flipped .piece { animation: flip 0.5s ease-out; }
@keyframes flip { 0% { transform: rotateY(90deg) scale(0.8); } 100% { transform: none; } }
@media (prefers-reduced-motion: reduce) { .cell.flipped .piece, .spinner { animation: none; } }
.toolbar, .setup-row, .record-row { display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: center; }
button.action, select, textarea {
  font: inherit; font-size: 0.95rem; padding: 0.35rem 0.75rem; border-radius: 6px;
  border: 1px solid var(--pz-muted); background: var(--pz-surface); color: var(--pz-text);
}
button.action { cursor: pointer; }
button.action:disabled { opacity: 0.45; cursor: default; }
button.action[aria-pressed="true"] { background: var(--pz-text); color: var(--pz-surface); }
.kind { display: inline-flex; }
.kind button.action:first-child { border-radius: 6px 0 0 6px; }
.kind button.action:last-child { border-radius: 0 6px 6px 0; border-left: 0; }
details.setup, .panel { border: 1px solid #0002; border-radius: var(--pz-radius); padding: 0.5rem 0.75rem; background: var(--pz-surface); }
details.setup summary { cursor: pointer; font-weight: 600; }
.setup label { display: inline-flex; flex-direction: column; font-size: 0.85rem; gap: 0.2rem; }
.level-description { font-size: 0.85rem; color: var(--pz-muted); margin: 0.3rem 0 0; }
.moves ol { margin: 0.25rem 0 0; padding-left: 2rem; columns: 3 7rem; font-family: ui-monospace, monospace; font-size: 0.9rem; }
.moves h2, .record h2 { font-size: 1rem; margin: 0; }
textarea { flex: 1 1 16rem; min-width: 0; min-height: 2.5rem; font-family: ui-monospace, monospace; }
.notice { font-size: 0.85rem; color: var(--pz-accent); margin: 0; }
.offer { display: flex; flex-wrap: wrap; gap: 0.4rem; align-items: center; font-size: 0.9rem; }
.offer p { margin: 0; flex-basis: 100%; }
`;

/** One stylesheet shared by every element on the page, made on first use. */
let sharedSheet = null;

/**
 * Gives a shadow root the element's styles as a constructed stylesheet (adoptedStyleSheets),
 * which a strict Content-Security-Policy (`style-src 'self'`) allows where a <style> is refused.
 * Browsers without constructed stylesheets get a <style> element.
 */
export function adoptStyles(root) {
  if ('adoptedStyleSheets' in root && typeof CSSStyleSheet.prototype.replaceSync === 'function') {
    if (!sharedSheet) {
      sharedSheet = new CSSStyleSheet();
      sharedSheet.replaceSync(STYLES);
    }
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, sharedSheet];
    return;
  }
  const style = document.createElement('style');
  style.textContent = STYLES;
  root.prepend(style);
}
