// A puzzle's panel under the board (`mode="puzzle"`): which puzzle (the daily one of its day, or
// its id), what it asks ("White to play and win in 2"), how the player is doing (checking, right,
// PAI's reply, why a wrong move fails with the line that refutes it, solved), the buttons (Hint,
// Show solution, Try again, Next puzzle, Back to your game), the theme Next chooses from (each
// with how many of its puzzles the player solved), a streak (Start a streak, how many it has
// solved, the best), the player's puzzle rating with its uncertainty, and a puzzle that cannot be
// shown (its reason, the engine's words folded under it). It draws the snapshot's `puzzle`,
// `puzzleRating`, `puzzleTheme`, `puzzleThemes`, `streaks` and `streak` (game-controller.js) and
// calls the controller's puzzle (puzzle-work.js) and the element's `openPuzzle`, `leavePuzzles`
// and `choosePuzzleTheme` (puzzle-mode.js).

import { promptOf } from './puzzle-catalogue.js';
import { ALL_THEMES, themeName } from './puzzle-themes.js';
import { bestStreak } from './streak.js';
import { PUZZLE_MODE } from '../modes/puzzle.js';
import { modeOf } from '../modes/mode-table.js';
import { problemContent } from '../panel/problem.js';
import { drawPuzzleShared, listenToPuzzleButtons } from './puzzle-panel.js';
import { otherColor } from '../game/color.js';
import puzzleWords from './puzzle-words-en.js';
import panelWords from './puzzle-panel-words-en.js';
import { STYLES as PANEL_STYLES } from './puzzle-panel-css.js';

/** Its English words (element/features.js adds them when it loads). */
export const ENGLISH = { ...puzzleWords, ...panelWords };

/** Its styles (element/features.js: adopted when it loads). */
export const STYLES = [PANEL_STYLES];

const TEMPLATE = (say) => `
  <section class="puzzle" part="puzzle" aria-labelledby="puzzle-title">
    <h2 id="puzzle-title" class="puzzle-title" part="puzzle-title"></h2>
    <p class="puzzle-prompt" part="puzzle-prompt"></p>
    <p class="puzzle-feedback" role="status" aria-live="polite" part="puzzle-feedback"></p>
    <div class="puzzle-buttons" role="group" aria-label="${say('puzzleControls')}">
      <button type="button" class="action puzzle-hint" part="button puzzle-hint">${say('puzzleHint')}</button>
      <button type="button" class="action puzzle-solution" part="button puzzle-solution">${say('puzzleShowSolution')}</button>
      <button type="button" class="action puzzle-retry" part="button puzzle-retry">${say('puzzleTryAgain')}</button>
      <button type="button" class="action puzzle-next" part="button puzzle-next">${say('puzzleNext')}</button>
      <button type="button" class="action puzzle-back" part="button puzzle-back">${say('puzzleBack')}</button>
    </div>
    <div class="puzzle-choice" part="puzzle-choice">
      <label class="puzzle-theme-label">${say('puzzleTheme')}
        <select class="puzzle-theme" part="puzzle-theme"></select>
      </label>
      <button type="button" class="action puzzle-streak-start" part="button puzzle-streak-start">${say('streakStart')}</button>
    </div>
    <p class="puzzle-streak" role="status" aria-live="polite" part="puzzle-streak"></p>
    <p class="puzzle-rating" part="puzzle-rating"></p>
    <p class="help puzzle-about"></p>
    <div class="problem puzzle-problem" role="alert" part="puzzle-problem" hidden>${problemContent('puzzle', say)}
    </div>
  </section>`;

/** The words under the puzzle for its phase: how the player is doing. */
export function feedbackOf(puzzle, say) {
  const { phase, info } = puzzle;
  const solver = info?.toMove;
  if (phase === 'loading') return say('puzzleLoading');
  if (phase === 'checking') return say('puzzleChecking', { move: puzzle.last });
  if (phase === 'replying') return say('puzzleRight');
  if (phase === 'solving' && puzzle.hinting) return say('puzzleHinting');
  if (phase === 'solving' && puzzle.region) return say('puzzleHintShown');
  // Just after PAI's reply (not after Try again, which goes back to a position with no word).
  if (phase === 'solving' && puzzle.played.length && puzzle.last === puzzle.played.at(-1)) return say('puzzleKeepGoing', { color: otherColor(solver), move: puzzle.last });
  if (phase === 'refuting' || phase === 'wrong') {
    const { move, why, winIn, refutation } = puzzle.wrong;
    if (why === 'opponent-wins') return say('puzzleWrongLoses', { move, color: otherColor(solver), moves: winIn, line: refutation.join(' ') });
    if (why === 'no-forced-win') return say('puzzleWrongNoWin', { move, reply: refutation[0], color: solver });
    return say('puzzleWrong', { move });
  }
  if (phase === 'showing') return say('puzzleShowing', { line: (puzzle.solution ?? []).join(' ') });
  if (phase === 'solved' && puzzle.shownSolution) return say('puzzleSolutionShown', { line: (puzzle.solution ?? []).join(' ') });
  if (phase === 'solved') return say(puzzle.failed ? 'puzzleSolvedHelped' : 'puzzleSolved');
  return say('puzzleYourMove', { color: solver });
}

export class PuzzleView {
  /**
   * @param {HTMLElement} slot - receives the panel.
   * @param {object} host - the game element: `say`, `controller`, `openPuzzle`, `leavePuzzles`,
   *   `puzzleRatingText`.
   */
  constructor(slot, host) {
    this.slot = slot;
    this.host = host;
    slot.innerHTML = TEMPLATE(host.say);
    this.$ = (selector) => slot.querySelector(selector);
    listenToPuzzleButtons(slot, 'puzzle', host);
    this.$('.puzzle-hint').addEventListener('click', () => host.controller.puzzles.hint());
    this.$('.puzzle-next').addEventListener('click', () => host.openPuzzle('next'));
    this.$('.puzzle-streak-start').addEventListener('click', () => host.openPuzzle('streak'));
    this.$('.puzzle-theme').addEventListener('change', (event) => host.choosePuzzleTheme(event.target.value));
    this.drawn = null;
  }

  /** Draws the snapshot `state`. */
  render(state) {
    const puzzle = modeOf(state.settings) === PUZZLE_MODE ? state.puzzle : null;
    this.slot.hidden = !puzzle;
    if (!puzzle) {
      this.drawn = null;
      return;
    }
    const canReturn = Boolean(state.gameBeforePuzzles);
    const key = JSON.stringify([puzzle, state.puzzleRating, canReturn, state.puzzleTheme, state.puzzleThemes, state.streaks, state.streak]);
    if (key === this.drawn) return;
    this.drawn = key;
    const say = this.host.say;
    const { phase, info } = puzzle;
    drawPuzzleShared(this.slot, 'puzzle', puzzle, () => feedbackOf(puzzle, say), canReturn);
    this.$('.puzzle-title').textContent = puzzle.daily ? say('puzzleDaily', { date: puzzle.daily }) : info ? say('puzzleTitle', { id: info.id }) : say('puzzleTitlePlain');
    // While the puzzle loads, its panel keeps the lines and buttons it will have (empty, or
    // disabled), so nothing under them moves when it opens (a layout shift for the page).
    const loading = phase === 'loading';
    const prompt = info ? promptOf(info) : null;
    this.$('.puzzle-prompt').hidden = !prompt && !loading;
    this.$('.puzzle-prompt').textContent = prompt ? say(prompt.key, prompt.params) : '\u00a0';
    const solving = phase === 'solving';
    this.$('.puzzle-hint').hidden = !solving && !loading;
    this.$('.puzzle-hint').disabled = loading || Boolean(puzzle.hinting || puzzle.region);
    this.$('.puzzle-solution').hidden = !(solving || loading || phase === 'wrong');
    this.$('.puzzle-solution').disabled = loading;
    this.$('.puzzle-next').disabled = loading;
    this.renderChoice(state, phase);
    const rating = this.host.puzzleRatingText(state.puzzleRating);
    this.$('.puzzle-rating').hidden = !rating;
    this.$('.puzzle-rating').textContent = rating;
    const about = this.$('.puzzle-about');
    about.hidden = !info && !loading;
    if (!info) about.textContent = '\u00a0';
    else {
      const counts = puzzle.counts === null ? [] : [say(puzzle.counts ? 'puzzleHelpCounts' : 'puzzleTriedBefore')];
      about.textContent = [say('puzzleAbout', { rating: Math.round(info.rating), difficulty: info.difficulty }), ...counts].join(' ');
    }
  }

  /**
   * The theme list, Start a streak and the streak's words. Until the puzzles are read (the day's
   * puzzle came from its shard: puzzle-mode.js), the list keeps its room, all the puzzles its one
   * theme (choosing it, an input, reads them); a puzzle file that could not be read (`phase`
   * problem) leaves it out.
   */
  renderChoice(state, phase) {
    const say = this.host.say;
    const streak = state.streak;
    const underWay = Boolean(streak && !streak.over);
    const pending = !state.puzzleThemes.length && phase !== 'problem';
    const select = this.$('.puzzle-theme');
    const option = (value, text, selected) => Object.assign(document.createElement('option'), { value, textContent: text, selected });
    select.replaceChildren(...(pending ? [option(ALL_THEMES, say('puzzleThemeAll'), true)] : state.puzzleThemes.map((theme) =>
      option(theme.theme, say('puzzleThemeCount', { name: themeName(theme, say), solved: theme.solved, count: theme.count }), theme.theme === state.puzzleTheme))));
    select.disabled = underWay;
    this.$('.puzzle-choice').hidden = !pending && !state.puzzleThemes.length;
    this.$('.puzzle-streak-start').hidden = underWay;
    this.$('.puzzle-streak-start').textContent = say(streak?.over ? 'streakAgain' : 'streakStart');
    const solved = state.streaks.at(-1)?.solved ?? 0;
    const best = bestStreak(state.streaks);
    const words = underWay ? say('streakUnderWay', { solved, best })
      : streak?.over ? say('streakOver', { solved, best })
        : best > 0 ? say('streakBest', { best }) : '';
    const line = this.$('.puzzle-streak');
    line.hidden = !words;
    line.textContent = words;
    line.dataset.streak = underWay ? 'on' : streak?.over ? 'over' : '';
  }
}
