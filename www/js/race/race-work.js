// The race to connect, for the controller (game-controller.js): whether it is shown (the
// player's toggle) and its figures for the position shown, each side's moves still needed and
// the cells of one of its shortest paths between the edges, as the engine counts them
// (`game.race()`, src/wasm/race.rs). Worked out when the position shown changes, while the race
// is on or the analysis shows it, and only where the mode shows it (modes/mode.js, `showsRace`).

export class RaceWork {
  /** @param {object} controller - the game controller: `state`, `update`, `mode()`, `shownGame()`. */
  constructor(controller) {
    this.controller = controller;
  }

  /** Turns the race on or off. */
  toggle() {
    this.controller.update({ raceOn: !this.controller.state.raceOn });
    this.refresh();
  }

  /**
   * Puts the race of the position shown into the store (`race`: `{record, white, black}`, each
   * side `{moves, cells}`, `moves` null when walled off) when it is wanted and not there yet;
   * drops it when it is not wanted.
   */
  refresh() {
    const controller = this.controller;
    const { raceOn, analysisOn, race } = controller.state;
    if (!(raceOn || analysisOn) || !controller.mode().showsRace) {
      if (race) controller.update({ race: null });
      return;
    }
    const shown = controller.shownGame();
    const record = shown.moves();
    if (race?.record === record) return;
    const { white, black } = shown.race();
    controller.update({ race: { record, white, black } });
  }
}
