// Hints: on your turn, while hints are on, the engine worker finds whether the position is won
// for you and which squares win; the board marks those squares and the status line says won or
// lost. A search still running when the position changes (a move, a reset) or hints go off is
// dropped. A slow search shows "calculating" on the status line, after a moment so that the
// usual instant answers do not flicker.
export const HINT_PENDING_DELAY_MS = 250;

/** @typedef {{ moves: number[], yourTurn: boolean }} HintPosition */

export class KnightHints {
  #findHints;
  #board;
  #status;
  #strings;
  #enabled;
  /** @type {HintPosition | null} */
  #position = null;
  /** @type {AbortController | null} the search under way */
  #search = null;

  /**
   * @param {object} parts
   * @param {ReturnType<typeof import('./knight_ai.js').createHintFinder>} parts.findHints
   * @param {import('../board/board_view.js').BoardView} parts.board
   * @param {import('../board/status_view.js').StatusView} parts.status
   * @param {import('../shell/i18n.js').Strings} parts.strings
   * @param {boolean} parts.enabled
   */
  constructor({ findHints, board, status, strings, enabled }) {
    this.#findHints = findHints;
    this.#board = board;
    this.#status = status;
    this.#strings = strings;
    this.#enabled = enabled;
  }

  /** @param {boolean} enabled */
  setEnabled(enabled) {
    this.#enabled = enabled;
    if (this.#position?.yourTurn) {  // back to the plain turn, until a search says more
      this.#board.mark('winning', []);
      this.#status.showDetail(null);
    }
    this.show(this.#position);
  }

  /**
   * Called whenever the game shows a new position, or null once there is no game: the board and
   * the status line have just been drawn without hints.
   * @param {HintPosition | null} position
   */
  show(position) {
    this.#search?.abort();
    this.#search = null;
    this.#position = position;
    if (!this.#enabled || !position?.yourTurn) return;
    const search = this.#search = new AbortController();
    const pending = setTimeout(() => this.#status.showDetail(this.#strings.hintPending, { busy: true }), HINT_PENDING_DELAY_MS);
    search.signal.addEventListener('abort', () => clearTimeout(pending));
    this.#findHints(position.moves, search.signal).then(({ won, winningMoves }) => {
      if (search.signal.aborted) return;
      clearTimeout(pending);
      this.#board.mark('winning', winningMoves);
      this.#status.showDetail(won ? this.#strings.hintWon : this.#strings.hintLost);
    }, (error) => {
      if (search.signal.aborted) return;
      clearTimeout(pending);
      this.#status.showDetail(this.#strings.hintFailure);
      console.error('no hints for this position:', error);
    });
  }
}
