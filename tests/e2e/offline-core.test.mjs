// A page on the engine's core module, offline: the service worker keeps the search module, which
// the site plays with, and leaves the core to the HTTP cache (the release build's NOT_PRECACHED),
// so after one visit to the site a page that starts on the core (the sample replay) loads the
// search module instead, and shows its game as the engine plays it.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { launchBrowser, openGame, gameState, waitReady, baseUrl, waitServiceWorker } from './browser.mjs';
import engine from './node-engine.mjs';

/** The game of the sample replay page (www/replay.html). */
const RECORD = readFileSync(new URL('../../www/replay.html', import.meta.url), 'utf8').match(/<pathwayz-game mode="replay"[^>]*\srecord="([^"]+)"/)[1];

let browser;
before(async () => { browser = await launchBrowser(); });
after(async () => { await browser?.close(); });

test('after one visit to the site, the replay page, whose engine is the core module, opens offline on the search module', async () => {
  const { page, context } = await openGame(browser, '#moves=&mode=pai&level=2&color=white&ms=250');
  await waitServiceWorker(page);
  await context.setOffline(true);
  const replay = await context.newPage();
  const errors = [];
  const warnings = [];
  replay.on('pageerror', (error) => errors.push(error.message));
  replay.on('console', (message) => { if (message.type() === 'warning') warnings.push(message.text()); });
  await replay.goto(new URL('replay.html', baseUrl).href);
  await waitReady(replay);
  await replay.locator('pathwayz-game .replay-last').click();
  const state = await gameState(replay);
  const game = engine.newGame();
  game.fromRecord(RECORD);
  assert.deepEqual(state.board, game.board(), "the game's last position, as the engine plays it");
  game.free();
  assert.ok(warnings.some((text) => /core module could not load/.test(text)), `the page said it took the search module: ${warnings.join(' | ')}`);
  assert.deepEqual(errors, []);
  await context.close();
});
