// What a view under the board could not show (a puzzle, an exercise, a replay's record): the
// player's words, with the engine's own folded under them. A view writes the problem's box itself
// (a hidden alert of the classes `problem` and `NAME-problem`, its `::part()` name `NAME-problem`
// written out, as the release test reads the parts) around `problemContent(NAME, say)`.

/** What the problem's box of the view named `name` (`puzzle`, `exercise`, `replay`) holds. */
export function problemContent(name, say) {
  return `
      <p class="${name}-problem-text"></p>
      <details class="${name}-problem-detail" hidden>
        <summary>${say('errorDetail')}</summary>
        <p class="${name}-problem-detail-text" lang="en"></p>
      </details>`;
}

/** Shows `problem` (`{text, detail}`; null hides it) in the problem of the view named `name` under `root`. */
export function showProblem(root, name, problem) {
  root.querySelector(`.${name}-problem`).hidden = !problem;
  root.querySelector(`.${name}-problem-text`).textContent = problem?.text ?? '';
  root.querySelector(`.${name}-problem-detail`).hidden = !problem?.detail;
  root.querySelector(`.${name}-problem-detail-text`).textContent = problem?.detail ?? '';
}
