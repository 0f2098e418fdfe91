// The words of the ways into the deck of mistakes (deck-view.js) in English. They come with its
// feature: element/features.js adds them to the English table when it loads. Their Chinese are in
// i18n/zh.js, loaded whole for a Chinese page.

export default {
  mistakesTitle: 'Your mistakes',
  mistakesPractise: 'Practise your mistakes',
  mistakesLearn: 'Learn from your mistakes',
  mistakesSummary: ({ count, solved }) => `${count} ${count === 1 ? 'exercise' : 'exercises'} from your reviewed games, ${solved} solved.`,
  mistakesEmpty: 'No exercises yet: review a game you played against PAI, and your mistakes and blunders come here.',
  mistakesNoneYet: 'No exercises yet.',
  mistakesSweepStart: ({ count }) => `Review ${count} saved ${count === 1 ? 'game' : 'games'} for mistakes`,
  mistakesSweepRunning: ({ done, total, added }) => `Reviewing your saved games: ${done} of ${total} done, ${added} new ${added === 1 ? 'exercise' : 'exercises'}.`,
  mistakesSweepStop: 'Stop',
  mistakesFromReview: ({ count, unsolved }) => `${count} of your moves in this game ${count === 1 ? 'became an exercise' : 'became exercises'} (${unsolved} not solved yet).`,
};
