// What the knight game adds to its review (play/game_review.js): ?? on a move that threw a won
// position away, the strip of who was winning at each ply, and at the position shown whether the
// side to move wins — at a blunder, with the winning squares there were, marked on the board.

/**
 * @param {object} parts
 * @param {import('../engine/knights_engine.mjs').KnightsEngine} parts.engine
 * @param {import('../board/board_view.js').BoardView} parts.board
 * @param {import('../play/review_chart.js').ReviewChart} parts.chart
 * @param {import('../shell/i18n.js').Strings} parts.strings
 * @returns {import('../play/game_review.js').ReviewLook}
 */
export function knightReviewLook({ engine: { SIDE }, board, chart, strings }) {
  return {
    mark: (/** @type {import('../engine/knights_engine.mjs').KnightTurn} */ turn) => (turn.mark ? { text: turn.mark, kind: 'blunder' } : null),
    drawAt: ({ names }, /** @type {import('../engine/knights_engine.mjs').KnightTurn} */ turn) => {
      const side = turn.winner === SIDE.FIRST ? strings.firstPlayer : strings.secondPlayer;
      if (!turn.mark) return strings.reviewWinner(side);
      board.mark('winning', turn.winning);
      return `${strings.reviewWinner(side)} ${strings.reviewThrownAway(turn.winning.map((square) => names[square]).join(' '))}`;
    },
    chart: (turns, shown) => {
      if (!turns.length || !shown) return chart.clear();
      const known = /** @type {import('../engine/knights_engine.mjs').KnightTurn[]} */ (turns.filter(Boolean));
      chart.drawStrip(known.map(({ ply, winner, mark }) => ({ ply, first: winner === SIDE.FIRST, blunder: mark !== '' })), shown.state.length, shown.state.ply);
    },
  };
}
