// The modes of <pathwayz-game>, one row each: the `mode` attribute's value and the mode it
// names (mode.js says what a mode declares). Adding a mode is one file in this folder and one
// row here (docs/PAGE.md, "Adding a mode").
import { PAI_MODE } from './pai.js';
import { LOCAL_MODE } from './local.js';
import { WATCH_MODE } from './watch.js';
import { REPLAY_MODE } from './replay.js';
import { PUZZLE_MODE } from './puzzle.js';
import { MISTAKES_MODE } from './mistakes.js';
import { FRIEND_MODE } from './friend.js';

/** Every mode by its name, in the order the setup dialog offers the played ones. */
export const MODE_TABLE = Object.freeze(Object.fromEntries([PAI_MODE, LOCAL_MODE, WATCH_MODE, REPLAY_MODE, PUZZLE_MODE, MISTAKES_MODE, FRIEND_MODE]
  .map((mode) => [mode.name, mode])));

/** Every mode's name. */
export const MODES = Object.freeze(Object.keys(MODE_TABLE));

/** The modes a game is played in (names: i18n `mode.*`). */
export const PLAY_MODES = Object.freeze(MODES.filter((name) => MODE_TABLE[name].played));

/** The mode named `name` (an attribute's value, unchecked), or null for a name not in the table. */
export function modeNamed(name) {
  return typeof name === 'string' && Object.hasOwn(MODE_TABLE, name) ? MODE_TABLE[name] : null;
}

/** The mode `settings` are in (settings are cleaned: their `mode` is one of the table's). */
export function modeOf(settings) {
  const mode = modeNamed(settings.mode);
  if (!mode) throw new Error(`no mode ${settings.mode}`);
  return mode;
}
