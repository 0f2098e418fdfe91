// The phrases English builds its sentences from, shared by en.js and the features' English words.

/** A side's name: `White` or `Black`. */
export const side = (color) => (color === 'white' ? 'White' : 'Black');
/** A probability as a whole percentage: `57%`. */
export const percent = (p) => `${Math.round(100 * p)}%`;
/** A forced result: `White wins in 3`. */
export const forcedResult = ({ winner, moves }) => `${side(winner)} wins in ${moves}`;
/** A forced result for the side to move: `a win in 3`. */
export const forcedForMover = ({ mover, moves }) => `${mover ? 'a win' : 'a loss'} in ${moves}`;
