// The attributes of <pathwayz-game> that take effect while a game is on, and how each one's
// text becomes a setting. A value that is not allowed is refused with a reason, never
// replaced by a default in silence. Besides the game's settings, some change only how the
// element looks: `controls`, `theme`, `orientation` and `lang`; and some are a replay's
// (`mode="replay"`): `record`, `autoplay`, `autoplay-ms` and `start` (replay-work.js); and a puzzle's
// (`mode="puzzle"`): `puzzle`.

import { COACH_SETTINGS, MODES } from '../game/settings.js';

/** Attribute name to the setting it controls. */
const SETTING_OF = { mode: 'mode', level: 'level', 'white-level': 'whiteLevel', color: 'humanColor', ms: 'ms', coach: 'coach' };

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
  if (name === 'ms') {
    return Number.isFinite(number) && number >= 0 && number <= maxMs
      ? { key, value: number }
      : { problem: `ms must be a number of milliseconds from 0 to ${maxMs}, not ${quoted}` };
  }
  return Number.isInteger(number) && number >= 1 && number <= levelCount
    ? { key, value: number }
    : { problem: `${name} must be a whole number from 1 to ${levelCount}, not ${quoted}` };
}
