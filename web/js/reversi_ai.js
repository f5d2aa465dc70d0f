// The Reversi page's question to the engine worker: the CPU's move at the level chosen on the page,
// within a time budget, with a fresh random seed each time.
import { randomSeed } from './random_seed.js';

// The strong CPU's thinking time: with the 500 ms the page waits anyway, a reply within a second and
// a half, and an exact endgame from about 20 empty squares.
export const STRONG_BUDGET_MS = 1000;

// Returns chooseMove({ size, moves }, signal) → Promise<cell>, at the level currentLevel() gives
// when the CPU starts thinking.
export function createReversiAi(worker, currentLevel) {
  return ({ size, moves }, signal) => worker.request('reversi', 'aiMove',
    { size, moves, level: currentLevel(), seed: randomSeed(), budget: { ms: STRONG_BUDGET_MS } }, signal);
}
