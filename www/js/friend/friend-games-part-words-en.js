// The words of the games with friends kept on this device (friend-games.js) in English. They
// come with its part: element/features.js adds them to the English table when it loads. Their
// Chinese are in i18n/zh.js, loaded whole for a Chinese page.

export default {
  friendPlayedElsewhere: ({ name, yourMove }) => `Your game with ${name ?? 'your friend'} was played on in another tab.${yourMove ? ' Your move.' : ''}`,
  friendChangedElsewhere: ({ moves }) => `This move was not kept: the game’s copy was changed in another tab (${moves} moves there). Open it again from History.`,
  friendsUnreadableKept: ({ reason, key }) => `Your games with friends could not be read (${reason}); they were kept under "${key}" and a new list starts.`,
  friendsUnreadable: ({ reason }) => `Your games with friends could not be read (${reason}); no game will be kept until they can be.`,
  'friendsProblem.not-json': 'they are not JSON',
  'friendsProblem.not-friends': 'they are not a list of games with friends',
  'friendsProblem.format': ({ format }) => `they have format ${format}`,
  'friendsProblem.too-many': 'there are too many',
  'friendsProblem.game': ({ index }) => `game ${index} is damaged`,
  'friendsProblem.engine': ({ index, detail }) => `game ${index} is damaged: ${detail}`,
};
