// Puzzles by theme: the puzzle file's kinds (the engine's `readPuzzles` names each puzzle's
// `kind`: `win-1` to `win-4`, `must-block`, `permanent-completes`, `permanent-breaks`) offered as
// themes to choose from, each with how many puzzles it holds and how many the player solved at
// the first try, and `all`. Which kind a puzzle is stays the engine's word: here only the order
// the themes are listed in and their names.

/** The theme holding every puzzle. */
export const ALL_THEMES = 'all';

/** The kinds that are not a plain win in N, in the order listed after the wins (i18n `puzzleTheme.KIND`). */
const NAMED_KINDS = ['must-block', 'permanent-completes', 'permanent-breaks'];

/** The puzzles of `theme` among `puzzles` (all of them for `all`). */
export function puzzlesOfTheme(puzzles, theme) {
  return theme === ALL_THEMES ? puzzles : puzzles.filter((puzzle) => puzzle.kind === theme);
}

/**
 * The themes of `puzzles`, as listed: `[{theme, moves, count, solved}]`, `all` first, then the
 * wins by their moves, then the kinds of `NAMED_KINDS` (any other kind last, by name). `moves`:
 * a win's moves (null for a named kind); `solved`: how many of the theme's puzzles `attempts`
 * (`{id, solved}`, or null where none are kept) has solved.
 */
export function themesOf(puzzles, attempts) {
  const solvedIds = new Set((attempts ?? []).filter((attempt) => attempt.solved).map((attempt) => attempt.id));
  const byKind = new Map();
  for (const puzzle of puzzles) {
    const theme = byKind.get(puzzle.kind) ?? { theme: puzzle.kind, moves: NAMED_KINDS.includes(puzzle.kind) ? null : puzzle.moves, count: 0, solved: 0 };
    theme.count += 1;
    if (solvedIds.has(puzzle.id)) theme.solved += 1;
    byKind.set(puzzle.kind, theme);
  }
  const rank = (theme) => {
    const named = NAMED_KINDS.indexOf(theme.theme);
    if (named >= 0) return [1, named, ''];
    return theme.moves !== null && /^win-/.test(theme.theme) ? [0, theme.moves, ''] : [2, 0, theme.theme];
  };
  const order = (a, b) => {
    const [x, y] = [rank(a), rank(b)];
    return x[0] - y[0] || x[1] - y[1] || x[2].localeCompare(y[2]);
  };
  const all = { theme: ALL_THEMES, moves: null, count: puzzles.length, solved: puzzles.filter((puzzle) => solvedIds.has(puzzle.id)).length };
  return [all, ...[...byKind.values()].sort(order)];
}

/** The theme's name in the player's words (`say`): "Win in 2", "Must block", ... */
export function themeName(theme, say) {
  if (theme.theme === ALL_THEMES) return say('puzzleThemeAll');
  if (NAMED_KINDS.includes(theme.theme)) return say(`puzzleTheme.${theme.theme}`);
  return theme.moves !== null ? say('puzzleThemeWin', { moves: theme.moves }) : theme.theme;
}
