// "Learn from your mistakes" in the browser (the site, index.html, with persist): a game of the
// history with a planted blunder, reviewed, gives an exercise at that position; a wrong answer is
// refused and PAI plays out why the game's move failed, the right one is accepted; the deck keeps
// the progress over a reload, and a second review of the game keeps each exercise once; a damaged deck is set
// aside with a message, never deleted; History's sweep of the saved games not yet reviewed; the
// exercise in Chinese. The planted game is
// mistakes-data.mjs's; the engine (Node, the shipped wasm) says what the page must show.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import engine from './node-engine.mjs';
import { launchBrowser, baseUrl, waitReady, gameState, cell, waitPuzzlePhase, puzzlePanelState, drawn } from './browser.mjs';
import { BEFORE, DECK_KEY, EXERCISE, GAME, plantedDeck } from './mistakes-data.mjs';

let browser;
before(async () => { browser = await launchBrowser(); });
after(async () => { await browser?.close(); });

/**
 * The site with `stored` localStorage entries written before its first load only (the element's
 * `pathwayz-puzzle` events kept in `window.events`). Returns the page, its context and the page
 * errors.
 */
async function openSite(stored, { locale = 'en-GB', viewport = { width: 1100, height: 900 } } = {}) {
  const context = await browser.newContext({ viewport, locale, serviceWorkers: 'block' });
  await context.addInitScript((entries) => {
    window.events = [];
    document.addEventListener('pathwayz-puzzle', (event) => window.events.push(event.detail));
    if (!sessionStorage.getItem('seeded')) {
      sessionStorage.setItem('seeded', 'yes');
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    }
  }, stored);
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(baseUrl);
  await waitReady(page);
  return { page, context, errors };
}

/** The deck as stored. */
function storedDeck(page) {
  return page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null'), DECK_KEY);
}

/** What the exercise's panel shows (browser.mjs). */
function exerciseState(page) {
  return puzzlePanelState(page, 'exercise', ['title', 'from', 'prompt', 'feedback', 'progress']);
}

/** Opens the History dialog and reviews its one game, waiting for the review to end. */
async function reviewFromHistory(page) {
  await page.locator('pathwayz-game button.open-history').click();
  await drawn(page);
  await page.locator('pathwayz-game .history-review').click();
  await page.waitForFunction(() => document.querySelector('pathwayz-game').dataset.review === 'done', null, { timeout: 120000 });
  await drawn(page);
}

/** Clicks Next exercise until the exercise `id` is shown (at most once round the deck). */
async function nextUntil(page, id) {
  for (let i = 0; i < 40 && (await exerciseState(page)).id !== id; i += 1) {
    const shown = (await exerciseState(page)).id;
    await page.locator('pathwayz-game .exercise-next').click();
    await page.waitForFunction((before) => document.querySelector('pathwayz-game').dataset.puzzleId !== before, shown);
  }
  await waitPuzzlePhase(page, 'solving', id);
}

test('a reviewed game with a planted blunder gives an exercise there: a wrong answer refuted by the game\'s line, the right one accepted, the deck kept over a reload', async () => {
  const { page, context, errors } = await openSite({ 'pathwayz.history.v1': JSON.stringify({ format: 1, games: [GAME] }) });
  await reviewFromHistory(page);
  // The review gathered the player's (White's) mistakes, the blunder among them, and offers them.
  const deck = await storedDeck(page);
  assert.equal(deck.format, 1);
  const stored = deck.exercises.find((exercise) => exercise.id === EXERCISE.id);
  assert.ok(stored, `the blunder at move 23 is an exercise: ${JSON.stringify(deck.exercises.map((e) => e.line.slice(-8)))}`);
  assert.deepEqual([stored.line, stored.ply, stored.move, stored.colour, stored.level, stored.tries, stored.solved], [EXERCISE.line, 23, 'e4', 'white', 3, 0, false]);
  assert.equal(stored.missedWin, 1, 'l1 would have won');
  assert.ok(deck.exercises.every((exercise) => exercise.colour === 'white'), "only the player's own moves");
  const offer = page.locator('pathwayz-game .review-mistakes-text');
  assert.match(await offer.textContent(), new RegExp(`^${deck.exercises.length} of your moves? in this game became (an exercise|exercises)`));

  // Learn from your mistakes: the exercise mode, the game kept to come back to.
  await page.locator('pathwayz-game .learn-mistakes').click();
  await waitPuzzlePhase(page, 'solving');
  assert.equal(await page.$eval('pathwayz-game', (el) => el.shadowRoot.activeElement?.className), 'exercise-title', 'the focus goes to the exercise, not lost with the button');
  await nextUntil(page, EXERCISE.id);
  const start = await exerciseState(page);
  assert.equal(start.prompt, 'White to play: find a better move than e4.');
  assert.match(start.from, /^Move 23 of your game against level 3: you played e4 \(blunder, −100\)\. It gave up your win in 1\. It let Black win in 1\.$/);
  assert.match(start.title, /^Your mistakes · exercise \d+ of \d+ \(0 solved\)$/);
  assert.equal(start.progress, 'Not tried yet.');
  assert.deepEqual(start.buttons, ['exercise-solution', 'exercise-next', 'exercise-back']);
  assert.equal((await gameState(page)).record, BEFORE, 'the position before the move');

  // A wrong answer: refused, and PAI plays the game's move and Black's win on the board.
  const wrong = engine.exerciseAnswer(EXERCISE.line, [], 'a4');
  assert.equal(wrong.right, false);
  await cell(page, 'a4').click();
  await waitPuzzlePhase(page, 'wrong');
  const refuted = await exerciseState(page);
  const line = wrong.refutation.join(' ');
  assert.equal(refuted.feedback, `a4 is not better: Black then wins in 1. Why e4 failed: ${line}, and Black wins in 1.`);
  const board = await gameState(page);
  assert.equal(board.record, `${BEFORE} ${line}`, "the game's move and the reply that wins, on the board");
  assert.equal(board.winner, 'black');
  assert.deepEqual(refuted.buttons, ['exercise-solution', 'exercise-retry', 'exercise-next', 'exercise-back']);
  // The status line announces the end of the line (a polite live region), as the feedback does.
  assert.equal(board.status, 'Black wins!');

  // Try again, then the right answer.
  await page.locator('pathwayz-game .exercise-retry').click();
  await waitPuzzlePhase(page, 'solving');
  assert.equal((await gameState(page)).record, BEFORE);
  assert.equal((await exerciseState(page)).feedback, 'Try another move.');
  await cell(page, 'l1').click();
  await waitPuzzlePhase(page, 'solved');
  const solved = await exerciseState(page);
  assert.equal(solved.feedback, "Right! l1 is as good as PAI's best move.");
  assert.equal(solved.progress, 'Solved (tried 1 time).');
  assert.match(solved.title, /\(1 solved\)$/);
  const events = (await page.evaluate(() => window.events)).filter((e) => e.id === EXERCISE.id);
  assert.deepEqual(events.map((e) => [e.kind, e.result]), [['mistake', 'opened'], ['mistake', 'failed'], ['mistake', 'solved']]);

  // The progress is kept: over a reload, in History's deck.
  const kept = (await storedDeck(page)).exercises.find((exercise) => exercise.id === EXERCISE.id);
  assert.deepEqual([kept.tries, kept.solved], [1, true]);
  await page.locator('pathwayz-game .exercise-back').click();
  await page.waitForFunction(() => !document.querySelector('pathwayz-game').dataset.puzzle);
  assert.equal((await gameState(page)).record, GAME.record, 'back to the game reviewed');
  await page.reload();
  await waitReady(page);
  await page.locator('pathwayz-game button.open-history').click();
  await drawn(page);
  const summary = page.locator('pathwayz-game .mistakes-deck-summary');
  assert.equal(await summary.textContent(), `${deck.exercises.length} ${deck.exercises.length === 1 ? 'exercise' : 'exercises'} from your reviewed games, 1 solved.`);
  await page.keyboard.press('Escape');

  // The same game reviewed again: each mistake is kept once, with its progress (a review on a
  // busy machine may judge a close move otherwise, which may add it, never a second copy).
  await reviewFromHistory(page);
  const again = (await storedDeck(page)).exercises;
  assert.deepEqual(again.slice(0, deck.exercises.length).map((e) => e.id), deck.exercises.map((e) => e.id), 'the first ones kept, in order');
  assert.equal(new Set(again.map((e) => e.id)).size, again.length, 'no exercise twice');
  assert.equal(again.filter((e) => e.id === EXERCISE.id).length, 1);
  assert.deepEqual(again.find((e) => e.id === EXERCISE.id).solved, true);
  assert.deepEqual(errors, []);
  await context.close();
});

test("History's sweep: the saved games not reviewed are offered, reviewed in the worker, their mistakes kept; each once", async () => {
  const quiet = { ...GAME, date: '2026-11-25T10:00:00.000Z', result: 'win', record: 'd4 e5 f6 g7' };
  const { page, context, errors } = await openSite({ 'pathwayz.history.v1': JSON.stringify({ format: 1, games: [GAME, quiet] }) });
  await page.locator('pathwayz-game button.open-history').click();
  await drawn(page);
  const sweepText = page.locator('pathwayz-game .mistakes-sweep-text');
  const sweepButton = page.locator('pathwayz-game button.sweep-mistakes');
  assert.equal(await sweepText.isHidden(), true);
  assert.equal(await page.locator('pathwayz-game .mistakes-deck-summary').textContent(), 'No exercises yet.');
  assert.equal(await sweepButton.textContent(), 'Review 2 saved games for mistakes');
  // By keyboard: the button focused, Enter.
  await sweepButton.focus();
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => /^Reviewing your saved games/.test(document.querySelector('pathwayz-game').shadowRoot.querySelector('.mistakes-sweep-text').textContent));
  assert.equal(await sweepButton.textContent(), 'Stop');
  await page.waitForFunction(() => /^Your saved games are reviewed \(2\)/.test(document.querySelector('pathwayz-game').shadowRoot.querySelector('.mistakes-sweep-text').textContent), null, { timeout: 120000 });
  assert.equal(await sweepButton.isHidden(), true, 'nothing left to review');
  const deck = await storedDeck(page);
  assert.ok(deck.exercises.some((exercise) => exercise.id === EXERCISE.id), 'the planted blunder became an exercise');
  assert.ok(deck.exercises.every((exercise) => exercise.colour === 'white' && exercise.level === 3));
  assert.deepEqual([...deck.reviewed].sort(), [GAME.record, quiet.record].sort());
  assert.match(await page.locator('pathwayz-game .mistakes-deck-summary').textContent(), new RegExp(`^${deck.exercises.length} exercises? from your reviewed games, 0 solved\\.$`));
  // A reload: the games are remembered as reviewed, and nothing is offered again.
  await page.reload();
  await waitReady(page);
  await page.locator('pathwayz-game button.open-history').click();
  await drawn(page);
  assert.equal(await page.locator('pathwayz-game .mistakes-sweep-text').isHidden(), true);
  assert.equal(await page.locator('pathwayz-game button.sweep-mistakes').isHidden(), true);
  assert.deepEqual(errors, []);
  await context.close();
});

test("History's Practise opens the deck; the game's own move again is refused as such, and Show solution plays PAI's best", async () => {
  const { page, context, errors } = await openSite({ [DECK_KEY]: plantedDeck() });
  await page.locator('pathwayz-game button.open-history').click();
  await drawn(page);
  assert.equal(await page.locator('pathwayz-game .mistakes-deck-summary').textContent(), '1 exercise from your reviewed games, 0 solved.');
  await page.locator('pathwayz-game .practise-mistakes').press('Enter');
  await waitPuzzlePhase(page, 'solving', EXERCISE.id);
  assert.equal(await page.locator('pathwayz-game dialog.history').evaluate((d) => d.open), false, 'the dialog closed');
  assert.equal(await page.$eval('pathwayz-game', (el) => el.shadowRoot.activeElement?.className), 'exercise-title', 'the keyboard goes on from the exercise');
  await cell(page, 'e4').click();
  await waitPuzzlePhase(page, 'wrong');
  assert.match((await exerciseState(page)).feedback, /^e4 is the move you played in the game\. Why e4 failed: e4 l[78], and Black wins in 1\.$/);
  await page.locator('pathwayz-game .exercise-solution').click();
  await waitPuzzlePhase(page, 'solved');
  const shown = await exerciseState(page);
  const best = engine.exerciseSolution(EXERCISE.line, []);
  assert.equal(shown.feedback, `PAI's best move here: ${best.join(' ')}.`);
  assert.equal((await gameState(page)).record, `${BEFORE} ${best.join(' ')}`);
  assert.equal(shown.progress, 'Tried 1 time, not solved yet.', 'a wrong answer and the solution: one try, not solved');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a damaged deck is set aside, never deleted, with a message; the deck starts again', async () => {
  const { page, context, errors } = await openSite({ [DECK_KEY]: '{"format": 1, "exercises": [{"id": "nope"}]}' });
  await page.waitForFunction(() => /Your mistakes could not be read \(exercise 1 is damaged\)/.test(document.querySelector('pathwayz-game').shadowRoot.querySelector('.message').textContent));
  const kept = await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('pathwayz.mistakes.v1.set-aside.')).map((key) => localStorage.getItem(key)));
  assert.deepEqual(kept, ['{"format": 1, "exercises": [{"id": "nope"}]}']);
  await page.locator('pathwayz-game button.open-history').click();
  await drawn(page);
  assert.match(await page.locator('pathwayz-game .mistakes-deck-summary').textContent(), /^No exercises yet/);
  assert.equal(await page.locator('pathwayz-game .practise-mistakes').isVisible(), false);
  assert.deepEqual(errors, []);
  await context.close();
});

test('an exercise in Chinese', async () => {
  const { page, context, errors } = await openSite({ [DECK_KEY]: plantedDeck({ tries: 2 }) }, { locale: 'zh-CN' });
  await page.locator('pathwayz-game button.open-history').click();
  await drawn(page);
  assert.equal(await page.locator('pathwayz-game .mistakes-deck-summary').textContent(), '来自你复盘过的对局的 1 道练习，已解出 0 道。');
  await page.locator('pathwayz-game .practise-mistakes').click();
  await waitPuzzlePhase(page, 'solving', EXERCISE.id);
  const start = await exerciseState(page);
  assert.equal(start.prompt, '白方走：找一步比 e4 更好的棋。');
  assert.equal(start.progress, '已尝试 2 次，尚未解出。');
  await cell(page, 'a4').click();
  await waitPuzzlePhase(page, 'wrong');
  assert.match((await exerciseState(page)).feedback, /^a4 并不更好：之后黑方 1 步内必胜。 ?e4 为什么不好：e4 l[78]，黑方 1 步内必胜。$/);
  assert.deepEqual(errors, []);
  await context.close();
});
