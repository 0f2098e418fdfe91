// An exercise's panel's words (exercise-view.js) in English. They come with its feature:
// element/features.js adds them to the English table when it loads. Their Chinese are in
// i18n/zh.js, loaded whole for a Chinese page.

import { forcedResult, percent, side } from '../i18n/english.js';

export default {
  exerciseControls: 'Exercise',
  exerciseNext: 'Next exercise',
  exerciseTitle: ({ index, count, solved }) => `Your mistakes · exercise ${index} of ${count} (${solved} solved)`,
  exerciseTitlePlain: 'Your mistakes',
  exerciseFrom: ({ ply, level, budget, move, verdict, points }) => `Move ${ply} of your game against level ${level}${budget ? ` (${budget})` : ''}: you played ${move}${verdict ? ` (${verdict}${points ? `, −${points}` : ''})` : ''}.`,
  exerciseMissedWin: ({ moves }) => `It gave up your win in ${moves}.`,
  exerciseWalkedIntoLoss: ({ color, moves }) => `It let ${side(color)} win in ${moves}.`,
  exercisePrompt: ({ color, move }) => `${side(color)} to play: find a better move than ${move}.`,
  exerciseSameMove: ({ move }) => `${move} is the move you played in the game.`,
  exerciseAnswerLoses: ({ move, color, moves }) => `${move} is not better: ${side(color)} then wins in ${moves}.`,
  exerciseAnswerMissesWin: ({ move, moves }) => `${move} is not better: it gives up your win in ${moves}.`,
  exerciseAnswerWorse: ({ move, points }) => `${move} is not better: it gives up ${points} points against PAI's best move.`,
  exerciseNotBetter: ({ move }) => `${move} is not better.`,
  exerciseFailedForced: ({ move, line, winner, moves }) => `Why ${move} failed: ${line}, and ${forcedResult({ winner, moves })}.`,
  exerciseFailedChance: ({ move, line, chance }) => `Why ${move} failed: ${line}, and your chance to win is ${percent(chance)}.`,
  exerciseRight: ({ move, points }) => (points ? `Right! ${move} is within ${points} points of PAI's best move.` : `Right! ${move} is as good as PAI's best move.`),
  exerciseSolutionShown: ({ line }) => `PAI's best move here: ${line}.`,
  exerciseTryAnother: 'Try another move.',
  exerciseProgress: ({ tries }) => (tries ? `Tried ${tries} ${tries === 1 ? 'time' : 'times'}, not solved yet.` : 'Not tried yet.'),
  exerciseProgressSolved: ({ tries }) => `Solved (tried ${tries} ${tries === 1 ? 'time' : 'times'}).`,
};
