// Release checks on the static site: the service worker precaches every file the game needs
// and is versioned with the crate, so a new release replaces the old cache.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';

const root = new URL('../../', import.meta.url);
const read = (path) => readFileSync(new URL(path, root), 'utf8');

/** The files under www/`folder`, subfolders included, as site paths (`js/i18n/en.js`). */
const filesIn = (folder) => readdirSync(new URL(`www/${folder}/`, root), { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile())
  .map((entry) => `${entry.parentPath ?? entry.path}/${entry.name}`.replace(/\/+/g, '/').split('/www/')[1]);

test('the service worker precaches every page, script (subfolders too), style, icon, data file, the wasm and the weights', () => {
  const sw = read('www/sw.js');
  const precached = new Set([...sw.matchAll(/^\s*'([^']+)',$/gm)].map((m) => m[1]));
  const needed = [
    ...['index.html', 'embed.html', 'manifest.webmanifest', 'weights/pai-td.bin'],
    ...filesIn('js'),
    ...filesIn('css'),
    ...filesIn('icons'),
    ...filesIn('data'),
    'pkg/pathwayz.js',
    'pkg/pathwayz_bg.wasm',
  ];
  for (const file of needed) assert.ok(precached.has(file), `sw.js does not precache ${file}`);
});

test('the cache is named after the crate version', () => {
  const version = read('Cargo.toml').match(/^version = "([^"]+)"/m)[1];
  assert.match(read('www/sw.js'), new RegExp(`const VERSION = '${version.replace(/\./g, '\\.')}';`));
});

test('the site uses relative URLs only, so it works from any sub-path', () => {
  for (const page of ['www/index.html', 'www/embed.html', 'www/manifest.webmanifest']) {
    const text = read(page);
    const absolute = [...text.matchAll(/(?:href|src|start_url|scope)"?\s*[:=]\s*"(\/[^"]*)"/g)].map((m) => m[1]);
    assert.deepEqual(absolute, [], `${page} has absolute URLs`);
  }
});
