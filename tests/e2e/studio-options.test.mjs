// The studio's option table (www/js/studio/studio-options.js), which the configurator builds its
// form from: every option it offers is an attribute the publishers' guide documents (with each
// value offered) and the declarations type (with each value offered), or an `--pz-*` property
// both list. And the snippet's text: values escaped, the release's files with their integrity
// hashes (data/element.json's reader), the colours' rule. In Node, no browser.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { SOURCES, STUDIO_OPTIONS } from '../../www/js/studio/studio-options.js';
import { elementTag, escapeAttribute, snippetText, styleRule } from '../../www/js/studio/snippet.js';
import { filesBase, readElementFiles, snippetFile } from '../../www/js/studio/release-element.js';
import en from '../../www/js/i18n/studio-en.js';
import zh from '../../www/js/i18n/studio-zh.js';
import engine from './node-engine.mjs';

const read = (path) => readFileSync(fileURLToPath(new URL(`../../${path}`, import.meta.url)), 'utf8');
const guide = read('docs/PUBLISHERS.md');
const types = read('package/pathwayz-game.d.ts');

/** A section of the guide, from its `## ` heading to the next. */
function section(heading) {
  const start = guide.indexOf(`\n## ${heading}\n`);
  assert.ok(start >= 0, `the guide has "## ${heading}"`);
  const end = guide.indexOf('\n## ', start + 1);
  return guide.slice(start, end < 0 ? undefined : end);
}

/** The row of a table in `text` whose first cell is `name` (in backquotes). */
function row(text, name) {
  return text.split('\n').find((line) => line.startsWith(`| \`${name}\` |`));
}

/** The body of an exported interface or the text of an exported type alias in the declarations. */
function declaration(name) {
  const found = types.match(new RegExp(`export (?:declare )?(?:interface ${name}[^{]*\\{([\\s\\S]*?)\\n\\}|type ${name} =([\\s\\S]*?);\\n)`));
  assert.ok(found, `the declarations have ${name}`);
  return found[1] ?? found[2];
}

/** The type the declarations give the attribute `name` in PathwayzGameAttributes, aliases written out. */
function attributeType(name) {
  const body = declaration('PathwayzGameAttributes');
  const key = /^[a-z]+$/.test(name) ? name : `'${name}'`;
  const type = body.match(new RegExp(`^\\s*${key.replace(/[-']/g, '\\$&')}\\?: (.+);$`, 'm'))?.[1];
  assert.ok(type, `PathwayzGameAttributes types ${name}`);
  return type.replace(/\bPathwayz[A-Z][A-Za-z]*\b/g, (alias) => (alias === 'PathwayzNumber' || alias === 'PathwayzFlag' ? alias : declaration(alias)));
}

test('every attribute the studio offers is documented in the guide and typed in the declarations, with each value offered', () => {
  const attributes = section('Attributes');
  for (const option of STUDIO_OPTIONS.filter((each) => each.kind === 'attribute')) {
    const documented = row(attributes, option.name);
    assert.ok(documented, `the guide's attribute table has ${option.name}`);
    const type = attributeType(option.name);
    if (option.control === 'flag') {
      assert.match(documented, /present or absent/, `${option.name} is documented as a flag`);
      assert.equal(type, 'PathwayzFlag', `${option.name} is typed as a flag`);
    } else if (option.control === 'number') {
      assert.match(type, /PathwayzNumber/, `${option.name} is typed as a number`);
      // The bounds the studio offers are the ones the guide states (`maxMs`: the engine's longest time).
      const max = option.max === 'maxMs' ? engine.maxThinkMs() : option.max;
      assert.match(documented, new RegExp(`\\b${option.min} to ${max}\\b`), `the guide says ${option.name}'s bounds, ${option.min} to ${max}`);
    } else if (option.control === 'select' && Array.isArray(option.values)) {
      for (const value of option.values) {
        assert.match(documented, new RegExp(`\`${value}\``), `the guide documents ${option.name}="${value}"`);
        if (type !== 'string') assert.match(type, new RegExp(`'${value}'`), `the declarations type ${option.name}="${value}"`);
      }
    } else if (option.control === 'select') {
      assert.ok(SOURCES.includes(option.values), `${option.name}'s values come from ${option.values}`);
      assert.match(type, option.values === 'puzzles' ? /string/ : /PathwayzNumber/, `${option.name} is typed for its ${option.values}`);
    } else {
      assert.match(type, /string|PathwayzNumber/, `${option.name} is typed for its text`);
    }
  }
});

test('every colour the studio offers is a --pz-* property the guide documents and the declarations type', () => {
  const colours = section("Your brand's colours: `--pz-*`");
  const typed = declaration('PathwayzStyleProperty');
  const properties = STUDIO_OPTIONS.filter((option) => option.kind === 'property');
  assert.ok(properties.length >= 10, 'the studio offers the theme\'s colours');
  for (const option of properties) {
    assert.ok(row(colours, option.name), `the guide documents ${option.name}`);
    assert.match(typed, new RegExp(`'${option.name}'`), `PathwayzStyleProperty has ${option.name}`);
  }
  // And the declarations type every property the guide documents.
  for (const [, name] of colours.matchAll(/^\| `(--pz-[a-z-]+)` \|/gm)) assert.match(typed, new RegExp(`'${name}'`), name);
});

test("the studio's words: English and Chinese have the same keys, and every option and value has its words", () => {
  assert.deepEqual(Object.keys(zh).sort(), Object.keys(en).sort());
  for (const key of Object.keys(en)) assert.equal(typeof zh[key], typeof en[key], key);
  for (const option of STUDIO_OPTIONS) {
    assert.ok(Object.hasOwn(en, `option.${option.name}`), `words for ${option.name}`);
    if (Array.isArray(option.values)) for (const value of option.values) assert.ok(Object.hasOwn(en, `value.${option.name}.${value}`), `words for ${option.name}="${value}"`);
  }
});

test('the snippet escapes every value and writes flags bare, one attribute a line when long', () => {
  assert.equal(escapeAttribute('a & "b" <c>'), 'a &amp; &quot;b&quot; &lt;c&gt;');
  assert.equal(elementTag([['mode', 'replay'], ['record', 'd4 "><script>'], ['autoplay', '']]),
    '<pathwayz-game mode="replay" record="d4 &quot;&gt;&lt;script&gt;" autoplay></pathwayz-game>');
  const long = elementTag([['mode', 'replay'], ['record', 'd4 e5 '.repeat(20).trim()], ['start', '3']]);
  assert.equal(long.split('\n').length, 5);
  assert.match(long, /^<pathwayz-game\n {2}mode="replay"\n {2}record="/);
  assert.equal(styleRule([]), '');
  assert.equal(styleRule([['--pz-board', '#223344']]), 'pathwayz-game {\n  --pz-board: #223344;\n}');
});

test("the snippet's tags name the release's files by this site's address, or from the folder a publisher typed, with their integrity hashes where the release gives them", () => {
  const files = readElementFiles(JSON.stringify({
    element: { path: 'js/pathwayz-game.0123456789ab.js', integrity: 'sha384-AbC+/=' },
    stylesheet: { path: 'css/pathwayz-game.css', integrity: null },
  }));
  const site = new URL('https://example.test/games/pathwayz/');
  const tags = (base) => snippetText({
    files: { element: snippetFile(files.element, filesBase(base, site)), stylesheet: snippetFile(files.stylesheet, filesBase(base, site)) },
    attributes: [['mode', 'pai']],
    properties: [['--pz-cell', '#abcdef']],
  });
  const expected = (base) => [
    `<link rel="stylesheet" href="${base}css/pathwayz-game.css">`,
    `<script type="module" src="${base}js/pathwayz-game.0123456789ab.js" integrity="sha384-AbC+/=" crossorigin="anonymous"></script>`,
    '<style>\npathwayz-game {\n  --pz-cell: #abcdef;\n}\n</style>',
    '<pathwayz-game mode="pai"></pathwayz-game>',
    '',
  ].join('\n');
  // By default from this site, its address written out: a page of any site loads them.
  assert.equal(tags(''), expected('https://example.test/games/pathwayz/'));
  assert.equal(tags('  '), expected('https://example.test/games/pathwayz/'));
  // From the publisher's own copy of dist/ (a path from their site's root), or another host.
  assert.equal(tags('/our/games/pathwayz'), expected('/our/games/pathwayz/'));
  assert.equal(tags('https://cdn.example.org/pz/0.7.0/'), expected('https://cdn.example.org/pz/0.7.0/'));
  for (const [bad, reason] of [['games/pathwayz', 'not-a-folder'], ['//cdn.example.org/', 'not-a-folder'], ['ftp://x.org/', 'not-a-folder'],
    ['https://x.org/?a=1', 'not-a-folder'], ['/a b/', 'not-a-folder'], ['/"><script>/', 'not-a-folder'], [`/${'x'.repeat(600)}/`, 'too-long']]) {
    assert.throws(() => filesBase(bad, site), (error) => error.reason === reason, bad);
  }
  assert.equal(snippetText({ files: null, attributes: [], properties: [] }), '<pathwayz-game></pathwayz-game>\n');
  // The sources' own file, as served without a release build: no hash.
  assert.deepEqual(readElementFiles(read('www/data/element.json')).element, { path: 'js/pathwayz-game.js', integrity: null });
  for (const bad of ['{}', '{"element": {"path": "/abs.js", "integrity": null}, "stylesheet": {"path": "a.css", "integrity": null}}',
    '{"element": {"path": "a.js", "integrity": "md5-x"}, "stylesheet": {"path": "a.css", "integrity": null}}']) {
    assert.throws(() => readElementFiles(bad), /element\.json/, bad);
  }
});
