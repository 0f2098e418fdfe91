// The publisher's kit: the element packed with npm pack (scripts/package.mjs), installed into a
// scratch site (tests/package/) made of the quick start in docs/PUBLISHERS.md, type-checked
// against its declarations, bundled with Vite, served under the strict CSP and played; and the
// unbundled package used from another origin, as from a CDN.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchBrowser, waitReady, waitForPly, cell } from './browser.mjs';
import { serveFolder } from './static-server.mjs';

const repo = fileURLToPath(new URL('../../', import.meta.url));
const site = join(repo, 'tests', 'package');
const npm = (args, cwd) => execFileSync('npm', [...args, '--no-audit', '--no-fund'], { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

let browser;
let tarball;
before(async () => {
  tarball = execFileSync(process.execPath, [join(repo, 'scripts', 'package.mjs')], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
  // The bundler and TypeScript, from the lockfile, once; then the tarball over them.
  if (!existsSync(join(site, 'node_modules', 'vite'))) npm(['ci'], site);
  npm(['install', '--no-save', '--prefer-offline', tarball], site);
  browser = await launchBrowser();
});
after(async () => { await browser?.close(); });

/** The code blocks of `language` in the quick start of docs/PUBLISHERS.md, in order. */
function quickStart(language) {
  const doc = readFileSync(join(repo, 'docs', 'PUBLISHERS.md'), 'utf8');
  const section = doc.slice(doc.indexOf('## Quick start'), doc.indexOf('\n## ', doc.indexOf('## Quick start') + 1));
  return [...section.matchAll(new RegExp('```' + language + '\\n([\\s\\S]*?)```', 'g'))].map((m) => m[1]);
}

/** Runs in the page before its scripts: keeps every CSP violation the document hears. */
function recordViolations() {
  window.violations = [];
  document.addEventListener('securitypolicyviolation', (event) => window.violations.push(`${event.violatedDirective} ${event.blockedURI}`));
}

/**
 * Opens `url`, plays f5 and waits for PAI's answer and the ladder's Elo; returns the violations,
 * the weights and the ladder's levels.
 */
async function playAt(url, { level = 2 } = {}) {
  const context = await browser.newContext();
  await context.addInitScript(recordViolations);
  const page = await context.newPage();
  const consoleErrors = [];
  page.on('console', (message) => { if (message.type() === 'error') consoleErrors.push(message.text()); });
  const failed = [];
  page.on('response', (response) => {
    if (response.status() >= 400 && !response.url().endsWith('/favicon.ico')) failed.push(`${response.status()} ${response.url()}`);
  });
  await page.goto(url);
  await waitReady(page);
  await page.evaluate((paiLevel) => { document.querySelector('pathwayz-game').level = paiLevel; }, level);
  await cell(page, 'f5').click();
  await waitForPly(page, 2);
  await page.waitForFunction(() => document.querySelector('pathwayz-game').controller.state.ladder.state !== 'loading');
  const result = await page.evaluate(() => ({
    violations: window.violations,
    weights: document.querySelector('pathwayz-game').weights,
    record: document.querySelector('pathwayz-game').record,
    ladderLevels: document.querySelector('pathwayz-game').controller.state.ladder.levels.size,
  }));
  await context.close();
  // The browser's own request for /favicon.ico, which these pages do not have, is no error of ours.
  return { ...result, failed, consoleErrors: consoleErrors.filter((text) => !(failed.length === 0 && /status of 404/.test(text))) };
}

test("the tarball holds the element's bundle, the engine's wasm modules (the weights built in), the worker, the README and the declarations", () => {
  const listed = execFileSync('tar', ['tzf', tarball], { encoding: 'utf8' }).split('\n').filter(Boolean);
  const modules = ['core', 'data', 'search', 'pictures'].map((part) => `pkg/pathwayz_${part}_bg.wasm`);
  for (const file of ['js/pathwayz-game.js', 'js/search-worker.js', ...modules, 'README.md', 'pathwayz-game.d.ts', 'package.json',
    'data/ladder.json', 'data/puzzles.txt', 'css/pathwayz-game.css']) {
    assert.ok(listed.includes(`package/${file}`), `${file} is packed`);
  }
  // The engine's glue and the modules loaded on first use are chunks beside the entry.
  for (const chunk of ['pathwayz_core', 'pathwayz_data', 'pathwayz_search', 'pathwayz_pictures', 'pictures']) {
    assert.ok(listed.some((file) => new RegExp(`^package/js/${chunk}\\.[0-9a-f]{12}\\.js$`).test(file)), `the chunk ${chunk} is packed`);
  }
  assert.ok(!listed.some((file) => /app\.js|event-log\.js|sw\.js|\.html$|weights\//.test(file)), 'and nothing of the site around it, no weights file');
  // The element is whole in its file: a page loads it alone, and what it loads on first use later.
  const entry = readFileSync(join(site, 'node_modules', 'pathwayz-game', 'js', 'pathwayz-game.js'), 'utf8');
  assert.deepEqual(entry.match(/(?:^|[;}])\s*import\s*[{\w*][^;]*?from\s*["'][^"']+["']/g) ?? [], [], 'the entry imports no chunk statically');
  const manifest = JSON.parse(readFileSync(join(site, 'node_modules', 'pathwayz-game', 'package.json'), 'utf8'));
  const version = readFileSync(join(repo, 'Cargo.toml'), 'utf8').match(/^version = "([^"]+)"/m)[1];
  assert.equal(manifest.version, version);
});

test('a script using the element type-checks against the declarations (tsc --strict)', () => {
  execFileSync(join(site, 'node_modules', '.bin', 'tsc'), ['-p', site], { cwd: site, encoding: 'utf8' });
});

test('the quick start, bundled by Vite, plays under the strict CSP with everything from the bundle', async () => {
  const [mainJs] = quickStart('js');
  const [indexHtml] = quickStart('html');
  assert.ok(mainJs && indexHtml, 'the quick start has main.js and index.html');
  rmSync(join(site, 'site'), { recursive: true, force: true });
  mkdirSync(join(site, 'site'));
  writeFileSync(join(site, 'site', 'main.js'), mainJs);
  writeFileSync(join(site, 'site', 'index.html'), indexHtml);
  execFileSync(join(site, 'node_modules', '.bin', 'vite'), ['build', '--outDir', '../dist', '--emptyOutDir', '--logLevel', 'warn'],
    { cwd: join(site, 'site'), encoding: 'utf8' });
  const assets = readdirSync(join(site, 'dist', 'assets'));
  assert.ok(assets.some((file) => file.endsWith('.wasm')), `the wasm is in the bundle: ${assets}`);
  assert.ok(assets.some((file) => /^search-worker.*\.js$/.test(file)), 'the worker too');

  const server = await serveFolder(join(site, 'dist'));
  try {
    const result = await playAt(server.url);
    assert.deepEqual(result.violations, []);
    assert.deepEqual(result.failed, []);
    assert.deepEqual(result.consoleErrors, []);
    assert.equal(result.weights?.ok, true, `the worker loaded the weights: ${JSON.stringify(result.weights)}`);
    assert.match(result.record, /^f5 \S+$/, 'PAI answered');
    assert.ok(result.ladderLevels >= 11, 'the ladder came with the bundle');
    const fromBundle = (pattern) => server.log.filter((path) => pattern.test(path));
    assert.equal(fromBundle(/^\/assets\/.*\.wasm/).length, 1, `one wasm download, from the bundle:\n${server.log.join('\n')}`);
    assert.equal(fromBundle(/^\/assets\/search-worker.*\.js/).length, 1, 'the worker from the bundle');
    assert.deepEqual(server.log.filter((path) => !path.startsWith('/assets/') && !['/', '/favicon.ico'].includes(path)), [], 'nothing from outside it');
  } finally {
    await server.close();
  }
});

test('the package from another origin (a CDN) with CORS: one script tag, the rest found from it', async () => {
  const cdn = await serveFolder(join(site, 'node_modules', 'pathwayz-game'), {
    headers: () => ({ 'access-control-allow-origin': '*' }),
  });
  const pageFolder = mkdtempSync(join(tmpdir(), 'pathwayz-cdn-'));
  const origin = cdn.url.slice(0, -1);
  writeFileSync(join(pageFolder, 'index.html'), `<!doctype html><meta charset="utf-8"><title>CDN</title>
<script type="module" src="${cdn.url}js/pathwayz-game.js"></script>
<pathwayz-game level="2" ms="250"></pathwayz-game>\n`);
  const page = await serveFolder(pageFolder, {
    headers: () => ({ 'content-security-policy': `default-src 'self'; script-src 'self' ${origin} 'wasm-unsafe-eval'; style-src 'self'; connect-src 'self' ${origin}; worker-src 'self' ${origin} blob:` }),
  });
  try {
    const result = await playAt(page.url);
    assert.deepEqual(result.violations, []);
    assert.equal(result.weights?.ok, true, JSON.stringify(result.weights));
    assert.ok(cdn.log.some((path) => path.startsWith('/pkg/pathwayz_search_bg.wasm')), 'the search module came from the CDN');
    assert.ok(!cdn.log.some((path) => path.startsWith('/weights/')), 'no weights file: they are in the wasm');
    assert.ok(cdn.log.some((path) => path.startsWith('/data/ladder.json')) && result.ladderLevels >= 11, 'and the ladder');
  } finally {
    await Promise.all([cdn.close(), page.close()]);
    rmSync(pageFolder, { recursive: true, force: true });
  }
});
