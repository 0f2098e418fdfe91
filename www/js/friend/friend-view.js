// A game with a friend's panel under the board (`mode="friend"`): whose move it is and what to do
// ("Your move: then send Bob the link that appears here", "Send this link to Bob"), the link to
// send when the player has moved (or invites), with Copy and, where the browser has one, Share
// (the system's share sheet); the player's name for the game's links; a field to open a link the
// friend sent; Back to your game. It draws the snapshot's `friend` and `game` (store.js), names
// only ever as text, and calls the controller's friend work (friend-work.js) and the element's
// `friendLink` and `openFriendLink` (friend-games.js); it copies and shares the link itself.

import { modeOf } from '../modes/mode-table.js';
import { friendUrl } from './friend-address.js';
import { otherColor } from '../game/color.js';
import { STYLES as OWN_STYLES } from './friend-css.js';

/** Its English words (element/features.js adds them when it loads). */
export { default as ENGLISH } from './friend-words-en.js';

/** Its styles (element/features.js: adopted when it loads). */
export const STYLES = [OWN_STYLES];

const TEMPLATE = (say) => `
  <section class="friend panel" part="friend panel" aria-labelledby="friend-title">
    <h2 id="friend-title">${say('friendTitle')}</h2>
    <p class="friend-turn" role="status" aria-live="polite" part="friend-turn"></p>
    <div class="friend-send" part="friend-send" hidden>
      <label class="friend-field">${say('friendLinkField')}
        <input type="text" class="friend-link" readonly spellcheck="false" part="friend-link"></label>
      <div class="friend-buttons">
        <button type="button" class="action copy-friend-link" part="button copy-friend-link">${say('friendCopy')}</button>
        <button type="button" class="action share-friend-link" part="button share-friend-link" hidden>${say('friendShare')}</button>
      </div>
    </div>
    <label class="friend-field">${say('friendNameField')}
      <input type="text" class="friend-name" autocomplete="nickname" spellcheck="false" part="friend-name"></label>
    <details class="friend-open" part="friend-open">
      <summary>${say('friendOpenTitle')}</summary>
      <label class="friend-field">${say('friendPasteField')}
        <input type="text" class="friend-paste" inputmode="url" spellcheck="false" part="friend-paste"></label>
      <button type="button" class="action open-friend-link" part="button open-friend-link">${say('friendOpen')}</button>
    </details>
    <button type="button" class="action friend-back" part="button friend-back" hidden>${say('friendBack')}</button>
  </section>`;

/** What the panel says for the friend game `friend` with the game `game` in it. */
export function turnText(friend, game, say) {
  const name = friend[otherColor(friend.me)];
  const sent = friend.sender === friend.me;
  if (game.winner !== null) {
    const result = game.winner === 'draw' ? say('friendResultDraw') : say(game.winner === friend.me ? 'friendResultWon' : 'friendResultLost', { name });
    return sent ? `${result}${say('sentenceGap')}${say('friendSendLast', { name })}` : result;
  }
  if (game.toMove === friend.me) return say('friendYourTurn', { name });
  return game.ply === 0 ? say('friendInvite', { name, color: game.toMove }) : say('friendSend', { name });
}

export class FriendView {
  /**
   * @param {HTMLElement} slot - receives the panel.
   * @param {object} host - the game element: `say`, `controller`, `friendLink` (the address of
   *   the link to send) and `openFriendLink(text)`.
   */
  constructor(slot, host) {
    this.slot = slot;
    this.host = host;
    slot.innerHTML = TEMPLATE(host.say);
    this.$ = (selector) => slot.querySelector(selector);
    const friend = () => host.controller.friend;
    this.$('.copy-friend-link').addEventListener('click', async () => {
      // Where the clipboard refuses, the link is selected for the player to copy.
      if (!(await this.copyLink())) this.$('.friend-link').select();
    });
    this.$('.share-friend-link').addEventListener('click', () => this.shareLink());
    this.$('.friend-link').addEventListener('focus', () => this.$('.friend-link').select());
    // A name the engine refuses stays in the field, marked, for the player to mend (the message says why).
    this.$('.friend-name').addEventListener('change', () => {
      const taken = friend().setMyName(this.$('.friend-name').value);
      this.$('.friend-name').setAttribute('aria-invalid', String(!taken));
      if (!taken) this.drawn = null;
    });
    const open = () => {
      const field = this.$('.friend-paste');
      if (!field.value.trim()) return;
      const text = field.value;
      host.openFriendLink(text).then((result) => {
        // Cleared once opened, unless the player typed something else meanwhile.
        if (result !== 'refused' && field.value === text) field.value = '';
      }, (error) => host.controller.tellError('featureFailed', error));
    };
    this.$('.open-friend-link').addEventListener('click', open);
    this.$('.friend-paste').addEventListener('keydown', (event) => {
      if (event.key === 'Enter') open();
    });
    this.$('.friend-back').addEventListener('click', () => friend().leave());
    this.drawn = null;
  }

  /** Copies the link to send; false where the clipboard refused (the player then copies it by hand). */
  async copyLink() {
    const url = this.host.friendLink;
    if (!url) return false;
    try {
      await navigator.clipboard.writeText(url);
      this.host.controller.tell(this.host.say('friendLinkCopied'));
      return true;
    } catch {
      this.host.controller.tell(this.host.say('copyByHand'));
      return false;
    }
  }

  /** Offers the link to send to the system's share sheet (phones), where the browser has one. */
  async shareLink() {
    const url = this.host.friendLink;
    if (!url || typeof navigator.share !== 'function') return;
    const { friend } = this.host.controller.state;
    try {
      await navigator.share({ title: this.host.say('friendShareTitle'), text: this.host.say('friendShareText', { name: friend[friend.me] }), url });
    } catch {
      // The player closed the sheet: nothing to say.
    }
  }

  /** Draws the snapshot `state`. */
  render(state) {
    const friend = modeOf(state.settings).byLink ? state.friend : null;
    this.slot.hidden = !friend;
    if (!friend) {
      this.drawn = null;
      return;
    }
    const { game } = state;
    const key = JSON.stringify([friend.link, friend.me, friend.white, friend.black, friend.before?.record ?? null, game.record, game.winner]);
    if (key === this.drawn) return;
    this.drawn = key;
    const say = this.host.say;
    const root = this.$('.friend');
    root.dataset.id = friend.id;
    root.dataset.me = friend.me;
    this.$('.friend-turn').textContent = turnText(friend, game, say);
    const send = friend.sender === friend.me;
    this.$('.friend-send').hidden = !send;
    this.$('.friend-link').value = send ? friendUrl(friend.link) : '';
    this.$('.share-friend-link').hidden = typeof navigator.share !== 'function';
    const name = this.$('.friend-name');
    // Not while the player types in it.
    if (name.getRootNode().activeElement !== name) {
      name.value = friend[friend.me] ?? '';
      name.removeAttribute('aria-invalid');
    }
    this.$('.friend-back').hidden = !friend.before;
  }
}
