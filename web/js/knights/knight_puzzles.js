// What the knight game brings to the puzzles (play/puzzle_trainer.js): the question — find a
// winning square for the side to move —, a wrong try refuted by the engine worker's hints on the
// position it led to (the opponent's winning replies, marked), and after a right answer the line
// played on by the perfect AI for both sides: the loser's best tries, the winner's winning squares.
import { randomSeed } from '../engine/random_seed.js';

// The set: every puzzle's position, its winning squares and its rating (docs/hosting.md).
export const KNIGHT_PUZZLES_URL = new URL('../../puzzles/knights.tsv#when-needed', import.meta.url);

/**
 * @param {object} parts
 * @param {import('../engine/knights_engine.mjs').KnightsEngine} parts.engine
 * @param {import('../engine/engine_client.js').EngineClient} parts.worker
 * @param {import('../shell/i18n.js').Strings} parts.strings
 * @returns {import('../play/puzzle_trainer.js').PuzzleLook}
 */
export function knightPuzzleLook({ engine: { KnightGame, SIDE }, worker, strings }) {
  const sideName = (/** @type {number} */ side) => (side === SIDE.FIRST ? strings.firstPlayer : strings.secondPlayer);
  return {
    open: (position) => KnightGame.fromText(position),
    boardPosition: (state, names) => ({ size: state.size, cells: state.cells, names, marks: { last: state.lastMoves } }),
    prompt: (side) => strings.puzzleFindWin(sideName(side)),
    answerMark: 'winning',
    study: (_puzzle, signal) => ({
      refute: async (after, cell, names) => {
        /** @type {import('./knight_ai.js').Hints} */
        const { winningMoves } = await worker.request('hints', { position: after }, signal);
        return {
          text: strings.puzzleWrongKnight(names[cell], winningMoves.map((square) => names[square]).join(' ')),
          marks: { winning: winningMoves },
        };
      },
      next: (position) => worker.request('aiMove', { position, level: 'perfect', seed: randomSeed() }, signal),
    }),
  };
}
