// The Content-Type the site's servers send for each kind of file the site holds (by extension);
// anything else is sent as bytes. The WebAssembly type matters: `compileStreaming` refuses any other.
import { extname } from 'node:path';

const TYPES = {
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

/** The Content-Type of the file at `path`. */
export function contentType(path) {
  return TYPES[extname(path)] ?? 'application/octet-stream';
}
