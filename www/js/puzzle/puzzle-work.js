// Puzzle mode (`mode="puzzle"`): one puzzle on the board, for the controller (game-controller.js).
// The player's move is played at once and judged by the engine (`puzzleAnswer`): a right move is
// answered, after a short pause, by PAI's defence (`reply`) until the puzzle is solved; a wrong
// one is followed by the line that refutes it, played out, with why (`why`, `winIn`), and Try
// again goes back to the position before it. A hint marks the region of the next solving move
// (`puzzleHint`); Show solution plays the rest of the solution (`puzzleSolution`). Those three
// calls can search a few hundred thousand positions, so they run in the search worker as a job
// of the scheduler (`puzzle`); a worker that cannot answer (it could not start, it crashed) is
// stood in for by the same call on the page's thread, so a puzzle never hangs. The first wrong
// move, hint or solution shown makes the attempt a failure, announced once (`puzzle` event,
// `failed`); a puzzle finished by the player's own moves is announced `solved` (`clean` when
// nothing failed before). The rules are the engine's: nothing here judges a move. The same
// machinery runs the exercises made of the player's own mistakes (mistakes/): a puzzle names the
// engine's calls it is judged by (`calls`: the puzzle calls by default), and an answer whose
// refutation `refutes` another move (an exercise: the game's move) has that line played out from
// the position before the answer.

/** The pause before PAI's reply to a right move, and between the moves of a line played out. */
export const REPLY_MS = 600;
export const STEP_MS = 900;
/** The time a puzzle call may take in the worker before its watchdog counts it as hung (after 4 s more). */
export const PUZZLE_BUDGET_MS = 20000;

/** The engine's calls that judge a puzzle's answers, give a hint and the rest of the solution. */
export const PUZZLE_CALLS = Object.freeze({ answer: 'puzzleAnswer', hint: 'puzzleHint', solution: 'puzzleSolution' });

/** The moves to the position after `played` from the puzzle's `record`. */
function recordAfter(record, played) {
  return [record, ...played].filter(Boolean).join(' ');
}

export class PuzzleWork {
  /**
   * @param {object} controller - the game controller: `state`, `update`, `engine`, `scheduler`,
   *   `apply`, `loadRecord`, `tell`, `tellError`, `say`, `onEvent`.
   */
  constructor(controller) {
    this.controller = controller;
    this.timer = null;
    /** Changes with every puzzle opened or position restored, so a late answer is not heard. */
    this.generation = 0;
  }

  /** The puzzle in the store, or null. */
  get state() {
    return this.controller.state.puzzle;
  }

  patch(fields) {
    this.controller.update({ puzzle: { ...this.state, ...fields } });
  }

  /** Forgets what is under way: the timer, the worker's job and late answers. */
  halt() {
    clearTimeout(this.timer);
    this.timer = null;
    this.generation += 1;
    this.controller.scheduler.cancel(['puzzle']);
  }

  /** The puzzle `id` (or `daily`) is being read: shown as loading. */
  loading(id) {
    this.halt();
    this.controller.update({ puzzle: { phase: 'loading', id, info: null } });
  }

  /** No puzzle can be shown: `text` (the player's words) and `detail` (the engine's), on an empty board. */
  problem(text, detail = '') {
    this.halt();
    this.controller.loadRecord('');
    this.controller.update({ puzzle: { phase: 'problem', id: this.state?.id ?? null, info: null, problem: { text, detail } } });
  }

  /**
   * Opens the puzzle `info` (one of `readPuzzles`): its position on the board, the solver to
   * move. `daily`: its day, if it is the daily puzzle; `counts`: whether this attempt counts for
   * the player's rating (their first at it), null where no attempt is kept; `calls`: the
   * engine's calls it is judged by (`{answer, hint, solution}`; `hint` null for none).
   */
  open(info, { daily = null, counts = null, calls = PUZZLE_CALLS } = {}) {
    this.halt();
    const controller = this.controller;
    controller.loadRecord(info.record);
    // The analysis and a review would give the answer away.
    if (controller.state.analysisOn) controller.toggleAnalysis();
    controller.stopReview(true);
    controller.update({ lastPuzzleId: info.id, puzzle: {
      phase: 'solving', id: info.id, info, daily, counts, calls, played: [], wrong: null, region: null,
      hinting: false, failed: null, shownSolution: false, problem: null, last: null, answer: null,
    } });
    controller.onEvent('puzzle', { id: info.id, kind: info.kind, result: 'opened' });
  }

  /** The puzzle shown starts again from its position (a new attempt, which counts as before). */
  restart() {
    const { info, daily, counts, calls } = this.state;
    this.open(info, { daily, counts, calls });
  }

  /**
   * After the element came back (`close` halted what was under way): a puzzle caught between
   * two steps goes back to the position that stands.
   */
  resume() {
    if (['checking', 'replying', 'refuting', 'showing'].includes(this.state?.phase)) this.restore();
  }

  /** Leaves puzzle mode: nothing more is played or asked. */
  close() {
    this.halt();
    if (this.state) this.controller.update({ puzzle: null });
  }

  /**
   * The player's attempts (`{date, id, rating, solved}`, with `persist`, once read; else null)
   * and their rating by the engine (`puzzleRating`) into the store. Throws the engine's
   * refusal, changing nothing.
   */
  setAttempts(attempts) {
    const rating = attempts && this.controller.engine.puzzleRating(attempts.map(({ date, rating, solved }) => ({ date, rating, solved })));
    this.controller.update({ puzzleAttempts: attempts, puzzleRating: rating });
  }

  /** The puzzles' themes (puzzle-themes.js `themesOf`: `[{theme, moves, count, solved}]`) for the view. */
  setThemes(themes) {
    this.controller.update({ puzzleThemes: themes });
  }

  /** The theme the next puzzles are chosen from (`all`, or a kind of `readPuzzles`). */
  chooseTheme(theme) {
    this.controller.update({ puzzleTheme: theme });
  }

  /**
   * The player's streaks (streak-storage.js: `[{date, solved}]`, the one under way last) into the
   * store; with `begun`, the last of them is a streak begun now, none of its puzzles seen yet.
   */
  setStreaks(streaks, { begun = false } = {}) {
    this.controller.update(begun ? { streaks, streak: { seen: [], over: false } } : { streaks });
  }

  /** The streak under way shows the puzzle `id` next. */
  streakShows(id) {
    const streak = this.controller.state.streak;
    if (streak && !streak.over) this.controller.update({ streak: { ...streak, seen: [...streak.seen, id] } });
  }

  /** The streak under way ended with a miss: its count stands, shown until the player moves on. */
  endStreak() {
    const streak = this.controller.state.streak;
    if (streak && !streak.over) this.controller.update({ streak: { ...streak, over: true } });
  }

  /** No streak shown any more. */
  leaveStreak() {
    if (this.controller.state.streak) this.controller.update({ streak: null });
  }

  /** The game in progress (`{record, settings}`) kept to come back to after the puzzles. */
  keepGame() {
    const { game, settings } = this.controller.state;
    this.controller.update({ gameBeforePuzzles: { record: game.record, settings } });
  }

  /** The game kept for after the puzzles, forgotten here and returned (null when none is). */
  takeGameBack() {
    const back = this.controller.state.gameBeforePuzzles;
    if (back) this.controller.update({ gameBeforePuzzles: null });
    return back;
  }

  /**
   * Asks the engine `call(...args)` in the search worker; `done(result)` hears the answer unless
   * the puzzle moved on. An engine refusal is told to the player (`failed(error)` also hears
   * it); a worker that cannot answer is stood in for by the page's own engine.
   */
  ask(call, args, done, failed = () => {}) {
    const generation = this.generation;
    const current = () => generation === this.generation;
    const here = () => {
      let result;
      try {
        result = this.controller.engine[call](...args);
      } catch (error) {
        refused(error);
        return;
      }
      done(result);
    };
    const refused = (error) => {
      this.controller.tellError('puzzleRefused', error);
      failed(error);
    };
    const job = this.controller.scheduler.start('puzzle', { call, args, ms: PUZZLE_BUDGET_MS }, {
      done: (result) => { if (current()) done(result); },
      failed: (error) => {
        if (!current()) return;
        // The engine's refusal reads the same anywhere; anything else was the worker's trouble.
        if (error?.kind) refused(error);
        else here();
      },
    });
    if (!job) here();
  }

  /** Runs `work` after `ms`, unless the puzzle moved on. */
  later(ms, work) {
    clearTimeout(this.timer);
    const generation = this.generation;
    this.timer = setTimeout(() => {
      this.timer = null;
      if (generation === this.generation) work();
    }, ms);
  }

  /** Plays `moves` one by one (PAI shows them), a pause before each, then calls `then`. */
  playLine(moves, then) {
    const step = (index) => {
      if (index >= moves.length) {
        then();
        return;
      }
      this.later(index === 0 ? REPLY_MS : STEP_MS, () => {
        if (!this.controller.apply(moves[index], 'pai')) {
          then();
          return;
        }
        this.patch({ last: moves[index] });
        step(index + 1);
      });
    };
    step(0);
  }

  /** Whether the player may move now (the solver to move, nothing played out). */
  get waitingForMove() {
    return this.state?.phase === 'solving';
  }

  /**
   * The player's `move`: played at once (one the rules refuse is refused as in a game), then
   * judged by the engine. Returns whether it was played.
   */
  answer(move) {
    const puzzle = this.state;
    if (!this.waitingForMove) return false;
    if (!this.controller.apply(move, 'human')) return false;
    const played = this.controller.state.game.moves.at(-1);
    this.patch({ phase: 'checking', region: null, hinting: false, last: played });
    this.ask(puzzle.calls.answer, [puzzle.info.line, puzzle.played, played], (answer) => this.judged(played, answer), () => this.restore());
    return true;
  }

  /** The engine's `answer` to the player's `move` (kept as the puzzle's `answer`). */
  judged(move, answer) {
    const puzzle = this.state;
    this.patch({ answer: { ...answer, move } });
    if (answer.right) {
      const played = [...puzzle.played, move];
      if (answer.solved) {
        this.patch({ played, phase: 'solved' });
        this.controller.onEvent('puzzle', { id: puzzle.id, kind: puzzle.info.kind, result: 'solved', clean: !puzzle.failed });
        return;
      }
      this.patch({ played, phase: 'replying' });
      this.later(REPLY_MS, () => {
        if (answer.reply && this.controller.apply(answer.reply, 'pai')) this.patch({ played: [...played, answer.reply], phase: 'solving', last: answer.reply });
        else this.patch({ phase: 'solving' });
      });
      return;
    }
    if (answer.why === 'illegal') {
      // The board took it, the engine did not: the position before it, and the engine's word.
      this.restore();
      this.controller.tell(this.controller.say('puzzleIllegal', { move }));
      return;
    }
    this.fail('wrong');
    const refutation = Array.isArray(answer.refutation) ? answer.refutation : [];
    // A line that refutes another move (an exercise's: the game's move) starts before the answer.
    const refutes = answer.refutes ?? null;
    if (refutes) this.controller.loadRecord(recordAfter(puzzle.info.record, puzzle.played));
    this.patch({ phase: 'refuting', wrong: { move, why: answer.why, winIn: answer.winIn ?? null, refutation, refutes } });
    this.playLine(refutation, () => this.patch({ phase: 'wrong' }));
  }

  /** The first failure of this attempt (`wrong`, `hint`, `solution`), announced once. */
  fail(reason) {
    const puzzle = this.state;
    if (puzzle.failed) return;
    this.patch({ failed: reason });
    this.controller.onEvent('puzzle', { id: puzzle.id, kind: puzzle.info.kind, result: 'failed', reason });
  }

  /** Back to the position after the moves that stand (before a wrong move and its refutation). */
  restore() {
    const puzzle = this.state;
    this.halt();
    this.controller.loadRecord(recordAfter(puzzle.info.record, puzzle.played));
    // A hint asked for before is not heard now (halt): it may be asked again.
    this.patch({ phase: 'solving', wrong: null, last: null, hinting: false });
  }

  /** Try again after a wrong move: the position before it. */
  tryAgain() {
    if (this.state?.phase === 'wrong' || this.state?.phase === 'refuting') this.restore();
  }

  /** Marks the region of the next solving move (the attempt then counts as not solved). */
  hint() {
    const puzzle = this.state;
    if (!this.waitingForMove || puzzle.hinting || !puzzle.calls.hint) return;
    this.fail('hint');
    this.patch({ hinting: true });
    const played = puzzle.played;
    this.ask(puzzle.calls.hint, [puzzle.info.line, played], (hint) => {
      if (this.state?.played === played) this.patch({ hinting: false, region: [...hint.cells] });
    }, () => this.patch({ hinting: false }));
  }

  /**
   * Plays the rest of the solution from the position before any wrong move (the attempt then
   * counts as not solved); the puzzle ends there.
   */
  showSolution() {
    const phase = this.state?.phase;
    if (phase !== 'solving' && phase !== 'wrong' && phase !== 'refuting') return;
    if (phase !== 'solving') this.restore();
    const puzzle = this.state;
    this.fail('solution');
    this.patch({ phase: 'showing', region: null, hinting: false });
    this.ask(puzzle.calls.solution, [puzzle.info.line, puzzle.played], (moves) => {
      this.patch({ solution: [...moves] });
      this.playLine(moves, () => this.patch({ phase: 'solved', shownSolution: true }));
    }, () => this.patch({ phase: 'solving' }));
  }
}
