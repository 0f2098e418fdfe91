// The studio's options (studio.html): every choice the configurator offers, each an attribute of
// <pathwayz-game> or one of its `--pz-*` custom properties, as docs/PUBLISHERS.md documents them
// and package/pathwayz-game.d.ts types them (tests/e2e/studio-options.test.mjs checks both). The
// form is built from this table alone (studio-form.js), and the snippet and the preview follow
// its order. The values allowed come from the element's own modules (its modes, coach settings,
// looks, languages and bounds) or, at run time, from the engine and the data files (`levels`:
// the engine's levels; `positions`: the budgets of its limited strengths, `strengths()`; `puzzles`: the puzzles of data/puzzles.txt with the daily one), never
// from a copy here.
//
// An option: `name` (the attribute, or the property for `kind: 'property'`), `control` (`select`,
// `number`, `text`, `textarea`, `flag`: present or absent, `colour`), `values` (a select's, or
// the run-time source's name), `min` and `max` (a number's; `maxMs`: the engine's longest
// thinking time), `fallback` (the element's default, shown when the option is left unset),
// `required` (always written), `modes` (the modes it applies to; absent: all) and `group` (the
// form's section).

import { MODES } from '../modes/mode-table.js';
import { COACH_SETTINGS, DEFAULT_SETTINGS } from '../game/settings.js';
import { LOOK_ATTRIBUTES } from '../element/live-attributes.js';
import { BOARD_SIZE_MAX, BOARD_SIZE_MIN } from '../element/container-fit.js';
import { AUTOPLAY_MAX_MS, AUTOPLAY_MIN_MS, AUTOPLAY_MS } from '../replay/replay-work.js';
import { LANGUAGES } from '../i18n/i18n.js';

/** The form's sections, in order. */
export const GROUPS = Object.freeze(['game', 'reader', 'look', 'colours']);

/** The run-time sources of a select's values: the engine's levels, its budgets of positions, the puzzles with the daily one. */
export const SOURCES = Object.freeze(['levels', 'positions', 'puzzles']);

/** The theme's colours a publisher may set (docs/PUBLISHERS.md, "Your brand's colours"). */
const COLOURS = ['--pz-board', '--pz-cell', '--pz-cell-hover', '--pz-white', '--pz-black', '--pz-accent', '--pz-path',
  '--pz-hint', '--pz-edge', '--pz-goal', '--pz-text', '--pz-muted', '--pz-surface', '--pz-background'];

const PLAYS_PAI = ['pai', 'watch'];

export const STUDIO_OPTIONS = Object.freeze([
  { name: 'mode', control: 'select', values: MODES, required: true, group: 'game' },
  { name: 'level', control: 'select', values: 'levels', fallback: DEFAULT_SETTINGS.level, modes: PLAYS_PAI, group: 'game' },
  { name: 'positions', control: 'select', values: 'positions', modes: PLAYS_PAI, group: 'game' },
  { name: 'white-level', control: 'select', values: 'levels', fallback: DEFAULT_SETTINGS.whiteLevel, modes: ['watch'], group: 'game' },
  { name: 'white-positions', control: 'select', values: 'positions', modes: ['watch'], group: 'game' },
  { name: 'ms', control: 'number', min: 0, max: 'maxMs', fallback: DEFAULT_SETTINGS.ms, modes: PLAYS_PAI, group: 'game' },
  { name: 'color', control: 'select', values: ['white', 'black'], fallback: DEFAULT_SETTINGS.humanColor, modes: ['pai', 'friend'], group: 'game' },
  { name: 'coach', control: 'select', values: COACH_SETTINGS, fallback: DEFAULT_SETTINGS.coach, modes: ['pai'], group: 'game' },
  { name: 'record', control: 'textarea', modes: ['replay'], group: 'game' },
  { name: 'start', control: 'text', fallback: 0, modes: ['replay'], group: 'game' },
  { name: 'autoplay', control: 'flag', modes: ['replay'], group: 'game' },
  { name: 'autoplay-ms', control: 'number', min: AUTOPLAY_MIN_MS, max: AUTOPLAY_MAX_MS, fallback: AUTOPLAY_MS, modes: ['replay'], group: 'game' },
  { name: 'puzzle', control: 'select', values: 'puzzles', required: true, modes: ['puzzle'], group: 'game' },
  { name: 'controls', control: 'select', values: ['minimal', 'full'], fallback: 'minimal', group: 'reader' },
  { name: 'no-spoilers', control: 'flag', group: 'reader' },
  { name: 'sounds', control: 'flag', group: 'reader' },
  { name: 'muted', control: 'flag', group: 'reader' },
  { name: 'ponder', control: 'select', values: ['on', 'off'], modes: ['pai'], group: 'reader' },
  { name: 'persist', control: 'flag', group: 'reader' },
  { name: 'lang', control: 'select', values: [...LANGUAGES], group: 'look' },
  { name: 'theme', control: 'select', values: LOOK_ATTRIBUTES.theme, group: 'look' },
  { name: 'orientation', control: 'select', values: LOOK_ATTRIBUTES.orientation, fallback: 'auto', group: 'look' },
  { name: 'board-size', control: 'number', min: BOARD_SIZE_MIN, max: BOARD_SIZE_MAX, group: 'look' },
  ...COLOURS.map((name) => ({ name, kind: 'property', control: 'colour', group: 'colours' })),
].map((option) => Object.freeze({ kind: 'attribute', ...option })));

/** The option named `name`, or undefined. */
export function optionNamed(name) {
  return STUDIO_OPTIONS.find((option) => option.name === name);
}

/** Whether `option` applies to the mode `mode`. */
export function appliesTo(option, mode) {
  return !option.modes || option.modes.includes(mode);
}

/**
 * With `persist`, the element keeps the reader's game under a key of its `id` (docs/PUBLISHERS.md,
 * `persist`): the snippet and the preview give it this one, so the preview on the site's own
 * origin never touches the site's saved game (`pathwayz.game.v1`).
 */
export const PERSIST_ID = 'pathwayz-game';
