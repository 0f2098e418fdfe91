// Who plays the position in a state snapshot (store.js): PAI or a human, at which level. Pure
// functions of the snapshot, shared by the controller and the views.

/** The colour PAI plays now, or null when a human is to move or the game is over. */
export function paiSide({ settings, game }) {
  if (game.winner !== null) return null;
  if (settings.mode === 'watch') return game.toMove;
  if (settings.mode === 'pai' && game.toMove !== settings.humanColor) return game.toMove;
  return null;
}

/** PAI's level for `side`: White's own in PAI vs PAI, else the level setting. */
export function levelFor(settings, side) {
  return settings.mode === 'watch' && side === 'white' ? settings.whiteLevel : settings.level;
}

/**
 * Whether a human may play on the board now: their turn, nothing thinking, the live position
 * shown, and not a replay (its board is read only); in a puzzle, while it waits for the solver's
 * move (puzzle-work.js).
 */
export function humanTurn(state) {
  if (state.settings.mode === 'puzzle') return state.puzzle?.phase === 'solving' && state.game.winner === null && state.shown.viewPly === null;
  return state.settings.mode !== 'replay' && state.game.winner === null && !paiSide(state) && !state.thinking && state.shown.viewPly === null;
}
