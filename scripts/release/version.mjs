// The version, said once in Cargo.toml, and how a build writes it into the page's scripts
// (www/js/release.js): the release build and the npm package both stamp it.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sha256 } from './hashed-names.mjs';

/** The crate's version, from the repository's Cargo.toml. */
export function cargoVersion() {
  const toml = readFileSync(fileURLToPath(new URL('../../Cargo.toml', import.meta.url)), 'utf8');
  const version = toml.match(/^version = "([^"]+)"/m)?.[1];
  if (!version) throw new Error('Cargo.toml has no version');
  return version;
}

/** The line of www/js/release.js that a build rewrites. */
const RELEASE_LINE = /^export const RELEASE = Object\.freeze\(\{ version: '[^']*', build: '[^']*' \}\);$/m;

/** The text of www/js/release.js saying `version` and `build`. */
export function stampRelease(text, { version, build }) {
  if (!RELEASE_LINE.test(text)) throw new Error('js/release.js has no RELEASE line for the build to stamp');
  return text.replace(RELEASE_LINE, `export const RELEASE = Object.freeze({ version: '${version}', build: '${build}' });`);
}

/**
 * The build id: 12 hex digits of a hash of the version and every source file (each one's path
 * and SHA-256). Two builds differ in it if they differ in any source.
 */
export function buildId(version, sources) {
  const lines = [...sources].sort(([a], [b]) => (a < b ? -1 : 1)).map(([file, bytes]) => `${file} ${sha256(bytes)}`);
  return sha256([version, ...lines].join('\n')).slice(0, 12);
}
