// Updates never break a visit. Two real release builds of today's sources that differ (a changed
// view and a changed wasm), served by one host folder that is switched from the first to the
// second as a host deploys: a visitor of the first comes back three times, and each visit plays a
// move against PAI with no page error, runs one release whole, and keeps the game saved before;
// the page left open when the second took over says so and reloads into it without losing the
// game; offline play works after the update; an update with a file missing leaves the release
// before playing. The same story from release 0.5.0's own site, whose service worker can no
// longer be changed, to today's release: tests/fixtures/release-0.5.0.tar.gz holds that site as
// it was served, the files its sw.js precaches from commit 78dd60a's www/ and its pkg/ built by
// that commit's `./build.sh build`.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { appendFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { execFileSync } from 'node:child_process';
import { buildRelease } from '../../scripts/release/build.mjs';
import { HASHED_NAME } from '../../scripts/release/hashed-names.mjs';
import { launchBrowser, waitReady, waitForPly, playEmpty, baseUrl, siteFile, waitServiceWorker } from './browser.mjs';
import { releaseIn, releaseOfWorker } from './release-files.mjs';
import { SCHEMA_VERSION } from '../../www/js/storage/stored-data.js';
import { serveFolder } from './static-server.mjs';

const repo = fileURLToPath(new URL('../../', import.meta.url));
const scratch = mkdtempSync(join(tmpdir(), 'pathwayz-update-'));
const host = join(scratch, 'host');
/** A file name with a content hash (ours, or a bundled script's), as the hosts of this test cache for a year. */
const HASHED = HASHED_NAME;
/** The cells a visit plays, the first empty one of them each time. */
const CELLS = ['f5', 'e4', 'g6', 'd3', 'h5', 'c4', 'i6', 'b5', 'j4', 'f3', 'g2', 'e6'];

let browser;
let server;
before(async () => {
  browser = await launchBrowser();
  // What a host that deploys a site does: far-future caching for hashed files (a CDN may do so).
  server = await serveFolder(host, {
    headers: (path) => (HASHED.test(path) ? { 'cache-control': 'public, max-age=31536000, immutable' } : {}),
  });
});
after(async () => {
  await browser?.close();
  await server?.close();
  rmSync(scratch, { recursive: true, force: true });
});

/**
 * A release built from a copy of www/ and pkg/ changed by `change({www, pkg})`, into its own
 * folder. Returns `{out, release}`.
 */
async function releaseOf(name, change = () => {}) {
  const www = join(scratch, `${name}-www`);
  const pkg = join(scratch, `${name}-pkg`);
  cpSync(join(repo, 'www'), www, { recursive: true });
  cpSync(join(repo, 'pkg'), pkg, { recursive: true });
  change({ www, pkg });
  const out = join(scratch, `${name}-dist`);
  return { out, release: await buildRelease({ www, pkg, out }) };
}

/** Appends a custom section to a wasm module: other bytes, the same engine. */
function withCustomSection(wasmFile, text) {
  const name = Buffer.from('pathwayz-test');
  const payload = Buffer.from(text);
  const body = Buffer.concat([Buffer.from([name.length]), name, payload]);
  assert.ok(body.length < 128, 'one byte of LEB128 length');
  appendFileSync(wasmFile, Buffer.concat([Buffer.from([0, body.length]), body]));
}

/**
 * An earlier release's site, unpacked once from its fixture (`tests/fixtures/release-VERSION.tar.gz`)
 * into the scratch folder: 0.5.0's (before the hashed names; its service worker can no longer be
 * changed), or 0.6.0's (the first with hashed names and a service worker that installs a release
 * whole; its scripts one file a module, before the bundles: `./build.sh release` at the tag
 * v0.6.0).
 */
function releaseFixture(version) {
  const folder = join(scratch, `release-${version}`);
  if (!existsSync(folder)) {
    mkdirSync(folder);
    execFileSync('tar', ['-xzf', join(repo, 'tests', 'fixtures', `release-${version}.tar.gz`), '-C', folder]);
  }
  return folder;
}

/** What a host does to deploy: the folder it serves now holds `site` (a release's or a fixture's) and nothing else. */
function publish(site) {
  rmSync(host, { recursive: true, force: true });
  cpSync(site, host, { recursive: true });
}

/** Opens the site (at `fragment`) in a new page of `context`; resolves when the element is ready. */
async function visit(context, fragment = '') {
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${server.url}${fragment}`);
  await waitReady(page);
  return { page, errors };
}

/** Plays a move on an empty cell and waits for PAI's answer; returns the record after it. */
async function playAMove(page) {
  const ply = Number(await page.$eval('pathwayz-game', (el) => el.dataset.ply));
  await playEmpty(page, CELLS);
  await waitForPly(page, ply + 2);
  return page.$eval('pathwayz-game', (el) => el.record);
}

/** The release `{version, build}` the service worker controlling the page serves, or null. */
async function servingRelease(page) {
  return page.evaluate(() => {
    const controller = navigator.serviceWorker.controller;
    if (!controller) return null;
    return new Promise((resolve) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = (event) => resolve(event.data);
      controller.postMessage({ type: 'release' }, [channel.port2]);
    });
  });
}

/** Waits until the worker controlling the page serves `build` (it has precached all of it and taken over). */
async function waitForServing(page, build) {
  await page.evaluate(async (wanted) => {
    const serving = () => new Promise((resolve) => {
      const controller = navigator.serviceWorker.controller;
      if (!controller) { resolve(null); return; }
      const channel = new MessageChannel();
      channel.port1.onmessage = (event) => resolve(event.data?.build ?? null);
      controller.postMessage({ type: 'release' }, [channel.port2]);
    });
    while (await serving() !== wanted) {
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
    }
  }, build);
}

/**
 * The page's scripts, styles and wasm (its resource timing) that are not files of `release`:
 * a page runs one release whole, so this is empty.
 */
async function filesOfOtherReleases(page, release) {
  const files = new Set(release.files.map((file) => file.path));
  const loaded = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
  return loaded.map((url) => new URL(url).pathname.slice(1)).filter((path) => HASHED.test(path) && !files.has(path));
}

test('a visitor of release N comes back after N+1 is deployed: every visit plays, runs one release, keeps the game; offline; a failed update', async () => {
  const n = await releaseOf('n');
  const next = await releaseOf('next', ({ www, pkg }) => {
    const en = join(www, 'js', 'i18n', 'en.js');
    writeFileSync(en, readFileSync(en, 'utf8').replace("'page.tagline': 'Connect", "'page.tagline': 'Now: connect"));
    withCustomSection(join(pkg, 'pathwayz_search_bg.wasm'), 'the next release');
  });
  assert.notEqual(n.release.build, next.release.build);
  // No name of the two builds stands for two different contents.
  const bytesOf = new Map(n.release.files.map((file) => [file.path, file.sha256]));
  const pages = new Set(['sw.js', ...n.release.files.filter((f) => f.path.endsWith('.html')).map((f) => f.path)]);
  for (const file of next.release.files) {
    if (bytesOf.has(file.path) && !pages.has(file.path)) assert.equal(file.sha256, bytesOf.get(file.path), `${file.path} means one content`);
  }
  const wasmOf = (release) => release.files.find((file) => file.source === 'pkg/pathwayz_search_bg.wasm').path;
  assert.notEqual(wasmOf(n.release), wasmOf(next.release), 'the changed wasm has a name of its own');

  publish(n.out);
  const context = await browser.newContext();
  // Release N: a game against PAI, saved as it goes.
  const first = await visit(context, '#moves=&mode=pai&level=2&color=white&ms=250');
  let record = await playAMove(first.page);
  await waitForServing(first.page, n.release.build);
  assert.equal(await first.page.$eval('pathwayz-game', (el) => el.buildId), n.release.build);
  assert.deepEqual(first.errors, []);
  await first.page.close();

  const requested = (path) => server.log.filter((entry) => entry === `/${path}`).length;
  // A file of the precache the page itself never fetched, the same in N and N+1.
  const kept = n.release.files.find((file) => file.source === 'data/puzzles.txt').path;
  assert.equal(requested(kept), 1, 'N downloaded its files once');
  publish(next.out);
  const tagline = (page) => page.$eval('.tagline', (el) => el.textContent);
  // Visit 1 after the deploy: all of N from its cache, until N+1 has installed and taken over;
  // the page then offers the reload, which keeps the game.
  const one = await visit(context);
  assert.equal(await one.page.$eval('pathwayz-game', (el) => el.record), record, 'the game saved under N is there');
  assert.equal(await one.page.$eval('pathwayz-game', (el) => el.buildId), n.release.build, 'visit 1 runs N, from its cache');
  assert.deepEqual(await filesOfOtherReleases(one.page, n.release), []);
  assert.doesNotMatch(await tagline(one.page), /^Now/, "N's view");
  record = await playAMove(one.page);
  await waitForServing(one.page, next.release.build);
  const notice = one.page.locator('.update-ready');
  await notice.waitFor({ state: 'visible' });
  await Promise.all([one.page.waitForEvent('load'), notice.locator('button').click()]);
  await waitReady(one.page);
  assert.equal(await one.page.$eval('pathwayz-game', (el) => el.buildId), next.release.build, 'the reload runs N+1');
  assert.equal(await one.page.$eval('pathwayz-game', (el) => el.record), record, 'and keeps the game in progress');
  assert.deepEqual(await filesOfOtherReleases(one.page, next.release), []);
  assert.match(await tagline(one.page), /^Now: connect/, "N+1's view");
  assert.ok(next.release.files.some((file) => file.path === kept), 'the puzzles are the same file in N+1');
  assert.equal(requested(kept), 1, "N+1's worker took the unchanged files from N's cache");
  assert.equal(requested(wasmOf(next.release)), 1, "and downloaded the changed wasm once");
  assert.deepEqual(one.errors, []);
  await one.page.close();

  // Visits 2 and 3: N+1, whole.
  for (const number of [2, 3]) {
    const again = await visit(context);
    assert.equal(await again.page.$eval('pathwayz-game', (el) => el.buildId), next.release.build, `visit ${number} runs N+1`);
    assert.equal(await again.page.$eval('pathwayz-game', (el) => el.record), record, `visit ${number} has the game`);
    assert.deepEqual(await filesOfOtherReleases(again.page, next.release), []);
    assert.equal(await again.page.locator('.update-ready').isVisible(), false, 'no update to offer');
    record = await playAMove(again.page);
    assert.deepEqual(again.errors, [], `visit ${number}`);
    await again.page.close();
  }

  // Offline after the update.
  await context.setOffline(true);
  const offline = await visit(context);
  assert.equal(await offline.page.$eval('pathwayz-game', (el) => el.buildId), next.release.build);
  record = await playAMove(offline.page);
  assert.deepEqual(offline.errors, []);
  await offline.page.close();
  await context.setOffline(false);

  // An update that fails half way: N+2 is deployed with one of its files missing. Its worker
  // cannot install; N+1 goes on serving, whole, and plays.
  const broken = await releaseOf('broken', ({ www }) => {
    const en = join(www, 'js', 'i18n', 'en.js');
    writeFileSync(en, readFileSync(en, 'utf8').replace("'page.tagline': 'Connect", "'page.tagline': 'Later: connect"));
  });
  publish(broken.out);
  const missing = broken.release.files.find((file) => file.source === 'js/app.js').path;
  assert.ok(!next.release.files.some((file) => file.path === missing), 'the missing file is new in N+2');
  rmSync(join(host, missing));
  const during = await visit(context);
  const outcome = await during.page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    await registration.update().catch(() => {});
    const installing = registration.installing;
    if (installing && installing.state !== 'redundant') {
      await new Promise((resolve) => installing.addEventListener('statechange', () => {
        if (installing.state === 'redundant' || installing.state === 'activated') resolve();
      }));
    }
    return { state: installing?.state ?? 'none', waiting: registration.waiting !== null };
  });
  assert.notEqual(outcome.state, 'activated', 'the worker of the half-deployed release never takes over');
  assert.equal(outcome.waiting, false);
  assert.equal((await servingRelease(during.page))?.build, next.release.build);
  assert.equal(await during.page.$eval('pathwayz-game', (el) => el.buildId), next.release.build);
  assert.match(await tagline(during.page), /^Now: connect/);
  record = await playAMove(during.page);
  assert.deepEqual(during.errors, []);
  await during.page.close();
  const after = await visit(context);
  assert.equal(await after.page.$eval('pathwayz-game', (el) => el.buildId), next.release.build, 'N+1 still, after the failed update');
  await playAMove(after.page);
  assert.deepEqual(after.errors, []);
  await context.close();
});

test("a visitor of release 0.5.0, whose service worker cannot change, gets a working page on the first visit after today's release is deployed, with the game saved by 0.5.0", async () => {
  const today = await releaseOf('today');
  publish(releaseFixture('0.5.0'));
  const context = await browser.newContext();
  const first = await visit(context, '#moves=&mode=pai&level=3&color=white&ms=250');
  const record = await playAMove(first.page);
  await waitServiceWorker(first.page);
  const saved = await first.page.evaluate(() => Object.fromEntries(Object.keys(localStorage).map((key) => [key, localStorage.getItem(key)])));
  assert.ok(saved['pathwayz.game.v1'], '0.5.0 saved the game in progress');
  assert.deepEqual(first.errors, []);
  await first.page.close();

  publish(today.out);
  let current = record;
  for (const number of [1, 2, 3]) {
    const again = await visit(context);
    const state = await again.page.$eval('pathwayz-game', (el) => ({ build: el.buildId, version: el.version, record: el.record, level: el.level, mode: el.mode }));
    assert.deepEqual(state, { build: today.release.build, version: today.release.version, record: current, level: 3, mode: 'pai' }, `visit ${number}`);
    assert.deepEqual(await filesOfOtherReleases(again.page, today.release), []);
    current = await playAMove(again.page);
    assert.deepEqual(again.errors, [], `visit ${number}`);
    await again.page.close();
  }
  const page = await context.newPage();
  await page.goto(server.url);
  assert.equal(await page.evaluate(() => localStorage.getItem('pathwayz.schema')), String(SCHEMA_VERSION), 'the kept data was brought to the schema of today');
  await context.close();
});

test("a visitor of release 0.6.0 comes back after today's release is deployed: 0.6.0 from its cache until today's has installed, then the reload runs today's whole, with the game and the data 0.6.0 kept", async () => {
  const today = await releaseOf('today');
  const old = JSON.parse(readFileSync(join(releaseFixture('0.6.0'), 'release.json'), 'utf8'));
  assert.equal(old.version, '0.6.0');
  publish(releaseFixture('0.6.0'));
  const context = await browser.newContext();
  const first = await visit(context, '#moves=&mode=pai&level=3&color=white&ms=250');
  let record = await playAMove(first.page);
  await waitForServing(first.page, old.build);
  assert.deepEqual(first.errors, []);
  await first.page.close();

  publish(today.out);
  // The first visit after the deploy: 0.6.0, whole, from its worker's cache, until today's
  // worker has installed every file and taken over; the page then offers the reload.
  const one = await visit(context);
  assert.equal(await one.page.$eval('pathwayz-game', (el) => el.buildId), old.build, 'visit 1 runs 0.6.0, from its cache');
  assert.equal(await one.page.$eval('pathwayz-game', (el) => el.record), record, 'the game saved by 0.6.0');
  assert.deepEqual(await filesOfOtherReleases(one.page, old), []);
  await waitForServing(one.page, today.release.build);
  const notice = one.page.locator('.update-ready');
  await notice.waitFor({ state: 'visible' });
  await Promise.all([one.page.waitForEvent('load'), notice.locator('button').click()]);
  await waitReady(one.page);
  assert.equal(await one.page.$eval('pathwayz-game', (el) => el.buildId), today.release.build, "the reload runs today's release");
  assert.equal(await one.page.$eval('pathwayz-game', (el) => el.record), record, 'and keeps the game in progress');
  assert.deepEqual(await filesOfOtherReleases(one.page, today.release), [], "today's files alone: its bundles, not 0.6.0's modules");
  record = await playAMove(one.page);
  assert.deepEqual(one.errors, []);
  await one.page.close();

  // Offline after the update: today's release, whole, from its cache.
  await context.setOffline(true);
  const offline = await visit(context);
  assert.equal(await offline.page.$eval('pathwayz-game', (el) => el.buildId), today.release.build);
  assert.equal(await offline.page.$eval('pathwayz-game', (el) => el.record), record);
  await playAMove(offline.page);
  assert.deepEqual(offline.errors, []);
  await offline.page.close();
  await context.setOffline(false);
  const page = await context.newPage();
  await page.goto(server.url);
  assert.equal(await page.evaluate(() => localStorage.getItem('pathwayz.schema')), String(SCHEMA_VERSION), 'the kept data was brought to the schema of today');
  await context.close();
});

test('the 0.6.0 fixture is the site release 0.6.0 served: every file its release.json and its worker name, with their bytes', () => {
  const fixture = releaseFixture('0.6.0');
  const release = JSON.parse(readFileSync(join(fixture, 'release.json'), 'utf8'));
  assert.equal(release.version, '0.6.0');
  const worker = releaseOfWorker(readFileSync(join(fixture, 'sw.js'), 'utf8'));
  assert.equal(worker.version, '0.6.0');
  assert.equal(worker.build, release.build);
  for (const file of release.files) {
    const bytes = readFileSync(join(fixture, file.path));
    assert.equal(createHash('sha256').update(bytes).digest('hex'), file.sha256, file.path);
  }
  for (const path of [...worker.pages, ...worker.files]) assert.ok(existsSync(join(fixture, path)), `the fixture has ${path}, which 0.6.0's worker precaches`);
});

test('the 0.5.0 fixture is the site release 0.5.0 served', () => {
  const fixture = releaseFixture('0.5.0');
  const worker = readFileSync(join(fixture, 'sw.js'), 'utf8');
  assert.match(worker, /const VERSION = '0\.5\.0';/);
  const listed = [...worker.matchAll(/^\s*'([^']+)',$/gm)].map((m) => m[1].replace(/\?v=.*$/, '')).filter((file) => file !== './');
  const present = new Set(readdirSync(fixture, { recursive: true, withFileTypes: true }).filter((e) => e.isFile())
    .map((e) => join(e.parentPath ?? e.path, e.name).slice(fixture.length + 1)));
  for (const file of listed) assert.ok(present.has(file), `the fixture has ${file}, which 0.5.0's worker precaches`);
});

test("every place the served release shows its version says Cargo.toml's: the footer, the element, the engine, the service worker", async () => {
  const version = readFileSync(join(repo, 'Cargo.toml'), 'utf8').match(/^version = "([^"]+)"/m)[1];
  const release = releaseIn();
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(baseUrl);
  await waitReady(page);
  await waitForServing(page, release.build);
  const shown = await page.evaluate(async (glue) => {
    const { version: engineVersion } = await import(glue);
    const element = document.querySelector('pathwayz-game');
    return { footer: document.querySelector('[data-release]').textContent, element: element.version, buildId: element.buildId, engine: engineVersion() };
  }, siteFile('pkg/pathwayz_search.js'));
  assert.equal(shown.footer, `Pathwayz ${version} · build ${release.build}`);
  assert.deepEqual([shown.element, shown.buildId, shown.engine], [version, release.build, version]);
  assert.equal((await servingRelease(page)).version, version);
  await context.close();
});
