// The player's history, in a dialog: every finished game against PAI (date, strength, colour,
// result, and "coached, not rated" for a game the coach was on in; the newest first), each with a
// button that reopens it in review; export as a JSON file, import from one, and clearing it (asked
// twice). The games with friends have their own list in it (friend-games-view.js, in
// `.friend-games-slot`). It draws the snapshot's `history`
// (`{games, rating, ladder, confirmClear}`, the controller's) and the message line, and calls
// the actions of its host (the element: player-history.js).

/** `date` (an ISO date-time) as the player's local `YYYY-MM-DD HH:MM`. */
export function localDate(date) {
  const d = new Date(date);
  if (Number.isNaN(d.getTime())) return date;
  const two = (n) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())} ${two(d.getHours())}:${two(d.getMinutes())}`;
}

const TEMPLATE = (say) => `
  <h2 id="history-title">${say('historyTitle')}</h2>
  <p class="help">${say('historyHelp')}</p>
  <p class="history-rating" part="history-rating"></p>
  <p class="history-message" role="status" aria-live="polite" part="history-message"></p>
  <p class="history-empty" hidden>${say('historyEmpty')}</p>
  <div class="mistakes-deck-slot" hidden></div>
  <ol class="history-list" part="history-list" aria-labelledby="history-title"></ol>
  <div class="friend-games-slot" hidden></div>
  <div class="history-row">
    <button type="button" class="action export-history" part="button export-history">${say('historyExport')}</button>
    <button type="button" class="action import-history" part="button import-history">${say('historyImport')}</button>
    <input type="file" class="history-file" accept=".json,application/json" aria-label="${say('historyImportFile')}" hidden>
    <button type="button" class="action clear-history" part="button clear-history">${say('historyClear')}</button>
    <button type="button" class="action close-history" part="button close-history">${say('close')}</button>
  </div>
  <div class="history-confirm" role="group" aria-labelledby="history-confirm-text" part="history-confirm" hidden>
    <p id="history-confirm-text" class="history-confirm-text"></p>
    <button type="button" class="action clear-yes" part="button clear-yes">${say('historyClearYes')}</button>
    <button type="button" class="action clear-no" part="button clear-no">${say('historyClearNo')}</button>
  </div>`;

export class HistoryView {
  /**
   * @param {HTMLDialogElement} dialog - the history dialog.
   * @param {object} host - the element: `say`, `strengthName(strength)`, `budgetText(strength)`, `ratingText(state)` and the
   *   actions `reviewFromHistory(index)`, `exportHistory()`, `importHistory(file)`,
   *   `askClearHistory(asking)`, `clearHistory()`.
   */
  constructor(dialog, host) {
    this.dialog = dialog;
    this.host = host;
    dialog.setAttribute('aria-labelledby', 'history-title');
    dialog.innerHTML = TEMPLATE(host.say);
    this.$ = (selector) => dialog.querySelector(selector);
    this.listed = null;
    this.$('.history-list').addEventListener('click', (event) => {
      const button = event.target.closest('button[data-index]');
      if (button) host.reviewFromHistory(Number(button.dataset.index));
    });
    this.$('.export-history').addEventListener('click', () => host.exportHistory());
    this.$('.import-history').addEventListener('click', () => this.$('.history-file').click());
    this.$('.history-file').addEventListener('change', () => {
      const file = this.$('.history-file').files?.[0];
      this.$('.history-file').value = '';
      if (file) host.importHistory(file);
    });
    this.$('.clear-history').addEventListener('click', () => host.askClearHistory(true));
    this.$('.clear-no').addEventListener('click', () => host.askClearHistory(false));
    this.$('.clear-yes').addEventListener('click', () => host.clearHistory());
    this.$('.close-history').addEventListener('click', () => this.close());
  }

  open() {
    if (!this.dialog.open) this.dialog.showModal();
  }

  close() {
    if (this.dialog.open) this.dialog.close();
  }

  /** Draws the snapshot's history (nothing to draw without one: the element does not keep it). */
  render(state) {
    const history = state.history;
    if (!history) return;
    const say = this.host.say;
    this.$('.history-rating').textContent = this.host.ratingText(state);
    this.$('.history-message').textContent = state.message.text;
    const games = history.games;
    this.$('.history-empty').hidden = games.length > 0;
    this.$('.export-history').disabled = games.length === 0;
    this.$('.clear-history').disabled = games.length === 0;
    this.$('.history-confirm').hidden = !history.confirmClear;
    if (history.confirmClear) this.$('.history-confirm-text').textContent = say('historyClearConfirm', { count: games.length });
    // Asking moves the focus to the question's safe answer; the answer gives it back.
    if (history.confirmClear !== this.asking && this.dialog.open) {
      const focus = history.confirmClear ? this.$('.clear-no') : games.length ? this.$('.clear-history') : this.$('.close-history');
      if (this.asking !== undefined) focus.focus();
    }
    this.asking = history.confirmClear;
    if (games === this.listed) return;
    this.listed = games;
    const items = [];
    for (let index = games.length - 1; index >= 0; index--) {
      const game = games[index];
      const item = document.createElement('li');
      item.className = 'history-game';
      if (game.coached) item.dataset.coached = 'true';
      const strength = { level: game.level, positions: game.positions ?? null };
      const cells = [
        localDate(game.date),
        say('paiLevel', { level: game.level, name: this.host.strengthName(strength) }),
        say('side', { color: game.colour }),
        say(`historyResult.${game.result}`) + (game.coached ? ` · ${say('historyCoached')}` : ''),
      ].map((text, i) => Object.assign(document.createElement('span'), { className: `history-cell history-cell-${i}`, textContent: text }));
      const review = Object.assign(document.createElement('button'), { type: 'button', className: 'action history-review', textContent: say('historyReview') });
      review.setAttribute('part', 'button history-review');
      review.dataset.index = String(index);
      review.setAttribute('aria-label', say('historyReviewLabel', { date: localDate(game.date), level: game.level, budget: this.host.budgetText(strength) }));
      item.append(...cells, review);
      items.push(item);
    }
    this.$('.history-list').replaceChildren(...items);
  }
}
