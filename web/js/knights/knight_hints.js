// Hints, the knight page's analysis board: while they are on, at every position shown but the AI's
// live turn (play/analysed_position.js: a replay's position at the AI's turn too), the engine worker
// finds whether the position is won for the side to move and which squares win, or, when it is
// lost, the best tries (the squares that leave the opponent the fewest winning replies). So as to
// teach rather than give a game in play away, the board marks one of them — always the same for a
// position — unless "show all" is on, or the game has ended in play (then it marks them all); the
// status line says won (and how many squares win) or lost. A search still running when the
// position changes (a move, a reset, a step of a replay) or hints go off is dropped. A slow search
// says "calculating" on the status line, after a moment so that the usual instant answers do not
// flicker, and counts the seconds. onShown() hears of every live position whose hints were shown
// (a game so helped is counted apart; the analysis of a finished game is not help).
export const HINT_PENDING_DELAY_MS = 250;

export class KnightHints {
  #findHints;
  #board;
  #status;
  #strings;
  #enabled;
  #showAll;
  #onShown;
  /** @type {import('../play/analysed_position.js').AnalysedPosition | null} */
  #position = null;
  /** @type {import('./knight_ai.js').Hints | null} what the search found for the position */
  #found = null;
  /** @type {AbortController | null} the search under way */
  #search = null;

  /**
   * @param {object} parts
   * @param {ReturnType<typeof import('./knight_ai.js').createHintFinder>} parts.findHints
   * @param {import('../board/board_view.js').BoardView} parts.board
   * @param {import('../board/status_view.js').StatusView} parts.status
   * @param {import('../shell/i18n.js').Strings} parts.strings
   * @param {boolean} parts.enabled
   * @param {boolean} parts.showAll
   * @param {() => void} parts.onShown
   */
  constructor({ findHints, board, status, strings, enabled, showAll, onShown }) {
    this.#findHints = findHints;
    this.#board = board;
    this.#status = status;
    this.#strings = strings;
    this.#enabled = enabled;
    this.#showAll = showAll;
    this.#onShown = onShown;
  }

  /** @param {boolean} enabled */
  setEnabled(enabled) {
    this.#enabled = enabled;
    if (this.#position) {  // back to the plain turn, until a search says more
      this.#mark([], []);
      this.#status.showDetail(null);
    }
    this.show(this.#position);
  }

  /** @param {boolean} showAll */
  setShowAll(showAll) {
    this.#showAll = showAll;
    if (this.#enabled && this.#found && this.#position) this.#draw(this.#found, this.#position);
  }

  /**
   * Called whenever the game shows a new position (null: nothing to analyse there): the board and
   * the status line have just been drawn without hints.
   * @param {import('../play/analysed_position.js').AnalysedPosition | null} position
   */
  show(position) {
    this.#search?.abort();
    this.#search = null;
    this.#found = null;
    this.#position = position;
    if (!this.#enabled || !position) return;
    const search = this.#search = new AbortController();
    const stopPending = this.#showPending(search.signal);
    this.#findHints(position.position, search.signal).then((found) => {
      if (search.signal.aborted) return;
      stopPending();
      this.#found = found;
      this.#draw(found, position);
      if (position.live) this.#onShown();
    }, (error) => {
      if (search.signal.aborted) return;
      stopPending();
      this.#status.showDetail(this.#strings.hintFailure);
      console.error('no hints for this position:', error);
    });
  }

  // Says "calculating" once the search has taken a moment, then the seconds it has taken, until
  // the signal aborts or the function returned is called.
  /** @param {AbortSignal} signal */
  #showPending(signal) {
    let seconds = 0;
    const say = (/** @type {string} */ text) => this.#status.showDetail(text, { busy: true });
    /** @type {ReturnType<typeof setInterval> | undefined} */
    let counting;
    const pending = setTimeout(() => {
      say(this.#strings.hintPending);
      counting = setInterval(() => say(this.#strings.hintPendingFor(++seconds)), 1000);
    }, HINT_PENDING_DELAY_MS);
    const stop = () => {
      clearTimeout(pending);
      clearInterval(counting);
    };
    signal.addEventListener('abort', stop);
    return stop;
  }

  /**
   * @param {import('./knight_ai.js').Hints} found
   * @param {import('../play/analysed_position.js').AnalysedPosition} analysed  its legal moves choose the one square marked
   */
  #draw({ won, winningMoves, tries }, { moves, live }) {
    const squares = won ? winningMoves : tries;
    const hash = moves.reduce((sum, move) => (sum * 31 + move + 1) % 65521, 0);
    const marked = this.#showAll || !live ? squares : [squares[hash % squares.length]];
    this.#mark(won ? marked : [], won ? [] : marked);
    const { hintWon, hintLost, hintLostAll } = this.#strings;
    this.#status.showDetail(won ? hintWon(winningMoves.length) : marked.length > 1 ? hintLostAll : hintLost);
  }

  /**
   * @param {number[]} winning
   * @param {number[]} tries
   */
  #mark(winning, tries) {
    this.#board.mark('winning', winning);
    this.#board.mark('try', tries);
  }
}
