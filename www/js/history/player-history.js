// The player's history and rating for <pathwayz-game persist>: a finished game against PAI is
// added to the history (history-storage.js) and the engine rates the history against the
// ladder (`playerRating`, through the controller's `setHistory`); the history dialog reopens a
// game in review, exports the history as a JSON file, imports one (merged, checked first: a bad
// file changes nothing) and clears it after asking. A stored history that cannot be read is set
// aside (`pathwayz.history.v1.set-aside.TIME`), never deleted, with a message. Nothing is sent
// anywhere. Mixed into the element class; it uses the element's `controller`, `engine`, `say`,
// `persistKey`, `ladder`, `recordProblem` and `setGameInProgressAside`.

import { eloText } from '../panel/ladder.js';
import { EXPORT_KIND, HISTORY_KEY, exportText, mergeGames, parseHistory, parseStoredHistory, saveHistory } from './history-storage.js';
import { loadOrSetAside } from '../storage/kept-list.js';
import { modeOf } from '../modes/mode-table.js';

/** The largest file imported. */
const MAX_IMPORT_BYTES = 20_000_000;

export function withPlayerHistory(Base) {
  return class PlayerHistory extends Base {
    /**
     * With `persist` (and not a replay): reads the history; a damaged one is set aside with a
     * message (where the browser refuses, no game is recorded, so nothing is written over it).
     */
    startHistory() {
      this.historyGames = null;
      if (!this.persistKey) return;
      const found = loadOrSetAside(HISTORY_KEY, (text) => parseStoredHistory(text), (problem) => this.say(`historyProblem.${problem.key}`, problem), (games) => this.gamesProblem(games));
      if (found.problem) this.addNote(found.aside ? this.say('historyUnreadableKept', { reason: found.problem, key: found.aside }) : this.say('historyUnreadable', { reason: found.problem }));
      this.historyGames = found.items;
      this.showHistory();
    }

    /** Adds `note` to the message line (after what it says already). */
    addNote(note) {
      const { text, detail } = this.controller.state.message;
      this.controller.tell(text ? text + this.say('sentenceGap') + note : note, detail);
    }

    /**
     * Why the engine refuses `games` (a date that is no day, an unknown level, a record that
     * cannot be replayed), in the player's words, or null.
     */
    gamesProblem(games) {
      try {
        this.engine.playerRating(games, []);
      } catch (error) {
        return this.say('historyProblem.engine', { detail: error.message });
      }
      const index = games.findIndex((game) => this.recordProblem(game.record));
      return index < 0 ? null : this.say('historyProblem.game', { index: index + 1 });
    }

    /** The history and its rating into the store (the ladder's levels, once read). */
    showHistory() {
      if (!this.historyGames) return;
      const ladder = this.ladder ? [...this.ladder.levels.values()] : null;
      this.controller.setHistory(this.historyGames, ladder, this.ladderState ?? 'loading');
    }

    /** The element heard `type` (`move`, `gameover`): a game against PAI finished by a move is kept. */
    recordGame(type, detail) {
      if (type === 'move') this.lastPlayed = detail.record;
      if (type !== 'gameover' || !this.historyGames || detail.record !== this.lastPlayed) return;
      const { settings } = this.controller.state;
      if (!modeOf(settings).rated || this.historyGames.at(-1)?.record === detail.record) return;
      const game = { date: new Date().toISOString(), level: settings.level, colour: settings.humanColor, result: detail.result, record: detail.record };
      const games = [...this.historyGames, game];
      if (!saveHistory(games)) {
        this.addNote(this.say('historySaveFailed'));
        return;
      }
      this.historyGames = games;
      this.showHistory();
    }

    /** The rating line: "Your rating: 1480 ± 120 (5 rated games)", or why there is none. */
    ratingText(history) {
      const say = this.say;
      if (history.ladder === 'missing' || history.ratingProblem) return say('ratingUnavailable');
      if (!history.rating) return '';
      if (history.rating.rated === 0) return say('ratingNone');
      const { rating, rd, rated } = history.rating;
      return say('ratingValue', { rating: Math.round(rating), rd: Math.round(rd), count: rated });
    }

    /** The level suggested next, in words, or ''. */
    suggestionText(history) {
      const level = history.rating?.suggestedLevel;
      if (!level) return '';
      const entry = this.ladder?.levels.get(level);
      return this.say('ratingSuggest', { level, name: this.levelName(level), elo: entry ? eloText(entry) : '' });
    }

    openHistory() {
      this.historyView.open();
    }

    /** Reopens game `index` of the history in review (an unfinished game in progress set aside first). */
    reviewFromHistory(index) {
      const game = this.historyGames?.[index];
      if (!game) return;
      const { game: current } = this.controller.state;
      let aside = null;
      if (this.persistKey && current.moves.length > 0 && current.winner === null) {
        aside = this.setGameInProgressAside();
        if (!aside) {
          this.controller.tell(this.say('historyNotOpened'));
          return;
        }
      }
      try {
        this.controller.loadRecord(game.record, { mode: 'pai', level: game.level, humanColor: game.colour });
      } catch (error) {
        this.controller.tellError('historyRecordRefused', error);
        return;
      }
      this.historyView.close();
      this.controller.startReview();
      if (aside) this.controller.tell(this.say('historyOpenedKept', { key: aside }));
    }

    /** Downloads the history as `pathwayz-history-YYYY-MM-DD.json`. */
    exportHistory() {
      if (!this.historyGames) return;
      const url = URL.createObjectURL(new Blob([exportText(this.historyGames)], { type: 'application/json' }));
      const link = Object.assign(document.createElement('a'), { href: url, download: `pathwayz-history-${new Date().toISOString().slice(0, 10)}.json`, hidden: true });
      this.shadowRoot.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
      this.controller.tell(this.say('historyExported', { count: this.historyGames.length }));
    }

    /** Merges the games of an exported `file` into the history; a file that is not one changes nothing. */
    async importHistory(file) {
      if (!this.historyGames) return;
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
      const games = mergeGames(this.historyGames, read.games);
      if (!saveHistory(games)) return refuse(this.say('historyProblem.not-saved'));
      const added = games.length - this.historyGames.length;
      this.historyGames = games;
      this.showHistory();
      this.controller.tell(this.say('historyImported', { added, total: games.length }));
    }

    askClearHistory(asking) {
      this.controller.askClearHistory(asking);
    }

    /** Clears the history (asked first: the dialog's second button). */
    clearHistory() {
      if (!this.historyGames) return;
      if (!saveHistory([])) {
        this.controller.tell(this.say('historyProblem.not-saved'));
        return;
      }
      this.historyGames = [];
      this.showHistory();
      this.controller.tell(this.say('historyCleared'));
    }
  };
}
