// Draws the board as a grid of buttons framed by its coordinates (columns a-l, rows 1-8) and
// its two goal edges (columns a and l), and turns clicks, right-clicks, long presses and keys
// into moves. On a portrait phone the board is shown turned a quarter clockwise (column a on
// top, 8 cells across, 12 down), coordinates turned with it; seen from Black's side (a game with
// a friend played as Black) it is turned half a turn more, column l on the left (or on top). The
// notation never changes and the arrow keys move the way the board looks. Screen readers hear
// each cell's name and contents. On a touch screen there is no hover, so with the Permanent
// toggle on the first tap on a cell shows what a permanent there would flip and a second tap on
// it places the piece.
// PAI's analysis can be drawn on it: each empty cell's value and the line PAI expects; and the
// race to connect: the cells of each side's shortest path, a small mark in a lower corner.

import { translator } from '../i18n/i18n.js';

const COLUMNS = 'abcdefghijkl';
const LONG_PRESS_MS = 450;
/** The empty board, as `render` takes it. */
const EMPTY_ROWS = Array.from({ length: 8 }, () => '.'.repeat(12));

/** The index (row * 12 + column) of the cell named `name`: `c4` is 38. */
function cellIndex(name) {
  return (Number(name.slice(1)) - 1) * 12 + COLUMNS.indexOf(name[0]);
}

/** The notation of the cell at zero-based `row` and `col`: `c4`. */
export function cellName(row, col) {
  return `${COLUMNS[col]}${row + 1}`;
}

/**
 * How the board is laid out on screen. `place(row, col)` gives a cell's visual [row, col];
 * `cellAt(visualRow, visualCol)` the game's [row, col] shown there.
 */
export const ORIENTATIONS = {
  landscape: {
    rows: 8,
    cols: 12,
    place: (row, col) => [row, col],
    cellAt: (vr, vc) => [vr, vc],
  },
  portrait: {
    rows: 12,
    cols: 8,
    place: (row, col) => [col, 7 - row],
    cellAt: (vr, vc) => [7 - vc, vr],
  },
};

/** `layout` turned half a turn: the last visual row and column first. */
function halfTurn(layout) {
  const { rows, cols } = layout;
  return {
    rows,
    cols,
    place: (row, col) => {
      const [vr, vc] = layout.place(row, col);
      return [rows - 1 - vr, cols - 1 - vc];
    },
    cellAt: (vr, vc) => layout.cellAt(rows - 1 - vr, cols - 1 - vc),
  };
}

export class BoardView {
  /**
   * @param {HTMLElement} frame - receives the coordinates, the goal edges and the 96 cells.
   * @param {object} handlers - `play(cell, permanent)`, `preview(cell|null)`, `arm(cell)` (a
   *   touch user's tap with the Permanent toggle on: true if it armed the cell, false if the cell
   *   was armed already, and the tap places the piece), `permanentMode()`, and optionally
   *   `readOnly()`: true while the board takes no keys (a replay, whose keys step through the game).
   * @param {(key: string, params: object) => string} say - words in the player's language.
   */
  constructor(frame, handlers, say = translator('en')) {
    this.frame = frame;
    this.handlers = handlers;
    this.say = say;
    this.cells = [];
    /** What each cell shows, as last drawn (see `render`). */
    this.cellKeys = [];
    this.focusIndex = 0;
    this.lastPointerType = 'mouse';
    this.orientation = null;
    /** Whether the board is seen from Black's side: turned half a turn. */
    this.turned = false;
    frame.classList.add('frame');
    this.labels = {};
    for (const side of ['top', 'left', 'right', 'bottom']) {
      this.labels[side] = Object.assign(document.createElement('div'), { className: `labels ${side}` });
      this.labels[side].setAttribute('aria-hidden', 'true');
      this.labels[side].setAttribute('part', 'coordinates');
    }
    this.container = Object.assign(document.createElement('div'), { className: 'board' });
    this.container.setAttribute('role', 'grid');
    this.container.setAttribute('part', 'board');
    frame.append(this.labels.top, this.labels.left, this.container, this.labels.right, this.labels.bottom);
    for (let row = 0; row < 8; row++) {
      for (let col = 0; col < 12; col++) this.cells.push(this.createCell(row, col));
    }
    // The empty board drawn while the cells are not yet on the page, where changing them costs
    // the least: the first position then changes only the cells that differ.
    this.render({ rows: EMPTY_ROWS });
    this.container.addEventListener('keydown', (event) => this.onKey(event));
    this.setOrientation('landscape');
  }

  /** How the cells are laid out now. */
  layout() {
    const layout = ORIENTATIONS[this.orientation];
    return this.turned ? halfTurn(layout) : layout;
  }

  /**
   * Lays the cells and coordinates out as `orientation` (landscape or portrait), seen from
   * Black's side when `turned` (half a turn more).
   */
  setOrientation(orientation, turned = false) {
    if (!ORIENTATIONS[orientation] || (orientation === this.orientation && turned === this.turned)) return;
    this.orientation = orientation;
    this.turned = turned;
    const layout = this.layout();
    this.frame.dataset.orientation = orientation;
    this.frame.toggleAttribute('data-turned', turned);
    const label = orientation === 'portrait' ? 'boardLabelPortrait' : 'boardLabel';
    this.container.setAttribute('aria-label', this.say(turned ? `${label}Turned` : label));
    // Moving the cells drops the keyboard's focus from the one that has it: it is given back.
    const focused = this.cells.find((cell) => cell.getRootNode().activeElement === cell);
    const rows = [];
    for (let vr = 0; vr < layout.rows; vr++) {
      const rowElement = document.createElement('div');
      rowElement.setAttribute('role', 'row');
      rowElement.className = 'row';
      for (let vc = 0; vc < layout.cols; vc++) {
        const [row, col] = layout.cellAt(vr, vc);
        rowElement.append(this.cells[row * 12 + col]);
      }
      rows.push(rowElement);
    }
    this.container.replaceChildren(...rows);
    focused?.focus({ preventScroll: true });
    const letters = [...COLUMNS].map((letter) => ({ text: letter, goal: letter === 'a' || letter === 'l' }));
    const numbers = Array.from({ length: 8 }, (_, i) => ({ text: String(i + 1), goal: false }));
    const across = orientation === 'portrait' ? numbers.reverse() : letters;
    const down = orientation === 'portrait' ? letters : numbers;
    if (turned) {
      across.reverse();
      down.reverse();
    }
    const fill = (element, items) => element.replaceChildren(...items.map(({ text, goal }) =>
      Object.assign(document.createElement('span'), { textContent: text, className: goal ? 'goal-label' : '' })));
    fill(this.labels.top, across);
    fill(this.labels.bottom, across);
    fill(this.labels.left, down);
    fill(this.labels.right, down);
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
      // A touch user's first tap arms the cell (what it would flip shows); the second places it.
      if (permanent && this.lastPointerType === 'touch' && this.handlers.arm(name)) return;
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
    cell.addEventListener('pointerleave', () => this.handlers.preview(null));
    cell.addEventListener('focus', () => {
      this.focusIndex = index;
      this.handlers.preview(name);
    });
    return cell;
  }

  onKey(event) {
    if (this.handlers.readOnly?.()) return;
    const steps = { ArrowLeft: [0, -1], ArrowRight: [0, 1], ArrowUp: [-1, 0], ArrowDown: [1, 0] };
    const row = Math.floor(this.focusIndex / 12);
    const col = this.focusIndex % 12;
    if (steps[event.key]) {
      // Move the way the board looks: in the visual grid, then back to the game's cell.
      event.preventDefault();
      const layout = this.layout();
      const [vr, vc] = layout.place(row, col);
      const [dr, dc] = steps[event.key];
      const clamp = (value, size) => Math.min(size - 1, Math.max(0, value));
      const [toRow, toCol] = layout.cellAt(clamp(vr + dr, layout.rows), clamp(vc + dc, layout.cols));
      this.focus(toRow * 12 + toCol);
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
   * `flips`, `path`, `preview`: lists of cells; `locked`: no input; `values`: a Map from empty
   * cells to `{text, permanent, best, depth, forced}` (PAI's value of a move there); `line`: PAI's expected
   * moves, `[{cell, permanent, side}]`, first first; `armed`: the cell tapped once; `region`: the
   * cells of a puzzle's hint (the block holding the next solving move); `race`: the cells of
   * each side's shortest path, `{white, black}`; `reply`: the coach's stop, the reply that
   * punishes the player's move, `{cell, move, color, permanent}`, marked and not played.
   */
  render({ rows, lastMove = null, flips = [], path = [], preview = [], hint = null, armed = null, locked = false, values = new Map(), line = [], region = [], race = { white: [], black: [] }, reply = null }) {
    const inRegion = new Set(region);
    const racing = { white: new Set(race.white), black: new Set(race.black) };
    const flipped = new Set(flips);
    const onPath = new Set(path);
    const wouldFlip = new Set(preview);
    const lineAt = new Map(line.map((step, i) => [step.cell, { ...step, number: i + 1 }]));
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
        const notes = [this.say(`piece.${piece}`)];
        const mark = (when, className, note) => {
          if (!when) return;
          classes.push(className);
          if (note) notes.push(note);
        };
        const value = values.get(name);
        const step = lineAt.get(name);
        mark(lastMove === name, 'last', this.say('cellLast'));
        mark(flipped.has(name), 'flipped', this.say('cellFlipped'));
        mark(onPath.has(name), 'path', this.say('cellPath'));
        mark(wouldFlip.has(name), 'would-flip', null);
        mark(hint === name, 'hint', this.say('cellHint'));
        mark(armed === name, 'armed', this.say('cellArmed'));
        mark(inRegion.has(name), 'region', this.say('cellRegion'));
        mark(reply?.cell === name, 'coach-reply', reply && this.say('cellCoachReply', reply));
        mark(Boolean(value), 'valued', value && this.say('cellValue', value));
        mark(value?.best, 'best', null);
        mark(Boolean(step), 'line', step && this.say('cellLine', step));
        for (const color of ['white', 'black']) mark(racing[color].has(name), `race-${color}`, this.say('cellRace', { color }));
        const disabled = String(locked || piece !== '.');
        const label = `${name}, ${notes.join(', ')}`;
        const valueText = value ? `${value.text}${value.permanent ? '*' : ''}` : '';
        const stepText = step ? `${step.number}${step.permanent ? '*' : ''}` : '';
        // Touch the DOM only where something changed: a move changes a few cells, not 96.
        const replyHere = reply?.cell === name ? reply : null;
        const key = `${piece}|${classes.join(' ')}|${disabled}|${label}|${valueText}|${stepText}|${step?.side}|${replyHere?.move ?? ''}`;
        if (this.cellKeys[index] === key && !flipped.has(name)) return;
        this.cellKeys[index] = key;
        const cell = this.cells[index];
        cell.dataset.piece = piece;
        cell.className = classes.join(' ');
        cell.setAttribute('aria-disabled', disabled);
        cell.setAttribute('aria-label', label);
        this.setMark(cell, 'value', valueText, value?.permanent ? 'permanent' : '');
        // The depth behind a cell's value, for scripts and tests (the label says it in words).
        if (value) cell.dataset.depth = String(value.depth);
        else delete cell.dataset.depth;
        this.setMark(cell, 'step', stepText, step?.side ?? '');
        // The coach's reply: a ghost of the piece it would put there (a permanent's square shape).
        this.setMark(cell, 'reply', replyHere ? '!' : '', replyHere ? `${replyHere.color}${replyHere.permanent ? '-permanent' : ''}` : '');
        for (const color of ['white', 'black']) this.setRaceMark(cell, color, racing[color].has(name));
      });
    });
    this.container.classList.toggle('locked', locked);
  }

  /** Shows the mark of `color`'s shortest path in the cell (`on`), or removes it. */
  setRaceMark(cell, color, on) {
    const mark = cell.querySelector(`.race-mark[data-side="${color}"]`);
    if (!on) {
      mark?.remove();
      return;
    }
    if (mark) return;
    const added = Object.assign(document.createElement('span'), { className: 'race-mark' });
    added.dataset.side = color;
    added.setAttribute('aria-hidden', 'true');
    cell.append(added);
  }

  /** Shows `text` in the cell's mark `kind` (value or step), removing the mark when empty. */
  setMark(cell, kind, text, variant) {
    let mark = cell.querySelector(`.${kind}`);
    if (!text) {
      mark?.remove();
      return;
    }
    if (!mark) {
      mark = Object.assign(document.createElement('span'), { className: kind });
      mark.setAttribute('aria-hidden', 'true');
      cell.append(mark);
    }
    mark.textContent = text;
    mark.dataset.variant = variant;
  }
}
