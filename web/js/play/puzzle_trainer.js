// One puzzle at a time, as lichess's puzzles go: the position and the question (the game's look says
// it: a winning square, the best move); a click judged by the puzzle's answers (the engine's, read
// from the set); a right answer played and the line played on a few moves with a pause, then the
// next puzzle; a wrong one played too and refuted — the engine's reason on the board and in words
// (the game's study: the opponent's winning replies, the values) — then another try or the answer.
// The first try alone is rated (puzzle_progress.js), as on lichess. The puzzle's game is its own,
// on the page's engine: the game played before the puzzles is never touched.
import { cellNames } from './cell_names.js';

/** The moves played on after a right answer, at most, and the pause before each. */
export const PLAY_ON_PLIES = 4;
export const PLAY_ON_MS = 600;

/**
 * @typedef {import('../board/board_view.js').Note} Note
 * @typedef {import('../board/board_view.js').BoardPosition} BoardPosition
 * @typedef {{ text: string, marks?: Record<string, number[]>, notes?: Note[] }} Refutation
 *
 * @typedef {object} PuzzleStudy  what the engine works out about one puzzle, asked as it shows
 * @property {(after: string, cell: number, names: string[]) => Promise<Refutation>} refute  why a
 *   wrong try fails (after: the position it led to), in words and on the board
 * @property {(position: string, played: number) => Promise<number | null>} next  the next move of
 *   the line played on after a right answer (played: the moves made since the puzzle's position,
 *   the answer's included), null to stop there
 *
 * @typedef {object} PuzzleLook  what a game brings to its puzzles
 * @property {(position: string) => GameSurface} open  the puzzle's game, on the page's engine
 * @property {(state: GameState, names: string[]) => BoardPosition} boardPosition
 * @property {(side: number) => string} prompt  the question, for the side to move
 * @property {string} answerMark  the board's mark for the answers
 * @property {(puzzle: Puzzle, signal: AbortSignal) => PuzzleStudy} study
 */

export class PuzzleTrainer {
  #parts;
  /** @type {Puzzle | null} */
  #puzzle = null;
  /** @type {GameSurface | null} */
  #game = null;
  /** @type {PuzzleStudy | null} */
  #study = null;
  /** @type {AbortController | null} */
  #abort = null;
  #rated = false;
  #done = false;
  /** a try or the line being worked out: clicks wait */
  #busy = false;

  /**
   * @param {object} parts
   * @param {PuzzleLook} parts.look
   * @param {import('../board/board_view.js').BoardView} parts.board  the puzzle's view of the page's board
   * @param {import('../views/puzzle_view.js').PuzzleView} parts.view
   * @param {import('../shell/i18n.js').Strings} parts.strings
   * @param {(puzzle: Puzzle, solved: boolean) => void} parts.rate  a first try's result
   * @param {(ms: number, signal: AbortSignal) => Promise<void>} [parts.pause]
   */
  constructor(parts) {
    this.#parts = { pause, ...parts };
  }

  get puzzle() { return this.#puzzle; }

  /** @param {Puzzle} puzzle */
  show(puzzle) {
    this.stop();
    this.#puzzle = puzzle;
    this.#game = this.#parts.look.open(puzzle.position);
    this.#abort = new AbortController();
    this.#study = this.#parts.look.study(puzzle, this.#abort.signal);
    this.#rated = this.#done = this.#busy = false;
    this.#ask();
  }

  /** Another try from the puzzle's position. */
  retry() {
    if (!this.#game || this.#done || this.#busy) return;
    this.#game.goTo(0);
    this.#ask();
  }

  /** The answers, marked on the puzzle's position: a puzzle not yet rated counts as missed. */
  reveal() {
    if (!this.#game || this.#done || this.#busy) return;
    this.#rate(false);
    this.#done = true;
    this.#game.goTo(0);
    const { names } = this.#draw();
    const puzzle = /** @type {Puzzle} */ (this.#puzzle);
    this.#parts.board.mark(this.#parts.look.answerMark, puzzle.moves);
    this.#parts.view.say(this.#parts.strings.learnAnswer(puzzle.moves.map((cell) => names[cell]).join(' ')));
    this.#parts.view.setButtons({ retry: false, show: false });
  }

  /** Ends the puzzle shown: its game freed, its questions to the engine dropped. */
  stop() {
    this.#abort?.abort();
    this.#game?.delete();
    this.#game = this.#study = this.#puzzle = null;
  }

  /**
   * A click on the board: a try at the puzzle's position.
   * @param {number} cell
   */
  async click(cell) {
    const game = this.#game, puzzle = this.#puzzle, study = this.#study;
    if (!game || !puzzle || !study || this.#done || this.#busy) return;
    const { view, board, strings } = this.#parts;
    if (game.state().ply > 0) game.goTo(0);  // a refuted try still shown: the click is a new try
    const { names } = this.#draw();
    if (!game.state().legalMoves.includes(cell)) {
      view.say(strings.learnNotLegal(names[cell]));
      board.cue(cell);
      return;
    }
    const right = puzzle.moves.includes(cell);
    const firstTry = !this.#rated;
    this.#rate(right);
    game.play(cell);
    const { state } = this.#draw([{ cell, text: right ? '✓' : '✗', kind: right ? 'good' : 'bad' }]);
    if (right) return this.#solved(cell, names, firstTry);
    view.say(strings.puzzleWorking(names[cell]));
    view.setButtons({ retry: false, show: false });
    const signal = /** @type {AbortSignal} */ (this.#abort?.signal);
    this.#busy = true;
    const refutation = await study.refute(state.position, cell, names).catch(() => null);
    if (signal.aborted) return;
    this.#busy = false;
    if (refutation) {
      for (const [kind, cells] of Object.entries(refutation.marks ?? {})) board.mark(kind, cells);
      board.note([{ cell, text: '✗', kind: 'bad' }, ...refutation.notes ?? []]);
    }
    view.say(refutation?.text ?? strings.learnLoses(names[cell]));
    view.setButtons({ retry: true, show: true });
  }

  /**
   * @param {number} cell
   * @param {string[]} names
   * @param {boolean} firstTry
   */
  async #solved(cell, names, firstTry) {
    const { view, strings, pause: wait } = this.#parts;
    this.#done = true;
    const verdict = (firstTry ? strings.puzzleRight : strings.puzzleRightLate)(names[cell]);
    view.say(verdict);
    view.setButtons({ retry: false, show: false });
    const game = /** @type {GameSurface} */ (this.#game), study = /** @type {PuzzleStudy} */ (this.#study);
    const signal = /** @type {AbortSignal} */ (this.#abort?.signal);
    /** @type {Note[]} */
    const line = [];
    for (let played = 1; played <= PLAY_ON_PLIES; played++) {
      const { position, over } = game.state();
      if (over) break;
      const move = await Promise.all([study.next(position, played), wait(PLAY_ON_MS, signal)]).then(([move]) => move, () => null);
      if (signal.aborted || move === null || game.refusal(move) !== null) break;
      game.play(move);
      line.push({ cell: move, text: String(played), kind: 'line' });
      this.#draw([{ cell, text: '✓', kind: 'good' }, ...line]);
    }
    if (!signal.aborted && line.length) view.say(`${verdict} ${strings.learnLine(line.map((n) => names[n.cell]).join(' '))}`);
  }

  // The puzzle's position and its question.
  #ask() {
    const { state } = this.#draw();
    this.#parts.view.say(this.#parts.look.prompt(state.sideToMove));
    this.#parts.view.setButtons({ retry: false, show: true });
  }

  /**
   * Draws the puzzle's game as it stands, with these notes.
   * @param {Note[]} [notes]
   */
  #draw(notes = []) {
    const game = /** @type {GameSurface} */ (this.#game);
    const state = game.state();
    const names = cellNames(game, state.cells.length);
    this.#parts.board.draw(this.#parts.look.boardPosition(state, names));
    this.#parts.board.note(notes);
    return { state, names };
  }

  /** @param {boolean} solved */
  #rate(solved) {
    if (this.#rated) return;
    this.#rated = true;
    this.#parts.rate(/** @type {Puzzle} */ (this.#puzzle), solved);
  }
}

/**
 * Waits ms, or rejects as soon as signal aborts.
 * @param {number} ms
 * @param {AbortSignal} signal
 */
function pause(ms, signal) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    }, { once: true });
  });
}
