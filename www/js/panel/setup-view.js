// Game setup, in a dialog: the players (human vs PAI, two humans, PAI vs PAI, a friend by link,
// with a note on how that is played), the colour, the
// thinking time, and the opponent chosen from the ladder: each strength the engine offers (a
// level, or level 12 limited to a number of positions a move: `strengths()`) in the order of its
// measured Elo (data/ladder.json; the engine's order without the file), with what it does in
// plain words; the coach (off,
// or stopping PAI before it answers a mistake or only a blunder: coach-work.js), a setting of the
// game started; and the move sounds and thinking on the player's time, each on or off at once
// (sounds.js, pondering.js).

import { MODE_TABLE, PLAY_MODES } from '../modes/mode-table.js';
import { COACH_SETTINGS } from '../game/settings.js';
import { eloText, ladderEntry, strengthsByElo } from './ladder.js';
import { strengthKey, strengthOfKey } from '../game/strengths.js';
import { STYLES as OWN_STYLES } from './setup-css.js';

/** Its English words (element/features.js adds them when it loads). */
export { default as ENGLISH } from './setup-words-en.js';

/** Its styles (element/features.js: adopted when it loads). */
export const STYLES = [OWN_STYLES];

export const TIMES = [250, 500, 1000, 2000, 5000, 10000];

/**
 * How much of its bar a rung fills (0 to 100): 0 when not measured; from 8 for the lowest rated
 * Elo to 100 for the highest; 4 for a level below every rated one, 100 above.
 */
function rungShare(measured, low, high) {
  if (!measured) return 0;
  if (!Number.isFinite(measured.elo)) return Number.isFinite(measured.eloBelow) ? 4 : 100;
  return high > low ? Math.round(8 + 92 * (measured.elo - low) / (high - low)) : 0;
}

const TEMPLATE = (say) => `
  <form method="dialog" class="setup-form">
    <h2 id="setup-title">${say('setupTitle')}</h2>
    <div class="setup-row">
      <label>${say('players')} <select class="mode"></select></label>
      <label class="color-field">${say('youPlay')} <select class="color">
        <option value="white">${say('whiteFirst')}</option><option value="black">${say('black')}</option></select></label>
      <label class="white-level-field">${say('whiteLevelField')} <select class="white-level"></select></label>
      <label class="level-field"><span class="level-caption">${say('paiLevelField')}</span> <select class="level"></select></label>
      <label class="ms-field">${say('thinkingTime')} <select class="ms"></select></label>
    </div>
    <p class="help setup-note" hidden></p>
    <section class="ladder-section" aria-labelledby="ladder-title">
      <h3 id="ladder-title">${say('ladderTitle')}</h3>
      <ol class="ladder" part="ladder"></ol>
      <p class="ladder-note"></p>
    </section>
    <p class="level-description"></p>
    <div class="setup-row coach-setting">
      <label class="coach-field">${say('coachField')} <select class="coach" aria-describedby="coach-note"></select></label>
      <span class="help" id="coach-note">${say('coachNote')}</span>
    </div>
    <div class="setup-row sound-row">
      <label class="sound-field"><input type="checkbox" class="sounds"> ${say('soundsField')}</label>
      <span class="help sounds-note"></span>
    </div>
    <div class="setup-row ponder-row">
      <label class="ponder-field"><input type="checkbox" class="ponder"> ${say('ponderField')}</label>
      <span class="help">${say('ponderNote')}</span>
    </div>
    <div class="setup-row">
      <button type="button" class="action start" part="button start">${say('start')}</button>
      <button type="button" class="action close-setup" part="button close-setup">${say('close')}</button>
    </div>
  </form>`;

export class SetupView {
  /**
   * @param {HTMLDialogElement} dialog - the setup dialog.
   * @param {object} host - the game element: `say`, `levels` (the engine's ladder), `strengths`
   *   (the engine's `strengths()`), `levelName(level)`, `strengthName(strength)`, `budgetText(strength)`, `controller`,
   *   `startNewGame(settings)`.
   */
  constructor(dialog, host) {
    this.dialog = dialog;
    this.host = host;
    dialog.setAttribute('aria-labelledby', 'setup-title');
    dialog.innerHTML = TEMPLATE(host.say);
    this.$ = (selector) => dialog.querySelector(selector);
    this.fill();
    for (const selector of ['.mode', '.level', '.white-level']) {
      this.$(selector).addEventListener('change', () => this.update());
    }
    this.$('.ladder').addEventListener('click', (event) => {
      const button = event.target.closest('button[data-strength]');
      if (!button) return;
      this.$('.level').value = button.dataset.strength;
      this.update();
    });
    this.$('.start').addEventListener('click', () => {
      this.host.startNewGame(this.settings());
      if (dialog.open) dialog.close();
    });
    this.$('.close-setup').addEventListener('click', () => dialog.close());
    // Sounds take effect at once, without a new game (sounds.js).
    this.$('.sounds').addEventListener('change', () => this.host.chooseSounds(this.$('.sounds').checked));
    this.$('.ponder').addEventListener('change', () => this.host.choosePonder(this.$('.ponder').checked));
  }

  fill() {
    const { say } = this.host;
    const option = (value, text) => Object.assign(document.createElement('option'), { value, textContent: text });
    this.$('.mode').replaceChildren(...PLAY_MODES.map((mode) => option(mode, say(`mode.${mode}`))));
    this.$('.coach').replaceChildren(...COACH_SETTINGS.map((coach) => option(coach, say(`coach.${coach}`))));
    this.$('.ms').replaceChildren(...TIMES.map((ms) => option(ms, ms < 1000 ? say('ms', { ms }) : say('secondsShort', { seconds: ms / 1000 }))));
    // The ladder's rungs from the next snapshot (render).
    this.shownLadder = undefined;
  }

  /** `strength`'s entry in a list: `12. PAI Monte Carlo, 60,000 positions`, with its Elo where measured. */
  strengthLabel(strength, ladder) {
    const label = `${strength.level}. ${this.host.strengthName(strength)}`;
    const measured = ladderEntry(ladder, strength);
    return measured ? `${label} (${this.host.say('elo', { elo: eloText(measured) })})` : label;
  }

  /** A limited strength's budget in words (" At most 60,000 positions a move: ..."), else ''. */
  budgetWords(strength) {
    const budget = this.host.budgetText(strength);
    return budget === null ? '' : ` ${this.host.say('strengthWords', { budget })}`;
  }

  /**
   * The strengths in the order of the ladder's Elo: the selects weakest first, the ladder's rungs
   * strongest on top, each rung with its Elo (when measured) and plain words.
   */
  fillLadder(ladder) {
    const { say, strengths } = this.host;
    const ordered = strengthsByElo(strengths, ladder);
    const option = (strength) => Object.assign(document.createElement('option'), { value: strengthKey(strength), textContent: this.strengthLabel(strength, ladder) });
    for (const select of [this.$('.level'), this.$('.white-level')]) {
      const chosen = select.value;
      select.replaceChildren(...ordered.map(option));
      if (chosen) select.value = chosen;
    }
    const elos = [...ladder.levels.values()].map((entry) => entry.elo).filter(Number.isFinite);
    const [low, high] = [Math.min(...elos), Math.max(...elos)];
    const rungs = [...ordered].reverse().map((strength) => {
      const measured = ladderEntry(ladder, strength);
      const info = this.host.levels.find((l) => l.level === strength.level);
      const item = document.createElement('li');
      const button = Object.assign(document.createElement('button'), { type: 'button', className: 'rung' });
      button.setAttribute('part', 'rung');
      button.dataset.strength = strengthKey(strength);
      const title = Object.assign(document.createElement('span'), { className: 'rung-name', textContent: `${strength.level}. ${this.host.strengthName(strength)}` });
      const elo = Object.assign(document.createElement('span'), {
        className: 'rung-elo', textContent: measured ? say('elo', { elo: eloText(measured) }) : say('ladderUnknown'),
      });
      const bar = Object.assign(document.createElement('span'), { className: 'rung-bar' });
      bar.setAttribute('aria-hidden', 'true');
      const fill = document.createElement('span');
      fill.dataset.share = String(rungShare(measured, low, high));
      bar.append(fill);
      const words = Object.assign(document.createElement('span'), { className: 'rung-words', textContent: this.host.say(`level.${strength.level}`) + this.budgetWords(strength) });
      button.title = info.description;
      button.append(title, elo, bar, words);
      item.append(button);
      return item;
    });
    this.$('.ladder').replaceChildren(...rungs);
    const { file } = ladder;
    const note = file && file.totalGames ? say('ladderGamesNote', { ms: file.msPerMove, games: file.totalGames }) : file && say('ladderNote', { ms: file.msPerMove, games: file.gamesPerPair });
    this.$('.ladder-note').textContent = note || '';
    this.update();
  }

  /**
   * Draws the snapshot `state`: the settings in play, when they change; when only the weights
   * change (the worker is ready), their note in place, so edits in an open dialog stay.
   */
  render(state) {
    /** The snapshot drawn last: the dialog opens on its settings, the level notes name its weights. */
    this.drawn = state;
    if (state.ladder !== this.shownLadder) {
      this.shownLadder = state.ladder;
      this.fillLadder(state.ladder);
    }
    const settings = JSON.stringify(state.settings);
    if (settings !== this.shownSettings) {
      this.shownSettings = settings;
      this.show(state.settings);
    } else if (state.weights !== this.shownWeights) {
      this.update();
    }
    this.shownWeights = state.weights;
    if (state.sounds !== this.shownSounds) {
      this.shownSounds = state.sounds;
      this.$('.sounds').checked = state.sounds.on;
      this.$('.sounds-note').textContent = this.host.say(state.sounds.muted ? 'soundsMuted' : 'soundsNote');
    }
    if (state.ponder.on !== this.shownPonder) {
      this.shownPonder = state.ponder.on;
      this.$('.ponder').checked = state.ponder.on;
    }
  }

  /** Opens the dialog showing the current settings. */
  open() {
    if (this.drawn) this.show(this.drawn.settings);
    if (!this.dialog.open) this.dialog.showModal();
  }

  /** Shows `settings` in the form. */
  show(settings) {
    // A replay is left for a game played: the form offers the played modes only.
    this.$('.mode').value = PLAY_MODES.includes(settings.mode) ? settings.mode : 'pai';
    this.$('.level').value = strengthKey({ level: settings.level, positions: settings.positions });
    this.$('.white-level').value = strengthKey({ level: settings.whiteLevel, positions: settings.whitePositions });
    this.$('.color').value = settings.humanColor;
    if (!TIMES.includes(settings.ms) && ![...this.$('.ms').options].some((o) => Number(o.value) === settings.ms)) {
      this.$('.ms').append(Object.assign(document.createElement('option'), { value: settings.ms, textContent: this.host.say('ms', { ms: settings.ms }) }));
    }
    this.$('.ms').value = settings.ms;
    this.$('.coach').value = settings.coach;
    this.update();
  }

  /** Shows the fields the chosen mode needs, marks the chosen rung, describes the levels. */
  update() {
    const { say, levels } = this.host;
    const { setup } = MODE_TABLE[this.$('.mode').value];
    this.$('.color-field').hidden = !setup.color;
    this.$('.level-field').hidden = !setup.level;
    this.$('.ladder-section').hidden = !setup.level;
    this.$('.white-level-field').hidden = !setup.whiteLevel;
    // PAI's thinking time where PAI plays or hints; a note where the mode says how it is played.
    this.$('.ms-field').hidden = !setup.level && !MODE_TABLE[this.$('.mode').value].hints;
    this.$('.setup-note').hidden = !setup.note;
    this.$('.setup-note').textContent = setup.note ? say(setup.note) : '';
    this.$('.coach-setting').hidden = !MODE_TABLE[this.$('.mode').value].coaches;
    this.$('.level-caption').textContent = say(setup.levelCaption);
    for (const rung of this.dialog.querySelectorAll('.rung')) {
      rung.setAttribute('aria-pressed', String(rung.dataset.strength === this.$('.level').value));
    }
    const describe = (select) => {
      const strength = strengthOfKey(select.value);
      const level = strength && levels.find((l) => l.level === strength.level);
      if (!level) return '';
      const weights = this.drawn?.weights;
      // Which levels' weights are worth naming is the engine's rule (AgentSettings::source_for).
      const source = weights?.byLevel?.[level.level - 1] ?? null;
      // The engine's own description is in English; other languages have the plain words only.
      const description = say.language === 'en' ? level.description : say(`level.${level.level}`);
      return `${level.level}. ${this.host.strengthName(strength)}: ${description}${this.budgetWords(strength)}${source ? ` ${say('weightsNote', { source })}` : ''}`;
    };
    // PAI's level for each side it plays, named by the side where it plays both.
    const lines = setup.whiteLevel
      ? [`${say('side', { color: 'white' })}: ${describe(this.$('.white-level'))}`, `${say('side', { color: 'black' })}: ${describe(this.$('.level'))}`]
      : setup.level ? [describe(this.$('.level'))] : [];
    this.$('.level-description').textContent = lines.join(' ');
  }

  /** The settings chosen in the form. */
  settings() {
    const black = strengthOfKey(this.$('.level').value);
    const white = strengthOfKey(this.$('.white-level').value);
    return {
      mode: this.$('.mode').value,
      level: black.level,
      positions: black.positions,
      whiteLevel: white.level,
      whitePositions: white.positions,
      humanColor: this.$('.color').value,
      ms: Number(this.$('.ms').value),
      coach: this.$('.coach').value,
    };
  }
}
