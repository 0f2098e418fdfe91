// The coach (issue 37, point 3): with the coach on, PAI stops before answering a planted blunder,
// says so and marks the reply that punishes it on the board (not played); Take back restores the
// position before the move exactly; a good move is let through and PAI answers; Play on lets PAI
// answer the blunder; a game played with the coach is marked in the history and leaves the rating
// as it was. In Chinese, by keyboard, axe-clean in both schemes and on a 360 px phone.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import engine from './node-engine.mjs';
import { launchBrowser, openGame, gameState, cell, drawn, artifactDir } from './browser.mjs';
import { audit } from './axe-audit.mjs';

/**
 * Black's row 8 runs from a8 to k8 and White (the player) has l7, White to move: the block l8
 * is a blunder (a black permanent beside l7 flips it and connects Black at once), a permanent
 * that flips Black's row apart (e7*) holds.
 */
const PLANTED = 'l7 a8 a1 b8 c1 c8 e1 d8 g1 e8 i1 f8 k1 g8 a3 h8 c3 i8 e3 j8 g3 k8';
// The longest time a move may take (60 s): the coach's judging is then bounded by its positions
// (COACH_NODES) alone, the same on a loaded machine as on an idle one; level 5 does not search.
const link = (coach, extra = '') => `#moves=${PLANTED.replaceAll(' ', ',')}&mode=pai&level=5&color=white&ms=60000&coach=${coach}${extra}`;

let browser;
before(async () => { browser = await launchBrowser(); });
after(async () => { await browser?.close(); });

/** Every phase the element's coach went through from now on (`data-coach`, each change once), kept in the page. */
async function watchCoach(page) {
  await page.evaluate(() => {
    const el = document.querySelector('pathwayz-game');
    window.coachPhases = [];
    let last = el.dataset.coach;
    new MutationObserver(() => {
      if (el.dataset.coach !== last) window.coachPhases.push(last = el.dataset.coach);
    }).observe(el, { attributes: true, attributeFilter: ['data-coach'] });
  });
}

function coachPhases(page) {
  return page.evaluate(() => window.coachPhases);
}

function waitForCoach(page, phase) {
  return page.waitForFunction((want) => document.querySelector('pathwayz-game').dataset.coach === want, phase, { timeout: 30000 });
}

/** What the coach's panel and the board show of a stop, once drawn (the panel loads on first use). */
async function stopShown(page) {
  await drawn(page);
  return page.$eval('pathwayz-game', (el) => {
    const root = el.shadowRoot;
    const slot = root.querySelector('.coach-slot');
    const marked = [...root.querySelectorAll('.cell.coach-reply')];
    return {
      hidden: slot.hidden,
      text: root.querySelector('.coach-text')?.textContent ?? '',
      reply: slot.dataset.reply,
      verdict: slot.dataset.verdict,
      marked: marked.map((c) => ({ cell: c.dataset.cell, piece: c.dataset.piece, label: c.getAttribute('aria-label'), ghost: c.querySelector('.reply')?.dataset.variant })),
      buttons: [...slot.querySelectorAll('button')].map((b) => b.textContent),
    };
  });
}

/** Whether `reply` after `PLANTED l8` connects Black, by the engine's rules (not its search). */
function connectsBlack(reply) {
  const game = engine.newGame();
  try {
    game.fromRecord(`${PLANTED} l8 ${reply}`);
    return game.winner() === 'black';
  } finally {
    game.free();
  }
}

test('the coach stops on a planted blunder, Take back restores the position, a good move is let through', async () => {
  const { page, context, errors } = await openGame(browser, link('blunder'), { viewport: { width: 1280, height: 900 } });
  const before = await gameState(page);
  assert.equal(before.record, PLANTED);
  assert.equal(before.status, 'PAI played k8. Your move (White).', "the game's last move, Black's (PAI's), said with whose move it is");
  const saved = () => page.evaluate(() => JSON.parse(localStorage.getItem('pathwayz.game.v1')));
  assert.equal((await saved()).settings.coach, 'blunder', 'the coach is saved with the game');
  await watchCoach(page);

  // The blunder: the coach holds PAI back, says so, and marks the reply without playing it.
  await cell(page, 'l8').click();
  await waitForCoach(page, 'stopped');
  const stopped = await gameState(page);
  assert.equal(stopped.record, `${PLANTED} l8`, 'PAI has not answered');
  assert.equal(stopped.thinking, false);
  assert.equal(stopped.status, 'The coach stopped PAI: take your move back or play on.');
  const stop = await stopShown(page);
  assert.equal(stop.hidden, false);
  assert.equal(stop.verdict, 'blunder');
  assert.equal(stop.text, `That move (l8) walks into a forced loss in 1: PAI would answer ${stop.reply}.`);
  assert.ok(connectsBlack(stop.reply), `the reply ${stop.reply} connects Black`);
  assert.equal(stop.marked.length, 1);
  assert.equal(stop.marked[0].cell, stop.reply.replace('*', ''));
  assert.equal(stop.marked[0].piece, '.', 'marked, not played');
  assert.match(stop.marked[0].label, new RegExp(`PAI would answer here \\(${stop.reply.replace('*', '\\*')}\\)`));
  assert.equal(stop.marked[0].ghost, stop.reply.endsWith('*') ? 'white-permanent' : 'black');
  assert.deepEqual(stop.buttons, ['Take back', 'Play on']);
  assert.deepEqual(await coachPhases(page), ['judging', 'stopped']);
  await page.screenshot({ path: `${artifactDir}/coach-stop.png` });
  // No other move while the coach holds PAI back.
  await cell(page, 'a5').click({ force: true });
  assert.match((await gameState(page)).message, /take your move back or play on first/);
  assert.equal((await gameState(page)).record, `${PLANTED} l8`);

  // Take back, by keyboard: the exact position before the move, saved as such.
  await page.locator('pathwayz-game .coach-take-back').focus();
  await page.keyboard.press('Enter');
  await waitForCoach(page, '');
  const back = await gameState(page);
  assert.deepEqual({ ...back, message: '' }, { ...before, message: '' });
  assert.equal(back.message, before.message);
  assert.equal(await page.locator('pathwayz-game button.redo').isDisabled(), true);
  assert.equal((await stopShown(page)).marked.length, 0);
  assert.equal((await saved()).record, PLANTED);

  // A good move: judged, let through, and PAI answers.
  await page.evaluate(() => { window.coachPhases = []; });
  await page.locator('pathwayz-game button.permanent').click();
  await cell(page, 'e7').click();
  await page.waitForFunction(() => Number(document.querySelector('pathwayz-game').dataset.ply) === 24, null, { timeout: 30000 });
  const answered = await gameState(page);
  assert.ok(answered.record.startsWith(`${PLANTED} e7* `), answered.record);
  assert.deepEqual(await coachPhases(page), ['judging', ''], 'judged, and not stopped');
  assert.deepEqual(errors, []);
  await context.close();
});

test('Play on lets PAI answer; the coached game is marked in the history and the rating stays as it was', async () => {
  const { page, context, errors } = await openGame(browser, link('mistake'), { viewport: { width: 1280, height: 900 } });
  const ratingText = () => page.locator('pathwayz-game .rating-text').textContent();
  await page.waitForFunction(() => document.querySelector('pathwayz-game').shadowRoot.querySelector('.rating-text').textContent !== '');
  assert.equal(await ratingText(), 'Your rating: finish a game against PAI to get one.');
  await cell(page, 'l8').click();
  await waitForCoach(page, 'stopped');
  const { reply } = await stopShown(page);
  await page.locator('pathwayz-game .coach-play-on').click();
  await page.waitForFunction(() => document.querySelector('pathwayz-game').dataset.winner === 'black', null, { timeout: 30000 });
  const over = await gameState(page);
  assert.equal(over.record.split(' ').length, 24, 'PAI answered the move played on');
  assert.ok(connectsBlack(over.record.split(' ').at(-1)), 'with a winning reply');
  assert.equal(over.status, `PAI played ${over.record.split(' ').at(-1)}. PAI (level 5) wins.`, 'the move and the result said on the status line');
  assert.ok(reply, 'the coach had named one');
  await drawn(page);
  const history = JSON.parse(await page.evaluate(() => localStorage.getItem('pathwayz.history.v1')));
  assert.equal(history.format, 2);
  assert.equal(history.games.length, 1);
  assert.deepEqual({ ...history.games[0], date: undefined }, { date: undefined, level: 5, colour: 'white', result: 'loss', record: over.record, coached: true });
  assert.equal(await ratingText(), 'Your rating: games with the coach on are not rated; finish one without it to get a rating.');
  await page.locator('pathwayz-game .open-history').click();
  await drawn(page);
  await page.locator('pathwayz-game dialog.history').waitFor({ state: 'visible' });
  const listed = await page.$$eval('pathwayz-game >> .history-game', (items) => items.map((li) => ({ coached: li.dataset.coached, text: li.textContent })));
  assert.equal(listed.length, 1);
  assert.equal(listed[0].coached, 'true');
  assert.match(listed[0].text, /Lost · coached, not rated/);
  await audit(page, 'the history with a coached game');
  await page.keyboard.press('Escape');
  // The engine rates the history as if the coached game were not there.
  const rating = engine.playerRating(history.games, null);
  assert.equal(rating.coached, 1);
  assert.equal(rating.rated + rating.unrated, 0);
  assert.deepEqual(errors, []);
  await context.close();
});

test('Game setup offers the coach, off by default, and starts a game with it', async () => {
  const { page, context, errors } = await openGame(browser, '', { viewport: { width: 1280, height: 900 } });
  await page.locator('pathwayz-game button.open-setup').click();
  await drawn(page);
  const select = page.locator('pathwayz-game select.coach');
  assert.equal(await select.inputValue(), 'off');
  assert.deepEqual(await select.locator('option').allTextContents(), ['Off', 'Stop at a mistake or a blunder', 'Stop at a blunder only']);
  assert.equal(await page.locator('pathwayz-game .coach-setting').isVisible(), true);
  await page.locator('pathwayz-game select.mode').selectOption('local');
  assert.equal(await page.locator('pathwayz-game .coach-setting').isVisible(), false, 'two humans: no coach');
  await page.locator('pathwayz-game select.mode').selectOption('pai');
  await select.selectOption('mistake');
  await page.locator('pathwayz-game button.start').click();
  await drawn(page);
  const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('pathwayz.game.v1')));
  assert.equal(saved.settings.coach, 'mistake');
  // The link carries it.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.locator('pathwayz-game button.copy-link').click();
  await page.waitForFunction(() => /copied/i.test(document.querySelector('pathwayz-game').shadowRoot.querySelector('.message').textContent));
  assert.match(await page.evaluate(() => navigator.clipboard.readText()), /&coach=mistake/);
  assert.deepEqual(errors, []);
  await context.close();
});

for (const scheme of ['light', 'dark']) {
  test(`the coach's stop in Chinese on a 360 px phone, axe-clean in the ${scheme} scheme`, async () => {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, locale: 'zh-CN', colorScheme: scheme });
    const { page, errors } = await openGame(browser, link('blunder'), { context });
    await cell(page, 'l8').tap();
    await waitForCoach(page, 'stopped');
    const stop = await stopShown(page);
    assert.equal(stop.text, `这步棋（l8）会导致 1 步内必败：PAI 会应 ${stop.reply}。`);
    assert.deepEqual(stop.buttons, ['收回这步', '继续对局']);
    assert.match(stop.marked[0].label, /PAI 会在这里应着/);
    assert.equal((await gameState(page)).status, '教练让 PAI 暂停了：请收回这步或继续对局。');
    await audit(page, `${scheme}: the coach's stop`);
    const layout = await page.$eval('pathwayz-game', (el) => {
      const root = el.shadowRoot;
      const rect = (node) => node.getBoundingClientRect().toJSON();
      return {
        panel: rect(root.querySelector('.coach')),
        buttons: [...root.querySelectorAll('.coach-slot button')].map(rect),
        scroll: [document.documentElement.scrollWidth, innerWidth],
      };
    });
    assert.ok(layout.scroll[0] <= layout.scroll[1], `no sideways scroll: ${layout.scroll}`);
    assert.ok(layout.panel.left >= 0 && layout.panel.right <= 360, `the panel in view across: ${JSON.stringify(layout.panel)}`);
    for (const button of layout.buttons) assert.ok(button.left >= 0 && button.right <= 360 && button.height >= 24, `a button of ${JSON.stringify(button)}`);
    if (scheme === 'light') await page.screenshot({ path: `${artifactDir}/coach-phone-zh.png`, fullPage: true });
    await page.locator('pathwayz-game .coach-take-back').tap();
    await waitForCoach(page, '');
    assert.equal((await gameState(page)).record, PLANTED);
    await page.locator('pathwayz-game button.open-setup').tap();
    await drawn(page);
    await audit(page, `${scheme}: the setup dialog with the coach`);
    assert.deepEqual(errors, []);
    await context.close();
  });
}
