// Gives the element's shadow root its styles (styles.js), and the styles of each feature it loads
// (a feature's module exports `STYLES`, its CSS texts: element/features.js), each made once for
// every element on the page and adopted once by each root.

import { STYLES } from './styles.js';

/** The stylesheet made of each CSS text, shared by every element on the page (text -> sheet). */
const sharedSheets = new Map();

/** Whether this browser adopts constructed stylesheets. */
function adopts(root) {
  return 'adoptedStyleSheets' in root && typeof CSSStyleSheet.prototype.replaceSync === 'function';
}

/**
 * Gives a shadow root the stylesheet of each CSS text of `styles` (the element's own by default)
 * that it does not have yet: a constructed stylesheet (adoptedStyleSheets), which a strict
 * Content-Security-Policy (`style-src 'self'`) allows where a <style> is refused. Browsers without
 * constructed stylesheets get a <style> element for each.
 */
export function adoptStyles(root, styles = [STYLES]) {
  for (const css of styles) {
    if (adopts(root)) {
      if (!sharedSheets.has(css)) {
        const sheet = new CSSStyleSheet();
        sheet.replaceSync(css);
        sharedSheets.set(css, sheet);
      }
      const sheet = sharedSheets.get(css);
      if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
      continue;
    }
    if ([...root.children].some((child) => child.localName === 'style' && child.textContent === css)) continue;
    const style = document.createElement('style');
    style.textContent = css;
    root.append(style);
  }
}
