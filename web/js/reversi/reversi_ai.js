// The Reversi page's questions to its engine workers: the CPU's move at the level chosen on the
// page, within a time budget, with a fresh random seed each time; and the moves' values.
import { randomSeed } from '../engine/random_seed.js';

// The strong CPU's thinking time, during which the page's 500 ms run too: a reply within about a
// second, and perfect play from about 19 empty squares (engine/reversi/midgame.cpp: solve_fits_budget).
export const STRONG_BUDGET_MS = 1000;

/**
 * Returns the CPU's chooseMove for the game flow, at the level currentLevel() gives when the CPU
 * starts thinking: a cell of the position (state().position).
 * @param {import('../engine/engine_client.js').EngineClient} worker
 * @param {() => string} currentLevel
 * @returns {import('../play/game_spec.js').ChooseMove<import('../engine/reversi_engine.mjs').Reversi>}
 */
export function createReversiAi(worker, currentLevel) {
  return ({ position }, signal) => worker.request('aiMove', {
    position, level: currentLevel(), seed: randomSeed(), budget: { ms: STRONG_BUDGET_MS },
  }, signal);
}

/**
 * Returns the values' analyze for reversi_values.js, asked of a worker of their own (made by
 * worker() when first asked), so that the CPU's worker never waits for an analysis.
 * @param {() => import('../engine/engine_client.js').EngineClient} worker
 * @returns {import('./reversi_values.js').Analyze}
 */
export function createAnalyzer(worker) {
  return (position, budgetMs, signal, onValues) => worker().request('analyze', { position, budget: { ms: budgetMs } }, signal, onValues);
}
