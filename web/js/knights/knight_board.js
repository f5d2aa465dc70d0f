// The knight board's look on the shared BoardView: the engine's cell codes drawn as a knight (♞),
// a small × on an attacked free square, or nothing; a small mark on the AI's knights (between two
// players, the second player's) and on the last knight placed; the hints' ring on a winning
// square, a dashed one on a best try; each cell's label in the page's language (「d5 ナイト AI 直前の手」,
// "e4 free, winning move").
import { BoardView } from '../board/board_view.js';
import { lessonNotes } from '../views/mistake_trainer_view.js';

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
    marks: {
      computer: { label: strings.markComputer, className: 'computer' },
      second: { label: strings.markSecond, className: 'second' },  // between two players
      last: { label: strings.markLastMove, className: 'last' },
      winning: { label: strings.markWinning, className: 'winning' },
      try: { label: strings.markTry, className: 'try' },
    },
    notes: lessonNotes(strings),
  });
}
