// The player's history and rating for <pathwayz-game persist>: a finished game against PAI is
// added to the history (history-storage.js; with its `positions` against a limited strength;
// marked `coached` when the coach was on, which the engine's rating leaves out) and the engine
// rates the history against the ladder (`playerRating`, through the controller's `setHistory`),
// suggesting the strength to try next, which Play it starts; the history dialog reopens a
// game in review, exports the history as a JSON file, imports one (merged, checked first: a bad
// file changes nothing) and clears it after asking. A stored history that cannot be read is set
// aside (`pathwayz.history.v1.set-aside.TIME`), never deleted, with a message. Nothing is sent
// anywhere. A part of the element (pathwayz-game.js), given what it uses: the controller, the
// engine, the element's words and strengths' names, the saved games (to set the game in
// progress aside) and the shadow root (for a download).

import { strengthElo } from '../panel/ladder.js';
import { strengthKey } from '../game/strengths.js';
import { EXPORT_KIND, HISTORY_KEY, exportText, mergeGames, parseHistory, parseStoredHistory, saveHistory } from './history-storage.js';
import { loadOrSetAside } from '../storage/kept-list.js';
import { modeOf } from '../modes/mode-table.js';
import { recordProblem } from '../engine/record-problem.js';
import { Part } from '../element/part.js';

/** Its English words (element/features.js adds them when it loads). */
export { default as ENGLISH } from './player-history-words-en.js';

/** The largest file imported. */
const MAX_IMPORT_BYTES = 20_000_000;

/** The player's history of games against PAI and its rating, for one element. */
export class PlayerHistory extends Part {
  /**
   * @param {object} uses - `controller()`, `engine()`, `say()` (the element's words now),
   *   `strengthName(strength)`, `savedGames` (its `persistKey` and `setGameAside()`),
   *   `view()` (the history dialog: null until first opened) and `root()` (where a download link is put).
   */
  constructor(uses) {
    super(uses);
    /** The record of the last move heard: a game over that follows it was finished by a move. */
    this.lastPlayed = null;
  }

  /** The games of the history (the store's; with `persist` and once read), else null. */
  get games() {
    return this.controller.state.history?.games ?? null;
  }

  /**
   * With `persist` (and not a replay): reads the history; a damaged one is set aside with a
   * message (where the browser refuses, no game is recorded, so nothing is written over it).
   */
  start() {
    if (!this.uses.savedGames.persistKey) return;
    const found = loadOrSetAside(HISTORY_KEY, (text) => parseStoredHistory(text), (problem) => this.say(`historyProblem.${problem.key}`, problem), (games) => this.gamesProblem(games));
    if (found.problem) this.controller.addNote(found.aside ? this.say('historyUnreadableKept', { reason: found.problem, key: found.aside }) : this.say('historyUnreadable', { reason: found.problem }));
    this.controller.setHistory(found.items);
  }

  /**
   * Why the engine refuses `games` (a date that is no day, an unknown level, a record that
   * cannot be replayed), in the player's words, or null.
   */
  gamesProblem(games) {
    try {
      this.uses.engine().playerRating(games, null);
    } catch (error) {
      return this.say('historyProblem.engine', { detail: error.message });
    }
    const index = games.findIndex((game) => recordProblem(this.uses.engine(), game.record));
    return index < 0 ? null : this.say('historyProblem.game', { index: index + 1 });
  }

  /** The element heard `type` (`move`, `gameover`): a game against PAI finished by a move is kept. */
  hear(type, detail) {
    if (type === 'move') this.lastPlayed = detail.record;
    if (type !== 'gameover' || !this.games || detail.record !== this.lastPlayed) return;
    const { settings } = this.controller.state;
    if (!modeOf(settings).rated || this.games.at(-1)?.record === detail.record) return;
    const game = { date: new Date().toISOString(), level: settings.level, colour: settings.humanColor, result: detail.result, record: detail.record };
    // Against a limited strength, its budget: the engine rates the game against that strength's Elo.
    if (Number.isInteger(settings.positions)) game.positions = settings.positions;
    // Played with the coach on: kept, marked, and left out of the rating (the engine's rule).
    if (modeOf(settings).coaches && settings.coach !== 'off') game.coached = true;
    const games = [...this.games, game];
    if (!saveHistory(games)) {
      this.controller.addNote(this.say('historySaveFailed'));
      return;
    }
    this.controller.setHistory(games);
  }

  /** The rating line of the snapshot `state`: "Your rating: 1480 ± 120 (5 rated games)", or why there is none. */
  ratingText({ history, ladder }) {
    const say = this.say;
    if (ladder.state === 'missing' || history.ratingProblem) return say('ratingUnavailable');
    if (!history.rating) return '';
    if (history.rating.rated === 0) return say(history.rating.coached ? 'ratingNoneCoached' : 'ratingNone');
    const { rating, rd, rated } = history.rating;
    return say('ratingValue', { rating: Math.round(rating), rd: Math.round(rd), count: rated });
  }

  /**
   * The strength suggested next in the snapshot `state` (the engine's `suggestedLevel` and
   * `suggestedPositions`: the next step above the player's rating), `{level, positions}`, or null.
   */
  suggestion({ history }) {
    const level = history?.rating?.suggestedLevel;
    return level ? { level, positions: history.rating.suggestedPositions ?? null } : null;
  }

  /** The strength suggested next in the snapshot `state`, in words, or ''. */
  suggestionText(state) {
    const strength = this.suggestion(state);
    if (!strength) return '';
    return this.say('ratingSuggest', { level: strength.level, name: this.uses.strengthName(strength), elo: strengthElo(state.ladder, strength) ?? '' });
  }

  /**
   * Whether the snapshot `state` offers to play the suggestion (Play it): there is one, and it is
   * not already PAI's strength in a game against PAI.
   */
  offersSuggestion(state) {
    const strength = this.suggestion(state);
    if (!strength) return false;
    const { settings } = state;
    const current = modeOf(settings).rated ? strengthKey({ level: settings.level, positions: settings.positions }) : null;
    return strengthKey(strength) !== current;
  }

  /** Play it: a new game against PAI at the strength suggested, the player's colour kept. */
  playSuggestion() {
    const strength = this.suggestion(this.controller.state);
    if (strength) this.controller.newGame({ mode: 'pai', level: strength.level, positions: strength.positions });
  }

  /** Reopens game `index` of the history in review (an unfinished game in progress set aside first). */
  review(index) {
    const game = this.games?.[index];
    if (!game) return;
    const { game: current } = this.controller.state;
    let aside = null;
    // A game with a friend is kept as such (friend-games.js): only a game saved in progress is set aside.
    if (this.uses.savedGames.persistKey && current.moves.length > 0 && current.winner === null && modeOf(this.controller.state.settings).savesGame) {
      aside = this.uses.savedGames.setGameAside();
      if (!aside) {
        this.controller.tell(this.say('historyNotOpened'));
        return;
      }
    }
    try {
      this.controller.loadRecord(game.record, { mode: 'pai', level: game.level, positions: game.positions ?? null, humanColor: game.colour });
    } catch (error) {
      this.controller.tellError('historyRecordRefused', error);
      return;
    }
    this.uses.view()?.close();
    this.controller.startReview();
    if (aside) this.controller.tell(this.say('historyOpenedKept', { key: aside }));
  }

  /** Downloads the history as `pathwayz-history-YYYY-MM-DD.json`. */
  exportFile() {
    if (!this.games) return;
    const url = URL.createObjectURL(new Blob([exportText(this.games)], { type: 'application/json' }));
    const link = Object.assign(document.createElement('a'), { href: url, download: `pathwayz-history-${new Date().toISOString().slice(0, 10)}.json`, hidden: true });
    this.uses.root().append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
    this.controller.tell(this.say('historyExported', { count: this.games.length }));
  }

  /** Merges the games of an exported `file` into the history; a file that is not one changes nothing. */
  async importFile(file) {
    if (!this.games) return;
    const refuse = (reason) => this.controller.tell(this.say('historyImportRefused', { reason }));
    if (file.size > MAX_IMPORT_BYTES) return refuse(this.say('historyProblem.too-big'));
    let text;
    try {
      text = await file.text();
    } catch {
      return refuse(this.say('historyProblem.unreadable'));
    }
    const read = parseHistory(text, EXPORT_KIND);
    const problem = read.problem ? this.say(`historyProblem.${read.problem.key}`, read.problem) : this.gamesProblem(read.games);
    if (problem) return refuse(problem);
    const games = mergeGames(this.games, read.games);
    if (!saveHistory(games)) return refuse(this.say('historyProblem.not-saved'));
    const added = games.length - this.games.length;
    this.controller.setHistory(games);
    this.controller.tell(this.say('historyImported', { added, total: games.length }));
  }

  askClear(asking) {
    this.controller.askClearHistory(asking);
  }

  /** Clears the history (asked first: the dialog's second button). */
  clear() {
    if (!this.games) return;
    if (!saveHistory([])) {
      this.controller.tell(this.say('historyProblem.not-saved'));
      return;
    }
    this.controller.setHistory([]);
    this.controller.tell(this.say('historyCleared'));
  }
}
