// A strict page: the app, the embed page and the themed page work under the strict Content-Security-Policy that
// scripts/serve.mjs sends (no inline script or style), and no violation is reported while the
// element loads, PAI thinks in its worker and a move is played.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launchBrowser, baseUrl, waitReady, waitForPly, cell } from './browser.mjs';
import { STRICT_CSP } from '../../scripts/strict-csp.mjs';

let browser;
before(async () => { browser = await launchBrowser(); });
after(async () => { await browser?.close(); });

/** Runs in the page before its scripts: keeps every CSP violation the document hears. */
function recordViolations() {
  window.violations = [];
  document.addEventListener('securitypolicyviolation', (event) => {
    window.violations.push(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`);
  });
}

/**
 * Opens `path` under the policy, plays `move` as White against PAI (level 2) and waits for the
 * answer; returns what a broken policy would show: violations, CSP console errors, and the
 * look of the board (a grid, pieces painted).
 */
export async function playUnderPolicy(url, move = 'f5') {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  await context.addInitScript(recordViolations);
  const page = await context.newPage();
  const consoleErrors = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Content-Security-Policy/i.test(message.text())) consoleErrors.push(message.text());
  });
  const response = await page.goto(url);
  await waitReady(page);
  await page.evaluate(() => {
    document.querySelector('pathwayz-game').controller.newGame({ mode: 'pai', level: 2, humanColor: 'white', ms: 250 });
  });
  await cell(page, move).first().click();
  await waitForPly(page, 2);
  const look = await page.$eval('pathwayz-game', (el) => {
    const board = el.shadowRoot.querySelector('.board');
    const played = el.shadowRoot.querySelector('.cell[data-piece="w"] .piece');
    return {
      display: getComputedStyle(board).display,
      piece: played && getComputedStyle(played).backgroundColor,
      weights: el.controller.weights,
    };
  });
  const violations = await page.evaluate(() => window.violations);
  await context.close();
  return { header: response.headers()['content-security-policy'], violations, consoleErrors, look };
}

for (const path of ['', 'embed.html', 'themed.html']) {
  test(`${path || 'the app'} plays under the strict policy with no violation`, async () => {
    const result = await playUnderPolicy(new URL(path, baseUrl).href);
    assert.equal(result.header, STRICT_CSP, 'served with the strict policy');
    assert.deepEqual(result.violations, []);
    assert.deepEqual(result.consoleErrors, []);
    assert.equal(result.look.display, 'grid', 'the board keeps its grid');
    assert.notEqual(result.look.piece, 'rgba(0, 0, 0, 0)', 'and its pieces');
    assert.equal(result.look.weights?.ok, true, 'the worker loaded the engine and the weights');
  });
}

test('the policy is enforced: an inline style and an inline script are refused', async () => {
  const context = await browser.newContext();
  await context.addInitScript(recordViolations);
  const page = await context.newPage();
  await page.goto(new URL('embed.html', baseUrl).href);
  await waitReady(page);
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.inlineRan = true;';
    document.body.append(script);
    document.body.insertAdjacentHTML('beforeend', '<style>body { color: red; }</style>');
  });
  await page.waitForFunction(() => window.violations.length >= 2);
  assert.equal(await page.evaluate(() => window.inlineRan), undefined);
  await context.close();
});
