// Types of the <pathwayz-game> element, for TypeScript and editors (docs/PUBLISHERS.md).
// Importing the package defines the element: `import 'pathwayz-game';`.

/**
 * Who plays: a human against PAI, two humans on one device, or PAI against itself; or `replay`:
 * the game of the `record` attribute shown move by move on a read-only board; or `puzzle`: the
 * `puzzle` attribute's puzzle (an id, `daily`, or `streak`) to solve, PAI defending; `mistakes`:
 * the player's own mistakes as exercises; or `friend`: a game with a friend on another device,
 * each move sent by link.
 */
export type PathwayzMode = 'pai' | 'local' | 'watch' | 'replay' | 'puzzle' | 'mistakes' | 'friend';
/** A side of the board; White moves first. */
export type PathwayzColor = 'white' | 'black';

/** `pathwayz-move`: a move was played. */
export interface PathwayzMoveDetail {
  /** The move in notation: a column a-l, a row 1-8, `*` for a permanent (`"e4*"`). */
  move: string;
  /** Who played it: a human (click, key), PAI, or a redo. */
  by: 'human' | 'pai' | 'redo';
  /** The whole game record after the move, moves separated by spaces. */
  record: string;
}

/** A picture's options (`pictureSvg`, `picturePng`). */
export interface PathwayzPictureOptions {
  /** The width in pixels, a whole number from 120 to 2400 (default 600); the height follows. */
  size?: number;
  /** A line of text under the board: at most 200 characters, no control characters. */
  caption?: string;
  /** The position: its number of moves from the start (default: the position shown). */
  ply?: number;
}

/** An animation's options (`pictureAnimation`). */
export interface PathwayzAnimationOptions extends PathwayzPictureOptions {
  /** Moves played from the position shown (or `ply`): `"e4* f5"` or `["e4*", "f5"]`; without it, the whole game. */
  line?: string | string[];
  /** How long each position is shown, in milliseconds: 100 to 10000 (default 1000; the last three times as long). */
  delayMs?: number;
}

/** The weights PAI plays with (the `weights` property). */
export interface PathwayzWeights {
  /** False only if the engine had to fall back to hand weights (then `problem` says why). */
  ok: boolean;
  /** Which weights: the engine's built-in learned weights, `"shipped weights/pai-td.bin (checksum 0x...)"`. */
  source: string;
  /** For each level (index 0 is level 1), the weights' source where the player is told of it (the
   *  levels that play the learned weights), else null: the engine's rule. */
  byLevel: (string | null)[];
  /** Why the engine fell back to hand weights, in English (only when `ok` is false). */
  problem?: string;
}

/** `pathwayz-gameover`: the game ended. */
export interface PathwayzGameoverDetail {
  winner: PathwayzColor | 'draw';
  /** `win` or `loss` (the human's, against PAI), `draw`, or `white wins` / `black wins`. */
  result: 'win' | 'loss' | 'draw' | 'white wins' | 'black wins';
  record: string;
}

/** What a puzzle asks (the data file's kind). */
export type PathwayzPuzzleKind = 'win-1' | 'win-2' | 'win-3' | 'win-4' | 'permanent-completes' | 'must-block' | 'permanent-breaks';

/**
 * `pathwayz-puzzle`: a puzzle's progress (`mode="puzzle"`), or an exercise's of the player's
 * mistakes (`mode="mistakes"`, `kind` `mistake`).
 */
export interface PathwayzPuzzleDetail {
  /** The puzzle's id, or the exercise's, 16 hex digits. */
  id: string;
  kind: PathwayzPuzzleKind | 'mistake';
  /**
   * `opened`; `failed` once a puzzle is opened, at the first wrong move, hint or solution shown
   * (`reason`); `solved` when the player's own last move solves it (`clean`: no failure before);
   * `streak-over` when a streak misses this puzzle (`solved`: the streak's puzzles solved).
   */
  result: 'opened' | 'failed' | 'solved' | 'streak-over';
  reason?: 'wrong' | 'hint' | 'solution';
  clean?: boolean;
  solved?: number;
}

/**
 * `pathwayz-error`: an attribute value, a record set before the element was ready, a replay's
 * `record` attribute was refused, or a `puzzle` id the puzzles do not hold (or the puzzles could
 * not be read).
 */
export interface PathwayzErrorDetail {
  /** What was refused and why, in English. */
  message: string;
  source: 'attribute' | 'record' | 'puzzle';
  /** For a record: the engine's kind of refusal (`bad-record`, or `bad-argument` for one too long). */
  kind?: 'bad-argument' | 'illegal-move' | 'bad-record' | 'bad-weights' | 'game-over' | 'internal';
  /** For a bad move of a record: its number, from 1. */
  ply?: number;
}

/**
 * `pathwayz-friend-link`: in a game with a friend, the link to send, after the player's move (or
 * their invitation, playing Black, and when they change their name).
 */
export interface PathwayzFriendLinkDetail {
  /** The link's text, as the engine writes it (URL-safe, at most 1000 characters). */
  link: string;
  /** The page's address that opens it: `PAGE#friend=TEXT`. */
  url: string;
  /** The game's id, 16 hex digits. */
  gameId: string;
  /** The game so far, moves separated by spaces. */
  record: string;
  /** The names the players gave (at most 24 characters; shown as text, never markup), or null. */
  white: string | null;
  black: string | null;
  /** The player's colour: the one who sends it. */
  sender: PathwayzColor;
}

/** What opening a friend's link did: see `PathwayzFriendOpenDetail`. */
export type PathwayzFriendOpenResult = 'new' | 'extends' | 'same' | 'older' | 'conflict' | 'refused';

/** `pathwayz-friend-open`: a friend's link was opened (the address, the panel, or `openFriendLink`). */
export interface PathwayzFriendOpenDetail {
  /**
   * `new` (a game this device did not keep), `extends` (the friend's move, taken), `same`,
   * `older` (an old link: nothing changed), `conflict` (its moves part from the kept game's:
   * nothing changed) or `refused` (cut, changed, too long or of a newer format: nothing changed).
   */
  result: PathwayzFriendOpenResult;
  /** The game's id (null for a link refused before it could be read). */
  gameId: string | null;
  /** The link's game (null when refused). */
  record: string | null;
  /** When refused: the engine's reason, in English. */
  message?: string;
  /** When refused: the engine's kind of refusal. */
  kind?: 'bad-argument' | 'bad-record' | 'internal';
  /**
   * When refused: why, as a word to translate (null when what was given was not a link's text,
   * or the device's own copy could not be read).
   */
  reason?: 'too-long' | 'damaged' | 'newer-format' | 'malformed' | 'bad-record' | null;
}

export interface PathwayzGameEventMap extends HTMLElementEventMap {
  'pathwayz-ready': CustomEvent<undefined>;
  'pathwayz-move': CustomEvent<PathwayzMoveDetail>;
  'pathwayz-gameover': CustomEvent<PathwayzGameoverDetail>;
  'pathwayz-puzzle': CustomEvent<PathwayzPuzzleDetail>;
  'pathwayz-error': CustomEvent<PathwayzErrorDetail>;
  'pathwayz-friend-link': CustomEvent<PathwayzFriendLinkDetail>;
  'pathwayz-friend-open': CustomEvent<PathwayzFriendOpenDetail>;
}

/** A whole number written as an attribute's text, or the number itself. */
type PathwayzNumber = number | `${number}`;
/** A present-or-absent attribute: present (`""`, or `true` where a framework maps booleans) or absent. */
type PathwayzFlag = boolean | '';

/**
 * The element's attributes (for HTML templates and frameworks' typings), each as
 * docs/PUBLISHERS.md's table describes it. A value not allowed is refused with a
 * `pathwayz-error` (`source: 'attribute'`) and the default or the setting in play stays.
 */
export interface PathwayzGameAttributes {
  /** Who plays (`pai`), a replay, a puzzle, the player's mistakes or a game with a friend. */
  mode?: PathwayzMode;
  /** PAI's level, 1 to 12 (5). */
  level?: PathwayzNumber;
  /**
   * With `level`: PAI limited to that many positions a move, a strength the engine offers
   * (`strengths()`: today budgets of level 12); absent: the level alone.
   */
  positions?: PathwayzNumber;
  /** White's level in `watch` mode (4). */
  'white-level'?: PathwayzNumber;
  /** With `white-level`, as `positions`: White's budget in `watch` mode (absent: the level alone). */
  'white-positions'?: PathwayzNumber;
  /** PAI's thinking time, 0 to 60000 milliseconds (1000). */
  ms?: PathwayzNumber;
  /** The human's colour against PAI (`white`). */
  color?: PathwayzColor;
  /** `minimal` (the default) or `full` controls. */
  controls?: 'minimal' | 'full';
  /** `light` or `dark` (default: the browser's colour scheme). */
  theme?: 'light' | 'dark';
  /** `en` or `zh`, a region allowed (default: the browser's languages). */
  lang?: string;
  /**
   * `auto` (the default: turned a quarter in a box under 380 px wide, 476 px on a touch screen,
   * or on a phone held upright), `landscape` or `portrait` (column a on top).
   */
  orientation?: 'auto' | 'landscape' | 'portrait';
  /** The board's width in CSS pixels, 200 to 4000 (`480` or `480px`), never wider than the element (default: the element's width). */
  'board-size'?: PathwayzNumber | `${number}px`;
  /** With `mode="replay"`: the game shown, moves in notation separated by spaces. */
  record?: string;
  /** With `mode="replay"`: the game plays by itself from where it opens. */
  autoplay?: PathwayzFlag;
  /** The autoplay's time a move, 100 to 60000 milliseconds (1000). */
  'autoplay-ms'?: PathwayzNumber;
  /** With `mode="replay"`: the position it opens at, a number of moves (0, the start) or `end`; past the end opens at the end. */
  start?: PathwayzNumber | 'end';
  /** The evaluation (analysis, values, the race to connect, hints, the review) hidden until the reader presses Show the evaluation. */
  'no-spoilers'?: PathwayzFlag;
  /** With `mode="puzzle"`: a puzzle's id (16 hex digits), `daily` (the default) or `streak`. */
  puzzle?: string;
  /** Against PAI: `off` (the default), `mistake` or `blunder`, where PAI stops before answering a move that bad (or one walking into a forced loss). */
  coach?: 'off' | 'mistake' | 'blunder';
  /** Move sounds on (off without it). */
  sounds?: PathwayzFlag;
  /** No sound at all, whatever `sounds` or the player chose. */
  muted?: PathwayzFlag;
  /** Levels 11 and 12 think on the player's time (absent: on, except on a touch device). */
  ponder?: 'on' | 'off';
  /** Read at the start: keeps the game, the player's history, ratings and puzzle attempts in the browser. */
  persist?: PathwayzFlag;
}

/**
 * The custom properties that style the element (docs/PUBLISHERS.md, "Your brand's colours"),
 * set on `pathwayz-game` itself: the colours (`--pz-board`, ...), the font, the corners' radius
 * and a cell's size. A value set on the element wins over the theme's.
 */
export type PathwayzStyleProperty =
  | '--pz-font' | '--pz-text' | '--pz-muted' | '--pz-surface' | '--pz-background'
  | '--pz-board' | '--pz-cell' | '--pz-cell-hover' | '--pz-white' | '--pz-black'
  | '--pz-accent' | '--pz-path' | '--pz-hint' | '--pz-edge' | '--pz-goal'
  | '--pz-verdict-best' | '--pz-verdict-good' | '--pz-verdict-inaccuracy' | '--pz-verdict-mistake' | '--pz-verdict-blunder'
  | '--pz-radius' | '--pz-cell-size' | '--pz-cell-size-portrait';

/** Values for the element's custom properties (a framework's style binding): `{'--pz-board': '#234'}`. */
export type PathwayzStyleProperties = { [Property in PathwayzStyleProperty]?: string };

/**
 * The whole game as one element. Attributes (typed in `PathwayzGameAttributes`): `level` (1-12), `positions` (PAI limited
 * to that many positions a move, a strength the engine offers), `white-level` and `white-positions` (White's PAI in
 * `watch` mode), `ms` (thinking time, 0-60000), `color` (the human's), `mode`, `controls`
 * (`minimal` or `full`), `theme` (`light` or `dark`), `lang` (`en` or `zh`), `orientation`
 * (`auto`, `landscape` or `portrait`), `board-size` (the board's width in pixels), `no-spoilers`
 * (the evaluation hidden until the reader asks), `persist` (save locally under a key from the element's id, and
 * keep the player's history of games against PAI and their rating, their puzzle attempts
 * and puzzle rating, and the deck of their mistakes, which `mode="mistakes"` practises); for `mode="puzzle"`: `puzzle` (a puzzle's id, `daily` (the default) or `streak`);
 * for `mode="replay"`: `record` (the game shown), `autoplay` (plays it by itself, stopping at
 * its end), `autoplay-ms` (its time a move, 100-60000, default 1000) and `start` (the position it
 * opens at: a number of moves or `end`); `sounds` (move sounds
 * on, off without it; the player's choice kept with `persist` wins at the next start) and `muted`
 * (no sound, whatever the choice); `ponder` (`on` or `off`: levels 11 and 12 think on the
 * player's time; absent: on except on a touch device; the player's choice kept with `persist`
 * wins at the next start); for `mode="friend"`, `color` is the player's colour and, with
 * `persist`, a `#friend=` link in the page's address is opened and each game with a friend kept; `coach` (`off`, `mistake` or `blunder`: against PAI, PAI stops before
 * answering a move that bad, or one that walks into a forced loss, and offers Take back or Play
 * on; games played with it are not rated).
 * Changes take effect at once, in the game in progress (`persist`: read at the start).
 *
 * The element sizes its board to its width (from 280 px); `css/pathwayz-game.css` keeps its room
 * on the page until it is ready.
 *
 * Parts (`::part()`): game, board, cell, coordinates, evalbar, side, players, status, viewing,
 * replay, replay-position, replay-problem, puzzle, puzzle-title, puzzle-prompt, puzzle-feedback,
 * puzzle-rating, puzzle-problem, puzzle-links, friend, friend-turn, friend-send, friend-link,
 * friend-name, friend-open, friend-paste, friend-games, friend-games-list,
 * thinking, toolbar, button (and each button's own name), message, panel, moves, record,
 * analysis, coach, coach-text, review, chart, setup, ladder, rung, tour-offer, tour, rating, history
 * (docs/PUBLISHERS.md).
 */
export declare class PathwayzGame extends HTMLElement {
  /** Resolves with the element once the engine is ready (`pathwayz-ready`). */
  readonly ready: Promise<PathwayzGame>;
  /**
   * Resolves with `true` once the element is ready and has drawn every change made before it was
   * read (attributes, properties, `newGame()`, `undo()`, moves, a language to load): await it
   * before reading what the element shows, taking a screenshot or printing.
   */
  readonly updateComplete: Promise<boolean>;
  /**
   * The game record (`"d4 e5 e4*"`). Setting it loads that game (in a replay: shown from its
   * start); a bad record throws an Error naming the move and the reason, and leaves the game
   * unchanged.
   */
  record: string;
  /**
   * The position shown, as its number of moves from the start (the game's length when the
   * latest is shown). Setting it shows that position (in a replay, clamped to the game).
   */
  ply: number;
  /** PAI's level (reflects the `level` attribute). */
  level: number;
  /** PAI's thinking time in milliseconds (reflects `ms`). */
  ms: number;
  /** The human's colour against PAI (reflects `color`). */
  color: PathwayzColor;
  /** Who plays (reflects `mode`). */
  mode: PathwayzMode;
  /**
   * Move sounds on or off (synthesised in the browser; off by default): the player's choice in
   * Game setup or the `sounds` attribute, which setting it adds or removes.
   */
  sounds: boolean;
  /** Whether the page muted the element's sounds (reflects the `muted` attribute). */
  muted: boolean;
  /**
   * The weights PAI plays with, built into the engine (nothing is downloaded); null until PAI's
   * worker has started (a game of two humans starts none).
   */
  readonly weights: PathwayzWeights | null;
  /** The element's release version, as in the package's `package.json` (`"0.6.0"`). */
  readonly version: string;
  /** The build of that release: a hash of its sources, different for any two builds that differ. */
  readonly buildId: string;
  /**
   * In a game with a friend, the address of the link to send (after the player's move, or their
   * invitation playing Black), else null.
   */
  readonly friendLink: string | null;
  /** Starts a new game under the current settings. */
  newGame(): void;
  /**
   * Opens a friend's link (its text, or an address holding `#friend=TEXT`); resolves with what it
   * did (also sent as `pathwayz-friend-open`). Throws before the element is ready.
   */
  openFriendLink(text: string): Promise<PathwayzFriendOpenResult>;
  /** Takes back moves to the last position where a human was to move (in a replay: shows the previous position). */
  undo(): void;
  /** Replays what undo() took back (in a replay: shows the next position). */
  redo(): void;
  /**
   * The position as an SVG picture (`image/svg+xml`), in the element's colours now, with the
   * coordinates and the last move marked; resolves once the element is ready. A bad option
   * rejects with the engine's Error (`kind` "bad-argument").
   */
  pictureSvg(options?: PathwayzPictureOptions): Promise<Blob>;
  /** The same picture as PNG (`image/png`), drawn by the browser at `size` pixels wide. */
  picturePng(options?: PathwayzPictureOptions): Promise<Blob>;
  /**
   * The game as an animated GIF (`image/gif`), one frame a position (the moves + 1), or with
   * `line` the position shown (or `ply`) and each move of the line.
   */
  pictureAnimation(options?: PathwayzAnimationOptions): Promise<Blob>;

  addEventListener<K extends keyof PathwayzGameEventMap>(type: K, listener: (this: PathwayzGame, event: PathwayzGameEventMap[K]) => unknown, options?: boolean | AddEventListenerOptions): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
  removeEventListener<K extends keyof PathwayzGameEventMap>(type: K, listener: (this: PathwayzGame, event: PathwayzGameEventMap[K]) => unknown, options?: boolean | EventListenerOptions): void;
  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;
}

declare global {
  interface HTMLElementTagNameMap {
    'pathwayz-game': PathwayzGame;
  }
  interface DocumentEventMap {
    'pathwayz-ready': CustomEvent<undefined>;
    'pathwayz-move': CustomEvent<PathwayzMoveDetail>;
    'pathwayz-gameover': CustomEvent<PathwayzGameoverDetail>;
    'pathwayz-puzzle': CustomEvent<PathwayzPuzzleDetail>;
    'pathwayz-error': CustomEvent<PathwayzErrorDetail>;
    'pathwayz-friend-link': CustomEvent<PathwayzFriendLinkDetail>;
    'pathwayz-friend-open': CustomEvent<PathwayzFriendOpenDetail>;
  }
}
