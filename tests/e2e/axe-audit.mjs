// The accessibility audit the browser tests share: axe-core (installed in tests/e2e/) run on a
// page as it is now.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

const axeSource = await readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Fails on the serious and critical violations axe finds on `page` as it is now, naming `what`.
 * The source is evaluated (not added as a script tag), so a page with a strict
 * Content-Security-Policy is audited too.
 */
export async function audit(page, what) {
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const results = await window.axe.run(document, { resultTypes: ['violations'] });
    return results.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.slice(0, 3).map((n) => `${n.target.join(' ')}: ${n.failureSummary}`) }));
  });
  const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  assert.deepEqual(bad, [], `${what}: ${JSON.stringify(bad, null, 1)}`);
}
