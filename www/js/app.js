// The page: the game element, the page's own words in the player's language, the release it
// runs (in the footer), and offline support and updates through the service worker.
import './pathwayz-game.js';
import { loadLanguage, pickLanguage, translator } from './i18n/i18n.js';
import { RELEASE } from './release.js';
import { offerUpdates } from './site/update-notice.js';

// The page's words in the reader's language, once its table is here (English if it cannot come).
const language = pickLanguage(null);
await loadLanguage(language).catch(() => {});
const say = translator(language);
document.documentElement.lang = say.language === 'zh' ? 'zh-CN' : 'en';
document.title = say('page.title');
for (const element of document.querySelectorAll('[data-i18n]')) element.textContent = say(element.dataset.i18n);
for (const element of document.querySelectorAll('[data-release]')) {
  element.textContent = say('page.release', RELEASE);
}

offerUpdates(document.querySelector('.update-ready'), RELEASE);
