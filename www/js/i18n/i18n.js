// The player's language: English or Simplified Chinese, from a `lang` attribute or the
// browser's languages. Every string the page and the element show is in one table per language
// (i18n/en.js, i18n/zh.js); a key missing from a table falls back to English.

import en from './en.js';
import zh from './zh.js';

export const TABLES = { en, zh };

/** The language of the tables for `wanted` (like "zh-CN", "en-GB"), or null if none fits. */
function tableFor(wanted) {
  const base = String(wanted ?? '').toLowerCase().split('-')[0];
  return Object.hasOwn(TABLES, base) ? base : null;
}

/**
 * The language to use: `attribute` (the element's `lang`) if it names one of ours, else the
 * first of the browser's languages that does, else English.
 */
export function pickLanguage(attribute = null, browserLanguages = globalThis.navigator?.languages ?? []) {
  for (const wanted of [attribute, ...browserLanguages]) {
    const language = tableFor(wanted);
    if (language) return language;
  }
  return 'en';
}

/**
 * `say(key, params)` for `language`: the table's text, or its function called with `params`.
 * An unknown key gives the key itself, so a missing string shows rather than breaks. `tables`
 * are the element's and the page's by default; the studio has its own (i18n/studio-en.js).
 */
export function translator(language, tables = TABLES) {
  const table = tables[tableFor(language) ?? 'en'];
  const say = (key, params = {}) => {
    const entry = Object.hasOwn(table, key) ? table[key] : Object.hasOwn(tables.en, key) ? tables.en[key] : key;
    return typeof entry === 'function' ? entry(params, say) : entry;
  };
  say.language = tableFor(language) ?? 'en';
  return say;
}
