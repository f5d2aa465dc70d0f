// The knight game's 8×8 board: draws the engine's cells() — a knight, a small × on an attacked
// empty square, or nothing — and the hints' marks on the squares that win, into a GridBoard, and
// labels each cell with its square's name and state.
import { GridBoard } from '../board/grid_board.js';

const SIZE = 8;
const KNIGHT = 1;   // cells() codes: 0 free, 1 knight, 2 attacked
const ATTACKED = 2;

export class KnightBoard {
  #grid;
  #strings;
  #names = [];
  #codes = [];

  constructor(element, strings) {
    this.#grid = new GridBoard(element, SIZE);
    this.#strings = strings;
  }

  // onSquareClick(square) hears every click, Enter or Space on a square.
  set onSquareClick(handler) { this.#grid.onCellClick = handler; }

  // Names the squares in the cells' labels, e.g. 'd5' for square 27 (the engine knows the names).
  setSquareNames(names) {
    this.#names = names;
  }

  // Draws the engine's 64 cell codes, without hint marks.
  draw(codes) {
    this.#codes = codes;
    codes.forEach((code, square) => {
      const cell = this.#grid.cells[square];
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
      const cell = this.#grid.cells[square];
      cell.classList.toggle('winning', winning.has(square));
      const label = code === KNIGHT ? 'cellKnight' : code === ATTACKED ? 'cellBlocked'
        : winning.has(square) ? 'cellWinning' : 'cellFree';
      cell.setAttribute('aria-label', this.#strings[label](this.#names[square] ?? String(square)));
    });
  }

  setUnavailable() {
    this.#grid.setUnavailable();
  }
}
