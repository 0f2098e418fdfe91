// Gives the element's shadow root its styles (styles.js), once made for every element on the page.

import { STYLES } from './styles.js';

/** One stylesheet shared by every element on the page, made on first use. */
let sharedSheet = null;

/**
 * Gives a shadow root the element's styles as a constructed stylesheet (adoptedStyleSheets),
 * which a strict Content-Security-Policy (`style-src 'self'`) allows where a <style> is refused.
 * Browsers without constructed stylesheets get a <style> element.
 */
export function adoptStyles(root) {
  if ('adoptedStyleSheets' in root && typeof CSSStyleSheet.prototype.replaceSync === 'function') {
    if (!sharedSheet) {
      sharedSheet = new CSSStyleSheet();
      sharedSheet.replaceSync(STYLES);
    }
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, sharedSheet];
    return;
  }
  const style = document.createElement('style');
  style.textContent = STYLES;
  root.prepend(style);
}
