// The replay's controls under the board (`mode="replay"`): first, previous, play or pause, next
// and last, the position shown in words ("Move 3 of 24: White g5*"), and, for a record the
// engine refused, why (the engine's own words folded under it). It draws the snapshot's
// `replay` and `shown` (store.js) and calls the controller's replay (replay-work.js); the keys
// (Left, Right, Home, End) are the element's (pathwayz-game.js), which calls the same.

import { REPLAY_MODE } from '../modes/replay.js';
import { modeOf } from '../modes/mode-table.js';
import { problemContent, showProblem } from '../panel/problem.js';

/** The buttons that step (`replay-NAME` asks the replay to go to NAME). */
const STEPS = ['first', 'previous', 'next', 'last'];

/** The replay's step each key asks for. */
export const REPLAY_KEYS = Object.freeze({ ArrowLeft: 'previous', ArrowRight: 'next', Home: 'first', End: 'last' });

const TEMPLATE = (say) => `
  <div class="replay" role="group" aria-label="${say('replayControls')}" part="replay">
    <div class="replay-buttons">
      <button type="button" class="action replay-first" part="button replay-first" aria-keyshortcuts="Home" title="${say('replayFirst')}"><span aria-hidden="true">|◀</span><span class="visually-hidden">${say('replayFirst')}</span></button>
      <button type="button" class="action replay-previous" part="button replay-previous" aria-keyshortcuts="ArrowLeft" title="${say('replayPrevious')}"><span aria-hidden="true">◀</span><span class="visually-hidden">${say('replayPrevious')}</span></button>
      <button type="button" class="action replay-play" part="button replay-play">${say('replayPlay')}</button>
      <button type="button" class="action replay-next" part="button replay-next" aria-keyshortcuts="ArrowRight" title="${say('replayNext')}"><span aria-hidden="true">▶</span><span class="visually-hidden">${say('replayNext')}</span></button>
      <button type="button" class="action replay-last" part="button replay-last" aria-keyshortcuts="End" title="${say('replayLast')}"><span aria-hidden="true">▶|</span><span class="visually-hidden">${say('replayLast')}</span></button>
    </div>
    <p class="replay-position" part="replay-position" aria-live="polite"></p>
    <p class="help replay-help">${say('replayHelp')}</p>
    <div class="problem replay-problem" role="alert" part="replay-problem" hidden>${problemContent('replay', say)}
    </div>
  </div>`;

export class ReplayView {
  /**
   * @param {HTMLElement} slot - receives the controls.
   * @param {object} host - the game element: `say`, and `controller` for the replay.
   */
  constructor(slot, host) {
    this.slot = slot;
    this.host = host;
    slot.innerHTML = TEMPLATE(host.say);
    this.$ = (selector) => slot.querySelector(selector);
    for (const name of STEPS) this.$(`.replay-${name}`).addEventListener('click', () => host.controller.replay.go(name));
    this.$('.replay-play').addEventListener('click', () => host.controller.replay.toggle());
    this.drawn = null;
  }

  /** Draws the snapshot `state`. */
  render(state) {
    const on = modeOf(state.settings) === REPLAY_MODE;
    this.slot.hidden = !on;
    if (!on) {
      this.drawn = null;
      return;
    }
    const { replay, game, shown } = state;
    const ply = shown.viewPly ?? game.ply;
    const key = `${game.record}|${ply}|${replay.playing}|${replay.problem?.text}|${replay.problem?.detail}`;
    if (key === this.drawn) return;
    this.drawn = key;
    const say = this.host.say;
    const total = game.ply;
    const problem = replay.problem;
    showProblem(this.slot, 'replay', problem);
    this.$('.replay-buttons').hidden = Boolean(problem);
    this.$('.replay-help').hidden = Boolean(problem) || total === 0;
    // aria-disabled, not disabled: a button that keeps the focus at the end of the game keeps
    // the keys working (a press there changes nothing).
    const unavailable = { first: ply === 0, previous: ply === 0, next: ply >= total, last: ply >= total, play: total === 0 };
    for (const [name, off] of Object.entries(unavailable)) this.$(`.replay-${name}`).setAttribute('aria-disabled', String(off));
    this.$('.replay-play').textContent = say(replay.playing ? 'replayPause' : 'replayPlay');
    const position = this.$('.replay-position');
    position.hidden = Boolean(problem);
    position.textContent = total === 0 ? say('replayEmpty')
      : ply === 0 ? say('replayStart', { total })
        : say('replayAt', { ply, total, color: ply % 2 ? 'white' : 'black', move: game.moves[ply - 1] });
    const root = this.slot.querySelector('.replay');
    root.dataset.ply = String(ply);
    root.dataset.playing = String(replay.playing);
  }
}
