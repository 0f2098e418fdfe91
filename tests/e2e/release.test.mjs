// Release checks on the static site: the service worker precaches every file the game needs,
// and the crate, the npm package, the cache and the wasm and weights URLs carry one version.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';

const root = new URL('../../', import.meta.url);
const read = (path) => readFileSync(new URL(path, root), 'utf8');

test('the service worker precaches every page, script, style, icon, the wasm and the weights', () => {
  const sw = read('www/sw.js');
  const precached = new Set([...sw.matchAll(/^\s*'([^']+)',$/gm)].map((m) => m[1]));
  const version = read('Cargo.toml').match(/^version = "([^"]+)"/m)[1];
  const needed = [
    ...['index.html', 'embed.html', 'manifest.webmanifest', `weights/pai-td.bin?v=${version}`],
    ...readdirSync(new URL('www/js/', root)).map((f) => `js/${f}`),
    ...readdirSync(new URL('www/css/', root)).map((f) => `css/${f}`),
    ...readdirSync(new URL('www/icons/', root)).map((f) => `icons/${f}`),
    'pkg/pathwayz.js',
    `pkg/pathwayz_bg.wasm?v=${version}`,
  ];
  for (const file of needed) assert.ok(precached.has(file), `sw.js does not precache ${file}`);
});

test('the crate, the npm package, the cache and the wasm and weights URLs have one version', () => {
  const version = read('Cargo.toml').match(/^version = "([^"]+)"/m)[1];
  assert.equal(JSON.parse(read('package/package.json')).version, version, 'package/package.json');
  assert.match(read('www/sw.js'), new RegExp(`const VERSION = '${version.replace(/\./g, '\\.')}';`), 'the cache name in sw.js');
  const versioned = [
    ['www/js/wasm.js', /pathwayz_bg\.wasm\?v=([^'"]+)/g],
    ['www/js/search-worker.js', /pai-td\.bin\?v=([^'"]+)/g],
    ['www/sw.js', /^\s*'[^']*\?v=([^']+)',$/gm],
  ];
  for (const [file, pattern] of versioned) {
    const found = [...read(file).matchAll(pattern)].map((m) => m[1]);
    assert.ok(found.length > 0, `${file} asks for a versioned URL`);
    for (const seen of found) assert.equal(seen, version, `${file}: ?v=${seen}`);
  }
});

test('the site uses relative URLs only, so it works from any sub-path', () => {
  for (const page of ['www/index.html', 'www/embed.html', 'www/themed.html', 'www/manifest.webmanifest']) {
    const text = read(page);
    const absolute = [...text.matchAll(/(?:href|src|start_url|scope)"?\s*[:=]\s*"(\/[^"]*)"/g)].map((m) => m[1]);
    assert.deepEqual(absolute, [], `${page} has absolute URLs`);
  }
});

test("the publishers' guide lists every --pz-* property and every ::part()", () => {
  const guide = read('docs/PUBLISHERS.md');
  const properties = new Set([...read('www/js/styles.js').matchAll(/^\s*(--pz-[a-z-]+):/gm)].map((m) => m[1]));
  const documented = new Set([...guide.matchAll(/^\| `(--pz-[a-z-]+)` \|/gm)].map((m) => m[1]));
  assert.deepEqual([...documented].sort(), [...properties].sort());
  const parts = new Set(['cell', ...[...read('www/js/pathwayz-game.js').matchAll(/part="([^"]+)"/g)].flatMap((m) => m[1].split(' '))]);
  const partsSection = guide.slice(guide.indexOf('## Parts'), guide.indexOf('\n## ', guide.indexOf('## Parts') + 1));
  for (const part of parts) assert.match(partsSection, new RegExp('`' + part + '`'), `part ${part} is documented`);
});
