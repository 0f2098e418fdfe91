// The colours a picture is drawn in: the element's own `--pz-*` custom properties as they are
// computed now (its theme, light or dark, and any a publisher set), each resolved to the
// `rgb()`/`rgba()` a browser computes for a colour, so the engine's writer (src/diagram/) reads
// every one. The names are the engine's palette's (`surface`, `board`, ...: each `--pz-NAME`).

/** The palette's names, each an `--pz-NAME` property of the element (src/diagram/palette.rs). */
export const PICTURE_COLOURS = ['surface', 'board', 'cell', 'white', 'black', 'accent', 'edge', 'goal', 'muted', 'text', 'path'];

/**
 * The element's colours now, `{surface: 'rgb(251, 247, 240)', ...}`: each property resolved by
 * a probe in the element's shadow root (so the :host rules and the publisher's values apply).
 * A colour the browser gives in a form the engine does not read (a wide-gamut `color(...)`) is
 * left out, and the engine draws it in the light theme's.
 */
export function pictureColours(root) {
  const probe = document.createElement('span');
  probe.hidden = true;
  root.append(probe);
  const colours = {};
  try {
    for (const name of PICTURE_COLOURS) {
      // Set through the CSSOM, which a strict Content-Security-Policy allows (no style attribute).
      probe.style.color = `var(--pz-${name})`;
      const value = getComputedStyle(probe).color;
      if (/^(rgba?\(|#)/.test(value)) colours[name] = value;
    }
  } finally {
    probe.remove();
  }
  return colours;
}
