// The Reversi page's question to its engine worker: the CPU's move at the level chosen on the page,
// within a time budget, with a fresh random seed each time.
import { randomSeed } from '../engine/random_seed.js';

// The strong CPU's thinking time, during which the page's 500 ms run too: a reply within about a
// second, and perfect play from about 19 empty squares (engine/reversi/midgame.cpp: solve_fits_budget).
export const STRONG_BUDGET_MS = 1000;

/**
 * Returns the CPU's chooseMove for the game flow, at the level currentLevel() gives when the CPU
 * starts thinking: a cell, or the engine's PASS when a pass is forced.
 * @param {import('../engine/engine_client.js').EngineClient} worker
 * @param {() => string} currentLevel
 * @returns {import('../play/game_flow.js').ChooseMove<import('../engine/reversi_engine.mjs').Reversi>}
 */
export function createReversiAi(worker, currentLevel) {
  return (game, signal) => worker.request('aiMove', {
    size: game.size(), moves: game.history(), level: currentLevel(), seed: randomSeed(), budget: { ms: STRONG_BUDGET_MS },
  }, signal);
}
