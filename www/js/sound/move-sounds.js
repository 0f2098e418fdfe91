// What the game sounds like: which change of the store (store.js) makes a sound, and the notes of
// each sound. Pure, with no Web Audio and no DOM (sound-player.js plays the notes; the element's
// sounds.js listens to the store), so it is tested in Node (tests/e2e/move-sounds.test.mjs).
//
// A sound is heard when the position shown follows the one before it by exactly one move: a move
// played (the player's, PAI's, or one redone), or a replay's step forward (by hand, or by an
// autoplay of at least FAST_AUTOPLAY_MS a move: a faster one is silent). Undo, a step back, a
// jump, a record loaded and a new game are silent. A move the player tried and the game refused
// (an occupied cell, PAI's turn) gives a low thud.

import { modeOf } from '../modes/mode-table.js';
import { humanResult } from '../modes/mode.js';

/** A replay's autoplay faster than this a move plays no sounds (they would run together). */
export const FAST_AUTOPLAY_MS = 300;

/** At most this many notes of a flip's ripple, however many pieces flipped. */
export const MAX_RIPPLE = 8;

/**
 * What the change from `before` to `after` (two store snapshots) sounds like, or null:
 * `{kind: 'move', permanent, side, flips, end}` (`side` the mover, `white` or `black`; `flips` the
 * number of pieces flipped; `end` null, or `win`, `loss` or `draw` when the move ended the game:
 * against PAI the human's result, else `win` for either side) or `{kind: 'refused'}`.
 */
export function soundOf(before, after) {
  if ((after.refused ?? 0) > (before.refused ?? 0)) return { kind: 'refused' };
  const replay = modeOf(after.settings).replays;
  if (replay !== modeOf(before.settings).replays) return null;
  // A game played sounds its moves; a replay the position it steps to.
  const [was, now] = replay ? [before.shown, after.shown] : [before.game, after.game];
  if (was === now || now.ply !== was.ply + 1) return null;
  const move = now.moves[now.ply - 1];
  if (now.record !== (was.record ? `${was.record} ${move}` : move)) return null;
  if (replay && after.replay.playing && after.replay.ms < FAST_AUTOPLAY_MS) return null;
  return {
    kind: 'move',
    permanent: move.endsWith('*'),
    // White moves first: the mover of an odd ply is White.
    side: now.ply % 2 === 1 ? 'white' : 'black',
    flips: now.lastFlips.length,
    end: was.winner === null && now.winner !== null ? endOf(now.winner, after.settings) : null,
  };
}

/** The sound of a game's end: against PAI the human's result, else a win for whoever won. */
function endOf(winner, settings) {
  return humanResult(modeOf(settings), settings, winner) ?? (winner === 'draw' ? 'draw' : 'win');
}

/** A note's frequency, `semitones` above (or below) A4, 440 Hz. */
function pitch(semitones) {
  return 440 * 2 ** (semitones / 12);
}

/** The major pentatonic over C5 (C D E G A, then the next octave): a flip's ripple climbs it. */
const PENTATONIC = [3, 5, 7, 10, 12, 15, 17, 19, 22, 24];

/**
 * The notes of `sound` (from `soundOf`): each `{at, freq, length, gain, wave}`, `at` and
 * `length` in seconds from the sound's start, `gain` its peak (0 to 1, before the player's
 * volume), `wave` an OscillatorNode type. Every note rises in a few milliseconds and dies away
 * exponentially (sound-player.js), so none clicks.
 */
export function notesOf(sound) {
  if (sound.kind === 'refused') {
    // A soft, low thud: two sines a fifth apart, short.
    return [
      { at: 0, freq: pitch(-33), length: 0.12, gain: 0.5, wave: 'sine' },
      { at: 0, freq: pitch(-26), length: 0.08, gain: 0.2, wave: 'sine' },
    ];
  }
  const notes = [];
  // A regular piece: a wooden tap, White's a little higher than Black's. A permanent: weightier,
  // an octave lower with its fifth, and longer.
  const tap = sound.side === 'white' ? 7 : 3;
  if (sound.permanent) {
    notes.push(
      { at: 0, freq: pitch(tap - 24), length: 0.45, gain: 0.55, wave: 'triangle' },
      { at: 0, freq: pitch(tap - 17), length: 0.35, gain: 0.3, wave: 'triangle' },
      { at: 0, freq: pitch(tap - 12), length: 0.12, gain: 0.2, wave: 'sine' },
    );
  } else {
    notes.push(
      { at: 0, freq: pitch(tap), length: 0.16, gain: 0.45, wave: 'triangle' },
      { at: 0, freq: pitch(tap + 12), length: 0.05, gain: 0.12, wave: 'sine' },
    );
  }
  // The flips: a quick ripple up the pentatonic scale, a note a piece (at most MAX_RIPPLE).
  const ripple = Math.min(sound.flips, MAX_RIPPLE);
  const rippleStart = sound.permanent ? 0.12 : 0.08;
  for (let i = 0; i < ripple; i++) {
    notes.push({ at: rippleStart + i * 0.045, freq: pitch(PENTATONIC[i]), length: 0.12, gain: 0.22, wave: 'sine' });
  }
  if (sound.end) {
    const start = rippleStart + ripple * 0.045 + 0.2;
    // A win: a major arpeggio up to the octave; a loss: a minor one falling; a draw: two fifths.
    const chords = { win: [3, 7, 10, 15], loss: [10, 6, 3, -2], draw: [3, 10, 3, 10] };
    chords[sound.end].forEach((step, i) => {
      const last = i === 3;
      notes.push({ at: start + i * 0.13, freq: pitch(step), length: last ? 0.9 : 0.3, gain: last ? 0.35 : 0.28, wave: 'triangle' });
    });
  }
  return notes;
}
