// Pictures of the position and the game (www/js/picture/): the element's SVG is the command
// line's for the same record and options (tests/data/diagram-*.svg, which tests/diagram.rs checks
// against the writer), parses in the page with every piece of the position; the PNG decodes at
// its size; the animation decodes with one frame a position; the panel's buttons download them,
// by mouse and by keyboard; all under the strict Content-Security-Policy.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { launchBrowser, baseUrl, waitReady, recordViolations, openGame } from './browser.mjs';

/** The fixtures' record and caption (tests/diagram.rs, `the_fixtures_are_the_writers_pictures`). */
const FIXTURE_MOVES = 'd4 e5 e4* h6 b7* k2*';
const FIXTURE_CAPTION = 'Black to move after k2* <& "more">';
const fixture = (theme) => readFileSync(new URL(`../data/diagram-${theme}.svg`, import.meta.url), 'utf8');

let browser;
before(async () => { browser = await launchBrowser(); });
after(async () => { await browser?.close(); });

/**
 * The replay page (whose stylesheet sets no `--pz-*`, unlike the embed page's brand) with one
 * more element, `#pic` (`attributes` its own), holding `record`.
 */
async function pageWithElement(attributes, record = FIXTURE_MOVES, { locale = 'en-GB' } = {}) {
  const context = await browser.newContext({ viewport: { width: 1100, height: 1200 }, acceptDownloads: true, locale });
  await context.addInitScript(recordViolations);
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(new URL('replay.html', baseUrl).href);
  await waitReady(page);
  await page.evaluate(async ({ attributes, record }) => {
    document.body.insertAdjacentHTML('beforeend', `<pathwayz-game id="pic" mode="local" ${attributes}></pathwayz-game>`);
    const el = document.querySelector('#pic');
    await el.ready;
    el.record = record;
    // The record is drawn in the next frame: the tests read the board shown.
    await el.updateComplete;
  }, { attributes, record });
  return { page, context, errors };
}

/** `actual` is `expected`; else fails quoting where they part (not the whole pictures). */
function sameText(actual, expected, what) {
  if (actual === expected) return;
  let at = 0;
  while (actual[at] === expected[at]) at += 1;
  assert.fail(`${what}: they part at character ${at}: ${JSON.stringify(actual.slice(at - 40, at + 80))} against ${JSON.stringify(expected.slice(at - 40, at + 80))}`);
}

/**
 * A GIF's frames, read from its bytes: the logical screen's size, and each image's size and
 * time (hundredths of a second, from its graphic control extension).
 */
function gifFrames(bytes) {
  assert.equal(Buffer.from(bytes.subarray(0, 6)).toString('latin1'), 'GIF89a');
  const view = Buffer.from(bytes);
  const width = view.readUInt16LE(6);
  const height = view.readUInt16LE(8);
  let at = 13 + (view[10] & 0x80 ? 3 * 2 ** ((view[10] & 7) + 1) : 0);
  const subBlocks = () => {
    while (view[at] !== 0) at += view[at] + 1;
    at += 1;
  };
  const frames = [];
  let delay = 0;
  for (;;) {
    const block = view[at];
    if (block === 0x3b) break;
    if (block === 0x21) {
      if (view[at + 1] === 0xf9) delay = view.readUInt16LE(at + 4);
      at += 2;
      subBlocks();
    } else if (block === 0x2c) {
      frames.push({ width: view.readUInt16LE(at + 5), height: view.readUInt16LE(at + 7), delay });
      const flags = view[at + 9];
      at += 10 + (flags & 0x80 ? 3 * 2 ** ((flags & 7) + 1) : 0) + 1;
      subBlocks();
    } else {
      throw new Error(`not a GIF block: ${block} at ${at}`);
    }
  }
  return { width, height, frames };
}

test("the element's SVG is the command line's for the same record and options, in either theme, with every piece", async () => {
  const { page, context, errors } = await pageWithElement('theme="light"');
  // The board the element shows, as the tests read it (browser.mjs's gameState, for #pic).
  const board = await page.evaluate(() => {
    const root = document.querySelector('#pic').shadowRoot;
    return Array.from({ length: 8 }, (_, row) => [...'abcdefghijkl']
      .map((column) => root.querySelector(`.board .cell[data-cell="${column}${row + 1}"]`).dataset.piece).join(''));
  });
  for (const theme of ['light', 'dark']) {
    const seen = await page.evaluate(async ({ theme, caption }) => {
      const el = document.querySelector('#pic');
      el.setAttribute('theme', theme);
      const blob = await el.pictureSvg({ size: 480, caption });
      const text = await blob.text();
      // Read back in the page: each piece where the board has one.
      const svg = new DOMParser().parseFromString(text, 'image/svg+xml');
      const pieces = [...svg.querySelectorAll('g.piece')].map((g) => [g.dataset.cell ?? g.getAttribute('data-cell'), g.getAttribute('data-piece')]);
      return { type: blob.type, text, parsed: svg.documentElement.nodeName, errors: svg.querySelectorAll('parsererror').length, pieces };
    }, { theme, caption: FIXTURE_CAPTION });
    assert.equal(seen.type, 'image/svg+xml');
    sameText(seen.text, fixture(theme), `${theme}: the page's SVG is the command line's`);
    assert.equal(seen.parsed, 'svg');
    assert.equal(seen.errors, 0);
    const expected = [];
    board.forEach((row, r) => [...row].forEach((piece, c) => {
      if (piece !== '.') expected.push([`${'abcdefghijkl'[c]}${r + 1}`, piece]);
    }));
    assert.deepEqual(seen.pieces, expected, `${theme}: one piece element a piece, at its cell`);
  }
  // A publisher's colour applies; an earlier position can be asked for.
  const themed = await page.evaluate(async () => {
    const el = document.querySelector('#pic');
    el.style.setProperty('--pz-board', 'rebeccapurple');
    const text = await (await el.pictureSvg({ ply: 1 })).text();
    return { purple: text.includes('fill="#663399"'), pieces: (text.match(/class="piece"/g) ?? []).length };
  });
  assert.deepEqual(themed, { purple: true, pieces: 1 });
  assert.deepEqual(await page.evaluate(() => window.violations), []);
  assert.deepEqual(errors, []);
  await context.close();
});

test('the PNG decodes at its size, drawn in the theme', async () => {
  const { page, context } = await pageWithElement('theme="dark"');
  const png = await page.evaluate(async () => {
    const el = document.querySelector('#pic');
    const blob = await el.picturePng({ size: 342 });
    const bitmap = await createImageBitmap(blob);
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext('2d');
    context.drawImage(bitmap, 0, 0);
    const [r, g, b] = context.getImageData(1, 1, 1, 1).data;
    const svg = new DOMParser().parseFromString(await (await el.pictureSvg({ size: 342 })).text(), 'image/svg+xml');
    return { type: blob.type, width: bitmap.width, height: bitmap.height, svgHeight: Number(svg.documentElement.getAttribute('height')), corner: [r, g, b], violations: window.violations };
  });
  assert.equal(png.type, 'image/png');
  assert.deepEqual([png.width, png.height], [342, png.svgHeight]);
  assert.deepEqual(png.corner, [0x2a, 0x25, 0x21], "the dark theme's surface");
  assert.deepEqual(png.violations, []);
  await context.close();
});

test('the animation decodes with one frame a position: the game, or a line from the position shown', async () => {
  const { page, context } = await pageWithElement('');
  const made = await page.evaluate(async () => {
    const el = document.querySelector('#pic');
    const bytes = async (blob) => [...new Uint8Array(await blob.arrayBuffer())];
    const game = await el.pictureAnimation({ size: 200, delayMs: 200 });
    el.ply = 2;
    const line = await el.pictureAnimation({ size: 200, line: 'f5 g6*' });
    // The browser's own decoder, where it has one (WebCodecs).
    let decoded = null;
    if ('ImageDecoder' in window) {
      const decoder = new ImageDecoder({ data: await game.arrayBuffer(), type: 'image/gif' });
      await decoder.tracks.ready;
      decoded = decoder.tracks.selectedTrack.frameCount;
    }
    return { type: game.type, game: await bytes(game), line: await bytes(line), decoded, violations: window.violations };
  });
  assert.equal(made.type, 'image/gif');
  const game = gifFrames(new Uint8Array(made.game));
  assert.equal(game.frames.length, FIXTURE_MOVES.split(' ').length + 1, 'moves + 1 frames');
  assert.equal(game.width, 200);
  assert.ok(game.frames.every((frame) => frame.width === 200 && frame.height === game.height));
  assert.deepEqual(game.frames.map((frame) => frame.delay), [20, 20, 20, 20, 20, 20, 60], 'the last frame three times as long');
  if (made.decoded !== null) assert.equal(made.decoded, game.frames.length, "the browser's decoder counts as many");
  assert.equal(gifFrames(new Uint8Array(made.line)).frames.length, 3, 'the position shown and the two moves of the line');
  assert.deepEqual(made.violations, []);
  await context.close();
});

test('bad options are refused with the engine\'s reason', async () => {
  const { page, context } = await pageWithElement('');
  const refusals = await page.evaluate(async () => {
    const el = document.querySelector('#pic');
    const refusal = (promise) => promise.then(() => null, (error) => ({ kind: error.kind, message: error.message }));
    return {
      size: await refusal(el.pictureSvg({ size: -5 })),
      ply: await refusal(el.picturePng({ ply: 99 })),
      caption: await refusal(el.pictureSvg({ caption: 'x'.repeat(201) })),
      line: await refusal(el.pictureAnimation({ line: 'd4' })),
      delay: await refusal(el.pictureAnimation({ delayMs: 5 })),
    };
  });
  assert.deepEqual(refusals.size, { kind: 'bad-argument', message: "the picture's size must be a whole number of pixels from 120 to 2400, not -5" });
  assert.equal(refusals.ply.kind, 'bad-argument');
  assert.match(refusals.caption.message, /at most 200 characters/);
  assert.equal(refusals.line.kind, 'bad-record', 'd4 is taken');
  assert.match(refusals.delay.message, /from 100 to 10000 milliseconds/);
  await context.close();
});

test("the panel's Picture buttons download the position and the game, by mouse and by keyboard", async () => {
  const { page, context, errors } = await pageWithElement('controls="full" theme="light"');
  // The section is folded, its body not loaded yet: opened from the keyboard.
  assert.equal(await page.locator('#pic .picture-svg').count(), 0);
  await page.locator('#pic .picture summary').focus();
  await page.keyboard.press('Enter');
  await page.locator('#pic .picture-caption').fill(FIXTURE_CAPTION);
  await page.locator('#pic .picture-size').selectOption('400');
  const [svg] = await Promise.all([page.waitForEvent('download'), page.locator('#pic .picture-svg').click()]);
  assert.equal(svg.suggestedFilename(), 'pathwayz-move-6.svg');
  const expected = await page.evaluate(async (caption) => (await document.querySelector('#pic').pictureSvg({ size: 400, caption })).text(), FIXTURE_CAPTION);
  sameText(readFileSync(await svg.path(), 'utf8'), expected, 'the downloaded SVG');
  await page.locator('#pic .message', { hasText: 'pathwayz-move-6.svg' }).waitFor();
  // The keyboard: the PNG and the GIF buttons are reached with Tab and pressed with Enter.
  await page.locator('#pic .picture-svg').focus();
  await page.keyboard.press('Tab');
  const [png] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
  assert.equal(png.suggestedFilename(), 'pathwayz-move-6.png');
  assert.deepEqual([...readFileSync(await png.path()).subarray(1, 4)], [...Buffer.from('PNG')]);
  await page.keyboard.press('Tab');
  const [gif] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
  assert.equal(gif.suggestedFilename(), 'pathwayz-game.gif');
  const frames = gifFrames(new Uint8Array(readFileSync(await gif.path())));
  assert.equal(frames.frames.length, 7);
  assert.equal(frames.width, 400);
  assert.deepEqual(await page.evaluate(() => window.violations), []);
  assert.deepEqual(errors, []);
  await context.close();
});

test("the pictures' module is loaded at the first picture asked for, not with the element", async () => {
  const { page, context, errors } = await openGame(browser, '#moves=&mode=local');
  // The module's file in the release, js/pictures.HASH.js (a chunk of the bundle), and the
  // engine's pictures module (its glue, a chunk, and its wasm).
  const loaded = () => page.evaluate(() => performance.getEntriesByType('resource')
    .map((entry) => new URL(entry.name).pathname.split('/').pop())
    .filter((name) => /^(pictures|pathwayz_pictures)\.[0-9a-f]{12}\.js$|^pathwayz_pictures_bg\.[0-9a-f]{12}\.wasm$/.test(name)));
  await page.locator('pathwayz-game .cell[data-cell="f4"]').waitFor();
  assert.deepEqual(await loaded(), [], 'not with the element');
  const [first, second] = await page.evaluate(async () => {
    const el = document.querySelector('pathwayz-game');
    const pictures = await Promise.all([el.pictureSvg({ size: 200 }), el.picturePng({ size: 200 })]);
    return pictures.map((blob) => blob.type);
  });
  assert.deepEqual([first, second], ['image/svg+xml', 'image/png']);
  assert.equal((await loaded()).length, 3, 'each once, for both');
  assert.deepEqual(errors, []);
  await context.close();
});

test('the Picture section speaks Chinese, its body loaded when first opened', async () => {
  const { page, context } = await pageWithElement('controls="full" lang="zh"', FIXTURE_MOVES, { locale: 'zh-CN' });
  assert.equal(await page.locator('#pic .picture-gif').count(), 0, 'folded, the body is not there yet');
  await page.locator('#pic .picture summary').click();
  await page.locator('#pic .picture-gif').waitFor();
  const words = await page.evaluate(() => {
    const root = document.querySelector('#pic').shadowRoot;
    return { title: root.querySelector('#picture-title').textContent, gif: root.querySelector('.picture-gif').textContent };
  });
  assert.deepEqual(words, { title: '图片', gif: '整局棋（GIF 动图）' });
  await context.close();
});
