// Packs <pathwayz-game> as an npm package: `./build.sh package` (after the wasm is built into
// pkg/). The files are the ones the element reaches from www/js/pathwayz-game.js through its
// imports and `new URL(..., import.meta.url)` references (scripts/release/site-graph.mjs: scripts,
// the wasm with PAI's weights built in, the worker, the data), kept in the site's layout under
// their own names (a publisher's bundler hashes them), with js/release.js saying the version,
// and css/pathwayz-game.css (the element's room on the page until it is ready, which a page links);
// plus package/package.json with Cargo.toml's version,
// the declarations package/pathwayz-game.d.ts, and docs/PUBLISHERS.md as the README.
// Writes target/pathwayz-game-VERSION.tgz and prints its path.
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { siteGraph, sourceOf } from './release/site-graph.mjs';
import { buildId, cargoVersion, stampRelease } from './release/version.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const roots = { www: join(root, 'www'), pkg: join(root, 'pkg') };
const staging = join(root, 'target', 'package');
const ENTRY = 'js/pathwayz-game.js';
const RELEASE_SCRIPT = 'js/release.js';
/** The stylesheet a page links to keep the element's room until it is ready: no module reaches it. */
const ROOM_STYLESHEET = 'css/pathwayz-game.css';

/** Every site file the element needs, from the entry script on. */
const files = [...siteGraph([ENTRY], roots).keys(), ROOM_STYLESHEET].sort();
const version = cargoVersion();
const build = buildId(version, new Map(files.map((file) => [file, readFileSync(sourceOf(file, roots))])));
// The version is said once, in Cargo.toml: package/package.json has none of its own.
const manifest = { ...JSON.parse(readFileSync(join(root, 'package', 'package.json'), 'utf8')), version };

rmSync(staging, { recursive: true, force: true });
for (const file of files) {
  mkdirSync(dirname(join(staging, file)), { recursive: true });
  if (file === RELEASE_SCRIPT) writeFileSync(join(staging, file), stampRelease(readFileSync(sourceOf(file, roots), 'utf8'), { version, build }));
  else copyFileSync(sourceOf(file, roots), join(staging, file));
}
const { name, description } = manifest;
writeFileSync(join(staging, 'package.json'), `${JSON.stringify({ name, version, description, ...manifest }, null, 2)}\n`);
copyFileSync(join(root, 'package', 'pathwayz-game.d.ts'), join(staging, 'pathwayz-game.d.ts'));
copyFileSync(join(root, 'docs', 'PUBLISHERS.md'), join(staging, 'README.md'));

const packed = JSON.parse(execFileSync('npm', ['pack', '--json', '--pack-destination', join(root, 'target')], { cwd: staging, encoding: 'utf8' }));
const tarball = join(root, 'target', packed[0].filename);
console.error(`packed ${files.length} files of the element: ${files.join(', ')}`);
console.log(tarball);
