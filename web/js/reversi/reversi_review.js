// What Reversi adds to the game's review (play/game_review.js): each move's mark (?? ? ?!), the
// chart of the values from Black's side, each side's marks, loss a move and accuracy; at a move
// shown, its own review — the better moves marked on the board and, in words, their value against
// the move played's (exact, or an estimate said so); and for a second try at a mistake, the moves
// within a disc of the best, each try's value and the answer; a move that reached a named opening says so.
import { summaryTable } from '../views/review_summary_view.js';
import { openingNames } from './opening_line.js';
import { valueText } from './reversi_values.js';

const KINDS = /** @type {Record<string, string>} */ ({ '??': 'blunder', '?': 'mistake', '?!': 'dubious' });

/** @typedef {import('../engine/reversi_engine.mjs').TurnReview} TurnReview */

/**
 * The best moves of a position: those of the best value when every move was valued (as exact as
 * the best), else the review's one.
 * @param {TurnReview} turn
 */
const bestMoves = ({ values, best }) =>
  values.length ? values.filter(({ score, exact }) => score === values[0].score && exact === values[0].exact).map(({ move }) => move) : [best];

/**
 * @param {object} parts
 * @param {import('../engine/reversi_engine.mjs').ReversiEngine} parts.engine
 * @param {import('../board/board_view.js').BoardView} parts.board
 * @param {import('../views/review_chart.js').ReviewChart} parts.chart
 * @param {import('../shell/i18n.js').Strings} parts.strings
 * @returns {import('../play/game_review.js').ReviewLook}
 */
export function reversiReviewLook({ engine: { SIDE }, board, chart, strings }) {
  const sideName = (/** @type {number} */ side) => (side === SIDE.BLACK ? strings.black : strings.white);
  const value = (/** @type {number} */ score, /** @type {boolean} */ exact) => strings.reviewValue(valueText(score), exact);
  /** @param {TurnReview} turn @param {number} cell */
  const valueOf = (turn, cell) => {
    const move = turn.values.find((v) => v.move === cell);
    return move ? value(move.score, move.exact) : '';
  };
  return {
    mark: (/** @type {TurnReview} */ turn) => (turn.mark ? { text: turn.mark, kind: KINDS[turn.mark] } : null),
    explain: ({ names, state: { ply, node, openings } }, /** @type {TurnReview[]} */ turns) => {
      if (ply === 0) return turns[0] ? strings.reviewStart(sideName(turns[0].toMove), valueText(turns[0].value), turns[0].exact) : '';
      const turn = turns[ply - 1];
      if (!turn) return '';
      const head = strings.reviewMove(ply, `${names[turn.played]}${turn.mark}`, sideName(turn.toMove));
      const reached = openings[node];
      const opening = reached ? ` ${strings.reviewOpening(openingNames(reached, strings))}` : '';
      if (turn.playedValue >= turn.value) return `${head} ${strings.reviewBestPlayed(valueText(turn.playedValue), turn.playedExact)}${opening}`;
      const best = bestMoves(turn);
      board.mark('best', best);
      const bestText = strings.reviewBest(best.map((cell) => names[cell]).join(' '), valueText(turn.value), turn.exact);
      return `${head} ${bestText}${strings.reviewPlayed(names[turn.played], valueText(turn.playedValue), turn.playedExact)}${opening}`;
    },
    chart: (turns, shown) => {
      if (!turns.length || !shown) return chart.clear();
      const known = /** @type {TurnReview[]} */ (turns.filter(Boolean));
      chart.drawLine(known.map(({ ply, toMove, value, exact, mark }) => ({ ply, value: toMove === SIDE.BLACK ? value : -value, exact, mark })),
        shown.state.length, shown.state.ply);
    },
    summary: (sides, { humanSide }) => summaryTable({
      head: ['??', '?', '?!', strings.summaryLoss, strings.summaryAccuracy], order: [SIDE.BLACK, SIDE.WHITE], sides, humanSide,
      nameOf: sideName, you: strings.summaryYou,
      cellsOf: (/** @type {import('../engine/reversi_engine.mjs').ReversiSideSummary} */ side) => [
        ...[side.blunders, side.mistakes, side.dubious].map(String), strings.summaryDiscs(side.averageLoss.toFixed(1)), side.accuracy.toFixed(0),
      ],
    }),
    lesson: {
      answerMark: 'best',
      sideName,
      good: (/** @type {TurnReview} */ turn) => turn.good,
      judge: (/** @type {TurnReview} */ turn, cell, names) => strings.learnValue(names[cell], valueOf(turn, cell), value(turn.value, turn.exact)),
      answer: (/** @type {TurnReview} */ turn, names) => strings.learnAnswer(turn.values.filter(({ move }) => turn.good.includes(move))
        .map(({ move }) => `${names[move]} ${valueOf(turn, move)}`).join(', ')),
    },
  };
}
