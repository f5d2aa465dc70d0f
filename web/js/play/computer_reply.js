// The computer's reply at the original page's pace (pacing.js): it thinks while the delay runs and
// answers when both are done; dropped first (a new game, an undo, a replay, a stop), it never answers.
import { delay } from './pacing.js';

/** @template {GameSurface} G */
export class ComputerReply {
  #chooseMove;
  /** @type {AbortController | null} aborted when the position the computer thinks about is gone */
  #thinking = null;

  /** @param {import('./game_spec.js').ChooseMove<G>} chooseMove */
  constructor(chooseMove) {
    this.#chooseMove = chooseMove;
  }

  /**
   * Resolves to the computer's move for state, no sooner than delayMs, or to null once dropped;
   * rejects when the computer could not move.
   * @param {ReturnType<G['state']>} state
   * @param {number} delayMs
   * @returns {Promise<number | null>}
   */
  async think(state, delayMs) {
    this.drop();
    const { signal } = (this.#thinking = new AbortController());
    try {
      const [move] = await Promise.all([this.#chooseMove(state, signal), delay(delayMs, signal)]);
      return signal.aborted ? null : move;
    } catch (error) {
      if (signal.aborted) return null;  // its position went first: the move was for another one
      throw error;
    }
  }

  drop() {
    this.#thinking?.abort();
    this.#thinking = null;
  }
}
