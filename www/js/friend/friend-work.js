// A game with a friend by link, the controller's work loaded the first time it is needed
// (friend-play.js, the controller's `friend`, loads it with its words): the game shown and its
// link to send, in the store's `friend`: `{id, me, white, black, record, started, updated, link,
// sender, before}` (`me` the colour played here, `white` and `black` the names or null, `link`
// the game's link as the engine writes it, `sender` the colour it comes from, `before` the game
// played before this one, to go back to). After the player's move the game gets its new link
// (announced as `friend-link`); a friend's link opened here (`receive`) is read and judged by the
// engine (`decodeFriendLink`, `friendLinkRelation`): a new game, the kept game played on, the same
// one, an older link or a conflict, which never changes the kept copy (announced as
// `friend-open`). Knows nothing of the DOM or of storage.

import { FRIEND_MODE } from '../modes/friend.js';
import { explainError } from '../engine/engine-errors.js';
import { otherColor } from '../game/color.js';
import { keptFields } from './friend-play.js';

/** Its English words (friend-play.js adds them when it loads). */
export { default as ENGLISH } from './friend-work-words-en.js';

export class FriendWork {
  /**
   * @param {object} controller - the game controller: `state`, `update`, `mode()`, `say`, `loadRecord`, `tell`, `onEvent`.
   * @param {object} uses - `links` (the engine's module with the friend links: the page's, or
   *   the data module) and `before()` (the game to go back to, friend-play.js).
   */
  constructor(controller, { links, before }) {
    this.controller = controller;
    this.engine = links;
    this.before = before;
    /** The name the player gave last, offered for their next game. */
    this.lastName = null;
  }

  get say() {
    return this.controller.say;
  }

  /** `game` with its link and the colour the link comes from, as the engine writes and reads it (throws its refusal). */
  withLink(game) {
    const link = this.engine.encodeFriendLink({ gameId: game.id, record: game.record, white: game.white, black: game.black });
    return { ...game, link, sender: this.engine.decodeFriendLink(link).sender };
  }

  /** The friend's name in `friend` (the other colour's), or null where they gave none. */
  friendName(friend) {
    return friend[otherColor(friend.me)];
  }

  /**
   * After a change of the game or the settings in a game by link: the game shown is the friend
   * game (`friend`) as it is, or played on by the player's move (its new link announced), or else
   * a new friend game begins from the position shown (the kept one is left as it was).
   */
  refresh() {
    const controller = this.controller;
    const { settings, game, friend } = controller.state;
    if (!controller.mode().byLink) return;
    if (friend && friend.me === settings.humanColor) {
      if (friend.record === game.record) return;
      const next = this.playedOn(friend, game.record);
      if (next) {
        controller.update({ friend: next });
        this.announce(next);
        return;
      }
    }
    this.begin();
  }

  /** `friend` with `record` after the player's move, or null when `record` does not play it on. */
  playedOn(friend, record) {
    try {
      const next = this.withLink({ ...friend, record, updated: new Date().toISOString() });
      return this.engine.friendLinkRelation(friend.record, next.link) === 'extends' ? next : null;
    } catch {
      return null;
    }
  }

  /** A new game with a friend from the position shown: a new id, the player's colour, their last name. */
  begin() {
    const { settings, game, friendGames } = this.controller.state;
    const me = settings.humanColor;
    const now = new Date().toISOString();
    const latest = friendGames?.reduce((last, kept) => (!last || kept.updated > last.updated ? kept : last), null);
    const name = this.lastName ?? (latest ? latest[latest.me] : null);
    const fresh = { id: this.engine.newFriendGameId(), me, white: null, black: null, record: game.record, started: now, updated: now };
    let friend;
    try {
      friend = this.withLink({ ...fresh, [me]: name });
    } catch {
      friend = this.withLink(fresh);
    }
    this.controller.update({ friend: { ...friend, before: this.before() } });
    this.announce(friend);
  }

  /** Announces the link to send (`friend-link`), when it is the player's own: their move, or their invitation. */
  announce(friend) {
    if (friend.sender !== friend.me) return;
    const { link, id, record, white, black, sender } = friend;
    this.controller.onEvent('friend-link', { link, gameId: id, record, white, black, sender });
  }

  /**
   * Opens the friend's link `text`; `stored(id)` is the copy of game `id` this device keeps in
   * storage (null when none: friend-games.js, with `persist`), else the game shown is the copy
   * kept, if it is that one. The engine reads it and says how it stands to the kept copy: `new` (a game not
   * kept here: the player plays the colour the link was not sent by), `extends` (the friend
   * played on: the game takes their move and their name), `same`, `older` or `conflict` (the kept
   * copy is shown as it is, never changed), or `refused` (cut, changed, too long, of a newer
   * format: nothing changes). Said on the message line and announced (`friend-open`); returns
   * the result.
   */
  receive(text, stored = () => null) {
    const say = this.say;
    const kept = (id) => stored(id) ?? (this.controller.state.friend?.id === id ? keptFields(this.controller.state.friend) : null);
    let link;
    try {
      link = this.engine.decodeFriendLink(text);
    } catch (error) {
      return this.refuse(error, null);
    }
    const now = new Date().toISOString();
    const copy = kept(link.gameId);
    if (!copy) {
      const me = otherColor(link.sender);
      const friend = this.show({ id: link.gameId, me, white: link.white, black: link.black, record: link.record, started: now, updated: now });
      this.controller.tell(say('friendNew', { name: this.friendName(friend), color: me, yourMove: this.yourMove(friend) }));
      return this.opened('new', { gameId: link.gameId, record: link.record });
    }
    let relation;
    try {
      relation = this.engine.friendLinkRelation(copy.record, text);
    } catch (error) {
      return this.refuse(error, link.gameId);
    }
    if (relation === 'extends') {
      // The friend's move, and their name as they give it; the player's own stays as kept here.
      const theirs = otherColor(copy.me);
      const friend = this.show({ ...keptFields(copy), record: link.record, [theirs]: link[theirs] ?? copy[theirs], updated: now });
      const move = this.engine.recordMoves(link.record).at(-1);
      this.controller.tell(say('friendMoved', { name: this.friendName(friend), move, yourMove: this.yourMove(friend) }));
    } else {
      // Shown as kept, never changed: the same game, an older link of it, or a conflicting one.
      const friend = this.show(keptFields(copy));
      const linkMoves = this.engine.recordMoves(link.record).length;
      this.controller.tell(say(`friend.${relation}`, { name: this.friendName(friend), linkMoves, keptMoves: this.controller.state.game.ply }));
    }
    return this.opened(relation, { gameId: link.gameId, record: link.record });
  }

  /**
   * A link the engine refused (`error`): said in the player's language from the engine's `reason`
   * (`too-long`, `damaged`, `newer-format`, `malformed` or `bad-record`), with the engine's words
   * under it; nothing changed.
   */
  refuse(error, gameId) {
    const { ply } = explainError(error, this.say);
    const cause = error?.reason ?? null;
    this.controller.tell(this.say('friendRefused', { cause, ply, detail: error.message }), error.message);
    return this.opened('refused', { gameId, record: null, message: error.message, kind: error.kind ?? 'internal', reason: cause });
  }

  /** Whether the player is to move in the friend game shown. */
  yourMove(friend) {
    const { game } = this.controller.state;
    return game.winner === null && game.toMove === friend.me;
  }

  /** Announces a link opened (`friend-open`: `{result, gameId, record, ...}`) and returns its result. */
  opened(result, detail) {
    this.controller.onEvent('friend-open', { result, ...detail });
    return result;
  }

  /**
   * Shows the friend game `game` (kept fields): its link made, the game before it kept to go back
   * to, the board turned to the player's side. Returns the store's `friend`.
   */
  show(game) {
    const friend = { ...this.withLink(game), before: this.before() };
    this.controller.update({ friend });
    this.controller.loadRecord(game.record, { mode: FRIEND_MODE.name, humanColor: game.me });
    return friend;
  }

  /** Opens a game kept here as it is (from History, or played on in another tab), said by the message `key`. */
  open(kept, key) {
    const friend = this.show(keptFields(kept));
    this.controller.tell(this.say(key, { name: this.friendName(friend), yourMove: this.yourMove(friend) }));
  }

  /**
   * The player's name in the game shown (`text`, trimmed; empty: none), for this game's links
   * from now on; a name the engine refuses changes nothing and is said. Returns whether it was taken.
   */
  setMyName(text) {
    const { friend } = this.controller.state;
    if (!friend) return false;
    const name = String(text ?? '').trim() || null;
    if (name === friend[friend.me]) return true;
    let next;
    try {
      next = this.withLink({ ...friend, [friend.me]: name, updated: new Date().toISOString() });
    } catch (error) {
      const { text: reason } = explainError(error, this.say);
      this.controller.tell(this.say('friendNameRefused', { reason, detail: error.message }), error.message);
      return false;
    }
    this.lastName = name;
    this.controller.update({ friend: next });
    this.announce(next);
    this.controller.tell(this.say(name ? 'friendNameSet' : 'friendNameCleared', { name }));
    return true;
  }

  /** Back to the game played before the friend's (the friend's game stays kept). */
  leave() {
    const before = this.controller.state.friend?.before;
    if (!before || !this.controller.mode().byLink) return;
    this.controller.loadRecord(before.record, before.settings);
  }
}
