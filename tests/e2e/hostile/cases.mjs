// The hostile calls: every wasm entry point given values no page should send. Each case runs in
// a fresh instance (see instance.mjs) and says whether the call must throw an Error or may
// return; either way it must not trap, hang or answer with a long message.
import { readFileSync } from 'node:fs';

const MB10 = 10_000_000;
const hugeToken = 'x'.repeat(MB10);
const controlCharacters = '\u0001'.repeat(MB10);
const numbers = [undefined, null, NaN, Infinity, -Infinity, -1, -0.5, 1e300, -1e300, 2 ** 32, 2 ** 53 + 2, 4e7];
const oddValues = ['1', '', {}, [], () => 1, 1n, Symbol('s'), new Proxy({}, {}), Object.create(null)];

/** The first puzzle of the shipped file, as `readPuzzles` passes a puzzle to the other calls. */
const puzzleLine = readFileSync(new URL('../../../www/data/puzzles.txt', import.meta.url), 'utf8')
  .split('\n').find((line) => line.trim() && !line.startsWith('#'));

/** An exercise of the player's mistakes, as `reviewSummary` names it: Black's e5 after d4. */
const exerciseLine = 'd4 | e5';

/** Records no game loads: too long, unreadable, unplayable, not a string. */
const hostileRecords = [`d4 ${hugeToken}`, `d4 ${controlCharacters}`, hugeToken, 'd4 '.repeat(30_000), 'a1 b2 a1', 'd4 e5 x9x', '\uD800',
  ...oddValues.filter((v) => typeof v !== 'string'), ...numbers];
/** A friend game's id, and its link after `d4 e5*` with White named Ann (tests/friend_link.rs pins it). */
const friendGameId = '0102030405060708';
const friendLink = 'AQgHBgUEAwIBA0FubgACTmlra9SDs4ZOGA';
/** The shipped ladder file's text, and a ladder as `readLadder` hands it over (plain data, built here). */
const ladderText = readFileSync(new URL('../../../www/data/ladder.json', import.meta.url), 'utf8');
const shippedLadder = () => JSON.parse(ladderText);
/** The shipped ladder with its first level changed by `patch`. */
const ladderWith = (patch) => { const ladder = shippedLadder(); Object.assign(ladder.levels[1], patch); return ladder; };
/** The shipped ladder with a cycle through itself. */
const cyclicLadder = () => { const ladder = shippedLadder(); ladder.anchor.back = ladder; return ladder; };

/** A game with a few moves played, to show a refused call changed nothing. */
function game(engine, record = 'd4 e5 e4*') {
  const g = engine.newGame();
  g.fromRecord(record);
  return g;
}

/** `label` for a value in a case name. */
function show(value) {
  if (typeof value === 'string') return value.length > 20 ? `${value.length}-char string` : JSON.stringify(value);
  if (typeof value === 'bigint') return `${value}n`;
  if (typeof value === 'symbol') return 'Symbol';
  if (typeof value === 'function') return 'function';
  if (value && typeof value === 'object') return Array.isArray(value) ? '[]' : 'object';
  return String(value);
}

/**
 * A call on a game (given the game and the module) that must throw and leave the game
 * unchanged.
 */
function refusedOnGame(name, call, record = undefined) {
  return {
    name,
    expect: 'throws',
    run(engine) {
      const g = game(engine, record);
      const before = [g.moves(), g.board().join('/')];
      try {
        call(g, engine);
      } finally {
        const after = [g.moves(), g.board().join('/')];
        if (JSON.stringify(before) !== JSON.stringify(after)) throw new Error(`CHANGED the game: ${after[0]}`);
      }
    },
  };
}

/** The cases for the shipped module (pkg/). */
/** The cases for the search module (pkg/pathwayz_search*: every entry point of the core and the searches). */
export const shippedCases = [
  // analyze and evaluate: the time, the callback, the number of moves, the move to include.
  ...[undefined, null, NaN, Infinity, -1, 60_001, 1e300, ...oddValues].flatMap((ms) => [
    refusedOnGame(`analyze(${show(ms)})`, (g) => g.analyze(ms)),
    refusedOnGame(`evaluate(${show(ms)})`, (g) => g.evaluate(ms)),
  ]),
  ...[5, 'later', {}].map((callback) =>
    refusedOnGame(`analyze(10, ${show(callback)})`, (g) => g.analyze(10, callback))),
  ...[0, -1, 2.5, 193, 1e300, NaN, Infinity, '3', {}].map((top) =>
    refusedOnGame(`analyze(10, null, ${show(top)})`, (g) => g.analyze(10, null, top))),
  ...[5, {}, Symbol('s'), '', 'zz', 'd4', 'e4*', hugeToken].map((include) =>
    refusedOnGame(`analyze(10, null, 1, ${show(include)})`, (g) => g.analyze(10, null, 1, include))),
  // searchShare: the level (12 only), the time, the share and the number of shares, the callback.
  ...[undefined, null, NaN, 11, 1, 13, -12, 12.5, ...oddValues].map((level) =>
    refusedOnGame(`searchShare(${show(level)}, 10, 0, 2)`, (g) => g.searchShare(level, 10, 0, 2))),
  ...[undefined, NaN, -1, 60_001, 1e300, '10'].map((ms) =>
    refusedOnGame(`searchShare(12, ${show(ms)}, 0, 2)`, (g) => g.searchShare(12, ms, 0, 2))),
  ...[[2, 2], [-1, 2], [0.5, 2], [NaN, 2], [Infinity, 2], ['0', 2], [0, 0], [0, 9], [0, 1.5], [0, NaN], [0, 1e300], [0, '2'], [0, undefined], [undefined, 2]]
    .map(([share, shares]) => refusedOnGame(`searchShare(12, 10, ${show(share)}, ${show(shares)})`, (g) => g.searchShare(12, 10, share, shares))),
  ...[5, 'later', {}].map((callback) =>
    refusedOnGame(`searchShare(12, 10, 0, 2, ${show(callback)})`, (g) => g.searchShare(12, 10, 0, 2, callback))),
  refusedOnGame('searchShare on a finished game', (g) => g.searchShare(12, 10, 0, 2),
    'a1 a8 b1 b8 c1 c8 d1 d8 e1 e8 f1 f8 g1 g8 h1 h8 i1 i8 j1 j8 k1 k8 l1'),
  // reviewMove: the time, the move played (a legal one), a finished game.
  ...[undefined, NaN, -1, 60_001, 1e300, '10', {}].map((ms) =>
    refusedOnGame(`reviewMove(${show(ms)}, "a1")`, (g) => g.reviewMove(ms, 'a1'))),
  ...[undefined, null, 5, {}, Symbol('s'), '', 'zz', 'd4', hugeToken].map((played) =>
    refusedOnGame(`reviewMove(10, ${show(played)})`, (g) => g.reviewMove(10, played))),
  refusedOnGame('reviewMove on a finished game', (g) => g.reviewMove(10, 'a2'),
    'a1 a8 b1 b8 c1 c8 d1 d8 e1 e8 f1 f8 g1 g8 h1 h8 i1 i8 j1 j8 k1 k8 l1'),
  // coachMove: the move played (a legal one), the threshold, the time, the positions, a finished game.
  ...[undefined, null, 5, {}, Symbol('s'), '', 'zz', 'd4', hugeToken].map((played) =>
    refusedOnGame(`coachMove(${show(played)}, "blunder", 10, 1000)`, (g) => g.coachMove(played, 'blunder', 10, 1000))),
  ...[undefined, null, 'inaccuracy', 'Blunder', 1, {}, hugeToken, Symbol('s')].map((threshold) =>
    refusedOnGame(`coachMove("a1", ${show(threshold)}, 10, 1000)`, (g) => g.coachMove('a1', threshold, 10, 1000))),
  ...[undefined, NaN, -1, 60_001, 1e300, '10', {}].map((ms) =>
    refusedOnGame(`coachMove("a1", "mistake", ${show(ms)}, 1000)`, (g) => g.coachMove('a1', 'mistake', ms, 1000))),
  ...[...numbers, 0, 0.5, 10_000_001, '1000', {}].map((nodes) =>
    refusedOnGame(`coachMove("a1", "mistake", 10, ${show(nodes)})`, (g) => g.coachMove('a1', 'mistake', 10, nodes))),
  refusedOnGame('coachMove on a finished game', (g) => g.coachMove('a2', 'blunder', 10, 1000),
    'a1 a8 b1 b8 c1 c8 d1 d8 e1 e8 f1 f8 g1 g8 h1 h8 i1 i8 j1 j8 k1 k8 l1'),
  { name: 'coachMove answers', expect: 'returns', run: (engine) => JSON.stringify(game(engine).coachMove('a1', 'blunder', 10, 1000)) },
  // reviewSummary and bestShare: arrays of plain objects from the page, never trusted.
  ...[
    ['a huge record', hugeToken, []], ['a bad record', 'a1 b2 a1', []], ['no record', undefined, []],
    ['steps not an array', 'd4', {}], ['too many steps', 'd4', [null, null]], ['a 4e7-item array', 'd4', new Array(4e7)],
    ['a step not an object', 'd4', [5]], ['a step with a bad move', 'd4', [{ best: hugeToken, evaluation: 0.5, after: 0.5 }]],
    ['a probability of 2', 'd4', [{ best: 'd4', evaluation: 2, after: 0.5 }]], ['a NaN probability', 'd4', [{ best: 'd4', evaluation: NaN, after: 0.5 }]],
    ['a step whose getter throws', 'd4', [{ best: 'd4', evaluation: 0.5, get after() { throw new Error('no'); } }]],
    ['a Proxy of steps whose length throws', 'd4', new Proxy([], { get(target, key) { if (key === 'length') throw new Error('no'); return target[key]; } })],
  ].map(([what, record, steps]) => ({ name: `reviewSummary with ${what}`, expect: 'throws', run: (engine) => engine.reviewSummary(record, steps) })),
  ...[
    ['not an array', {}], ['9 answers', new Array(9).fill(null)], ['a 4e7-item array', new Array(4e7)], ['an answer not an object', [7]],
    ['a bad move', [{ move: hugeToken, score: 1 }]], ['a fractional score', [{ move: 'c4', score: 0.5 }]],
    ['a huge score', [{ move: 'c4', score: 1e300 }]], ['a string score', [{ move: 'c4', score: '1' }]],
    ['a getter that throws', [{ get move() { throw new Error('no'); } }]],
  ].map(([what, answers]) => ({ name: `bestShare with ${what}`, expect: 'throws', run: (engine) => engine.bestShare(answers) })),
  { name: 'bestShare answers', expect: 'returns', run: (engine) => engine.bestShare([{ move: 'c4', score: 1 }, null, { move: null, score: null }]) },
  // readLadder: the ladder file comes from the network, never trusted.
  ...[hugeToken, controlCharacters, ladderText.slice(0, 300), '[]', ladderText.replace('"level": 2,', '"level": 0,'),
    ladderText.replace(/"elo": -?[\d.]+/, '"elo": 1e400'), new Uint8Array(MB10), new Uint8Array([0xff, 0xfe, 0x7b]), ...numbers.slice(0, 3), ...oddValues.slice(1)]
    .map((file) => ({ name: `readLadder(${show(file)})`, expect: 'throws', run: (engine) => engine.readLadder(file) })),
  { name: 'readLadder answers', expect: 'returns', run: (engine) => engine.readLadder(new TextEncoder().encode(ladderText)).levels.length },
  // playerRating: a history from storage or a file the player picked, and the ladder, never trusted.
  ...[
    ['games not an array', {}, null], ['a 4e7-item history', new Array(4e7), null], ['a game not an object', [7], null],
    ['a huge date', [{ date: hugeToken, level: 3, result: 'win' }], null], ['a date that is not one', [{ date: '2026-02-30', level: 3, result: 'win' }], null],
    ['a level of 13', [{ date: '2026-01-01', level: 13, result: 'win' }], null], ['a result of 2', [{ date: '2026-01-01', level: 3, result: 2 }], null],
    ['a huge result', [{ date: '2026-01-01', level: 3, result: hugeToken }], null],
    ['a game whose getter throws', [{ date: '2026-01-01', level: 3, get result() { throw new Error('no'); } }], null],
    ['coached not a boolean', [{ date: '2026-01-01', level: 3, result: 'win', coached: 'yes' }], null],
    ['a huge coached', [{ date: '2026-01-01', level: 3, result: 'win', coached: hugeToken }], null],
    ['a ladder not an object', [], 'ladder'], ['a list of levels for a ladder', [], [{ level: 3, elo: 1500 }]],
    ['a 4e7-level ladder', [], { ...shippedLadder(), levels: new Array(4e7) }], ['a huge elo', [], ladderWith({ elo: 1e300 })],
    ['a negative margin', [], ladderWith({ eloMargin: -5 })], ['a ladder level 0', [], ladderWith({ level: 0 })],
    ['a string elo', [], ladderWith({ elo: '1500' })], ['a huge name', [], ladderWith({ name: hugeToken })],
    ['a ladder whose getter throws', [], Object.defineProperty(shippedLadder(), 'fit', { get() { throw new Error('no'); }, enumerable: true })],
    ['a Proxy ladder whose levels throw', [], new Proxy(shippedLadder(), { get(target, key) { if (key === 'levels') throw new Error('no'); return target[key]; } })],
    ['a ladder with a cycle', [], cyclicLadder()], ['a ladder with a BigInt', [], ladderWith({ games: 1n })],
  ].map(([what, games, ladder]) => ({ name: `playerRating with ${what}`, expect: 'throws', run: (engine) => engine.playerRating(games, ladder) })),
  { name: 'playerRating answers', expect: 'returns', run: (engine) => JSON.stringify(engine.playerRating([{ date: '2026-01-01', level: 3, result: 'win' }], shippedLadder())) },
  { name: 'maxThinkMs answers', expect: 'returns', run: (engine) => engine.maxThinkMs() },
  // The puzzle calls: a data file, a puzzle's line and the moves played come from the network or
  // the page's storage; the attempts from storage.
  ...[hugeToken, controlCharacters, 'not | a | puzzle', `${puzzleLine}\n${puzzleLine}`, ...oddValues.slice(2)].map((text) =>
    ({ name: `readPuzzles(${show(text)})`, expect: 'throws', run: (engine) => engine.readPuzzles(text, null) })),
  { name: 'readPuzzles answers', expect: 'returns', run: (engine) => engine.readPuzzles(puzzleLine, shippedLadder()).length },
  ...[[hugeToken, 10], ['2026-11-26', 0], ['2026-11-26', 1e300], ['2026-11-26', NaN], ['2026-02-30', 10], [5, 10]].map(([date, count]) =>
    ({ name: `dailyPuzzle(${show(date)}, ${show(count)})`, expect: 'throws', run: (engine) => engine.dailyPuzzle(date, count) })),
  ...[
    [hugeToken, [], 'a1'], [controlCharacters, [], 'a1'], [puzzleLine, new Array(4e7), 'a1'], [puzzleLine, [hugeToken], 'a1'],
    [puzzleLine, ['a1'], 'a2'], [puzzleLine, [], hugeToken], [puzzleLine, [], 7], [puzzleLine, {}, 'a1'],
    [puzzleLine, [{ toString() { throw new Error('no'); } }], 'a1'],
  ].flatMap(([line, played, move]) => [
    { name: `puzzleAnswer(${show(line)}, ${show(played)}, ${show(move)})`, expect: 'throws', run: (engine) => engine.puzzleAnswer(line, played, move) },
    ...(move === 'a1' ? [
      { name: `puzzleHint(${show(line)}, ${show(played)})`, expect: 'throws', run: (engine) => engine.puzzleHint(line, played) },
      { name: `puzzleSolution(${show(line)}, ${show(played)})`, expect: 'throws', run: (engine) => engine.puzzleSolution(line, played) },
    ] : []),
  ]),
  { name: 'puzzleAnswer answers', expect: 'returns', run: (engine) => JSON.stringify(engine.puzzleAnswer(puzzleLine, [], 'a1')) },
  ...[
    ['not an array', {}], ['a 4e7-item list', new Array(4e7)], ['a huge date', [{ date: hugeToken, rating: 1500, solved: true }]],
    ['a rating of 1e300', [{ date: '2026-01-01', rating: 1e300, solved: true }]], ['solved as a string', [{ date: '2026-01-01', rating: 1500, solved: 'yes' }]],
    ['a getter that throws', [{ date: '2026-01-01', rating: 1500, get solved() { throw new Error('no'); } }]],
  ].map(([what, attempts]) => ({ name: `puzzleRating with ${what}`, expect: 'throws', run: (engine) => engine.puzzleRating(attempts) })),
  // Learn from your mistakes: an exercise's line and the moves played come from the page's storage.
  ...[hugeToken, controlCharacters, `d4 | ${hugeToken}`, `${hugeToken} | d4`, 'd4 | d4', 'd4 d4 | e5', '|', ' | ', 'd4 | e5 | f6', '\uD800 | d4', ...oddValues.slice(1), ...numbers]
    .map((line) => ({ name: `readExercise(${show(line)})`, expect: 'throws', grows: 'no', run: (engine) => engine.readExercise(line) })),
  ...[
    [hugeToken, [], 'a1'], [exerciseLine, new Array(4e7), 'a1'], [exerciseLine, [hugeToken], 'a1'], [exerciseLine, ['a1'], 'a2'],
    [exerciseLine, [], hugeToken], [exerciseLine, [], 7], [exerciseLine, {}, 'a1'], [exerciseLine, null, 'a1'],
    [exerciseLine, [{ toString() { throw new Error('no'); } }], 'a1'], [{ toString() { return exerciseLine; } }, [], 'a1'],
  ].flatMap(([line, played, move]) => [
    { name: `exerciseAnswer(${show(line)}, ${show(played)}, ${show(move)})`, expect: 'throws', run: (engine) => engine.exerciseAnswer(line, played, move) },
    ...(move === 'a1' ? [{ name: `exerciseSolution(${show(line)}, ${show(played)})`, expect: 'throws', run: (engine) => engine.exerciseSolution(line, played) }] : []),
  ]),
  {
    name: 'readExercise, exerciseAnswer and exerciseSolution answer',
    expect: 'returns',
    run(engine) {
      const info = engine.readExercise(` ${exerciseLine.toUpperCase()} `);
      if (info.line !== exerciseLine || !/^[0-9a-f]{16}$/.test(info.id)) throw new Error(`bad exercise ${JSON.stringify(info)}`);
      const answers = ['f6', 'e5', 'd4'].map((move) => engine.exerciseAnswer(exerciseLine, [], move));
      if (answers[1].why !== 'same-move' || answers[2].why !== 'illegal') throw new Error(`bad answers ${JSON.stringify(answers)}`);
      return JSON.stringify([answers[0].right, engine.exerciseSolution(exerciseLine, [])]);
    },
  },
  // bestMove and ponderSlice: the level, the time; bestMove's callback.
  ...['bestMove', 'ponderSlice'].flatMap((method) => [
    ...[...numbers, 0, 2.5, ...oddValues].map((level) =>
      refusedOnGame(`${method}(${show(level)}, 10)`, (g) => g[method](level, 10))),
    refusedOnGame(`${method}(one past the last level, 10)`, (g, engine) => g[method](engine.levels().length + 1, 10)),
    ...[...numbers.filter((ms) => ms !== 4e7 && ms !== -0.5 && ms !== -1).concat([-1, -0.5, 60_001, 4e7]), ...oddValues].map((ms) =>
      refusedOnGame(`${method}(8, ${show(ms)})`, (g) => g[method](8, ms))),
  ]),
  ...[5, 'later', {}, 1n, Symbol('s')].map((callback) =>
    refusedOnGame(`bestMove(1, 10, ${show(callback)})`, (g) => g.bestMove(1, 10, callback))),
  ...['bestMove', 'ponderSlice', 'applyMove'].map((method) => refusedOnGame(`${method} on a finished game`,
    (g) => g[method](method === 'applyMove' ? 'c5' : 1, 10), 'a1 a8 b1 b8 c1 c8 d1 d8 e1 e8 f1 f8 g1 g8 h1 h8 i1 i8 j1 j8 k1 k8 l1')),
  // A callback that throws, plays, undoes, frees the game or swaps the weights mid-search.
  ...[
    ['throws', () => { throw new Error('boom'); }],
    ['plays a move', (g) => g.applyMove('a1')],
    ['undoes', (g) => g.undo()],
    ['frees the game', (g) => g.free()],
    ['loads a record', (g) => g.fromRecord('a1')],
    ['swaps the weights', (g, engine) => engine.useHandWeights('from a callback')],
  ].map(([what, act]) => ({
    name: `bestMove with a callback that ${what}`,
    expect: 'returns',
    run(engine) {
      const g = game(engine);
      const move = g.bestMove(8, 200, () => act(g, engine));
      // A game freed by its own callback is gone for JS once the search returns; any other
      // stays as it was.
      const check = what === 'frees the game' ? game(engine) : g;
      if (!check.legalMoves().includes(move) || check.moves() !== 'd4 e5 e4*') throw new Error(`bad answer ${move}, game ${check.moves()}`);
      return move;
    },
  })),
  // Moves: applyMove and previewFlips.
  ...[hugeToken, controlCharacters, 'c4x', 'd4', 'm4', '\uD800', 'c4**', ' ', ...oddValues.filter((v) => typeof v !== 'string'), ...numbers]
    .flatMap((move) => [
      refusedOnGame(`applyMove(${show(move)})`, (g) => g.applyMove(move)),
      refusedOnGame(`previewFlips(${show(move)})`, (g) => g.previewFlips(move)),
    ]),
  // Records: fromRecord, and recordMoves (the page's one way to take a record apart).
  ...hostileRecords.map((record) => refusedOnGame(`fromRecord(${show(record)})`, (g) => g.fromRecord(record))),
  ...[...hostileRecords, 'd4,e5', `${'a1 a8 b1 b8 c1 c8 d1 d8 e1 e8 f1 f8 g1 g8 h1 h8 i1 i8 j1 j8 k1 k8 l1'} a2`]
    .map((record) => ({ name: `recordMoves(${show(record)})`, expect: 'throws', run: (engine) => engine.recordMoves(record) })),
  {
    name: 'recordMoves answers',
    expect: 'returns',
    run(engine) {
      const moves = engine.recordMoves(' D4\te5  e4* ');
      if (JSON.stringify(moves) !== '["d4","e5","e4*"]') throw new Error(`bad answer ${JSON.stringify(moves)}`);
      return moves.join(' ');
    },
  },
  // A game with a friend by link: encodeFriendLink, decodeFriendLink, friendLinkRelation, newFriendGameId.
  ...[undefined, null, 5, 'x', hugeToken, Symbol('s'), () => 1, 1n, new Proxy({}, { get() { throw new Error('trap'); } })]
    .map((link) => ({ name: `encodeFriendLink(${show(link)})`, expect: 'throws', run: (engine) => engine.encodeFriendLink(link) })),
  ...[undefined, null, 12, '12', '', hugeToken, controlCharacters, '000000000000000g', ' 0000000000000007', {}, Symbol('s'), 1n]
    .map((gameId) => ({ name: `encodeFriendLink({gameId: ${show(gameId)}})`, expect: 'throws', run: (engine) => engine.encodeFriendLink({ gameId, record: 'd4' }) })),
  ...hostileRecords.map((record) => ({
    name: `encodeFriendLink({record: ${show(record)}})`,
    expect: 'throws',
    run: (engine) => engine.encodeFriendLink({ gameId: friendGameId, record }),
  })),
  ...[hugeToken, controlCharacters, 'x'.repeat(25), 'a\nb', '\u0000', 5, {}, [], Symbol('s'), 1n].flatMap((name) => ['white', 'black'].map((side) => ({
    name: `encodeFriendLink({${side}: ${show(name)}})`,
    expect: 'throws',
    run: (engine) => engine.encodeFriendLink({ gameId: friendGameId, record: 'd4', [side]: name }),
  }))),
  {
    name: 'encodeFriendLink(a getter that throws)',
    expect: 'throws',
    run: (engine) => engine.encodeFriendLink({ gameId: friendGameId, get record() { throw new Error('no'); } }),
  },
  {
    name: 'encodeFriendLink and decodeFriendLink answer',
    expect: 'returns',
    run(engine) {
      const white = '<script>alert(1)</script'.slice(0, 24);
      const link = engine.encodeFriendLink({ gameId: friendGameId, record: ' D4 e5*', white, black: '' });
      const back = engine.decodeFriendLink(link);
      const expected = { gameId: friendGameId, record: 'd4 e5*', white, black: null, sender: 'black' };
      if (JSON.stringify(back) !== JSON.stringify(expected) || !/^[A-Za-z0-9_-]+$/.test(link)) throw new Error(`bad answer ${JSON.stringify(back)}`);
      return link;
    },
  },
  ...[undefined, null, 5, {}, Symbol('s'), 1n, '', 'A', hugeToken, controlCharacters, 'A'.repeat(1001), '\uD800'.repeat(40),
    friendLink.slice(0, -1), `${friendLink}A`, `${friendLink}AAAA`, friendLink.toLowerCase(), `x${friendLink.slice(1)}`, `${friendLink}=`, ` ${friendLink}`]
    .flatMap((text) => [
      { name: `decodeFriendLink(${show(text)})`, expect: 'throws', grows: 'no', run: (engine) => engine.decodeFriendLink(text) },
      { name: `friendLinkRelation('d4', ${show(text)})`, expect: 'throws', grows: 'no', run: (engine) => engine.friendLinkRelation('d4', text) },
    ]),
  ...hostileRecords.map((record) => ({
    name: `friendLinkRelation(${show(record)}, a link)`,
    expect: 'throws',
    run: (engine) => engine.friendLinkRelation(record, friendLink),
  })),
  {
    name: 'friendLinkRelation answers',
    expect: 'returns',
    run(engine) {
      const answers = ['', 'd4', 'd4 e5*', 'd4 e5* f6', 'd4 e5'].map((stored) => engine.friendLinkRelation(stored, friendLink));
      if (answers.join() !== 'extends,extends,same,older,conflict') throw new Error(`bad answer ${answers}`);
      return answers.join();
    },
  },
  {
    name: 'newFriendGameId answers',
    expect: 'returns',
    run(engine) {
      const [a, b] = [engine.newFriendGameId(), engine.newFriendGameId()];
      if (!/^[0-9a-f]{16}$/.test(a) || a === b) throw new Error(`bad ids ${a} ${b}`);
      return a;
    },
  },
  // Methods called on something that is not a game, or on a freed one.
  ...['applyMove', 'bestMove', 'ponderSlice', 'undo', 'moves', 'fromRecord', 'legalMoves'].flatMap((method) => [
    // wasm-bindgen's glue refuses these before the engine sees them: its errors have no `kind`.
    { name: `Game.prototype.${method} on a plain object`, expect: 'throws', byGlue: true, run: (engine) => engine.Game.prototype[method].call({}, 'd4', 1, 10) },
    {
      name: `${method} on a freed game`,
      expect: 'throws',
      byGlue: true,
      run(engine) {
        const g = engine.newGame();
        g.free();
        g[method]('d4', 1, 10);
      },
    },
  ]),
  // Weights: loadWeights and useHandWeights.
  ...[null, undefined, 'PZWT', 7, {}, [1, 2], new Uint16Array(10), new DataView(new ArrayBuffer(8)), new Uint8Array(0), new Uint8Array(228)]
    .map((bytes) => ({ name: `loadWeights(${show(bytes)})`, expect: 'throws', run: (engine) => engine.loadWeights(bytes, 'x') })),
  { name: 'loadWeights(256 MB ArrayBuffer)', expect: 'throws', grows: 'no', run: (engine) => engine.loadWeights(new ArrayBuffer(256 << 20), 'big') },
  { name: 'loadWeights(256 MB Uint8Array)', expect: 'throws', grows: 'no', run: (engine) => engine.loadWeights(new Uint8Array(256 << 20), 'big') },
  {
    name: 'loadWeights(a detached buffer)',
    expect: 'throws',
    run(engine) {
      const buffer = new ArrayBuffer(228);
      structuredClone(buffer, { transfer: [buffer] });
      engine.loadWeights(buffer);
    },
  },
  {
    name: 'loadWeights(a view of a detached buffer)',
    expect: 'throws',
    run(engine) {
      const buffer = new ArrayBuffer(228);
      const view = new Uint8Array(buffer);
      structuredClone(buffer, { transfer: [buffer] });
      engine.loadWeights(view);
    },
  },
  {
    name: 'loadWeights(a Uint8Array whose length lies)',
    expect: 'throws',
    run(engine) {
      class Liar extends Uint8Array {
        get length() { return 5; }
        get byteLength() { return 5; }
      }
      engine.loadWeights(new Liar(100_000));
    },
  },
  ...[hugeToken, 3, {}, Symbol('s')].map((name) => ({
    name: `loadWeights(the shipped blob, ${show(name)} as its name)`,
    expect: 'throws',
    run: (engine, blob) => engine.loadWeights(blob, name),
  })),
  ...[undefined, null, 5, hugeToken, controlCharacters, Symbol('s'), {}].map((reason) => ({
    name: `useHandWeights(${show(reason)})`,
    expect: 'returns',
    run(engine) {
      engine.useHandWeights(reason);
      const source = engine.weightsSource();
      if (source.length > 300) throw new Error(`weightsSource() is ${source.length} characters`);
      return source;
    },
  })),
];

/** The cases for the pictures' module (pkg/pathwayz_pictures*): diagramSvg (its record and each option) and GifWriter (its sides, its time, its frames). */
export const pictureCases = [
  ...hostileRecords.map((record) => ({ name: `diagramSvg(${show(record)})`, expect: 'throws', run: (engine) => engine.diagramSvg(record) })),
  ...[5, 'x', Symbol('s'), 1n, () => 1, new Proxy({}, { get() { throw new Error('trap'); } })]
    .map((options) => ({ name: `diagramSvg('d4', ${show(options)})`, expect: 'throws', run: (engine) => engine.diagramSvg('d4', options) })),
  ...[0, -5, 119, 2401, 600.5, NaN, Infinity, 1e300, '600', {}, 1n, Symbol('s')]
    .map((size) => ({ name: `diagramSvg('d4', {size: ${show(size)}})`, expect: 'throws', run: (engine) => engine.diagramSvg('d4', { size }) })),
  ...[-1, 2, 0.5, NaN, Infinity, 1e300, '1', {}, 1n]
    .map((ply) => ({ name: `diagramSvg('d4', {ply: ${show(ply)}})`, expect: 'throws', run: (engine) => engine.diagramSvg('d4', { ply }) })),
  ...[hugeToken, controlCharacters, 'x'.repeat(201), 'a\nb', '\u0000', 5, {}, Symbol('s'), 1n]
    .map((caption) => ({ name: `diagramSvg('d4', {caption: ${show(caption)}})`, expect: 'throws', grows: 'no', run: (engine) => engine.diagramSvg('d4', { caption }) })),
  ...[5, 'light', Symbol('s'), () => 1, { board: 'blue' }, { board: hugeToken }, { board: 5 }, { board: '#fff"/><script>' }, { cell: 'rgb(1, 2)' },
    { get board() { throw new Error('no'); } }]
    .map((palette) => ({ name: `diagramSvg('d4', {palette: ${show(palette)}})`, expect: 'throws', grows: 'no', run: (engine) => engine.diagramSvg('d4', { palette }) })),
  {
    name: 'diagramSvg answers',
    expect: 'returns',
    run(engine) {
      const svg = engine.diagramSvg(' d4 e5\te4* ', { size: 300, caption: '<b>&</b>', palette: { board: 'rgb(1, 2, 3)', cell: null }, ply: 2 });
      const pieces = svg.match(/class="piece"/g).length;
      if (!svg.startsWith('<svg') || !svg.includes('&lt;b&gt;&amp;&lt;/b&gt;') || !svg.includes('#010203') || pieces !== 2) throw new Error(`bad answer ${svg.slice(0, 200)}`);
      return `${svg.length} characters, ${pieces} pieces`;
    },
  },
  ...[[0, 200], [200, -1], [119, 200], [200, 2401], [NaN, 200], ['300', 200], [{}, 200], [1n, 200], [undefined, 200], [200, null]]
    .map(([width, height]) => ({ name: `new GifWriter(${show(width)}, ${show(height)})`, expect: 'throws', run: (engine) => new engine.GifWriter(width, height) })),
  ...[0, 99, 10_001, NaN, Infinity, '1000', {}, 1n]
    .map((delay) => ({ name: `new GifWriter(200, 200, ${show(delay)})`, expect: 'throws', run: (engine) => new engine.GifWriter(200, 200, delay) })),
  ...[[undefined, 'undefined'], [null, 'null'], [5, '5'], ['x', '"x"'], [{}, 'object'], [[], '[]'], [new Uint8Array(10), '10 bytes'],
    [new Uint8Array(120 * 120 * 4 + 1), 'one byte too many'], [new ArrayBuffer(10), 'an ArrayBuffer of 10 bytes'], [new Uint8Array(1 << 26), '64 MB']]
    .map(([rgba, label]) => ({
      name: `GifWriter.addFrame(${label})`,
      expect: 'throws',
      grows: 'no',
      run(engine) {
        const writer = new engine.GifWriter(120, 120);
        try {
          writer.addFrame(rgba);
        } finally {
          writer.free();
        }
      },
    })),
  {
    name: 'GifWriter.addFrame after finish',
    expect: 'throws',
    run(engine) {
      const writer = new engine.GifWriter(120, 120);
      writer.finish();
      writer.addFrame(new Uint8Array(120 * 120 * 4));
    },
  },
  {
    name: 'GifWriter answers',
    expect: 'returns',
    run(engine) {
      const writer = new engine.GifWriter(120, 130, 200);
      const frame = new Uint8Array(120 * 130 * 4).map((_, i) => (i % 4 === 3 ? 255 : (i * 7) % 256));
      writer.addFrame(frame);
      writer.addFrame(frame.buffer);
      const frames = writer.frames();
      const bytes = writer.finish();
      writer.free();
      if (frames !== 2 || new TextDecoder().decode(bytes.slice(0, 6)) !== 'GIF89a') throw new Error(`bad answer: ${frames} frames`);
      return `${bytes.length} bytes`;
    },
  },
];

/** The extra cases for the benchmark module (pkg-bench/): thinkTimes, runBench and puctSpeed. */
export const benchCases = [
  ...[[-1, -1], [0, 4e7], [Infinity, 1], [NaN, 1], [1e300, 1], [0, 0], [0, 1.5], [0, NaN], [0, -Infinity], [0, 2 ** 32 + 1]]
    .map(([ms, positions]) => ({
      name: `thinkTimes(${show(ms)}, ${show(positions)})`,
      expect: 'throws',
      run: (engine) => engine.thinkTimes(ms, positions),
    })),
  ...[-1, 0, NaN, Infinity, 1e300, 2 ** 32 + 1, 0.5, 1e8].map((playouts) => ({
    name: `runBench(${show(playouts)})`,
    expect: 'throws',
    run: (engine) => engine.runBench(playouts),
  })),
  ...[[0, 1, 1], [1e7, 1, 1], [100, 0, 1], [100, 1e4, 1], [100, 1, 0], [NaN, 1, 1], [100, 1, 0.5]].map(([nodes, positions, seed]) => ({
    name: `puctSpeed(${show(nodes)}, ${show(positions)}, ${show(seed)})`,
    expect: 'throws',
    run: (engine) => engine.puctSpeed(nodes, positions, seed),
  })),
  { name: 'thinkTimes(0, 1) answers', expect: 'returns', run: (engine) => engine.thinkTimes(0, 1) },
  { name: 'puctSpeed(100, 1, 7) answers', expect: 'returns', run: (engine) => engine.puctSpeed(100, 1, 7) },
];
