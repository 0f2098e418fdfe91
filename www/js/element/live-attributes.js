// The attributes of <pathwayz-game> that take effect while a game is on, and how each one's
// text becomes a setting. A value that is not allowed is refused with a reason, never
// replaced by a default in silence. Besides the game's settings, some change only how the
// element looks: `controls`, `theme`, `orientation` and `lang`; a budget of positions (`positions`,
// `white-positions`) goes with its level (`budgetProblem`); and some are a replay's
// (`mode="replay"`): `record`, `autoplay`, `autoplay-ms` and `start` (replay-work.js); and a puzzle's
// (`mode="puzzle"`): `puzzle`.

import { COACH_SETTINGS, MODES } from '../game/settings.js';
import { budgetsOf, offeredStrength } from '../game/strengths.js';

/** Attribute name to the setting it controls. */
const SETTING_OF = {
  mode: 'mode', level: 'level', positions: 'positions', 'white-level': 'whiteLevel', 'white-positions': 'whitePositions',
  color: 'humanColor', ms: 'ms', coach: 'coach',
};

/** The attributes of PAI's strengths: each level's with its budget's (game/strengths.js). */
export const STRENGTH_ATTRIBUTES = Object.freeze([['level', 'positions'], ['white-level', 'white-positions']]);

/** The setting the attribute `name` controls (`white-level`: `whiteLevel`). */
export function settingKey(name) {
  return SETTING_OF[name];
}

/**
 * The attributes that change only the element's look, with the values each allows (none
 * listed: any value; `lang` falls back to the browser's languages for one it has no table for).
 */
export const LOOK_ATTRIBUTES = { controls: [], theme: ['light', 'dark'], orientation: ['auto', 'landscape', 'portrait'], lang: [] };

/** A replay's attributes: the game shown, whether it plays by itself, its time a move, and the move it opens at. */
export const REPLAY_ATTRIBUTES = ['record', 'autoplay', 'autoplay-ms', 'start'];

/** A puzzle's attribute (`mode="puzzle"`): the puzzle's id, or `daily` (puzzle-mode.js). */
export const PUZZLE_ATTRIBUTES = ['puzzle'];

/** The attributes the element watches (attributeChangedCallback). */
export const LIVE_ATTRIBUTES = [...Object.keys(SETTING_OF), ...Object.keys(LOOK_ATTRIBUTES), ...REPLAY_ATTRIBUTES, ...PUZZLE_ATTRIBUTES];

/** Whether `name` is one of the game's settings rather than part of the look. */
export function isSetting(name) {
  return Object.hasOwn(SETTING_OF, name);
}

/**
 * Why the value `text` of a look attribute is refused (one the browser's default then stands
 * in for), or null when it is allowed or the attribute was removed.
 */
export function lookProblem(name, text) {
  const allowed = LOOK_ATTRIBUTES[name];
  if (text === null || !allowed.length || allowed.includes(text)) return null;
  return `${name} must be ${allowed.join(' or ')}, not ${JSON.stringify(String(text).slice(0, 40))}`;
}

/**
 * The setting an attribute's text stands for: `{key, value}` (value undefined when the attribute
 * was removed: the default applies), or `{problem}` saying why the text is refused.
 * @param {string} name - one of the settings' attributes (see `isSetting`).
 * @param {string|null} text - the attribute's value, null when removed.
 * @param {{levelCount: number, maxMs: number}} bounds - the engine's (settings.js, engineBounds).
 */
export function settingFromAttribute(name, text, { levelCount, maxMs }) {
  const key = SETTING_OF[name];
  if (text === null) return { key, value: undefined };
  const quoted = JSON.stringify(String(text).slice(0, 40));
  if (name === 'mode') {
    return MODES.includes(text) ? { key, value: text } : { problem: `mode must be one of ${MODES.join(', ')}, not ${quoted}` };
  }
  if (name === 'coach') {
    return COACH_SETTINGS.includes(text) ? { key, value: text } : { problem: `coach must be ${COACH_SETTINGS.join(', ')}, not ${quoted}` };
  }
  if (name === 'color') {
    return text === 'white' || text === 'black' ? { key, value: text } : { problem: `color must be white or black, not ${quoted}` };
  }
  const number = text.trim() === '' ? NaN : Number(text);
  if (name === 'positions' || name === 'white-positions') {
    // Whether the engine offers it at the level is `budgetProblem`'s to say, with the level.
    return Number.isInteger(number) && number >= 1
      ? { key, value: number }
      : { problem: `${name} must be a whole number of positions a move, not ${quoted}` };
  }
  if (name === 'ms') {
    return Number.isFinite(number) && number >= 0 && number <= maxMs
      ? { key, value: number }
      : { problem: `ms must be a number of milliseconds from 0 to ${maxMs}, not ${quoted}` };
  }
  return Number.isInteger(number) && number >= 1 && number <= levelCount
    ? { key, value: number }
    : { problem: `${name} must be a whole number from 1 to ${levelCount}, not ${quoted}` };
}

/**
 * Why the budget `positions` (null: none) is refused at `level` (the pair of attributes `pair`,
 * from STRENGTH_ATTRIBUTES), or null: only a strength the engine offers (`strengths`, its
 * `strengths()`) may be played.
 */
export function budgetProblem([levelName, budgetName], level, positions, strengths) {
  if (positions === null || offeredStrength(strengths, level, positions)) return null;
  const offered = [...new Set(strengths.filter((each) => each.positions !== null).map((each) => each.level))]
    .map((each) => `${levelName} ${each} with ${budgetsOf(strengths, each).join(' or ')}`);
  return `${budgetName} ${positions} is not offered at ${levelName} ${level}: ${offered.join('; ') || 'no level takes a number of positions'}`;
}
