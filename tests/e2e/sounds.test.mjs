// Move sounds (www/js/sound/sounds.js): off by default, with no AudioContext made however many moves
// are played; turned on in Game setup they sound the player's moves and PAI's (a permanent with
// flips more notes than a regular piece, a refused move a thud); `muted` silences them; the
// choice survives a reload (with `persist`) and the context waits for a gesture; the `sounds`
// attribute and property on a plain page; a replay's steps; the field on a 360 px phone, in
// Chinese. The AudioContext is the browser's own, counted by a spy installed before the page's
// scripts; every page is served under the strict Content-Security-Policy, and none is violated.
// Every kind of sound is rendered offline through the player: audible, never clipping.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launchBrowser, openGame, baseUrl, waitReady, waitForPly, cell, emptyCell, drawn, sourceSite } from './browser.mjs';
import { notesOf as scoreOf } from '../../www/js/sound/move-sounds.js';

let browser;
before(async () => { browser = await launchBrowser(); });
after(async () => { await browser?.close(); });

/**
 * Runs in the page before its scripts: counts the AudioContexts made and the notes started, and
 * keeps any violation of the strict Content-Security-Policy the test server sends.
 */
function spyOnAudio() {
  window.audioSpy = { contexts: 0, notes: 0 };
  window.violations = [];
  document.addEventListener('securitypolicyviolation', (event) => window.violations.push(event.violatedDirective));
  const Real = window.AudioContext;
  window.AudioContext = class extends Real {
    constructor(...args) {
      super(...args);
      window.audioSpy.contexts += 1;
    }

    createOscillator() {
      const oscillator = super.createOscillator();
      const start = oscillator.start.bind(oscillator);
      oscillator.start = (...args) => {
        window.audioSpy.notes += 1;
        start(...args);
      };
      return oscillator;
    }
  };
}

async function newContext(options = {}) {
  const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 1280, height: 800 }, ...options });
  await context.addInitScript(spyOnAudio);
  return context;
}

function spy(page) {
  return page.evaluate(() => ({ ...window.audioSpy }));
}

/** The notes started by `action` (counted after the element drew its effect). */
async function notesOf(page, action) {
  const before = (await spy(page)).notes;
  await action();
  await drawn(page);
  return (await spy(page)).notes - before;
}

/** A game of two humans from `record` (no PAI: every note is the test's). */
async function localGame(page, record) {
  await page.$eval('pathwayz-game', (el, moves) => {
    el.mode = 'local';
    el.record = moves;
  }, record);
}

/** Opens Game setup and sets its Sounds checkbox to `on`, then closes the dialog. */
async function setSounds(page, on) {
  await page.locator('pathwayz-game button.open-setup').click();
  await drawn(page);
  await page.locator('pathwayz-game input.sounds').setChecked(on);
  await page.locator('pathwayz-game button.close-setup').click();
}

test('off by default: moves against PAI make no AudioContext', async () => {
  const context = await newContext();
  const { page, errors } = await openGame(browser, '', { context });
  await page.$eval('pathwayz-game', (el) => Object.assign(el, { level: 2, ms: 250, color: 'white' }));
  assert.equal(await page.$eval('pathwayz-game', (el) => el.sounds), false);
  await cell(page, 'f4').click();
  await waitForPly(page, 2);
  // PAI may have taken any cell: the first empty of a few.
  await cell(page, await emptyCell(page, ['c5', 'c6', 'd3'])).click({ button: 'right' });
  await waitForPly(page, 4);
  assert.deepEqual(await spy(page), { contexts: 0, notes: 0 });
  await page.locator('pathwayz-game button.open-setup').click();
  await drawn(page);
  assert.equal(await page.locator('pathwayz-game input.sounds').isChecked(), false);
  assert.deepEqual(errors, []);
  await context.close();
});

test('turned on: the moves sound, a permanent with flips more than a regular piece; a thud; muted is silent; kept over a reload', async () => {
  const context = await newContext();
  const { page, errors } = await openGame(browser, '', { context });
  await localGame(page, 'f4 g5');
  await setSounds(page, true);
  const turnedOn = await spy(page);
  assert.equal(turnedOn.contexts, 1, 'the context is made when the player turns sounds on');
  assert.ok(turnedOn.notes > 0, 'and a note says they work');
  assert.equal(await page.$eval('pathwayz-game', (el) => el.sounds), true);

  const regular = await notesOf(page, () => cell(page, 'a1').click());
  const permanent = await notesOf(page, () => cell(page, 'f5').click({ button: 'right' }));
  assert.equal(await page.$eval('pathwayz-game', (el) => el.record), 'f4 g5 a1 f5*');
  assert.ok(regular > 0, `a regular piece sounds (${regular} notes)`);
  assert.ok(permanent > regular, `a permanent flipping two sounds more: ${permanent} notes against ${regular}`);
  assert.ok(await notesOf(page, () => cell(page, 'a1').click({ force: true })) > 0, 'an occupied cell thuds');

  await page.$eval('pathwayz-game', (el) => { el.muted = true; });
  assert.equal(await page.$eval('pathwayz-game', (el) => el.hasAttribute('muted')), true);
  assert.equal(await notesOf(page, () => cell(page, 'b1').click()), 0, 'muted: silent');
  await page.locator('pathwayz-game button.open-setup').click();
  await drawn(page);
  assert.equal(await page.locator('pathwayz-game .sounds-note').textContent(), 'This page has muted sounds.');
  assert.equal(await page.locator('pathwayz-game input.sounds').isChecked(), true, 'the choice stays');
  await page.locator('pathwayz-game button.close-setup').click();
  await page.$eval('pathwayz-game', (el) => el.removeAttribute('muted'));
  assert.ok(await notesOf(page, () => cell(page, 'b2').click()) > 0, 'unmuted: heard again');
  assert.equal((await spy(page)).contexts, 1, 'one context for all of it');

  // A reload: still on, and no context until the player touches the element; the first move sounds.
  await page.reload();
  await waitReady(page);
  assert.equal(await page.$eval('pathwayz-game', (el) => el.sounds), true);
  assert.deepEqual(await spy(page), { contexts: 0, notes: 0 });
  assert.ok(await notesOf(page, () => cell(page, 'c1').click()) > 0, 'the first move after a reload sounds');
  assert.equal((await spy(page)).contexts, 1);

  // Turned off: silent, and kept off over a reload.
  await setSounds(page, false);
  assert.equal(await notesOf(page, () => cell(page, 'c2').click()), 0, 'turned off: silent again');
  await page.reload();
  await waitReady(page);
  assert.equal(await page.$eval('pathwayz-game', (el) => el.sounds), false, 'off after the reload');
  assert.equal(await page.evaluate(() => localStorage.getItem('pathwayz.sounds.v1')), 'off');
  assert.deepEqual(await page.evaluate(() => window.violations), [], 'no violation of the strict policy');
  assert.deepEqual(errors, []);
  await context.close();
});

test("PAI's move sounds by itself", async () => {
  const context = await newContext();
  const { page, errors } = await openGame(browser, '', { context });
  await page.$eval('pathwayz-game', (el) => { Object.assign(el, { level: 2, ms: 250, color: 'white' }); el.newGame(); });
  await setSounds(page, true);
  // PAI (level 2) may answer within the click's frame: count both moves' notes against the player's.
  const mine = scoreOf({ kind: 'move', permanent: false, side: 'white', flips: 0, end: null }).length;
  const both = await notesOf(page, async () => {
    await cell(page, 'f4').click();
    await waitForPly(page, 2);
  });
  assert.ok(both > mine, `PAI's answer started notes too: ${both} in all, ${mine} the player's`);
  assert.deepEqual(errors, []);
  await context.close();
});

test('the sounds attribute and property on a plain page; a replay sounds its steps, not a fast autoplay', async () => {
  const context = await newContext();
  const { page, errors } = await openGame(browser, 'embed.html', { context });
  await page.$eval('pathwayz-game', (el) => { el.mode = 'local'; });
  assert.equal(await notesOf(page, () => cell(page, 'f4').click()), 0, 'off by default');
  await page.$eval('pathwayz-game', (el) => { el.sounds = true; });
  // The notes and the player load the first time sounds are on: updateComplete waits for them.
  await drawn(page);
  assert.equal(await page.$eval('pathwayz-game', (el) => el.hasAttribute('sounds')), true, 'the property sets the attribute');
  assert.ok(await notesOf(page, () => cell(page, 'g5').click()) > 0);
  await page.$eval('pathwayz-game', (el) => el.removeAttribute('sounds'));
  assert.equal(await page.$eval('pathwayz-game', (el) => el.sounds), false);
  assert.equal(await notesOf(page, () => cell(page, 'h6').click()), 0);
  assert.equal(await page.evaluate(() => localStorage.getItem('pathwayz.sounds.v1')), null, 'an element without persist keeps nothing');

  await page.goto(new URL('replay.html', baseUrl).href);
  await waitReady(page);
  await page.$eval('pathwayz-game', (el) => el.setAttribute('sounds', ''));
  await drawn(page);
  assert.equal((await spy(page)).contexts, 0, 'no context before a gesture');
  assert.ok(await notesOf(page, () => page.locator('pathwayz-game .replay-next').click()) > 0, 'a step forward sounds');
  assert.equal(await notesOf(page, () => page.locator('pathwayz-game .replay-previous').click()), 0, 'a step back does not');
  await page.$eval('pathwayz-game', (el) => el.setAttribute('autoplay-ms', '100'));
  const fast = await notesOf(page, async () => {
    await page.locator('pathwayz-game .replay-play').click();
    await page.waitForFunction(() => Number(document.querySelector('pathwayz-game').dataset.shownPly) >= 4);
    await page.locator('pathwayz-game .replay-play').click();
  });
  assert.equal(fast, 0, 'an autoplay of 100 ms a move is silent');
  assert.deepEqual(await page.evaluate(() => window.violations), [], 'no violation of the strict policy');
  assert.deepEqual(errors, []);
  await context.close();
});

test('on a 360 px phone the Sounds field is in view and thumb-sized, in Chinese too', async () => {
  const context = await newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, locale: 'zh-CN' });
  const { page, errors } = await openGame(browser, '', { context });
  await page.locator('pathwayz-game button.open-setup').tap();
  await drawn(page);
  const field = page.locator('pathwayz-game label.sound-field');
  await field.scrollIntoViewIfNeeded();
  const box = await field.boundingBox();
  assert.ok(box.x >= 0 && box.x + box.width <= 360, `in view across: ${box.x}-${box.x + box.width}`);
  assert.ok(box.height >= 44, `thumb-sized: ${box.height} px`);
  assert.equal((await field.textContent()).trim(), '落子音效');
  await field.tap();
  assert.equal(await page.locator('pathwayz-game input.sounds').isChecked(), true);
  assert.equal((await spy(page)).contexts, 1);
  assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth), 'no sideways scroll');
  assert.deepEqual(errors, []);
  await context.close();
});

test('every kind of sound renders through the player (an OfflineAudioContext): audible, never clipping, over in 2 s', async () => {
  const context = await newContext();
  // The sources, whose modules a page can import one by one (the release bundles them).
  const { page, errors } = await openGame(browser, 'embed.html', { context, base: await sourceSite() });
  const rendered = await page.evaluate(async ([player, notes]) => {
    const { SoundPlayer } = await import(player);
    const { notesOf } = await import(notes);
    const move = (permanent, flips, end) => ({ kind: 'move', permanent, side: permanent ? 'black' : 'white', flips, end });
    const sounds = [move(false, 0, null), move(true, 8, null), move(false, 3, 'win'), move(true, 20, 'loss'), move(false, 1, 'draw'), { kind: 'refused' }];
    const results = [];
    for (const sound of sounds) {
      let offline = null;
      const player = new SoundPlayer(() => class extends OfflineAudioContext {
        constructor() {
          super(1, 44100 * 3, 44100);
          offline = this;
        }
      });
      player.setEnabled(true);
      player.unlock();
      player.play(notesOf(sound));
      const samples = (await offline.startRendering()).getChannelData(0);
      let peak = 0;
      let last = 0;
      samples.forEach((sample, i) => {
        peak = Math.max(peak, Math.abs(sample));
        if (Math.abs(sample) > 0.001) last = i;
      });
      results.push({ sound: JSON.stringify(sound), peak, seconds: last / 44100 });
    }
    return results;
  }, ['./js/sound/sound-player.js', './js/sound/move-sounds.js']);
  for (const { sound, peak, seconds } of rendered) {
    assert.ok(peak > 0.05 && peak < 0.9, `${sound}: peak ${peak}`);
    assert.ok(seconds < 2, `${sound}: ${seconds} s`);
  }
  assert.deepEqual(errors, []);
  await context.close();
});
