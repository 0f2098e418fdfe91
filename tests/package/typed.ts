// Type-checked by tests/e2e/package.test.mjs against the installed package's declarations.
import 'pathwayz-game';
import type { PathwayzGame, PathwayzGameAttributes, PathwayzMoveDetail, PathwayzPuzzleDetail, PathwayzFriendLinkDetail, PathwayzFriendOpenResult } from 'pathwayz-game';

const game: PathwayzGame | null = document.querySelector('pathwayz-game');
if (game) {
  game.level = 10;
  game.ms = 500;
  game.color = 'black';
  game.mode = 'watch';
  game.sounds = true;
  game.muted = !game.sounds;
  const record: string = game.record;
  game.record = `${record} d4`;
  game.newGame();
  game.undo();
  game.redo();
  game.ready.then((ready) => ready.newGame());
  game.addEventListener('pathwayz-move', (event) => {
    const detail: PathwayzMoveDetail = event.detail;
    console.log(detail.move, detail.by, detail.record);
  });
  game.addEventListener('pathwayz-gameover', (event) => console.log(event.detail.winner, event.detail.result));
  game.addEventListener('pathwayz-error', (event) => console.log(event.detail.source, event.detail.message));
}
document.addEventListener('pathwayz-move', (event) => console.log(event.detail.record));
const made = document.createElement('pathwayz-game');
made.mode = 'local';
const replayed = document.createElement('pathwayz-game');
replayed.mode = 'replay';
replayed.setAttribute('record', 'd4 e5 e4*');
replayed.ready.then((ready) => {
  const shown: number = ready.ply;
  ready.ply = shown + 1;
});
const puzzle = document.createElement('pathwayz-game');
puzzle.mode = 'puzzle';
puzzle.setAttribute('puzzle', 'daily');
puzzle.addEventListener('pathwayz-puzzle', (event) => {
  const detail: PathwayzPuzzleDetail = event.detail;
  if (detail.result === 'failed') console.log(detail.id, detail.kind, detail.reason);
});
document.addEventListener('pathwayz-puzzle', (event) => console.log(event.detail.result, event.detail.clean));
// Pictures: the position as SVG or PNG, the game or a line as an animated GIF, each a Blob.
made.pictureSvg({ size: 480, caption: 'After e4*', ply: 3 }).then((svg: Blob) => svg.text());
made.picturePng().then((png: Blob) => console.log(png.size));
made.pictureAnimation({ line: ['e4*', 'f5'], delayMs: 500 }).then((gif: Blob) => console.log(gif.type));
// @ts-expect-error: a size is a number
made.pictureSvg({ size: '480' });
// @ts-expect-error: not a mode
made.mode = 'chess';
const friend = document.createElement('pathwayz-game');
friend.mode = 'friend';
friend.addEventListener('pathwayz-friend-link', (event) => {
  const detail: PathwayzFriendLinkDetail = event.detail;
  console.log(detail.url, detail.gameId, detail.sender, detail.white ?? '');
});
friend.ready.then(async (ready) => {
  const result: PathwayzFriendOpenResult = await ready.openFriendLink('#friend=AQ');
  const link: string | null = ready.friendLink;
  console.log(result, link);
});
document.addEventListener('pathwayz-friend-open', (event) => console.log(event.detail.result, event.detail.gameId));
// The attributes, typed (a framework's template or JSX checks them against these).
const embed: PathwayzGameAttributes = {
  mode: 'replay', record: 'd4 e5 e4*', start: 'end', 'no-spoilers': true, orientation: 'auto', 'board-size': '480px',
};
const fitted: PathwayzGameAttributes = { 'board-size': 360, start: 2, orientation: 'portrait', persist: '' };
console.log(embed, fitted);
// @ts-expect-error: not an orientation
const sideways: PathwayzGameAttributes = { orientation: 'sideways' };
// @ts-expect-error: not a position
const middle: PathwayzGameAttributes = { start: 'middle' };
console.log(sideways, middle);
