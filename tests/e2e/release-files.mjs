// Reading a release build (scripts/release/build.mjs) in the tests: which file of dist/ a source
// file became, and what a release's service worker says of it.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * The release.json of the folder `dist`: by default the one the browser tests are served, the
 * repository's dist/ (or $DIST, a build served with `scripts/serve.mjs --dist DIR`).
 */
export function releaseIn(dist = process.env.DIST ?? fileURLToPath(new URL('../../dist/', import.meta.url))) {
  return JSON.parse(readFileSync(new URL('release.json', `file://${dist.replace(/\/?$/, '/')}`), 'utf8'));
}

/** The site path in `release` of the source file `source` (`js/storage/storage.js` -> `js/storage/storage.1f0c3a9be2d4.js`). */
export function sitePathOf(release, source) {
  const file = release.files.find((entry) => entry.source === source);
  if (!file) throw new Error(`the release has no ${source}`);
  return file.path;
}

/** The release a release's sw.js was written with: `{version, build, pages, files}`. */
export function releaseOfWorker(text) {
  const json = text.match(/^const RELEASE = (\{[\s\S]*?\n\});$/m)?.[1];
  if (!json) throw new Error('sw.js has no release written in');
  return JSON.parse(json);
}
