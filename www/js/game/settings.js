// The game's settings: who plays (mode), PAI's strengths (a level, limited or not to a number of
// positions a move: strengths.js), the human's colour, PAI's thinking time
// and the coach (off, or stopping at a mistake or only a blunder: coach-work.js), with their defaults, and how settings from anywhere (attributes, a link, a saved game)
// are cleaned. The bounds come from the engine (`engineBounds`), never a copy of them here.

import { MODES, PLAY_MODES } from '../modes/mode-table.js';
import { offeredStrength } from './strengths.js';

/** The modes (modes/mode-table.js): a game played (a human against PAI, two humans, PAI against itself), a replay, a puzzle, the player's mistakes as exercises. */
export { MODES, PLAY_MODES };

export const DEFAULT_SETTINGS = Object.freeze({ mode: 'pai', level: 5, positions: null, whiteLevel: 4, whitePositions: null, humanColor: 'white', ms: 1000, coach: 'off' });

/** The settings of PAI's strengths: each level's setting with its budget's (null: the level alone). */
export const STRENGTH_SETTINGS = Object.freeze([['level', 'positions'], ['whiteLevel', 'whitePositions']]);

/** The coach's settings: off, or the least verdict it stops for (the engine's `coachMove` threshold). */
export const COACH_SETTINGS = Object.freeze(['off', 'mistake', 'blunder']);

/**
 * The engine's bounds on settings: `{levelCount, maxMs, strengths}` (levels on the ladder, the
 * longest thinking time, the strengths offered: `strengths()`'s `[{level, positions}]`).
 */
export function engineBounds(engine) {
  const strengths = engine.strengths().map(({ level, positions }) => ({ level, positions }));
  return { levelCount: engine.levels().length, maxMs: engine.maxThinkMs(), strengths };
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
export function cleanSettings(settings, { levelCount, maxMs, strengths = [] }) {
  const clean = { ...DEFAULT_SETTINGS };
  const mode = own(settings, 'mode');
  if (typeof mode === 'string' && MODES.includes(mode)) clean.mode = mode;
  for (const [key, budgetKey] of STRENGTH_SETTINGS) {
    const level = Number(own(settings, key));
    if (Number.isInteger(level) && level >= 1 && level <= levelCount) clean[key] = level;
    // A budget only where the engine offers it at that level; else the level alone.
    const positions = own(settings, budgetKey);
    if (positions !== null && positions !== undefined && offeredStrength(strengths, clean[key], Number(positions))) clean[budgetKey] = Number(positions);
  }
  const color = own(settings, 'humanColor');
  if (color === 'white' || color === 'black') clean.humanColor = color;
  const ms = Number(own(settings, 'ms'));
  if (Number.isFinite(ms) && ms >= 0 && ms <= maxMs) clean.ms = ms;
  const coach = own(settings, 'coach');
  if (COACH_SETTINGS.includes(coach)) clean.coach = coach;
  return clean;
}
