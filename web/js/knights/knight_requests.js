// The knight game's requests to the engine worker, each about the position its move list reaches:
//   aiMove { moves, level, seed } → square                the AI's choice ('random', 'weighted', 'perfect')
//   hints  { moves } → { won, winningMoves: [square…], tries: [square…] }  won or lost for the side
//          to move, the squares that win, and in a lost position the best tries (bestTries())
//   grundy { moves } → number                            the Grundy value (it may take seconds: ask on demand)
// A bad move list or level is answered with the engine's own error message.
import { askAtPosition } from '../engine/worker_protocol.js';

/**
 * @param {import('../engine/knights_engine.mjs').KnightsEngine} engine
 * @returns {Record<string, import('../engine/worker_protocol.js').Handler>}
 */
export function knightRequests(engine) {
  /**
   * @template R
   * @param {unknown} moves
   * @param {(game: import('../engine/knights_engine.mjs').KnightGame) => R} ask
   */
  const atPosition = (moves, ask) =>
    askAtPosition(new engine.KnightGame(), moves, (game, square) => game.play(square), ask);
  return {
    aiMove: ({ moves, level, seed }) => atPosition(moves, (game) => game.aiMove(level, seed)),
    hints: ({ moves }) => atPosition(moves, (game) => {
      const winningMoves = game.winningMoves();
      const won = winningMoves.length > 0;
      return { won, winningMoves, tries: won ? [] : game.bestTries() };
    }),
    grundy: ({ moves }) => atPosition(moves, (game) => game.grundy()),
  };
}
