// A small static server for development and tests. By default it serves the release build in
// dist/ (`./build.sh release`), as a host would: hashed files (scripts/release/) with a year's
// caching, the pages, sw.js and release.json revalidated on every visit. With --source it serves
// the sources as they are instead, `/pkg/...` from pkg/ (the built wasm) and the rest from www/,
// for working on the page without a release build (the service worker then caches nothing).
// Usage: node scripts/serve.mjs [port] [prefix] [--source] [--dist DIR] [--compress]: the port defaults to
// 8080 (or $PORT); with a prefix such as /games/pathwayz/ the site is served under that sub-path
// only, as a host that puts it in a folder would. With --compress, responses are compressed as a
// production host's would be (brotli or gzip, by the request's Accept-Encoding; used to measure
// the first load with Lighthouse, scripts/lighthouse/). Every response carries the strict
// Content-Security-Policy of scripts/strict-csp.mjs, so development and the browser tests run
// under it.
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { STRICT_CSP } from './strict-csp.mjs';
import { contentType } from './content-types.mjs';
import { HASHED_NAME } from './release/hashed-names.mjs';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const argv = process.argv.slice(2);
const distAt = argv.indexOf('--dist');
/** The release folder served (default dist/; `--dist DIR` for another build). */
const distFolder = distAt >= 0 ? resolve(argv.splice(distAt, 2)[1]) : join(root, 'dist');
const args = argv.filter((arg) => !arg.startsWith('--'));
const compress = process.argv.includes('--compress');
const source = process.argv.includes('--source');
const port = Number(args[0] ?? process.env.PORT ?? 8080);
const host = process.env.HOST ?? '127.0.0.1';
const prefix = (args[1] ?? '/').replace(/\/?$/, '/');


/** The file a URL path names, or null if it would leave the served folders. */
function fileFor(urlPath) {
  const path = normalize(decodeURIComponent(urlPath)).replace(/^([/\\])+/, '');
  const [base, rest] = !source ? [distFolder, path]
    : path.startsWith(`pkg${sep}`) || path === 'pkg' ? [join(root, 'pkg'), path.slice(4)]
      : [join(root, 'www'), path];
  const file = resolve(base, rest || 'index.html');
  return file === base || file.startsWith(base + sep) ? file : null;
}


/** Files a host compresses: text and wasm, not the already compressed images. */
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.webmanifest', '.wasm', '.svg', '.txt']);
const compressedCache = new Map();

/** `body` brotli- or gzip-compressed if the client accepts it (cached per file and encoding). */
function compressed(body, file, accepted = '') {
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
}

const server = createServer(async (request, response) => {
  try {
    const url = new URL(request.url, 'http://localhost');
    if (!url.pathname.startsWith(prefix) && url.pathname !== prefix.slice(0, -1)) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found\n');
      return;
    }
    if (url.pathname === prefix.slice(0, -1)) {
      response.writeHead(301, { location: prefix }).end();
      return;
    }
    let file = fileFor(url.pathname.slice(prefix.length - 1));
    if (file && (await stat(file).catch(() => null))?.isDirectory()) file = join(file, 'index.html');
    const body = file && (await readFile(file).catch(() => null));
    if (!body) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found\n');
      return;
    }
    const { encoding, bytes } = compress ? compressed(body, file, request.headers['accept-encoding']) : { bytes: body };
    response.writeHead(200, {
      'content-type': contentType(file),
      'cache-control': !source && HASHED_NAME.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache',
      'content-security-policy': STRICT_CSP,
      ...(compress ? { vary: 'accept-encoding' } : {}),
      ...(encoding ? { 'content-encoding': encoding } : {}),
    });
    response.end(request.method === 'HEAD' ? undefined : bytes);
  } catch (error) {
    response.writeHead(400, { 'content-type': 'text/plain' }).end(`bad request: ${error.message}\n`);
  }
});

server.listen(port, host, () => {
  console.log(`Pathwayz is served on http://localhost:${port}${prefix} (Ctrl-C stops)`);
});
