// The ways into the "your mistakes" deck: in the History dialog, the deck (how many exercises the
// reviews gathered, how many are solved) with Practise your mistakes, and the sweep of the saved
// games not yet reviewed (Review N saved games for mistakes, its progress, Stop:
// games-sweep.js); in the review panel, how
// many of the player's moves in the game reviewed became exercises, with Learn from your
// mistakes. It draws the snapshot's `mistakes` (mistakes-work.js) and `review`, and calls the
// element's `openMistakes` and `toggleMistakesSweep`.

import { gamesToReview } from './games-sweep.js';

const HISTORY_TEMPLATE = (say) => `
  <section class="mistakes-deck" part="mistakes-deck" aria-labelledby="mistakes-deck-title">
    <h3 id="mistakes-deck-title">${say('mistakesTitle')}</h3>
    <p class="mistakes-deck-summary"></p>
    <p class="mistakes-sweep-text" role="status" aria-live="polite" part="mistakes-sweep-text"></p>
    <button type="button" class="action practise-mistakes" part="button practise-mistakes">${say('mistakesPractise')}</button>
    <button type="button" class="action sweep-mistakes" part="button sweep-mistakes"></button>
  </section>`;

const REVIEW_TEMPLATE = (say) => `
  <div class="review-mistakes" part="review-mistakes">
    <p class="review-mistakes-text"></p>
    <button type="button" class="action learn-mistakes" part="button learn-mistakes">${say('mistakesLearn')}</button>
  </div>`;

export class DeckView {
  /**
   * @param {HTMLElement} slot - receives the view.
   * @param {object} host - the game element: `say`, `openMistakes(which)`, `toggleMistakesSweep()`.
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
    if (where === 'history') this.$('.sweep-mistakes').addEventListener('click', () => host.toggleMistakesSweep());
    this.drawn = null;
  }

  /** Draws the snapshot `state`. */
  render(state) {
    const { mistakes, review } = state;
    // The snapshot's parts are replaced, never changed: the same deck and review draw the same.
    const drawn = [mistakes, review?.record ?? null, state.history];
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
      const waiting = gamesToReview(state).length;
      // With saved games to review, the button says what gathers the exercises: the summary is short.
      this.$('.mistakes-deck-summary').textContent = exercises.length
        ? say('mistakesSummary', { count: exercises.length, solved })
        : say(waiting ? 'mistakesNoneYet' : 'mistakesEmpty');
      this.$('.practise-mistakes').hidden = exercises.length === 0;
      this.drawSweep(state.mistakes.sweep, waiting);
      return;
    }
    this.slot.hidden = fromReview.length === 0;
    const unsolved = (exercises ?? []).filter((exercise) => fromReview.includes(exercise.id) && !exercise.solved).length;
    this.$('.review-mistakes-text').textContent = say('mistakesFromReview', { count: fromReview.length, unsolved });
  }

  /**
   * The sweep's button (Review N saved games for mistakes, `waiting` the games not yet reviewed,
   * or Stop while it runs) and its line (its progress, or what it found).
   */
  drawSweep(sweep, waiting) {
    const say = this.host.say;
    const text = this.$('.mistakes-sweep-text');
    const button = this.$('.sweep-mistakes');
    if (sweep?.running) text.textContent = say('mistakesSweepRunning', sweep);
    else text.textContent = sweep && !waiting ? say('mistakesSweepDone', sweep) : '';
    text.hidden = !text.textContent;
    button.hidden = !sweep?.running && !waiting;
    button.textContent = sweep?.running ? say('mistakesSweepStop') : say('mistakesSweepStart', { count: waiting });
  }
}
