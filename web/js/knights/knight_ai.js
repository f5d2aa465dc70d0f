// The knight page's questions to its engine worker, each about a position (state().position) with
// an AbortSignal in and a promise out: the AI's move at the level chosen on the page, and the hints.
import { randomSeed } from '../engine/random_seed.js';

/** @typedef {import('../engine/engine_client.js').EngineClient} EngineClient */

/** @typedef {ReturnType<typeof import('./knight_outcomes.js').outcomesCarrier>} WithOutcomes */

/**
 * Returns the AI's chooseMove for the game flow: the move of the level currentLevel() gives when
 * the AI starts thinking (the engine's, d5 on the empty board whatever the level), with a fresh
 * random seed each time; the perfect level's requests carry the outcome table (withOutcomes).
 * @param {EngineClient} worker
 * @param {() => string} currentLevel
 * @param {WithOutcomes} withOutcomes
 * @returns {import('../play/game_spec.js').ChooseMove<import('../engine/knights_engine.mjs').KnightGame>}
 */
export function createKnightAi(worker, currentLevel, withOutcomes) {
  return ({ position }, signal) => {
    const request = { position, level: currentLevel(), seed: randomSeed() };
    return worker.request('aiMove', request.level === 'perfect' ? withOutcomes(request) : request, signal);
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
 * Returns findHints(position, signal), the hints for the side to move in a position text, the
 * requests carrying the outcome table (withOutcomes).
 * @param {EngineClient} worker
 * @param {WithOutcomes} withOutcomes
 * @returns {(position: string, signal: AbortSignal) => Promise<Hints>}
 */
export function createHintFinder(worker, withOutcomes) {
  return (position, signal) => worker.request('hints', withOutcomes({ position }), signal);
}
