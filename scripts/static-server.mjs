// The site's static server as a function: what `scripts/serve.mjs` runs from the command line and
// what a test starts in its own process when it must see every response (the page-weight test
// counts the bytes each one sends). It serves the release build (dist/) as a host would: hashed
// files (scripts/release/) cached for a year, the pages, sw.js and release.json revalidated on
// every visit (with an ETag, so a revalidation costs no body), the release's files readable from
// any origin (CORS, as static hosts and CDNs send them), optionally compressed; or, with `source`, the sources as they are (`/pkg/...` from pkg/,
// the rest from www/). Every response carries the strict Content-Security-Policy of
// strict-csp.mjs, so development and the browser tests run under it.
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { STRICT_CSP } from './strict-csp.mjs';
import { contentType } from './content-types.mjs';
import { HASHED_NAME } from './release/hashed-names.mjs';

/** The repository's root folder. */
export const REPO = resolve(fileURLToPath(new URL('..', import.meta.url)));

/** Files a host compresses: text and wasm, not the already compressed images. */
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.webmanifest', '.wasm', '.svg', '.txt']);

/**
 * A server (node:http, not yet listening) for the site.
 * - `dist`: the release folder served (default dist/); `source`: serve www/ and pkg/ instead.
 * - `prefix`: the sub-path the site lives under (`/games/pathwayz/`; default `/`).
 * - `compress`: brotli or gzip by the request's Accept-Encoding, as a production host.
 * - `onSent({path, status, bytes, encoding})`: called for each response, `bytes` the body's
 *   length as sent (compressed when it was).
 */
export function staticServer({ dist = join(REPO, 'dist'), source = false, prefix = '/', compress = false, onSent = () => {} } = {}) {
  prefix = prefix.replace(/\/?$/, '/');
  const compressedCache = new Map();

  /** The file a URL path names, or null if it would leave the served folders. */
  const fileFor = (urlPath) => {
    const path = normalize(decodeURIComponent(urlPath)).replace(/^([/\\])+/, '');
    const [base, rest] = !source ? [dist, path]
      : path.startsWith(`pkg${sep}`) || path === 'pkg' ? [join(REPO, 'pkg'), path.slice(4)]
        : [join(REPO, 'www'), path];
    const file = resolve(base, rest || 'index.html');
    return file === base || file.startsWith(base + sep) ? file : null;
  };

  /** `body` brotli- or gzip-compressed if the client accepts it (cached per file and encoding). */
  const compressed = (body, file, accepted = '') => {
    if (!COMPRESSIBLE.has(extname(file))) return { bytes: body };
    const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null;
    if (!encoding) return { bytes: body };
    const key = `${encoding} ${file}`;
    let entry = compressedCache.get(key);
    if (!entry || !entry.source.equals(body)) {
      const bytes = encoding === 'br'
        ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } })
        : gzipSync(body, { level: 9 });
      entry = { source: body, bytes };
      compressedCache.set(key, entry);
    }
    return { encoding, bytes: entry.bytes };
  };

  /** Sends a plain response and reports it. */
  const plain = (response, path, status, headers, text = '') => {
    response.writeHead(status, headers).end(text);
    onSent({ path, status, bytes: Buffer.byteLength(text), encoding: null });
  };

  return createServer(async (request, response) => {
    let path = request.url;
    try {
      const url = new URL(request.url, 'http://localhost');
      path = url.pathname;
      if (!url.pathname.startsWith(prefix) && url.pathname !== prefix.slice(0, -1)) {
        plain(response, path, 404, { 'content-type': 'text/plain' }, 'not found\n');
        return;
      }
      if (url.pathname === prefix.slice(0, -1)) {
        plain(response, path, 301, { location: prefix });
        return;
      }
      let file = fileFor(url.pathname.slice(prefix.length - 1));
      if (file && (await stat(file).catch(() => null))?.isDirectory()) file = join(file, 'index.html');
      const body = file && (await readFile(file).catch(() => null));
      if (!body) {
        plain(response, path, 404, { 'content-type': 'text/plain' }, 'not found\n');
        return;
      }
      // A validator, as hosts send: a browser that has the file asks again with it, and is
      // answered 304, no body (a page the service worker revalidates).
      const etag = `"${createHash('sha1').update(body).digest('hex').slice(0, 20)}"`;
      const hashed = !source && HASHED_NAME.test(file);
      const common = {
        'cache-control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
        'content-security-policy': STRICT_CSP,
        // A release's files may be loaded by a page of any site (the studio's snippet on a
        // publisher's page), as a static host or CDN allows them.
        'access-control-allow-origin': '*',
        etag,
        ...(compress ? { vary: 'accept-encoding' } : {}),
      };
      if (request.headers['if-none-match'] === etag) {
        response.writeHead(304, common).end();
        onSent({ path, status: 304, bytes: 0, encoding: null });
        return;
      }
      const { encoding, bytes } = compress ? compressed(body, file, request.headers['accept-encoding']) : { bytes: body };
      response.writeHead(200, {
        'content-type': contentType(file),
        ...common,
        ...(encoding ? { 'content-encoding': encoding } : {}),
      });
      const sent = request.method === 'HEAD' ? undefined : bytes;
      response.end(sent);
      onSent({ path, status: 200, bytes: sent?.length ?? 0, encoding: encoding ?? null });
    } catch (error) {
      plain(response, path, 400, { 'content-type': 'text/plain' }, `bad request: ${error.message}\n`);
    }
  });
}
