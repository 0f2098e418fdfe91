// Languages: English and Simplified Chinese, from the browser's language or the element's
// `lang` attribute; every string of the page and the element is in one table per language,
// and the two tables have the same keys (English's with the words of the features loaded on
// first use, which come with them).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { launchBrowser, openGame, baseUrl, waitReady, waitForPly, cell, gameState, artifactDir, drawn } from './browser.mjs';
import en from '../../www/js/i18n/en.js';
import zh from '../../www/js/i18n/zh.js';

/** The features' English words: every `*-words-en.js` of www/js/, by file. */
const featureWords = await Promise.all(readdirSync(new URL('../../www/js/', import.meta.url), { recursive: true })
  .filter((file) => file.endsWith('-words-en.js'))
  .map(async (file) => [file, (await import(new URL(`../../www/js/${file}`, import.meta.url))).default]));

let browser;
before(async () => { browser = await launchBrowser(); });
after(async () => { await browser?.close(); });

test('the English and Chinese tables have the same keys, of the same kinds', () => {
  assert.ok(featureWords.length > 0, "a feature's words are found");
  const english = { ...en };
  for (const [file, words] of featureWords) {
    for (const key of Object.keys(words)) assert.ok(!Object.hasOwn(english, key), `${file}: ${key} is said once`);
    Object.assign(english, words);
  }
  assert.deepEqual(Object.keys(zh).sort(), Object.keys(english).sort());
  for (const key of Object.keys(english)) assert.equal(typeof zh[key], typeof english[key], key);
});

/** The visible words of the element: status, buttons, headings. */
function words(page, selector = 'pathwayz-game') {
  return page.$eval(selector, (el) => ({
    status: el.shadowRoot.querySelector('.status').textContent,
    players: el.shadowRoot.querySelector('.players').textContent,
    buttons: [...el.shadowRoot.querySelectorAll('.toolbar button')].filter((b) => !b.hidden).map((b) => b.textContent),
    moves: [...el.shadowRoot.querySelectorAll('.moves li')].map((li) => li.textContent),
    board: el.shadowRoot.querySelector('.board').getAttribute('aria-label'),
    cell: el.shadowRoot.querySelector('.cell[data-cell="d4"]').getAttribute('aria-label'),
  }));
}

test('a Chinese browser gets the page and the element in Chinese', async () => {
  const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1280, height: 800 } });
  const { page, errors } = await openGame(browser, '#moves=d4,e5&mode=pai&level=10&color=white&ms=250', { context });
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'zh-CN');
  assert.match(await page.title(), /与 PAI 对弈/);
  assert.match(await page.locator('.tagline').textContent(), /连通左边与右边/);
  const shown = await words(page);
  assert.equal(shown.status, 'PAI 下了 e5。轮到你（白方）。', "PAI's move said with whose move it is");
  assert.match(shown.players, /^白方：你 · 黑方：PAI 第 10 级/);
  assert.deepEqual(shown.buttons.slice(0, 4), ['普通', '永久', '悔棋', '重做']);
  assert.deepEqual(shown.moves, ['白方 d4', '黑方 e5']);
  assert.match(shown.board, /目标边/);
  assert.equal(shown.cell, 'd4, 白色普通棋子');
  assert.match(await page.locator('pathwayz-game .tour-offer').textContent(), /玩法介绍|第一次玩/);
  // The setup dialog and its ladder in plain Chinese words.
  await page.locator('pathwayz-game button.open-setup').click();
  await drawn(page);
  assert.match(await page.locator('pathwayz-game .ladder-section h3').textContent(), /选择你的对手/);
  assert.match(await page.locator('pathwayz-game .rung[data-strength="1"] .rung-words').textContent(), /随机落子/);
  await page.screenshot({ path: `${artifactDir}/chinese-setup.png` });
  await page.keyboard.press('Escape');
  // Messages from the controller too.
  await cell(page, 'f6').click();
  await page.waitForFunction(() => document.querySelector('pathwayz-game').dataset.thinking === 'true' || Number(document.querySelector('pathwayz-game').dataset.ply) === 4);
  await page.waitForFunction(() => Number(document.querySelector('pathwayz-game').dataset.ply) === 4, null, { timeout: 20000 });
  await page.locator('pathwayz-game button.analyze').click();
  await page.waitForFunction(() => /深度/.test((document.querySelector('pathwayz-game').shadowRoot.querySelector('.analysis-state')?.textContent ?? '')), null, { timeout: 20000 });
  assert.match(await page.locator('pathwayz-game .evalbar').getAttribute('aria-label'), /^胜率：白方 \d+%，黑方 \d+%$/);
  assert.match(await page.locator('pathwayz-game .analysis-race').textContent(), /^连通竞赛：白方还需 \d+ 步，黑方还需 \d+ 步。$/);
  await page.screenshot({ path: `${artifactDir}/chinese.png` });
  assert.deepEqual(errors, []);
  await context.close();
});

test("the engine's refusals in Chinese: a bad link, a bad record, a taken cell; its English words kept under them", async () => {
  const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1280, height: 800 } });
  const { page, errors } = await openGame(browser, '#moves=d4,e5,d4&mode=local', { context });
  let state = await gameState(page);
  assert.equal(state.ply, 0, 'a new game instead of the bad link');
  assert.equal(state.message, '链接无法载入（第 3 步无法下出）。已开始新对局。');
  assert.match(state.detail, /^move 3 \("d4"\) of the record: d4 is illegal: cell d4 is already occupied$/);
  assert.equal(await page.locator('pathwayz-game .message-detail summary').textContent(), '详情（英文）');
  // A pasted record with a bad move.
  await page.locator('pathwayz-game .record-input').fill('f4 g5* zz9');
  await page.locator('pathwayz-game button.load-record').click();
  state = await gameState(page);
  assert.equal(state.message, '无法载入棋谱：第 3 步无法下出。');
  assert.match(state.detail, /^move 3 of the record: "zz9" is not a move/);
  assert.equal(state.ply, 0, 'the game is as it was');
  // A taken cell (the refused link's settings were not taken: PAI plays Black).
  await cell(page, 'c3').click();
  await waitForPly(page, 2);
  await cell(page, 'c3').click({ force: true });
  state = await gameState(page);
  assert.equal(state.message, '没有落子：这步棋不能下在这里。');
  assert.match(state.detail, /c3 is already occupied/);
  assert.equal(state.ply, 2);
  // A message that is not a refusal has no detail.
  await page.locator('pathwayz-game button.hint').click();
  await page.waitForFunction(() => /^提示：/.test(document.querySelector('pathwayz-game').shadowRoot.querySelector('.message').textContent), null, { timeout: 20000 });
  assert.equal((await gameState(page)).detail, '');
  // A record set by the host page's script before the element was ready.
  const set = await page.evaluate(async () => {
    const el = document.createElement('pathwayz-game');
    el.setAttribute('lang', 'zh');
    el.setAttribute('mode', 'local');
    el.record = 'a1 b2 c3 a1';
    const seen = new Promise((resolve) => el.addEventListener('pathwayz-error', (event) => resolve(event.detail)));
    document.body.append(el);
    await el.ready;
    return { event: await seen, message: el.shadowRoot.querySelector('.message').textContent };
  });
  assert.equal(set.message, '无法载入棋谱：第 4 步无法下出。');
  assert.equal(set.event.kind, 'bad-record');
  assert.equal(set.event.ply, 4);
  assert.match(set.event.message, /^the record could not be loaded: move 4 \("a1"\)/, 'the event speaks English, for scripts');
  assert.deepEqual(errors, []);
  await context.close();
});

test('an English browser gets English; the lang attribute chooses per element', async () => {
  const context = await browser.newContext({ locale: 'en-GB' });
  const { page } = await openGame(browser, '#moves=&mode=local', { context });
  assert.equal((await words(page)).status, 'White to move.');
  await page.evaluate(() => document.body.insertAdjacentHTML('beforeend', '<pathwayz-game id="zh" lang="zh" mode="local"></pathwayz-game>'));
  await page.waitForSelector('pathwayz-game#zh[data-ready="true"]');
  assert.equal((await words(page, 'pathwayz-game#zh')).status, '轮到白方。');
  assert.equal((await words(page)).status, 'White to move.', 'the other element keeps English');
  await context.close();
  // And the other way round: lang="en" on a Chinese browser.
  const chinese = await browser.newContext({ locale: 'zh-CN' });
  const second = await chinese.newPage();
  await second.goto(new URL('embed.html', baseUrl).href);
  await waitReady(second);
  await second.evaluate(() => document.body.insertAdjacentHTML('beforeend', '<pathwayz-game id="en" lang="en" mode="local"></pathwayz-game>'));
  await second.waitForSelector('pathwayz-game#en[data-ready="true"]');
  assert.equal((await words(second, 'pathwayz-game#en')).status, 'White to move.');
  assert.match((await words(second, 'pathwayz-game:not(#en)')).status, /轮到你/);
  await chinese.close();
});
