// The coach, for the controller (game-controller.js): with the `coach` setting on (`mistake` or
// `blunder`) in a mode that coaches (modes/mode.js, `coaches`: a human against PAI), the human's
// move is judged in the search worker before PAI answers it, by the engine's rule
// (`game.coachMove`: the review's verdict against the best move of one search, bounded by the
// game's thinking time and `COACH_NODES` positions; the reply that punishes the move; whether
// the move reaches the threshold or walked into a forced loss). A move bad enough stops the
// game: the store's `coach` says so and holds the reply, which the board marks without playing
// it; Take back restores the position before the move exactly (the game, the redo list, the
// hint and the message line: the game has no clocks), Play on lets PAI answer. Nothing here
// judges a move.

import { otherColor } from '../game/color.js';

/** The most positions one judgement searches (about a third of a second on a desktop). */
export const COACH_NODES = 100_000;

export class CoachWork {
  /**
   * @param {object} controller - the game controller: `state`, `update`, `mode()`, `scheduler`,
   *   `maybeLetPaiMove()`, `takeBackLastMove()`, `tell`, `say`.
   */
  constructor(controller) {
    this.controller = controller;
    /** The move the coach let through (`threshold|record`): judged fine, or played on. */
    this.passed = null;
  }

  get state() {
    return this.controller.state;
  }

  /**
   * The human's move PAI is about to answer, if the coach is to judge it: `{before, move,
   * threshold, record}` (`before` the record before the move, `record` the game's), else null.
   */
  candidate() {
    const { settings, game } = this.state;
    const mode = this.controller.mode();
    if (!mode.coaches || settings.coach === 'off' || game.winner !== null || !game.moves.length) return null;
    if (mode.playerOf(settings, game.toMove) !== 'pai' || mode.playerOf(settings, otherColor(game.toMove)) !== 'you') return null;
    return { before: game.moves.slice(0, -1).join(' '), move: game.moves.at(-1), threshold: settings.coach, record: game.record };
  }

  /** Drops a stop or a judgement that no longer stands (the game or the setting changed). */
  refresh() {
    const { coach } = this.state;
    if (!coach) return;
    const candidate = this.candidate();
    if (!candidate || candidate.record !== coach.record || candidate.threshold !== coach.threshold) {
      this.controller.scheduler.cancel(['coach']);
      if (this.state.coach) this.controller.update({ coach: null });
    }
  }

  /**
   * Whether PAI must wait for the coach before its move (the controller asks first): a human's
   * move not judged yet is sent to the worker; one judged bad waits for the player's choice.
   */
  holds() {
    this.refresh();
    const candidate = this.candidate();
    if (!candidate || this.passed === `${candidate.threshold}|${candidate.record}`) return false;
    if (this.state.coach) return true;
    this.judge(candidate);
    return true;
  }

  /** Asks the worker to judge the move (a job of the scheduler, before PAI's move). */
  judge({ before, move, threshold, record }) {
    const key = `${threshold}|${record}`;
    const coach = { phase: 'judging', record, threshold, move };
    this.controller.update({ coach });
    const current = () => this.state.coach?.record === record && this.state.coach.threshold === threshold;
    this.controller.scheduler.start('coach', { record: before, move, threshold, ms: this.state.settings.ms, nodes: COACH_NODES }, {
      done: (found) => {
        if (!current()) return;
        if (!found.stops) {
          this.letThrough(key);
          return;
        }
        this.controller.update({
          coach: {
            ...coach, phase: 'stopped', verdict: found.verdict, loss: found.loss, best: found.best, reply: found.reply,
            walkedIntoLoss: found.walkedIntoLoss, missedWin: found.missedWin,
          },
        });
      },
      failed: (error) => {
        if (!current()) return;
        // PAI answers; the player is told the coach could not look (PAI's own trouble is its job's).
        this.letThrough(key);
        this.controller.addNote(this.controller.say('coachFailed', { reason: error?.message ?? String(error) }));
      },
      cancelled: () => {
        if (current()) this.controller.update({ coach: null });
      },
    });
  }

  /** The move stands: PAI answers it. */
  letThrough(key) {
    this.passed = key;
    if (this.state.coach) this.controller.update({ coach: null });
    this.controller.maybeLetPaiMove();
  }

  /** Play on: the stopped move stands, PAI answers. */
  playOn() {
    const { coach } = this.state;
    if (coach?.phase !== 'stopped') return;
    this.letThrough(`${coach.threshold}|${coach.record}`);
  }

  /** Take back: the position before the stopped move, exactly as it was. */
  takeBack() {
    const { coach, game } = this.state;
    if (coach?.phase !== 'stopped' || game.record !== coach.record) return;
    this.controller.update({ coach: null });
    this.controller.takeBackLastMove();
  }
}
