// Values (評価値): while they are on, each legal square of the player to move shows what that move
// is worth — the final disc difference the mover reaches with best play after it (+12: twelve discs
// ahead), as analysis boards show it. The engine's analysis reports as it deepens, so a shallow
// estimate comes within a few milliseconds and deeper ones follow; exact values (bold) replace
// estimates (italic) once the solver reaches the end, the best move's first; the best move's
// value stands out. A new position, or values going off, drops the analysis under way. onShown()
// hears of every position whose values were shown (a game so helped is counted apart).

// After this long the values stand as they are: a phone's battery is worth more than another ply.
export const ANALYSIS_BUDGET_MS = 60_000;

/**
 * @typedef {{ move: number, score: number, exact: boolean, depth: number }} MoveValue
 * @typedef {(position: string, budgetMs: number, signal: AbortSignal, onValues: (values: MoveValue[]) => void) =>
 *   Promise<MoveValue[]>} Analyze  the values so far to onValues as they deepen, the last at the end
 * @typedef {{ text: string, legal: number[] }} ValuesPosition  the position text; legal: [] when
 *   nothing is to be valued (the computer's turn, the game over)
 */

/** @param {number} score */
export const valueText = (score) => (score > 0 ? `+${score}` : score < 0 ? `−${-score}` : '0');

export class ReversiValues {
  #analyze;
  #board;
  #status;
  #strings;
  #enabled;
  #onShown;
  /** @type {ValuesPosition | null} */
  #position = null;
  /** @type {AbortController | null} the analysis under way */
  #search = null;

  /**
   * @param {object} parts
   * @param {Analyze} parts.analyze
   * @param {import('../board/board_view.js').BoardView} parts.board
   * @param {import('../board/status_view.js').StatusView} parts.status
   * @param {import('../shell/i18n.js').Strings} parts.strings
   * @param {boolean} parts.enabled
   * @param {() => void} parts.onShown
   */
  constructor({ analyze, board, status, strings, enabled, onShown }) {
    this.#analyze = analyze;
    this.#board = board;
    this.#status = status;
    this.#strings = strings;
    this.#enabled = enabled;
    this.#onShown = onShown;
  }

  /** @param {boolean} enabled */
  setEnabled(enabled) {
    this.#enabled = enabled;
    if (this.#position?.legal.length) {  // back to the plain board, until the analysis says more
      this.#draw([], []);
      this.#status.showDetail(null);
    }
    this.show(this.#position);
  }

  /**
   * Called whenever the game shows a new position, or null once there is no game: the board and
   * the status line have just been drawn without values.
   * @param {ValuesPosition | null} position
   */
  show(position) {
    this.#search?.abort();
    this.#search = null;
    this.#position = position;
    if (!this.#enabled || !position?.legal.length) return;
    const { signal } = this.#search = new AbortController();
    const show = (/** @type {MoveValue[]} */ values) => {
      if (!signal.aborted) this.#showValues(values);
    };
    this.#analyze(position.text, ANALYSIS_BUDGET_MS, signal, show).then(show, (error) => {
      if (signal.aborted) return;
      this.#status.showDetail(this.#strings.valuesFailure);
      console.error('no values for this position:', error);
    });
  }

  /** @param {MoveValue[]} values  best first; of equal scores, exact ones first */
  #showValues(values) {
    const [top] = values;
    this.#onShown();
    this.#draw(values.filter(({ score, exact }) => score === top.score && exact === top.exact).map(({ move }) => move), values);
    const exact = values.filter((value) => value.exact).length;
    const strings = this.#strings;
    this.#status.showDetail(exact === values.length ? strings.valuesExact
      : exact > 0 ? strings.valuesSolving(exact, values.length)
      : strings.valuesReading(Math.min(...values.map((value) => value.depth))));
  }

  /**
   * @param {number[]} best
   * @param {MoveValue[]} values
   */
  #draw(best, values) {
    this.#board.mark('best', best);
    this.#board.note(values.map(({ move, score, exact }) => ({ cell: move, text: valueText(score), kind: exact ? 'exact' : 'estimate' })));
  }
}
