// The words of the list of games with friends in History (friend-games-view.js) in English. They
// come with its feature: element/features.js adds them to the English table when it loads. Their
// Chinese are in i18n/zh.js, loaded whole for a Chinese page.

import { side } from '../i18n/english.js';

export default {
  friendGamesTitle: 'Games with friends',
  friendGamesEmpty: 'No games with friends yet: choose “A friend, by link” in Game setup.',
  friendUnnamed: 'A friend',
  friendYouPlay: ({ color }) => `you play ${side(color)}`,
  friendMoves: ({ count }) => `${count} ${count === 1 ? 'move' : 'moves'}`,
  'friendStanding.your-move': 'Your move',
  'friendStanding.their-move': 'Their move',
  'friendStanding.won': 'You won',
  'friendStanding.lost': 'You lost',
  'friendStanding.draw': 'Draw',
  friendGameOpen: 'Open',
  friendGameOpenLabel: ({ name, moves, standing }) => `Open the game with ${name ?? 'a friend'} (${moves} ${moves === 1 ? 'move' : 'moves'}, ${standing})`,
};
