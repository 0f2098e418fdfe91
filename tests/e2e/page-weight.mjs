// What a first visit costs a reader: the bytes a host sends (compressed, as a production host
// serves the release) and the requests, the page's, its workers' and its service worker's, counted
// by the server itself (scripts/static-server.mjs) so that nothing a browser fetches is missed.
// Each case opens a page in a fresh browser context (an empty cache) and stops at a state of the
// page, never after a time. The budget test (page-weight.test.mjs) holds each case to
// page-budgets.json; run directly, this prints the table of docs/RESULTS.md:
//
//   ./build.sh release && node tests/e2e/page-weight.mjs [--dist DIR]
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync } from 'node:zlib';
import { REPO, staticServer } from '../../scripts/static-server.mjs';
import { STRICT_CSP } from '../../scripts/strict-csp.mjs';
import { launchBrowser, playEmpty, waitForPly, waitReady, waitServiceWorker } from './browser.mjs';

/** The game the sample replay page shows (www/replay.html), replayed on a plain page. */
const SAMPLE_REPLAY = readFileSync(fileURLToPath(new URL('../../www/replay.html', import.meta.url)), 'utf8').match(/<pathwayz-game mode="replay"[^>]*\srecord="([^"]+)"/)[1];

/**
 * A publisher's plain page of the release in `dist` holding `element`: the element's stylesheet
 * and script as the studio's snippet loads them (release.json names them), and nothing else.
 */
function plainPage(dist, element) {
  const release = JSON.parse(readFileSync(join(dist, 'release.json'), 'utf8'));
  const stylesheet = release.files.find((file) => file.source === 'css/pathwayz-game.css').path;
  return `<!doctype html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<meta name="viewport" content="width=device-width, initial-scale=1">\n<title>Our game</title>\n<link rel="icon" href="data:,">\n<link rel="stylesheet" href="${stylesheet}">\n<script type="module" src="${release.element.path}"></script>\n</head>\n<body>\n<h1>Our game</h1>\n${element}\n</body>\n</html>\n`;
}

/**
 * The cases, each a page opened (`plain`: a publisher's plain page holding that element, served
 * beside the release) and the state at which it is counted. `serviceWorker`: whether
 * the visit lets the site's service worker install (and precache) as a reader's browser does.
 */
export const CASES = [
  {
    name: 'replay-embed',
    title: 'a replay embed on a plain page, until it is drawn',
    path: 'plain-replay.html',
    plain: () => `<pathwayz-game mode="replay" record="${SAMPLE_REPLAY}"></pathwayz-game>`,
    until: async (page) => waitReady(page),
  },
  {
    name: 'puzzle-embed',
    title: 'a puzzle embed (`puzzle="daily"`) on a plain page, until it is drawn',
    path: 'plain-puzzle.html',
    plain: () => '<pathwayz-game mode="puzzle" puzzle="daily"></pathwayz-game>',
    until: async (page) => {
      await waitReady(page);
      await page.waitForSelector('pathwayz-game[data-puzzle="solving"]', { timeout: 30000 });
    },
  },
  {
    name: 'site-first-answer',
    title: "the site, until PAI has answered the first move",
    path: 'index.html',
    until: async (page) => {
      await waitReady(page);
      await playEmpty(page, ['e4', 'f4', 'e5']);
      await waitForPly(page, 2, 60000);
    },
  },
  {
    name: 'site-first-visit',
    title: "the site's whole first visit, service worker on (PAI's first answer, the release precached)",
    path: 'index.html',
    serviceWorker: true,
    until: async (page) => {
      await waitReady(page);
      await playEmpty(page, ['e4', 'f4', 'e5']);
      await waitForPly(page, 2, 60000);
      await waitServiceWorker(page);
    },
  },
];

/**
 * A server of the release in `dist` (compressed) counting what it sends; resolves once it listens
 * on a free port. `counted()` gives the responses so far; `quiet()` resolves once no request is
 * being answered; `reset()` forgets them.
 */
export async function countingServer({ dist = join(REPO, 'dist') } = {}) {
  let sent = [];
  let open = 0;
  let waiting = [];
  const onSent = (response) => sent.push(response);
  const release = staticServer({ dist, compress: true, onSent });
  const serveRelease = release.listeners('request')[0];
  // The cases' plain pages, written from the release's own names, served beside it, compressed.
  const plain = new Map(CASES.filter((entry) => entry.plain).map((entry) => [`/${entry.path}`, brotliCompressSync(plainPage(dist, entry.plain()))]));
  const server = createServer((request, response) => {
    const page = plain.get(new URL(request.url, 'http://localhost').pathname);
    if (!page) {
      serveRelease(request, response);
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-encoding': 'br', 'cache-control': 'no-cache', 'content-security-policy': STRICT_CSP });
    response.end(page);
    onSent({ path: new URL(request.url, 'http://localhost').pathname, status: 200, bytes: page.length, encoding: 'br' });
  });
  server.on('request', (request, response) => {
    open += 1;
    response.on('close', () => {
      open -= 1;
      if (open === 0) for (const resolve of waiting.splice(0)) resolve();
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://localhost:${server.address().port}/`,
    counted: () => sent.slice(),
    quiet: () => (open === 0 ? Promise.resolve() : new Promise((resolve) => waiting.push(resolve))),
    reset: () => { sent = []; },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/**
 * `{bytes, requests, files}` of the responses `sent`: `files` each path with its bytes and status
 * (304: revalidated, no body), biggest first.
 */
export function totals(sent) {
  const files = sent.map(({ path, bytes, status }) => ({ path, bytes, status })).sort((a, b) => b.bytes - a.bytes);
  return { bytes: files.reduce((sum, file) => sum + file.bytes, 0), requests: sent.length, files };
}

/**
 * One case measured in `browser` against the counting `server`: a fresh context (empty cache;
 * service workers blocked unless the case lets them in), the page opened, its state awaited,
 * the requests already begun answered. Resolves with `totals` of what the server sent.
 */
export async function measure(browser, server, { path, until, serviceWorker = false }) {
  const context = await browser.newContext({ viewport: { width: 900, height: 1000 }, serviceWorkers: serviceWorker ? 'allow' : 'block' });
  try {
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    server.reset();
    await page.goto(new URL(path, server.url).href);
    await until(page);
    await server.quiet();
    if (errors.length) throw new Error(`${path}: ${errors.join('; ')}`);
    return totals(server.counted());
  } finally {
    await context.close();
  }
}

/** `bytes` in KB as the table writes them (1 KB = 1000 bytes, one decimal). */
export function kilobytes(bytes) {
  return (bytes / 1000).toFixed(1);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const at = process.argv.indexOf('--dist');
  const server = await countingServer({ dist: at > 0 ? resolve(process.argv[at + 1]) : undefined });
  const browser = await launchBrowser();
  try {
    console.log('| case | bytes sent (compressed) | requests |\n|---|---|---|');
    for (const entry of CASES) {
      const { bytes, requests, files } = await measure(browser, server, entry);
      console.log(`| ${entry.title} | ${kilobytes(bytes)} KB | ${requests} |`);
      if (process.argv.includes('--files')) {
        for (const file of files) console.error(`  ${kilobytes(file.bytes).padStart(7)} KB ${file.path}`);
      }
    }
  } finally {
    await browser.close();
    await server.close();
  }
}
