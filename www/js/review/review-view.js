// Game review: PAI replays the game so far (finished or not) in the search worker and values
// every move in the position it was played in; this panel shows the progress (with Stop), each
// player's accuracy, the verdict on every move (best, good, inaccuracy, mistake, blunder, by the
// thresholds stated beside them) and White's chance to win over the game as an inline SVG chart.
// A move or a point of the chart opens the position after that move. It draws the snapshot's
// review, whose figures the engine computed (review-work.js, the engine's `reviewSummary`).

const SVG = 'http://www.w3.org/2000/svg';
const WIDTH = 300;
const HEIGHT = 70;

const TEMPLATE = (say) => `
  <section class="review panel" aria-labelledby="review-title" part="review panel">
    <h2 id="review-title">${say('reviewTitle')}</h2>
    <p class="review-state" role="status" aria-live="polite"></p>
    <button type="button" class="action stop-review" part="button stop-review">${say('stopReview')}</button>
    <div class="review-mistakes-slot" hidden></div>
    <p class="accuracy"><span class="accuracy-white"></span> · <span class="accuracy-black"></span></p>
    <p class="help">${say('accuracyHelp')}</p>
    <figure class="chart-figure">
      <svg class="chart" part="chart" viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img" aria-label="${say('chartTitle')}"></svg>
      <figcaption>${say('chartTitle')}</figcaption>
    </figure>
    <p class="help verdict-legend">${say('verdictLegend')}</p>
    <ol class="review-moves"></ol>
  </section>`;

function svgElement(name, attributes) {
  const element = document.createElementNS(SVG, name);
  for (const [key, value] of Object.entries(attributes)) element.setAttribute(key, String(value));
  return element;
}

export class ReviewView {
  /**
   * @param {HTMLElement} slot - receives the review panel.
   * @param {object} host - the game element: `say`, and `controller` for Stop and the positions.
   */
  constructor(slot, host) {
    this.slot = slot;
    this.host = host;
    slot.innerHTML = TEMPLATE(host.say);
    this.$ = (selector) => slot.querySelector(selector);
    this.$('.stop-review').addEventListener('click', () => host.controller.stopReview());
    this.$('.review-moves').addEventListener('click', (event) => {
      const button = event.target.closest('button[data-ply]');
      if (button) host.controller.showPly(Number(button.dataset.ply));
    });
    this.$('.chart').addEventListener('click', (event) => {
      const point = event.target.closest('[data-ply]');
      if (point) host.controller.showPly(Number(point.dataset.ply));
    });
    this.drawn = null;
  }

  /** Draws the snapshot `state`. */
  render(state) {
    const say = this.host.say;
    const { review } = state;
    this.slot.hidden = !review;
    if (!review) {
      this.drawn = null;
      return;
    }
    const done = review.steps.length;
    const total = review.total;
    const played = state.game.ply;
    const key = `${review.record}|${done}|${review.running}|${state.shown.viewPly}|${played}`;
    if (key === this.drawn) return;
    this.drawn = key;
    const text = review.running ? say('reviewProgress', { done, total })
      : review.stopped ? say('reviewStopped', { done, total }) : say('reviewDone');
    // Reviewed mid-game, and the game has gone on since: the review is of its first moves.
    this.$('.review-state').textContent = played > total ? `${text} ${say('reviewEarlier', { total })}` : text;
    this.$('.stop-review').hidden = !review.running;
    const { summary } = review;
    this.$('.accuracy-white').textContent = say('accuracy', { color: 'white', value: summary.accuracy.white });
    this.$('.accuracy-black').textContent = say('accuracy', { color: 'black', value: summary.accuracy.black });
    const section = this.slot.querySelector('.review');
    section.dataset.accuracyWhite = summary.accuracy.white?.toFixed(1) ?? '';
    section.dataset.accuracyBlack = summary.accuracy.black?.toFixed(1) ?? '';
    section.dataset.record = review.record;
    const shown = state.shown.viewPly ?? played;
    this.drawChart(summary.white, shown);
    this.$('.review-moves').replaceChildren(...summary.moves.map((move) => {
      const item = document.createElement('li');
      const button = Object.assign(document.createElement('button'), {
        type: 'button',
        className: `reviewed verdict-${move.verdict}`,
        textContent: say('reviewMove', { ...move, color: move.player, verdict: say(`verdict.${move.verdict}`) }),
      });
      // The figures behind the verdict, for scripts and tests: the best move, the mover's chance
      // with it and after the move played.
      Object.assign(button.dataset, { ply: move.ply, verdict: move.verdict, move: move.move, best: move.best, before: move.before, after: move.after });
      if (move.missedWin) button.dataset.missedWin = move.missedWin;
      if (move.walkedIntoLoss) button.dataset.walkedIntoLoss = move.walkedIntoLoss;
      if (move.ply === shown) button.setAttribute('aria-current', 'step');
      item.append(button);
      return item;
    }));
  }

  /** White's chance after each ply as a line, a dot per valued position, the shown one ringed. */
  drawChart(white, shownPly) {
    const chart = this.$('.chart');
    const plies = Math.max(1, white.length - 1);
    const x = (ply) => (WIDTH * ply) / plies;
    const y = (p) => HEIGHT * (1 - p);
    const parts = [
      svgElement('rect', { class: 'chart-black', x: 0, y: 0, width: WIDTH, height: HEIGHT }),
      svgElement('line', { class: 'chart-middle', x1: 0, y1: HEIGHT / 2, x2: WIDTH, y2: HEIGHT / 2 }),
    ];
    const points = white.map((p, ply) => (p === null ? null : [x(ply), y(p)])).filter(Boolean);
    if (points.length) {
      const area = `0,${HEIGHT} ${points.map(([px, py]) => `${px},${py}`).join(' ')} ${points[points.length - 1][0]},${HEIGHT}`;
      parts.push(svgElement('polygon', { class: 'chart-white', points: area }));
      parts.push(svgElement('polyline', { class: 'chart-line', points: points.map(([px, py]) => `${px},${py}`).join(' ') }));
    }
    white.forEach((p, ply) => {
      if (p === null) return;
      const label = ply === 0 ? this.host.say('chartStart', { p }) : this.host.say('chartPoint', { ply, p });
      const dot = svgElement('circle', { class: ply === shownPly ? 'chart-point shown' : 'chart-point', cx: x(ply), cy: y(p), r: 3.5 });
      dot.dataset.ply = String(ply);
      dot.append(svgElement('title', {}));
      dot.firstChild.textContent = label;
      parts.push(dot);
    });
    chart.replaceChildren(...parts);
  }
}
