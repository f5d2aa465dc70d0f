// The knight page's questions to its engine worker: the AI's move at the level chosen on the page,
// and the hints; both with the moves so far and an AbortSignal in, a promise out.
import { randomSeed } from '../engine/random_seed.js';

/** @typedef {import('../engine/engine_client.js').EngineClient} EngineClient */

/**
 * Returns the AI's chooseMove for the game flow: the original's opening on openingSquare (the
 * engine's OPENING_SQUARE, d5) whatever the level, then the move of the level currentLevel() gives
 * when the AI starts thinking, with a fresh random seed each time.
 * @param {EngineClient} worker
 * @param {() => string} currentLevel
 * @param {number} openingSquare
 * @returns {import('../play/game_flow.js').ChooseMove<import('../engine/knights_engine.mjs').KnightGame>}
 */
export function createKnightAi(worker, currentLevel, openingSquare) {
  return (game, signal) => {
    const moves = game.history();
    if (moves.length === 0) return Promise.resolve(openingSquare);
    return worker.request('aiMove', { moves, level: currentLevel(), seed: randomSeed() }, signal);
  };
}

/**
 * @typedef {object} Hints
 * @property {boolean} won           whether the side to move wins with best play
 * @property {number[]} winningMoves the squares that win
 * @property {number[]} tries        in a lost position, the squares that leave the opponent the
 *                                   fewest winning replies; [] in a won one
 */

/**
 * Returns findHints(moves, signal), the hints for the side to move after moves.
 * @param {EngineClient} worker
 * @returns {(moves: number[], signal: AbortSignal) => Promise<Hints>}
 */
export function createHintFinder(worker) {
  return (moves, signal) => worker.request('hints', { moves }, signal);
}
