// The element's features loaded on first use (www/js/element/features.js): a page fetches the
// walk-through, the review's panel, History's and Game setup's dialogs only when the reader first
// opens them, and a mode's own panel (a puzzle's, an exercise's, a friend's game's) when the mode
// is first in play, in the first frame when the page starts in it; a feature that cannot load says
// so on the message line, changes nothing else, and loads at the next try. Publishers' plain
// pages, served beside the release, no service worker.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import engine from './node-engine.mjs';
import { launchBrowser, baseUrl, drawn, gameState, openPlainPage, playEmpty, siteFile, waitForPly } from './browser.mjs';

let browser;
before(async () => { browser = await launchBrowser(); });
after(async () => { await browser?.close(); });

/** Each feature's module, by the release name of its chunk. */
const FEATURES = {
  tour: siteFile('js/tour/walkthrough-view.js').slice(2),
  review: siteFile('js/review/review-panel.js').slice(2),
  history: siteFile('js/history/history-dialog.js').slice(2),
  setup: siteFile('js/panel/setup-view.js').slice(2),
  puzzle: siteFile('js/puzzle/puzzle-view.js').slice(2),
  exercise: siteFile('js/mistakes/exercise-view.js').slice(2),
  friend: siteFile('js/friend/friend-view.js').slice(2),
  search: siteFile('js/search/split-search.js').slice(2),
  puzzles: siteFile('js/puzzle/puzzle-mode.js').slice(2),
  mistakes: siteFile('js/mistakes/mistakes-part.js').slice(2),
  playerHistory: siteFile('js/history/player-history.js').slice(2),
  friendGames: siteFile('js/friend/friend-games.js').slice(2),
  analysis: siteFile('js/analysis/analysis-view.js').slice(2),
  race: siteFile('js/race/race-view.js').slice(2),
  coach: siteFile('js/coach/coach-view.js').slice(2),
};

/** The parts that keep the player's data, loaded at the start where the element keeps data (`persist`). */
const KEEPING = ['friendGames', 'mistakes', 'playerHistory', 'puzzles'];

/** `names` in order, as `features()` gives them. */
const sorted = (...names) => [...names].sort();

/**
 * Opens a plain page holding `element` in a fresh context; resolves with the page and
 * `features()`, the features whose modules it has fetched so far.
 */
async function openPlain(element, options) {
  const fetched = new Set();
  const opened = await openPlainPage(browser, element, (path) => {
    for (const [feature, file] of Object.entries(FEATURES)) if (path.slice(1) === file) fetched.add(feature);
  }, options);
  return { ...opened, features: () => [...fetched].sort() };
}

test('the walk-through, the review and History load when the reader first opens them, not before', async () => {
  // With `persist`: the player's history, and its button in the panel.
  const { page, context, errors, features } = await openPlain('<pathwayz-game mode="local" controls="full" persist></pathwayz-game>');
  await drawn(page);
  assert.deepEqual(features(), KEEPING, 'no feature with the element but the parts that read what it keeps');
  assert.equal(await page.$eval('pathwayz-game', (el) => el.shadowRoot.querySelector('.review-slot').hidden), true, "the review's slot hidden until it is made");

  await page.locator('pathwayz-game button.open-tour').click();
  await drawn(page);
  assert.deepEqual(features(), sorted(...KEEPING, 'tour'));
  assert.equal(await page.$eval('pathwayz-game', (el) => el.shadowRoot.querySelector('dialog.tour').open), true, 'the walk-through is open');
  await page.keyboard.press('Escape');

  await page.$eval('pathwayz-game', (el) => { el.record = 'd4 e5 e4*'; });
  await page.locator('pathwayz-game button.review-game').click();
  await page.waitForFunction(() => document.querySelector('pathwayz-game').dataset.review === 'done', null, { timeout: 60000 });
  await drawn(page);
  assert.deepEqual(features(), sorted(...KEEPING, 'review', 'search', 'tour'), "the review's panel, and the search workers' client the review runs in");
  const review = await page.$eval('pathwayz-game', (el) => ({
    shown: !el.shadowRoot.querySelector('.review-slot').hidden,
    moves: el.shadowRoot.querySelectorAll('.review-moves button[data-ply]').length,
  }));
  assert.deepEqual(review, { shown: true, moves: 3 }, "the review's panel, every move judged");

  await page.locator('pathwayz-game button.open-history').click();
  await drawn(page);
  assert.deepEqual(features(), sorted(...KEEPING, 'history', 'review', 'search', 'tour'));
  assert.equal(await page.$eval('pathwayz-game', (el) => el.shadowRoot.querySelector('dialog.history').open), true, 'History is open');
  await page.keyboard.press('Escape');

  await page.locator('pathwayz-game button.open-setup').click();
  await drawn(page);
  assert.deepEqual(features(), sorted(...KEEPING, 'history', 'review', 'search', 'setup', 'tour'));
  assert.equal(await page.$eval('pathwayz-game', (el) => el.shadowRoot.querySelector('dialog.setup').open), true, 'Game setup is open');
  assert.deepEqual(errors, []);
  await context.close();
});

test("a mode's panel comes with the mode: none for a replay, the puzzle's in a puzzle page's first frame, a friend's game's when one starts", async () => {
  const replay = await openPlain('<pathwayz-game mode="replay" record="d4 e5 e4*"></pathwayz-game>');
  await drawn(replay.page);
  assert.deepEqual(replay.features(), [], 'a replay fetches no feature');
  // A game with a friend from the setup: its panel comes with the mode.
  await replay.page.$eval('pathwayz-game', (el) => { el.mode = 'friend'; });
  await drawn(replay.page);
  assert.deepEqual(replay.features(), ['friend'], "the friend's panel; no games kept here, so not the part that keeps them");
  assert.equal(await replay.page.$eval('pathwayz-game', (el) => el.shadowRoot.querySelector('.friend-slot').hidden), false, "the friend's panel is shown");
  assert.deepEqual(replay.errors, []);
  await replay.context.close();

  // The puzzle's panel is drawn when the element says it is ready: read at that moment.
  const puzzle = await openPlain('<pathwayz-game mode="puzzle" puzzle="daily"></pathwayz-game>');
  const shown = await puzzle.page.$eval('pathwayz-game', (el) => ({ hidden: el.shadowRoot.querySelector('.puzzle-slot').hidden, filled: el.shadowRoot.querySelector('.puzzle-slot').childElementCount > 0 }));
  assert.deepEqual(shown, { hidden: false, filled: true }, "the puzzle's panel in the first frame");
  assert.deepEqual(puzzle.features(), ['puzzle', 'puzzles'], "the puzzle's panel and the puzzles' part");
  assert.deepEqual(puzzle.errors, []);
  await puzzle.context.close();
});

test('a feature that cannot load says so and changes nothing; the next try loads it', async () => {
  const { page, context, errors } = await openPlain('<pathwayz-game mode="local" controls="full"></pathwayz-game>');
  await page.$eval('pathwayz-game', (el) => { el.record = 'd4 e5'; });
  // The network fails for the walk-through's module (offline before the site was kept).
  const file = new URL(FEATURES.tour, baseUrl).href;
  await page.route(file, (route) => route.abort('internetdisconnected'));
  await page.locator('pathwayz-game button.open-tour').click();
  await drawn(page);
  const failed = await gameState(page);
  assert.match(failed.message, /^This part of the game could not load \(.+\): check the connection and try again\.$/);
  assert.equal(failed.record, 'd4 e5', 'the game is as it was');
  assert.equal(await page.$eval('pathwayz-game', (el) => el.shadowRoot.querySelector('dialog.tour').open), false);
  // The network is back: the next opening loads it.
  await page.unroute(file);
  await page.locator('pathwayz-game button.open-tour').click();
  await drawn(page);
  assert.equal(await page.$eval('pathwayz-game', (el) => el.shadowRoot.querySelector('dialog.tour').open), true, 'the walk-through is open');
  assert.deepEqual(errors, []);
  await context.close();
});

test("the search workers' client comes when PAI first thinks; code that cannot load says so, and PAI moves at the next try", async () => {
  // The network fails for the client's module from the start (offline before the site was kept).
  const file = new URL(FEATURES.search, baseUrl).href;
  const { page, context, errors, features } = await openPlain('<pathwayz-game level="1" color="white"></pathwayz-game>', { offline: [file] });
  await drawn(page);
  await playEmpty(page, ['e4', 'f4']);
  await page.waitForFunction(() => /could not load/.test(document.querySelector('pathwayz-game').shadowRoot.querySelector('.message').textContent), null, { timeout: 30000 });
  const refused = await gameState(page);
  assert.match(refused.message, /^This part of the game could not load \(.+\): check the connection and try again\.$/);
  assert.deepEqual({ ply: refused.ply, thinking: refused.thinking }, { ply: 1, thinking: false }, 'PAI does not move, and does not stay thinking');
  // The network is back: a new game's first move brings PAI's answer.
  await context.unroute(file);
  await page.$eval('pathwayz-game', (el) => el.newGame());
  await drawn(page);
  await playEmpty(page, ['e4', 'f4']);
  await waitForPly(page, 2, 60000);
  assert.deepEqual(features(), ['search']);
  assert.deepEqual(errors, []);
  await context.close();
});

test("without persist, a part comes with its mode or its first use: a friend's link opens without the games kept, the puzzles' part with the puzzle mode", async () => {
  const { page, context, errors, features } = await openPlain('<pathwayz-game mode="local" controls="full"></pathwayz-game>');
  await drawn(page);
  // A friend's link from another device, opened by a script: judged against the game shown.
  const link = engine.encodeFriendLink({ gameId: '0123456789abcdef', record: 'd4', white: 'Ann', black: null });
  const result = await page.$eval('pathwayz-game', (el, text) => el.openFriendLink(text), link);
  await drawn(page);
  assert.equal(result, 'new');
  assert.deepEqual(await page.$eval('pathwayz-game', (el) => ({ mode: el.mode, record: el.record })), { mode: 'friend', record: 'd4' });
  assert.deepEqual(features(), ['friend'], "the friend's panel alone");
  // The puzzle mode brings the puzzles' part, and the element has drawn the puzzle when it says so.
  await page.$eval('pathwayz-game', (el) => { el.setAttribute('puzzle', 'daily'); el.mode = 'puzzle'; });
  await drawn(page);
  assert.deepEqual(features(), ['friend', 'puzzle', 'puzzles']);
  await page.waitForFunction(() => document.querySelector('pathwayz-game').dataset.puzzle === 'solving', null, { timeout: 30000 });
  assert.deepEqual(errors, []);
  await context.close();
});

test("the analysis's, the race's and the coach's panels load when first turned on; what they mark on the board is drawn with them", async () => {
  const { page, context, errors, features } = await openPlain('<pathwayz-game mode="local" controls="full" record="d4 e5 e4"></pathwayz-game>');
  await drawn(page);
  assert.deepEqual(features(), [], 'none with the element');
  const shown = () => page.$eval('pathwayz-game', (el) => {
    const root = el.shadowRoot;
    return {
      analysis: !root.querySelector('.analysis-slot').hidden,
      bar: !root.querySelector('.evalbar').hidden,
      race: !root.querySelector('.race-slot').hidden,
      raceCells: root.querySelectorAll('.cell .race-mark').length,
    };
  });
  assert.deepEqual(await shown(), { analysis: false, bar: false, race: false, raceCells: 0 });
  await page.locator('pathwayz-game button.show-race').click();
  await drawn(page);
  assert.deepEqual(features(), ['race']);
  const race = await shown();
  assert.equal(race.race, true, "the race's panel is shown");
  assert.ok(race.raceCells > 0, 'and its paths are marked on the board');
  await page.locator('pathwayz-game button.analyze').click();
  await page.waitForFunction(() => document.querySelector('pathwayz-game').dataset.analysis === 'running' || document.querySelector('pathwayz-game').dataset.analysis === 'done', null, { timeout: 30000 });
  await drawn(page);
  assert.deepEqual(features(), ['analysis', 'race', 'search'], "the analysis's panel, and the workers' client it runs in");
  assert.deepEqual((({ analysis, bar }) => ({ analysis, bar }))(await shown()), { analysis: true, bar: true });
  // The coach, turned on for a game against PAI: its panel is there before its first stop.
  await page.$eval('pathwayz-game', (el) => { el.setAttribute('coach', 'blunder'); });
  await drawn(page);
  assert.deepEqual(features(), ['analysis', 'coach', 'race', 'search']);
  assert.equal(await page.$eval('pathwayz-game', (el) => el.shadowRoot.querySelector('.coach-slot .coach-text') !== null), true, "the coach's panel is made, hidden until a stop");
  assert.deepEqual(errors, []);
  await context.close();
});
