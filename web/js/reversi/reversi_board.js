// The Reversi board's look on the shared BoardView, 8×8 or 6×6: the engine's cell codes drawn as
// black or white discs, a dot on each legal square of the player to move, a red dot on the last
// disc played, the moves' values when they are on (reversi_values.js), and each cell's label in the page's language (「d3 空き 置ける」, "e6 white, last move").
import { BoardView } from '../board/board_view.js';
import { lessonNotes } from '../views/mistake_trainer_view.js';

/**
 * @param {import('../board/grid_board.js').GridBoard} grid
 * @param {import('../engine/reversi_engine.mjs').ReversiEngine} engine  its CELL codes
 * @param {import('../shell/i18n.js').Strings} strings
 */
export function createReversiBoard(grid, { CELL }, strings) {
  return new BoardView(grid, {
    pieces: {
      [CELL.EMPTY]: { label: strings.cellEmpty },
      [CELL.BLACK]: { label: strings.cellBlack, className: 'disc-black' },
      [CELL.WHITE]: { label: strings.cellWhite, className: 'disc-white' },
    },
    marks: {
      legal: { label: strings.markLegal, className: 'legal' },
      last: { label: strings.markLastMove, className: 'last' },
      best: { label: strings.markBest, className: 'best' },
    },
    notes: {
      exact: { label: strings.valueExact, className: 'exact' },
      estimate: { label: strings.valueEstimate, className: 'estimate' },
      ...lessonNotes(strings),
    },
  });
}
