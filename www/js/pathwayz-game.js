// <pathwayz-game>: the whole game as one custom element, for this site and for embedding.
//
//   <script type="module" src="https://example.org/pathwayz/js/pathwayz-game.js"></script>
//   <pathwayz-game level="10" ms="1000" color="white"></pathwayz-game>
//
// Attributes: level (1-12), positions (level 12 limited to that many positions a move, as the
// engine's strengths() offer it), ms (thinking time), color (the human's colour), mode (pai, local,
// watch, replay: the game of the `record` attribute shown move by move, with `autoplay` and
// `autoplay-ms`; puzzle: the `puzzle` attribute's puzzle, an id, `daily` or `streak`; mistakes: the
// player's own mistakes as exercises, with persist; friend: a game with a friend on another device,
// by link), controls (minimal or full), persist (save the game locally and read shared links;
// the key is `pathwayz.game.v1`, or `pathwayz.game.v1#ID` for an element with an id: give each
// persisting element on a page its own id; it also keeps the player's history of games finished
// against PAI, `pathwayz.history.v1`, and shows their rating: player-history.js), theme (light or dark; default: the browser's
// colour scheme), lang (en or zh; default: the browser's languages), orientation (auto, landscape
// or portrait; auto: portrait in a narrow container or on a narrow portrait screen, where the
// board is turned a quarter), board-size (the board's width in pixels; default: the element's
// width: container-fit.js), start (the move a replay opens at), no-spoilers (the evaluation
// hidden until the reader asks: spoilers.js), coach (off, mistake or blunder: against PAI, stop
// before PAI answers a move that bad: coach-work.js).
// Every attribute but persist takes effect at once, in the game in progress (script-api.js).
//
// The element only assembles: the controller (game-controller.js) owns the page's state in one
// store (store.js), changed by its methods alone; the element draws it once per animation frame
// (frame-render.js), each view a function of the snapshot: board-view.js, side-panel.js,
// analysis-view.js, replay-view.js, and the views of the features loaded on first use
// (element/features.js): setup-view.js, walkthrough-view.js and history-view.js when first opened,
// review-view.js at the first review, puzzle-view.js, exercise-view.js and friend-view.js when
// their mode is first in play (element/view-on-first-use.js) (see docs/PAGE.md); saved games
// and shared links are saved-games.js's (saving listens to the store), the
// player's history and rating player-history.js's (with persist: a finished game against PAI), puzzles
// and the player's puzzle attempts puzzle-mode.js's, the deck of the player's mistakes and its
// exercises (`mode="mistakes"`) mistakes-part.js's, games with friends and their links
// friend-games.js's (those four each loaded on first use: element/part-on-first-use.js, at the
// start with `persist` or in their mode), pictures of the position and the game
// (`pictureSvg()`, `picturePng()`, `pictureAnimation()`, the panel's Picture section) pictures.js's (loaded
// at the first picture asked for), the host
// page's scripts script-api.js's. It starts in steps, each a task of its own, so the first load
// has no long task (connectedCallback, build; docs/PAGE.md, "The start").
// Events (bubbling, composed): `pathwayz-ready`, `pathwayz-move` {move, by, record},
// `pathwayz-gameover` {winner, result, record}, `pathwayz-puzzle` {id, kind, result, reason, clean},
// `pathwayz-friend-link` {link, url, gameId, record, white, black, sender}, `pathwayz-friend-open`
// {result, gameId, record, message, kind, reason} and `pathwayz-error` {message, source}. Scripts:
// see script-api.js. Style it with the --pz-* custom properties (see styles.js) and ::part()
// (board, cell, status, toolbar, button, panel, moves, record, setup, message, thinking, and
// more). Move sounds, off until the player turns them on (`sounds`, `muted`): sounds.js. Thinking
// on the player's time (`ponder`: on or off): pondering.js. docs/PUBLISHERS.md describes all of it.

import { loadData, loadEngine, loadPictures } from './engine/wasm.js';
import { quickMove } from './engine/quick-move.js';
import { compileSearch } from './engine/search-module.js';
import { BoardView } from './board/board-view.js';
import { GameController } from './game/game-controller.js';
import { DEFAULT_SETTINGS, cleanSettings, engineBounds } from './game/settings.js';
import { budgetText, countsOf, strengthName } from './game/strengths.js';
import { modeNamed, modeOf } from './modes/mode-table.js';
import { humanResult } from './modes/mode.js';
import { SearchOnFirstUse } from './search/search-on-first-use.js';
import { renderEachFrame } from './element/frame-render.js';
import { humanTurn } from './game/players.js';
import { shareLink } from './storage/storage.js';
import { SavedGames } from './storage/saved-games.js';
import { adoptStyles } from './element/adopt-styles.js';
import { ScriptApi } from './element/script-api.js';
import { LIVE_ATTRIBUTES } from './element/live-attributes.js';
import { RELEASE } from './release.js';
import { Sounds } from './sound/sounds.js';
import { Pondering } from './ponder/pondering.js';
import { loadLanguage, pickLanguage, translator } from './i18n/i18n.js';
import { loadLadder } from './panel/ladder.js';
import { SidePanel } from './panel/side-panel.js';
import { boardMarks } from './analysis/analysis-marks.js';
import { raceMarks } from './race/race-marks.js';
import { coachMarks } from './coach/coach-marks.js';
import { REPLAY_KEYS, ReplayView } from './replay/replay-view.js';
import { rememberTour, tourSeen } from './tour/tour-seen.js';
import { loadFeature } from './element/features.js';
import { ViewOnFirstUse } from './element/view-on-first-use.js';
import { PartOnFirstUse } from './element/part-on-first-use.js';
import { MISTAKES_MODE } from './modes/mistakes.js';
import { PUZZLE_MODE } from './modes/puzzle.js';
import { friendFragment, friendUrl, linkTextOf } from './friend/friend-address.js';
import { PictureView } from './picture/picture-view.js';
import { nextTask } from './element/next-task.js';
import { ContainerFit } from './element/container-fit.js';
import { Spoilers } from './element/spoilers.js';

/** The player's input events, drawn at once when they changed the state (see connectedCallback). */
const INPUT_EVENTS = ['click', 'contextmenu', 'keydown', 'change', 'pointerover', 'pointerout', 'focusin'];

const TEMPLATE = (say) => `
<div class="pz" part="game">
  <div class="board-side">
    <div class="evalbar" hidden></div>
    <div class="board-frame"></div>
    <div class="replay-slot" hidden></div>
    <div class="puzzle-slot" hidden></div>
    <div class="mistakes-slot" hidden></div>
    <div class="friend-slot" hidden></div>
  </div>
  <div class="side" part="side">
    <div class="tour-offer" role="group" aria-label="${say('howToPlay')}" part="tour-offer panel" hidden>
      <p>${say('tourOffer')}</p>
      <button type="button" class="action tour-start" part="button tour-start">${say('tourStart')}</button>
      <button type="button" class="action tour-decline" part="button tour-decline">${say('tourSkip')}</button>
    </div>
    <div class="panel-body"><p class="status" role="status" aria-live="polite" part="status">${say('loading')}</p></div>
  </div>
  <dialog class="setup" part="setup panel"></dialog>
  <dialog class="tour" part="tour panel"></dialog>
  <dialog class="history" part="history panel"></dialog>
</div>`;

export class PathwayzGame extends HTMLElement {
  static get observedAttributes() {
    return [...LIVE_ATTRIBUTES, ...Sounds.ATTRIBUTES, ...Pondering.ATTRIBUTES, ...ContainerFit.ATTRIBUTES, ...Spoilers.ATTRIBUTES];
  }

  constructor() {
    super();
    // The parts, each given what it uses: the element (its attributes) and the controller.
    const controller = () => this.controller ?? null;
    this.soundsPart = new Sounds(this, controller);
    this.ponderingPart = new Pondering(this, controller);
    this.fit = new ContainerFit(this, {
      applyOrientation: () => this.applyOrientation(),
      reportError: (message, source) => this.api.reportError(message, source),
    });
    this.spoilers = new Spoilers(this, controller);
    const say = () => this.say;
    const engine = () => this.engine;
    // The parts that keep the player's data, each loaded on first use (part-on-first-use.js):
    // at the start where the element keeps data or starts in their mode (partsAtStart).
    const started = () => Boolean(this.partsStarted) && this.isConnected;
    this.puzzles = new PartOnFirstUse('puzzles', ({ Puzzles }) => new Puzzles(this, {
      controller, engine, say,
      reportError: (message, source) => this.api.reportError(message, source),
    }), started);
    this.mistakes = new PartOnFirstUse('mistakes', ({ Mistakes }) => new Mistakes(this, {
      controller, engine, say,
      closeHistory: () => this.historyView?.close(),
    }), started);
    this.api = new ScriptApi(this, {
      controller,
      bounds: () => this.bounds,
      modeChanged: (mode, before) => this.modeChanged(mode, before),
      puzzleChanged: (value) => this.puzzleChanged(value),
      look: {
        showControls: () => this.showControls(),
        offerTour: () => this.offerTour(),
        applyOrientation: () => this.applyOrientation(),
        changeLanguage: () => this.changeLanguage(),
      },
    });
    this.savedGames = new SavedGames(this, {
      controller, engine, say,
      settings: () => this.attributeSettings(),
      openReplay: (record) => this.api.showReplay(record),
      openPuzzle: (which) => this.openJudging(which),
    });
    this.friends = new PartOnFirstUse('friendGames', ({ FriendGames }) => new FriendGames({
      controller, engine, say,
      persists: () => Boolean(this.savedGames.persistKey),
    }), started);
    this.history = new PartOnFirstUse('playerHistory', ({ PlayerHistory }) => new PlayerHistory({
      controller, engine, say,
      strengthName: (strength) => this.strengthName(strength),
      savedGames: this.savedGames,
      view: () => this.historyView,
      root: () => this.shadowRoot,
    }), started);
    /** Those four, in the order they are started and hear the element's events. */
    this.keepingParts = [this.history, this.friends, this.puzzles, this.mistakes];
    // What the pictures part uses; the part and its module come with the first picture asked for.
    this.pictureUses = { controller, engine, say, root: () => this.shadowRoot };
    this.picturesLoading = null;
    /** The ladder's reading into the store, once begun (wantLadder). */
    this.ladderLoad = null;
    /** The changes of the look under way that `updateComplete` waits for (lookChange). */
    this.lookChanges = new Set();
    this.attachShadow({ mode: 'open' });
    this.say = translator(pickLanguage(null));
    this.shadowRoot.innerHTML = TEMPLATE(this.say);
    adoptStyles(this.shadowRoot);
    this.renderedPly = 0;
  }

  $(selector) {
    return this.shadowRoot.querySelector(selector);
  }

  async connectedCallback() {
    // Each connection gets a number; a load that finishes after the element left (or came
    // back, starting another load) gives up.
    const connection = (this.connection ?? 0) + 1;
    this.connection = connection;
    // The element's width is watched from now on, so the board is turned (or not) for its box
    // before it is first drawn.
    this.fit.watch();
    if (this.controller) {
      const conflict = this.savedGames.claimKey();
      // A part made while the element was away is started now; the games with friends listen again.
      for (const part of this.keepingParts) part.start();
      this.friends.now((friends) => friends.listen());
      this.applyOrientation();
      this.controller.reopen();
      if (conflict) this.controller.tell(conflict);
      return;
    }
    let engine;
    // The engine's module the element starts on (startModule). Beyond the core, the ladder is
    // fetched while it compiles (its Elo is in the first frame); on the core, at its first use
    // (wantLadder).
    const module = this.startModule();
    const loading = loadEngine({ module });
    const ladderLoading = this.wantsLadder(this.modeInPlay(), module) ? loadLadder() : null;
    // The element's language comes while the engine loads (English if its table cannot come),
    // and the mode's own panel (a feature: element/features.js), drawn in the first frame.
    const speaking = this.languageLoaded();
    const { panel } = this.modeInPlay();
    if (panel) loadFeature(panel).catch(() => {});
    for (const part of this.partsAtStart()) part.load().catch(() => {});
    try {
      engine = await loading;
      await speaking;
    } catch (error) {
      this.$('.status').textContent = this.say('loadFailed', { reason: error.message });
      return;
    }
    // The start is cut into tasks (the views a few at a time, then the game), so the page keeps
    // answering while it starts: each step first checks the element is still wanted here.
    const wanted = () => connection === this.connection && this.isConnected;
    if (!wanted()) return;
    // The parts that keep the player's data the start needs (partsAtStart: loading since then,
    // and any an attribute set meanwhile asks for).
    const partFailed = (await Promise.all(this.partsAtStart().map((part) => part.load().catch((error) => error)))).find((result) => result instanceof Error);
    if (!wanted()) return;
    if (!this.built && !(await this.build(engine, wanted))) return;
    // The controller is made in a task of its own (its first calls into the engine are slow),
    // and becomes the element's when the game starts, in the next.
    await nextTask();
    if (!wanted()) return;
    const controller = new GameController(engine, {
      // The workers' client loads on first use (search-on-first-use.js); the search module it
      // gives them is fetched and compiled from its start, beside the client's code.
      makeClient: (hooks) => {
        compileSearch().catch(() => {});
        return new SearchOnFirstUse(() => loadFeature('search'), ({ SplitSearchClient, searchWorkerCount }) => new SplitSearchClient(searchWorkerCount(), engine, hooks), hooks.say);
      },
      quickMove,
      readers: loadData,
      onEvent: (type, detail) => this.announce(type, detail),
      say: this.say,
    });
    // The ladder (fetched since the start; null if it cannot be read) is in the first frame.
    const ladder = ladderLoading && (await ladderLoading);
    await nextTask();
    if (!wanted()) {
      controller.close();
      return;
    }
    // The look's attributes that changed during the start (no controller heard them).
    await this.languageLoaded();
    if (!wanted()) {
      controller.close();
      return;
    }
    if (pickLanguage(this.getAttribute('lang')) !== this.say.language) {
      this.buildViews();
      controller.setLanguage(this.say);
    }
    this.showControls();
    this.applyOrientation();
    this.controller = controller;
    this.frames = renderEachFrame(this.controller.store, (state) => this.render(state));
    // A replay's keys (Left, Right, Home, End), heard before the drawing below.
    this.shadowRoot.addEventListener('keydown', (event) => this.onReplayKey(event));
    // The player's own input is drawn at the end of its event (all it changed, once), so the
    // board and the panel never lag a frame behind a click or a key.
    for (const type of INPUT_EVENTS) this.shadowRoot.addEventListener(type, () => this.frames.flush());
    // The reader's first input starts PAI's workers where the page began without them (a puzzle).
    for (const type of ['pointerdown', 'pointerover', 'keydown', 'focusin']) {
      this.shadowRoot.addEventListener(type, () => this.controller?.readerActs(), { once: true });
    }
    // A game by link, or a friend's link or kept game in the address: the friend work first
    // (friend-play.js), so the game shown and the link open in their order, never a game begun
    // for nothing before the link's.
    if (controller.mode().byLink || friendFragment() !== null) await controller.friend.loaded().catch(() => {});
    this.savedGames.openFirstGame(this.savedGames.claimKey());
    // The parts the start loaded, each started in its order; one that could not load says so,
    // and loads at its first use.
    for (const part of this.keepingParts) part.start();
    this.partsStarted = true;
    if (partFailed) this.controller.addNote(this.say('featureFailed', { reason: partFailed.message }));
    this.savedGames.saveOnChange();
    this.soundsPart.start();
    this.ponderingPart.start();
    this.spoilers.start();
    this.offerTour();
    this.api.afterReady();
    this.fit.start();
    // The Elo in the panel and the setup, and the player's rating: in the first frame, so no line
    // of the panel grows once it is shown (which would move the page); on the core, once a mode
    // where PAI plays or the setup shows it.
    if (ladderLoading) {
      this.controller.setLadder(ladder);
      this.ladderLoad = ladderLoading;
    }
    this.controller.store.subscribe((state) => {
      const mode = modeOf(state.settings);
      if (this.wantsLadder(mode, this.engineOf(mode))) this.wantLadder();
    });
    // The panel of the mode in play (a puzzle's, an exercise's, a game with a friend's: loading
    // since the start) is in the first frame, and so are a game by link's work (friend-play.js)
    // and, where sounds are on, their notes and player (sounds.js).
    // (The rest runs even if the element left meanwhile: a reconnection reopens this controller.)
    await Promise.all([...[this.puzzleView, this.exerciseView, this.friendView].map((view) => view.prepare(this.controller.state)), ...this.partLoads()]);
    // The first frame now, so the element is drawn when it says it is ready.
    this.render(this.controller.state);
    delete this.$('.pz').dataset.building;
    this.dataset.ready = 'true';
    this.dispatchEvent(new CustomEvent('pathwayz-ready', { bubbles: true, composed: true }));
  }

  /**
   * The parts that keep the player's data which the start needs: all of them where the element
   * keeps data (`persist`: each reads what it keeps at the start), else the puzzles or the deck of
   * mistakes where it starts in their mode. The others load at their first use.
   */
  partsAtStart() {
    if (this.hasAttribute('persist')) return this.keepingParts;
    const mode = this.modeInPlay();
    return mode === PUZZLE_MODE ? [this.puzzles] : mode === MISTAKES_MODE ? [this.mistakes] : [];
  }

  /**
   * The element turned into a puzzle or the mistakes mode, or out of one (the `mode` attribute:
   * script-api.js): each part whose mode it is, or was, hears it, loaded first where it must be
   * (`updateComplete` waits for that).
   */
  modeChanged(mode, before) {
    for (const [part, itsMode] of [[this.puzzles, PUZZLE_MODE], [this.mistakes, MISTAKES_MODE]]) {
      if (!part.part && modeNamed(mode) !== itsMode) continue;
      // Heard once loaded only if the mode is still `mode` (another change may have come first).
      this.withPart(part, (each) => {
        if (this.controller?.mode() === modeNamed(mode)) each.modeChanged(mode, before);
      });
    }
  }

  /** The `puzzle` attribute changed: in puzzle mode, that puzzle opens (puzzle-mode.js). */
  puzzleChanged(value) {
    if (this.controller?.mode() !== PUZZLE_MODE) return;
    this.withPart(this.puzzles, (puzzles) => puzzles.puzzleChanged(value));
  }

  /**
   * The engine's module the element starts on (engine/wasm.js): its mode's (mode.js, `engine`),
   * and at least the data module where it keeps the player's data (`persist`: the history, the
   * puzzles' attempts, the friends' games and the exercises are read by the data readers at the
   * start).
   */
  startModule() {
    const engine = this.engineOf(this.modeInPlay());
    return engine === 'core' && this.hasAttribute('persist') ? 'data' : engine;
  }

  /** The engine's module `mode` starts on (mode.js, `engine`) with this element's attributes. */
  engineOf(mode) {
    return typeof mode.engine === 'function' ? mode.engine((name) => this.getAttribute(name)) : mode.engine;
  }

  /**
   * Whether `mode` on the engine's `module` shows the ladder's Elo from the start: beyond the
   * core, but a game by link without `persist` (the friend links made it the data module's; it
   * shows no Elo).
   */
  wantsLadder(mode, module) {
    return module !== 'core' && !(mode.byLink && !this.hasAttribute('persist'));
  }

  /**
   * The ladder (the levels' Elo, for the panel and the setup) read and put in the store, once:
   * where the element started on the core, at the first mode where PAI plays or the setup opened.
   */
  wantLadder() {
    this.ladderLoad ??= loadLadder().then((file) => this.controller?.setLadder(file));
  }

  /** Draws everything again in the next frame (the look changed, not the state). */
  redraw() {
    this.renderedBoard = null;
    this.frames?.request();
  }

  /**
   * Keeps `work` (a change of the look that takes a while: a language's table loading) among
   * what `updateComplete` waits for, until it is done. Returns it.
   */
  lookChange(work) {
    this.lookChanges.add(work);
    const done = () => this.lookChanges.delete(work);
    work.then(done, done);
    return work;
  }

  /**
   * Made once, when the engine is ready: the views, in the element's language, each step in a task
   * of its own. Resolves with false, leaving the views half made, when `wanted()` turns false
   * (the element left the page; the next connection builds them again).
   */
  async build(engine, wanted) {
    this.engine = engine;
    this.levels = engine.levels();
    /** The strengths PAI plays at (a level, or a level limited to a number of positions a move: game/strengths.js). */
    this.strengths = engine.strengths();
    /** The engine's bounds on settings (levels, the longest thinking time). */
    this.bounds = engineBounds(engine);
    for (const step of this.viewSteps()) {
      await nextTask();
      if (!wanted()) return false;
      step();
      // Hidden, taking no room, until the game is drawn in it (styles.js), so no frame shows
      // it half built; but laid out now, in this step's task, not all at once in the first frame.
      this.$('.pz').dataset.building = '';
      void this.offsetHeight;
    }
    this.built = true;
    return true;
  }

  /**
   * The views and every button's listener, in the language of the `lang` attribute: made when
   * the engine is ready and again when `lang` changes; kept across moves in the page.
   */
  buildViews() {
    for (const step of this.viewSteps()) step();
  }

  /** Building the views, in steps small enough for a task each on a slow phone. */
  viewSteps() {
    return [
      () => {
        this.say = translator(pickLanguage(this.getAttribute('lang')));
        // The skeleton again in the element's own language; the styles stay as they are.
        const skeleton = document.createElement('template');
        skeleton.innerHTML = TEMPLATE(this.say);
        this.$('.pz').replaceWith(skeleton.content);
        this.panel = new SidePanel(this.$('.panel-body'), this);
        // The walk-through's, Game setup's and History's views are made again at their next
        // opening, in the new skeleton's dialogs.
        this.tour = null;
        this.setup = null;
        this.historyView = null;
        this.friendGamesView = null;
      },
      () => {
        // The board is made off the page (its cells drawn empty, turned for the screen) ...
        this.board = new BoardView(this.$('.board-frame').cloneNode(false), {
          play: (cell, permanent) => this.controller.playHuman(cell + (permanent ? '*' : '')),
          preview: (cell) => this.controller.previewCell(cell),
          arm: (cell) => this.controller.arm(cell),
          permanentMode: () => this.controller.state.permanentMode,
          // A replay's board takes no keys: Left and Right step through the game instead.
          readOnly: () => Boolean(this.controller?.mode().replays),
        }, this.say);
        this.board.setOrientation(this.orientation());
      },
      () => {
        // ... and put in its place in a step of its own, where it is laid out once.
        this.$('.board-frame').replaceWith(this.board.frame);
        this.applyOrientation();
      },
      () => {
        // The panels of the analysis, the race and the coach, each loaded when first turned on.
        this.analysisView = new ViewOnFirstUse({
          feature: 'analysis', slot: this.$('.analysis-slot'), host: this,
          shows: (state) => state.analysisOn,
          make: ({ AnalysisView }, slot) => new AnalysisView(slot, this.$('.evalbar'), this),
        });
        this.raceView = new ViewOnFirstUse({
          feature: 'race', slot: this.$('.race-slot'), host: this,
          shows: (state) => state.raceOn,
          make: ({ RaceView }, slot) => new RaceView(slot, this),
        });
        // The coach's live region is there before its first stop, so the stop is announced.
        this.coachView = new ViewOnFirstUse({
          feature: 'coach', slot: this.$('.coach-slot'), host: this,
          shows: (state) => (state.settings.coach ?? 'off') !== 'off',
          make: ({ CoachView }, slot) => new CoachView(slot, this),
        });
      },
      () => {
        this.reviewView = new ViewOnFirstUse({
          feature: 'review',
          slot: this.$('.review-slot'),
          shows: (state) => Boolean(state.review),
          // The review's panel holds the way into the deck of the player's mistakes made in it.
          make: ({ ReviewView, DeckView }, slot) => {
            const view = new ReviewView(slot, this);
            this.deckViews.push(new DeckView(this.$('.review-mistakes-slot'), this, 'review'));
            return view;
          },
          host: this,
        });
        this.replayView = new ReplayView(this.$('.replay-slot'), this);
        // The modes' own panels (modes/mode.js, `panel`), which a page may never show: each made
        // when its mode is first in play.
        const modeView = (feature, selector, make) => new ViewOnFirstUse({
          feature, slot: this.$(selector), host: this, make,
          shows: (state) => modeOf(state.settings).panel === feature,
        });
        this.puzzleView = modeView('puzzle', '.puzzle-slot', ({ PuzzleView }, slot) => new PuzzleView(slot, this));
        this.exerciseView = modeView('exercise', '.mistakes-slot', ({ ExerciseView }, slot) => new ExerciseView(slot, this));
        // The ways into the deck of mistakes: made with the review's panel and History's dialog.
        this.deckViews = [];
        this.friendView = modeView('friend', '.friend-slot', ({ FriendView }, slot) => new FriendView(slot, this));
        this.pictureView = new PictureView(this.$('.picture-slot'), this);
        this.showControls();
        this.wireControls();
        this.applyOrientation();
      },
    ];
  }

  /**
   * The `lang` attribute changed: every view again in the language it names, showing the same
   * game (an open dialog opens again).
   */
  /**
   * Resolves once the table of the language the element should speak (its `lang`, else the
   * browser's) is loaded (i18n.js), or could not be (then it speaks English): never rejects.
   */
  languageLoaded() {
    return loadLanguage(pickLanguage(this.getAttribute('lang'))).catch((error) => {
      console.warn(`the language could not be loaded (${error?.message ?? error}): English instead`);
    });
  }

  /** Speaks the language of `lang` (else the browser's), once its table is loaded: the views made again. */
  changeLanguage() {
    return this.lookChange(this.speakLanguage());
  }

  /** changeLanguage's work: the table loaded, then the views made again in it. */
  async speakLanguage() {
    await this.languageLoaded();
    if (!this.controller) return;
    const language = pickLanguage(this.getAttribute('lang'));
    if (language === this.say.language) return;
    const setupOpen = Boolean(this.setup?.dialog.open);
    const tourOpen = Boolean(this.tour?.dialog.open);
    const tourOffered = !this.$('.tour-offer').hidden;
    const historyOpen = Boolean(this.historyView?.dialog.open);
    this.tour?.close();
    this.tour?.teardown();
    this.buildViews();
    this.controller.setLanguage(this.say);
    this.$('.tour-offer').hidden = !tourOffered;
    this.redraw();
    if (setupOpen) this.openSetup();
    if (tourOpen) this.openTour();
    if (historyOpen) this.openHistory();
  }

  /** Landscape or portrait: the `orientation` attribute, else what the element's box suggests (container-fit.js). */
  orientation() {
    return this.fit.orientation();
  }

  /** Whether the board is seen from Black's side (turned half a turn): a game with a friend played as Black. */
  seenFromBlack() {
    const state = this.controller?.state;
    return Boolean(state) && modeOf(state.settings).seenFrom(state.settings) === 'black';
  }

  /** Lays the board out as `orientation()` says (the board is not there yet before the build). */
  applyOrientation() {
    const orientation = this.orientation();
    if (this.board) {
      this.board.setOrientation(orientation, this.seenFromBlack());
      this.dataset.turned = String(this.board.turned);
    }
    this.$('.pz').dataset.orientation = orientation;
    this.dataset.orientation = orientation;
  }

  /** The mode in play (modes/): the game's, or before there is one the `mode` attribute's (else the default). */
  modeInPlay() {
    if (this.controller) return this.controller.mode();
    return modeNamed(this.getAttribute('mode')) ?? modeNamed(DEFAULT_SETTINGS.mode);
  }

  /**
   * Shows the full controls with `controls="full"`, else the minimal ones; a replay hides the
   * controls of a game played (`data-play`) and shows its own (`data-replay`) with either; a
   * puzzle shows only those it uses (`data-puzzle`: the piece toggle, the move list with full
   * controls), the rest would give the answer away or leave the puzzle.
   */
  showControls() {
    const full = this.getAttribute('controls') === 'full';
    const mode = this.modeInPlay();
    this.controlsMode = mode;
    const shows = {
      play: (dataset) => !('full' in dataset) || full,
      replay: (dataset) => !('play' in dataset) && ('replay' in dataset || full),
      puzzle: (dataset) => 'puzzle' in dataset && (!('full' in dataset) || full),
    }[mode.controls];
    for (const element of this.shadowRoot.querySelectorAll('[data-full], [data-play], [data-replay], [data-puzzle]')) {
      element.hidden = !shows(element.dataset);
    }
  }

  /**
   * A key in a replay: Left and Right show the previous and the next position, Home and End the
   * first and the last (not while typing, nor in a dialog).
   */
  onReplayKey(event) {
    const where = REPLAY_KEYS[event.key];
    if (!where || !this.modeInPlay().replays || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    if (event.target.closest?.('textarea, input, select, dialog, summary')) return;
    event.preventDefault();
    this.controller.replay.go(where);
  }

  attributeChangedCallback(name, oldValue, newValue) {
    const part = [this.soundsPart, this.ponderingPart, this.fit, this.spoilers].find((each) => each.constructor.ATTRIBUTES.includes(name));
    (part ?? this.api).attributeChanged(name, oldValue, newValue);
  }

  // The public API for the host page's scripts (element/script-api.js, docs/PUBLISHERS.md):
  // each a door to the script API part.

  /** Resolves with the element when it is ready (the `pathwayz-ready` event). */
  get ready() {
    return this.api.ready;
  }

  /**
   * Resolves with `true` once the element is ready and has drawn every change made before this
   * was read (attributes, properties, `newGame()`, `undo()`, moves, a language to load): then what
   * it shows is the state a script set. The element draws once an animation frame
   * (element/frame-render.js), so a read right after a change could come first.
   */
  get updateComplete() {
    return this.ready.then(async () => {
      // A change may bring another (a language loaded, then the views made again): wait until
      // nothing is left.
      while (this.lookChanges.size || this.frames?.pending || this.partLoads().length) {
        await Promise.all([...this.lookChanges, ...this.partLoads()]);
        await this.frames?.drawn();
      }
      return true;
    });
  }

  /**
   * The loads under way that what the element draws waits for, besides its look's changes: a game
   * by link's work (friend-play.js) and the move sounds' notes and player (sounds.js). Each
   * resolves, loaded or not.
   */
  partLoads() {
    return [this.controller?.friend.pending?.catch(() => {}), this.soundsPart.pending].filter(Boolean);
  }

  /** The game record, moves in notation separated by spaces (`"d4 e5 e4*"`). */
  get record() {
    return this.api.record;
  }

  /** Loads a record in place of the game in progress (a replay shows it); a bad one throws and changes nothing. */
  set record(record) {
    this.api.record = record;
  }

  /** The position shown, as its number of moves from the start. */
  get ply() {
    return this.api.ply;
  }

  set ply(ply) {
    this.api.ply = ply;
  }

  /** PAI's level (the `level` attribute). */
  get level() {
    return this.api.reflected('level');
  }

  set level(level) {
    this.api.reflect('level', level);
  }

  /** PAI's thinking time in milliseconds (the `ms` attribute). */
  get ms() {
    return this.api.reflected('ms');
  }

  set ms(ms) {
    this.api.reflect('ms', ms);
  }

  /** The human's colour (the `color` attribute). */
  get color() {
    return this.api.reflected('color');
  }

  set color(color) {
    this.api.reflect('color', color);
  }

  /** The mode (the `mode` attribute). */
  get mode() {
    return this.api.reflected('mode');
  }

  set mode(mode) {
    this.api.reflect('mode', mode);
  }

  /** The weights PAI plays with, once its worker has started, else null. */
  get weights() {
    return this.api.weights;
  }

  /** The release of the element: its version (`0.6.0`), the same as the engine's `version()`. */
  get version() {
    return RELEASE.version;
  }

  /** The build of that release: a hash of its sources, different for any two builds that differ. */
  get buildId() {
    return RELEASE.build;
  }

  /** Starts a new game under the current settings. */
  newGame() {
    this.api.readyController().newGame();
  }

  /** Takes back moves to the last position where a human was to move (PAI vs PAI: one move). */
  undo() {
    this.api.readyController().undo();
  }

  /** Replays what `undo` took back, up to the next position where a human is to move. */
  redo() {
    this.api.readyController().redo();
  }

  /**
   * The position as an SVG picture (a Blob, `image/svg+xml`), in the element's colours now:
   * `options` `{size, caption, ply}` (picture/pictures.js); resolves once the element is ready.
   */
  pictureSvg(options) {
    return this.ready.then(() => this.pictures()).then((pictures) => pictures.svg(options));
  }

  /** The position as a PNG picture (a Blob, `image/png`), with the options of `pictureSvg`. */
  picturePng(options) {
    return this.ready.then(() => this.pictures()).then((pictures) => pictures.png(options));
  }

  /**
   * The game (or, with `line`, those moves from the position shown) as an animated GIF (a Blob,
   * `image/gif`), one frame a position: `options` `{size, caption, line, ply, delayMs}`.
   */
  pictureAnimation(options) {
    return this.ready.then(() => this.pictures()).then((pictures) => pictures.animation(options));
  }

  /**
   * The pictures part (picture/pictures.js), whose module and the engine's pictures module
   * (engine/wasm.js) are loaded at the first picture asked for (by a method above or the panel's Picture section), not with the element: a promise. A
   * load that failed (the network lost before the site was kept offline) is tried again next time.
   */
  pictures() {
    this.picturesLoading ??= Promise.all([import('./picture/pictures.js'), loadPictures()])
      .then(([{ Pictures }, writers]) => new Pictures({ ...this.pictureUses, writers: () => writers }))
      .catch((error) => {
        this.picturesLoading = null;
        throw error;
      });
    return this.picturesLoading;
  }

  /** Whether move sounds are on (sound/sounds.js). */
  get sounds() {
    return this.soundsPart.on;
  }

  /** Turns move sounds on or off (the `sounds` attribute). */
  set sounds(on) {
    this.soundsPart.on = on;
  }

  /** Whether the page muted the element (the `muted` attribute). */
  get muted() {
    return this.hasAttribute('muted');
  }

  set muted(muted) {
    this.toggleAttribute('muted', Boolean(muted));
  }

  /** The player turned sounds on or off in Game setup. */
  chooseSounds(on) {
    this.soundsPart.choose(on);
  }

  /** The player turned thinking on their time on or off in Game setup. */
  choosePonder(on) {
    this.ponderingPart.choose(on);
  }

  /** The puzzles' doors for their view (puzzle/puzzle-mode.js). */
  openPuzzle(which) {
    return this.withPart(this.puzzles, (puzzles) => puzzles.open(which));
  }

  /** The puzzle panel's theme list chose `theme` (puzzle/puzzle-mode.js). */
  choosePuzzleTheme(theme) {
    this.withPart(this.puzzles, (puzzles) => puzzles.chooseTheme(theme));
  }

  leavePuzzles() {
    this.withPart(this.puzzles, (puzzles) => puzzles.leave());
  }

  puzzleRatingText(rating) {
    return this.puzzles.now((puzzles) => puzzles.ratingText(rating), '');
  }

  /**
   * A mode that judges moves, opened at the start: the player's next exercise in the mistakes
   * mode, else the puzzle `which` (mistakes/mistakes-part.js, puzzle/puzzle-mode.js).
   */
  openJudging(which) {
    if (this.controller.mode() === MISTAKES_MODE) this.withPart(this.mistakes, (mistakes) => mistakes.open('next'));
    else this.openPuzzle(which);
  }

  /**
   * Opens the deck of mistakes at `which` exercise; the exercise's panel is loaded first
   * (element/features.js), so it is drawn in the frame that hides the button pressed, and takes
   * its focus.
   */
  openMistakes(which) {
    return this.withFeature('exercise', () => this.withPart(this.mistakes, (mistakes) => mistakes.enter(which)));
  }

  /** The next exercise of the deck (the exercise's panel's Next). */
  nextMistake() {
    this.withPart(this.mistakes, (mistakes) => mistakes.open('next'));
  }

  /** History's sweep of the saved games not yet reviewed: started, or stopped while it runs (games-sweep.js). */
  toggleMistakesSweep() {
    this.withPart(this.mistakes, ({ sweep }) => {
      if (this.controller.state.mistakes?.sweep?.running) sweep.stop();
      else sweep.start();
    });
  }

  /**
   * Opens History; its dialog's views load at its first opening (element/features.js), and
   * `updateComplete` waits for them. Resolves once it is open (or the load failed, as the status says).
   */
  openHistory() {
    return this.withFeature('history', (module) => this.historyDialog(module).open());
  }

  /** History's dialog, its views made from the feature's module at the first opening (drawn next frame). */
  historyDialog({ HistoryView, DeckView, FriendGamesView }) {
    if (!this.historyView) {
      this.historyView = new HistoryView(this.$('dialog.history'), this);
      this.deckViews.push(new DeckView(this.$('.mistakes-deck-slot'), this, 'history'));
      this.friendGamesView = new FriendGamesView(this.$('.friend-games-slot'), this);
      this.redraw();
    }
    return this.historyView;
  }

  // The history's doors for its dialog and the panel (history/player-history.js).

  // (The panel shows a rating only with a history, which its part, made at the start, has read.)

  ratingText(state) {
    return this.history.now((history) => history.ratingText(state), '');
  }

  suggestionText(state) {
    return this.history.now((history) => history.suggestionText(state), '');
  }

  offersSuggestion(state) {
    return this.history.now((history) => history.offersSuggestion(state), false);
  }

  playSuggestion() {
    this.withPart(this.history, (history) => history.playSuggestion());
  }

  reviewFromHistory(index) {
    this.withPart(this.history, (history) => history.review(index));
  }

  exportHistory() {
    this.withPart(this.history, (history) => history.exportFile());
  }

  importHistory(file) {
    return this.withPart(this.history, (history) => history.importFile(file));
  }

  askClearHistory(asking) {
    this.withPart(this.history, (history) => history.askClear(asking));
  }

  clearHistory() {
    this.withPart(this.history, (history) => history.clear());
  }

  /**
   * Opens a friend's link (its text, or an address holding it: friend-games.js): a new game, the
   * friend's move, or a link refused, as the engine judges it. Resolves with the result: `new`,
   * `extends`, `same`, `older`, `conflict` or `refused` (on a page begun on the core, once the
   * engine's links are loaded: friend-work.js).
   */
  openFriendLink(text) {
    const controller = this.api.readyController();
    if (this.friends.part) return this.friends.now((friends) => friends.open(text));
    // Without the games kept here, the game shown is the copy it is judged against; with
    // `persist` (the part's load failed at the start), the part loads now for what follows.
    if (this.hasAttribute('persist')) this.withPart(this.friends, () => {});
    return controller.friend.receive(linkTextOf(text));
  }

  /** The address of the link for the friend in a game with a friend (after the player's move or invitation), else null. */
  get friendLink() {
    const link = this.controller?.friend.linkToSend();
    return link ? friendUrl(link) : null;
  }

  /** History's door to a game with a friend kept here (friend/friend-games.js). */
  openFriendGame(id) {
    this.historyView?.close();
    this.withPart(this.friends, (friends) => friends.openKept(id));
  }

  disconnectedCallback() {
    this.connection = (this.connection ?? 0) + 1;
    this.fit.unwatch();
    this.controller?.close();
    this.soundsPart.stop();
    this.ponderingPart.stop();
    this.friends.now((friends) => friends.stop());
    this.savedGames.releaseKey();
  }

  /** Settings from the element's attributes. */
  attributeSettings() {
    const settings = {};
    if (this.hasAttribute('mode')) settings.mode = this.getAttribute('mode');
    if (this.hasAttribute('level')) settings.level = this.getAttribute('level');
    if (this.hasAttribute('positions')) settings.positions = this.getAttribute('positions');
    if (this.hasAttribute('white-level')) settings.whiteLevel = this.getAttribute('white-level');
    if (this.hasAttribute('white-positions')) settings.whitePositions = this.getAttribute('white-positions');
    if (this.hasAttribute('color')) settings.humanColor = this.getAttribute('color');
    if (this.hasAttribute('ms')) settings.ms = this.getAttribute('ms');
    if (this.hasAttribute('coach')) settings.coach = this.getAttribute('coach');
    return cleanSettings(settings, this.bounds);
  }

  /**
   * Opens Game setup (the ladder's Elo read for it, where the element started without it); its
   * dialog loads at its first opening (element/features.js), and `updateComplete` waits for it.
   * Resolves once it is open (or the load failed, as the status says).
   */
  openSetup() {
    this.wantLadder();
    // Sounds are turned on there: their player is here by then, so the first note sounds in the
    // player's own gesture, as browsers ask (sounds.js).
    this.soundsPart.loadOutput({ retry: true });
    return this.withFeature('setup', ({ SetupView }) => {
      if (!this.setup) {
        this.setup = new SetupView(this.$('dialog.setup'), this);
        this.setup.render(this.controller.state);
      }
      this.setup.open();
    });
  }

  /**
   * Runs `use` with the module of the feature `name` (element/features.js) once it has loaded;
   * `updateComplete` waits for it. A load that fails is said on the message line. Resolves when
   * done either way.
   */
  withFeature(name, use) {
    return this.lookChange(loadFeature(name).then((module) => {
      adoptStyles(this.shadowRoot, module.STYLES ?? []);
      return use(module);
    }, (error) => this.featureFailed(error)));
  }

  /**
   * `work(part)` with the part `part` (a PartOnFirstUse), loaded first where it is not yet, which
   * `updateComplete` waits for; a failed load says so. Resolves with what `work` gives.
   */
  withPart(part, work) {
    if (part.part) return part.use(work);
    return this.lookChange(part.load().then(() => part.use(work), (error) => this.featureFailed(error)));
  }

  /** A feature could not load (offline before the site was kept): the message line says so, and nothing else changes. */
  featureFailed(error) {
    this.controller?.tellError('featureFailed', error);
  }

  /** On the first visit to the full page, offers the walk-through (never over a dialog). */
  offerTour() {
    const offer = this.$('.tour-offer');
    offer.hidden = this.getAttribute('controls') !== 'full' || !this.modeInPlay().played || tourSeen();
  }

  /**
   * Opens the walk-through; its module loads at the first opening (element/features.js), and
   * `updateComplete` waits for it. Resolves once it is open (or the load failed, as the status says).
   */
  openTour() {
    this.$('.tour-offer').hidden = true;
    return this.withFeature('tour', ({ Walkthrough }) => {
      rememberTour('seen');
      this.tour ??= new Walkthrough(this.$('dialog.tour'), this);
      this.tour.open();
    });
  }

  /** The level's name on the ladder, in the player's language. */
  levelName(level) {
    const info = this.levels.find((l) => l.level === level);
    if (!info) return '';
    const name = this.say(`levelName.${level}`);
    return name === `levelName.${level}` ? info.name : name;
  }

  /** A strength's name in the player's language: its level's, with its budget for a limited one (game/strengths.js). */
  strengthName(strength) {
    return strengthName(strength, (level) => this.levelName(level), this.levels, this.say);
  }

  /** What `level`'s search counts (`positions`, or `playouts` for level 6): the engine's `levels()` says. */
  levelCounts(level) {
    return countsOf(this.levels, level);
  }

  /** A limited strength's budget in the player's language ("60,000 positions"), null for a level alone. */
  budgetText(strength) {
    return budgetText(strength, this.levels, this.say);
  }

  /** Starts a new game with `settings` (from the setup dialog). */
  startNewGame(settings) {
    this.controller.newGame(settings);
  }

  /** The coach's Take back: the position before the move it stopped (coach-work.js). */
  takeBack() {
    this.controller.coach.takeBack();
  }

  /** The coach's Play on: PAI answers the move it stopped. */
  playOn() {
    this.controller.coach.playOn();
  }

  wireControls() {
    const controller = () => this.controller;
    this.panel.wire({
      regular: () => controller().setPermanentMode(false),
      permanent: () => controller().setPermanentMode(true),
      undo: () => controller().undo(),
      redo: () => controller().redo(),
      hint: () => controller().requestHint(),
      moveNow: () => controller().moveNow(),
      pause: () => controller().togglePause(),
      newGame: () => controller().newGame(),
      openSetup: () => this.openSetup(),
      openTour: () => this.openTour(),
      openHistory: () => this.openHistory(),
      playSuggestion: () => this.playSuggestion(),
      puzzles: () => this.withPart(this.puzzles, (puzzles) => puzzles.enter('next')),
      dailyPuzzle: () => this.withPart(this.puzzles, (puzzles) => puzzles.enter('daily')),
      analyze: () => controller().toggleAnalysis(),
      reveal: () => this.spoilers.reveal(!this.$('.analyze').hidden),
      race: () => controller().toggleRace(),
      review: () => controller().startReview(),
      live: () => controller().showPly(null),
      showPly: (ply) => controller().showPly(ply),
      copyRecord: () => this.copy(controller().state.game.record, this.say('recordCopied')),
      copyLink: () => this.copy(shareLink(controller().state.game.moves, controller().state.settings), this.say('linkCopied')),
      openLink: () => this.savedGames.openOfferedLink(),
      keepGame: () => this.savedGames.closeOffer(),
      loadRecord: () => {
        try {
          controller().loadRecord(this.$('.record-input').value);
          controller().tell(this.say('recordLoaded'));
        } catch (error) {
          controller().tellError('recordRefused', error);
        }
      },
    });
    this.$('.tour-start').addEventListener('click', () => this.openTour());
    this.$('.tour-decline').addEventListener('click', () => {
      this.$('.tour-offer').hidden = true;
      rememberTour('skipped');
    });
  }

  async copy(text, done) {
    try {
      await navigator.clipboard.writeText(text);
      this.controller.tell(done);
    } catch {
      this.$('.record-input').value = text;
      this.$('.record-input').select();
      this.controller.tell(this.say('copyByHand'));
    }
  }

  announce(type, detail) {
    const { settings } = this.controller.state;
    if (type === 'gameover') {
      // Against PAI the human's result, else who won.
      const result = humanResult(modeOf(settings), settings, detail.winner) ?? (detail.winner === 'draw' ? 'draw' : `${detail.winner} wins`);
      detail = { ...detail, result };
    }
    // A friend's link as the address that opens it on this page.
    if (type === 'friend-link') detail = { ...detail, url: friendUrl(detail.link) };
    // The parts that keep data hear it (one not made, with `persist`, because its load failed at
    // the start, is loaded now and started, reading what it keeps, so that nothing is lost).
    for (const part of this.keepingParts) {
      if (part.part || this.hasAttribute('persist')) this.withPart(part, (each) => each.hear?.(type, detail));
    }
    this.dispatchEvent(new CustomEvent(`pathwayz-${type}`, { detail, bubbles: true, composed: true }));
  }

  /** Draws the snapshot `state` (store.js): each view is a function of it. */
  render(state) {
    const { shown } = state;
    const turn = humanTurn(state);
    // Progress reports arrive every 50 ms while PAI thinks: redraw the board only when what it
    // shows has changed.
    const hint = state.hint && shown.viewPly === null ? state.hint.replace('*', '') : null;
    const mode = modeOf(state.settings);
    const region = mode.judgesMoves && shown.viewPly === null ? state.puzzle?.region ?? [] : [];
    const marks = boardMarks(state);
    const race = raceMarks(state);
    const reply = coachMarks(state);
    const boardKey = JSON.stringify([shown.record, state.preview, hint, turn, state.armed, [...marks.values], marks.line, region, race, reply]);
    if (boardKey !== this.renderedBoard) {
      this.renderedBoard = boardKey;
      const flips = shown.moves.length !== this.renderedPly ? shown.lastFlips : [];
      this.renderedPly = shown.moves.length;
      this.board.render({
        rows: shown.board,
        lastMove: shown.lastMove,
        flips,
        path: shown.path,
        preview: state.preview,
        hint,
        armed: state.armed,
        locked: !turn,
        values: marks.values,
        line: marks.line,
        region,
        race,
        reply,
      });
    }
    if (mode !== this.controlsMode) {
      this.showControls();
      this.offerTour();
    }
    if (this.seenFromBlack() !== this.board.turned) this.applyOrientation();
    this.panel.render(state);
    this.analysisView.render(state);
    this.raceView.render(state);
    this.coachView.render(state);
    this.reviewView.render(state);
    this.replayView.render(state);
    this.puzzleView.render(state);
    this.exerciseView.render(state);
    for (const view of this.deckViews) view.render(state);
    this.friendView.render(state);
    this.historyView?.render(state);
    this.friendGamesView?.render(state);
    this.pictureView.render(state);
    // A replay whose record was refused has no game: its panel keeps only the reason (styles.js).
    this.$('.pz').toggleAttribute('data-replay-problem', mode.replays && Boolean(state.replay.problem));
    // The evaluation waits for the reader (no-spoilers): its controls and panels are hidden (styles.js).
    this.$('.pz').toggleAttribute('data-spoilers-hidden', state.spoilersHidden);
    this.setup?.render(state);
    this.dataset.ply = String(state.game.ply);
    this.dataset.shownPly = String(shown.viewPly ?? state.game.ply);
    this.dataset.thinking = String(Boolean(state.thinking));
    this.dataset.winner = state.game.winner ?? '';
    this.dataset.analysis = state.analysisOn ? (state.analysis?.running ? 'running' : 'done') : '';
    this.dataset.race = state.raceOn ? 'on' : '';
    this.dataset.coach = state.coach?.phase ?? '';
    this.dataset.review = state.review ? (state.review.running ? 'running' : 'done') : '';
    this.dataset.puzzle = mode.judgesMoves ? state.puzzle?.phase ?? '' : '';
    this.dataset.puzzleId = mode.judgesMoves ? state.puzzle?.info?.id ?? '' : '';
  }
}

// A second copy of this file on the page (a bundle beside a CDN script) leaves the first one's element.
if (!customElements.get('pathwayz-game')) customElements.define('pathwayz-game', PathwayzGame);
