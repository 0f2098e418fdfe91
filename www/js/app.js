// The page: the game element, the page's own words in the player's language, and offline
// support through the service worker.
import './pathwayz-game.js';
import { pickLanguage, translator } from './i18n.js';

const say = translator(pickLanguage(null));
document.documentElement.lang = say.language === 'zh' ? 'zh-CN' : 'en';
document.title = say('page.title');
for (const element of document.querySelectorAll('[data-i18n]')) element.textContent = say(element.dataset.i18n);

if ('serviceWorker' in navigator) {
  navigator.serviceWorker.register(new URL('../sw.js', import.meta.url), { scope: new URL('../', import.meta.url).pathname })
    .catch((error) => console.warn('offline support unavailable:', error.message));
}
