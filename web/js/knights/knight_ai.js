// The knight page's questions to the engine worker: the AI's move at the level chosen on the page,
// and the hints. Both have the shape the game flow expects: the moves so far and an AbortSignal
// in, a promise out.
import { randomSeed } from '../engine/random_seed.js';

// Returns chooseMove(history, signal) → Promise<square>, at the level currentLevel() gives when the
// AI starts thinking, with a fresh random seed each time.
export function createKnightAi(worker, currentLevel) {
  return (history, signal) => worker.request('aiMove', { moves: history, level: currentLevel(), seed: randomSeed() }, signal);
}

// Returns findHints(moves, signal) → Promise<{ won, winningMoves }> for the side to move.
export function createHintFinder(worker) {
  return (moves, signal) => worker.request('hints', { moves }, signal);
}
