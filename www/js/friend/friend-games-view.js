// The games with friends this device keeps, in the History dialog: for each (the last played on
// first) the friend's name, the colour played here, the number of moves, whose move it is or the
// result ("Your move", "Their move", "You won"), the date it last changed, and Open. It draws the
// snapshot's `friendGames` (friend-games.js), names only ever as text, and calls the element's
// `openFriendGame(id)`.

import { localDate } from '../history/history-view.js';
import { otherColor } from '../game/color.js';

const TEMPLATE = (say) => `
  <section class="friend-games" part="friend-games" aria-labelledby="friend-games-title">
    <h3 id="friend-games-title">${say('friendGamesTitle')}</h3>
    <p class="help friend-games-empty">${say('friendGamesEmpty')}</p>
    <ol class="friend-games-list" part="friend-games-list" aria-labelledby="friend-games-title"></ol>
  </section>`;

/** How kept game `game` stands for the player: `your-move`, `their-move`, `won`, `lost` or `draw`. */
export function standingOf(game) {
  if (game.winner === 'draw') return 'draw';
  if (game.winner) return game.winner === game.me ? 'won' : 'lost';
  return game.toMove === game.me ? 'your-move' : 'their-move';
}

export class FriendGamesView {
  /**
   * @param {HTMLElement} slot - receives the list (in the History dialog).
   * @param {object} host - the game element: `say`, `openFriendGame(id)`.
   */
  constructor(slot, host) {
    this.slot = slot;
    this.host = host;
    slot.innerHTML = TEMPLATE(host.say);
    this.$ = (selector) => slot.querySelector(selector);
    this.$('.friend-games-list').addEventListener('click', (event) => {
      const button = event.target.closest('button[data-id]');
      if (button) host.openFriendGame(button.dataset.id);
    });
    this.listed = undefined;
  }

  /** Draws the snapshot's `friendGames` (none kept, without `persist`: nothing shown). */
  render(state) {
    const games = state.friendGames;
    this.slot.hidden = !games;
    if (!games || games === this.listed) return;
    this.listed = games;
    const say = this.host.say;
    this.$('.friend-games-empty').hidden = games.length > 0;
    const items = [...games].sort((a, b) => (a.updated < b.updated ? 1 : a.updated > b.updated ? -1 : 0)).map((game) => {
      const name = game[otherColor(game.me)];
      const standing = standingOf(game);
      const item = document.createElement('li');
      item.className = 'friend-game';
      item.dataset.id = game.id;
      item.dataset.standing = standing;
      const cells = [
        name ?? say('friendUnnamed'),
        say('friendYouPlay', { color: game.me }),
        say('friendMoves', { count: game.ply }),
        say(`friendStanding.${standing}`),
        localDate(game.updated),
      ].map((text, i) => Object.assign(document.createElement('span'), { className: `friend-game-cell friend-game-cell-${i}`, textContent: text }));
      const open = Object.assign(document.createElement('button'), { type: 'button', className: 'action friend-game-open', textContent: say('friendGameOpen') });
      open.setAttribute('part', 'button friend-game-open');
      open.dataset.id = game.id;
      open.setAttribute('aria-label', say('friendGameOpenLabel', { name, moves: game.ply, standing: say(`friendStanding.${standing}`) }));
      item.append(...cells, open);
      return item;
    });
    this.$('.friend-games-list').replaceChildren(...items);
  }
}
