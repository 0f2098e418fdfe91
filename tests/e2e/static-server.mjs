// A static server for the tests that need a site other than the repository's own: a copy of the
// site at another version, a bundler's output, a second origin (a CDN). Sends the strict CSP
// unless told otherwise, and logs every request.
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { join, normalize, resolve, sep } from 'node:path';
import { STRICT_CSP } from '../../scripts/strict-csp.mjs';
import { contentType } from '../../scripts/content-types.mjs';


/**
 * Serves the folder `root` on a free port of 127.0.0.1.
 * @param {object} options - `headers(path)`: extra response headers for a path (replacing the
 *   CSP and cache-control defaults where they name them).
 * @returns {Promise<{url: string, log: string[], close: () => Promise<void>}>} `url` ends in `/`;
 *   `log` holds each request's path and query.
 */
export async function serveFolder(root, { headers = () => ({}) } = {}) {
  const log = [];
  const base = resolve(root);
  const server = createServer(async (request, response) => {
    const url = new URL(request.url, 'http://localhost');
    log.push(url.pathname + url.search);
    let file = resolve(base, normalize(decodeURIComponent(url.pathname)).replace(/^([/\\])+/, ''));
    if (file !== base && !file.startsWith(base + sep)) file = null;
    if (file && (await stat(file).catch(() => null))?.isDirectory()) file = join(file, 'index.html');
    const body = file && (await readFile(file).catch(() => null));
    if (!body) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found\n');
      return;
    }
    response.writeHead(200, {
      'content-type': contentType(file),
      'cache-control': 'no-cache',
      'content-security-policy': STRICT_CSP,
      ...headers(url.pathname),
    });
    response.end(body);
  });
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  return {
    url: `http://127.0.0.1:${server.address().port}/`,
    log,
    close: () => new Promise((done) => {
      server.closeAllConnections();
      server.close(done);
    }),
  };
}
