// What the knight game adds to its review (play/game_review.js): ?? on a move that threw a won
// position away, the strip of who was winning at each ply, each side's wins thrown away and whether
// it played perfectly; at a move shown, its own review — at a blunder the winning squares there
// were, marked on the board, else whether it kept a win or came in a lost position; and for a
// second try at a blunder, the winning squares and the line.
import { summaryTable } from '../views/review_summary_view.js';

/** @typedef {import('../engine/knights_engine.mjs').KnightTurn} KnightTurn */

/**
 * @param {object} parts
 * @param {import('../engine/knights_engine.mjs').KnightsEngine} parts.engine
 * @param {import('../board/board_view.js').BoardView} parts.board
 * @param {import('../views/review_chart.js').ReviewChart} parts.chart
 * @param {import('../shell/i18n.js').Strings} parts.strings
 * @returns {import('../play/game_review.js').ReviewLook}
 */
export function knightReviewLook({ engine: { SIDE }, board, chart, strings }) {
  const sideName = (/** @type {number} */ side) => (side === SIDE.FIRST ? strings.firstPlayer : strings.secondPlayer);
  const squares = (/** @type {number[]} */ cells, /** @type {string[]} */ names) => cells.map((cell) => names[cell]).join(' ');
  return {
    mark: (/** @type {KnightTurn} */ turn) => (turn.mark ? { text: turn.mark, kind: 'blunder' } : null),
    explain: ({ names, state: { ply } }, /** @type {KnightTurn[]} */ turns) => {
      if (ply === 0) return turns[0] ? strings.reviewWinner(sideName(turns[0].winner)) : '';
      const turn = turns[ply - 1];
      if (!turn) return '';
      const head = strings.reviewMove(ply, `${names[turn.played]}${turn.mark}`, sideName(turn.toMove));
      if (!turn.mark) return `${head} ${turn.won ? strings.reviewKept : strings.reviewLostAnyway}`;
      board.mark('winning', turn.winning);
      return `${head} ${strings.reviewThrownAway(turn.winning.length ? squares(turn.winning, names) : '…')}`;
    },
    chart: (turns, shown) => {
      if (!turns.length || !shown) return chart.clear();
      const known = /** @type {KnightTurn[]} */ (turns.filter(Boolean));
      chart.drawStrip(known.map(({ ply, winner, mark }) => ({ ply, first: winner === SIDE.FIRST, blunder: mark !== '' })), shown.state.length, shown.state.ply);
    },
    summary: (sides, { humanSide }) => summaryTable({
      head: [strings.summaryThrown, strings.summaryVerdict], order: [SIDE.FIRST, SIDE.SECOND], sides, humanSide, nameOf: sideName, you: strings.summaryYou,
      cellsOf: (/** @type {SideSummary} */ side) => [String(side.lost), side.perfect ? strings.summaryPerfect : '—'],
    }),
    lesson: {
      answerMark: 'winning',
      sideName,
      good: (/** @type {KnightTurn} */ turn) => turn.winning,
      judge: (/** @type {KnightTurn} */ turn, cell, names) => (turn.winning.includes(cell) ? strings.learnWins : strings.learnLoses)(names[cell]),
      answer: (/** @type {KnightTurn} */ turn, names) => strings.learnAnswer(squares(turn.winning, names)),
    },
  };
}
