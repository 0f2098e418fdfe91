// A game with a friend by link, as the controller holds it from its start (game-controller.js's
// `friend`): the game saved in progress noted to go back to, the link to send and the games kept
// here, read from the store and put in it. The rest (the links written, read and judged, a
// friend's game begun, shown, named or left: friend-work.js) loads with its English words the
// first time a game by link is in play, a link is opened or a kept game shown; with it the
// engine's friend links, from the page's engine where it has them, else from the data module (a
// page begun on the core, which has none: src/wasm/mod.rs).

import { addWords } from '../i18n/i18n.js';
import { modeOf } from '../modes/mode-table.js';

/**
 * The fields of a friend game that are kept (friend-storage.js): id, colours, names, record,
 * dates. Here, in the element's own code, for the work and the kept games' part alike.
 */
export function keptFields({ id, me, white, black, record, started, updated }) {
  return { id, me, white, black, record, started, updated };
}

/** friend-work.js's module, its English words added to the table. */
async function loadFriendWork() {
  const module = await import('./friend-work.js');
  addWords('en', module.ENGLISH);
  return module;
}

export class FriendPlay {
  /**
   * @param {object} controller - the game controller: `state`, `update`, `mode()`, `engine`,
   *   `readers()` (the data module where `engine` has no links) and `tellError`.
   */
  constructor(controller) {
    this.controller = controller;
    /** The last game saved in progress (`{record, settings}`), to go back to from a friend's game. */
    this.lastGame = null;
    /** The work (friend-work.js), once loaded; else null. */
    this.work = null;
    this.loading = null;
  }

  /** Resolves with the work, loaded once with the engine's links; rejects when either cannot load (a later call tries again). */
  loaded() {
    this.loading ??= Promise.all([loadFriendWork(), this.links()]).then(([{ FriendWork }, links]) => {
      this.work = new FriendWork(this.controller, { links, before: () => this.before() });
      return this.work;
    }, (error) => {
      this.loading = null;
      throw error;
    });
    return this.loading;
  }

  /** The work's load while it is under way (what the element's `updateComplete` waits for), else null. */
  get pending() {
    return this.work ? null : this.loading;
  }

  /** The engine's module with the friend links: the controller's, or its data readers'. */
  links() {
    const { engine } = this.controller;
    return typeof engine.encodeFriendLink === 'function' ? Promise.resolve(engine) : this.controller.readers();
  }

  /** `work(friendWork)` now where it is loaded, else once it is (a load that fails is told). */
  withWork(work) {
    if (this.work) {
      work(this.work);
      return;
    }
    this.loaded().then(work, (error) => this.controller.tellError('featureFailed', error));
  }

  /**
   * After a change of the game or the settings. Out of a game with a friend, notes the game saved
   * in progress (to go back to); in one, the work brings the game shown and its link up to date
   * (friend-work.js, `refresh`: loaded first if need be, then reading the store as it is).
   */
  refresh() {
    const { settings, game } = this.controller.state;
    const mode = this.controller.mode();
    if (!mode.byLink) {
      if (mode.savesGame) this.lastGame = { record: game.record, settings };
      return;
    }
    this.withWork((work) => work.refresh());
  }

  /** The game to go back to from a friend's game: the last game saved in progress, if it had moves. */
  before() {
    return this.lastGame?.record ? this.lastGame : null;
  }

  /** A new game with a friend begins at the next refresh (a new game was asked for). */
  forget() {
    if (this.controller.state.friend) this.controller.update({ friend: null });
  }

  /** The link to send (the player's own: their move or invitation), as the engine wrote it, or null. */
  linkToSend() {
    const { friend, settings } = this.controller.state;
    return friend && modeOf(settings).byLink && friend.sender === friend.me ? friend.link : null;
  }

  /** The kept games with friends (`[{...kept, ply, toMove, winner}]`, friend-games.js), or null where none are kept. */
  setGames(games) {
    this.controller.update({ friendGames: games });
  }

  /**
   * Opens a friend's link `text`, judged against the copy `stored(id)` kept here (friend-work.js,
   * `receive`); resolves with the result. Opened at once where the work is here (so nothing else
   * changes the store before the link's game is shown), else once it is.
   */
  receive(text, stored = () => null) {
    if (this.work) return Promise.resolve(this.work.receive(text, stored));
    return this.loaded().then((work) => work.receive(text, stored));
  }

  /** Shows a game kept here (`kept`), said by the message `key` (friend-work.js, `open`). */
  open(kept, key) {
    this.withWork((work) => work.open(kept, key));
  }

  /** The player's name in the friend game shown (friend-work.js, `setMyName`): whether it was taken; false without one. */
  setMyName(text) {
    return this.work ? this.work.setMyName(text) : false;
  }

  /** Back to the game played before the friend's (friend-work.js, `leave`). */
  leave() {
    this.work?.leave();
  }
}
