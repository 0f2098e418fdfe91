// Games with friends by link, for the element (<pathwayz-game>): opening a friend's link (from
// the address with `persist`, a link pasted in the panel, or a script's `openFriendLink`), and,
// with `persist`, keeping this device's copy of each game (friend-storage.js) after every change
// of the game shown, listing them for History (the store's `friendGames`, each with whose move
// it is, by the engine) and showing the game in the address (the link to send, or while it is
// the player's move the game's id: friend-address.js), so a reload opens it again. A copy is only ever replaced by the same game played on (the engine's
// `friendLinkRelation`): a game changed meanwhile in another tab is never written over. A part
// of the element (pathwayz-game.js), loaded on first use (element/part-on-first-use.js: at the
// start with `persist`), given the controller, the engine, the element's words and whether it
// keeps data (`persists()`); what it opens is announced by the controller (friend-work.js). A
// link opened without it is judged against the game shown (friend-work.js, `receive`).

import { Part } from '../element/part.js';
import { modeOf } from '../modes/mode-table.js';
import { loadOrSetAside } from '../storage/kept-list.js';
import { FRIENDS_KEY, loadFriendGames, parseFriendGames, saveFriendGames, withGame } from './friend-storage.js';
import { keptFields } from './friend-play.js';
import { friendFragment, gameFragment, gameInHash, linkFragment, linkInHash, linkTextOf, showInAddress } from './friend-address.js';

/** Its English words (element/features.js adds them when it loads). */
export { default as ENGLISH } from './friend-games-part-words-en.js';

/** This device's games with friends, and the links that open them. */
export class FriendGames extends Part {
  /**
   * @param {object} uses - `controller()`, `engine()`, `say()`, `persists()` (whether the element
   *   keeps data: `persist`, its storage key its own).
   */
  constructor(uses) {
    super(uses);
    /** The friend game last kept (the store's `friend`), so each change is kept once. */
    this.keptFriend = null;
    /** Whether the friend game shown is kept as it is (only then is its link put in the address). */
    this.keptNow = false;
    /**
     * The fragment in the address that this part put there or has opened: the only one it
     * changes (a link just pasted there waits for its own `hashchange`).
     */
    this.inAddress = null;
    this.onHash = () => this.openFromAddress();
    this.onStorage = (event) => {
      if (event.key === FRIENDS_KEY) this.readAgain();
    };
  }

  get engine() {
    return this.uses.engine();
  }

  /**
   * At the start: with `persist`, the kept games (a damaged list set aside, with a message) and a
   * friend's link in the address; and saving on every change of the game shown.
   */
  start() {
    if (this.uses.persists()) {
      const found = loadOrSetAside(FRIENDS_KEY, parseFriendGames, (problem) => this.say(`friendsProblem.${problem.key}`, problem), (games) => this.gamesProblem(games));
      if (found.problem) this.controller.addNote(found.aside ? this.say('friendsUnreadableKept', { reason: found.problem, key: found.aside }) : this.say('friendsUnreadable', { reason: found.problem }));
      this.controller.friend.setGames(found.items && this.standings(found.items));
    }
    this.controller.store.subscribe((state) => this.keep(state));
    this.listen();
    this.openFromAddress();
  }

  /** Hears a link put in the address and the kept games changed in another tab (with `persist`). */
  listen() {
    if (!this.uses.persists()) return;
    addEventListener('hashchange', this.onHash);
    addEventListener('storage', this.onStorage);
  }

  /** Stops hearing them (the element left the page). */
  stop() {
    removeEventListener('hashchange', this.onHash);
    removeEventListener('storage', this.onStorage);
  }

  /** Why the engine refuses a kept game (an id, a name or a record that is none), in the player's words, or null. */
  gamesProblem(games) {
    for (const [index, game] of games.entries()) {
      try {
        this.engine.encodeFriendLink({ gameId: game.id, record: game.record, white: game.white, black: game.black });
      } catch (error) {
        return this.say('friendsProblem.engine', { index: index + 1, detail: error.message });
      }
    }
    return null;
  }

  /** The kept `games`, each with how it stands as the engine replays it: `ply`, `toMove`, `winner`. */
  standings(games) {
    return games.map((kept) => {
      const game = this.engine.newGame();
      try {
        game.fromRecord(kept.record);
        return { ...kept, ply: game.moveList().length, toMove: game.toMove(), winner: game.winner() };
      } finally {
        game.free();
      }
    });
  }

  /**
   * The kept games as they are now in storage (another tab may have changed them), or null where
   * they cannot be read or the engine refuses one: then nothing is written over them.
   */
  readKept() {
    const found = loadFriendGames();
    return found.problem || this.gamesProblem(found.items) ? null : found.items;
  }

  /** The kept games changed in another tab: listed again, and the game shown follows when it was played on there. */
  readAgain() {
    if (!this.controller.state.friendGames) return;
    const games = this.readKept();
    if (!games) return;
    this.controller.friend.setGames(this.standings(games));
    const { friend } = this.controller.state;
    const there = friend && modeOf(this.controller.state.settings).byLink && games.find((kept) => kept.id === friend.id);
    if (!there || there.record === friend.record) return;
    const link = this.engine.encodeFriendLink({ gameId: there.id, record: there.record, white: there.white, black: there.black });
    if (this.engine.friendLinkRelation(friend.record, link) === 'extends') this.controller.friend.open(there, 'friendPlayedElsewhere');
  }

  /** The copy of game `id` this device keeps in storage (with `persist`), or null. */
  storedCopy(id) {
    return (this.controller.state.friendGames ? this.readKept()?.find((kept) => kept.id === id) : null) ?? null;
  }

  /**
   * Opens the friend's link in `input` (its text, or an address holding it): judged by the
   * engine against the copy kept here (friend-work.js's `receive`). Resolves with the result.
   */
  open(input) {
    return this.controller.friend.receive(linkTextOf(input), (id) => this.storedCopy(id));
  }

  /**
   * With `persist`: the friend's link in the address, or the kept game it names, if there is one
   * (the start, or a fragment put there).
   */
  openFromAddress() {
    if (!this.uses.persists()) return;
    const fragment = friendFragment();
    if (fragment === null) return;
    this.inAddress = fragment;
    const text = linkInHash(fragment);
    // The address then shows the game shown (a refused link, or a game not kept here, leaves it).
    const showAddress = () => this.showAddress(this.controller.state);
    if (text === null) {
      this.openKept(gameInHash(fragment));
      showAddress();
      return;
    }
    this.open(text).then(showAddress, (error) => this.controller.tellError('featureFailed', error));
  }

  /**
   * Hears every change: a friend game shown that changed is kept (with `persist`), and the
   * address shows its link (or, out of a friend game, no friend's link).
   */
  keep(state) {
    const shown = modeOf(state.settings).byLink ? state.friend : null;
    if (shown && shown !== this.keptFriend) {
      this.keptFriend = shown;
      this.keptNow = this.store(shown);
    }
    this.showAddress(state);
  }

  /**
   * The address for `state` (with `persist`), while a friend game is shown and kept: its link to
   * send, or, on the player's own move, its id (a link there would give a device without the
   * game the player's side); else no friend's fragment.
   */
  showAddress(state) {
    if (!this.uses.persists()) return;
    const shown = modeOf(state.settings).byLink ? state.friend : null;
    const wanted = !shown || !this.keptNow ? null : shown.sender === shown.me ? linkFragment(shown.link) : gameFragment(shown.id);
    const there = friendFragment();
    // A fragment the player just put in the address waits for its own `hashchange`.
    if (there !== null && there !== this.inAddress && there !== wanted) return;
    showInAddress(wanted);
    this.inAddress = wanted;
  }

  /**
   * Keeps `friend` (with `persist`): in place of its kept copy only when it is that copy played
   * on (or the same game); true when it is kept. A refused save is shown as a lasting notice.
   */
  store(friend) {
    if (!this.controller.state.friendGames) return false;
    const games = this.readKept();
    if (!games) return false;
    const copy = games.find((kept) => kept.id === friend.id);
    const entry = keptFields(friend);
    if (copy && copy.record !== friend.record && this.engine.friendLinkRelation(copy.record, friend.link) !== 'extends') {
      this.controller.tell(this.say('friendChangedElsewhere', { moves: this.standings([copy])[0].ply }));
      return false;
    }
    if (copy && JSON.stringify(copy) === JSON.stringify(entry)) return true;
    const kept = withGame(games, entry);
    if (!saveFriendGames(kept)) {
      this.controller.saveFailed();
      return false;
    }
    this.controller.saveWorked();
    this.controller.friend.setGames(this.standings(kept));
    return true;
  }

  /** Opens the kept game `id` (from History, or named in the address). */
  openKept(id) {
    const kept = this.readKept()?.find((game) => game.id === id) ?? this.controller.state.friendGames?.find((game) => game.id === id);
    if (kept) this.controller.friend.open(keptFields(kept), 'friend.same');
  }
}
