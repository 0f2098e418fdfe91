// "How to play": a walk-through of the rules on a real board, in a dialog. Each step sets up a
// position, asks for a move (placing a piece, a path through the 8 neighbours, a permanent that
// flips, the winning move) and explains what happened; the last shows a full board: a draw.
// Offered on the first visit (opening it is remembered: tour-seen.js), skippable, always
// reachable from the "How to play" button. Its board exists only while the dialog is open.

import { BoardView } from '../board/board-view.js';
import { STYLES as OWN_STYLES } from './tour-css.js';

/** Its English words (element/features.js adds them when it loads). */
export { default as ENGLISH } from './tour-words-en.js';

/** Its styles (element/features.js: adopted when it loads). */
export const STYLES = [OWN_STYLES];

const COLUMNS = 'abcdefghijkl';

/** A full board where nobody connects: White on columns a, c, e..., Black on b, d, f... */
function drawnRecord() {
  const moves = [];
  for (let i = 0; i < 48; i++) {
    const pair = Math.floor(i / 8);
    const row = (i % 8) + 1;
    moves.push(`${COLUMNS[2 * pair]}${row}`, `${COLUMNS[2 * pair + 1]}${row}`);
  }
  return moves.join(' ');
}

/** The 8 neighbours of `cell` on the board. */
function neighbours(cell) {
  const col = COLUMNS.indexOf(cell[0]);
  const row = Number(cell.slice(1)) - 1;
  const around = [];
  for (let dr = -1; dr <= 1; dr++) {
    for (let dc = -1; dc <= 1; dc++) {
      const [r, c] = [row + dr, col + dc];
      if ((dr || dc) && r >= 0 && r < 8 && c >= 0 && c < 12) around.push(`${COLUMNS[c]}${r + 1}`);
    }
  }
  return around;
}

/**
 * The steps: `record` sets the position; `target` is the cell asked for (null: any empty cell),
 * `permanent` whether the click places a permanent; `marks` cells to outline.
 */
const STEPS = [
  { id: 'place', record: '', target: null, permanent: false },
  { id: 'paths', record: 'b2 a8 c3 c8 d4 e8 e5 g8', target: 'f6', permanent: false, marks: neighbours('e5') },
  { id: 'permanent', record: 'd4 e5', target: 'e4', permanent: true },
  { id: 'win', record: 'a1 a8 b1 b8 c1 c8 d1 d8 e1 e8 f1 f8 g1 g8 h1 h8 i1 i8 j1 j8 k1 k8', target: 'l1', permanent: false },
  { id: 'draw', record: drawnRecord(), target: null, permanent: false, still: true },
];

const TEMPLATE = (say) => `
  <div class="tour-body">
    <h2 id="tour-title">${say('tourTitle')}</h2>
    <p class="tour-count"></p>
    <h3 class="tour-step-title"></h3>
    <p class="tour-text"></p>
    <p class="tour-result" role="status" aria-live="polite"></p>
    <div class="setup-row">
      <button type="button" class="action tour-back" part="button tour-back">${say('back')}</button>
      <button type="button" class="action tour-again" part="button tour-again">${say('tourAgain')}</button>
      <button type="button" class="action tour-next" part="button tour-next">${say('next')}</button>
      <button type="button" class="action tour-skip" part="button tour-skip">${say('skip')}</button>
    </div>
    <div class="tour-board"></div>
  </div>`;

export class Walkthrough {
  /**
   * @param {HTMLDialogElement} dialog - the walk-through's dialog.
   * @param {object} host - the game element: `engine`, `say`, `orientation()`.
   */
  constructor(dialog, host) {
    this.dialog = dialog;
    this.host = host;
    dialog.setAttribute('aria-labelledby', 'tour-title');
    dialog.innerHTML = TEMPLATE(host.say);
    this.$ = (selector) => dialog.querySelector(selector);
    this.$('.tour-back').addEventListener('click', () => this.go(this.step - 1));
    this.$('.tour-again').addEventListener('click', () => this.go(this.step));
    this.$('.tour-next').addEventListener('click', () => (this.step + 1 < STEPS.length ? this.go(this.step + 1) : this.close()));
    this.$('.tour-skip').addEventListener('click', () => this.close());
    dialog.addEventListener('close', () => this.teardown());
    this.game = null;
    this.board = null;
  }

  /** Opens the walk-through at its first step. */
  open() {
    this.game = this.host.engine.newGame();
    this.board = new BoardView(this.$('.tour-board'), {
      play: (cell) => this.play(cell),
      preview: () => {},
      arm: () => {},
      permanentMode: () => false,
    }, this.host.say);
    this.board.setOrientation(this.host.orientation());
    if (!this.dialog.open) this.dialog.showModal();
    this.go(0);
  }

  close() {
    if (this.dialog.open) this.dialog.close();
  }

  /** Frees the walk-through's game and board (the dialog closed). */
  teardown() {
    this.game?.free();
    this.game = null;
    this.$('.tour-board').replaceChildren();
    this.board = null;
    this.host.tourClosed?.();
  }

  go(index) {
    if (!this.game) return;
    this.step = Math.max(0, Math.min(STEPS.length - 1, index));
    const step = STEPS[this.step];
    const say = this.host.say;
    this.game.fromRecord(step.record);
    this.played = false;
    this.$('.tour-count').textContent = say('tourStep', { step: this.step + 1, total: STEPS.length });
    this.$('.tour-step-title').textContent = say(`tour.${step.id}.title`);
    this.$('.tour-text').textContent = say(`tour.${step.id}.text`);
    this.$('.tour-result').textContent = '';
    this.$('.tour-back').disabled = this.step === 0;
    this.$('.tour-next').textContent = say(this.step + 1 < STEPS.length ? 'next' : 'done');
    this.dialog.dataset.step = step.id;
    this.draw([]);
  }

  /** A click on the walk-through's board: the move the step asks for. */
  play(cell) {
    const step = STEPS[this.step];
    if (this.played || step.still) return;
    if (step.target && cell !== step.target) {
      this.$('.tour-result').textContent = this.host.say('tourClickTarget', { cell: step.target });
      return;
    }
    try {
      this.game.applyMove(`${cell}${step.permanent ? '*' : ''}`);
    } catch {
      return;
    }
    this.played = true;
    this.$('.tour-result').textContent = this.host.say(`tour.${step.id}.done`);
    this.draw(this.game.lastFlips());
  }

  draw(flips) {
    const step = STEPS[this.step];
    const moves = this.host.engine.recordMoves(this.game.moves());
    this.board.render({
      rows: this.game.board(),
      lastMove: moves.length ? moves[moves.length - 1].replace('*', '') : null,
      flips,
      path: this.game.winningPath(),
      preview: this.played ? [] : step.marks ?? [],
      hint: this.played ? null : step.target,
      locked: this.played || Boolean(step.still),
    });
  }
}
