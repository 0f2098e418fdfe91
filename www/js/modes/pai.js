// `pai`: a human against PAI, the game the site opens with.
import { definePlayedMode } from './played.js';

export const PAI_MODE = definePlayedMode({
  name: 'pai',
  paiPlays: true,
  engine: 'search',
  playerOf: (settings, color) => (color === settings.humanColor ? 'you' : 'pai'),
  rated: true,
  coaches: true,
  setup: { color: true, level: true },
});
