// The 8×8 board: 64 cells drawn from the engine's cells() and clicks forwarded as square numbers
// (0 = top-left, row-major), the only part of the game that touches the board's DOM.
const SIZE = 8;
const KNIGHT = 1;   // cells() codes: 0 free, 1 knight, 2 attacked
const ATTACKED = 2;

export class BoardView {
  #element;
  #cells = [];

  // onSquareClick(square) is called for every click on a cell, once the game is wired up.
  onSquareClick = null;

  constructor(element) {
    this.#element = element;
    for (let square = 0; square < SIZE * SIZE; square++) {
      const cell = document.createElement('div');
      const dark = (Math.floor(square / SIZE) + (square % SIZE)) % 2 === 1;
      cell.className = `cell ${dark ? 'black' : 'white'}`;
      cell.dataset.square = String(square);
      this.#cells.push(cell);
    }
    element.replaceChildren(...this.#cells);
    element.addEventListener('click', (event) => {
      const cell = event.target.closest('.cell');
      if (cell) this.onSquareClick?.(Number(cell.dataset.square));
    });
  }

  // Draws the engine's 64 cell codes: a knight, a small × on an attacked empty square, or nothing.
  draw(codes) {
    codes.forEach((code, square) => {
      const cell = this.#cells[square];
      cell.textContent = code === KNIGHT ? '♞' : code === ATTACKED ? '×' : '';
      cell.classList.toggle('forbidden', code === ATTACKED);
    });
  }

  // Marks the board as out of play (no engine to answer its clicks): the cells look inert.
  setUnavailable() {
    this.#element.classList.add('unavailable');
  }
}
