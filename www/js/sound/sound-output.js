// What the move sounds play and how (move-sounds.js's notes, sound-player.js's Web Audio), loaded
// by sounds.js the first time sounds are allowed: a page whose sounds stay off never downloads it.
export { notesOf, soundOf } from './move-sounds.js';
export { SoundPlayer } from './sound-player.js';
