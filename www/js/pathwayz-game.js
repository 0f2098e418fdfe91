// <pathwayz-game>: the whole game as one custom element, for this site and for embedding.
//
//   <script type="module" src="https://example.org/pathwayz/js/pathwayz-game.js"></script>
//   <pathwayz-game level="10" ms="1000" color="white"></pathwayz-game>
//
// Attributes: level (1-11), ms (thinking time), color (the human's colour), mode (pai, local,
// watch), controls (minimal or full), persist (save the game locally and read shared links;
// the key is `pathwayz.game.v1`, or `pathwayz.game.v1#ID` for an element with an id: give each
// persisting element on a page its own id).
// Events (bubbling, composed): `pathwayz-ready`, `pathwayz-move` {move, by, record},
// `pathwayz-gameover` {winner, result, record} and `pathwayz-error` {message, source}. Scripts:
// see script-api.js. Style it with the --pz-* custom properties (see styles.js) and ::part()
// (board, cell, status, toolbar, button, panel, moves, record, setup, message, thinking).
// docs/PUBLISHERS.md describes all of it.

import { loadEngine } from './wasm.js';
import { BoardView } from './board-view.js';
import { GameController, MODES, cleanSettings } from './game-controller.js';
import { planFirstGame } from './first-game.js';
import { forgetLink, loadSaved, readLink, save, setAside, shareLink, storageKey } from './storage.js';
import { adoptStyles } from './styles.js';
import { withScriptApi } from './script-api.js';

const TIMES = [250, 500, 1000, 2000, 5000, 10000];

const TEMPLATE = `
<div class="pz">
  <p class="status" part="status" role="status" aria-live="polite">Loading…</p>
  <div class="thinking" part="thinking" hidden>
    <span class="spinner" aria-hidden="true"></span>
    <span class="progress" aria-live="off"></span>
    <button type="button" class="action stop" part="button stop">Move now</button>
  </div>
  <div class="board" part="board"></div>
  <div class="toolbar" part="toolbar">
    <span class="kind" role="group" aria-label="Piece to place">
      <button type="button" class="action regular" part="button regular" aria-pressed="true">Regular</button>
      <button type="button" class="action permanent" part="button permanent" aria-pressed="false" title="Right-click, long-press or P also places a permanent">Permanent</button>
    </span>
    <button type="button" class="action pause" part="button pause" aria-pressed="false" hidden>Pause</button>
    <button type="button" class="action undo" part="button undo">Undo</button>
    <button type="button" class="action redo" part="button redo" data-full>Redo</button>
    <button type="button" class="action hint" part="button hint" data-full>Hint</button>
    <button type="button" class="action new-game" part="button new-game">New game</button>
  </div>
  <p class="message" part="message"></p>
  <details class="setup" part="setup panel" data-full>
    <summary>Game setup</summary>
    <div class="setup-row">
      <label>Players <select class="mode"></select></label>
      <label class="level-field">PAI level <select class="level"></select></label>
      <label class="white-level-field">White PAI level <select class="white-level"></select></label>
      <label class="color-field">You play <select class="color">
        <option value="white">White (moves first)</option><option value="black">Black</option></select></label>
      <label>Thinking time <select class="ms"></select></label>
      <button type="button" class="action start" part="button start">Start new game</button>
    </div>
    <p class="level-description"></p>
  </details>
  <section class="moves panel" part="moves panel" data-full>
    <h2>Moves</h2>
    <ol></ol>
  </section>
  <section class="record panel" part="record panel" data-full>
    <h2>Game record</h2>
    <div class="record-row">
      <button type="button" class="action copy-record" part="button copy-record">Copy record</button>
      <button type="button" class="action copy-link" part="button copy-link">Copy link</button>
    </div>
    <div class="record-row">
      <textarea class="record-input" aria-label="Paste a game record" placeholder="Paste a record, like: f4 g5* f5"></textarea>
      <button type="button" class="action load-record" part="button load-record">Load record</button>
    </div>
  </section>
  <div class="offer" role="group" aria-label="A shared game" hidden>
    <p class="offer-text"></p>
    <button type="button" class="action open-link" part="button open-link">Open the shared game</button>
    <button type="button" class="action keep-game" part="button keep-game">Keep my game</button>
  </div>
  <p class="notice" hidden></p>
</div>`;

/** Storage keys of the persisting elements on this page, so two never share one. */
const keysInUse = new Map();

function name(side) {
  return side === 'white' ? 'White' : 'Black';
}

export class PathwayzGame extends withScriptApi(HTMLElement) {
  constructor() {
    super();
    this.attachShadow({ mode: 'open' });
    this.shadowRoot.innerHTML = TEMPLATE;
    adoptStyles(this.shadowRoot);
    this.permanentMode = false;
    this.previewCell = null;
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
    if (this.controller) {
      const conflict = this.claimStorageKey();
      this.controller.reopen();
      if (conflict) this.controller.message = conflict;
      this.render();
      return;
    }
    let engine;
    try {
      engine = await loadEngine();
    } catch (error) {
      this.$('.status').textContent = `The game could not load: ${error.message}`;
      return;
    }
    if (connection !== this.connection || !this.isConnected) return;
    if (!this.built) this.build(engine);
    this.controller = new GameController(engine, () => this.render(), (type, detail) => this.announce(type, detail));
    this.startFirstGame(this.claimStorageKey());
    this.afterReady();
    this.dataset.ready = 'true';
    this.dispatchEvent(new CustomEvent('pathwayz-ready', { bubbles: true, composed: true }));
  }

  /** The board, the setup form and every button's listener: made once, kept across moves in the page. */
  build(engine) {
    this.built = true;
    this.showControls();
    this.engine = engine;
    this.levels = engine.levels();
    this.board = new BoardView(this.$('.board'), {
      play: (cell, permanent) => this.playCell(cell, permanent),
      preview: (cell) => {
        this.previewCell = cell;
        this.render();
      },
      permanentMode: () => this.permanentMode,
    });
    this.fillSetup();
    this.wireControls();
  }

  /** Shows the full controls with `controls="full"`, else the minimal ones. */
  showControls() {
    const full = this.getAttribute('controls') === 'full';
    for (const element of this.shadowRoot.querySelectorAll('[data-full]')) element.hidden = !full;
  }

  disconnectedCallback() {
    this.connection = (this.connection ?? 0) + 1;
    this.controller?.close();
    if (keysInUse.get(this.persistKey) === this) keysInUse.delete(this.persistKey);
  }

  /**
   * Sets `persistKey`, the key this element saves under (with `persist`), from its id; null when
   * it does not save. A key another element on the page uses is refused: returns why, for the
   * player (null when all is well).
   */
  claimStorageKey() {
    this.persistKey = null;
    if (!this.hasAttribute('persist')) return null;
    const key = storageKey(this.id);
    const holder = keysInUse.get(key);
    if (holder && holder !== this && holder.isConnected) {
      const problem = `Not saved: another game on this page saves under "${key}". Give each game with persist its own id.`;
      console.warn(problem);
      return problem;
    }
    keysInUse.set(key, this);
    this.persistKey = key;
    return null;
  }

  /** Settings from the element's attributes. */
  attributeSettings() {
    const settings = {};
    if (this.hasAttribute('mode')) settings.mode = this.getAttribute('mode');
    if (this.hasAttribute('level')) settings.level = this.getAttribute('level');
    if (this.hasAttribute('white-level')) settings.whiteLevel = this.getAttribute('white-level');
    if (this.hasAttribute('color')) settings.humanColor = this.getAttribute('color');
    if (this.hasAttribute('ms')) settings.ms = this.getAttribute('ms');
    return cleanSettings(settings, this.levels.length);
  }

  /** Why `record` cannot be loaded, or null if it can (checked on a scratch game). */
  recordProblem(record) {
    const scratch = this.engine.newGame();
    try {
      scratch.fromRecord(record);
      return null;
    } catch (error) {
      return error.message;
    } finally {
      scratch.free();
    }
  }

  /**
   * With `persist`: the saved game, a shared link, or both (the saved game open and the link
   * offered); a damaged entry is set aside and a damaged link reported. Else a new game.
   * `keyProblem`: why this element cannot save, if it cannot.
   */
  startFirstGame(keyProblem) {
    const defaults = this.attributeSettings();
    const notes = keyProblem ? [keyProblem] : [];
    let saved = null;
    let link = null;
    if (this.persistKey) {
      const found = loadSaved(this.persistKey);
      const problem = found?.problem ?? (found?.entry && this.recordProblem(found.entry.record));
      if (problem) {
        const aside = setAside(this.persistKey, found.raw);
        notes.push(aside
          ? `The saved game could not be read (${problem}); it was kept under "${aside}".`
          : `The saved game could not be read (${problem}).`);
      } else if (found?.entry) {
        saved = found.entry;
      }
      link = readLink();
      const linkProblem = link && this.recordProblem(link.record);
      if (linkProblem) {
        notes.push(`The link could not be loaded (${linkProblem}).`);
        link = null;
        forgetLink();
      }
    }
    const plan = planFirstGame(link, saved);
    if (plan.open) {
      this.controller.loadRecord(plan.open.record, { ...defaults, ...plan.open.settings });
    } else {
      this.controller.newGame(defaults);
      if (notes.length && !keyProblem) notes.push('A new game started.');
    }
    if (plan.forgetLink) forgetLink();
    this.offeredLink = plan.offer;
    if (plan.offer) {
      const moves = plan.offer.record.split(' ').filter(Boolean).length;
      this.$('.offer-text').textContent = `This page was opened with a link to another game (${moves} moves). Your game in progress is shown.`;
    }
    this.$('.offer').hidden = !plan.offer;
    if (notes.length) {
      this.controller.message = notes.join(' ');
      this.render();
    }
  }

  /** The player chose the shared game over the one in progress, which is set aside, not lost. */
  openOfferedLink() {
    const link = this.offeredLink;
    if (!link) return;
    const previous = JSON.stringify({ format: 1, record: this.controller.game.moves(), settings: this.controller.settings, savedAt: Date.now() });
    const aside = this.persistKey && setAside(this.persistKey, previous);
    this.closeOffer();
    try {
      this.controller.loadRecord(link.record, { ...this.attributeSettings(), ...link.settings });
      this.controller.message = aside ? `Shared game opened; your previous game was kept under "${aside}".` : 'Shared game opened.';
    } catch (error) {
      this.controller.message = `The link could not be loaded (${error.message}).`;
    }
    this.render();
  }

  closeOffer() {
    this.offeredLink = null;
    this.$('.offer').hidden = true;
    forgetLink();
  }

  fillSetup() {
    const option = (value, text) => Object.assign(document.createElement('option'), { value, textContent: text });
    this.$('.mode').replaceChildren(...Object.entries(MODES).map(([value, text]) => option(value, text)));
    const levelOptions = () => this.levels.map((l) => option(l.level, `${l.level}. ${l.name}`));
    this.$('.level').replaceChildren(...levelOptions());
    this.$('.white-level').replaceChildren(...levelOptions());
    this.$('.ms').replaceChildren(...TIMES.map((ms) => option(ms, ms < 1000 ? `${ms} ms` : `${ms / 1000} s`)));
  }

  /** Shows the current settings in the setup form. */
  showSettings() {
    const { settings } = this.controller;
    this.$('.mode').value = settings.mode;
    this.$('.level').value = settings.level;
    this.$('.white-level').value = settings.whiteLevel;
    this.$('.color').value = settings.humanColor;
    if (!TIMES.includes(settings.ms)) {
      this.$('.ms').append(Object.assign(document.createElement('option'), { value: settings.ms, textContent: `${settings.ms} ms` }));
    }
    this.$('.ms').value = settings.ms;
    this.updateSetupFields();
  }

  updateSetupFields() {
    const mode = this.$('.mode').value;
    this.$('.color-field').hidden = mode !== 'pai';
    this.$('.level-field').hidden = mode === 'local';
    this.$('.white-level-field').hidden = mode !== 'watch';
    const describe = (select) => {
      const level = this.levels.find((l) => String(l.level) === select.value);
      if (!level) return '';
      const learned = [5, 10, 11].includes(level.level) && this.controller?.weights;
      return learned ? `${level.description} Weights: ${this.controller.weights.source}.` : level.description;
    };
    const lines = mode === 'watch'
      ? [`White: ${describe(this.$('.white-level'))}`, `Black: ${describe(this.$('.level'))}`]
      : mode === 'pai' ? [describe(this.$('.level'))] : [];
    this.$('.level-description').textContent = lines.join(' ');
  }

  wireControls() {
    const on = (selector, handler) => this.$(selector).addEventListener('click', handler);
    const setKind = (permanent) => {
      this.permanentMode = permanent;
      this.board.armed = null;
      this.$('.regular').setAttribute('aria-pressed', String(!permanent));
      this.$('.permanent').setAttribute('aria-pressed', String(permanent));
      this.render();
    };
    on('.regular', () => setKind(false));
    on('.permanent', () => setKind(true));
    on('.undo', () => this.controller.undo());
    on('.redo', () => this.controller.redo());
    on('.hint', () => this.controller.requestHint());
    on('.stop', () => this.controller.moveNow());
    on('.pause', () => this.controller.togglePause());
    on('.new-game', () => this.controller.newGame(this.formSettings()));
    on('.start', () => this.controller.newGame(this.formSettings()));
    for (const selector of ['.mode', '.level', '.white-level']) {
      this.$(selector).addEventListener('change', () => this.updateSetupFields());
    }
    on('.copy-record', () => this.copy(this.controller.game.moves(), 'Record copied.'));
    on('.copy-link', () => this.copy(shareLink(this.controller.game.moves(), this.controller.settings), 'Link copied.'));
    on('.open-link', () => this.openOfferedLink());
    on('.keep-game', () => {
      this.closeOffer();
      this.render();
    });
    on('.load-record', () => {
      try {
        this.controller.loadRecord(this.$('.record-input').value);
        this.controller.message = 'Record loaded.';
        this.render();
      } catch (error) {
        this.controller.message = `Could not load the record: ${error.message}`;
        this.render();
      }
    });
  }

  formSettings() {
    if (this.getAttribute('controls') !== 'full') return {};
    return {
      mode: this.$('.mode').value,
      level: Number(this.$('.level').value),
      whiteLevel: Number(this.$('.white-level').value),
      humanColor: this.$('.color').value,
      ms: Number(this.$('.ms').value),
    };
  }

  async copy(text, done) {
    try {
      await navigator.clipboard.writeText(text);
      this.controller.message = done;
    } catch {
      this.$('.record-input').value = text;
      this.$('.record-input').select();
      this.controller.message = 'Copy the selected text (the clipboard is not available here).';
    }
    this.render();
  }

  playCell(cell, permanent) {
    if (this.controller.game.winner() !== null) return;
    this.controller.playHuman(cell + (permanent ? '*' : ''));
  }

  announce(type, detail) {
    const settings = this.controller.settings;
    if (type === 'gameover') {
      let result = 'draw';
      if (detail.winner !== 'draw' && settings.mode === 'pai') {
        result = detail.winner === settings.humanColor ? 'win' : 'loss';
      } else if (detail.winner !== 'draw') {
        result = `${detail.winner} wins`;
      }
      detail = { ...detail, result };
    }
    this.dispatchEvent(new CustomEvent(`pathwayz-${type}`, { detail, bubbles: true, composed: true }));
  }

  statusText() {
    const { game, settings, thinking } = this.controller;
    const winner = game.winner();
    const who = (side) => (settings.mode === 'watch' ? `${name(side)} (level ${this.controller.levelFor(side)})` : name(side));
    if (winner === 'draw') return 'Draw: the board is full and nobody has a path.';
    if (winner) {
      if (settings.mode === 'pai') return winner === settings.humanColor ? 'You win!' : `PAI (level ${settings.level}) wins.`;
      return `${who(winner)} wins!`;
    }
    const side = game.toMove();
    if (thinking && !thinking.hint) return `${who(side)}: PAI is thinking…`;
    if (settings.mode === 'pai') return side === settings.humanColor ? `Your move (${name(side)}).` : `PAI's move (${name(side)}).`;
    return `${who(side)} to move.`;
  }

  render() {
    const controller = this.controller;
    if (!controller) return;
    const { game, thinking, settings } = controller;
    const record = game.moves();
    const moves = record ? record.split(' ') : [];
    const over = game.winner() !== null;
    const humanTurn = !over && !controller.paiToMove() && !thinking;
    let preview = [];
    if (this.previewCell && this.permanentMode && humanTurn) {
      try {
        preview = game.previewFlips(`${this.previewCell}*`);
      } catch {
        preview = [];
      }
    }
    // Progress reports arrive every 50 ms while PAI thinks: redraw the board, the move list and
    // the saved game only when what they show has changed.
    const hint = controller.hint ? controller.hint.replace('*', '') : null;
    const boardKey = JSON.stringify([record, preview, hint, humanTurn, this.board.armed]);
    if (boardKey !== this.renderedBoard) {
      this.renderedBoard = boardKey;
      const flips = moves.length !== this.renderedPly ? game.lastFlips() : [];
      this.renderedPly = moves.length;
      this.board.render({
        rows: game.board(),
        lastMove: moves.length ? moves[moves.length - 1].replace('*', '') : null,
        flips,
        path: game.winningPath(),
        preview,
        hint,
        locked: !humanTurn,
      });
    }
    const status = this.$('.status');
    status.textContent = this.statusText();
    status.classList.toggle('over', over);
    this.$('.message').textContent = controller.message;
    this.$('.thinking').hidden = !thinking;
    if (thinking) {
      const info = thinking.info;
      const parts = [thinking.hint ? 'Looking for a hint' : `Level ${thinking.level}`];
      if (info) {
        if (info.depth) parts.push(`depth ${info.depth}`);
        parts.push(`${withThousands(info.nodes)} ${thinking.level === 6 ? 'playouts' : 'positions'}`);
        parts.push(`${(info.elapsedMs / 1000).toFixed(1)} s`);
      }
      this.$('.progress').textContent = parts.join(' · ');
    }
    const pause = this.$('.pause');
    pause.hidden = settings.mode !== 'watch';
    pause.textContent = controller.paused ? 'Resume' : 'Pause';
    pause.setAttribute('aria-pressed', String(controller.paused));
    pause.disabled = over;
    this.$('.undo').disabled = moves.length === 0;
    this.$('.redo').disabled = controller.redoStack.length === 0;
    this.$('.hint').disabled = !humanTurn || settings.mode === 'watch';
    if (record !== this.listedRecord) {
      this.listedRecord = record;
      this.$('.moves ol').replaceChildren(...moves.map((move, i) =>
        Object.assign(document.createElement('li'), { textContent: `${i % 2 ? 'Black' : 'White'} ${move}` })));
    }
    const notice = this.$('.notice');
    const weights = controller.weights;
    notice.hidden = !weights || weights.ok;
    if (weights && !weights.ok) notice.textContent = `Levels 5 and 10 play with hand weights: ${weights.problem}`;
    const shown = JSON.stringify(settings);
    if (shown !== this.shownSettings) {
      this.shownSettings = shown;
      this.showSettings();
    }
    const savedKey = `${record}|${shown}`;
    if (this.persistKey && savedKey !== this.savedKey) {
      this.savedKey = savedKey;
      save(this.persistKey, record, settings);
    }
    this.dataset.ply = String(moves.length);
    this.dataset.thinking = String(Boolean(thinking));
    this.dataset.winner = game.winner() ?? '';
  }
}

/**
 * `1234567` as `1,234,567`. Written out because the first `toLocaleString` call loads the
 * locale data: about 30 ms on a desktop, a visible stall on a phone, on PAI's first report.
 */
function withThousands(count) {
  return String(Math.round(Number(count))).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

// A second copy of this file on the page (a bundle beside a CDN script) leaves the first one's element.
if (!customElements.get('pathwayz-game')) customElements.define('pathwayz-game', PathwayzGame);
