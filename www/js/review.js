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
 * The review of the game `record` from `steps[ply] = {evaluation, best}` (PAI's value of the
 * position after `ply` moves for the player to move, and its best move there). A move is valued
 * once the positions before and after it are: `before` is the mover's chance with the best move,
 * `after` their chance after the move played, `loss` the difference (0 for the best move).
 * Returns `{moves: [{ply, player, move, best, before, after, loss, verdict}], accuracy: {white,
 * black}, white: [White's chance after each ply, or null where not yet valued]}`.
 */
export function summarize(record, steps) {
  const played = record ? record.split(' ') : [];
  const white = [];
  for (let ply = 0; ply <= played.length; ply++) {
    const step = steps[ply];
    // White moves at even plies: the player to move after `ply` moves is White when ply is even.
    white.push(step ? (ply % 2 === 0 ? step.evaluation : 1 - step.evaluation) : null);
  }
  const moves = [];
  played.forEach((move, index) => {
    const before = steps[index];
    const after = steps[index + 1];
    if (!before || !after) return;
    const player = index % 2 === 0 ? 'white' : 'black';
    const best = before.best === move;
    const valueAfter = 1 - after.evaluation;
    const loss = best ? 0 : Math.max(0, before.evaluation - valueAfter);
    moves.push({ ply: index + 1, player, move, best: before.best, before: before.evaluation, after: valueAfter, loss, verdict: verdictOf(loss) });
  });
  const accuracy = {};
  for (const player of ['white', 'black']) {
    const losses = moves.filter((m) => m.player === player).map((m) => m.loss);
    accuracy[player] = losses.length ? 100 * (1 - losses.reduce((a, b) => a + b, 0) / losses.length) : null;
  }
  return { moves, accuracy, white };
}
