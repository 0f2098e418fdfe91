// History's words (history-view.js) in English. They come with its feature: element/features.js
// adds them to the English table when it loads. Their Chinese are in i18n/zh.js, loaded whole for a
// Chinese page.

export default {
  historyTitle: 'Your games against PAI',
  historyHelp: 'Kept in this browser only and never sent anywhere. Your rating is Glicko-2, worked out from these games with each opponent at its measured Elo; ± is one rating deviation.',
  historyEmpty: 'No finished games yet.',
  'historyResult.win': 'Won',
  'historyResult.draw': 'Draw',
  'historyResult.loss': 'Lost',
  historyReview: 'Review',
  historyReviewLabel: ({ date, level, budget }) => `Review the game of ${date} against level ${level}${budget ? ` (${budget})` : ''}`,
  historyExport: 'Export',
  historyImport: 'Import',
  historyImportFile: 'A history file to import',
  historyClear: 'Clear history',
  historyClearConfirm: ({ count }) => `Delete all ${count} ${count === 1 ? 'game' : 'games'} from this browser? Export them first to keep a copy.`,
  historyClearYes: 'Delete them',
  historyClearNo: 'Cancel',
  historyCoached: 'coached, not rated',
};
