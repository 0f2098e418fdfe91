// Puzzle mode in the browser (`<pathwayz-game mode="puzzle">`, www/puzzle.html and the site's
// Puzzles buttons): a right answer answered by PAI until solved, a wrong one refuted on the board
// and Try again restoring the position, a hint's region holding the solving cell, the solution
// played out, the daily puzzle the same after a reload (and the engine's pick for today), the
// player's puzzle rating after an attempt and after a reload, damaged stored attempts set aside
// with a message, an unknown id shown as such (and reported), the game in progress kept through
// the puzzles and a reload, and Chinese. Puzzles are chosen by kind from www/data/puzzles.txt,
// read here by the engine as the page reads it (never an id written here).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import engine from './node-engine.mjs';
import { launchBrowser, baseUrl, waitReady, gameState, drawn, cell, waitForPly, waitPuzzlePhase, puzzlePanelState } from './browser.mjs';
import { PUZZLES, boardAfter, puzzleOf, solutionOf, wrongCell } from './puzzle-data.mjs';

const plyOf = (record) => record.split(' ').filter(Boolean).length;

let browser;
before(async () => { browser = await launchBrowser(); });
after(async () => { await browser?.close(); });

/**
 * Opens `path` (the element's events kept in `window.events`; `stored`: localStorage entries
 * written before the page's first load only), and, with `id`, opens that puzzle through the
 * `puzzle` attribute. Returns the page, its context and the page errors.
 */
async function openPuzzle({ path = 'puzzle.html', id = null, stored = null, viewport = { width: 1100, height: 900 } } = {}) {
  const context = await browser.newContext({ viewport, serviceWorkers: 'block' });
  await context.addInitScript((entries) => {
    window.events = [];
    for (const type of ['pathwayz-puzzle', 'pathwayz-error', 'pathwayz-gameover']) {
      document.addEventListener(type, (event) => window.events.push({ type, ...event.detail }));
    }
    if (entries && !sessionStorage.getItem('seeded')) {
      sessionStorage.setItem('seeded', 'yes');
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    }
  }, stored);
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(new URL(path, baseUrl).href);
  await waitReady(page);
  if (id) await page.$eval('pathwayz-game', (el, wanted) => el.setAttribute('puzzle', wanted), id);
  if (path === 'puzzle.html') await waitPuzzlePhase(page, 'solving', id);
  return { page, context, errors };
}

/** Plays `move` on the board: a click, or a right-click for a permanent. */
async function play(page, move) {
  const target = cell(page, move.replace('*', ''));
  if (move.endsWith('*')) await target.click({ button: 'right' });
  else await target.click();
}

/** What the puzzle's panel shows (browser.mjs). */
function puzzleState(page) {
  return puzzlePanelState(page, 'puzzle', ['title', 'prompt', 'feedback', 'rating']);
}

test('a right answer gets PAI\'s reply, and the puzzle ends solved', async () => {
  const info = puzzleOf('win-2');
  const line = solutionOf(info);
  const { page, context, errors } = await openPuzzle({ id: info.id });
  const start = await puzzleState(page);
  assert.equal(start.ply, plyOf(info.record));
  assert.equal(start.prompt, `${info.toMove === 'white' ? 'White' : 'Black'} to play and win in 2.`);
  assert.deepEqual((await gameState(page)).board, boardAfter(info.record));
  assert.deepEqual(start.buttons, ['puzzle-hint', 'puzzle-solution', 'puzzle-next']);
  await play(page, line[0]);
  await page.waitForFunction((n) => Number(document.querySelector('pathwayz-game').dataset.ply) === n, start.ply + 2, { timeout: 30000 });
  await waitPuzzlePhase(page, 'solving');
  const replied = await gameState(page);
  assert.equal(replied.record, [info.record, line[0], line[1]].join(' '), "PAI's reply is the defence");
  assert.match((await puzzleState(page)).feedback, /^Right! .* answered /);
  await play(page, line[2]);
  await waitPuzzlePhase(page, 'solved');
  const end = await puzzleState(page);
  assert.equal(end.feedback, 'Solved!');
  assert.deepEqual(end.buttons, ['puzzle-next']);
  const events = await page.evaluate(() => window.events);
  const mine = events.filter((e) => e.type === 'pathwayz-puzzle' && e.id === info.id);
  assert.deepEqual(mine.slice(-2).map((e) => e.result), ['opened', 'solved']);
  assert.equal(events.find((e) => e.result === 'solved')?.clean, true);
  assert.ok(!events.some((e) => e.type === 'pathwayz-gameover'), "a puzzle's win is not a game over");
  assert.deepEqual(errors, []);
  await context.close();
});

test('a wrong answer shows the refutation on the board and why; Try again restores the position', async () => {
  const info = puzzleOf('permanent-breaks');
  const wrong = wrongCell(info);
  const answer = engine.puzzleAnswer(info.line, [], wrong);
  assert.equal(answer.right, false);
  const { page, context, errors } = await openPuzzle({ id: info.id });
  await play(page, wrong);
  await waitPuzzlePhase(page, 'wrong');
  const shown = await puzzleState(page);
  const refuted = [info.record, wrong, ...answer.refutation].join(' ');
  assert.equal(shown.ply, plyOf(refuted), 'the refutation is played out');
  assert.deepEqual((await gameState(page)).board, boardAfter(refuted));
  if (answer.why === 'opponent-wins') assert.match(shown.feedback, new RegExp(`^${wrong} is not it: (White|Black) then wins in ${answer.winIn} \\(`));
  else assert.match(shown.feedback, new RegExp(`^${wrong} is not`));
  assert.deepEqual(shown.buttons, ['puzzle-solution', 'puzzle-retry', 'puzzle-next']);
  await page.locator('pathwayz-game .puzzle-retry').click();
  await waitPuzzlePhase(page, 'solving');
  const again = await gameState(page);
  assert.equal(again.record, info.record);
  assert.deepEqual(again.board, boardAfter(info.record));
  const events = await page.evaluate(() => window.events.filter((e) => e.type === 'pathwayz-puzzle' && e.result === 'failed'));
  assert.deepEqual(events.map((e) => e.reason), ['wrong']);
  assert.deepEqual(errors, []);
  await context.close();
});

test("a hint marks a region holding the solution's cell; Show solution plays the line", async () => {
  const info = puzzleOf('win-2');
  const line = solutionOf(info);
  const { page, context, errors } = await openPuzzle({ id: info.id });
  await page.locator('pathwayz-game .puzzle-hint').click();
  await page.waitForFunction(() => document.querySelector('pathwayz-game').shadowRoot.querySelectorAll('.cell.region').length > 0, null, { timeout: 30000 });
  const hinted = await puzzleState(page);
  assert.equal(hinted.region.length, 12);
  assert.ok(hinted.region.includes(line[0].replace('*', '')), `${hinted.region} holds ${line[0]}`);
  assert.equal(hinted.feedback, 'The next move is in the marked region.');
  assert.match(await cell(page, line[0].replace('*', '')).getAttribute('aria-label'), /in the hint’s region/);
  await page.locator('pathwayz-game .puzzle-solution').click();
  await waitPuzzlePhase(page, 'solved');
  const end = await puzzleState(page);
  assert.equal((await gameState(page)).record, [info.record, ...line].join(' '));
  assert.equal(end.feedback, `That was the solution: ${line.join(' ')}.`);
  assert.deepEqual(end.region, [], 'the region goes with the solution');
  assert.deepEqual(errors, []);
  await context.close();
});

test('the daily puzzle is the engine\'s pick for today, and the same after a reload', async () => {
  const { page, context, errors } = await openPuzzle();
  const today = new Date().toISOString();
  const expected = PUZZLES[engine.dailyPuzzle(today, PUZZLES.length)];
  const first = await puzzleState(page);
  assert.equal(first.id, expected.id);
  assert.equal(first.title, `Daily puzzle · ${today.slice(0, 10)}`);
  await page.reload();
  await waitReady(page);
  await waitPuzzlePhase(page, 'solving');
  assert.equal((await puzzleState(page)).id, first.id);
  assert.deepEqual(errors, []);
  await context.close();
});

test("the player's puzzle rating appears after an attempt and survives a reload", async () => {
  const info = puzzleOf('permanent-breaks');
  const { page, context, errors } = await openPuzzle({ id: info.id });
  assert.equal((await puzzleState(page)).rating, 'Puzzle rating: solve or try a puzzle to get one.');
  await play(page, wrongCell(info));
  await waitPuzzlePhase(page, 'wrong');
  const rated = (await puzzleState(page)).rating;
  const match = rated.match(/^Puzzle rating: (\d+) ± (\d+) \(1 puzzle\)$/);
  assert.ok(match, rated);
  const expected = engine.puzzleRating([{ date: new Date().toISOString(), rating: info.rating, solved: false }]);
  assert.equal(Number(match[1]), Math.round(expected.rating));
  assert.ok(Number(match[1]) < 1500, 'a failed attempt lowers the rating from 1500');
  const stored = JSON.parse(await page.evaluate(() => localStorage.getItem('pathwayz.puzzles.v1')));
  assert.equal(stored.format, 1);
  assert.deepEqual(stored.attempts.map(({ id, solved }) => ({ id, solved })), [{ id: info.id, solved: false }]);
  await page.reload();
  await waitReady(page);
  await waitPuzzlePhase(page, 'solving');
  assert.equal((await puzzleState(page)).rating, rated);
  assert.deepEqual(errors, []);
  await context.close();
});

test('damaged stored attempts are set aside, never deleted, with a message', async () => {
  const { page, context, errors } = await openPuzzle({ stored: { 'pathwayz.puzzles.v1': '{"format":1,"attempts":[{"id":"nope"}]}' } });
  const state = await puzzleState(page);
  assert.match(state.message, /^Your puzzle attempts could not be read \(attempt 1 is damaged\); they were kept under "pathwayz\.puzzles\.v1\.set-aside\.[^"]+" and new ones start\.$/);
  const kept = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('pathwayz.puzzles.v1.set-aside.')).map((k) => localStorage.getItem(k)));
  assert.deepEqual(kept, ['{"format":1,"attempts":[{"id":"nope"}]}']);
  assert.equal(state.rating, 'Puzzle rating: solve or try a puzzle to get one.');
  assert.deepEqual(errors, []);
  await context.close();
});

test('an unknown puzzle id gives a short error in the element and a pathwayz-error', async () => {
  const unknown = ['0123456789abcdef', 'fedcba9876543210'].find((id) => !PUZZLES.some((p) => p.id === id));
  const { page, context, errors } = await openPuzzle();
  await page.$eval('pathwayz-game', (el, id) => el.setAttribute('puzzle', id), unknown);
  await waitPuzzlePhase(page, 'problem');
  const state = await puzzleState(page);
  assert.equal(state.problem, `There is no puzzle "${unknown}".`);
  assert.equal(state.prompt, null);
  const reported = await page.evaluate(() => window.events.filter((e) => e.type === 'pathwayz-error'));
  assert.deepEqual(reported.map((e) => [e.source, e.message]), [['puzzle', `no puzzle has the id "${unknown}"`]]);
  // Another puzzle opens from there.
  await page.locator('pathwayz-game .puzzle-next').click();
  await waitPuzzlePhase(page, 'solving');
  assert.deepEqual(errors, []);
  await context.close();
});

test('the site: Daily puzzle and Puzzles keep the game in progress, through a reload and Back to your game', async () => {
  const { page, context, errors } = await openPuzzle({ path: '' });
  await page.$eval('pathwayz-game', (el) => { el.setAttribute('level', '1'); el.setAttribute('ms', '100'); });
  await cell(page, 'f4').click();
  await waitForPly(page, 2);
  const game = (await gameState(page)).record;
  await page.locator('pathwayz-game .open-daily').click();
  await waitPuzzlePhase(page, 'solving');
  const daily = PUZZLES[engine.dailyPuzzle(new Date().toISOString(), PUZZLES.length)];
  assert.equal((await gameState(page)).record, daily.record);
  assert.deepEqual((await puzzleState(page)).buttons, ['puzzle-hint', 'puzzle-solution', 'puzzle-next', 'puzzle-back']);
  await page.reload();
  await waitReady(page);
  assert.equal((await gameState(page)).record, game, 'the saved game is the game, not the puzzle');
  await page.locator('pathwayz-game .open-puzzles').click();
  await waitPuzzlePhase(page, 'solving');
  assert.notEqual((await gameState(page)).record, game);
  await page.locator('pathwayz-game .puzzle-back').click();
  await drawn(page);
  const back = await gameState(page);
  assert.equal(back.record, game);
  assert.equal(await page.$eval('pathwayz-game', (el) => el.mode), 'pai');
  assert.equal(await page.$eval('pathwayz-game', (el) => el.dataset.puzzle), '');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a puzzle in Chinese', async () => {
  const info = puzzleOf('win-2');
  const { page, context, errors } = await openPuzzle({ id: info.id });
  await page.$eval('pathwayz-game', (el) => el.setAttribute('lang', 'zh'));
  await page.waitForFunction(() => /步内获胜/.test(document.querySelector('pathwayz-game').shadowRoot.querySelector('.puzzle-prompt')?.textContent));
  const state = await puzzleState(page);
  assert.match(state.prompt, /^(白方|黑方)走，2 步内获胜。$/);
  // The themes and the streak in Chinese; the theme list found by its label, the streak begun by keyboard.
  const themes = await themesAndStreak(page);
  assert.equal(themes.options[0].text, `全部谜题（已解 0/${PUZZLES.length}）`);
  const mustBlock = PUZZLES.filter((p) => p.kind === 'must-block').length;
  assert.equal(themes.options.find((o) => o.value === 'must-block').text, `必须阻挡（已解 0/${mustBlock}）`);
  assert.equal(themes.start, '开始连胜挑战');
  await page.getByRole('combobox', { name: /^主题/ }).selectOption('must-block');
  // Choosing the theme opens one of its puzzles.
  const blocking = PUZZLES.filter((p) => p.kind === 'must-block').map((p) => p.id);
  await page.waitForFunction((ids) => {
    const el = document.querySelector('pathwayz-game');
    return el.dataset.puzzle === 'solving' && ids.includes(el.dataset.puzzleId);
  }, blocking, { timeout: 30000 });
  assert.match((await puzzleState(page)).prompt, /^(白方|黑方)走：阻止(白方|黑方)获胜。$/, 'its prompt in Chinese');
  await page.locator('pathwayz-game .puzzle-streak-start').focus();
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.querySelector('pathwayz-game').shadowRoot.querySelector('.puzzle-streak').dataset.streak === 'on');
  assert.equal((await themesAndStreak(page)).streak, '连胜：已解 0 题。最佳连胜：0。');
  assert.deepEqual(errors, []);
  await context.close();
});



/** Solves the puzzle `info` shown, by the engine's solution: the solver's moves, PAI's replies between. */
async function solve(page, info) {
  const line = solutionOf(info);
  const start = plyOf(info.record);
  for (let index = 0; index < line.length; index += 2) {
    await play(page, line[index]);
    if (index + 1 < line.length) {
      await page.waitForFunction((n) => Number(document.querySelector('pathwayz-game').dataset.ply) === n, start + index + 2, { timeout: 30000 });
      await waitPuzzlePhase(page, 'solving');
    }
  }
  await waitPuzzlePhase(page, 'solved');
}

/** The theme list's options, `{value, text, selected}`, and the streak's line (null when hidden). */
async function themesAndStreak(page) {
  await drawn(page);
  return page.$eval('pathwayz-game', (el) => {
    const root = el.shadowRoot;
    const line = root.querySelector('.puzzle-streak');
    return {
      options: [...root.querySelectorAll('.puzzle-theme option')].map((o) => ({ value: o.value, text: o.textContent, selected: o.selected })),
      disabled: root.querySelector('.puzzle-theme').disabled,
      streak: line.hidden ? null : line.textContent,
      start: root.querySelector('.puzzle-streak-start').hidden ? null : root.querySelector('.puzzle-streak-start').textContent,
    };
  });
}

test('puzzles by theme: every kind listed with its count once the reader acts on the day\'s puzzle, and Next stays in the theme chosen', async () => {
  const { page, context, errors } = await openPuzzle();
  // The day's puzzle came from its shard: the list keeps its room, all the puzzles its one
  // theme, until the reader's first input reads the puzzles.
  const pending = await themesAndStreak(page);
  assert.deepEqual(pending.options, [{ value: 'all', text: 'All puzzles', selected: true }]);
  assert.equal(pending.disabled, false);
  await page.locator('pathwayz-game .puzzle-theme').focus();
  await page.waitForFunction(() => document.querySelector('pathwayz-game').shadowRoot.querySelectorAll('.puzzle-theme option').length > 1, null, { timeout: 30000 });
  const { options } = await themesAndStreak(page);
  const kinds = [...new Set(PUZZLES.map((puzzle) => puzzle.kind))];
  assert.deepEqual(options.map((o) => o.value).sort(), ['all', ...kinds].sort());
  assert.equal(options[0].text, `All puzzles (0 of ${PUZZLES.length} solved)`);
  for (const option of options.slice(1)) {
    assert.match(option.text, new RegExp(`\\(0 of ${PUZZLES.filter((p) => p.kind === option.value).length} solved\\)$`), option.value);
  }
  assert.equal(options.find((o) => o.value === 'must-block').text, `Must block (0 of ${PUZZLES.filter((p) => p.kind === 'must-block').length} solved)`);
  await page.locator('pathwayz-game .puzzle-theme').selectOption('permanent-breaks');
  const shown = [];
  for (let i = 0; i < 3; i += 1) {
    await page.waitForFunction((seen) => {
      const el = document.querySelector('pathwayz-game');
      return el.dataset.puzzle === 'solving' && !seen.includes(el.dataset.puzzleId);
    }, shown, { timeout: 30000 });
    const id = (await puzzleState(page)).id;
    assert.equal(PUZZLES.find((p) => p.id === id).kind, 'permanent-breaks', `puzzle ${i + 1} is of the theme`);
    shown.push(id);
    await page.locator('pathwayz-game .puzzle-next').click();
  }
  assert.ok((await themesAndStreak(page)).options.find((o) => o.value === 'permanent-breaks').selected);
  // Solving one counts it in its theme and in all.
  await waitPuzzlePhase(page, 'solving');
  const current = (await puzzleState(page)).id;
  const info = PUZZLES.find((p) => p.id === current);
  await solve(page, info);
  await page.waitForFunction(() => /\(1 of /.test(document.querySelector('pathwayz-game').shadowRoot.querySelector('.puzzle-theme option').textContent));
  const after = (await themesAndStreak(page)).options;
  assert.match(after.find((o) => o.value === 'permanent-breaks').text, /\(1 of \d+ solved\)$/);
  assert.match(after.find((o) => o.value === 'must-block').text, /\(0 of \d+ solved\)$/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a streak: puzzles of rising difficulty until the first miss, the best streak kept after a reload', async () => {
  const { page, context, errors } = await openPuzzle();
  assert.equal((await themesAndStreak(page)).streak, null, 'no streak yet');
  let before = null;
  await page.locator('pathwayz-game .puzzle-streak-start').click();
  const difficulties = [];
  for (let solved = 0; solved < 2; solved += 1) {
    // The streak's first puzzle may be the one shown before it (the daily): its line says it began.
    await page.waitForFunction(([old, first]) => {
      const el = document.querySelector('pathwayz-game');
      const on = el.shadowRoot.querySelector('.puzzle-streak').dataset.streak === 'on';
      return el.dataset.puzzle === 'solving' && on && (first || el.dataset.puzzleId !== old);
    }, [before, solved === 0], { timeout: 30000 });
    const current = (await puzzleState(page)).id;
    const info = PUZZLES.find((p) => p.id === current);
    difficulties.push(info.difficulty);
    const state = await themesAndStreak(page);
    assert.equal(state.streak, `Streak: ${solved} solved. Best streak: ${solved}.`);
    assert.ok(state.disabled, 'the theme is not chosen during a streak');
    assert.equal(state.start, null);
    await solve(page, info);
    await page.waitForFunction((n) => document.querySelector('pathwayz-game').shadowRoot.querySelector('.puzzle-streak').textContent.startsWith(`Streak: ${n} solved`), solved + 1);
    before = info.id;
    await page.locator('pathwayz-game .puzzle-next').click();
  }
  await page.waitForFunction((old) => {
    const el = document.querySelector('pathwayz-game');
    return el.dataset.puzzle === 'solving' && el.dataset.puzzleId !== old;
  }, before, { timeout: 30000 });
  const thirdId = (await puzzleState(page)).id;
  const third = PUZZLES.find((p) => p.id === thirdId);
  difficulties.push(third.difficulty);
  const easiest = Math.min(...PUZZLES.map((p) => p.difficulty));
  assert.equal(difficulties[0], easiest, 'a streak begins with the easiest');
  assert.deepEqual(difficulties, [...difficulties].sort((a, b) => a - b), `rising: ${difficulties}`);
  await play(page, wrongCell(third));
  await page.waitForFunction(() => document.querySelector('pathwayz-game').shadowRoot.querySelector('.puzzle-streak').dataset.streak === 'over');
  const over = await themesAndStreak(page);
  assert.equal(over.streak, 'The streak is over: 2 solved. Best streak: 2.');
  assert.equal(over.start, 'New streak');
  const ended = (await page.evaluate(() => window.events)).filter((e) => e.result === 'streak-over');
  assert.deepEqual(ended.map(({ id, solved }) => ({ id, solved })), [{ id: third.id, solved: 2 }]);
  const stored = JSON.parse(await page.evaluate(() => localStorage.getItem('pathwayz.streaks.v1')));
  assert.equal(stored.format, 1);
  assert.deepEqual(stored.streaks.map((s) => s.solved), [2]);
  await page.reload();
  await waitReady(page);
  await waitPuzzlePhase(page, 'solving');
  assert.equal((await themesAndStreak(page)).streak, 'Best streak: 2.');
  assert.deepEqual(errors, []);
  await context.close();
});
