// The Reversi game's requests to the engine worker, each about the position of its position text
// (the engine's positionText(), as state().position gives it), in cells as in the engine's API:
//   aiMove  { position, level, seed, budget } → cell
//     level 'random', 'weighted', 'medium' or 'strong'; budget in ms or { ms, nodes }
//   analyze { position, budget } → [{ move, score, exact, depth }], best first: every legal move's
//     value (the engine's analyze()), and the same as progress after each step of the search
// A bad position, level, seed or budget is answered with the engine's own error message.
import { askAtPosition } from '../engine/worker_protocol.js';

/**
 * @param {import('../engine/reversi_engine.mjs').ReversiEngine} engine
 * @returns {Record<string, import('../engine/worker_protocol.js').Handler>}
 */
export function reversiRequests({ Reversi }) {
  return {
    aiMove: ({ position, level, seed, budget }) => askAtPosition(Reversi, position, (game) => game.aiMove(level, seed, budget)),
    analyze: ({ position, budget }, progress) => askAtPosition(Reversi, position, (game) => game.analyze(budget, progress)),
  };
}
