// The Reversi page's questions to its engine workers: the CPU's move at the level chosen on the
// page, within a time budget, with a fresh random seed each time; and the moves' values. Those that
// need the engine's knowledge (reversi_knowledge.js) wait for it, and carry it.
import { randomSeed } from '../engine/random_seed.js';
import { knowledgeBytes } from './reversi_knowledge.js';

// The strong CPU's thinking time, during which the page's 500 ms run too: a reply within about a
// second, and perfect play from about 20 empty squares (engine/reversi/midgame.cpp: solve_fits_budget);
// on 6×6 perfect play throughout, from the proven book, then the solver, which this does not cut short.
export const STRONG_BUDGET_MS = 1000;

/**
 * Returns the CPU's chooseMove for the game flow, at the level currentLevel() gives when the CPU
 * starts thinking: a cell of the position (state().position). A level of knowledgeLevels waits for
 * the knowledge of the board size() gives, waiting() hearing of it when it is not there yet.
 * @param {import('../engine/engine_client.js').EngineClient} worker
 * @param {() => string} currentLevel
 * @param {{ knowledge: import('./reversi_knowledge.js').Knowledge, knowledgeLevels: readonly string[], size: () => number, waiting: () => void }} knowing
 * @returns {import('../play/game_spec.js').ChooseMove<import('../engine/reversi_engine.mjs').Reversi>}
 */
export function createReversiAi(worker, currentLevel, { knowledge, knowledgeLevels, size, waiting }) {
  return async ({ position }, signal) => {
    const request = { position, level: currentLevel(), seed: randomSeed(), budget: { ms: STRONG_BUDGET_MS } };
    if (!knowledgeLevels.includes(request.level)) return worker.request('aiMove', request, signal);
    return worker.request('aiMove', { ...request, ...await knowledgeBytes(knowledge, size(), waiting) }, signal);
  };
}

/**
 * Returns the values' analyze for reversi_values.js, asked of a worker of their own (made by
 * worker() when first asked), so that the CPU's worker never waits for an analysis; it waits for
 * the knowledge of the board size() gives, waiting() hearing of it when it is not there yet.
 * @param {() => import('../engine/engine_client.js').EngineClient} worker
 * @param {{ knowledge: import('./reversi_knowledge.js').Knowledge, size: () => number, waiting: () => void }} knowing
 * @returns {import('./reversi_values.js').Analyze}
 */
export function createAnalyzer(worker, { knowledge, size, waiting }) {
  return async (position, budgetMs, signal, onValues) => {
    const bytes = await knowledgeBytes(knowledge, size(), waiting);
    return worker().request('analyze', { position, budget: { ms: budgetMs }, ...bytes }, signal, onValues);
  };
}
