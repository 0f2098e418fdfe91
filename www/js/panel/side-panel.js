// The panel beside the board: who plays whom (and at which level), whose move it is (in a
// replay: in the position shown; the controls a replay has not are marked `data-play`, those it
// shows with minimal controls too `data-replay`: pathwayz-game.js, showControls), PAI's
// thinking progress, the controls, the message line, the move list (each move opens the position
// after it), the game record, the shared-link offer, the player's rating with the strength to try
// next (Play it starts a game against it) and the History button (with persist), the slot of the coach's stop (coach-view.js), the
// slot of the Picture section (picture-view.js), and the lasting notices (a refused save, hand
// weights). It draws a state snapshot (store.js) and calls the actions the element gives it.

import { explainError } from '../engine/engine-errors.js';
import { otherColor } from '../game/color.js';
import { humanTurn } from '../game/players.js';
import { strengthElo } from './ladder.js';
import { modeOf } from '../modes/mode-table.js';
import { humanResult, humanSideIn } from '../modes/mode.js';

/** `1234567` as `1,234,567` (toLocaleString would load locale data on PAI's first report). */
function withThousands(count) {
  return String(Math.round(Number(count))).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * Scrolls `list` (the move list, five rows high) just enough to show `item`,
 * the move shown; the page itself does not move.
 */
function scrollIntoList(list, item) {
  if (!item) return;
  const top = item.offsetTop - list.offsetTop;
  if (top < list.scrollTop) list.scrollTop = top;
  else if (top + item.offsetHeight > list.scrollTop + list.clientHeight) list.scrollTop = top + item.offsetHeight - list.clientHeight;
}

/**
 * The hand-weights notice for `weights` (what the worker plays with): `{text, title}` in the
 * player's words (the engine's own in `title`), or null when PAI plays its learned weights.
 */
export function weightsNotice(weights, say) {
  if (!weights || weights.ok) return null;
  const { text, detail } = explainError({ message: weights.problem, kind: weights.problemKind }, say);
  return { text: say('handWeights', { problem: text }), title: detail };
}

const TEMPLATE = (say) => `
  <p class="players" part="players"></p>
  <p class="status" role="status" aria-live="polite" part="status">${say('loading')}</p>
  <p class="viewing" part="viewing" hidden><span class="viewing-text"></span> <button type="button" class="action live" part="button live">${say('backToGame')}</button></p>
  <div class="thinking" part="thinking" hidden>
    <span class="spinner" aria-hidden="true"></span>
    <span class="progress" aria-live="off"></span>
    <button type="button" class="action stop" part="button stop">${say('moveNow')}</button>
  </div>
  <div class="coach-slot" hidden></div>
  <div class="toolbar" role="group" aria-label="${say('controlsLabel')}" part="toolbar">
    <span class="kind" role="group" aria-label="${say('pieceKind')}" data-play data-puzzle>
      <button type="button" class="action regular" part="button regular" aria-pressed="true">${say('regular')}</button>
      <button type="button" class="action permanent" part="button permanent" aria-pressed="false" title="${say('permanentTitle')}">${say('permanent')}</button>
    </span>
    <button type="button" class="action pause" part="button pause" aria-pressed="false" hidden>${say('pause')}</button>
    <button type="button" class="action undo" part="button undo" data-play>${say('undo')}</button>
    <button type="button" class="action redo" part="button redo" data-full data-play>${say('redo')}</button>
    <button type="button" class="action hint" part="button hint" data-full data-play>${say('hint')}</button>
    <button type="button" class="action reveal" part="button reveal" data-full data-replay>${say('showEvaluation')}</button>
    <button type="button" class="action analyze" part="button analyze" aria-pressed="false" data-full data-replay>${say('analyze')}</button>
    <button type="button" class="action show-race" part="button show-race" aria-pressed="false" data-full data-replay>${say('showRace')}</button>
    <button type="button" class="action review-game" part="button review-game" data-full>${say('review')}</button>
    <button type="button" class="action new-game" part="button new-game" data-play>${say('newGame')}</button>
    <button type="button" class="action open-setup" part="button open-setup" data-full>${say('setupOpen')}</button>
    <button type="button" class="action open-tour" part="button open-tour" data-play>${say('howToPlay')}</button>
  </div>
  <p class="message" role="status" aria-live="polite" part="message"></p>
  <details class="message-detail" part="message-detail" hidden>
    <summary>${say('errorDetail')}</summary>
    <p class="message-detail-text" lang="en"></p>
  </details>
  <p class="save-refused" role="alert" part="save-refused" hidden>${say('saveFailed')}</p>
  <div class="rating" part="rating" hidden>
    <p class="rating-text" part="rating-text"></p>
    <p class="rating-next" part="rating-next"></p>
    <button type="button" class="action play-suggestion" part="button play-suggestion" hidden>${say('ratingPlay')}</button>
    <button type="button" class="action open-history" part="button open-history">${say('historyOpen')}</button>
  </div>
  <div class="puzzle-links" role="group" aria-label="${say('puzzlesLabel')}" part="puzzle-links" data-full data-play>
    <button type="button" class="action open-puzzles" part="button open-puzzles">${say('puzzlesOpen')}</button>
    <button type="button" class="action open-daily" part="button open-daily">${say('puzzleDailyOpen')}</button>
  </div>
  <div class="race-slot" hidden></div>
  <div class="analysis-slot"></div>
  <div class="review-slot"></div>
  <section class="moves panel" part="moves panel" data-full data-replay aria-labelledby="moves-title">
    <h2 id="moves-title">${say('moves')}</h2>
    <p class="help">${say('movesHelp')}</p>
    <ol></ol>
  </section>
  <section class="record panel" part="record panel" data-full aria-labelledby="record-title">
    <h2 id="record-title">${say('record')}</h2>
    <div class="record-row">
      <button type="button" class="action copy-record" part="button copy-record">${say('copyRecord')}</button>
      <button type="button" class="action copy-link" part="button copy-link">${say('copyLink')}</button>
    </div>
    <div class="record-row">
      <textarea class="record-input" aria-label="${say('pasteRecord')}" placeholder="${say('pastePlaceholder')}"></textarea>
      <button type="button" class="action load-record" part="button load-record">${say('loadRecord')}</button>
    </div>
  </section>
  <div class="picture-slot"></div>
  <div class="offer" role="group" aria-label="${say('sharedGame')}" hidden>
    <p class="offer-text"></p>
    <button type="button" class="action open-link" part="button open-link">${say('openLink')}</button>
    <button type="button" class="action keep-game" part="button keep-game">${say('keepGame')}</button>
  </div>
  <p class="notice" hidden></p>`;

export class SidePanel {
  /**
   * @param {HTMLElement} root - the panel's element.
   * @param {object} host - the game element: `say`, `strengthName(strength)`, `budgetText(strength)`,
   *   `levelCounts(level)`, `suggestionText(state)`, `ratingText(state)`.
   */
  constructor(root, host) {
    this.root = root;
    this.host = host;
    root.innerHTML = TEMPLATE(host.say);
    this.$ = (selector) => root.querySelector(selector);
    this.listedRecord = null;
  }

  /** The words of `strength` for a status line: `{level, budget}` (null for a level alone) and `more`. */
  strengthWords({ level, positions = null }, more = {}) {
    return { ...more, level, budget: this.host.budgetText({ level, positions }) };
  }

  /** Wires each button to `actions[name]`, a function of no arguments. */
  wire(actions) {
    const buttons = {
      '.regular': 'regular', '.permanent': 'permanent', '.undo': 'undo', '.redo': 'redo', '.hint': 'hint',
      '.stop': 'moveNow', '.pause': 'pause', '.new-game': 'newGame', '.open-setup': 'openSetup',
      '.open-tour': 'openTour', '.analyze': 'analyze', '.show-race': 'race', '.review-game': 'review', '.live': 'live',
      '.copy-record': 'copyRecord', '.copy-link': 'copyLink', '.load-record': 'loadRecord',
      '.open-link': 'openLink', '.keep-game': 'keepGame', '.open-history': 'openHistory', '.play-suggestion': 'playSuggestion',
      '.open-puzzles': 'puzzles', '.open-daily': 'dailyPuzzle', '.reveal': 'reveal',
    };
    for (const [selector, name] of Object.entries(buttons)) {
      this.$(selector).addEventListener('click', () => actions[name]());
    }
    this.$('.moves ol').addEventListener('click', (event) => {
      const button = event.target.closest('button[data-ply]');
      if (button) actions.showPly(Number(button.dataset.ply));
    });
  }

  /**
   * Who plays whom: "White: You · Black: PAI level 5 · TDL-weighted features (Elo 1612)"; in a
   * game with a friend, the names they gave ("White: Ann (you) · Black: Bob").
   */
  playersText({ settings, ladder, friend }) {
    const say = this.host.say;
    const pai = (strength) => {
      const elo = strengthElo(ladder, strength);
      return say('paiLevel', { level: strength.level, name: this.host.strengthName(strength) }) + (elo ? ` (${say('elo', { elo })})` : '');
    };
    const mode = modeOf(settings);
    const names = mode.byLink ? friend : null;
    const player = (color) => {
      const who = mode.playerOf(settings, color);
      const name = names?.[color];
      if (name) return who === 'you' ? say('youNamed', { name }) : name;
      return who === 'pai' ? pai(mode.strengthOf(settings, color)) : say(who);
    };
    return ['white', 'black'].map((color) => say('playerEntry', { color, who: player(color) })).join(' · ');
  }

  statusText({ settings, thinking, game, shown, friend, coach }) {
    const say = this.host.say;
    const mode = modeOf(settings);
    if (!mode.played) {
      // The position shown, whoever played it (a puzzle says what it asks under the board).
      if (shown.winner === 'draw') return say('statusDraw');
      if (shown.winner) return say('statusWins', { who: say('side', { color: shown.winner }) });
      return say('statusToMove', { who: say('side', { color: shown.toMove }) });
    }
    const winner = game.winner;
    // Against PAI the human's side and PAI's are "you" and "PAI"; where PAI plays both, each is its level.
    const against = humanSideIn(mode, settings) !== null;
    // The move PAI just played against the player comes first, so that the status line (a live
    // region) says it with what follows: "PAI played e5. Your move (White)."
    const lastBy = game.moves.length ? otherColor(game.toMove) : null;
    const paiPlayed = against && lastBy && mode.playerOf(settings, lastBy) === 'pai'
      ? `${say('paiPlayed', { move: game.moves.at(-1) })}${say('sentenceGap')}` : '';
    const who = (color) => (mode.playerOf(settings, color) === 'pai' && !against
      ? say('whoWatch', this.strengthWords(mode.strengthOf(settings, color), { color })) : say('side', { color }));
    // A friend's name, where they gave one.
    const name = (color) => (mode.byLink ? friend?.[color] ?? null : null);
    if (winner === 'draw') return say('statusDraw');
    if (winner) {
      const result = humanResult(mode, settings, winner);
      if (result === 'win') return say('statusYouWin');
      if (result) return mode.playerOf(settings, winner) === 'friend' ? say('statusFriendWins', { name: name(winner) }) : paiPlayed + say('statusPaiWins', this.strengthWords(mode.strengthOf(settings, winner)));
      return say('statusWins', { who: who(winner) });
    }
    const color = game.toMove;
    if (thinking && !thinking.hint) return say('statusThinking', { who: who(color) });
    // The coach holds PAI back while it looks at the player's move, and after a bad one (coach-work.js).
    if (coach) return say(coach.phase === 'stopped' ? 'statusCoachStopped' : 'statusCoachJudging');
    const toMoveKey = { you: 'statusYourMove', pai: 'statusPaiMove', friend: 'statusFriendMove' };
    if (against) return paiPlayed + say(toMoveKey[mode.playerOf(settings, color)], { color, name: name(color) });
    return say('statusToMove', { who: who(color) });
  }

  /** Draws the snapshot `state`. */
  render(state) {
    const say = this.host.say;
    const { thinking, settings, game, shown, message } = state;
    const moves = game.moves;
    const over = game.winner !== null;
    const mode = modeOf(settings);
    const replay = mode.replays;
    // A replay and a puzzle show a position, not a game played here: no players, no rating of games.
    const shownOnly = !mode.played;
    this.$('.players').hidden = shownOnly;
    this.$('.players').textContent = this.playersText(state);
    const status = this.$('.status');
    // A replay of a record the engine refused has no position to speak of: the replay says why.
    status.hidden = (replay && Boolean(state.replay.problem)) || (mode.judgesMoves && ['problem', 'loading'].includes(state.puzzle?.phase));
    status.textContent = this.statusText(state);
    status.classList.toggle('over', replay ? shown.winner !== null : over);
    const viewing = shown.viewPly !== null && !shownOnly;
    this.$('.viewing').hidden = !viewing;
    if (viewing) this.$('.viewing-text').textContent = say('viewing', { ply: shown.viewPly, total: moves.length });
    this.$('.message').textContent = message.text;
    // An engine refusal's own (English) words, folded under the message in the player's language.
    this.$('.message-detail').hidden = !message.detail;
    this.$('.message-detail-text').textContent = message.detail;
    this.$('.thinking').hidden = !thinking;
    if (thinking) {
      const info = thinking.info;
      const parts = [thinking.hint ? say('thinkingHint') : say('thinkingLevel', this.strengthWords(thinking))];
      if (info) {
        if (info.depth) parts.push(say('depth', { depth: info.depth }));
        parts.push(say(this.host.levelCounts(thinking.level), { count: withThousands(info.nodes) }));
        parts.push(say('seconds', { seconds: (info.elapsedMs / 1000).toFixed(1) }));
      }
      this.$('.progress').textContent = parts.join(' · ');
    }
    this.$('.regular').setAttribute('aria-pressed', String(!state.permanentMode));
    this.$('.permanent').setAttribute('aria-pressed', String(state.permanentMode));
    const pause = this.$('.pause');
    pause.hidden = !mode.pausable;
    pause.textContent = say(state.paused ? 'resume' : 'pause');
    pause.setAttribute('aria-pressed', String(state.paused));
    pause.disabled = over;
    this.$('.undo').disabled = moves.length === 0 || mode.undo === 'none';
    this.$('.redo').disabled = state.redoCount === 0;
    this.$('.hint').disabled = !humanTurn(state) || !mode.hints;
    this.$('.analyze').setAttribute('aria-pressed', String(state.analysisOn));
    this.$('.show-race').setAttribute('aria-pressed', String(state.raceOn));
    // The game so far can be reviewed at any time PAI is not thinking (the review leaves it as it is).
    this.$('.review-game').disabled = moves.length === 0 || Boolean(thinking) || Boolean(state.review?.running);
    const listKey = `${game.record}|${shown.viewPly}`;
    if (listKey !== this.listedRecord) {
      this.listedRecord = listKey;
      const current = shown.viewPly ?? moves.length;
      this.$('.moves ol').replaceChildren(...moves.map((move, i) => {
        const item = document.createElement('li');
        const button = Object.assign(document.createElement('button'), {
          type: 'button', className: 'move', textContent: say('moveEntry', { color: i % 2 ? 'black' : 'white', move }),
        });
        button.dataset.ply = String(i + 1);
        if (i + 1 === current) button.setAttribute('aria-current', 'step');
        item.append(button);
        return item;
      }));
      scrollIntoList(this.$('.moves ol'), this.$('.moves [aria-current]')?.parentElement);
    }
    this.showOffer(state.offer ? state.offer.moves : null);
    // The player's rating and the level to try next (with persist; not in a replay).
    const history = state.history;
    this.$('.rating').hidden = !history || shownOnly;
    if (history && !shownOnly) {
      this.$('.rating-text').textContent = this.host.ratingText(state);
      const next = this.host.suggestionText(state);
      this.$('.rating-next').hidden = !next;
      this.$('.rating-next').textContent = next;
      // Play it: a new game against the strength suggested, unless it is the opponent already.
      const play = this.$('.play-suggestion');
      play.hidden = !next || !this.host.offersSuggestion(state);
      if (!play.hidden) play.setAttribute('aria-label', say('ratingPlayLabel', { next }));
    }
    // Lasting, unlike the message line: until a save works again, and while the weights are the hand ones.
    this.$('.save-refused').hidden = !state.saveRefused;
    const notice = this.$('.notice');
    const weights = weightsNotice(state.weights, say);
    notice.hidden = !weights;
    if (weights) {
      notice.textContent = weights.text;
      notice.title = weights.title;
    }
  }

  /** Shows or hides the shared-link offer (`moves`: the link's move count). */
  showOffer(moves) {
    this.$('.offer').hidden = moves === null;
    if (moves !== null) this.$('.offer-text').textContent = this.host.say('offerText', { moves });
  }
}
