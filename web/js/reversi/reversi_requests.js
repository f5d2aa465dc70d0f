// The Reversi game's requests to the engine worker, about the position a move list reaches from
// the start on a board of that size (cells as in the engine's API, -1 a pass):
//   aiMove { size, moves, level, seed, budget } → cell, or -1 when a pass is forced
//     level 'random', 'weighted' or 'strong'; budget in ms or { ms, nodes }
// A bad size, move list, level, seed or budget is answered with the engine's own error message.
import { askAtPosition } from '../engine/worker_protocol.js';

export function reversiRequests(engine) {
  const atPosition = (size, moves, ask) =>
    askAtPosition(new engine.Reversi(size), moves, (game, cell) => (cell === -1 ? game.pass() : game.play(cell)), ask);
  return {
    aiMove: ({ size, moves, level, seed, budget }) => atPosition(size, moves, (game) => game.aiMove(level, seed, budget)),
  };
}
