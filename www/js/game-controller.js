// The game and its players: whose turn it is, asking PAI for moves through the worker,
// undo and redo, hints, records, which position is shown, PAI's analysis of it and the review
// of the game so far. The one owner of game state; knows nothing of the DOM: the element and
// its views render its state and call its methods.

import { PaiUnavailable } from './search-client.js';
import { SplitSearchClient, searchWorkerCount } from './split-search.js';
import { translator } from './i18n.js';
import { isStartOf } from './first-game.js';
import { explainError } from './engine-errors.js';

/** Modes: a human against PAI, two humans on one device, or PAI against PAI (names: i18n `mode.*`). */
export const MODES = ['pai', 'local', 'watch'];

/** The first round of an analysis, in milliseconds; each next round takes twice as long. */
export const ANALYSIS_MS = 200;

/** The time a review gives each position of the game, in milliseconds. */
export const REVIEW_MS = 200;

/** When PAI plays itself, each move shows for at least this long, so people can follow. */
const WATCH_MOVE_MS = 500;

export const DEFAULT_SETTINGS = { mode: 'pai', level: 5, whiteLevel: 4, humanColor: 'white', ms: 1000 };

/** The longest thinking time PAI accepts, in milliseconds (the engine's own bound). */
export const MAX_MS = 60000;

/** `object[key]` if `object` has it as its own property (never an inherited one), else undefined. */
function own(object, key) {
  return typeof object === 'object' && object !== null && Object.hasOwn(object, key) ? object[key] : undefined;
}

/**
 * Settings with anything unknown replaced by the defaults. Only own properties count, and
 * each must be one of its allowed values: `mode: "toString"` is not a mode.
 */
export function cleanSettings(settings, levelCount) {
  const clean = { ...DEFAULT_SETTINGS };
  const mode = own(settings, 'mode');
  if (typeof mode === 'string' && MODES.includes(mode)) clean.mode = mode;
  for (const key of ['level', 'whiteLevel']) {
    const level = Number(own(settings, key));
    if (Number.isInteger(level) && level >= 1 && level <= levelCount) clean[key] = level;
  }
  const color = own(settings, 'humanColor');
  if (color === 'white' || color === 'black') clean.humanColor = color;
  const ms = Number(own(settings, 'ms'));
  if (Number.isFinite(ms) && ms >= 0 && ms <= MAX_MS) clean.ms = ms;
  return clean;
}

export class GameController {
  /**
   * @param {object} engine - the wasm module's exports.
   * @param {(state: object) => void} onChange - hears every change of state.
   * @param {(event: string, detail: object) => void} onEvent - hears 'move' and 'gameover'.
   * @param {(key: string, params: object) => string} say - messages in the player's language.
   */
  constructor(engine, onChange, onEvent = () => {}, say = translator('en')) {
    this.engine = engine;
    this.say = say;
    this.onChange = onChange;
    this.onEvent = onEvent;
    this.levelCount = engine.levels().length;
    this.game = engine.newGame();
    this.settings = { ...DEFAULT_SETTINGS };
    this.redoStack = [];
    this.thinking = null;
    this.hint = null;
    /** The message line, and the engine's own words under it (`messageDetail`) for a refusal. */
    this.message = '';
    this.weights = null;
    this.generation = 0;
    this.paused = false;
    /** The search workers' client, started when PAI first has to think (never for two humans). */
    this.client = null;
    /** The position shown: null for the game's latest, else the number of moves shown. */
    this.viewPly = null;
    /** A scratch game set to the position shown, when it is not the latest. */
    this.viewGame = null;
    /** True while the player wants PAI's view of the position shown. */
    this.analysisOn = false;
    /** `{record, toMove, report, running}`: the analysis of the position after `record`. */
    this.analysis = null;
    /** `{record, steps, running, stopped, total}`: the review of the game `record` (`total` moves; steps by ply). */
    this.review = null;
    /** Counts analyses and reviews started, so a late answer from an old one is ignored. */
    this.workToken = 0;
    this.analysisMs = ANALYSIS_MS;
    this.reviewMs = REVIEW_MS;
  }

  /** The search client, started now if it is not running. */
  searchClient() {
    this.client ??= new SplitSearchClient(
      searchWorkerCount(),
      (best, why) => {
        if (why === 'failed') {
          this.trouble = { text: this.say(best ? 'failedTwiceBest' : 'failedTwiceQuick'), detail: '' };
        }
        return best ?? this.game.bestMove(4, 0);
      },
      (weights) => {
        this.weights = weights;
        this.changed();
      },
      (text) => {
        // Shown now, and again after PAI's move (which clears the message line).
        this.message = text;
        this.trouble = { text, detail: '' };
        this.changed();
      },
      this.say,
    );
    return this.client;
  }

  /** Says messages from now on in the language of `say` (the element's `lang` changed). */
  setLanguage(say) {
    this.say = say;
    if (this.client) this.client.say = say;
  }

  /** Starts the worker ahead of PAI's first move (so its weights load early), unless no PAI plays. */
  warmUp() {
    if (this.settings.mode !== 'local') this.searchClient();
  }

  /** The colour PAI plays now, or null when a human is to move (or the game is over). */
  paiToMove() {
    if (this.game.winner() !== null) return null;
    const side = this.game.toMove();
    if (this.settings.mode === 'watch') return side;
    if (this.settings.mode === 'pai' && side !== this.settings.humanColor) return side;
    return null;
  }

  levelFor(side) {
    return this.settings.mode === 'watch' && side === 'white' ? this.settings.whiteLevel : this.settings.level;
  }

  /** Starts a new game with `settings` (merged into the current ones). */
  newGame(settings = {}) {
    this.stopThinking();
    this.settings = cleanSettings({ ...this.settings, ...settings }, this.levelCount);
    this.game.free();
    this.game = this.engine.newGame();
    this.redoStack = [];
    this.message = '';
    this.paused = false;
    this.afterChange();
  }

  /**
   * Changes settings during the game (an element's attribute changed): the game goes on under
   * them at once. A search in progress is dropped and PAI, if it is now to move, starts again.
   */
  updateSettings(settings) {
    const next = cleanSettings({ ...this.settings, ...settings }, this.levelCount);
    if (JSON.stringify(next) === JSON.stringify(this.settings)) return;
    this.stopThinking();
    this.settings = next;
    this.reopen();
  }

  /**
   * Pauses PAI vs PAI (dropping the search in progress), or resumes it from the position shown
   * (moves undone while paused are dropped).
   */
  togglePause() {
    this.paused = !this.paused;
    if (this.paused) {
      this.stopThinking();
      this.changed();
      this.refreshAnalysis();
    } else {
      this.redoStack = [];
      this.afterChange();
    }
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
    if (settings) this.settings = cleanSettings({ ...this.settings, ...settings }, this.levelCount);
    this.game.free();
    this.game = loaded;
    this.redoStack = [];
    this.message = '';
    this.afterChange();
  }

  /** A human's move; refused (with a message) when it is not a human's turn or is illegal. */
  playHuman(move) {
    if (this.viewPly !== null) {
      this.message = this.say('viewingOld');
      this.changed();
      return false;
    }
    if (this.paiToMove() || this.thinking) {
      this.message = this.say('waitForPai');
      this.changed();
      return false;
    }
    return this.apply(move, 'human');
  }

  apply(move, by) {
    try {
      const played = this.game.applyMove(move);
      this.message = '';
      this.hint = null;
      if (by !== 'redo') this.redoStack = [];
      this.onEvent('move', { move: played, by, record: this.game.moves() });
      this.afterChange();
      return true;
    } catch (error) {
      this.tellError('moveRefused', error);
      this.changed();
      return false;
    }
  }

  /**
   * Takes back moves to the last position where a human was to move. In PAI vs PAI it pauses
   * and steps back one move, so a watched game can be reviewed.
   */
  undo() {
    this.stopThinking();
    if (this.settings.mode === 'watch') this.paused = true;
    let move = this.game.undo();
    while (move !== undefined && move !== null) {
      this.redoStack.push(move);
      if (this.settings.mode === 'watch' || !this.paiToMove()) break;
      move = this.game.undo();
    }
    this.hint = null;
    this.afterChange();
  }

  /** Replays undone moves up to the next position where a human is to move (PAI vs PAI: one). */
  redo() {
    if (!this.redoStack.length) return;
    this.stopThinking();
    do {
      this.game.applyMove(this.redoStack.pop());
    } while (this.redoStack.length && this.paiToMove() && this.settings.mode !== 'watch');
    this.afterChange();
  }

  /** Asks PAI (level 10) for a move for the human to move, and marks it on the board. */
  async requestHint() {
    if (this.paiToMove() || this.thinking || this.game.winner() !== null || this.viewPly !== null) return;
    this.pauseWork();
    const generation = this.generation;
    this.thinking = { side: this.game.toMove(), hint: true, info: null };
    this.changed();
    try {
      const move = await this.searchClient().search(
        { record: this.game.moves(), level: 10, ms: Math.min(this.settings.ms, 1000) },
        (info) => this.progress(generation, info),
      );
      if (generation !== this.generation) return;
      this.hint = move;
      this.message = this.say('hintIs', { move });
    } catch (error) {
      this.tellError('noHint', error);
    }
    this.thinking = null;
    this.changed();
    this.refreshAnalysis();
  }

  /** Makes PAI move now with its best move so far. */
  moveNow() {
    if (this.thinking) this.client?.stop();
  }

  stopThinking() {
    this.generation += 1;
    if (this.thinking) {
      this.client?.cancel();
      this.thinking = null;
    }
  }

  progress(generation, info) {
    if (generation !== this.generation || !this.thinking) return;
    this.thinking.info = info;
    this.changed();
  }

  afterChange() {
    this.generation += 1;
    this.setView(null);
    // A review stays while the game goes on from the moves it reviewed, and goes with them.
    if (this.review && !isStartOf(this.review.record, this.game.moves())) this.stopReview(true);
    const winner = this.game.winner();
    if (winner !== null) {
      this.onEvent('gameover', { winner, record: this.game.moves() });
    }
    this.changed();
    this.warmUp();
    this.maybeLetPaiMove();
    this.refreshAnalysis();
  }

  /** The moves of the game as a list. */
  moveList() {
    const record = this.game.moves();
    return record ? record.split(' ') : [];
  }

  /** The game shown: the game itself, or a scratch game at an earlier position. */
  shownGame() {
    return this.viewGame ?? this.game;
  }

  /** Shows the position after `ply` moves (null or the last ply: the game as it is now). */
  showPly(ply) {
    const moves = this.moveList();
    const target = ply === null || ply >= moves.length ? null : Math.max(0, Math.trunc(ply));
    if (target === this.viewPly) return;
    this.setView(target);
    this.changed();
    this.refreshAnalysis();
  }

  setView(ply) {
    this.viewPly = ply;
    this.viewGame?.free();
    this.viewGame = null;
    if (ply === null) return;
    this.viewGame = this.engine.newGame();
    this.viewGame.fromRecord(this.moveList().slice(0, ply).join(' '));
  }

  /** Turns PAI's analysis of the position shown on or off. */
  toggleAnalysis() {
    this.analysisOn = !this.analysisOn;
    if (!this.analysisOn) {
      this.pauseWork();
      this.analysis = null;
    }
    this.changed();
    this.refreshAnalysis();
  }

  /**
   * Starts analysing the position shown if analysis is on and the worker is free (PAI's moves,
   * hints and a review come first); an analysis of that position already there is kept.
   */
  refreshAnalysis() {
    if (!this.analysisOn || this.thinking || this.review?.running) return;
    const shown = this.shownGame();
    const record = shown.moves();
    if (this.analysis?.record === record && (this.analysis.running || this.analysis.done)) return;
    const token = ++this.workToken;
    const previous = this.analysis?.record === record ? this.analysis.report : null;
    this.analysis = { record, toMove: shown.toMove(), report: previous, running: true, done: false };
    const analysis = this.analysis;
    this.changed();
    this.searchClient().analyze({ record, ms: this.analysisMs }, (report) => {
      if (token !== this.workToken) return;
      analysis.report = report;
      this.changed();
    }).then(() => {
      if (token !== this.workToken) return;
      analysis.running = false;
      analysis.done = true;
      this.changed();
    }, (error) => {
      if (token !== this.workToken) return;
      analysis.running = false;
      this.tellError('analysisFailed', error);
      this.changed();
    });
  }

  /**
   * Stops an analysis or review in progress, for work that needs the worker first (a
   * review that is stopped keeps the positions it has done).
   */
  pauseWork() {
    this.workToken += 1;
    const busy = this.analysis?.running || this.review?.running;
    if (this.analysis) this.analysis.running = false;
    if (this.review?.running) {
      this.review.running = false;
      this.review.stopped = true;
    }
    return busy;
  }

  /**
   * Reviews the game so far (finished or not): each move valued by PAI in the position it was
   * played in, from the first; progress as it goes. The game itself is not touched: a review
   * mid-game leaves it where it was, and PAI's next move (or a hint) stops the review.
   */
  startReview() {
    const record = this.game.moves();
    if (!record || this.thinking) return;
    if (this.pauseWork()) this.client?.cancel();
    const token = ++this.workToken;
    const moves = record.split(' ');
    this.review = { record, steps: [], running: true, stopped: false, total: moves.length };
    const review = this.review;
    this.changed();
    this.searchClient().review({ record, ms: this.reviewMs }, (step) => {
      if (token !== this.workToken) return;
      if (step.played !== moves[step.ply]) {
        // An answer about another game: a fault, never shown as this game's review.
        this.pauseWork();
        this.client?.cancel();
        this.message = this.say('reviewFailed', { reason: this.say('reviewOtherGame', { ply: step.ply + 1 }) });
        this.changed();
        return;
      }
      review.steps[step.ply] = step;
      this.changed();
    }).then(() => {
      if (token !== this.workToken) return;
      review.running = false;
      this.changed();
      this.refreshAnalysis();
    }, (error) => {
      if (token !== this.workToken) return;
      review.running = false;
      review.stopped = true;
      this.tellError('reviewFailed', error);
      this.changed();
    });
  }

  /** Stops the review in progress (what it found so far stays), or with `forget` drops it. */
  stopReview(forget = false) {
    if (this.review?.running) {
      this.pauseWork();
      this.client?.cancel();
    }
    if (forget) this.review = null;
    this.changed();
    if (!forget) this.refreshAnalysis();
  }

  async maybeLetPaiMove() {
    const side = this.paiToMove();
    if (!side || this.redoStack.length || (this.paused && this.settings.mode === 'watch')) return;
    this.pauseWork();
    const generation = this.generation;
    this.thinking = { side, level: this.levelFor(side), info: null };
    this.changed();
    const started = performance.now();
    let move;
    this.trouble = null;
    try {
      move = await this.searchClient().search(
        { record: this.game.moves(), level: this.levelFor(side), ms: this.settings.ms },
        (info) => this.progress(generation, info),
      );
    } catch (error) {
      if (generation !== this.generation) return;
      if (error instanceof PaiUnavailable) {
        // No weaker move in secret: PAI does not move, and the player is told why.
        this.thinking = null;
        this.message = error.message;
        this.changed();
        return;
      }
      move = this.game.bestMove(4, 0);
      const { text, detail } = explainError(error, this.say);
      this.trouble = { text: this.say('searchFailed', { reason: text }), detail };
    }
    if (this.settings.mode === 'watch') {
      const rest = WATCH_MOVE_MS - (performance.now() - started);
      if (rest > 0) await new Promise((resolve) => setTimeout(resolve, rest));
    }
    if (generation !== this.generation) return;
    this.thinking = null;
    this.apply(move, 'pai');
    if (this.trouble) {
      this.tellText(this.trouble.text, this.trouble.detail);
      this.changed();
    }
  }

  /** The message line; setting it clears the detail under it. */
  get message() {
    return this.messageText;
  }

  set message(text) {
    this.messageText = text;
    this.messageDetail = '';
  }

  /** Shows `text` with `detail` (the engine's English words) under it. */
  tellText(text, detail = '') {
    this.message = text;
    this.messageDetail = detail;
  }

  /**
   * Shows `error` as the `reason` of the message `key`: an engine refusal in the player's words
   * (by its kind and ply), its English message as the detail (engine-errors.js).
   */
  tellError(key, error) {
    const { text, detail } = explainError(error, this.say);
    this.tellText(this.say(key, { reason: text }), detail);
  }

  changed() {
    this.onChange(this);
  }

  /** Stops thinking and ends the worker (the element left the page); the game is kept. */
  close() {
    this.pauseWork();
    this.client?.close();
    this.client = null;
    this.stopThinking();
  }

  /** Picks up again after `close` (the element came back): PAI moves if it is its turn. */
  reopen() {
    this.changed();
    this.warmUp();
    this.maybeLetPaiMove();
    this.refreshAnalysis();
  }
}
