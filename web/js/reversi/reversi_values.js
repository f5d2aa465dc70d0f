// Values (評価値), the Reversi page's analysis board: while they are on, at every position shown but
// the CPU's live turn (play/analysed_position.js: a replay's position at the CPU's turn too), each
// legal square of the side to move shows what that move is worth — the final disc difference the
// mover reaches with best play after it (+12: twelve discs ahead), as analysis boards show it — and
// the line under the board names the best move's line of play (「読み筋: c4 e3 f6 …」), to the end
// once exact. The engine's analysis reports as it deepens, so a shallow estimate comes within a few
// milliseconds and deeper ones follow; exact values (bold) replace estimates (italic) once the
// solver reaches the end, the best move's first; the best move's value stands out. A new position,
// or values going off, drops the analysis under way. onShown() hears of every live position whose
// values were shown (a game so helped is counted apart; the analysis of a finished game is not help).

// After this long the values stand as they are: a phone's battery is worth more than another ply.
export const ANALYSIS_BUDGET_MS = 60_000;

/**
 * @typedef {{ move: number, score: number, exact: boolean, depth: number, line: number[] }} MoveValue
 * @typedef {(position: string, budgetMs: number, signal: AbortSignal, onValues: (values: MoveValue[]) => void) =>
 *   Promise<MoveValue[]>} Analyze  the values so far to onValues as they deepen, the last at the end
 */

/** @param {number} score */
export const valueText = (score) => (score > 0 ? `+${score}` : score < 0 ? `−${-score}` : '0');

export class ReversiValues {
  #analyze;
  #board;
  #status;
  #line;
  #strings;
  #enabled;
  #onShown;
  /** @type {import('../play/analysed_position.js').AnalysedPosition | null} */
  #position = null;
  /** @type {AbortController | null} the analysis under way */
  #search = null;

  /**
   * @param {object} parts
   * @param {Analyze} parts.analyze
   * @param {import('../board/board_view.js').BoardView} parts.board
   * @param {import('../board/status_view.js').StatusView} parts.status
   * @param {import('../views/text_line.js').TextLine} parts.line  where the best line is named: a line's height kept while values are on
   * @param {import('../shell/i18n.js').Strings} parts.strings
   * @param {boolean} parts.enabled
   * @param {() => void} parts.onShown
   */
  constructor({ analyze, board, status, line, strings, enabled, onShown }) {
    this.#analyze = analyze;
    this.#board = board;
    this.#status = status;
    this.#line = line;
    this.#strings = strings;
    this.#enabled = enabled;
    this.#onShown = onShown;
    line.setShown(enabled);
  }

  /** @param {boolean} enabled */
  setEnabled(enabled) {
    this.#enabled = enabled;
    this.#line.setShown(enabled);
    if (this.#position) {  // back to the plain board, until the analysis says more
      this.#draw([], []);
      this.#status.showDetail(null);
    }
    this.show(this.#position);
  }

  /**
   * Called whenever the game shows a new position (null: nothing to analyse there): the board and
   * the status line have just been drawn without values.
   * @param {import('../play/analysed_position.js').AnalysedPosition | null} position
   */
  show(position) {
    this.#search?.abort();
    this.#search = null;
    this.#position = position;
    this.#line.show('');
    if (!this.#enabled || !position) return;
    const { signal } = this.#search = new AbortController();
    const show = (/** @type {MoveValue[]} */ values) => {
      if (!signal.aborted) this.#showValues(values, position);
    };
    this.#analyze(position.position, ANALYSIS_BUDGET_MS, signal, show).then(show, (error) => {
      if (signal.aborted) return;
      this.#status.showDetail(this.#strings.valuesFailure);
      console.error('no values for this position:', error);
    });
  }

  /**
   * @param {MoveValue[]} values  best first; of equal scores, exact ones first
   * @param {import('../play/analysed_position.js').AnalysedPosition} position
   */
  #showValues(values, { names, live }) {
    const [top] = values;
    if (live) this.#onShown();
    this.#draw(values.filter(({ score, exact }) => score === top.score && exact === top.exact).map(({ move }) => move), values);
    const exact = values.filter((value) => value.exact).length;
    const strings = this.#strings;
    this.#status.showDetail(exact === values.length ? strings.valuesExact
      : exact > 0 ? strings.valuesSolving(exact, values.length)
      : strings.valuesReading(Math.min(...values.map((value) => value.depth))));
    // PASS (-1) names no cell: a pass in the line is said as the move list says it.
    this.#line.show(strings.bestLine(top.line.map((cell) => names[cell] ?? strings.passMove).join(' ')));
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
