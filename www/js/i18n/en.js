// English: every string the page and the element show but the words of the features loaded on
// first use, which come with them (`*-words-en.js`). A value is text, or a function of the
// parameters (and `say`, to reuse other entries) that returns text.

import { forcedForMover, side } from './english.js';

export default {
  // The page around the element (index.html).
  'page.title': 'Pathwayz · play PAI',
  'page.tagline': 'Connect the left edge to the right. Place a piece of your colour, or give your opponent a permanent piece that flips every regular piece around it.',
  'page.footer': 'Right-click, long-press or press P for a permanent. Arrow keys move between cells; Enter places a regular piece. Works offline after the first visit.',
  'page.release': ({ version, build }) => `Pathwayz ${version} · build ${build}`,
  'page.studio': 'Put Pathwayz on your page: the studio',
  'page.updateReady': 'A new version of Pathwayz is ready.',
  'page.updateReload': 'Reload',

  loading: 'Loading…',
  loadFailed: ({ reason }) => `The game could not load: ${reason}`,
  side: ({ color }) => side(color),

  // The board.
  boardLabel: 'Pathwayz board: connect the goal edges, column a on the left and column l on the right',
  boardLabelPortrait: 'Pathwayz board, turned a quarter: connect the goal edges, column a at the top and column l at the bottom',
  'piece..': 'empty',
  'piece.w': 'white regular',
  'piece.b': 'black regular',
  'piece.W': 'white permanent',
  'piece.B': 'black permanent',
  cellLast: 'last move',
  cellFlipped: 'just flipped',
  cellPath: 'on the winning path',
  cellHint: 'hint',
  cellArmed: 'tap again to place a permanent',
  cellValue: ({ text, permanent, depth, forced }) => `PAI values it ${forced ? forcedForMover(forced) : text}${permanent ? ' as a permanent' : ''}, depth ${depth}`,
  cellLine: ({ number, permanent }) => `move ${number} of PAI's line${permanent ? ', a permanent' : ''}`,
  cellRace: ({ color }) => `on ${side(color)}'s shortest path`,

  // Players and status.
  'mode.pai': 'Human vs PAI',
  'mode.local': 'Human vs human',
  'mode.watch': 'PAI vs PAI',
  you: 'You',
  human: 'Human',
  paiLevel: ({ level, name }) => `PAI level ${level}${name ? ` · ${name}` : ''}`,
  elo: ({ elo }) => `Elo ${elo}`,
  playersLabel: 'Players',
  statusDraw: 'Draw: the board is full and nobody has a path.',
  statusYouWin: 'You win!',
  statusPaiWins: ({ level, budget }) => `PAI (level ${level}${budget ? `, ${budget}` : ''}) wins.`,
  statusWins: ({ who }) => `${who} wins!`,
  statusThinking: ({ who }) => `${who}: PAI is thinking…`,
  statusYourMove: ({ color }) => `Your move (${side(color)}).`,
  paiPlayed: ({ move }) => `PAI played ${move}.`,
  statusPaiMove: ({ color }) => `PAI's move (${side(color)}).`,
  statusToMove: ({ who }) => `${who} to move.`,
  whoWatch: ({ color, level, budget }) => `${side(color)} (level ${level}${budget ? `, ${budget}` : ''})`,
  viewing: ({ ply, total }) => `Showing the position after move ${ply} of ${total}.`,
  backToGame: 'Back to the game',

  // Thinking.
  thinkingLevel: ({ level, budget }) => `Level ${level}${budget ? ` (at most ${budget})` : ''}`,
  thinkingHint: 'Looking for a hint',
  depth: ({ depth }) => `depth ${depth}`,
  positions: ({ count }) => `${count} positions`,
  playouts: ({ count }) => `${count} playouts`,
  seconds: ({ seconds }) => `${seconds} s`,
  moveNow: 'Move now',

  // Controls.
  pieceKind: 'Piece to place',
  regular: 'Regular',
  permanent: 'Permanent',
  permanentTitle: 'Right-click, long-press or P also places a permanent',
  pause: 'Pause',
  resume: 'Resume',
  undo: 'Undo',
  redo: 'Redo',
  hint: 'Hint',
  analyze: 'Analyse',
  showRace: 'Race to connect',
  showEvaluation: 'Show the evaluation',
  review: 'Review game',
  newGame: 'New game',
  setupOpen: 'Game setup…',
  howToPlay: 'How to play',
  controlsLabel: 'Game controls',

  // Moves and records.
  moves: 'Moves',
  movesHelp: 'Choose a move to see the position after it.',
  moveEntry: ({ color, move }) => `${side(color)} ${move}`,
  record: 'Game record',
  copyRecord: 'Copy record',
  copyLink: 'Copy link',
  pasteRecord: 'Paste a game record',
  pastePlaceholder: 'Paste a record, like: f4 g5* f5',
  loadRecord: 'Load record',
  recordCopied: 'Record copied.',
  linkCopied: 'Link copied.',
  copyByHand: 'Copy the selected text (the clipboard is not available here).',
  recordLoaded: 'Record loaded.',
  recordRefused: ({ reason }) => `Could not load the record: ${reason}.`,

  // Pictures of the position and the game (picture-view.js; the section's own words come with
  // its body: picture-panel-words-en.js).
  pictureTitle: 'Picture',
  pictureFailed: ({ reason }) => `Could not make the picture: ${reason}.`,
  featureFailed: ({ reason }) => `This part of the game could not load (${reason}): check the connection and try again.`,

  // Shared links and saved games.
  sharedGame: 'A shared game',
  offerText: ({ moves }) => `This page was opened with a link to another game (${moves} moves). Your game in progress is shown.`,
  openLink: 'Open the shared game',
  keepGame: 'Keep my game',
  sharedOpenedKept: ({ key }) => `Shared game opened; your previous game was kept under "${key}".`,
  sharedOpened: 'Shared game opened.',
  sharedNotOpened: 'The shared game was not opened: this browser refused to keep your game in progress aside (its storage is full), and opening the link would lose it.',
  linkRefused: ({ reason }) => `The link could not be loaded (${reason}).`,
  savedUnreadableKept: ({ reason, key }) => `The saved game could not be read (${reason}); it was kept under "${key}".`,
  savedUnreadable: ({ reason }) => `The saved game could not be read (${reason}).`,
  'savedProblem.not-json': 'it is not JSON',
  'savedProblem.not-a-game': 'it is not a saved game',
  'savedProblem.format': ({ format }) => `it has format ${format}`,
  'savedProblem.settings': 'its settings are damaged',
  newGameStarted: 'A new game started.',
  keyInUse: ({ key }) => `Not saved: another game on this page saves under "${key}". Give each game with persist its own id.`,
  saveFailed: 'This browser refused to save the game (its storage is full, or this is a private window): a reload would lose it. Copy the record or the link to keep it.',
  handWeights: ({ problem }) => `Levels 5, 10, 11 and 12 play with hand weights: ${problem}`,

  // A game with a friend by link (mode="friend"; what its panel and its links say come with them:
  // friend-words-en.js, friend-work-words-en.js). `name` is the friend's as they gave it, or
  // null: always shown as text.
  'mode.friend': 'A friend, by link',
  friend: 'Your friend',
  youNamed: ({ name }) => `${name} (you)`,
  statusFriendMove: ({ color, name }) => `${name ? `${name}’s` : 'Your friend’s'} move (${side(color)}).`,
  statusFriendWins: ({ name }) => `${name ?? 'Your friend'} wins.`,
  waitForFriend: 'It is your friend’s move: send them the link, then open the one they send back.',
  boardLabelTurned: 'Pathwayz board, seen from Black’s side: connect the goal edges, column l on the left and column a on the right',
  boardLabelPortraitTurned: 'Pathwayz board, turned a quarter and seen from Black’s side: connect the goal edges, column l at the top and column a at the bottom',
  friendSetupNote: 'Play a friend on their own device: after each move you get a link to send them (copy it, or share it from a phone), and their move comes back as a link. No account and no server: each device keeps its own copy of the game, listed in History.',

  // The engine's refusals, by their kind (engine-errors.js); the engine's own words go under
  // the message, after errorDetail.
  'engineError.bad-argument': 'a value was refused',
  'engineError.illegal-move': 'that move cannot be played here',
  'engineError.bad-record': ({ ply }) => (ply ? `move ${ply} cannot be played` : 'a move cannot be played'),
  'engineError.bad-weights': 'the weights file was refused',
  'engineError.game-over': 'the game is over',
  'engineError.internal': 'the engine could not answer',
  errorDetail: 'Details',
  sentenceGap: ' ',
  moveRefused: ({ reason }) => `Not played: ${reason}.`,

  // Controller and worker messages.
  waitForPai: 'Wait for PAI to move (or press "Move now").',
  viewingOld: 'This is an earlier position: go back to the game to play.',
  hintIs: ({ move }) => `Hint: ${move}${move.endsWith('*') ? ' (a permanent)' : ''}`,
  noHint: ({ reason }) => `No hint: ${reason}`,
  searchFailed: ({ reason }) => `PAI's search failed (${reason}); it played a quick move (level 4) instead.`,
  failedTwiceBest: "PAI's worker failed twice; it played its best move so far.",
  failedTwiceQuick: "PAI's worker failed twice; it played a quick move (level 4) instead.",
  workerReplaced: ({ reason }) => `PAI's worker failed (${reason}) and was replaced; the game goes on.`,
  paiUnavailable: ({ reason, tries }) => `PAI could not start (${reason}), after ${tries} tries. Reload the page to try again.`,
  paiRetrying: ({ reason, seconds }) => `PAI could not start (${reason}); trying again in ${seconds} s…`,
  reasonCrashed: 'the search worker crashed',
  reasonNoScript: 'its script did not load',
  reasonHung: 'the search worker stopped answering',
  reasonSlowStart: 'it did not start in time',
  reasonTrapped: ({ message }) => `the engine crashed (${message})`,
  analysisFailed: ({ reason }) => `The analysis stopped: ${reason}`,
  reviewFailed: ({ reason }) => `The review stopped: ${reason}`,

  // Replay (mode="replay").
  replayControls: 'Replay',
  replayFirst: 'First position (Home)',
  replayPrevious: 'Previous move (Left arrow)',
  replayNext: 'Next move (Right arrow)',
  replayLast: 'Last position (End)',
  replayPlay: 'Play',
  replayPause: 'Pause',
  replayStart: ({ total }) => `The start: ${total} ${total === 1 ? 'move' : 'moves'} to replay.`,
  replayAt: ({ ply, total, color, move }) => `Move ${ply} of ${total}: ${side(color)} ${move}`,
  replayEmpty: 'No moves to replay.',
  replayHelp: 'Keys: Left and Right step through the moves, Home and End jump to the start and the end.',
  replayRefused: ({ reason }) => `This game cannot be shown: ${reason}.`,
  replayReadOnly: 'This is a replay: no move can be played on this board.',

  // Setup and the ladder.
  players: 'Players',
  paiLevelField: 'PAI level',
  blackLevelField: 'Black PAI level',
  black: 'Black',
  ms: ({ ms }) => `${ms} ms`,
  start: 'Start new game',
  close: 'Close',
  // A strength limited to a number of positions a move (game/strengths.js): its name, what it does.
  strengthName: ({ name, budget }) => `${name}, ${budget}`,
  playerEntry: ({ color, who }) => `${side(color)}: ${who}`,
  'levelName.1': 'Random',
  'levelName.2': 'Baseline',
  'levelName.3': 'Adversarial baseline',
  'levelName.4': 'Hand-weighted features',
  'levelName.5': 'TDL-weighted features',
  'levelName.6': 'Monte Carlo tree search',
  'levelName.7': 'Expectimax',
  'levelName.8': 'Minimax',
  'levelName.9': 'Beam minimax',
  'levelName.10': 'Narrowing beam minimax',
  'levelName.11': 'PAI Pro',
  'levelName.12': 'PAI Monte Carlo',

  // The race to connect's figures in words (race/race-marks.js).
  raceSide: ({ color, moves }) => (moves === null ? `${side(color)} is walled off`
    : moves === 0 ? `${side(color)} has connected`
      : `${side(color)} needs ${moves} ${moves === 1 ? 'move' : 'moves'}`),
  raceBoth: ({ white, black }) => `${white}, ${black}.`,

  // Review.
  reviewOtherGame: ({ ply }) => `the worker valued another move ${ply}`,
  'verdict.best': 'best',
  'verdict.good': 'good',
  'verdict.inaccuracy': 'inaccuracy',
  'verdict.mistake': 'mistake',
  'verdict.blunder': 'blunder',
  reviewMove: ({ ply, color, move, verdict, loss, best, missedWin, walkedIntoLoss }) => `${ply}. ${side(color)} ${move}: ${verdict}${loss >= 0.02 ? ` (−${Math.round(100 * loss)}, best ${best})` : ''}${
    missedWin ? `, missed a forced win in ${missedWin}` : ''}${walkedIntoLoss ? `, allows a forced loss in ${walkedIntoLoss}` : ''}`,

  // How to play.
  tourOffer: 'New to Pathwayz? A short walk-through shows the rules on a real board.',
  tourStart: 'Show me how to play',
  tourSkip: 'No thanks',
  back: 'Back',
  next: 'Next',
  done: 'Done',
  skip: 'Skip',

  // The player's rating and history (player-history.js, history-view.js).
  ratingPlay: 'Play it',
  ratingPlayLabel: ({ next }) => `Play it: a new game. ${next}`,
  historyOpen: 'History',

  // Learn from your mistakes (mode="mistakes": mistakes-part.js, exercise-view.js, deck-view.js).
  mistakesSweepDone: ({ total, added }) => `Your saved games are reviewed (${total}): ${added} new ${added === 1 ? 'exercise' : 'exercises'}.`,
  // The coach (coach-work.js, coach-view.js, setup-view.js).
  cellCoachReply: ({ move }) => `PAI would answer here (${move})`,
  statusCoachJudging: 'The coach is checking your move…',
  statusCoachStopped: 'The coach stopped PAI: take your move back or play on.',
  coachWait: 'The coach is holding PAI back: take your move back or play on first.',
  coachFailed: ({ reason }) => `The coach could not check your move (${reason}).`,

  // Puzzles (mode="puzzle": puzzle-mode.js, puzzle-work.js, puzzle-view.js).
  cellRegion: 'in the hint\u2019s region',
  puzzlesLabel: 'Puzzles',
  puzzlesOpen: 'Puzzles',
  puzzleDailyOpen: 'Daily puzzle',
  puzzlePromptWin: ({ color, moves }) => `${side(color)} to play and win in ${moves}.`,
  puzzlePromptSave: ({ color, opponent }) => `${side(color)} to play: stop ${side(opponent)}\u2019s win.`,
  puzzleHint: 'Hint',
  puzzleWait: 'Wait: the puzzle is showing a move.',
  puzzleIllegal: ({ move }) => `${move} cannot be played there.`,
  puzzleRefused: ({ reason }) => `The puzzle could not go on: ${reason}`,
  // Puzzle themes and streaks (puzzle-themes.js, streak.js, streak-storage.js).
  puzzleThemeAll: 'All puzzles',
  puzzleThemeWin: ({ moves }) => `Win in ${moves}`,
  'puzzleTheme.must-block': 'Must block',
  'puzzleTheme.permanent-completes': 'The permanent that completes a path',
  'puzzleTheme.permanent-breaks': 'The permanent that breaks a path',
};
