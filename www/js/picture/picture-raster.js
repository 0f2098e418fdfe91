// An SVG picture in pixels, in the browser: drawn on a canvas as an image (from a `data:` URL,
// which the strict Content-Security-Policy's `img-src 'self' data:` allows), then written as PNG
// by the canvas or read back as RGBA pixels for an animation's frame.

/** A canvas with the SVG `text` drawn on it, `width` by `height` pixels. */
export async function drawSvg(text, width, height) {
  const image = new Image(width, height);
  image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(text)}`;
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  context.drawImage(image, 0, 0, width, height);
  return canvas;
}

/** The canvas as a PNG Blob. */
export function pngOf(canvas) {
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('the browser could not write the PNG'))), 'image/png');
  });
}

/** The canvas's pixels, RGBA, 4 bytes a pixel, row by row. */
export function pixelsOf(canvas) {
  const data = canvas.getContext('2d', { willReadFrequently: true }).getImageData(0, 0, canvas.width, canvas.height).data;
  return new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
}

/** The width and height in pixels an SVG picture declares. */
export function svgSize(text) {
  const root = new DOMParser().parseFromString(text, 'image/svg+xml').documentElement;
  return { width: Number(root.getAttribute('width')), height: Number(root.getAttribute('height')) };
}
