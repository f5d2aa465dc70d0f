// Hints: on your turn, while hints are on, the engine worker finds whether the position is won
// for you and which squares win; the board marks those squares and the status line says won or
// lost. A search still running when the position changes (a move, a reset) or hints go off is
// dropped. A slow search shows "calculating" on the status line, after a moment so that the
// usual instant answers do not flicker.
export const HINT_PENDING_DELAY_MS = 250;

export class HintAdvisor {
  #findHints;
  #board;
  #status;
  #enabled;
  #position = null;
  #search = null;  // the AbortController of the search under way

  // findHints(moves, signal) → Promise<{ won, winningMoves }> (knight_ai.js).
  constructor({ findHints, board, status, enabled = false }) {
    this.#findHints = findHints;
    this.#board = board;
    this.#status = status;
    this.#enabled = enabled;
  }

  setEnabled(enabled) {
    this.#enabled = enabled;
    if (this.#position?.yourTurn) {  // back to the plain turn, until a search says more
      this.#board.markWinning([]);
      this.#status.showHint(null);
    }
    this.show(this.#position);
  }

  // Called whenever the game shows a new position, { moves, yourTurn }, or null once there is no
  // game: the board and the status line have just been drawn without hints.
  show(position) {
    this.#search?.abort();
    this.#search = null;
    this.#position = position;
    if (!this.#enabled || !position?.yourTurn) return;
    const search = this.#search = new AbortController();
    const pending = setTimeout(() => this.#status.showHint('pending'), HINT_PENDING_DELAY_MS);
    search.signal.addEventListener('abort', () => clearTimeout(pending));
    this.#findHints(position.moves, search.signal).then(({ won, winningMoves }) => {
      if (search.signal.aborted) return;
      clearTimeout(pending);
      this.#board.markWinning(winningMoves);
      this.#status.showHint(won ? 'won' : 'lost');
    }, (error) => {
      if (search.signal.aborted) return;
      clearTimeout(pending);
      this.#status.showHint('failed');
      console.error('no hints for this position:', error);
    });
  }
}
