// The knight game's requests to the engine worker, each about the position of its position text
// (the engine's positionText(), as state().position gives it):
//   aiMove { position, level, seed } → square             the AI's choice ('random', 'weighted', 'perfect')
//   hints  { position } → { won, winningMoves: [square…], tries: [square…] }  won or lost for the
//          side to move, the squares that win, and in a lost position the best tries (bestTries())
//   review { moves } → { turns, sides }                   the review of the game of those moves from the
//          empty board (the engine's review()), each position's turn as progress as it is done
//   outcomes { outcomes } → null                          nothing but the reading of the table, sent
//          as it comes, so that the next question need not wait for it
// Each may carry outcomes, the bytes of the outcome table (knight_outcomes.js), which the engine
// reads with the first request that carries them: the same answers, quicker.
// A bad position or level is answered with the engine's own error message; a table the engine
// refuses is left out (a warning says why), the answers coming as they did without it.
import { askAtPosition, askOnRecord } from '../engine/worker_protocol.js';

/**
 * @param {import('../engine/knights_engine.mjs').KnightsEngine} engine
 * @returns {Record<string, import('../engine/worker_protocol.js').Handler>}
 */
export function knightRequests(engine) {
  const { KnightGame } = engine;
  let read = false;
  /** @param {{ outcomes?: Uint8Array }} payload */
  const learn = ({ outcomes }) => {
    if (read || outcomes === undefined) return;
    read = true;
    try {
      engine.loadOutcomes(outcomes);
    } catch (error) {
      console.warn(`the knight outcome table was left out: ${error instanceof Error ? error.message : error}`);
    }
  };
  return {
    aiMove: (payload) => {
      learn(payload);
      const { position, level, seed } = payload;
      return askAtPosition(KnightGame, position, (game) => game.aiMove(level, seed));
    },
    hints: (payload) => {
      learn(payload);
      return askAtPosition(KnightGame, payload.position, (game) => {
        const won = game.isWon();
        return { won, winningMoves: won ? game.winningMoves() : [], tries: won ? [] : game.bestTries() };
      });
    },
    review: (payload, progress) => {
      learn(payload);
      return askOnRecord(new KnightGame(), payload.moves, (game) => game.review(progress));
    },
    outcomes: (payload) => {
      learn(payload);
      return null;
    },
  };
}
