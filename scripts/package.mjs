// Packs <pathwayz-game> as an npm package: `./build.sh package` (after the wasm is built into
// pkg/). The element's scripts are the release's bundles (scripts/release/bundle.mjs): the entry
// `js/pathwayz-game.js` and the search worker `js/search-worker.js` under their own names, the
// modules loaded on first use and the shared code as chunks beside them; with them the files the
// element reaches by `new URL(..., import.meta.url)` (the engine's wasm modules, PAI's weights
// built in; the data) under their own names (a publisher's bundler hashes them), and
// css/pathwayz-game.css (the element's room on the page until it is ready, which a page links);
// js/release.js's version stamped in; the daily puzzle's shards (release/daily-shards.mjs) under
// their own names, named in js/puzzle/daily-shards.js; plus package/package.json with
// Cargo.toml's version, the declarations package/pathwayz-game.d.ts, and docs/PUBLISHERS.md as
// the README.
// Writes target/pathwayz-game-VERSION.tgz and prints its path.
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { kindOf, siteGraph, sourceOf } from './release/site-graph.mjs';
import { bundleScripts } from './release/bundle.mjs';
import { buildId, cargoVersion, stampRelease } from './release/version.mjs';
import { SHARDS_MODULE, dailyShards, stampShards } from './release/daily-shards.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const roots = { www: join(root, 'www'), pkg: join(root, 'pkg'), repo: root };
const staging = join(root, 'target', 'package');
const ENTRY = 'js/pathwayz-game.js';
const WORKER = 'js/search/search-worker.js';
const RELEASE_SCRIPT = 'js/release.js';
/** The stylesheet a page links to keep the element's room until it is ready: no module reaches it. */
const ROOM_STYLESHEET = 'css/pathwayz-game.css';

/** Every site file the element needs, from the entry script on. */
const sources = [...siteGraph([ENTRY], roots).keys(), ROOM_STYLESHEET].sort();
const version = cargoVersion();
const build = buildId(version, new Map(sources.map((file) => [file, readFileSync(sourceOf(file, roots))])));
// The version is said once, in Cargo.toml: package/package.json has none of its own.
const manifest = { ...JSON.parse(readFileSync(join(root, 'package', 'package.json'), 'utf8')), version };

/** The daily puzzle's shards, made from the sources. */
const daily = await dailyShards(roots);
/** The files that are not scripts, each under its own name. */
const others = sources.filter((file) => kindOf(file) !== 'js');
const { files: scripts } = await bundleScripts({
  roots,
  entries: [ENTRY],
  workers: [WORKER],
  names: new Map([...others, ...daily.shards.keys()].map((file) => [file, file])),
  rewrite: (file, text) => {
    if (file === RELEASE_SCRIPT) return stampRelease(text, { version, build });
    return file === SHARDS_MODULE ? stampShards(text, daily) : text;
  },
  entryNames: 'js/[name].js',
  // The element whole in its file, as the release keeps it: no part loaded on first use takes
  // a module of its own with it (bundle.mjs, chunkPlan).
  keepWhole: [ENTRY],
});

rmSync(staging, { recursive: true, force: true });
const write = (file, bytes) => {
  mkdirSync(dirname(join(staging, file)), { recursive: true });
  writeFileSync(join(staging, file), bytes);
};
for (const file of others) write(file, readFileSync(sourceOf(file, roots)));
for (const [file, bytes] of [...scripts, ...daily.shards]) write(file, bytes);
const { name, description } = manifest;
writeFileSync(join(staging, 'package.json'), `${JSON.stringify({ name, version, description, ...manifest }, null, 2)}\n`);
copyFileSync(join(root, 'package', 'pathwayz-game.d.ts'), join(staging, 'pathwayz-game.d.ts'));
copyFileSync(join(root, 'docs', 'PUBLISHERS.md'), join(staging, 'README.md'));

const packed = JSON.parse(execFileSync('npm', ['pack', '--json', '--pack-destination', join(root, 'target')], { cwd: staging, encoding: 'utf8' }));
const tarball = join(root, 'target', packed[0].filename);
const packedFiles = [...others, ...scripts.keys(), ...daily.shards.keys()].sort();
console.error(`packed ${packedFiles.length} files of the element: ${packedFiles.join(', ')}`);
console.log(tarball);
