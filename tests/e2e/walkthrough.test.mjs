// "How to play": offered on the first visit, skippable (and then not offered again), always
// reachable from its button; it walks through the rules on a real board: placing a piece, paths
// through the 8 neighbours, a permanent that flips, the winning move, a full board drawn.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launchBrowser, openGame, waitReady, artifactDir, drawn } from './browser.mjs';

let browser;
before(async () => { browser = await launchBrowser(); });
after(async () => { await browser?.close(); });

/** A cell of the walk-through's board. */
const tourCell = (page, name) => page.locator(`pathwayz-game dialog.tour .cell[data-cell="${name}"]`);
const tour = (page) => page.locator('pathwayz-game dialog.tour');
const step = (page) => tour(page).getAttribute('data-step');
const result = (page) => page.locator('pathwayz-game .tour-result').textContent();

test('the first visit offers the walk-through; it teaches the rules on a real board, step by step', async () => {
  const { page, context, errors } = await openGame(browser, '', { viewport: { width: 1280, height: 800 } });
  const offer = page.locator('pathwayz-game .tour-offer');
  assert.equal(await offer.isVisible(), true, 'offered on the first visit');
  // The walk-through's module loads at its first opening: read it once the element has drawn.
  await page.locator('pathwayz-game button.tour-start').click();
  await drawn(page);
  assert.equal(await tour(page).isVisible(), true);
  assert.equal(await offer.isHidden(), true);

  // 1. Place a piece anywhere.
  assert.equal(await step(page), 'place');
  assert.match(await page.locator('pathwayz-game .tour-count').textContent(), /Step 1 of 5/);
  await tourCell(page, 'f4').click();
  assert.equal(await tourCell(page, 'f4').getAttribute('data-piece'), 'w');
  assert.match(await result(page), /regular White piece/);
  await page.locator('pathwayz-game button.tour-next').click();

  // 2. Paths through the 8 neighbours: the neighbours of e5 are outlined; f6 extends the chain.
  assert.equal(await step(page), 'paths');
  assert.equal(await page.locator('pathwayz-game dialog.tour .cell.would-flip').count(), 8);
  await tourCell(page, 'a1').click();
  assert.equal(await result(page), 'Click f6.', 'another cell is not what the step asks');
  await tourCell(page, 'f6').click();
  assert.equal(await tourCell(page, 'f6').getAttribute('data-piece'), 'w');
  assert.match(await result(page), /diagonal steps count/);
  await page.locator('pathwayz-game button.tour-next').click();

  // 3. A permanent on e4 is Black (the opponent's colour) and flips d4 and e5.
  assert.equal(await step(page), 'permanent');
  await tourCell(page, 'e4').click();
  assert.deepEqual(await Promise.all(['e4', 'd4', 'e5'].map((c) => tourCell(page, c).getAttribute('data-piece'))), ['B', 'b', 'w']);
  assert.match(await result(page), /Black permanent/);
  await page.locator('pathwayz-game button.tour-next').click();

  // 4. The winning move: l1 completes White's path, which is highlighted.
  assert.equal(await step(page), 'win');
  await tourCell(page, 'l1').click();
  assert.equal(await page.locator('pathwayz-game dialog.tour .cell.path').count(), 12);
  assert.match(await result(page), /White wins/);
  await page.screenshot({ path: `${artifactDir}/how-to-play.png` });
  await page.locator('pathwayz-game button.tour-next').click();

  // 5. A full board without a path is a draw.
  assert.equal(await step(page), 'draw');
  assert.equal(await page.locator('pathwayz-game dialog.tour .cell[data-piece="."]').count(), 0, 'a full board');
  assert.match(await page.locator('pathwayz-game .tour-text').textContent(), /draw/);
  assert.equal(await page.locator('pathwayz-game button.tour-next').textContent(), 'Done');
  await page.locator('pathwayz-game button.tour-back').click();
  assert.equal(await step(page), 'win', 'Back goes to the step before');
  await page.locator('pathwayz-game button.tour-next').click();
  await page.locator('pathwayz-game button.tour-next').click();
  assert.equal(await tour(page).isVisible(), false, 'Done closes it');
  // The dialog's close event, a task after the click, takes its board down: waited for (a loaded
  // machine read the board before it).
  await page.locator('pathwayz-game dialog.tour .cell').first().waitFor({ state: 'detached', timeout: 10000 });
  assert.equal(await page.locator('pathwayz-game dialog.tour .cell').count(), 0, 'and its board is gone');
  assert.equal(await page.locator('pathwayz-game .board-frame .cell').count(), 96);

  // Always reachable from its button; Escape closes it.
  await page.locator('pathwayz-game button.open-tour').click();
  await drawn(page);
  assert.equal(await step(page), 'place');
  await page.keyboard.press('Escape');
  assert.equal(await tour(page).isVisible(), false);
  assert.deepEqual(errors, []);
  await context.close();
});

test('the offer can be declined, and is not made again', async () => {
  const { page, context } = await openGame(browser, '');
  await page.locator('pathwayz-game button.tour-decline').click();
  assert.equal(await page.locator('pathwayz-game .tour-offer').isHidden(), true);
  await page.reload();
  await waitReady(page);
  assert.equal(await page.locator('pathwayz-game .tour-offer').isHidden(), true, 'not offered again');
  await context.close();
  // The embed never offers it unasked, but has the button.
  const embed = await browser.newContext();
  const second = await embed.newPage();
  await second.goto(new URL('embed.html', process.env.BASE_URL ?? 'http://localhost:8080/').href);
  await waitReady(second);
  assert.equal(await second.locator('pathwayz-game .tour-offer').isHidden(), true);
  assert.equal(await second.locator('pathwayz-game button.open-tour').isVisible(), true);
  await embed.close();
});

test('on a phone the walk-through board is turned like the game\'s and fits', async () => {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
  const { page } = await openGame(browser, '', { context });
  await page.locator('pathwayz-game button.tour-start').tap();
  await drawn(page);
  const fit = await page.$eval('pathwayz-game', (el) => {
    const frame = el.shadowRoot.querySelector('dialog.tour .frame');
    const r = frame.getBoundingClientRect();
    return { orientation: frame.dataset.orientation, right: r.right, width: innerWidth };
  });
  assert.equal(fit.orientation, 'portrait');
  assert.ok(fit.right <= fit.width, `the board ends at ${fit.right} on a ${fit.width} px screen`);
  await tourCell(page, 'c3').tap();
  assert.equal(await tourCell(page, 'c3').getAttribute('data-piece'), 'w');
  await context.close();
});
