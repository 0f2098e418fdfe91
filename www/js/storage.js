// Saving the game in progress locally, and reading and writing shareable links.

const KEY = 'pathwayz.game.v1';

/** The saved game `{record, settings}`, or null if there is none or it is unreadable. */
export function loadSaved() {
  try {
    const saved = JSON.parse(localStorage.getItem(KEY) ?? 'null');
    return saved && typeof saved.record === 'string' ? saved : null;
  } catch {
    return null;
  }
}

/** Saves the game after a move; quietly does nothing where storage is unavailable. */
export function save(record, settings) {
  try {
    localStorage.setItem(KEY, JSON.stringify({ record, settings }));
  } catch {
    // Private browsing or a full quota: the game goes on unsaved.
  }
}

/** A link that opens this game: `#moves=d4,e5,e4*&mode=pai&level=10&color=white&ms=1000`. */
export function shareLink(record, settings, base = location.href) {
  const moves = record.trim().split(/\s+/).filter(Boolean).join(',');
  const params = [`moves=${moves}`, `mode=${settings.mode}`, `level=${settings.level}`,
    `color=${settings.humanColor}`, `ms=${settings.ms}`];
  if (settings.mode === 'watch') params.push(`white=${settings.whiteLevel}`);
  return `${base.split('#')[0]}#${params.join('&')}`;
}

/** The game a link's fragment describes, `{record, settings}`, or null. */
export function readLink(hash = location.hash) {
  if (!hash.includes('moves=')) return null;
  const fields = Object.fromEntries(hash.replace(/^#/, '').split('&').map((pair) => {
    const [key, ...rest] = pair.split('=');
    let value = rest.join('=');
    try { value = decodeURIComponent(value); } catch { /* keep it as written */ }
    return [key, value];
  }));
  const settings = {};
  if (fields.mode) settings.mode = fields.mode;
  if (fields.level) settings.level = Number(fields.level);
  if (fields.white) settings.whiteLevel = Number(fields.white);
  if (fields.color) settings.humanColor = fields.color;
  if (fields.ms) settings.ms = Number(fields.ms);
  return { record: (fields.moves ?? '').split(/[,\s]+/).filter(Boolean).join(' '), settings };
}
