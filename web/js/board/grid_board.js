// A square board on the page: SIZE×SIZE cells in an ARIA grid — rows of gridcells, one tab stop,
// played by keyboard (grid_navigation.js) as well as by mouse or touch — whose clicks, Enter and
// Space reach onCellClick as square numbers (0 = top-left, row-major). The games' board views draw
// into its cells; this is the only code that builds the board's DOM.
import { initGridNavigation } from './grid_navigation.js';

export class GridBoard {
  #element;
  #size = 0;
  cells = [];

  // onCellClick(cell) is called for every click, Enter or Space on a cell, once a game is wired up.
  onCellClick = null;

  constructor(element, size) {
    this.#element = element;
    element.addEventListener('click', (event) => {
      const cell = event.target.closest('.cell');
      if (cell && element.contains(cell)) this.onCellClick?.(Number(cell.dataset.square));
    });
    initGridNavigation(element, () => this.cells, () => this.#size, (cell) => this.onCellClick?.(cell));
    this.resize(size);
  }

  get size() { return this.#size; }

  // Builds the board afresh with size×size empty cells, checkered by (row + col) parity; style.css
  // sizes the grid by its data-size (an attribute, not a style: the strict CSP allows no inline style).
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
