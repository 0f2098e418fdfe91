// What the element's parts share (docs/PAGE.md, "Parts of the element"): each is given what it
// uses as functions and objects (`uses`), and reads the controller and the element's words
// through them, as they are now (the controller is made after the part, the words change with
// the `lang` attribute).

/** A part of the element: `uses.controller()` and `uses.say()` as `controller` and `say`. */
export class Part {
  /** @param {object} uses - what the part is given; at least `controller()`, and `say()` where it speaks. */
  constructor(uses) {
    this.uses = uses;
  }

  /** The game's controller (null before the element has started). */
  get controller() {
    return this.uses.controller();
  }

  /** The element's words, in its language now. */
  get say() {
    return this.uses.say();
  }
}

/**
 * The values of `names` set on `element` as its own properties before its class was defined
 * (they hide the class's accessors), taken off it so the accessors work: `{name: value}`.
 */
export function takeEarlyProperties(element, names) {
  const taken = {};
  for (const name of names) {
    if (!Object.hasOwn(element, name)) continue;
    taken[name] = element[name];
    delete element[name];
  }
  return taken;
}
