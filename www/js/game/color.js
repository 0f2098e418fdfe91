// The two sides, `white` and `black`, as the engine names them.

/** The other side than `color`. */
export function otherColor(color) {
  return color === 'white' ? 'black' : 'white';
}
