// Shared set-up for the browser tests: Debian's Chromium driven by playwright-core.
import { chromium } from 'playwright-core';
import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

import { releaseIn, sitePathOf } from './release-files.mjs';
import { staticServer } from '../../scripts/static-server.mjs';

/** Where the site is served (set by ./build.sh test): the release build in dist/. */
export const baseUrl = process.env.BASE_URL ?? 'http://localhost:8080/';

/**
 * The URL, relative to the site's folder, of a source file in the served release
 * (`js/storage/storage.js` -> `./js/storage/storage.1f0c3a9be2d4.js`): what a test imports in a page to reach the
 * very module the page runs.
 */
export function siteFile(source) {
  return `./${sitePathOf(releaseIn(), source)}`;
}

let sources = null;

/**
 * The sources served as they are (www/ and pkg/, unbundled, as `scripts/serve.mjs --source`
 * does), for the tests that import one module of the page by its source path
 * (`import('./js/sound/sound-player.js')`): a release bundles its modules. Started once per test
 * file, on a free port; it never keeps the test's process alive. Resolves with its URL.
 */
export function sourceSite() {
  sources ??= new Promise((resolve) => {
    const server = staticServer({ source: true });
    server.listen(0, '127.0.0.1', () => {
      server.unref();
      resolve(`http://localhost:${server.address().port}/`);
    });
  });
  return sources;
}

/** Folder for screenshots and other artefacts of a run. */
export const artifactDir = fileURLToPath(new URL('../../test-artifacts/', import.meta.url));

/** Starts headless Chromium with the flags this machine needs. */
export async function launchBrowser() {
  await mkdir(artifactDir, { recursive: true });
  return chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

/**
 * Opens `path` (of the served release, or of `base`: `await sourceSite()`) in a fresh context
 * (its own storage) and waits until the game element is ready.
 * Returns the page, its context and the page errors seen.
 */
export async function openGame(browser, path = '', { context = null, viewport = { width: 900, height: 1000 }, base = baseUrl } = {}) {
  const ownContext = context ?? (await browser.newContext({ viewport }));
  const page = await ownContext.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(new URL(path, base).href);
  await waitReady(page);
  return { page, context: ownContext, errors };
}

/** A publisher's plain page holding `element`: the element's stylesheet and script from the release. */
function plainPage(element) {
  return `<!doctype html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<title>Our game</title>\n<link rel="icon" href="data:,">\n<link rel="stylesheet" href="${siteFile('css/pathwayz-game.css')}">\n<script type="module" src="${siteFile('js/pathwayz-game.js')}"></script>\n</head>\n<body>\n${element}\n</body>\n</html>\n`;
}

/**
 * Opens a publisher's plain page holding `element` (served beside the release) in a fresh
 * context with no service worker, each request of the context (the page's and its workers')
 * given to `onRequest` as its URL's path; resolves once the element is ready, with the page, its
 * context and the page errors seen. `offline`: URLs whose requests fail from the start, as with
 * no network (`context.unroute(url)` brings each back); `hash`: the page's address's fragment.
 */
export async function openPlainPage(browser, element, onRequest, { offline = [], hash = '' } = {}) {
  const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 1100, height: 1000 } });
  for (const url of offline) await context.route(url, (route) => route.abort('internetdisconnected'));
  const page = await context.newPage();
  context.on('request', (request) => onRequest(new URL(request.url()).pathname));
  const url = new URL('plain-page.html', baseUrl).href;
  await page.route(url, (route) => route.fulfill({ contentType: 'text/html', body: plainPage(element) }));
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(url + hash);
  await waitReady(page);
  return { page, context, errors };
}

/**
 * Waits until the game element has loaded the engine: a minute at most, a start that never ends
 * (on a loaded machine one takes seconds: a module compiled, workers started). A start that did
 * not end fails with what the element shows.
 */
export async function waitReady(page) {
  try {
    await page.waitForSelector('pathwayz-game[data-ready="true"]', { timeout: 60000 });
  } catch (error) {
    const shows = await page.evaluate(() => [...document.querySelectorAll('pathwayz-game')]
      .map((element) => element.shadowRoot?.querySelector('.status')?.textContent ?? 'no shadow root')).catch((reason) => [`unreadable: ${reason.message}`]);
    error.message += `\nthe element shows: ${JSON.stringify(shows)}`;
    throw error;
  }
}

/**
 * Waits until every ready element on the page has drawn every change made so far (its
 * `updateComplete`): an element draws once per animation frame (frame-render.js), and a language
 * once its table has loaded, so a read right after a change could come first.
 */
export async function drawn(page) {
  await page.evaluate(() => Promise.all([...document.querySelectorAll('pathwayz-game[data-ready="true"]')].map((element) => element.updateComplete)));
}

/** The game element's state as the tests read it, through its public API and what it shows. */
export async function gameState(page) {
  await drawn(page);
  return page.$eval('pathwayz-game', (el) => {
    const root = el.shadowRoot;
    // The board shown, as the engine writes it: 8 rows of 12 (`.`, `w`, `b`, `W`, `B`), row 1 first.
    const board = Array.from({ length: 8 }, (_, row) => [...'abcdefghijkl']
      .map((column) => root.querySelector(`.board .cell[data-cell="${column}${row + 1}"]`).dataset.piece).join(''));
    return {
      ply: Number(el.dataset.ply),
      thinking: el.dataset.thinking === 'true',
      winner: el.dataset.winner,
      status: root.querySelector('.status').textContent,
      message: root.querySelector('.message').textContent,
      // An engine refusal's own English words, under the message (empty when hidden).
      detail: root.querySelector('.message-detail').hidden ? '' : root.querySelector('.message-detail-text').textContent,
      record: el.record,
      board,
      moves: [...root.querySelectorAll('.moves li')].map((li) => li.textContent),
    };
  });
}

/**
 * Waits until the game has `ply` moves and, if `idle`, PAI is not thinking (PAI vs PAI is
 * never idle while it plays: wait with `idle` false there).
 */
export async function waitForPly(page, ply, timeout = 20000, idle = true) {
  await page.waitForFunction(
    ([n, needIdle]) => {
      const el = document.querySelector('pathwayz-game');
      return Number(el.dataset.ply) >= n && (!needIdle || el.dataset.thinking === 'false');
    },
    [ply, idle],
    { timeout },
  );
}

/** The locator of a board cell (Playwright's CSS pierces the element's shadow root). */
export function cell(page, name) {
  return page.locator(`pathwayz-game .cell[data-cell="${name}"]`);
}

/** The first of `names` that is an empty cell on the board shown. */
export async function emptyCell(page, names) {
  for (const name of names) {
    if (await cell(page, name).getAttribute('data-piece') === '.') return name;
  }
  throw new Error(`none of ${names} is empty`);
}

/**
 * Clicks the first empty cell of `names` and returns its name: a level that draws among equal
 * moves may have taken the cell a test would play next.
 */
export async function playEmpty(page, names) {
  const name = await emptyCell(page, names);
  await cell(page, name).click();
  return name;
}

/**
 * Waits until the puzzle or exercise shown is in `phase` (the element's `data-puzzle`) and, with
 * `id`, is that one, and the element has drawn it (its panel may be a feature still loading).
 */
export async function waitPuzzlePhase(page, phase, id = null, timeout = 30000) {
  await page.waitForFunction(([p, wanted]) => {
    const el = document.querySelector('pathwayz-game');
    return el.dataset.puzzle === p && (!wanted || el.dataset.puzzleId === wanted);
  }, [phase, id], { timeout });
  await drawn(page);
}

/**
 * What the panel `name` of the puzzle machinery (`puzzle`, `exercise`) shows, read in one frame:
 * the element's `phase`, puzzle `id` and `ply`, the text of each of `lines` (`feedback`: the
 * text of `.NAME-feedback`, null while hidden), the `problem`'s, the `message` line, the hint's
 * `region` and the panel's `buttons` shown (`NAME-solution`, ...).
 */
export async function puzzlePanelState(page, name, lines) {
  await drawn(page);
  return page.$eval('pathwayz-game', (el, [panel, names]) => {
    const root = el.shadowRoot;
    const text = (s) => { const node = root.querySelector(s); return node && !node.closest('[hidden]') ? node.textContent : null; };
    return {
      phase: el.dataset.puzzle,
      id: el.dataset.puzzleId,
      ply: Number(el.dataset.ply),
      ...Object.fromEntries(names.map((line) => [line, text(`.${panel}-${line}`)])),
      problem: text(`.${panel}-problem-text`),
      message: root.querySelector('.message').textContent,
      region: [...root.querySelectorAll('.cell.region')].map((c) => c.dataset.cell),
      buttons: [...root.querySelectorAll(`.${panel}-buttons button`)].filter((b) => !b.hidden).map((b) => b.className.split(' ').find((c) => c.startsWith(`${panel}-`))),
    };
  }, [name, lines]);
}

/**
 * Waits until the site's service worker controls the page: after it, the release is precached
 * and a reload with the network off is served from the cache.
 */
export async function waitServiceWorker(page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
    }
  });
}

/**
 * Runs in the page before its scripts (`context.addInitScript(recordViolations)`): keeps every
 * Content-Security-Policy violation the document hears in `window.violations`.
 */
export function recordViolations() {
  window.violations = [];
  document.addEventListener('securitypolicyviolation', (event) => {
    window.violations.push(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`);
  });
}
