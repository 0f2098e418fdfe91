// The words of the player's history and rating (player-history.js) in English. They come with
// its part: element/features.js adds them to the English table when it loads. Their Chinese
// are in i18n/zh.js, loaded whole for a Chinese page.

export default {
  ratingValue: ({ rating, rd, count }) => `Your rating: ${rating} ± ${rd} (${count} rated ${count === 1 ? 'game' : 'games'})`,
  ratingNone: 'Your rating: finish a game against PAI to get one.',
  ratingNoneCoached: 'Your rating: games with the coach on are not rated; finish one without it to get a rating.',
  ratingUnavailable: 'Your rating cannot be worked out: the ladder of levels could not be read.',
  ratingSuggest: ({ level, name, elo }) => `Try next: level ${level}${name ? ` · ${name}` : ''}${elo ? ` (Elo ${elo})` : ''}`,
  historyCleared: 'The history was cleared.',
  historyExported: ({ count }) => `${count} ${count === 1 ? 'game' : 'games'} exported.`,
  historyImported: ({ added, total }) => `${added} ${added === 1 ? 'game' : 'games'} imported (${total} in all).`,
  historyImportRefused: ({ reason }) => `That file was not imported (${reason}); nothing was changed.`,
  historyUnreadableKept: ({ reason, key }) => `Your game history could not be read (${reason}); it was kept under "${key}" and a new history starts.`,
  historyUnreadable: ({ reason }) => `Your game history could not be read (${reason}); no game will be added to it until it can be.`,
  historySaveFailed: 'This game could not be added to your history: the browser refused to save it.',
  historyNotOpened: 'The game was not opened: this browser refused to keep your game in progress aside (its storage is full).',
  historyOpenedKept: ({ key }) => `Game opened for review; your game in progress was kept under "${key}".`,
  historyRecordRefused: ({ reason }) => `That game cannot be opened: ${reason}`,
  'historyProblem.not-json': 'it is not JSON',
  'historyProblem.not-history': 'it is not a history of games exported from this page',
  'historyProblem.format': ({ format }) => `it has format ${format}`,
  'historyProblem.too-many': 'it has too many games',
  'historyProblem.game': ({ index }) => `game ${index} is damaged`,
  'historyProblem.engine': ({ detail }) => `a game is damaged: ${detail}`,
  'historyProblem.too-big': 'it is too large',
  'historyProblem.unreadable': 'it could not be read',
  'historyProblem.not-saved': 'the browser refused to save it',
};
