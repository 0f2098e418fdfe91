// The words of the panel of a game with a friend (friend-view.js) in English. They come with its
// feature: element/features.js adds them to the English table when it loads. Their Chinese are in
// i18n/zh.js, loaded whole for a Chinese page.

import { side } from '../i18n/english.js';

export default {
  friendLinkCopied: 'Link copied: send it to your friend.',
  friendShareTitle: 'Pathwayz',
  friendShareText: ({ name }) => (name ? `${name}: your move in our game of Pathwayz.` : 'Your move in our game of Pathwayz.'),
  friendTitle: 'Game with a friend',
  friendYourTurn: ({ name }) => `Your move. Then send ${name ?? 'your friend'} the link that appears here.`,
  friendSend: ({ name }) => `Send this link to ${name ?? 'your friend'}: it carries your move. Their reply comes back as a link.`,
  friendInvite: ({ name, color }) => `Send this link to invite ${name ?? 'your friend'}: they play ${side(color)} and move first.`,
  friendResultWon: 'You won!',
  friendResultLost: ({ name }) => `${name ?? 'Your friend'} won.`,
  friendResultDraw: 'A draw: the board is full.',
  friendSendLast: ({ name }) => `Send this link so ${name ?? 'your friend'} sees the last move.`,
  friendLinkField: 'Link for your friend',
  friendCopy: 'Copy link',
  friendShare: 'Share…',
  friendNameField: 'Your name (optional, sent in the link)',
  friendOpenTitle: 'Open a link from your friend',
  friendPasteField: 'Paste the link',
  friendOpen: 'Open',
  friendBack: 'Back to your game',
};
