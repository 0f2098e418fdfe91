// The studio's snippet: what a publisher pastes into their page, written from their choices (the
// attributes and `--pz-*` colours of studio-form.js) and the release's files (release-element.js):
// the element's stylesheet and script tags, with their integrity hashes where the release gives
// them, the colours as a <style> rule, and the element's tag with its attributes, every value
// escaped. Pure text, the same in Node and in the page.

/** `text` safe inside a double-quoted HTML attribute value. */
export function escapeAttribute(text) {
  return String(text).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** ` name="value"` (a flag, whose value is empty: ` name`). */
function attributeText([name, value]) {
  return value === '' ? ` ${name}` : ` ${name}="${escapeAttribute(value)}"`;
}

/** ` integrity="..." crossorigin="anonymous"` for a file the release hashed, else nothing. */
function integrityText({ integrity }) {
  return integrity ? ` integrity="${escapeAttribute(integrity)}" crossorigin="anonymous"` : '';
}

/** The longest line before the element's attributes are put one a line. */
const LINE = 100;

/** The element's tag with `attributes` (`[[name, value]]`, in order; a flag's value is ''). */
export function elementTag(attributes) {
  const parts = attributes.map(attributeText);
  const inline = `<pathwayz-game${parts.join('')}></pathwayz-game>`;
  if (inline.length <= LINE) return inline;
  return `<pathwayz-game${parts.map((part) => `\n ${part}`).join('')}>\n</pathwayz-game>`;
}

/** The rule that sets `properties` (`[[name, value]]`) on the element, or '' for none. */
export function styleRule(properties) {
  if (!properties.length) return '';
  return `pathwayz-game {\n${properties.map(([name, value]) => `  ${name}: ${value};\n`).join('')}}`;
}

/**
 * The whole snippet: the stylesheet (the element's room until it is ready) and the script of
 * `files` (`{element, stylesheet}`, each `{url, integrity}`; null when the release's files
 * could not be read: the element's tag alone), the colours' <style> if any, and the element.
 */
export function snippetText({ files, attributes, properties }) {
  const lines = [];
  if (files) {
    lines.push(`<link rel="stylesheet" href="${escapeAttribute(files.stylesheet.url)}"${integrityText(files.stylesheet)}>`);
    lines.push(`<script type="module" src="${escapeAttribute(files.element.url)}"${integrityText(files.element)}></script>`);
  }
  const rule = styleRule(properties);
  if (rule) lines.push(`<style>\n${rule}\n</style>`);
  lines.push(elementTag(attributes));
  return `${lines.join('\n')}\n`;
}
