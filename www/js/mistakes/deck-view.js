// The ways into the "your mistakes" deck: in the History dialog, the deck (how many exercises the
// reviews gathered, how many are solved) with Practise your mistakes; in the review panel, how
// many of the player's moves in the game reviewed became exercises, with Learn from your
// mistakes. It draws the snapshot's `mistakes` (mistakes-work.js) and `review`, and calls the
// element's `openMistakes`.

const HISTORY_TEMPLATE = (say) => `
  <section class="mistakes-deck" part="mistakes-deck" aria-labelledby="mistakes-deck-title">
    <h3 id="mistakes-deck-title">${say('mistakesTitle')}</h3>
    <p class="mistakes-deck-summary"></p>
    <button type="button" class="action practise-mistakes" part="button practise-mistakes">${say('mistakesPractise')}</button>
  </section>`;

const REVIEW_TEMPLATE = (say) => `
  <div class="review-mistakes" part="review-mistakes">
    <p class="review-mistakes-text"></p>
    <button type="button" class="action learn-mistakes" part="button learn-mistakes">${say('mistakesLearn')}</button>
  </div>`;

export class DeckView {
  /**
   * @param {HTMLElement} slot - receives the view.
   * @param {object} host - the game element: `say`, `openMistakes(which)`.
   * @param {'history' | 'review'} where - the History dialog's deck, or the review's way in.
   */
  constructor(slot, host, where) {
    this.slot = slot;
    this.host = host;
    this.where = where;
    slot.innerHTML = (where === 'history' ? HISTORY_TEMPLATE : REVIEW_TEMPLATE)(host.say);
    this.$ = (selector) => slot.querySelector(selector);
    const button = this.$(where === 'history' ? '.practise-mistakes' : '.learn-mistakes');
    button.addEventListener('click', () => host.openMistakes(where === 'history' ? 'next' : 'review'));
    this.drawn = null;
  }

  /** Draws the snapshot `state`. */
  render(state) {
    const { mistakes, review } = state;
    // The snapshot's parts are replaced, never changed: the same deck and review draw the same.
    const drawn = [mistakes, review?.record ?? null];
    if (this.drawn && drawn.every((part, i) => part === this.drawn[i])) return;
    this.drawn = drawn;
    const exercises = mistakes?.exercises ?? null;
    const inDeck = new Set((exercises ?? []).map((exercise) => exercise.id));
    // The review's exercises: those of the game reviewed now, as far as the deck keeps them.
    const fromReview = review && mistakes?.fromReview?.record === review.record ? mistakes.fromReview.ids.filter((id) => inDeck.has(id)) : [];
    const say = this.host.say;
    if (this.where === 'history') {
      this.slot.hidden = !exercises;
      if (!exercises) return;
      const solved = exercises.filter((exercise) => exercise.solved).length;
      this.$('.mistakes-deck-summary').textContent = exercises.length
        ? say('mistakesSummary', { count: exercises.length, solved })
        : say('mistakesEmpty');
      this.$('.practise-mistakes').hidden = exercises.length === 0;
      return;
    }
    this.slot.hidden = fromReview.length === 0;
    const unsolved = (exercises ?? []).filter((exercise) => fromReview.includes(exercise.id) && !exercise.solved).length;
    this.$('.review-mistakes-text').textContent = say('mistakesFromReview', { count: fromReview.length, unsolved });
  }
}
