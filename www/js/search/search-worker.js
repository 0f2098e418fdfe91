// The Web Worker that runs PAI's searches, the coach's judgements, analyses and reviews, so the
// page never freezes.
//
// Protocol (page -> worker): first {type: 'engine', module} (the page's compiled search module,
// engine/wasm.js, or null: then the worker fetches it), then any of
//   {type: 'search', id, record, level, ms, positions}  PAI's move in the position after
//                                             `record`, at most `positions` a move for a limited
//                                             strength (null: the level alone)
//   {type: 'share', id, record, level, ms, share, shares}  level 12's best move among share
//                                             `share` of `shares` of the root moves (one worker's
//                                             part of a split search: split-search.js)
//   {type: 'analyze', id, record, ms, top}    PAI's view of that position, deepening in rounds
//                                             of ms, 2ms, 4ms... until the page stops it
//   {type: 'review', id, record, ms}          every move of the game, `ms` for each
//   {type: 'coach', id, record, move, threshold, ms, nodes}  the coach's judgement of `move`,
//                                             played after `record`, before PAI answers it
//                                             (game.coachMove: at most `ms` and `nodes` positions)
//   {type: 'puzzle', id, call, args}          a puzzle's call to the engine: puzzleAnswer,
//                                             puzzleHint or puzzleSolution with `args`, or an
//                                             exercise's: exerciseAnswer, exerciseSolution (each
//                                             may search a few hundred thousand positions)
//   {type: 'ponder', id, record, level, ms}   thinking on the player's time: level 11's or 12's
//                                             kept agent searches the player's position after
//                                             `record` in slices of `ms`, the answers thrown
//                                             away (what the agent keeps is the point), until
//                                             any other message arrives (a job, or
//                                             {type: 'stop-ponder'}): that message is handled
//                                             after the current slice, and the worker lives on
// (worker -> page): {type: 'ready', weights} (`weights`: {ok, source, byLevel}: the engine's built-in ones, nothing downloaded), {type: 'failed', message} (the engine did not
// load: this worker can never search), {type: 'info', id, depth, nodes, elapsedMs, best, score,
// pv}, {type: 'bestmove', id, move}, {type: 'puzzle-answer', id, result} (the engine's answer), {type: 'coach-answer', id, result} (coachMove's), {type: 'share-answer', id, move, score} (`move` null when
// the share holds none), {type: 'analysis', id, report, nextMs} (one round:
// `report` is game.analyze's {depth, evaluation, moves, pv, winner}; `nextMs`: the next round's
// budget, 0 after the last), {type: 'review-step', id, ply, total, played, best, evaluation,
// after} (the move played after `ply` moves, of `total`: the mover's chance with the best move
// and after the one played, from one analysis), {type: 'done', id} (an analysis or review finished, or a ponder on a decided position),
// {type: 'error', id, message, kind, ply, fatal} (`kind` and `ply`: the engine's refusal's, else
// null; `fatal`: the engine trapped, so this instance is broken and the page replaces the worker).
// Work cannot be interrupted inside wasm; the page stops it by terminating this worker, except a
// ponder, which yields between its slices so that the tree it built is kept.
import { loadSearch } from '../engine/search-module.js';

/** The longest round of an analysis; after it the analysis ends by itself. */
const LAST_ROUND_MS = 30000;

const givenEngine = new Promise((resolve) => {
  self.addEventListener('message', function first({ data }) {
    if (data?.type !== 'engine') return;
    self.removeEventListener('message', first);
    resolve(data.module);
  });
});

/**
 * The weights PAI plays with are the ones built into the engine: nothing is downloaded that
 * could fail and leave PAI weaker. `ok` is false only if the engine itself had to fall back to
 * hand weights (its blob refused), which its source then says; `byLevel` is the engine's word on
 * which levels' weights the player should be told of.
 */
const ready = givenEngine.then(loadSearch).then((engine) => {
  const { source, handOnly, byLevel } = engine.weightsInUse();
  const ok = !handOnly;
  postMessage({ type: 'ready', weights: ok ? { ok, source, byLevel } : { ok, source, byLevel, problem: source, problemKind: 'bad-weights' } });
  return engine;
});
ready.catch((error) => postMessage({ type: 'failed', message: error?.message ?? String(error) }));

/** Runs `work(game)` on a game set to the position after `record`, and frees it. */
function withGame(engine, record, work) {
  const game = engine.newGame();
  try {
    game.fromRecord(record);
    return work(game);
  } finally {
    game.free();
  }
}

/** PAI's move for the position after `record`, at most `positions` a move for a limited strength (null: the level alone). */
function search(engine, { id, record, level, ms, positions = null }) {
  const move = withGame(engine, record, (game) => game.bestMove(level, ms, (info) => postMessage({ type: 'info', id, ...info }), positions ?? undefined));
  postMessage({ type: 'bestmove', id, move });
}

/** Level 12's best move and its score among one share of the root moves after `record`. */
function share(engine, { id, record, level, ms, share: index, shares }) {
  const answer = withGame(engine, record, (game) => game.searchShare(level, ms, index, shares, (info) => postMessage({ type: 'info', id, ...info })));
  postMessage({ type: 'share-answer', id, move: answer.move, score: answer.score });
}

/** Rounds of analysis of the position after `record`, each twice as long as the one before. */
function analyze(engine, { id, record, ms, top }) {
  withGame(engine, record, (game) => {
    for (let round = Math.max(ms, 50); ; round *= 2) {
      const report = game.analyze(Math.min(round, LAST_ROUND_MS), null, top ?? undefined);
      const last = round >= LAST_ROUND_MS || report.winner !== null;
      postMessage({ type: 'analysis', id, report, nextMs: last ? 0 : Math.min(round * 2, LAST_ROUND_MS) });
      if (last) return;
    }
  });
  postMessage({ type: 'done', id });
}

/**
 * Each move of the game `record` valued by the engine's `reviewMove`: one analysis of the
 * position it was played in, valuing the best move and the move played by the same search.
 */
function review(engine, { id, record, ms }) {
  const moves = engine.recordMoves(record);
  withGame(engine, '', (game) => {
    moves.forEach((played, ply) => {
      const { best, evaluation, after, bestForced, afterForced } = game.reviewMove(ms, played);
      postMessage({ type: 'review-step', id, ply, total: moves.length, played, best, evaluation, after, bestForced, afterForced });
      game.applyMove(played);
    });
  });
  postMessage({ type: 'done', id });
}

/** The coach's judgement of the move played after `record` (coach-work.js), by the engine's rule. */
function coach(engine, { id, record, move, threshold, ms, nodes }) {
  const result = withGame(engine, record, (game) => game.coachMove(move, threshold, ms, nodes));
  postMessage({ type: 'coach-answer', id, result });
}

/** The engine's calls a puzzle or an exercise of the player's mistakes may make here (puzzle-work.js). */
const PUZZLE_CALLS = ['puzzleAnswer', 'puzzleHint', 'puzzleSolution', 'exerciseAnswer', 'exerciseSolution'];

/** A puzzle's call to the engine, answered with what it returns. */
function puzzle(engine, { id, call, args }) {
  if (!PUZZLE_CALLS.includes(call) || !Array.isArray(args)) throw new Error(`no puzzle call ${String(call).slice(0, 40)}`);
  postMessage({ type: 'puzzle-answer', id, result: engine[call](...args) });
}

/** The ponder asked for last: its id, or null (any message that arrives ends it). */
let pondering = null;

/**
 * A turn of the event loop, in which a message that arrived during a slice is heard: a
 * background task where the scheduler has them (it runs after the messages waiting), else a
 * timer (which may run before them: then the next slice hears it).
 */
const yieldToMessages = () => (globalThis.scheduler?.postTask
  ? globalThis.scheduler.postTask(() => {}, { priority: 'background' })
  : new Promise((resolve) => setTimeout(resolve, 0)));

/**
 * Thinking on the player's time: slices of `ms` of level 11's or 12's search of the position
 * after `record` (the player's), until another message arrives. The moves are thrown away; the
 * kept agent (kept_agents.rs) keeps the tree or table for PAI's next search. A slice the engine
 * says ended because the position is decided (`ponderSlice`'s `decided`: a proven result, a
 * single move) leaves nothing more to learn: the ponder ends there, with `done`.
 */
async function ponder(engine, { id, record, level, ms }) {
  const game = engine.newGame();
  try {
    game.fromRecord(record);
    while (pondering === id) {
      const { best, decided } = game.ponderSlice(level, ms);
      postMessage({ type: 'pondered', id, best });
      if (decided) {
        pondering = null;
        postMessage({ type: 'done', id });
        return;
      }
      await yieldToMessages();
    }
  } finally {
    game.free();
  }
}

const WORK = { search, share, analyze, review, ponder, puzzle, coach };

self.onmessage = async ({ data }) => {
  // Any message after the engine ends a ponder (after its current slice), in the order they came.
  if (data?.type !== 'engine') pondering = data?.type === 'ponder' ? data.id : null;
  const work = Object.hasOwn(WORK, data?.type) ? WORK[data.type] : null;
  if (!work) return;
  let engine;
  try {
    engine = await ready;
  } catch (error) {
    postMessage({ type: 'failed', message: error?.message ?? String(error) });
    return;
  }
  try {
    await work(engine, data);
  } catch (error) {
    postMessage({ type: 'error', id: data.id, message: error?.message ?? String(error), kind: error?.kind ?? null, ply: error?.ply ?? null, fatal: error instanceof WebAssembly.RuntimeError });
  }
};
