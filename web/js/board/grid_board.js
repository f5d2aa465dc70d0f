// A square board on the page: size×size cells in an ARIA grid — rows of gridcells, one tab stop,
// played by keyboard (grid_navigation.js) as well as by mouse or touch — whose clicks, Enter and
// Space reach onCellClick as cell numbers (0 = top-left, row-major). board_view.js draws a game
// into its cells; this is the only code that builds the board's DOM.
import { initGridNavigation } from './grid_navigation.js';

export class GridBoard {
  #element;
  #size = 0;
  /** @type {HTMLElement[]} */
  cells = [];

  /**
   * onCellClick(cell) is called for every click, Enter or Space on a cell, once a game is wired up.
   * @type {((cell: number) => void) | null}
   */
  onCellClick = null;

  // The board starts at the size its element's data-size gives, so that the page, not the
  // script, says how large the board is before any game (style.css sizes it by that attribute).
  /** @param {HTMLElement} element */
  constructor(element) {
    this.#element = element;
    element.addEventListener('click', (event) => {
      const cell = event.target instanceof Element ? event.target.closest('.cell') : null;
      if (cell instanceof HTMLElement && element.contains(cell)) this.onCellClick?.(Number(cell.dataset.square));
    });
    initGridNavigation(element, () => this.cells, () => this.#size, (/** @type {number} */ cell) => this.onCellClick?.(cell));
    this.resize(Number(element.dataset.size));
  }

  get size() { return this.#size; }

  /**
   * Builds the board afresh with size×size empty cells, checkered by (row + col) parity; style.css
   * sizes the grid by its data-size (an attribute, not a style: the strict CSP allows no inline style).
   * @param {number} size
   */
  resize(size) {
    this.#size = size;
    this.cells = [];
    const rows = Array.from({ length: size }, (_, row) => {
      const rowElement = document.createElement('div');
      rowElement.className = 'board-row';
      rowElement.setAttribute('role', 'row');
      for (let col = 0; col < size; col++) {
        const cell = document.createElement('div');
        cell.className = `cell ${(row + col) % 2 === 1 ? 'black' : 'white'}`;
        cell.dataset.square = String(row * size + col);
        cell.setAttribute('role', 'gridcell');
        this.cells.push(cell);
        rowElement.append(cell);
      }
      return rowElement;
    });
    this.#element.dataset.size = String(size);
    this.#element.replaceChildren(...rows);
    this.cells.forEach((cell, index) => { cell.tabIndex = index === 0 ? 0 : -1; });
  }

  // Marks the board as out of play (no engine to answer its clicks): the cells look inert.
  setUnavailable() {
    this.#element.classList.add('unavailable');
  }
}
