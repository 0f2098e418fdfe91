// The words a puzzle's panel and an exercise's share (puzzle-panel.js) in English. They come with
// its feature: element/features.js adds them to the English table when it loads. Their Chinese are
// in i18n/zh.js, loaded whole for a Chinese page.

import { side } from '../i18n/english.js';

export default {
  puzzleYourMove: ({ color }) => `Your move: you play ${side(color)}.`,
  puzzleChecking: ({ move }) => `${move}: checking…`,
  puzzleShowing: ({ line }) => (line ? `The solution: ${line}` : 'The solution…'),
  puzzleShowSolution: 'Show solution',
  puzzleTryAgain: 'Try again',
  puzzleBack: 'Back to your game',
};
