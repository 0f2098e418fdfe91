// Two people on one device: clicks place pieces, right-clicks place permanents, a game ends.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launchBrowser, openGame, artifactDir } from './browser.mjs';

let browser;
before(async () => { browser = await launchBrowser(); });
after(async () => { await browser?.close(); });

const cell = (name) => `.cell[data-cell="${name}"]`;

test('clicks place regular pieces and a right-click a flipping permanent', async () => {
  const { page, errors } = await openGame(browser);
  assert.match(await page.textContent('#status'), /White to move/);
  await page.click(cell('d4'));
  await page.click(cell('e5'));
  await page.click(cell('e4'), { button: 'right' });
  assert.equal(await page.getAttribute(cell('e4'), 'data-piece'), 'B');
  assert.equal(await page.getAttribute(cell('d4'), 'data-piece'), 'b');
  assert.equal(await page.getAttribute(cell('e5'), 'data-piece'), 'w');
  assert.equal(await page.getAttribute(cell('e4'), 'aria-label'), 'e4, black permanent');
  assert.deepEqual(await page.$$eval('#moves li', (items) => items.map((li) => li.textContent)),
    ['d4', 'e5', 'e4*']);
  await page.click('#undo');
  assert.equal(await page.getAttribute(cell('e4'), 'data-piece'), '.');
  assert.equal(await page.getAttribute(cell('d4'), 'data-piece'), 'w');
  assert.deepEqual(errors, []);
  await page.close();
});

test('a whole game ends with a result and a locked board', async () => {
  const { page, errors } = await openGame(browser);
  const columns = 'abcdefghijkl';
  for (let col = 0; col < 12; col++) {
    await page.click(cell(`${columns[col]}1`));
    if (col < 11) await page.click(cell(`${columns[col]}8`));
  }
  assert.equal(await page.textContent('#status'), 'White wins!');
  assert.equal(await page.isDisabled(cell('f5')), true);
  assert.equal(await page.$$eval('#moves li', (items) => items.length), 23);
  await page.screenshot({ path: `${artifactDir}/two-players-game-over.png` });
  assert.deepEqual(errors, []);
  await page.close();
});
