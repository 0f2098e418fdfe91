// `no-spoilers`: for a reader who should find the move first, the evaluation (PAI's analysis
// with its bar and values on the board, the race to connect, hints, the review) is hidden until
// the reader asks with Show the evaluation, which shows it and turns the analysis on where the
// element offers it. The store holds whether it is hidden (`spoilersHidden`, the controller's
// `hideSpoilers`); the element marks `.pz[data-spoilers-hidden]`, and the stylesheet hides the
// controls and panels there (styles.js). The reader's choice lasts until the attribute is set
// again. A part of the element (pathwayz-game.js): given the element (its attribute) and the
// controller, it uses nothing else.

/** The element's attribute: present, the evaluation waits for the reader. */
export const NO_SPOILERS_ATTRIBUTE = 'no-spoilers';

/** Whether the evaluation is hidden, from the attribute, and the reader's Show the evaluation. */
export class Spoilers {
  /** The element's attributes this part hears. */
  static ATTRIBUTES = [NO_SPOILERS_ATTRIBUTE];

  /**
   * @param {HTMLElement} element - the element: its `no-spoilers` attribute.
   * @param {() => object|null} controller - the game's controller (null before the start).
   */
  constructor(element, controller) {
    this.element = element;
    this.controller = controller;
  }

  /** At the start (once the controller is made): hidden if the attribute is there. */
  start() {
    this.controller().hideSpoilers(this.element.hasAttribute(NO_SPOILERS_ATTRIBUTE));
  }

  /** The attribute was added (hidden from now on, even after the reader asked) or removed. */
  attributeChanged(name, oldValue, newValue) {
    if ((oldValue === null) === (newValue === null)) return;
    this.controller()?.hideSpoilers(newValue !== null);
  }

  /** The reader asked: the evaluation shows, and the analysis starts if `analysisOffered`. */
  reveal(analysisOffered) {
    const controller = this.controller();
    controller.hideSpoilers(false);
    if (analysisOffered && !controller.state.analysisOn) controller.toggleAnalysis();
  }
}
