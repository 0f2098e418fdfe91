// A small static server for development and tests (static-server.mjs). By default it serves the
// release build in dist/ (`./build.sh release`), as a host would: hashed files (scripts/release/)
// with a year's caching, the pages, sw.js and release.json revalidated on every visit. With
// --source it serves the sources as they are instead, `/pkg/...` from pkg/ (the built wasm) and
// the rest from www/, for working on the page without a release build (the service worker then
// caches nothing).
// Usage: node scripts/serve.mjs [port] [prefix] [--source] [--dist DIR] [--compress]: the port defaults to
// 8080 (or $PORT); with a prefix such as /games/pathwayz/ the site is served under that sub-path
// only, as a host that puts it in a folder would. With --compress, responses are compressed as a
// production host's would be (brotli or gzip, by the request's Accept-Encoding; used to measure
// the first load with Lighthouse, scripts/lighthouse/). Every response carries the strict
// Content-Security-Policy of scripts/strict-csp.mjs, so development and the browser tests run
// under it.
import { resolve } from 'node:path';
import { staticServer } from './static-server.mjs';

const argv = process.argv.slice(2);
const distAt = argv.indexOf('--dist');
/** The release folder served (default dist/; `--dist DIR` for another build). */
const dist = distAt >= 0 ? resolve(argv.splice(distAt, 2)[1]) : undefined;
const args = argv.filter((arg) => !arg.startsWith('--'));
const port = Number(args[0] ?? process.env.PORT ?? 8080);
const host = process.env.HOST ?? '127.0.0.1';
const prefix = (args[1] ?? '/').replace(/\/?$/, '/');

staticServer({ dist, prefix, source: argv.includes('--source'), compress: argv.includes('--compress') })
  .listen(port, host, () => {
    console.log(`Pathwayz is served on http://localhost:${port}${prefix} (Ctrl-C stops)`);
  });
