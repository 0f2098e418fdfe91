// Who plays the position in a state snapshot (store.js): PAI or a human, at which strength, as the
// mode says (modes/). Pure functions of the snapshot, shared by the controller and the views.
import { modeOf } from '../modes/mode-table.js';
import { awaySideIn, paiSideIn } from '../modes/mode.js';

/** The colour PAI plays now, or null when a human is to move or the game is over. */
export function paiSide(state) {
  return paiSideIn(modeOf(state.settings), state);
}

/** The colour a friend on another device is to play now (their move arrives by link), or null. */
export function awaySide(state) {
  return awaySideIn(modeOf(state.settings), state);
}

/** PAI's strength for `side`, `{level, positions}` (White's own in PAI against itself). */
export function strengthFor(settings, side) {
  return modeOf(settings).strengthOf(settings, side);
}

/**
 * Whether a human may play on the board now: never on a read-only board (a replay); in a
 * puzzle, while it waits for the solver's move (puzzle-work.js); else on their turn (not PAI's,
 * nor a friend's on another device), nothing thinking, the live position shown.
 */
export function humanTurn(state) {
  const mode = modeOf(state.settings);
  if (mode.refusesMoves) return false;
  const live = state.game.winner === null && state.shown.viewPly === null;
  if (mode.judgesMoves) return live && state.puzzle?.phase === 'solving';
  return live && !paiSideIn(mode, state) && !awaySideIn(mode, state) && !state.thinking;
}
