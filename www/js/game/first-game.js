// Which game a persisting element opens with: a shared link, the saved game in progress, or a
// new one. A link never replaces a game in progress that it is not part of: then the saved
// game opens and the link is offered beside it. The records' moves are the engine's
// (`recordMoves`): both records must be ones the engine loads.

/** True if the moves of `start` begin the moves of `record` (or are all of them). */
export function isStartOf(engine, start, record) {
  const first = engine.recordMoves(start);
  const second = engine.recordMoves(record);
  return first.length <= second.length && first.every((move, index) => move === second[index]);
}

/**
 * The plan for the first game.
 * @param {object} engine - the wasm module's exports.
 * @param {object|null} link - `{record, settings}` from the address, or null.
 * @param {object|null} saved - `{record, settings}` saved earlier (already checked), or null.
 * @returns {{open: object|null, offer: object|null, forgetLink: boolean}} `open`: the game to
 *   open (null: a new game); `offer`: a link to offer beside it; `forgetLink`: the link has been
 *   dealt with and can leave the address.
 */
export function planFirstGame(engine, link, saved) {
  if (!link) return { open: saved, offer: null, forgetLink: false };
  if (!saved || engine.recordMoves(saved.record).length === 0 || isStartOf(engine, saved.record, link.record)) {
    // Nothing saved, or the saved game is the start of the link's: the link loses nothing.
    return { open: link, offer: null, forgetLink: true };
  }
  if (isStartOf(engine, link.record, saved.record)) {
    // The saved game is the link's game played on (a reload after opening it): keep it.
    return { open: saved, offer: null, forgetLink: true };
  }
  return { open: saved, offer: link, forgetLink: false };
}
