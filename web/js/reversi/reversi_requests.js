// The Reversi game's requests to the engine worker, about the position a move list reaches from
// the start on a board of that size (cells as in the engine's API, its PASS a pass):
//   aiMove { size, moves, level, seed, budget } → cell, or PASS when a pass is forced
//     level 'random', 'weighted' or 'strong'; budget in ms or { ms, nodes }
// A bad size, move list, level, seed or budget is answered with the engine's own error message.
import { askAtPosition } from '../engine/worker_protocol.js';

/**
 * @param {import('../engine/reversi_engine.mjs').ReversiEngine} engine
 * @returns {Record<string, import('../engine/worker_protocol.js').Handler>}
 */
export function reversiRequests(engine) {
  /**
   * @template R
   * @param {number} size
   * @param {unknown} moves
   * @param {(game: import('../engine/reversi_engine.mjs').Reversi) => R} ask
   */
  const atPosition = (size, moves, ask) =>
    askAtPosition(new engine.Reversi(size), moves, (game, cell) => (cell === engine.PASS ? game.pass() : game.play(cell)), ask);
  return {
    aiMove: ({ size, moves, level, seed, budget }) => atPosition(size, moves, (game) => game.aiMove(level, seed, budget)),
  };
}
