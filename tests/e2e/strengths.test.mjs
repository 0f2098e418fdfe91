// PAI's strengths on the page (www/js/game/strengths.js) in Node, on the shipped engine: a level
// alone or limited to a number of positions a move, as the engine's `strengths()` offers them.
// The settings take a budget only for a strength the engine lists (a stored or linked one that it
// does not is dropped for the level alone), the `positions` attribute is refused with a reason,
// the ladder orders the strengths by Elo, and a limited strength is named with its budget in the
// player's language. The budgets are read from the engine, never written here.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import engine from './node-engine.mjs';
import { cleanSettings, engineBounds } from '../../www/js/game/settings.js';
import { budgetProblem, settingFromAttribute } from '../../www/js/element/live-attributes.js';
import { budgetText, strengthKey, strengthName, strengthOfKey } from '../../www/js/game/strengths.js';
import { ladderState, strengthElo, strengthsByElo } from '../../www/js/panel/ladder.js';
import { readLink, shareLink } from '../../www/js/storage/storage.js';
import { loadLanguage, translator } from '../../www/js/i18n/i18n.js';

// The Chinese table comes on first use (i18n.js): loaded before the tests that speak it.
await loadLanguage('zh');

const bounds = engineBounds(engine);
const limited = bounds.strengths.filter((strength) => strength.positions !== null);
/** The first limited strength of the top level (level 12: placed between levels 11 and 12 below). */
const top = Math.max(...limited.map((strength) => strength.level));
const first = limited.find((strength) => strength.level === top);
/** A budget no strength of the engine has. */
const unlisted = Math.max(...limited.map((strength) => strength.positions)) + 1;

test('the engine offers limited strengths, each a level that searches', () => {
  assert.ok(limited.length >= 1, JSON.stringify(bounds.strengths));
  assert.deepEqual(bounds.strengths.filter((strength) => strength.positions === null).map((strength) => strength.level), engine.levels().map((info) => info.level));
  for (const strength of engine.strengths().filter((each) => each.positions !== null)) assert.equal(strength.splits, false, 'a limited strength searches in one worker');
});

test('settings take a budget only for a strength the engine lists, else the level alone', () => {
  const clean = (settings) => cleanSettings(settings, bounds);
  assert.deepEqual([clean({}).positions, clean({}).whitePositions], [null, null], 'the level alone by default');
  const chosen = clean({ level: first.level, positions: first.positions });
  assert.deepEqual([chosen.level, chosen.positions], [first.level, first.positions]);
  // From a link or a stored game, as text.
  assert.equal(clean({ level: String(first.level), positions: String(first.positions) }).positions, first.positions);
  assert.deepEqual([clean({ mode: 'watch', whiteLevel: first.level, whitePositions: first.positions }).whitePositions], [first.positions]);
  for (const [settings, why] of [
    [{ level: first.level, positions: unlisted }, 'a budget the engine does not offer'],
    [{ level: 5, positions: first.positions }, 'a budget at a level that does not take it'],
    [{ level: 99, positions: first.positions }, 'at a level refused (the default level alone)'],
    [{ level: first.level, positions: -first.positions }, 'a negative budget'],
    [{ level: first.level, positions: 'many' }, 'not a number'],
    [{ level: first.level, positions: true }, 'not a number'],
    [Object.assign(Object.create({ positions: first.positions }), { level: first.level }), 'an inherited property'],
  ]) {
    assert.equal(clean(settings).positions, null, why);
  }
  // Bounds without the engine's strengths (none offered): always the level alone.
  assert.equal(cleanSettings({ level: first.level, positions: first.positions }, { levelCount: 12, maxMs: 60000 }).positions, null);
});

test('the positions attribute: a whole number, offered at the level, else refused with a reason', () => {
  const pair = ['level', 'positions'];
  assert.deepEqual(settingFromAttribute('positions', String(first.positions), bounds), { key: 'positions', value: first.positions });
  assert.deepEqual(settingFromAttribute('white-positions', String(first.positions), bounds), { key: 'whitePositions', value: first.positions });
  assert.deepEqual(settingFromAttribute('positions', null, bounds), { key: 'positions', value: undefined }, 'removed: the default, the level alone');
  for (const text of ['', 'many', '1.5', '0', '-3', '1e400']) {
    assert.match(settingFromAttribute('positions', text, bounds).problem, /^positions must be a whole number of positions a move, not /, text);
  }
  assert.equal(budgetProblem(pair, first.level, first.positions, bounds.strengths), null);
  assert.equal(budgetProblem(pair, 5, null, bounds.strengths), null, 'no budget: the level alone');
  const problem = budgetProblem(pair, 5, first.positions, bounds.strengths);
  assert.match(problem, new RegExp(`^positions ${first.positions} is not offered at level 5: (.*; )?level ${first.level} with ${first.positions}\\b`));
  for (const { level } of limited) assert.match(problem, new RegExp(`level ${level} with `), 'every level that takes a budget is named');
  assert.match(budgetProblem(pair, first.level, unlisted, bounds.strengths), new RegExp(`^positions ${unlisted} is not offered at level ${first.level}: `));
});

test('a strength is keyed and named with its budget in the player\'s language', () => {
  assert.equal(strengthKey({ level: 5, positions: null }), '5');
  assert.equal(strengthKey({ level: 5 }), '5', 'a ladder entry without positions');
  assert.equal(strengthKey(first), `${first.level}@${first.positions}`);
  assert.deepEqual(strengthOfKey(strengthKey(first)), first);
  assert.deepEqual(strengthOfKey('7'), { level: 7, positions: null });
  assert.equal(strengthOfKey('7@'), null);
  const levelName = (level) => `Level${level}`;
  const en = translator('en');
  const zh = translator('zh');
  const levels = engine.levels();
  assert.equal(strengthName({ level: 12, positions: null }, levelName, levels, en), 'Level12');
  assert.equal(strengthName({ level: 12, positions: 60000 }, levelName, levels, en), 'Level12, 60,000 positions');
  assert.equal(strengthName({ level: 12, positions: 60000 }, levelName, levels, zh), 'Level12，60,000 个局面');
  // Level 6 plays random games to the end: its budget counts them, as its progress does.
  assert.equal(strengthName({ level: 6, positions: 100000 }, levelName, levels, en), 'Level6, 100,000 playouts');
  assert.equal(strengthName({ level: 6, positions: 100000 }, levelName, levels, zh), 'Level6，100,000 次模拟');
  assert.equal(budgetText({ level: 6, positions: null }, levels, en), null);
});

test('the ladder lists the strengths by Elo, the unrated level 1 first; those it does not rate after; the engine\'s order without it', () => {
  const strengths = [...engine.strengths()];
  // A ladder with made-up Elos: 6 and 7 below 3, a limited strength between 11 and 12.
  const elo = { 2: 1052, 3: 1202, 4: 1350, 5: 1497, 6: 1106, 7: 1386, 8: 1550, 9: 1600, 10: 1700, 11: 1828, 12: 2171 };
  const entry = (level, fields) => ({ level, name: `L${level}`, description: 'd', games: 10, score: 0.5, ...fields });
  const file = { levels: [
    entry(1, { elo: null, eloBelow: 1052 }),
    ...Object.entries(elo).map(([level, value]) => entry(Number(level), { elo: value })),
    entry(first.level, { positions: first.positions, elo: 1900 }),
  ] };
  const ladder = ladderState(file);
  const ordered = strengthsByElo(strengths, ladder).map(strengthKey);
  const rated = ['1', '2', '6', '3', '4', '7', '5', '8', '9', '10', '11', strengthKey(first), '12'];
  const unrated = limited.filter((strength) => strength !== first).map(strengthKey);
  assert.deepEqual(ordered, [...rated, ...unrated]);
  assert.equal(strengthElo(ladder, first), '1900');
  assert.equal(strengthElo(ladder, { level: first.level, positions: null }), '2171', 'the level alone has its own Elo');
  assert.equal(strengthElo(ladder, { level: 1, positions: null }), '< 1052');
  assert.deepEqual(strengthsByElo(strengths, ladderState(null)), strengths, "missing: the engine's order");
});

test('a shared link carries a limited strength', () => {
  const settings = cleanSettings({ mode: 'pai', level: first.level, positions: first.positions, humanColor: 'black', ms: 500 }, bounds);
  const link = shareLink(['d4', 'e5'], settings, 'https://example.test/');
  assert.match(link, new RegExp(`&positions=${first.positions}\\b`));
  const read = readLink(link.slice(link.indexOf('#')));
  assert.deepEqual(cleanSettings(read.settings, bounds), settings);
  assert.doesNotMatch(shareLink(['d4'], cleanSettings({}, bounds), 'https://example.test/'), /positions/, 'none for a level alone');
});
