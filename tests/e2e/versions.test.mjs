// Versions: a page that loads a new release gets that release's wasm (PAI's weights built in),
// never an older release's from a cache. A copy of the site is served with far-future caching
// for the wasm (what a CDN may do), played once, then "released" at the next version and
// reloaded.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchBrowser, waitReady, waitForPly, cell } from './browser.mjs';
import { serveFolder } from './static-server.mjs';

const repo = fileURLToPath(new URL('../../', import.meta.url));
const version = readFileSync(join(repo, 'Cargo.toml'), 'utf8').match(/^version = "([^"]+)"/m)[1];
const next = version.replace(/\d+$/, (patch) => String(Number(patch) + 1));

let browser;
before(async () => { browser = await launchBrowser(); });
after(async () => { await browser?.close(); });

/** Rewrites the site in `folder` as release `to` (from `from`): what a version bump changes. */
function release(folder, from, to) {
  for (const file of ['js/wasm.js', 'sw.js']) {
    const path = join(folder, file);
    writeFileSync(path, readFileSync(path, 'utf8').replaceAll(`?v=${from}`, `?v=${to}`).replace(`const VERSION = '${from}'`, `const VERSION = '${to}'`));
  }
}

/** Plays one move against PAI and waits for its answer and for the service worker to control the page. */
async function playOnce(page) {
  await waitReady(page);
  await cell(page, 'f5').click();
  await waitForPly(page, 2);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
    }
  });
}

test('a new release loads its own wasm, past caches that hold the old one', async () => {
  const folder = mkdtempSync(join(tmpdir(), 'pathwayz-release-'));
  cpSync(join(repo, 'www'), folder, { recursive: true });
  cpSync(join(repo, 'pkg'), join(folder, 'pkg'), { recursive: true });
  const farFuture = (path) => (/\.(wasm|bin)$/.test(path) ? { 'cache-control': 'public, max-age=31536000, immutable' } : {});
  const server = await serveFolder(folder, { headers: farFuture });
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${server.url}#moves=&mode=pai&level=4&color=white&ms=250`);
    await playOnce(page);
    const fetched = (name, v) => server.log.filter((entry) => entry.endsWith(`${name}?v=${v}`)).length;
    assert.ok(fetched('pathwayz_bg.wasm', version) >= 1, server.log.join('\n'));
    assert.equal(server.log.filter((entry) => entry.includes('pai-td.bin')).length, 0, 'the weights are in the wasm: no download');

    release(folder, version, next);
    server.log.length = 0;
    await page.reload();
    await waitReady(page);
    await page.evaluate(() => document.querySelector('pathwayz-game').newGame());
    await playOnce(page);
    assert.equal(fetched('pathwayz_bg.wasm', next), 1, `the new wasm came from the server:\n${server.log.join('\n')}`);
    assert.equal(server.log.filter((entry) => entry.includes(`?v=${version}`)).length, 0, 'nothing of the old release was asked for');
    const weights = await page.evaluate(() => document.querySelector('pathwayz-game').weights);
    assert.equal(weights.ok, true);

    // The new service worker took over with one consistent set: its own cache only.
    await page.evaluate(async (v) => {
      for (let tries = 0; tries < 100 && (await caches.keys()).join() !== `pathwayz-${v}`; tries++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }, next);
    const cached = await page.evaluate(async () => {
      const keys = await caches.keys();
      const entries = await Promise.all(keys.map(async (key) => [key, (await (await caches.open(key)).keys())
        .map((request) => new URL(request.url).pathname + new URL(request.url).search)
        .filter((path) => /\.(wasm|bin)/.test(path))]));
      return Object.fromEntries(entries);
    });
    assert.deepEqual(cached, { [`pathwayz-${next}`]: [`/pkg/pathwayz_bg.wasm?v=${next}`] });
    await context.close();
  } finally {
    await server.close();
    rmSync(folder, { recursive: true, force: true });
  }
});
