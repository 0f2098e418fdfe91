// The page for two people on one device: loads the wasm module and wires the board to a game.

import init, { newGame } from '../pkg/pathwayz.js';
import { createBoardView } from './board-view.js';

const statusLine = document.getElementById('status');
const moveList = document.getElementById('moves');

function permanentChosen() {
  return document.querySelector('input[name="kind"]:checked').value === 'permanent';
}

function describe(game) {
  const winner = game.winner();
  if (winner === 'draw') return 'Draw: the board is full and nobody has a path.';
  if (winner) return `${winner === 'white' ? 'White' : 'Black'} wins!`;
  return `${game.toMove() === 'white' ? 'White' : 'Black'} to move.`;
}

async function start() {
  await init();
  let game = newGame();

  const view = createBoardView(document.getElementById('board'), (cell, rightClick) => {
    const move = cell + (rightClick || permanentChosen() ? '*' : '');
    try {
      game.applyMove(move);
    } catch (error) {
      statusLine.textContent = error.message;
      return;
    }
    refresh();
  });

  function refresh() {
    const record = game.moves();
    const moves = record ? record.split(' ') : [];
    const last = moves.length ? moves[moves.length - 1].replace('*', '') : null;
    view.render(game.board(), { lastMove: last, locked: game.winner() !== null });
    statusLine.textContent = describe(game);
    moveList.replaceChildren(
      ...moves.map((move) => Object.assign(document.createElement('li'), { textContent: move })),
    );
  }

  document.getElementById('undo').addEventListener('click', () => {
    game.undo();
    refresh();
  });
  document.getElementById('new-game').addEventListener('click', () => {
    game = newGame();
    refresh();
  });
  refresh();
  document.body.dataset.ready = 'true';
}

start().catch((error) => {
  statusLine.textContent = `Could not start the game: ${error.message}`;
});
