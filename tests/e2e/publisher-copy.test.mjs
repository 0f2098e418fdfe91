// A publisher who copies a release's dist/ into a folder of their site and loads the element
// with the one script tag of docs/PUBLISHERS.md, filled from release.json (its hashed name and
// Subresource Integrity hash), under the strict CSP: the element plays. A tag whose integrity
// hash does not match is refused by the browser.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchBrowser, waitReady, waitForPly, cell } from './browser.mjs';
import { releaseIn } from './release-files.mjs';
import { serveFolder } from './static-server.mjs';

const repo = fileURLToPath(new URL('../../', import.meta.url));
const site = mkdtempSync(join(tmpdir(), 'pathwayz-publisher-'));

let browser;
let server;
before(async () => {
  browser = await launchBrowser();
  mkdirSync(join(site, 'games'));
  cpSync(process.env.DIST ?? join(repo, 'dist'), join(site, 'games', 'pathwayz'), { recursive: true });
  server = await serveFolder(site);
});
after(async () => {
  await browser?.close();
  await server?.close();
  rmSync(site, { recursive: true, force: true });
});

/** The script tag of the guide's "without a bundler" example, with `HASH` and `DIGEST` filled in. */
function guideTag({ path, integrity }) {
  const guide = readFileSync(join(repo, 'docs', 'PUBLISHERS.md'), 'utf8');
  const block = guide.match(/```html\n(<script type="module" src="\/games\/pathwayz\/js\/pathwayz-game\.HASH\.js"[\s\S]*?)```/)?.[1];
  assert.ok(block, "the guide shows the tag for a copy of dist/");
  const hash = path.match(/\.([0-9a-f]{12})\.js$/)[1];
  return block.replace('HASH', hash).replace('sha384-DIGEST', integrity);
}

/** A publisher's page holding `body`, written at `name` in the site's root. */
function page(name, body) {
  writeFileSync(join(site, name), `<!doctype html>\n<html lang="en">\n<head><meta charset="utf-8"><title>Our games</title></head>\n<body>\n${body}</body>\n</html>\n`);
  return `${server.url}${name}`;
}

test("the guide's script tag, filled from release.json, brings the element from a copy of dist/ under the strict CSP", async () => {
  const release = releaseIn();
  const url = page('play.html', guideTag(release.element));
  const context = await browser.newContext();
  const tab = await context.newPage();
  const errors = [];
  tab.on('pageerror', (error) => errors.push(error.message));
  await tab.goto(url);
  await waitReady(tab);
  assert.equal(await tab.$eval('pathwayz-game', (el) => el.version), release.version);
  await tab.evaluate(() => { document.querySelector('pathwayz-game').level = 2; });
  await cell(tab, 'f5').click();
  await waitForPly(tab, 2);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a tag whose integrity hash is not the script\'s is refused: no element', async () => {
  const release = releaseIn();
  const wrong = `sha384-${Buffer.alloc(48, 7).toString('base64')}`;
  const url = page('tampered.html', guideTag({ ...release.element, integrity: wrong }));
  const context = await browser.newContext();
  const tab = await context.newPage();
  const refused = tab.waitForEvent('console', { predicate: (message) => /integrity/i.test(message.text()) });
  await tab.goto(url);
  await refused;
  assert.equal(await tab.evaluate(() => customElements.get('pathwayz-game') === undefined), true);
  await context.close();
});
