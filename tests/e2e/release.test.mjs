// The release build (scripts/release/build.mjs, `./build.sh release`): dist/ as a host would
// deploy it. Every file but the pages and the service worker is named by a hash of its bytes, the
// service worker precaches exactly the files, release.json describes them truly, one build is
// byte for byte the same when built again, and every place that says the version says Cargo.toml's.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildRelease } from '../../scripts/release/build.mjs';
import { releaseOfWorker, sitePathOf } from './release-files.mjs';

const repo = fileURLToPath(new URL('../../', import.meta.url));
const dist = process.env.DIST ?? join(repo, 'dist');
const read = (path) => readFileSync(join(repo, path), 'utf8');
const cargoVersion = read('Cargo.toml').match(/^version = "([^"]+)"/m)[1];
const sha256 = (bytes) => createHash('sha256').update(bytes).digest('hex');

/** Every file under `folder`, as paths relative to it. */
function filesUnder(folder) {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath ?? entry.path, entry.name).slice(folder.length + 1))
    .sort();
}

const release = JSON.parse(readFileSync(join(dist, 'release.json'), 'utf8'));
const PAGES = ['embed.html', 'index.html', 'puzzle.html', 'replay.html', 'studio.html', 'themed.html'];

test('release.json lists every file of dist/ with its true SHA-256 and size, and names the version, commit and build', () => {
  const listed = release.files.map((file) => file.path);
  assert.deepEqual([...listed, 'release.json'].sort(), filesUnder(dist));
  for (const file of release.files) {
    const bytes = readFileSync(join(dist, file.path));
    assert.equal(file.size, bytes.length, file.path);
    assert.equal(file.sha256, sha256(bytes), file.path);
  }
  assert.equal(release.version, cargoVersion);
  assert.match(release.commit, /^[0-9a-f]{40}(\+changes)?$/);
  assert.match(release.build, /^[0-9a-f]{12}$/);
});

test('every file but the pages and the service worker carries a hash of its content in its name', () => {
  const fixed = new Set([...PAGES, 'sw.js']);
  for (const file of release.files) {
    if (fixed.has(file.path)) {
      assert.equal(file.path, file.source, `${file.path} keeps its name`);
      continue;
    }
    if (file.path.startsWith('js/')) {
      // A bundled script: Rollup's hash of its content, named after the script it was made from
      // (an entry, a module loaded on first use), or a chunk of shared code (no source).
      const hash = file.path.match(/^js\/[\w-]+\.([0-9a-f]{12})\.js$/)?.[1];
      assert.ok(hash, `${file.path} is a bundled script with Rollup's hash in its name`);
      if (file.source !== null) assert.equal(file.path, `js/${posix.basename(file.source, '.js')}.${hash}.js`, `${file.path} is named after ${file.source}`);
      continue;
    }
    const hash = file.path.match(/\.([0-9a-f]{12})\.[a-z]+$/)?.[1];
    assert.ok(hash, `${file.path} has a hash in its name`);
    assert.equal(hash, file.sha256.slice(0, 12), `${file.path}: the name's hash is the content's`);
    assert.equal(file.path.replace(`.${hash}`, ''), file.source, `${file.path} is named after ${file.source}`);
  }
  // What the site is made of: the pages, the scripts they load, the worker, the modules loaded on
  // first use, styles, data, icons, the engine's four wasm modules with their glue.
  const sources = new Set(release.files.map((file) => file.source));
  for (const needed of [...PAGES, 'manifest.webmanifest', 'js/pathwayz-game.js', 'js/app.js', 'js/studio/studio-page.js', 'js/search/search-worker.js',
    'js/picture/pictures.js', 'css/style.css', 'data/ladder.json', 'data/puzzles.txt', 'icons/icon-512.png',
    ...['core', 'data', 'search', 'pictures'].flatMap((part) => [`pkg/pathwayz_${part}.js`, `pkg/pathwayz_${part}_bg.wasm`])]) {
    assert.ok(sources.has(needed), `the release has ${needed}`);
  }
});

test("the service worker's precache list is the release's files, and its version and build are the release's", () => {
  const worker = releaseOfWorker(readFileSync(join(dist, 'sw.js'), 'utf8'));
  assert.equal(worker.version, cargoVersion);
  assert.equal(worker.build, release.build);
  assert.deepEqual(worker.pages, PAGES);
  // Every file but those a reader's visit does not need offline (the release build's
  // NOT_PRECACHED): the engine's core and data modules, which the site's page never loads (it
  // plays on the search module, which holds theirs; a page offline without them loads it), the
  // manifest's PNG icons (fetched to install, online), the publisher's studio (its page kept) and
  // the Chinese words (kept when a page first shows Chinese), and the daily puzzle's shards (the
  // day's kept once fetched; offline, a page without it reads the puzzle file).
  const left = new Set([...['core', 'data'].flatMap((part) => [`pkg/pathwayz_${part}.js`, `pkg/pathwayz_${part}_bg.wasm`]),
    'icons/icon-192.png', 'icons/icon-512.png', 'js/studio/studio-page.js', 'css/studio.css', 'data/element.json', 'js/i18n/zh.js']);
  const isShard = (file) => /^data\/daily\/puzzles-\d\d\.json$/.test(file.source ?? '');
  const isLeft = (file) => left.has(file.source) || isShard(file);
  const others = release.files.filter((file) => !PAGES.includes(file.path) && file.path !== 'sw.js' && !isLeft(file)).map((file) => file.path);
  assert.deepEqual(worker.files, others);
  assert.equal(release.files.filter((file) => left.has(file.source)).length, left.size, 'the files left out are in the release all the same');
  assert.ok(release.files.some(isShard), 'the shards too');
  assert.deepEqual(worker.firstUse, release.files.filter(isLeft).map((file) => file.path).sort(), 'and kept at their first use');
  assert.ok(worker.pages.includes('studio.html') && worker.files.includes(sitePathOf(release, 'icons/icon.svg')), "the studio's page and the page's own icon are kept");
});

test("the daily puzzle's shards hold every puzzle as the engine reads the puzzle file, in its order, and the page's scripts name each shard in that order", async () => {
  const { default: engine } = await import('./node-engine.mjs');
  const puzzles = engine.readPuzzles(read('www/data/puzzles.txt'), engine.readLadder(readFileSync(join(repo, 'www/data/ladder.json'))));
  const shards = release.files.filter((file) => /^data\/daily\//.test(file.source ?? '')).sort((a, b) => (a.source < b.source ? -1 : 1));
  assert.ok(shards.length > 1, `the puzzles in shards: ${shards.length}`);
  const cut = shards.map((file) => JSON.parse(readFileSync(join(dist, file.path), 'utf8')));
  assert.deepEqual(cut.flat(), puzzles);
  assert.ok(cut.slice(0, -1).every((shard) => shard.length === cut[0].length), 'every shard but the last as long as the first');
  // The shards' module, as bundled (the page's scripts, js/): the count, the size and each shard's URL, in order.
  const scripts = release.files.filter((file) => file.path.startsWith('js/')).map((file) => readFileSync(join(dist, file.path), 'utf8'));
  const naming = scripts.filter((text) => text.includes(posix.basename(shards[0].path)));
  assert.equal(naming.length, 1, 'one script names the shards');
  const named = [...naming[0].matchAll(/data\/daily\/puzzles-\d\d\.[0-9a-f]{12}\.json/g)].map((match) => match[0]);
  assert.deepEqual(named, shards.map((file) => file.path));
  assert.match(naming[0], new RegExp(`count:${puzzles.length},size:${cut[0].length}\\b`));
});

test("release.json's element entry is the element's script, with its Subresource Integrity hash", () => {
  assert.equal(release.element.path, sitePathOf(release, 'js/pathwayz-game.js'));
  const bytes = readFileSync(join(dist, release.element.path));
  assert.equal(release.element.integrity, `sha384-${createHash('sha384').update(bytes).digest('base64')}`);
});

test("the studio's data/element.json names the element's script and stylesheet as the release does, with their integrity hashes", () => {
  const written = JSON.parse(readFileSync(join(dist, sitePathOf(release, 'data/element.json')), 'utf8'));
  assert.deepEqual(written.element, release.element);
  const stylesheet = sitePathOf(release, 'css/pathwayz-game.css');
  const bytes = readFileSync(join(dist, stylesheet));
  assert.deepEqual(written.stylesheet, { path: stylesheet, integrity: `sha384-${createHash('sha384').update(bytes).digest('base64')}` });
});

test("the release's scripts say Cargo.toml's version, and nothing says another", () => {
  // js/release.js, bundled: the stamp is in the script that holds it, minified.
  const stamped = release.files.filter((file) => file.path.endsWith('.js'))
    .filter((file) => readFileSync(join(dist, file.path), 'utf8').includes(`version:${JSON.stringify(cargoVersion)},build:${JSON.stringify(release.build)}`));
  assert.equal(stamped.length, 1, 'one script says the version and the build');
  assert.equal(JSON.parse(read('package/package.json')).version, undefined, 'package/package.json takes its version from Cargo.toml when packed');
  // No page or script asks for a URL with a version in it (the hash in the name replaced `?v=`).
  for (const file of release.files.filter((f) => /\.(js|html)$/.test(f.path))) {
    assert.doesNotMatch(readFileSync(join(dist, file.path), 'utf8'), /\?v=\d/, file.path);
  }
  const changelog = read('CHANGELOG.md');
  const released = [...changelog.matchAll(/^## \[(\d+\.\d+\.\d+)\] - \d{4}-\d{2}-\d{2}$/gm)].map((match) => match[1]);
  const preRelease = cargoVersion.match(/^(\d+\.\d+\.\d+)-[0-9A-Za-z.-]+$/);
  if (preRelease) {
    // Between releases: the changes wait under Unreleased, and the version says the next release
    // is not made yet, so nothing built from here is labelled as the last release.
    assert.match(changelog, /^## \[Unreleased\]$/m, 'CHANGELOG.md has an Unreleased section');
    assert.ok(!released.includes(preRelease[1]), `${preRelease[1]} is not released yet, but CHANGELOG.md dates it`);
    assert.ok(released.every((version) => olderVersion(version, preRelease[1])), `${cargoVersion} comes after every release of CHANGELOG.md (${released.join(', ')})`);
  } else {
    assert.equal(released[0], cargoVersion, 'CHANGELOG.md dates this release, newest first');
  }
});

/** Whether the version `a` (`0.6.0`) comes before `b`. */
function olderVersion(a, b) {
  const [x, y] = [a, b].map((version) => version.split('.').map(Number));
  const at = x.findIndex((part, i) => part !== y[i]);
  return at >= 0 && x[at] < y[at];
}

test('the release build run again on the same sources gives the same dist/, byte for byte', async () => {
  const again = mkdtempSync(join(tmpdir(), 'pathwayz-dist-'));
  try {
    await buildRelease({ out: again });
    assert.deepEqual(filesUnder(again), filesUnder(dist));
    for (const file of filesUnder(dist)) {
      if (file === 'release.json') continue;
      assert.ok(readFileSync(join(again, file)).equals(readFileSync(join(dist, file))), `${file} differs`);
    }
    const first = { ...release, commit: null };
    const second = { ...JSON.parse(readFileSync(join(again, 'release.json'), 'utf8')), commit: null };
    assert.deepEqual(second, first, 'release.json (but the commit, which may have moved since dist/ was built)');
  } finally {
    rmSync(again, { recursive: true, force: true });
  }
});

test('the site uses relative URLs only, so it works from any sub-path', () => {
  for (const page of ['www/index.html', 'www/embed.html', 'www/themed.html', 'www/replay.html', 'www/puzzle.html', 'www/studio.html', 'www/manifest.webmanifest']) {
    const text = read(page);
    const absolute = [...text.matchAll(/(?:href|src|start_url|scope)"?\s*[:=]\s*"(\/[^"]*)"/g)].map((m) => m[1]);
    assert.deepEqual(absolute, [], `${page} has absolute URLs`);
  }
});

test("the publishers' guide lists every --pz-* property and every ::part() of every view", () => {
  const guide = read('docs/PUBLISHERS.md');
  const styles = read('www/js/element/styles.js');
  // Those given a default and those only read (with a fallback), such as --pz-cell-size.
  const properties = new Set([...styles.matchAll(/^\s*(--pz-[a-z-]+):|var\((--pz-[a-z-]+)/gm)].map((m) => m[1] ?? m[2]));
  const documented = new Set([...guide.matchAll(/^\| `(--pz-[a-z-]+)` \|/gm)].map((m) => m[1]));
  assert.deepEqual([...documented].sort(), [...properties].sort());
  const scripts = filesUnder(join(repo, 'www', 'js')).filter((file) => file.endsWith('.js')).map((file) => read(`www/js/${file}`));
  const parts = new Set(scripts.flatMap((text) => [...text.matchAll(/part="([^"]+)"|setAttribute\('part', '([^']+)'\)/g)]
    .flatMap((m) => (m[1] ?? m[2]).split(' '))));
  for (const part of ['board', 'cell', 'status', 'toolbar', 'button', 'panel', 'moves', 'record', 'setup', 'message', 'thinking']) {
    assert.ok(parts.has(part), `the kit's part ${part} is still there`);
  }
  const partsSection = guide.slice(guide.indexOf('## Parts'), guide.indexOf('\n## ', guide.indexOf('## Parts') + 1));
  for (const part of parts) assert.match(partsSection, new RegExp('`' + part + '`'), `part ${part} is documented`);
});
