// What the analysis (analysis-work.js) marks on the board for a snapshot (store.js): each empty
// cell's value and PAI's line as numbered marks (board-view.js draws them). With the element, not
// with the analysis's panel (analysis-view.js, loaded when the analysis is first on), since the
// board is drawn every frame.

import { otherColor } from '../game/color.js';

/** How many moves of PAI's line are drawn on the board. */
const LINE_ON_BOARD = 8;

/** The analysis of the position shown in `state`, if there is one with a report. */
export function currentAnalysis(state) {
  const { analysisOn, analysis, shown } = state;
  if (!analysisOn || !analysis?.report) return null;
  return analysis.record === shown.record ? analysis : null;
}

/**
 * What to draw on the board for the snapshot `state`: `values` (a Map from each empty cell to
 * `{text, permanent, best, depth, forced}`: the mover's chance after the better of the two moves
 * there, searched `depth` plies, or #N / #-N where the search proved a win / a loss in N moves,
 * `forced` then `{mover, moves}`) and `line` (PAI's expected moves, `[{cell, permanent, side}]`).
 */
export function boardMarks(state) {
  const analysis = currentAnalysis(state);
  const values = new Map();
  const line = [];
  if (!analysis || analysis.report.winner) return { values, line };
  const { moves, pv } = analysis.report;
  const bestCell = moves[0]?.move.replace('*', '');
  const byCell = new Map();
  // Moves come best first, so the first one seen on a cell is its better move.
  for (const { move, winProbability, depth, forced } of moves) {
    const cell = move.replace('*', '');
    if (!byCell.has(cell)) byCell.set(cell, { p: winProbability, permanent: move.endsWith('*'), depth, forced });
  }
  for (const [cell, { p, permanent, depth, forced }] of byCell) {
    const proven = forced ? { mover: forced.winner === analysis.toMove, moves: forced.moves } : null;
    const text = !proven ? String(Math.round(100 * p)) : `#${proven.mover ? '' : '-'}${proven.moves}`;
    values.set(cell, { text, permanent, best: cell === bestCell, depth, forced: proven });
  }
  let side = analysis.toMove;
  for (const move of pv.slice(0, LINE_ON_BOARD)) {
    line.push({ cell: move.replace('*', ''), permanent: move.endsWith('*'), side });
    side = otherColor(side);
  }
  return { values, line };
}
