// The modes where a game is played move by move (pai, local, watch, friend): what they share.
import { defineMode } from './mode.js';

/** A played mode: `fields` over what every played mode allows. */
export function definePlayedMode(fields) {
  return defineMode({ played: true, savesGame: true, undo: 'moves', ...fields });
}
