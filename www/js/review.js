// A game review's figures from PAI's value of each position: each move's loss in win
// probability, its verdict, each player's accuracy, and White's chances over the game. The
// thresholds are those of the engine's review (src/agents/review.rs).

/** Verdicts by the points of win probability a move lost: under 2 best, under 5 good, ... */
export const VERDICTS = [
  { name: 'best', below: 2 },
  { name: 'good', below: 5 },
  { name: 'inaccuracy', below: 10 },
  { name: 'mistake', below: 20 },
  { name: 'blunder', below: Infinity },
];

/** The verdict of a move that lost `loss` (0 to 1) of win probability. */
export function verdictOf(loss) {
  return VERDICTS.find((verdict) => 100 * loss < verdict.below).name;
}

/**
 * The review of the game `record` from `steps[ply] = {played, best, evaluation, after}`: one
 * analysis of the position after `ply` moves, valuing PAI's best move there (`evaluation`, the
 * mover's chance with it) and the move played (`after`, the mover's chance after it) by the same
 * search. A move's `loss` is the difference (0 for the best move itself; never below 0).
 * Returns `{moves: [{ply, player, move, best, before, after, loss, verdict}], accuracy: {white,
 * black}, white: [White's chance after each ply (the start: with White's best move; after a
 * move: after the move played), or null where not yet valued]}`.
 */
export function summarize(record, steps) {
  const played = record ? record.split(' ') : [];
  const whiteView = (ply, p) => (ply % 2 === 0 ? p : 1 - p);
  const white = [steps[0] ? steps[0].evaluation : null];
  const moves = [];
  played.forEach((move, index) => {
    const step = steps[index];
    white.push(step ? whiteView(index, step.after) : null);
    if (!step) return;
    const player = index % 2 === 0 ? 'white' : 'black';
    const loss = step.best === move ? 0 : Math.max(0, step.evaluation - step.after);
    moves.push({ ply: index + 1, player, move, best: step.best, before: step.evaluation, after: step.after, loss, verdict: verdictOf(loss) });
  });
  const accuracy = {};
  for (const player of ['white', 'black']) {
    const losses = moves.filter((m) => m.player === player).map((m) => m.loss);
    accuracy[player] = losses.length ? 100 * (1 - losses.reduce((a, b) => a + b, 0) / losses.length) : null;
  }
  return { moves, accuracy, white };
}
