// A friend's link in the page's address: the page's own address with the link's text as its
// fragment, `https://example.org/pathwayz/#friend=AY_hoC...`, so it opens from a static host
// and offline, and nothing of the game is ever sent to a server (a fragment stays in the
// browser). The text is the engine's (`encodeFriendLink`): URL-safe as it is, never decoded here;
// whether it is a link at all, and not too long, is the engine's to say. While it is the player's
// own move the address names the game kept here instead, `#friend-game=ID`: a reload opens it
// again, and a copy of the address sent by mistake gives no one the player's side.

const LINK = '#friend=';
const GAME = '#friend-game=';

/** The link's text in an address or a fragment (`...#friend=TEXT`), else `input` itself, trimmed: what a player pastes. */
export function linkTextOf(input) {
  const text = String(input ?? '');
  const at = text.indexOf(LINK);
  return at >= 0 ? text.slice(at + LINK.length) : text.trim();
}

/** The link's text in the fragment `hash` (`location.hash`), or null when it holds no friend's link. */
export function linkInHash(hash = location.hash) {
  return hash.startsWith(LINK) ? hash.slice(LINK.length) : null;
}

/** The id of the kept game the fragment `hash` names (`#friend-game=ID`), or null. */
export function gameInHash(hash = location.hash) {
  return hash.startsWith(GAME) ? hash.slice(GAME.length) : null;
}

/** The fragment holding the link `text`. */
export function linkFragment(text) {
  return `${LINK}${text}`;
}

/** The fragment naming the kept game `id`. */
export function gameFragment(id) {
  return `${GAME}${id}`;
}

/** The address that opens the link `text` on this page. */
export function friendUrl(text, base = location.href) {
  return `${base.split('#')[0]}${LINK}${text}`;
}

/** The fragment `hash` if it is one of a game with a friend (a link, or a kept game's name), else null. */
export function friendFragment(hash = location.hash) {
  return linkInHash(hash) !== null || gameInHash(hash) !== null ? hash : null;
}

/**
 * Puts the fragment `fragment` in the address (`linkFragment`, `gameFragment`), so a reload opens
 * the game again; null takes a game with a friend's fragment out of it (any other stays).
 */
export function showInAddress(fragment) {
  if ((fragment ?? '') === location.hash || (fragment === null && friendFragment() === null)) return;
  try {
    history.replaceState(history.state, '', fragment ?? location.pathname + location.search);
  } catch {
    // A sandboxed page may refuse: the game is kept all the same.
  }
}
