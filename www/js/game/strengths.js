// A strength PAI plays at: a level alone (`positions` null: its thinking time limits it), or a
// level limited to a number of positions a move (`{level: 12, positions: 60000}`), which plays the
// same on every device. Which strengths are offered is the engine's (`strengths()`), never a list
// here; this file only names, keys and looks them up.

/** The strength of a level alone. */
export function levelAlone(level) {
  return { level, positions: null };
}

/** `strength`'s key: `"12"` for a level alone, `"12@60000"` for a limited one (a select's value, a rung's, the ladder's Map). */
export function strengthKey({ level, positions = null }) {
  return positions === null || positions === undefined ? String(level) : `${level}@${positions}`;
}

/** The strength a key of `strengthKey` names (`"12@60000"`), or null for text that is not one. */
export function strengthOfKey(text) {
  const found = /^(\d+)(?:@(\d+))?$/.exec(String(text));
  return found ? { level: Number(found[1]), positions: found[2] === undefined ? null : Number(found[2]) } : null;
}

/** The entry of `strengths` (the engine's `strengths()`) for `level` and `positions` (null: the level alone), or undefined. */
export function offeredStrength(strengths, level, positions = null) {
  return strengths.find((each) => each.level === level && each.positions === (positions ?? null));
}

/** The budgets offered at `level` (`[3000, 30000]`), from the engine's `strengths`. */
export function budgetsOf(strengths, level) {
  return strengths.filter((each) => each.level === level && each.positions !== null).map((each) => each.positions);
}

const formats = new Map();

/** `count` with the digits grouped as the language of `say` writes them (`60,000`). */
export function countText(count, say) {
  const language = say.language === 'zh' ? 'zh-CN' : 'en';
  if (!formats.has(language)) formats.set(language, new Intl.NumberFormat(language));
  return formats.get(language).format(count);
}

/**
 * A limited strength's budget in the player's language ("60,000 positions", "100,000 playouts":
 * what its level's search counts, the engine's `levels()` entry's `counts`), or null for a level
 * alone.
 */
export function budgetText({ level, positions = null }, levels, say) {
  return positions === null ? null : say(countsOf(levels, level), { count: countText(positions, say) });
}

/** What `level`'s search counts, from the engine's `levels()`: `positions`, or `playouts` (level 6). */
export function countsOf(levels, level) {
  return levels.find((each) => each.level === level)?.counts ?? 'positions';
}

/**
 * `strength`'s name in the player's language: its level's (`levelName(level)`), and for a limited
 * one its budget too ("PAI Monte Carlo, 60,000 positions").
 */
export function strengthName(strength, levelName, levels, say) {
  const name = levelName(strength.level);
  const budget = budgetText(strength, levels, say);
  return budget === null ? name : say('strengthName', { name, budget });
}
