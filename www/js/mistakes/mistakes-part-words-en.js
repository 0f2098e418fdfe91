// The words of the deck of the player's mistakes (mistakes-part.js, games-sweep.js) in English.
// They come with its part: element/features.js adds them to the English table when it loads.
// Their Chinese are in i18n/zh.js, loaded whole for a Chinese page.

export default {
  mistakesNone: 'There are no exercises yet: review a game you played against PAI, and your mistakes and blunders come here.',
  mistakesNotKept: 'Your mistakes are kept only where games are saved (the persist attribute).',
  mistakesDamaged: 'This exercise cannot be read.',
  mistakesSaveFailed: 'Your mistakes could not be kept: the browser refused to save them.',
  mistakesUnreadableKept: ({ reason, key }) => `Your mistakes could not be read (${reason}); they were kept under "${key}" and a new deck starts.`,
  mistakesUnreadable: ({ reason }) => `Your mistakes could not be read (${reason}); none will be added until they can be.`,
  'mistakesProblem.not-json': 'they are not JSON',
  'mistakesProblem.not-deck': 'they are not a deck of exercises',
  'mistakesProblem.format': ({ format }) => `they have format ${format}`,
  'mistakesProblem.too-many': 'there are too many',
  'mistakesProblem.exercise': ({ index }) => `exercise ${index} is damaged`,
  mistakesSweepStopped: ({ done, total, added }) => `Stopped after ${done} of ${total} saved games (${added} new ${added === 1 ? 'exercise' : 'exercises'}); the others are left for later.`,
  mistakesSweepBusy: 'Your saved games cannot be reviewed while PAI is busy with the game: try again when it has moved.',
};
