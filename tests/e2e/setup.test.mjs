// Choosing an opponent: the setup dialog shows PAI's strengths (the levels, and level 12 limited to
// a number of positions a move) as a ladder in the order of their Elo, strongest on top, each
// with its Elo from data/ladder.json (written by `pathwayz tournament --ladder`) and plain
// words; the opponent chosen is shown beside the board for the whole game.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { launchBrowser, openGame, gameState, drawn } from './browser.mjs';
import engine from './node-engine.mjs';
import { FIXTURE_LADDER, LIMITED, routeLadder, standing } from './ladder-fixture.mjs';
import { audit } from './axe-audit.mjs';

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
  await drawn(page);
  const dialog = page.locator('pathwayz-game dialog.setup');
  assert.equal(await dialog.isVisible(), true);
  const rungs = await page.$$eval('pathwayz-game', ([el]) => [...el.shadowRoot.querySelectorAll('.rung')].map((r) => ({
    strength: r.dataset.strength, elo: r.querySelector('.rung-elo').textContent, words: r.querySelector('.rung-words').textContent, pressed: r.getAttribute('aria-pressed'),
    bar: r.querySelector('.rung-bar span').dataset.share,
  })));
  const strengths = engine.strengths().map(({ level, positions }) => (positions === null ? String(level) : `${level}@${positions}`));
  assert.ok(strengths.length >= 12, 'every strength of the engine, 12 (PAI Monte Carlo) too');
  // The ladder's order, worked out here from the file: by Elo (level 1 by the bound it is under),
  // then the strengths the file does not rate, in the engine's order.
  const keyOf = (entry) => (entry.positions === undefined ? String(entry.level) : `${entry.level}@${entry.positions}`);
  const byElo = [...ladder.levels].sort((a, b) => (a.elo ?? a.eloBelow - 0.5) - (b.elo ?? b.eloBelow - 0.5)).map(keyOf).filter((key) => strengths.includes(key));
  const ascending = [...byElo, ...strengths.filter((key) => !byElo.includes(key))];
  assert.deepEqual(rungs.map((r) => r.strength), [...ascending].reverse(), 'every strength, strongest on top');
  assert.deepEqual(await page.$$eval('pathwayz-game select.level option', (options) => options.map((o) => o.value)), ascending, 'the select, weakest first');
  for (const rung of rungs) {
    const measured = byElo.includes(rung.strength);
    const level = Number(rung.strength.split('@')[0]);
    assert.equal(rung.elo, measured && !rung.strength.includes('@') ? `Elo ${elo(level)}` : measured ? rung.elo : 'Elo not measured yet', `${rung.strength}'s Elo`);
    assert.equal(rung.bar === '0', !measured, `${rung.strength}'s bar`);
    assert.ok(rung.words.length > 15 && !rung.words.startsWith('level.'), `plain words for ${rung.strength}`);
  }
  assert.deepEqual(rungs.filter((r) => r.pressed === 'true').map((r) => r.strength), ['5'], 'the current opponent is marked');
  // The store holds the ladder as the engine read it: the file's own fields.
  assert.deepEqual(await page.$eval('pathwayz-game', (el) => el.controller.state.ladder.file), ladder);
  const note = ladder.totalGames ? `from ${ladder.totalGames} games between the levels \\(${ladder.msPerMove} ms a move\\)` : `${ladder.msPerMove} ms a move, ${ladder.gamesPerPair} games a pair`;
  assert.match(await page.locator('pathwayz-game .ladder-note').textContent(), new RegExp(note));
  // Level 12 can be chosen like any other.
  await page.locator('pathwayz-game .rung[data-strength="12"]').click();
  assert.equal(await page.locator('pathwayz-game select.level').inputValue(), '12');
  const twelve = await page.locator('pathwayz-game .level-description').textContent();
  assert.match(twelve, /^12\. PAI Monte Carlo: /);
  assert.ok(!twelve.includes('Weights:'), `level 12 plays its own built-in weights, not the loaded ones: ${twelve}`);
  await page.locator('pathwayz-game .rung[data-strength="11"]').click();
  const eleven = await page.locator('pathwayz-game .level-description').textContent();
  assert.match(eleven, /^11\. PAI Pro: /);
  assert.ok(!eleven.includes('Weights:'), `level 11 plays the built-in search-fitted weights too: ${eleven}`);
  await page.locator('pathwayz-game .rung[data-strength="10"]').click();
  assert.match(await page.locator('pathwayz-game .level-description').textContent(), /^10\. .* Weights: .*pai-td\.bin/, 'level 10 names the loaded weights');
  // Choose level 8 on the ladder, play White, and start.
  await page.locator('pathwayz-game .rung[data-strength="8"]').click();
  assert.equal(await page.locator('pathwayz-game .rung[data-strength="8"]').getAttribute('aria-pressed'), 'true');
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
  await drawn(page);
  await page.locator('pathwayz-game select.mode').selectOption('watch');
  assert.equal(await page.locator('pathwayz-game .color-field').isHidden(), true);
  await page.locator('pathwayz-game select.white-level').selectOption('2');
  await page.locator('pathwayz-game .rung[data-strength="3"]').click();
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
  await drawn(page);
  await page.locator('pathwayz-game select.mode').selectOption('pai');
  await page.locator('pathwayz-game select.level').selectOption('10');
  await page.locator('pathwayz-game select.ms').selectOption('2000');
  assert.doesNotMatch(await page.locator('pathwayz-game .level-description').textContent(), /Weights:/, 'no weights known yet');
  // A hint starts the worker (the dialog is modal: through the controller), which reports its weights.
  await page.evaluate(() => document.querySelector('pathwayz-game').controller.requestHint());
  await page.waitForFunction(() => document.querySelector('pathwayz-game').weights !== null, null, { timeout: 20000 });
  await drawn(page);
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
  await drawn(page);
  const elos = await page.$$eval('pathwayz-game', ([el]) => [...el.shadowRoot.querySelectorAll('.rung-elo')].map((r) => r.textContent));
  assert.ok(elos.length >= 12 && elos.every((text) => text === 'Elo not measured yet'), elos.join(', '));
  assert.doesNotMatch(await page.locator('pathwayz-game .players').textContent(), /Elo/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('the strengths in the order of the ladder\'s Elo, limited ones among them, each with its Elo; one chosen is played and named with its budget', async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await routeLadder(context);
  const { page, errors } = await openGame(browser, '#moves=&mode=pai&level=5&color=white&ms=250', { context });
  await page.waitForFunction(() => document.querySelector('pathwayz-game').controller.state.ladder.state === 'ready');
  // The order worked out here from the fixture's Elos; every strength the engine offers is rated there.
  const keyOf = (entry) => (entry.positions === undefined ? String(entry.level) : `${entry.level}@${entry.positions}`);
  const ascending = [...FIXTURE_LADDER.levels].sort((a, b) => standing(a) - standing(b));
  const elo = (entry) => (Number.isFinite(entry.elo) ? String(entry.elo) : `< ${entry.eloBelow}`);
  assert.equal(ascending[0].level, 1, 'level 1, unrated, first');
  const limitedKeys = LIMITED.map(keyOf);
  const eleven = ascending.findIndex((entry) => keyOf(entry) === '11');
  assert.deepEqual(ascending.slice(eleven + 1, eleven + 1 + LIMITED.length).map(keyOf).sort(), [...limitedKeys].sort(), 'the limited strengths between 11 and 12');
  await page.locator('pathwayz-game button.open-setup').click();
  await drawn(page);
  const options = await page.$$eval('pathwayz-game select.level option', (list) => list.map((o) => [o.value, o.textContent]));
  assert.deepEqual(options.map(([value]) => value), ascending.map(keyOf), 'the select, weakest first');
  for (const [value, text] of options) {
    const entry = ascending.find((each) => keyOf(each) === value);
    assert.ok(text.endsWith(`(Elo ${elo(entry)})`), `${value}: ${text}`);
  }
  const rungs = await page.$$eval('pathwayz-game .rung', (list) => list.map((r) => [r.dataset.strength, r.querySelector('.rung-elo').textContent]));
  assert.deepEqual(rungs, [...ascending].reverse().map((entry) => [keyOf(entry), `Elo ${elo(entry)}`]), 'the rungs, strongest on top, each with its Elo');
  // Level 12's weakest limited strength: chosen on the ladder, described, started, named with its budget.
  const [first] = LIMITED.filter((strength) => strength.level === 12).sort((a, b) => a.positions - b.positions);
  const budget = new Intl.NumberFormat('en').format(first.positions);
  const entry = FIXTURE_LADDER.levels.find((each) => keyOf(each) === keyOf(first));
  // Chosen by keyboard: the rung focused, Space.
  await page.locator(`pathwayz-game .rung[data-strength="${keyOf(first)}"]`).focus();
  await page.keyboard.press('Space');
  assert.equal(await page.locator('pathwayz-game select.level').inputValue(), keyOf(first));
  assert.equal(await page.locator(`pathwayz-game .rung[data-strength="${keyOf(first)}"]`).getAttribute('aria-pressed'), 'true');
  assert.match(await page.locator(`pathwayz-game .rung[data-strength="${keyOf(first)}"] .rung-name`).textContent(), new RegExp(`^${first.level}\\. PAI Monte Carlo, ${budget} positions$`));
  assert.match(await page.locator('pathwayz-game .level-description').textContent(), new RegExp(`^${first.level}\\. PAI Monte Carlo, ${budget} positions: .* At most ${budget} positions a move`));
  await page.locator('pathwayz-game button.start').click();
  assert.deepEqual(await page.$eval('pathwayz-game', (el) => [el.controller.state.settings.level, el.controller.state.settings.positions]), [first.level, first.positions]);
  assert.equal(await page.locator('pathwayz-game .players').textContent(), `White: You · Black: PAI level ${first.level} · PAI Monte Carlo, ${budget} positions (Elo ${entry.elo})`);
  // The attribute: a budget the engine does not offer is refused; a level that takes none plays alone.
  const said = await page.$eval('pathwayz-game', async (el, [level, positions]) => {
    const heard = [];
    el.addEventListener('pathwayz-error', (event) => heard.push(event.detail.message));
    el.setAttribute('positions', String(positions + 1));
    el.setAttribute('level', '5');
    el.setAttribute('positions', String(positions));
    const refused = [el.controller.state.settings.level, el.controller.state.settings.positions];
    el.setAttribute('level', String(level));
    return { heard, refused, now: [el.controller.state.settings.level, el.controller.state.settings.positions] };
  }, [first.level, first.positions]);
  assert.match(said.heard[0], new RegExp(`^positions ${first.positions + 1} is not offered at level ${first.level}: (.*; )?level ${first.level} with `));
  assert.match(said.heard[1], new RegExp(`^positions ${first.positions + 1} is not offered at level 5: .*\\(the level alone is played\\)$`));
  assert.match(said.heard[2], new RegExp(`^positions ${first.positions} is not offered at level 5`));
  assert.equal(said.heard.length, 3);
  assert.deepEqual(said.refused, [5, null]);
  assert.deepEqual(said.now, [first.level, first.positions], 'the level that takes it: the budget of the attribute');
  // PAI against itself, White at the budget: the status line names it beside White's level.
  // (White's row a1 to l1 joins the left and right edges: White has won.)
  const won = 'a1 a8 b1 b8 c1 c8 d1 d8 e1 e8 f1 f8 g1 g8 h1 h8 i1 i8 j1 j8 k1 k8 l1';
  await page.$eval('pathwayz-game', (el, [record, level, positions]) => {
    el.controller.loadRecord(record, { mode: 'watch', level: 11, whiteLevel: level, whitePositions: positions });
  }, [won, first.level, first.positions]);
  await page.waitForFunction(() => document.querySelector('pathwayz-game').controller.state.game.winner === 'white');
  assert.equal((await gameState(page)).status, `White (level ${first.level}, ${budget} positions) wins!`);
  assert.deepEqual(errors, []);
  await context.close();
});

test('without a ladder file the strengths are listed in the engine\'s order', async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.route(/data\/ladder(\.[0-9a-f]+)?\.json/, (route) => route.fulfill({ status: 404, body: '' }));
  const { page, errors } = await openGame(browser, '#moves=&mode=pai&level=5&color=white&ms=250', { context });
  await page.waitForFunction(() => document.querySelector('pathwayz-game').controller.state.ladder.state === 'missing');
  // The store's state is drawn in the next frame: the lists are read once it is, in Game setup.
  await page.locator('pathwayz-game button.open-setup').click();
  await drawn(page);
  const keys = engine.strengths().map(({ level, positions }) => (positions === null ? String(level) : `${level}@${positions}`));
  assert.deepEqual(await page.$$eval('pathwayz-game select.level option', (list) => list.map((o) => o.value)), keys);
  assert.deepEqual(await page.$$eval('pathwayz-game .rung', (list) => list.map((r) => r.dataset.strength)), [...keys].reverse());
  assert.deepEqual(errors, []);
  await context.close();
});

test('on a 360 px phone in Chinese: the limited strengths named with their budgets, the next step and Play it, axe-clean, nothing sideways', async () => {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
  await routeLadder(context);
  const [weakest] = [...LIMITED].sort((a, b) => a.positions - b.positions);
  const won = { date: '2026-11-20T10:00:00.000Z', level: weakest.level, positions: weakest.positions, colour: 'white', result: 'win', record: 'd4' };
  await context.addInitScript((value) => {
    if (!sessionStorage.getItem('planted')) {
      sessionStorage.setItem('planted', 'yes');
      localStorage.setItem('pathwayz.history.v1', value);
    }
  }, JSON.stringify({ format: 2, games: [won] }));
  const { page, errors } = await openGame(browser, '', { context });
  await page.$eval('pathwayz-game', (el) => el.setAttribute('lang', 'zh'));
  await drawn(page);
  await page.waitForFunction(() => /盘计分对局/.test(document.querySelector('pathwayz-game').shadowRoot.querySelector('.rating-text').textContent));
  const budget = (positions) => new Intl.NumberFormat('zh-CN').format(positions);
  assert.match(await page.locator('pathwayz-game .rating-next').textContent(), /^建议下一级：第 \d+ 级 · .+（等级分 \d+）$/);
  const play = page.locator('pathwayz-game .play-suggestion');
  assert.equal(await play.textContent(), '就下这一级');
  assert.match(await play.getAttribute('aria-label'), /^就下这一级：开始新对局。建议下一级/);
  await audit(page, 'a phone in Chinese: the rating with Play it');
  await page.locator('pathwayz-game button.open-setup').click();
  await drawn(page);
  const rung = page.locator(`pathwayz-game .rung[data-strength="${weakest.level}@${weakest.positions}"]`);
  const levelName = await page.$eval('pathwayz-game', (el, level) => el.levelName(level), weakest.level);
  assert.equal(await rung.locator('.rung-name').textContent(), `${weakest.level}. ${levelName}，${budget(weakest.positions)} 个局面`);
  assert.match(await rung.locator('.rung-words').textContent(), new RegExp(`每步最多搜索 ${budget(weakest.positions)} 个局面`));
  await rung.click();
  await audit(page, 'a phone in Chinese: the setup with the limited strengths');
  const fit = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
  assert.ok(fit[0] <= fit[1], `no sideways scroll: ${fit}`);
  const across = await page.$$eval('pathwayz-game .rung', (list) => list.map((r) => { const box = r.getBoundingClientRect(); return [Math.round(box.left), Math.round(box.right)]; }));
  for (const [left, right] of across) assert.ok(left >= 0 && right <= 360, `a rung in view across: ${left}-${right}`);
  await page.locator('pathwayz-game button.start').click();
  assert.deepEqual(await page.$eval('pathwayz-game', (el) => el.controller.state.settings.positions), weakest.positions);
  assert.deepEqual(errors, []);
  await context.close();
});
