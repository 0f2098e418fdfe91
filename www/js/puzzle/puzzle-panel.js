// What the puzzle's panel (puzzle-view.js) and an exercise's (mistakes/exercise-view.js) share,
// both drawn from the snapshot's `puzzle` of the puzzle machinery (puzzle-work.js): the feedback
// line and its tone, the problem, Show solution, Try again and Back to your game. Each panel's
// class names begin with its name (`puzzle-feedback`, `exercise-feedback`).

import { showProblem } from '../panel/problem.js';

/** Show solution, Try again and Back to your game: the puzzle machinery's and the element's. */
export function listenToPuzzleButtons(slot, name, host) {
  const puzzles = () => host.controller.puzzles;
  slot.querySelector(`.${name}-solution`).addEventListener('click', () => puzzles().showSolution());
  slot.querySelector(`.${name}-retry`).addEventListener('click', () => puzzles().tryAgain());
  slot.querySelector(`.${name}-back`).addEventListener('click', () => host.leavePuzzles());
}

/**
 * Draws what the panels share for `puzzle` (the snapshot's): its phase and id on the panel, the
 * feedback line (the words `feedbackOf()` gives, asked for unless a problem shows) in a good or
 * bad tone, the problem, Try again (after a wrong move) and Back to your game (`canReturn`).
 */
export function drawPuzzleShared(slot, name, puzzle, feedbackOf, canReturn) {
  const $ = (selector) => slot.querySelector(selector);
  const { phase, info } = puzzle;
  const problem = phase === 'problem' ? puzzle.problem : null;
  const root = $(`.${name}`);
  root.dataset.phase = phase;
  root.dataset.id = info?.id ?? '';
  const line = $(`.${name}-feedback`);
  line.hidden = Boolean(problem);
  line.textContent = problem ? '' : feedbackOf();
  line.dataset.tone = phase === 'solved' && !puzzle.shownSolution ? 'good' : phase === 'refuting' || phase === 'wrong' ? 'bad' : '';
  showProblem(slot, name, problem);
  $(`.${name}-retry`).hidden = phase !== 'wrong';
  $(`.${name}-back`).hidden = !canReturn;
}
