// A puzzle streak: puzzles of rising difficulty, one after another, until the first miss. The
// streak's k-th puzzle (from 0) is of difficulty `k / PER_STEP` (rounded down; the engine's
// `difficulty`, 0 to 5, from the levels that fail and solve it), or the nearest harder one
// still unseen in this streak, else the nearest easier; among those, one the player has not
// tried yet where there is one, picked at random so that two streaks differ.

/** How many puzzles of each difficulty a streak asks before the next one up. */
export const PER_STEP = 3;

/** The difficulty the puzzle after `solved` solved puzzles of a streak aims at, at most `hardest`. */
export function streakDifficulty(solved, hardest) {
  return Math.min(hardest, Math.floor(solved / PER_STEP));
}

/**
 * The streak's next puzzle among `puzzles` after `solved` solved ones, none of `seen` (ids shown
 * in this streak), preferring those not in `tried` (a Set of ids); `random()` in [0, 1) picks
 * among equals. Null when every puzzle was seen.
 */
export function streakPuzzle(puzzles, { solved, seen }, tried, random = Math.random) {
  const unseen = puzzles.filter((puzzle) => !seen.includes(puzzle.id));
  if (!unseen.length) return null;
  const hardest = Math.max(...puzzles.map((puzzle) => puzzle.difficulty));
  const aim = streakDifficulty(solved, hardest);
  // Harder than the aim comes before easier: a streak never steps down while it can go up.
  const distance = (difficulty) => (difficulty >= aim ? difficulty - aim : hardest + 1 + aim - difficulty);
  const nearest = Math.min(...unseen.map((puzzle) => distance(puzzle.difficulty)));
  const level = unseen.filter((puzzle) => distance(puzzle.difficulty) === nearest);
  const fresh = level.filter((puzzle) => !tried.has(puzzle.id));
  const pool = fresh.length ? fresh : level;
  return pool[Math.min(pool.length - 1, Math.floor(random() * pool.length))];
}

/** The longest streak among `streaks` (`{solved}`), 0 for none. */
export function bestStreak(streaks) {
  return (streaks ?? []).reduce((best, streak) => Math.max(best, streak.solved), 0);
}
