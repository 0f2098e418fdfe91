// `replay`: the game of the `record` attribute shown move by move on a read-only board
// (replay-work.js, replay-view.js). PAI plays no side; it analyses when asked.
import { defineMode } from './mode.js';

export const REPLAY_MODE = defineMode({
  name: 'replay',
  replays: true,
  undo: 'replay',
  refusesMoves: 'replayReadOnly',
  controls: 'replay',
});
