// The replay (www/js/replay/replay-work.js) in Node, on the shipped wasm engine through the game
// controller with a fake worker client: stepping and its bounds, the autoplay (on mock timers)
// stopping at the end, a refused record kept as the replay's problem in the player's words, a
// read-only game, and no worker client started until the analysis is asked for.
import { test, mock } from 'node:test';
import assert from 'node:assert/strict';
import engine from './node-engine.mjs';
import { GameController } from '../../www/js/game/game-controller.js';
import { AUTOPLAY_MS, autoplayMsFrom } from '../../www/js/replay/replay-work.js';
import { loadLanguage, translator } from '../../www/js/i18n/i18n.js';
import { FakeClient } from './fake-client.mjs';

// The Chinese table comes on first use (i18n.js): loaded before the tests that speak it.
await loadLanguage('zh');

const RECORD = 'd4 e5 e4* f6 c3';

/** A controller in replay mode, with its events and the number of worker clients started. */
function replaying(record = RECORD, say = translator('en')) {
  const client = new FakeClient();
  const events = [];
  let clients = 0;
  const controller = new GameController(engine, {
    makeClient: () => {
      clients += 1;
      return client;
    },
    onEvent: (type, detail) => events.push({ type, ...detail }),
    say,
  });
  controller.newGame({ mode: 'replay' });
  const refusal = controller.replay.show(record);
  return { controller, replay: controller.replay, client, events, refusal, clients: () => clients };
}

const shown = (controller) => controller.state.shown.viewPly ?? controller.state.game.ply;

test('a replay opens at the start and steps within the game', () => {
  const { controller, replay, refusal, clients } = replaying();
  assert.equal(refusal, null);
  assert.equal(controller.state.game.record, RECORD);
  assert.equal(shown(controller), 0);
  assert.deepEqual(controller.state.shown.board, engine.newGame().board());
  replay.go('previous');
  assert.equal(shown(controller), 0, 'nothing before the start');
  replay.go('next');
  replay.go('next');
  assert.equal(shown(controller), 2);
  assert.equal(controller.state.shown.record, 'd4 e5');
  replay.go('last');
  assert.equal(shown(controller), 5);
  assert.equal(controller.state.shown.viewPly, null, 'the last position is the game as it is');
  replay.go('next');
  assert.equal(shown(controller), 5, 'nothing after the end');
  replay.go(3);
  assert.equal(shown(controller), 3);
  replay.go(99);
  assert.equal(shown(controller), 5);
  replay.go(-4);
  assert.equal(shown(controller), 0);
  replay.go('sideways');
  assert.equal(shown(controller), 0, 'an unknown step changes nothing');
  replay.go('first');
  assert.equal(shown(controller), 0);
  // undo() and redo() step too, and never change the game.
  controller.redo();
  controller.redo();
  assert.equal(shown(controller), 2);
  controller.undo();
  assert.equal(shown(controller), 1);
  assert.equal(controller.state.game.record, RECORD);
  assert.equal(clients(), 0, 'no worker client');
});

test('the board is read only: a move is refused with a message, the game unchanged', () => {
  const { controller, events, clients } = replaying();
  controller.replay.go('last');
  assert.equal(controller.playHuman('a1'), false);
  assert.equal(controller.state.game.record, RECORD);
  assert.match(controller.state.message.text, /this is a replay/i);
  controller.requestHint();
  assert.equal(controller.state.hint, null);
  assert.deepEqual(events, [], 'no move, and loading a game is not its end');
  assert.equal(clients(), 0);
});

test('a refused record: the reason in the player\'s words, the engine\'s under it; another record clears it', () => {
  const { controller, refusal } = replaying('d4 e5 d4');
  assert.equal(refusal.kind, 'bad-record');
  assert.equal(refusal.ply, 3);
  assert.deepEqual(controller.state.replay.problem, {
    text: 'This game cannot be shown: move 3 cannot be played.',
    detail: refusal.message,
  });
  assert.equal(controller.state.game.record, '', 'an empty board, not the last game');
  controller.replay.play();
  assert.equal(controller.state.replay.playing, false, 'nothing to play');
  assert.equal(controller.replay.show('d4'), null);
  assert.equal(controller.state.replay.problem, null);
  // open() throws and leaves the replay as it was.
  assert.throws(() => controller.replay.open('d4 d4'), (error) => error.kind === 'bad-record');
  assert.equal(controller.state.game.record, 'd4');
  assert.equal(controller.state.replay.problem, null);
  // An analysis on when a record is refused stops: there is no game to analyse.
  controller.toggleAnalysis();
  assert.equal(controller.state.analysisOn, true);
  controller.replay.show('d4 d4');
  assert.equal(controller.state.analysisOn, false);
  const zh = replaying('x9', translator('zh'));
  assert.equal(zh.controller.state.replay.problem.text, '无法显示这局棋：第 1 步无法下出。');
});

test('autoplay steps every `ms`, goes on after a step by hand, stops at the end, and starts again from the start', (t) => {
  mock.timers.enable({ apis: ['setTimeout'] });
  t.after(() => mock.timers.reset());
  const { controller, replay, clients } = replaying();
  replay.setMs(200);
  replay.play();
  assert.equal(controller.state.replay.playing, true);
  mock.timers.tick(199);
  assert.equal(shown(controller), 0);
  mock.timers.tick(1);
  assert.equal(shown(controller), 1);
  replay.go('next');
  assert.equal(shown(controller), 2);
  mock.timers.tick(199);
  assert.equal(shown(controller), 2, 'a step by hand starts the wait again');
  mock.timers.tick(1);
  assert.equal(shown(controller), 3);
  replay.pause();
  mock.timers.tick(1000);
  assert.equal(shown(controller), 3, 'paused');
  replay.toggle();
  mock.timers.tick(200);
  mock.timers.tick(200);
  assert.equal(shown(controller), 5);
  assert.equal(controller.state.replay.playing, false, 'it stopped at the end');
  mock.timers.tick(1000);
  assert.equal(shown(controller), 5);
  replay.toggle();
  assert.equal(shown(controller), 0, 'play at the end starts from the start');
  assert.equal(controller.state.replay.playing, true);
  // Leaving the replay (or another game) stops it.
  controller.updateSettings({ mode: 'local' });
  assert.equal(controller.state.replay.playing, false);
  mock.timers.tick(1000);
  assert.equal(shown(controller), 0);
  assert.equal(clients(), 0);
});

test('the analysis is the only thing that starts a worker client in a replay', () => {
  const { controller, replay, client, clients } = replaying();
  replay.go('last');
  replay.go(2);
  assert.equal(clients(), 0);
  controller.toggleAnalysis();
  assert.equal(clients(), 1);
  assert.equal(client.last().method, 'analyze');
  assert.equal(client.last().request.record, 'd4 e5', 'the position shown is analysed');
});

test('the autoplay time from an attribute: the default, the bounds, refusals', () => {
  assert.deepEqual(autoplayMsFrom(null), { ms: AUTOPLAY_MS });
  assert.deepEqual(autoplayMsFrom('250'), { ms: 250 });
  assert.deepEqual(autoplayMsFrom(' 100 '), { ms: 100 });
  assert.deepEqual(autoplayMsFrom('60000'), { ms: 60000 });
  for (const text of ['', '99', '60001', 'fast', 'NaN', 'Infinity', '1e9']) {
    assert.match(autoplayMsFrom(text).problem, /autoplay-ms must be a number of milliseconds from 100 to 60000/, text);
  }
});
