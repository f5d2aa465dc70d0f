// The 8×8 board: 64 cells drawn from the engine's cells() and clicks forwarded as square numbers
// (0 = top-left, row-major), the only part of the game that touches the board's DOM. It is an ARIA
// grid — rows of gridcells, each labelled with its square's name and state — played by keyboard
// through grid_navigation.js as well as by mouse or touch. Hints mark the squares that win.
import { initGridNavigation } from './grid_navigation.js';

const SIZE = 8;
const KNIGHT = 1;   // cells() codes: 0 free, 1 knight, 2 attacked
const ATTACKED = 2;

export class BoardView {
  #element;
  #strings;
  #cells = [];
  #names = [];
  #codes = [];

  // onSquareClick(square) is called for every click, Enter or Space on a cell, once the game is wired up.
  onSquareClick = null;

  constructor(element, strings) {
    this.#element = element;
    this.#strings = strings;
    // The rows exist for assistive technology; style.css lets the cells lay out as the grid's items.
    const rows = Array.from({ length: SIZE }, (_, row) => {
      const rowElement = document.createElement('div');
      rowElement.className = 'board-row';
      rowElement.setAttribute('role', 'row');
      for (let col = 0; col < SIZE; col++) rowElement.append(this.#makeCell(row, col));
      return rowElement;
    });
    element.replaceChildren(...rows);
    element.addEventListener('click', (event) => {
      const cell = event.target.closest('.cell');
      if (cell) this.onSquareClick?.(Number(cell.dataset.square));
    });
    initGridNavigation(element, this.#cells, SIZE, (square) => this.onSquareClick?.(square));
  }

  #makeCell(row, col) {
    const cell = document.createElement('div');
    cell.className = `cell ${(row + col) % 2 === 1 ? 'black' : 'white'}`;
    cell.dataset.square = String(row * SIZE + col);
    cell.setAttribute('role', 'gridcell');
    this.#cells.push(cell);
    return cell;
  }

  // Names the squares in the cells' labels, e.g. 'd5' for square 27 (the engine knows the names).
  setSquareNames(names) {
    this.#names = names;
  }

  // Draws the engine's 64 cell codes: a knight, a small × on an attacked empty square, or nothing;
  // without hint marks.
  draw(codes) {
    this.#codes = codes;
    codes.forEach((code, square) => {
      const cell = this.#cells[square];
      cell.textContent = code === KNIGHT ? '♞' : code === ATTACKED ? '×' : '';
      cell.classList.toggle('forbidden', code === ATTACKED);
    });
    this.markWinning([]);
  }

  // Marks the given free squares as winning moves (a ring drawn by style.css, and the cells'
  // labels say so) and unmarks all others.
  markWinning(squares) {
    const winning = new Set(squares);
    this.#codes.forEach((code, square) => {
      const cell = this.#cells[square];
      cell.classList.toggle('winning', winning.has(square));
      const label = code === KNIGHT ? 'cellKnight' : code === ATTACKED ? 'cellBlocked'
        : winning.has(square) ? 'cellWinning' : 'cellFree';
      cell.setAttribute('aria-label', this.#strings[label](this.#names[square] ?? String(square)));
    });
  }

  // Marks the board as out of play (no engine to answer its clicks): the cells look inert.
  setUnavailable() {
    this.#element.classList.add('unavailable');
  }
}
