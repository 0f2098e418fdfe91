// Thinking on the player's time (pondering), for the controller (game-controller.js): while a
// human is to move against PAI at level 11 or 12 (alone: never a strength limited to a number of
// positions a move), the search workers search the human's
// position with PAI's kept agent (its level-12 tree or level-11 table, src/wasm/kept_agents.rs)
// in short slices, the answers thrown away; PAI's next search, after the human's move, starts
// from what they found. The scheduler's lowest job: any other job (PAI's move first of all)
// replaces it after at most one slice, and without replacing the worker (job-scheduler.js,
// search-client.js). Only in a game against PAI (never PAI against PAI, two humans or a
// replay, so those games' moves never change), not while the analysis is on (it has the
// workers, on the same position), never in a hidden page, and not with the player's choice off
// (`ponder: {on, visible}` in the store; the element's pondering.js sets both).

import { modeOf } from '../modes/mode-table.js';
import { otherColor } from '../game/color.js';

/** Each slice of a ponder, in milliseconds: the longest PAI's move may wait for the worker. */
export const PONDER_SLICE_MS = 150;

export class PonderWork {
  /** @param {object} controller - the game controller: `state`, `game`, `scheduler`. */
  constructor(controller) {
    this.controller = controller;
    /** What is pondered now (`level record`), or null. */
    this.pondering = null;
    /** A ponder that ended by itself (the position is decided) or failed: not started again. */
    this.ended = null;
  }

  /** True if the worker keeps `level`'s search between moves (the wasm's `levels()`). */
  keepsSearch(level) {
    this.kept ??= new Set(this.controller.engine.levels().filter((info) => info.keepsSearch).map((info) => info.level));
    return this.kept.has(level);
  }

  /** What to ponder now (`{level, record}`), or null when PAI should not ponder. */
  wanted() {
    const { state, game } = this.controller;
    const { settings, ponder, analysisOn } = state;
    const mode = modeOf(settings);
    const humanToMove = mode.rated && game.winner() === null && mode.playerOf(settings, game.toMove()) === 'you';
    if (!ponder.on || !ponder.visible || analysisOn || !humanToMove) return null;
    const { level, positions } = mode.strengthOf(settings, otherColor(game.toMove()));
    // A limited strength never ponders: the tree it kept from the player's time would be search
    // beyond its budget of positions a move, and it would no longer play the same on every device.
    if (positions !== null || !this.keepsSearch(level)) return null;
    return { level, record: game.moves() };
  }

  /** Starts, keeps or stops the ponder after anything it depends on changed. */
  refresh() {
    const { scheduler } = this.controller;
    const wanted = this.wanted();
    const key = wanted && `${wanted.level} ${wanted.record}`;
    const running = scheduler.running === 'ponder';
    if (running && key === this.pondering) return;
    if (running) scheduler.cancel(['ponder']);
    if (!wanted || key === this.ended || !scheduler.canStart('ponder')) return;
    this.pondering = key;
    const stopped = () => {
      this.pondering = null;
      this.ended = key;
    };
    scheduler.start('ponder', { ...wanted, ms: PONDER_SLICE_MS }, {
      done: stopped,
      failed: stopped,
      cancelled: () => {
        this.pondering = null;
      },
    });
  }
}
