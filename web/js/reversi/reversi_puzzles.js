// What Reversi brings to the puzzles (play/puzzle_trainer.js): the question — find the best move
// for the side to move —, and the engine's analysis of the puzzle's position, asked as soon as it
// shows (in the values' worker, with the knowledge: reversi_ai.js's createAnalyzer), which refutes
// a wrong try by the exact values of the move tried and of the best, on the board and in words, and
// after a right answer gives the solved line played on.
import { ANALYSIS_BUDGET_MS, valueText } from './reversi_values.js';

// The set: every puzzle's position, its best moves and its rating (docs/hosting.md).
export const REVERSI_PUZZLES_URL = new URL('../../puzzles/reversi.tsv#when-needed', import.meta.url);

/** @typedef {import('./reversi_values.js').MoveValue} MoveValue */

/**
 * @param {object} parts
 * @param {import('../engine/reversi_engine.mjs').ReversiEngine} parts.engine
 * @param {import('./reversi_values.js').Analyze} parts.analyze  on 8×8's knowledge
 * @param {import('../shell/i18n.js').Strings} parts.strings
 * @returns {import('../play/puzzle_trainer.js').PuzzleLook}
 */
export function reversiPuzzleLook({ engine: { Reversi, SIDE, PASS }, analyze, strings }) {
  const sideName = (/** @type {number} */ side) => (side === SIDE.BLACK ? strings.black : strings.white);
  const value = (/** @type {MoveValue} */ v) => strings.reviewValue(valueText(v.score), v.exact);
  return {
    open: (position) => Reversi.fromText(position),
    boardPosition: (state, names) => ({ size: state.size, cells: state.cells, names, marks: { legal: state.legalMoves, last: state.lastMoves } }),
    prompt: (side) => strings.puzzleFindBest(sideName(side)),
    answerMark: 'best',
    study: (puzzle, signal) => {
      const values = analysedValues(analyze(puzzle.position, ANALYSIS_BUDGET_MS, signal, (v) => values.hear(v)));
      return {
        refute: async (_after, cell, names) => {
          const seen = await values.when((v) => v.length > 0 && v[0].exact && Boolean(v.find((m) => m.move === cell)?.exact));
          const tried = /** @type {MoveValue} */ (seen.find((m) => m.move === cell)), best = seen[0];
          const bests = seen.filter((m) => m.score === best.score && m.exact === best.exact);
          return {
            text: strings.puzzleWrongReversi(names[cell], value(tried), `${bests.map((m) => names[m.move]).join(' ')} ${value(best)}`),
            marks: { best: bests.map((m) => m.move) },
            notes: [tried, ...bests].map((m) => ({ cell: m.move, text: valueText(m.score), kind: m.exact ? 'exact' : 'estimate' })),
          };
        },
        next: async (_position, played) => {
          const answer = puzzle.moves[0];
          const seen = await values.when((v) => Boolean(v.find((m) => puzzle.moves.includes(m.move))?.exact));
          const line = (seen.find((m) => m.move === answer && m.exact) ?? seen.find((m) => puzzle.moves.includes(m.move)))?.line ?? [];
          // The line as the player sees it: the answer played (whichever best move it was), then the passes left to the game.
          return line.filter((move) => move !== PASS)[played] ?? null;
        },
      };
    },
  };
}

/**
 * The values of an analysis as they come: when(test) resolves with the first values that pass
 * test, or with the last ones once the analysis is over (its budget spent), and rejects when it failed.
 * @param {Promise<MoveValue[]>} analysis
 */
function analysedValues(analysis) {
  /** @type {MoveValue[]} */
  let values = [];
  let over = false;
  /** @type {Set<() => void>} */
  const waiting = new Set();
  const tell = () => { for (const check of [...waiting]) check(); };
  /** @type {unknown} */
  let failure = null;
  analysis.then((last) => { values = last; }, (error) => { failure = error ?? new Error('no analysis'); }).finally(() => {
    over = true;
    tell();
  });
  return {
    /** @param {MoveValue[]} v */
    hear(v) {
      values = v;
      tell();
    },
    /** @param {(values: MoveValue[]) => boolean} test @returns {Promise<MoveValue[]>} */
    when: (test) => new Promise((resolve, reject) => {
      const check = () => {
        if (failure) reject(failure);
        else if (test(values) || (over && values.length)) resolve(values);
        else return;
        waiting.delete(check);
      };
      waiting.add(check);
      check();
    }),
  };
}
