// A small static server for development and tests: `/pkg/...` comes from pkg/ (the built wasm),
// everything else from www/. Usage: node scripts/serve.mjs [port] [prefix]: the port defaults to
// 8080 (or $PORT); with a prefix such as /games/pathwayz/ the site is served under that sub-path
// only, as a host that puts it in a folder would. Every response carries the strict
// Content-Security-Policy of scripts/strict-csp.mjs, so development and the browser tests run
// under it.
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { STRICT_CSP } from './strict-csp.mjs';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const port = Number(process.argv[2] ?? process.env.PORT ?? 8080);
const host = process.env.HOST ?? '127.0.0.1';
const prefix = (process.argv[3] ?? '/').replace(/\/?$/, '/');

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.wasm': 'application/wasm',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.bin': 'application/octet-stream',
  '.txt': 'text/plain; charset=utf-8',
};

/** The file a URL path names, or null if it would leave the served folders. */
function fileFor(urlPath) {
  const path = normalize(decodeURIComponent(urlPath)).replace(/^([/\\])+/, '');
  const [base, rest] = path.startsWith(`pkg${sep}`) || path === 'pkg'
    ? [join(root, 'pkg'), path.slice(4)]
    : [join(root, 'www'), path];
  const file = resolve(base, rest || 'index.html');
  return file === base || file.startsWith(base + sep) ? file : null;
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
    response.writeHead(200, {
      'content-type': types[extname(file)] ?? 'application/octet-stream',
      'cache-control': 'no-cache',
      'content-security-policy': STRICT_CSP,
    });
    response.end(request.method === 'HEAD' ? undefined : body);
  } catch (error) {
    response.writeHead(400, { 'content-type': 'text/plain' }).end(`bad request: ${error.message}\n`);
  }
});

server.listen(port, host, () => {
  console.log(`Pathwayz is served on http://localhost:${port}${prefix} (Ctrl-C stops)`);
});
