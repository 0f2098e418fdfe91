// `watch`: PAI against itself, each side at its own level, slowly enough to follow, with Pause.
import { definePlayedMode } from './played.js';

/** The least time a move of PAI against itself takes, so a human can follow the game. */
export const WATCH_MOVE_MS = 500;

export const WATCH_MODE = definePlayedMode({
  name: 'watch',
  paiPlays: true,
  engine: 'search',
  playerOf: () => 'pai',
  strengthOf: (settings, color) => (color === 'white'
    ? { level: settings.whiteLevel, positions: settings.whitePositions ?? null }
    : { level: settings.level, positions: settings.positions ?? null }),
  undo: 'step',
  pausable: true,
  hints: false,
  moveAtLeastMs: WATCH_MOVE_MS,
  setup: { level: true, levelCaption: 'blackLevelField', whiteLevel: true },
});
