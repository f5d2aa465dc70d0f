// The Reversi board, 8×8 or 6×6: draws the engine's cells() as discs into a GridBoard, with a dot
// on each legal square of the player to move and a red dot on the last disc played, and labels
// each cell with its square's name and state. Also the disc counts under the board.
import { GridBoard } from '../board/grid_board.js';

const BLACK = 1;  // cells() codes: 0 empty, 1 black, 2 white
const WHITE = 2;

export class ReversiBoard {
  #grid;
  #counts;
  #strings;

  // counts: { black, white } elements for the disc counts.
  constructor(element, counts, strings) {
    this.#grid = new GridBoard(element, 8);
    this.#counts = counts;
    this.#strings = strings;
  }

  // onSquareClick(cell) hears every click, Enter or Space on a cell.
  set onSquareClick(handler) { this.#grid.onCellClick = handler; }

  // Draws { codes, names, legal: [cell…], lastMove: cell or -1, counts: [black, white],
  // humanSide: 0, 1 or null for two players }; a board of another size is rebuilt first.
  draw({ codes, names, legal, lastMove, counts, humanSide }) {
    const size = Math.round(Math.sqrt(codes.length));
    if (size !== this.#grid.size) this.#grid.resize(size);
    const legalSet = new Set(legal);
    const s = this.#strings;
    codes.forEach((code, index) => {
      const cell = this.#grid.cells[index];
      cell.classList.toggle('disc-black', code === BLACK);
      cell.classList.toggle('disc-white', code === WHITE);
      cell.classList.toggle('legal', legalSet.has(index));
      cell.classList.toggle('last', index === lastMove);
      const label = code === BLACK ? s.cellBlack(names[index]) : code === WHITE ? s.cellWhite(names[index])
        : legalSet.has(index) ? s.cellLegal(names[index]) : s.cellEmpty(names[index]);
      cell.setAttribute('aria-label', index === lastMove ? s.cellLastMove(label) : label);
    });
    this.#counts.black.textContent = s.discCount(s.black, counts[0], humanSide === 0);
    this.#counts.white.textContent = s.discCount(s.white, counts[1], humanSide === 1);
  }

  setUnavailable() {
    this.#grid.setUnavailable();
  }
}
