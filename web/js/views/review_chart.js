// The review's chart over the game, an SVG as wide as its box: Reversi's values as a line from
// Black's side (exact points filled, estimates hollow, a mark's point in its colour), or the
// knights' strip of who was winning at each ply (the first player's plies light, the second's
// dark, a blunder ringed); the ply shown marked by a line. A click goes to the ply under it. The
// chart is a picture (role img, labelled): the move list with its marks says the same in words.

const W = 480, H = 120, PAD = 8;
const SVG = 'http://www.w3.org/2000/svg';

/** @typedef {{ ply: number, value: number, exact: boolean, mark: string }} LinePoint  value: Black's */
/** @typedef {{ ply: number, first: boolean, blunder: boolean }} StripCell  first: the first player wins */

export class ReviewChart {
  #svg;
  #length = 0;

  /**
   * @param {SVGSVGElement} svg
   * @param {(ply: number) => void} onSelect
   */
  constructor(svg, onSelect) {
    this.#svg = svg;
    svg.setAttribute('viewBox', `0 0 ${W} ${H}`);  // style.css keeps its aspect, so points stay round
    svg.addEventListener('click', (event) => {
      const box = svg.getBoundingClientRect();
      const x = ((event.clientX - box.left) / box.width) * W;
      onSelect(Math.max(0, Math.min(this.#length, Math.round(((x - PAD) / (W - 2 * PAD)) * this.#length))));
    });
  }

  /** Empties the chart and hides it (no review). */
  clear() {
    this.#svg.replaceChildren();
    this.#svg.closest('[data-chart]')?.setAttribute('hidden', '');
  }

  /**
   * Reversi: the values known so far as a line over a game of length plies, the ply shown marked.
   * @param {LinePoint[]} points  by ply, ascending
   * @param {number} length
   * @param {number} ply
   */
  drawLine(points, length, ply) {
    const range = Math.max(16, ...points.map(({ value }) => Math.abs(value)));
    const y = (/** @type {number} */ value) => H / 2 - (value / range) * (H / 2 - PAD);
    const parts = [this.#shape('line', { x1: 0, x2: W, y1: H / 2, y2: H / 2, class: 'axis' })];
    if (points.length > 1) {
      parts.push(this.#shape('polyline', { points: points.map((p) => `${this.#x(p.ply, length)},${y(p.value)}`).join(' '), class: 'values' }));
    }
    for (const point of points) {
      const kind = point.mark === '??' ? ' blunder' : point.mark === '?' ? ' mistake' : point.mark === '?!' ? ' dubious' : '';
      parts.push(this.#shape('circle', { cx: this.#x(point.ply, length), cy: y(point.value), r: 3, class: `${point.exact ? 'exact' : 'estimate'}${kind}` }));
    }
    this.#show(parts, length, ply);
  }

  /**
   * Knights: who was winning at each ply known so far, the ply shown marked.
   * @param {StripCell[]} cells
   * @param {number} length
   * @param {number} ply
   */
  drawStrip(cells, length, ply) {
    const width = (W - 2 * PAD) / Math.max(1, length);
    const parts = cells.map(({ ply: at, first, blunder }) => this.#shape('rect', {
      x: this.#x(at, length) - width / 2, y: H / 2 - 20, width, height: 40, class: `${first ? 'first' : 'second'}${blunder ? ' blunder' : ''}`,
    }));
    this.#show(parts, length, ply);
  }

  /**
   * @param {SVGElement[]} parts
   * @param {number} length
   * @param {number} ply
   */
  #show(parts, length, ply) {
    this.#length = length;
    const at = this.#x(ply, length);
    parts.push(this.#shape('line', { x1: at, x2: at, y1: 0, y2: H, class: 'current' }));
    this.#svg.replaceChildren(...parts);
    this.#svg.closest('[data-chart]')?.removeAttribute('hidden');
  }

  /**
   * @param {number} ply
   * @param {number} length
   */
  #x(ply, length) {
    return PAD + (ply / Math.max(1, length)) * (W - 2 * PAD);
  }

  /**
   * @param {string} name
   * @param {Record<string, string | number>} attributes
   */
  #shape(name, attributes) {
    const shape = /** @type {SVGElement} */ (this.#svg.ownerDocument.createElementNS(SVG, name));
    for (const [key, value] of Object.entries(attributes)) shape.setAttribute(key, String(value));
    return shape;
  }
}
