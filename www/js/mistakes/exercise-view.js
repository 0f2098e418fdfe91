// An exercise of the player's mistakes, under the board (`mode="mistakes"`): which of the deck it
// is, the game it comes from and what the review said of the move played there, what it asks
// ("White to play: find a better move than e4."), how the player is doing (checking, right and
// how close to PAI's best, or why the answer is not better and why the game's move failed, PAI
// playing that line out on the board), the buttons (Show solution, Try again, Next exercise, Back
// to your game), the player's progress, or why no exercise can be shown. It draws the snapshot's
// `puzzle` (the exercise runs on the puzzle machinery, puzzle-work.js) and `mistakes` (the deck,
// mistakes-work.js), and calls the controller's puzzle and the element's `nextMistake`,
// `leavePuzzles`.

import { MISTAKES_MODE } from '../modes/mistakes.js';
import { modeOf } from '../modes/mode-table.js';
import { problemContent } from '../panel/problem.js';
import { drawPuzzleShared, listenToPuzzleButtons } from '../puzzle/puzzle-panel.js';
import { otherColor } from '../game/color.js';
import exerciseWords from './exercise-words-en.js';
import panelWords from '../puzzle/puzzle-panel-words-en.js';
import { STYLES as PANEL_STYLES } from '../puzzle/puzzle-panel-css.js';

/** Its English words (element/features.js adds them when it loads). */
export const ENGLISH = { ...exerciseWords, ...panelWords };

/** Its styles (element/features.js: adopted when it loads). */
export const STYLES = [PANEL_STYLES];

const TEMPLATE = (say) => `
  <section class="exercise" part="exercise" aria-labelledby="exercise-title">
    <h2 id="exercise-title" class="exercise-title" part="exercise-title" tabindex="-1"></h2>
    <p class="exercise-from" part="exercise-from"></p>
    <p class="exercise-prompt" part="exercise-prompt"></p>
    <p class="exercise-feedback" role="status" aria-live="polite" part="exercise-feedback"></p>
    <div class="exercise-buttons" role="group" aria-label="${say('exerciseControls')}">
      <button type="button" class="action exercise-solution" part="button exercise-solution">${say('puzzleShowSolution')}</button>
      <button type="button" class="action exercise-retry" part="button exercise-retry">${say('puzzleTryAgain')}</button>
      <button type="button" class="action exercise-next" part="button exercise-next">${say('exerciseNext')}</button>
      <button type="button" class="action exercise-back" part="button exercise-back">${say('puzzleBack')}</button>
    </div>
    <p class="exercise-progress" part="exercise-progress"></p>
    <div class="problem exercise-problem" role="alert" part="exercise-problem" hidden>${problemContent('exercise', say)}
    </div>
  </section>`;

/** Why the game's move failed, after a wrong answer: the line PAI plays, and where it leads. */
function whyItFailed(puzzle, say) {
  const { wrong, answer, info } = puzzle;
  const line = wrong.refutation.join(' ');
  const forced = answer?.refutedForced;
  if (forced) return say('exerciseFailedForced', { move: info.move, line, winner: forced.winner, moves: forced.moves });
  return say('exerciseFailedChance', { move: info.move, line, chance: answer?.refutedChance ?? 0 });
}

/** Why the player's answer is not better. */
function whyNotBetter(puzzle, say) {
  const { move, why, winIn } = puzzle.wrong;
  const player = puzzle.info.toMove;
  if (why === 'same-move') return say('exerciseSameMove', { move });
  if (why === 'loses') return say('exerciseAnswerLoses', { move, color: otherColor(player), moves: winIn });
  if (why === 'misses-win') return say('exerciseAnswerMissesWin', { move, moves: winIn });
  if (why === 'worse') return say('exerciseAnswerWorse', { move, points: Math.round(100 * (puzzle.answer?.loss ?? 0)) });
  return say('exerciseNotBetter', { move });
}

/** The words under the exercise for its phase: how the player is doing. */
export function exerciseFeedbackOf(puzzle, say) {
  const { phase } = puzzle;
  if (phase === 'loading') return '';
  if (phase === 'checking') return say('puzzleChecking', { move: puzzle.last });
  if (phase === 'refuting' || phase === 'wrong') return `${whyNotBetter(puzzle, say)}${say('sentenceGap')}${whyItFailed(puzzle, say)}`;
  if (phase === 'showing') return say('puzzleShowing', { line: (puzzle.solution ?? []).join(' ') });
  if (phase === 'solved' && puzzle.shownSolution) return say('exerciseSolutionShown', { line: (puzzle.solution ?? []).join(' ') });
  if (phase === 'solved') return say('exerciseRight', { move: puzzle.answer?.move ?? puzzle.last, points: Math.round(100 * (puzzle.answer?.loss ?? 0)) });
  if (phase === 'solving' && puzzle.failed) return say('exerciseTryAnother');
  return say('puzzleYourMove', { color: puzzle.info.toMove });
}

/**
 * What the review said of the game's move: "Move 23 of your game against level 3: ...", with
 * `budget` the words of PAI's budget in that game (`budgetText`), null for a level alone.
 */
export function exerciseFromOf(exercise, say, budget = null) {
  // A move that walked into a forced loss may have cost few points: its verdict would mislead.
  const named = !['best', 'good'].includes(exercise.verdict);
  const verdict = named ? say(`verdict.${exercise.verdict}`) : '';
  const parts = [say('exerciseFrom', { ply: exercise.ply, level: exercise.level, budget, move: exercise.move, verdict, points: named ? Math.round(100 * exercise.loss) : 0 })];
  if (exercise.missedWin) parts.push(say('exerciseMissedWin', { moves: exercise.missedWin }));
  if (exercise.walkedIntoLoss) parts.push(say('exerciseWalkedIntoLoss', { color: otherColor(exercise.colour), moves: exercise.walkedIntoLoss }));
  return parts.join(say('sentenceGap'));
}

export class ExerciseView {
  /**
   * @param {HTMLElement} slot - receives the panel.
   * @param {object} host - the game element: `say`, `controller`, `nextMistake`, `leavePuzzles`.
   */
  constructor(slot, host) {
    this.slot = slot;
    this.host = host;
    slot.innerHTML = TEMPLATE(host.say);
    this.$ = (selector) => slot.querySelector(selector);
    listenToPuzzleButtons(slot, 'exercise', host);
    this.$('.exercise-next').addEventListener('click', () => host.nextMistake());
    this.drawn = null;
  }

  /** Draws the snapshot `state`. */
  render(state) {
    const puzzle = modeOf(state.settings) === MISTAKES_MODE ? state.puzzle : null;
    this.slot.hidden = !puzzle;
    if (!puzzle) {
      this.drawn = null;
      return;
    }
    const exercises = state.mistakes?.exercises ?? [];
    const canReturn = Boolean(state.gameBeforePuzzles);
    // The snapshot's parts are replaced, never changed: the same objects draw the same panel.
    const drawn = [puzzle, state.mistakes, canReturn];
    if (this.drawn && drawn.every((part, i) => part === this.drawn[i])) return;
    this.drawn = drawn;
    const say = this.host.say;
    const { phase, info } = puzzle;
    drawPuzzleShared(this.slot, 'exercise', puzzle, () => (info ? exerciseFeedbackOf(puzzle, say) : ''), canReturn);
    const index = info ? exercises.findIndex((exercise) => exercise.id === info.id) : -1;
    const exercise = index >= 0 ? exercises[index] : info?.exercise ?? null;
    const solvedCount = exercises.filter((each) => each.solved).length;
    this.$('.exercise-title').textContent = index >= 0
      ? say('exerciseTitle', { index: index + 1, count: exercises.length, solved: solvedCount })
      : say('exerciseTitlePlain');
    this.$('.exercise-from').hidden = !exercise;
    this.$('.exercise-from').textContent = exercise ? exerciseFromOf(exercise, say, this.host.budgetText({ level: exercise.level, positions: exercise.positions ?? null })) : '';
    this.$('.exercise-prompt').hidden = !info;
    this.$('.exercise-prompt').textContent = info ? say('exercisePrompt', { color: info.toMove, move: info.move }) : '';
    this.$('.exercise-solution').hidden = !(phase === 'solving' || phase === 'wrong');
    this.$('.exercise-next').hidden = phase === 'loading' || exercises.length === 0;
    // A new exercise opened from a button in the element that is gone now (the review's,
    // History's): the focus goes to its title, so the keyboard and a screen reader start there;
    // a focus elsewhere (a button still shown, the host page) stays where it is.
    if (info && info.id !== this.shownId) {
      const focused = this.slot.getRootNode().activeElement;
      if (focused?.closest('[hidden]')) this.$('.exercise-title').focus({ preventScroll: true });
    }
    this.shownId = info?.id ?? null;
    const progress = this.$('.exercise-progress');
    progress.hidden = !exercise || index < 0;
    progress.textContent = exercise && index >= 0 ? say(exercise.solved ? 'exerciseProgressSolved' : 'exerciseProgress', { tries: exercise.tries }) : '';
  }
}
