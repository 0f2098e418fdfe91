// The words of the coach's panel (coach-view.js) in English. They come with its feature:
// element/features.js adds them to the English table when it loads. Their Chinese are in
// i18n/zh.js, loaded whole for a Chinese page.

export default {
  coachTitle: 'Coach',
  coachVerdict: ({ move, verdict, reply }) => `That move (${move}) is a ${verdict}: PAI would answer ${reply}.`,
  coachForcedLoss: ({ move, moves, reply }) => `That move (${move}) walks into a forced loss in ${moves}: PAI would answer ${reply}.`,
  coachHelp: 'PAI\u2019s answer is marked on the board, not played. Take your move back to try another, or play on.',
  coachTakeBack: 'Take back',
  coachPlayOn: 'Play on',
};
