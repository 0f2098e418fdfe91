// The words of the puzzles' part (puzzle-mode.js: which opens, the player's attempts and
// streaks) in English. They come with it: element/features.js adds them to the English table
// when it loads. Their Chinese are in i18n/zh.js, loaded whole for a Chinese page.

export default {
  puzzleRatingValue: ({ rating, rd, count }) => `Puzzle rating: ${rating} ± ${rd} (${count} ${count === 1 ? 'puzzle' : 'puzzles'})`,
  puzzleRatingNone: 'Puzzle rating: solve or try a puzzle to get one.',
  puzzleUnknown: ({ id }) => `There is no puzzle "${id}".`,
  puzzlesUnavailable: 'The puzzles could not be loaded.',
  puzzlesDamaged: 'The puzzles file is damaged.',
  puzzlesUnreadableKept: ({ reason, key }) => `Your puzzle attempts could not be read (${reason}); they were kept under "${key}" and new ones start.`,
  puzzlesUnreadable: ({ reason }) => `Your puzzle attempts could not be read (${reason}); no attempt will be added until they can be.`,
  puzzleSaveFailed: 'This attempt could not be kept: the browser refused to save it.',
  'puzzleProblem.not-json': 'they are not JSON',
  'puzzleProblem.not-attempts': 'they are not puzzle attempts',
  'puzzleProblem.format': ({ format }) => `they have format ${format}`,
  'puzzleProblem.too-many': 'there are too many',
  'puzzleProblem.attempt': ({ index }) => `attempt ${index} is damaged`,
  'puzzleProblem.engine': ({ detail }) => `an attempt is damaged: ${detail}`,
  streakSaveFailed: 'This streak could not be kept: the browser refused to save it.',
  streaksUnreadableKept: ({ reason, key }) => `Your streaks could not be read (${reason}); they were kept under "${key}" and new ones start.`,
  streaksUnreadable: ({ reason }) => `Your streaks could not be read (${reason}); no streak will be kept until they can be.`,
  'streakProblem.not-json': 'they are not JSON',
  'streakProblem.not-streaks': 'they are not streaks',
  'streakProblem.format': ({ format }) => `they have format ${format}`,
  'streakProblem.too-many': 'there are too many',
  'streakProblem.streak': ({ index }) => `streak ${index} is damaged`,
};
