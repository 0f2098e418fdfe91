// Choosing an opponent: the setup dialog shows the levels as a ladder, strongest on top, each
// with its Elo from data/ladder.json (written by `pathwayz tournament --ladder`) and plain
// words; the opponent chosen is shown beside the board for the whole game.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { launchBrowser, openGame, gameState, nextFrame } from './browser.mjs';
import engine from './node-engine.mjs';

const ladderBytes = await readFile(new URL('../../www/data/ladder.json', import.meta.url));
const ladder = JSON.parse(ladderBytes.toString('utf8'));

let browser;
before(async () => { browser = await launchBrowser(); });
after(async () => { await browser?.close(); });

test('the ladder file says how it was made and rates the levels it played', () => {
  assert.match(ladder.command, /^pathwayz tournament .*--ladder/);
  assert.ok(ladder.levels.length >= 11);
  for (const entry of ladder.levels) {
    // A level the fit could not rate (no points taken from the others) is below them, with no number.
    const rated = Number.isFinite(entry.elo) || Number.isFinite(entry.eloBelow) || Number.isFinite(entry.eloAbove);
    assert.ok(rated && entry.games > 0 && entry.name && entry.description, JSON.stringify(entry));
  }
});

test("the engine's readLadder hands over the file in its own shape, and refuses a damaged one with a short reason", () => {
  assert.deepEqual(engine.readLadder(ladderBytes), ladder);
  assert.deepEqual(engine.readLadder(ladderBytes.toString('utf8')), ladder);
  for (const [damaged, reason] of [
    [ladderBytes.subarray(0, 100), /not JSON/],
    [JSON.stringify({ ...ladder, levels: 'none' }), /its levels must be a list, not string/],
    [JSON.stringify({ ...ladder, levels: [{ ...ladder.levels[0], games: 'many' }] }), /invalid type/],
    [JSON.stringify({ ...ladder, levels: [...ladder.levels, ladder.levels[0]] }), /level 1 is listed twice/],
    [JSON.stringify({ ...ladder, levels: ladder.levels.map((entry) => ({ ...entry, elo: entry.elo && 1e6 })) }), /elo must be a number from -10000 to 10000/],
  ]) {
    assert.throws(() => engine.readLadder(damaged), (error) => error.kind === 'bad-argument' && reason.test(error.message) && error.message.length < 300);
  }
});

test('the setup dialog: a ladder with Elo and plain words; the chosen opponent shown beside the board', async () => {
  const { page, context, errors } = await openGame(browser, '#moves=&mode=pai&level=5&color=black&ms=250', { viewport: { width: 1280, height: 800 } });
  await page.waitForFunction(() => /Elo/.test(document.querySelector('pathwayz-game').shadowRoot.querySelector('.players').textContent));
  const elo = (level) => {
    const entry = ladder.levels.find((l) => l.level === level);
    if (Number.isFinite(entry.elo)) return String(Math.round(entry.elo));
    return Number.isFinite(entry.eloBelow) ? `< ${Math.round(entry.eloBelow)}` : `> ${Math.round(entry.eloAbove)}`;
  };
  assert.equal(await page.locator('pathwayz-game .players').textContent(), `White: PAI level 5 · TDL-weighted features (Elo ${elo(5)}) · Black: You`);
  await page.locator('pathwayz-game button.open-setup').click();
  const dialog = page.locator('pathwayz-game dialog.setup');
  assert.equal(await dialog.isVisible(), true);
  const rungs = await page.$$eval('pathwayz-game', ([el]) => [...el.shadowRoot.querySelectorAll('.rung')].map((r) => ({
    level: Number(r.dataset.level), elo: r.querySelector('.rung-elo').textContent, words: r.querySelector('.rung-words').textContent, pressed: r.getAttribute('aria-pressed'),
    bar: r.querySelector('.rung-bar span').dataset.share,
  })));
  const engineLevels = await page.$eval('pathwayz-game', (el) => el.levels.map((l) => l.level));
  assert.ok(engineLevels.length >= 12, 'every level of the engine, 12 (PAI Monte Carlo) too');
  assert.deepEqual(rungs.map((r) => r.level), [...engineLevels].reverse(), 'every level, strongest on top');
  for (const rung of rungs) {
    const measured = ladder.levels.some((l) => l.level === rung.level);
    assert.equal(rung.elo, measured ? `Elo ${elo(rung.level)}` : 'Elo not measured yet', `level ${rung.level}'s Elo`);
    assert.equal(rung.bar === '0', !measured, `level ${rung.level}'s bar`);
    assert.ok(rung.words.length > 15 && !rung.words.startsWith('level.'), `plain words for level ${rung.level}`);
  }
  assert.deepEqual(rungs.filter((r) => r.pressed === 'true').map((r) => r.level), [5], 'the current opponent is marked');
  // The store holds the ladder as the engine read it: the file's own fields.
  assert.deepEqual(await page.$eval('pathwayz-game', (el) => el.controller.state.ladder.file), ladder);
  const note = ladder.totalGames ? `from ${ladder.totalGames} games between the levels \\(${ladder.msPerMove} ms a move\\)` : `${ladder.msPerMove} ms a move, ${ladder.gamesPerPair} games a pair`;
  assert.match(await page.locator('pathwayz-game .ladder-note').textContent(), new RegExp(note));
  // Level 12 can be chosen like any other.
  await page.locator('pathwayz-game .rung[data-level="12"]').click();
  assert.equal(await page.locator('pathwayz-game select.level').inputValue(), '12');
  const twelve = await page.locator('pathwayz-game .level-description').textContent();
  assert.match(twelve, /^12\. PAI Monte Carlo: /);
  assert.ok(!twelve.includes('Weights:'), `level 12 plays its own built-in weights, not the loaded ones: ${twelve}`);
  await page.locator('pathwayz-game .rung[data-level="11"]').click();
  const eleven = await page.locator('pathwayz-game .level-description').textContent();
  assert.match(eleven, /^11\. PAI Pro: /);
  assert.ok(!eleven.includes('Weights:'), `level 11 plays the built-in search-fitted weights too: ${eleven}`);
  await page.locator('pathwayz-game .rung[data-level="10"]').click();
  assert.match(await page.locator('pathwayz-game .level-description').textContent(), /^10\. .* Weights: .*pai-td\.bin/, 'level 10 names the loaded weights');
  // Choose level 8 on the ladder, play White, and start.
  await page.locator('pathwayz-game .rung[data-level="8"]').click();
  assert.equal(await page.locator('pathwayz-game .rung[data-level="8"]').getAttribute('aria-pressed'), 'true');
  assert.match(await page.locator('pathwayz-game .level-description').textContent(), /^8\. Minimax: /);
  await page.locator('pathwayz-game select.color').selectOption('white');
  await page.locator('pathwayz-game button.start').click();
  assert.equal(await dialog.isVisible(), false);
  assert.equal(await page.locator('pathwayz-game .players').textContent(), `White: You · Black: PAI level 8 · Minimax (Elo ${elo(8)})`);
  const state = await gameState(page);
  assert.equal(state.ply, 0);
  assert.equal(await page.$eval('pathwayz-game', (el) => el.level), 8);
  // Watching PAI play itself shows both levels.
  await page.locator('pathwayz-game button.open-setup').click();
  await page.locator('pathwayz-game select.mode').selectOption('watch');
  assert.equal(await page.locator('pathwayz-game .color-field').isHidden(), true);
  await page.locator('pathwayz-game select.white-level').selectOption('2');
  await page.locator('pathwayz-game .rung[data-level="3"]').click();
  await page.locator('pathwayz-game button.start').click();
  assert.match(await page.locator('pathwayz-game .players').textContent(), /^White: PAI level 2 · Baseline \(Elo [<>]? ?-?\d+\) · Black: PAI level 3 · Adversarial baseline/);
  await page.locator('pathwayz-game button.pause').click();
  assert.deepEqual(errors, []);
  await context.close();
});

test("the player's edits in an open setup dialog stay when the worker becomes ready; the weights note updates in place", async () => {
  // Two humans: no worker yet, so no weights.
  const { page, context, errors } = await openGame(browser, '#moves=&mode=local', { viewport: { width: 1280, height: 800 } });
  assert.equal(await page.$eval('pathwayz-game', (el) => el.weights), null);
  await page.locator('pathwayz-game button.open-setup').click();
  await page.locator('pathwayz-game select.mode').selectOption('pai');
  await page.locator('pathwayz-game select.level').selectOption('10');
  await page.locator('pathwayz-game select.ms').selectOption('2000');
  assert.doesNotMatch(await page.locator('pathwayz-game .level-description').textContent(), /Weights:/, 'no weights known yet');
  // A hint starts the worker (the dialog is modal: through the controller), which reports its weights.
  await page.evaluate(() => document.querySelector('pathwayz-game').controller.requestHint());
  await page.waitForFunction(() => document.querySelector('pathwayz-game').weights !== null, null, { timeout: 20000 });
  await nextFrame(page);
  assert.equal(await page.locator('pathwayz-game dialog.setup').isVisible(), true);
  assert.equal(await page.locator('pathwayz-game select.mode').inputValue(), 'pai');
  assert.equal(await page.locator('pathwayz-game select.level').inputValue(), '10');
  assert.equal(await page.locator('pathwayz-game select.ms').inputValue(), '2000');
  assert.match(await page.locator('pathwayz-game .level-description').textContent(), /^10\. .* Weights: .*pai-td\.bin/, 'the note names the weights now');
  await page.locator('pathwayz-game button.start').click();
  assert.equal(await page.$eval('pathwayz-game', (el) => [el.mode, el.level, el.ms].join(' ')), 'pai 10 2000');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a damaged ladder file, refused by the engine, leaves the levels without an Elo and the page playing', async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const damaged = JSON.stringify({ ...ladder, levels: ladder.levels.map((entry) => ({ ...entry, level: 0 })) });
  // The ladder by its own name (the sources) or its hashed one (a release build: ladder.HASH.json).
  await context.route(/data\/ladder(\.[0-9a-f]+)?\.json/, (route) => route.fulfill({ status: 200, contentType: 'application/json', body: damaged }));
  const { page, errors } = await openGame(browser, '#moves=&mode=pai&level=5&color=black&ms=250', { context });
  await page.waitForFunction(() => document.querySelector('pathwayz-game').controller.state.ladder.state !== 'loading');
  assert.equal(await page.$eval('pathwayz-game', (el) => el.controller.state.ladder.state), 'missing');
  await page.locator('pathwayz-game button.open-setup').click();
  const elos = await page.$$eval('pathwayz-game', ([el]) => [...el.shadowRoot.querySelectorAll('.rung-elo')].map((r) => r.textContent));
  assert.ok(elos.length >= 12 && elos.every((text) => text === 'Elo not measured yet'), elos.join(', '));
  assert.doesNotMatch(await page.locator('pathwayz-game .players').textContent(), /Elo/);
  assert.deepEqual(errors, []);
  await context.close();
});
