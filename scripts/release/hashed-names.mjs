// Content-hashed file names: each file of the site but the pages and the service worker gets a
// name that carries a hash of its bytes (`js/game/store.js` -> `js/game/store.1f0c3a9be2d4.js`), after its
// references are rewritten to the hashed names of the files they name. Two builds never share a
// URL for different bytes, so such a file can be cached for ever.
import { createHash } from 'node:crypto';
import { posix } from 'node:path';
import { kindOf, leavesFirst } from './site-graph.mjs';

/** Hex digits of the content hash in a file's name. */
export const HASH_LENGTH = 12;

/**
 * A file name that carries a content hash: ours (`style.1f0c3a9be2d4.css`), a bundled script's
 * (Rollup's, as long: `pathwayz-game.3f9c0a1b2d4e.js`: bundle.mjs), or an earlier build's bundled
 * script (esbuild's: `pathwayz-game.QJ3ZX4GA.js`).
 */
export const HASHED_NAME = new RegExp(`\\.(?:[0-9a-f]{${HASH_LENGTH}}|[A-Z2-7]{8})\\.[a-z]+$`);

/** The SHA-256 of `bytes`, in hex. */
export function sha256(bytes) {
  return createHash('sha256').update(bytes).digest('hex');
}

/** `dir/name.ext` with the hash before the extension: `dir/name.HASH.ext`. */
export function hashedName(sitePath, hash) {
  const ext = posix.extname(sitePath);
  return `${sitePath.slice(0, sitePath.length - ext.length)}.${hash.slice(0, HASH_LENGTH)}${ext}`;
}

/** The URL from the file at `from` to the file at `to`, both site paths: `./x.js`, `../pkg/y.wasm`. */
function relativeUrl(from, to) {
  const url = posix.relative(posix.dirname(from), to);
  return url.startsWith('.') ? url : `./${url}`;
}

/**
 * `text` (the file at `sitePath`) with each of its `references` (site-graph.mjs) replaced by the
 * URL of its target's new name (`names`: site path -> release name), its query and fragment kept.
 * A reference written without `./` (as pages do) stays without it.
 */
export function renameReferences(text, sitePath, references, names) {
  let out = '';
  let at = 0;
  for (const { target, url, start, end } of references) {
    const renamed = names.get(target);
    if (renamed === undefined || renamed === target) continue;
    const tail = url.match(/[?#].*$/)?.[0] ?? '';
    let written = relativeUrl(sitePath, renamed);
    if (!url.startsWith('.')) written = written.replace(/^\.\//, '');
    out += text.slice(at, start) + written + tail;
    at = end;
  }
  return out + text.slice(at);
}

/**
 * The site's files under their release names. `graph` is from `siteGraph`, `read(path)` gives a
 * file's bytes (a Buffer) and `fixed` the site paths that keep their names (pages, the service
 * worker). Returns a Map from site path to `{name, bytes}`, where a fixed file's references
 * are rewritten too; files of `fixed` are left to the caller when `read` returns null for them.
 */
export function withHashedNames(graph, read, fixed) {
  const names = new Map();
  const out = new Map();
  const renamedBytes = (file) => {
    const bytes = read(file);
    if (bytes === null) return null;
    if (!kindOf(file)) return bytes;
    return Buffer.from(renameReferences(bytes.toString('utf8'), file, graph.get(file), names));
  };
  for (const file of leavesFirst(graph, fixed)) {
    const bytes = renamedBytes(file);
    const name = hashedName(file, sha256(bytes));
    names.set(file, name);
    out.set(file, { name, bytes });
  }
  for (const file of [...fixed].sort()) {
    if (!graph.has(file)) continue;
    names.set(file, file);
    const bytes = renamedBytes(file);
    if (bytes !== null) out.set(file, { name: file, bytes });
  }
  return out;
}
