// The studio's live preview: a real <pathwayz-game> with the publisher's choices, made again
// whenever its attributes change (so it starts as the snippet's element starts on a blank page)
// and recoloured in place when only the colours change, by the very rule the snippet writes
// (snippet.js), in a constructed stylesheet (a strict Content-Security-Policy allows it). What
// the element refuses (a record it cannot replay, a `start` past the end, a value out of bounds:
// its `pathwayz-error` events) is listed beside it, in the element's own words.

import { styleRule } from './snippet.js';

export class StudioPreview {
  /**
   * @param {HTMLElement} slot - where the element goes.
   * @param {HTMLElement} messages - a live region for what the element says, `title` above its list.
   * @param {object} uses - `title` (the words above the list) and `onReady(element)`: the element
   *   made last is ready.
   */
  constructor(slot, messages, { title, onReady }) {
    this.slot = slot;
    this.messages = messages;
    this.title = title;
    this.list = null;
    this.element = null;
    this.shownAttributes = null;
    this.sheet = new CSSStyleSheet();
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, this.sheet];
    slot.addEventListener('pathwayz-error', (event) => this.say(event.detail.message));
    slot.addEventListener('pathwayz-ready', (event) => {
      if (event.target === this.element) onReady(event.target);
    });
  }

  /** Shows `choices` (`{attributes, properties}`, studio-form.js): a new element if its attributes changed. */
  show({ attributes, properties }) {
    this.sheet.replaceSync(styleRule(properties));
    const key = JSON.stringify(attributes);
    if (key === this.shownAttributes) return;
    this.shownAttributes = key;
    this.messages.replaceChildren();
    this.list = null;
    const element = document.createElement('pathwayz-game');
    for (const [name, value] of attributes) element.setAttribute(name, value);
    // The one before leaves the page first, so a `persist` key is free for the new one.
    this.element?.remove();
    this.element = element;
    this.slot.append(element);
  }

  /** Lists a message of the element's (in English, as the element gives it). */
  say(message) {
    if (!this.list) {
      const heading = document.createElement('p');
      heading.className = 'preview-says';
      heading.textContent = this.title;
      this.list = document.createElement('ul');
      this.messages.append(heading, this.list);
    }
    const item = document.createElement('li');
    item.textContent = message;
    this.list.append(item);
  }
}
