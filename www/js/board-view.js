// Renders the board: one button per cell, labelled for screen readers, in notation order.

const COLUMNS = 'abcdefghijkl';
const PIECE_NAMES = {
  '.': 'empty',
  w: 'white regular',
  b: 'black regular',
  W: 'white permanent',
  B: 'black permanent',
};

/** The notation of the cell at zero-based row and column: `c4`. */
export function cellName(row, col) {
  return `${COLUMNS[col]}${row + 1}`;
}

/** Builds the 96 cell buttons inside `container`; `onPlay(cell, permanent)` hears clicks. */
export function createBoardView(container, onPlay) {
  const cells = new Map();
  container.replaceChildren();
  for (let row = 0; row < 8; row++) {
    for (let col = 0; col < 12; col++) {
      const name = cellName(row, col);
      const button = document.createElement('button');
      button.type = 'button';
      button.className = 'cell';
      button.dataset.cell = name;
      button.setAttribute('role', 'gridcell');
      button.append(Object.assign(document.createElement('span'), { className: 'piece' }));
      button.addEventListener('click', () => onPlay(name, false));
      button.addEventListener('contextmenu', (event) => {
        event.preventDefault();
        onPlay(name, true);
      });
      container.append(button);
      cells.set(name, button);
    }
  }

  /** Shows `rows` (8 strings of 12 characters); marks `lastMove`; disables play if `locked`. */
  function render(rows, { lastMove = null, locked = false } = {}) {
    rows.forEach((text, row) => {
      [...text].forEach((piece, col) => {
        const button = cells.get(cellName(row, col));
        button.dataset.piece = piece;
        button.disabled = locked || piece !== '.';
        button.classList.toggle('last', lastMove === cellName(row, col));
        button.setAttribute('aria-label', `${cellName(row, col)}, ${PIECE_NAMES[piece]}`);
      });
    });
  }

  return { render };
}
