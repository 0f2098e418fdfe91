// The review panel's words (review-view.js) in English. They come with its feature:
// element/features.js adds them to the English table when it loads. Their Chinese are in
// i18n/zh.js, loaded whole for a Chinese page.

import { percent, side } from '../i18n/english.js';

export default {
  reviewTitle: 'Game review',
  reviewProgress: ({ done, total }) => `Reviewing… ${done} of ${total} moves`,
  reviewStopped: ({ done, total }) => `Stopped after ${done} of ${total} moves.`,
  reviewDone: 'Review done.',
  reviewEarlier: ({ total }) => `It covers the first ${total} moves; review again for the rest.`,
  stopReview: 'Stop review',
  accuracy: ({ color, value }) => `${side(color)}: accuracy ${value === null ? '–' : value.toFixed(1)}`,
  accuracyHelp: 'Accuracy is 100 less the mean points of win probability lost per move.',
  verdictLegend: 'Each move is judged by the win probability it lost against PAI\'s best move: best under 2 points, good under 5, inaccuracy under 10, mistake under 20, blunder 20 or more.',
  chartTitle: "White's chance to win, move by move",
  chartPoint: ({ ply, p }) => `after move ${ply}: White ${percent(p)}`,
  chartStart: ({ p }) => `start: White ${percent(p)}`,
};
