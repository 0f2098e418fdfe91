// The coach's stop (coach-work.js) in a snapshot (store.js) and what the board marks for it: the
// reply that punishes the stopped move. With the element, not with the coach's panel
// (coach-view.js, loaded when the coach is first turned on), since the board is drawn every frame.

import { otherColor } from '../game/color.js';

/** The coach's stop in `state` when the live position is shown, else null. */
export function coachStop(state) {
  const { coach, shown, game } = state;
  if (coach?.phase !== 'stopped' || shown.viewPly !== null || coach.record !== game.record) return null;
  return coach;
}

/**
 * What the board marks for `state`: the reply that punishes the stopped move, `{cell, color,
 * permanent}` (`color` the colour of the piece it would put there: PAI's, or the player's for a
 * permanent), or null.
 */
export function coachMarks(state) {
  const stop = coachStop(state);
  if (!stop?.reply) return null;
  const permanent = stop.reply.endsWith('*');
  const pai = state.game.toMove;
  return { cell: stop.reply.replace('*', ''), move: stop.reply, color: permanent ? otherColor(pai) : pai, permanent };
}
