// The bytes of a file the element ships (the weights, the ladder), by URL. A bundler may inline a
// small file as a data: URL; that is decoded here, since a strict Content-Security-Policy
// (connect-src 'self') refuses to fetch it.

/** Resolves with the bytes at `url` (a URL object); rejects with the file and the HTTP status. */
export async function fetchBytes(url) {
  if (url.protocol === 'data:') {
    const comma = url.href.indexOf(',');
    const [header, body] = [url.href.slice('data:'.length, comma), url.href.slice(comma + 1)];
    if (header.endsWith(';base64')) return Uint8Array.from(atob(body), (c) => c.charCodeAt(0));
    return new TextEncoder().encode(decodeURIComponent(body));
  }
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url.pathname.split('/').pop()}: HTTP ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}
