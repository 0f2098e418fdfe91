// Draws the board as a grid of buttons and turns clicks, right-clicks, long presses and keys
// into moves. Screen readers hear each cell's name and contents. On a touch screen there is no
// hover, so with the Permanent toggle on the first tap on a cell shows what a permanent there
// would flip and a second tap on it places the piece.

const COLUMNS = 'abcdefghijkl';
const PIECE_NAMES = {
  '.': 'empty',
  w: 'white regular',
  b: 'black regular',
  W: 'white permanent',
  B: 'black permanent',
};
const LONG_PRESS_MS = 450;

/** The index (row * 12 + column) of the cell named `name`: `c4` is 38. */
function cellIndex(name) {
  return (Number(name.slice(1)) - 1) * 12 + COLUMNS.indexOf(name[0]);
}

/** The notation of the cell at zero-based `row` and `col`: `c4`. */
export function cellName(row, col) {
  return `${COLUMNS[col]}${row + 1}`;
}

export class BoardView {
  /**
   * @param {HTMLElement} container - receives the 96 cells.
   * @param {object} handlers - `play(cell, permanent)`, `preview(cell|null)`, `permanentMode()`.
   */
  constructor(container, handlers) {
    this.container = container;
    this.handlers = handlers;
    this.cells = [];
    /** What each cell shows, as last drawn (see `render`). */
    this.cellKeys = [];
    this.focusIndex = 0;
    /** The cell a touch user tapped once with the Permanent toggle on: tap it again to place. */
    this.armed = null;
    this.lastPointerType = 'mouse';
    container.setAttribute('role', 'grid');
    container.setAttribute('aria-label', 'Pathwayz board: connect column a to column l');
    for (let row = 0; row < 8; row++) {
      const rowElement = document.createElement('div');
      rowElement.setAttribute('role', 'row');
      rowElement.className = 'row';
      for (let col = 0; col < 12; col++) {
        rowElement.append(this.createCell(row, col));
      }
      container.append(rowElement);
    }
    container.addEventListener('keydown', (event) => this.onKey(event));
  }

  createCell(row, col) {
    const name = cellName(row, col);
    const index = row * 12 + col;
    const cell = document.createElement('button');
    cell.type = 'button';
    cell.className = 'cell';
    cell.setAttribute('part', 'cell');
    cell.dataset.cell = name;
    cell.setAttribute('role', 'gridcell');
    cell.tabIndex = index === 0 ? 0 : -1;
    cell.append(Object.assign(document.createElement('span'), { className: 'piece' }));
    let pressTimer = null;
    let longPressed = false;
    cell.addEventListener('click', () => {
      if (longPressed) {
        longPressed = false;
        return;
      }
      const permanent = this.handlers.permanentMode();
      if (permanent && this.lastPointerType === 'touch' && this.armed !== name) {
        this.armed = name;
        this.handlers.preview(name);
        return;
      }
      this.armed = null;
      this.handlers.play(name, permanent);
    });
    cell.addEventListener('contextmenu', (event) => {
      event.preventDefault();
      if (!longPressed) this.handlers.play(name, true);
    });
    cell.addEventListener('pointerdown', (event) => {
      this.lastPointerType = event.pointerType;
      if (event.pointerType !== 'touch') return;
      longPressed = false;
      pressTimer = setTimeout(() => {
        longPressed = true;
        this.handlers.play(name, true);
      }, LONG_PRESS_MS);
    });
    for (const type of ['pointerup', 'pointercancel', 'pointerleave']) {
      cell.addEventListener(type, () => clearTimeout(pressTimer));
    }
    cell.addEventListener('pointerenter', () => this.handlers.preview(name));
    // Leaving a cell shows nothing, or what the armed cell (tapped once) would flip.
    cell.addEventListener('pointerleave', () => this.handlers.preview(this.armed));
    cell.addEventListener('focus', () => {
      this.focusIndex = index;
      this.handlers.preview(name);
    });
    this.cells.push(cell);
    return cell;
  }

  onKey(event) {
    const moves = { ArrowLeft: [0, -1], ArrowRight: [0, 1], ArrowUp: [-1, 0], ArrowDown: [1, 0] };
    const row = Math.floor(this.focusIndex / 12);
    const col = this.focusIndex % 12;
    if (moves[event.key]) {
      event.preventDefault();
      const [dr, dc] = moves[event.key];
      this.focus(Math.min(7, Math.max(0, row + dr)) * 12 + Math.min(11, Math.max(0, col + dc)));
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      this.handlers.play(cellName(row, col), this.handlers.permanentMode());
    } else if (event.key === 'p' || event.key === 'P') {
      event.preventDefault();
      this.handlers.play(cellName(row, col), true);
    }
  }

  focus(index) {
    this.cells[this.focusIndex].tabIndex = -1;
    this.focusIndex = index;
    this.cells[index].tabIndex = 0;
    this.cells[index].focus();
  }

  /**
   * Shows a position. `rows`: 8 strings of 12 characters; `lastMove`, `hint`: cells;
   * `flips`, `path`, `preview`: lists of cells; `locked`: no input.
   */
  render({ rows, lastMove = null, flips = [], path = [], preview = [], hint = null, locked = false }) {
    // A tapped-once cell stays armed only while a permanent could still go there.
    if (this.armed) {
      const index = cellIndex(this.armed);
      const empty = rows[Math.floor(index / 12)][index % 12] === '.';
      if (locked || !empty || !this.handlers.permanentMode()) this.armed = null;
    }
    const flipped = new Set(flips);
    const onPath = new Set(path);
    const wouldFlip = new Set(preview);
    // Restart the flip animation of the cells flipped now, with one layout for all of them.
    if (flipped.size) {
      for (const name of flipped) this.cells[cellIndex(name)].classList.remove('flipped');
      void this.container.offsetWidth;
    }
    rows.forEach((text, row) => {
      [...text].forEach((piece, col) => {
        const index = row * 12 + col;
        const name = cellName(row, col);
        const classes = ['cell'];
        const notes = [PIECE_NAMES[piece]];
        const mark = (when, className, note) => {
          if (!when) return;
          classes.push(className);
          if (note) notes.push(note);
        };
        mark(lastMove === name, 'last', 'last move');
        mark(flipped.has(name), 'flipped', 'just flipped');
        mark(onPath.has(name), 'path', 'on the winning path');
        mark(wouldFlip.has(name), 'would-flip', null);
        mark(hint === name, 'hint', 'hint');
        mark(this.armed === name, 'armed', 'tap again to place a permanent');
        const disabled = String(locked || piece !== '.');
        const label = `${name}, ${notes.join(', ')}`;
        // Touch the DOM only where something changed: a move changes a few cells, not 96.
        const key = `${piece}|${classes.join(' ')}|${disabled}|${label}`;
        if (this.cellKeys[index] === key && !flipped.has(name)) return;
        this.cellKeys[index] = key;
        const cell = this.cells[index];
        cell.dataset.piece = piece;
        cell.className = classes.join(' ');
        cell.setAttribute('aria-disabled', disabled);
        cell.setAttribute('aria-label', label);
      });
    });
    this.container.classList.toggle('locked', locked);
  }
}
