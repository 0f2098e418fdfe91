// The Content-Security-Policy the site, the embed page and the packaged element are tested
// under: the strict policy a publisher's page may have (docs/PUBLISHERS.md). No inline script or
// style, no eval; 'wasm-unsafe-eval' lets the engine's WebAssembly compile.
export const STRICT_CSP = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'; img-src 'self' data:; connect-src 'self'; worker-src 'self'";
