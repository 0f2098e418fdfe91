// The words of the analysis's panel and evaluation bar (analysis-view.js) in English. They come
// with its feature: element/features.js adds them to the English table when it loads. Their
// Chinese are in i18n/zh.js, loaded whole for a Chinese page.

import { forcedResult, percent } from '../i18n/english.js';

export default {
  analysisTitle: "PAI's view",
  analysisRunning: ({ depth }) => `Analysing… depth ${depth}`,
  analysisStarting: 'Analysing…',
  analysisUnavailable: 'The analysis is unavailable for this position. Show another position, or turn the analysis off and on, to try again.',
  analysisDone: ({ depth }) => `Done, depth ${depth}`,
  evalBar: ({ white, black }) => `Chances: White ${percent(white)}, Black ${percent(black)}`,
  evalBarShort: ({ p }) => percent(p),
  analysisBest: ({ move, p }) => `Best: ${move} (${percent(p)} for the player to move)`,
  analysisBestForced: ({ move, forced }) => `Best: ${move} (${forcedResult(forced)})`,
  forcedResult: (forced) => forcedResult(forced),
  analysisLine: ({ line }) => `PAI's line: ${line}`,
  analysisOver: ({ result }) => `The game is over: ${result}.`,
  analysisLegend: 'On each empty cell: the mover\'s chance to win after a move there (the better of a regular piece and a permanent; * marks a permanent), or #3 where the search proved a win in 3 moves and #-3 a loss. The numbers show the line PAI expects.',
  stopAnalysis: 'Stop analysing',
  analysisRace: ({ text }) => `Race to connect: ${text}`,
  resultWhite: 'White won',
  resultBlack: 'Black won',
  resultDraw: 'a draw',
};
