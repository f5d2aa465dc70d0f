// The knight board's look on the shared BoardView: the engine's cell codes drawn as a knight (♞),
// a small × on an attacked free square, or nothing; the hints' ring on a winning square; each
// cell's label in the page's language (「d5 ナイト」, "e4 free, winning move").
import { BoardView } from '../board/board_view.js';

/**
 * @param {import('../board/grid_board.js').GridBoard} grid
 * @param {import('../engine/knights_engine.mjs').KnightsEngine} engine  its CELL codes
 * @param {import('../shell/i18n.js').Strings} strings
 */
export function createKnightBoard(grid, { CELL }, strings) {
  return new BoardView(grid, {
    pieces: {
      [CELL.FREE]: { label: strings.cellFree },
      [CELL.KNIGHT]: { label: strings.cellKnight, text: '♞' },
      [CELL.ATTACKED]: { label: strings.cellBlocked, text: '×', className: 'forbidden' },
    },
    marks: { winning: { label: strings.markWinning, className: 'winning' } },
  });
}
