// The knight game's requests to the engine worker, each about the position of its position text
// (the engine's positionText(), as state().position gives it):
//   aiMove { position, level, seed } → square             the AI's choice ('random', 'weighted', 'perfect')
//   hints  { position } → { won, winningMoves: [square…], tries: [square…] }  won or lost for the
//          side to move, the squares that win, and in a lost position the best tries (bestTries())
//   review { moves } → { turns, sides }                   the review of the game of those moves from the
//          empty board (the engine's review()), each position's turn as progress as it is done
// A bad position or level is answered with the engine's own error message.
import { askAtPosition, askOnRecord } from '../engine/worker_protocol.js';

/**
 * @param {import('../engine/knights_engine.mjs').KnightsEngine} engine
 * @returns {Record<string, import('../engine/worker_protocol.js').Handler>}
 */
export function knightRequests({ KnightGame }) {
  return {
    aiMove: ({ position, level, seed }) => askAtPosition(KnightGame, position, (game) => game.aiMove(level, seed)),
    hints: ({ position }) => askAtPosition(KnightGame, position, (game) => {
      const won = game.isWon();
      return { won, winningMoves: won ? game.winningMoves() : [], tries: won ? [] : game.bestTries() };
    }),
    review: ({ moves }, progress) => askOnRecord(new KnightGame(), moves, (game) => game.review(progress)),
  };
}
