// docs/PAGE.md's "Adding a mode", followed as it is written on a copy of www/: a toy mode,
// `sandbox` (two humans on one device with no undo and no hint), is one new file in
// www/js/modes/, one row in the mode table and its name in the two language tables. The copy is
// built as a release and served: the element takes `mode="sandbox"`, the setup dialog offers it,
// both sides are the human's, and undo and the hint do what its row says.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildRelease } from '../../scripts/release/build.mjs';
import { launchBrowser, waitReady, waitForPly, cell, drawn } from './browser.mjs';
import { serveFolder } from './static-server.mjs';

const repo = fileURLToPath(new URL('../../', import.meta.url));
const scratch = mkdtempSync(join(tmpdir(), 'pathwayz-mode-'));
const www = join(scratch, 'www');

/** The steps of "Adding a mode", as docs/PAGE.md numbers them. */
function guideSteps() {
  const page = readFileSync(join(repo, 'docs', 'PAGE.md'), 'utf8');
  const section = page.slice(page.indexOf('### Adding a mode'), page.indexOf('\n## ', page.indexOf('### Adding a mode')));
  return [...section.matchAll(/^(\d)\. ([\s\S]*?)(?=^\d\. |(?![\s\S]))/gm)].map((m) => m[2].replace(/\s+/g, ' '));
}

/** Replaces `from` in the file at `path` (exactly once), as a person following the steps would. */
function change(path, from, to) {
  const text = readFileSync(path, 'utf8');
  assert.equal(text.split(from).length, 2, `${path} has ${from} once`);
  writeFileSync(path, text.replace(from, to));
}

let browser;
let server;
before(async () => {
  cpSync(join(repo, 'www'), www, { recursive: true });
  const steps = guideSteps();
  assert.ok(steps.length >= 2, 'the guide has its steps');
  // Step 1: www/js/modes/NAME.js, a played mode giving only what differs from the defaults.
  assert.match(steps[0], /www\/js\/modes\/NAME\.js/);
  assert.match(steps[0], /definePlayedMode/);
  writeFileSync(join(www, 'js', 'modes', 'sandbox.js'), [
    "import { definePlayedMode } from './played.js';",
    '',
    "export const SANDBOX_MODE = definePlayedMode({ name: 'sandbox', playerOf: () => 'human', undo: 'none', hints: false });",
    '',
  ].join('\n'));
  // Step 2: its row in MODE_TABLE (imported, put in the list), and its name in en.js and zh.js.
  assert.match(steps[1], /MODE_TABLE/);
  assert.match(steps[1], /mode\.NAME/);
  const table = join(www, 'js', 'modes', 'mode-table.js');
  change(table, "import { PUZZLE_MODE } from './puzzle.js';", "import { PUZZLE_MODE } from './puzzle.js';\nimport { SANDBOX_MODE } from './sandbox.js';");
  // The row goes at the end of the list, whatever modes it holds.
  change(table, ']\n  .map((mode) => [mode.name, mode])', ', SANDBOX_MODE]\n  .map((mode) => [mode.name, mode])');
  change(join(www, 'js', 'i18n', 'en.js'), "  'mode.watch':", "  'mode.sandbox': 'Sandbox',\n  'mode.watch':");
  change(join(www, 'js', 'i18n', 'zh.js'), "  'mode.watch':", "  'mode.sandbox': '沙盒',\n  'mode.watch':");
  await buildRelease({ www, pkg: join(repo, 'pkg'), out: join(scratch, 'dist') });
  server = await serveFolder(join(scratch, 'dist'));
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await server?.close();
  rmSync(scratch, { recursive: true, force: true });
});

test('a mode added by following the guide: one file, one row, its name; the element plays it as its row says', async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${server.url}embed.html`);
  await waitReady(page);
  // A refused attribute is reported at once (pathwayz-error, in the same call).
  const refusals = await page.evaluate(() => {
    const seen = [];
    const hear = (event) => seen.push(event.detail.message);
    document.addEventListener('pathwayz-error', hear);
    document.querySelector('pathwayz-game').mode = 'sandbox';
    document.removeEventListener('pathwayz-error', hear);
    return seen;
  });
  assert.deepEqual(refusals, [], 'the attribute is taken');
  assert.equal(await page.$eval('pathwayz-game', (el) => el.mode), 'sandbox');
  // Both sides are the human's: no PAI answers.
  await cell(page, 'f5').click();
  await waitForPly(page, 1);
  await cell(page, 'e4').click();
  await waitForPly(page, 2);
  assert.equal(await page.$eval('pathwayz-game', (el) => el.record), 'f5 e4');
  // Its row: no undo, no hint.
  await page.evaluate(() => document.querySelector('pathwayz-game').undo());
  assert.equal(await page.$eval('pathwayz-game', (el) => el.record), 'f5 e4', 'undo does nothing here');
  await page.evaluate(() => document.querySelector('pathwayz-game').setAttribute('controls', 'full'));
  // Changed by the page's script: drawn in the next frame, read once it is.
  await drawn(page);
  assert.equal(await page.locator('pathwayz-game button.hint').isDisabled(), true, 'no hint');
  // The setup dialog (made when first opened) offers it among the played modes, by its name.
  await page.locator('pathwayz-game button.open-setup').click();
  await drawn(page);
  const offered = await page.$$eval('pathwayz-game select.mode option', (options) => options.map((o) => [o.value, o.textContent]));
  assert.deepEqual(offered.find(([value]) => value === 'sandbox'), ['sandbox', 'Sandbox']);
  assert.deepEqual(errors, []);
  await context.close();
});
