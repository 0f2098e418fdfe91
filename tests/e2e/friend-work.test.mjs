// A game with a friend by link, in Node: two controllers (www/js/game/game-controller.js with
// friend-work.js) on the shipped wasm engine, one a device each, passing links as two friends
// do. Every link is written, read and judged by the engine (encodeFriendLink, decodeFriendLink,
// friendLinkRelation); a link that does not play the kept game on never changes it. And the
// kept list's format (friend-storage.js).
import { test } from 'node:test';
import { readFileSync } from 'node:fs';
import assert from 'node:assert/strict';
import engine from './node-engine.mjs';
import { GameController } from '../../www/js/game/game-controller.js';
import { humanTurn } from '../../www/js/game/players.js';
import { parseFriendGames, withGame } from '../../www/js/friend/friend-storage.js';
import { keptFields } from '../../www/js/friend/friend-play.js';
import { friendFragment, friendUrl, gameFragment, gameInHash, linkFragment, linkInHash, linkTextOf } from '../../www/js/friend/friend-address.js';
import { ENGLISH as FRIEND_WORDS, turnText } from '../../www/js/friend/friend-view.js';
import { standingOf } from '../../www/js/friend/friend-games-view.js';
import { addWords, translator } from '../../www/js/i18n/i18n.js';

// The friend panel's words come with it (element/features.js adds them when it loads).
addWords('en', FRIEND_WORDS);
import { FakeClient } from './fake-client.mjs';

/**
 * One device: a controller, the events it announced, and the copy it keeps of each game (by id);
 * resolves once its friend work is loaded (friend-play.js loads it on first use).
 */
async function device(settings = { mode: 'friend', humanColor: 'white' }) {
  const events = [];
  const game = new GameController(engine, {
    makeClient: () => new FakeClient(),
    onEvent: (type, detail) => events.push({ type, ...detail }),
  });
  const kept = new Map();
  game.store.subscribe((state) => {
    if (state.friend && game.mode().byLink) kept.set(state.friend.id, keptFields(state.friend));
  });
  game.newGame(settings);
  await game.friend.loaded();
  const links = () => events.filter((event) => event.type === 'friend-link');
  return {
    game,
    events,
    kept,
    /** The last link this device gave to send. */
    lastLink: () => links().at(-1)?.link ?? null,
    links,
    /** Opens `text` as a link from the friend, against this device's copies. */
    receive: (text) => game.friend.receive(text, (id) => kept.get(id) ?? null),
  };
}

test('a game by links: each move gives the next link; the friend opens it, plays the other side and sends one back', async () => {
  const ann = await device({ mode: 'friend', humanColor: 'white' });
  const first = ann.game.state.friend;
  assert.match(first.id, /^[0-9a-f]{16}$/);
  assert.equal(first.me, 'white');
  assert.equal(ann.links().length, 0, 'White moves first: no link before the move');
  assert.equal(humanTurn(ann.game.state), true);
  assert.equal(ann.game.playHuman('d4'), true);
  const link1 = ann.lastLink();
  assert.deepEqual(engine.decodeFriendLink(link1), { gameId: first.id, record: 'd4', white: null, black: null, sender: 'white' });
  assert.equal(ann.game.state.friend.sender, 'white');
  // Now the friend's move: the board waits for their link.
  assert.equal(humanTurn(ann.game.state), false);
  assert.equal(ann.game.playHuman('e5'), false);
  assert.equal(ann.game.state.message.text, translator('en')('waitForFriend'));
  assert.equal(ann.game.state.game.record, 'd4');

  const bob = await device({ mode: 'pai', humanColor: 'white' });
  assert.equal(await bob.receive(link1), 'new');
  assert.equal(bob.game.state.settings.mode, 'friend');
  assert.equal(bob.game.state.settings.humanColor, 'black', 'the one who opens it plays the other colour');
  assert.equal(bob.game.state.game.record, 'd4');
  assert.equal(bob.game.state.message.text, 'A game with a friend: you play Black. Your move.');
  assert.deepEqual(bob.events.find((event) => event.type === 'friend-open'), { type: 'friend-open', result: 'new', gameId: first.id, record: 'd4' });
  assert.equal(humanTurn(bob.game.state), true);
  assert.equal(bob.game.playHuman('e5'), true);
  const link2 = bob.lastLink();
  assert.equal(engine.decodeFriendLink(link2).sender, 'black');

  assert.equal(await ann.receive(link2), 'extends');
  assert.equal(ann.game.state.game.record, 'd4 e5');
  assert.equal(ann.game.state.message.text, 'Your friend played e5. Your move.');
  assert.equal(ann.kept.get(first.id).record, 'd4 e5');
  assert.equal(ann.game.state.friend.id, first.id, 'the same game, by its id');
});

test('an old link, a conflicting one, a cut or changed one and an oversized one change nothing kept', async () => {
  const ann = await device();
  ann.game.playHuman('d4');
  const link1 = ann.lastLink();
  const bob = await device({ mode: 'local' });
  await bob.receive(link1);
  bob.game.playHuman('e5');
  await ann.receive(bob.lastLink());
  ann.game.playHuman('f6');
  const id = ann.game.state.friend.id;
  const before = JSON.stringify(ann.kept.get(id));

  assert.equal(await ann.receive(link1), 'older');
  assert.equal(ann.game.state.game.record, 'd4 e5 f6', 'the kept game is shown as it is');
  assert.equal(ann.game.state.message.text, 'That is an older link of your game with your friend (1 move; your copy has 3): nothing was changed.');

  const other = engine.encodeFriendLink({ gameId: id, record: 'd4 e5 g6', white: null, black: null });
  assert.equal(await ann.receive(other), 'conflict');
  assert.equal(ann.game.state.game.record, 'd4 e5 f6');
  assert.match(ann.game.state.message.text, /^Conflict: that link’s moves do not follow your copy/);

  const cut = bob.lastLink().slice(0, -4);
  assert.equal(await ann.receive(cut), 'refused');
  assert.match(ann.game.state.message.text, /^That link was not opened \(this link is incomplete or was changed: ask for it again\); nothing was changed\.$/);
  const changed = bob.lastLink().replace(/.$/, (last) => (last === 'A' ? 'B' : 'A'));
  assert.equal(await ann.receive(changed), 'refused');
  assert.equal(await ann.receive('A'.repeat(5000)), 'refused');
  assert.match(ann.game.state.message.text, /at most 1000 characters, not 5000/);
  assert.equal(ann.game.state.message.detail.length < 200, true, 'the oversized text is quoted by its start only');
  const refused = ann.events.filter((event) => event.type === 'friend-open' && event.result === 'refused');
  assert.equal(refused.length, 3);
  assert.deepEqual(refused.map((event) => event.kind), ['bad-argument', 'bad-argument', 'bad-argument']);
  assert.deepEqual(refused.map((event) => event.reason), ['damaged', 'damaged', 'too-long']);

  assert.equal(JSON.stringify(ann.kept.get(id)), before, 'the kept copy is as it was');
  assert.equal(ann.game.state.game.record, 'd4 e5 f6');
});

test('Black invites: the link is there before any move; names travel in the links, the friend\'s taken, one\'s own kept', async () => {
  const bob = await device({ mode: 'friend', humanColor: 'black' });
  const invite = bob.lastLink();
  assert.ok(invite, 'an invitation at once');
  assert.equal(engine.decodeFriendLink(invite).record, '');
  assert.equal(bob.game.friend.setMyName('  <b>Bob</b>  '), true);
  const named = bob.lastLink();
  assert.deepEqual(engine.decodeFriendLink(named), { gameId: bob.game.state.friend.id, record: '', white: null, black: '<b>Bob</b>', sender: 'black' });
  assert.equal(bob.game.friend.setMyName('x'.repeat(30)), false, 'a name the engine refuses changes nothing');
  assert.match(bob.game.state.message.text, /at most 24 characters/);
  assert.equal(bob.game.state.friend.black, '<b>Bob</b>');

  const ann = await device({ mode: 'pai' });
  assert.equal(await ann.receive(named), 'new');
  assert.equal(ann.game.state.settings.humanColor, 'white');
  assert.equal(ann.game.state.message.text, 'A game with <b>Bob</b>: you play White. Your move.');
  ann.game.friend.setMyName('Ann');
  ann.game.playHuman('c3');
  const reply = ann.lastLink();
  assert.deepEqual([engine.decodeFriendLink(reply).white, engine.decodeFriendLink(reply).black], ['Ann', '<b>Bob</b>']);
  bob.game.friend.setMyName('Robert');
  assert.equal(await bob.receive(reply), 'extends');
  assert.deepEqual([bob.game.state.friend.white, bob.game.state.friend.black], ['Ann', 'Robert'], "the friend's name from their link, one's own as kept here");
  assert.equal(bob.game.state.message.text, 'Ann played c3. Your move.');
});

test('a new game with a friend has a new id; leaving it goes back to the game before, which it never replaced', async () => {
  const me = await device({ mode: 'local' });
  me.game.playHuman('d4');
  me.game.newGame({ mode: 'friend', humanColor: 'white' });
  const first = me.game.state.friend;
  assert.deepEqual(first.before, { record: 'd4', settings: { ...me.game.state.settings, mode: 'local' } });
  me.game.playHuman('a1');
  me.game.newGame();
  const second = me.game.state.friend;
  assert.notEqual(second.id, first.id);
  assert.equal(second.before.record, 'd4', 'still the game before the friends');
  // No take-back in a game by links.
  me.game.friend.open(me.kept.get(first.id), 'friend.same');
  me.game.undo();
  assert.equal(me.game.state.game.record, 'a1');
  // A record loaded in a game with a friend begins another one from it; the first is kept as it was.
  me.game.loadRecord('b2 c3');
  assert.notEqual(me.game.state.friend.id, first.id);
  assert.equal(me.kept.get(first.id).record, 'a1');
  me.game.friend.leave();
  assert.equal(me.game.state.settings.mode, 'local');
  assert.equal(me.game.state.game.record, 'd4');
  // Out to a mode and back (a puzzle, a script's `mode`): the same game.
  me.game.friend.open(me.kept.get(first.id), 'friend.same');
  me.game.updateSettings({ mode: 'replay' });
  me.game.updateSettings({ mode: 'friend' });
  assert.equal(me.game.state.friend.id, first.id);
});

test("the friend panel's words: whose move, the invitation, the result with the last link", async () => {
  const say = translator('en');
  const friend = { me: 'black', white: 'Ann', black: null, sender: 'black' };
  assert.equal(turnText(friend, { winner: null, toMove: 'white', ply: 0 }, say), 'Send this link to invite Ann: they play White and move first.');
  assert.equal(turnText({ ...friend, sender: 'white' }, { winner: null, toMove: 'black', ply: 1 }, say), 'Your move. Then send Ann the link that appears here.');
  assert.equal(turnText(friend, { winner: null, toMove: 'white', ply: 2 }, say), 'Send this link to Ann: it carries your move. Their reply comes back as a link.');
  assert.equal(turnText(friend, { winner: 'black', toMove: 'white', ply: 31 }, say), 'You won! Send this link so Ann sees the last move.');
  assert.equal(turnText({ ...friend, sender: 'white' }, { winner: 'white', toMove: 'black', ply: 30 }, say), 'Ann won.');
  assert.deepEqual(['your-move', 'their-move', 'won', 'lost', 'draw'], [
    standingOf({ me: 'white', toMove: 'white', winner: null }), standingOf({ me: 'white', toMove: 'black', winner: null }),
    standingOf({ me: 'white', winner: 'white' }), standingOf({ me: 'white', winner: 'black' }), standingOf({ me: 'white', winner: 'draw' })]);
});

test('the kept list: read without trust, entries replaced by id', async () => {
  const game = { id: 'ae03aef82fa0e18f', me: 'black', white: 'Ann', black: null, record: 'd4', started: '2026-11-27T10:00:00.000Z', updated: '2026-11-27T10:05:00.000Z' };
  assert.deepEqual(parseFriendGames(JSON.stringify({ format: 1, games: [{ ...game, extra: 1 }] })), { items: [game] });
  assert.deepEqual(parseFriendGames('{'), { problem: { key: 'not-json' } });
  assert.deepEqual(parseFriendGames(JSON.stringify({ format: 2, games: [] })), { problem: { key: 'format', format: '2' } });
  assert.deepEqual(parseFriendGames(JSON.stringify({ format: 1, games: [game, { ...game, me: 'red' }] })), { problem: { key: 'game', index: 2 } });
  assert.deepEqual(parseFriendGames(JSON.stringify({ format: 1, games: [{ ...game, white: 7 }] })), { problem: { key: 'game', index: 1 } });
  assert.deepEqual(parseFriendGames(JSON.stringify({ format: 1 })), { problem: { key: 'not-friends' } });
  const other = { ...game, id: '0000000000000001' };
  assert.deepEqual(withGame([game, other], { ...game, record: 'd4 e5' }).map((g) => g.record), ['d4 e5', 'd4']);
  assert.deepEqual(withGame([game], other), [game, other]);
});

test('the address: the link is the fragment, taken as it is from an address or pasted text; a kept game is named by its id', async () => {
  assert.equal(linkInHash('#friend=AY_h-0'), 'AY_h-0');
  assert.equal(linkInHash('#moves=d4'), null);
  assert.equal(gameInHash(gameFragment('ae03aef82fa0e18f')), 'ae03aef82fa0e18f');
  assert.equal(linkInHash(linkFragment('AY_h-0')), 'AY_h-0');
  assert.deepEqual([friendFragment('#friend=A'), friendFragment('#friend-game=1'), friendFragment('#moves=d4'), friendFragment('')], ['#friend=A', '#friend-game=1', null, null]);
  assert.equal(linkTextOf('https://example.org/p/?x=1#friend=AY_h-0'), 'AY_h-0');
  assert.equal(linkTextOf('  AY_h-0\n'), 'AY_h-0');
  assert.equal(friendUrl('AY_h-0', 'https://example.org/p/?x=1#moves=d4'), 'https://example.org/p/?x=1#friend=AY_h-0');
});

test('with no copies stored (no `persist`), the game shown is the copy a link is judged against; the link to send is the player\'s alone', async () => {
  const ann = await device({ mode: 'friend', humanColor: 'white' });
  assert.equal(ann.game.friend.linkToSend(), null, 'no link before the first move');
  ann.game.playHuman('d4');
  const link1 = ann.lastLink();
  assert.equal(ann.game.friend.linkToSend(), link1, "after the player's move, the link to send");
  const bob = await device({ mode: 'local' });
  assert.equal(await bob.game.friend.receive(link1), 'new');
  assert.equal(bob.game.friend.linkToSend(), null, "the friend's link is not one for Bob to send");
  bob.game.playHuman('e5');
  // Ann's device stores nothing: Bob's answer is judged against the game Ann is shown.
  assert.equal(await ann.game.friend.receive(bob.lastLink()), 'extends');
  assert.equal(ann.game.state.game.record, 'd4 e5');
  assert.equal(await ann.game.friend.receive(link1), 'older', 'an older link changes nothing');
  assert.equal(ann.game.state.game.record, 'd4 e5');
  // Out of the game with a friend, there is no link to send.
  ann.game.newGame({ mode: 'local' });
  assert.equal(ann.game.friend.linkToSend(), null);
});

test("on a page begun on the engine's core, which has no friend links, a game with a friend goes on once the data readers bring them", async () => {
  const root = new URL('../../pkg/', import.meta.url);
  const core = await import(new URL('pathwayz_core.js', root));
  core.initSync({ module: readFileSync(new URL('pathwayz_core_bg.wasm', root)) });
  assert.equal(typeof core.encodeFriendLink, 'undefined', 'the core has no links');
  const events = [];
  let asked = 0;
  const game = new GameController(core, {
    makeClient: () => new FakeClient(),
    onEvent: (type, detail) => events.push({ type, ...detail }),
    readers: async () => { asked += 1; return engine; },
  });
  game.newGame({ mode: 'local' });
  game.playHuman('d4');
  game.updateSettings({ mode: 'friend', humanColor: 'white' });
  assert.equal(game.state.friend, null, 'no link before the links are loaded');
  await game.friend.loaded();
  const invite = events.filter((event) => event.type === 'friend-link').at(-1);
  assert.ok(invite, 'the game got its link once they came');
  assert.deepEqual(engine.decodeFriendLink(invite.link), { gameId: game.state.friend.id, record: 'd4', white: null, black: null, sender: 'white' });
  const reply = engine.encodeFriendLink({ gameId: game.state.friend.id, record: 'd4 e5', white: null, black: 'Bob' });
  assert.equal(await game.friend.receive(reply), 'extends');
  assert.equal(game.state.game.record, 'd4 e5');
  assert.equal(asked, 1, 'the data readers asked for once');
});
