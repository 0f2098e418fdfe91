// Release checks on the static site: the service worker precaches every file the game needs,
// and the crate, the npm package, the cache and the wasm's URL carry one version.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';

const root = new URL('../../', import.meta.url);
const read = (path) => readFileSync(new URL(path, root), 'utf8');

/** The files under www/`folder`, subfolders included, as site paths (`js/i18n/en.js`). */
const filesIn = (folder) => readdirSync(new URL(`www/${folder}/`, root), { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile())
  .map((entry) => `${entry.parentPath ?? entry.path}/${entry.name}`.replace(/\/+/g, '/').split('/www/')[1]);

test('the service worker precaches every page, script (subfolders too), style, icon, data file and the wasm, and nothing missing', () => {
  const sw = read('www/sw.js');
  const precached = new Set([...sw.matchAll(/^\s*'([^']+)',$/gm)].map((m) => m[1]));
  const version = read('Cargo.toml').match(/^version = "([^"]+)"/m)[1];
  const needed = [
    ...['index.html', 'embed.html', 'themed.html', 'replay.html', 'puzzle.html', 'manifest.webmanifest'],
    ...filesIn('js'),
    ...filesIn('css'),
    ...filesIn('icons'),
    ...filesIn('data'),
    'pkg/pathwayz.js',
    `pkg/pathwayz_bg.wasm?v=${version}`,
  ];
  for (const file of needed) assert.ok(precached.has(file), `sw.js does not precache ${file}`);
  // And nothing that is not there (a removed module, the weights now built into the wasm).
  for (const file of precached) {
    if (file === './' || file.startsWith('pkg/')) continue;
    assert.ok(needed.includes(file), `sw.js precaches ${file}, which the site does not have`);
  }
});

test('the crate, the npm package, the cache and the wasm URL have one version', () => {
  const version = read('Cargo.toml').match(/^version = "([^"]+)"/m)[1];
  assert.equal(JSON.parse(read('package/package.json')).version, version, 'package/package.json');
  assert.match(read('www/sw.js'), new RegExp(`const VERSION = '${version.replace(/\./g, '\\.')}';`), 'the cache name in sw.js');
  const versioned = [
    ['www/js/wasm.js', /pathwayz_bg\.wasm\?v=([^'"]+)/g],
    ['www/sw.js', /^\s*'[^']*\?v=([^']+)',$/gm],
  ];
  for (const [file, pattern] of versioned) {
    const found = [...read(file).matchAll(pattern)].map((m) => m[1]);
    assert.ok(found.length > 0, `${file} asks for a versioned URL`);
    for (const seen of found) assert.equal(seen, version, `${file}: ?v=${seen}`);
  }
});

test('the site uses relative URLs only, so it works from any sub-path', () => {
  for (const page of ['www/index.html', 'www/embed.html', 'www/themed.html', 'www/replay.html', 'www/puzzle.html', 'www/manifest.webmanifest']) {
    const text = read(page);
    const absolute = [...text.matchAll(/(?:href|src|start_url|scope)"?\s*[:=]\s*"(\/[^"]*)"/g)].map((m) => m[1]);
    assert.deepEqual(absolute, [], `${page} has absolute URLs`);
  }
});

test("the publishers' guide lists every --pz-* property and every ::part() of every view", () => {
  const guide = read('docs/PUBLISHERS.md');
  const styles = read('www/js/styles.js');
  // Those given a default and those only read (with a fallback), such as --pz-cell-size.
  const properties = new Set([...styles.matchAll(/^\s*(--pz-[a-z-]+):|var\((--pz-[a-z-]+)/gm)].map((m) => m[1] ?? m[2]));
  const documented = new Set([...guide.matchAll(/^\| `(--pz-[a-z-]+)` \|/gm)].map((m) => m[1]));
  assert.deepEqual([...documented].sort(), [...properties].sort());
  const scripts = filesIn('js').filter((file) => file.endsWith('.js')).map((file) => read(`www/${file}`));
  const parts = new Set(scripts.flatMap((text) => [...text.matchAll(/part="([^"]+)"|setAttribute\('part', '([^']+)'\)/g)]
    .flatMap((m) => (m[1] ?? m[2]).split(' '))));
  for (const part of ['board', 'cell', 'status', 'toolbar', 'button', 'panel', 'moves', 'record', 'setup', 'message', 'thinking']) {
    assert.ok(parts.has(part), `the kit's part ${part} is still there`);
  }
  const partsSection = guide.slice(guide.indexOf('## Parts'), guide.indexOf('\n## ', guide.indexOf('## Parts') + 1));
  for (const part of parts) assert.match(partsSection, new RegExp('`' + part + '`'), `part ${part} is documented`);
});
