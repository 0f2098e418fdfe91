// The modes as a table (www/js/modes/): no code outside the table branches on a mode's name, and
// each mode says what it allows as the rules of the page have it: who plays which side, whose
// result a game's end is, what undo does, what is saved.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { MODES, MODE_TABLE, PLAY_MODES, modeNamed, modeOf } from '../../www/js/modes/mode-table.js';
import { awaySideIn, defineMode, humanResult, paiSideIn } from '../../www/js/modes/mode.js';

const js = fileURLToPath(new URL('../../www/js/', import.meta.url));

test('no module outside www/js/modes/ compares a mode with a name', () => {
  const files = readdirSync(js, { recursive: true }).filter((file) => file.endsWith('.js') && !file.startsWith('modes/'));
  const byName = /(?<!typeof )\bmode\s*[!=]==?\s*['"`]|['"`]\s*[!=]==?\s*[\w.]*\bmode\b/;
  const found = files.flatMap((file) => readFileSync(join(js, file), 'utf8').split('\n')
    .map((line, index) => [line, index])
    .filter(([line]) => !line.trim().startsWith('//') && !line.trim().startsWith('*') && byName.test(line))
    .map(([line, index]) => `${file}:${index + 1}: ${line.trim()}`));
  assert.deepEqual(found, []);
});

test('the table: each mode under its name; the played ones are pai, local, watch and friend', () => {
  assert.deepEqual(MODES, ['pai', 'local', 'watch', 'replay', 'puzzle', 'mistakes', 'friend']);
  for (const name of MODES) assert.equal(MODE_TABLE[name].name, name);
  assert.deepEqual(PLAY_MODES, ['pai', 'local', 'watch', 'friend']);
  assert.equal(modeNamed('toString'), null, 'only the table own names are modes');
  assert.equal(modeNamed(null), null);
  assert.throws(() => modeOf({ mode: 'chess' }), /no mode chess/);
  assert.throws(() => defineMode({ name: 'toy', canFly: true }), /no field canFly/);
});

/** A snapshot's `{settings, game}` with `toMove` to move and no winner. */
const position = (settings, toMove, winner = null) => ({ settings: { level: 5, whiteLevel: 3, humanColor: 'white', ms: 250, ...settings }, game: { toMove, winner } });

test('who plays: PAI answers the human in pai, plays both sides in watch, none in local, replay, puzzle and mistakes', () => {
  const side = (mode, toMove, extra = {}) => paiSideIn(MODE_TABLE[mode], position({ mode, ...extra }, toMove));
  assert.equal(side('pai', 'white'), null, "the human's turn");
  assert.equal(side('pai', 'black'), 'black');
  assert.equal(side('pai', 'white', { humanColor: 'black' }), 'white');
  assert.deepEqual([side('watch', 'white'), side('watch', 'black')], ['white', 'black']);
  for (const mode of ['local', 'replay', 'puzzle', 'mistakes', 'friend']) assert.deepEqual([side(mode, 'white'), side(mode, 'black')], [null, null], mode);
  assert.equal(paiSideIn(MODE_TABLE.pai, position({ mode: 'pai' }, 'black', 'white')), null, 'nobody plays a finished game');
  const { settings } = position({ mode: 'watch' }, 'white');
  assert.deepEqual([MODE_TABLE.watch.strengthOf(settings, 'white'), MODE_TABLE.watch.strengthOf(settings, 'black')],
    [{ level: 3, positions: null }, { level: 5, positions: null }], "White's own level");
  assert.deepEqual(MODE_TABLE.pai.strengthOf(settings, 'white'), { level: 5, positions: null });
  const limited = { ...settings, positions: 30000, whitePositions: 3000 };
  assert.deepEqual([MODE_TABLE.watch.strengthOf(limited, 'white'), MODE_TABLE.pai.strengthOf(limited, 'black')],
    [{ level: 3, positions: 3000 }, { level: 5, positions: 30000 }], 'each side its own budget');
});

test('a friend plays the other side on their own device: the board waits for their link, and is seen from the player\'s side', () => {
  const friend = MODE_TABLE.friend;
  const away = (toMove, winner = null) => awaySideIn(friend, position({ mode: 'friend', humanColor: 'black' }, toMove, winner));
  assert.deepEqual([away('white'), away('black'), away('white', 'black')], ['white', null, null]);
  for (const mode of ['pai', 'local', 'watch', 'replay', 'puzzle']) assert.equal(awaySideIn(MODE_TABLE[mode], position({ mode }, 'black')), null, mode);
  const { settings } = position({ mode: 'friend', humanColor: 'black' }, 'white');
  assert.deepEqual([friend.playerOf(settings, 'white'), friend.playerOf(settings, 'black')], ['friend', 'you']);
  assert.equal(friend.seenFrom(settings), 'black');
  assert.deepEqual(MODES.filter((mode) => mode !== 'friend').map((mode) => MODE_TABLE[mode].seenFrom(settings)), MODES.filter((mode) => mode !== 'friend').map(() => 'white'));
});

test("a game's end: against PAI or a friend the human's result, else no one human's", () => {
  const { settings } = position({ mode: 'pai', humanColor: 'black' }, 'white');
  assert.deepEqual(['black', 'white', 'draw'].map((winner) => humanResult(MODE_TABLE.pai, settings, winner)), ['win', 'loss', 'draw']);
  assert.deepEqual(['black', 'white', 'draw'].map((winner) => humanResult(MODE_TABLE.friend, { ...settings, mode: 'friend' }, winner)), ['win', 'loss', 'draw']);
  for (const mode of ['local', 'watch', 'replay', 'puzzle', 'mistakes']) assert.equal(humanResult(MODE_TABLE[mode], { ...settings, mode }, 'white'), null, mode);
});

test('what each mode allows: undo, saving, rating, the board, the coach, the setup fields', () => {
  const row = (mode) => {
    const m = MODE_TABLE[mode];
    return [m.undo, m.played, m.savesGame, m.rated, m.refusesMoves, m.judgesMoves, m.pausable, m.controls, m.showsRace, m.byLink, m.hints, m.coaches];
  };
  assert.deepEqual(row('pai'), ['moves', true, true, true, null, false, false, 'play', true, false, true, true]);
  assert.deepEqual(row('local'), ['moves', true, true, false, null, false, false, 'play', true, false, true, false]);
  assert.deepEqual(row('watch'), ['step', true, true, false, null, false, true, 'play', true, false, false, false]);
  assert.deepEqual(row('replay'), ['replay', false, false, false, 'replayReadOnly', false, false, 'replay', true, false, true, false]);
  assert.deepEqual(row('puzzle'), ['none', false, false, false, null, true, false, 'puzzle', false, false, true, false], 'the race would give the answer away');
  assert.deepEqual(row('mistakes'), ['none', false, false, false, null, true, false, 'puzzle', false, false, true, false], "an exercise of the player's mistakes, as a puzzle");
  assert.deepEqual(row('friend'), ['none', true, false, false, null, false, false, 'play', true, true, false, false], 'a move sent is not taken back; kept as a game with a friend, not the game in progress; no hint');
  assert.deepEqual(MODE_TABLE.pai.setup, { color: true, level: true, levelCaption: 'paiLevelField', whiteLevel: false, note: null });
  assert.deepEqual(MODE_TABLE.local.setup, { color: false, level: false, levelCaption: 'paiLevelField', whiteLevel: false, note: null });
  assert.deepEqual(MODE_TABLE.watch.setup, { color: false, level: true, levelCaption: 'blackLevelField', whiteLevel: true, note: null });
  assert.deepEqual(MODE_TABLE.friend.setup, { color: true, level: false, levelCaption: 'paiLevelField', whiteLevel: false, note: 'friendSetupNote' });
  assert.ok(MODE_TABLE.watch.moveAtLeastMs > 0, 'PAI against itself slowly enough to follow');
});
