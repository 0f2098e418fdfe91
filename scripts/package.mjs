// Packs <pathwayz-game> as an npm package: `./build.sh package` (after the wasm is built into
// pkg/). The files are the ones the element reaches from www/js/pathwayz-game.js through its
// imports and `new URL(..., import.meta.url)` references (scripts, the wasm with PAI's weights
// built in, the worker, the data), kept in the site's layout so each still finds the others; plus package/package.json,
// the declarations package/pathwayz-game.d.ts, and docs/PUBLISHERS.md as the README.
// Writes target/pathwayz-game-VERSION.tgz and prints its path.
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const staging = join(root, 'target', 'package');
const ENTRY = 'js/pathwayz-game.js';

/** Where a file of the site's layout lives in this repository: pkg/ is built beside www/. */
function sourceOf(sitePath) {
  return sitePath.startsWith('pkg/') ? join(root, sitePath) : join(root, 'www', sitePath);
}

/** The site paths one script refers to: static imports and `new URL('...', import.meta.url)`. */
function referencesOf(sitePath) {
  const text = readFileSync(sourceOf(sitePath), 'utf8');
  const found = [
    ...[...text.matchAll(/^\s*import\s+(?:[^'"]*?\sfrom\s+)?['"]([^'"]+)['"]/gm)].map((m) => m[1]),
    ...[...text.matchAll(/^\s*(?:export\s+[^'"]*?\sfrom\s+)['"]([^'"]+)['"]/gm)].map((m) => m[1]),
    ...[...text.matchAll(/new URL\(\s*['"]([^'"]+)['"]\s*,\s*import\.meta\.url\s*\)/g)].map((m) => m[1]),
  ];
  return found
    .filter((ref) => ref.startsWith('.'))
    .map((ref) => relative(join(root, 'site'), join(root, 'site', dirname(sitePath), ref.split('?')[0])));
}

/** Every site file the element needs, from the entry script on. */
function filesOfTheElement() {
  const files = new Set([ENTRY]);
  const queue = [ENTRY];
  while (queue.length) {
    const file = queue.pop();
    if (!file.endsWith('.js')) continue;
    for (const next of referencesOf(file)) {
      if (files.has(next)) continue;
      if (!existsSync(sourceOf(next))) throw new Error(`${file} refers to ${next}, which is missing (run ./build.sh build first?)`);
      files.add(next);
      queue.push(next);
    }
  }
  return [...files].sort();
}

const cargoVersion = readFileSync(join(root, 'Cargo.toml'), 'utf8').match(/^version = "([^"]+)"/m)[1];
const manifest = JSON.parse(readFileSync(join(root, 'package', 'package.json'), 'utf8'));
if (manifest.version !== cargoVersion) {
  throw new Error(`package/package.json has version ${manifest.version} but Cargo.toml ${cargoVersion}: they are one number`);
}

rmSync(staging, { recursive: true, force: true });
const files = filesOfTheElement();
for (const file of files) {
  mkdirSync(dirname(join(staging, file)), { recursive: true });
  copyFileSync(sourceOf(file), join(staging, file));
}
writeFileSync(join(staging, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
copyFileSync(join(root, 'package', 'pathwayz-game.d.ts'), join(staging, 'pathwayz-game.d.ts'));
copyFileSync(join(root, 'docs', 'PUBLISHERS.md'), join(staging, 'README.md'));

const packed = JSON.parse(execFileSync('npm', ['pack', '--json', '--pack-destination', join(root, 'target')], { cwd: staging, encoding: 'utf8' }));
const tarball = join(root, 'target', packed[0].filename);
console.error(`packed ${files.length} files of the element: ${files.join(', ')}`);
console.log(tarball);
