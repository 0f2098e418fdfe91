// The player's language: English or Simplified Chinese, from a `lang` attribute or the
// browser's languages. Every string the page and the element show is in one table per language
// (i18n/en.js, i18n/zh.js); a key missing from a table falls back to English. English comes with
// the page (the default, and every table's fallback), but for the words of a feature loaded on
// first use, which come with it (`addWords`: element/features.js); another language's table is
// loaded whole when a page first shows it (`loadLanguage`), so a page downloads the languages it
// shows.

import en from './en.js';

/** Every language the page speaks, English first. */
export const LANGUAGES = Object.freeze(['en', 'zh']);

/** Each table not loaded with the page, written out in full so that a bundler makes it a chunk of its own. */
const LOADERS = { zh: () => import('./zh.js') };

/** The tables loaded so far, by language: English, and each other once `loadLanguage` has it. */
export const TABLES = { en };

const loading = new Map();

/** The language of the tables for `wanted` (like "zh-CN", "en-GB"), or null if none fits. */
function tableFor(wanted) {
  const base = String(wanted ?? '').toLowerCase().split('-')[0];
  return LANGUAGES.includes(base) ? base : null;
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
 * Resolves once the table of `language` (one of LANGUAGES) is loaded, so `translator` speaks it;
 * at once for English or a table loaded already. Rejects if it cannot be fetched (offline before
 * the page was kept), and a later call tries again.
 */
export function loadLanguage(language) {
  const wanted = tableFor(language) ?? 'en';
  if (Object.hasOwn(TABLES, wanted)) return Promise.resolve();
  if (!loading.has(wanted)) {
    const attempt = LOADERS[wanted]().then((module) => { TABLES[wanted] = module.default; });
    attempt.catch(() => loading.delete(wanted));
    loading.set(wanted, attempt);
  }
  return loading.get(wanted);
}

/**
 * Adds `words` (key -> text or function) to the table of `language`, loaded already: a feature's
 * words, which came with it. A `say` made before speaks them too; a key the table has is kept.
 */
export function addWords(language, words) {
  const table = TABLES[language];
  for (const [key, entry] of Object.entries(words)) if (!Object.hasOwn(table, key)) table[key] = entry;
}

/**
 * `say(key, params)` for `language`: the table's text, or its function called with `params`.
 * An unknown key gives the key itself, so a missing string shows rather than breaks. `tables`
 * are the element's and the page's by default (a language not loaded yet speaks English:
 * `loadLanguage` first); the studio has its own (i18n/studio-en.js).
 */
export function translator(language, tables = TABLES) {
  const wanted = tableFor(language);
  const spoken = wanted && Object.hasOwn(tables, wanted) ? wanted : 'en';
  const table = tables[spoken];
  const say = (key, params = {}) => {
    const entry = Object.hasOwn(table, key) ? table[key] : Object.hasOwn(tables.en, key) ? tables.en[key] : key;
    return typeof entry === 'function' ? entry(params, say) : entry;
  };
  say.language = spoken;
  return say;
}
