// What Reversi adds to the game's review (play/game_review.js): each move's mark (?? ? ?!), the
// chart of the values from Black's side, and at the position shown the best move marked on the
// board and, in words, the mover's value of the best move and of the move played — exact, or an
// estimate said so.
import { valueText } from './reversi_values.js';

const KINDS = /** @type {Record<string, string>} */ ({ '??': 'blunder', '?': 'mistake', '?!': 'dubious' });

/**
 * @param {object} parts
 * @param {import('../engine/reversi_engine.mjs').ReversiEngine} parts.engine
 * @param {import('../board/board_view.js').BoardView} parts.board
 * @param {import('../play/review_chart.js').ReviewChart} parts.chart
 * @param {import('../shell/i18n.js').Strings} parts.strings
 * @returns {import('../play/game_review.js').ReviewLook}
 */
export function reversiReviewLook({ engine: { SIDE, PASS }, board, chart, strings }) {
  return {
    mark: (/** @type {import('../engine/reversi_engine.mjs').TurnReview} */ turn) => (turn.mark ? { text: turn.mark, kind: KINDS[turn.mark] } : null),
    drawAt: ({ names }, /** @type {import('../engine/reversi_engine.mjs').TurnReview} */ turn) => {
      if (turn.best === PASS) return strings.reviewEnd(valueText(turn.value));
      board.mark('best', [turn.best]);
      const best = strings.reviewBest(names[turn.best], valueText(turn.value), turn.exact);
      return turn.played === PASS ? best : `${best}${strings.reviewPlayed(names[turn.played], valueText(turn.playedValue), turn.playedExact)}`;
    },
    chart: (turns, shown) => {
      if (!turns.length || !shown) return chart.clear();
      const known = /** @type {import('../engine/reversi_engine.mjs').TurnReview[]} */ (turns.filter(Boolean));
      chart.drawLine(known.map(({ ply, toMove, value, exact, mark }) => ({ ply, value: toMove === SIDE.BLACK ? value : -value, exact, mark })),
        shown.state.length, shown.state.ply);
    },
  };
}
