// The words of a game with a friend's links (friend-work.js: a link opened, a name given) in
// English. They come with it: the controller's friend-play.js adds them to the English table when
// it loads the work. Their Chinese are in i18n/zh.js, loaded whole for a Chinese page.

import { side } from '../i18n/english.js';

export default {
  friendNameSet: ({ name }) => `Your name in this game’s links: ${name}.`,
  friendNameCleared: 'This game’s links carry no name for you.',
  friendNameRefused: ({ detail }) => `Your name was not changed (${detail}).`,
  friendNew: ({ name, color, yourMove }) => `A game with ${name ?? 'a friend'}: you play ${side(color)}.${yourMove ? ' Your move.' : ''}`,
  friendMoved: ({ name, move, yourMove }) => `${name ?? 'Your friend'} played ${move}.${yourMove ? ' Your move.' : ''}`,
  'friend.same': ({ name, yourMove }) => `Your game with ${name ?? 'your friend'}, as you left it.${yourMove ? ' Your move.' : ''}`,
  'friend.older': ({ name, linkMoves, keptMoves }) => `That is an older link of your game with ${name ?? 'your friend'} (${linkMoves} ${linkMoves === 1 ? 'move' : 'moves'}; your copy has ${keptMoves}): nothing was changed.`,
  'friend.conflict': ({ name, linkMoves, keptMoves }) => `Conflict: that link’s moves do not follow your copy of the game with ${name ?? 'your friend'} (the link has ${linkMoves}, your copy ${keptMoves}, and they part ways). Your copy was kept as it was: ask for their latest link.`,
  friendRefused: ({ detail }) => `That link was not opened (${detail}); nothing was changed.`,
};
