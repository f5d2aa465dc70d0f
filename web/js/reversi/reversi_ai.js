// The Reversi page's question to the engine worker: the CPU's move at the level chosen on the page,
// within a time budget, with a fresh random seed each time.
import { randomSeed } from '../engine/random_seed.js';

// The strong CPU's thinking time, during which the page's 500 ms run too: a reply within about a
// second, and perfect play from about 19 empty squares (engine/reversi/midgame.cpp: solve_fits_budget).
export const STRONG_BUDGET_MS = 1000;

// Returns chooseMove({ size, moves }, signal) → Promise<cell>, at the level currentLevel() gives
// when the CPU starts thinking.
export function createReversiAi(worker, currentLevel) {
  return ({ size, moves }, signal) => worker.request('aiMove',
    { size, moves, level: currentLevel(), seed: randomSeed(), budget: { ms: STRONG_BUDGET_MS } }, signal);
}
