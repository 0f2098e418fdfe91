// A friend's link in the page's address: the page's own address with the link's text as its
// fragment, `https://example.org/pathwayz/#friend=AY_hoC...`, so it opens from a static host
// and offline, and nothing of the game is ever sent to a server (a fragment stays in the
// browser). The text is the engine's (`encodeFriendLink`): URL-safe as it is, never decoded here;
// whether it is a link at all, and not too long, is the engine's to say.

const PREFIX = '#friend=';

/** The link's text in an address or a fragment (`...#friend=TEXT`), else `input` itself, trimmed: what a player pastes. */
export function linkTextOf(input) {
  const text = String(input ?? '');
  const at = text.indexOf(PREFIX);
  return at >= 0 ? text.slice(at + PREFIX.length) : text.trim();
}

/** The link's text in the fragment `hash` (`location.hash`), or null when it holds no friend's link. */
export function linkInHash(hash = location.hash) {
  return hash.startsWith(PREFIX) ? hash.slice(PREFIX.length) : null;
}

/** The address that opens the link `text` on this page. */
export function friendUrl(text, base = location.href) {
  return `${base.split('#')[0]}${PREFIX}${text}`;
}

/**
 * Shows the link `text` in the address, so a reload opens the game again; null takes a friend's
 * link out of it (any other fragment stays).
 */
export function showInAddress(text) {
  const wanted = text === null ? '' : `${PREFIX}${text}`;
  if (wanted === location.hash || (text === null && linkInHash() === null)) return;
  try {
    history.replaceState(history.state, '', wanted || location.pathname + location.search);
  } catch {
    // A sandboxed page may refuse: the game is kept all the same.
  }
}
