// The game and its players: whose turn it is, PAI's moves, undo and redo, hints, records, which
// position is shown, and what the page shows around them (the message line, the piece toggle,
// the hover preview, the shared-link offer, a refused save). The one owner of the page's state: its methods are
// the only code that changes the store (store.js), which the views and saving read. The worker
// jobs (PAI's move, a hint, a review, an analysis) go through the job scheduler
// (job-scheduler.js); the analysis, the review, the replay, the puzzle, a game with a friend and
// the coach are the controller's too (analysis-work.js, review-work.js, replay-work.js,
// puzzle-work.js, given by the parts that open a puzzle or an exercise when they load:
// `usePuzzles`, friend-play.js with friend-work.js loaded on first use, coach-work.js), and so
// is the deck of the player's mistakes (mistakes-work.js). Knows nothing of the DOM.

import { translator } from '../i18n/i18n.js';
import { explainError } from '../engine/engine-errors.js';
import { quickMoveBy } from '../engine/quick-move.js';
import { isStartOf } from './first-game.js';
import { PaiUnavailable } from '../search/pai-unavailable.js';
import { JobScheduler } from '../search/job-scheduler.js';
import { Store } from './store.js';
import { DEFAULT_SETTINGS, cleanSettings, engineBounds } from './settings.js';
import { awaySide, humanTurn, paiSide, strengthFor } from './players.js';
import { AnalysisWork } from '../analysis/analysis-work.js';
import { ReviewWork } from '../review/review-work.js';
import { REPLAY_START, ReplayWork } from '../replay/replay-work.js';
import { PonderWork } from '../ponder/ponder-work.js';
import { RaceWork } from '../race/race-work.js';
import { MistakesWork } from '../mistakes/mistakes-work.js';
import { FriendPlay } from '../friend/friend-play.js';
import { CoachWork } from '../coach/coach-work.js';
import { modeOf } from '../modes/mode-table.js';
import { LADDER_LOADING, ladderState } from '../panel/ladder.js';
/** The level and the longest time of a hint. */
const HINT_LEVEL = 10;
const HINT_MS = 1000;

/** What a game shows: its record and moves (the game's own list), board, side to move, winner, last flips and path. */
function positionOf(game) {
  const record = game.moves();
  const moves = game.moveList();
  return {
    record,
    moves,
    ply: moves.length,
    board: game.board(),
    toMove: game.toMove(),
    winner: game.winner(),
    lastMove: moves.length ? moves[moves.length - 1].replace('*', '') : null,
    lastFlips: game.lastFlips(),
    path: game.winningPath(),
  };
}

export class GameController {
  /**
   * @param {object} engine - the wasm module's exports.
   * @param {object} options
   * @param {(hooks: object) => object} options.makeClient - starts the search workers' client
   *   with `hooks` ({fallback, onReady, onTrouble, say}, as SearchClient takes them).
   * @param {(event: string, detail: object) => void} [options.onEvent] - hears 'move' and 'gameover'.
   * @param {(key: string, params: object) => string} [options.say] - words in the player's language.
   * @param {(record: string) => (string|Promise<string>)} [options.quickMove] - PAI's quick move
   *   after `record` when its workers fail (engine/quick-move.js: the search module in the page);
   *   by default `engine`'s own, for an engine with the searches.
   * @param {() => Promise<object>} [options.readers] - the engine's data readers (`reviewSummary`:
   *   engine/wasm.js's `loadData`, loaded on first use where `engine` is the core); by default
   *   `engine` itself, for an engine with them.
   */
  constructor(engine, { makeClient, onEvent = () => {}, say = translator('en'), quickMove = (record) => quickMoveBy(engine, record), readers = async () => engine }) {
    this.engine = engine;
    this.quickMove = quickMove;
    this.readers = readers;
    this.say = say;
    this.onEvent = onEvent;
    this.bounds = engineBounds(engine);
    this.game = engine.newGame();
    /** A scratch game at the position shown, when it is not the latest. */
    this.viewGame = null;
    this.redoStack = [];
    /** Troubles of PAI's search in progress, said again after its move (which clears the message). */
    this.trouble = null;
    /**
     * What the human's last move changed beside the game, for the coach's Take back: `{record,
     * redo, hint, message}` (the record before it, the redo list it dropped, the hint and the
     * message it cleared).
     */
    this.beforeHumanMove = null;
    this.scheduler = new JobScheduler(() => makeClient(this.clientHooks()), () => this.refreshIdleWork());
    this.store = new Store({
      settings: { ...DEFAULT_SETTINGS },
      game: positionOf(this.game),
      shown: { ...positionOf(this.game), viewPly: null },
      redoCount: 0,
      paused: false,
      thinking: null,
      hint: null,
      message: { text: '', detail: '' },
      weights: null,
      analysisOn: false,
      analysis: null,
      raceOn: false,
      race: null,
      coach: null,
      review: null,
      permanentMode: false,
      preview: [],
      armed: null,
      offer: null,
      saveRefused: false,
      replay: REPLAY_START,
      history: null,
      ladder: LADDER_LOADING,
      sounds: { on: false, muted: false },
      ponder: { on: false, visible: true },
      refused: 0,
      puzzle: null,
      puzzleAttempts: null,
      puzzleRating: null,
      gameBeforePuzzles: null,
      lastPuzzleId: null,
      puzzleTheme: 'all',
      puzzleThemes: [],
      streaks: [],
      streak: null,
      mistakes: null,
      friend: null,
      friendGames: null,
      spoilersHidden: false,
    });
    this.analysis = new AnalysisWork(this);
    this.ponder = new PonderWork(this);
    this.review = new ReviewWork(this);
    this.replay = new ReplayWork(this);
    /**
     * The work that runs a puzzle or an exercise (puzzle-work.js), made by `usePuzzles` when the
     * first is opened: it loads with the parts that open them, not with the controller.
     */
    this.puzzles = null;
    this.race = new RaceWork(this);
    this.mistakes = new MistakesWork(this);
    this.friend = new FriendPlay(this);
    this.coach = new CoachWork(this);
  }

  /**
   * The work that runs puzzles and exercises, made from `PuzzleWork` (puzzle-work.js's class,
   * which the parts that open them load and give) the first time: the controller's `puzzles`.
   */
  usePuzzles(PuzzleWork) {
    this.puzzles ??= new PuzzleWork(this);
    return this.puzzles;
  }

  /** The snapshot of everything shown. */
  get state() {
    return this.store.state;
  }

  update(patch) {
    this.store.update(patch);
  }

  /** What the search client tells the controller: its fallback move, its weights, its troubles. */
  clientHooks() {
    return {
      fallback: (best, why) => {
        if (why === 'failed') this.trouble = { text: this.say(best ? 'failedTwiceBest' : 'failedTwiceQuick'), detail: '' };
        return best ?? this.quickMove(this.game.moves());
      },
      onReady: (weights) => this.update({ weights }),
      onTrouble: (text) => {
        // Shown now, and again after PAI's move (which clears the message line).
        this.trouble = { text, detail: '' };
        this.tell(text);
      },
      say: this.say,
    };
  }

  /** Says messages from now on in the language of `say` (the element's `lang` changed). */
  setLanguage(say) {
    this.say = say;
    if (this.scheduler.client) this.scheduler.client.say = say;
  }

  /**
   * Starts the workers ahead of PAI's first move, unless no PAI plays (two humans, a replay:
   * there the analysis starts them when asked for). Workers that cannot start (`new Worker`
   * refused) are left for PAI's move to try again and report.
   */
  warmUp() {
    const mode = this.mode();
    if (!mode.paiPlays || (mode.engine !== 'search' && !this.readerActed)) return;
    try {
      this.scheduler.startClient();
    } catch (error) {
      console.warn(`the search workers could not start (${error?.message ?? error})`);
    }
  }

  /**
   * The reader's first input (a pointer on the element, a key, the focus): where the page started
   * with the core module (a puzzle, an exercise), PAI's workers start now, loading the search
   * module while the reader thinks, so its answer does not wait for all of it (mode.js, `engine`).
   */
  readerActs() {
    if (this.readerActed) return;
    this.readerActed = true;
    this.warmUp();
  }

  /** The mode the game is in (modes/): what it allows. */
  mode() {
    return modeOf(this.state.settings);
  }

  /** The game shown: the game itself, or a scratch game at an earlier position. */
  shownGame() {
    return this.viewGame ?? this.game;
  }

  /**
   * Starts a new game with `settings` (merged into the current ones). In a puzzle, the puzzle
   * starts again from its position.
   */
  newGame(settings = {}) {
    if (this.mode().judgesMoves && this.state.puzzle?.info && this.puzzles) {
      this.puzzles.restart();
      return;
    }
    this.stopThinking();
    this.game.free();
    this.game = this.engine.newGame();
    this.redoStack = [];
    this.replay.reset();
    // A new game with a friend is a new game (a new id), never the last one played on.
    this.friend.forget();
    this.update({ settings: cleanSettings({ ...this.state.settings, ...settings }, this.bounds), paused: false });
    this.tell('');
    this.afterChange();
  }

  /**
   * Changes settings during the game (an element's attribute changed): the game goes on under
   * them at once. A search in progress is dropped and PAI, if it is now to move, starts again.
   */
  updateSettings(settings) {
    const next = cleanSettings({ ...this.state.settings, ...settings }, this.bounds);
    if (JSON.stringify(next) === JSON.stringify(this.state.settings)) return;
    this.stopThinking();
    if (!modeOf(next).replays) this.replay.pause();
    this.update({ settings: next });
    this.race.refresh();
    this.friend.refresh();
    this.coach.refresh();
    this.reopen();
  }

  /**
   * Pauses PAI vs PAI (dropping the search in progress), or resumes it from the position shown
   * (moves undone while paused are dropped).
   */
  togglePause() {
    const paused = !this.state.paused;
    if (paused) this.stopThinking();
    else this.redoStack = [];
    this.update({ paused });
    if (paused) this.analysis.refresh();
    else this.afterChange();
  }

  /**
   * Replaces the game with the one `record` describes (and `settings`, if given).
   * A bad record throws and leaves everything as it was.
   */
  loadRecord(record, settings = null) {
    const loaded = this.engine.newGame();
    try {
      loaded.fromRecord(record);
    } catch (error) {
      loaded.free();
      throw error;
    }
    this.stopThinking();
    if (settings) this.update({ settings: cleanSettings({ ...this.state.settings, ...settings }, this.bounds) });
    this.game.free();
    this.game = loaded;
    this.redoStack = [];
    this.replay.reset();
    this.tell('');
    this.afterChange();
  }

  /** A human's move; refused (with a message) when it is not a human's turn or is illegal. */
  playHuman(move) {
    const mode = this.mode();
    const live = this.state.shown.viewPly === null;
    if (!mode.refusesMoves && this.state.game.winner !== null) return false;
    if (!mode.refusesMoves && mode.judgesMoves && live) {
      // A puzzle judges the move (puzzle-work.js); while it plays a line out, no move is taken.
      const refusal = this.puzzles?.waitingForMove ? null : 'puzzleWait';
      const played = !refusal && this.puzzles.answer(move);
      if (refusal) this.tell(this.say(refusal));
      if (!played) this.update({ refused: this.state.refused + 1 });
      return played;
    }
    const refusal = mode.refusesMoves
      ?? (!live ? 'viewingOld' : null)
      ?? (this.state.coach ? 'coachWait' : null)
      ?? (paiSide(this.state) || this.state.thinking ? 'waitForPai' : null)
      ?? (awaySide(this.state) ? 'waitForFriend' : null);
    if (refusal) this.tell(this.say(refusal));
    const played = !refusal && this.apply(move, 'human');
    // Counted for the move sounds' thud (move-sounds.js).
    if (!played) this.update({ refused: this.state.refused + 1 });
    return played;
  }

  apply(move, by) {
    const before = { record: this.game.moves(), redo: this.redoStack, hint: this.state.hint, message: this.state.message };
    let played;
    try {
      played = this.game.applyMove(move);
    } catch (error) {
      this.tellError('moveRefused', error);
      return false;
    }
    if (by === 'human') this.beforeHumanMove = before;
    if (by !== 'redo') this.redoStack = [];
    this.update({ hint: null });
    this.tell('');
    this.onEvent('move', { move: played, by, record: this.game.moves() });
    this.afterChange();
    return true;
  }

  /**
   * Takes back moves to the last position where a human was to move. In PAI vs PAI it pauses
   * and steps back one move, so a watched game can be reviewed. A replay's game is never changed:
   * there it shows the previous position.
   */
  undo() {
    const { undo } = this.mode();
    if (undo === 'replay') {
      this.replay.go('previous');
      return;
    }
    // A puzzle's moves are the puzzle's: Try again and Show solution are its ways back.
    if (undo === 'none') return;
    this.stopThinking();
    const watch = undo === 'step';
    if (watch) this.update({ paused: true });
    let move = this.game.undo();
    while (move !== undefined && move !== null) {
      this.redoStack.push(move);
      if (watch || !this.paiToMoveNow()) break;
      move = this.game.undo();
    }
    this.update({ hint: null });
    this.afterChange();
  }

  /**
   * Takes back the human's last move to the position before it, exactly (the coach's Take back):
   * the game, and the redo list, the hint and the message line as they were before the move.
   */
  takeBackLastMove() {
    this.stopThinking();
    this.game.undo();
    const before = this.beforeHumanMove;
    const kept = before?.record === this.game.moves() ? before : null;
    this.redoStack = kept ? kept.redo : [];
    this.update({ hint: kept?.hint ?? null });
    this.afterChange();
    this.tell(kept?.message.text ?? '', kept?.message.detail ?? '');
  }

  /**
   * Replays undone moves up to the next position where a human is to move (PAI vs PAI: one). In
   * a replay: shows the next position.
   */
  redo() {
    const { undo } = this.mode();
    if (undo === 'replay') {
      this.replay.go('next');
      return;
    }
    if (undo === 'none' || !this.redoStack.length) return;
    this.stopThinking();
    do {
      this.game.applyMove(this.redoStack.pop());
    } while (this.redoStack.length && this.paiToMoveNow() && undo !== 'step');
    this.afterChange();
  }

  /** PAI's side to move in the game as it is now (the snapshot may not have caught up yet). */
  paiToMoveNow() {
    return paiSide({ settings: this.state.settings, game: { winner: this.game.winner(), toMove: this.game.toMove() } });
  }

  /** Asks PAI (level 10) for a move for the human to move, and marks it on the board. */
  requestHint() {
    if (!humanTurn(this.state) || !this.scheduler.canStart('hint')) return;
    const record = this.game.moves();
    this.update({ thinking: { side: this.state.game.toMove, hint: true, info: null } });
    this.scheduler.start('hint', { record, level: HINT_LEVEL, ms: Math.min(this.state.settings.ms, HINT_MS) }, {
      progress: (info) => this.showProgress(info),
      done: (move) => {
        this.update({ thinking: null, hint: move });
        this.tell(this.say('hintIs', { move }));
      },
      failed: (error) => {
        this.update({ thinking: null });
        this.tellError('noHint', error);
      },
      cancelled: () => this.update({ thinking: null }),
    });
  }

  /** Makes PAI move now with its best move so far. */
  moveNow() {
    this.scheduler.stop();
  }

  /** Drops PAI's search or the hint in progress. */
  stopThinking() {
    this.scheduler.cancel(['move', 'coach', 'hint']);
    if (this.state.thinking) this.update({ thinking: null });
  }

  showProgress(info) {
    if (this.state.thinking) this.update({ thinking: { ...this.state.thinking, info } });
  }

  /** After the game changed: the live position shown, the review checked, PAI's turn, the analysis. */
  afterChange() {
    this.setView(null);
    const game = positionOf(this.game);
    this.update({ game, shown: { ...game, viewPly: null }, redoCount: this.redoStack.length, armed: null, preview: [] });
    this.race.refresh();
    // A game with a friend: the player's move gives the link to send (friend-play.js).
    this.friend.refresh();
    this.coach.refresh();
    // A review stays while the game goes on from the moves it reviewed, and goes with them.
    if (this.state.review && !isStartOf(this.engine, this.state.review.record, game.record)) this.review.stop(true);
    // A replay only shows a game, and a puzzle's end is the puzzle's (puzzle-work.js): neither
    // is the end of a game played here.
    if (game.winner !== null && this.mode().played) this.onEvent('gameover', { winner: game.winner, record: game.record });
    this.warmUp();
    this.maybeLetPaiMove();
    this.refreshIdleWork();
  }

  /**
   * The workers' low-priority work after a change or when they are free: the analysis of the
   * position shown, else thinking on the player's time (ponder-work.js).
   */
  refreshIdleWork() {
    this.analysis.refresh();
    this.ponder.refresh();
  }

  /** Shows the position after `ply` moves (null or the last ply: the game as it is now). */
  showPly(ply) {
    const moves = this.state.game.moves;
    const target = ply === null || ply >= moves.length ? null : Math.max(0, Math.trunc(ply));
    if (target === this.state.shown.viewPly) return;
    this.setView(target);
    this.update({ shown: { ...positionOf(this.shownGame()), viewPly: target }, armed: null, preview: [] });
    this.race.refresh();
    this.analysis.refresh();
  }

  setView(ply) {
    this.viewGame?.free();
    this.viewGame = null;
    if (ply === null) return;
    this.viewGame = this.engine.newGame();
    this.viewGame.fromRecord(this.state.game.moves.slice(0, ply).join(' '));
  }

  /** Turns PAI's analysis of the position shown on or off. */
  toggleAnalysis() {
    this.analysis.toggle();
    this.race.refresh();
    this.ponder.refresh();
  }

  /** Shows or hides the race to connect: each side's moves still needed and shortest path (race-work.js). */
  toggleRace() {
    this.race.toggle();
  }

  /** Reviews the game so far (review-work.js); resolves once it has started, or was not. */
  startReview() {
    return this.review.start();
  }

  /** Stops the review in progress (what it found stays), or with `forget` drops it. */
  stopReview(forget = false) {
    this.review.stop(forget);
  }

  /**
   * Hides the evaluation until the reader asks (`no-spoilers`, element/spoilers.js), or shows it
   * again: hidden, the analysis, the race to connect, a hint and a review are dropped, and their
   * controls give way to Show the evaluation.
   */
  hideSpoilers(hidden) {
    if (hidden === this.state.spoilersHidden) return;
    if (hidden) {
      if (this.state.analysisOn) this.toggleAnalysis();
      if (this.state.raceOn) this.toggleRace();
      if (this.state.review) this.stopReview(true);
      if (this.state.thinking?.hint) this.stopThinking();
      if (this.state.hint) this.update({ hint: null });
    }
    this.update({ spoilersHidden: hidden });
  }

  /**
   * PAI's move, if it is PAI's turn (and PAI vs PAI is not paused), once the coach has let the
   * human's move through (coach-work.js).
   */
  maybeLetPaiMove() {
    const side = paiSide(this.state);
    const { settings, paused } = this.state;
    if (!side || this.redoStack.length || (paused && this.mode().pausable)) return;
    if (this.coach.holds()) return;
    // A limited strength's budget goes with the search (the level alone: none).
    const { level, positions } = strengthFor(settings, side);
    this.trouble = null;
    this.update({ thinking: { side, level, positions, hint: false, info: null } });
    const play = (move) => {
      this.update({ thinking: null });
      this.apply(move, 'pai');
      if (this.trouble) this.tell(this.trouble.text, this.trouble.detail);
    };
    // A limited strength thinks until its budget is spent, however long that takes on this
    // device (the longest time the engine allows): its moves, and so its place on the ladder,
    // are then the same on every device. The thinking time setting is for the levels alone.
    const ms = positions ? this.engine.maxThinkMs() : settings.ms;
    this.scheduler.start('move', { record: this.game.moves(), level, positions, ms }, {
      progress: (info) => this.showProgress(info),
      done: play,
      failed: (error) => {
        if (error instanceof PaiUnavailable) {
          // No weaker move in secret: PAI does not move, and the player is told why.
          this.update({ thinking: null });
          this.tell(error.message);
          return;
        }
        const { text, detail } = explainError(error, this.say);
        this.trouble = { text: this.say('searchFailed', { reason: text }), detail };
        // The quick move, played unless the game moved on while it was found.
        const record = this.game.moves();
        Promise.resolve(this.quickMove(record)).then((move) => {
          if (this.state.thinking && this.game.moves() === record) play(move);
        }, (quickError) => {
          this.update({ thinking: null });
          this.tell(this.say('searchFailed', { reason: explainError(quickError, this.say).text }));
        });
      },
      cancelled: () => this.update({ thinking: null }),
    }, { atLeastMs: this.mode().moveAtLeastMs });
  }

  /** Adds `note` to the message line, after what it says already. */
  addNote(note) {
    const { text, detail } = this.state.message;
    this.tell(text ? text + this.say('sentenceGap') + note : note, detail);
  }

  /** Shows `text` on the message line, with `detail` (the engine's English words) under it. */
  tell(text, detail = '') {
    const { message } = this.state;
    if (message.text !== text || message.detail !== detail) this.update({ message: { text, detail } });
  }

  /**
   * Shows `error` as the `reason` of the message `key`: an engine refusal in the player's words
   * (by its kind and ply), its English message as the detail (engine-errors.js).
   */
  tellError(key, error) {
    const { text, detail } = explainError(error, this.say);
    this.tell(this.say(key, { reason: text }), detail);
  }

  /**
   * Saving the game failed (storage full, or refused): a lasting notice says a reload would lose
   * it (`saveRefused`), until a save works again; the message line stays free for other messages.
   */
  saveFailed() {
    if (!this.state.saveRefused) this.update({ saveRefused: true });
  }

  /** Saving works (again): the notice goes. */
  saveWorked() {
    if (this.state.saveRefused) this.update({ saveRefused: false });
  }

  /**
   * The ladder as the engine read it (panel/ladder.js's `loadLadder`), or null when it could not
   * be: into the store (`ladderState`), and the player's history rated against it.
   */
  setLadder(file) {
    this.update({ ladder: ladderState(file) });
    if (this.state.history) this.setHistory(this.state.history.games);
  }

  /**
   * The player's history of games against PAI (`games`, history-storage.js; null where none is
   * kept) and its rating, which the engine works out against the ladder once it is read:
   * `history` becomes `{games, rating, ratingProblem, confirmClear}` (`ratingProblem`: the
   * engine's refusal), or null.
   */
  setHistory(games) {
    const { ladder } = this.state;
    let rating = null;
    let ratingProblem = null;
    if (games && ladder.state === 'ready') {
      try {
        rating = this.engine.playerRating(games, ladder.file);
      } catch (error) {
        ratingProblem = error.message;
      }
    }
    this.update({ history: games && { games, rating, ratingProblem, confirmClear: false } });
  }

  /** The history dialog asks whether to clear the history (`asking`), or stops asking. */
  askClearHistory(asking) {
    if (this.state.history) this.update({ history: { ...this.state.history, confirmClear: asking } });
  }

  /** Move sounds: `{on}` (the player's choice) and/or `{muted}` (the page's), as sounds.js reads them. */
  setSounds(patch) {
    const sounds = { ...this.state.sounds, ...patch };
    if (sounds.on !== this.state.sounds.on || sounds.muted !== this.state.sounds.muted) this.update({ sounds });
  }

  /**
   * Thinking on the player's time: `{on}` (the player's choice) and/or `{visible}` (whether the
   * page is shown), as pondering.js sets them; the ponder starts or stops at once.
   */
  setPonder(patch) {
    const ponder = { ...this.state.ponder, ...patch };
    if (ponder.on !== this.state.ponder.on || ponder.visible !== this.state.ponder.visible) this.update({ ponder });
    this.ponder.refresh();
  }

  /** The Regular / Permanent toggle. */
  setPermanentMode(permanentMode) {
    this.update({ permanentMode, armed: null, preview: [] });
  }

  /**
   * Shows what a permanent on `cell` would flip (the pointer is over it, or it has the focus),
   * with the Permanent toggle on; null shows nothing (or what the armed cell would flip).
   */
  previewCell(cell) {
    const target = cell ?? this.state.armed;
    let preview = [];
    if (target && this.state.permanentMode && humanTurn(this.state)) {
      try {
        preview = this.game.previewFlips(`${target}*`);
      } catch {
        preview = [];
      }
    }
    if (JSON.stringify(preview) !== JSON.stringify(this.state.preview)) this.update({ preview });
  }

  /**
   * A touch user tapped `cell` with the Permanent toggle on: the first tap arms it (shows what a
   * permanent there would flip) and returns true; a tap on the armed cell returns false, and
   * places the piece.
   */
  arm(cell) {
    if (this.state.armed === cell) return false;
    this.update({ armed: cell });
    this.previewCell(cell);
    return true;
  }

  /**
   * Offers the shared game `link` (`{record, settings}`, a record the engine loads) beside the
   * one in progress, or none (null): the store's `offer` is the link with its move count.
   */
  offerLink(link) {
    this.update({ offer: link && { ...link, moves: this.engine.recordMoves(link.record).length } });
  }

  /** Stops thinking and ends the workers (the element left the page); the game is kept. */
  close() {
    this.replay.pause();
    this.puzzles?.halt();
    this.scheduler.close();
    if (this.state.thinking) this.update({ thinking: null });
  }

  /** Picks up again after `close` (the element came back): PAI moves if it is its turn. */
  reopen() {
    this.puzzles?.resume();
    this.warmUp();
    this.maybeLetPaiMove();
    this.refreshIdleWork();
  }
}
