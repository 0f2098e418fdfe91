// `local`: two humans on one device.
import { definePlayedMode } from './played.js';

export const LOCAL_MODE = definePlayedMode({
  name: 'local',
  playerOf: () => 'human',
});
