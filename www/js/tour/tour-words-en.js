// The walk-through's English words, which come with it (element/features.js adds them to the
// English table when it loads); its Chinese are in i18n/zh.js, loaded whole for a Chinese page.

export default {
  tourTitle: 'How to play Pathwayz',
  tourStep: ({ step, total }) => `Step ${step} of ${total}`,
  tourAgain: 'Try again',
  tourClickTarget: ({ cell }) => `Click ${cell}.`,
  'tour.place.title': 'Place a piece',
  'tour.place.text': 'Two players, White and Black, take turns; White moves first. On your turn you place one piece on any empty cell. Click a cell to place a White piece.',
  'tour.place.done': 'That is a regular White piece. Your goal: a path of your colour from the left edge (column a) to the right edge (column l), the two goal edges.',
  'tour.paths.title': 'Paths run through the 8 neighbours',
  'tour.paths.text': "Pieces connect through all 8 neighbouring cells, diagonals too. White's b2, c3, d4 and e5 form one chain; the outlined cells are e5's 8 neighbours. Click f6 to extend the chain diagonally.",
  'tour.paths.done': 'f6 joins the chain: diagonal steps count as much as straight ones.',
  'tour.permanent.title': 'Permanent pieces flip',
  'tour.permanent.text': 'Instead of your own piece you may place a permanent piece of your opponent\'s colour. It flips every regular piece around it to the other colour, and can never be flipped itself. Click e4 to place a permanent there (in the game: right-click, long-press, P, or the Permanent toggle).',
  'tour.permanent.done': 'e4 is a Black permanent (your opponent\'s colour); d4 turned Black and e5 turned White.',
  'tour.win.title': 'Winning',
  'tour.win.text': 'The game ends as soon as a colour has a path from column a to column l. If one move gives both colours a path (through flips), the player who made it wins. Click l1 to complete White\'s path.',
  'tour.win.done': 'White wins: the path is highlighted.',
  'tour.draw.title': 'A full board is a draw',
  'tour.draw.text': 'If the board fills up and nobody has a path, the game is a draw. Now choose an opponent in Game setup, or just start playing against PAI.',
};
