// The engine's refusals in the player's words (www/js/engine/engine-errors.js): every kind the engine
// can throw (src/wasm/errors.rs) has words in every language, with the ply where there is one,
// and an error that is not the engine's keeps its message.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { ERROR_KINDS, explainError } from '../../www/js/engine/engine-errors.js';
import { loadLanguage, TABLES, translator } from '../../www/js/i18n/i18n.js';

// The Chinese table comes on first use (i18n.js): loaded before the tests that speak it.
await loadLanguage('zh');

test("the page knows every kind the engine's errors can have", async () => {
  const source = await readFile(new URL('../../src/wasm/errors.rs', import.meta.url), 'utf8');
  const enumBody = source.match(/pub enum ErrorKind \{([\s\S]*?)\n\}/)[1];
  const variants = [...enumBody.matchAll(/^\s{4}([A-Z]\w*),/gm)].map(([, name]) => name.replace(/(?<!^)([A-Z])/g, '-$1').toLowerCase());
  assert.ok(variants.length >= 6, `${variants}`);
  assert.deepEqual([...ERROR_KINDS].sort(), variants.sort());
});

test('each kind is said in each language, with the ply, and the English detail is kept', () => {
  for (const language of Object.keys(TABLES)) {
    const say = translator(language);
    for (const kind of ERROR_KINDS) {
      assert.ok(Object.hasOwn(TABLES[language], `engineError.${kind}`), `${language}: ${kind}`);
      const refusal = Object.assign(new Error(`the engine's words for ${kind}`), { kind, ply: 7 });
      const { text, detail } = explainError(refusal, say);
      assert.ok(text && !text.includes('engineError'), `${language} ${kind}: ${text}`);
      assert.equal(detail, refusal.message);
    }
    assert.match(explainError(Object.assign(new Error('x'), { kind: 'bad-record', ply: 7 }), say).text, /7/);
  }
  assert.equal(explainError(Object.assign(new Error('x'), { kind: 'bad-record', ply: 3 }), translator('zh')).text, '第 3 步无法下出');
  assert.equal(explainError(Object.assign(new Error('x'), { kind: 'bad-record' }), translator('en')).text, 'a move cannot be played');
});

test("an error that is not the engine's keeps its own message, with no detail", () => {
  const say = translator('zh');
  assert.deepEqual(explainError(new Error('the search worker crashed'), say), { text: 'the search worker crashed', detail: '', kind: null, ply: null });
  assert.equal(explainError(Object.assign(new Error('odd'), { kind: 'toString' }), say).text, 'odd', 'only known kinds');
  assert.equal(explainError('plain text', say).text, 'plain text');
});
