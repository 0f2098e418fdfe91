// A game with a friend by link, in the browser: two players, each in a browser context of their
// own (their own storage), play a whole game by sending each other links; both keep their copy
// and their histories agree. A changed, cut or oversized link, a link of a game that went
// another way and an old link each say why and change nothing kept; names holding markup are
// text; the game in progress is never replaced; a reload opens the friend's game again; the
// element alone (a publisher's page) gives its links by events; Chinese; a 360 px phone.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launchBrowser, openGame, openPlainPage, gameState, waitReady, cell, drawn, artifactDir, baseUrl } from './browser.mjs';
import engine from './node-engine.mjs';

const KEPT = 'pathwayz.friends.v1';

let browser;
before(async () => { browser = await launchBrowser(); });
after(async () => { await browser?.close(); });

/** The site in a browser context of its own (a device), with `options` for the context. */
async function device(options = {}) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, ...options });
  return openGame(browser, '', { context });
}

/** Starts a game with a friend from Game setup, playing `color`. */
async function startFriendGame(page, color) {
  await page.locator('pathwayz-game button.open-setup').click();
  await drawn(page);
  await page.locator('pathwayz-game select.mode').selectOption('friend');
  await page.locator('pathwayz-game select.color').selectOption(color);
  await page.locator('pathwayz-game button.start').click();
  await drawn(page);
}

/** Sets the player's name in the friend panel. */
async function setName(page, name) {
  await page.locator('pathwayz-game .friend-name').fill(name);
  await page.locator('pathwayz-game .friend-name').press('Enter');
  await drawn(page);
}

/** A promise of the next event `type` on the page's document (registered now, before what fires it). */
async function nextEvent(page, type) {
  const name = `next_${type.replaceAll('-', '_')}`;
  await page.evaluate(([key, eventType]) => {
    window[key] = new Promise((resolve) => document.addEventListener(eventType, (event) => resolve(event.detail), { once: true }));
  }, [name, type]);
  return () => page.evaluate((key) => window[key], name);
}

/** Plays `move` (by a click, or with `keyboard` the cell focused and Enter) and returns the link event that follows (`{link, url, ...}`). */
async function play(page, move, { keyboard = false } = {}) {
  const link = await nextEvent(page, 'pathwayz-friend-link');
  if (keyboard) {
    await cell(page, move).focus();
    await page.keyboard.press('Enter');
  } else {
    await cell(page, move).click();
  }
  return link();
}

/**
 * Opens the address `url` in `page`: a page already on the site follows the fragment (its
 * `hashchange`); returns the `pathwayz-friend-open` event's detail.
 */
async function openLink(page, url) {
  const opened = await nextEvent(page, 'pathwayz-friend-open');
  await page.goto(url);
  return opened();
}

/** The kept games with friends of the page's browser. */
function kept(page) {
  return page.evaluate((key) => localStorage.getItem(key), KEPT);
}

/** The friend games History lists: `[{id, standing, text}]`. */
async function historyList(page) {
  await page.locator('pathwayz-game button.open-history').click();
  await drawn(page);
  await drawn(page);
  const list = await page.$eval('pathwayz-game', (el) => [...el.shadowRoot.querySelectorAll('.friend-game')].map((item) => ({
    id: item.dataset.id, standing: item.dataset.standing, cells: [...item.querySelectorAll('.friend-game-cell')].map((cellNode) => cellNode.textContent),
  })));
  await page.keyboard.press('Escape');
  return list;
}

test('two players on two devices play a whole game by links; both keep it, and their histories agree', async () => {
  const ann = await device();
  const bob = await device();
  await startFriendGame(ann.page, 'white');
  await setName(ann.page, 'Ann');
  assert.equal(await ann.page.locator('pathwayz-game .friend-turn').textContent(), 'Your move. Then send your friend the link that appears here.');
  assert.match(await ann.page.evaluate(() => location.hash), /^#friend-game=[0-9a-f]{16}$/, 'no link to copy from the address before the first move');
  assert.equal(await ann.page.locator('pathwayz-game .friend-send').isHidden(), true, 'no link before the first move');
  // White builds row 4 from a to l; Black plays along row 8 and is one move short.
  const white = [...'abcdefghijkl'].map((column) => `${column}4`);
  const black = [...'abcdefghijk'].map((column) => `${column}8`);
  let sent = await play(ann.page, white[0]);
  assert.match(sent.url, /#friend=[A-Za-z0-9_-]+$/);
  assert.equal(await ann.page.locator('pathwayz-game .friend-link').inputValue(), sent.url);
  assert.equal(await ann.page.evaluate(() => location.hash), `#friend=${sent.link}`, 'the address holds the game: a reload opens it');
  const id = sent.gameId;

  await bob.page.goto(sent.url);
  await waitReady(bob.page);
  let state = await gameState(bob.page);
  assert.equal(state.record, 'a4');
  assert.equal(state.status, 'Your move (Black).');
  assert.equal(state.message, 'A game with Ann: you play Black. Your move.');
  // The link's game alone is kept: none begun for nothing before it opened.
  const keptIds = (page) => page.evaluate(() => JSON.parse(localStorage.getItem('pathwayz.friends.v1')).games.map((game) => game.id));
  assert.deepEqual(await keptIds(bob.page), [id]);
  assert.equal(await bob.page.$eval('pathwayz-game', (el) => el.dataset.turned), 'true', 'Black sees the board from their side');
  assert.equal(await ann.page.$eval('pathwayz-game', (el) => el.dataset.turned), 'false');
  assert.match(await bob.page.$eval('pathwayz-game', (el) => el.shadowRoot.querySelector('.board').getAttribute('aria-label')), /seen from Black’s side/);
  // On the player's own move the address names the game kept here, and gives no one their side.
  assert.equal(await bob.page.evaluate(() => location.hash), `#friend-game=${id}`);
  await bob.page.reload();
  await waitReady(bob.page);
  assert.equal((await gameState(bob.page)).message, 'Your game with Ann, as you left it. Your move.');
  assert.deepEqual(await keptIds(bob.page), [id], 'a reload keeps no other game');
  await setName(bob.page, 'Bob');

  for (let turn = 0; turn < black.length; turn++) {
    // Bob's first move by keyboard: the focused cell, Enter.
    sent = await play(bob.page, black[turn], { keyboard: turn === 0 });
    assert.equal(sent.sender, 'black');
    const heard = await openLink(ann.page, sent.url);
    assert.deepEqual([heard.result, heard.gameId], ['extends', id]);
    sent = await play(ann.page, white[turn + 1]);
    assert.equal((await openLink(bob.page, sent.url)).result, 'extends');
  }
  const annState = await gameState(ann.page);
  const bobState = await gameState(bob.page);
  assert.equal(annState.winner, 'white');
  assert.equal(annState.status, 'You win!');
  assert.equal(bobState.status, 'Ann wins.');
  assert.equal(bobState.record, annState.record);
  assert.equal(annState.ply, 23);
  assert.equal(await ann.page.locator('pathwayz-game .friend-turn').textContent(), 'You won! Send this link so Bob sees the last move.');
  assert.equal(await bob.page.locator('pathwayz-game .friend-turn').textContent(), 'Ann won.');

  // Each device keeps its own copy, of the same game.
  const annKept = JSON.parse(await kept(ann.page));
  const bobKept = JSON.parse(await kept(bob.page));
  assert.equal(annKept.format, 1);
  assert.deepEqual(annKept.games.map((g) => [g.id, g.me, g.white, g.black, g.record]), [[id, 'white', 'Ann', 'Bob', annState.record]]);
  assert.deepEqual(bobKept.games.map((g) => [g.id, g.me, g.white, g.black, g.record]), [[id, 'black', 'Ann', 'Bob', annState.record]]);
  const annList = await historyList(ann.page);
  const bobList = await historyList(bob.page);
  assert.deepEqual(annList.map((g) => [g.id, g.standing, g.cells.slice(0, 4)]), [[id, 'won', ['Bob', 'you play White', '23 moves', 'You won']]]);
  assert.deepEqual(bobList.map((g) => [g.id, g.standing, g.cells.slice(0, 4)]), [[id, 'lost', ['Ann', 'you play Black', '23 moves', 'You lost']]]);
  await ann.page.screenshot({ path: `${artifactDir}/friend-won.png` });
  await bob.page.screenshot({ path: `${artifactDir}/friend-lost.png` });
  assert.deepEqual([...ann.errors, ...bob.errors], []);
  await ann.context.close();
  await bob.context.close();
});

test('a changed link, a cut one, an oversized one, one of a game that went another way and an old one: each said, nothing kept changes', async () => {
  const ann = await device();
  const bob = await device();
  await startFriendGame(ann.page, 'white');
  const first = await play(ann.page, 'd4');
  await bob.page.goto(first.url);
  await waitReady(bob.page);
  const second = await play(bob.page, 'e5');
  await openLink(ann.page, second.url);
  const third = await play(ann.page, 'f6');
  await openLink(bob.page, third.url);
  await cell(bob.page, 'g7').click();
  const record = 'd4 e5 f6 g7';
  assert.equal((await gameState(bob.page)).record, record);
  // Everything the page keeps in this browser, key by key: a refused or an old link changes none of it.
  const everything = () => bob.page.evaluate(() => JSON.stringify(Object.keys(localStorage).sort().map((key) => [key, localStorage.getItem(key)])));
  await drawn(bob.page);
  const keptBefore = await everything();
  assert.match(keptBefore, /pathwayz\.friends\.v1/);
  const base = third.url.split('#')[0];
  const unchanged = async (what) => {
    await drawn(bob.page);
    assert.equal(await everything(), keptBefore, `${what}: nothing kept changed`);
    assert.equal((await gameState(bob.page)).record, record, `${what}: the game shown is as it was`);
  };

  // A character changed (the check sees it), then the link cut short.
  const last = third.link.at(-2);
  const changed = `${third.link.slice(0, -2)}${last === 'A' ? 'B' : 'A'}${third.link.at(-1)}`;
  let heard = await openLink(bob.page, `${base}#friend=${changed}`);
  assert.deepEqual([heard.result, heard.kind, heard.reason], ['refused', 'bad-argument', 'damaged']);
  let state = await gameState(bob.page);
  assert.equal(state.message, 'That link was not opened (this link is incomplete or was changed: ask for it again); nothing was changed.');
  assert.equal(state.detail, 'this link is incomplete or was changed: ask for it again', "the engine's words, under Details");
  await unchanged('a changed link');
  heard = await openLink(bob.page, `${base}#friend=${third.link.slice(0, 12)}`);
  assert.equal(heard.result, 'refused');
  assert.match((await gameState(bob.page)).message, /incomplete or was changed/);
  await unchanged('a cut link');

  // Oversized: refused by its length before anything reads it.
  heard = await openLink(bob.page, `${base}#friend=${'A'.repeat(20000)}`);
  assert.deepEqual([heard.result, heard.reason], ['refused', 'too-long']);
  assert.match(heard.message, /^a friend link must be at most 1000 characters, not 20000/);
  assert.match((await gameState(bob.page)).message, /at most 1000 characters, not 20000/);
  await unchanged('an oversized link');

  // The same game id with moves that part ways: a conflict, shown as such.
  const other = engine.encodeFriendLink({ gameId: first.gameId, record: 'd4 e5 h6', white: null, black: null });
  heard = await openLink(bob.page, `${base}#friend=${other}`);
  assert.equal(heard.result, 'conflict');
  assert.equal((await gameState(bob.page)).message, 'Conflict: that link’s moves do not follow your copy of the game with your friend (the link has 3, your copy 4, and they part ways). Your copy was kept as it was: ask for their latest link.');
  await unchanged('a conflicting link');

  // An old link opened again.
  heard = await openLink(bob.page, first.url);
  assert.equal(heard.result, 'older');
  assert.equal((await gameState(bob.page)).message, 'That is an older link of your game with your friend (1 move; your copy has 4): nothing was changed.');
  await unchanged('an old link');

  // Another game's link opens that game, and leaves this one as it was.
  const carol = engine.encodeFriendLink({ gameId: engine.newFriendGameId(), record: '', white: null, black: 'Carol' });
  heard = await openLink(bob.page, `${base}#friend=${carol}`);
  assert.equal(heard.result, 'new');
  assert.equal((await gameState(bob.page)).message, 'A game with Carol: you play White. Your move.');
  const games = JSON.parse(await kept(bob.page)).games;
  const friendsBefore = JSON.parse(Object.fromEntries(JSON.parse(keptBefore))['pathwayz.friends.v1']);
  assert.deepEqual(games[0], friendsBefore.games[0], 'the first game as it was');
  assert.equal(games.length, 2);
  assert.deepEqual([...ann.errors, ...bob.errors], []);
  await ann.context.close();
  await bob.context.close();
});

test('names holding markup or script are shown as text, everywhere', async () => {
  const ann = await device();
  const bob = await device();
  await ann.page.evaluate(() => { window.hacked = false; window.h = () => { window.hacked = true; }; });
  await startFriendGame(ann.page, 'black');
  await setName(ann.page, '<img src=x onerror=h()>');
  const invite = await ann.page.locator('pathwayz-game .friend-link').inputValue();
  await bob.page.goto(invite);
  await waitReady(bob.page);
  await bob.page.evaluate(() => { window.hacked = false; window.h = () => { window.hacked = true; }; });
  await setName(bob.page, '<script>h()</script>');
  const reply = await play(bob.page, 'c3');
  await openLink(ann.page, reply.url);
  for (const [page, own, theirs] of [[ann.page, '<img src=x onerror=h()>', '<script>h()</script>'], [bob.page, '<script>h()</script>', '<img src=x onerror=h()>']]) {
    // The element draws once a frame: the link just opened is shown at the next one.
    await drawn(page);
    const shown = await page.$eval('pathwayz-game', (el) => {
      const root = el.shadowRoot;
      return {
        players: root.querySelector('.players').textContent,
        turn: root.querySelector('.friend-turn').textContent,
        message: root.querySelector('.message').textContent,
        injected: root.querySelectorAll('img, script').length,
      };
    });
    assert.equal(shown.injected, 0, 'no element made from a name');
    assert.ok(shown.players.includes(`${own} (you)`) && shown.players.includes(theirs), shown.players);
    assert.ok(`${shown.turn} ${shown.message}`.includes(theirs), `${shown.turn} ${shown.message}`);
    const list = await historyList(page);
    assert.equal(list[0].cells[0], theirs);
    assert.equal(await page.$eval('pathwayz-game', (el) => el.shadowRoot.querySelectorAll('img, script').length), 0);
    assert.equal(await page.evaluate(() => window.hacked), false);
  }
  // A name the engine refuses (over 24 characters) changes nothing.
  await setName(ann.page, 'x'.repeat(30));
  assert.match((await gameState(ann.page)).message, /^Your name was not changed \(Black's name: a name has at most 24 characters, not 30\)\.$/);
  assert.equal(await ann.page.locator('pathwayz-game .friend-name').getAttribute('aria-invalid'), 'true', 'the refused name stays to be mended, marked');
  assert.ok((await gameState(ann.page)).status !== '' && (await ann.page.locator('pathwayz-game .players').textContent()).startsWith('White: <script>h()</script> · Black: <img src=x onerror=h()> (you)'));
  assert.deepEqual([...ann.errors, ...bob.errors], []);
  await ann.context.close();
  await bob.context.close();
});

test('the game in progress is never replaced: Back to your game; a reload opens the friend game again; History reopens it', async () => {
  const ann = await device();
  await ann.page.evaluate(() => {
    const el = document.querySelector('pathwayz-game');
    Object.assign(el, { mode: 'local' });
    el.record = 'a1 a8 b1';
  });
  await drawn(ann.page);
  const saved = await ann.page.evaluate(() => JSON.parse(localStorage.getItem('pathwayz.game.v1')).record);
  assert.equal(saved, 'a1 a8 b1');
  const invite = engine.encodeFriendLink({ gameId: engine.newFriendGameId(), record: '', white: null, black: 'Bob' });
  const heard = await openLink(ann.page, `${baseUrl}#friend=${invite}`);
  assert.equal(heard.result, 'new');
  const sent = await play(ann.page, 'd4');
  assert.equal(await ann.page.evaluate(() => JSON.parse(localStorage.getItem('pathwayz.game.v1')).record), saved, 'the game in progress stays saved as it was');
  await ann.page.reload();
  await waitReady(ann.page);
  let state = await gameState(ann.page);
  assert.equal(state.record, 'd4', 'the reload opens the game with the friend again');
  assert.equal(state.status, 'Bob’s move (Black).');
  assert.equal(await ann.page.locator('pathwayz-game .friend-link').inputValue(), sent.url);
  assert.equal(state.message, 'Your game with Bob, as you left it.');
  // Now the friend's move: the board waits for it (its cells say so: aria-disabled).
  await cell(ann.page, 'e5').click({ force: true });
  state = await gameState(ann.page);
  assert.equal(state.record, 'd4');
  assert.equal(state.message, 'It is your friend’s move: send them the link, then open the one they send back.');
  await ann.page.locator('pathwayz-game button.friend-back').click();
  state = await gameState(ann.page);
  assert.equal(state.record, saved);
  assert.equal(await ann.page.evaluate(() => location.hash), '', 'no friend link left in the address');
  const list = await historyList(ann.page);
  assert.deepEqual(list.map((g) => [g.standing, g.cells[0], g.cells[3]]), [['their-move', 'Bob', 'Their move']]);
  await ann.page.locator('pathwayz-game button.open-history').click();
  await drawn(ann.page);
  await ann.page.locator('pathwayz-game button.friend-game-open').click();
  state = await gameState(ann.page);
  assert.equal(state.record, 'd4');
  assert.equal(await ann.page.$eval('pathwayz-game', (el) => el.shadowRoot.querySelector('dialog.history').open), false);
  assert.deepEqual(ann.errors, []);
  await ann.context.close();
});

test('Copy puts the link on the clipboard; Share hands it to the system share sheet where there is one', async () => {
  const ann = await device({ permissions: ['clipboard-read', 'clipboard-write'] });
  await ann.context.addInitScript(() => {
    window.shared = [];
    navigator.share = (data) => { window.shared.push(data); return Promise.resolve(); };
  });
  await ann.page.reload();
  await waitReady(ann.page);
  await startFriendGame(ann.page, 'black');
  await setName(ann.page, 'Ann');
  const url = await ann.page.locator('pathwayz-game .friend-link').inputValue();
  // Copy by keyboard: the button focused, Enter.
  await ann.page.locator('pathwayz-game button.copy-friend-link').focus();
  await ann.page.keyboard.press('Enter');
  await ann.page.waitForFunction(() => /Link copied/.test(document.querySelector('pathwayz-game').shadowRoot.querySelector('.message').textContent));
  assert.equal(await ann.page.evaluate(() => navigator.clipboard.readText()), url);
  await ann.page.locator('pathwayz-game button.share-friend-link').click();
  await ann.page.waitForFunction(() => window.shared.length === 1);
  assert.deepEqual(await ann.page.evaluate(() => window.shared[0]), { title: 'Pathwayz', text: 'Ann: your move in our game of Pathwayz.', url });
  assert.deepEqual(ann.errors, []);
  await ann.context.close();
});

test("the element on a publisher's page: mode=\"friend\", the link by event, openFriendLink(), nothing kept without persist", async () => {
  const { page, context, errors } = await openGame(browser, 'embed.html');
  const result = await page.evaluate(async () => {
    const el = document.querySelector('pathwayz-game');
    const links = [];
    const opened = [];
    el.addEventListener('pathwayz-friend-link', (event) => links.push(event.detail));
    el.addEventListener('pathwayz-friend-open', (event) => opened.push(event.detail));
    el.setAttribute('controls', 'full');
    el.setAttribute('mode', 'friend');
    el.shadowRoot.querySelector('.cell[data-cell="d4"]').click();
    // The link comes with the event (the friend work may load first: friend-play.js).
    if (!links.length) await new Promise((resolve) => el.addEventListener('pathwayz-friend-link', resolve, { once: true }));
    return { links, friendLink: el.friendLink, opened, mode: el.mode };
  });
  assert.equal(result.mode, 'friend');
  assert.equal(result.links.length, 1);
  assert.equal(result.friendLink, result.links[0].url);
  assert.ok(result.friendLink.startsWith(new URL('embed.html#friend=', baseUrl).href));
  assert.deepEqual(engine.decodeFriendLink(result.links[0].link).record, 'd4');
  const reply = engine.encodeFriendLink({ gameId: result.links[0].gameId, record: 'd4 e5', white: null, black: 'Bob' });
  const after = await page.evaluate(async ([text, bad]) => {
    const el = document.querySelector('pathwayz-game');
    const opened = [];
    el.addEventListener('pathwayz-friend-open', (event) => opened.push(event.detail));
    const results = [await el.openFriendLink(bad), await el.openFriendLink(`https://example.org/x#friend=${text}`)];
    return { results, opened, record: el.record, kept: localStorage.getItem('pathwayz.friends.v1'), hash: location.hash };
  }, [reply, 'not a link']);
  assert.deepEqual(after.results, ['refused', 'extends']);
  assert.deepEqual(after.opened.map((event) => event.result), ['refused', 'extends']);
  assert.equal(after.record, 'd4 e5');
  assert.equal(after.kept, null, 'nothing kept without persist');
  assert.equal(after.hash, '', 'the address is the page\'s own');
  assert.deepEqual(errors, []);
  await context.close();
});

test('in Chinese: the setup, the panel, a refused link with the engine\'s words under it', async () => {
  const bob = await device({ locale: 'zh-CN' });
  await startFriendGame(bob.page, 'black');
  assert.equal(await bob.page.locator('pathwayz-game .friend h2').textContent(), '与好友对局');
  assert.equal(await bob.page.locator('pathwayz-game .friend-turn').textContent(), '把这个链接发给你的好友邀请对方：对方执白方先走。');
  const url = await bob.page.locator('pathwayz-game .friend-link').inputValue();
  const ann = await device({ locale: 'zh-CN' });
  await ann.page.goto(url);
  await waitReady(ann.page);
  assert.equal((await gameState(ann.page)).message, '与好友的对局：你执白方。轮到你。');
  assert.equal((await gameState(ann.page)).status, '轮到你（白方）。');
  await openLink(ann.page, `${url.slice(0, -3)}`);
  const state = await gameState(ann.page);
  assert.equal(state.message, '这个链接没有打开，什么也没有改变：它不完整或被改动过。请让对方重新发送。');
  assert.equal(state.detail, 'this link is incomplete or was changed: ask for it again');
  await openLink(ann.page, `${url.split('#')[0]}#friend=${'A'.repeat(1200)}`);
  assert.equal((await gameState(ann.page)).message, '这个链接没有打开，什么也没有改变：它太长，不是对局链接（最多 1000 个字符）。', 'each refusal says its own cause');
  await ann.page.screenshot({ path: `${artifactDir}/friend-chinese.png` });
  assert.deepEqual([...ann.errors, ...bob.errors], []);
  await ann.context.close();
  await bob.context.close();
});

test('on a 360 px phone: the panel under the board, in view across, the buttons thumb-sized', async () => {
  const bob = await device({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
  await bob.page.locator('pathwayz-game button.open-setup').tap();
  await drawn(bob.page);
  await bob.page.locator('pathwayz-game select.mode').selectOption('friend');
  await bob.page.locator('pathwayz-game select.color').selectOption('black');
  await bob.page.locator('pathwayz-game button.start').tap();
  await drawn(bob.page);
  const layout = await bob.page.$eval('pathwayz-game', (el) => {
    const root = el.shadowRoot;
    const rect = (node) => node.getBoundingClientRect().toJSON();
    const panel = root.querySelector('.friend');
    return {
      board: rect(root.querySelector('.board')),
      panel: rect(panel),
      fields: [...panel.querySelectorAll('input')].filter((node) => node.offsetParent).map(rect),
      buttons: [...panel.querySelectorAll('button, summary')].filter((node) => node.offsetParent).map(rect),
      scroll: [document.documentElement.scrollWidth, innerWidth],
    };
  });
  assert.ok(layout.scroll[0] <= layout.scroll[1], `no sideways scroll: ${layout.scroll}`);
  assert.ok(layout.panel.top >= layout.board.bottom, 'under the board');
  assert.ok(layout.panel.left >= 0 && layout.panel.right <= 360, `in view across: ${JSON.stringify(layout.panel)}`);
  for (const box of [...layout.fields, ...layout.buttons]) {
    assert.ok(box.left >= 0 && box.right <= 360 && box.height >= 44, `thumb-sized and in view: ${JSON.stringify(box)}`);
  }
  assert.equal(await bob.page.$eval('pathwayz-game', (el) => el.dataset.turned), 'true');
  await bob.page.screenshot({ path: `${artifactDir}/phone-friend.png`, fullPage: true });
  assert.deepEqual(bob.errors, []);
  await bob.context.close();
});

test('two tabs of one browser: a link opened in one, the other follows; each move kept once', async () => {
  const ann = await device();
  await startFriendGame(ann.page, 'white');
  const first = await play(ann.page, 'd4');
  const reply = engine.encodeFriendLink({ gameId: first.gameId, record: 'd4 e5', white: null, black: 'Bob' });
  const other = await ann.context.newPage();
  await other.goto(`${baseUrl}#friend=${reply}`);
  await waitReady(other);
  assert.equal((await gameState(other)).message, 'Bob played e5. Your move.');
  await ann.page.waitForFunction(() => document.querySelector('pathwayz-game').record === 'd4 e5');
  assert.equal((await gameState(ann.page)).message, 'Your game with Bob was played on in another tab. Your move.');
  await cell(ann.page, 'f6').click();
  await other.waitForFunction(() => document.querySelector('pathwayz-game').record === 'd4 e5 f6');
  const games = JSON.parse(await kept(ann.page)).games;
  assert.deepEqual(games.map((g) => [g.id, g.record, g.black]), [[first.gameId, 'd4 e5 f6', 'Bob']]);
  assert.deepEqual(ann.errors, []);
  await ann.context.close();
});

test('a damaged list of games with friends is set aside, never deleted, with a message; new games are kept', async () => {
  const ann = await device();
  await ann.page.evaluate((key) => localStorage.setItem(key, '{"format": 1, "games": [{"id": "zz"'), KEPT);
  await ann.page.reload();
  await waitReady(ann.page);
  const { message } = await gameState(ann.page);
  assert.match(message, /^Your games with friends could not be read \(they are not JSON\); they were kept under "pathwayz\.friends\.v1\.set-aside\.[^"]+" and a new list starts\.$/);
  const aside = await ann.page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('pathwayz.friends.v1.set-aside.')).map((key) => localStorage.getItem(key)));
  assert.deepEqual(aside, ['{"format": 1, "games": [{"id": "zz"']);
  // A game the engine refuses (an id that is none) is set aside too.
  await ann.page.evaluate((key) => localStorage.setItem(key, JSON.stringify({ format: 1, games: [{ id: 'zz', me: 'white', white: null, black: null, record: '', started: 'x', updated: 'x' }] })), KEPT);
  await ann.page.reload();
  await waitReady(ann.page);
  assert.match((await gameState(ann.page)).message, /game 1 is damaged: a game id is 16 hexadecimal digits, not "zz"/);
  await startFriendGame(ann.page, 'white');
  await play(ann.page, 'd4');
  assert.equal(JSON.parse(await kept(ann.page)).games.length, 1);
  assert.deepEqual(ann.errors, []);
  await ann.context.close();
});

test("a page in friend mode with persist, opened on a friend's link: the link's game is shown and kept alone, none begun for nothing before it", async () => {
  const gameId = '0123456789abcdef';
  const link = engine.encodeFriendLink({ gameId, record: 'd4', white: 'Ann', black: null });
  const { page, context, errors } = await openPlainPage(browser, '<pathwayz-game mode="friend" persist></pathwayz-game>', () => {}, { hash: `#friend=${link}` });
  const state = await gameState(page);
  assert.equal(state.record, 'd4');
  assert.equal(state.message, 'A game with Ann: you play Black. Your move.');
  const kept = await page.evaluate(() => JSON.parse(localStorage.getItem('pathwayz.friends.v1')).games.map((game) => [game.id, game.record]));
  assert.deepEqual(kept, [[gameId, 'd4']]);
  assert.deepEqual(errors, []);
  await context.close();
});
