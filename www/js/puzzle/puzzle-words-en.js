// The puzzle panel's words (puzzle-view.js) in English. They come with its feature:
// element/features.js adds them to the English table when it loads. Their Chinese are in
// i18n/zh.js, loaded whole for a Chinese page.

import { side } from '../i18n/english.js';

export default {
  puzzleControls: 'Puzzle',
  puzzleTitle: ({ id }) => `Puzzle ${id}`,
  puzzleTitlePlain: 'Puzzle',
  puzzleDaily: ({ date }) => `Daily puzzle · ${date}`,
  puzzleLoading: 'Loading the puzzle…',
  puzzleRight: 'Right!',
  puzzleKeepGoing: ({ color, move }) => `Right! ${side(color)} answered ${move}: keep going.`,
  puzzleHinting: 'Looking for the hint…',
  puzzleHintShown: 'The next move is in the marked region.',
  puzzleWrongLoses: ({ move, color, moves, line }) => `${move} is not it: ${side(color)} then wins in ${moves} (${line}).`,
  puzzleWrongNoWin: ({ move, reply, color }) => `${move} is not it: after ${reply}, ${side(color)} has no forced win in time.`,
  puzzleWrong: ({ move }) => `${move} is not the move.`,
  puzzleSolutionShown: ({ line }) => `That was the solution${line ? `: ${line}` : ''}.`,
  puzzleSolved: 'Solved!',
  puzzleSolvedHelped: 'Solved, with help.',
  puzzleNext: 'Next puzzle',
  puzzleAbout: ({ rating, difficulty }) => `This puzzle is rated ${rating} (difficulty ${difficulty} of 5).`,
  puzzleHelpCounts: 'A wrong move, a hint or the solution counts it as not solved.',
  puzzleTriedBefore: 'You tried it before: only your first try counts.',
  puzzleTheme: 'Theme',
  puzzleThemeCount: ({ name, solved, count }) => `${name} (${solved} of ${count} solved)`,
  streakStart: 'Start a streak',
  streakAgain: 'New streak',
  streakUnderWay: ({ solved, best }) => `Streak: ${solved} solved. Best streak: ${best}.`,
  streakOver: ({ solved, best }) => `The streak is over: ${solved} solved. Best streak: ${best}.`,
  streakBest: ({ best }) => `Best streak: ${best}.`,
};
