// The Reversi game's requests to the engine worker, each about the position of its position text
// (the engine's positionText(), as state().position gives it), in cells as in the engine's API:
//   aiMove  { position, level, seed, budget } → cell
//     level 'random', 'weighted', 'medium' or 'strong'; budget in ms or { ms, nodes }
//   analyze { position, budget } → [{ move, score, exact, depth }], best first: every legal move's
//     value (the engine's analyze()), and the same as progress after each step of the search
//   review  { start, size, moves } → [turn…]: the review of the game from start (a position text,
//     or null for the usual start on a board of size) through moves (the engine's review()), each
//     position's turn as progress as it is done, from the end toward the opening
// A bad position, level, seed or budget is answered with the engine's own error message.
import { askAtPosition, askOnRecord } from '../engine/worker_protocol.js';

/**
 * @param {import('../engine/reversi_engine.mjs').ReversiEngine} engine
 * @returns {Record<string, import('../engine/worker_protocol.js').Handler>}
 */
export function reversiRequests({ Reversi }) {
  return {
    aiMove: ({ position, level, seed, budget }) => askAtPosition(Reversi, position, (game) => game.aiMove(level, seed, budget)),
    analyze: ({ position, budget }, progress) => askAtPosition(Reversi, position, (game) => game.analyze(budget, progress)),
    review: ({ start, size, moves }, progress) =>
      askOnRecord(start === null ? new Reversi(size) : Reversi.fromText(start), moves, (game) => game.review(progress)),
  };
}
