// How the element fits the box it is put in. Its cells are sized by the stylesheet from the
// element's own width (container query units, styles.js), so the board follows its container
// at any width from 280 px; what the stylesheet cannot do is turn the board, which moves its
// cells: a ResizeObserver watches the element's width and, with `orientation="auto"` (the
// default), turns the board a quarter where landscape cells would be small (a narrow container,
// a little wider on a touch screen, or a narrow portrait screen). `board-size` fixes the board's
// width in pixels (never wider than the element): a constructed stylesheet of the element's own
// says it as `--board-size`, which styles.js reads where the host has `data-board-size`. The
// page keeps the element's room until it is ready with css/pathwayz-game.css, which turns the
// board at the same widths. A part of the element (pathwayz-game.js): given the element, what to
// call when the orientation should change, and how to report a refused value.

/** The attribute this part hears: the board's width in pixels. */
export const BOARD_SIZE_ATTRIBUTE = 'board-size';
/** The bounds of `board-size`, in CSS pixels (200: a turned board of 21 px cells). */
export const BOARD_SIZE_MIN = 200;
export const BOARD_SIZE_MAX = 4000;
/** A narrow portrait screen (a phone held upright), where the board is turned. */
export const PHONE_PORTRAIT = '(orientation: portrait) and (max-width: 700px)';
/** A touch screen, whose fingers need larger cells than a mouse. */
export const COARSE_POINTER = '(pointer: coarse)';
/**
 * Under this width (CSS pixels) the board is turned: landscape cells would be under 24 px there
 * (12 cells beside 92 px of coordinates, goal edges and gaps), or under 32 px on a touch screen;
 * turned ones are 31 px or more.
 */
export const TURN_BELOW_PX = 12 * 24 + 92;
export const TURN_BELOW_TOUCH_PX = 12 * 32 + 92;

/**
 * The board's width from the `board-size` attribute's text: `{size}` in CSS pixels (null when
 * the attribute is absent: the board fills the element), or `{problem}` saying why it is refused.
 */
export function boardSizeFrom(text) {
  if (text === null) return { size: null };
  const trimmed = String(text).trim();
  const number = /^\d+(\.\d+)?(px)?$/.test(trimmed) ? Number.parseFloat(trimmed) : NaN;
  if (number >= BOARD_SIZE_MIN && number <= BOARD_SIZE_MAX) return { size: number };
  return { problem: `board-size must be the board's width in pixels, from ${BOARD_SIZE_MIN} to ${BOARD_SIZE_MAX}, not ${JSON.stringify(String(text).slice(0, 40))}` };
}

/**
 * The orientation the board is shown in: the `orientation` attribute's `landscape` or
 * `portrait`, else (`auto`, absent, or a value refused) portrait on a narrow portrait screen or
 * where the room for the board (`width`, and `size` if fixed) is under TURN_BELOW_PX
 * (TURN_BELOW_TOUCH_PX on a touch screen).
 * @param {string|null} chosen - the attribute's value.
 * @param {{width: number, size: number|null, phone: boolean, touch: boolean}} room - the
 *   element's width (0 when not laid out: not counted), the fixed board's width, whether the
 *   screen is a phone's held upright, whether it is a touch screen.
 */
export function orientationFor(chosen, { width, size, phone, touch }) {
  if (chosen === 'landscape' || chosen === 'portrait') return chosen;
  const room = Math.min(width || Infinity, size ?? Infinity);
  return phone || room < (touch ? TURN_BELOW_TOUCH_PX : TURN_BELOW_PX) ? 'portrait' : 'landscape';
}

/** The element's fit to its container: its width watched, `board-size`, the orientation chosen. */
export class ContainerFit {
  /** The element's attributes this part hears. */
  static ATTRIBUTES = [BOARD_SIZE_ATTRIBUTE];

  /**
   * @param {HTMLElement} element - the element: its attributes, its width, its shadow root.
   * @param {object} uses - `applyOrientation()` (lays the board out as `orientation()` says) and
   *   `reportError(message, source)` (the `pathwayz-error` event).
   */
  constructor(element, uses) {
    this.element = element;
    this.uses = uses;
    /** The element's content width as last observed (0 before the first observation). */
    this.width = 0;
    this.size = null;
    this.sheet = null;
    this.phone = null;
    this.touch = null;
    this.observer = null;
    this.onPhone = () => this.uses.applyOrientation();
  }

  /** Landscape or portrait, for the element's width now (see `orientationFor`). */
  orientation() {
    this.phone ??= matchMedia(PHONE_PORTRAIT);
    this.touch ??= matchMedia(COARSE_POINTER);
    return orientationFor(this.element.getAttribute('orientation'), {
      width: this.width, size: this.size, phone: this.phone.matches, touch: this.touch.matches,
    });
  }

  /** Watches the element's width and the screen's shape while it is on the page (connected). */
  watch() {
    this.phone ??= matchMedia(PHONE_PORTRAIT);
    this.phone.removeEventListener('change', this.onPhone);
    this.phone.addEventListener('change', this.onPhone);
    this.observer ??= new ResizeObserver((entries) => {
      const box = entries[entries.length - 1].contentBoxSize?.[0];
      const width = box ? box.inlineSize : entries[entries.length - 1].contentRect.width;
      if (width === this.width) return;
      const before = this.orientation();
      this.width = width;
      if (this.orientation() !== before) this.uses.applyOrientation();
    });
    this.observer.observe(this.element);
  }

  /** Stops watching (the element left the page). */
  unwatch() {
    this.observer?.disconnect();
    this.phone?.removeEventListener('change', this.onPhone);
  }

  /** `board-size` changed: the board takes that width, or fills the element again. */
  attributeChanged(name, oldValue, newValue) {
    if (oldValue === newValue) return;
    this.applySize(newValue, this.element.dataset.ready === 'true');
  }

  /** At the start (the element is ready): a `board-size` that was refused is reported now. */
  start() {
    const { problem } = boardSizeFrom(this.element.getAttribute(BOARD_SIZE_ATTRIBUTE));
    if (problem) this.uses.reportError(`${problem} (the board fills the element)`, 'attribute');
  }

  /** Sizes the board from the attribute's `text`, reporting a refused value if `report`. */
  applySize(text, report) {
    const { size, problem } = boardSizeFrom(text);
    if (problem && report) this.uses.reportError(`${problem} (the board fills the element)`, 'attribute');
    const before = this.orientation();
    this.size = size ?? null;
    this.element.toggleAttribute('data-board-size', this.size !== null);
    this.sizeSheet().replaceSync(this.size === null ? '' : `:host { --board-size: ${this.size}px; }`);
    if (this.orientation() !== before) this.uses.applyOrientation();
  }

  /** The element's own stylesheet for its board's size, adopted after the shared one. */
  sizeSheet() {
    if (!this.sheet) {
      const root = this.element.shadowRoot;
      if ('adoptedStyleSheets' in root && typeof CSSStyleSheet.prototype.replaceSync === 'function') {
        this.sheet = new CSSStyleSheet();
        root.adoptedStyleSheets = [...root.adoptedStyleSheets, this.sheet];
      } else {
        // Browsers without constructed stylesheets: a <style> of the element's own.
        const style = document.createElement('style');
        root.append(style);
        this.sheet = { replaceSync: (text) => { style.textContent = text; } };
      }
    }
    return this.sheet;
  }
}
