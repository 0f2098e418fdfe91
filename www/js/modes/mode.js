// What a mode of <pathwayz-game> declares. A mode is one frozen object made by `defineMode`
// from the fields below (each has the default written here); the element, the controller and
// the views ask the mode of the settings (`modeOf`, mode-table.js) what it allows, and never
// test its name. docs/PAGE.md, "Adding a mode", says how to add one.

const DEFAULTS = {
  /** The `mode` attribute's value. */
  name: '',
  /**
   * A game played here move by move: saved with `persist`, in shared links, ended by the
   * `pathwayz-gameover` event, the tour offered. False for a game only shown (a replay) or a
   * position set (a puzzle).
   */
  played: false,
  /**
   * The game is the one kept in progress with `persist` (storage.js, saved-games.js), read back at
   * the next visit. False for a game kept elsewhere (a friend's game: friend/friend-storage.js) or
   * not kept (a replay, a puzzle).
   */
  savesGame: false,
  /**
   * A game with a friend on another device: each side's moves travel by link, the player's own
   * side is played here and the friend's arrives in their link (friend/friend-work.js).
   */
  byLink: false,
  /** The board shows a recorded game move by move and takes no move (replay-work.js). */
  replays: false,
  /** The board holds a puzzle: a move is an answer the puzzle judges (puzzle-work.js). */
  judgesMoves: false,
  /** PAI plays some side (its workers are started ahead of its first move). */
  paiPlays: false,
  /**
   * The engine's module the page starts with (engine/wasm.js, ENGINE_MODULES): `'search'` where
   * PAI moves from the start (the page and its search workers then share one download, ready for
   * PAI's first move), `'data'` where the mode reads a data file from the start (the puzzles, the
   * exercises), `'core'` where the page first shows a game or a position (the data readers are
   * then loaded at their first use, and PAI thinks only once the reader acts: its workers are
   * started at the reader's first input, and load the search module themselves). Or a function
   * of the element's attributes (`attribute(name)`: its value, or null) that says which.
   */
  engine: 'core',
  /**
   * Who plays `color` under `settings`: `'you'` (the human, against PAI or a friend), `'human'`
   * (one of two humans), `'pai'`, `'friend'` (a friend on another device, whose moves arrive by
   * link: the board waits for them), or null where nobody plays (a replay, a puzzle: the panel
   * then shows the position, not players).
   */
  playerOf: () => null,
  /** The colour whose side the board is seen from: Black sees it turned half a turn. */
  seenFrom: () => 'white',
  /** PAI's strength for `color`: `{level, positions}` (positions null: the level alone; game/strengths.js). */
  strengthOf: (settings) => ({ level: settings.level, positions: settings.positions ?? null }),
  /** What `undo` and `redo` do: `moves` (back to the human's last turn), `step` (one move, paused), `replay` (the position before or after), `none`. */
  undo: 'none',
  /** A human's move is refused with this i18n key (the board is read only), or null. */
  refusesMoves: null,
  /** The game's results count for the player's history and rating, and PAI thinks on the player's time. */
  rated: false,
  /**
   * The coach may judge the human's move before PAI answers it (the `coach` setting:
   * coach-work.js); a game it was on in is kept in the history as coached, never rated.
   */
  coaches: false,
  /** PAI against itself can be paused. */
  pausable: false,
  /** The Hint button works (a human is to move against PAI, or one of two humans). */
  hints: true,
  /** The least time PAI's move takes, so a human can follow it (0: as fast as it finds it). */
  moveAtLeastMs: 0,
  /**
   * The race to connect can be shown (race-work.js: each side's moves still needed and its
   * shortest path); false where it would give the answer away (a puzzle).
   */
  showsRace: true,
  /** Which of the element's controls show: those marked `data-play`, `data-replay` or `data-puzzle`. */
  controls: 'play',
  /**
   * The mode's own panel under the board, a feature loaded when the mode is first in play
   * (element/features.js: `puzzle`, `exercise`, `friend`), or null.
   */
  panel: null,
  /**
   * The setup dialog's fields for this mode: the human's colour, PAI's level (its caption's i18n
   * key), White's level, and a note saying how the mode is played (an i18n key, or null).
   */
  setup: { color: false, level: false, levelCaption: 'paiLevelField', whiteLevel: false, note: null },
};

/** A mode: `fields` over the defaults, frozen. */
export function defineMode(fields) {
  for (const key of Object.keys(fields)) {
    if (!(key in DEFAULTS)) throw new Error(`a mode has no field ${key}`);
  }
  return Object.freeze({ ...DEFAULTS, ...fields, setup: Object.freeze({ ...DEFAULTS.setup, ...fields.setup }) });
}

/** The colour PAI plays now in `state` (`{settings, game}`) under `mode`, or null: a human's turn, or the game over. */
export function paiSideIn(mode, { settings, game }) {
  if (game.winner !== null) return null;
  return mode.playerOf(settings, game.toMove) === 'pai' ? game.toMove : null;
}

/**
 * The colour to move now in `state` (`{settings, game}`) under `mode` when its player is a friend
 * on another device (the board waits for their link), or null.
 */
export function awaySideIn(mode, { settings, game }) {
  if (game.winner !== null) return null;
  return mode.playerOf(settings, game.toMove) === 'friend' ? game.toMove : null;
}

/** The colour the one human plays against PAI or a friend under `settings`, or null where no one human does. */
export function humanSideIn(mode, settings) {
  return ['white', 'black'].find((color) => mode.playerOf(settings, color) === 'you') ?? null;
}

/**
 * The human's result against PAI or a friend when `winner` (`white`, `black` or `draw`) has won
 * under `settings`: `win`, `loss` or `draw`; null where no one human plays either.
 */
export function humanResult(mode, settings, winner) {
  const human = humanSideIn(mode, settings);
  if (!human) return null;
  if (winner === 'draw') return 'draw';
  return winner === human ? 'win' : 'loss';
}
