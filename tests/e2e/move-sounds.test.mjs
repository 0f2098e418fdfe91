// What the game sounds like (www/js/sound/move-sounds.js), in Node: which change of the store makes a
// sound, and its notes.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { FAST_AUTOPLAY_MS, MAX_RIPPLE, notesOf, soundOf } from '../../www/js/sound/move-sounds.js';

/** A position as the store keeps it (game-controller.js, positionOf). */
function position(record, { flips = [], winner = null } = {}) {
  const moves = record ? record.split(' ') : [];
  return { record, moves, ply: moves.length, lastFlips: flips, winner };
}

/** A snapshot with `game` (and `shown`) at `record`. */
function snapshot(record, { mode = 'pai', humanColor = 'white', shown = null, playing = false, ms = 1000, refused = 0, ...options } = {}) {
  const game = position(record, options);
  return {
    settings: { mode, humanColor },
    game,
    shown: shown ?? { ...game, viewPly: null },
    replay: { playing, ms },
    refused,
  };
}

test('a move played sounds: regular or permanent, its mover, its flips', () => {
  assert.deepEqual(soundOf(snapshot(''), snapshot('f4')), { kind: 'move', permanent: false, side: 'white', flips: 0, end: null });
  assert.deepEqual(soundOf(snapshot('f4'), snapshot('f4 g5*', { flips: ['f4', 'f5', 'g4'] })),
    { kind: 'move', permanent: true, side: 'black', flips: 3, end: null });
});

test('nothing else sounds: the same game, an undo, two moves at once, another game', () => {
  const before = snapshot('f4 g5');
  assert.equal(soundOf(before, { ...before, message: 'x' }), null);
  assert.equal(soundOf(before, snapshot('f4')), null, 'undo');
  assert.equal(soundOf(before, snapshot('f4 g5 h6 h7')), null, 'a redo of two moves');
  assert.equal(soundOf(before, snapshot('a1 b2 c3')), null, 'a record loaded');
  assert.equal(soundOf(before, snapshot('')), null, 'a new game');
});

test("the game's end: the human's win or loss against PAI, a win for either side otherwise, a draw", () => {
  const end = (mode, winner, humanColor = 'white') => soundOf(snapshot('f4', { mode, humanColor }), snapshot('f4 g5', { mode, humanColor, winner })).end;
  assert.equal(end('pai', 'white'), 'win');
  assert.equal(end('pai', 'black'), 'loss');
  assert.equal(end('pai', 'white', 'black'), 'loss');
  assert.equal(end('local', 'black'), 'win');
  assert.equal(end('watch', 'white'), 'win');
  assert.equal(end('pai', 'draw'), 'draw');
});

test("a replay sounds its steps forward, not back, not a jump, nor a fast autoplay", () => {
  const game = position('f4 g5 h6');
  const at = (ply, options = {}) => snapshot('f4 g5 h6', { mode: 'replay', shown: { ...position(game.moves.slice(0, ply).join(' ')), viewPly: ply }, ...options });
  assert.equal(soundOf(at(1), at(2)).kind, 'move');
  assert.equal(soundOf(at(2), at(1)), null);
  assert.equal(soundOf(at(0), at(3)), null);
  assert.equal(soundOf(at(1, { playing: true, ms: FAST_AUTOPLAY_MS }), at(2, { playing: true, ms: FAST_AUTOPLAY_MS })).kind, 'move');
  assert.equal(soundOf(at(1, { playing: true, ms: FAST_AUTOPLAY_MS - 1 }), at(2, { playing: true, ms: FAST_AUTOPLAY_MS - 1 })), null);
  // Turning a game into a replay (shown from its start) is silent.
  assert.equal(soundOf(snapshot('f4'), at(1)), null);
});

test('a refused move thuds', () => {
  assert.deepEqual(soundOf(snapshot('f4'), snapshot('f4', { refused: 1 })), { kind: 'refused' });
});

test("the notes: a permanent weightier than a regular piece, a note a flip up to MAX_RIPPLE, the end's arpeggio", () => {
  const move = (permanent, flips, end = null) => notesOf({ kind: 'move', permanent, side: 'white', flips, end });
  const regular = move(false, 0);
  const permanent = move(true, 0);
  const lowest = (notes) => Math.min(...notes.map((note) => note.freq));
  const longest = (notes) => Math.max(...notes.map((note) => note.at + note.length));
  assert.ok(lowest(permanent) < lowest(regular) / 2, 'lower');
  assert.ok(longest(permanent) > longest(regular), 'longer');
  assert.equal(move(true, 5).length, permanent.length + 5);
  assert.equal(move(false, 20).length, regular.length + MAX_RIPPLE);
  assert.equal(move(false, 0, 'win').length, regular.length + 4);
  const win = move(false, 0, 'win').slice(-4).map((note) => note.freq);
  const loss = move(false, 0, 'loss').slice(-4).map((note) => note.freq);
  assert.ok(win[3] > win[0] && loss[3] < loss[0], 'a win rises, a loss falls');
  assert.notDeepEqual(notesOf({ kind: 'move', permanent: false, side: 'black', flips: 0, end: null }), regular, "Black's tap differs from White's");
  for (const note of [...move(true, 9, 'draw'), ...notesOf({ kind: 'refused' })]) {
    assert.ok(note.freq > 20 && note.freq < 5000 && note.gain > 0 && note.gain <= 1 && note.length > 0 && note.at >= 0, JSON.stringify(note));
    assert.ok(['sine', 'triangle', 'square', 'sawtooth'].includes(note.wave));
  }
});
