// The studio (www/studio.html), on a copy of the release served under the strict CSP: for each
// mode it offers, the snippet it writes, pasted into a blank page of the same site (its <style>
// rule moved to a stylesheet, as the studio tells a strict page to), gives the same element (the
// same attributes) in the same state (mode, settings, the position and game shown, the puzzle,
// the colours) as its preview, with no violation of the policy; a bad input (a record the engine
// refuses, a `start` past the end, a value out of bounds) is said in the studio in the element's
// words and the preview goes on working; Copy puts the snippet on the clipboard, or selects it;
// the studio is axe-clean in both colour schemes, usable at 360 px (the preview under the form),
// in Chinese, and offline after one visit. The gallery of docs/PUBLISHERS.md (a picture per mode
// and one of the studio) is saved in test-artifacts/ as `gallery-*.png`.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchBrowser, artifactDir, waitServiceWorker, waitPuzzlePhase, recordViolations } from './browser.mjs';
import { audit } from './axe-audit.mjs';
import { releaseIn } from './release-files.mjs';
import { serveFolder } from './static-server.mjs';
import { DECK_KEY, plantedDeck } from './mistakes-data.mjs';

const repo = fileURLToPath(new URL('../../', import.meta.url));
const site = mkdtempSync(join(tmpdir(), 'pathwayz-studio-'));
/** A game of 17 moves (docs/PUBLISHERS.md, "Replay"). */
const RECORD = 'l4 a5 k5 k4* l5* k3* l6 k6* j5* k7 l7* j4* j6* i5 l8* k8* j7*';

let browser;
let server;
before(async () => {
  browser = await launchBrowser();
  cpSync(process.env.DIST ?? join(repo, 'dist'), site, { recursive: true });
  // As a static host or CDN sends a release's files: readable from a page of any site.
  server = await serveFolder(site, { headers: () => ({ 'access-control-allow-origin': '*' }) });
});
after(async () => {
  await browser?.close();
  await server?.close();
  rmSync(site, { recursive: true, force: true });
});

/** A fresh context (its own storage, no service worker unless `serviceWorkers`), recording violations. */
async function newContext(options = {}) {
  const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 1280, height: 900 }, ...options });
  await context.addInitScript(recordViolations);
  return context;
}

/** Waits until the studio's preview is a ready element (the one made last). */
async function previewReady(page) {
  await page.waitForFunction(() => document.querySelector('.preview pathwayz-game')?.dataset.ready === 'true', null, { timeout: 30000 });
}

/** Opens the studio in `context`; returns the page and the errors it throws. */
async function openStudio(context) {
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${server.url}studio.html`);
  await previewReady(page);
  return { page, errors };
}

/** The control of an option (its id: `studio-NAME`, `--` dropped). */
function control(page, name) {
  return page.locator(`#studio-${name.replace(/^--/, '')}`);
}

/** Sets the studio's options `[[name, value]]` as a publisher does (a flag: true or false), then waits for the preview. */
async function choose(page, options) {
  for (const [name, value] of options) {
    const field = control(page, name);
    const kind = await field.evaluate((el) => (el.tagName === 'SELECT' ? 'select' : el.type));
    if (kind === 'select') await field.selectOption(String(value));
    else if (kind === 'checkbox') await field.setChecked(Boolean(value));
    else {
      await field.fill(String(value));
      await field.dispatchEvent('change');
    }
  }
  await previewReady(page);
}

/**
 * The element `selector` as the tests compare it: its attributes, its settings and what it shows
 * (through its documented properties and data- attributes), and the `colours` computed on it.
 */
function elementState(page, selector, colours = []) {
  return page.$eval(selector, (el, names) => new Promise((resolve) => requestAnimationFrame(() => resolve({
    attributes: [...el.attributes].filter((a) => !a.name.startsWith('data-')).map((a) => `${a.name}=${a.value}`).sort(),
    mode: el.mode,
    level: el.level,
    ms: el.ms,
    color: el.color,
    record: el.record,
    ply: el.ply,
    shownPly: el.dataset.shownPly,
    orientation: el.dataset.orientation,
    puzzle: el.dataset.puzzle,
    puzzleId: el.dataset.puzzleId,
    invitation: el.friendLink !== null,
    language: el.shadowRoot.querySelector('.status').textContent.match(/[\u4e00-\u9fff]/) ? 'zh' : 'en',
    colours: names.map((name) => getComputedStyle(el).getPropertyValue(name).trim()),
  }))), colours);
}

/**
 * `snippet` pasted into a blank page of the site, `name.html`, its <style> rule put in
 * `name.css` (a strict policy refuses an inline style). Returns the page's URL.
 */
function pastePage(name, snippet) {
  const rule = snippet.match(/<style>\n([\s\S]*?)\n<\/style>\n/);
  const body = snippet.replace(/<style>[\s\S]*?<\/style>\n/, '');
  if (rule) writeFileSync(join(site, `${name}.css`), `${rule[1]}\n`);
  const link = rule ? `<link rel="stylesheet" href="${name}.css">\n` : '';
  writeFileSync(join(site, `${name}.html`), `<!doctype html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<meta name="viewport" content="width=device-width, initial-scale=1">\n<title>Our game</title>\n${link}</head>\n<body>\n${body}</body>\n</html>\n`);
  return `${server.url}${name}.html`;
}

/** What each mode's check chooses in the studio, and when its element's state is settled. */
const MODES = {
  pai: { options: [['level', 3], ['ms', 400], ['color', 'white'], ['coach', 'mistake'], ['controls', 'full'], ['theme', 'dark'], ['lang', 'zh'], ['--pz-board', '#223344'], ['--pz-cell', '#99bbdd']] },
  local: { options: [['orientation', 'portrait'], ['board-size', 400], ['sounds', true], ['muted', true]] },
  watch: { options: [['level', 2], ['white-level', 1], ['ms', 60000]] },
  replay: { options: [['record', RECORD], ['start', 5], ['autoplay-ms', 800], ['no-spoilers', true], ['--pz-accent', '#ff00aa']] },
  puzzle: { options: [['puzzle', 2]], settled: (el) => el.dataset.puzzle === 'solving' },
  mistakes: { options: [['persist', true]], settled: (el) => el.shadowRoot.querySelector('.exercise-problem')?.textContent !== '' },
  friend: { options: [['color', 'black'], ['persist', false]], settled: (el) => el.friendLink !== null },
};

/** The states compared for a mode: PAI against itself plays on, so its game is left out. */
function comparable(state, mode) {
  return mode === 'watch' ? { ...state, record: undefined, ply: undefined, shownPly: undefined } : state;
}

for (const [mode, { options, settled }] of Object.entries(MODES)) {
  test(`mode ${mode}: the snippet pasted into a blank page under the strict CSP gives the preview's element, in the preview's state`, async () => {
    const context = await newContext();
    const { page, errors } = await openStudio(context);
    await page.locator('#studio-mode').selectOption(mode);
    await previewReady(page);
    // A select's value by its place in the list (the puzzles are the data file's).
    const resolved = [];
    for (const [name, value] of options) {
      resolved.push([name, name === 'puzzle' ? await control(page, name).locator('option').nth(value).getAttribute('value') : value]);
    }
    await choose(page, resolved);
    if (settled) await page.waitForFunction(settled, await page.$('.preview pathwayz-game'), { timeout: 30000 });
    const colours = options.filter(([name]) => name.startsWith('--')).map(([name]) => name);
    const preview = await elementState(page, '.preview pathwayz-game', colours);
    const snippet = await page.inputValue('#snippet');
    assert.match(snippet, new RegExp(`<pathwayz-game[^>]* mode="${mode}"`), 'the snippet has the mode');
    const release = releaseIn();
    assert.ok(snippet.includes(`src="${server.url}${release.element.path}" integrity="${release.element.integrity}" crossorigin="anonymous"`), "the script tag is the release's, by this host's address, with its integrity hash");

    const pasted = await newContext();
    const tab = await pasted.newPage();
    tab.on('pageerror', (error) => errors.push(error.message));
    await tab.goto(pastePage(`pasted-${mode}`, snippet));
    await tab.waitForSelector('pathwayz-game[data-ready="true"]', { timeout: 30000 });
    if (settled) await tab.waitForFunction(settled, await tab.$('pathwayz-game'), { timeout: 30000 });
    const published = await elementState(tab, 'pathwayz-game', colours);
    assert.deepEqual(comparable(published, mode), comparable(preview, mode));
    for (const [name, value] of options.filter(([n]) => n.startsWith('--'))) assert.equal(published.colours[colours.indexOf(name)], value, name);
    assert.deepEqual(await tab.evaluate(() => window.violations), [], 'no violation on the pasted page');
    assert.deepEqual(await page.evaluate(() => window.violations), [], 'no violation in the studio');
    assert.deepEqual(errors, []);
    await pasted.close();
    await context.close();
  });
}

test("the snippet pasted into a page of another site loads the element from the studio's host, under that page's strict CSP, and a move is played", async () => {
  const context = await newContext();
  const { page, errors } = await openStudio(context);
  await choose(page, [['level', 2], ['ms', 300]]);
  const snippet = await page.inputValue('#snippet');
  const host = server.url.slice(0, -1);
  // The publisher's site: another origin, whose policy allows the studio's host for the scripts,
  // their fetches and the worker (as docs/PUBLISHERS.md says).
  const folder = mkdtempSync(join(tmpdir(), 'pathwayz-publisher-site-'));
  writeFileSync(join(folder, 'index.html'), `<!doctype html>\n<html lang="en">\n<head><meta charset="utf-8"><title>Our game</title></head>\n<body>\n${snippet}</body>\n</html>\n`);
  const publisher = await serveFolder(folder, {
    headers: () => ({ 'content-security-policy': `default-src 'self'; script-src 'self' ${host} 'wasm-unsafe-eval'; style-src 'self' ${host}; img-src 'self' data:; connect-src 'self' ${host}; worker-src 'self' ${host} blob:` }),
  });
  try {
    assert.notEqual(new URL(publisher.url).origin, new URL(server.url).origin, 'another origin');
    const pasted = await newContext();
    const tab = await pasted.newPage();
    tab.on('pageerror', (error) => errors.push(error.message));
    await tab.goto(publisher.url);
    await tab.waitForSelector('pathwayz-game[data-ready="true"]', { timeout: 30000 });
    await tab.locator('pathwayz-game .cell[data-cell="f5"]').click();
    await tab.waitForFunction(() => Number(document.querySelector('pathwayz-game').dataset.ply) >= 2, null, { timeout: 30000 });
    assert.deepEqual(await tab.evaluate(() => window.violations), [], 'no violation on the publisher\'s page');
    assert.deepEqual(publisher.log.filter((path) => path !== '/' && path !== '/favicon.ico'), [], "nothing of the element from the publisher's site");
    assert.ok(server.log.some((path) => /^\/pkg\/pathwayz_search_bg\.[0-9a-f]{12}\.wasm$/.test(path)), "the engine from the studio's host");
    assert.deepEqual(errors, []);
    await pasted.close();
  } finally {
    await publisher.close();
    rmSync(folder, { recursive: true, force: true });
    await context.close();
  }
});

test('the snippet loads the files from the folder a publisher types (a path of their site, or an address); anything else is refused and said', async () => {
  const context = await newContext();
  const { page, errors } = await openStudio(context);
  const release = releaseIn();
  const from = page.locator('#files-from');
  const problem = page.locator('.files-from-problem');
  for (const [typed, base] of [['/games/pathwayz', '/games/pathwayz/'], ['https://cdn.example.org/pathwayz/1.0/', 'https://cdn.example.org/pathwayz/1.0/'], ['', server.url]]) {
    await from.fill(typed);
    const snippet = await page.inputValue('#snippet');
    assert.ok(snippet.includes(`src="${base}${release.element.path}" integrity="${release.element.integrity}"`), `${typed}: ${snippet}`);
    assert.ok(snippet.includes(`href="${base}${release.files.find((file) => file.source === 'css/pathwayz-game.css').path}"`), `${typed}: the stylesheet too`);
    assert.equal(await problem.isHidden(), true);
  }
  for (const typed of ['games/pathwayz', 'javascript:alert(1)', '//cdn.example.org/x', 'https://cdn.example.org/x?y=1', `/${'x'.repeat(600)}`]) {
    await from.fill(typed);
    assert.equal(await problem.isVisible(), true, `${typed} is refused`);
    assert.ok((await page.inputValue('#snippet')).includes(`src="${server.url}${release.element.path}"`), `${typed}: the files from this site`);
  }
  assert.deepEqual(errors, []);
  await context.close();
});

test('bad inputs are said in the studio in the element\'s words, and the preview goes on working', async () => {
  const context = await newContext();
  const { page, errors } = await openStudio(context);
  const says = () => page.locator('.preview-messages li').allTextContents();
  await page.locator('#studio-mode').selectOption('replay');
  await choose(page, [['record', 'd4 d4']]);
  await page.locator('.preview pathwayz-game .replay-problem').waitFor({ state: 'visible' });
  await page.waitForFunction(() => document.querySelectorAll('.preview-messages li').length > 0);
  assert.match((await says()).join(' '), /could not be replayed: move 2/);
  assert.match(await page.locator('.preview-messages').textContent(), /The element says/);
  // Mended, the game is shown and the message gone.
  await choose(page, [['record', RECORD], ['start', 99]]);
  await page.waitForFunction(() => document.querySelectorAll('.preview-messages li').length > 0);
  assert.match((await says()).join(' '), /start 99 is past the end of the game \(17 moves\)/);
  assert.equal(await page.$eval('.preview pathwayz-game', (el) => el.ply), 17, 'it opens at the end');
  await page.locator('.preview pathwayz-game .replay-previous').click();
  await page.waitForFunction(() => document.querySelector('.preview pathwayz-game').ply === 16);
  await choose(page, [['start', ''], ['board-size', -5], ['autoplay-ms', 5]]);
  await page.waitForFunction(() => document.querySelectorAll('.preview-messages li').length >= 2);
  const said = (await says()).join(' ');
  assert.match(said, /board-size must be the board's width in pixels, from 200 to 4000, not "-5"/);
  assert.match(said, /autoplay-ms must be a number of milliseconds from 100 to 60000/);
  await page.locator('.preview pathwayz-game .replay-next').click();
  await page.waitForFunction(() => document.querySelector('.preview pathwayz-game').ply === 1);
  await page.locator('#studio-mode').selectOption('pai');
  await choose(page, [['ms', 9999999]]);
  await page.waitForFunction(() => /ms must be a number of milliseconds/.test(document.querySelector('.preview-messages').textContent));
  await page.locator('.preview pathwayz-game .cell[data-cell="d4"]').click();
  await page.waitForFunction(() => document.querySelector('.preview pathwayz-game').record.startsWith('d4'));
  assert.match(await page.inputValue('#snippet'), /ms="9999999"/, 'the snippet still says what was typed');
  assert.deepEqual(errors, []);
  await context.close();
});

test('Copy puts the snippet on the clipboard and says so; where the clipboard is refused, it selects the snippet', async () => {
  const context = await newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
  const { page } = await openStudio(context);
  await page.locator('#studio-mode').selectOption('puzzle');
  await previewReady(page);
  await page.locator('button.copy').click();
  await page.waitForFunction(() => document.querySelector('.copy-status').textContent !== '');
  assert.equal(await page.locator('.copy-status').textContent(), 'Copied.');
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), await page.inputValue('#snippet'));
  await page.evaluate(() => {
    navigator.clipboard.writeText = () => Promise.reject(new DOMException('refused', 'NotAllowedError'));
    document.querySelector('.copy-status').textContent = '';
  });
  await page.locator('button.copy').click();
  await page.waitForFunction(() => document.querySelector('.copy-status').textContent !== '');
  assert.match(await page.locator('.copy-status').textContent(), /selected: press Ctrl\+C/);
  const selected = await page.$eval('#snippet', (area) => ({ focused: document.activeElement === area, text: area.value.slice(area.selectionStart, area.selectionEnd) }));
  assert.deepEqual(selected, { focused: true, text: await page.inputValue('#snippet') });
  await context.close();
});

for (const scheme of ['light', 'dark']) {
  test(`the studio has no serious accessibility violation in the ${scheme} scheme, every control labelled`, async () => {
    const context = await newContext({ colorScheme: scheme });
    const { page, errors } = await openStudio(context);
    await audit(page, `${scheme}: the studio`);
    const unlabelled = await page.$$eval('form.options :is(input, select, textarea), #snippet', (fields) => fields
      .filter((field) => !field.labels?.length || field.labels[0].textContent.trim() === '').map((field) => field.id));
    assert.deepEqual(unlabelled, []);
    await page.locator('#studio-mode').selectOption('replay');
    await choose(page, [['record', 'd4 d4']]);
    await page.waitForFunction(() => document.querySelectorAll('.preview-messages li').length > 0);
    await audit(page, `${scheme}: a refused record said`);
    assert.deepEqual(errors, []);
    await context.close();
  });
}

test('at 360 px the studio fits the screen, the preview under the form; by keyboard alone an option changes the preview', async () => {
  const context = await newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
  const { page, errors } = await openStudio(context);
  const layout = await page.evaluate(() => ({
    width: document.documentElement.scrollWidth,
    formBottom: document.querySelector('form.options').getBoundingClientRect().bottom,
    previewTop: document.querySelector('.preview').getBoundingClientRect().top,
  }));
  assert.ok(layout.width <= 360, `no sideways scroll: ${layout.width}`);
  assert.ok(layout.previewTop >= layout.formBottom, 'the preview is under the form');
  await page.locator('#studio-mode').focus();
  await page.keyboard.press('ArrowDown');
  await previewReady(page);
  assert.equal(await page.$eval('.preview pathwayz-game', (el) => el.getAttribute('mode')), 'local');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a Chinese browser gets the studio in Chinese, its levels and puzzles named in Chinese', async () => {
  const context = await newContext({ locale: 'zh-CN' });
  const { page } = await openStudio(context);
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'zh-CN');
  assert.match(await page.locator('h1').textContent(), /把 Pathwayz 放到你的网页上/);
  assert.match(await page.locator('label[for="studio-mode"]').textContent(), /^模式/);
  assert.match(await page.locator('#studio-level option[value="12"]').textContent(), /^12：/);
  assert.match(await page.locator('#studio-puzzle option').nth(0).textContent(), /^每日谜题（今天是 [0-9a-f]{16}）$/);
  await context.close();
});

test('after one visit the studio opens and previews with the network off', async () => {
  const context = await newContext({ serviceWorkers: 'allow' });
  const { page } = await openStudio(context);
  await waitServiceWorker(page);
  await context.setOffline(true);
  await page.reload();
  await previewReady(page);
  await page.locator('#studio-mode').selectOption('puzzle');
  await previewReady(page);
  assert.match(await page.inputValue('#snippet'), /integrity="sha384-/);
  await context.close();
});

test("the gallery: a picture of each mode as a publisher's page shows it, and of the studio", async () => {
  const pictures = {
    play: [['mode', 'pai'], ['level', 4]],
    replay: [['mode', 'replay'], ['record', RECORD], ['start', 9]],
    puzzle: [['mode', 'puzzle']],
    friend: [['mode', 'friend'], ['color', 'black']],
    mistakes: [['mode', 'mistakes'], ['persist', true]],
    // Without persist (the mistakes' picture set it): a kept game of the page before would be shown.
    local: [['mode', 'local'], ['persist', false]],
    watch: [['mode', 'watch'], ['persist', false], ['level', 5], ['white-level', 4]],
  };
  const context = await newContext({ viewport: { width: 1000, height: 900 } });
  // The reader's deck of mistakes holds one exercise (the planted blunder of the mistakes tests).
  await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [DECK_KEY, plantedDeck()]);
  const { page } = await openStudio(context);
  for (const [name, options] of Object.entries(pictures)) {
    await page.locator('#studio-mode').selectOption(options[0][1]);
    await choose(page, options.slice(1));
    const tab = await context.newPage();
    await tab.setViewportSize({ width: 600, height: 560 });
    await tab.goto(pastePage(`gallery-${name}`, await page.inputValue('#snippet')));
    await tab.waitForSelector('pathwayz-game[data-ready="true"]', { timeout: 30000 });
    if (name === 'puzzle' || name === 'mistakes') await waitPuzzlePhase(tab, 'solving');
    if (name === 'friend') await tab.waitForFunction(() => document.querySelector('pathwayz-game').friendLink !== null);
    // PAI against itself: a few moves on the board.
    if (name === 'watch') await tab.waitForFunction(() => Number(document.querySelector('pathwayz-game').dataset.ply) >= 8, null, { timeout: 60000 });
    await tab.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await tab.locator('pathwayz-game').screenshot({ path: `${artifactDir}/gallery-${name}.png` });
    await tab.close();
  }
  await page.locator('#studio-mode').selectOption('replay');
  await choose(page, [['record', RECORD], ['start', 9], ['--pz-board', '#234567'], ['--pz-cell', '#9bb7d4']]);
  await page.setViewportSize({ width: 860, height: 500 });
  await page.locator('#studio-mode').focus();
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${artifactDir}/gallery-studio.png` });
  await context.close();
});
