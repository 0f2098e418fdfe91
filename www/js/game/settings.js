// The game's settings: who plays (mode), PAI's levels, the human's colour, PAI's thinking time
// and the coach (off, or stopping at a mistake or only a blunder: coach-work.js), with their defaults, and how settings from anywhere (attributes, a link, a saved game)
// are cleaned. The bounds come from the engine (`engineBounds`), never a copy of them here.

import { MODES, PLAY_MODES } from '../modes/mode-table.js';

/** The modes (modes/mode-table.js): a game played (a human against PAI, two humans, PAI against itself), a replay, a puzzle, the player's mistakes as exercises. */
export { MODES, PLAY_MODES };

export const DEFAULT_SETTINGS = Object.freeze({ mode: 'pai', level: 5, whiteLevel: 4, humanColor: 'white', ms: 1000, coach: 'off' });

/** The coach's settings: off, or the least verdict it stops for (the engine's `coachMove` threshold). */
export const COACH_SETTINGS = Object.freeze(['off', 'mistake', 'blunder']);

/** The engine's bounds on settings: `{levelCount, maxMs}` (levels on the ladder, the longest thinking time). */
export function engineBounds(engine) {
  return { levelCount: engine.levels().length, maxMs: engine.maxThinkMs() };
}

/** `object[key]` if `object` has it as its own property (never an inherited one), else undefined. */
function own(object, key) {
  return typeof object === 'object' && object !== null && Object.hasOwn(object, key) ? object[key] : undefined;
}

/**
 * Settings with anything unknown replaced by the defaults. Only own properties count, and
 * each must be one of its allowed values (`bounds` from `engineBounds`): `mode: "toString"` is
 * not a mode.
 */
export function cleanSettings(settings, { levelCount, maxMs }) {
  const clean = { ...DEFAULT_SETTINGS };
  const mode = own(settings, 'mode');
  if (typeof mode === 'string' && MODES.includes(mode)) clean.mode = mode;
  for (const key of ['level', 'whiteLevel']) {
    const level = Number(own(settings, key));
    if (Number.isInteger(level) && level >= 1 && level <= levelCount) clean[key] = level;
  }
  const color = own(settings, 'humanColor');
  if (color === 'white' || color === 'black') clean.humanColor = color;
  const ms = Number(own(settings, 'ms'));
  if (Number.isFinite(ms) && ms >= 0 && ms <= maxMs) clean.ms = ms;
  const coach = own(settings, 'coach');
  if (COACH_SETTINGS.includes(coach)) clean.coach = coach;
  return clean;
}
