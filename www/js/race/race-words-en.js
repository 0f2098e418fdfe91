// The words of the race to connect's panel (race-view.js) in English. They come with its
// feature: element/features.js adds them to the English table when it loads. Their Chinese are
// in i18n/zh.js, loaded whole for a Chinese page.

export default {
  raceTitle: 'Race to connect',
  raceLegend: "White's and Black's shortest paths between the edges. Each empty cell on one is a move; an opponent's regular piece on it counts two (a permanent beside it would flip it); the opponent's permanents block it.",
};
