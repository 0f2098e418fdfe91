// The player's history in Node: reading a stored or exported history (every damage named, never
// a throw), the export's text, merging an import, and the controller's rating of a history by the
// engine (`playerRating`, Glicko-2 against the ladder's levels, coached games left out), which
// keeps no copy of the rule.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import engine from './node-engine.mjs';
import { EXPORT_KIND, exportText, mergeGames, parseHistory } from '../../www/js/history/history-storage.js';
import { GameController } from '../../www/js/game/game-controller.js';
import { FakeClient } from './fake-client.mjs';

const game = (date, result = 'win', level = 4) => ({ date, level, colour: 'white', result, record: `d4 ${date}` });

test('a stored or exported history is read, or its damage named', () => {
  const games = [game('2026-11-24T10:00:00.000Z'), game('2026-11-25T10:00:00.000Z', 'loss')];
  assert.deepEqual(parseHistory(JSON.stringify({ format: 1, games })), { games });
  const extra = { ...games[0], note: 'an unknown field is dropped' };
  assert.deepEqual(parseHistory(JSON.stringify({ format: 1, games: [extra] })).games, [games[0]]);
  // Format 2: a game may be coached (kept only when true).
  const coached = { ...games[1], coached: true };
  assert.deepEqual(parseHistory(JSON.stringify({ format: 2, games: [games[0], coached, { ...games[0], coached: false }] })).games, [games[0], coached, games[0]]);
  // A game against a limited strength keeps its budget; absent or null: the level alone.
  const limited = { ...games[0], level: 12, positions: 60000 };
  assert.deepEqual(parseHistory(JSON.stringify({ format: 2, games: [limited, { ...games[1], positions: null }] })).games, [limited, games[1]]);
  const cases = [
    [JSON.stringify({ format: 2, games: [{ ...games[0], positions: '60000' }] }), { key: 'game', index: 1 }],
    [JSON.stringify({ format: 2, games: [{ ...games[0], positions: 1.5 }] }), { key: 'game', index: 1 }],
    ['{', { key: 'not-json' }],
    ['[]', { key: 'not-history' }],
    ['{"format": 1}', { key: 'not-history' }],
    ['{"format": 3, "games": []}', { key: 'format', format: '3' }],
    [JSON.stringify({ format: 2, games: [{ ...games[0], coached: 'yes' }] }), { key: 'game', index: 1 }],
    ['{"games": []}', { key: 'format', format: 'undefined' }],
    [JSON.stringify({ format: 1, games: [games[0], { ...games[1], result: 'won' }] }), { key: 'game', index: 2 }],
    [JSON.stringify({ format: 1, games: [{ ...games[0], level: '4' }] }), { key: 'game', index: 1 }],
    [JSON.stringify({ format: 1, games: [{ ...games[0], colour: 'red' }] }), { key: 'game', index: 1 }],
    [JSON.stringify({ format: 1, games: [null] }), { key: 'game', index: 1 }],
  ];
  for (const [text, problem] of cases) assert.deepEqual(parseHistory(text), { problem }, text);
  // An export must say what it is.
  assert.deepEqual(parseHistory(JSON.stringify({ format: 1, games }), EXPORT_KIND), { problem: { key: 'not-history' } });
});

test('an export reads back as the same games, and importing it twice adds nothing', () => {
  const games = [game('2026-11-24T10:00:00.000Z'), { ...game('2026-11-25T10:00:00.000Z', 'draw'), coached: true }];
  const text = exportText(games, new Date('2026-11-26T00:00:00Z'));
  assert.equal(JSON.parse(text).exportedAt, '2026-11-26T00:00:00.000Z');
  assert.equal(JSON.parse(text).format, 2);
  const read = parseHistory(text, EXPORT_KIND);
  assert.deepEqual(read.games, games);
  assert.deepEqual(mergeGames(games, read.games), games);
  const older = game('2026-11-01T10:00:00.000Z', 'loss');
  assert.deepEqual(mergeGames(games, [older, games[1]]), [older, ...games], 'merged in the order of the dates');
});

test("the controller puts the engine's rating of the history in the store, once the ladder is read", () => {
  const controller = new GameController(engine, { makeClient: () => new FakeClient() });
  const ladder = engine.readLadder(readFileSync(new URL('../../www/data/ladder.json', import.meta.url)));
  controller.setHistory([]);
  assert.deepEqual(controller.state.history, { games: [], rating: null, ratingProblem: null, confirmClear: false });
  // The ladder's arrival rates the history the store holds.
  controller.setLadder(ladder);
  assert.equal(controller.state.history.rating.rating, 1500);
  assert.equal(controller.state.history.rating.rd, 350);
  const games = [game('2026-11-24T10:00:00.000Z', 'win', 4), game('2026-11-24T11:00:00.000Z', 'loss', 9)];
  controller.setHistory(games);
  const { rating } = controller.state.history;
  assert.equal(rating.rated, 2);
  assert.ok(rating.rd < 350 && rating.volatility > 0);
  assert.ok(Number.isInteger(rating.suggestedLevel));
  controller.askClearHistory(true);
  assert.equal(controller.state.history.confirmClear, true);
  assert.equal(controller.state.history.rating, rating, 'asking keeps the rating');
  // A coached game is kept and shown, and the engine leaves it out of the rating.
  controller.setHistory([...games, { ...game('2026-11-24T12:00:00.000Z', 'win', 12), coached: true }]);
  assert.equal(controller.state.history.rating.rated, 2);
  assert.equal(controller.state.history.rating.coached, 1);
  assert.equal(controller.state.history.rating.rating, rating.rating);
  // A history the engine refuses leaves no rating and says why.
  controller.setHistory([{ ...games[0], date: 'yesterday' }]);
  assert.equal(controller.state.history.rating, null);
  assert.match(controller.state.history.ratingProblem, /game 1's date must begin YYYY-MM-DD/);
  // Without `persist` no history is kept: none is shown.
  controller.setHistory(null);
  assert.equal(controller.state.history, null);
  controller.close();
});
