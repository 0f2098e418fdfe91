// Tests wait for what they read (issue 45): the element draws a change made by a page's script in
// the next animation frame (www/js/element/frame-render.js), and a language once its table has
// loaded, so a test that changes it from a script (an attribute, `record`, `ply`, `mode`,
// `newGame()`, `undo()`, ...) and then reads what it shows must wait between the two: `drawn(page)`
// or the element's `updateComplete` (browser.mjs), a Playwright wait for a state, or the player's
// own input (a click, a key: the element draws at the end of it). This check reads the test files
// for that mistake in its simple form: a statement whose page script changes the element, then, in
// the same block, one that reads the shadow DOM (or calls a helper of the file that does), with no
// wait between. Not looked at: a read inside the page script that made the change, and a wait for
// a state the element holds before it draws it (a property, its store's state).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';

const folder = fileURLToPath(new URL('./', import.meta.url));

/**
 * A change of the element by a page's script. `theme` is left out: it is the stylesheet's
 * (`:host([theme])`), in effect at once.
 */
const CHANGE = /\b(?:setAttribute|removeAttribute|toggleAttribute)\((?!\s*['"]theme['"])|\.(?:record|ply|mode|level|color|ms|muted|sounds)\s*=(?!=)|\.(?:newGame|undo|redo)\(\)|Object\.assign\(el\b/g;
/** Where the change is made by a page's script. */
const PAGE_SCRIPT = /\.(?:evaluate|\$eval|\$\$eval)\(/;
/** A wait for what is drawn (`ready`: the first frame), or the player's input (drawn at the end of its event). */
const WAIT = /\bdrawn\(|updateComplete|\.ready\b|\bwaitFor|\bwait[A-Z]\w*\(|\bgameState\(|\bpuzzlePanelState\(|\.(?:click|dblclick|tap|press|hover|focus|check|uncheck|setChecked|selectOption)\(|\bkeyboard\./g;
/** A read of what the element shows: its shadow DOM, its drawn state, a locator's content or state, a picture of it. */
const READ = /shadowRoot|\.dataset\.|\)\.(?:textContent|innerText|isVisible|isHidden|isDisabled|isEnabled|isChecked|inputValue|getAttribute|count|boundingBox|evaluate)\(|\.screenshot\(|\baudit\(|\$\$?eval\(\s*'[^']*\s[^']*'/g;

/** The index of each match of `pattern` in `text`. */
function indices(pattern, text) {
  return [...text.matchAll(pattern)].map((match) => match.index);
}

/**
 * The statements of `source`, as `{line, end, indent, text}` (lines 1-based), at every depth: a
 * statement runs from a line that opens one to the line before the next at its depth or less
 * (a closing bracket at its depth still belongs to it).
 */
function statementsOf(source) {
  const lines = source.split('\n');
  const indentOf = (line) => line.length - line.trimStart().length;
  const skipped = (line) => line.trim() === '' || /^\s*(\/\/|\/\*|\*)/.test(line);
  const statements = [];
  lines.forEach((line, index) => {
    if (skipped(line) || /^\s*[)\]}.]/.test(line)) return;
    const indent = indentOf(line);
    let end = index;
    for (let next = index + 1; next < lines.length; next++) {
      const other = lines[next];
      if (skipped(other)) continue;
      if (indentOf(other) < indent || (indentOf(other) === indent && !/^\s*[)\]}.]/.test(other))) break;
      end = next;
    }
    statements.push({ line: index + 1, end: end + 1, indent, text: lines.slice(index, end + 1).join('\n') });
  });
  return statements;
}

/**
 * What `text` does, in order: `['change', at]`, `['wait', at]` and `['read', at]` events, a call of
 * one of `helpers` (by name: `{change, wait, read}`, what its body does) counted where it is made.
 */
function eventsOf(text, helpers) {
  const events = [
    ...(PAGE_SCRIPT.test(text) ? indices(CHANGE, text).map((at) => ['change', at]) : []),
    ...indices(WAIT, text).map((at) => ['wait', at]),
    ...indices(READ, text).map((at) => ['read', at]),
  ];
  for (const [name, does] of helpers) {
    for (const at of indices(new RegExp(`\\b${name}\\(`, 'g'), text)) {
      // Its reads before its waits, then its waits, then a change it leaves undrawn.
      if (does.read) events.push(['read', at]);
      if (does.wait) events.push(['wait', at + 0.1]);
      if (does.change) events.push(['change', at + 0.2]);
    }
  }
  return events.sort((a, b) => a[1] - b[1]);
}

/** What a body's `events` leave: a change not yet waited for, a wait, a read before any wait. */
function summary(events) {
  let change = false;
  let wait = false;
  let read = false;
  for (const [kind] of events) {
    if (kind === 'change') change = true;
    if (kind === 'wait') {
      change = false;
      wait = true;
    }
    if (kind === 'read' && !wait) read = true;
  }
  return { change, wait, read };
}

/**
 * The reads of the element shown that follow a change by a page's script in `source` with no wait
 * between: `line N reads what line M changed`.
 */
function unwaitedReads(source) {
  const statements = statementsOf(source);
  // The file's helpers (`function name(`, `const name = (...) =>`), each summed up from its body;
  // a few passes, so that a helper calling another defined after it is summed up too.
  const helpers = new Map();
  for (let pass = 0; pass < 3; pass++) {
    for (const { text } of statements) {
      const defined = text.match(/^\s*(?:export\s+)?(?:async\s+)?function\s+(\w+)|^\s*const\s+(\w+)\s*=\s*(?:async\s*)?(?:\([^)]*\)|\w+)\s*=>/);
      if (!defined) continue;
      const name = defined[1] ?? defined[2];
      helpers.set(name, summary(eventsOf(text, new Map([...helpers].filter(([other]) => other !== name)))));
    }
  }
  const found = [];
  statements.forEach((statement, index) => {
    // A change is made by a statement that awaits a page script (not by a block holding one: a
    // test, a loop, a helper's definition, whose own statements are looked at one by one).
    if (!/^\s*(?:(?:const|let|var)\s+[^=]+=\s*|[\w.]+\s*=\s*)?await\b/.test(statement.text)) return;
    if (!summary(eventsOf(statement.text, helpers)).change) return;
    for (const next of statements.slice(index + 1)) {
      if (next.line <= statement.end) continue;
      if (next.indent < statement.indent) break;
      if (next.indent > statement.indent) continue;
      const [first] = eventsOf(next.text, helpers).filter(([kind]) => kind !== 'change');
      if (first?.[0] === 'wait') break;
      if (first?.[0] === 'read') {
        found.push(`line ${next.line} reads what line ${statement.line} changed`);
        break;
      }
    }
  });
  return found;
}

test('the check finds a read right after a change by a page script, and none after a wait', () => {
  const unwaited = [
    'test(\'x\', async () => {',
    '  await page.$eval(\'pathwayz-game\', (el) => el.setAttribute(\'lang\', \'zh\'));',
    '  const words = await page.locator(\'pathwayz-game .undo\').textContent();',
    '  await page.evaluate(() => { const el = document.querySelector(\'pathwayz-game\'); el.record = \'d4\'; });',
    '  // A comment, then a helper of the file that reads.',
    '  assert.equal(await shown(page), \'d4\');',
    '});',
    'function shown(page) {',
    '  return page.$eval(\'pathwayz-game\', (el) => el.shadowRoot.querySelector(\'.status\').textContent);',
    '}',
  ].join('\n');
  assert.deepEqual(unwaitedReads(unwaited), ['line 3 reads what line 2 changed', 'line 6 reads what line 4 changed']);
  const waited = unwaited
    .replace('  const words', '  await drawn(page);\n  const words')
    .replace("el.record = 'd4'; });", "el.record = 'd4'; return el.updateComplete; });");
  assert.deepEqual(unwaitedReads(waited), []);
  // The theme is the stylesheet's; a property read is no read of what is drawn.
  assert.deepEqual(unwaitedReads([
    '  await page.$eval(\'pathwayz-game\', (el) => el.setAttribute(\'theme\', \'dark\'));',
    '  assert.equal(await page.$eval(\'pathwayz-game\', (el) => el.shadowRoot.querySelector(\'.panel\').id), \'\');',
    '  await page.$eval(\'pathwayz-game\', (el) => { el.mode = \'local\'; });',
    '  assert.equal(await page.$eval(\'pathwayz-game\', (el) => el.mode), \'local\');',
    '  await cell(page, \'d4\').click();',
    '  assert.equal(await page.locator(\'pathwayz-game .status\').textContent(), \'\');',
  ].join('\n')), []);
});

test('no test reads what the element shows right after changing it from a page script', () => {
  const self = basename(fileURLToPath(import.meta.url));
  const found = readdirSync(folder).filter((file) => file.endsWith('.test.mjs') && file !== self)
    .flatMap((file) => unwaitedReads(readFileSync(`${folder}${file}`, 'utf8')).map((read) => `${file}: ${read}`));
  assert.deepEqual(found, [], 'wait with drawn(page) (browser.mjs) or the element\'s updateComplete before reading');
});
